import Fieldwork
import Foundation
import Testing

struct Contact: Equatable, Sendable, Identifiable {
  var id: Int
  var given: String
  var family: String
  var name: String { "\(given) \(family)" }
}

@Suite struct SearchIndexTests {
  static let people = [
    Contact(id: 0, given: "José", family: "Müller"),
    Contact(id: 1, given: "Anna", family: "Straße"),
    Contact(id: 2, given: "İlkay", family: "Gündoğan"),
    Contact(id: 3, given: "Søren", family: "Ørsted"),
    Contact(id: 4, given: "Łukasz", family: "Lis"),
    Contact(id: 5, given: "Ξένια", family: "Παπαδοπούλου"),
    Contact(id: 6, given: "Фёдор", family: "Достоевский"),
    Contact(id: 7, given: "王", family: "伟"),
    Contact(id: 8, given: "Zoe\u{308}", family: "Smith"),
    Contact(id: 9, given: "Ana", family: "👍🏽 Fan"),
    Contact(id: 10, given: "", family: ""),
    Contact(id: 11, given: "Samuel", family: "Jones"),
  ]
  static let index = SearchIndex(people, by: [\.given, \.family])

  static func ids(_ query: String, _ mode: SearchMode = .contains) -> [Int] {
    index.search(query, mode: mode).map(\.id)
  }

  @Test(
    arguments: [
      ("jose mu", [0]),
      ("JOSÉ", [0]),
      ("strasse", [1]),
      ("ss", [1]),
      ("straße", [1]),
      ("ilkay", [2]),
      ("i̇lkay", [2]),
      ("gundogan", [2]),
      ("soren", []),
      ("søren", [3]),
      ("orsted", []),
      ("ørsted", [3]),
      ("lukasz", []),
      ("łukasz", [4]),
      ("ξενια", [5]),
      ("ΠΑΠΑΔΟΠΟΥΛΟΥ", [5]),
      ("федор", [6]),
      ("ДОСТОЕВСКИЙ", [6]),
      ("王", [7]),
      ("zoe", [8]),
      ("zoë", [8]),
      ("👍🏽", [9]),
      ("👍", []),
      ("fan ana", [9]),
      ("an", [1, 2, 9]),
      ("mu", [0, 11]),
    ])
  func containsFoldsLikeFoundation(query: String, expected: [Int]) {
    #expect(Self.ids(query) == expected)
    let keys = Self.people.map { [$0.given, $0.family] }
    #expect(Self.ids(query) == ReferenceSearch.positions(keys, query: query, prefix: false))
  }

  @Test func blankQueryReturnsEverythingInOrder() {
    #expect(Self.ids("") == Array(0..<12))
    #expect(Self.ids("   \t ") == Array(0..<12))
    #expect(Self.ids("", .fuzzy) == Array(0..<12))
  }

  @Test func prefixRequiresAWordStart() {
    #expect(Self.ids("mu", .prefix) == [0])
    #expect(Self.ids("muel", .prefix) == [])
    #expect(Self.ids("fan", .prefix) == [9])
    #expect(Self.ids("jo sa", .prefix) == [11])
    #expect(Self.ids("ones sa", .prefix) == [])
    #expect(Self.ids("jo", .prefix) == [0, 11])
  }

  @Test func fuzzyRanksWordStartsAndRunsFirst() throws {
    let names = ["xjxoxnxexsx", "Jones", "John Nestor", "jones family archive"]
    let index = SearchIndex(names.map { Contact(id: 0, given: $0, family: "") }, by: \.given)
    let ranked = index.search("jones", mode: .fuzzy).map(\.given)
    #expect(ranked.first == "Jones")
    #expect(ranked.last == "xjxoxnxexsx")
    #expect(Set(ranked) == Set(names))
    let matches = index.matches(for: "jones", mode: .fuzzy, limit: 2)
    #expect(matches.count == 2)
    #expect(matches[0].score > matches[1].score)
    let top = try #require(matches.first)
    #expect(top.ranges[0].map { String(top.element.given[$0]) } == ["Jones"])
  }

