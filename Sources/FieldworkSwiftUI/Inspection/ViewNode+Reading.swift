// What every reader of the view graph (inspection, accessibility, presentation) asks of a
// node: its kind, the views below it (looking through structure and modifiers), its parts,
// its attributes and the ones it inherits, and whether a person can reach it. A reader's
// own questions (a path, a trait, a pushed screen) are built on these, in its folder.

/// Modified content tells inspection what its modifier recorded.
@MainActor
protocol ModifierAttributesProviding {
  var modifierAttributes: [ViewAttribute] { get }
}

extension ModifiedContent: ModifierAttributesProviding where Content: View, Modifier: ViewModifier {
}

extension ViewNode {
  /// The node's kind, when it is a view inspection finds.
  var kind: ViewKind? {
    if case .view(let kind) = nodeRole { return kind }
    return nil
  }

  /// The views right below this node, looking through structure and modifiers.
  var inspectableChildren: [ViewNode] {
    var found: [ViewNode] = []
    for child in madeChildren {
      if child.kind != nil {
        found.append(child)
      } else {
        found.append(contentsOf: child.inspectableChildren)
      }
    }
    return found
  }

  /// The children, once a lazy `ForEach` has made the rows it had not: what inspection looks
  /// through, as scrolling would show them.
  var madeChildren: ChildList {
    if hasPendingRows { graph.makePendingRows(of: self) }
    return children
  }

  /// The node's attributes: its own parameters, then the modifiers applied to it, in the
  /// order the code applies them.
  var attributes: [ViewAttribute] {
    var collected = ownAttributes
    forEachModifierAbove { collected.append(contentsOf: $0.recordedModifierAttributes) }
    return collected
  }

  /// The value of `key`'s attribute closest to the view, if any.
  func attribute<Value>(_ key: AttributeKey<Value>) -> Value? {
    // Unwrapped first: a missing value cast `as? Any` would be found, holding `nil`.
    guard let value = attribute(named: key.name) else { return nil }
    return value as? Value
  }

  /// The value of the attribute called `name` closest to the view, if any: for the public
  /// `attribute(_:as:)`, which a test calls with the name the printed tree shows.
  func attribute(named name: String) -> Any? {
    if let memo = graph.contentMemo { return memo.attributes(of: self)[name] }
    return attributeNow(name)
  }

  /// Every attribute's value closest to the view, by name: what ``attribute(named:)`` finds
  /// for each.
  var closestAttributes: [String: Any] {
    var closest: [String: Any] = [:]
    for own in ownAttributes { closest[own.name] = own.value }
    forEachModifierAbove { modifier in
      var recorded: [String: Any] = [:]
      for attribute in modifier.recordedModifierAttributes {
        recorded[attribute.name] = attribute.value
      }
      closest.merge(recorded) { closer, _ in closer }
    }
    return closest
  }

  /// ``attribute(named:)`` found anew.
  private func attributeNow(_ name: String) -> Any? {
    if let own = ownAttributes.last(where: { $0.name == name }) { return own.value }
    var found: Any?
    forEachModifierAbove { modifier in
      guard found == nil else { return }
      found = modifier.recordedModifierAttributes.last { $0.name == name }?.value
    }
    return found
  }

  /// Visits the modifier nodes applied to this view, innermost first: the nodes above it up
  /// to the nearest view. A modifier's own part (a background, a toolbar) is not what it
  /// modifies, so above a part nothing applies.
  func forEachModifierAbove(_ visit: (ViewNode) -> Void) {
    var child: ViewNode = self
    while let current = child.parent, current.kind == nil {
      if case .part = child.key { return }
      visit(current)
      child = current
    }
  }

  /// The inspectable view this node is part of: itself, or its nearest inspectable
  /// ancestor.
  var inspectableSelfOrAncestor: ViewNode? {
    ancestor { $0.kind != nil }
  }

  // MARK: Attributes this view inherits, and the attributes of one key

  /// The values of `key`'s attributes recorded on this view (its own, then its modifiers',
  /// innermost first).
  func attributes<Value>(_ key: AttributeKey<Value>) -> [Value] {
    var found = ownAttributes.compactMap { $0.value(for: key) }
    forEachModifierAbove { modifier in
      found.append(
        contentsOf: modifier.recordedModifierAttributes.compactMap { $0.value(for: key) })
    }
    return found
  }

