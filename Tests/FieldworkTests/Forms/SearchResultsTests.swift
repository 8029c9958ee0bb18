import Fieldwork
import Foundation
import Testing

private enum PersonFolder: String, CaseIterable, Hashable {
  case all, work, home
}

private struct FiledPerson: Sendable, Equatable {
  var name: String
  var folder: PersonFolder
}

private let filedPeople = [
  FiledPerson(name: "José Müller", folder: .work), FiledPerson(name: "Ada Lovelace", folder: .home),
  FiledPerson(name: "Josephine Baker", folder: .home),
  FiledPerson(name: "Grace Hopper", folder: .work),
]

@MainActor @Suite struct SearchResultsTests {
  /// A screen as the search article builds it: a typed scope of its own.
  @MainActor private final class Screen {
    @State var folder = PersonFolder.all
    var dismissals = 0
    lazy var results = SearchResults(SearchIndex(filedPeople, by: \.name), scope: $folder) {
      person, folder in folder == .all || person.folder == folder
    }
    lazy var bar = RepresentableHost { [unowned self] in
      SearchBar(text: results.queryBinding)
        .searchScopes($folder, scopes: PersonFolder.allCases) { $0.rawValue.capitalized }
        .onDismissSearch { [unowned self] in dismissals += 1 }
    }
  }

  @Test func hitsAreTheMatchesWithinTheSelectedScope() {
    let screen = Screen()
    let results = screen.results
    results.query = "jos"
    #expect(results.hits.map(\.name) == ["José Müller", "Josephine Baker"])
    screen.folder = .home  // typed: the screen's own state
    #expect(results.hits.map(\.name) == ["Josephine Baker"])
    #expect(results.count == 1)
    results.query = ""
    #expect(results.hits.map(\.name) == ["Ada Lovelace", "Josephine Baker"])
  }

  @Test func theScopeDrivesASearchBarsScopeBarBothWays() {
    let screen = Screen()
    let bar = screen.bar.view
    bar.tap()
    bar.type("o")
    #expect(screen.results.count == 4)
    bar.selectScope(1)
    #expect(screen.folder == .work)
    #expect(screen.results.hits.map(\.name) == ["José Müller", "Grace Hopper"])
    screen.folder = .home
    #expect(bar.selectedScopeButtonIndex == 2)
  }

  @Test func cancellingTheSearchShowsEverythingAgain() {
    // The trap: cancel hid the scope bar, yet the hidden scope kept filtering the list.
    let screen = Screen()
    let bar = screen.bar.view
    bar.tap()
    bar.type("o")
    bar.selectScope(2)
    #expect(screen.results.count == 2)
    bar.tapCancelButton()
    #expect(!bar.isScopeBarVisible)
    #expect(screen.folder == .all)
    #expect(screen.results.count == filedPeople.count)
    #expect(screen.dismissals == 1)
  }

  @Test func endingEditingWithNothingTypedShowsEverythingAgain() {
    let screen = Screen()
    let bar = screen.bar.view
    bar.tap()
    bar.selectScope(1)
    #expect(screen.results.count == 2)
    bar.resignFirstResponder()
    #expect(screen.folder == .all)
    #expect(screen.results.count == filedPeople.count)
    #expect(screen.dismissals == 1)
    // A search submitted with text stays active: its scope keeps applying.
    bar.tap()
    bar.type("o")
    bar.selectScope(1)
    bar.tapSearchButton()
    #expect(screen.folder == .work)
    #expect(screen.results.count == 2)
    #expect(screen.dismissals == 1)
  }

  @Test func visibleMatchesCarryTheirHighlightRanges() {
    let results = SearchResults(SearchIndex(filedPeople, by: \.name))
    results.query = "jo"
    let rows = results.matches(in: 0..<1)
    #expect(rows.count == 1)
    let name = rows[0].element.name
    #expect(rows[0].ranges == [[name.startIndex..<name.index(name.startIndex, offsetBy: 2)]])
    #expect(results.matches(in: 1..<99).map(\.element.name) == ["Josephine Baker"])
    #expect(results.matches(in: -5..<0).isEmpty)
  }

  @Test func highlightsFollowTheMode() {
    let results = SearchResults(SearchIndex(filedPeople, by: \.name), mode: .prefix)
    results.query = "lo"
    #expect(results.hits.map(\.name) == ["Ada Lovelace"])
    let name = "Ada Lovelace"
    let start = name.index(name.startIndex, offsetBy: 4)
    #expect(results.matches(in: 0..<1).first?.ranges == [[start..<name.index(start, offsetBy: 2)]])
  }

  @Test func hitsAreALazyViewOverTheMatchingPositions() {
    let index = SearchIndex(filedPeople, by: \.name)
    let results = SearchResults(index)
    results.query = "o"
    #expect(results.hits.positions == index.positions(matching: "o"))
    #expect(results.hits.count == results.count)
    #expect(results.hits[1] == index.elements[results.hits.positions[1]])
    #expect(Array(results.hits.prefix(2)).map(\.name) == ["José Müller", "Ada Lovelace"])
  }
}
