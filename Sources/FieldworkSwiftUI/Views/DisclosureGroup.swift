/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`.
///
/// The content is in the tree only while expanded, so its `onAppear` runs as it opens. In a
/// test, `disclosureGroup().expand()` and `collapse()` act as a tap on the label does;
/// VoiceOver reads the label as a button, then the content while it is expanded.
public struct DisclosureGroup<Label: View, Content: View> {
  let isExpanded: Binding<Bool>?
  let label: Label
  let content: Content

  /// A group showing `label`, its `content` shown while `isExpanded` is `true`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.label = label()
    self.content = content()
  }

  /// A group showing `label`, collapsed until a person expands it.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = nil
    self.label = label()
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title`, collapsed until a person expands it.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }

  /// A group titled `title`, its content shown while `isExpanded` is `true`.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(String(title)) }
  }
}

extension DisclosureGroup: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    context.child(.part(.label), label)
    let expanded = expansion(of: context.node)
    if context.read({ expanded.wrappedValue }) {
      context.child(.position(0), content)
    }
  }

  static var fixedRole: NodeRole? { .view(.disclosureGroup) }
}

/// A disclosure group, as inspection and VoiceOver drive it.
@MainActor
protocol DisclosureControl {
  func expansion(of node: ViewNode) -> Binding<Bool>
}

extension DisclosureGroup: DisclosureControl {
  /// The binding given, or the group's own state.
  func expansion(of node: ViewNode) -> Binding<Bool> {
    if let isExpanded { return isExpanded }
    let state = node.modifierState
    let box = (state.memo as? StateBox<Bool>) ?? StateBox(false)
    state.memo = box
    return Binding(location: box)
  }
}
