import Fieldwork

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as SwiftUI's `GridItem`: its size,
/// the space after it and how its views line up.
public struct GridItem: Sendable, Equatable {
  /// How wide a column (or tall a row) is.
  public enum Size: Sendable, Equatable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left, between `minimum` and `maximum` points.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each between `minimum` and `maximum` points.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The space to the next item, or `nil` for the default.
  public var spacing: CGFloat?
  /// How the views in it line up, or `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// An item of `size` (flexible unless given), `spacing` and `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

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

extension LazyVGrid: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.lazyVGrid) }
  static var rowMaking: RowMaking { .lazy }
}

extension LazyHGrid: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.lazyHGrid) }
  static var rowMaking: RowMaking { .lazy }
}

// Conformed in an extension, so the types are not isolated to the main actor (as the stacks).
extension LazyVGrid: View {}
extension LazyHGrid: View {}
