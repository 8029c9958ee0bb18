/// A switch bound to a `Bool`, as SwiftUI's `Toggle`. In a test, `tap()` flips it and
/// `isOn()` reads it.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle showing `label`, bound to `isOn`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`, bound to `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}

extension Toggle: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let isOn = self.isOn
    _ = context.read { isOn.wrappedValue }
    context.child(.position(0), label)
  }

  static var fixedRole: NodeRole? { .view(.toggle) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.isOn, isOn.wrappedValue)] }
}

/// A choice of one value among options, as SwiftUI's `Picker`: each option is a view of its
/// content tagged with `.tag(value)` (or a `ForEach` row, whose id is its tag). In a test,
/// `select(value:)` picks one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker showing `label`, bound to `selection`, among the options `content` builds.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Picker {
  /// A picker showing `label`, bound to `selection`, among the options `content` builds, as
  /// SwiftUI's iOS 13 `Picker(selection:label:content:)`.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// A picker titled `title`, bound to `selection`, among the options `content` builds.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(String(title)) }
  }
}

extension Picker: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let selection = self.selection
    _ = context.read { selection.wrappedValue }
    context.child(.part(.label), label)
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { .view(.picker) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.selection, selection.wrappedValue)] }

  /// Selects `value`, when it is one of the options' tags.
  func select(_ value: AnyHashable, amongTags tags: [AnyHashable]) -> Bool {
    guard tags.contains(value), let typed = value.base as? SelectionValue else { return false }
    selection.wrappedValue = typed
    return true
  }

  /// The selected value.
  var selectedValue: AnyHashable { AnyHashable(selection.wrappedValue) }
}

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

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension Toggle: View {}

extension Picker: View {}

extension Stepper: View {}

extension AttributeKey {
  static var value: AttributeKey<Any> { .init("value") }
  static var isOn: AttributeKey<Bool> { .init("isOn") }
}
