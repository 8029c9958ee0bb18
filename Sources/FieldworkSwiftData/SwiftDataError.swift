/// Why a container, a context or a store refused, with what it concerns.
public enum SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A fetch or insert of a model type the container's schema does not have.
  case unknownModel(String)
  /// A context with no container: the view has no `.modelContainer(for:)` above it.
  case noContainer
  /// An attribute whose type is not `Codable`, which a store cannot keep.
  case notCodable(entity: String, property: String, type: String)
  /// A stored value that is not of the property's type: the model changed since the store
  /// was written.
  case typeMismatch(entity: String, property: String, expected: String, stored: String)
  /// A property that is not optional and that the store holds no value for.
  case missingValue(entity: String, property: String)
  /// A relationship that is not optional, which a store cannot make before the related model.
  case requiredRelationship(entity: String, property: String)
  /// A property written after its model was deleted.
  case writeToDeletedModel(PersistentIdentifier, property: String)
  /// A model saved by another context since this one read it.
  case saveConflict(PersistentIdentifier)
  /// A delete refused by a `.deny` rule while related models remain.
  case deleteDenied(PersistentIdentifier, property: String)
  /// A store file that cannot be read; it is left as it is.
  case corruptStore(path: String, reason: String)
  /// A store file that could not be read or written.
  case storeIO(path: String, reason: String)

  /// The error in a sentence.
  public var description: String {
    switch self {
    case .unknownModel(let entity):
      "the container's schema has no model '\(entity)': name it in ModelContainer(for:) or .modelContainer(for:)"
    case .noContainer:
      "no model container: add .modelContainer(for:) to a view or scene above this one"
    case .notCodable(let entity, let property, let type):
      "\(entity).\(property): \(type) is not Codable, so a store cannot keep it"
    case .typeMismatch(let entity, let property, let expected, let stored):
      "\(entity).\(property): the store holds \(stored), which is not a \(expected); the model changed since the store was written"
    case .missingValue(let entity, let property):
      "\(entity).\(property): the store has no value for it; give it an initial value or make it optional"
    case .requiredRelationship(let entity, let property):
      "\(entity).\(property): a relationship that is not optional cannot be read from a store; make it optional, as SwiftData recommends"
    case .writeToDeletedModel(let id, let property):
      "\(id).\(property) was written after the model was deleted; the write is not saved"
    case .saveConflict(let id):
      "\(id) was saved by another context since this one read it"
    case .deleteDenied(let id, let property):
      "\(id) cannot be deleted while '\(property)' refers to models (delete rule .deny)"
    case .corruptStore(let path, let reason):
      "the store at \(path) cannot be read (\(reason)); it is left as it is"
    case .storeIO(let path, let reason):
      "the store at \(path): \(reason)"
    }
  }
}
