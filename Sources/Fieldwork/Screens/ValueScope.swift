/// A scope over the value of one field of an index's elements (an organisation, a to-do's
/// state): the positions holding each value as one bit per element, made in one pass over the
/// elements the first time a scope selects values, and again after the index changes.
///
/// Selecting values then costs one OR per 64 elements for each value (cached for the
/// selection), and filtering a search's hits one AND per 64 elements, or a bit test per hit:
/// no call into your code per hit, as a filter closure needs. Not isolated: its results own
/// it, and use it on the main actor.
final class ValueScope<Element> {
  /// The values the scope selects, or `nil` for every element (no filter at all).
  private let selected: (AnyHashable) -> Set<AnyHashable>?
  /// The value of an element, type-erased.
  private let value: (Element) -> AnyHashable
  /// The bits of each value, for the index they were made from.
  private var bits: [AnyHashable: [UInt64]]?
  /// The last selection's mask.
  private var mask: (values: Set<AnyHashable>, words: [UInt64])?

  init<Scope: Hashable, Value: Hashable>(
    value: @escaping (Element) -> Value, selecting: @escaping (Scope) -> Set<Value>?
  ) {
    self.value = { AnyHashable(value($0)) }
    selected = { scope in
      guard let scope = scope.base as? Scope, let values = selecting(scope) else { return nil }
      var erased = Set<AnyHashable>(minimumCapacity: values.count)
      for value in values { erased.insert(AnyHashable(value)) }
      return erased
    }
  }

  /// Forgets the bits: the index changed.
  func invalidate() {
    bits = nil
    mask = nil
  }

  /// The mask of the elements of `index` that `scope` selects, or `nil` when it selects
  /// every element.
  func mask(for scope: AnyHashable, in index: SearchIndex<Element>) -> [UInt64]? {
    guard let values = selected(scope) else { return nil }
    if let mask, mask.values == values { return mask.words }
    let wordCount = (index.elements.count + 63) / 64
    let bits = self.bits ?? build(index)
    var words = [UInt64](repeating: 0, count: wordCount)
    for value in values {
      guard let set = bits[value] else { continue }
      for word in 0..<wordCount { words[word] |= set[word] }
    }
    mask = (values, words)
    return words
  }

  private func build(_ index: SearchIndex<Element>) -> [AnyHashable: [UInt64]] {
    let elements = index.elements
    let wordCount = (elements.count + 63) / 64
    var bits: [AnyHashable: [UInt64]] = [:]
    for (position, element) in elements.enumerated() {
      bits[value(element), default: [UInt64](repeating: 0, count: wordCount)][position >> 6] |=
        UInt64(1) << UInt64(position & 63)
    }
    self.bits = bits
    return bits
  }
}

extension HitList {
  /// The positions also set in `mask`.
  func keeping(_ mask: [UInt64]) -> HitList {
    switch self {
    case .all(let count): .bits(HitBits(words: mask, elementCount: count))
    case .some(let positions):
      .some(positions.filter { mask[Int($0) >> 6] & (UInt64(1) << UInt64($0 & 63)) != 0 })
    case .bits(let bits): .bits(bits.intersection(mask))
    }
  }
}
