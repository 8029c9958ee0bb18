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
