internal import FieldworkSupport

/// A publisher that eventually delivers one value or fails, as Combine's `Future`: the
/// closure runs at once, and every subscriber gets its result.
public final class Future<Output, Failure: Error>: Publisher {
  /// What the closure calls with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let subject = PassthroughSubject<Output, Failure>()
  private let result = Locked<Result<Output, Failure>?>(uncheckedValue: nil)

  /// A future whose result `attemptToFulfill` provides, now or later.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let isFirst = self.result.withLock { current -> Bool in
      guard current == nil else { return false }
      current = result
      return true
    }
    guard isFirst else { return }
    switch result {
    case .success(let value):
      subject.send(value)
      subject.send(completion: .finished)
    case .failure(let error):
      subject.send(completion: .failure(error))
    }
  }

  /// Attaches `subscriber`: it gets the result once it is known.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    switch result.withLock({ $0 }) {
    case .success(let value)?:
      Just(value).setFailureType(to: Failure.self).subscribe(subscriber)
    case .failure(let error)?:
      Fail(error: error).subscribe(subscriber)
    case nil:
      subject.subscribe(subscriber)
    }
  }
}
