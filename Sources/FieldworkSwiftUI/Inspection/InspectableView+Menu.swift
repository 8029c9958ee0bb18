extension InspectableView where Kind == ViewType.Menu {
  /// The menu's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.label) }
  }

  /// Taps the menu: runs its primary action, as one update batch. Throws, running nothing,
  /// when it has none (a tap opens the menu, which a test reads without opening) or it is
  /// disabled.
  public func tap() throws {
    try onMainActor {
      let node = try liveNode()
      guard let action = (node.viewValue as? any MenuControl)?.primaryAction else {
        throw InspectionError(
          message:
            "Menu has no primary action: a tap opens it. Tap one of its buttons instead.")
      }
      guard node.isResponsive else {
        throw unresponsive("Menu", node)
      }
      graph.perform { action() }
    }
  }
}
