extension Color: View, LeafView {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
  static var fixedRole: NodeRole? { .view(.color) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.color, self)] }
}

// MARK: Attribute keys

extension AttributeKey {
  static var color: AttributeKey<Color> { .init("color") }
}
