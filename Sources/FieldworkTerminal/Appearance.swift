/// How one part of a screen looks: attributes and colours, and the attributes to use instead
/// where there is no colour.
public struct Appearance: Hashable, Sendable {
  /// Bold, faint, underlined, reverse video (other bits are ignored).
  public var attributes: CellStyle
  /// The text's colour, or `nil` for the terminal's own.
  public var foreground: TerminalColor?
  /// The background, or `nil` for the terminal's own.
  public var background: TerminalColor?
  /// The attributes used at ``ColorDepth/monochrome``, where the colours are dropped: what
  /// keeps the part visible without them.
  public var monochrome: CellStyle

  /// An appearance; without `monochrome`, the same attributes are used without colour.
  public init(
    _ attributes: CellStyle = [], foreground: TerminalColor? = nil,
    background: TerminalColor? = nil, monochrome: CellStyle? = nil
  ) {
    self.attributes = attributes.intersection(CellStyle.attributes)
    self.foreground = foreground
    self.background = background
    self.monochrome = (monochrome ?? attributes).intersection(CellStyle.attributes)
  }
}
