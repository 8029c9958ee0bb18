/// A style applied to a `Text` by the modifiers that return a `Text`.
enum TextStyleItem: TextStyle, Hashable {
  case font(Font?)
  case weight(Font.Weight?)
  case bold(Bool)
  case italic(Bool)
  case foreground(Color?)
  case foregroundStyle(String)
  case underline(Bool, Color?)
  case strikethrough(Bool, Color?)
  case kerning(CGFloat)
  case tracking(CGFloat)
  case baselineOffset(CGFloat)
  case monospacedDigit

  /// The attribute inspection shows for the style.
  var attribute: ViewAttribute {
    switch self {
    case .font(let font): ViewAttribute(.font, font)
    case .weight(let weight): ViewAttribute(.fontWeight, weight)
    case .bold(let isActive): ViewAttribute(.bold, isActive)
    case .italic(let isActive): ViewAttribute(.italic, isActive)
    case .foreground(let color): ViewAttribute(.foregroundColor, color)
    case .foregroundStyle(let style): ViewAttribute(.foregroundStyle, style)
    case .underline(let isActive, let color):
      ViewAttribute(.underline, color.map { "\(isActive), \($0)" } ?? "\(isActive)")
    case .strikethrough(let isActive, let color):
      ViewAttribute(.strikethrough, color.map { "\(isActive), \($0)" } ?? "\(isActive)")
    case .kerning(let value): ViewAttribute(.kerning, value)
    case .tracking(let value): ViewAttribute(.tracking, value)
    case .baselineOffset(let value): ViewAttribute(.baselineOffset, value)
    case .monospacedDigit: ViewAttribute(.monospacedDigit, true)
    }
  }
}

extension Text: View, LeafView {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }

  static var fixedRole: NodeRole? { .view(.text) }
  var ownAttributes: [ViewAttribute] { styleAttributes }

  /// The text's styles, as attributes.
  var styleAttributes: [ViewAttribute] {
    styles.compactMap { ($0 as? TextStyleItem)?.attribute }
  }

  private func styled(_ style: TextStyleItem) -> Text {
    var copy = self
    copy.styles.append(style)
    return copy
  }

  /// A text showing `content`, a `Substring` or any other string, as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(String(content))
  }

  /// A text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input))
  }

  /// The two texts one after the other, each keeping its own styles, as SwiftUI joins them.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(lhs.content + rhs.content)
    joined.runs = (lhs.runs ?? [lhs]) + (rhs.runs ?? [rhs])
    return joined
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text { styled(.font(font)) }
  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { styled(.weight(weight)) }
  /// This text, bold.
  public func bold() -> Text { styled(.bold(true)) }
  /// This text, bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { styled(.bold(isActive)) }
  /// This text, italic.
  public func italic() -> Text { styled(.italic(true)) }
  /// This text, italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { styled(.italic(isActive)) }
  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { styled(.foreground(color)) }
  /// This text filled with `style`. A colour, or a level (`.secondary`) that stands for
  /// one, is also the text's foreground colour, as inspection and the contrast audit read it.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let styled = styled(.foregroundStyle(style.description))
    guard let color = style.fillColor else { return styled }
    return styled.styled(.foreground(color))
  }
  /// This text, underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled(.underline(isActive, color))
  }
  /// This text, struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled(.strikethrough(isActive, color))
  }
  /// This text with `kerning` points between characters.
  public func kerning(_ kerning: CGFloat) -> Text { styled(.kerning(kerning)) }
  /// This text with `tracking` points of tracking.
  public func tracking(_ tracking: CGFloat) -> Text { styled(.tracking(tracking)) }
  /// This text raised by `offset` points.
  public func baselineOffset(_ offset: CGFloat) -> Text { styled(.baselineOffset(offset)) }
  /// This text with monospaced digits.
  public func monospacedDigit() -> Text { styled(.monospacedDigit) }
}

extension Text {
  /// Where a line of text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// At the start: "…end".
    case head
    /// At the end: "start…".
    case tail
    /// In the middle: "st…nd".
    case middle
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var foregroundStyle: AttributeKey<Any> { .init("foregroundStyle") }
  static var bold: AttributeKey<Bool> { .init("bold") }
  static var italic: AttributeKey<Bool> { .init("italic") }
  static var monospacedDigit: AttributeKey<Bool> { .init("monospacedDigit") }
  static var baselineOffset: AttributeKey<CGFloat> { .init("baselineOffset") }
  static var kerning: AttributeKey<CGFloat> { .init("kerning") }
  static var tracking: AttributeKey<CGFloat> { .init("tracking") }
  static var strikethrough: AttributeKey<String> { .init("strikethrough") }
  static var underline: AttributeKey<String> { .init("underline") }
  static var foregroundColor: AttributeKey<Color?> { .init("foregroundColor") }
  static var fontWeight: AttributeKey<Font.Weight?> { .init("fontWeight") }
  static var font: AttributeKey<Font?> { .init("font") }
}
