/// The hits of a search as a random-access collection over the matching positions of an
/// index: no element is copied until it is read, so a one-letter query over a million
/// elements costs what the search costs, and a list reads only the rows it shows.
///
/// ```swift
/// let visible = results.hits.prefix(30)   // reads 30 elements, whatever the count
/// ```
///
/// Hits from ``SearchResults`` may arrive in two steps: the first rows, found by a scan that
/// stops early, and the rest, found when something needs them — ``count``, ``positions``,
/// ``endIndex``, or a row past the first ones. Either way the collection is the same; only
/// the moment the work is done differs.
public struct SearchHits<Element>: RandomAccessCollection {
  /// The index's elements, shared with it (copy-on-write), not copied.
  private let elements: [Element]
  /// The first positions, known from the start.
  private let known: HitList
  /// Finds all the positions on first use, when `known` is not all of them.
  private let rest: Completion?
  /// ``positions`` as `Int`s, made on first use.
  private let converted = Locked<[Int]?>(nil)
  /// Whether the positions ascend (every mode but fuzzy).
  private let isInIndexOrder: Bool

  /// Creates the hits at `positions` of `elements`, ascending when `inIndexOrder`.
  package init(elements: [Element], positions: HitList, inIndexOrder: Bool) {
    self.elements = elements
    self.known = positions
    self.rest = nil
    self.isInIndexOrder = inIndexOrder
  }

  /// Creates hits known up to `first`, completed by `complete` when more are needed.
  package init(
    elements: [Element], first: HitList, inIndexOrder: Bool,
    complete: @escaping @Sendable () -> HitList
  ) {
    self.elements = elements
    self.known = first
    self.rest = Completion(complete)
    self.isInIndexOrder = inIndexOrder
  }

  /// No hits.
  init() {
    self.init(elements: [], positions: .some([]), inIndexOrder: true)
  }

  /// Every position, completing the search if only its first hits were known.
  private var all: HitList { rest?.positions ?? known }

  /// The positions of the hits in the index's elements, in the order the search returned
  /// them. Completes the search if only its first hits were known.
  ///
  /// - Complexity: O(*n*) on first use (the hits are kept as 32-bit positions, or as "every
  ///   element" for a blank query), then O(1).
  public var positions: [Int] {
    converted.withLock { converted in
      if let converted { return converted }
      let made = all.integers(in: 0..<all.count)
      converted = made
      return made
    }
  }

  /// The positions of the hits at `offsets` (clamped), completing the search only when they
  /// reach past the hits known so far.
  package func positions(at offsets: Range<Int>) -> [Int] {
    let list = rest != nil && offsets.upperBound <= known.count ? known : all
    let lower = Swift.min(Swift.max(offsets.lowerBound, 0), list.count)
    return list.integers(in: lower..<Swift.min(Swift.max(offsets.upperBound, lower), list.count))
  }

  /// The offset of the hit at `position` of the index's elements, or `nil` when that element
  /// is not a hit: where a list finds the item it had selected after the query changed.
  /// Completes the search if only its first hits were known.
  ///
  /// - Complexity: O(log *n*) for hits in the index's order (contains and prefix search),
  ///   O(*n*) for fuzzy hits, which are ordered by score.
  public func offset(ofPosition position: Int) -> Int? {
    let list = all
    guard isInIndexOrder else {
      return (0..<list.count).first { list[$0] == position }
    }
    return list.offset(ofAscendingPosition: position)
  }

  /// Whether every hit is known (the search did not stop early, or has been completed).
  package var isComplete: Bool { rest?.isDone ?? true }

  /// The first hit's offset: 0.
  public var startIndex: Int { 0 }
  /// One past the last hit's offset: the number of hits.
  public var endIndex: Int { all.count }

  /// Whether there are no hits; known without completing a search that found some.
  public var isEmpty: Bool { known.count == 0 && all.count == 0 }

  /// The first hit, if any; known without completing a search that found some.
  public var first: Element? {
    if known.count > 0 { return elements[known[0]] }
    return all.count > 0 ? elements[all[0]] : nil
  }

  /// The offset after `offset`. (Offsets are plain integers; moving one needs no count.)
  public func index(after offset: Int) -> Int { offset + 1 }
  /// The offset before `offset`.
  public func index(before offset: Int) -> Int { offset - 1 }
  /// `offset` moved by `distance`.
  public func index(_ offset: Int, offsetBy distance: Int) -> Int { offset + distance }
  /// The distance between two offsets.
  public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The first `maxLength` hits: taken from the hits known so far when there are enough, so a
  /// list's first rows do not complete a search that stopped early.
  public func prefix(_ maxLength: Int) -> Slice<SearchHits> {
    let length = Swift.max(maxLength, 0)
    if length <= known.count { return Slice(base: self, bounds: 0..<length) }
    return Slice(base: self, bounds: 0..<Swift.min(length, all.count))
  }

