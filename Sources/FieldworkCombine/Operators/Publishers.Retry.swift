internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/retry(_:)`` returns: the upstream, subscribed again when it
  /// fails, up to a number of times.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher retried.
    public let upstream: Upstream
    /// How many times to subscribe again; `nil` for no limit.
    public let retries: Int?

    /// `upstream`, subscribed again up to `retries` times when it fails.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches `subscriber`: values pass on; a failure subscribes to the upstream again
    /// while retries remain, and is passed on once none do.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = Fan("Retry", downstream: subscriber)
      let left = Locked(retries)
      let upstream = self.upstream
      fan.start()
      func attempt() {
        upstream.subscribe(
          fan.input { completion in
            guard case .failure = completion, !fan.isTerminal else {
              return fan.finish(completion)
            }
            let again = left.withLock { left -> Bool in
              guard let remaining = left else { return true }
              guard remaining > 0 else { return false }
              left = remaining - 1
              return true
            }
            if again { attempt() } else { fan.finish(completion) }
          })
      }
      attempt()
    }
  }
}

extension Publisher {
  /// Subscribes to this publisher again when it fails, up to `retries` times, as Combine's
  /// `retry(_:)`: the values of every attempt pass on, and the last failure ends the stream.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: Swift.max(0, retries))
  }
}
