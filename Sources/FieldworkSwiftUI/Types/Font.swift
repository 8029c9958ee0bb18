/// A font, as SwiftUI's `Font`: a text style (`.headline`), a system font of a size, or a
/// custom font by name, with a weight and a design. Kept, not drawn.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// What the font is based on.
  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat)
  }

  let base: Base
  /// The font's weight, when one was set.
  public private(set) var weight: Weight?
  /// The font's design, when one was set.
  public private(set) var design: Design?
  /// Whether the font is italic.
  public private(set) var isItalic = false
  /// Whether the digits are monospaced.
  public private(set) var hasMonospacedDigits = false
  /// Whether the font grows with the person's text size: a text style, a custom font not of a
  /// fixed size, or a system font whose size is an `@ScaledMetric`'s.
  public private(set) var scalesWithDynamicType = true

  /// Whether two fonts are the same font: a system font's size read from an
  /// `@ScaledMetric` is the same number as one written out, as in SwiftUI; a custom font of
  /// a fixed size is not the one that scales.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    guard lhs.base == rhs.base, lhs.weight == rhs.weight, lhs.design == rhs.design,
      lhs.isItalic == rhs.isItalic, lhs.hasMonospacedDigits == rhs.hasMonospacedDigits
    else { return false }
    if case .custom = lhs.base { return lhs.scalesWithDynamicType == rhs.scalesWithDynamicType }
    return true
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
    hasher.combine(weight)
    hasher.combine(design)
    hasher.combine(isItalic)
    hasher.combine(hasMonospacedDigits)
    if case .custom = base { hasher.combine(scalesWithDynamicType) }
  }

  init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
    self.base = base
    self.weight = weight
    self.design = design
  }

  /// The style a text plays, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// A large title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A headline.
    case headline
    /// A subheadline.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A second-level caption.
    case caption2
  }

  /// A font's weight, as SwiftUI's `Font.Weight`.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    /// Ultra-light.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }

  /// A font's design, as SwiftUI's `Font.Design`.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    /// The system's design.
    case `default`
    /// A serif design.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// A large title.
  public static let largeTitle = Font(.style(.largeTitle))
  /// A title.
  public static let title = Font(.style(.title))
  /// A second-level title.
  public static let title2 = Font(.style(.title2))
  /// A third-level title.
  public static let title3 = Font(.style(.title3))
  /// A headline.
  public static let headline = Font(.style(.headline))
  /// A subheadline.
  public static let subheadline = Font(.style(.subheadline))
  /// Body text.
  public static let body = Font(.style(.body))
  /// A callout.
  public static let callout = Font(.style(.callout))
  /// A footnote.
  public static let footnote = Font(.style(.footnote))
  /// A caption.
  public static let caption = Font(.style(.caption))
  /// A second-level caption.
  public static let caption2 = Font(.style(.caption2))

  /// The system font of `size` points.
  ///
  /// SwiftUI does not scale it with the person's text size, unless the size is an
  /// `@ScaledMetric`'s (read in the same `body`): the accessibility audit's `.dynamicType`
  /// check reports the rest.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(.system(size: size), weight: weight, design: design)
    font.scalesWithDynamicType = ScaledMetricReads.contains(Double(size))
    return font
  }

  /// The system font for `style`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(.style(style), weight: weight, design: design)
  }

  /// The font named `name`, of `size` points.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size))
  }

  /// The font named `name`, of `size` points, scaled as `textStyle` is.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    Font(.custom(name: name, size: size))
  }

  /// The font named `name`, of a fixed `size`: it does not grow with the person's text size.
  public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
    var font = Font(.custom(name: name, size: size))
    font.scalesWithDynamicType = false
    return font
  }

  /// The font's size in points at the default text size (iOS's "Large"), and whether it is
  /// bold or heavier: what WCAG's "large text" is measured by.
  package var pointSize: (size: Double, isBold: Bool) {
    let size: Double
    var isBold = weight.map { [.semibold, .bold, .heavy, .black].contains($0) } ?? false
    switch base {
    case .style(let style):
      switch style {
      case .largeTitle: size = 34
      case .title: size = 28
      case .title2: size = 22
      case .title3: size = 20
      case .headline:
        size = 17
        if weight == nil { isBold = true }
      case .body: size = 17
      case .callout: size = 16
      case .subheadline: size = 15
      case .footnote: size = 13
      case .caption: size = 12
      case .caption2: size = 11
      }
    case .system(let points), .custom(_, let points):
      size = Double(points)
    }
    return (size, isBold)
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font, italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font with monospaced digits.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// This font in its monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// `headline`, `system(size: 40, weight: black, design: rounded)`, …
  public var description: String {
    var parts: [String] = []
    if let weight { parts.append("weight: \(weight.rawValue)") }
    if let design { parts.append("design: \(design.rawValue)") }
    if isItalic { parts.append("italic") }
    if hasMonospacedDigits { parts.append("monospacedDigit") }
    switch base {
    case .style(let style):
      return parts.isEmpty ? style.rawValue : "\(style.rawValue)(\(parts.joined(separator: ", ")))"
    case .system(let size):
      return "system(size: \(EdgeInsets.format(size))\(parts.map { ", " + $0 }.joined()))"
    case .custom(let name, let size):
      return
        "custom(\"\(name)\", size: \(EdgeInsets.format(size))\(parts.map { ", " + $0 }.joined()))"
    }
  }
}
