extension InspectableView where Kind == ViewType.LazyVGrid {
  /// The grid's columns, as ViewInspector's `columns()`.
  public func columns() throws -> [GridItem] {
    try onMainActor { try grid().items }
  }

  /// How the grid lines its views up in their columns.
  public func alignment() throws -> HorizontalAlignment {
    try onMainActor { try grid().alignment as? HorizontalAlignment ?? .center }
  }

  /// The space between rows, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try grid().spacing }
  }

  /// The views pinned while scrolling.
  public func pinnedViews() throws -> PinnedScrollableViews {
    try onMainActor { try grid().pinnedViews }
  }
}

extension InspectableView where Kind == ViewType.LazyHGrid {
  /// The grid's rows, as ViewInspector's `rows()`.
  public func rows() throws -> [GridItem] {
    try onMainActor { try grid().items }
  }

  /// How the grid lines its views up in their rows.
  public func alignment() throws -> VerticalAlignment {
    try onMainActor { try grid().alignment as? VerticalAlignment ?? .center }
  }

  /// The space between columns, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try grid().spacing }
  }

  /// The views pinned while scrolling.
  public func pinnedViews() throws -> PinnedScrollableViews {
    try onMainActor { try grid().pinnedViews }
  }
}

extension InspectableView {
  /// The parameters of the lazy grid this view is.
  @MainActor fileprivate func grid() throws -> GridParameters {
    let value = try liveNode().viewValue
    guard let grid = value as? any LazyGridView else {
      throw InspectionError.typeMismatch(
        factual: String(describing: type(of: value)), expected: "LazyVGrid or LazyHGrid")
    }
    return grid.gridParameters
  }
}

/// A lazy grid's parameters, read by inspection.
struct GridParameters {
  var items: [GridItem]
  var alignment: Any
  var spacing: CGFloat?
  var pinnedViews: PinnedScrollableViews
}

/// ``LazyVGrid`` and ``LazyHGrid``, for inspection.
protocol LazyGridView {
  var gridParameters: GridParameters { get }
}

extension LazyVGrid: LazyGridView {
  var gridParameters: GridParameters {
    GridParameters(
      items: columns, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
  }
}

extension LazyHGrid: LazyGridView {
  var gridParameters: GridParameters {
    GridParameters(items: rows, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews)
  }
}
