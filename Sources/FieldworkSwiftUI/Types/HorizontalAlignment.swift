// Fieldwork lays nothing out: an alignment (this, `VerticalAlignment`, `Alignment`) is kept,
// as a modifier's or a stack's parameter, for a test (or a front end) to read.

/// Where views line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignments there are: a byte, where a name was a string's 16 (every stack of a
  /// list's rows holds one, in each view that holds the stack).
  private enum Name: String, Sendable {
    case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing
  }

  private let name: Name
  private init(_ name: Name) { self.name = name }

  /// The alignment's name.
  public var description: String { name.rawValue }

  /// The leading edges.
  public static let leading = HorizontalAlignment(.leading)
  /// The centres.
  public static let center = HorizontalAlignment(.center)
  /// The trailing edges.
  public static let trailing = HorizontalAlignment(.trailing)
  /// The leading edge of list rows' separators.
  public static let listRowSeparatorLeading = HorizontalAlignment(.listRowSeparatorLeading)
  /// The trailing edge of list rows' separators.
  public static let listRowSeparatorTrailing = HorizontalAlignment(.listRowSeparatorTrailing)
}
