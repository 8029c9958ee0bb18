import Fieldwork
import FieldworkTesting
import Testing

/// `SearchIndex.prepareNextLetter(after:mode:interrupted:)`: the bytes after a word's matches,
/// read while a program waits for a key, decide the next letter. Every answer is checked
/// against the reference search, over contact-shaped elements with accents, combining marks
/// and a CR LF (where an ASCII byte is part of a larger character and the bits cannot decide).
@Suite struct SearchNextLetterTests {
  typealias Person = SearchScanPathTests.Person

  static func index(_ people: [Person]) -> SearchIndex<Person> {
    SearchIndex(people, by: [\.name, \.email, \.phone, \.organization])
  }

  @Test(arguments: [(3_000, UInt64(11)), (12_000, 12)])
  func typingAfterEachPreparedWordAgreesWithTheReference(count: Int, seed: UInt64) {
    let people = SearchScanPathTests.people(count, seed: seed)
    let index = Self.index(people)
    let texts = people.map(\.keys)
    var prepared = 0
    for word in ["maria", "smith", "nguyen", "user12", "example", "partners", "emile", "ry", "y"] {
      index.removeCachedResults()
      var query = ""
      for character in word {
        query.append(character)
        let expected = ReferenceSearch.positions(texts, query: query, prefix: false)
        let found = index.positions(matching: query)
        let agrees = found == expected
        #expect(
          agrees, "query \(query.debugDescription): \(found.count) hits, not \(expected.count)")
        if index.prepareNextLetter(after: query) { prepared += 1 }
        // Asked again, it keeps what it found.
        #expect(index.prepareNextLetter(after: query) == index.prepareNextLetter(after: query))
      }
    }
    // The words of two letters or more with many hits were prepared (every element holds
    // "ex", "exa", … of "example"), so the letters after them took the prepared path; an
    // index with fewer elements than that has no word worth preparing.
    if count >= SearchIndex<Person>.fewHits {
      #expect(prepared >= 6)
    } else {
      #expect(prepared == 0)
    }
  }

  @Test func theLetterAfterAJoinedCharacterIsCheckedNotGuessed() {
    // "y\r" then "\n": the CR LF is one character, so "y\r" never matches; "ba" followed by
    // "y" in "Bay\r\n" does. Every element holds "a", so the hits are many.
    let items = (0..<4_000).map {
      $0 % 3 == 0 ? "Marina Bay\r\nPartners \($0)" : "a e\u{301} \($0)"
    }
    let index = SearchIndex(items, by: \.self)
    let reference = items.map { [$0] }
    for query in ["a", "ay", "b", "ba", "bay", "e", "em", "p", "pa"] {
      #expect(
        index.positions(matching: query)
          == ReferenceSearch.positions(reference, query: query, prefix: false),
        "query \(query.debugDescription)")
      index.prepareNextLetter(after: query)
    }
  }

  @Test func queriesItCannotHelpAreLeftAlone() {
    let people = SearchScanPathTests.people(5_000, seed: 13)
    let index = Self.index(people)
    #expect(!index.prepareNextLetter(after: ""))
    #expect(!index.prepareNextLetter(after: "jose m"))  // several words
    #expect(!index.prepareNextLetter(after: "e", mode: .prefix))
    #expect(!index.prepareNextLetter(after: "e", mode: .fuzzy))
    #expect(!index.prepareNextLetter(after: "ø"))  // not ASCII
    #expect(!index.prepareNextLetter(after: "user4999"))  // few hits: narrowing handles them
    #expect(!index.prepareNextLetter(after: "e"))  // one letter: the pairs answer the next
    #expect(index.prepareNextLetter(after: "ex"))
  }

  @Test func anInterruptionKeepsNothingAndChangesNoAnswer() {
    let people = SearchScanPathTests.people(20_000, seed: 14)
    let index = Self.index(people)
    let texts = people.map(\.keys)
    #expect(!index.prepareNextLetter(after: "ex") { true })
    #expect(
      index.positions(matching: "exa")
        == ReferenceSearch.positions(texts, query: "exa", prefix: false))
    // Interrupted after some chunks: still nothing kept, and a later call does the work.
    let calls = Locked(0)
    #expect(
      !index.prepareNextLetter(after: "us") {
        calls.withLock { count in
          count += 1
          return count > 1
        }
      })
    #expect(index.prepareNextLetter(after: "us"))
    #expect(
      index.positions(matching: "use")
        == ReferenceSearch.positions(texts, query: "use", prefix: false))
  }
}
