extension View {
  /// Adds the buttons `content` builds as the row's swipe actions on `edge`, as SwiftUI's
  /// `.swipeActions(edge:allowsFullSwipe:content:)`. They are in the tree, so
  /// `find(button:)` reaches them and `tap()` runs one, as a person's swipe and tap does; read
  /// them with `swipeActions(edge:)`. Headless, nothing is swiped: `allowsFullSwipe` is
  /// recorded as the attribute `swipeActionsAllowsFullSwipe.leading` (or `.trailing`).
  public func swipeActions<Content: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(
      _PartModifier(
        name: .swipeActions(edge), part: content(),
        attribute: ViewAttribute(.swipeActionsAllowsFullSwipe(edge), allowsFullSwipe)))
  }
}

extension AttributeKey {
  /// Whether the swipe actions on `edge` allow a full swipe.
  static func swipeActionsAllowsFullSwipe(_ edge: HorizontalEdge) -> AttributeKey<Bool> {
    .init("swipeActionsAllowsFullSwipe.\(edge)")
  }
}
