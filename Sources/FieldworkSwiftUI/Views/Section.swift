/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
public struct Section<Parent: View, Content: View, Footer: View> {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of `content` under `header`, above `footer`.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  /// A section of `content`, with a header and a footer built by closures.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), footer: footer(), content: content)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under `header`.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }

  /// A section of `content` under the header `header` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` above `footer`.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }

  /// A section of `content` above the footer `footer` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content`, without a header or a footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under the title `title`, as `Section("Account") { … }`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(String(title)), footer: EmptyView(), content: content)
  }
}

extension Section: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.part(.header), header)
    context.content(content)
    context.child(.part(.footer), footer)
  }

  static var fixedRole: NodeRole? { .view(.section) }
  static var rowMaking: RowMaking { .inherited }
}

extension Section: View {}
