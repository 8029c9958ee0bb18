import Dispatch
import Foundation
import Observation

/// The models an app is working with, as SwiftData's `ModelContext`: inserted, changed and
/// deleted here, then saved to the container together, or rolled back.
///
/// ```swift
/// let context = ModelContext(container)
/// context.insert(Item(title: "Milk"))
/// try context.save()
/// let items = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)]))
/// ```
///
/// A context is observable: a view whose body fetched from it (through `@Query`) is drawn
/// again after an insert, a delete, a save or a change to one of its models. Deleting a
/// model applies its relationships' delete rules at once: `.cascade` deletes the related
/// models, and every other model that refers to it loses the reference. Fetches count the
/// changes not yet saved.
///
/// Contexts of one container share what is saved; each has its own model objects. A model
/// saved by one context since another read it makes the other's save throw
/// ``SwiftDataError/saveConflict(_:)``, and nothing of that save is stored.
public final class ModelContext: Observable {
  let core: StoreCore
  private weak var weakContainer: ModelContainer?
  private let strongContainer: ModelContainer?
  private let isMain: Bool
  /// Whether the context stands for a missing container (the environment's default).
  private let isDetached: Bool
  private let registrar = ObservationRegistrar()
  private var changeCount = 0

  /// The models this context holds, by identifier.
  private var models: [PersistentIdentifier: any PersistentModel] = [:]
  /// The version of each saved model when this context read it.
  private var readVersions: [PersistentIdentifier: Int] = [:]
  private var inserted: Set<PersistentIdentifier> = []
  private var changed: Set<PersistentIdentifier> = []
  private var deleted: [PersistentIdentifier: any PersistentModel] = [:]
  /// Writes to deleted models, reported by the next save.
  private var pendingErrors: [SwiftDataError] = []
  private var autosaveScheduled = false
  /// Set while the context sets the other side of a relationship pair.
  private var isSyncingInverses = false
  /// The relationship pairs of the container's schema, made on first use.
  private var inversePairs: [InverseKey: InversePair]?

  /// Whether changes are saved on their own, soon after they are made: on the main queue's
  /// next turn, for the container's ``ModelContainer/mainContext`` (`true` by default there,
  /// as in SwiftData; `false` for a context you make).
  public var autosaveEnabled: Bool

  /// A context of `container`.
  public convenience init(_ container: ModelContainer) {
    self.init(container, isMain: false)
  }

  init(_ container: ModelContainer, isMain: Bool, isDetached: Bool = false) {
    core = container.core
    self.isMain = isMain
    self.isDetached = isDetached
    autosaveEnabled = isMain
    // The container keeps its main context, which must not keep the container in turn.
    if isMain {
      weakContainer = container
      strongContainer = nil
    } else {
      strongContainer = container
    }
  }

  // Models that refer to each other (a trip and its stays) hold each other strongly, as
  // any two Swift objects do; a store on iOS keeps relationships in its rows instead. A
  // context that goes away, or a deleted model once saved, lets go of its relationships,
  // so the objects are freed (leak checkers find nothing) rather than kept by the cycle.
  deinit {
    for model in models.values { Self.releaseRelationships(of: model) }
    for model in deleted.values { Self.releaseRelationships(of: model) }
  }

  /// Empties `model`'s relationships without recording a change.
  private static func releaseRelationships(of model: any PersistentModel) {
    let state = model._$persistentState
    state.applyingStore += 1
    defer { state.applyingStore -= 1 }
    for property in type(of: model).schemaMetadata where property.access.relatedType != nil {
      _ = property.access.setRelated(model, [])
    }
  }

