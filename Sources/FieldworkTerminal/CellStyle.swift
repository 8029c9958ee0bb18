/// How a cell is drawn: attributes, and the parts of a screen a ``Theme`` gives colours.
///
/// The first five are what they say in any theme. The others name a part of the screen
/// (a placeholder, the selection, marked text, a match, an error, the status line); the
/// ``Theme`` the renderer draws with decides how each part looks, so the same canvas can be
/// drawn in colour, in 256 colours, or with attributes alone (`NO_COLOR`).
public struct CellStyle: OptionSet, Hashable, Sendable {
  /// The bits of the style.
  public let rawValue: UInt16
  /// Creates a style from its raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }
  /// Bold (SGR 1).
  public static let bold = CellStyle(rawValue: 1)
  /// Faint (SGR 2): hints, made-visible control characters.
  public static let dim = CellStyle(rawValue: 2)
  /// Underlined (SGR 4).
  public static let underline = CellStyle(rawValue: 4)
  /// Reverse video (SGR 7): a chip, a selected scope.
  public static let inverse = CellStyle(rawValue: 8)
  /// A match: the matched ranges of a search hit (the standard theme: yellow).
  public static let highlight = CellStyle(rawValue: 16)
  /// A placeholder, shown where there is no text yet (the standard theme: faint).
  public static let placeholder = CellStyle(rawValue: 32)
  /// Selected text, or the selected row (the standard theme: reverse video).
  public static let selection = CellStyle(rawValue: 64)
  /// Marked (IME) text being composed (the standard theme: underlined).
  public static let marked = CellStyle(rawValue: 128)
  /// An error, such as a validation message (the standard theme: red, bold).
  public static let error = CellStyle(rawValue: 256)
  /// The status line (the standard theme: reverse video).
  public static let status = CellStyle(rawValue: 512)

  /// The attributes among the bits (bold, faint, underlined, reverse video).
  public static let attributes: CellStyle = [.bold, .dim, .underline, .inverse]
}
