/// The hits of a search as a random-access collection over the matching positions of an
/// index: no element is copied until it is read, so a one-letter query over a million
/// elements costs what the search costs, and a list reads only the rows it shows.
///
/// ```swift
/// let visible = results.hits.prefix(30)   // reads 30 elements, whatever the count
/// ```
public struct SearchHits<Element>: RandomAccessCollection {
  /// The index's elements, shared with it (copy-on-write), not copied.
  private let elements: [Element]
  /// The positions of the hits in `elements`, in the order the search returned them.
  public let positions: [Int]

  /// Creates the hits at `positions` of `elements`.
  init(elements: [Element], positions: [Int]) {
    self.elements = elements
    self.positions = positions
  }

  /// No hits.
  init() {
    self.init(elements: [], positions: [])
  }

  /// The first hit's offset: 0.
  public var startIndex: Int { 0 }
  /// One past the last hit's offset: the number of hits.
  public var endIndex: Int { positions.count }

  /// The element of the hit at `offset`.
  public subscript(offset: Int) -> Element {
    elements[positions[offset]]
  }
}

extension SearchHits: Equatable where Element: Equatable {
  /// Hits are equal when they hold equal elements in the same order.
  public static func == (lhs: SearchHits, rhs: SearchHits) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension SearchHits: Sendable where Element: Sendable {}
