/// A font, as UIKit's `UIFont`: a name, a size and a weight, kept and compared by value.
/// Nothing is drawn, and no font file is read.
public final class UIFont: NSObject, @unchecked Sendable {
  // `@unchecked` only because NSObject is not `Sendable`: every stored property is a `let` of
  // a `Sendable` type, so an instance never changes after `init` and is safe to share.

  /// A font's weight, as UIKit's `UIFont.Weight`, with UIKit's values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, -1 (thinnest) to 1 (heaviest).
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra-light.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)
  }

  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String
    /// Creates a text style.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// An alternate caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size UIKit uses for the style at the default content size.
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The font's name: `".SFUI-Regular"` and its kin for system fonts.
  public let fontName: String
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's weight.
  public let weight: Weight
  /// The text style it was made for, if any.
  public let textStyle: TextStyle?
  /// The system design it has (rounded, serif, monospaced), from its descriptor.
  public let design: UIFontDescriptor.SystemDesign
  /// The traits its descriptor asked for (bold, italic).
  public let symbolicTraits: UIFontDescriptor.SymbolicTraits

  private init(
    name: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil,
    design: UIFontDescriptor.SystemDesign = .default,
    symbolicTraits: UIFontDescriptor.SymbolicTraits = []
  ) {
    self.fontName = name
    self.pointSize = size
    self.weight = weight
    self.textStyle = textStyle
    self.design = design
    self.symbolicTraits = symbolicTraits
    super.init()
  }

  /// The font `descriptor` describes, at `pointSize` (the descriptor's size for 0), as
  /// UIKit's `UIFont(descriptor:size:)`.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(
      name: font.fontName, size: pointSize == 0 ? descriptor.pointSize : pointSize,
      weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : font.weight,
      textStyle: font.textStyle, design: descriptor.design,
      symbolicTraits: descriptor.symbolicTraits)
  }

  /// A description of the font, to derive others from, as UIKit's `fontDescriptor`.
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(font: self, design: design, symbolicTraits: symbolicTraits)
  }

  /// The font called `name` at `size` points. Always made: no font file is checked.
  public convenience init?(name: String, size: CGFloat) {
    self.init(name: name, size: size, weight: .regular)
  }

  /// The font's family name.
  public var familyName: String {
    fontName.hasPrefix(".SF")
      ? "System Font" : fontName.split(separator: "-").first.map(String.init) ?? fontName
  }

  /// The system font at `size` points.
  public static func systemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .regular)
  }

  /// The system font at `size` points and `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(name(of: weight))", size: size, weight: weight)
  }

  /// The bold system font at `size` points.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The italic system font at `size` points.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", size: size, weight: .regular)
  }

  /// The monospaced system font at `size` points and `weight`.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFMono-\(name(of: weight))", size: size, weight: weight)
  }

  /// The system font with monospaced digits at `size` points and `weight`.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(name(of: weight))-MonospacedDigits", size: size, weight: weight)
  }

  /// The font for `style` at the default content size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(
      name: ".SFUI-\(style == .headline ? "Semibold" : "Regular")", size: style.defaultPointSize,
      weight: style == .headline ? .semibold : .regular, textStyle: style)
  }

  /// The same font at `size` points.
  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(
      name: fontName, size: size, weight: weight, textStyle: textStyle, design: design,
      symbolicTraits: symbolicTraits)
  }

  private static func name(of weight: Weight) -> String {
    switch weight {
    case .ultraLight: "Ultralight"
    case .thin: "Thin"
    case .light: "Light"
    case .medium: "Medium"
    case .semibold: "Semibold"
    case .bold: "Bold"
    case .heavy: "Heavy"
    case .black: "Black"
    default: "Regular"
    }
  }

  /// Fonts with the same name, size, weight and style are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
      && textStyle == other.textStyle && design == other.design
      && symbolicTraits == other.symbolicTraits
  }

  /// Hashes what ``isEqual(_:)`` compares.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(textStyle)
    hasher.combine(design)
    return hasher.finalize()
  }

  /// The name and the size.
  public override var description: String {
    let design = self.design == .default ? "" : ", \(self.design.rawValue)"
    return "UIFont(\(fontName), \(pointSize) pt\(design))"
  }
}
