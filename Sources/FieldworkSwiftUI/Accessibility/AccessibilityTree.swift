// The accessibility tree of a hosted screen: the elements VoiceOver stops at, in its reading
// order, with SwiftUI's defaults for each kind of view. Nothing is laid out, so "top to
// bottom" is the order of the code (a header before its content, a toolbar before the
// screen), changed by `accessibilitySortPriority` among siblings; what is presented (an
// alert, then a sheet, then a pushed screen) hides what is behind it, as on a device.
//
// It reads the rows that are made: a long list's first screenful, as VoiceOver would before
// a person scrolls.

@MainActor
struct AccessibilityTreeBuilder {
  let graph: ViewGraph
  /// The view paths are relative to.
  let root: ViewNode

  /// An element, or a container of them, with its sort priority.
  enum Item {
    case element(AccessibilityElement, priority: Double)
    case container([Item], priority: Double)
  }

  /// The elements of the screen below `top` (the host's content), in reading order.
  func elements(below top: ViewNode) -> [AccessibilityElement] {
    let scope = Self.modalScope(of: top)
    return Self.flatten(visit(scope, isEnabled: true))
  }

  /// The element `node` is, when it is one.
  func element(of node: ViewNode) -> AccessibilityElement? {
    guard node.kind != nil else { return nil }
    let items = visit(node, isEnabled: true)
    guard items.count == 1, case .element(let element, _) = items[0] else { return nil }
    return element
  }

  // MARK: Scope

  /// What VoiceOver can reach: the last alert (or action sheet, or dialog) up, else the last
  /// sheet, cover or popover, else the whole screen.
  static func modalScope(of top: ViewNode) -> ViewNode {
    var alert: ViewNode?
    var sheet: ViewNode?
    func walk(_ node: ViewNode) {
      switch node.kind {
      case .alert?, .actionSheet?, .confirmationDialog?: alert = node
      case .sheet?, .fullScreenCover?, .popover?: sheet = node
      default: break
      }
      for child in node.children { walk(child) }
    }
    walk(top)
    return alert ?? sheet ?? top
  }

  // MARK: Visiting

  func visit(_ node: ViewNode, isEnabled: Bool) -> [Item] {
    guard let kind = node.kind else { return visitChildren(of: node, isEnabled: isEnabled) }
    if node.attribute(.accessibilityHidden) == true { return [] }
    if node.attribute(.hidden) == true { return [] }
    let isEnabled = isEnabled && node.environment.isEnabled
    let priority = (node.attribute(.accessibilitySortPriority)) ?? 0

    if let behavior = node.attribute(.accessibilityElement) {
      switch behavior.behavior {
      case .contain:
        return [.container(visitChildren(of: node, isEnabled: isEnabled), priority: priority)]
      case .ignore:
        var element = AccessibilityElement(label: "", isEnabled: isEnabled, path: path(of: node))
        applyModifiers(of: node, to: &element)
        return [.element(element, priority: priority)]
      case .combine:
        let inner = Self.flatten(visitChildren(of: node, isEnabled: isEnabled))
        var element = Self.combined(inner, path: path(of: node), isEnabled: isEnabled)
        applyModifiers(of: node, to: &element)
        return [.element(element, priority: priority)]
      }
    }

    // A UIKit view (a wrapper's) lists its own elements, as UIKit would.
    if kind == .custom,
      let source = (node as? any RepresentableNode)?.representableDriver?.platformView
        as? any AccessibilityElementSource
    {
      var elements = source.accessibilityElements(path: path(of: node))
      if elements.count == 1 { applyModifiers(of: node, to: &elements[0]) }
      return elements.map { .element($0, priority: priority) }
    }
    if kind == .navigationStack || kind == .navigationView {
      return navigationItems(of: node, isEnabled: isEnabled)
    }
    if kind == .tabView { return tabViewItems(of: node, isEnabled: isEnabled) }
    if kind == .disclosureGroup { return disclosureItems(of: node, isEnabled: isEnabled) }
    guard var element = defaultElement(of: node, kind: kind, isEnabled: isEnabled) else {
      // Not an element itself: a container whose views are read in order. A set label makes
      // it one (SwiftUI makes a labelled stack an element).
      let children = visitChildren(of: node, isEnabled: isEnabled)
      if node.hasOwnAccessibilityLabel {
        var element = Self.combined(
          Self.flatten(children), path: path(of: node), isEnabled: isEnabled)
        applyModifiers(of: node, to: &element)
        return [.element(element, priority: priority)]
      }
      return priority == 0 ? children : [.container(children, priority: priority)]
    }
    applyModifiers(of: node, to: &element)
    return [.element(element, priority: priority)]
  }