  /// The element of the hit at `offset`.
  public subscript(offset: Int) -> Element {
    if offset >= 0, offset < known.count { return elements[known[offset]] }
    return elements[all[offset]]
  }

  /// The rest of a search, run once, by whichever thread first needs it.
  ///
  /// Internal, not private: a private class nested in this generic type broke the optimised
  /// multi-file build of `Scripts/fuzz.sh` (Swift 6.3.1: "Global is external, but doesn't have
  /// external or weak linkage" for its metadata accessor).
  final class Completion: Sendable {
    private let complete: @Sendable () -> HitList
    private let result = Locked<HitList?>(nil)

    init(_ complete: @escaping @Sendable () -> HitList) {
      self.complete = complete
    }

    var isDone: Bool { result.withLock { $0 != nil } }

    var positions: HitList {
      result.withLock { result in
        if let result { return result }
        let all = complete()
        result = all
        return all
      }
    }
  }
}

/// The positions a search found, as compact as they come: every element (a blank query),
/// 32-bit positions in the order found, or, past one element in 32, a bit per element
/// (``HitBits``). A million hits are 128 KB, not 8 MB, and "every element" is none at all.
package enum HitList: Sendable {
  /// Positions `0..<count`.
  case all(count: Int)
  /// These positions.
  case some([Int32])
  /// The positions whose bits are set: a result holding many of the elements.
  case bits(HitBits)

  /// How many positions.
  package var count: Int {
    switch self {
    case .all(let count): count
    case .some(let positions): positions.count
    case .bits(let bits): bits.count
    }
  }

  /// The positions inside `positions` as a bit per element from `positions.lowerBound` on,
  /// or `nil` for every position.
  package func words(in positions: Range<Int>) -> [UInt64]? {
    switch self {
    case .all: return nil
    case .bits(let bits): return bits.words(in: positions)
    case .some(let list):
      var result = [UInt64](repeating: 0, count: (positions.count + 63) / 64)
      // The first position inside, found by halving: the list is in order.
      var low = 0
      var high = list.count
      while low < high {
        let middle = (low + high) / 2
        if Int(list[middle]) < positions.lowerBound { low = middle + 1 } else { high = middle }
      }
      while low < list.count, Int(list[low]) < positions.upperBound {
        let local = Int(list[low]) - positions.lowerBound
        result[local >> 6] |= UInt64(1) << UInt64(local & 63)
        low += 1
      }
      return result
    }
  }

  /// The position at `offset`.
  package subscript(offset: Int) -> Int {
    switch self {
    case .all(let count):
      precondition(offset >= 0 && offset < count, "hit offset \(offset) out of 0..<\(count)")
      return offset
    case .some(let positions): return Int(positions[offset])
    case .bits(let bits): return bits[offset]
    }
  }

  /// The positions at `offsets`, as `Int`s.
  package func integers(in offsets: Range<Int>) -> [Int] {
    switch self {
    case .all: return Array(offsets)
    case .some(let positions): return positions[offsets].map(Int.init)
    case .bits(let bits):
      // Never with a capacity of 0: that array is the shared empty storage (see
      // `HitBits.positions()`).
      guard !offsets.isEmpty else { return [] }
      return [Int](unsafeUninitializedCapacity: offsets.count) { buffer, initialized in
        var next = 0
        bits.forEachPosition(in: offsets) { position in
          buffer[next] = position
          next += 1
        }
        initialized = next
      }
    }
  }

  /// The positions as a list of 32-bit integers (made, for hits kept as bits).
  package var list: [Int32] {
    switch self {
    case .all(let count): return (0..<count).map { Int32(truncatingIfNeeded: $0) }
    case .some(let positions): return positions
    case .bits(let bits): return bits.positions()
    }
  }

  /// The offset of `position` among positions that ascend, or `nil` when it is not one.
  package func offset(ofAscendingPosition position: Int) -> Int? {
    switch self {
    case .all(let count): return (0..<count).contains(position) ? position : nil
    case .bits(let bits): return bits.offset(ofPosition: position)
    case .some(let positions):
      var low = 0
      var high = positions.count
      while low < high {
        let middle = (low + high) / 2
        if Int(positions[middle]) < position { low = middle + 1 } else { high = middle }
      }
      return low < positions.count && Int(positions[low]) == position ? low : nil
    }
  }
}

extension SearchHits: Equatable where Element: Equatable {
  /// Hits are equal when they hold equal elements in the same order.
  public static func == (lhs: SearchHits, rhs: SearchHits) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension SearchHits: Sendable where Element: Sendable {}
