import Fieldwork
import Testing

/// A search that would scan every element stops once it has a first page of hits, and
/// completes when something needs the rest: the answers are the same either way.
@MainActor @Suite struct SearchResultsFirstPageTests {
  struct Item: Equatable, Sendable {
    var name: String
  }

  let items = (0..<20_000).map { Item(name: $0 % 3 == 0 ? "Item \($0) alpha" : "Item \($0) beta") }

  @Test func aOneLetterQueryShowsItsFirstRowsBeforeTheScanEnds() {
    let results = SearchResults(SearchIndex(items, by: \.name))
    results.query = "a"
    #expect(!results.hits.isComplete)
    let firstRows = results.matches(in: 0..<50)
    #expect(!results.hits.isComplete)  // the visible rows did not need the rest
    let expected = results.index.matches(for: "a", limit: 50)
    #expect(firstRows.map(\.position) == expected.map(\.position))
    #expect(firstRows.map(\.ranges) == expected.map(\.ranges))
    #expect(results.count == results.index.positions(matching: "a").count)
    #expect(results.hits.isComplete)
    #expect(Array(results.hits) == results.index.search("a"))
  }

  @Test func theFirstRowsOfTheHitsDoNotCompleteTheSearch() {
    let results = SearchResults(SearchIndex(items, by: \.name))
    results.query = "a"
    let rows = Array(results.hits.prefix(50))
    var complete = results.hits.isComplete  // (a failing expectation would print every hit)
    #expect(!complete)
    #expect(!results.hits.isEmpty)
    #expect(results.hits.first == rows.first)
    complete = results.hits.isComplete
    #expect(!complete)
    #expect(rows == Array(results.index.search("a").prefix(50)))
    #expect(Array(results.hits.prefix(100_000)) == results.index.search("a"))
    complete = results.hits.isComplete
    #expect(complete)
    results.query = "zzz"
    #expect(results.hits.isEmpty && Array(results.hits.prefix(5)).isEmpty)
  }

  @Test func rowsPastTheFirstPageCompleteTheSearch() {
    let results = SearchResults(SearchIndex(items, by: \.name))
    results.query = "alpha"
    let all = results.index.positions(matching: "alpha")
    let page = SearchResults<Item>.firstPageCount
    #expect(
      results.matches(in: (page - 5)..<(page + 5)).map(\.position)
        == Array(all[(page - 5)..<(page + 5)]))
    #expect(results.hits[page + 10] == items[all[page + 10]])
    #expect(results.matches(in: -3..<2).map(\.position) == Array(all[0..<2]))
  }

  @Test func hitsKeepDescribingTheIndexTheyCameFrom() {
    let results = SearchResults(SearchIndex(items, by: \.name))
    results.query = "a"
    let before = results.hits
    let expected = results.index.search("a")
    results.index.remove(at: 0)
    results.index.append(Item(name: "another alpha"))
    #expect(Array(before) == expected)  // completed after the change, from the old index
    #expect(results.count == expected.count)  // one removed, one added
    #expect(results.hits.last == Item(name: "another alpha"))
  }

  @Test func narrowingAndScopesStillAnswerInFull() {
    @State var scope = 0
    let results = SearchResults(SearchIndex(items, by: \.name), scope: $scope) { item, scope in
      scope == 0 || item.name.hasSuffix("alpha")
    }
    results.query = "a"
    #expect(results.hits.isComplete)  // a scope filter runs over every hit at once
    scope = 1
    #expect(results.count == items.filter { $0.name.hasSuffix("alpha") }.count)
    let plain = SearchResults(SearchIndex(items, by: \.name))
    plain.query = "item"
    #expect(plain.count == items.count)
    plain.query = "item 1"
    #expect(Array(plain.hits) == plain.index.search("item 1"))
  }
}

@Suite struct SearchConcurrencyTests {
  @Test func oneWorkerFindsWhatEveryCoreFinds() {
    // Over 1 MB of folded text, so the scan is split across cores by default.
    let names = (0..<120_000).map { "Person \($0) Ünïcödé name" }
    let index = SearchIndex(names, by: \.self)
    let everyCore = index.positions(matching: "7 na")
    index.removeCachedResults()
    let oneCore = SearchConcurrency.withMaximumWorkers(1) { index.positions(matching: "7 na") }
    #expect(oneCore == everyCore)
    #expect(oneCore.count == names.filter { $0.contains("7") }.count)
    index.removeCachedResults()
    let fuzzy = SearchConcurrency.withMaximumWorkers(1) {
      index.matches(for: "p7nm", mode: .fuzzy, limit: 20).map(\.position)
    }
    index.removeCachedResults()
    #expect(fuzzy == index.matches(for: "p7nm", mode: .fuzzy, limit: 20).map(\.position))
    // The letter after a word every element holds, prepared on every core, then on one.
    index.removeCachedResults()
    #expect(index.prepareNextLetter(after: "pe"))
    #expect(index.positions(matching: "per").count == names.count)
    index.removeCachedResults()
    let preparedOnOne = SearchConcurrency.withMaximumWorkers(1) {
      index.prepareNextLetter(after: "pe") ? index.positions(matching: "pers 7") : []
    }
    #expect(preparedOnOne == index.positions(matching: "pers 7"))
    #expect(preparedOnOne.count == oneCore.count)
  }
}