  /// The children of `node` in reading order: leading parts (a header, a toolbar, a search
  /// field), the content, then the other parts (a footer, an overlay).
  func visitChildren(of node: ViewNode, isEnabled: Bool) -> [Item] {
    var leading: [Item] = []
    var content: [Item] = []
    var trailing: [Item] = []
    let delete = node.attribute(.onDelete)
    var swipeActions: [RowAction] = []
    var row = 0
    for child in node.children {
      if case .part(let name) = child.key {
        switch name {
        case .label, .prompt, .destination, .navigationDestination, .icon, .title, .tabItem,
          .contextMenu, .contextMenuPreview, .accessibilityActions:
          continue  // read as part of their view, or not on screen
        case .header:
          leading += visit(child, isEnabled: isEnabled).map(Self.heading)
        case .toolbar, .search:
          leading += visit(child, isEnabled: isEnabled)
        case _ where name.isSwipeActions:
          // Hidden until a swipe shows them: VoiceOver offers them as the row's actions.
          swipeActions += Self.rowActions(from: visit(child, isEnabled: isEnabled))
        default:
          trailing += visit(child, isEnabled: isEnabled)
        }
      } else if let delete {
        let deleteRow = RowAction(
          name: "Delete", run: Self.batched { [row] in delete.action(IndexSet(integer: row)) })
        content += Self.offering([deleteRow], in: visit(child, isEnabled: isEnabled))
        row += 1
      } else {
        content += visit(child, isEnabled: isEnabled)
      }
    }
    if !swipeActions.isEmpty { content = Self.offering(swipeActions, in: content) }
    return leading + content + trailing
  }

  /// A custom action a container gives every element of a row.
  private struct RowAction {
    let name: String
    let run: @MainActor @Sendable () throws -> Void
  }

  /// The buttons of a row's swipe actions, as VoiceOver offers them: a custom action each,
  /// named by its label; a button that is disabled offers nothing.
  private static func rowActions(from items: [Item]) -> [RowAction] {
    items.flatMap { item -> [RowAction] in
      switch item {
      case .element(let element, _):
        guard element.isEnabled, !element.label.isEmpty, let run = element.actions?.activate
        else { return [] }
        return [RowAction(name: element.label, run: run)]
      case .container(let inner, _):
        return rowActions(from: inner)
      }
    }
  }

  /// The elements of a row, each offering `rowActions` as VoiceOver custom actions, as iOS
  /// does for every element in a row of a `ForEach` with `.onDelete` ("Delete", which deletes
  /// the row) and in a row with `.swipeActions` (one per button).
  private static func offering(_ rowActions: [RowAction], in items: [Item]) -> [Item] {
    items.map { item in
      switch item {
      case .element(var element, let priority):
        var actions = element.actions ?? AccessibilityActions()
        for action in rowActions {
          if !element.customActions.contains(action.name) {
            element.customActions.append(action.name)
          }
          actions.custom[action.name] = action.run
        }
        element.actions = actions
        return .element(element, priority: priority)
      case .container(let inner, let priority):
        return .container(offering(rowActions, in: inner), priority: priority)
      }
    }
  }

