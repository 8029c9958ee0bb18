import Dispatch
import Foundation

/// Something that re-renders when state it read changes: in practice a ``RepresentableHost``.
///
/// The target keeps its own place in the scheduler's bookkeeping (whether it is queued, with
/// which transaction, and how often it rendered in the running pass), so queueing it costs no
/// hashing.
@MainActor
package protocol UpdateTarget: AnyObject {
  /// Re-renders with the transaction of the write that invalidated it.
  func performUpdate(transaction: Transaction)
  /// Receives the diagnostic when the target keeps invalidating itself.
  func report(_ diagnostic: UpdateDiagnostic)
  /// A short name for diagnostics.
  var updateTargetDescription: String { get }
  /// The most renders one pass may run for this target before it is stopped as a cycle.
  var maximumUpdateRounds: Int { get }
  /// The transaction of the target's queued update, while it is queued; `nil` otherwise.
  var queuedTransaction: Transaction? { get set }
  /// How many times the target rendered in the running pass.
  var updateRounds: UpdateRounds { get set }
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

/// A weak reference to an update target, made once per subscription and kept in a state's
/// list of subscribers. Main-actor isolated, so it is `Sendable` and its reference is only
/// ever read where the target lives.
@MainActor
package final class WeakUpdateTarget {
  package private(set) weak var target: (any UpdateTarget)?
  package init(_ target: any UpdateTarget) { self.target = target }
}
