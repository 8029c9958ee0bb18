import ExampleSupport
import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Testing

@testable import contacts_search

/// ``KeyMap``: bindings, rebinding, help lines; a widget's and a screen's keys rebound.
@MainActor @Suite struct KeyMapTests {
  enum Command: Hashable, Sendable { case open, quit, hidden }

  @Test func bindRebindUnbindAndHelp() {
    var keys = KeyMap<Command>(ordered: [
      (KeyEvent(.enter), .open), (KeyEvent(.control("q")), .quit),
    ])
    keys[KeyEvent(.control("o"))] = .open
    #expect(keys[KeyEvent(.enter)] == .open)
    #expect(keys.keys(for: .open) == [KeyEvent(.enter), KeyEvent(.control("o"))])
    #expect(
      keys.help([(.open, "open"), (.quit, "quit"), (.hidden, "never")])
        == "Enter/Ctrl-O open · Ctrl-Q quit")
    keys[KeyEvent(.control("q"))] = nil
    #expect(keys[KeyEvent(.control("q"))] == nil)
    #expect(keys.help([(.quit, "quit")]).isEmpty)
    // A key has one action: binding it again moves it.
    keys[KeyEvent(.enter)] = .quit
    #expect(keys.keys(for: .open) == [KeyEvent(.control("o"))])
    #expect(KeyEvent(.character("y"), modifiers: .alt).name == "Alt-Y")
    #expect(KeyEvent(.character("Y"), modifiers: .alt).name == "Alt-Shift-Y")
    #expect(KeyEvent(.character("é"), modifiers: .alt).name == "Alt-É")
    #expect(KeyEvent(.character("q")).name == "q")
    #expect(KeyEvent(.character("Q")).name == "Q")
    #expect(KeyEvent(.character("3"), modifiers: .alt).name == "Alt-3")
    #expect(KeyEvent(.enter, modifiers: .shift).name == "Shift-Enter")
    #expect(KeyEvent(.up).name == "Up")
  }

  @Test func aWidgetsLineEditingKeysRebind() {
    let field = HeadlessTextField()
    field.text = "one two"
    field.tap()
    let screen = FieldScreen(field, width: 30)
    // Ctrl-Z is the screen's here; undo moves to Ctrl-G; Ctrl-K no longer kills.
    screen.widget.keyMap[KeyEvent(.control("z"))] = nil
    screen.widget.keyMap[KeyEvent(.control("g"))] = .undo
    screen.widget.keyMap[KeyEvent(.control("k"))] = nil
    screen.widget.killRing = KillRing()
    let harness = TerminalHarness(screen, rows: 1, columns: 40)
    harness.send(bytes: [0x17])  // Ctrl-W: still a kill
    #expect(field.text == "one ")
    #expect(!screen.widget.handle(KeyEvent(.control("z"))))  // not used: the screen's
    harness.send(bytes: [0x07])  // Ctrl-G: undo
    #expect(field.text == "one two")
    harness.send(bytes: [0x01, 0x0B])  // Ctrl-A, Ctrl-K: nothing
    #expect(field.text == "one two")
    #expect(TextFieldWidget.lineEditing.keys(for: .undo).map(\.name) == ["Ctrl-_", "Ctrl-Z"])
  }

  @Test func aScreensHelpLineFollowsItsKeyMap() {
    let contacts = [VCardContact(name: "Ada Lovelace"), VCardContact(name: "Zoë Saldaña")]
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    screen.keys[KeyEvent(.enter)] = nil
    screen.keys[KeyEvent(.control("o"))] = .card
    let harness = TerminalHarness(screen, rows: 8, columns: 80)
    #expect(
      harness.terminal.line(7).hasPrefix("Up/Down move · Ctrl-O card · Escape cancel · Ctrl-C quit")
    )
    harness.send(.down)
    harness.send(.enter)  // no longer opens the card
    #expect(screen.card == nil)
    harness.send(bytes: [0x0F])  // Ctrl-O does
    #expect(screen.card?.name == "Ada Lovelace")
  }

  @Test func aListsAndASearchBarsKeysRebind() {
    let list = ListWidget()
    list.keyMap[KeyEvent(.control("n"))] = .next
    list.keyMap[KeyEvent(.down)] = nil
    #expect(!list.handle(KeyEvent(.down), count: 5))
    #expect(list.handle(KeyEvent(.control("n")), count: 5))
    #expect(list.selection == 0)
    #expect(list.handle(KeyEvent(.end, modifiers: .control), count: 5))
    #expect(list.selection == 4)
    #expect(
      ListWidget.standardKeys.help([(.next, "next"), (.first, "top")])
        == "Down next · Ctrl-Home top")

    @State var query = ""
    let host = RepresentableHost { SearchBar("Search", text: $query).onCancel {} }
    let bar = SearchBarWidget(host.view)
    bar.keyMap[KeyEvent(.escape)] = nil
    bar.keyMap[KeyEvent(.control("g"))] = .cancel
    host.view.tap()
    host.view.type("ada")
    #expect(host.view.showsCancelButton)
    #expect(!bar.handle(KeyEvent(.escape)))  // unbound: nothing takes it
    #expect(host.view.showsCancelButton)
    #expect(bar.handle(KeyEvent(.control("g"))))
    #expect(!host.view.showsCancelButton)
  }
}
