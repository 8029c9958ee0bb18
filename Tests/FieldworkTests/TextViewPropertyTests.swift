import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A text view delegate that vetoes at random and acts on the view from every callback:
/// edits it, moves the caret, undoes, resigns.
@MainActor final class ChaoticTextViewDelegate: HeadlessTextViewDelegate {
  var generator: SeededGenerator
  var invalidRanges: [NSRange] = []
  var began = 0
  private var depth = 0
  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  private func coin(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

  private func meddle(_ view: HeadlessTextView) {
    guard depth < 2, coin(15) else { return }
    depth += 1
    defer { depth -= 1 }
    // A generator of its own: the action calls back into this delegate, which draws from
    // `generator` meanwhile.
    var nested = SeededGenerator(seed: generator.next())
    _ = randomTextViewAction(on: view, using: &nested)
  }

  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool {
    meddle(textView)
    return !coin(10)
  }
  func textViewDidBeginEditing(_ textView: HeadlessTextView) {
    began += 1
    meddle(textView)
  }
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool {
    meddle(textView)
    return !coin(10)
  }
  func textViewDidEndEditing(_ textView: HeadlessTextView) {
    began -= 1
    meddle(textView)
  }
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    if (try? textView.textRange(from: range)) == nil { invalidRanges.append(range) }
    meddle(textView)
    return !coin(15)
  }
  func textViewDidChange(_ textView: HeadlessTextView) { meddle(textView) }
  func textViewDidChangeSelection(_ textView: HeadlessTextView) { meddle(textView) }
}

/// Runs one random action. `programmatic` allows the view's own programmatic setters, which a
/// component's view must not get (they bypass its binding, by design).
@MainActor func randomTextViewAction(
  on view: HeadlessTextView, using generator: inout SeededGenerator, programmatic: Bool = true
) -> String {
  let length = view.text.utf16.count
  switch Int.random(in: 0..<20, using: &generator) {
  case 0:
    view.tap()
    return "tap"
  case 1, 2, 3:
    let text = generator.string(maxPieces: 3)
    view.type(text)
    return "type(\(text.debugDescription))"
  case 4:
    let text = generator.string(maxPieces: 6) + "\r\n" + generator.string(maxPieces: 3)
    view.paste(text)
    return "paste(\(text.debugDescription))"
  case 5:
    view.deleteBackward()
    return "deleteBackward"
  case 6:
    view.deleteForward()
    return "deleteForward"
  case 7, 8, 9:
    let movement = HeadlessTextView.CaretMovement.allCases.randomElement(using: &generator)!
    let extending = Bool.random(using: &generator)
    view.moveCaret(movement, extendingSelection: extending)
    return "moveCaret(\(movement), extending: \(extending))"
  case 10:
    let range = generator.range(upTo: length)
    view.select(range)
    return "select(\(range))"
  case 11:
    let text = generator.string(maxPieces: 2)
    view.setMarkedText(text)
    return "setMarkedText(\(text.debugDescription))"
  case 12:
    view.unmarkText()
    return "unmarkText"
  case 13:
    view.undo()
    return "undo"
  case 14:
    view.redo()
    return "redo"
  case 15 where programmatic:
    let text = generator.string(maxPieces: 5)
    view.text = text
    return "text = \(text.debugDescription)"
  case 16 where programmatic:
    view.isEditable = Int.random(in: 0..<8, using: &generator) > 0
    return "isEditable = \(view.isEditable)"
  case 17 where programmatic:
    let range = generator.range(upTo: length)
    try? view.setSelectedRange(range)
    return "setSelectedRange(\(range))"
  case 18:
    view.tapReturnKey()
    return "return"
  default:
    view.resignFirstResponder()
    return "resignFirstResponder"
  }
}

@MainActor @Suite struct TextViewPropertyTests {
  /// 20 views × 1,000 actions with a delegate that re-enters from every callback.
  @Test(arguments: propertySeeds(defaults: [1, 2, 3]))
  func randomActionsWithAMeddlingDelegateKeepInvariants(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20 {
      let view = HeadlessTextView()
      let delegate = ChaoticTextViewDelegate(seed: seed &* 31 &+ UInt64(index))
      view.delegate = delegate
      for step in 0..<propertySteps(1_000) {
        let action = randomTextViewAction(on: view, using: &generator)
        let context = "seed \(seed), view \(index), step \(step), after \(action)"
        let selection = view.selectedRange
        #expect((try? view.textRange(from: selection)) != nil, "selection — \(context)")
        let caret = view.caretLocation
        #expect(
          caret == selection.location || caret == selection.location + selection.length,
          "caret — \(context)")
        let line = view.lineRange(at: caret)
        #expect(line.location <= caret && caret <= line.location + line.length, "line — \(context)")
        if let marked = view.markedRange {
          #expect(view.isFirstResponder, "composition without focus — \(context)")
          #expect(
            selection.location >= marked.location
              && selection.location + selection.length <= marked.location + marked.length,
            "selection left the marked text — \(context)")
        } else {
          #expect(view.committedText == view.text, "committed text — \(context)")
        }
        #expect(delegate.began == (view.isFirstResponder ? 1 : 0), "begin/end — \(context)")
        #expect(
          delegate.invalidRanges.isEmpty,
          "delegate asked about \(delegate.invalidRanges) — \(context)")
        if !delegate.invalidRanges.isEmpty || delegate.began < 0 || delegate.began > 1 { return }
      }
    }
  }
}
