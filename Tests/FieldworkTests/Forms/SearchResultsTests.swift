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
  private func scopedResults() -> SearchResults<FiledPerson> {
    SearchResults(SearchIndex(filedPeople, by: \.name), scope: PersonFolder.all) { person, folder in
      folder == .all || person.folder == folder
    }
  }

  @Test func hitsAreTheMatchesWithinTheSelectedScope() {
    let results = scopedResults()
    results.query = "jos"
    #expect(results.hits.map(\.name) == ["José Müller", "Josephine Baker"])
    results.scope = AnyHashable(PersonFolder.home)
    #expect(results.hits.map(\.name) == ["Josephine Baker"])
    #expect(results.count == 1)
    results.query = ""
    #expect(results.hits.map(\.name) == ["Ada Lovelace", "Josephine Baker"])
  }

  @Test func theScopeBindingDrivesASearchBarsScopeBar() {
    let results = scopedResults()
    let host = RepresentableHost {
      SearchBar(text: results.queryBinding)
        .scopes(PersonFolder.allCases, selection: results.scopeBinding(PersonFolder.self)) {
          $0.rawValue.capitalized
        }
    }
    host.view.tap()
    host.view.type("o")
    #expect(results.count == 4)
    host.view.selectScope(1)
    #expect(results.scope == AnyHashable(PersonFolder.work))
    #expect(results.hits.map(\.name) == ["José Müller", "Grace Hopper"])
    results.scope = AnyHashable(PersonFolder.home)
    #expect(host.view.selectedScopeButtonIndex == 2)
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

  @Test func resultsWithoutAScopeKeepEveryMatch() {
    let results = SearchResults(SearchIndex(filedPeople, by: \.name))
    #expect(results.scope == nil)
    results.scope = AnyHashable(PersonFolder.home)
    #expect(results.count == 4)
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
