import Dispatch
import Foundation

/// Something that re-renders when state it read changes: in practice a ``RepresentableHost``.
@MainActor
package protocol UpdateTarget: AnyObject, Sendable {
  /// Re-renders with the transaction of the write that invalidated it.
  func performUpdate(transaction: Transaction)
  /// Receives the diagnostic when the target keeps invalidating itself.
  func report(_ diagnostic: UpdateDiagnostic)
  /// A short name for diagnostics.
  var updateTargetDescription: String { get }
  /// Counts a render of the pass numbered `pass` in the target's ``UpdateRounds`` (kept by the
  /// target so that counting costs no hashing) and says whether it may run.
  func countRender(inPass pass: UInt64) -> UpdateRounds.Decision
  /// Queues `transaction` as the one this target's queued update carries, returning whether
  /// the target was not queued yet. Kept by the target so that queueing costs no hashing; one
  /// call where reading and then writing a property were two.
  func replacePendingTransaction(with transaction: Transaction) -> Bool
  /// Returns the transaction of the target's queued update (a new transaction if none was
  /// given) and marks the target as no longer queued.
  func takePendingTransaction() -> Transaction
}

/// How many times a target rendered in one update pass, and whether the pass stopped it.
package struct UpdateRounds: Sendable {
  /// The pass these counts belong to; counts of an earlier pass read as zero.
  var pass: UInt64 = 0
  var count = 0
  var isStopped = false

  package init() {}

  /// What the scheduler does with a queued update.
  package enum Decision {
    /// Render.
    case render
    /// Skip it: the target was stopped earlier in this pass.
    case skip
    /// Stop the target after `rounds` renders in this pass, and report it.
    case stop(rounds: Int)
  }

  /// Counts a render in the pass numbered `pass`, for a target allowed `maximum` renders per
  /// pass.
  package mutating func countRender(inPass pass: UInt64, maximum: Int) -> Decision {
    if self.pass != pass {
      self = UpdateRounds()
      self.pass = pass
    }
    if isStopped { return .skip }
    count += 1
    isStopped = count > maximum
    return isStopped ? .stop(rounds: count - 1) : .render
  }
}

/// A weak reference to an update target, safe to hold in any storage.
///
/// A class, made once per subscription: a state's list of subscribers is then a list of
/// strong references, and reading one target loads its weak reference in place. As a struct,
/// each element was copied first, which copied the weak reference too (two side-table
/// operations on the host).
///
/// `@unchecked Sendable` is sound: `target` is assigned once, in `init`, and never again (a
/// `weak let` says so but needs Swift 6.2), and the runtime loads a weak reference
/// atomically, whichever thread asks. For the same reason no access to it can overlap a
/// write, so it skips the run-time exclusivity check.
package final class WeakUpdateTarget: @unchecked Sendable {
  @exclusivity(unchecked) package private(set) weak var target: (any UpdateTarget)?
  package init(_ target: any UpdateTarget) { self.target = target }
}

