// contacts-search: the tutorials' live contact search, headless.
//
// Loads the bundled contacts.tsv, binds a SearchBar to a SearchIndex through SearchResults,
// and shows the list a front end would draw as a scripted person types (the default), or as
// you type: `swift run contacts-search --interactive` reads one query per line.
import Fieldwork
import Foundation

struct Contact: Sendable {
  var name: String
  var email: String
}

/// The list a front end would draw: the rows it was last given.
final class ContactListView {
  var rows: [Contact] = []
}

struct ContactList: Representable {
  var contacts: [Contact]
  func makeView(context: Context) -> ContactListView { ContactListView() }
  func updateView(_ view: ContactListView, context: Context) { view.rows = contacts }
}

func loadContacts() throws -> [Contact] {
  guard let url = Bundle.module.url(forResource: "contacts", withExtension: "tsv") else {
    throw CocoaError(.fileNoSuchFile)
  }
  return try String(contentsOf: url, encoding: .utf8)
    .split(separator: "\n")
    .filter { !$0.hasPrefix("#") }
    .map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return Contact(name: String(fields[0]), email: fields.count > 1 ? String(fields[1]) : "")
    }
}

@MainActor final class ContactsScreen {
  let results: SearchResults<Contact>
  private(set) var bar: RepresentableHost<SearchBar>!
  private(set) var list: RepresentableHost<ContactList>!

  init(contacts: [Contact]) {
    results = SearchResults(SearchIndex(contacts, by: [\.name, \.email]))
    bar = RepresentableHost { [unowned self] in
      SearchBar("Search contacts", text: results.queryBinding)
        .autocapitalization(.none)
    }
    list = RepresentableHost { [unowned self] in ContactList(contacts: Array(results.hits)) }
  }

  func show(_ label: String) {
    let rows = list.view.rows
    let shown = rows.prefix(5).map(\.name).joined(separator: ", ")
    let more = rows.count > 5 ? ", … (\(rows.count) in all)" : ""
    print("\(label) → \(rows.count) contacts: \(shown)\(more)")
  }
}

@MainActor func runScript(_ screen: ContactsScreen) {
  let bar = screen.bar.view
  screen.show("(empty)")
  bar.tap()
  for character in "jos" {
    bar.type(String(character))
    screen.show("typed \(bar.text.debugDescription)")
  }
  bar.type(" mu")
  screen.show("typed \(bar.text.debugDescription) (ü matches u)")
  for _ in 0..<3 { bar.deleteBackward() }
  screen.show("backspaced to \(bar.text.debugDescription)")
  bar.searchTextField.select(NSRange(location: 0, length: bar.text.utf16.count))
  bar.type("strasse")
  screen.show("typed \(bar.text.debugDescription) (ß matches ss)")
  bar.tapCancelButton()
  screen.show("cancelled")
  screen.results.mode = .fuzzy
  bar.tap()
  bar.type("grchpr")
  screen.show("fuzzy \(bar.text.debugDescription)")
  let best = screen.results.index.matches(for: bar.text, mode: .fuzzy, limit: 1)
  if let match = best.first {
    let highlighted = match.ranges[0].map { String(match.element.name[$0]) }
    print("best fuzzy match: \(match.element.name), matched \(highlighted)")
  }
}

@MainActor func runInteractive(_ screen: ContactsScreen) {
  print("Type a query per line (empty line to quit).")
  let bar = screen.bar.view
  bar.tap()
  while let line = readLine(), !line.isEmpty {
    bar.searchTextField.select(NSRange(location: 0, length: bar.text.utf16.count))
    bar.type(line)
    screen.show(line.debugDescription)
  }
}

do {
  let screen = ContactsScreen(contacts: try loadContacts())
  if CommandLine.arguments.contains("--interactive") {
    runInteractive(screen)
  } else {
    runScript(screen)
  }
} catch {
  print("contacts-search: could not load the bundled contacts: \(error)")
  exit(1)
}
