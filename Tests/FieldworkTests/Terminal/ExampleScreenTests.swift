import ExampleSupport
import Fieldwork
import FieldworkSwiftData
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

@testable import contacts_search
@testable import custom_text_field
@testable import todo_search

@MainActor @Suite struct ContactsScreenTests {
  let contacts = [
    VCardContact(name: "Ada Lovelace", emails: ["ada@example.org"], organization: "Analytical"),
    VCardContact(name: "Zoë Saldaña", emails: ["zoe@example.org"]),
    VCardContact(name: "José Müller", emails: ["jose@example.org"], phones: ["+49 30 1234"]),
    VCardContact(name: "Zola Jesus", emails: ["zola@example.org"]),
  ]

  @Test func typingZoeShowsZoeSaldanaOnRowThree() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 80)
    #expect(harness.terminal.line(1) == "4 contacts from test")
    harness.type("zoe")
    #expect(harness.terminal.line(1) == "1 of 4 contacts match")
    #expect(harness.terminal.line(2).hasPrefix("  Zoë Saldaña"))
    #expect(harness.terminal.row(containing: "Zola") == nil)
    // The matched letters are highlighted, in the name and in the email.
    #expect(harness.terminal.style(row: 2, column: 2).contains(.highlight))
    #expect(harness.terminal.style(row: 2, column: 6) == [])
    #expect(harness.terminal.cursorRow == 0)
    #expect(harness.terminal.line(9).contains("key→frame"))
  }

  @Test func escapeCancelsAndTheListComesBack() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 60)
    harness.type("jose mu")
    #expect(screen.results.count == 1)
    harness.send(.escape)
    #expect(screen.results.count == 4)
    #expect(harness.terminal.line(0).hasPrefix("Search  name, email"))  // the placeholder
  }

  @Test func arrowsMoveThroughTheListAndTypingGoesBackToTheBar() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 60)
    harness.send(.down)
    harness.send(.down)
    #expect(harness.terminal.line(3).hasPrefix("› Zoë"))
    harness.send(.enter)  // a selected row: its card
    #expect(screen.card?.name == "Zoë Saldaña")
    harness.send(.escape)
    #expect(screen.card == nil)
    #expect(screen.barWidget.bar.isFirstResponder)
    screen.list.selection = nil
    harness.send(.enter)  // the search key does nothing while the bar is empty, as in UIKit
    #expect(screen.barWidget.bar.isFirstResponder)
    harness.type("o")
    harness.send(.enter)  // no row selected: submits, the keyboard goes, the cancel button stays
    #expect(!screen.barWidget.bar.isFirstResponder)
    #expect(harness.terminal.line(0).hasSuffix("[Cancel: Esc]"))
    harness.type("s")
    #expect(screen.barWidget.bar.isFirstResponder && screen.results.query == "os")
  }

  @Test func enterOpensTheCardWithEveryFieldAndArrowsStepThroughTheHits() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 12, columns: 80)
    harness.type("j")  // José Müller, then Zola Jesus
    harness.send(.down)
    harness.send(.enter)
    #expect(screen.card?.name == "José Müller")
    #expect(harness.terminal.row(containing: "jose@example.org") != nil)
    #expect(harness.terminal.row(containing: "+49 30 1234") != nil)
    #expect(harness.terminal.row(containing: "Esc close") != nil)
    // Keys other than the card's own do nothing while it is open.
    harness.type("x")
    #expect(screen.results.query == "j")
    harness.send(.down)
    #expect(screen.card?.name == "Zola Jesus")
    harness.send(.escape)
    #expect(screen.card == nil)
    #expect(harness.terminal.row(containing: "Esc close") == nil)
  }

  @Test func refiningTheQueryKeepsThePickedContactWhereverItMoves() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 80)
    for _ in 0..<4 { harness.send(.down) }
    #expect(screen.list.selection == 3)  // Zola Jesus
    harness.type("z")  // Zoë, Zola: Zola is now the second row
    #expect(screen.list.selection == 1)
    #expect(harness.terminal.line(3).hasPrefix("› Zola"))
    harness.type("oe")  // Zola is gone: the first row
    #expect(screen.results.count == 1)
    #expect(screen.list.selection == 0)
  }

  @Test func anOrganisationSuggestionBecomesATokenThatFiltersTheList() {
    let screen = ContactsScreen(contacts: contacts, source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 10, columns: 80)
    harness.type("analy")
    #expect(harness.terminal.row(containing: "only Analytical") == 2)  // over the list
    harness.send(.down)
    harness.send(.enter)
    #expect(screen.tokens.map(\.text) == ["Analytical"])
    #expect(screen.results.query.isEmpty)
    #expect(screen.results.count == 1)  // Ada's organisation only
    #expect(harness.terminal.line(0).hasPrefix("Search ▸  Analytical "))
    harness.send(.backspace)
    harness.send(.backspace)  // selects the chip, then removes it
    #expect(screen.tokens.isEmpty)
    #expect(screen.results.count == 4)
  }

  @Test func contactsAreListedInNameOrderFolded() {
    let names = ["Zoë", "ada", "Łukasz", "Lukas", "Émile", "emil", "ada", "Ådne"]
    let sorted = VCardContact.sortedByName(
      names.enumerated().map { VCardContact(name: $1, emails: ["\($0)"]) })
    // A letter that folds to no ASCII letter (Ł) sorts after z, by its bytes.
    #expect(
      sorted.map(\.name) == ["ada", "ada", "Ådne", "emil", "Émile", "Lukas", "Zoë", "Łukasz"])
    // Equal names keep their file order.
    #expect(sorted.prefix(2).map(\.emails) == [["1"], ["6"]])
  }

  @Test func aHostileContactCannotDriveTheTerminal() {
    let hostile = VCardContact(
      name: "Mallory\u{1B}]2;pwned\u{7}\u{1B}[2J\u{202E}evil", emails: ["m@example.org"])
    let screen = ContactsScreen(contacts: [hostile], source: "test", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 6, columns: 80)
    harness.type("mallory")
    #expect(harness.terminal.unexpectedOutput.isEmpty)
    #expect(harness.terminal.line(2).hasPrefix("  Mallory^[]2;pwned^G^[[2J<U+202E>evil"))
  }

  /// The generated contacts are shaped like an address book, as their documentation says.
  @Test func generatedContactsHaveOrganisationsScriptsAndDuplicates() {
    let contacts = SyntheticContacts.make(20_000)
    #expect(contacts == SyntheticContacts.make(20_000))  // the same on every run
    let organizations = Set(contacts.map(\.organization).filter { !$0.isEmpty })
    #expect(organizations.count > 200 && organizations.count <= 320)
    let withOrganization = contacts.filter { !$0.organization.isEmpty }.count
    #expect((14_000...16_000).contains(withOrganization))
    let duplicates = contacts.count - Set(contacts.map(\.name)).count
    #expect(duplicates > 500)
    let nonLatin = contacts.filter { contact in
      contact.name.unicodeScalars.contains {
        (0x0370...0x04FF).contains($0.value) || $0.value >= 0x3040 && $0.value < 0xD7B0
      }
    }.count
    #expect((1_800...3_000).contains(nonLatin))
    #expect(contacts.allSatisfy { (1...3).contains($0.emails.count) && $0.phones.count <= 2 })
  }

  @Test func aMillionContactsStayResponsive() {
    let screen = ContactsScreen(
      contacts: SyntheticContacts.make(200_000), source: "generated", warningCount: 0)
    let harness = TerminalHarness(screen, rows: 30, columns: 100)
    harness.type("a")
    // A one-letter query matches most of them; only the rows in view are drawn.
    #expect(screen.results.count > 100_000)
    #expect(harness.lines.filter { $0.hasPrefix("  ") }.count == 27)
  }
}

