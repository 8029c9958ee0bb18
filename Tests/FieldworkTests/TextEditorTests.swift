import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// A screen with a notes editor, the way app code writes it.
@MainActor final class NotesScreen {
  @State var notes = ""
  @State var isEditing = false
  @State var selection = NSRange(location: 0, length: 0)
  var log: [String] = []
  var host: RepresentableHost<TextEditor>!

  init(configure: @escaping (TextEditor) -> TextEditor = { $0 }) {
    host = RepresentableHost { [unowned self] in
      configure(
        TextEditor(text: $notes)
          .focused($isEditing)
          .selection($selection)
          .onBeginEditing { [unowned self] in log.append("begin") }
          .onEdit { [unowned self] in log.append("edit:\(notes.debugDescription)") }
          .onEndEditing { [unowned self] in log.append("end") })
    }
  }

  var view: HeadlessTextView { host.view }
}

@MainActor @Suite struct TextEditorTests {
  @Test func typingWritesTheBindingAndReturnIsALineBreak() {
    let screen = NotesScreen()
    screen.view.tap()
    screen.view.type("Milk\nEggs")
    #expect(screen.notes == "Milk\nEggs")
    #expect(screen.isEditing)
    #expect(screen.log.first == "begin")
    #expect(screen.log.last == "edit:\"Milk\\nEggs\"")
    #expect(screen.log.count == 10)
    #expect(screen.selection == NSRange(location: 9, length: 0))
    screen.view.resignFirstResponder()
    #expect(!screen.isEditing)
    #expect(screen.log.last == "end")
  }

  @Test func writingTheBindingReachesTheViewAndEditingInTheMiddleKeepsTheCaret() {
    let screen = NotesScreen()
    screen.notes = "one\nthree"
    #expect(screen.view.text == "one\nthree")
    #expect(screen.selection == NSRange(location: 9, length: 0))
    screen.isEditing = true
    #expect(screen.view.isFirstResponder)
    screen.view.moveCaret(.up)
    screen.view.moveCaret(.lineEnd)
    screen.view.type("\ntwo")
    #expect(screen.notes == "one\ntwo\nthree")
    #expect(screen.view.selectedRange == NSRange(location: 7, length: 0))
    screen.selection = NSRange(location: 0, length: 3)
    #expect(screen.view.selectedRange == NSRange(location: 0, length: 3))
    screen.view.type("1")
    #expect(screen.notes == "1\ntwo\nthree")
  }

  @Test func aFocusStateNamesTheEditorOfAForm() {
    enum Field: Hashable { case title, body }
    @FocusState var focus: Field?
    @State var title = ""
    @State var body = ""
    let window = HeadlessWindow()
    let titleHost = RepresentableHost(window: window) {
      TextField("Title", text: $title).focused($focus, equals: .title)
    }
    let bodyHost = RepresentableHost(window: window) {
      TextEditor(text: $body).focused($focus, equals: .body)
    }
    titleHost.view.tap()
    #expect(focus == .title)
    focus = .body
    #expect(bodyHost.view.isFirstResponder && !titleHost.view.isFirstResponder)
    bodyHost.view.type("Dear reader,\n")
    #expect(body == "Dear reader,\n")
    bodyHost.view.resignFirstResponder()
    #expect(focus == nil)
  }

  @Test func onChangeSeesUserAndProgrammaticChanges() {
    @State var notes = ""
    var changes: [String] = []
    let host = RepresentableHost {
      TextEditor(text: $notes).onChange(of: notes) { old, new in
        changes.append("\(old.debugDescription)→\(new.debugDescription)")
      }
    }
    host.view.tap()
    host.view.type("a")
    host.view.tapReturnKey()
    notes = "reset"
    #expect(changes == ["\"\"→\"a\"", "\"a\"→\"a\\n\"", "\"a\\n\"→\"reset\""])
  }

