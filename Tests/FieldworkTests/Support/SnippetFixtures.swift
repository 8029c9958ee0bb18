import Fieldwork

// What the documentation's snippets take from their context: the contacts they search and
// the list that shows them. The snippets themselves are extracted from the Markdown at build
// time (the SnippetTests plugin) and run by `swift test`.

/// A contact, as the snippets use one.
struct DocumentationContact: Sendable, Equatable {
  var name: String
  var email: String
  var folder: Folder
}

/// The contacts the snippets search.
let contacts = [
  DocumentationContact(name: "José Müller", email: "jose@example.org", folder: .work),
  DocumentationContact(name: "Ada Lovelace", email: "ada@example.org", folder: .home),
  DocumentationContact(name: "Joan Baez", email: "joan@example.org", folder: .home),
  DocumentationContact(name: "John Doe", email: "john@example.org", folder: .work),
]

/// A list of contacts, as a front end would draw it.
final class ContactListView {
  var rows: [String] = []
}

/// The list the snippets render.
struct ContactList: Representable {
  var contacts: [DocumentationContact]
  func makeView(context: Context) -> ContactListView { ContactListView() }
  func updateView(_ view: ContactListView, context: Context) {
    view.rows = contacts.map(\.name)
  }
}

/// Takes a value a snippet shows on a line of its own (`form.name   // "Ada"`) and ignores it.
func shown<Value>(_ value: Value) {}
