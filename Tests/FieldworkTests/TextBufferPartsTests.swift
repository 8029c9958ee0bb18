import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// The undo history, on its own.
@Suite struct UndoHistoryTests {
  private typealias Snapshot = TextBuffer.UndoHistory.Snapshot

  private func snapshot(_ text: String) -> Snapshot {
    Snapshot(text: text, selection: NSRange(location: text.utf16.count, length: 0))
  }

  @Test func editsOfOneGroupMergeIntoOneStep() {
    var history = TextBuffer.UndoHistory()
    history.recordEdit(before: snapshot(""), group: .typing)
    history.recordEdit(before: snapshot("a"), group: .typing)
    history.recordEdit(before: snapshot("ab"), group: .deleting)
    history.recordEdit(before: snapshot("a"), group: nil)
    #expect(history.undoStack.map(\.text) == ["", "ab", "a"])
  }

  @Test func undoAndRedoMoveStepsBetweenTheStacks() {
    var history = TextBuffer.UndoHistory()
    history.push(snapshot(""))
    history.push(snapshot("a"))
    #expect(history.next(undoing: true)?.text == "a")
    history.undo(from: snapshot("ab"))
    #expect(history.undoStack.map(\.text) == [""])
    #expect(history.redoStack.map(\.text) == ["ab"])
    history.redo(from: snapshot("a"))
    #expect(history.undoStack.map(\.text) == ["", "a"])
    #expect(!history.canRedo)
  }

  @Test func aNewStepClearsRedo() {
    var history = TextBuffer.UndoHistory()
    history.push(snapshot(""))
    history.undo(from: snapshot("a"))
    #expect(history.canRedo)
    history.push(snapshot("b"))
    #expect(!history.canRedo)
  }

  @Test func theLimitKeepsTheNewestStepsAndANegativeLimitIsZero() {
    var history = TextBuffer.UndoHistory()
    history.limit = 2
    for text in ["a", "b", "c"] { history.push(snapshot(text)) }
    #expect(history.undoStack.map(\.text) == ["b", "c"])
    history.limit = -3
    #expect(history.limit == 0)
    #expect(!history.canUndo)
    history.push(snapshot("d"))
    #expect(!history.canUndo)
  }

  @Test func notRecordingDropsTheHistoryAndKeepsNone() {
    var history = TextBuffer.UndoHistory()
    history.push(snapshot("secret"))
    history.isRecording = false
    #expect(!history.canUndo && !history.canRedo)
    history.push(snapshot("more"))
    #expect(!history.canUndo)
  }
}

/// The control actions, on their own.
@MainActor @Suite struct ControlActionsTests {
  @Test func actionsRunInOrderAndRemovalIsIdempotent() {
    var actions = HeadlessTextField.ControlActions()
    var log: [String] = []
    let first = actions.add(for: .editingChanged) { _ in log.append("first") }
    _ = actions.add(for: .editingChanged) { _ in log.append("second") }
    _ = actions.add(for: .editingDidBegin) { _ in log.append("begin") }
    let field = HeadlessTextField()
    for action in actions.bodies(for: .editingChanged) { action.body(field) }
    #expect(log == ["first", "second"])
    actions.remove(first)
    actions.remove(first)
    log = []
    for action in actions.bodies(for: .editingChanged) { action.body(field) }
    #expect(log == ["second"])
    #expect(actions.bodies(for: .editingDidEnd).isEmpty)
  }
}

/// The composition, on its own.
@Suite struct CompositionTests {
  @Test func theMarkedRangeWidensToWholeCharacters() {
    // 👍 (2 units) then a composed skin-tone modifier (2 units) merge into one character.
    let text = "a👍🏽b"
    let composition = TextBuffer.Composition(range: NSRange(location: 3, length: 2))
    #expect(composition.markedRange(in: text) == NSRange(location: 1, length: 4))
    #expect(composition.markedText(in: text) == "🏽")
    #expect(composition.committedText(of: text) == "a👍b")
  }

  @Test func replacingTheCompositionCarriesTheNeighboursPieces() {
    let text = "a👍🏽b"
    let composition = TextBuffer.Composition(range: NSRange(location: 3, length: 2))
    let edit = composition.replacement(with: "X", in: text)
    #expect(edit.range == NSRange(location: 1, length: 4))
    #expect(edit.replacement == "👍X")
  }

  @Test func aRangeOutsideTheTextReadsAsNoMarkedText() {
    let composition = TextBuffer.Composition(range: NSRange(location: 5, length: 3))
    #expect(composition.markedText(in: "abc") == nil)
    #expect(composition.committedText(of: "abc") == "abc")
  }
}

/// The range arithmetic and the splice kernel under it, against Foundation's `NSString`
/// (CI runs this under AddressSanitizer too, which checks the kernel's copies).
@Suite struct TextRangesTests {
  @Test(arguments: propertySeeds(defaults: [1, 2, 3]))
  func splicesAgreeWithReplaceSubrange(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for step in 0..<propertySteps(2_000) {
      // Long enough, now and then, that positions are found from either end.
      var text = generator.string(maxPieces: step % 50 == 0 ? 400 : 20)
      let length = text.utf16.count
      let location = Int.random(in: 0...length, using: &generator)
      var range = NSRange(
        location: location, length: Int.random(in: 0...(length - location), using: &generator))
      // Splice at scalar boundaries only, as every caller does.
      range = NSRange(
        location: TextRanges.snap(range.location, in: text, up: false),
        length: 0)
      let end = TextRanges.snap(location + range.length, in: text, up: true)
      range.length = max(0, end - range.location)
      let replacement = generator.string(maxPieces: 3)
      let expected = (text as NSString).replacingCharacters(in: range, with: replacement)
      TextRanges.replace(range, in: &text, with: replacement)
      #expect(text == expected, "seed \(seed), step \(step)")
      #expect(text.utf8.count == expected.utf8.count)
    }
  }

  @Test func spliceCopiesEveryPieceAtTheEdges() {
    var text = "héllo wörld"
    text.spliceUTF8(0, 0, with: "» ")
    #expect(text == "» héllo wörld")
    text.spliceUTF8(text.utf8.count, text.utf8.count, with: " «")
    #expect(text == "» héllo wörld «")
    text.spliceUTF8(0, text.utf8.count, with: "")
    #expect(text == "")
    text.spliceUTF8(0, 0, with: "日本")
    #expect(text == "日本")
  }
}
