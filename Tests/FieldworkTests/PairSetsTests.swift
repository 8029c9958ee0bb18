import FieldworkTesting
import Testing

@testable import Fieldwork

/// `PairSets`, the sets of elements holding each pair of adjacent folded bytes, against the
/// regions they are made from: every pair's set (as a list while rare, as a bitmap once common),
/// the elements holding one byte, and what a set decides alone.
@Suite struct PairSetsTests {
  /// Regions of `count` elements, each one to three keys of random bytes drawn from `alphabet`
  /// and each key followed by the separator; `common` is put in one region in two, so its
  /// pairs' sets are bitmaps.
  static func regions(
    _ count: Int, seed: UInt64, alphabet: [UInt8], common: [UInt8]
  ) -> (bytes: [UInt8], ends: [UInt32], regions: [[UInt8]]) {
    var generator = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    var regions: [[UInt8]] = []
    for element in 0..<count {
      var region: [UInt8] = []
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
          region.append(alphabet.randomElement(using: &generator)!)
        }
        if element % 2 == 0 { region += common }
        region.append(SearchChunk.separator)
      }
      bytes += region
      ends.append(UInt32(bytes.count))
      regions.append(region)
    }
    return (bytes, ends, regions)
  }

  static func sets(_ bytes: [UInt8], _ ends: [UInt32]) -> PairSets {
    bytes.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in PairSets(bytes: bytes, ends: ends) }
    }
  }

  /// The elements `words` holds, in order.
  static func elements(_ words: [UInt64]) -> [Int] {
    var found: [Int] = []
    SearchChunk.forEachElement(in: words) { found.append($0) }
    return found
  }

  @Test(arguments: [(1, UInt64(1)), (15, 2), (64, 3), (100, 4), (2_000, 5)])
  func everyPairsSetHoldsTheElementsWithThosePairs(count: Int, seed: UInt64) {
    // Letters, digits, the exact punctuation, two shared ASCII bytes and the bytes of "é".
    let alphabet = Array("ab09.@-+_ ,".utf8) + [0xC3, 0xA9]
    let (bytes, ends, regions) = Self.regions(
      count, seed: seed, alphabet: alphabet, common: Array("ab".utf8))
    let sets = Self.sets(bytes, ends)
    var pairs = Set<Int>()
    for first in alphabet {
      for second in alphabet + [SearchChunk.separator] {
        pairs.insert(PairSets.pair(first, second))
      }
    }
    for pair in pairs {
      var words = SearchChunk.allWords(count)
      sets.intersect(pair, into: &words)
      let expected = regions.indices.filter { element in
        let region = regions[element]
        return region.indices.dropFirst().contains { position in
          region[position - 1] != SearchChunk.separator
            && PairSets.pair(region[position - 1], region[position]) == pair
        }
      }
      #expect(Self.elements(words) == expected, "pair \(pair) over \(count) elements")
    }
  }

  @Test func aSetIsABitmapOnceItWouldBeSmallerThanAList() {
    let (bytes, ends, _) = Self.regions(
      2_000, seed: 9, alphabet: Array("xyz".utf8), common: Array("ab".utf8))
    let sets = Self.sets(bytes, ends)
    // "ab" is in every other element: a list would take 1,000 offsets, the bitmap 125 words.
    #expect(sets.length(of: PairSets.pair(UInt8(ascii: "a"), UInt8(ascii: "b"))) == 125)
    #expect(sets.length(of: PairSets.pair(UInt8(ascii: "q"), UInt8(ascii: "q"))) == 0)
  }

  @Test func theElementsHoldingAByteAreTheUnionOfThePairsItStarts() {
    let alphabet = Array("a1@-x".utf8)
    let (bytes, ends, regions) = Self.regions(
      600, seed: 21, alphabet: alphabet, common: Array("1".utf8))
    let sets = Self.sets(bytes, ends)
    for byte in Array("1@-".utf8) {
      var words = SearchChunk.allWords(600)
      sets.intersectHolding(byte, into: &words)
      #expect(Self.elements(words) == regions.indices.filter { regions[$0].contains(byte) })
    }
  }

  @Test func onlyBytesWithSymbolsOfTheirOwnDecideAlone() {
    for byte in Array("az09.@-+_".utf8) { #expect(PairSets.isExact(byte)) }
    // A comma shares its symbol with other ASCII bytes, and "é"'s bytes with other non-ASCII.
    for byte in Array(",;é".utf8) { #expect(!PairSets.isExact(byte)) }
    #expect(PairSets.isExact(UInt8(ascii: "m"), UInt8(ascii: "a")))
    #expect(!PairSets.isExact(UInt8(ascii: "m"), UInt8(ascii: ",")))
    #expect(SearchChunk.isExact([Array("ma".utf8)], prefix: false))
    #expect(!SearchChunk.isExact([Array("ma".utf8)], prefix: true))
    #expect(!SearchChunk.isExact([Array("mar".utf8)], prefix: false))
    #expect(SearchChunk.isExact([Array("m".utf8), Array("5".utf8)], prefix: false))
  }

  @Test func anEmptyChunkHasNoSets() {
    let sets = Self.sets([], [])
    #expect(sets.elementCount == 0)
    #expect(sets.length(of: PairSets.pair(UInt8(ascii: "a"), UInt8(ascii: "b"))) == 0)
  }

  /// The index keeps its sets with its chunks: after inserting, removing and replacing, every
  /// query agrees with a fresh index.
  @Test func editsKeepTheSetsInStep() {
    var generator = SeededGenerator(seed: 77)
    var names = (0..<3_000).map { "name \($0) \(["ma", "jo", "se"][$0 % 3])" }
    var index = SearchIndex(names, by: \.self)
    for step in 0..<200 {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        let position = Int.random(in: 0...names.count, using: &generator)
        let name = "new \(step) mar@jose"
        names.insert(name, at: position)
        index.insert(name, at: position)
      case 1:
        let position = Int.random(in: 0..<names.count, using: &generator)
        names.remove(at: position)
        index.remove(at: position)
      default:
        let position = Int.random(in: 0..<names.count, using: &generator)
        names[position] = "changed \(step) 5@ma"
        index.update(names[position], at: position)
      }
    }
    let fresh = SearchIndex(names, by: \.self)
    for query in ["ma", "mar", "@", "5@", "jo", "se", "new", "ch", "5", "e 1"] {
      #expect(index.positions(matching: query) == fresh.positions(matching: query), "\(query)")
    }
  }
}
