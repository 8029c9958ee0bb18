import Foundation

/// Folds text for matching: case and diacritics removed exactly as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`, into UTF-8 bytes.
///
/// ASCII takes a fast path (A–Z lowered). Every other grapheme cluster is folded once with
/// Foundation and remembered in a ``FoldCache``, so an index over mostly-Latin names calls
/// Foundation a few hundred times, not millions. Folding per grapheme cluster matches
/// Foundation's whole-string result, with one exception handled here: a cluster led by a
/// combining mark (one that follows a control character) folds as the mark would behind a
/// letter, because Foundation's folding drops it there although a cluster break separates
/// them. A lone U+0301 at the start of a text stays; e + U+0301 becomes "e".
package enum TextFolding {
  /// Appends the folded UTF-8 bytes of `text` to `output`, remembering clusters in `cache`.
  package static func appendFolded(
    _ text: String, to output: inout [UInt8], cache: inout FoldCache
  ) {
    var text = text
    let isASCII = text.withUTF8 { bytes -> Bool in
      // Check first so a base letter is never split from a combining mark that follows it.
      for byte in bytes where byte >= 0x80 { return false }
      output.reserveCapacity(output.count + bytes.count)
      for byte in bytes {
        output.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
      }
      return true
    }
    if isASCII { return }
    var isAtStart = true
    for character in text {
      appendFolded(character, isAtStart: isAtStart, to: &output, cache: &cache)
      isAtStart = false
    }
  }

  /// Appends the folded UTF-8 bytes of one character of a text to `output`.
  ///
  /// - Parameter isAtStart: Whether the character starts its text. Foundation folds a
  ///   combining mark that starts a text on its own (U+0345 becomes "ι") but drops one that
  ///   follows any other character, even across a cluster break (after a tab, CR, LF or
  ///   U+FEFF), so the two cases fold differently.
  package static func appendFolded(
    _ character: Character, isAtStart: Bool, to output: inout [UInt8], cache: inout FoldCache
  ) {
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      output.append(ascii &- 0x41 < 26 ? ascii | 0x20 : ascii)
    } else {
      output.append(contentsOf: cache.folded(character, isAtStart: isAtStart))
    }
  }

  /// Appends the folded UTF-8 bytes of `text` to `output`.
  package static func appendFolded(_ text: String, to output: inout [UInt8]) {
    var cache = FoldCache()
    appendFolded(text, to: &output, cache: &cache)
  }

  /// The folded UTF-8 bytes of `text`.
  package static func folded(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    appendFolded(text, to: &output)
    return output
  }

}

/// Folded grapheme clusters already computed by one thread of work.
///
/// A plain value, owned by whoever folds: each build worker keeps its own, so no lock is
/// needed and nothing is shared between threads.
package struct FoldCache {
  private var folded: [Character: [UInt8]] = [:]
  /// Mark-led clusters that follow another character, which fold differently.
  private var foldedAfterBase: [Character: [UInt8]] = [:]

  package init() {}

  /// The folded bytes of `character`, as Foundation folds it where it stands in a text.
  package mutating func folded(_ character: Character, isAtStart: Bool = true) -> [UInt8] {
    if !isAtStart, Self.startsWithMark(character) {
      if let known = foldedAfterBase[character] { return known }
      // Fold it behind a base letter and drop the letter: what the mark does to a preceding
      // character is exactly what Foundation does to it inside a longer text.
      let behindBase = Self.fold("a" + String(character))
      let result =
        behindBase.first == 0x61 ? Array(behindBase.dropFirst()) : Self.fold(String(character))
      foldedAfterBase[character] = result
      return result
    }
    if let known = folded[character] { return known }
    let result = Self.fold(String(character))
    folded[character] = result
    return result
  }

  private static func fold(_ text: String) -> [UInt8] {
    // NFC afterwards, so canonically equal text (precomposed or decomposed Hangul, say) folds
    // to the same bytes and byte search agrees with Character comparison.
    Array(
      text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .precomposedStringWithCanonicalMapping.utf8)
  }

  /// Whether the character's first scalar is a combining mark or another extender, which
  /// starts a cluster of its own only at the start of a text or after a control character.
  private static func startsWithMark(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    let properties = first.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return properties.isGraphemeExtend
    }
  }
}
