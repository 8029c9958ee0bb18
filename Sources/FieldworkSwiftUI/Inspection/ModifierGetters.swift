// ViewInspector's modifier getters: each reads back what a modifier applied to the view
// recorded (`padding(.top)`, `isHidden()`, `buttonStyle()`), or, for the modifiers SwiftUI
// passes down the environment (`font()`, `lineLimit()`), what the closest enclosing view set.
// A missing modifier throws "<View> does not have '<modifier>' modifier", ViewInspector's
// words.

/// A style a modifier applied (`.buttonStyle(.plain)`): the style itself, named by its name.
struct StyleAttribute: CustomStringConvertible {
  let style: Any
  let description: String
}

extension InspectableView {
  /// The value of this view's `key` attribute (or, `inherited`, the closest around it).
  @MainActor func modifier<Value>(_ key: AttributeKey<Value>, inherited: Bool = false) throws
    -> Value
  {
    let node = try liveNode()
    guard let value = inherited ? node.inheritedAttribute(key) : node.attribute(key) else {
      throw modifierNotFound(key.name, around: node)
    }
    return value
  }

  /// The value of this view's `key` attribute (or, `inherited`, the closest around it), when
  /// it was set to a value rather than `nil`.
  @MainActor func modifier<Wrapped>(set key: AttributeKey<Wrapped?>, inherited: Bool = false)
    throws -> Wrapped
  {
    let node = try liveNode()
    let found = inherited ? node.inheritedAttribute(key) : node.attribute(key)
    guard let value = found ?? nil else { throw modifierNotFound(key.name, around: node) }
    return value
  }

  /// The error of a getter whose modifier `name` is not on `node`, with the tree around it.
  @MainActor private func modifierNotFound(_ name: String, around node: ViewNode)
    -> InspectionError
  {
    InspectionError.modifierNotFound(parent: typeNameForErrors, modifier: name, index: 0)
      .with(tree: graph.treeDescription(around: node))
  }

  @MainActor private func paddings() throws -> [PaddingAttribute] {
    try liveNode().attributes(.padding)
  }

  // MARK: Padding

