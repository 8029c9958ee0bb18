/// Where a node stands among its parent's children: its structural identity.
///
/// The cases holding an id or a name are boxed: a key is then one word and a tag, where an
/// `AnyHashable` in place would make every node of a long list 40 bytes larger.
enum ChildKey: Hashable {
  /// The position in a builder's output (or the only child).
  case position(Int)
  /// A branch of an `if`/`else` or a `switch`.
  case branch(Bool)
  /// A `ForEach` element's id, or an `.id(_:)`: made by ``identity(_:)``.
  indirect case id(AnyHashable)
  /// An id that is an `Int`, kept in place where any other is boxed: made by
  /// ``identity(_:)``.
  case intID(Int)
  /// A `ForEach` id met again: its order among the duplicates.
  indirect case duplicate(AnyHashable, Int)
  /// The type inside an `AnyView`.
  case type(ObjectIdentifier)
  /// A named part of a view: a section's header, a modifier's own content.
  indirect case part(String)
}

extension ChildKey {
  /// The key of a `ForEach` row, or of an `.id(_:)`, whose id is `id`: an `Int` (the id of
  /// most rows) in place, any other id boxed. A key a long list makes by the thousand is
  /// then no allocation.
  static func identity<ID: Hashable>(_ id: ID) -> ChildKey {
    if let int = id as? Int { return .intID(int) }
    return .id(AnyHashable(id))
  }

  /// The id of a key made by ``identity(_:)``; `nil` for any other key.
  var identity: AnyHashable? {
    switch self {
    case .id(let id): id
    case .intID(let id): AnyHashable(id)
    default: nil
    }
  }
}
