import FieldworkTesting
import Testing

@testable import Fieldwork

/// `HitBits`, the form of a search result holding more than one element in 32, against the
/// sorted list of positions it stands for: every offset, every position, ranges of offsets,
/// and parts joined at positions that are not multiples of 64 (chunks move after edits).
@Suite struct HitBitsTests {
  /// Bits from parts split at `cuts`, set at `positions` (ascending, below `count`).
  static func bits(_ positions: [Int32], count: Int, cuts: [Int]) -> HitBits {
    let bounds = [0] + cuts + [count]
    let parts = zip(bounds, bounds.dropFirst()).map { lower, upper in
      var part = HitBitsPart(first: lower, count: upper - lower)
      let mine = positions.filter { Int($0) >= lower && Int($0) < upper }
      mine.withUnsafeBufferPointer { part.set($0) }
      return part
    }
    return HitBitsPart.joined(parts, elementCount: count)
  }

  @Test(arguments: [
    (0, 0.5), (1, 0.5), (63, 1.0), (64, 1.0), (65, 0.3), (5_000, 0.05), (20_000, 0.9),
  ])
  func everyOffsetAndPositionAgreesWithTheList(count: Int, density: Double) {
    var generator = SeededGenerator(seed: UInt64(count))
    let positions = (0..<count).filter { _ in Double.random(in: 0..<1, using: &generator) < density
    }
    .map { Int32($0) }
    let cuts =
      count < 3 ? [] : [count / 3 + 1, count / 3 + 2, 2 * count / 3 + 37].filter { $0 < count }
    let bits = Self.bits(positions, count: count, cuts: cuts)
    #expect(bits.count == positions.count)
    #expect(bits.positions() == positions)
    for (offset, position) in positions.enumerated() {
      #expect(bits[offset] == Int(position))
    }
    let offsets = Dictionary(uniqueKeysWithValues: positions.enumerated().map { (Int($1), $0) })
    for position in -1...count {
      #expect(bits.offset(ofPosition: position) == offsets[position], "position \(position)")
    }
    for _ in 0..<50 where !positions.isEmpty {
      let lower = Int.random(in: 0..<positions.count, using: &generator)
      let upper = Int.random(in: lower...positions.count, using: &generator)
      var seen: [Int] = []
      bits.forEachPosition(in: lower..<upper) { seen.append($0) }
      #expect(seen == positions[lower..<upper].map(Int.init))
      #expect(HitList.bits(bits).integers(in: lower..<upper) == seen)
      let from = Int.random(in: 0...count, using: &generator)
      let to = Int.random(in: from...count, using: &generator)
      var inside: [Int] = []
      bits.forEachPosition(inside: from..<to) { inside.append($0) }
      #expect(inside == positions.map(Int.init).filter { (from..<to).contains($0) })
    }
  }

  @Test func aHitListOfBitsFindsAPositionsOffsetAsTheListDoes() {
    let positions: [Int32] = [0, 3, 64, 65, 511, 512, 513, 4_095]
    let list = HitList.some(positions)
    let bits = HitList.bits(Self.bits(positions, count: 4_096, cuts: [100, 1_000]))
    for position in 0..<4_096 {
      #expect(
        bits.offset(ofAscendingPosition: position) == list.offset(ofAscendingPosition: position))
    }
    #expect(bits.list == positions)
    #expect(bits.count == list.count)
  }

  @Test func aScanWithManyHitsKeepsBitsAndTheSameAnswers() {
    // Every element holds "e" (in "example"); one in eight holds "zz": bits past one in 32,
    // a list below.
    let items = (0..<50_000).map { "user\($0)@example.org" + ($0 % 8 == 0 ? " zz" : "") }
    let index = SearchIndex(items, by: \.self)
    let every = index.hitList(matching: "e", mode: .contains)
    guard case .bits = every else {
      Issue.record("a query matching every element keeps a list")
      return
    }
    #expect(every.count == items.count)
    let some = index.hitList(matching: "zz", mode: .contains)
    #expect(some.count == items.count / 8)
    #expect(index.positions(matching: "zz") == Array(stride(from: 0, to: items.count, by: 8)))
    let few = index.hitList(matching: "user4999", mode: .contains)
    guard case .some(let list) = few else {
      Issue.record("a query matching 11 elements keeps bits")
      return
    }
    #expect(list == [4_999] + (49_990..<50_000).map(Int32.init))
  }
}
