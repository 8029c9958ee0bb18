/// Why a mask's format cannot be used, with where in the format (a character offset) the
/// problem is.
public enum MaskFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `[` or `{` is never closed.
  case unclosedBlock(opening: Character, at: Int)
  /// A `]` or `}` closes nothing, or closes a block opened with the other bracket.
  case unexpectedClosing(Character, at: Int)
  /// A block opens inside another (`[[00]0]`).
  case nestedBlock(at: Int)
  /// A character inside `[ ]` that is no notation (`[0x]`), an escaped one included.
  case unknownNotation(Character, at: Int)
  /// A `[ ]` with nothing inside.
  case emptyBlock(at: Int)
  /// The format ends with a lone backslash.
  case danglingEscape
  /// A custom notation uses a character the format already gives a meaning.
  case notationClash(Character)
  /// Two custom notations use the same character.
  case duplicateNotation(Character)

  /// What is wrong, and what to do.
  public var description: String {
    switch self {
    case .unclosedBlock(let opening, let at):
      "the '\(opening)' at \(at) is never closed: close it with '\(opening == "[" ? "]" : "}")'"
    case .unexpectedClosing(let closing, let at):
      "the '\(closing)' at \(at) closes no block: escape it as '\\\(closing)' to show it"
    case .nestedBlock(let at):
      "a block opens at \(at) inside another: close the first one before"
    case .unknownNotation(let character, let at):
      "'\(character)' at \(at) is no notation: inside [ ] use 0 9 A a _ - … or a custom notation"
    case .emptyBlock(let at): "the block at \(at) is empty: put notations inside it or remove it"
    case .danglingEscape: "the format ends with a lone '\\': escape it as '\\\\'"
    case .notationClash(let character):
      "the custom notation '\(character)' is already a character of the format's own: pick another"
    case .duplicateNotation(let character):
      "two custom notations use '\(character)': each needs a character of its own"
    }
  }
}
