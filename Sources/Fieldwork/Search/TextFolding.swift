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
    var previous: Character?
    for character in text {
      appendFolded(character, after: previous, to: &output, cache: &cache)
      previous = character
    }
  }

  /// Appends the folded UTF-8 bytes of one character of a text to `output`.
  ///
  /// - Parameter previous: The character before it in the text, or `nil` at the start.
  ///   Foundation folds a combining mark that starts a text on its own (U+0345 becomes "ι")
  ///   but, after most characters, drops it even across a cluster break (after a tab, CR,
  ///   LF or U+FEFF; not after U+0000), so such a character folds in its context.
  package static func appendFolded(
    _ character: Character, after previous: Character?, to output: inout [UInt8],
    cache: inout FoldCache
  ) {
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      output.append(ascii &- 0x41 < 26 ? ascii | 0x20 : ascii)
    } else {
      output.append(contentsOf: cache.folded(character, after: previous))
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
  /// Clusters led by an extender, folded in the context of the character before them.
  private var foldedInContext: [String: [UInt8]] = [:]

  package init() {}

  /// How many folded clusters are kept.
  package var count: Int { folded.count + foldedInContext.count }

  /// The folded bytes of `character`, as Foundation folds it where it stands in a text:
  /// after `previous`, or at the start when that is `nil`.
  package mutating func folded(
    _ character: Character, after previous: Character? = nil
  ) -> [UInt8] {
    if let previous, Self.startsWithMark(character) {
      let pair = String(previous) + String(character)
      if let known = foldedInContext[pair] { return known }
      // Fold it behind the character before it and drop what that character folds to:
      // exactly what Foundation does to it inside the longer text.
      let together = Self.fold(pair)
      let alone = Self.fold(String(previous))
      let result =
        together.starts(with: alone)
        ? Array(together.dropFirst(alone.count)) : Self.fold(String(character))
      foldedInContext[pair] = result
      return result
    }
    if let known = folded[character] { return known }
    let result = Self.fold(String(character))
    folded[character] = result
    return result
  }

  private static func fold(_ text: String) -> [UInt8] {
    // NFC first: Foundation folds canonically equal text differently when its marks come in
    // another order ("\u{345}\u{301}" to "ι", "\u{301}\u{345}" to "\u{301}"), and the cache,
    // keyed by `Character` (which compares canonically), kept whichever came first. NFC
    // afterwards, so canonically equal text (precomposed or decomposed Hangul, say) folds to
    // the same bytes and byte search agrees with Character comparison.
    Array(
      text.precomposedStringWithCanonicalMapping
        .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .precomposedStringWithCanonicalMapping.utf8)
  }

  /// Whether the character starts with a scalar that extends the cluster before it (a
  /// combining mark, an emoji modifier, a joiner, a spacing mark): such a character starts a
  /// cluster of its own only at the start of a text or after a control character.
  private static func startsWithMark(_ character: Character) -> Bool {
    ("a" + String(character)).count == 1
  }
}
