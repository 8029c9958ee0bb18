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

  @Test func contactsSearchsBar() throws {
    let screen = ContactsScreen(contacts: [], source: "test", warningCount: 0)
    try screen.bar.performAccessibilityAudit()
    #expect(
      screen.bar.spokenScreen.hasPrefix("name, email, phone or company. Is editing. Search Field."))
  }
}
