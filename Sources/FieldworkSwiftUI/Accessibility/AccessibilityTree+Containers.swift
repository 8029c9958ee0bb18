// Containers VoiceOver reads in a way of their own: a tab view (its tab on screen, then its
// tab bar or page indicator) and a disclosure group (its label, then its content while open).

extension AccessibilityTreeBuilder {
  /// A tab view as VoiceOver reads it: the tab on screen, then the tab bar, an element per
  /// tab item ("Selected: Inbox. Tab.", its badge as its value), a double tap selecting it;
  /// paged tabs have a page indicator instead ("page 1 of 3", adjustable), unless its
  /// `indexDisplayMode` is `.never` (or `.automatic` with one page).
  func tabViewItems(of node: ViewNode, isEnabled: Bool) -> [Item] {
    guard let control = node.viewValue as? any TabViewControl else {
      return visitChildren(of: node, isEnabled: isEnabled)
    }
    let tabs = node.children.filter {
      if case .part = $0.key { return false }
      return true
    }
    let shown = control.shownTab(node: node)
    var items: [Item] = []
    if tabs.indices.contains(shown) { items += visit(tabs[shown], isEnabled: isEnabled) }
    let select: (Int) -> @MainActor @Sendable () -> Void = { [weak node] index in
      Self.batched {
        guard let node, let control = node.viewValue as? any TabViewControl else { return }
        _ = control.selectTab(at: index, node: node)
      }
    }
    let style = (node.inheritedAttribute(.tabViewStyle))?.style
    if let page = style as? PageTabViewStyle {
      let showsIndicator =
        page.indexDisplayMode == .always
        || (page.indexDisplayMode == .automatic && tabs.count > 1)
      guard showsIndicator else { return items }
      var indicator = AccessibilityElement(
        label: "", value: "page \(shown + 1) of \(tabs.count)", traits: .isAdjustable,
        isEnabled: isEnabled, path: path(of: node) + ".pageIndicator")
      indicator.actions = AccessibilityActions(
        increment: shown + 1 < tabs.count ? select(shown + 1) : nil,
        decrement: shown > 0 ? select(shown - 1) : nil)
      items.append(.element(indicator, priority: 0))
      return items
    }
    for (index, tab) in tabs.enumerated() {
      let (item, badge) = Self.tabItem(of: tab)
      guard let item else { continue }
      var element = Self.combined(
        Self.flatten(visit(item, isEnabled: isEnabled)), path: path(of: item),
        isEnabled: isEnabled)
      element.value = badge
      element.traits = index == shown ? [.isButton, .isTab, .isSelected] : [.isButton, .isTab]
      element.actions = AccessibilityActions(activate: select(index))
      items.append(.element(element, priority: 0))
    }
    return items
  }

  /// A disclosure group as VoiceOver reads it: its label, a button that shows and hides the
  /// content, then the content while it is shown.
  func disclosureItems(of node: ViewNode, isEnabled: Bool) -> [Item] {
    var element = AccessibilityElement(
      label: labelContent(of: node, at: .part(.label), isEnabled: isEnabled).text,
      traits: .isButton, isEnabled: isEnabled && node.isResponsive, path: path(of: node))
    let inspected = InspectableView<ViewType.DisclosureGroup>(graph: graph, node: node, root: root)
    element.actions = AccessibilityActions(activate: {
      if try inspected.isExpanded() { try inspected.collapse() } else { try inspected.expand() }
    })
    let content = node.children.first { $0.key == .position(0) }
    return [.element(element, priority: 0)]
      + (content.map { visit($0, isEnabled: isEnabled) } ?? [])
  }

  /// A tab's `.tabItem` and the text of its `.badge`: found on the modifiers around the
  /// tab's view, down to the view itself.
  private static func tabItem(of tab: ViewNode) -> (item: ViewNode?, badge: String?) {
    var item: ViewNode?
    var badge: String?
    var current: ViewNode? = tab
    while let node = current {
      for attribute in node.recordedModifierAttributes {
        badge = badge ?? attribute.value(for: .badge) ?? nil
      }
      item = item ?? node.children.first { $0.key == .part(.tabItem) }
      guard node.kind == nil else { break }
      current = node.children.first {
        if case .part = $0.key { return false }
        return true
      }
    }
    return (item, badge)
  }
}
