// How inspection reads the tree in ViewInspector's terms: a view's content (what
// `vStack().text(0)` indexes), the views its modifiers and parts add (a background, a
// section's header, a button's label), and the path of calls from the inspected root to a
// view (`anyView().vStack().emptyView(0)`), which `pathToRoot` prints.

/// How a view relates to the view above it, for paths and searches.
enum InspectionRelation: Equatable {
  /// Whether it is one of the parts.
  var isPart: Bool {
    if case .part = self { return true }
    return false
  }

  /// Content, at this index among the content.
  case content(Int)
  /// A named part: its own (a section's header) or a modifier's (a background).
  case part(PartName)
  /// A control's label (a button's, a toggle's).
  case label
}

extension ViewKind {
  /// ViewInspector's call that reaches a view of this kind: `vStack`, `text`.
  var accessorName: String {
    switch self {
    case .text: "text"
    case .button: "button"
    case .textField: "textField"
    case .secureField: "secureField"
    case .textEditor: "textEditor"
    case .searchBar: "searchBar"
    case .toggle: "toggle"
    case .picker: "picker"
    case .stepper: "stepper"
    case .slider: "slider"
    case .list: "list"
    case .forEach: "forEach"
    case .section: "section"
    case .form: "form"
    case .vStack: "vStack"
    case .hStack: "hStack"
    case .zStack: "zStack"
    case .lazyVStack: "lazyVStack"
    case .lazyHStack: "lazyHStack"
    case .lazyVGrid: "lazyVGrid"
    case .lazyHGrid: "lazyHGrid"
    case .scrollView: "scrollView"
    case .spacer: "spacer"
    case .divider: "divider"
    case .image: "image"
    case .label: "label"
    case .navigationView: "navigationView"
    case .navigationStack: "navigationStack"
    case .tabView: "tabView"
    case .menu: "menu"
    case .editButton: "editButton"
    case .datePicker: "datePicker"
    case .disclosureGroup: "disclosureGroup"
    case .navigationSplitView: "navigationSplitView"
    case .scrollViewReader: "scrollViewReader"
    case .navigationLink: "navigationLink"
    case .group: "group"
    case .anyView: "anyView"
    case .emptyView: "emptyView"
    case .geometryReader: "geometryReader"
    case .color: "color"
    case .linearGradient: "linearGradient"
    case .toolbarItem: "item"
    case .shape: "shape"
    case .progressView: "progressView"
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .popover: "popover"
    case .alert: "alert"
    case .alertButton: "button"
    case .navigationDestination: "navigationDestination"
    case .tupleView: "tupleView"
    case .actionSheet: "actionSheet"
    case .confirmationDialog: "confirmationDialog"
    case .styleConfigurationLabel: "styleConfigurationLabel"
    case .custom: "view"
    }
  }

  /// Whether the view's first content child is its label (`labelView()`), not content.
  var contentIsLabel: Bool {
    switch self {
    case .button, .toggle, .navigationLink, .stepper, .alertButton, .datePicker: true
    default: false
    }
  }

  /// Whether ViewInspector reaches the view's content without an index (`anyView().text()`)
  /// when it has a single child.
  var hasSingleContent: Bool {
    switch self {
    case .anyView, .scrollView, .geometryReader, .navigationView, .navigationStack, .custom,
      .sheet, .fullScreenCover, .popover, .navigationDestination, .navigationLink:
      true
    default: false
    }
  }
}

/// The call ViewInspector names a view's part with: `header`, `background`, `labelView`.
func partAccessorName(_ part: PartName) -> String {
  part == .label ? "labelView" : part.rawValue
}

extension ViewNode {
  /// The views that are this view's content, in order, looking through structure and
  /// modifiers, but not into the views a modifier or the view itself adds as parts.
  ///
  /// An `if` whose condition is false (and that has no `else`) keeps its place, as an
  /// absent view, as in ViewInspector: `HStack { if flag { Text("A") }; Text("B") }` has
  /// "B" at index 1 either way, and `text(0)` says "View for Optional<Text> is absent".
  var contentChildren: [ViewNode] {
    guard let memo = graph.contentMemo else { return contentChildrenNow }
    return memo.contentChildren(of: self)
  }

  /// Where `child` is in ``contentChildren``, if it is there.
  func contentIndex(of child: ViewNode) -> Int? {
    guard let memo = graph.contentMemo else { return contentChildren.firstIndex { $0 === child } }
    return memo.index(of: child, inContentOf: self)
  }

