/// The hits of a search over many elements as one bit per element: the form a result takes
/// when more than one element in 32 matches, where it is smaller than a list of 32-bit
/// positions.
///
/// A million elements take 128 KB, however many match. A one-letter query matching every
/// element of a million had written 4 MB of positions, twice (per worker, then joined), into
/// memory the process had not touched before: in the live program, the page faults alone cost
/// more than the scan. Reading the hit at an offset finds its block of 512 bits from a count
/// kept per block, then counts bits in at most eight words.
///
/// A class, not a struct: as a struct inside ``HitList``'s `.bits` case, LeakSanitizer found
/// its block counts leaked in unoptimised builds (Swift 6.3.1; one array of every result, as
/// if one release were lost when the enum was destroyed). Its storage is immutable, so it is
/// `Sendable` as a class too.
package final class HitBits: Sendable {
  /// Bit `i % 64` of word `i / 64` is set when element `i` is a hit.
  private let words: [UInt64]
  /// The hits before each block of ``wordsPerBlock`` words.
  private let blockStarts: [Int32]
  /// How many elements the bits cover.
  package let elementCount: Int
  /// How many hits.
  package let count: Int

  private static let wordsPerBlock = 8

  /// The hits set in `words`, which cover `elementCount` elements.
  package init(words: [UInt64], elementCount: Int) {
    precondition(
      words.count == (elementCount + 63) / 64,
      "HitBits: \(words.count) words for \(elementCount) elements")
    self.words = words
    self.elementCount = elementCount
    var starts: [Int32] = []
    starts.reserveCapacity(words.count / Self.wordsPerBlock + 1)
    var total = 0
    for (index, word) in words.enumerated() {
      if index % Self.wordsPerBlock == 0 { starts.append(Int32(total)) }
      total += word.nonzeroBitCount
    }
    self.blockStarts = starts
    self.count = total
  }

  /// The position of the hit at `offset` (`0..<count`).
  package subscript(offset: Int) -> Int {
    precondition(offset >= 0 && offset < count, "hit offset \(offset) out of 0..<\(count)")
    // The last block starting at or before the offset.
    var low = 0
    var high = blockStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(blockStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    var remaining = offset - Int(blockStarts[low])
    var word = low * Self.wordsPerBlock
    while remaining >= words[word].nonzeroBitCount {
      remaining -= words[word].nonzeroBitCount
      word += 1
    }
    var bits = words[word]
    for _ in 0..<remaining { bits &= bits &- 1 }
    return word * 64 + bits.trailingZeroBitCount
  }

  /// The offset of `position` among the hits, or `nil` when it is not a hit.
  package func offset(ofPosition position: Int) -> Int? {
    guard position >= 0, position < elementCount else { return nil }
    let word = position / 64
    let bit = UInt64(1) << UInt64(position % 64)
    guard words[word] & bit != 0 else { return nil }
    var offset = Int(blockStarts[word / Self.wordsPerBlock])
    for earlier in (word - word % Self.wordsPerBlock)..<word {
      offset += words[earlier].nonzeroBitCount
    }
    return offset + (words[word] & (bit &- 1)).nonzeroBitCount
  }

  /// Calls `body` with the positions of the hits at `offsets`, in order.
  package func forEachPosition(in offsets: Range<Int>, _ body: (Int) -> Void) {
    guard !offsets.isEmpty else { return }
    var position = self[offsets.lowerBound]
    var remaining = offsets.count
    var word = position / 64
    // The first word, from the first hit on.
    var bits = words[word] & ~((UInt64(1) << UInt64(position % 64)) &- 1)
    while remaining > 0 {
      while bits == 0 {
        word += 1
        bits = words[word]
      }
      position = word * 64 + bits.trailingZeroBitCount
      bits &= bits &- 1
      body(position)
      remaining -= 1
    }
  }

  /// Calls `body` with the hits' positions inside `positions`, in order.
  func forEachPosition(inside positions: Range<Int>, _ body: (Int) -> Void) {
    let lower = max(positions.lowerBound, 0)
    let upper = min(positions.upperBound, elementCount)
    guard lower < upper else { return }
    var word = lower / 64
    var bits = words[word] & ~((UInt64(1) << UInt64(lower % 64)) &- 1)
    let lastWord = (upper - 1) / 64
    while true {
      if word == lastWord, upper % 64 != 0 { bits &= (UInt64(1) << UInt64(upper % 64)) &- 1 }
      while bits != 0 {
        body(word * 64 + bits.trailingZeroBitCount)
        bits &= bits &- 1
      }
      word += 1
      if word > lastWord { return }
      bits = words[word]
    }
  }

  /// The hits that are also set in `mask` (a word per 64 elements, as ``init(words:elementCount:)``
  /// takes them): one AND per word.
  package func intersection(_ mask: [UInt64]) -> HitBits {
    precondition(
      mask.count == words.count, "HitBits: a mask of \(mask.count) words for \(words.count)")
    return HitBits(words: zip(words, mask).map { $0 & $1 }, elementCount: elementCount)
  }

  /// The bits of the elements at `positions` (inside `0..<elementCount`), a bit per element
  /// from `positions.lowerBound` on.
  package func words(in positions: Range<Int>) -> [UInt64] {
    var result = [UInt64](repeating: 0, count: (positions.count + 63) / 64)
    let shift = UInt64(positions.lowerBound & 63)
    let first = positions.lowerBound >> 6
    for index in result.indices {
      let low = first &+ index
      guard low < words.count else { break }
      var word = words[low] >> shift
      if shift != 0, low &+ 1 < words.count { word |= words[low &+ 1] << (64 &- shift) }
      result[index] = word
    }
    if positions.count % 64 != 0 {
      result[result.count - 1] &= (UInt64(1) << UInt64(positions.count % 64)) &- 1
    }
    return result
  }

  /// Every hit's position, in order, as 32-bit integers.
  package func positions() -> [Int32] {
    // No hits: the empty array. Made with a capacity of 0, the array is the shared empty
    // storage, whose count the initializer writes (ThreadSanitizer saw two searches do it at
    // once, on two threads).
    guard count > 0 else { return [] }
    return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      var next = 0
      for (index, word) in words.enumerated() {
        var bits = word
        while bits != 0 {
          buffer[next] = Int32(truncatingIfNeeded: index &* 64 &+ bits.trailingZeroBitCount)
          next &+= 1
          bits &= bits &- 1
        }
      }
      initialized = next
    }
  }
}

