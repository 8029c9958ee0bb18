import Foundation
import Synchronization

/// Folds text for matching: case and diacritics removed exactly as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`, into UTF-8 bytes.
///
/// ASCII takes a fast path (A–Z lowered). Every other grapheme cluster is folded once with
/// Foundation and cached, so an index over mostly-Latin names calls Foundation a few hundred
/// times, not millions. Folding per grapheme cluster matches Foundation's whole-string result:
/// its folding never reaches across cluster boundaries (a lone U+0301 stays, but e + U+0301
/// becomes "e").
package enum TextFolding {
  /// Folded clusters, shared by every index and query in the process.
  private static let cache = Mutex<[Character: [UInt8]]>([:])

  /// Appends the folded UTF-8 bytes of `text` to `output`.
  package static func appendFolded(_ text: String, to output: inout [UInt8]) {
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
    var local: [Character: [UInt8]] = [:]
    for character in text {
      if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
        output.append(ascii &- 0x41 < 26 ? ascii | 0x20 : ascii)
      } else if let folded = local[character] {
        output.append(contentsOf: folded)
      } else {
        let folded = fold(character)
        local[character] = folded
        output.append(contentsOf: folded)
      }
    }
  }

  /// The folded UTF-8 bytes of `text`.
  package static func folded(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    appendFolded(text, to: &output)
    return output
  }

  /// The folded form of `text` as a string (for tests and diagnostics).
  package static func foldedString(_ text: String) -> String {
    String(decoding: folded(text), as: UTF8.self)
  }

  private static func fold(_ character: Character) -> [UInt8] {
    if let cached = cache.withLock({ $0[character] }) { return cached }
    // NFC afterwards, so canonically equal text (precomposed or decomposed Hangul, say) folds
    // to the same bytes and byte search agrees with Character comparison.
    let folded = Array(
      String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .precomposedStringWithCanonicalMapping.utf8)
    cache.withLock { $0[character] = folded }
    return folded
  }
}