  /// ``contentChildren`` found anew.
  var contentChildrenNow: [ViewNode] {
    var found: [ViewNode] = []
    appendContent(to: &found, absentViews: true)
    return found
  }

  /// Appends ``contentChildren`` to `found`, found anew, with or without the absent views.
  private func appendContent(to found: inout [ViewNode], absentViews: Bool) {
    for child in madeChildren {
      if case .part = child.key { continue }
      if child.kind != nil {
        found.append(child)
      } else if child.isAbsentView {
        if absentViews { found.append(child) }
      } else {
        child.appendContent(to: &found, absentViews: absentViews)
      }
    }
  }

  /// Whether the node is an `if` with no `else` whose condition is false: a place in its
  /// parent's content with no view.
  var isAbsentView: Bool {
    kind == nil && isEmptyOptional
  }

  /// The content children, except a control's label: for a navigation link, its
  /// destination, as ViewInspector indexes it.
  var contentWithoutLabel: [ViewNode] {
    guard let kind, kind.contentIsLabel else { return contentChildren }
    return kind == .navigationLink ? linkDestination(includingPushed: true) : []
  }

  /// A navigation link's destination: the screen it pushed, while that is on the stack
  /// (unless `includingPushed` is `false`: a search reaches it through the stack); else,
  /// for a link not bound to `isActive` or a selection, its destination made for
  /// inspection (ViewInspector finds it there); else nothing.
  func linkDestination(includingPushed: Bool) -> [ViewNode] {
    if let pushed = pushedScreen { return includingPushed ? [pushed] : [] }
    guard let link = viewValue as? any NavigationLinkControl, link.activeBinding == nil,
      link.destinationView != nil
    else { return [] }
    var part = children.first { $0.key == .part(.destination) }
    if part == nil {
      graph.makeEverything(of: self)
      part = children.first { $0.key == .part(.destination) }
    }
    return part?.partViews ?? []
  }

  /// The root views of the parts this view and its modifiers add, by part name: its own
  /// (a header, a label), then its modifiers', innermost first.
  var partRoots: [(name: PartName, nodes: [ViewNode])] {
    var parts: [(name: PartName, nodes: [ViewNode])] = []
    if let kind, kind.contentIsLabel, let label = contentChildren.first {
      parts.append((.labelView, [label]))
    }
    for child in madeChildren {
      // A navigation link's destination is its content, not a part.
      if case .part(let name) = child.key, !(kind == .navigationLink && name == .destination) {
        parts.append((name, child.partViews))
      }
    }
    forEachModifierAbove { modifier in
      for child in modifier.madeChildren {
        if case .part(let name) = child.key { parts.append((name, child.partViews)) }
      }
    }
    return parts
  }

  /// The views a part node shows: itself, when it is a view; its content otherwise.
  var partViews: [ViewNode] {
    kind != nil ? [self] : contentChildren.filter { !$0.isAbsentView }
  }

  /// Every view right below this one that a search visits, in order: its content (or
  /// label), then the views of its parts and its modifiers' parts.
  var searchChildren: [ViewNode] {
    // Top to bottom, as a person reads the screen: a header before the content, the rest
    // (a footer, a background, an overlay, a sheet) after it.
    let parts = partRoots
    var found: [ViewNode] = []
    for part in parts where Self.leadingParts.contains(part.name) {
      found.append(contentsOf: part.nodes)
    }
    if kind == .navigationLink {
      found.append(contentsOf: linkDestination(includingPushed: false))
    } else if kind?.contentIsLabel == true {
      // A control's label is one of its parts.
    } else if let memo = graph.contentMemo {
      for child in memo.contentChildren(of: self) where !child.isAbsentView { found.append(child) }
    } else {
      // Most views in a long list: their content, in one pass, into one array.
      appendContent(to: &found, absentViews: false)
    }
    for part in parts where !Self.leadingParts.contains(part.name) {
      found.append(contentsOf: part.nodes)
    }
    return found
  }

  /// Visits ``searchChildren`` in order until `visit` returns `true`, and says whether it
  /// did: without making their array for a view with no parts, as most views of a long list
  /// are.
  func visitSearchChildren(_ visit: (ViewNode) -> Bool) -> Bool {
    guard graph.contentMemo == nil, kind != .navigationLink, kind?.contentIsLabel != true,
      !hasParts
    else {
      for child in searchChildren where visit(child) { return true }
      return false
    }
    return visitContent(visit)
  }