  /// The value of the closest `key` attribute on this view or any view around it: what a
  /// modifier SwiftUI passes down the environment set.
  func inheritedAttribute<Value>(_ key: AttributeKey<Value>) -> Value? {
    guard let value = inheritedAttribute(anyOf: [key.name]) else { return nil }
    return value as? Value
  }

  /// The value of the closest `first` or `second` attribute on this view or any view around
  /// it: for modifiers that set the same thing under two names (`.foregroundColor(_:)` and
  /// `.foregroundStyle(_:)`), the nearest wins.
  func inheritedAttribute<First, Second>(
    _ first: AttributeKey<First>, _ second: AttributeKey<Second>
  )
    -> Any?
  {
    inheritedAttribute(anyOf: [first.name, second.name])
  }

  private func inheritedAttribute(anyOf names: Set<String>) -> Any? {
    var current: ViewNode? = self
    while let node = current {
      if let value = node.recordedModifierAttributes.last(where: { names.contains($0.name) })?
        .value
      {
        return value
      }
      if node.kind != nil,
        let value = node.ownAttributes.last(where: { names.contains($0.name) })?.value
      {
        return value
      }
      current = node.parentNode
    }
    return nil
  }

  // MARK: The colour scheme

  /// The `.preferredColorScheme(_:)` nearest the root, on this view or around it.
  var outermostPreferredColorScheme: ColorScheme? {
    var found: ColorScheme?
    var current: ViewNode? = self
    while let node = current {
      // The first a node records counts; a node nearer the root overrides it.
      for attribute in node.recordedModifierAttributes {
        if let scheme = attribute.value(for: .preferredColorScheme) ?? nil {
          found = scheme
          break
        }
      }
      current = node.parentNode
    }
    return found
  }

  // MARK: Parts

  /// The child holding the part named `name`, of this view or a modifier above it.
  func partNode(named name: PartName) -> ViewNode? {
    if let own = madeChildren.first(where: { $0.key == .part(name) }) { return own }
    var found: ViewNode?
    forEachModifierAbove { modifier in
      guard found == nil else { return }
      found = modifier.madeChildren.first { $0.key == .part(name) }
    }
    return found
  }

  // MARK: Around the node, and whether a person reaches it

  /// The parent, for inspection.
  var parentNode: ViewNode? { parent }

  /// The node and everything below it, breadth first.
  func subtreeBreadthFirst() -> [ViewNode] {
    var found: [ViewNode] = [self]
    var index = 0
    while index < found.count {
      found.append(contentsOf: found[index].madeChildren)
      index += 1
    }
    return found
  }

  /// What kind of view the node is, for messages.
  var kindDescription: String {
    guard let kind else { return "not a view" }
    return kind == .custom ? ViewTypeName.of(viewType) : "a \(kind.rawValue)"
  }

  /// Whether the view responds to the person: enabled, not hidden, hit testing allowed, on
  /// itself and every view around it.
  /// Why the view does not respond, as ViewInspector says it: disabled, hidden, or kept from
  /// hit testing, naming the outermost view around it in that state ("vStack().vStack(1) is
  /// disabled"), or "it" when that is the view inspected or the root.
  func unresponsiveReason(from root: ViewNode) -> String {
    func blocker(_ isBlocked: (ViewNode) -> Bool) -> String {
      var found = self
      var current = parentNode
      while let node = current {
        if node.kind != nil, isBlocked(node) { found = node }
        if node === root { break }
        current = node.parentNode
      }
      return found === self || found === root ? "it" : found.path(from: root)
    }
    func hidden(_ node: ViewNode) -> Bool {
      node.ancestor { $0.attribute(.hidden) == true } != nil
    }
    func blocksHits(_ node: ViewNode) -> Bool {
      node.ancestor { $0.attribute(.allowsHitTesting) == false } != nil
    }
    if !environment.isEnabled {
      return blocker { !$0.environment.isEnabled } + " is disabled"
    }
    if hidden(self) { return blocker(hidden) + " is hidden" }
    if blocksHits(self) {
      return blocker(blocksHits) + " has allowsHitTesting set to false"
    }
    return "it is disabled"
  }

  var isResponsive: Bool {
    guard environment.isEnabled else { return false }
    let blocked = ancestor {
      $0.attribute(.hidden) == true || $0.attribute(.allowsHitTesting) == false
    }
    if blocked != nil { return false }
    let driver = (self as? any RepresentableNode)?.representableDriver
    return driver?.controlIgnoresThePerson != true
  }
}