  @Test func disabledOrInADisabledEnvironmentTheEditorIsReadOnly() {
    @State var notes = "kept"
    @State var disabled = false
    let host = RepresentableHost { TextEditor(text: $notes).disabled(disabled) }
    host.view.tap()
    #expect(host.view.isFirstResponder)
    disabled = true
    #expect(!host.view.isFirstResponder)
    host.view.tap()
    host.view.type("x")
    host.view.select(NSRange(location: 0, length: 2))
    #expect(notes == "kept")
    #expect(!host.view.isEditable && !host.view.isSelectable)
    var environment = EnvironmentValues()
    environment.isEnabled = false
    let other = RepresentableHost(environment: environment) { TextEditor(text: $notes) }
    other.view.tap()
    #expect(!other.view.isFirstResponder)
  }

  @Test func maxLengthCountsCharactersAndNeverCutsAComposition() {
    let screen = NotesScreen { $0.maxLength(6) }
    screen.view.tap()
    screen.view.type("ab\n👍🏽")
    screen.view.paste("cdefgh")
    #expect(screen.notes == "ab\n👍🏽cd")
    screen.view.type("z")
    #expect(screen.notes == "ab\n👍🏽cd")
    screen.view.deleteBackward()
    screen.view.deleteBackward()
    screen.view.setMarkedText("にほんご")
    #expect(screen.view.text == "ab\n👍🏽にほんご")  // composing: never cut
    #expect(screen.notes == "ab\n👍🏽")
    screen.view.unmarkText()
    #expect(screen.notes == "ab\n👍🏽にほ")
    #expect(screen.view.text == screen.notes)
  }

  @Test func aLongNoteEditedAnywhereKeepsTheBindingEqual() {
    let line = "2026-12-01 10:00:00 ünïcödé 日本語 👍🏽 event\n"
    let screen = NotesScreen()
    screen.notes = String(repeating: line, count: 20_000)
    screen.view.tap()
    for location in [0, screen.view.text.utf16.count / 2, screen.view.text.utf16.count] {
      let offset = screen.view.clampedRange(NSRange(location: location, length: 0))
      screen.view.select(offset)
      screen.view.type("x\n")
      screen.view.deleteBackward()
      #expect(screen.notes.hasSameBytes(as: screen.view.text))
    }
    screen.view.undo()
    #expect(screen.notes.hasSameBytes(as: screen.view.text))
    // Three "x" kept, and the last deleted line break restored.
    #expect(screen.notes.utf8.count == line.utf8.count * 20_000 + 4)
  }
}

@MainActor @Suite struct TextEditorPropertyTests {
  /// Editors × random actions and outside writes: the binding always equals the committed
  /// text, and the selection binding the selection.
  @Test(arguments: propertySeeds(defaults: [21, 22]))
  func randomActionsKeepTheBindingsEqualToTheView(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<10 {
      let text = State(wrappedValue: "")
      let selection = State(wrappedValue: NSRange(location: 0, length: 0))
      let maxLength =
        Int.random(in: 0..<3, using: &generator) == 0
        ? Int.random(in: 1...12, using: &generator)
        : nil
      let host = RepresentableHost(diagnosticHandler: { _ in }) {
        var editor = TextEditor(text: text.projectedValue).selection(selection.projectedValue)
        if let maxLength { editor = editor.maxLength(maxLength) }
        return editor
      }
      let view = host.view
      for step in 0..<propertySteps(800) {
        let action: String
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
          let value = generator.string(maxPieces: 5)
          text.wrappedValue = value
          action = "binding = \(value.debugDescription)"
        case 1:
          let range = generator.range(upTo: view.text.utf16.count)
          selection.wrappedValue = range
          action = "selection = \(range)"
        default:
          action = randomTextViewAction(on: view, using: &generator, programmatic: false)
        }
        let context = "seed \(seed), step \(step), after \(action)"
        if view.markedRange == nil {
          #expect(text.wrappedValue.hasSameBytes(as: view.text), "text — \(context)")
          #expect(selection.wrappedValue == view.selectedRange, "selection — \(context)")
        } else {
          #expect(text.wrappedValue.hasSameBytes(as: view.committedText), "composing — \(context)")
        }
        if let maxLength, view.markedRange == nil, view.isFirstResponder,
          action.hasPrefix("type") || action.hasPrefix("paste")
        {
          #expect(view.text.count <= max(maxLength, 0) || view.text == text.wrappedValue)
        }
      }
    }
  }
}
