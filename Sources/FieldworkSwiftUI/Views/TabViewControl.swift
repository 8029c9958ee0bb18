/// A tab view, as inspection and VoiceOver drive it.
@MainActor
protocol TabViewControl {
  /// The values that select each tab, in order: tags, or positions for untagged tabs of a
  /// tab view without a binding; `nil` for a tab that cannot be selected.
  func tabValues() -> [AnyHashable?]
  /// The position of the tab on screen.
  func shownTab(node: ViewNode) -> Int
  /// Selects the tab at `index`, as a tap on its tab item does; `false` when it cannot be.
  func selectTab(at index: Int, node: ViewNode) -> Bool
}