/// Runs host updates synchronously and in order, and stops updates that never settle.
///
/// You rarely call this type: a ``State`` write, a user action on a control, and
/// ``RepresentableHost/update()`` all run pending updates before they return. A user action
/// (a tap, a keystroke, a button) is one batch: a `State` written from a delegate callback in
/// the middle of the control's sequence updates the hosts that read it once the sequence has
/// finished, in order, before the action returns, so `updateView` never runs in the middle of
/// a control's sequence. A write made *during* an update is applied after that update
/// returns, never recursively; that holds for the first render too: a value a host read and
/// then wrote while rendering renders it again.
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
  // The scheduler's state skips the run-time exclusivity checks (`@exclusivity(unchecked)`),
  // about 14 per keystroke, each a thread-local look-up. Sound because every access is
  // instantaneous: each is one call on the collection (`append`, `removeFirst`, `insert`, a
  // subscript) that runs no code of ours or of the caller's, so no access is ever in progress
  // when another begins; and the state is main-actor isolated, so only one thread touches it.
  // Keep it that way: never pass one of these as `inout` to code that can reach the scheduler.
  /// The targets to update, in order; each is in it at most once, while its
  /// ``UpdateTarget/replacePendingTransaction(with:)`` has marked it queued.
  @exclusivity(unchecked) private static var queue: [any UpdateTarget] = []
  @exclusivity(unchecked) private static var isFlushing = false
  /// The `State` storages whose hosts are queued and none of them rendered since: another
  /// write to one of them in the same batch (a `withTransaction` block, a user action) finds
  /// its hosts queued already.
  @exclusivity(unchecked) private static var notifiedSources = IdentitySet()
  @exclusivity(unchecked) private static var isFlushScheduled = false

  /// Whether some host is waiting for an update.
  public static var hasPendingUpdates: Bool { !queue.isEmpty }

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
    if isFlushing { return try body() }
    isFlushing = true
    defer {
      drain()
      isFlushing = false
    }
    return try body()
  }

  /// Numbers the update passes, so each target's ``UpdateRounds`` can tell its counts of the
  /// running pass from those of an earlier one.
  @exclusivity(unchecked) private static var pass: UInt64 = 0

  private static func drain() {
    pass &+= 1
    let pass = self.pass
    defer { forgetNotifiedSources() }
    while !queue.isEmpty {
      // `removeLast` moves the one queued target out; `removeFirst` copies it out and then
      // destroys the original, a retain and a release more (slow ones: a host is weakly
      // referenced, so its counts live in a side table).
      let target = queue.count == 1 ? queue.removeLast() : queue.removeFirst()
      let transaction = target.takePendingTransaction()
      switch target.countRender(inPass: pass) {
      case .render: break
      case .skip: continue
      case .stop(let rounds):
        target.report(
          UpdateDiagnostic(
            kind: .updateCycle, hostDescription: target.updateTargetDescription, rounds: rounds))
        continue
      }
      // A render may read and subscribe anew: later writes notify again.
      forgetNotifiedSources()
      target.performUpdate(transaction: transaction)
    }
  }

  /// Empties `notifiedSources`, keeping its storage.
  private static func forgetNotifiedSources() {
    notifiedSources.removeAll()
  }

  /// Queues `target` to update with `transaction`; a target already queued stays in its place
  /// and updates with the latest transaction.
  ///
  /// Takes `target` over (`consuming`): the reference a caller loaded from a weak one moves
  /// into the queue instead of being retained once more and released.
  package static func enqueue(_ target: consuming any UpdateTarget, transaction: Transaction) {
    if markQueued(target, transaction: transaction) { queue.append(target) }
  }

  /// Gives `target` the transaction of its update; returns whether it was not queued yet.
  /// Generic, so the target's accessors are called on the opened value without retaining it.
  private static func markQueued<Target: UpdateTarget>(
    _ target: Target, transaction: Transaction
  ) -> Bool {
    target.replacePendingTransaction(with: transaction)
  }

  /// Called by ``State`` storage after a write, on the writer's thread.
  ///
  /// - Parameter onMainQueue: What ``MainQueue/isCurrent`` says, asked by the caller.
  nonisolated package static func stateDidChange(
    _ targets: [WeakUpdateTarget], source: ObjectIdentifier, transaction: Transaction,
    onMainQueue: Bool
  ) {
    if onMainQueue {
      updateOnMainQueue(targets, source, transaction)
    } else {
      Task { @MainActor in update(targets, source: source, transaction: transaction) }
    }
  }

  /// ``update(_:source:transaction:)`` for a caller that has checked it runs on the main
  /// queue (``MainQueue/isCurrent``), which is where the main actor runs.
  ///
  /// `MainActor.assumeIsolated` checks the executor again through the concurrency runtime,
  /// which on Linux costs more than the rest of a `State` write that updates a host (symbol
  /// look-ups on every call, measured with callgrind); a closure around the call, made
  /// escapable for a cast, cost two allocations per write. So the function is cast once, to
  /// the same function without its isolation. Sound because the main actor's executor *is*
  /// the main queue and every caller has just checked it is on it; a synchronous function's
  /// isolation is a type-system fact with no run-time representation.
  private nonisolated static let updateOnMainQueue = unsafeBitCast(
    update as @MainActor ([WeakUpdateTarget], ObjectIdentifier, Transaction) -> Void,
    to: (@Sendable ([WeakUpdateTarget], ObjectIdentifier, Transaction) -> Void).self)

  private static func update(
    _ targets: [WeakUpdateTarget], source: ObjectIdentifier, transaction: Transaction
  ) {
    if targets.isEmpty {
      if !queue.isEmpty { flush() }
      return
    }
    perform {
      guard notifiedSources.insert(source) else { return }
      // By index: iterating the elements copied each weak reference first (a side-table
      // increment and decrement) before loading it.
      for index in targets.indices {
        guard let target = targets[index].target else { continue }
        enqueue(consume target, transaction: transaction)
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

/// A problem the update machinery detected and worked around.
///
/// A ``RepresentableHost`` passes these to its ``RepresentableHost/diagnosticHandler``, which
/// prints them to standard error unless you replace it (tests usually collect them).
public struct UpdateDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// A host kept invalidating itself: every update wrote state that the same update read.
    case updateCycle
    /// A selection binding held a range outside the text or inside a character; the field
    /// selected `applied` instead and wrote it back to the binding.
    case selectionClamped(requested: NSRange, applied: NSRange)
  }

  /// What went wrong.
  public var kind: Kind
  /// The host that was stopped, for example `RepresentableHost<TextField>`.
  public var hostDescription: String
  /// How many updates ran before the host was stopped (0 for problems that stop nothing).
  public var rounds: Int

  /// Creates a diagnostic. Fieldwork makes these; tests compare their ``kind``.
  package init(kind: Kind, hostDescription: String, rounds: Int) {
    self.kind = kind
    self.hostDescription = hostDescription
    self.rounds = rounds
  }

  /// A sentence that says what happened and what to do about it.
  public var description: String {
    switch kind {
    case .updateCycle:
      return """
        Fieldwork: \(hostDescription) invalidated itself in each of \(rounds) update rounds \
        in a row, so it was stopped instead of hanging. Something it reads is written on \
        every update (in updateView or in a callback it triggers); write only values that \
        differ, or move the write out of the update.
        """
    case .selectionClamped(let requested, let applied):
      return """
        Fieldwork: \(hostDescription) was given the selection {\(requested.location), \
        \(requested.length)}, which is outside the text or splits a character; it selected \
        {\(applied.location), \(applied.length)} and wrote that back to the binding. Bind \
        UTF-16 ranges of the field's current text.
        """
    }
  }

  /// The handler hosts use unless told otherwise: prints the description to standard error.
  public static let printToStandardError: @Sendable (UpdateDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }
}

/// Runs `body` as main-actor code when the caller is on the main queue (checked with
/// ``MainQueue/isCurrent``, which also holds when a runner drains the main queue on another
/// thread), and returns `nil` elsewhere. Sound for the reason given for
/// `UpdateScheduler.updateOnMainQueue`.
func ifOnMainActor<T>(_ body: @MainActor () -> T) -> T? {
  guard MainQueue.isCurrent else { return nil }
  return withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> T).self)()
  }
}

