extension Publishers {
  /// The latest values of three publishers, as Combine's `Publishers.CombineLatest3`: a
  /// triple whenever any of them delivers, once each has; it finishes when all three have,
  /// and fails when any fails.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The three latest values.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The failure of all three.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Combines the latest values of `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber` to the pairs of pairs, flattened.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }
        .receive(subscriber: subscriber)
    }
  }

  /// The latest values of four publishers, as Combine's `Publishers.CombineLatest4`.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// The four latest values.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// The failure of all four.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// The fourth publisher.
    public let d: D

    /// Combines the latest values of `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Attaches `subscriber` to the pairs of pairs, flattened.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), CombineLatest(c, d)).map { ($0.0, $0.1, $1.0, $1.1) }
        .receive(subscriber: subscriber)
    }
  }
}