  /// A navigation stack as VoiceOver reads it: the top screen only (a pushed screen hides
  /// the ones under it), after its navigation bar: a back button when something is pushed,
  /// the title as a heading, then the toolbar's items.
  private func navigationItems(of stack: ViewNode, isEnabled: Bool) -> [Item] {
    let pushed = stack.children.filter { $0.key == .part(.navigationDestination) }
    guard var screen = pushed.last ?? stack.children.first(where: { $0.key == .position(0) })
    else { return [] }
    var top = pushed.last
    // A screen pushed by `.navigationDestination(isPresented:)` or `(item:)` inside the
    // screen on top is on top of it.
    while let presented = Self.presentedDestination(in: screen) {
      screen = presented
      top = presented
    }
    var bar: [Item] = []
    if let top {
      var back = AccessibilityElement(
        label: "Back", traits: [.isButton, .isBackButton], isEnabled: isEnabled,
        path: path(of: stack) + ".back")
      let content = top.contentChildren.first ?? top
      back.actions = AccessibilityActions(activate: {
        graph.perform { content.environment.dismiss() }
      })
      bar.append(.element(back, priority: 0))
    }
    if let title = Self.navigationTitle(in: screen) {
      bar.append(
        .element(
          AccessibilityElement(
            label: title, traits: .isHeader, isEnabled: isEnabled,
            path: path(of: stack) + ".navigationTitle()"),
          priority: 0))
    }
    return bar + visit(screen, isEnabled: isEnabled)
  }

  /// The destination a `.navigationDestination(isPresented:)` or `(item:)` in `node`'s
  /// screen pushes now, outside any nested stack.
  private static func presentedDestination(in node: ViewNode) -> ViewNode? {
    for child in node.children {
      if child.kind == .navigationStack || child.kind == .navigationView { continue }
      if child.key == .part(.navigationDestination), child.kind == .navigationDestination {
        return child
      }
      if let found = presentedDestination(in: child) { return found }
    }
    return nil
  }

  /// The title the screen sets with `.navigationTitle(_:)`: the first one, top to bottom,
  /// outside any nested stack.
  private static func navigationTitle(in node: ViewNode) -> String? {
    if node.kind != nil, let title = node.attribute(.navigationTitle) {
      return string(title)
    }
    for child in node.children {
      if child.kind == .navigationStack || child.kind == .navigationView { continue }
      if case .part = child.key { continue }
      if let title = navigationTitle(in: child) { return title }
    }
    return nil
  }

  /// A section header's texts are headings, as SwiftUI reads a list's section headers.
  private static func heading(_ item: Item) -> Item {
    switch item {
    case .element(var element, let priority):
      if element.traits.contains(.isStaticText) { element.traits.insert(.isHeader) }
      return .element(element, priority: priority)
    case .container(let items, let priority):
      return .container(items.map(heading), priority: priority)
    }
  }

  // MARK: SwiftUI's defaults

