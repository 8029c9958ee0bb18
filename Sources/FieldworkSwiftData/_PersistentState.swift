import Fieldwork

/// A model's identity and context, added to each class by ``Model()``. Not for use in your
/// code.
public final class _PersistentState {
  /// Temporary keys, negative so they never meet a store's.
  private static let temporaryKeys = Locked<Int64>(0)

  var key: Int64?
  weak var context: ModelContext?
  /// The context that deleted and saved the model: a later write is reported there.
  weak var deletedFrom: ModelContext?
  var isDeleted = false
  /// Above zero while the store writes the model's properties, which are then not changes.
  var applyingStore = 0

  /// A state with no identity and no context.
  public init() {}

  func identifier(entityName: String) -> PersistentIdentifier {
    if let key { return PersistentIdentifier(entityName: entityName, primaryKey: key) }
    let temporary = -Self.temporaryKeys.withLock { count in
      count += 1
      return count
    }
    key = temporary
    return PersistentIdentifier(entityName: entityName, primaryKey: temporary)
  }

  /// Called by a persisted property's setter: tells the context the model changed.
  public func didWrite<Model: PersistentModel>(_ model: Model, _ property: String) {
    guard applyingStore == 0, let context = context ?? deletedFrom else { return }
    context.modelDidChange(model, property: property)
  }
}
