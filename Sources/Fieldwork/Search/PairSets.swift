/// Which elements of a chunk hold each pair of adjacent folded bytes: a bigram index, so a
/// query of two bytes or more looks only at the elements that hold every pair of its bytes.
///
/// A scan reads every byte of the index: about 90 MB for a million contacts with a name,
/// e-mails, phones and an organisation, 5 ms or more on two cores whatever the query. Over the
/// pairs, "ma" is one set read, and "jose" the intersection of three, before any element's
/// bytes are read.
///
/// Bytes are grouped into ``symbolCount`` symbols: each ASCII letter, digit and `.`, `@`, `-`,
/// `+`, `_` has its own (an *exact* symbol), every other byte shares one of a few, and the key
/// separator has one. A pair of exact symbols stands for those very two bytes, so for a
/// two-byte token the set holds exactly the elements with its bytes side by side; any other
/// pair's set is a superset of the elements that hold it, and is checked.
///
/// Each pair's elements are stored as a sorted list of 16-bit offsets while they are fewer
/// than a bitmap of the chunk would take, and as that bitmap otherwise: a chunk of 8,192
/// elements spends at most 1 KB on a pair. Over a million generated contacts the sets take
/// about 40 MB beside the 99 MB of folded text.
struct PairSets: Sendable {
  /// The symbols bytes are grouped into; the separator's is the last.
  static let symbolCount = 49
  /// Symbols below this are exact: one byte each.
  static let exactSymbolCount = 41
  static let separatorSymbol = 48

