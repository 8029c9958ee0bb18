/// Views one above the other, made as they scroll into view in SwiftUI, as `LazyVStack`.
/// Headless, every view is made: nothing scrolls.
public struct LazyVStack<Content: View> {
  /// How the views line up.
  public let alignment: HorizontalAlignment
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// The views pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.lazyVStack) }
  static var rowMaking: RowMaking { .lazy }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension LazyVStack: View {}
