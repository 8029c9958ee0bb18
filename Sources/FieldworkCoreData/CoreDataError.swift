/// Why a Core Data operation failed. Core Data reports these as `NSError`s of
/// `NSCocoaErrorDomain` (or raises an exception); Fieldwork throws this error, whose
/// ``code`` is Core Data's code for the same failure where it has one.
public enum CoreDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A fetch or insert named an entity that no model class or model file declares and
  /// that the store has never held.
  case unknownEntity(String)
  /// The context has no persistent store to fetch from or save to: no coordinator, or
  /// `loadPersistentStores` was not called.
  case noPersistentStore
  /// Another context saved some of the objects since this one read them (Core Data's
  /// default merge policy, `NSErrorMergePolicy`).
  case mergeConflict(entities: [String])
  /// An object was changed after its deletion was saved: the change is not saved.
  case writeToDeletedObject(entity: String, key: String)
  /// A required attribute of the model has no value.
  case missingMandatoryProperty(entity: String, attribute: String)
  /// An object belongs to another context.
  case wrongContext(entity: String)
  /// The predicate's format string could not be read.
  case predicate(PredicateFormatError)
  /// The store's file could not be read or written.
  case storeIO(path: String, reason: String)
  /// The store's file is not a store Fieldwork can read; it is left as it is.
  case corruptStore(path: String, reason: String)

  /// Core Data's error code for the failure: 1570 for a missing value, 133020 for a merge
  /// conflict, 134060 for no store, 259 for a corrupt file, 256 otherwise.
  public var code: Int {
    switch self {
    case .missingMandatoryProperty: 1570
    case .mergeConflict: 133020
    case .noPersistentStore: 134060
    case .corruptStore: 259
    default: 256
    }
  }

  /// The failure in a sentence.
  public var description: String {
    switch self {
    case .unknownEntity(let name):
      "no entity named '\(name)': declare an NSManagedObject subclass named so, or add it to the model"
    case .noPersistentStore:
      "the context has no persistent store: call loadPersistentStores(completionHandler:) first"
    case .mergeConflict(let entities):
      "could not merge changes: another context saved these objects since this one read them (\(entities.joined(separator: ", ")))"
    case .writeToDeletedObject(let entity, let key):
      "'\(key)' of a \(entity) was written after its deletion was saved; the write is not saved"
    case .missingMandatoryProperty(let entity, let attribute):
      "\(entity).\(attribute) is a required value."
    case .wrongContext(let entity):
      "the \(entity) belongs to another context"
    case .predicate(let error): error.description
    case .storeIO(let path, let reason): "the store at \(path) could not be used: \(reason)"
    case .corruptStore(let path, let reason):
      "the store at \(path) is not a Fieldwork Core Data store and was left as it is: \(reason)"
    }
  }
}
