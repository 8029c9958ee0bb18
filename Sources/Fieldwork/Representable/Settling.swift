import Dispatch

/// What a run loop does between two touches of a person, run until nothing more changes:
/// the loop behind ``RepresentableHost/settle(maximumRounds:)`` and FieldworkSwiftUI's
/// `ViewHost.settle`.
@MainActor
package enum Settling {
  /// How settling ended.
  package enum Outcome: Equatable {
    /// Two rounds in a row updated no host, and nothing was busy.
    case settled
    /// Every round still updated a host.
    case unsettled
    /// Hosts were quiet, but `isBusy` still said so (a task still running).
    case busy
  }

  /// Runs rounds until two in a row update no host while `isBusy` is false, or
  /// `maximumRounds` have run.
  ///
  /// Each round lets the main queue run everything queued so far (blocks queued with
  /// `DispatchQueue.main.async`, main-actor tasks), and then the host updates that caused.
  ///
  /// - Parameters:
  ///   - renders: Counts the renders that matter: a view host counts its own tree's, so that
  ///     renders of other hosts (other tests running meanwhile) do not keep it settling.
  ///   - isBusy: Whether work that settling waits for is still running.
  package static func settle(
    maximumRounds: Int, renders: () -> Int = { UpdateScheduler.renderCount },
    isBusy: () -> Bool = { false }
  ) async -> Outcome {
    var quietRounds = 0
    var wasQuietButBusy = false
    for _ in 0..<max(1, maximumRounds) {
      let before = renders()
      UpdateScheduler.flush()
      // The main actor's jobs and the main queue's blocks run in one queue, in order: once
      // this block runs, everything queued before it has run.
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
      }
      for _ in 0..<3 { await Task.yield() }
      UpdateScheduler.flush()
      if renders() == before {
        wasQuietButBusy = isBusy()
        quietRounds = wasQuietButBusy ? 0 : quietRounds + 1
        if quietRounds == 2 { return .settled }
      } else {
        quietRounds = 0
        wasQuietButBusy = false
      }
    }
    return wasQuietButBusy ? .busy : .unsettled
  }
}
