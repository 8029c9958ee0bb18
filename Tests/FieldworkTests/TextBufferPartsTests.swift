import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// The undo history: steps that cost what an edit changed, merged within a group, folded
/// with the changes that are not steps of their own.
@Suite struct UndoHistoryTests {
  private typealias Step = TextBuffer.UndoHistory.Step

  /// A buffer holding `text` with the caret at its end and no history.
  private func buffer(_ text: String = "") -> TextBuffer {
    var buffer = TextBuffer()
    buffer.assign(text)
    return buffer
  }

  private mutating func undo(_ buffer: inout TextBuffer, undoing: Bool = true) {
    guard let step = buffer.nextHistoryStep(undoing: undoing) else { return }
    buffer.stepThroughHistory(undoing: undoing, to: step)
  }

  @Test mutating func editsOfOneGroupThatTouchMergeIntoOneStep() {
    var buffer = buffer()
    buffer.edit(NSRange(location: 0, length: 0), with: "a", group: .typing)
    buffer.edit(NSRange(location: 1, length: 0), with: "b", group: .typing)
    buffer.edit(NSRange(location: 1, length: 1), with: "", group: .deleting)
    buffer.edit(NSRange(location: 0, length: 1), with: "", group: .deleting)
    buffer.edit(NSRange(location: 0, length: 0), with: "xy", group: nil)
    #expect(
      buffer.history.undoStack == [
        Step(range: NSRange(location: 0, length: 2), text: "", selection: NSRange(0..<0)),
        Step(range: NSRange(location: 0, length: 0), text: "ab", selection: NSRange(2..<2)),
        Step(range: NSRange(location: 0, length: 2), text: "", selection: NSRange(0..<0)),
      ])
    // Typing somewhere else is a new step even in the same group.
    buffer.edit(NSRange(location: 0, length: 0), with: "1", group: .typing)
    buffer.edit(NSRange(location: 3, length: 0), with: "2", group: .typing)
    #expect(buffer.history.undoStack.count == 5)
    for expected in ["1xy", "xy", "", "ab", "", ""] {
      undo(&buffer)
      #expect(buffer.text == expected)
    }
    #expect(!buffer.history.canUndo)
    for expected in ["ab", "", "xy", "1xy", "1xy2"] {
      undo(&buffer, undoing: false)
      #expect(buffer.text == expected)
    }
    #expect(!buffer.history.canRedo)
  }

  @Test func aStepCostsWhatTheEditChangedNotTheText() {
    var buffer = buffer(String(repeating: "log line ünïcödé 日本 👍🏽\n", count: 40_000))
    let middle = buffer.snap(buffer.utf16Count / 2, up: true)
    buffer.select(NSRange(location: middle, length: 0))
    buffer.edit(NSRange(location: middle, length: 0), with: "!", group: .typing)
    buffer.edit(NSRange(location: 0, length: 3), with: "", group: nil)
    #expect(buffer.history.undoStack.map(\.text) == ["", "log"])
    #expect(buffer.history.undoStack.map(\.range.length) == [1, 0])
  }

  @Test mutating func aProgrammaticChangeFoldsIntoTheNewestSteps() {
    var buffer = buffer()
    buffer.edit(NSRange(location: 0, length: 0), with: "abc", group: .typing)
    buffer.assign("ABC")  // an app that upper-cases what is typed
    undo(&buffer)
    #expect(buffer.text == "")
    undo(&buffer, undoing: false)
    #expect(buffer.text == "ABC")
    // A change far from the step: the step grows over what lies between.
    buffer.assign("ABC and more")
    buffer.edit(NSRange(location: 3, length: 0), with: "!", group: nil)
    buffer.assign("> ABC! and more")
    undo(&buffer)
    #expect(buffer.text == "ABC and more")
  }

  @Test mutating func aCompositionIsOneStepRecordedWhenItStarts() {
    var buffer = buffer("a")
    buffer.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    buffer.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    buffer.commitComposition()
    #expect(buffer.text == "aにほ")
    #expect(buffer.history.undoStack.count == 1)
    undo(&buffer)
    #expect(buffer.text == "a")
    #expect(buffer.selection == NSRange(location: 1, length: 0))
  }

  @Test func aNewStepClearsRedo() {
    var history = TextBuffer.UndoHistory()
    let step = Step(range: NSRange(0..<0), text: "", selection: NSRange(0..<0))
    history.push(step, group: nil)
    history.apply(undoing: true, keeping: step)
    #expect(history.canRedo && !history.canUndo)
    history.push(step, group: .typing)
    #expect(!history.canRedo)
    #expect(history.group == .typing)
  }

  @Test func theLimitKeepsTheNewestStepsAndANegativeLimitIsZero() {
    var history = TextBuffer.UndoHistory()
    history.limit = 2
    for text in ["a", "b", "c"] {
      history.push(Step(range: NSRange(0..<0), text: text, selection: NSRange(0..<0)), group: nil)
    }
    #expect(history.undoStack.map(\.text) == ["b", "c"])
    history.limit = -3
    #expect(history.limit == 0)
    #expect(!history.canUndo)
    history.push(Step(range: NSRange(0..<0), text: "d", selection: NSRange(0..<0)), group: nil)
    #expect(!history.canUndo)
  }

  @Test func notRecordingDropsTheHistoryAndKeepsNone() {
    var history = TextBuffer.UndoHistory()
    let step = Step(range: NSRange(0..<0), text: "secret", selection: NSRange(0..<0))
    history.push(step, group: nil)
    history.isRecording = false
    #expect(!history.canUndo && !history.canRedo)
    history.push(step, group: nil)
    #expect(!history.canUndo)
  }

  @Test func aStepThatNoLongerFitsDropsTheHistoryInsteadOfTrapping() {
    var buffer = buffer("abc")
    buffer.history.push(
      Step(range: NSRange(location: 2, length: 9), text: "x", selection: NSRange(0..<0)),
      group: nil)
    #expect(buffer.nextHistoryStep(undoing: true) == nil)
    #expect(!buffer.history.canUndo)
    buffer.assign("👍")
    buffer.history.push(
      Step(range: NSRange(location: 1, length: 0), text: "x", selection: NSRange(0..<0)),
      group: nil)
    #expect(buffer.nextHistoryStep(undoing: true) == nil)
  }

  /// Random edits, programmatic changes and compositions, undone and redone, against a
  /// history of whole-text snapshots: each undo must restore exactly the snapshot.
  @Test(arguments: propertySeeds(defaults: [11, 12, 13]))
  mutating func stepsRestoreWhatSnapshotsWould(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var buffer = buffer()
    buffer.history.limit = 10_000
    var undoSnapshots: [String] = []
    var redoSnapshots: [String] = []
    for step in 0..<propertySteps(1_500) {
      let depth = buffer.history.undoStack.count
      let before = buffer.text
      let range = buffer.clamped(generator.range(upTo: buffer.utf16Count))
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        if buffer.composition != nil { buffer.commitComposition() }
        let group: TextBuffer.UndoHistory.Group? = [.typing, .deleting, nil].randomElement(
          using: &generator)!
        buffer.select(buffer.clamped(range))
        buffer.edit(range, with: generator.string(maxPieces: 2), group: group)
      case 4:
        if buffer.composition != nil { buffer.commitComposition() }
        buffer.replace(range, with: generator.string(maxPieces: 2))
      case 5:
        buffer.assign(generator.string(maxPieces: 12))
      case 6:
        if buffer.composition == nil { buffer.select(range) }
        buffer.setMarkedText(generator.string(maxPieces: 2), selectedRange: NSRange(0..<0))
      case 7:
        buffer.commitComposition()
      case 8:
        buffer.commitComposition()
        guard let next = buffer.nextHistoryStep(undoing: true) else { continue }
        buffer.stepThroughHistory(undoing: true, to: next)
        #expect(buffer.text == undoSnapshots.removeLast(), "seed \(seed), step \(step)")
        redoSnapshots.append(before)
        continue
      default:
        buffer.commitComposition()
        guard let next = buffer.nextHistoryStep(undoing: false) else { continue }
        buffer.stepThroughHistory(undoing: false, to: next)
        #expect(buffer.text == redoSnapshots.removeLast(), "seed \(seed), step \(step)")
        undoSnapshots.append(before)
        continue
      }
      if buffer.history.undoStack.count > depth {
        undoSnapshots.append(before)
        redoSnapshots.removeAll()
      }
      #expect(undoSnapshots.count == buffer.history.undoStack.count, "seed \(seed), step \(step)")
      #expect(redoSnapshots.count == buffer.history.redoStack.count, "seed \(seed), step \(step)")
    }
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
    #expect(
      composition.markedRange(in: text, positions: TextPositions(text))
        == NSRange(location: 1, length: 4))
    #expect(composition.markedText(in: text, positions: TextPositions(text)) == "🏽")
    #expect(composition.committedText(of: text, positions: TextPositions(text)) == "a👍b")
  }

  @Test func replacingTheCompositionCarriesTheNeighboursPieces() {
    let text = "a👍🏽b"
    let composition = TextBuffer.Composition(range: NSRange(location: 3, length: 2))
    let edit = composition.replacement(with: "X", in: text, positions: TextPositions(text))
    #expect(edit.range == NSRange(location: 1, length: 4))
    #expect(edit.replacement == "👍X")
  }

  @Test func aRangeOutsideTheTextReadsAsNoMarkedText() {
    let composition = TextBuffer.Composition(range: NSRange(location: 5, length: 3))
    #expect(composition.markedText(in: "abc", positions: TextPositions("abc")) == nil)
    #expect(composition.committedText(of: "abc", positions: TextPositions("abc")) == "abc")
  }
}

