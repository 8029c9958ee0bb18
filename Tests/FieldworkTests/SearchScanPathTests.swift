import Fieldwork
import FieldworkTesting
import Testing

/// The scan's paths over contact-shaped elements (a name, an e-mail, a phone, an
/// organisation: regions of 40 to 90 bytes), each checked against the reference: a token
/// whose bytes most elements hold (searched as one stream), one whose bytes few hold (checked
/// region by region, with vector compares up to 64 bytes), several words (the longest word's
/// hits first), and narrowing as a person types.
@Suite struct SearchScanPathTests {
  struct Person: Equatable {
    var name: String
    var email: String
    var phone: String
    var organization: String
    var keys: [String] { [name, email, phone, organization] }
  }

  static let given = [
    "José", "Zoë", "Anna", "Søren", "Maria", "Mohammed", "美咲", "e\u{301}mile", "Ελένη",
  ]
  static let family = [
    "Müller", "Straße", "Nakamura", "Smith", "Nguyễn", "García", "Okafor", "Kim",
  ]
  static let organizations = ["", "", "Acme", "Ørsted A/S", "Marina Bay\r\nPartners", "例え株式会社"]

  static func people(_ count: Int, seed: UInt64) -> [Person] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { number in
      Person(
        name:
          "\(given.randomElement(using: &generator)!) \(family.randomElement(using: &generator)!)",
        email: "user\(number)@example.org",
        phone: "+1 555 \(Int.random(in: 1_000_000...9_999_999, using: &generator))",
        organization: organizations.randomElement(using: &generator)!)
    }
  }

  static let queries = [
    "m", "ma", "mar", "maria", "jo", "jose", "jose m", "ng", "ple.o", "user1", "55", "e", "é",
    "emile", "nakamura smith", "a b", "orsted", "partners", "y\r", "例え", "zz", "@example.org",
  ]

  @Test(arguments: [(2_000, UInt64(1)), (40_000, 2)])
  func everyQueryAgreesWithTheReference(count: Int, seed: UInt64) {
    let people = Self.people(count, seed: seed)
    let index = SearchIndex(people, by: [\.name, \.email, \.phone, \.organization])
    let keys = people.map(\.keys)
    for query in Self.queries {
      index.removeCachedResults()
      let expected = ReferenceSearch.positions(keys, query: query, prefix: false)
      let found = index.positions(matching: query)
      #expect(
        found == expected, "query \(query.debugDescription): \(found.count) vs \(expected.count)")
    }
  }

  @Test func narrowingAsAPersonTypesAgreesWithAFreshSearch() {
    let people = Self.people(40_000, seed: 3)
    let index = SearchIndex(people, by: [\.name, \.email, \.phone, \.organization])
    let fresh = SearchIndex(people, by: [\.name, \.email, \.phone, \.organization])
    for typed in ["jose m", "maria n", "nakamura s", "user12"] {
      var query = ""
      for character in typed {
        query.append(character)
        fresh.removeCachedResults()
        #expect(
          index.positions(matching: query) == fresh.positions(matching: query),
          "query \(query.debugDescription)")
      }
    }
  }

  @Test func highlightsCoverExactlyTheKeysThatMatch() {
    let people = Self.people(3_000, seed: 4)
    let index = SearchIndex(people, by: [\.name, \.email, \.phone, \.organization])
    for query in ["ma", "jose m", "55", "example", "partners", "é"] {
      let tokens = query.split(separator: " ").map(String.init)
      for position in index.positions(matching: query).prefix(300) {
        let ranges = index.highlightRanges(forElementAt: position, matching: query)
        for (key, text) in people[position].keys.enumerated() {
          let matches = tokens.contains {
            !ReferenceSearch.positions([[text]], query: $0, prefix: false).isEmpty
          }
          #expect(
            ranges[key].isEmpty == !matches,
            "query \(query.debugDescription), element \(position), key \(key): \(text.debugDescription)"
          )
        }
      }
    }
  }

  @Test func aBlankQueryHitsEveryElementWithoutListingThem() {
    let index = SearchIndex(Self.people(5_000, seed: 5), by: [\.name, \.email])
    #expect(index.positions(matching: "  ") == Array(0..<5_000))
  }
}
