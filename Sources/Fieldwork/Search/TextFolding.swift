import Foundation

/// Folds text for matching: case and diacritics removed exactly as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`, into UTF-8 bytes.
///
/// ASCII takes a fast path (A–Z lowered). Every other grapheme cluster is folded once with
/// Foundation and remembered in a ``FoldCache``, so an index over mostly-Latin names calls
/// Foundation a few hundred times, not millions. Folding per grapheme cluster matches
/// Foundation's whole-string result: its folding never reaches across cluster boundaries (a
/// lone U+0301 stays, but e + U+0301 becomes "e").
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
    for character in text {
      if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
        output.append(ascii &- 0x41 < 26 ? ascii | 0x20 : ascii)
      } else {
        output.append(contentsOf: cache.folded(character))
      }
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

  package init() {}

  package mutating func folded(_ character: Character) -> [UInt8] {
    if let known = folded[character] { return known }
    // NFC afterwards, so canonically equal text (precomposed or decomposed Hangul, say) folds
    // to the same bytes and byte search agrees with Character comparison.
    let result = Array(
      String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .precomposedStringWithCanonicalMapping.utf8)
    folded[character] = result
    return result
  }
}
