import Dispatch
import Foundation

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
