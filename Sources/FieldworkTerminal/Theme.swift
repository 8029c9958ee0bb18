/// The look of each part of a screen (``CellStyle/placeholder``, ``CellStyle/selection``,
/// ``CellStyle/marked``, ``CellStyle/highlight``, ``CellStyle/error``, ``CellStyle/status``),
/// applied by ``TerminalRenderer`` as it writes a cell: canvases hold parts, not colours, so
/// the diff between frames is the same in any theme.
///
/// ``standard`` draws as Fieldwork always has, with yellow matches and red errors;
/// ``monochrome`` uses attributes alone and stays readable (matches bold and underlined,
/// errors in reverse video). At ``ColorDepth/monochrome`` (`NO_COLOR`) any theme falls back
/// to each part's ``Appearance/monochrome`` attributes.
public struct Theme: Hashable, Sendable {
  /// A placeholder.
  public var placeholder: Appearance
  /// Selected text and the selected row.
  public var selection: Appearance
  /// Marked (IME) text.
  public var marked: Appearance
  /// Matched ranges.
  public var highlight: Appearance
  /// Errors: validation messages.
  public var error: Appearance
  /// The status line.
  public var status: Appearance

  /// A theme with these appearances.
  public init(
    placeholder: Appearance, selection: Appearance, marked: Appearance, highlight: Appearance,
    error: Appearance, status: Appearance
  ) {
    self.placeholder = placeholder
    self.selection = selection
    self.marked = marked
    self.highlight = highlight
    self.error = error
    self.status = status
  }

  /// Faint placeholders, reverse-video selection and status line, underlined marked text,
  /// matches in black on yellow, errors in bold white on red.
  ///
  /// Each coloured part sets its background as well as its text's colour, and the two meet
  /// WCAG 2.x's 4.5:1 in xterm's palette (12.3:1 and 5.8:1): a colour drawn on the
  /// terminal's own background, which may be light or dark, could not be known to.
  public static let standard = Theme(
    placeholder: Appearance(.dim), selection: Appearance(.inverse), marked: Appearance(.underline),
    highlight: Appearance(
      foreground: .black, background: .yellow, monochrome: [.bold, .underline]),
    error: Appearance(
      .bold, foreground: .named(15), background: .red, monochrome: [.bold, .inverse]),
    status: Appearance(.inverse))

  /// Attributes only: what ``standard`` is without colour.
  public static let monochrome = Theme(
    placeholder: Appearance(.dim), selection: Appearance(.inverse), marked: Appearance(.underline),
    highlight: Appearance([.bold, .underline]), error: Appearance([.bold, .inverse]),
    status: Appearance(.inverse))

  /// The SGR sequence that sets exactly what `style` looks like at `depth`.
  public func sgr(for style: CellStyle, depth: ColorDepth) -> String {
    var attributes = style.intersection(CellStyle.attributes)
    var foreground: TerminalColor?
    var background: TerminalColor?
    // Later parts win the colours: an error inside the selection is still red.
    let parts: [(CellStyle, Appearance)] = [
      (.status, status), (.selection, selection), (.placeholder, placeholder),
      (.marked, marked), (.highlight, highlight), (.error, error),
    ]
    for (part, appearance) in parts where style.contains(part) {
      if depth == .monochrome {
        attributes.formUnion(appearance.monochrome)
      } else {
        attributes.formUnion(appearance.attributes)
        foreground = appearance.foreground ?? foreground
        background = appearance.background ?? background
      }
    }
    var codes = ["0"]
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.inverse) { codes.append("7") }
    if let code = foreground?.parameters(background: false, depth: depth) { codes.append(code) }
    if let code = background?.parameters(background: true, depth: depth) { codes.append(code) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
