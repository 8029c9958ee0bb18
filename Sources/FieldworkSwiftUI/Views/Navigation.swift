// Navigation: `NavigationView` and `NavigationStack` keep a stack of pushed views, each in
// the tree after the root, where a search reaches it. A `NavigationLink(destination:)` pushes
// its destination when tapped (`activate()` in a test); a `NavigationLink(value:)` appends
// its value to the stack's path, and the stack shows the destination a
// `.navigationDestination(for:)` inside it makes for the value. `dismiss` in a pushed view
// pops back to the view below it.

private struct IsUnpresentedDestinationKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the views here are a link's destination made for inspection, not presented:
  /// their `onAppear`, `onDisappear` and `.task` do not run.
  var isUnpresentedDestination: Bool {
    get { self[IsUnpresentedDestinationKey.self] }
    set { self[IsUnpresentedDestinationKey.self] = newValue }
  }
}
