import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// Seeded random edits of masked text, checked after every step: the caret stays after the
/// same typed character whatever the edit (typing, pasting, deleting, replacing a selection),
/// formatting the result again changes nothing, and what the formatter reports for the text it
/// made is what formatting that text afresh reports.
@Suite struct MaskPropertyTests {
  /// Primary formats, each with its affine ones.
  static let formats: [(String, [String])] = [
    ("+1 ([000]) [000]-[0000]", []), ("[00]/[00]/[0000]", []),
    ("[0000] [0000] [0000] [0000]", []), ("[AA]-[000]", []), ("[___] [___]", []),
    ("{37}[00] [000000] [00000]", ["{34}[00] [000000] [00000]", "[0000] [0000] [0000] [0000]"]),
    ("+1 ([000]) [000]-[0000]", ["+44 [0000] [000000]"]),
  ]

  /// The typed characters of `text` before the UTF-16 offset `caret`, as the mask reads them,
  /// without the format's characters after the last of them: a character the mask drops
  /// after inserting literals leaves them in its output, as in input-mask, so they are
  /// stripped as deleting backwards strips them.
  static func typed(_ text: String, before caret: Int, mask: Mask) -> String {
    let prefix = String(
      decoding: Array(text.utf16)[..<min(caret, text.utf16.count)], as: UTF16.self)
    return mask.apply(
      toText: CaretString(
        string: prefix, caretPosition: prefix.endIndex, caretGravity: .backward(autoskip: true))
    ).extractedValue
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func theCaretStaysAfterTheSameTypedCharacter(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let pieces = ["5", "12", "+1 (555) 123-4567", "ab", "-", " ", "/", "9x8", "é", "👍"]
    for (format, affine) in Self.formats {
      let formatter = try MaskFormatter(primaryFormat: format, affineFormats: affine)
      var text = ""
      for step in 0..<60 {
        let length = text.utf16.count
        let location = Int.random(in: 0...length, using: &generator)
        let kind = Int.random(in: 0..<3, using: &generator)
        let range: NSRange
        let replacement: String
        switch kind {
        case 0:  // type or paste at a caret
          range = NSRange(location: location, length: 0)
          replacement = pieces.randomElement(using: &generator)!
        case 1:  // backspace
          guard location > 0 else { continue }
          range = NSRange(location: location - 1, length: 1)
          replacement = ""
        default:  // a selection replaced
          range = NSRange(
            location: location, length: Int.random(in: 0...(length - location), using: &generator))
          replacement = pieces.randomElement(using: &generator)!
        }
        guard let edit = try? TextEdit(text: text, range: range, replacement: replacement) else {
          continue
        }
        let formatted = formatter.format(edit)
        let context = "seed \(seed), \(format), step \(step): \(edit) → \(formatted)"
        let mask = formatter.mask(
          for: CaretString(
            string: formatted.text, caretPosition: formatted.text.endIndex,
            caretGravity: .forward(autocomplete: false)))
        #expect(
          Self.typed(edit.editedText, before: edit.caret, mask: mask)
            == Self.typed(formatted.text, before: formatted.caret, mask: mask), "\(context)")
        let again = mask.apply(
          toText: CaretString(
            string: formatted.text, caretPosition: formatted.text.endIndex,
            caretGravity: .forward(autocomplete: false)))
        #expect(again.formattedText.string == formatted.text, "\(context)")
        // The formatter reads the text it made with the mask that made it (where formats tie,
        // a fresh one would pick the primary): its text unchanged, and with one format, the
        // very result of formatting the text afresh.
        let kept = formatter.result(for: formatted.text)
        #expect(kept.formattedText.string == formatted.text, "\(context)")
        if affine.isEmpty {
          let fresh = try MaskFormatter(primaryFormat: format)
          #expect(kept == fresh.result(for: formatted.text), "\(context)")
        }
        text = formatted.text
      }
    }
  }

  /// A formatter with affine formats drafts the text with every format and makes the result
  /// of the best draft alone: that result is, field for field, what the best mask gives when
  /// it formats the text by itself.
  @Test(arguments: [UInt64(5), 6])
  func theBestFormatsResultIsWhatItsMaskGivesAlone(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let characters = Array("0123456789+-() /.abé👍")
    for (format, affine) in Self.formats where !affine.isEmpty {
      for _ in 0..<200 {
        let text = String(
          (0..<Int.random(in: 0...20, using: &generator)).map { _ in
            characters.randomElement(using: &generator)!
          })
        // A fresh formatter: no earlier format(_:) to read the text from.
        let formatter = try MaskFormatter(primaryFormat: format, affineFormats: affine)
        let caretString = CaretString(
          string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
        let alone = formatter.mask(for: caretString).apply(toText: caretString)
        #expect(formatter.result(for: text) == alone, "\(format) with \(text.debugDescription)")
      }
    }
  }
}
