import ExampleSupport
import Fieldwork
import FieldworkTerminal

/// The searched fields, in the order `SearchIndex` keys them.
@MainActor let searchedFields: [(label: String, key: KeyPath<VCardContact, String>)] = [
  ("name", \.name), ("email", \.email), ("phone", \.phone), ("organization", \.organization),
]

/// The live search screen: a search bar over `SearchResults`, a list of the hits with the
/// matched parts highlighted, and a status line with what the frame on screen cost, from its
/// key being read to the frame being ready to write.
@MainActor final class ContactsScreen: TerminalScreen {
  let results: SearchResults<VCardContact>
  let source: String
  let warningCount: Int
  private(set) var bar: RepresentableHost<SearchBar>!
  let barWidget: SearchBarWidget
  let list = ListWidget()
  /// What the screen's own keys do.
  enum Command: Hashable, Sendable {
    /// Open the selected contact's card.
    case card
    /// Quit (Ctrl-C is the session's: it never reaches the screen).
    case quit
    /// Quit when the query is empty, as Ctrl-D ends a shell.
    case quitWhenEmpty
  }
  /// The screen's keys: rebind them here; the status line's help is made from them.
  var keys = KeyMap<Command>(ordered: [
    (KeyEvent(.enter), .card), (KeyEvent(.control("c")), .quit),
    (KeyEvent(.control("d")), .quitWhenEmpty),
  ])
  /// The contact whose card is open (Enter on a row), if any.
  private(set) var card: VCardContact?

  /// The searches remembered between runs (Ctrl-P, Ctrl-N, Ctrl-R in the bar).
  let searches: SearchHistoryFile

  /// The organisation tokens in the bar: the contacts shown belong to one of them.
  @State var tokens: [SearchToken] = []
  /// Every organisation, once, in name order: what the suggestions offer, indexed once.
  let organizations: SearchIndex<String>

