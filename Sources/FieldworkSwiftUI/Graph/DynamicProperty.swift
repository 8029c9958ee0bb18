/// A property of a view whose storage lives on the view's node, as SwiftUI's dynamic
/// properties do: `@State`, `@FocusState` and `@Environment`, and your own
/// ``DynamicProperty`` types made of them.
///
/// Conform a property wrapper of yours to `DynamicProperty` and the view tree finds the
/// `@State` (and the other wrappers) inside it, as SwiftUI does:
///
/// ```swift
/// @propertyWrapper struct Counted: DynamicProperty {
///   @State private var count = 0
///   var wrappedValue: Int {
///     get { count }
///     nonmutating set { count = newValue }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the view's body is evaluated, as SwiftUI calls it. Fieldwork's view tree
  /// links the property's storage instead and never calls it; it is here so that code
  /// written for SwiftUI compiles.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}
