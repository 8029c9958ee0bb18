internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/collect()`` returns: every value, as one array, when the
  /// upstream finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// Every value, in order.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher collected.
    public let upstream: Upstream

    /// Collects `upstream`'s values.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`: it gets one array when the upstream finishes, and only the
    /// failure when it fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let collected = Locked(uncheckedValue: [Upstream.Output]())
      upstream.subscribeTransforming(
        "Collect", subscriber,
        transform: { value in
          collected.withLock { $0.append(value) }
          return .drop
        },
        completion: { completion in
          switch completion {
          case .finished: (collected.withLock { $0 }, .finished)
          case .failure: (nil, completion)
          }
        })
    }
  }

  /// The publisher ``Publisher/collect(_:)`` returns: the values in arrays of a count, and
  /// what is left when the upstream finishes.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// Up to `count` values, in order.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher collected.
    public let upstream: Upstream
    /// How many values each array holds.
    public let count: Int

    /// Collects `upstream`'s values `count` at a time.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = Swift.max(1, count)
    }

    /// Attaches `subscriber`: an array each time `count` values arrived, then the values
    /// left (if any) when the upstream finishes; a failure drops them.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let collected = Locked(uncheckedValue: [Upstream.Output]())
      let count = self.count
      upstream.subscribeTransforming(
        "CollectByCount", subscriber,
        transform: { value in
          let full = collected.withLock { collected -> [Upstream.Output]? in
            collected.append(value)
            guard collected.count == count else { return nil }
            defer { collected = [] }
            return collected
          }
          return full.map { .emit($0) } ?? .drop
        },
        completion: { completion in
          let rest = collected.withLock { $0 }
          switch completion {
          case .finished: return (rest.isEmpty ? nil : rest, .finished)
          case .failure: return (nil, completion)
          }
        })
    }
  }
}

extension Publisher {
  /// Every value of this publisher, as one array sent when it finishes, as Combine's
  /// `collect()`.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// This publisher's values in arrays of `count`, the last one shorter if the values run
  /// out, as Combine's `collect(_:)`.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
