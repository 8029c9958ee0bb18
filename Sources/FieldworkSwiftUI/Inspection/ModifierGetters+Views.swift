// The getters of the modifiers of tab views, menus, date pickers, labels, navigation styles
// and visual effects, as ViewInspector names them.

extension InspectableView {
  /// The style `.tabViewStyle(_:)` set for the tab views in the view.
  public func tabViewStyle() throws -> Any {
    try style(set: .tabViewStyle)
  }

  /// The style `.indexViewStyle(_:)` set for the page indicators in the view.
  public func indexViewStyle() throws -> Any {
    try style(set: .indexViewStyle)
  }

  // MARK: Effects

  /// The scale `.scaleEffect` gave the view, across and down.
  public func scaleEffect() throws -> CGSize {
    try onMainActor { try modifier(.scaleEffect).size }
  }

  /// The point `.scaleEffect` scales the view around.
  public func scaleEffectAnchor() throws -> UnitPoint {
    try onMainActor { try modifier(.scaleEffect).anchor }
  }

  /// The angle `.rotationEffect` turned the view by.
  public func rotation() throws -> Angle {
    try onMainActor { try modifier(.rotationEffect).angle }
  }

  /// The point `.rotationEffect` turns the view around.
  public func rotationAnchor() throws -> UnitPoint {
    try onMainActor { try modifier(.rotationEffect).anchor }
  }

  /// What `.rotation3DEffect` did: the angle, the axis, the anchor, its depth and the
  /// perspective.
  public func rotation3D() throws -> (
    angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
    anchorZ: CGFloat, perspective: CGFloat
  ) {
    let effect = try onMainActor {
      Unchecked(try modifier(.rotation3DEffect))
    }.value
    return (effect.angle, effect.axis, effect.anchor, effect.anchorZ, effect.perspective)
  }

  /// The items `.contextMenu { }` shows on a long press of the view.
  public func contextMenu() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.contextMenu) }
  }

  /// The style `.menuStyle(_:)` set for the menus in the view.
  public func menuStyle() throws -> Any {
    try style(set: .menuStyle)
  }

  /// The style `.datePickerStyle(_:)` set for the date pickers in the view.
  public func datePickerStyle() throws -> Any {
    try style(set: .datePickerStyle)
  }

  /// The style `.progressViewStyle(_:)` set for the progress views in the view.
  public func progressViewStyle() throws -> Any {
    try style(set: .progressViewStyle)
  }

  /// The style `.navigationViewStyle(_:)` set for the navigation views in the view.
  public func navigationViewStyle() throws -> Any {
    try onMainActor {
      Unchecked(
        try modifier(.navigationViewStyle, inherited: true).style)
    }.value
  }

  /// The style `.navigationSplitViewStyle(_:)` set for the split views in the view.
  public func navigationSplitViewStyle() throws -> Any {
    try onMainActor {
      Unchecked(
        try modifier(.navigationSplitViewStyle, inherited: true).style)
    }.value
  }

  /// The style `.labelStyle(_:)` set for the labels in the view.
  public func labelStyle() throws -> Any {
    try style(set: .labelStyle)
  }

  /// The case `.textCase(_:)` set for the texts in the view; `nil` for `.textCase(nil)`.
  public func textCase() throws -> Text.Case? {
    try onMainActor { try modifier(.textCase, inherited: true) }
  }

  // MARK: Tabs

  /// The view's item in its tab view's tab bar, as `.tabItem { }` made it.
  public func tabItem() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.tabItem) }
  }

  /// The text of the view's `.badge(_:)`; `nil` for a badge that shows none (`.badge(0)`).
  public func badge() throws -> String? {
    try onMainActor { try modifier(.badge) }
  }
}
