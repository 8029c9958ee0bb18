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
  private let known: [Int]
  /// Finds all the positions on first use, when `known` is not all of them.
  private let rest: Completion?

  /// Creates the hits at `positions` of `elements`.
  init(elements: [Element], positions: [Int]) {
    self.elements = elements
    self.known = positions
    self.rest = nil
  }

  /// Creates hits known up to `first`, completed by `complete` when more are needed.
  init(elements: [Element], first: [Int], complete: @escaping @Sendable () -> [Int]) {
    self.elements = elements
    self.known = first
    self.rest = Completion(complete)
  }

  /// No hits.
  init() {
    self.init(elements: [], positions: [])
  }

  /// The positions of the hits in the index's elements, in the order the search returned
  /// them. Completes the search if only its first hits were known.
  public var positions: [Int] { rest?.positions ?? known }

  /// The positions of the hits at `offsets` (clamped), completing the search only when they
  /// reach past the hits known so far.
  package func positions(at offsets: Range<Int>) -> ArraySlice<Int> {
    let all = rest != nil && offsets.upperBound <= known.count ? known : positions
    let lower = Swift.min(Swift.max(offsets.lowerBound, 0), all.count)
    return all[lower..<Swift.min(Swift.max(offsets.upperBound, lower), all.count)]
  }

  /// Whether every hit is known (the search did not stop early, or has been completed).
  package var isComplete: Bool { rest?.isDone ?? true }

  /// The first hit's offset: 0.
  public var startIndex: Int { 0 }
  /// One past the last hit's offset: the number of hits.
  public var endIndex: Int { positions.count }

  /// Whether there are no hits; known without completing a search that found some.
  public var isEmpty: Bool { known.isEmpty && positions.isEmpty }

  /// The first hit, if any; known without completing a search that found some.
  public var first: Element? {
    if let position = known.first { return elements[position] }
    return positions.first.map { elements[$0] }
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
    return Slice(base: self, bounds: 0..<Swift.min(length, positions.count))
  }

  /// The element of the hit at `offset`.
  public subscript(offset: Int) -> Element {
    if offset >= 0, offset < known.count { return elements[known[offset]] }
    return elements[positions[offset]]
  }

  /// The rest of a search, run once, by whichever thread first needs it.
  private final class Completion: Sendable {
    private let complete: @Sendable () -> [Int]
    private let result = Locked<[Int]?>(nil)

    init(_ complete: @escaping @Sendable () -> [Int]) {
      self.complete = complete
    }

    var isDone: Bool { result.withLock { $0 != nil } }

    var positions: [Int] {
      result.withLock { result in
        if let result { return result }
        let all = complete()
        result = all
        return all
      }
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
