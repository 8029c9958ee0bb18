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

extension Picker: View {}