@MainActor @Suite struct TodoScreenTests {
  func screen(_ items: [TodoItem] = [], store: (any TodoPersistence)? = nil) -> (
    TodoScreen, TerminalHarness<TodoScreen>
  ) {
    let screen = TodoScreen(items: items, store: store)
    return (screen, TerminalHarness(screen, rows: 12, columns: 60))
  }

  @Test func theScreensKeysRebindAndTheHelpLinesFollow() {
    let (screen, harness) = screen([TodoItem(id: 1, title: "Buy milk")])
    #expect(
      harness.terminal.line(11).hasPrefix(
        "Tab next field · Enter save · Escape cancel, to the list"))
    screen.screenKeys[KeyEvent(.escape)] = nil
    screen.screenKeys[KeyEvent(.control("g"))] = .leave
    harness.type("Call")
    #expect(
      harness.terminal.line(11).hasPrefix(
        "Tab next field · Enter save · Ctrl-G cancel, to the list"))
    harness.send(KeyEvent(.control("g")))
    #expect(screen.entry == "" && screen.focus == .list)
    harness.type("n")
    #expect(screen.focus == .note)
    #expect(harness.terminal.line(11).hasPrefix("Enter new line · Ctrl-G or Tab done (saves)"))
    harness.send(KeyEvent(.control("g")))
    #expect(screen.focus == .list)
  }

  /// What a newcomer guesses from the help lines: add two to-dos, Escape to the list, `n` for
  /// the first one's note, two lines, Escape to save it.
  @Test func aNewcomerAddsTwoToDosAndWritesTheFirstOnesNote() {
    let (screen, harness) = screen()
    harness.type("Buy milk\r")
    harness.type("Call mom\r")
    harness.send(.escape)
    #expect(screen.focus == .list)
    #expect(harness.terminal.line(11).hasPrefix("Space done · e edit · n note"))
    harness.type("n")
    #expect(screen.focus == .note)
    harness.type("oat milk\rnot cow")
    harness.send(.escape)
    #expect(screen.focus == .list)
    #expect(screen.items.map(\.title) == ["Buy milk", "Call mom"])
    #expect(screen.items.map(\.note) == ["oat milk\nnot cow", ""])
  }

  @Test func escapeInTheSearchBarLeavesForTheList() {
    let (screen, harness) = screen([TodoItem(id: 1, title: "Buy milk")])
    screen.focus = .search
    harness.type("milk")
    harness.send(.escape)
    #expect(screen.focus == .list && screen.results.query.isEmpty)
    harness.type("n")
    #expect(screen.focus == .note)
  }

  @Test func theListsKeysRebindAndTheHelpLineFollows() {
    let (screen, harness) = screen([TodoItem(id: 1, title: "Buy milk")])
    screen.listKeys[KeyEvent(.character(" "))] = nil
    screen.listKeys[KeyEvent(.character("x"))] = .toggle
    screen.focus = .list
    harness.send(.down)
    #expect(harness.terminal.line(11).hasPrefix("Enter done · e edit · n note · Delete delete"))
    harness.type(" ")  // no longer marks it done
    #expect(!screen.items[0].isDone)
    harness.type("x")
    #expect(screen.items[0].isDone)
  }

  @Test func addCompleteEditAndDeleteWithTheKeyboard() {
    let (screen, harness) = screen()
    harness.type("Buy milk\nCall mom\n")
    #expect(screen.items.map(\.title) == ["Buy milk", "Call mom"])
    #expect(harness.terminal.row(containing: "[ ] Call mom") != nil)
    harness.send(KeyEvent(.tab))  // → search
    #expect(screen.focus == .search)
    #expect(screen.searchWidget.bar.isFirstResponder && !screen.entryWidget.field.isFirstResponder)
    harness.send(KeyEvent(.tab))  // → list
    #expect(screen.focus == .list)
    harness.send(.down)
    harness.type(" ")
    #expect(screen.items[1].isDone)
    #expect(harness.terminal.row(containing: "[x] Call mom") != nil)
    harness.type("e")
    #expect(screen.focus == .entry && screen.entry == "Call mom")
    harness.send(KeyEvent(.control("u")))
    harness.type("Call dad\n")
    #expect(screen.items.map(\.title) == ["Buy milk", "Call dad"])
    #expect(screen.items[1].isDone)
    harness.send(KeyEvent(.tab, modifiers: .shift))  // → list
    harness.send(.delete)
    #expect(screen.items.map(\.title) == ["Call dad"])
  }

  @Test func scopesAndCancelFilterTheList() {
    let (screen, harness) = screen([
      TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Buy stamps", isDone: true),
      TodoItem(id: 3, title: "Walk"),
    ])
    harness.send(KeyEvent(.tab))
    harness.type("buy")
    #expect(screen.results.hits.map(\.id) == [1, 2])
    harness.send(KeyEvent(.character("3"), modifiers: .alt))  // Done
    #expect(screen.results.hits.map(\.id) == [2])
    #expect(harness.terminal.row(containing: "Done") == 1)
    harness.send(.escape)
    #expect(screen.results.hits.map(\.id) == [1, 2, 3])
  }

  @Test func aNoteIsEditedInTheTextAreaSavedAndSearched() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let (screen, harness) = screen(
      [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call mom")], store: store)
    harness.send(KeyEvent(.tab), KeyEvent(.tab))  // → list
    harness.send(.down)
    #expect(harness.terminal.row(containing: "Note · Call mom") != nil)
    harness.type("n")
    #expect(screen.focus == .note && screen.noteHost.view.isFirstResponder)
    harness.type("Ask about\n")
    harness.send(KeyEvent(.paste("the garden 🌻\r\nand the roof")))
    #expect(screen.note == "Ask about\nthe garden 🌻\r\nand the roof")
    #expect(try store.load().isEmpty)  // saved when the note's editing ends
    harness.send(.escape)
    #expect(screen.focus == .list)
    #expect(try store.load()[1].note == "Ask about\nthe garden 🌻\r\nand the roof")
    #expect(harness.terminal.row(containing: "[ ] Call mom ✎") != nil)
    harness.send(.up)
    #expect(screen.noteOwner == 1 && screen.note == "")  // the selection's note shows
    harness.send(KeyEvent(.tab), KeyEvent(.tab))  // → search
    harness.type("garden")
    #expect(screen.results.hits.map(\.id) == [2])
  }

  @Test func everyChangeIsSaved() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let (_, harness) = screen(store: store)
    harness.type("Water plants\n")
    #expect(try store.load().map(\.title) == ["Water plants"])
  }

  /// The program keeps its list with SwiftData: what the screen adds, completes, notes and
  /// deletes is in the store file when another container opens it.
  @Test func everyChangeIsSavedInTheSwiftDataStore() throws {
    let folder = try TemporaryFolder()
    let url = URL(fileURLWithPath: folder.path + "/todos.store")
    let library = try TodoLibrary(url: url)
    let (screen, harness) = screen(store: library)
    harness.type("Water plants\n")
    harness.type("Buy milk\n")
    harness.type("Call mom\n")
    harness.send(KeyEvent(.tab), KeyEvent(.tab))  // → list
    #expect(screen.focus == .list)
    harness.send(KeyEvent(.character(" ")))  // "Water plants" done
    harness.send(.down)
    harness.send(.delete)  // "Buy milk" deleted
    #expect(screen.items.map(\.title) == ["Water plants", "Call mom"])
    let reopened = try TodoLibrary(url: url)
    #expect(try reopened.load() == screen.items)
    #expect(try reopened.load().map(\.isDone) == [true, false])
    // As SwiftData: the models are in the container's context, fetched by a descriptor.
    let open = try reopened.container.mainContext.fetch(
      FetchDescriptor<Todo>(predicate: #Predicate { !$0.isDone }))
    #expect(open.map(\.title) == ["Call mom"])
  }

  @Test func theFirstRunImportsTheListAnEarlierVersionKeptAsJSON() throws {
    let folder = try TemporaryFolder()
    let earlier = TodoStore(path: folder.path + "/todos.json")
    let list = [
      TodoItem(id: 1, title: "Buy milk", isDone: true),
      TodoItem(id: 4, title: "Call mom", note: "Sunday"),
    ]
    try earlier.save(list)
    let storePath = folder.path + "/todos.store"
    let (store, items) = try openList(
      at: nil, defaultStore: storePath, earlierList: earlier.path)
    #expect(store is TodoLibrary)
    #expect(items == list)
    #expect(try earlier.load() == list)  // left as it was
    // Later runs read the store; the JSON list is not imported again.
    try earlier.save([])
    #expect(try openList(at: nil, defaultStore: storePath, earlierList: earlier.path).1 == list)
    // A path ending in .json is the JSON list itself.
    #expect(try openList(at: earlier.path).0 is TodoStore)
  }

  @Test func aFileThatIsNotAToDoStoreIsReportedAndLeftAlone() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/todos.store"
    let text = "my shopping list, not a store\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: (any Error).self) { try openList(at: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }
}

@MainActor @Suite struct FormScreenTests {
  @Test func theFormsKeysRebindAndTheHelpLineFollows() {
    let screen = FormScreen()
    let harness = TerminalHarness(screen, rows: 24, columns: 100)
    #expect(
      harness.terminal.line(23).hasPrefix(
        "Tab/Shift-Tab move · Enter next · Ctrl-T show password · Ctrl-C quit"))
    harness.send(KeyEvent(.control("t")))
    #expect(harness.terminal.line(23).contains("Ctrl-T hide password"))
    screen.keys[KeyEvent(.tab)] = nil
    screen.keys[KeyEvent(.control("o"))] = .nextField
    harness.send(KeyEvent(.control("o")))
    #expect(screen.focus == .email)
    #expect(harness.terminal.line(23).hasPrefix("Ctrl-O/Shift-Tab move"))
    harness.send(KeyEvent(.tab))  // unbound: the field does not move focus with it
    #expect(screen.focus == .email)
    harness.send(KeyEvent(.tab, modifiers: .shift))
    #expect(screen.focus == .name)
  }

  @Test func tabAndReturnMoveFocusAndTheHooksAreLogged() {
    let screen = FormScreen()
    let harness = TerminalHarness(screen, rows: 24, columns: 80)
    #expect(screen.focus == .name)
    harness.type("Ada\n")
    #expect(screen.focus == .email)
    #expect(
      screen.log.prefix(4) == [
        "name: didBeginEditing", "name: didChange \"A\"", "name: didChange \"Ad\"",
        "name: didChange \"Ada\"",
      ])
    #expect(screen.log.contains("name: shouldReturn"))
    harness.type("ada@")
    #expect(harness.terminal.row(containing: "needs name@domain.tld") == 4)
    harness.type("example.org")
    #expect(harness.terminal.line(4).hasSuffix("✓"))
    harness.send(KeyEvent(.tab))
    #expect(screen.focus == .password)
  }

  @Test func thePasswordIsBulletsOnScreenAndInTheLog() {
    let screen = FormScreen()
    screen.focus = .password
    let harness = TerminalHarness(screen, rows: 24, columns: 80)
    harness.type("hunter22")
    #expect(harness.terminal.line(6).contains("[••••••••"))
    #expect(!harness.lines.joined().contains("hunter"))
    #expect(screen.log.last == "password: didChange (8 characters)")
    harness.send(KeyEvent(.control("t")))  // show
    #expect(harness.terminal.line(6).contains("[hunter22"))
    harness.send(KeyEvent(.control("t")))
    #expect(!harness.lines.joined().contains("hunter"))
    #expect(screen.password == "hunter22")
  }

  @Test func theAgeGoesThroughFormatAndParse() {
    let screen = FormScreen()
    screen.focus = .age
    let harness = TerminalHarness(screen, rows: 24, columns: 80)
    harness.type("4x2\n")  // the filter drops the x
    #expect(screen.age == 42)
    #expect(screen.focus == .phone)
    #expect(harness.terminal.line(8).contains("42 years"))
    screen.focus = .age
    harness.send(KeyEvent(.control("u")))
    harness.type("999\n")  // out of range: the value stays and the field shows it again
    #expect(screen.age == 42)
    #expect(screen.hosts[3].view.text == "42")
    // ...and says why, in the error style, until the person edits again.
    #expect(harness.terminal.line(8).contains("a whole number from 0 to 150"))
    #expect(harness.terminal.background(row: 8, column: 45) == .red)
    screen.focus = .age
    harness.type("3")
    #expect(!harness.terminal.line(8).contains("a whole number"))
  }

  @Test func thePhoneAndCardFormatAsTheyAreTypedAndTheLogShowsTheirValues() {
    let screen = FormScreen()
    screen.focus = .phone
    let harness = TerminalHarness(screen, rows: 24, columns: 100)
    // Focused and empty: the format's blanks show, dimmed.
    #expect(harness.terminal.line(10).contains("[+1 (___) ___-____"))
    harness.type("555123")
    #expect(harness.terminal.line(10).contains("[+1 (555) 123-____"))
    #expect(harness.terminal.style(row: 10, column: 13 + 13).contains(.dim))
    harness.type("4567")
    #expect(screen.phone == "+1 (555) 123-4567")
    #expect(
      screen.log.last == "phone: didChange \"+1 (555) 123-4567\" value \"5551234567\" (complete)")
    #expect(harness.terminal.line(10).contains("✓"))
    harness.type("\n")
    #expect(screen.focus == .card)
    harness.type("378282246310005")
    #expect(screen.card == "3782 822463 10005")
    #expect(screen.cardDigits == "378282246310005")
    #expect(harness.terminal.line(12).contains("American Express ✓"))
    harness.send(KeyEvent(.control("u")))
    harness.type("4111111111111111")
    #expect(screen.card == "4111 1111 1111 1111")
    #expect(screen.log.last?.hasSuffix("value \"4111111111111111\" (complete)") == true)
    harness.type("\n")
    #expect(screen.submitted)
  }

  @Test func validationMessagesShowBesideTheFieldAndInTheStatusLine() {
    let screen = FormScreen()
    screen.focus = .email
    let harness = TerminalHarness(screen, rows: 24, columns: 100)
    harness.type("ada@")
    #expect(harness.terminal.line(4).contains("needs name@domain.tld"))
    #expect(harness.terminal.background(row: 4, column: 45) == .red)
    #expect(harness.terminal.style(row: 4, column: 45).contains(.bold))
    // Announced in the status line, in the error style too.
    #expect(harness.terminal.line(23).hasSuffix("Email: needs name@domain.tld"))
    #expect(harness.terminal.background(row: 23, column: 99) == .red)
    harness.type("example.org")
    #expect(!harness.lines.joined().contains("needs name"))
    #expect(harness.terminal.foreground(row: 4, column: 45) == nil)
    // A secure field's message says nothing of its text.
    screen.focus = .password
    harness.type("hunter")
    #expect(harness.terminal.line(23).hasSuffix("Password: too short"))
    #expect(!harness.lines.joined().contains("hunter"))
  }

  @Test func withoutColourTheErrorStaysVisible() {
    let screen = FormScreen()
    screen.focus = .email
    let harness = TerminalHarness(screen, rows: 24, columns: 100, colorDepth: .monochrome)
    harness.type("ada@")
    #expect(harness.terminal.foreground(row: 4, column: 45) == nil)  // no colour at all
    #expect(harness.terminal.style(row: 4, column: 45).isSuperset(of: [.bold, .inverse]))
  }
}