/// Tells whether the caller runs on the main actor without trapping when it does not.
///
/// `Thread.isMainThread` is not enough: on Linux the main actor's jobs run on the main dispatch
/// queue, which a runner (Swift Testing, for one) may drain from a thread other than the main
/// thread. A queue-specific value marks the main queue itself, wherever it is drained.
enum MainQueue {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  static var isCurrent: Bool {
    isMainThread || DispatchQueue.getSpecific(key: key) != nil
  }

  /// `Thread.isMainThread`, asked once per thread. On Linux the answer costs two system calls
  /// (`getpid` and `gettid`), about a tenth of a keystroke; a thread's answer never changes,
  /// so each thread keeps it in a thread-specific slot (1: main, 2: not).
  private static var isMainThread: Bool {
    #if canImport(Glibc) || canImport(Musl)
      if let known = pthread_getspecific(threadKey) { return Int(bitPattern: known) == 1 }
      let isMain = Thread.isMainThread
      pthread_setspecific(threadKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
      return isMain
    #else
      return Thread.isMainThread
    #endif
  }

  #if canImport(Glibc) || canImport(Musl)
    private static let threadKey: pthread_key_t = {
      var key = pthread_key_t()
      let status = pthread_key_create(&key, nil)
      precondition(status == 0, "pthread_key_create failed with \(status)")
      return key
    }()
  #endif
}
