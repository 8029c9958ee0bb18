import Dispatch

/// The main run loop's turns between two of a person's events: blocks an event queues on the
/// main queue run before the next key a test types, as on a device, where the run loop turns
/// many times between two keys.
///
/// `DispatchQueue.main.async(execute:)` called during an update batch — a person's event, the
/// renders it causes, a `withTransaction` block, a block run here — puts its block here (see
/// the extension on `DispatchQueue`) and also asks Dispatch for a turn, so the block runs at
/// the first of: the next key of a `type(_:)`, or Dispatch's own turn of the main queue
/// (which `settle()` waits for). Blocks run in the order they were queued, each as its own
/// update batch, with the virtual time of the work that queued it.
@MainActor
package enum MainRunLoop {
  private struct Block {
    let work: @Sendable () -> Void
    /// The host timeline the queuing work ran with: `asyncAfter` in the block waits on it.
    let timeline: Timeline<Duration>?
  }

  private static var blocks: [Block] = []

  /// The most turns ``turnUntilIdle()`` runs: a block that queues another block every time
  /// it runs (a polling loop) leaves the rest to Dispatch's turns instead of stopping the
  /// typing for ever.
  package static let maximumTurns = 100

  /// Queues `work` for the next turn.
  package static func enqueue(_ work: @escaping @Sendable () -> Void) {
    blocks.append(Block(work: work, timeline: VirtualTime.timeline))
    DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
      MainActor.assumeIsolated { _ = turn() }
    }
  }

  /// One turn: runs the blocks queued before it began, in order, each as its own update
  /// batch. Blocks they queue wait for the next turn. Does nothing inside an update batch
  /// (the run loop cannot turn in the middle of an event), which includes a block running.
  ///
  /// - Returns: Whether any block ran.
  @discardableResult
  package static func turn() -> Bool {
    guard !UpdateScheduler.isInBatch, !blocks.isEmpty else { return false }
    let due = blocks
    blocks.removeAll()
    for block in due {
      VirtualTime.$timeline.withValue(block.timeline) {
        UpdateScheduler.perform { block.work() }
      }
    }
    return true
  }

  /// Turns until no block waits, at most ``maximumTurns`` times: what happens between two
  /// keys a person types.
  package static func turnUntilIdle() {
    for _ in 0..<maximumTurns {
      guard turn() else { return }
    }
  }

  /// Delivers `text` one key (character) at a time through `deliver`, turning the loop
  /// before each key and after the last: how every control's `type(_:)` types.
  package static func type(_ text: String, _ deliver: (Character) -> Void) {
    for character in text {
      turnUntilIdle()
      deliver(character)
    }
    turnUntilIdle()
  }
}

extension DispatchQueue {
  /// Runs `work` on this queue, as Dispatch's `async(execute:)` — and, for the main queue
  /// called on the main actor, before the next key a test types.
  ///
  /// A person's keys are separate events, and the main run loop turns between them: a block a
  /// text field's delegate queues with `DispatchQueue.main.async` while handling one key
  /// (the usual hop around a state write in a `UIViewRepresentable`'s coordinator) has run
  /// before the next key arrives. So, in a test:
  ///
  /// ```swift
  /// field.tap()           // didBeginEditing queues: isFocused = true
  /// field.type("Ada")     // the block runs first; every key reaches a focused field
  /// ```
  ///
  /// This holds for a block queued during an update batch: a person's action (a tap, a key),
  /// the renders and callbacks it causes (`updateUIView`, delegate methods, `onChange`), a
  /// `withTransaction` block, or a block run this way. Such a block runs at the first of: the
  /// next key of `type(_:)` (or, after its last key, before `type(_:)` returns) or Dispatch's
  /// own turn of the main queue, which `await host.settle()` waits for. Blocks run in the order
  /// they were queued, each as its own update batch; a block that queues itself again every
  /// time runs at most 100 times between two keys. Work a block starts in
  /// a `Task` is not run by typing; `await host.settle()` runs it.
  ///
  /// Anywhere else — another queue, a call off the main actor or outside an update batch, or
  /// the spelling with `group:`, `qos:` or `flags:` — it is Dispatch's own. (A file that
  /// imports this module and Dispatch gets this method for the one-argument spelling: Swift
  /// prefers a declaration in a module that imports the other's.)
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    let queued =
      label == DispatchQueue.main.label && MainQueue.isCurrent
      && MainActor.assumeIsolated {
        guard UpdateScheduler.isInBatch else { return false }
        MainRunLoop.enqueue(work)
        return true
      }
    if !queued { async(group: nil, qos: .unspecified, flags: [], execute: work) }
  }
}
