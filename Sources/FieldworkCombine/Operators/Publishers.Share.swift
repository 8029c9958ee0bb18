internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/share()`` returns: one upstream subscription for every
  /// subscriber, made when the first arrives.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher shared.
    public let upstream: Upstream
    private let subject = PassthroughSubject<Output, Failure>()
    private let connection = Locked<AnyCancellable?>(uncheckedValue: nil)

    /// Shares `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`; the first one connects to the upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.subscribe(subscriber)
      let connects = connection.withLock { $0 == nil }
      guard connects else { return }
      let cancellable = upstream.subscribe(subject)
      connection.withLock { $0 = cancellable }
    }

    /// Whether the two are the same share.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

extension Publisher {
  /// One subscription to this publisher for every subscriber, as Combine's `share()`.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
