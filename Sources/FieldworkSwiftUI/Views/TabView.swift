/// Tabs a person switches between, as SwiftUI's `TabView`: each view of `content` is a tab,
/// shown in the tab bar by its `.tabItem { }` and identified by its `.tag(_:)` (or, in a
/// `ForEach`, by its row's id).
///
/// ```swift
/// TabView(selection: $tab) {
///   InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
///   SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
///
/// As on iOS, only the selected tab is on screen: its `onAppear` and `.task` run when it is
/// selected, and its `onDisappear` (and the cancellation of its task) when another tab is.
/// Every tab keeps its state while the tab view lives, selected or not, and inspection reads
/// every tab, as ViewInspector does. A selection that matches no tab's tag shows the first tab
/// and keeps its value. In a test, `tabView().select(value:)` selects a tab, as a tap on
/// the tab bar does; VoiceOver reads the tab bar after the selected tab, one "Tab." element
/// per tab item, the selected one "Selected".
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs made of `content`, the one whose tag is `selection` shown.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TabView where SelectionValue == Int {
  /// Tabs made of `content`, the first shown until a person picks another.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension TabView: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let tabs = TabList(content).entries
    let shown = context.read { shownIndex(of: tabs, node: context.node) }
    let state = Self.state(of: context.node)
    // Another tab shown: the tabs' environment changed (which one is hidden), so each
    // renders again and its lifecycle actions see it.
    if state.lastShown != shown {
      context.environmentChanged = true
      state.lastShown = shown
    }
    for (index, tab) in tabs.enumerated() {
      var environment = context.environment
      if index != shown { environment.isUnpresentedDestination = true }
      tab.place(&context, tab.key, environment)
    }
  }

  static var fixedRole: NodeRole? { .view(.tabView) }
  var ownAttributes: [ViewAttribute] {
    guard let selection else { return [] }
    return [ViewAttribute(.selection, AnyHashable(selection.wrappedValue))]
  }

  /// What a tab view keeps between renders.
  @MainActor private static func state(of node: ViewNode) -> TabViewState {
    let state = node.modifierState
    if let kept = state.memo as? TabViewState { return kept }
    let made = TabViewState()
    state.memo = made
    return made
  }

  /// The selection a tab view without a binding keeps itself.
  @MainActor private static func ownSelection(of node: ViewNode) -> StateBox<AnyHashable?> {
    state(of: node).ownSelection
  }

  /// The position of the tab on screen: the one whose value is selected, else the first.
  @MainActor private func shownIndex(of tabs: [TabEntry], node: ViewNode) -> Int {
    let selected: AnyHashable?
    if let selection {
      selected = AnyHashable(selection.wrappedValue)
    } else {
      selected = Self.ownSelection(of: node).read()
    }
    guard let selected else { return 0 }
    return tabs.indices.first {
      Self.value(of: tabs[$0], at: $0, bound: selection != nil) == selected
    }
      ?? 0
  }

  /// What selects a tab: its tag, or (for a tab view without a binding) its position.
  private static func value(of tab: TabEntry, at index: Int, bound: Bool) -> AnyHashable? {
    tab.tag ?? (bound ? nil : AnyHashable(index))
  }
}

/// What a tab view keeps between renders.
@MainActor
final class TabViewState {
  /// The selection of a tab view without a binding: the value of the tab a person picked
  /// (its tag, or its position when it has none), `nil` for the first.
  let ownSelection = StateBox<AnyHashable?>(nil)
  /// The position of the tab on screen at the last render.
  var lastShown: Int?
}

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

extension TabView: TabViewControl {
  func tabValues() -> [AnyHashable?] {
    TabList(content).entries.enumerated().map {
      Self.value(of: $0.element, at: $0.offset, bound: selection != nil)
    }
  }

  func shownTab(node: ViewNode) -> Int {
    shownIndex(of: TabList(content).entries, node: node)
  }

  func selectTab(at index: Int, node: ViewNode) -> Bool {
    let values = tabValues()
    guard values.indices.contains(index), let value = values[index] else { return false }
    if let selection {
      guard let typed = value.base as? SelectionValue else { return false }
      selection.wrappedValue = typed
    } else {
      Self.ownSelection(of: node).write(value, transaction: Transaction())
    }
    return true
  }
}

// MARK: Listing the tabs

extension TupleView: TabListing {
  static func appendTabs(of value: Self, to list: inout TabList) {
    for element in repeat each value.elements.value {
      list.append(element, key: nil, implicitTag: nil)
    }
  }
}

extension ForEach: TabListing {
  static func appendTabs(of value: Self, to list: inout TabList) {
    for element in value.data {
      let id = value.id(element)
      list.append(value.content(element), key: .identity(id), implicitTag: AnyHashable(id))
    }
  }
}

extension Optional: TabListing where Wrapped: View {
  static func appendTabs(of value: Self, to list: inout TabList) {
    if let value { list.append(value, key: nil, implicitTag: nil) }
  }
}

extension _ConditionalContent: TabListing {
  static func appendTabs(of value: Self, to list: inout TabList) {
    switch value.storage {
    case .trueContent(let content): list.append(content, key: nil, implicitTag: nil)
    case .falseContent(let content): list.append(content, key: nil, implicitTag: nil)
    }
  }
}

extension Group: TabListing {
  static func appendTabs(of value: Self, to list: inout TabList) {
    list.append(value.content, key: nil, implicitTag: nil)
  }
}

extension ModifiedContent: TabTraitReading where Content: View, Modifier: ViewModifier {
  var explicitTag: AnyHashable? {
    if let tag = (modifier as? _AttributeModifier)?.attribute.value(for: .tag) { return tag }
    return (content as? any TabTraitReading)?.explicitTag
  }
}

// MARK: Modifiers

extension View {
  /// The view's item in its tab view's tab bar: a `Label`, or a `Text` and an `Image`.
  /// Read it back with `tabItem()`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_PartModifier(name: .tabItem, part: label(), attribute: nil))
  }

  /// A badge on the view's tab item (or list row), as SwiftUI's `badge(_:)`: `0` shows none.
  public func badge(_ count: Int) -> some View {
    attribute(.badge, (count == 0 ? nil : String(count)) as String?)
  }

  /// A badge of `label` on the view's tab item (or list row); `nil` shows none.
  public func badge(_ label: Text?) -> some View {
    attribute(.badge, label.map(\.content))
  }

  /// A badge of `key`'s text on the view's tab item (or list row); `nil` shows none.
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    attribute(.badge, label.map { String($0) })
  }

  /// Sets how tab views below look: a tab bar (`.automatic`) or swiped pages (`.page`).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    attribute(.tabViewStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets how the page indicator of paged tab views below looks.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    attribute(.indexViewStyle, StyleAttribute(style: style, description: style.styleName))
  }
}

extension AttributeKey {
  static var selection: AttributeKey<Any> { .init("selection") }
  static var badge: AttributeKey<String?> { .init("badge") }
  static var indexViewStyle: AttributeKey<StyleAttribute> { .init("indexViewStyle") }
  static var tabViewStyle: AttributeKey<StyleAttribute> { .init("tabViewStyle") }
}
