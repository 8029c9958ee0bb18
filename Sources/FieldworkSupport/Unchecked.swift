/// Carries a value that is not `Sendable` across a boundary the compiler cannot see through:
/// the one sendable box of the package.
///
/// `@unchecked Sendable` is sound only where each use makes it so, and every use is one of
/// these two:
/// - **The value stays on its thread.** It is handed to `MainActor.assumeIsolated`, which runs
///   its closure synchronously, on the calling thread, before it returns; the compiler cannot
///   see that the closure does not escape to the main actor's queue.
/// - **The value is used one call at a time.** A scheduler's action (Combine's, or a test
///   clock's) runs after the call that scheduled it returned, never beside another call to
///   the same subscriber or action, and every class carried this way keeps its mutable state
///   behind a ``Locked``.
///
/// A use that is neither needs a `Sendable` type instead.
package struct Unchecked<Value>: @unchecked Sendable {
  /// The value carried.
  package let value: Value

  /// Carries `value`.
  package init(_ value: Value) { self.value = value }
}