  private func defaultElement(of node: ViewNode, kind: ViewKind, isEnabled: Bool)
    -> AccessibilityElement?
  {
    let path = path(of: node)
    let enabled = isEnabled && node.isResponsive
    switch kind {
    case .text:
      guard let text = node.viewValue as? Text else { return nil }
      var element = AccessibilityElement(
        label: (try? text.string(in: .testsDefault)) ?? text.content, traits: .isStaticText,
        isEnabled: isEnabled, path: path)
      if let tap = node.attribute(.onTapGesture) {
        element.actions = AccessibilityActions(activate: Self.batched(tap.action))
      }
      return element

    case .button, .navigationLink, .alertButton:
      let label = labelContent(of: node, isEnabled: isEnabled)
      var element = AccessibilityElement(
        label: label.text, traits: .isButton, isEnabled: enabled, path: path)
      element.labelIsOnlyAnImageName = label.isOnlyImageNames
      let inspected = InspectableView<ViewType.ClassifiedView>(graph: graph, node: node, root: root)
      element.actions = AccessibilityActions(activate: {
        switch kind {
        case .navigationLink: try inspected.retyped(ViewType.NavigationLink.self).activate()
        case .alertButton: try inspected.retyped(ViewType.AlertButton.self).tap()
        default: try inspected.retyped(ViewType.Button.self).tap()
        }
      })
      return element

    case .datePicker:
      guard let picker = node.viewValue as? any DatePickerControl else { return nil }
      let label = labelContent(of: node, isEnabled: isEnabled)
      return AccessibilityElement(
        label: label.text,
        value: picker.spokenDate(
          locale: .testsDefault, timeZone: node.environment.timeZone),
        traits: .isButton, isEnabled: enabled, path: path)

    case .menu:
      // One button, its label; the items show only once it opens.
      var element = AccessibilityElement(
        label: labelContent(of: node, at: .part(.label), isEnabled: isEnabled).text,
        traits: .isButton, isEnabled: enabled, path: path)
      if (node.viewValue as? any MenuControl)?.primaryAction != nil {
        let inspected = InspectableView<ViewType.Menu>(graph: graph, node: node, root: root)
        element.actions = AccessibilityActions(activate: { try inspected.tap() })
      }
      return element

    case .toggle:
      guard let toggle = node.viewValue as? any ToggleControl else { return nil }
      let label = labelContent(of: node, isEnabled: isEnabled)
      var element = AccessibilityElement(
        label: label.text, value: toggle.isOnBinding.wrappedValue ? "1" : "0",
        traits: [.isToggle, .isButton], isEnabled: enabled, path: path)
      element.labelIsOnlyAnImageName = label.isOnlyImageNames
      let inspected = InspectableView<ViewType.Toggle>(graph: graph, node: node, root: root)
      element.actions = AccessibilityActions(activate: { try inspected.tap() })
      return element

    case .textField, .secureField, .searchBar, .textEditor:
      guard
        let source = (node as? any RepresentableNode)?.representableDriver?.platformView
          as? any AccessibilityElementSource,
        var element = source.accessibilityElements(path: path).first
      else { return nil }
      if element.label.isEmpty || element.label == "Search" {
        let parts = (node.viewValue as? any InspectedRepresentable)?.labelParts ?? []
        if let title = parts.first(where: { $0.name == .label })?.text.content, !title.isEmpty {
          element.label = title
        } else if let prompt = parts.first(where: { $0.name == .prompt })?.text.content,
          element.label.isEmpty
        {
          element.label = prompt
        }
      }
      element.isEnabled = element.isEnabled && enabled
      if let activate = element.actions?.activate {
        element.actions?.activate = { graph.perform { try? activate() } }
      }
      return element

    case .stepper:
      guard let stepper = node.viewValue as? any StepperControl else { return nil }
      let label = labelContent(of: node, isEnabled: isEnabled)
      var element = AccessibilityElement(
        label: label.text, traits: .isAdjustable, isEnabled: enabled, path: path)
      let increment = stepper.increment
      let decrement = stepper.decrement
      element.actions = AccessibilityActions(
        increment: increment.map(Self.batched), decrement: decrement.map(Self.batched))
      return element

    case .slider:
      guard let slider = node.viewValue as? Slider else { return nil }
      let span = slider.bounds.upperBound - slider.bounds.lowerBound
      let fraction = span > 0 ? (slider.value.wrappedValue - slider.bounds.lowerBound) / span : 0
      // A slider's label is not shown; VoiceOver reads it.
      var element = AccessibilityElement(
        label: labelContent(of: node, at: .part(.label), isEnabled: isEnabled).text,
        value: "\(Int((fraction * 100).rounded()))%", traits: .isAdjustable,
        isEnabled: enabled, path: path)
      // VoiceOver moves a slider by its step, or a tenth of its range.
      let step = slider.step ?? span / 10
      let binding = slider.value
      let bounds = slider.bounds
      element.actions = AccessibilityActions(
        increment: {
          graph.perform {
            binding.wrappedValue = min(bounds.upperBound, binding.wrappedValue + step)
          }
        },
        decrement: {
          graph.perform {
            binding.wrappedValue = max(bounds.lowerBound, binding.wrappedValue - step)
          }
        })
      return element

    case .picker:
      let label = node.children.first { $0.key == .part(.label) }
        .map { Self.flatten(visit($0, isEnabled: isEnabled)).map(\.label).joined(separator: ", ") }
      var element = AccessibilityElement(
        label: label ?? "", value: selectedOptionText(of: node), traits: .isButton,
        isEnabled: enabled, path: path)
      element.labelIsOnlyAnImageName = false
      return element

    case .image:
      guard let image = node.viewValue as? Image, !image.isDecorative else { return nil }
      let name = image.systemName ?? image.assetName ?? ""
      var element = AccessibilityElement(
        label: name, traits: .isImage, isEnabled: isEnabled, path: path)
      element.labelIsOnlyAnImageName = true
      if let tap = node.attribute(.onTapGesture) {
        element.actions = AccessibilityActions(activate: Self.batched(tap.action))
      }
      return element

    case .label:
      // A label reads as its title; its icon is decoration.
      guard let title = node.children.first(where: { $0.key == .part(.title) }) else {
        return nil
      }
      let texts = Self.flatten(visit(title, isEnabled: isEnabled))
      return AccessibilityElement(
        label: texts.map(\.label).joined(separator: ", "), traits: .isStaticText,
        isEnabled: isEnabled, path: path)

    case .progressView:
      guard let progress = node.viewValue as? ProgressView else { return nil }
      return AccessibilityElement(
        label: progress.title ?? "",
        value: progress.value.map {
          "\(Int(($0 / max(progress.total, .leastNonzeroMagnitude) * 100).rounded()))%"
        }
          ?? "In progress",
        traits: .updatesFrequently, isEnabled: isEnabled, path: path)

    default:
      return nil
    }
  }