  /// The symbol of each byte.
  static let symbols: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    switch byte {
    case 0x61...0x7A: return byte - 0x61
    case 0x30...0x39: return 26 + byte - 0x30
    case UInt8(ascii: "."): return 36
    case UInt8(ascii: "@"): return 37
    case UInt8(ascii: "-"): return 38
    case UInt8(ascii: "+"): return 39
    case UInt8(ascii: "_"): return 40
    case SearchChunk.separator: return UInt8(separatorSymbol)
    case ..<0x80: return 41 + byte % 2
    default: return 43 + byte % 5
    }
  }

  /// The pair of the bytes `first` then `second`.
  @inline(__always)
  static func pair(_ first: UInt8, _ second: UInt8) -> Int {
    Int(symbols[Int(first)]) &* symbolCount &+ Int(symbols[Int(second)])
  }

  /// Whether `byte` has a symbol of its own.
  static func isExact(_ byte: UInt8) -> Bool {
    symbols[Int(byte)] < exactSymbolCount
  }

  /// Whether the set of the pair `first`, `second` holds exactly the elements with those two
  /// bytes side by side.
  static func isExact(_ first: UInt8, _ second: UInt8) -> Bool {
    symbols[Int(first)] < exactSymbolCount && symbols[Int(second)] < exactSymbolCount
  }

  /// The pairs of `token`'s adjacent bytes, each once.
  static func pairs(of token: [UInt8]) -> [Int] {
    guard token.count > 1 else { return [] }
    var pairs: [Int] = []
    for index in 1..<token.count {
      let pair = pair(token[index - 1], token[index])
      if !pairs.contains(pair) { pairs.append(pair) }
    }
    return pairs
  }

  /// Where each pair's set starts in ``data``; the last entry is the end of the last set.
  private var starts: [UInt32] = []
  /// The sets, one after another: a sorted list of offsets, or a bitmap of ``bitmapLength``
  /// 16-bit words.
  private var data: [UInt16] = []
  /// How many elements the chunk holds.
  private(set) var elementCount = 0

  /// The length of a bitmap of the chunk, in 16-bit words: a set this long is a bitmap, and a
  /// list is always shorter.
  private var bitmapLength: Int { (elementCount + 15) / 16 }

  /// The sets of the elements whose regions end at `ends` in `bytes` (a chunk's buffers).
  init(bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<UInt32>) {
    let pairCount = Self.symbolCount * Self.symbolCount
    elementCount = ends.count
    // Two passes over the bytes: count each pair once per element, then fill.
    var counts = [Int32](repeating: 0, count: pairCount)
    var seen = [Int32](repeating: -1, count: pairCount)
    Self.forEachPair(bytes: bytes, ends: ends, seen: &seen) { pair, _ in counts[pair] &+= 1 }
    let bitmapLength = self.bitmapLength
    var starts = [UInt32](repeating: 0, count: pairCount + 1)
    var total = 0
    for pair in 0..<pairCount {
      starts[pair] = UInt32(total)
      total += Int(counts[pair]) < bitmapLength ? Int(counts[pair]) : bitmapLength
    }
    starts[pairCount] = UInt32(total)
    var data = [UInt16](repeating: 0, count: total)
    var filled = [Int32](repeating: 0, count: pairCount)
    for index in 0..<pairCount { seen[index] = -1 }
    Self.forEachPair(bytes: bytes, ends: ends, seen: &seen) { pair, element in
      let start = Int(starts[pair])
      if Int(counts[pair]) < bitmapLength {
        data[start &+ Int(filled[pair])] = UInt16(truncatingIfNeeded: element)
        filled[pair] &+= 1
      } else {
        data[start &+ element >> 4] |= UInt16(1) << UInt16(element & 15)
      }
    }
    self.starts = starts
    self.data = data
  }

  /// Calls `body` once per element for each pair its region holds (pairs that start with the
  /// separator are left out: no token holds it).
  private static func forEachPair(
    bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<UInt32>, seen: inout [Int32],
    _ body: (_ pair: Int, _ element: Int) -> Void
  ) {
    symbols.withUnsafeBufferPointer { symbols in
      var start = 0
      for element in 0..<ends.count {
        let end = Int(ends[element])
        let stamp = Int32(truncatingIfNeeded: element)
        if end - start > 1 {
          var previous = Int(symbols[Int(bytes[start])])
          for position in (start + 1)..<end {
            let symbol = Int(symbols[Int(bytes[position])])
            if previous != separatorSymbol {
              let pair = previous &* symbolCount &+ symbol
              if seen[pair] != stamp {
                seen[pair] = stamp
                body(pair, element)
              }
            }
            previous = symbol
          }
        }
        start = end
      }
    }
  }

  /// The bytes the sets take.
  var byteCount: Int {
    starts.count * MemoryLayout<UInt32>.stride + data.count * MemoryLayout<UInt16>.stride
  }

  /// How many 16-bit words `pair`'s set takes: what intersecting with it costs, and a bound on
  /// its elements.
  func length(of pair: Int) -> Int {
    guard !starts.isEmpty else { return 0 }
    return Int(starts[pair + 1] &- starts[pair])
  }

  /// Keeps in `words` (a bit per element, 64 to a word) only the elements in `pair`'s set.
  func intersect(_ pair: Int, into words: inout [UInt64]) {
    let set = self.words(of: pair)
    for index in words.indices { words[index] &= set[index] }
  }

  /// Keeps in `words` only the elements that hold `byte`: the union of the sets of the pairs
  /// it starts (every byte of a region is followed by another, or by the separator).
  func intersectHolding(_ byte: UInt8, into words: inout [UInt64]) {
    var union = [UInt64](repeating: 0, count: words.count)
    let first = Int(Self.symbols[Int(byte)]) * Self.symbolCount
    for pair in first..<(first + Self.symbolCount) where length(of: pair) > 0 {
      let set = self.words(of: pair)
      for index in union.indices { union[index] |= set[index] }
    }
    for index in words.indices { words[index] &= union[index] }
  }

  /// `pair`'s set as a bit per element, 64 to a word.
  private func words(of pair: Int) -> [UInt64] {
    var words = [UInt64](repeating: 0, count: (elementCount + 63) / 64)
    let start = Int(starts[pair])
    let length = Int(starts[pair + 1]) - start
    guard length > 0 else { return words }
    data.withUnsafeBufferPointer { data in
      words.withUnsafeMutableBufferPointer { words in
        if length == bitmapLength {
          // A bitmap: four 16-bit words to a 64-bit one.
          for index in 0..<length {
            words[index >> 2] |= UInt64(data[start &+ index]) << UInt64((index & 3) &* 16)
          }
        } else {
          for offset in start..<(start &+ length) {
            let element = Int(data[offset])
            words[element >> 6] |= UInt64(1) << UInt64(element & 63)
          }
        }
      }
    }
    return words
  }
}

extension PairSets {
  /// The sets of `chunk`'s elements.
  init(chunk: SearchChunk) {
    self = chunk.bytes.withUnsafeBufferPointer { bytes in
      chunk.ends.withUnsafeBufferPointer { ends in PairSets(bytes: bytes, ends: ends) }
    }
  }
}

/// A chunk's ``PairSets``, made the first time they are asked for.
///
/// A chunk that changes drops its sets and takes a new, empty holder: a run of changes (a
/// thousand inserts) then makes the sets once, at the next search, instead of once per change.
/// Copies of a chunk share a holder only while they hold the same bytes, so whichever copy
/// makes the sets makes the same ones.
struct PairSetsOnDemand: Sendable {
  private let made: Locked<PairSets?>

  /// A holder that makes its sets when first asked.
  init() { made = Locked(nil) }

  /// A holder of sets already made.
  init(_ sets: PairSets) { made = Locked(sets) }

  /// The sets, made with `make` if they are not yet. The lock is held while they are made,
  /// so two threads searching one chunk make them once.
  func sets(_ make: () -> PairSets) -> PairSets {
    made.withLock { sets in
      if let sets { return sets }
      let new = make()
      sets = new
      return new
    }
  }
}
