import Foundation

/// A character of your own for a mask's format, standing for the characters of a set: input-
/// mask's custom notation.
///
/// ```swift
/// let hex = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"),
///   isOptional: false)
/// let mask = try Mask(format: "#[hhhhhh]", customNotations: [hex])
/// mask.apply(toText: CaretString(
///   string: "ff00aa", caretPosition: "ff00aa".endIndex, caretGravity: .forward(autocomplete: false))
/// ).formattedText.string   // "#ff00aa"
/// ```
///
/// Its character may not be one the format already gives a meaning (`0 9 A a _ - …`, brackets,
/// braces and the backslash): ``Mask/init(format:customNotations:)`` throws
/// ``MaskFormatError/notationClash(_:)`` for one.
public struct Notation: Sendable, Hashable {
  /// The character that stands for the set inside `[ ]`.
  public let character: Character
  /// The characters it accepts. A character of several scalars (an accented letter written
  /// as two, an emoji) belongs when each of its scalars does.
  public let characterSet: CharacterSet
  /// Whether the character may be left out, as `9` (an optional digit) may.
  public let isOptional: Bool

  /// A notation.
  public init(character: Character, characterSet: CharacterSet, isOptional: Bool) {
    self.character = character
    self.characterSet = characterSet
    self.isOptional = isOptional
  }
}
