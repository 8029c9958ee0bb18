/// A description of a font that others are derived from, as UIKit's `UIFontDescriptor`:
/// `font.fontDescriptor.withDesign(.rounded)` then `UIFont(descriptor:size:)`.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
  // `@unchecked Sendable` is sound: every stored property is a `let` of a Sendable type
  // (`UIFont` is immutable and Sendable itself).

  /// A system design, as UIKit's `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The design's name.
    public var rawValue: String
    /// A design named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The system's design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Serif.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// Monospaced.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// Traits a font has, as UIKit's `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Traits from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }

  let font: UIFont
  /// The design.
  public let design: SystemDesign
  /// The traits.
  public let symbolicTraits: SymbolicTraits

  init(font: UIFont, design: SystemDesign, symbolicTraits: SymbolicTraits) {
    self.font = font
    self.design = design
    self.symbolicTraits = symbolicTraits
    super.init()
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// The descriptor of the font for `style`, as UIKit's
  /// `preferredFontDescriptor(withTextStyle:)`.
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// This descriptor in `design`: never `nil` here (UIKit's is `nil` for a font that lacks
  /// the design).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(font: font, design: design, symbolicTraits: symbolicTraits)
  }

  /// This descriptor with `symbolicTraits`.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(font: font, design: design, symbolicTraits: symbolicTraits)
  }

  /// This descriptor at `pointSize`.
  public func withSize(_ pointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(pointSize), design: design, symbolicTraits: symbolicTraits)
  }
}
