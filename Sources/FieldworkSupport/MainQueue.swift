import Dispatch
import Foundation

/// Runs `body` on the main actor when the caller already runs there (on the main queue,
/// checked with ``MainQueue/isCurrent``), and returns `nil` elsewhere: for code that may be
/// called from any thread, such as descriptions and reflection.
package func ifOnMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T? {
  guard MainQueue.isCurrent else { return nil }
  return MainActor.assumeIsolated(body)
}

/// Tells whether the caller runs on the main actor without trapping when it does not.
///
/// `Thread.isMainThread` is not enough: on Linux the main actor's jobs run on the main dispatch
/// queue, which a runner (Swift Testing, for one) may drain from a thread other than the main
/// thread. A queue-specific value marks the main queue itself, wherever it is drained.
package enum MainQueue {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
  }
}
