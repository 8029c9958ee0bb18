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
    for child in children {
      if child.kind != nil {
        found.append(child)
      } else {
        found.append(contentsOf: child.inspectableChildren)
      }
    }
    return found
  }

  /// The node's attributes: its own parameters, then the modifiers applied to it, in the
  /// order the code applies them.
  var attributes: [ViewAttribute] {
    var collected = ownAttributes
    var ancestor = parent
    while let current = ancestor, current.kind == nil {
      collected.append(contentsOf: current.recordedModifierAttributes)
      ancestor = current.parent
    }
    return collected
  }

  /// The value of the attribute `name` closest to the view, if any.
  func attribute(_ name: String) -> Any? {
    var ancestor = parent
    while let current = ancestor, current.kind == nil {
      if let found = current.recordedModifierAttributes.last(where: { $0.name == name }) {
        return found.value
      }
      ancestor = current.parent
    }
    return ownAttributes.last { $0.name == name }?.value
  }

  /// The inspectable view this node is part of: itself, or its nearest inspectable
  /// ancestor.
  var inspectableSelfOrAncestor: ViewNode? {
    ancestor { $0.kind != nil }
  }
}
