extension String {
  /// Whether the two strings hold the same bytes: the same text to a text control, whose
  /// ranges address its code units. `==` compares canonical equivalence instead, so "é" and
  /// e + U+0301 are equal to it and different texts to `NSString` and to UIKit.
  ///
  /// Lengths are compared first (O(1) for native strings), then `==`, whose fast paths
  /// answer most cases, then the bytes.
  package func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count, self == other else { return false }
    let same = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
    }
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}
