#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Rows.
  public var rows: Int
  /// Columns.
  public var columns: Int
  /// A size of `rows` × `columns`.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}
