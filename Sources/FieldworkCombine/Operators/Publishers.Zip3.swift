extension Publishers {
  /// The publisher `zip(_:_:)` returns, as Combine's `Publishers.Zip3`: triples
  /// of values, the first of each, then the second of each, and so on; it finishes when a
  /// publisher has finished and every value it sent is in a triple, and fails when any fails.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A value of each.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The failure of all three.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Zips the values of `a`, `b` and `c` in order.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber` to the pairs of `a` and `b` zipped with `c`, flattened.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Zips this publisher's values with `b`'s and `c`'s, in order, as Combine's `zip(_:_:)`.
  public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c)
  }

  /// Zips this publisher's values with `b`'s and `c`'s in order, each triple made into one
  /// value by `transform`.
  public func zip<B: Publisher, C: Publisher, T>(
    _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, B, C>, T>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c).map(transform)
  }
}
