import Dispatch
import Foundation

/// Runs host updates synchronously and in order, and stops updates that never settle.
///
/// You rarely call this type: a ``State`` write, a user action on a control, and
/// ``RepresentableHost/update()`` all run pending updates before they return. A user action
/// (a tap, a keystroke, a button) is one batch: a `State` written from a delegate callback in
/// the middle of the control's sequence updates the hosts that read it once the sequence has
/// finished, in order, before the action returns, so `updateView` never runs in the middle of
/// a control's sequence. A write made *during* an update is applied after that update
/// returns, never recursively; that holds for the first render too: a value a host read and
/// then wrote while rendering renders it again. When several writes in one batch reach a
/// host, its update carries the transaction of the last of them.
///
/// Two cases need this type:
///
/// - Changes to `@Observable` models. Swift's Observation reports a change *before* the new
///   value is stored, so an update cannot run inside the setter. Fieldwork queues the host and
///   runs it at the next of: any Fieldwork write or user action, a call to ``flush()``, or the
///   main actor's next turn. A host keeps the Observation registrations of its latest render
///   only (one for its content, one for its `updateView`), so memory stays bounded however
///   often it renders. One limit of Observation remains: a registration is armed only when
///   the code that read the value returns, so an `@Observable` value that a render reads
///   for the first time and writes in the same `updateView` does not render that host
///   again. (On a host's first render, a value the content closure read and `updateView`
///   wrote does; so does any value an earlier render read.) Use ``State`` for such values,
///   or write them outside the update.
/// - Writes made off the main actor, which reach hosts on the main actor's next turn.
///
/// ```swift
/// model.name = "Ada"          // an @Observable model read by a host
/// UpdateScheduler.flush()     // the host shows "Ada" now
/// ```
@MainActor
public enum UpdateScheduler {
  /// The targets to update, in order; each is in it at most once, while its
  /// ``UpdateTarget/queuedTransaction`` is set.
  private static var queue: [any UpdateTarget] = []
  private static var isFlushing = false
  /// The `State` storages written with a plain transaction whose hosts are queued, none of
  /// them rendered since: another plain write to one of them in the same batch (a
  /// `withTransaction` block, a user action) finds its hosts queued already, with the right
  /// transaction. A write with any other transaction queues the hosts again, so the last
  /// write's transaction is the one their update carries.
  private static var plainlyNotifiedSources: Set<ObjectIdentifier> = []
  private static var isFlushScheduled = false
  /// Numbers the update passes, so each target's ``UpdateRounds`` can tell its counts of the
  /// running pass from those of an earlier one.
  private static var pass: UInt64 = 0

  /// Whether some host is waiting for an update.
  public static var hasPendingUpdates: Bool { !queue.isEmpty }

  /// Whether an update batch is running: a person's event, a `withTransaction` block, or the
  /// updates after one. The run loop cannot turn inside it.
  package static var isInBatch: Bool { isFlushing }

  /// The number of the running update pass (or of the last one): what ``UpdateRounds``
  /// counts by, for others that bound what one pass may do.
  package static var currentPass: UInt64 { pass }

  /// The target whose view `body` is being evaluated now, if any: a `State` write made
  /// meanwhile is reported to it (SwiftUI's "Modifying state during view update"), and
  /// applied after the body returns, as every write made during an update is.
  package static var evaluatingBody: (any UpdateTarget)?

  /// How many host updates have run, ever: ``RepresentableHost/settle(maximumRounds:)`` compares it before
  /// and after a turn of the run loop to tell whether the turn changed anything.
  package private(set) static var renderCount = 0

  /// Runs every pending host update now.
  ///
  /// Called during an update pass, it returns at once: the running pass picks up everything
  /// queued before it ends.
  public static func flush() {
    perform {}
  }

