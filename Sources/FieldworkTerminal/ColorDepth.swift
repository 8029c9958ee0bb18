/// How many colours a terminal shows.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
  /// None: attributes only (`NO_COLOR`, `TERM=dumb`).
  case monochrome
  /// The 16 named colours (SGR 30–37, 90–97): every colour terminal.
  case sixteen
  /// xterm's 256 (SGR 38;5): `TERM` naming a `256color` terminal.
  case indexed256
  /// 24-bit (SGR 38;2): `COLORTERM=truecolor` or `24bit`.
  case trueColor

  /// Lower depths first.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The depth the environment describes: ``monochrome`` when `NO_COLOR` is set and not
  /// empty (no-color.org) or `TERM` is `dumb`; ``trueColor`` for `COLORTERM` `truecolor` or
  /// `24bit`; ``indexed256`` when `TERM` contains `256color`; else ``sixteen``.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .monochrome }
    if let colorTerm = environment["COLORTERM"]?.lowercased(),
      colorTerm == "truecolor" || colorTerm == "24bit"
    {
      return .trueColor
    }
    return term.contains("256color") ? .indexed256 : .sixteen
  }
}