  /// Visits the content children but the absent views, as ``appendContent(to:absentViews:)``
  /// finds them, until `visit` returns `true`.
  private func visitContent(_ visit: (ViewNode) -> Bool) -> Bool {
    for child in madeChildren {
      if case .part = child.key { continue }
      if child.kind != nil {
        if visit(child) { return true }
      } else if !child.isAbsentView, child.visitContent(visit) {
        return true
      }
    }
    return false
  }

  /// Whether the view or a modifier on it has a part: a header, a label, a sheet.
  private var hasParts: Bool {
    for child in madeChildren {
      if case .part = child.key { return true }
    }
    var found = false
    forEachModifierAbove { modifier in
      for child in modifier.madeChildren {
        if case .part = child.key { found = true }
      }
    }
    return found
  }

  /// The parts that come before a view's content.
  private static let leadingParts: Set<PartName> = [.header, .labelView, .label, .search]

  /// How `child` (a view found among this view's search children) relates to this view.
  func relation(of child: ViewNode) -> InspectionRelation {
    if let kind, kind.contentIsLabel, contentChildren.first === child { return .label }
    if kind == .navigationLink,
      let index = linkDestination(includingPushed: true).firstIndex(where: { $0 === child })
    {
      return .content(index)
    }
    if let index = contentIndex(of: child) { return .content(index) }
    for part in partRoots where part.nodes.contains(where: { $0 === child }) {
      return .part(part.name)
    }
    return .content(0)
  }

  /// The view ViewInspector's root (or a `ClassifiedView`) stands for: this node when it is a
  /// view; else its only content view; else the node itself (several views, indexed).
  var classifiedView: ViewNode {
    if kind != nil { return self }
    let content = contentChildren
    return content.count == 1 ? content[0] : self
  }

  /// The call that reaches this view from its parent, with its index when the parent
  /// indexes its content.
  func accessorCall(index: Int?) -> String {
    guard let kind else { return "" }
    if kind == .custom {
      let typeName = customTypeNameForPaths
      return index.map { "view(\(typeName).self, \($0))" } ?? "view(\(typeName).self)"
    }
    return kind.accessorName + (index.map { "(\($0))" } ?? "()")
  }

