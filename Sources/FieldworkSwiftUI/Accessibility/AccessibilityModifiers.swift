// SwiftUI's accessibility modifiers: kept as attributes, read by the accessibility tree
// (`host.accessibilityElements`), VoiceOver's cursor and the audit.

extension View {
  /// Adds `traits` to the view's element: `.accessibilityAddTraits(.isHeader)`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    attribute(.accessibilityAddTraits, traits)
  }

  /// Removes `traits` from the view's element.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    attribute(.accessibilityRemoveTraits, traits)
  }

  /// Makes the view one accessibility element, treating the elements below as `children`
  /// says.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    attribute(.accessibilityElement, children)
  }

  /// Orders the view's element among its siblings: higher is read first (0 by default).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    attribute(.accessibilitySortPriority, sortPriority)
  }

  /// Gives the view the custom actions `content` builds, as SwiftUI's
  /// `accessibilityActions(_:)` (iOS 16): each button a VoiceOver action named by its label.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    modifier(_PartModifier(name: .accessibilityActions, part: content(), attribute: nil))
  }

  /// Adds a custom action named `name`, offered in VoiceOver's Actions rotor.
  public func accessibilityAction(named name: String, _ handler: @escaping () -> Void)
    -> some View
  {
    attribute(
      .accessibilityAction, AccessibilityActionAttribute(kind: nil, name: name, handler: handler))
  }

  /// Runs `handler` for VoiceOver's action `kind`: `.default` for a double tap, `.escape`,
  /// `.magicTap`.
  public func accessibilityAction(
    _ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    attribute(
      .accessibilityAction, AccessibilityActionAttribute(kind: kind, name: nil, handler: handler))
  }

  /// Makes the element adjustable: a swipe up or down runs `handler`.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    attribute(.accessibilityAdjustableAction, AccessibilityAdjustableAttribute(handler: handler))
  }

  /// The names Voice Control and Full Keyboard Access know the element by.
  public func accessibilityInputLabels(_ inputLabels: [String]) -> some View {
    attribute(.accessibilityInputLabels, inputLabels)
  }

  /// The names Voice Control and Full Keyboard Access know the element by.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    attribute(.accessibilityInputLabels, inputLabels.map(\.content))
  }

  /// Makes the element a heading of `level`.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    attribute(.accessibilityHeading, level.rawValue)
  }

  /// Sets the element's value.
  public func accessibilityValue(_ value: Text) -> some View {
    attribute(.accessibilityValue, value.content)
  }

  /// Sets the element's hint.
  public func accessibilityHint(_ hint: Text) -> some View {
    attribute(.accessibilityHint, hint.content)
  }
}

extension InspectableView {
  /// The traits added to the view with `.accessibilityAddTraits(_:)`, as ViewInspector's
  /// `accessibilityTraits()`; with FieldworkSwiftUI, also the traits SwiftUI gives its kind
  /// (`.isButton` for a button): the element's traits, as VoiceOver meets them.
  public func accessibilityTraits() throws -> AccessibilityTraits {
    try onMainActor {
      let node = try liveNode()
      return AccessibilityTreeBuilder(graph: graph, root: root).element(of: node)?.traits
        ?? node.addedAccessibilityTraits
    }
  }

  /// The view's sort priority (0 unless set), as ViewInspector's
  /// `accessibilitySortPriority()`.
  public func accessibilitySortPriority() throws -> Double {
    try onMainActor { (try liveNode().attribute(.accessibilitySortPriority)) ?? 0 }
  }

  /// The view's input labels, as ViewInspector's `accessibilityInputLabels()`, as texts.
  public func accessibilityInputLabels() throws -> [String] {
    try onMainActor { try liveNode().attribute(.accessibilityInputLabels) ?? [] }
  }

  /// The accessibility element the view is, as VoiceOver meets it; `nil` when it is none (a
  /// stack, a decorative image, a hidden view).
  public func accessibilityElement() throws -> AccessibilityElement? {
    try onMainActor {
      AccessibilityTreeBuilder(graph: graph, root: root).element(of: try liveNode())
    }
  }

  /// Performs the view's accessibility action `kind` (`.default`, `.escape`, `.magicTap`),
  /// or the custom action `named`, as one update batch.
  public func callAccessibilityAction(_ kind: AccessibilityActionKind = .default) throws {
    try onMainActor {
      let node = try liveNode()
      let action = node.accessibilityActions.first { $0.kind == kind }
      guard let action else {
        throw InspectionError.callbackNotFound(
          parent: typeNameForErrors, callback: "accessibilityAction(\(kind))")
      }
      graph.perform { action.handler() }
    }
  }

  /// Performs the view's custom accessibility action `name`, as one update batch.
  public func callAccessibilityAction(named name: String) throws {
    try onMainActor {
      let node = try liveNode()
      guard let action = node.accessibilityActions.first(where: { $0.name == name }) else {
        throw InspectionError.callbackNotFound(
          parent: typeNameForErrors, callback: "accessibilityAction(named: \"\(name)\")")
      }
      graph.perform { action.handler() }
    }
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var accessibilityAction: AttributeKey<AccessibilityActionAttribute> {
    .init("accessibilityAction")
  }
  static var accessibilityAdjustableAction: AttributeKey<AccessibilityAdjustableAttribute> {
    .init("accessibilityAdjustableAction")
  }
  static var accessibilityElement: AttributeKey<AccessibilityChildBehavior> {
    .init("accessibilityElement")
  }
  static var accessibilityAddTraits: AttributeKey<AccessibilityTraits> {
    .init("accessibilityAddTraits")
  }
  static var accessibilityRemoveTraits: AttributeKey<AccessibilityTraits> {
    .init("accessibilityRemoveTraits")
  }
  static var accessibilitySortPriority: AttributeKey<Double> { .init("accessibilitySortPriority") }
  static var accessibilityHeading: AttributeKey<Int> { .init("accessibilityHeading") }
  static var accessibilityInputLabels: AttributeKey<[String]> { .init("accessibilityInputLabels") }
}
