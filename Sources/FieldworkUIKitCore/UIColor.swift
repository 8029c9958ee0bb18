/// A colour, as UIKit's `UIColor`: components (or a system colour's name), kept and
/// compared by value. Nothing is drawn.
///
/// The system colours (`.label`, `.systemBackground`, `.systemBlue`, …) keep their names, so
/// a dynamic colour compares equal to itself and unequal to a fixed colour with the same
/// light-mode components.
public final class UIColor: NSObject, @unchecked Sendable {
  // `@unchecked` only because NSObject is not `Sendable`: every stored property is a `let` of
  // a `Sendable` type, so an instance never changes after `init` and is safe to share.

  /// The red component, 0...1, in the light appearance for system colours.
  public let red: CGFloat
  /// The green component, 0...1.
  public let green: CGFloat
  /// The blue component, 0...1.
  public let blue: CGFloat
  /// The alpha component, 0...1.
  public let alpha: CGFloat
  /// The system colour's name (`"label"`), or `nil` for a fixed colour.
  public let systemName: String?

  /// A colour of the given components, each clamped into 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = min(max(red, 0), 1)
    self.green = min(max(green, 0), 1)
    self.blue = min(max(blue, 0), 1)
    self.alpha = min(max(alpha, 0), 1)
    self.systemName = nil
    super.init()
  }

  /// A grey of `white` brightness.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour of the given hue, saturation and brightness (HSB), each 0...1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  private init(system name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1)
  {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.systemName = name
    super.init()
  }

  /// The same colour with `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The colour as a Core Graphics colour, for layers.
  public var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Colours are equal when they are the same system colour, or fixed colours with equal
  /// components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return systemName == other.systemName && red == other.red && green == other.green
      && blue == other.blue && alpha == other.alpha
  }

  /// Hashes what ``isEqual(_:)`` compares.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(systemName)
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  /// The components, or the system colour's name.
  public override var description: String {
    if let systemName { return "UIColor.\(systemName)" }
    return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }

  private static func system(
    _ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1
  )
    -> UIColor
  {
    UIColor(system: name, red: r, green: g, blue: b, alpha: a)
  }

  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Fully transparent.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Red.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Grey.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Light grey.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// Dark grey.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Orange.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Yellow.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Purple.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// Cyan.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Magenta.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

  /// Primary text.
  public static var label: UIColor { system("label", 0, 0, 0) }
  /// Secondary text.
  public static var secondaryLabel: UIColor { system("secondaryLabel", 0.24, 0.24, 0.26, 0.6) }
  /// Tertiary text.
  public static var tertiaryLabel: UIColor { system("tertiaryLabel", 0.24, 0.24, 0.26, 0.3) }
  /// Quaternary text.
  public static var quaternaryLabel: UIColor { system("quaternaryLabel", 0.24, 0.24, 0.26, 0.18) }
  /// Placeholder text.
  public static var placeholderText: UIColor { system("placeholderText", 0.24, 0.24, 0.26, 0.3) }
  /// Links.
  public static var link: UIColor { system("link", 0, 0.48, 1) }
  /// Separators.
  public static var separator: UIColor { system("separator", 0.24, 0.24, 0.26, 0.29) }
  /// Opaque separators.
  public static var opaqueSeparator: UIColor { system("opaqueSeparator", 0.78, 0.78, 0.78) }
  /// The main background.
  public static var systemBackground: UIColor { system("systemBackground", 1, 1, 1) }
  /// A secondary background.
  public static var secondarySystemBackground: UIColor {
    system("secondarySystemBackground", 0.95, 0.95, 0.97)
  }
  /// A tertiary background.
  public static var tertiarySystemBackground: UIColor {
    system("tertiarySystemBackground", 1, 1, 1)
  }
  /// The background of grouped content.
  public static var systemGroupedBackground: UIColor {
    system("systemGroupedBackground", 0.95, 0.95, 0.97)
  }
  /// A fill for thin shapes.
  public static var systemFill: UIColor { system("systemFill", 0.47, 0.47, 0.5, 0.2) }
  /// A fill for medium shapes.
  public static var secondarySystemFill: UIColor {
    system("secondarySystemFill", 0.47, 0.47, 0.5, 0.16)
  }
  /// A fill for large shapes.
  public static var tertiarySystemFill: UIColor {
    system("tertiarySystemFill", 0.46, 0.46, 0.5, 0.12)
  }
  /// System blue.
  public static var systemBlue: UIColor { system("systemBlue", 0, 0.48, 1) }
  /// System red.
  public static var systemRed: UIColor { system("systemRed", 1, 0.23, 0.19) }
  /// System green.
  public static var systemGreen: UIColor { system("systemGreen", 0.2, 0.78, 0.35) }
  /// System orange.
  public static var systemOrange: UIColor { system("systemOrange", 1, 0.58, 0) }
  /// System yellow.
  public static var systemYellow: UIColor { system("systemYellow", 1, 0.8, 0) }
  /// System pink.
  public static var systemPink: UIColor { system("systemPink", 1, 0.18, 0.33) }
  /// System purple.
  public static var systemPurple: UIColor { system("systemPurple", 0.69, 0.32, 0.87) }
  /// System teal.
  public static var systemTeal: UIColor { system("systemTeal", 0.19, 0.69, 0.78) }
  /// System indigo.
  public static var systemIndigo: UIColor { system("systemIndigo", 0.35, 0.34, 0.84) }
  /// System mint.
  public static var systemMint: UIColor { system("systemMint", 0, 0.78, 0.75) }
  /// System cyan.
  public static var systemCyan: UIColor { system("systemCyan", 0.2, 0.68, 0.9) }
  /// System brown.
  public static var systemBrown: UIColor { system("systemBrown", 0.64, 0.52, 0.37) }
  /// System grey.
  public static var systemGray: UIColor { system("systemGray", 0.56, 0.56, 0.58) }
  /// System grey 2.
  public static var systemGray2: UIColor { system("systemGray2", 0.68, 0.68, 0.7) }
  /// System grey 3.
  public static var systemGray3: UIColor { system("systemGray3", 0.78, 0.78, 0.8) }
  /// System grey 4.
  public static var systemGray4: UIColor { system("systemGray4", 0.82, 0.82, 0.84) }
  /// System grey 5.
  public static var systemGray5: UIColor { system("systemGray5", 0.9, 0.9, 0.92) }
  /// System grey 6.
  public static var systemGray6: UIColor { system("systemGray6", 0.95, 0.95, 0.97) }
  /// The tint colour of the view a colour is used in.
  public static var tintColor: UIColor { system("tintColor", 0, 0.48, 1) }
}

#if !canImport(CoreGraphics)
  /// A Core Graphics colour, for layers: its components. Nothing is drawn.
  public final class CGColor: Hashable, Sendable {
    /// The red, green, blue and alpha components, 0...1.
    public let components: [CGFloat]?

    /// A colour of the given components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Colours with equal components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }
#endif

extension UIColor: _ExpressibleByColorLiteral {
  /// The colour `#colorLiteral(red:green:blue:alpha:)` writes, as in UIKit.
  public convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type `#colorLiteral` makes without a type context: `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
