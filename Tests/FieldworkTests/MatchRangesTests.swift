import FieldworkTesting
import Testing

@testable import Fieldwork

/// Highlights of ASCII text are found on its bytes, without folding it character by
/// character: the same ranges as the general path, on text with capitals, punctuation,
/// CR LF (one character) and word starts, for contains and prefix.
@Suite struct MatchRangesTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func asciiHighlightsAgreeWithFoldingCharacterByCharacter(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = [
      "Ma", "ria", " ", "\r\n", "\r", "-", "@", "ex", "AM", "ple", ".com", "mar", "1", "M",
    ]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let query = (0..<Int.random(in: 1...2, using: &generator))
        .map { _ in
          ["m", "ma", "ar", "e", "\r", "a-", "x", "1m", ".c"].randomElement(using: &generator)!
        }
      let tokens = query.map { Array($0.utf8) }
      for prefix in [false, true] {
        #expect(
          MatchRanges.asciiOccurrences(of: tokens, in: text, prefix: prefix)
            == MatchRanges.characterOccurrences(of: tokens, in: text, prefix: prefix),
          "seed \(seed): \(text.debugDescription), \(query), prefix \(prefix)")
      }
    }
  }
}
