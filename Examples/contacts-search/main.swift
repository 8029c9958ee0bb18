// contacts-search: live search over contacts in the terminal, on Fieldwork's headless search bar.
// The contacts are read through FieldworkContacts' `CNContactStore`, from a vCard file.
//
//   swift run contacts-search                      # interactive, on the bundled contacts
//   swift run contacts-search --file ~/contacts.vcf
//   swift run contacts-search --query "jose mu"    # print the matches and exit
//   echo "jose mu" | swift run contacts-search     # one query per line from a pipe
//   swift run contacts-search --synthetic 1000000  # a million generated contacts
//   swift run contacts-search --demo               # the scripted walkthrough
import ExampleSupport
import Fieldwork
import FieldworkTerminal
import Foundation

let usage = """
  usage: contacts-search [--file PATH] [--query TEXT] [--synthetic COUNT] [--history PATH]
                         [--enhanced-keys] [--mouse] [--accessible] [--demo] [--help]

  Live search over contacts. With a terminal, an interactive screen: type to search (case,
  accents and word order do not matter), Up/Down/PageUp/PageDown move through the list,
  Enter opens the selected contact's card (or submits the search), Esc cancels the search,
  Ctrl-C quits. The search bar edits as a shell does (Ctrl-K, Ctrl-Y, Ctrl-_ undo, …) and
  remembers searches: Ctrl-P and Ctrl-N recall them, Ctrl-R searches them. Without one (a pipe, a file, --query), each
  query is answered on standard output with the field that matched.

    --file PATH        read contacts from a vCard file (3.0 or 4.0, as Apple Contacts and
                       Google Contacts export them; up to 512 MiB) instead of the bundled ones,
                       through the Contacts store (CNContactStore) as an app reads its own
    --query TEXT       print the contacts matching TEXT and exit
    --synthetic COUNT  search COUNT generated contacts instead (try 1000000)
    --history PATH     where searches are remembered (default
                       \(SearchHistoryFile.defaultPath(program: "contacts-search")))
    --enhanced-keys    ask the terminal for the kitty keyboard protocol and xterm's
                       modifyOtherKeys (keys such as Ctrl-I and Tab come apart)
    --mouse            take the mouse: a click places the caret or selects a contact, the
                       wheel scrolls (the terminal's own selection then needs Shift)
    --accessible       for a screen reader or a braille display: no full-screen redraws, a
                       plain line for each change ("54 of 1158 contacts match", the selected
                       contact in words); also when FIELDWORK_ACCESSIBLE is set
    --demo             the scripted walkthrough of the search bar
    --help             this text

  """

func loadContacts(_ options: CommandLineOptions) throws -> (
  contacts: [VCardContact], source: String, warnings: [VCardWarning]
) {
  if let count = options.values["synthetic"] {
    guard let count = Int(count), (0...5_000_000).contains(count) else {
      throw CommandLineOptions.Failure(description: "--synthetic needs a count up to 5000000")
    }
    return (SyntheticContacts.make(count), "generated", [])
  }
  if let path = options.values["file"] {
    let (contacts, warnings) = try ContactStoreReader.contacts(in: URL(fileURLWithPath: path))
    return (contacts, (path as NSString).lastPathComponent, warnings)
  }
  guard let url = Bundle.module.url(forResource: "contacts", withExtension: "vcf") else {
    throw CommandLineOptions.Failure(description: "the bundled contacts.vcf is missing")
  }
  let (contacts, warnings) = try ContactStoreReader.contacts(in: url)
  return (contacts, "the bundled contacts.vcf", warnings)
}

/// Prints the matches for `query`, one contact per line with the fields that matched.
@MainActor func printMatches(for query: String, in index: SearchIndex<VCardContact>) {
  let matches = index.matches(for: query, mode: .contains, limit: Int.max)
  print("\(matches.count) of \(index.count) contacts match \"\(VisibleText.escaping(query))\"")
  for match in matches {
    let contact = match.element
    let fields = searchedFields.indices.filter {
      $0 < match.ranges.count && !match.ranges[$0].isEmpty
    }
    .map { searchedFields[$0].label }
    var line = contact.name
    if !contact.email.isEmpty { line += " <\(contact.email)>" }
    if !contact.organization.isEmpty { line += ", \(contact.organization)" }
    if !query.isEmpty { line += "  [matched \(fields.joined(separator: ", "))]" }
    print(VisibleText.escaping(line))
  }
}

@MainActor func main() -> Int32 {
  let options: CommandLineOptions
  switch CommandLineOptions.read(
    program: "contacts-search", usage: usage, options: ["file", "query", "synthetic", "history"],
    switches: ["demo", "enhanced-keys", "mouse", "accessible"], report: warn)
  {
  case .run(let parsed): options = parsed
  case .exit(let status): return status
  }
  let loaded: (contacts: [VCardContact], source: String, warnings: [VCardWarning])
  do {
    let read = try loadContacts(options)
    loaded = (VCardContact.sortedByName(read.contacts), read.source, read.warnings)
  } catch {
    warn("contacts-search: \(error)")
    return 1
  }
  for warning in loaded.warnings.prefix(20) { warn("contacts-search: \(loaded.source) \(warning)") }
  if loaded.warnings.count > 20 {
    warn("contacts-search: … and \(loaded.warnings.count - 20) more lines skipped")
  }
  if options.switches.contains("demo") {
    runDemo(ContactsScreen(contacts: loaded.contacts, source: loaded.source, warningCount: 0))
    return 0
  }
  if let query = options.values["query"] {
    printMatches(for: query, in: SearchIndex(loaded.contacts, by: searchedFields.map(\.key)))
    return 0
  }
  let terminal = Terminal()
  terminal.requestsKeyboardEnhancements = options.switches.contains("enhanced-keys")
  terminal.requestsMouse = options.switches.contains("mouse")
  guard terminal.isTTY else {
    let index = SearchIndex(loaded.contacts, by: searchedFields.map(\.key))
    while let line = readLine() { printMatches(for: line, in: index) }
    return 0
  }
  let screen = ContactsScreen(
    contacts: loaded.contacts, source: loaded.source, warningCount: loaded.warnings.count,
    searches: SearchHistoryFile(
      program: "contacts-search", path: options.values["history"], report: warn))
  let session = TerminalSession(terminal: terminal)
  if options.switches.contains("accessible") { session.isAccessible = true }
  var status: Int32 = 0
  do {
    try session.run(screen)
  } catch {
    warn("contacts-search: \(error)")
    status = 1
  }
  // The terminal is restored: exit with the screen still alive. Freeing a million contacts
  // one by one kept the shell's prompt waiting; the process's memory goes in one piece.
  withExtendedLifetime(screen) { exit(status) }
}

exit(main())
