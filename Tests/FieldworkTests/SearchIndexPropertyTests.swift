import Fieldwork
import FieldworkTesting
import Foundation
import Testing

@Suite struct SearchIndexPropertyTests {
  static let words = [
    "ana", "Anna", "José", "jose", "Müller", "muller", "Straße", "strasse", "İlkay", "ilkay",
    "Ørsted", "Łódź", "e\u{301}cole", "école", "Ξένια", "Фёдор", "王伟", "김민준", "👍🏽", "👍",
    "🇯🇵", "a-b", "x", "", "mary-jane", "O'Neil", "ǅemal", "ﬁne", "İstanbul", "ß",
    // ASCII bytes that are only part of a character: a prepended mark, a spacing mark, a
    // joiner, a line break.
    "\u{600}1", "a\u{903}", "k\u{200D}", "a\r\nb", "anna-maria-josephine-von-habsburg-lothringen",
  ]

  static func randomName(_ generator: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      words.randomElement(using: &generator)!
    }.joined(separator: Bool.random(using: &generator) ? " " : "")
  }

  static func randomQuery(_ generator: inout SeededGenerator) -> String {
    let word = words.randomElement(using: &generator)!
    let characters = Array(word)
    let length = Int.random(in: 0...characters.count, using: &generator)
    let start = Int.random(in: 0...(characters.count - length), using: &generator)
    return String(characters[start..<(start + length)])
  }

  /// The keys of the elements found but not expected, and expected but not found.
  static func difference(_ found: [Int], _ expected: [Int], _ keys: [[String]]) -> String {
    let extra = Set(found).subtracting(expected).sorted().prefix(5).map { keys[$0] }
    let missing = Set(expected).subtracting(found).sorted().prefix(5).map { keys[$0] }
    return "extra \(extra.debugDescription), missing \(missing.debugDescription)"
  }

  @Test(arguments: propertySeeds(defaults: [101, 202, 303]))
  func everyModeAgreesWithTheReferenceThroughEditsAndLiveChanges(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var people = (0..<Int.random(in: 1...300, using: &generator)).map {
      Contact(id: $0, given: Self.randomName(&generator), family: Self.randomName(&generator))
    }
    var index = SearchIndex(people, by: [\.given, \.family])
    var query = ""
    var nextID = people.count
    for step in 0..<propertySteps(400) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1, 2:
        query += Self.randomQuery(&generator).prefix(2)
      case 3:
        if !query.isEmpty { query.removeLast() }
      case 4:
        query = Self.randomQuery(&generator)
      case 5:
        query += " " + Self.randomQuery(&generator)
      case 6:
        let person = Contact(id: nextID, given: Self.randomName(&generator), family: "")
        nextID += 1
        let position = Int.random(in: 0...people.count, using: &generator)
        people.insert(person, at: position)
        index.insert(person, at: position)
      case 7 where !people.isEmpty:
        let position = Int.random(in: 0..<people.count, using: &generator)
        people.remove(at: position)
        index.remove(at: position)
      case 8 where !people.isEmpty:
        let position = Int.random(in: 0..<people.count, using: &generator)
        people[position].family = Self.randomName(&generator)
        index.update(people[position], at: position)
      default:
        break
      }
      let keys = people.map { [$0.given, $0.family] }
      let context = "seed \(seed), step \(step), query \(query.debugDescription)"
      let contains = index.positions(matching: query, mode: .contains)
      guard contains == ReferenceSearch.positions(keys, query: query, prefix: false) else {
        let expected = ReferenceSearch.positions(keys, query: query, prefix: false)
        Issue.record(
          "contains disagrees with the reference — \(context); \(Self.difference(contains, expected, keys))"
        )
        return
      }
      let prefix = index.positions(matching: query, mode: .prefix)
      guard prefix == ReferenceSearch.positions(keys, query: query, prefix: true) else {
        let expected = ReferenceSearch.positions(keys, query: query, prefix: true)
        Issue.record(
          "prefix disagrees with the reference — \(context); \(Self.difference(prefix, expected, keys))"
        )
        return
      }
      let fuzzy = index.positions(matching: query, mode: .fuzzy)
      guard Set(fuzzy) == ReferenceSearch.fuzzyPositions(keys, query: query),
        fuzzy.count == Set(fuzzy).count
      else {
        Issue.record("fuzzy disagrees with the reference — \(context)")
        return
      }
      guard index.elements == people else {
        Issue.record("elements diverged — \(context)")
        return
      }
    }
  }

  @Test(arguments: propertySeeds(defaults: [7]))
  func largeIndexWithManyChunksAgreesWithTheReference(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let people = (0..<40_000).map {
      Contact(id: $0, given: Self.randomName(&generator), family: Self.randomName(&generator))
    }
    var index = SearchIndex(people, by: [\.given, \.family])
    let keys = people.map { [$0.given, $0.family] }
    for query in ["a", "an", "ana", "mu", "ss", "王", "👍🏽", "jose ana", "e"] {
      #expect(
        index.positions(matching: query)
          == ReferenceSearch.positions(keys, query: query, prefix: false),
        "query \(query)")
    }
    // Growing one chunk past its split point keeps results identical to a fresh build.
    for i in 0..<20_000 {
      index.insert(Contact(id: 100_000 + i, given: "ana \(i)", family: ""), at: 5)
    }
    let fresh = SearchIndex(index.elements, by: [\.given, \.family])
    #expect(index.positions(matching: "ana 1") == fresh.positions(matching: "ana 1"))
  }
}
