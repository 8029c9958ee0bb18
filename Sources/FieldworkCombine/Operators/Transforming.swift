internal import FieldworkSupport

// The one-to-one operators: each is a small publisher that subscribes its subscriber through
// a `TransformInner` with the step it takes for each value.

extension Publishers {
  /// The publisher ``Publisher/map(_:)`` returns.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// Maps `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribeTransforming("Map", subscriber) { .emit(transform($0)) }
    }
  }

  /// The publisher ``Publisher/tryMap(_:)`` returns.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's, or one the transform throws.
    public typealias Failure = any Error
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) throws -> Output

    /// Maps `upstream`'s values with `transform`; a thrown error fails the stream.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribeTransforming(
        "TryMap", subscriber,
        transform: { value in
          do { return .emit(try transform(value)) } catch { return .fail(error) }
        },
        completion: { (nil, $0.eraseError()) })
    }
  }

  /// The publisher ``Publisher/compactMap(_:)`` returns.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transform; `nil` drops the value.
    public let transform: (Upstream.Output) -> Output?

    /// Maps `upstream`'s values with `transform`, dropping `nil`s.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribeTransforming("CompactMap", subscriber) { value in
        transform(value).map { .emit($0) } ?? .drop
      }
    }
  }

  /// The publisher ``Publisher/filter(_:)`` returns.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether a value passes.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Passes on the values of `upstream` for which `isIncluded` holds.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` through the filter.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribeTransforming("Filter", subscriber) { isIncluded($0) ? .emit($0) : .drop }
    }
  }

  /// The publisher ``Publisher/removeDuplicates(by:)`` returns.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher de-duplicated.
    public let upstream: Upstream
    /// Whether two values in a row count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Passes on `upstream`'s values, except one that `predicate` finds equal to the value
    /// before it.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`; each subscriber compares against its own previous value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let last = Locked<Output?>(uncheckedValue: nil)
      upstream.subscribeTransforming("RemoveDuplicates", subscriber) { value in
        let isDuplicate = last.withLock { previous -> Bool in
          defer { previous = value }
          return previous.map { predicate($0, value) } ?? false
        }
        return isDuplicate ? .drop : .emit(value)
      }
    }
  }

  /// The publisher ``Publisher/mapError(_:)`` returns.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The publisher whose error is mapped.
    public let upstream: Upstream
    /// The transform of the error.
    public let transform: (Upstream.Failure) -> Failure

    /// Maps `upstream`'s error with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribeTransforming(
        "MapError", subscriber, transform: { .emit($0) },
        completion: { (nil, $0.mapError(transform)) })
    }
  }

  /// The publisher ``Publisher/setFailureType(to:)`` returns.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The publisher, which cannot fail.
    public let upstream: Upstream

    /// `upstream`, typed as able to fail with `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribeTransforming(
        "SetFailureType", subscriber, transform: { .emit($0) },
        completion: { _ in (nil, .finished) })
    }
  }

  /// The publisher ``Publisher/replaceError(with:)`` returns.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// It cannot fail.
    public typealias Failure = Never
    /// The publisher.
    public let upstream: Upstream
    /// What a failure becomes.
    public let output: Upstream.Output

    /// `upstream`, whose failure becomes `output` and then the end.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = self.output
      upstream.subscribeTransforming(
        "ReplaceError", subscriber, transform: { .emit($0) },
        completion: { completion in
          if case .failure = completion { return (output, .finished) }
          return (nil, .finished)
        })
    }
  }

  /// The publisher ``Publisher/scan(_:_:)`` returns.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher accumulated.
    public let upstream: Upstream
    /// The first accumulated value.
    public let initialResult: Output
    /// Folds a value into the accumulated one.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Delivers every partial result of folding `upstream`'s values into `initialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches `subscriber`; each subscriber folds from the initial result.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      let accumulated = Locked(uncheckedValue: initialResult)
      upstream.subscribeTransforming("Scan", subscriber) { value in
        .emit(
          accumulated.withLock { result in
            result = next(result, value)
            return result
          })
      }
    }
  }

  /// The publisher ``Publisher/dropFirst(_:)`` returns.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values to drop.
    public let count: Int

    /// `upstream` without its first `count` values.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let remaining = Locked(count)
      upstream.subscribeTransforming("Drop", subscriber) { value in
        let drops = remaining.withLock { remaining -> Bool in
          guard remaining > 0 else { return false }
          remaining -= 1
          return true
        }
        return drops ? .drop : .emit(value)
      }
    }
  }

  /// The publisher ``Publisher/first()`` and ``Publisher/first(where:)`` return.
  public struct First<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    let predicate: (Output) -> Bool

    /// The first value of `upstream` (for which `predicate` holds), then the end.
    public init(upstream: Upstream) {
      self.upstream = upstream
      predicate = { _ in true }
    }

    init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribeTransforming("First", subscriber) { predicate($0) ? .finish($0) : .drop }
    }
  }

  /// The publisher ``Publisher/prefix(_:)`` returns.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values to pass on.
    public let count: Int

    /// The first `count` values of `upstream`, then the end.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Upstream.Output, S.Failure == Failure {
      let remaining = Locked(count)
      upstream.subscribeTransforming("Output", subscriber) { value in
        let left = remaining.withLock { remaining -> Int in
          remaining -= 1
          return remaining
        }
        return left > 0 ? .emit(value) : .finish(left == 0 ? value : nil)
      }
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`, as Combine's `map(_:)`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms each value with a closure that may throw; a thrown error fails the stream,
  /// as Combine's `tryMap(_:)`.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Transforms each value, dropping those the closure maps to `nil`, as Combine's
  /// `compactMap(_:)`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Passes on the values for which `isIncluded` holds, as Combine's `filter(_:)`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Drops a value that `predicate` finds equal to the one before it, as Combine's
  /// `removeDuplicates(by:)`.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Transforms the error, as Combine's `mapError(_:)`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Replaces a failure with `output`, then the end, as Combine's `replaceError(with:)`.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Delivers each partial result of folding the values, as Combine's `scan(_:_:)`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Drops the first `count` values, as Combine's `dropFirst(_:)`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// The first value, then the end, as Combine's `first()`.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// The first value for which `predicate` holds, then the end, as Combine's `first(where:)`.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.First<Self> {
    Publishers.First(upstream: self, predicate: predicate)
  }

  /// The first `maxLength` values, then the end, as Combine's `prefix(_:)`.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, count: maxLength)
  }

  /// Replaces `nil` values with `output`, as Combine's `replaceNil(with:)`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the one before it, as Combine's `removeDuplicates()`.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, typed as able to fail with `failureType`, as Combine's
  /// `setFailureType(to:)`.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}