/// The range arithmetic, against Foundation's `NSString`.
@Suite struct TextRangesTests {
  @Test(arguments: propertySeeds(defaults: [1, 2, 3]))
  func replacingAgreesWithNSString(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for step in 0..<propertySteps(2_000) {
      var text = generator.string(maxPieces: step % 50 == 0 ? 400 : 20)
      let length = text.utf16.count
      let location = Int.random(in: 0...length, using: &generator)
      let upper = Int.random(in: location...length, using: &generator)
      // Replace at character boundaries, as every caller does.
      let lower = TextRanges.snap(location, in: text, up: false, positions: TextPositions(text))
      let end = TextRanges.snap(upper, in: text, up: true, positions: TextPositions(text))
      let range = NSRange(location: lower, length: end - lower)
      let replacement = generator.string(maxPieces: 3)
      let expected = (text as NSString).replacingCharacters(in: range, with: replacement)
      TextRanges.replace(range, in: &text, with: replacement)
      #expect(text == expected, "seed \(seed), step \(step)")
    }
  }
}

/// The checkpoints that convert UTF-16 offsets, against the standard library, after every
/// edit of texts long enough to hold many of them.
@Suite struct TextPositionsTests {
  @Test(arguments: propertySeeds(defaults: [5, 6]))
  func conversionsAgreeWithTheStandardLibraryAfterEveryEdit(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var text = String(repeating: "ASCII only, for a while. ", count: 200)
    var positions = TextPositions(text)
    for step in 0..<propertySteps(600) {
      let context = "seed \(seed), step \(step)"
      let utf16 = text.utf16
      #expect(positions.utf16Count == utf16.count, "\(context)")
      #expect(positions.utf8Count == text.utf8.count, "\(context)")
      for _ in 0..<8 {
        let offset = Int.random(in: 0...utf16.count, using: &generator)
        let index = positions.index(at: offset, in: text)
        #expect(index == utf16.index(utf16.startIndex, offsetBy: offset), "\(context)")
        #expect(positions.offset(of: index, in: text) == offset, "\(context)")
      }
      // An edit of scalar-aligned bytes: small, now and then tens of kilobytes.
      let scalars = text.unicodeScalars
      let count = scalars.count
      let lower = Int.random(in: 0...count, using: &generator)
      let upper = min(
        count, lower + Int.random(in: 0...(step % 40 == 0 ? 5_000 : 6), using: &generator))
      let lowerIndex = scalars.index(scalars.startIndex, offsetBy: lower)
      let upperIndex = scalars.index(lowerIndex, offsetBy: upper - lower)
      let bytes =
        text.utf8.distance(
          from: text.startIndex, to: lowerIndex)..<text.utf8.distance(
          from: text.startIndex, to: upperIndex)
      let units =
        utf16.distance(
          from: utf16.startIndex, to: lowerIndex)..<utf16.distance(
          from: utf16.startIndex, to: upperIndex)
      let replacement =
        step % 40 == 1
        ? String(repeating: generator.string(maxPieces: 4), count: 2_000)
        : generator.string(maxPieces: 3)
      text.replaceSubrange(lowerIndex..<upperIndex, with: replacement)
      positions.replace(utf8: bytes, utf16: units, with: replacement, giving: text)
    }
  }

  @Test func anOffsetInsideASurrogatePairGivesTheUTF16ViewsIndex() {
    let text = String(repeating: "é", count: 5_000) + "👍" + "x"
    let positions = TextPositions(text)
    let utf16 = text.utf16
    let inside = positions.index(at: 5_001, in: text)
    #expect(inside == utf16.index(utf16.startIndex, offsetBy: 5_001))
    #expect(inside.samePosition(in: text.unicodeScalars) == nil)
    #expect(positions.offset(of: inside, in: text) == 5_001)
    #expect(positions.index(at: -4, in: text) == text.startIndex)
    #expect(positions.index(at: 99_999, in: text) == text.endIndex)
  }
}
