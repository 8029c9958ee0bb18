import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// A screen of one text field, for driving the widget through the in-memory terminal.
@MainActor final class FieldScreen: TerminalScreen {
  let widget: TextFieldWidget
  let width: Int
  init(_ field: HeadlessTextField, width: Int = 10) {
    widget = TextFieldWidget(field)
    self.width = width
  }
  func draw(into canvas: inout Canvas) {
    canvas.put("[", row: 0, column: 0)
    widget.draw(into: &canvas, row: 0, column: 1, width: width)
    canvas.put("]", row: 0, column: width + 1)
  }
  func handle(_ event: KeyEvent) -> KeyResult { widget.handle(event) ? .handled : .ignored }

  /// A focused field with `text`, the caret at the end, under a harness, its widget with a
  /// kill ring of its own.
  static func editing(_ text: String = "", secure: Bool = false) -> (
    HeadlessTextField, TerminalHarness<FieldScreen>, KillRing
  ) {
    let field = HeadlessTextField()
    field.isSecureTextEntry = secure
    field.text = text
    field.tap()
    let screen = FieldScreen(field, width: 30)
    let ring = KillRing()
    screen.widget.killRing = ring
    return (field, TerminalHarness(screen, rows: 1, columns: 40), ring)
  }
}

@MainActor @Suite struct TextFieldWidgetTests {
  func focusedField(_ text: String = "") -> HeadlessTextField {
    let field = HeadlessTextField()
    field.text = text
    field.tap()
    return field
  }

  @Test func theCaretSitsAtTheDisplayColumnOfWideText() {
    let field = focusedField()
    let harness = TerminalHarness(FieldScreen(field), rows: 1, columns: 20)
    harness.type("日本a")
    #expect(harness.terminal.line(0) == "[日本a     ]")
    #expect(harness.terminal.cursorColumn == 6)  // 1 + 2 + 2 + 1
    harness.send(.left)
    #expect(harness.terminal.cursorColumn == 5)
    harness.send(.left)
    #expect(harness.terminal.cursorColumn == 3)
  }

  @Test func editingKeysWorkLikeAShellLineEditor() {
    let field = focusedField()
    let harness = TerminalHarness(FieldScreen(field, width: 30), rows: 1, columns: 40)
    harness.type("hello big world")
    harness.send(KeyEvent(.control("w")))
    #expect(field.text == "hello big ")
    harness.send(KeyEvent(.left, modifiers: .alt))
    #expect(field.selectedRange == NSRange(location: 6, length: 0))
    harness.send(KeyEvent(.control("k")))
    #expect(field.text == "hello ")
    harness.send(KeyEvent(.control("a")))
    harness.send(.delete)
    #expect(field.text == "ello ")
    harness.send(KeyEvent(.control("e")))
    harness.send(.backspace)
    #expect(field.text == "ello")
    harness.send(KeyEvent(.left, modifiers: .shift), KeyEvent(.left, modifiers: .shift))
    #expect(field.selectedRange == NSRange(location: 2, length: 2))
    #expect(harness.terminal.style(row: 0, column: 3) == .inverse)
    harness.type("X")
    #expect(field.text == "elX")
    harness.send(KeyEvent(.control("u")))
    #expect(field.text == "")
    harness.send(.paste("pasted\ntext"))
    #expect(field.text == "pasted text")  // a single-line field turns newlines into spaces
  }

  @Test func deletionsAskTheDelegateAboutExactlyTheirRange() {
    let field = focusedField("one two")
    let delegate = RecordingTextFieldDelegate(field)
    let widget = TextFieldWidget(field)
    widget.handle(KeyEvent(.control("w")))
    #expect(delegate.ranges.last == NSRange(location: 4, length: 3))
    #expect(field.text == "one ")
  }

  @Test func aSecureFieldShowsBulletsOnlyAndWordKeysDoNotRevealWords() {
    let field = focusedField()
    field.isSecureTextEntry = true
    let harness = TerminalHarness(FieldScreen(field), rows: 1, columns: 20)
    harness.type("hunter 2")
    #expect(harness.terminal.line(0) == "[••••••••  ]")
    #expect(!harness.lastOutput.contains("hunter"))
    harness.send(KeyEvent(.left, modifiers: .alt))
    #expect(field.selectedRange.location == 0)  // a word boundary would reveal the space
  }

  @Test func placeholderShowsDimWhenEmpty() {
    let field = focusedField()
    field.placeholder = "Name"
    let harness = TerminalHarness(FieldScreen(field), rows: 1, columns: 20)
    #expect(harness.terminal.line(0) == "[Name      ]")
    #expect(harness.terminal.style(row: 0, column: 1) == .dim)
    #expect(harness.terminal.cursorColumn == 1)
  }

  @Test func markedTextIsUnderlined() {
    let field = focusedField("ab")
    field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    let harness = TerminalHarness(FieldScreen(field), rows: 1, columns: 20)
    #expect(harness.terminal.line(0) == "[abにほ    ]")
    #expect(harness.terminal.style(row: 0, column: 2) == [])
    #expect(harness.terminal.style(row: 0, column: 3) == .underline)
    #expect(harness.terminal.cursorColumn == 7)
  }

