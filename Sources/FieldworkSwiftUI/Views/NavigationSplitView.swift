/// Columns of navigation, as SwiftUI's `NavigationSplitView`: a sidebar, an optional
/// content column and a detail column.
///
/// Laid out as on an iPad held landscape: every column is on screen, each a navigation
/// stack of its own, read by VoiceOver sidebar first. (On an iPhone, SwiftUI collapses the
/// columns into one stack; nothing is laid out here, so the wide form is the one kept.)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// A sidebar, a content column and a detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
}

extension NavigationSplitView: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.position(0), NavigationStack { sidebar })
    if let content { context.child(.position(1), NavigationStack { content }) }
    context.child(.position(content == nil ? 1 : 2), NavigationStack { detail })
  }

  static var fixedRole: NodeRole? { .view(.navigationSplitView) }
}

extension View {
  /// Sets how navigation views below lay out (kept; a `NavigationView` is one stack here).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    attribute(.navigationViewStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets how split views below lay their columns out (kept).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    attribute(
      .navigationSplitViewStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets the width of the column this view is in (kept).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    attribute(.navigationSplitViewColumnWidth, width)
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var navigationSplitViewColumnWidth: AttributeKey<CGFloat> {
    .init("navigationSplitViewColumnWidth")
  }
  static var navigationSplitViewStyle: AttributeKey<StyleAttribute> {
    .init("navigationSplitViewStyle")
  }
  static var navigationViewStyle: AttributeKey<StyleAttribute> { .init("navigationViewStyle") }
}