  /// The text a control's label shows, read as VoiceOver reads it: its elements' labels
  /// joined by commas; and whether all of it is image names.
  func labelContent(
    of node: ViewNode, at key: ChildKey = .position(0), isEnabled: Bool
  ) -> (text: String, isOnlyImageNames: Bool) {
    guard let label = node.children.first(where: { $0.key == key }) else {
      return ("", false)
    }
    let elements = Self.flatten(visit(label, isEnabled: isEnabled))
    let labels = elements.map(\.label).filter { !$0.isEmpty }
    return (
      labels.joined(separator: ", "),
      !labels.isEmpty && elements.allSatisfy { $0.labelIsOnlyAnImageName || $0.label.isEmpty }
    )
  }

  /// The text of a picker's selected option.
  private func selectedOptionText(of node: ViewNode) -> String? {
    guard let picker = node.viewValue as? any PickerControl else { return nil }
    let selected = picker.selectedValue
    var found: String?
    func walk(_ current: ViewNode, rowID: AnyHashable?) {
      guard found == nil else { return }
      if current.kind != nil, current.kind != .forEach, current !== node {
        var tag = rowID
        if let own = current.attribute(.tag) { tag = own }
        if tag == selected {
          found = Self.flatten(visit(current, isEnabled: true)).map(\.label).joined(
            separator: ", ")
        }
        return
      }
      for child in current.children where child.key != .part(.label) {
        var id = rowID
        if current.kind == .forEach, let key = child.key.identity { id = key }
        walk(child, rowID: id)
      }
    }
    walk(node, rowID: nil)
    return found
  }

  // MARK: Modifiers

