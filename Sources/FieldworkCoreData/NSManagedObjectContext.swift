import Foundation
import Observation

/// A scratch pad of managed objects over a store, as Core Data's `NSManagedObjectContext`:
/// insert, change and delete objects, then ``save()`` them all at once or ``rollback()``.
///
/// ```swift
/// let item = Item(context: viewContext)
/// item.title = "Buy milk"
/// try viewContext.save()
///
/// let request: NSFetchRequest<Item> = Item.fetchRequest()
/// request.predicate = NSPredicate(format: "title BEGINSWITH[c] %@", "buy")
/// let items = try viewContext.fetch(request)
/// ```
///
/// A fetch sees the context's unsaved changes: its inserted objects, without its deleted
/// ones. Each context has its own copy of an object; ``save()`` makes the changes visible to
/// the other contexts of the coordinator, which take the saved values when they
/// ``automaticallyMergesChangesFromParent``.
///
/// A context is observable: a view whose body fetched from it (through `@FetchRequest`) is
/// drawn again when an object is inserted, changed or deleted, or when it saves.
///
/// Differences from Core Data: ``perform(_:)`` runs its block before returning, on the
/// caller's thread; a context is used from one thread at a time, as Core Data requires.
/// Relationships, child contexts and undo are not supported.
open class NSManagedObjectContext: NSObject, Observable {
  /// How a context is meant to be used from threads, as Core Data's.
  public enum ConcurrencyType: UInt, Sendable {
    /// Confined to the thread that made it (deprecated in Core Data).
    case confinementConcurrencyType = 0
    /// Used on a queue of its own.
    case privateQueueConcurrencyType = 1
    /// Used on the main queue: the container's `viewContext`.
    case mainQueueConcurrencyType = 2
  }

