/// A control that steps a value up and down, as SwiftUI's `Stepper`. In a test,
/// `increment()` and `decrement()` press its buttons.
public struct Stepper<Label: View> {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?

  /// A stepper showing `label` that runs `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper showing `label` that runs `onIncrement` and `onDecrement`, as SwiftUI's
  /// iOS 13 `Stepper(onIncrement:onDecrement:onEditingChanged:label:)`.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper showing `label` that steps `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    onIncrement = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = Swift.min(next, bounds.upperBound)
    }
    onDecrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = Swift.max(next, bounds.lowerBound)
    }
  }

  /// A stepper showing `label` that steps `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` that steps `value` by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(String(title)) }
  }

  /// A stepper titled `title` that steps `value` by `step`, without bounds.
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(String(title)) }
  }

  /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), label)
  }

  static var fixedRole: NodeRole? { .view(.stepper) }
}

extension Stepper: View {}