  /// Applies the accessibility modifiers of `node` to its element.
  private func applyModifiers(of node: ViewNode, to element: inout AccessibilityElement) {
    if let label = node.attribute(.accessibilityLabel) {
      element.label = Self.string(label)
      element.labelIsOnlyAnImageName = false
    }
    if let value = node.attribute(.accessibilityValue) { element.value = Self.string(value) }
    if let hint = node.attribute(.accessibilityHint) { element.hint = Self.string(hint) }
    if let identifier = node.attribute(.accessibilityIdentifier) {
      element.identifier = identifier
    }
    if let labels = node.attribute(.accessibilityInputLabels) {
      element.inputLabels = labels
    }
    element.traits.formUnion(node.addedAccessibilityTraits)
    element.traits.subtract(node.removedAccessibilityTraits)
    if element.inputLabels.isEmpty, !element.label.isEmpty, element.isControl {
      element.inputLabels = [element.label]
    }
    var actions = element.actions ?? AccessibilityActions()
    // `.accessibilityActions { Button(…) }`: each button a custom action, named by its label.
    if let part = node.partNode(named: .accessibilityActions) {
      for action in Self.rowActions(from: visit(part, isEnabled: element.isEnabled)) {
        if !element.customActions.contains(action.name) {
          element.customActions.append(action.name)
        }
        actions.custom[action.name] = action.run
      }
    }
    for action in node.accessibilityActions {
      let run = Self.batched(action.handler)
      if let name = action.name {
        if !element.customActions.contains(name) { element.customActions.append(name) }
        actions.custom[name] = run
      } else if action.kind == .default {
        actions.activate = run
      } else if action.kind == .escape {
        actions.escape = run
      } else if action.kind == .magicTap {
        actions.magicTap = run
      }
    }
    if let adjustable = node.attribute(.accessibilityAdjustableAction) {
      element.traits.insert(.isAdjustable)
      let handler = adjustable.handler
      actions.increment = Self.batched { handler(.increment) }
      actions.decrement = Self.batched { handler(.decrement) }
    }
    element.actions = actions
  }

  /// `action` as the cursor runs it: on the main actor, as one update batch. The closures
  /// views hold are not `Sendable`; the cursor only ever calls them on the main actor, where
  /// the views made them.
  static func batched(_ action: @escaping () -> Void) -> @MainActor @Sendable () -> Void {
    let action = Unchecked(action)
    return { UpdateScheduler.perform { action.value() } }
  }

  private static func string(_ value: Any) -> String {
    switch value {
    case let text as Text: (try? text.string(in: .testsDefault)) ?? text.content
    case let string as String: string
    default: "\(value)"
    }
  }

  // MARK: Combining and ordering

  /// One element read as the elements below it, as `.combine` makes it.
  static func combined(
    _ elements: [AccessibilityElement], path: String, isEnabled: Bool
  ) -> AccessibilityElement {
    var element = AccessibilityElement(
      label: elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
      value: elements.compactMap(\.value).filter { !$0.isEmpty }.joined(separator: ", "),
      isEnabled: isEnabled && elements.allSatisfy(\.isEnabled), path: path)
    if element.value?.isEmpty == true { element.value = nil }
    for inner in elements {
      element.traits.formUnion(inner.traits)
      element.customActions += inner.customActions.filter { !element.customActions.contains($0) }
    }
    if element.traits.contains(.isButton) || element.traits.contains(.isToggle) {
      element.traits.remove(.isStaticText)
    }
    element.labelIsOnlyAnImageName =
      !elements.isEmpty && elements.allSatisfy { $0.labelIsOnlyAnImageName || $0.label.isEmpty }
    var actions = AccessibilityActions()
    actions.activate = elements.lazy.compactMap { $0.actions?.activate }.first
    for inner in elements {
      actions.custom.merge(inner.actions?.custom ?? [:]) { first, _ in first }
    }
    element.actions = actions
    return element
  }

  /// The elements in reading order: each container's items sorted by priority (stably),
  /// then flattened.
  static func flatten(_ items: [Item]) -> [AccessibilityElement] {
    let ordered = items.enumerated().sorted { lhs, rhs in
      let (left, right) = (priority(of: lhs.element), priority(of: rhs.element))
      return left != right ? left > right : lhs.offset < rhs.offset
    }
    var elements: [AccessibilityElement] = []
    for (_, item) in ordered {
      switch item {
      case .element(let element, _): elements.append(element)
      case .container(let inner, _): elements += flatten(inner)
      }
    }
    return elements
  }

  private static func priority(of item: Item) -> Double {
    switch item {
    case .element(_, let priority), .container(_, let priority): priority
    }
  }

  func path(of node: ViewNode) -> String {
    node.path(from: root)
  }
}
