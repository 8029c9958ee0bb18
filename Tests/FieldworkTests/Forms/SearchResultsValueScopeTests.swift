import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// `SearchResults(index, scope:value:selecting:)`: a scope over a field's value, kept as bits.
@MainActor @Suite struct SearchResultsValueScopeTests {
  struct Person: Sendable, Equatable {
    var name: String
    var organization: String
  }

  static func people(_ count: Int, seed: UInt64) -> [Person] {
    var generator = SeededGenerator(seed: seed)
    let first = ["Ada", "José", "Zoë", "Grace", "Mu", "Ünal", "王", "Олег"]
    let organizations = ["Acme", "Globex", "Initech", "", "Müller AG", "東京"]
    return (0..<count).map { _ in
      Person(
        name: first.randomElement(using: &generator)! + " "
          + first.randomElement(using: &generator)!,
        organization: organizations.randomElement(using: &generator)!)
    }
  }

  /// The same hits as the filter closure gives, for random data, queries and selections,
  /// over a number of elements that is no multiple of 64.
  @Test func theHitsAreTheFilterClosuresHits() {
    for seed in UInt64(1)...20 {
      let people = Self.people(Int(seed) * 37 + 5, seed: seed)
      let index = SearchIndex(people, by: [\.name, \.organization])
      let selected = State(wrappedValue: Set<String>())
      let byValue = SearchResults(index, scope: selected.projectedValue, value: \.organization) {
        $0.isEmpty ? nil : $0
      }
      let byClosure = SearchResults(index, scope: selected.projectedValue) { person, selection in
        selection.isEmpty || selection.contains(person.organization)
      }
      var generator = SeededGenerator(seed: seed &* 31)
      for _ in 0..<12 {
        let query = ["", "a", "jo", "ü", "王", "ac", "zz"].randomElement(using: &generator)!
        byValue.query = query
        byClosure.query = query
        selected.wrappedValue = Set(
          ["Acme", "", "東京", "Nobody"].filter { _ in Bool.random(using: &generator) })
        #expect(
          Array(byValue.hits) == Array(byClosure.hits),
          "seed \(seed), \(query.debugDescription), \(selected.wrappedValue)")
      }
    }
  }

  /// Nothing of yours runs per hit: the value is read once per element when the results are
  /// made, and never again on a key or a selection.
  @Test func theValueIsReadOncePerElementNeverPerKey() {
    let people = Self.people(1000, seed: 7)
    let reads = Counter()
    let selected = State(wrappedValue: "all")
    let results = SearchResults(
      SearchIndex(people, by: \.name), scope: selected.projectedValue,
      value: { (person: Person) -> String in
        reads.count += 1
        return person.organization
      },
      selecting: { $0 == "all" ? nil : [$0] })
    #expect(reads.count == 1000)
    for query in ["a", "ad", "ada", ""] { results.query = query }
    #expect(reads.count == 1000)
    selected.wrappedValue = "Acme"
    #expect(reads.count == 1000)
    #expect(results.hits.allSatisfy { $0.organization == "Acme" })
    for query in ["j", "jo", "jos", "o", ""] { results.query = query }
    selected.wrappedValue = "Globex"
    #expect(reads.count == 1000)
    #expect(results.count == people.filter { $0.organization == "Globex" }.count)
  }

  @Test func replacingTheIndexRebuildsTheBits() {
    let selected = State(wrappedValue: "Acme")
    let results = SearchResults(
      SearchIndex(Self.people(100, seed: 3), by: \.name), scope: selected.projectedValue,
      value: \.organization, selecting: { [$0] })
    let more = Self.people(300, seed: 4)
    results.index = SearchIndex(more, by: \.name)
    #expect(Array(results.hits) == more.filter { $0.organization == "Acme" })
  }

  @Test func anEmptySelectionKeepsNothingAndAnUnknownValueNothingEither() {
    let people = Self.people(50, seed: 9)
    let selected = State(wrappedValue: Set<String>())
    let results = SearchResults(
      SearchIndex(people, by: \.name), scope: selected.projectedValue, value: \.organization,
      selecting: { $0 })
    #expect(results.count == 0)
    selected.wrappedValue = ["Nobody"]
    #expect(results.count == 0)
    selected.wrappedValue = ["Acme", "Globex"]
    #expect(results.count == people.filter { ["Acme", "Globex"].contains($0.organization) }.count)
  }

  @Test func anEmptyIndexHasNoHitsWhateverTheScope() {
    let selected = State(wrappedValue: "Acme")
    let results = SearchResults(
      SearchIndex([Person](), by: \.name), scope: selected.projectedValue, value: \.organization,
      selecting: { [$0] })
    #expect(results.count == 0)
    results.query = "a"
    #expect(results.count == 0)
  }

  final class Counter {
    var count = 0
  }
}
