/// Text from data or input, made safe to draw: nothing in it can drive the terminal.
///
/// Every string a widget draws passes through here (``Canvas`` does it), so a contact name
/// carrying `ESC ] 2 ; … BEL` (set the window title) or `ESC [ 2 J` (clear the screen) shows
/// those characters instead of obeying them:
///
/// - C0 controls and DEL become caret notation (`^[` for Escape, `^?` for DEL), C1 controls
///   (U+0080–U+009F) `<U+009B>`-style notation;
/// - invisible zero-width characters (U+200B, U+2060, U+FEFF) become notation too, so what
///   is drawn takes the columns ``DisplayWidth`` counts;
/// - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the
///   directional marks (U+200E, U+200F, U+061C) become `<U+202E>`-style notation, so a name
///   cannot reorder what is drawn after it;
/// - a cluster that starts with a combining mark (nothing to combine with) is drawn on a
///   dotted circle, U+25CC, as text renderers do.
///
/// Each visible replacement is one ``Part`` a widget can style apart from the text.
public enum VisibleText {
  /// A piece of made-safe text: characters to draw, and whether they stand for something
  /// that was made visible.
  public struct Part: Equatable, Sendable {
    /// What to draw.
    public var text: String
    /// Whether `text` is the visible form of a control or formatting character.
    public var isEscaped: Bool
    /// A part drawing `text`.
    public init(text: String, isEscaped: Bool) {
      self.text = text
      self.isEscaped = isEscaped
    }
  }

  /// `text` with every control and direction-changing character made visible.
  public static func escaping(_ text: some StringProtocol) -> String {
    var result = ""
    for part in parts(of: text) { result += part.text }
    return result
  }

  /// Whether `text` would be drawn as it is.
  public static func isSafe(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.allSatisfy { replacement(for: $0) == nil }
  }

  /// The visible form of one character: the character itself, or its notation.
  public static func parts(of character: Character) -> [Part] {
    var parts: [Part] = []
    var plain = String.UnicodeScalarView()
    for scalar in character.unicodeScalars {
      if let replacement = replacement(for: scalar) {
        if !plain.isEmpty {
          parts.append(Part(text: String(plain), isEscaped: false))
          plain.removeAll()
        }
        parts.append(Part(text: replacement, isEscaped: true))
      } else {
        if plain.isEmpty && parts.isEmpty && startsDetached(scalar) {
          plain.append("\u{25CC}")
        }
        plain.append(scalar)
      }
    }
    if !plain.isEmpty { parts.append(Part(text: String(plain), isEscaped: false)) }
    return parts
  }

  /// `text` as parts: plain runs and visible notations.
  public static func parts(of text: some StringProtocol) -> [Part] {
    // Printable ASCII and Latin-1 letters (most names) need no notation, and no character
    // among them can start with a combining mark: one plain part.
    if text.unicodeScalars.allSatisfy(isPlainLatin) {
      return [Part(text: String(text), isEscaped: false)]
    }
    var parts: [Part] = []
    for character in text {
      for part in Self.parts(of: character) {
        if !part.isEscaped, let last = parts.last, !last.isEscaped {
          parts[parts.count - 1].text += part.text
        } else {
          parts.append(part)
        }
      }
    }
    return parts
  }

  /// Printable ASCII, or a printable scalar below the combining marks (U+00A0–U+02FF).
  @inline(__always)
  private static func isPlainLatin(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x20..<0x7F).contains(value) || (0xA0..<0x300).contains(value)
  }

  private static func replacement(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x00..<0x20: return "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
    case 0x7F: return "^?"
    case 0x80...0x9F, 0x200B, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2060, 0x2066...0x2069,
      0xFEFF:
      return "<U+" + hex(value) + ">"
    default: return nil
    }
  }

  private static func startsDetached(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