  /// How the context is meant to be used from threads.
  public let concurrencyType: ConcurrencyType
  /// The coordinator of the store the context fetches from and saves to.
  public var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    didSet { persistentStoreCoordinator?.register(self) }
  }
  /// Whether the context takes the values other contexts save (`false` by default).
  public var automaticallyMergesChangesFromParent = false
  /// What a save does on a conflict: ``NSErrorMergePolicy`` by default.
  public var mergePolicy: Any = NSErrorMergePolicy
  /// A name for the context, shown in its description.
  public var name: String?
  /// The author recorded with the context's saves: accepted.
  public var transactionAuthor: String?

  private var registered: [Int64: NSManagedObject] = [:]
  private var inserted: [Int64] = []
  private var deleted: Set<Int64> = []
  private var pendingErrors: [CoreDataError] = []
  private var changeCount = 0
  private let registrar = ObservationRegistrar()

  /// A context meant to be used as `type` says.
  public init(concurrencyType type: ConcurrencyType) {
    concurrencyType = type
    super.init()
  }

  // MARK: Changes

  /// The objects inserted and not saved yet.
  public var insertedObjects: Set<NSManagedObject> {
    Set(inserted.compactMap { registered[$0] })
  }
  /// The objects deleted and not saved yet.
  public var deletedObjects: Set<NSManagedObject> {
    Set(deleted.compactMap { registered[$0] })
  }
  /// The saved objects whose values changed since.
  public var updatedObjects: Set<NSManagedObject> {
    Set(registered.values.filter { $0.isUpdated && !deleted.contains($0.objectID.key) })
  }
  /// Every object the context holds.
  public var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
  /// Whether the context has inserted, deleted or changed objects it has not saved.
  public var hasChanges: Bool {
    !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { $0.isUpdated }
  }

  /// Inserts `object`: the next ``save()`` saves it. An object of another context is not
  /// moved (Core Data raises an exception); the next save throws
  /// ``CoreDataError/wrongContext(entity:)``.
  public func insert(_ object: NSManagedObject) {
    if let owner = object.context, !object.isDeletionSaved {
      if owner !== self {
        pendingErrors.append(.wrongContext(entity: object.objectID.entityName))
      } else if deleted.remove(object.objectID.key) != nil {
        noteChange()
      }
      return
    }
    let store = persistentStoreCoordinator?.store
    object.objectID = NSManagedObjectID(
      entityName: object.entity.name ?? object.objectID.entityName, key: store?.nextKey() ?? 0,
      store: store)
    object.context = self
    object.isDeletionSaved = false
    object.savedVersion = nil
    object.savedValues = [:]
    registered[object.objectID.key] = object
    inserted.append(object.objectID.key)
    object.awakeFromInsert()
    noteChange()
  }

  /// Deletes `object`: at once for one never saved, at the next ``save()`` otherwise.
  public func delete(_ object: NSManagedObject) {
    guard object.context === self, !object.isDeletionSaved else {
      if object.context != nil, object.context !== self {
        pendingErrors.append(.wrongContext(entity: object.objectID.entityName))
      }
      return
    }
    let key = object.objectID.key
    object.prepareForDeletion()
    if let index = inserted.firstIndex(of: key) {
      inserted.remove(at: index)
      registered[key] = nil
      object.context = nil
    } else {
      deleted.insert(key)
    }
    noteChange()
  }

  /// Saves the context's inserted, changed and deleted objects to the store: all of them or
  /// none.
  ///
  /// - Throws: ``CoreDataError/noPersistentStore`` without a loaded store;
  ///   ``CoreDataError/missingMandatoryProperty(entity:attribute:)`` for a required attribute
  ///   of the model with no value; ``CoreDataError/mergeConflict(entities:)`` when another
  ///   context saved the same objects since (with the default merge policy);
  ///   ``CoreDataError/writeToDeletedObject(entity:key:)`` or
  ///   ``CoreDataError/wrongContext(entity:)`` for a misuse since the last save; a file
  ///   error. Nothing is saved when it throws, and the changes stay in the context.
  open func save() throws {
    if !pendingErrors.isEmpty {
      let error = pendingErrors.removeFirst()
      throw error
    }
    guard hasChanges else { return }
    guard let coordinator = persistentStoreCoordinator, let store = coordinator.store else {
      throw CoreDataError.noPersistentStore
    }
    let insertedObjects = inserted.compactMap { registered[$0] }
    let updated = registered.values.filter {
      $0.isUpdated && !deleted.contains($0.objectID.key)
    }.sorted { $0.objectID.key < $1.objectID.key }
    let deletedObjects = deleted.sorted().compactMap { registered[$0] }
    for object in insertedObjects + updated {
      guard let entity = entity(named: object.objectID.entityName) else { continue }
      for attribute in entity.properties
      where !attribute.isOptional && object.values[attribute.name] == nil {
        throw CoreDataError.missingMandatoryProperty(
          entity: object.objectID.entityName, attribute: attribute.name)
      }
    }
    let policy = mergePolicy as? NSMergePolicy ?? .error
    if policy.storeWins {
      // The store's values win: the conflicting objects take them, and are not saved.
      for object in updated + deletedObjects {
        guard let row = store.row(object.objectID.key), row.version != object.savedVersion
        else { continue }
        object.savedValues = row.values
        object.savedVersion = row.version
        object.replaceValues(row.values)
        deleted.remove(object.objectID.key)
      }
    }
    for object in insertedObjects + updated where object.hasChanges { object.willSave() }
    var changes: [CoreDataStore.Change] = []
    for object in insertedObjects {
      changes.append(
        CoreDataStore.Change(
          key: object.objectID.key,
          row: CoreDataStore.Row(
            entity: object.objectID.entityName, version: 0, values: object.values),
          readVersion: nil))
    }
    for object in updated where object.isUpdated {
      changes.append(
        CoreDataStore.Change(
          key: object.objectID.key,
          row: CoreDataStore.Row(
            entity: object.objectID.entityName, version: 0, values: object.values),
          readVersion: object.savedVersion))
    }
    for object in deletedObjects where deleted.contains(object.objectID.key) {
      changes.append(
        CoreDataStore.Change(key: object.objectID.key, row: nil, readVersion: object.savedVersion))
    }
    let versions = try store.commit(changes, force: policy.contextWins)
    for object in insertedObjects + updated {
      guard let version = versions[object.objectID.key] else { continue }
      object.savedValues = object.values
      object.savedVersion = version
    }
    for object in deletedObjects where deleted.contains(object.objectID.key) {
      object.isDeletionSaved = true
      registered[object.objectID.key] = nil
    }
    inserted.removeAll()
    deleted.removeAll()
    for object in insertedObjects + updated { object.didSave() }
    noteChange()
    coordinator.didSave(from: self, keys: Set(changes.map(\.key)))
    NotificationCenter.default.post(
      name: .NSManagedObjectContextDidSave, object: self,
      userInfo: [
        NSInsertedObjectsKey: Set(insertedObjects), NSUpdatedObjectsKey: Set(updated),
        NSDeletedObjectsKey: Set(deletedObjects),
      ])
  }

  /// Undoes every change since the last save: inserted objects leave the context, deleted
  /// ones come back, changed ones take their saved values.
  public func rollback() {
    for key in inserted {
      registered[key]?.context = nil
      registered[key] = nil
    }
    inserted.removeAll()
    deleted.removeAll()
    pendingErrors.removeAll()
    for object in registered.values { object.replaceValues(object.savedValues) }
    noteChange()
  }

  /// Forgets every object and change: the next fetch reads the store afresh.
  public func reset() {
    for object in registered.values { object.context = nil }
    registered.removeAll()
    inserted.removeAll()
    deleted.removeAll()
    pendingErrors.removeAll()
    noteChange()
  }

  /// Gives `object` its saved values; with `mergeChanges`, its unsaved changes stay on top.
  public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard object.context === self, let store = persistentStoreCoordinator?.store,
      let row = store.row(object.objectID.key)
    else { return }
    var values = row.values
    if flag {
      for (key, value) in object.changedValues() {
        values[key] = value is NSNull ? nil : ManagedValue(value)
      }
    }
    object.savedValues = row.values
    object.savedVersion = row.version
    object.replaceValues(values)
    noteChange()
  }

  /// Refreshes every object, keeping its unsaved changes.
  public func refreshAllObjects() {
    for object in registered.values { refresh(object, mergeChanges: true) }
  }

  // MARK: Fetching

  /// The objects `request` describes: the saved ones and this context's inserted ones,
  /// without its deleted ones, filtered, sorted, and cut to the offset and limit.
  ///
  /// - Throws: ``CoreDataError/noPersistentStore`` without a loaded store;
  ///   ``CoreDataError/unknownEntity(_:)`` for an entity nothing declares;
  ///   ``CoreDataError/predicate(_:)`` for a predicate whose format could not be read.
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    try fetchObjects(request).compactMap { $0 as? T }
  }

  /// How many objects `request` would fetch.
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetchObjects(request).count
  }

  /// This context's copy of the object `objectID` identifies: registered, or read from the
  /// store; an object with no values when the store has none.
  public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if objectID.store === persistentStoreCoordinator?.store, let object = registered[objectID.key] {
      return object
    }
    if let store = persistentStoreCoordinator?.store, objectID.store === store,
      let row = store.row(objectID.key)
    {
      return materialize(key: objectID.key, row: row, store: store, as: nil)
    }
    let objectClass =
      NSEntityDescription.registeredClass(named: objectID.entityName)
      ?? NSManagedObject.self
    let entity = entity(named: objectID.entityName) ?? objectClass.entity()
    return objectClass.init(entity: entity, insertInto: nil)
  }

  /// This context's copy of the object `objectID` identifies, if it exists.
  ///
  /// - Throws: ``CoreDataError/unknownEntity(_:)`` when the store has no such object.
  public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if objectID.store === persistentStoreCoordinator?.store, let object = registered[objectID.key] {
      return object
    }
    guard let store = persistentStoreCoordinator?.store, objectID.store === store,
      let row = store.row(objectID.key)
    else { throw CoreDataError.unknownEntity(objectID.entityName) }
    return materialize(key: objectID.key, row: row, store: store, as: nil)
  }

  /// The registered object `objectID` identifies, if the context holds it.
  public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
    objectID.store === persistentStoreCoordinator?.store ? registered[objectID.key] : nil
  }

  // MARK: Threads

  /// Runs `block`, before returning (Core Data runs it later, on the context's queue).
  public func perform(_ block: @escaping () -> Void) {
    block()
  }

  /// Runs `block` and waits for it, as Core Data does.
  public func performAndWait(_ block: () -> Void) {
    block()
  }

  /// Runs `block` and returns its result.
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
    try block()
  }

  /// `<NSManagedObjectContext: name>`.
  open override var description: String {
    let queue = concurrencyType == .mainQueueConcurrencyType ? "main queue" : "private queue"
    return "<NSManagedObjectContext: \(name ?? queue)>"
  }

  // MARK: Internals

  func isInserted(_ object: NSManagedObject) -> Bool {
    object.context === self && inserted.contains(object.objectID.key)
  }

  func isDeleted(_ object: NSManagedObject) -> Bool {
    object.context === self && deleted.contains(object.objectID.key)
  }

  func objectDidChange(_ object: NSManagedObject) {
    noteChange()
  }

  func noteWriteAfterDeletion(of object: NSManagedObject, key: String) {
    pendingErrors.append(
      .writeToDeletedObject(entity: object.objectID.entityName, key: key))
  }

  /// The entity named `name`: the model's, else the registered class's.
  func entity(named name: String) -> NSEntityDescription? {
    if let entity = persistentStoreCoordinator?.managedObjectModel.entitiesByName[name] {
      if let objectClass = NSEntityDescription.registeredClass(named: name),
        entity.objectClass == NSManagedObject.self
      {
        entity.objectClass = objectClass
      }
      return entity
    }
    return NSEntityDescription.registeredClass(named: name)?.entity()
  }

  /// Another context saved the objects with `keys`.
  func storeDidChange(keys: Set<Int64>) {
    if automaticallyMergesChangesFromParent, let store = persistentStoreCoordinator?.store {
      for key in keys {
        guard let object = registered[key], !object.hasChanges else { continue }
        if let row = store.row(key) {
          object.savedValues = row.values
          object.savedVersion = row.version
          object.replaceValues(row.values)
        } else {
          object.isDeletionSaved = true
          registered[key] = nil
        }
      }
    }
    noteChange()
  }

  private func noteChange() {
    registrar.withMutation(of: self, keyPath: \.changeCount) { changeCount += 1 }
  }

  private func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    if let error = request.predicate?.formatError {
      throw CoreDataError.predicate(error)
    }
    guard let coordinator = persistentStoreCoordinator, let store = coordinator.store else {
      throw CoreDataError.noPersistentStore
    }
    registrar.access(self, keyPath: \.changeCount)
    guard let name = request.resolvedEntityName else {
      throw CoreDataError.unknownEntity("(none)")
    }
    let snapshot = store.snapshot()
    let rows = snapshot.rows.filter { $0.value.entity == name }.sorted { $0.key < $1.key }
    guard
      !rows.isEmpty || entity(named: name) != nil
        || inserted.contains(where: { registered[$0]?.objectID.entityName == name })
    else { throw CoreDataError.unknownEntity(name) }
    var objects: [NSManagedObject] = []
    for (key, row) in rows where !deleted.contains(key) {
      if let object = registered[key] {
        objects.append(object)
      } else {
        objects.append(materialize(key: key, row: row, store: store, as: T.self))
      }
    }
    // Inserted objects are not in the store: only a request that sees pending changes
    // gets them.
    if request.includesPendingChanges {
      objects += inserted.compactMap { registered[$0] }.filter {
        $0.objectID.entityName == name
      }
    }
    if let predicate = request.predicate {
      objects = objects.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects = Self.sorted(objects, by: descriptors)
    }
    if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
    return objects
  }

  /// `objects` in the descriptors' order; objects they order the same keep their order.
  static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor])
    -> [NSManagedObject]
  {
    objects.enumerated().sorted { left, right in
      for descriptor in descriptors {
        switch descriptor.compare(left.element, to: right.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return left.offset < right.offset
    }.map(\.element)
  }

  private func materialize(
    key: Int64, row: CoreDataStore.Row, store: CoreDataStore, as type: Any.Type?
  )
    -> NSManagedObject
  {
    var objectClass = NSEntityDescription.registeredClass(named: row.entity) ?? NSManagedObject.self
    if let requested = type as? NSManagedObject.Type, String(describing: requested) == row.entity {
      objectClass = requested
    }
    let entity = entity(named: row.entity) ?? objectClass.entity()
    let object = objectClass.init(entity: entity, insertInto: nil)
    object.objectID = NSManagedObjectID(entityName: row.entity, key: key, store: store)
    object.values = row.values
    object.savedValues = row.values
    object.savedVersion = row.version
    object.context = self
    registered[key] = object
    object.awakeFromFetch()
    return object
  }
}

extension Notification.Name {
  /// Posted after a context saved, with the context as its object and the inserted, updated
  /// and deleted objects under ``NSInsertedObjectsKey``, ``NSUpdatedObjectsKey`` and
  /// ``NSDeletedObjectsKey``.
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagedObjectContextDidSaveNotification")
}

/// The inserted objects in a did-save notification's `userInfo`.
public let NSInsertedObjectsKey = "inserted"
/// The updated objects in a did-save notification's `userInfo`.
public let NSUpdatedObjectsKey = "updated"
/// The deleted objects in a did-save notification's `userInfo`.
public let NSDeletedObjectsKey = "deleted"
