/// Runs a change made on the main actor as one update batch of the module that runs updates,
/// for a module below it: a `@Published` write (FieldworkCombine) tells its subscribers that
/// it will change before it stores the value, so the hosts they invalidate must render after
/// the write returns, with the value stored, not during it with the one before.
///
/// Fieldwork's `UpdateScheduler` installs its batch here on its first update pass. Every
/// host renders for the first time in one, so the batch is in place before a write could
/// reach a host; a write made before any host exists has no one to batch for, and runs as it
/// is.
package enum UpdateBatching {
  /// A batch: runs its argument, then the updates it caused.
  package typealias Batch = @MainActor @Sendable (() -> Void) -> Void

  private static let installed = Locked<Batch?>(nil)

  /// Makes `batch` the one ``batchingIfOnMainActor(_:)`` runs changes in.
  package static func install(_ batch: @escaping Batch) {
    installed.withLock { $0 = batch }
  }

  /// Runs `body` as one update batch when the caller is on the main actor and a batch is
  /// installed, and simply runs it otherwise.
  package static func batchingIfOnMainActor(_ body: () -> Void) {
    guard MainQueue.isCurrent, let batch = installed.withLock({ $0 }) else { return body() }
    withoutActuallyEscaping(body) { body in
      let sameThread = Unchecked(body)
      MainActor.assumeIsolated { batch(sameThread.value) }
    }
  }
}
