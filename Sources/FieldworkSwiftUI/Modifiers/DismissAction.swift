/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: call it as a
/// function. Fieldwork presents nothing, so by default it does nothing; put your own in the
/// environment to observe it.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// A dismiss action that runs `action`.
  public init(_ action: @escaping @MainActor @Sendable () -> Void) {
    self.action = action
  }

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}