  /// The padding around the view: every `.padding` on it, added up edge by edge. Throws when
  /// a padding it adds up has no explicit length (use ``hasPadding(_:)`` for those).
  public func padding() throws -> EdgeInsets {
    try onMainActor {
      let paddings = try paddings()
      guard !paddings.isEmpty else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "padding", index: 0
        ).with(tree: graph.treeDescription(around: node))
      }
      do {
        func total(_ edge: Edge) throws -> CGFloat {
          try paddings.reduce(0) { $0 + (try $1.inset(on: edge) ?? 0) }
        }
        return EdgeInsets(
          top: try total(.top), leading: try total(.leading), bottom: try total(.bottom),
          trailing: try total(.trailing))
      } catch {
        if paddings.allSatisfy({ $0.edges == .all && $0.insets == nil }) {
          throw InspectionError.notSupported(
            "Please use `hasPadding(_:)` for inspecting padding without explicit value.")
        }
        throw error
      }
    }
  }

  /// The padding on `edges`, added up over every `.padding` on the view; the edges must all
  /// have the same.
  public func padding(_ edges: Edge.Set) throws -> CGFloat {
    try onMainActor {
      let paddings = try paddings()
      let individual = Edge.allCases.filter { edges.contains(Edge.Set($0)) }
      guard !individual.isEmpty else { throw InspectionError.notSupported("No edge is specified") }
      let values = try individual.map { edge -> CGFloat in
        let insets = try paddings.compactMap { try $0.inset(on: edge) }
        guard !insets.isEmpty else {
          throw InspectionError.modifierNotFound(
            parent: typeNameForErrors, modifier: "padding", index: 0)
        }
        return insets.reduce(0, +)
      }
      guard values.allSatisfy({ $0 == values[0] }) else {
        // Named as ViewInspector prints them on Apple platforms, where `Edge` is SwiftUI's.
        let names = individual.map { "SwiftUI.Edge.\($0)" }.joined(separator: ", ")
        throw InspectionError.notSupported(
          """
          Insets for edges '[\(names)]' have different values, consider calling `padding` \
          individually per edge.
          """)
      }
      return values[0]
    }
  }

  /// Whether a `.padding` on the view pads every edge of `edges` (by any length, the
  /// platform's default included).
  public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
    (try? onMainActor {
      try paddings().contains { ($0.insets != nil ? Edge.Set.all : $0.edges).contains(edges) }
    }) ?? false
  }

  // MARK: Visibility and interaction

  /// Whether the view is hidden: by a `.hidden()` on it or around it, or as the label of a
  /// control whose labels `.labelsHidden()` hides.
  public func isHidden() -> Bool {
    (try? onMainActor {
      var child: ViewNode?
      var current: ViewNode? = try liveNode()
      while let node = current {
        if node.attribute(.hidden) == true { return true }
        if let kind = node.kind, kind.hidesLabelWithLabelsHidden, let child,
          child.key == .position(0) || child.key == .part(.label),
          node.inheritedAttribute(.labelsHidden) == true
        {
          return true
        }
        child = node
        current = node.parentNode
      }
      return false
    }) ?? false
  }

  /// Whether the view takes taps: `false` when an `.allowsHitTesting(false)` is on it or
  /// around it (an inner `true` does not undo it, as in SwiftUI).
  public func allowsHitTesting() -> Bool {
    (try? onMainActor {
      var current: ViewNode? = try liveNode()
      while let node = current {
        if node.recordedModifierAttributes.contains(where: {
          $0.value(for: .allowsHitTesting) == false
        }) {
          return false
        }
        current = node.parentNode
      }
      return true
    }) ?? true
  }

  /// Whether `.labelsHidden()` hides the labels of the controls in the view.
  public func labelsHidden() -> Bool {
    (try? onMainActor { try modifier(.labelsHidden, inherited: true) }) ?? false
  }

  /// The colour scheme the view is drawn in: the nearest `.colorScheme(_:)` or
  /// `.environment(\.colorScheme, _)` above it, else the scheme its screen prefers
  /// (``preferredColorScheme()``), else light.
  public func colorScheme() throws -> ColorScheme {
    try onMainActor {
      let node = try liveNode()
      if let explicit = node.inheritedAttribute(.colorScheme) {
        return explicit
      }
      if node.environment.colorScheme != .light { return node.environment.colorScheme }
      return node.outermostPreferredColorScheme ?? .light
    }
  }

  /// The colour scheme the view's screen prefers: of the `.preferredColorScheme(_:)`s on the
  /// view and around it, the one nearest the screen's root, as ViewInspector reads it.
  /// Throws when none is set.
  public func preferredColorScheme() throws -> ColorScheme {
    try onMainActor {
      guard let scheme = try liveNode().outermostPreferredColorScheme else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "preferredColorScheme", index: 0)
      }
      return scheme
    }
  }

  /// The blur applied to the view: its radius, and whether it is opaque.
  public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
    try onMainActor {
      let blur = try modifier(.blur)
      return (blur.radius, blur.isOpaque)
    }
  }

  // MARK: Styles

  /// The style a `.…Style(_:)` modifier recorded under `key` set on the view or around it.
  func style(set key: AttributeKey<StyleAttribute>) throws -> Any {
    try onMainActor {
      Unchecked(try modifier(key, inherited: true).style)
    }.value
  }

  /// The style `.buttonStyle(_:)` set for the buttons in the view: `is PlainButtonStyle`.
  public func buttonStyle() throws -> Any {
    try style(set: .buttonStyle)
  }

  /// The style `.textFieldStyle(_:)` set for the text fields in the view.
  public func textFieldStyle() throws -> Any {
    try style(set: .textFieldStyle)
  }

  /// The style `.toggleStyle(_:)` set for the toggles in the view.
  public func toggleStyle() throws -> Any {
    try style(set: .toggleStyle)
  }

  /// The style `.pickerStyle(_:)` set for the pickers in the view.
  public func pickerStyle() throws -> Any {
    try style(set: .pickerStyle)
  }

  /// The style `.listStyle(_:)` set for the lists in the view.
  public func listStyle() throws -> Any {
    try style(set: .listStyle)
  }

  // MARK: Lists

  /// The insets `.listRowInsets(_:)` set for the view as a row.
  public func listRowInsets() throws -> EdgeInsets {
    try onMainActor { try modifier(set: .listRowInsets) }
  }

  /// The view `.listRowBackground(_:)` put behind the view as a row.
  public func listRowBackground() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.listRowBackground) }
  }

  /// The tint `.listItemTint(_:)` set for the view: its colour, and whether it is fixed.
  public func listItemTint() throws -> (color: Color, isFixed: Bool) {
    try onMainActor {
      let tint = try modifier(set: .listItemTint, inherited: true)
      return (tint.color, tint.isFixed)
    }
  }

  // MARK: The views modifiers add

  /// The view `.overlay` put in front of this one.
  public func overlay() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.overlay) }
  }

  /// The view `.background` put behind this one.
  public func background() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.background) }
  }

  /// The view `.mask` masks this one with.
  public func mask() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.mask) }
  }

  /// The items `.toolbar` added to this view.
  public func toolbar() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.toolbar) }
  }

  /// The view `.safeAreaInset` placed at the edge of this one.
  public func safeAreaInset() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.safeAreaInset) }
  }

  // MARK: Text, passed down the environment

  /// The most lines the text in the view shows.
  public func lineLimit() throws -> Int? {
    try onMainActor {
      let node = try liveNode()
      guard node.inheritedAttribute(.lineLimit) != nil else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "lineLimit", index: 0)
      }
      return node.environment.lineLimit
    }
  }

  /// The space between the lines of the text in the view.
  public func lineSpacing() throws -> CGFloat {
    try onMainActor { try modifier(.lineSpacing, inherited: true) }
  }

  /// How the lines of the text in the view line up.
  public func multilineTextAlignment() throws -> TextAlignment {
    try onMainActor {
      let node = try liveNode()
      guard node.inheritedAttribute(.multilineTextAlignment) != nil else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "multilineTextAlignment", index: 0)
      }
      return node.environment.multilineTextAlignment
    }
  }

  /// The smallest scale the text in the view shrinks to.
  public func minimumScaleFactor() throws -> CGFloat {
    try onMainActor { try modifier(.minimumScaleFactor, inherited: true) }
  }

  /// Where the text in the view is cut when it does not fit.
  public func truncationMode() throws -> Text.TruncationMode {
    try onMainActor {
      try modifier(.truncationMode, inherited: true)
    }
  }

  /// Whether the text in the view may tighten its letters to fit.
  public func allowsTightening() throws -> Bool {
    try onMainActor { try modifier(.allowsTightening, inherited: true) }
  }

  /// Whether the view mirrors in a right-to-left layout.
  public func flipsForRightToLeftLayoutDirection() throws -> Bool {
    try onMainActor {
      // Flipped when any view on the way flips it, as ViewInspector reads it.
      let node = try liveNode()
      var found: Bool?
      var current: ViewNode? = node
      while let view = current {
        for flips in view.recordedModifierAttributes.compactMap({
          $0.value(for: .flipsForRightToLeftLayoutDirection)
        }) {
          found = (found ?? false) || flips
        }
        current = view.parentNode
      }
      guard let found else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "flipsForRightToLeftLayoutDirection", index: 0)
      }
      return found
    }
  }

  /// What `.disableAutocorrection(_:)` set for the text controls in the view.
  public func disableAutocorrection() throws -> Bool? {
    try onMainActor {
      let node = try liveNode()
      // The closest of the modifier's value and the control's own trait (a component's
      // `.autocorrectionDisabled()` sets its control, which the tree shows as
      // `autocorrection`).
      let found = node.inheritedAttribute(.autocorrectionDisabled, .autocorrection)
      if let type = found as? TextAutocorrectionType { return type == .default ? nil : type == .no }
      guard let found, let disabled = found as? Bool? else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "disableAutocorrection", index: 0)
      }
      return disabled
    }
  }

  /// The keyboard `.keyboardType(_:)` set for the text controls in the view.
  public func keyboardType() throws -> KeyboardType {
    try onMainActor { try modifier(.keyboardType, inherited: true) }
  }

  /// The content type `.textContentType(_:)` set for the text controls in the view.
  public func textContentType() throws -> TextContentType? {
    try onMainActor {
      let node = try liveNode()
      guard let value = node.inheritedAttribute(.textContentType) else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "textContentType", index: 0)
      }
      return value
    }
  }

  /// The capitalisation `.autocapitalization(_:)` set for the text controls in the view.
  public func autocapitalization() throws -> TextAutocapitalizationType {
    try onMainActor {
      let node = try liveNode()
      let value =
        node.inheritedAttribute(.autocapitalization)
        ?? node.inheritedAttribute(.textInputAutocapitalization)
      guard let type = value else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "autocapitalization", index: 0)
      }
      return type
    }
  }

  // MARK: Events

  /// Runs the view's `.onAppear` action, as one update batch.
  public func callOnAppear() throws {
    try onMainActor {
      let action = try modifier(.onAppear)
      graph.perform { action.action() }
    }
  }

  /// Runs the view's `.onDisappear` action, as one update batch.
  public func callOnDisappear() throws {
    try onMainActor {
      let action = try modifier(.onDisappear)
      graph.perform { action.action() }
    }
  }

  /// Runs the `index`-th `.onChange(of:)` on the view that watches a `V` with `newValue`,
  /// as ViewInspector's `callOnChange(newValue:index:)`: the action receives the value it
  /// saw last as the old one.
  public func callOnChange<V: Equatable>(newValue value: V, index: Int = 0) throws {
    let carried = Unchecked(value)
    try onMainActor {
      let node = try liveNode()
      let observers = node.attributes(.onChange)
        .filter { $0.watches(V.self) }
      guard index >= 0, index < observers.count else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "onChange", index: index)
      }
      graph.perform { observers[index].callAction(carried.value) }
    }
  }

  /// Runs the `.onSubmit(of:)` actions on the view (and the views around it) for
  /// `triggers`, innermost first, as ViewInspector's `callOnSubmit(of:)`.
  public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
    try onMainActor {
      let node = try liveNode()
      let actions = node.environment.submitActions.filter { $0.triggers.contains(triggers) }
      guard !actions.isEmpty else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "onSubmit", index: 0)
      }
      graph.perform { for submit in actions { submit.action() } }
    }
  }

  /// Runs the view's `.task` action and waits for it, as ViewInspector's `callTask()`.
  public func callTask() async throws {
    let task = try onMainActor { try modifier(.task) }
    await task.action()
  }

  /// Runs the view's `.focusable(_:onFocusChange:)` action with `false`, as
  /// ViewInspector's `callOnFocusChange()`.
  public func callOnFocusChange() throws {
    try onMainActor {
      let action = try modifier(.focusable)
      graph.perform { action.action(false) }
    }
  }
}
