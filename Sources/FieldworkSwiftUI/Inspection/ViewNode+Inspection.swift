// What inspection reads off a node: its kind, the views below it (looking through
// structure and modifiers), its attributes, and a line for the printed tree.

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
    if case .view(let kind) = inspectionRole { return kind }
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
}
