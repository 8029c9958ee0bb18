/// Tells whether a view value a parent rendered again is the same as the one its node
/// holds, so the node's subtree can be kept without evaluating anything.
///
/// SwiftUI compares view values the same two ways: by their bits, and with `==` when the view
/// is `Equatable`. Equal bits mean an equal value: the same inline data, the same references
/// (strings' buffers, arrays', closures' contexts), so nothing the body could read differs
/// except through those references, which a view reads through `State`, `Binding` or an
/// `@Observable` model, each tracked on its own. Different bits may still be an equal value
/// (padding, a copied buffer): then the view renders, which is only slower, never wrong.
///
/// Comparing bits is the one unsafe operation of the view tree: it reads the two values'
/// bytes, and nothing else. It pays where a person feels it: typing into a field that
/// filters a 10,000-row list keeps every unchanged row without running its body (see the
/// `swiftui` benchmark group).
enum ViewEquality {
  /// Whether `old` and `new` are the same view value.
  ///
  /// - Parameter hasDynamicProperties: Whether the view declares `@State` (or another
  ///   dynamic property). Every new value of such a view holds new storage for them, which
  ///   its node links to the storage it keeps: they never differ, so the other properties
  ///   are compared one by one.
  static func same<V>(
    _ old: V, _ new: V, isEqual: ((V, V) -> Bool)?, hasDynamicProperties: Bool
  ) -> Bool {
    if hasSameBits(old, new) { return true }
    if let isEqual { return isEqual(old, new) }
    return hasDynamicProperties && sameIgnoringDynamicProperties(old, new)
  }

  /// Whether every stored property of the two values is the same, counting dynamic
  /// properties (whose storage is the node's) as the same.
  static func sameIgnoringDynamicProperties(_ old: Any, _ new: Any, depth: Int = 0) -> Bool {
    let oldChildren = Mirror(reflecting: old).children
    let newChildren = Mirror(reflecting: new).children
    guard oldChildren.count == newChildren.count else { return false }
    for (oldChild, newChild) in zip(oldChildren, newChildren) {
      if oldChild.value is any NodeLinkedProperty { continue }
      if depth < 4, oldChild.value is any DynamicProperty {
        guard sameIgnoringDynamicProperties(oldChild.value, newChild.value, depth: depth + 1)
        else { return false }
        continue
      }
      guard hasSameBits(any: oldChild.value, newChild.value) else { return false }
    }
    return true
  }

  /// Whether two values of one (unknown) type have identical bytes.
  static func hasSameBits(any lhs: Any, _ rhs: Any) -> Bool {
    func compare<T>(_ lhs: T) -> Bool {
      guard let rhs = rhs as? T else { return false }
      return hasSameBits(lhs, rhs)
    }
    return compare(lhs)
  }

  /// Whether the two values' bytes are identical.
  static func hasSameBits<V>(_ lhs: V, _ rhs: V) -> Bool {
    let size = MemoryLayout<V>.size
    if size == 0 { return true }
    return withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in
        // Word by word, then the bytes left over: views are a few words long.
        var offset = 0
        let word = MemoryLayout<UInt>.size
        while offset + word <= size {
          if left.loadUnaligned(fromByteOffset: offset, as: UInt.self)
            != right.loadUnaligned(fromByteOffset: offset, as: UInt.self)
          {
            return false
          }
          offset += word
        }
        while offset < size {
          if left[offset] != right[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// `==` for `V` when it is `Equatable`, found once per node.
  static func equatableComparator<V>(for type: V.Type) -> ((V, V) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func comparator<E: Equatable>(_: E.Type) -> (V, V) -> Bool {
      { lhs, rhs in (lhs as? E) == (rhs as? E) }
    }
    return comparator(equatable)
  }
}
