import Fieldwork

/// Views in rows that grow sideways, made as they scroll into view in SwiftUI, as
/// `LazyHGrid`. Headless, every view is in the tree, in order (column by column), and nothing
/// scrolls.
public struct LazyHGrid<Content: View> {
  /// The grid's rows.
  public let rows: [GridItem]
  /// How the views line up in their rows.
  public let alignment: VerticalAlignment
  /// The space between columns, or `nil` for the default.
  public let spacing: CGFloat?
  /// The views pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `rows` whose views `content` builds.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyHGrid: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.lazyHGrid) }
  static var rowMaking: RowMaking { .lazy }
}

extension LazyHGrid: View {}
