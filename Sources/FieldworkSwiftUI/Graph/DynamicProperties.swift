/// What links a dynamic property to its node's storage.
protocol NodeLinkedProperty {
  /// Links the property to `storage` (making it, the first time) on `node`.
  @MainActor func link(storage: inout AnyObject?, node: ViewNode)
}

extension State: NodeLinkedProperty {
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    if let kept = storage as? StateBox<Value> {
      box.link(to: kept)
    } else {
      // The first value of the view at this place, or the same place now holding a state of
      // another type: this storage is the one kept from now on.
      storage = box
    }
  }
}

extension FocusState: NodeLinkedProperty {
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    state.link(storage: &storage, node: node)
  }
}

extension Environment: NodeLinkedProperty {
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    link.environment = node.environment
    if let missing = missingObject(in: node.environment) {
      node.missingEnvironmentObject = missing
    }
  }
}

extension State: DynamicProperty {}

extension FocusState: DynamicProperty {}

extension Environment: DynamicProperty {}

extension Bindable: DynamicProperty {}

extension Binding: DynamicProperty {}

/// Finds a view's dynamic properties with `Mirror` and links them to its node.
@MainActor
enum DynamicProperties {
  /// Links the dynamic properties of `view` (of a type whose values a node holds) to the
  /// storage of `node`. A node's blueprint knows from ``declared(in:depth:)`` whether its
  /// type has any, so that a type without any (most rows) is never reflected per node.
  static func link(_ view: some Any, to node: ViewNode) {
    node.missingEnvironmentObject = nil
    var index = 0
    link(childrenOf: view, to: node, index: &index, depth: 0)
  }

  /// Whether `value` declares properties ``link(_:to:)`` links: what it finds, without a
  /// node.
  static func declared(in value: Any, depth: Int = 0) -> Bool {
    for child in Mirror(reflecting: value).children {
      if child.value is any NodeLinkedProperty { return true }
      if depth < 8, isContainer(child.value), declared(in: child.value, depth: depth + 1) {
        return true
      }
    }
    return false
  }

  /// Whether the properties of `value` are the node's too.
  private static func isContainer(_ value: Any) -> Bool {
    value is any DynamicProperty || value is any ViewModifier || value is any App
  }

  private static func link(
    childrenOf value: Any, to node: ViewNode, index: inout Int, depth: Int
  ) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any NodeLinkedProperty {
        let extras = node.extras
        if index == extras.propertyStorage.count { extras.propertyStorage.append(nil) }
        property.link(storage: &extras.propertyStorage[index], node: node)
        index += 1
      } else if depth < 8, isContainer(child.value) {
        // A property wrapper of the app's, the modifier of a modified view, or an `App`
        // hosted by `AppHost`: its state is the node's.
        link(childrenOf: child.value, to: node, index: &index, depth: depth + 1)
      }
    }
  }
}