  /// A context with no container behind it: fetches throw ``SwiftDataError/noContainer``.
  static func detached() -> ModelContext {
    // An empty schema in memory cannot fail.
    let container = try! ModelContainer(
      for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    return ModelContext(container, isMain: false, isDetached: true)
  }

  /// The container whose models this context works with.
  public var container: ModelContainer {
    weakContainer ?? strongContainer
      ?? ModelContainer(schema: core.schema, configurations: [], core: core)
  }

  /// Whether the context has inserted, changed or deleted models it has not saved.
  public var hasChanges: Bool {
    registrar.access(self, keyPath: \.changeCount)
    return !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty
  }

  /// The models inserted and not saved, in the order they were inserted.
  public var insertedModelsArray: [any PersistentModel] {
    inserted.sorted().compactMap { models[$0] }
  }

  /// The models changed and not saved.
  public var changedModelsArray: [any PersistentModel] {
    changed.sorted().compactMap { models[$0] }
  }

  /// The models deleted and not saved.
  public var deletedModelsArray: [any PersistentModel] {
    deleted.keys.sorted().compactMap { deleted[$0] }
  }

  func hasUnsavedChanges(_ model: some PersistentModel) -> Bool {
    let id = model.persistentModelID
    return inserted.contains(id) || changed.contains(id) || deleted[id] != nil
  }

  // MARK: Inserting and deleting

  /// Adds `model`, and every model it refers to, to the context; saved by the next
  /// ``save()``. A model whose `@Attribute(.unique)` value is already held updates the model
  /// holding it instead (an upsert), and is not added.
  public func insert<T: PersistentModel>(_ model: T) {
    let state = model._$persistentState
    if state.context === self {
      if state.isDeleted { undelete(model) }
      return
    }
    if let existing = uniqueMatch(for: model) {
      for property in T.schemaMetadata { property.access.copy(model, existing) }
      return
    }
    let id = PersistentIdentifier(
      entityName: Schema.entityName(for: T.self), primaryKey: core.nextKey())
    state.key = id.primaryKey
    state.context = self
    state.isDeleted = false
    models[id] = model
    inserted.insert(id)
    if !core.schema.contains(T.self) {
      pendingErrors.append(.unknownModel(id.entityName))
    }
    for property in T.schemaMetadata {
      for related in property.access.related(model)
      where related._$persistentState.context !== self {
        insertAny(related)
      }
    }
    // Only back-references are added: an inverse the model leaves empty is not yet set,
    // not cleared.
    for property in T.schemaMetadata where property.access.relatedType != nil {
      syncInverse(of: model, property.name, releasing: false)
    }
    didChange()
  }

  private func insertAny(_ model: any PersistentModel) { insert(model) }

  /// A held model of `model`'s type with the same value of a unique attribute, or the same
  /// values of every key path of a `#Unique` constraint.
  private func uniqueMatch<T: PersistentModel>(for model: T) -> T? {
    let unique = T.schemaMetadata.filter { $0.attribute?.isUnique == true }
    let constraints = T._$uniquenessConstraints.filter { !$0.isEmpty }
    guard !unique.isEmpty || !constraints.isEmpty, let all = try? fetch(FetchDescriptor<T>())
    else { return nil }
    for property in unique {
      guard let value = property.access.hashable(model) else { continue }
      if let match = all.first(where: { $0 !== model && property.access.hashable($0) == value }) {
        return match
      }
    }
    for constraint in constraints {
      func values(of candidate: T) -> [AnyHashable?] {
        constraint.map { candidate[keyPath: $0] as? AnyHashable }
      }
      let own = values(of: model)
      guard !own.contains(nil) else { continue }
      if let match = all.first(where: { $0 !== model && values(of: $0) == own }) {
        return match
      }
    }
    return nil
  }

  private func undelete(_ model: some PersistentModel) {
    let id = model.persistentModelID
    deleted[id] = nil
    model._$persistentState.isDeleted = false
    if readVersions[id] == nil { inserted.insert(id) } else { changed.insert(id) }
    didChange()
  }

  /// Deletes `model` when the context saves, and applies its relationships' delete rules
  /// now: `.cascade` deletes the models it refers to; every other model in the context that
  /// refers to it loses the reference. A model inserted and not saved is simply removed.
  public func delete<T: PersistentModel>(_ model: T) {
    let state = model._$persistentState
    guard state.context === self, !state.isDeleted else { return }
    let id = model.persistentModelID
    state.isDeleted = true
    let wasNew = inserted.remove(id) != nil
    if wasNew {
      models[id] = nil
      state.context = nil
    } else {
      deleted[id] = model
      changed.remove(id)
    }
    for property in T.schemaMetadata where property.deleteRule == .cascade {
      for related in property.access.related(model) { deleteAny(related) }
    }
    for other in models.values where !other._$persistentState.isDeleted {
      for property in type(of: other).schemaMetadata where property.access.relatedType != nil {
        let current = property.access.related(other)
        if current.contains(where: { $0 === model }) {
          _ = property.access.setRelated(other, current.filter { $0 !== model })
        }
      }
    }
    // A model inserted and deleted before a save is gone: it lets go of what it refers to.
    if wasNew { Self.releaseRelationships(of: model) }
    didChange()
  }

  private func deleteAny(_ model: any PersistentModel) { delete(model) }

  /// Deletes every model of `model`'s type that matches `predicate` (all of them when
  /// `nil`).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  func modelDidChange(_ model: some PersistentModel, property: String) {
    let id = model.persistentModelID
    if model._$persistentState.isDeleted {
      pendingErrors.append(.writeToDeletedModel(id, property: property))
      return
    }
    if !inserted.contains(id) { changed.insert(id) }
    syncInverse(of: model, property, releasing: true)
    didChange()
  }

