/// A scope over the value of one field of an index's elements (an organisation, a to-do's
/// state): each element's value as a small number, found in one pass over the elements when
/// the results are made (and again after the index changes), with the values' numbers beside.
///
/// Selecting values then costs one pass over those numbers, a table look-up each (4 MB for a
/// million elements), and is kept for the selection; filtering a search's hits costs one AND
/// per 64 elements, or a bit test per hit: no call into your code per hit, as a filter
/// closure needs. Not isolated: its results own it, and use it on the main actor.
final class ValueScope<Element> {
  /// The values the scope selects, or `nil` for every element (no filter at all).
  private let selected: (AnyHashable) -> Set<AnyHashable>?
  /// Numbers the values of `elements`: each element's number, and each value's.
  private let number: ([Element]) -> (ofElements: [Int32], ofValues: [AnyHashable: Int32])
  /// The numbers, for the elements they were made from.
  private var numbers: (ofElements: [Int32], ofValues: [AnyHashable: Int32])?
  /// The last selection's mask.
  private var mask: (values: Set<AnyHashable>, words: [UInt64])?

  init<Scope: Hashable, Value: Hashable>(
    value: @escaping (Element) -> Value, selecting: @escaping (Scope) -> Set<Value>?
  ) {
    // Made here, where `Value` is known: hashing the values themselves, not `AnyHashable`
    // boxes of them, is what keeps the pass short (a million boxed organisations took 1.4 s).
    number = { elements in
      var numbers: [Value: Int32] = [:]
      var ofElements: [Int32] = []
      ofElements.reserveCapacity(elements.count)
      for element in elements {
        let value = value(element)
        if let known = numbers[value] {
          ofElements.append(known)
        } else {
          let new = Int32(truncatingIfNeeded: numbers.count)
          numbers[value] = new
          ofElements.append(new)
        }
      }
      var ofValues: [AnyHashable: Int32] = [:]
      for (value, number) in numbers { ofValues[AnyHashable(value)] = number }
      return (ofElements, ofValues)
    }
    selected = { scope in
      guard let scope = scope.base as? Scope, let values = selecting(scope) else { return nil }
      var erased = Set<AnyHashable>(minimumCapacity: values.count)
      for value in values { erased.insert(AnyHashable(value)) }
      return erased
    }
  }

  /// Numbers the values of `index`'s elements now, unless they are numbered.
  func prepare(for index: SearchIndex<Element>) {
    if numbers == nil { numbers = number(index.elements) }
  }

  /// Forgets the numbers: the index changed.
  func invalidate() {
    numbers = nil
    mask = nil
  }

  /// The mask of the elements of `index` that `scope` selects, or `nil` when it selects
  /// every element.
  func mask(for scope: AnyHashable, in index: SearchIndex<Element>) -> [UInt64]? {
    guard let values = selected(scope) else { return nil }
    if let mask, mask.values == values { return mask.words }
    prepare(for: index)
    guard let numbers else { return nil }
    var chosen = [Bool](repeating: false, count: numbers.ofValues.count)
    for value in values {
      if let number = numbers.ofValues[value] { chosen[Int(number)] = true }
    }
    let count = numbers.ofElements.count
    var words = [UInt64](repeating: 0, count: (count + 63) / 64)
    numbers.ofElements.withUnsafeBufferPointer { ofElements in
      chosen.withUnsafeBufferPointer { chosen in
        for word in words.indices {
          let first = word &* 64
          var bits: UInt64 = 0
          for offset in 0..<min(64, count &- first)
          where chosen[Int(ofElements[first &+ offset])] {
            bits |= UInt64(1) << UInt64(offset)
          }
          words[word] = bits
        }
      }
    }
    mask = (values, words)
    return words
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
