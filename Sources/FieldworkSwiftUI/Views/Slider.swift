/// A control that picks a value in a range, as SwiftUI's `Slider`. In a test,
/// `setValue(_:)` moves it.
public struct Slider {
  let value: Binding<Double>
  /// The range of values.
  public let bounds: ClosedRange<Double>
  /// The step between values, if any.
  public let step: Double?
  /// The label VoiceOver reads (a slider shows none on iOS), if any.
  let label: AnyView?
  /// Called with `true` as a person starts dragging, `false` as they stop.
  let onEditingChanged: (Bool) -> Void

  /// A slider bound to `value`, within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = value.transform(get: { Double($0) }, set: { V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    if let step { self.step = Double(step) } else { self.step = nil }
    label = nil
    self.onEditingChanged = onEditingChanged
  }

  /// A slider bound to `value`, within `bounds`, named by `label` (which iOS reads with
  /// VoiceOver and does not show).
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = value.transform(get: { Double($0) }, set: { V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    if let step { self.step = Double(step) } else { self.step = nil }
    self.label = AnyView(label())
    self.onEditingChanged = onEditingChanged
  }

  /// A slider bound to `value`, within `bounds`, named by `label`, with views at its ends.
  public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Slider: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let value = self.value
    _ = context.read { value.wrappedValue }
    if let label { context.child(.part(.label), label) }
  }

  static var fixedRole: NodeRole? { .view(.slider) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.value, value.wrappedValue)] }

  /// Moves the slider to `newValue`, clamped into its range and onto its steps.
  func set(_ newValue: Double) {
    var clamped = Swift.min(Swift.max(newValue, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step
    }
    onEditingChanged(true)
    value.wrappedValue = clamped
    onEditingChanged(false)
  }
}

extension Slider: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var value: AttributeKey<Any> { .init("value") }
}