/// Builds one worker's part of a ``HitBits``: the bits of the elements from `first` on.
struct HitBitsPart: Sendable {
  /// The element the first bit stands for.
  let first: Int
  private(set) var words: [UInt64]

  /// A part for `count` elements starting at position `first`.
  init(first: Int, count: Int) {
    self.first = first
    // One extra word: the part is shifted into place when parts are joined.
    words = Array(repeating: 0, count: count / 64 + 2)
  }

  /// Sets the bits of `positions` (positions in the index, all from `first` on).
  mutating func set(_ positions: UnsafeBufferPointer<Int32>) {
    let first = self.first
    words.withUnsafeMutableBufferPointer { words in
      for position in positions {
        let local = Int(position) &- first
        words[local >> 6] |= UInt64(1) << UInt64(local & 63)
      }
    }
  }

  /// Sets the bits of `words`, a bit per element from position `first` on (all inside the
  /// part).
  mutating func set(_ words: [UInt64], from first: Int) {
    let local = first &- self.first
    let shift = UInt64(local & 63)
    var target = local >> 6
    self.words.withUnsafeMutableBufferPointer { mine in
      for word in words {
        if word != 0 {
          mine[target] |= word << shift
          if shift != 0 { mine[target &+ 1] |= word >> (64 &- shift) }
        }
        target &+= 1
      }
    }
  }

  /// The parts' bits joined into ``HitBits`` over `elementCount` elements.
  static func joined(_ parts: [HitBitsPart], elementCount: Int) -> HitBits {
    var words = [UInt64](repeating: 0, count: (elementCount + 63) / 64)
    for part in parts {
      let shift = UInt64(part.first % 64)
      var target = part.first / 64
      for word in part.words {
        if word != 0 {
          words[target] |= word << shift
          if shift != 0, word >> (64 - shift) != 0 { words[target + 1] |= word >> (64 - shift) }
        }
        target += 1
        if target >= words.count { break }
      }
    }
    return HitBits(words: words, elementCount: elementCount)
  }
}
