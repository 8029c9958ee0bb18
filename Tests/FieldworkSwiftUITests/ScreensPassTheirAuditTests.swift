import FieldworkUIKit
import Testing

/// The project's own screens (written as iOS apps write them) pass the accessibility audit
/// with no issue ignored, and read as VoiceOver would read them.
@MainActor @Suite struct ScreensPassTheirAuditTests {
  func audit<V: View>(@ViewBuilder _ view: @escaping () -> V) -> [String] {
    ViewHost(view).accessibilityAuditIssues().map(\.description)
  }

  @Test func theSignInForm() {
    #expect(audit { SignInForm() } == [])
  }

  @Test func theProfileScreen() {
    #expect(audit { ProfileView() } == [])
  }

  @Test func theNoteEditor() {
    @State var note = ""
    #expect(audit { NoteEditor(note: $note) } == [])
    let host = ViewHost { NoteEditor(note: $note) }
    #expect(
      host.spokenScreen
        == "Note. Text Field. Double tap to edit., Use the rotor to access Misspelled Words")
    note = "Milk"
    #expect(audit { NoteEditor(note: $note) } == [])
    #expect(host.spokenScreen.hasPrefix("Note: Milk. Text Field."))
  }

  @Test func theLibrary() {
    #expect(audit { LibraryView() } == [])
  }

  @Test func theTodoList() {
    #expect(audit { ContentView() } == [])
  }

  @Test func theContactSearch() {
    #expect(audit { ContactSearchScreen(names: ["Ada Lovelace", "Alan Turing"]) } == [])
  }

  @Test func theTodoApp() {
    #expect(audit { TodoAppScreen(entries: [TodoEntry(title: "Buy milk", notes: "Oat")]) } == [])
  }
}