  @Test func matchRangesPointAtTheOriginalText() throws {
    let match = try #require(Self.index.matches(for: "mull jose").first)
    #expect(match.element.id == 0)
    #expect(match.ranges[0].map { String(match.element.given[$0]) } == ["José"])
    #expect(match.ranges[1].map { String(match.element.family[$0]) } == ["Müll"])
    let straße = try #require(Self.index.matches(for: "ss").first)
    #expect(straße.ranges[1].map { String(straße.element.family[$0]) } == ["ß"])
  }

  @Test func matchesRespectTheLimit() {
    #expect(Self.index.matches(for: "a", limit: 2).count == 2)
    #expect(Self.index.matches(for: "", limit: 3).map(\.position) == [0, 1, 2])
  }

  @Test func singleElementAndEmptyIndex() {
    let one = SearchIndex([Contact(id: 1, given: "Ada", family: "Lovelace")], by: \.name)
    #expect(one.search("love").count == 1)
    #expect(one.search("babbage").isEmpty)
    let none = SearchIndex([Contact](), by: \.name)
    #expect(none.search("a").isEmpty)
    #expect(none.search("").isEmpty)
  }

  @Test func hugeKeysAreSearchedToTheEnd() {
    let huge = String(repeating: "lorem ipsum ", count: 100_000) + "needle"
    let index = SearchIndex(
      [Contact(id: 1, given: huge, family: ""), Contact(id: 2, given: "needle", family: "")],
      by: \.given)
    #expect(index.search("needle").map(\.id) == [1, 2])
    #expect(index.search("ipsum needle").map(\.id) == [1])
  }

  @Test func combiningMarksInTheQueryAndTheKeysAgree() {
    let index = SearchIndex(
      ["e\u{301}cole", "école", "ecole", "Ecole\u{301}"].enumerated().map {
        Contact(id: $0.offset, given: $0.element, family: "")
      }, by: \.given)
    #expect(index.search("école").map(\.id) == [0, 1, 2, 3])
    #expect(index.search("e\u{301}c").map(\.id) == [0, 1, 2, 3])
  }

  @Test func liveChangesMatchAFreshBuild() {
    var index = SearchIndex(Self.people, by: [\.given, \.family])
    _ = index.search("an")
    index.append(Contact(id: 20, given: "Anaïs", family: "Nin"))
    index.insert(Contact(id: 21, given: "Hannah", family: "Arendt"), at: 0)
    index.remove(at: 2)
    index.update(Contact(id: 9, given: "Ana", family: "Banana"), at: 9)
    let updated = index.update(Contact(id: 3, given: "Søren", family: "Kierkegaard"))
    let removed = index.remove(id: 11)
    let missing = index.remove(id: 999)
    #expect(updated)
    #expect(removed?.given == "Samuel")
    #expect(missing == nil)
    let fresh = SearchIndex(index.elements, by: [\.given, \.family])
    for query in ["an", "ana", "n", "kier", "", "arendt han"] {
      #expect(index.search(query).map(\.id) == fresh.search(query).map(\.id), "query \(query)")
    }
  }

