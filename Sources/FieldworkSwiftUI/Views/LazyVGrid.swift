import Fieldwork

/// Views in columns that grow downwards, made as they scroll into view in SwiftUI, as
/// `LazyVGrid`. Headless, every view is in the tree, in reading order (row by row), and
/// nothing scrolls.
public struct LazyVGrid<Content: View> {
  /// The grid's columns.
  public let columns: [GridItem]
  /// How the views line up in their columns.
  public let alignment: HorizontalAlignment
  /// The space between rows, or `nil` for the default.
  public let spacing: CGFloat?
  /// The views pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `columns` whose views `content` builds.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVGrid: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.lazyVGrid) }
  static var rowMaking: RowMaking { .lazy }
}

// Conformed in an extension, so the types are not isolated to the main actor (as the stacks).
extension LazyVGrid: View {}
