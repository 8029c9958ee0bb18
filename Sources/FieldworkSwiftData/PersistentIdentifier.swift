/// A model's identity in its store, as SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable,
  CustomStringConvertible
{
  /// The name of the model's type.
  public let entityName: String
  /// The row's key in the store; negative for a temporary identifier.
  let primaryKey: Int64

  /// Whether the model has not been inserted into a context yet.
  public var isTemporary: Bool { primaryKey < 0 }

  init(entityName: String, primaryKey: Int64) {
    self.entityName = entityName
    self.primaryKey = primaryKey
  }

  /// Orders by entity name, then by the order the models were inserted.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.primaryKey) < (rhs.entityName, rhs.primaryKey)
  }

  /// `Item#3`, or `Item#t5` for a temporary identifier.
  public var description: String {
    primaryKey < 0 ? "\(entityName)#t\(-primaryKey)" : "\(entityName)#\(primaryKey)"
  }
}
