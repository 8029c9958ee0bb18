/// A colour a terminal can show: one of the 16 named ones, one of the 256 indexed ones, or
/// 24-bit RGB. A renderer with fewer colours shows the nearest it has.
public struct TerminalColor: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    /// 0–15: black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
    case named(UInt8)
    /// 0–255, xterm's palette.
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)
  }
  let storage: Storage

  /// Black (0).
  public static let black = TerminalColor(storage: .named(0))
  /// Red (1).
  public static let red = TerminalColor(storage: .named(1))
  /// Green (2).
  public static let green = TerminalColor(storage: .named(2))
  /// Yellow (3).
  public static let yellow = TerminalColor(storage: .named(3))
  /// Blue (4).
  public static let blue = TerminalColor(storage: .named(4))
  /// Magenta (5).
  public static let magenta = TerminalColor(storage: .named(5))
  /// Cyan (6).
  public static let cyan = TerminalColor(storage: .named(6))
  /// White (7).
  public static let white = TerminalColor(storage: .named(7))
  /// Grey, bright black (8).
  public static let gray = TerminalColor(storage: .named(8))

  /// One of the 16 named colours, 0–15 (8–15 are the bright forms of 0–7); clamped.
  public static func named(_ number: Int) -> TerminalColor {
    TerminalColor(storage: .named(UInt8(min(max(number, 0), 15))))
  }
  /// One of xterm's 256 colours, 0–255; clamped.
  public static func indexed(_ number: Int) -> TerminalColor {
    TerminalColor(storage: .indexed(UInt8(min(max(number, 0), 255))))
  }
  /// A 24-bit colour.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
    TerminalColor(storage: .rgb(red, green, blue))
  }

  /// The colour as a terminal with xterm's default palette shows it at `depth` (downsampled
  /// as ``parameters(background:depth:)`` does); `nil` at ``ColorDepth/monochrome``. What
  /// the contrast of a theme is measured on.
  package func shownRGB(at depth: ColorDepth) -> (red: UInt8, green: UInt8, blue: UInt8)? {
    switch (depth, storage) {
    case (.monochrome, _): return nil
    case (.trueColor, .rgb(let r, let g, let b)): return (r, g, b)
    case (.trueColor, .indexed(let n)), (.indexed256, .indexed(let n)):
      return Self.rgb(ofIndexed: n)
    case (.indexed256, .rgb(let r, let g, let b)):
      return Self.rgb(ofIndexed: Self.nearestIndexed(r, g, b))
    case (_, .named(let n)):
      return Self.namedRGB[Int(n)]
    case (.sixteen, .indexed(let n)):
      return Self.namedRGB[Int(Self.nearestNamed(Self.rgb(ofIndexed: n)))]
    case (.sixteen, .rgb(let r, let g, let b)):
      return Self.namedRGB[Int(Self.nearestNamed((r, g, b)))]
    }
  }

  /// The SGR parameters that set this colour as the foreground (or the background) at
  /// `depth`, downsampled to what the depth has; `nil` at ``ColorDepth/monochrome``.
  func parameters(background: Bool, depth: ColorDepth) -> String? {
    switch (depth, storage) {
    case (.monochrome, _): return nil
    case (.trueColor, .rgb(let r, let g, let b)): return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
    case (.trueColor, .indexed(let n)), (.indexed256, .indexed(let n)):
      return "\(background ? 48 : 38);5;\(n)"
    case (.indexed256, .rgb(let r, let g, let b)):
      return "\(background ? 48 : 38);5;\(Self.nearestIndexed(r, g, b))"
    case (_, .named(let n)):
      return Self.namedParameter(n, background: background)
    case (.sixteen, .indexed(let n)):
      return Self.namedParameter(Self.nearestNamed(Self.rgb(ofIndexed: n)), background: background)
    case (.sixteen, .rgb(let r, let g, let b)):
      return Self.namedParameter(Self.nearestNamed((r, g, b)), background: background)
    }
  }

  private static func namedParameter(_ n: UInt8, background: Bool) -> String {
    n < 8 ? "\((background ? 40 : 30) + Int(n))" : "\((background ? 100 : 90) + Int(n) - 8)"
  }

  /// xterm's default RGB for the 16 named colours.
  static let namedRGB: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB of xterm's colour `n`: the named 16, the 6 × 6 × 6 cube, the 24 greys.
  static func rgb(ofIndexed n: UInt8) -> (UInt8, UInt8, UInt8) {
    if n < 16 { return namedRGB[Int(n)] }
    if n >= 232 {
      let level = UInt8(8 + 10 * (Int(n) - 232))
      return (level, level, level)
    }
    let cube = Int(n) - 16
    let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
    return (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
  }

  /// The nearest of xterm's 240 cube and grey colours to an RGB colour.
  static func nearestIndexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    nearest(among: 16...255, to: (r, g, b))
  }

  /// The nearest of the 16 named colours.
  static func nearestNamed(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
    nearest(among: 0...15, to: color)
  }

  private static func nearest(among candidates: ClosedRange<Int>, to color: (UInt8, UInt8, UInt8))
    -> UInt8
  {
    func distance(_ other: (UInt8, UInt8, UInt8)) -> Int {
      let dr = Int(color.0) - Int(other.0)
      let dg = Int(color.1) - Int(other.1)
      let db = Int(color.2) - Int(other.2)
      return dr * dr + dg * dg + db * db
    }
    let best = candidates.min {
      distance(rgb(ofIndexed: UInt8($0))) < distance(rgb(ofIndexed: UInt8($1)))
    }
    return UInt8(best ?? 0)
  }
}
