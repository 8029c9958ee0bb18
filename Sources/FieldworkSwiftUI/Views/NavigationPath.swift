/// A type-erased list of pushed values, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the `k` values on top.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(k, elements.count))
  }
}

/// How a stack reads and writes its path binding, whatever its type.
struct NavigationPathBinding {
  let get: () -> [AnyHashable]
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
}
