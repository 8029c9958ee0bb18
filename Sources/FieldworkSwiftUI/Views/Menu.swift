/// A button that shows a menu of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { order = .name }
///   Button("By date") { order = .date }
/// }
/// ```
///
/// The menu's content is kept for inspection, as ViewInspector reads it: a test taps one of
/// its buttons (`try host.inspect().find(button: "By name").tap()`) as a person picks it.
/// VoiceOver reads the menu as one button, its label; its items are not on screen until it
/// opens, so they are not read. A menu made with a `primaryAction` runs it on a tap
/// (`try menu.tap()`), and on a VoiceOver double tap.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  /// A menu of `content`, shown by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// A menu of `content`, shown by `label`, whose tap runs `primaryAction` (a long press
  /// opens the menu).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Menu where Label == Text {
  /// A menu of `content`, titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }

  /// A menu of `content`, titled `title`, whose tap runs `primaryAction`.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(String(title)) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == FieldworkSwiftUI.Label<Text, Image> {
  /// A menu of `content`, titled `title` beside a system image.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { FieldworkSwiftUI.Label(String(title), systemImage: systemImage) }
  }
}

extension Menu: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.part(.label), label)
    context.child(.position(0), content)
  }

  static var fixedRole: NodeRole? { .view(.menu) }
}

/// A menu, as inspection and VoiceOver drive it.
@MainActor
protocol MenuControl {
  var primaryAction: (@MainActor () -> Void)? { get }
}

extension Menu: MenuControl {}

extension View {
  /// Sets how menus below look.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    attribute(.menuStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Items a long press on the view shows, as SwiftUI's `contextMenu(menuItems:)`. Kept
  /// for inspection (`contextMenu()`), not read by VoiceOver as on-screen elements.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(_PartModifier(name: .contextMenu, part: menuItems(), attribute: nil))
  }

  /// Items a long press on the view shows beside `preview`, as SwiftUI's
  /// `contextMenu(menuItems:preview:)`. The preview is kept as the `contextMenuPreview` part.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    modifier(_PartModifier(name: .contextMenu, part: menuItems(), attribute: nil))
      .modifier(_PartModifier(name: .contextMenuPreview, part: preview(), attribute: nil))
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var menuStyle: AttributeKey<StyleAttribute> { .init("menuStyle") }
}
