#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// Not `Synchronization.Mutex`, for two reasons: `Mutex` needs macOS 15 and iOS 18, above the
/// platforms the package declares; and on Linux it locks with raw futex calls and
/// uninstrumented atomics, which ThreadSanitizer cannot see, so every value it guards is
/// reported as a data race. A pthread mutex is intercepted by the sanitizer, so CI's TSan run
/// (and our users' own) reports only real races.
///
/// `@unchecked Sendable` is sound: `value` is only read or written inside `withLock`, while the
/// mutex is held, and the conformance requires `Value` to be `Sendable` so values moved in and
/// out may cross threads. A lock over a non-`Sendable` value (``init(uncheckedValue:)``) is
/// not `Sendable`; its owner must justify its own conformance (Fieldwork's `StateBox` does).
///
/// The mutex lives in memory of its own, allocated once: a `pthread_mutex_t` must not move
/// while it is in use, and a stored property of a class has no stable address. The return
/// codes of the pthread calls are checked with preconditions: a failure means memory
/// corruption or a misuse that must not go on silently.
package final class Locked<Value> {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  package init(_ value: Value) where Value: Sendable {
    self.value = value
    mutex = Self.makeMutex()
  }

  /// Creates a lock over a value that need not be `Sendable`.
  package init(uncheckedValue value: Value) {
    self.value = value
    mutex = Self.makeMutex()
  }

  private static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
    return mutex
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let status = pthread_mutex_lock(mutex)
    precondition(status == 0, "pthread_mutex_lock failed with \(status)")
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}

// Sound for the reasons the type's documentation gives: every access holds the mutex.
extension Locked: @unchecked Sendable where Value: Sendable {}