  // MARK: Inverse relationships

  struct InverseKey: Hashable {
    let type: ObjectIdentifier
    let property: String
  }

  /// A relationship and the property of the related type that refers back.
  struct InversePair {
    let property: Schema.PropertyMetadata
    let inverse: Schema.PropertyMetadata
  }

  /// Each relationship that names its inverse, and that inverse, both ways: naming it on
  /// one side pairs the two.
  private func pairs() -> [InverseKey: InversePair] {
    if let inversePairs { return inversePairs }
    var found: [InverseKey: InversePair] = [:]
    for type in core.schema.types {
      for property in type.schemaMetadata {
        guard let related = property.access.relatedType,
          let keyPath = property.relationship?.inverse,
          let inverse = related.schemaMetadata.first(where: { $0.keyPath == keyPath })
        else { continue }
        found[InverseKey(type: ObjectIdentifier(type), property: property.name)] = InversePair(
          property: property, inverse: inverse)
        found[InverseKey(type: ObjectIdentifier(related), property: inverse.name)] = InversePair(
          property: inverse, inverse: property)
      }
    }
    inversePairs = found
    return found
  }

  /// Makes the other side of `model`'s relationship `property` agree with it, as SwiftData
  /// does: each related model refers back to `model` (leaving the model it referred to
  /// before), and, when `releasing`, a model that referred to `model` and is no longer
  /// related lets it go.
  private func syncInverse(of model: any PersistentModel, _ property: String, releasing: Bool) {
    guard !isSyncingInverses,
      let pair = pairs()[InverseKey(type: ObjectIdentifier(type(of: model)), property: property)]
    else { return }
    isSyncingInverses = true
    defer { isSyncingInverses = false }
    let forward = pair.property.access
    let backward = pair.inverse.access
    let related = forward.related(model)
    for other in related where !backward.related(other).contains(where: { $0 === model }) {
      if backward.isToMany {
        _ = backward.setRelated(other, backward.related(other) + [model])
      } else {
        let previous = backward.related(other)
        _ = backward.setRelated(other, [model])
        for old in previous where old !== model {
          _ = forward.setRelated(old, forward.related(old).filter { $0 !== other })
        }
      }
    }
    guard releasing else { return }
    let relatedType = ObjectIdentifier(forward.relatedType ?? type(of: model))
    for other in models.values
    where ObjectIdentifier(type(of: other)) == relatedType && !other.isDeleted
      && !related.contains(where: { $0 === other })
      && backward.related(other).contains(where: { $0 === model })
    {
      _ = backward.setRelated(other, backward.related(other).filter { $0 !== model })
    }
  }