  /// Runs `body` as part of one update pass, then runs the updates it caused.
  ///
  /// A write made while a pass runs is queued and handled after the current host update
  /// returns, never recursively.
  @discardableResult
  package static func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    if !isBatchingInstalled { installBatching() }
    if isFlushing { return try body() }
    isFlushing = true
    defer {
      drain()
      isFlushing = false
    }
    return try body()
  }

  /// Whether modules below this one (a `@Published` write in FieldworkCombine) batch through
  /// ``perform(_:)``: set by the first update pass, which every host's first render is, so
  /// it is in place before any write could reach a host.
  private static var isBatchingInstalled = false

  private static func installBatching() {
    isBatchingInstalled = true
    UpdateBatching.install { body in perform(body) }
  }

  private static func drain() {
    pass &+= 1
    defer { plainlyNotifiedSources.removeAll(keepingCapacity: true) }
    while !queue.isEmpty {
      let target = queue.removeFirst()
      let transaction = target.queuedTransaction ?? Transaction()
      target.queuedTransaction = nil
      switch target.updateRounds.countRender(inPass: pass, maximum: target.maximumUpdateRounds) {
      case .render: break
      case .skip: continue
      case .stop(let rounds):
        target.report(
          UpdateDiagnostic(
            kind: .updateCycle, hostDescription: target.updateTargetDescription, rounds: rounds))
        continue
      }
      // A render may read and subscribe anew: later writes notify again.
      plainlyNotifiedSources.removeAll(keepingCapacity: true)
      renderCount &+= 1
      target.performUpdate(transaction: transaction)
    }
  }

  /// Queues `target` to update with `transaction`; a target already queued stays in its place
  /// and updates with the latest transaction.
  package static func enqueue(_ target: any UpdateTarget, transaction: Transaction) {
    let isQueued = target.queuedTransaction != nil
    target.queuedTransaction = transaction
    if !isQueued { queue.append(target) }
  }

  /// Called by ``State`` storage after a write, on the writer's thread: updates the hosts now
  /// on the main actor, or on its next turn from anywhere else.
  nonisolated package static func stateDidChange(
    _ targets: [WeakUpdateTarget], source: ObjectIdentifier, transaction: Transaction
  ) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { update(targets, source: source, transaction: transaction) }
    } else {
      Task { @MainActor in update(targets, source: source, transaction: transaction) }
    }
  }

  /// ``stateDidChange(_:source:transaction:)`` for a writer on the main actor.
  package static func stateDidChangeOnMainActor(
    _ targets: [WeakUpdateTarget], source: ObjectIdentifier, transaction: Transaction
  ) {
    update(targets, source: source, transaction: transaction)
  }

  private static func update(
    _ targets: [WeakUpdateTarget], source: ObjectIdentifier, transaction: Transaction
  ) {
    if let owner = evaluatingBody {
      owner.report(
        UpdateDiagnostic(
          kind: .stateWrittenDuringBody, hostDescription: owner.updateTargetDescription,
          rounds: 0))
    }
    if targets.isEmpty {
      if !queue.isEmpty { flush() }
      return
    }
    perform {
      if transaction.isPlain {
        guard plainlyNotifiedSources.insert(source).inserted else { return }
      } else {
        plainlyNotifiedSources.remove(source)
      }
      for subscriber in targets {
        if let target = subscriber.target { enqueue(target, transaction: transaction) }
      }
    }
  }

  /// Called by Observation *before* an `@Observable` property changes.
  nonisolated package static func observedValueWillChange(_ target: WeakUpdateTarget) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        guard let host = target.target else { return }
        enqueue(host, transaction: Transaction())
        scheduleFlush()
      }
    } else {
      Task { @MainActor in
        guard let host = target.target else { return }
        enqueue(host, transaction: Transaction())
        flush()
      }
    }
  }

  private static func scheduleFlush() {
    // Inside a pass, the running drain loop picks the target up after the change lands.
    guard !isFlushing, !isFlushScheduled else { return }
    isFlushScheduled = true
    Task { @MainActor in
      isFlushScheduled = false
      flush()
    }
  }
}
