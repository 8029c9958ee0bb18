/// The action a pull to refresh runs, as SwiftUI's `RefreshAction`: what `.refreshable`
/// puts in the environment.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and waits for it.
  public func callAsFunction() async { await action() }
}
