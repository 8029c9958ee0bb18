/// A modifier whose only effect is the attributes it records: `padding`, `frame`, `font` on
/// a view that is not a `Text`, and most of SwiftUI's look-and-feel modifiers.
public struct _AttributeModifier: PrimitiveModifier {
  let attribute: ViewAttribute

  init<Value>(_ key: AttributeKey<Value>, _ value: Value) {
    attribute = ViewAttribute(key, value)
  }

  var attributes: [ViewAttribute] { [attribute] }
}

extension View {
  /// This view with an attribute-only modifier.
  func attribute<Value>(_ key: AttributeKey<Value>, _ value: Value) -> ModifiedContent<
    Self, _AttributeModifier
  > {
    modifier(_AttributeModifier(key, value))
  }

  /// This view with a modifier that changes the environment below it.
  func environmentChange(
    _ attribute: ViewAttribute?, _ change: @escaping (inout EnvironmentValues) -> Void
  ) -> ModifiedContent<Self, _EnvironmentModifier> {
    modifier(_EnvironmentModifier(attribute, change))
  }
}
