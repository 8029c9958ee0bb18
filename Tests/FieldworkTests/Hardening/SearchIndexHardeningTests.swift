import Fieldwork
import Foundation
import Testing

/// Two keys per element, for matches that must be decided per key.
private struct Pair: Sendable, Equatable {
  var first: String
  var second: String
}

/// Regression tests for search-index inputs that used to trap or highlight wrongly.
@Suite struct SearchIndexHardeningTests {
  @Test func emptyIndexAcceptsItsFirstAppend() {
    var index = SearchIndex([String](), by: \.self)
    index.append("x")
    #expect(index.count == 1)
    #expect(index.search("x") == ["x"])
    #expect(index.search("") == ["x"])
  }

  @Test func indexEmptiedByRemovalAcceptsAnInsert() {
    var index = SearchIndex(["a"], by: \.self)
    index.remove(at: 0)
    #expect(index.search("") == [])
    index.insert("b", at: 0)
    index.insert("c", at: 0)
    #expect(index.search("") == ["c", "b"])
    #expect(index.search("b") == ["b"])
    index.remove(at: 1)
    index.remove(at: 0)
    index.append("d")
    #expect(index.search("d") == ["d"])
  }

  @Test func highlightsSkipATokenInsideAConjunctCluster() {
    let index = SearchIndex([Pair(first: "क्षमा", second: "षष्ठी")], by: [\.first, \.second])
    let matches = index.matches(for: "ष")
    let match = matches.first
    #expect(matches.count == 1)
    let second = "षष्ठी"
    // "क्ष" is one character (a conjunct), so "ष" matches only at the start of the second
    // key.
    #expect(match?.ranges[0] == [])
    #expect(match?.ranges[1] == [second.startIndex..<second.index(after: second.startIndex)])
  }

  @Test func highlightsNeverCoverAFlagForHalfOfIt() {
    let index = SearchIndex([Pair(first: "🇵", second: "🇯🇵")], by: [\.first, \.second])
    let matches = index.matches(for: "🇵")
    #expect(matches.count == 1)
    let first = "🇵"
    #expect(matches.first?.ranges[0] == [first.startIndex..<first.endIndex])
    #expect(matches.first?.ranges[1] == [])
    #expect(index.matches(for: "🇵", mode: .prefix).first?.ranges[1] == [])
  }

  @Test(arguments: [
    "a\t\u{345}", "\t\u{345}", "x\r\u{301}", "\n\u{345}", "\u{FEFF}\u{345}", "\u{345}",
    "\u{301}\u{301}", "a\u{200B}\u{301}",
  ])
  func foldingDropsAMarkAfterAControlAsFoundationDoes(text: String) {
    let index = SearchIndex([text], by: \.self)
    let foundation = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let foundIota = foundation.contains("ι")
    #expect(index.search("ι").isEmpty == !foundIota, "\(text.unicodeScalars.map(\.value))")
    #expect(index.search("\u{301}").isEmpty == !foundation.contains("\u{301}"))
  }
}

/// Folding cases the differential fuzzer found (`Scripts/fuzz.sh searchindex`).
@Suite struct FoldingFuzzFindingsTests {
  /// The finding: the same marks in another order (canonically equal, so one `Character`)
  /// folded as whichever a cache met first, since Foundation folds "\u{345}\u{301}" to "ι"
  /// and "\u{301}\u{345}" to "\u{301}". Keys ["\u{301}\u{345}"], query "\u{345}\u{345}".
  @Test func canonicallyEqualTextsFoldAlikeWhicheverCameFirst() {
    let reordered = "\u{345}\u{301}"
    let canonical = "\u{301}\u{345}"
    #expect(reordered == canonical)
    for (first, second) in [(reordered, canonical), (canonical, reordered)] {
      var cache = FoldCache()
      var one: [UInt8] = []
      var other: [UInt8] = []
      TextFolding.appendFolded(first, to: &one, cache: &cache)
      TextFolding.appendFolded(second, to: &other, cache: &cache)
      #expect(one == other)
      #expect(one == Array("\u{301}".utf8), "\(one)")
    }
    // Neither holds an iota, whichever the index met first.
    for keys in [[reordered, canonical], [canonical, reordered]] {
      let index = SearchIndex(keys, by: \.self)
      #expect(index.search("\u{345}\u{345}").isEmpty)
      #expect(index.search("\u{301}").count == 2)
    }
  }

  @Test(arguments: [
    "\t\u{1F3FD}", "a\u{1F3FD}", "\u{1F44D}\u{1F3FD}", "\r\n\u{0}\u{301}", "\u{0}\u{345}",
    "\t\u{FE0F}", "x\u{E0020}", "\t\u{94D}",
  ])
  func foldingAgreesWithFoundationForExtendersAfterAnyCharacter(text: String) {
    let expected = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: nil
    ).precomposedStringWithCanonicalMapping
    let folded = String(decoding: TextFolding.folded(text), as: UTF8.self)
    #expect(
      folded.unicodeScalars.elementsEqual(expected.unicodeScalars),
      "\(text.unicodeScalars.map(\.value)): \(folded.unicodeScalars.map(\.value))")
  }
}