  /// - Parameter clock: What times the pause after which the number of results is announced
  ///   (a manual clock in tests).
  init(
    contacts: [VCardContact], source: String, warningCount: Int,
    searches: SearchHistoryFile = SearchHistoryFile(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.searches = searches
    organizations = SearchIndex(
      Set(contacts.map(\.organization).filter { !$0.isEmpty }).sorted(), by: \.self)
    let tokens = _tokens
    // The tokens' organisations are the results' scope: a token added or removed filters
    // the list at once.
    let scope = Binding<Set<String>>(
      get: { Set(tokens.wrappedValue.compactMap { $0.representedValue as? String }) },
      set: { _ in })
    let index = SearchIndex(contacts, by: searchedFields.map(\.key))
    // A scope over the organisation's value: nothing to pay on a key while no token is
    // selected, and a pass over bits, not a call per hit, while one is.
    results = SearchResults(index, scope: scope, value: \.organization) { organizations in
      organizations.isEmpty ? nil : organizations
    }
    self.source = source
    self.warningCount = warningCount
    let results = results
    let organizations = organizations
    let host = RepresentableHost {
      SearchBar("name, email, phone or company", text: results.queryBinding)
        .textInputAutocapitalization(.never)
        .tokens(tokens.projectedValue)
        .suggestions(Self.suggestions(for: results.query, among: organizations))
        .announcesResultCount(clock: clock) { results.count }
    }
    bar = host
    barWidget = SearchBarWidget(host.view)
    // Refining a query keeps the contact picked with the arrows, wherever it moved.
    list.selectionPolicy = .keepItem
    barWidget.field.history = searches.history
    host.view.tap()
  }

  /// Up to five organisations whose name holds the query (folded), as tokens to filter by.
  static func suggestions(for query: String, among organizations: SearchIndex<String>)
    -> [SearchSuggestion]
  {
    guard !query.allSatisfy(\.isWhitespace) else { return [] }
    return organizations.search(query).prefix(5).map { organization in
      SearchSuggestion(
        "only \(organization)",
        completion: .token(SearchToken(organization, representedValue: organization)))
    }
  }

  func draw(into canvas: inout Canvas) {
    barWidget.draw(into: &canvas, row: 0, column: 0, width: canvas.columns)
    let header = barWidget.height
    let summary =
      results.query.isEmpty
      ? "\(results.count) contacts from \(source)"
      : "\(results.count) of \(results.index.count) contacts match"
    canvas.put(summary, row: header, column: 0, style: .dim)
    let top = header + 1
    let height = max(canvas.rows - top - 1, 0)
    let visible = list.layOut(count: results.count, height: height)
    let matches = results.matches(in: visible)
    let nameWidth = min(30, canvas.columns / 3)
    list.draw(
      into: &canvas, top: top, column: 0, width: canvas.columns, height: height,
      count: results.count
    ) { index in
      Self.row(for: matches[index - visible.lowerBound], nameWidth: nameWidth)
    }
    barWidget.drawSuggestions(
      into: &canvas, row: top, column: 9, width: min(canvas.columns - 9, 50),
      maxRows: min(5, height))
    if let card { Self.drawCard(card, into: &canvas, top: top, height: height) }
    drawStatus(timing: "", into: &canvas)
  }

  /// A contact's card over the list: the name, then every e-mail, phone and the
  /// organisation, one per line, in a frame.
  static func drawCard(_ contact: VCardContact, into canvas: inout Canvas, top: Int, height: Int) {
    var lines: [(label: String, value: String)] = [("", contact.name)]
    lines += contact.emails.map { ("e-mail", $0) }
    lines += contact.phones.map { ("phone", $0) }
    if !contact.organization.isEmpty { lines.append(("organisation", contact.organization)) }
    let width = min(canvas.columns, 64)
    let left = max((canvas.columns - width) / 2, 0)
    let rows = min(lines.count + 3, height)
    guard rows >= 3 else { return }
    let inner = width - 2
    canvas.put("┌" + String(repeating: "─", count: inner) + "┐", row: top, column: left)
    for row in 1..<(rows - 1) {
      canvas.fill(row: top + row, column: left, width: width)
      canvas.put("│", row: top + row, column: left)
      canvas.put("│", row: top + row, column: left + width - 1)
      guard row - 1 < lines.count else { continue }
      let line = lines[row - 1]
      if line.label.isEmpty {
        canvas.put(line.value, row: top + row, column: left + 2, style: .bold, width: inner - 2)
      } else {
        let labelWidth = 14
        canvas.put(line.label, row: top + row, column: left + 2, style: .dim, width: labelWidth)
        canvas.put(
          line.value, row: top + row, column: left + 2 + labelWidth, width: inner - 3 - labelWidth)
      }
    }
    let hint = " Esc close · ↑↓ next "
    canvas.put(
      "└" + String(repeating: "─", count: max(inner - DisplayWidth.of(hint) - 1, 0)) + hint + "─┘",
      row: top + rows - 1, column: left)
  }

  /// What a screen reader is told, in an accessible session (`--accessible`): how many
  /// contacts match, the selected one in words, the suggestions, an open card.
  func accessibleLines() -> [String] {
    var lines = [
      results.query.isEmpty && tokens.isEmpty
        ? "\(results.count) contacts from \(source). Type to search, Down to choose, Enter for a card, Ctrl-C to quit."
        : "\(results.count) of \(results.index.count) contacts match"
    ]
    if barWidget.isShowingSuggestions {
      let titles = barWidget.bar.searchSuggestions.map(\.title)
      if !titles.isEmpty {
        lines.append("Suggestions: \(titles.joined(separator: "; ")). Down and Enter pick one.")
      }
    }
    if let row = list.selection, row < results.count {
      let contact = results.hits[row]
      var words = [contact.name]
      if !contact.email.isEmpty { words.append(contact.email) }
      if !contact.organization.isEmpty { words.append(contact.organization) }
      lines.append("Selected: \(words.joined(separator: ", ")), \(row + 1) of \(results.count)")
    }
    if let card {
      lines.append("Card: \(card.name)")
      lines += card.emails.map { "e-mail: \($0)" } + card.phones.map { "phone: \($0)" }
      if !card.organization.isEmpty { lines.append("organisation: \(card.organization)") }
      lines.append("Escape closes the card.")
    }
    return lines
  }

  /// The search line, in an accessible session: the tokens, then the query, the cursor at
  /// the caret.
  func accessiblePrompt() -> AccessiblePrompt? {
    let field = barWidget.bar.searchTextField
    let organizations = tokens.map(\.text)
    let prompt =
      organizations.isEmpty
      ? "Search: " : "Search (only \(organizations.joined(separator: ", "))): "
    let text = field.text
    let caretOffset = min(
      field.selectedRange.location + field.selectedRange.length, text.utf16.count)
    let caretIndex = String.Index(utf16Offset: caretOffset, in: text)
    let caret = text[..<caretIndex].count
    return AccessiblePrompt(prompt: prompt, text: field.text, caret: caret)
  }

  /// The status line: the keys, and this frame's cost once the session knows it.
  func drawFrameCost(_ nanoseconds: UInt64?, into canvas: inout Canvas) {
    guard let nanoseconds else { return }
    let milliseconds = Double(nanoseconds) / 1_000_000
    drawStatus(timing: "key→frame \(milliseconds.formatted(digits: 2)) ms", into: &canvas)
  }

  /// While the program waits for the next key: the search reads ahead for the letter that
  /// may follow the query (a million contacts' second letter: a scan of 50 MB, otherwise).
  func idle(interrupted: @escaping @Sendable () -> Bool) {
    results.prepareNextLetter(interrupted: interrupted)
  }

  private func drawStatus(timing: String, into canvas: inout Canvas) {
    // Made from the key maps of the list, the screen and the bar: it names the keys that work.
    let move = [ListWidget.Action.previous, .next].compactMap {
      list.keyMap.keys(for: $0).first?.name
    }.joined(separator: "/")
    let help = [
      move.isEmpty ? "" : move + " move", keys.help([(.card, "card")]),
      barWidget.keyMap.help([(.cancel, "cancel")]), keys.help([(.quit, "quit")]),
    ].filter { !$0.isEmpty }.joined(separator: " · ")
    let warnings = warningCount > 0 ? " · \(warningCount) lines skipped" : ""
    // A save that failed says so first, where it cannot be cut off.
    let failure = searches.lastFailure.map { $0 + " · " } ?? ""
    StatusLine(failure + help + warnings, right: timing).draw(into: &canvas, row: canvas.rows - 1)
  }

  /// A row: the name padded to `nameWidth` columns, the emails, the organization; matched
  /// ranges of each field highlighted.
  static func row(for match: SearchMatch<VCardContact>, nameWidth: Int) -> ListRow {
    var text = ""
    var highlights: [Range<Int>] = []
    let contact = match.element
    let parts: [(String, Int)] = [
      (contact.name, 0), (contact.email, 1), (contact.organization, 3),
    ]
    for (position, (value, key)) in parts.enumerated() {
      if position > 0 { text += "  " }
      let start = text.utf8.count
      text += value
      for range in key < match.ranges.count ? match.ranges[key] : [] {
        let lower = start + value.utf8.distance(from: value.startIndex, to: range.lowerBound)
        let upper = start + value.utf8.distance(from: value.startIndex, to: range.upperBound)
        highlights.append(lower..<upper)
      }
      if position == 0 {
        let pad = nameWidth - DisplayWidth.of(VisibleText.escaping(value))
        if pad > 0 { text += String(repeating: " ", count: pad) }
      }
    }
    let utf8 = text.utf8
    return ListRow(
      text,
      highlights: highlights.map {
        utf8.index(
          utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: $0.upperBound)
      })
  }

  func handle(_ event: KeyEvent) -> KeyResult {
    if card != nil { return handleCard(event) }
    // The suggestions menu, while it shows, has Up, Down, Tab, Enter and Escape.
    if barWidget.isShowingSuggestions, [.up, .down, .tab, .enter, .escape].contains(event.key) {
      let query = results.query
      barWidget.handle(event)
      if results.query != query { list.rowsChanged(count: results.count) }
      return .handled
    }
    // Enter on a selected row opens its card; with no row selected it is the search bar's
    // (UIKit's search key: the keyboard goes, the results stay).
    if keys[event] == .card, let row = list.selection, row < results.count {
      card = results.hits[row]
      searches.record(results.query)
      return .handled
    }
    if event.key == .enter, barWidget.bar.isFirstResponder, barWidget.field.historySearch == nil {
      searches.record(results.query)  // the search button: a search worth remembering
    }
    if list.handle(event, count: results.count) { return .handled }
    if event.key == .tab {
      if barWidget.bar.isFirstResponder {
        _ = barWidget.bar.resignFirstResponder()
      } else {
        barWidget.bar.tap()
      }
      return .handled
    }
    if !barWidget.bar.isFirstResponder, case .character = event.key { barWidget.bar.tap() }
    if !barWidget.bar.isFirstResponder, case .paste = event.key { barWidget.bar.tap() }
    // Ctrl-D quits on an empty query, as it ends a shell; otherwise it deletes forward.
    if keys[event] == .quitWhenEmpty, results.query.isEmpty { return .quit }
    let query = results.query
    let selected = list.selection.flatMap { results.hits.positions(at: $0..<($0 + 1)).first }
    let used = barWidget.handle(event)
    if results.query != query {
      list.rowsChanged(
        count: results.count, selectedItemRow: selected.flatMap(results.hits.offset(ofPosition:)))
    }
    return used ? .handled : .ignored
  }

  /// Keys while a card is open: Esc, Enter or Backspace close it, Up and Down show the
  /// previous and next contact.
  private func handleCard(_ event: KeyEvent) -> KeyResult {
    switch event.key {
    case .escape, .enter, .backspace, .character("q"):
      card = nil
    case .up, .down:
      list.handle(event, count: results.count)
      if let row = list.selection, row < results.count { card = results.hits[row] }
    default:
      return .ignored
    }
    return .handled
  }
}

extension Double {
  /// The number with `digits` decimals, without Foundation.
  func formatted(digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (self * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled) - whole * Int(scale)
    let fractionText = String(fraction)
    return "\(whole)." + String(repeating: "0", count: max(0, digits - fractionText.count))
      + fractionText
  }
}
