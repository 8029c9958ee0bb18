import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// Edits near the end of a long mixed-script text, where the field finds UTF-16 positions by
/// walking back from the end, checked after every step against a model that converts
/// offsets the standard library's way (from the start).
@MainActor @Suite struct LongTextTests {
  static let pieces = ["a", "é", "e\u{301}", "\u{301}", "日", "👍🏽", "🇯🇵", "👨‍👩‍👧", "𝄞", " "]

  func index(_ offset: Int, in text: String) -> String.Index {
    text.utf16.index(text.utf16.startIndex, offsetBy: offset)
  }

  @Test(arguments: propertySeeds(defaults: [1, 2]))
  func editsNearTheEndOfALongTextMatchAModel(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let start = (0..<2_000).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
    let field = HeadlessTextField()
    field.text = start
    field.tap()
    var model = start
    for step in 0..<propertySteps(1_500) {
      let selection = field.selectedRange
      let lower = index(selection.location, in: model)
      let upper = index(selection.location + selection.length, in: model)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1, 2:
        let piece = Self.pieces.randomElement(using: &generator)!
        field.insertText(piece)
        model.replaceSubrange(lower..<upper, with: piece)
      case 3:
        field.deleteBackward()
        if lower != upper {
          model.removeSubrange(lower..<upper)
        } else if lower > model.startIndex {
          model.removeSubrange(model.index(before: lower)..<lower)
        }
      case 4:
        // A range near the end, sometimes splitting a surrogate pair or a cluster, sometimes
        // past the end: converted or refused exactly as from the start.
        let length = model.utf16.count
        let location = length - Int.random(in: -2...300, using: &generator)
        let range = NSRange(location: location, length: Int.random(in: 0...4, using: &generator))
        let converted = try? field.textRange(from: range)
        let inBounds = location >= 0 && location + range.length <= length
        if inBounds {
          let lower = index(location, in: model)
          let upper = index(location + range.length, in: model)
          let aligned =
            lower.samePosition(in: model) != nil && upper.samePosition(in: model) != nil
          #expect((converted != nil) == aligned, "step \(step): \(range)")
          if let converted {
            #expect(converted == lower..<upper, "step \(step): \(range)")
            #expect(field.nsRange(from: converted) == range, "step \(step)")
          }
        } else {
          #expect(converted == nil, "step \(step): \(range)")
        }
        field.select(range)
      default:
        field.select(NSRange(location: model.utf16.count, length: 0))
      }
      let same = field.text == model  // not in the expectation: it would print 2,000 characters
      #expect(same, "step \(step): the field's text differs from the model")
      let now = field.selectedRange
      #expect(now.location + now.length <= model.utf16.count, "step \(step)")
      #expect((try? field.textRange(from: now)) != nil, "step \(step): \(now)")
      if !same { break }
    }
  }
}