  /// The name of the app's view type as a path writes it, a call that compiles: a generic
  /// view's arguments are `EmptyView`, as ViewInspector writes them
  /// (`view(Card<EmptyView>.self)`), since `view(_:)` matches by name alone.
  var customTypeNameForPaths: String {
    let type: Any.Type = wrappedRepresentableType ?? viewType
    let full = String(describing: type)
    guard let open = full.firstIndex(of: "<") else { return customTypeName }
    var depth = 0
    var arguments = 1
    for character in full[open...] {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      case "," where depth == 1: arguments += 1
      default: break
      }
    }
    let placeholders = Array(repeating: "EmptyView", count: arguments).joined(separator: ", ")
    return customTypeName + "<" + placeholders + ">"
  }

  /// The name of the app's view type, for a custom view.
  var customTypeName: String {
    ViewTypeName.of(wrappedRepresentableType ?? viewType)
  }

  /// The inspectable ancestors of this node up to `root` (both included), top first; `nil`
  /// when `root` is not above it.
  ///
  /// A view a modifier adds (a background, an overlay) belongs to the view the modifier
  /// modifies, as in ViewInspector (`text(1).background().button()`), though the node it
  /// modifies is not above it: that view is put in the chain in its place.
  func inspectableChain(from root: ViewNode) -> [ViewNode]? {
    var chain: [ViewNode] = []
    var node: ViewNode? = self
    while let current = node {
      if current.kind != nil || current === root { chain.append(current) }
      if current === root { return chain.reversed() }
      if case .part = current.key, let owner = current.parentNode, owner.kind == nil,
        let modified = owner.modifiedView
      {
        if modified === root { return (chain + [modified]).reversed() }
        chain.append(modified)
      }
      node = current.parentNode
    }
    return nil
  }

  /// For a modifier's node, the view it modifies: the first view below it, not counting its
  /// parts.
  var modifiedView: ViewNode? {
    var current: ViewNode = self
    while current.kind == nil {
      guard
        let next = current.madeChildren.first(where: {
          if case .part = $0.key { return false }
          return true
        })
      else { return nil }
      current = next
    }
    return current
  }

  /// ViewInspector's path of calls from `root` to this view: `anyView().vStack().text(0)`.
  func path(from root: ViewNode) -> String {
    guard let chain = inspectableChain(from: root), let top = chain.first else {
      return accessorCall(index: nil)
    }
    var calls: [String] = []
    let memo = graph.contentMemo
    if top.kind != nil {
      // The chain's first view is no step's child, so its call is remembered as one.
      calls +=
        memo?.pathCalls(from: root, to: top) { [top.accessorCall(index: nil)] }
        ?? [top.accessorCall(index: nil)]
    }
    for (parent, child) in zip(chain, chain.dropFirst()) {
      if let memo {
        calls += memo.pathCalls(from: root, to: child) { parent.pathCalls(to: child) }
      } else {
        calls += parent.pathCalls(to: child)
      }
    }
    return calls.joined(separator: ".")
  }

  /// The calls of a path that lead from this view to `child`, a view right below it in a
  /// search.
  func pathCalls(to child: ViewNode) -> [String] {
    var calls: [String] = []
    switch searchRelation(of: child) {
    case .label:
      calls.append("labelView()")
      // An alert button's label is its text: ViewInspector stops at `labelView()`.
      if kind != .alertButton { calls.append(child.accessorCall(index: nil)) }
    case .part(let name):
      let accessor = partAccessorName(name)
      let sameName = partRoots.filter { $0.name == name }
      let which = sameName.firstIndex { $0.nodes.contains { $0 === child } } ?? 0
      calls.append(accessor + (sameName.count > 1 && which > 0 ? "(\(which))" : "()"))
      // A part that is a view of its own kind (a sheet, an alert), or an alert's title and
      // buttons, is reached by the part's call alone: `sheet().text()`, `alert().title()`.
      let isAlertPart =
        kind.map { [.alert, .actionSheet, .confirmationDialog].contains($0) } == true
        && ([.title, .primaryButton, .secondaryButton].contains(name)
          || (name == .message && child.kind == .text && sameName[which].nodes.count == 1))
      if child.kind?.accessorName != accessor, !isAlertPart {
        let siblings = sameName[which].nodes
        let index = siblings.count > 1 ? siblings.firstIndex { $0 === child } : nil
        calls.append(child.accessorCall(index: index))
      }
    case .content(let index):
      let single = kind?.hasSingleContent ?? false
      let siblings =
        kind == .navigationLink
        ? linkDestination(includingPushed: true).count : contentChildren.count
      let indexed = !(single && siblings == 1)
      calls.append(child.accessorCall(index: indexed ? index : nil))
    }
    return calls
  }

  /// The relation of `child`, a view right below this one in a search, or of a view below a
  /// transparent root.
  func searchRelation(of child: ViewNode) -> InspectionRelation {
    relation(of: child)
  }

  /// The modifiers applied right to this view, innermost first: what ViewInspector calls the
  /// view's `viewModifiers`.
  var appliedModifiers: [Any] {
    var modifiers: [Any] = []
    forEachModifierAbove { node in
      if let modified = node.castableViewValue as? any ModifierValueProviding {
        modifiers.append(modified.modifierValue)
      }
    }
    return modifiers
  }

  // MARK: The printed tree

  /// The node's line in the printed tree.
  var treeLine: String {
    var line = name
    if let text = viewValue as? Text { line += " " + text.content.debugDescription }
    let attributes = self.attributes
    if !attributes.isEmpty {
      line += "  " + attributes.map(\.description).joined(separator: ", ")
    }
    if missingEnvironmentObject != nil {
      line += "  ⚠︎ missing environment object \(String(describing: missingEnvironmentObject!))"
    }
    return line
  }

  /// The view's name: its kind, or the app's type.
  var name: String {
    guard let kind else { return ViewTypeName.of(viewType) }
    if kind != .custom { return kind.rawValue }
    return customTypeName
  }
}

/// Modified content gives inspection its modifier.
@MainActor
protocol ModifierValueProviding {
  var modifierValue: Any { get }
}

extension ModifiedContent: ModifierValueProviding where Content: View, Modifier: ViewModifier {
  var modifierValue: Any { modifier }
}
