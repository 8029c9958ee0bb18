/// A set of object identities that is usually tiny: up to 16 members are searched in order,
/// which for the one or two a keystroke adds costs a fraction of hashing them; past that, the
/// members move into a hashed set.
package struct IdentitySet {
  private static let linearLimit = 16
  /// The members while there are at most `linearLimit`; the first `linearLimit` after that.
  private var members: [ObjectIdentifier] = []
  /// Every member, once there are more than `linearLimit`; empty until then.
  private var hashed: Set<ObjectIdentifier> = []

  /// Creates an empty set.
  package init() {}

  /// Whether the set has no members.
  package var isEmpty: Bool { members.isEmpty }

  /// Adds `id`, returning whether it was not a member yet.
  package mutating func insert(_ id: ObjectIdentifier) -> Bool {
    if hashed.isEmpty {
      for member in members where member == id { return false }
      if members.count < Self.linearLimit {
        members.append(id)
        return true
      }
      hashed = Set(members)
    }
    return hashed.insert(id).inserted
  }

  /// Removes every member, keeping the storage for the next ones.
  package mutating func removeAll() {
    // One `removeLast` per member (at most 16): `removeAll(keepingCapacity:)` goes through the
    // general `replaceSubrange`, several times the cost for the one member a keystroke adds.
    while !members.isEmpty { members.removeLast() }
    // Even on an empty set, `removeAll` looks up generic metadata.
    if !hashed.isEmpty { hashed.removeAll(keepingCapacity: true) }
  }
}
