import Observation

/// A class whose stored properties a ``ModelContext`` keeps, as SwiftData's
/// `PersistentModel`. Write ``Model()`` on the class rather than conforming by hand.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The model's persisted properties, written by ``Model()``.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
  /// The model's identity and context, written by ``Model()``.
  var _$persistentState: _PersistentState { get }
  /// Makes the model from a row of its store, written by ``Model()``.
  init(_$backing backing: _ModelBacking) throws
  /// The key paths whose values, together, no two models share: written by `#Unique`.
  static var _$uniquenessConstraints: [[AnyKeyPath]] { get }
}

extension PersistentModel {
  /// No constraint: a model without `#Unique`.
  public static var _$uniquenessConstraints: [[AnyKeyPath]] { [] }

  /// The model's identifier: permanent once the model is inserted into a context, temporary
  /// before.
  public var persistentModelID: PersistentIdentifier {
    _$persistentState.identifier(entityName: Schema.entityName(for: Self.self))
  }

  /// The model's identifier, as SwiftData's default `Identifiable` conformance.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model is inserted in, or `nil`.
  public var modelContext: ModelContext? { _$persistentState.context }

  /// Whether the model has changes its context has not saved.
  public var hasChanges: Bool {
    guard let context = _$persistentState.context else { return false }
    return context.hasUnsavedChanges(self)
  }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { _$persistentState.isDeleted }

  /// Models are equal when they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