  private func didChange() {
    registrar.withMutation(of: self, keyPath: \.changeCount) { changeCount += 1 }
    scheduleAutosave()
  }

  private func scheduleAutosave() {
    guard autosaveEnabled, isMain, !autosaveScheduled, let container = weakContainer else {
      return
    }
    autosaveScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { container.mainContext.autosave() }
    }
  }

  private func autosave() {
    autosaveScheduled = false
    guard autosaveEnabled else { return }
    do {
      try save()
    } catch {
      FileHandle.standardError.write(Data("SwiftData autosave failed: \(error)\n".utf8))
    }
  }

  // MARK: Saving

  /// Stores the context's inserted, changed and deleted models in the container (and its
  /// file), all of them or none.
  ///
  /// - Throws: ``SwiftDataError`` for a write to a deleted model (reported once), a model
  ///   another context saved since this one read it, a `.deny` rule with related models
  ///   left, an attribute that is not `Codable`, or a file that cannot be written; nothing
  ///   is stored then, and the changes stay to be saved or rolled back.
  public func save() throws {
    if !pendingErrors.isEmpty { throw pendingErrors.removeFirst() }
    guard !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty else { return }
    for (id, model) in deleted.sorted(by: { $0.key < $1.key }) {
      for property in type(of: model).schemaMetadata where property.deleteRule == .deny {
        if property.access.related(model).contains(where: { !$0.isDeleted }) {
          throw SwiftDataError.deleteDenied(id, property: property.name)
        }
      }
    }
    // Models referred to and never inserted are inserted, as SwiftData does.
    for id in inserted.union(changed).sorted() {
      guard let model = models[id] else { continue }
      for property in type(of: model).schemaMetadata {
        for related in property.access.related(model)
        where related._$persistentState.context !== self && !related.isDeleted {
          insertAny(related)
        }
      }
    }
    var changes: [StoreCore.Change] = []
    var propertyTypes: [String: [String: String]] = [:]
    for id in inserted.union(changed).sorted() {
      guard let model = models[id] else { continue }
      let metadata = type(of: model).schemaMetadata
      changes.append(
        StoreCore.Change(
          id: id, row: try row(of: model, metadata),
          readVersion: inserted.contains(id) ? nil : readVersions[id]))
      propertyTypes[id.entityName] = Dictionary(
        metadata.map { ($0.name, $0.access.typeName) }, uniquingKeysWith: { $1 })
    }
    for id in deleted.keys.sorted() where readVersions[id] != nil {
      changes.append(StoreCore.Change(id: id, row: nil, readVersion: readVersions[id]))
    }
    let versions = try core.commit(changes, propertyTypes: propertyTypes)
    readVersions.merge(versions) { $1 }
    for (id, model) in deleted {
      models[id] = nil
      readVersions[id] = nil
      model._$persistentState.context = nil
      model._$persistentState.deletedFrom = self
      Self.releaseRelationships(of: model)
    }
    inserted = []
    changed = []
    deleted = [:]
    didChange()
  }

  private func row(of model: any PersistentModel, _ metadata: [Schema.PropertyMetadata])
    throws(SwiftDataError) -> StoredRow
  {
    var values: [String: String] = [:]
    var links: [String: [Int64]] = [:]
    for property in metadata {
      if property.access.relatedType != nil {
        links[property.name] = property.access.related(model).compactMap { related in
          related.isDeleted ? nil : related._$persistentState.key
        }
      } else if let json = try property.access.encode(model) {
        values[property.name] = json
      }
    }
    return StoredRow(version: 0, values: values, links: links)
  }

  /// Undoes every change since the last save: inserted models leave the context, and
  /// changed and deleted ones take their saved values again.
  public func rollback() {
    let saved = core.snapshot()
    for id in inserted {
      models[id]?._$persistentState.context = nil
      models[id] = nil
    }
    for id in changed.union(deleted.keys) {
      guard let model = models[id] ?? deleted[id] else { continue }
      model._$persistentState.isDeleted = false
      models[id] = model
      if let row = saved.entities[id.entityName]?[id.primaryKey] {
        apply(row, to: model, saved)
        readVersions[id] = row.version
      }
    }
    inserted = []
    changed = []
    deleted = [:]
    pendingErrors = []
    didChange()
  }

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  // MARK: Fetching

  /// The models `descriptor` describes, counting changes not yet saved.
  ///
  /// - Throws: ``SwiftDataError/unknownModel(_:)`` for a type the container's schema does
  ///   not have, ``SwiftDataError/noContainer`` in a view with no container above it, and
  ///   what evaluating the predicate throws.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    // A context with no container never changes: nothing to observe.
    if isDetached { throw SwiftDataError.noContainer }
    registrar.access(self, keyPath: \.changeCount)
    guard core.schema.contains(T.self) else {
      throw SwiftDataError.unknownModel(Schema.entityName(for: T.self))
    }
    let entity = Schema.entityName(for: T.self)
    let saved = core.snapshot()
    var keys = Set((saved.entities[entity] ?? [:]).keys)
    for id in inserted where id.entityName == entity { keys.insert(id.primaryKey) }
    var found: [T] = []
    for key in keys.sorted() {
      let id = PersistentIdentifier(entityName: entity, primaryKey: key)
      guard let model = try model(id, saved) as? T, !model.isDeleted else { continue }
      found.append(model)
    }
    if let predicate = descriptor.predicate {
      found = try found.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset, offset > 0 { found = Array(found.dropFirst(offset)) }
    if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(0, limit))) }
    return found
  }

  /// How many models `descriptor` describes.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models `descriptor` describes.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with `id` this context holds, if any.
  public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
    models[id] as? T
  }

  /// The model with `id`: held by this context, or read from the store.
  public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
    try? model(id, core.snapshot())
  }

  /// The model `id` names: held, or made from its saved row (and its relationships'
  /// models with it); `nil` when there is no such row.
  private func model(_ id: PersistentIdentifier, _ saved: StoreState) throws
    -> (any PersistentModel)?
  {
    if let held = models[id] ?? deleted[id] { return held }
    guard let row = saved.entities[id.entityName]?[id.primaryKey],
      let type = core.schema.type(named: id.entityName)
    else { return nil }
    let model = try type.init(_$backing: _ModelBacking(entity: type, row: row))
    let state = model._$persistentState
    state.key = id.primaryKey
    state.context = self
    models[id] = model
    readVersions[id] = row.version
    apply(row, to: model, saved, attributes: false)
    return model
  }

  /// Sets `model`'s relationships (and attributes, unless told not to) from `row`.
  private func apply(
    _ row: StoredRow, to model: any PersistentModel, _ saved: StoreState, attributes: Bool = true
  ) {
    let state = model._$persistentState
    state.applyingStore += 1
    defer { state.applyingStore -= 1 }
    for property in type(of: model).schemaMetadata {
      if let relatedType = property.access.relatedType {
        let entity = Schema.entityName(for: relatedType)
        let related = (row.links[property.name] ?? []).compactMap { key in
          try? self.model(PersistentIdentifier(entityName: entity, primaryKey: key), saved)
        }.filter { !$0.isDeleted }
        _ = property.access.setRelated(model, related)
      } else if attributes, let json = row.values[property.name] {
        try? property.access.decodeInto(model, json)
      }
    }
  }
}