  /// An edited chunk makes its sets of byte pairs at the next search: copies made before and
  /// after the edit, searched at once from several threads, each find what a fresh build
  /// finds (run under ThreadSanitizer in CI).
  @Test func anEditedIndexSearchedFromSeveralThreadsAgreesWithAFreshBuild() async {
    var index = SearchIndex(Self.people, by: [\.given, \.family])
    let before = index
    index.insert(Contact(id: 30, given: "Marianne", family: "Moore"), at: 1)
    index.remove(at: 4)
    let after = index
    let expected = (
      before: SearchIndex(before.elements, by: [\.given, \.family]).positions(matching: "ma"),
      after: SearchIndex(after.elements, by: [\.given, \.family]).positions(matching: "ma")
    )
    #expect(expected.before != expected.after)
    let found = await withTaskGroup(of: (Bool, [Int]).self) { group in
      for task in 0..<8 {
        let isBefore = task % 2 == 0
        group.addTask {
          (isBefore, (isBefore ? before : after).positions(matching: "ma"))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(found.count == 8)
    for (isBefore, positions) in found {
      #expect(positions == (isBefore ? expected.before : expected.after))
    }
  }

  @Test func searchWorksOffTheMainActor() async {
    let index = SearchIndex(Self.people, by: [\.given, \.family])
    let found = await Task.detached { index.search("jose").map(\.id) }.value
    #expect(found == [0])
  }

  /// Short queries are decided from each element's byte summary and one vector compare; an
  /// ASCII byte that is only part of a character must still not count, whether the query is
  /// one letter, two or three bytes, or a word start.
  @Test func asciiBytesInsideLargerCharactersDoNotMatch() {
    let keys = [
      "a\u{903}",  // "a" with a spacing mark: one character, not "a"
      "a\u{903} ban",  // the same, and an "a" of its own
      "\u{600}1 x",  // a prepended mark and a digit: one character
      "k\u{200D}an",  // a joiner after "k"
      "x\r\ny",  // a line break is one character
      "\u{600}1ξενια",  // after the prepended character, "ξ" starts a word
      "1ξ",  // after a digit it does not
    ]
    let index = SearchIndex(keys, by: \.self)
    let found = { (query: String, mode: SearchMode) in
      index.positions(matching: query, mode: mode)
    }
    #expect(found("a", .contains) == [1, 3])
    #expect(found("an", .contains) == [1, 3])
    #expect(found("ka", .contains) == [])
    #expect(found("1", .contains) == [6])
    #expect(found("1 x", .contains) == [])
    #expect(found("x", .contains) == [2, 4])
    #expect(found("ξ", .prefix) == [5])
    #expect(found("ξε", .prefix) == [5])
    for query in ["a", "an", "ka", "1", "x", "ξ", "ξε"] {
      for mode in [SearchMode.contains, .prefix] {
        let expected = ReferenceSearch.positions(
          keys.map { [$0] }, query: query, prefix: mode == .prefix)
        #expect(found(query, mode) == expected, "\(query) \(mode)")
      }
    }
  }

  /// Regions longer than the 32 bytes one quick check covers, and the last elements of a
  /// chunk (whose vector loads would run past the buffer), take the general path and agree.
  @Test func longRegionsAndTheLastElementsOfAChunkMatch() {
    let long = "anna-maria-josephine-von-habsburg-lothringen"
    var keys = (0..<9_000).map { $0 % 97 == 0 ? long : "item \($0)" }
    keys.append("ab")
    keys.append(long)
    let index = SearchIndex(keys, by: \.self)
    for query in ["th", "ab", "lot", "n", "abs", "4 ab"] {
      let expected = ReferenceSearch.positions(keys.map { [$0] }, query: query, prefix: false)
      #expect(index.positions(matching: query) == expected, "query \(query)")
    }
    #expect(index.positions(matching: "ab").suffix(2) == [9_000, 9_001])
  }

  @Test func oneMillionElements() {
    let people = (0..<1_000_000).map { Contact(id: $0, given: "p\($0)", family: "x") }
    let index = SearchIndex(people, by: \.given)
    #expect(index.count == 1_000_000)
    #expect(index.search("p999999").map(\.id) == [999_999])
    #expect(
      index.search("99999").map(\.id) == people.filter { $0.given.contains("99999") }.map(\.id))
    // 8 folded bytes, 8 of offsets and summary, and the sets of 6 byte pairs (2 bytes each
    // while a pair is rare in its chunk) per element.
    #expect(index.indexByteCount < 1_000_000 * 32)
  }
}
