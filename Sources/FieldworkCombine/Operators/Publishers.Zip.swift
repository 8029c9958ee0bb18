internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/zip(_:)`` returns: pairs of values, the first of each, then
  /// the second of each, and so on.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// A pair: a value of each.
    public typealias Output = (A.Output, B.Output)
    /// The failure of both.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Pairs the values of `a` and `b` in order.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber`: it gets a pair once each publisher has delivered a value not
    /// yet paired, finishes when a publisher has finished and every value it sent is paired,
    /// and fails when either fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("Zip", downstream: subscriber)
      let state = Locked(uncheckedValue: ZipState<A.Output, B.Output>())
      fan.start()
      func pair() {
        let (pairs, done) = state.withLock { state -> ([Output], Bool) in
          var pairs: [Output] = []
          while !state.left.isEmpty, !state.right.isEmpty {
            pairs.append((state.left.removeFirst(), state.right.removeFirst()))
          }
          let done =
            (state.leftFinished && state.left.isEmpty)
            || (state.rightFinished && state.right.isEmpty)
          return (pairs, done)
        }
        for pair in pairs { fan.offer(pair) }
        if done { fan.finish(.finished) }
      }
      a.subscribe(
        fan.input(
          value: { (value: A.Output) in
            state.withLock { $0.left.append(value) }
            pair()
          },
          finished: {
            state.withLock { $0.leftFinished = true }
            pair()
          }))
      b.subscribe(
        fan.input(
          value: { (value: B.Output) in
            state.withLock { $0.right.append(value) }
            pair()
          },
          finished: {
            state.withLock { $0.rightFinished = true }
            pair()
          }))
    }
  }
}

/// The values of a zip not yet paired, and which side finished.
private struct ZipState<Left, Right> {
  var left: [Left] = []
  var right: [Right] = []
  var leftFinished = false
  var rightFinished = false
}

extension Publisher {
  /// Pairs this publisher's values with `other`'s, in order: the first with the first, and
  /// so on, as Combine's `zip(_:)`.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where P.Failure == Failure {
    Publishers.Zip(self, other)
  }

  /// Pairs this publisher's values with `other`'s in order, each pair made into one value by
  /// `transform`.
  public func zip<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
    Publishers.Zip(self, other).map(transform)
  }
}