  @Test func textWiderThanTheFieldScrollsToKeepTheCaretInView() {
    let field = focusedField()
    let harness = TerminalHarness(FieldScreen(field, width: 5), rows: 1, columns: 10)
    harness.type("abcdefgh")
    #expect(harness.terminal.line(0) == "[efgh ]")
    #expect(harness.terminal.cursorColumn == 5)
    harness.send(.home)
    #expect(harness.terminal.line(0) == "[abcde]")
    #expect(harness.terminal.cursorColumn == 1)
    // Wide characters cut at the left edge show as a space, never half a glyph.
    field.text = "日本語テキスト"
    harness.send(.end)
    #expect(DisplayWidth.of(harness.terminal.line(0)) <= 7)
  }

  @Test func controlCharactersInTheTextAreShownNotObeyed() {
    let field = focusedField("a\u{1B}[2Jb")
    let harness = TerminalHarness(FieldScreen(field, width: 12), rows: 1, columns: 20)
    #expect(harness.terminal.line(0) == "[a^[[2Jb     ]")
    #expect(harness.terminal.unexpectedOutput.isEmpty)
  }
}

@MainActor final class BarScreen: TerminalScreen {
  let widget: SearchBarWidget
  init(_ bar: HeadlessSearchBar) { widget = SearchBarWidget(bar) }
  func draw(into canvas: inout Canvas) {
    widget.draw(into: &canvas, row: 0, column: 0, width: canvas.columns)
  }
  func handle(_ event: KeyEvent) -> KeyResult { widget.handle(event) ? .handled : .ignored }
}

@MainActor @Suite struct SearchBarWidgetTests {
  @Test func cancelAndScopeButtonsShowWhileSearchingAndRespondToKeys() {
    @State var query = ""
    @State var scope = 0
    let host = RepresentableHost {
      SearchBar("Search", text: $query).searchScopes($scope, titles: ["All", "Open", "Done"])
    }
    let harness = TerminalHarness(BarScreen(host.view), rows: 3, columns: 50)
    #expect(!harness.terminal.line(0).contains("Cancel"))
    host.view.tap()
    harness.type("milk")
    #expect(harness.terminal.line(0).hasPrefix("Search ▸ milk"))
    #expect(harness.terminal.line(0).hasSuffix("[Cancel: Esc]"))
    #expect(harness.terminal.line(1) == " All   Open   Done")
    harness.send(KeyEvent(.character("2"), modifiers: .alt))
    #expect(scope == 1)
    #expect(harness.terminal.style(row: 1, column: 7).contains(.inverse))
    harness.send(KeyEvent(.control("t")))
    #expect(scope == 2)
    harness.send(.enter)  // the search button: the keyboard goes, the search stays
    #expect(!host.view.isFirstResponder && query == "milk")
    harness.send(.escape)  // cancel
    #expect(query == "" && !host.view.showsCancelButton)
    #expect(harness.terminal.line(1) == "")
  }
}

@MainActor @Suite struct ListWidgetTests {
  final class ListScreen: TerminalScreen {
    let list = ListWidget()
    let items: [String]
    init(_ items: [String]) { self.items = items }
    func draw(into canvas: inout Canvas) {
      list.draw(
        into: &canvas, top: 0, column: 0, width: canvas.columns, height: canvas.rows,
        count: items.count
      ) { index in
        let text = items[index]
        let highlights = text.range(of: "an").map { [$0] } ?? []
        return ListRow(text, highlights: highlights)
      }
    }
    func handle(_ event: KeyEvent) -> KeyResult {
      list.handle(event, count: items.count) ? .handled : .ignored
    }
  }

  @Test func theSelectionScrollsAndHighlightsAreStyled() {
    let screen = ListScreen((0..<100).map { "row \($0) banana" })
    let harness = TerminalHarness(screen, rows: 5, columns: 30)
    #expect(harness.terminal.line(0) == "  row 0 banana")
    #expect(harness.terminal.style(row: 0, column: 10) == [.highlight, .bold])
    harness.send(.down)
    #expect(harness.terminal.line(0) == "› row 0 banana")
    #expect(harness.terminal.style(row: 0, column: 4).contains(.inverse))
    harness.send(.pageDown)
    harness.send(.pageDown)
    #expect(screen.list.selection == 10)
    #expect(harness.terminal.line(4) == "› row 10 banana")
    harness.send(KeyEvent(.end, modifiers: .control))
    #expect(harness.terminal.line(4) == "› row 99 banana")
    #expect(screen.list.scrollOffset == 95)
  }

  @Test func rowsAreAskedForOnlyWhenVisible() {
    let list = ListWidget()
    var asked: [Int] = []
    var canvas = Canvas(rows: 3, columns: 10)
    list.draw(into: &canvas, top: 0, column: 0, width: 10, height: 3, count: 1_000_000) {
      asked.append($0)
      return ListRow("x")
    }
    #expect(asked == [0, 1, 2])
  }
}
