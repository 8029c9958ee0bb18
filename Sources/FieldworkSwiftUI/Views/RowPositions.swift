/// Where a `ForEach`'s rows are among its node's children, by their ids: what one render
/// keeps for the next.
struct RowPositions<ID: Hashable> {
  /// The position of the row of each id (the first element's, for an id met twice), or
  /// ``notMade``.
  let positions: [ID: Int]
  /// The position of an id met whose row was not made (past a lazy list's screenful).
  static var notMade: Int { -1 }
  /// How many rows the render made, duplicates included.
  let count: Int
}
