import ExampleSupport
import Fieldwork
import FieldworkTesting
import Testing

@testable import contacts_search
@testable import custom_text_field
@testable import todo_search

/// The examples' controls pass the accessibility audit with no issue ignored, and say what
/// they are.
@MainActor @Suite struct ExamplesPassTheirAuditTests {
  @Test func customTextFieldsForm() throws {
    let screen = FormScreen()
    for host in screen.hosts { try host.performAccessibilityAudit() }
    #expect(
      screen.hosts.map { $0.accessibilityElements.first?.spokenDescription ?? "" } == [
        "Name. Text Field. Is editing.", "Email. Text Field.", "Password. Secure Text Field.",
        "Age. Text Field.", "Phone. Text Field.", "Card. Text Field.",
      ])
  }

  @Test func todoSearchsControls() throws {
    let screen = TodoScreen(items: [], store: nil)
    try screen.searchHost.performAccessibilityAudit()
    try screen.entryHost.performAccessibilityAudit()
    try screen.noteHost.performAccessibilityAudit()
    #expect(screen.noteHost.accessibilityElements.first?.label == "Note")
    #expect(screen.searchHost.accessibilityElements.first?.label == "Search to-dos")
  }

  @Test func todoSearchAnnouncesItsNumberOfResultsOnceTypingPauses() async {
    let clock = ManualClock()
    // 23 matches: a count the other examples' bars, announcing on their own clocks in
    // tests that run alongside, do not reach (every host records every announcement).
    let titles = (1...23).map { "buy thing \($0)" } + ["call mum", "walk"]
    let items = titles.enumerated().map { TodoItem(id: $0.offset + 1, title: $0.element) }
    let screen = TodoScreen(items: items, store: nil, clock: clock)
    let bar: RepresentableHost<SearchBar> = screen.searchHost
    func announced() -> Int {
      bar.accessibilityNotifications.notifications.filter {
        $0.isPolite && $0.argument == "23 results"
      }.count
    }
    bar.view.tap()
    bar.view.type("buy")
    await yieldUntil({ clock.sleeperCount == 1 })
    #expect(announced() == 0)
    await clock.advance(by: .seconds(1))
    await yieldUntil({ announced() > 0 })
    #expect(announced() == 1)
  }

  @Test func contactsSearchsBar() throws {
    let screen = ContactsScreen(contacts: [], source: "test", warningCount: 0)
    try screen.bar.performAccessibilityAudit()
    #expect(
      screen.bar.spokenScreen.hasPrefix("name, email, phone or company. Is editing. Search Field."))
  }
}
