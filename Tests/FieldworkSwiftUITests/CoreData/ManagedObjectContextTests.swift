import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

/// `NSManagedObjectContext`, `NSPersistentContainer` and `NSFetchRequest` as Core Data's
/// documentation describes them (developer.apple.com/documentation/coredata).
@MainActor @Suite struct ManagedObjectContextTests {
  /// A request for every chore. As with Core Data, `Chore.fetchRequest()` needs its type
  /// named: the generated overload and `NSManagedObject`'s are otherwise ambiguous.
  func chores() -> NSFetchRequest<Chore> { Chore.fetchRequest() }

  func task(_ title: String, priority: Int16 = 0, in context: NSManagedObjectContext) -> Chore {
    let task = Chore(context: context)
    task.title = title
    task.priority = priority
    return task
  }

  @Test func anObjectIsInsertedChangedAndSaved() throws {
    let context = inMemoryContainer().viewContext
    #expect(!context.hasChanges)
    let milk = task("Buy milk", in: context)
    #expect(milk.isInserted && context.hasChanges && milk.objectID.isTemporaryID)
    #expect(milk.managedObjectContext === context)
    try context.save()
    #expect(!milk.isInserted && !context.hasChanges && !milk.objectID.isTemporaryID)
    milk.title = "Buy oat milk"
    #expect(milk.isUpdated && context.updatedObjects == [milk])
    #expect(milk.changedValues()["title"] as? String == "Buy oat milk")
    #expect(milk.committedValues(forKeys: ["title"])["title"] as? String == "Buy milk")
    try context.save()
    #expect(!milk.isUpdated && !context.hasChanges)
  }

  @Test func attributesReadAsTheirTypesAndNonOptionalsReadZeroWhenUnset() throws {
    let context = inMemoryContainer().viewContext
    let task = Chore(context: context)
    #expect(task.title == "" && task.priority == 0 && !task.isDone)
    #expect(task.notes == nil && task.due == nil)
    let due = Date(timeIntervalSince1970: 1_700_000_000)
    task.due = due
    task.priority = 3
    task.isDone = true
    task.notes = "two"
    #expect(task.due == due && task.priority == 3 && task.isDone && task.notes == "two")
    task.notes = nil
    #expect(task.notes == nil)
    // Key-value coding reads the same values, numbers as NSNumber.
    #expect(task.value(forKey: "priority") as? Int == 3)
    #expect(task.value(forKey: "isDone") as? Bool == true)
    task.setValue("Set by key", forKey: "title")
    #expect(task.title == "Set by key")
  }

  @Test func aFetchSeesUnsavedInsertsAndNotUnsavedDeletes() throws {
    let context = inMemoryContainer().viewContext
    let a = task("a", in: context)
    try context.save()
    _ = task("b", in: context)
    context.delete(a)
    #expect(a.isDeleted)
    let titles = try context.fetch(chores()).map(\.title)
    #expect(titles == ["b"])
    let request = chores()
    request.includesPendingChanges = false
    // Without pending changes: the saved object, deleted here but not yet in the store, and
    // no inserted one.
    #expect(try context.fetch(request).map(\.title).isEmpty)
  }

  @Test func aFetchFiltersSortsAndCuts() throws {
    let context = inMemoryContainer().viewContext
    for (title, priority) in [("Walk", 1), ("Write", 3), ("Wash", 2), ("Read", 3)] {
      _ = task(title, priority: Int16(priority), in: context)
    }
    let request = chores()
    request.predicate = NSPredicate(format: "title BEGINSWITH[c] %@", "w")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Chore.priority, ascending: false)]
    #expect(try context.fetch(request).map(\.title) == ["Write", "Wash", "Walk"])
    request.fetchOffset = 1
    request.fetchLimit = 1
    #expect(try context.fetch(request).map(\.title) == ["Wash"])
    #expect(try context.count(for: request) == 1)
    let all = NSFetchRequest<Chore>(entityName: "Chore")
    all.sortDescriptors = [
      NSSortDescriptor(key: "priority", ascending: false),
      NSSortDescriptor(key: "title", ascending: true),
    ]
    #expect(try context.fetch(all).map(\.title) == ["Read", "Write", "Wash", "Walk"])
  }

  @Test func anOptionalKeyPathSortsMissingValuesFirst() throws {
    let context = inMemoryContainer().viewContext
    let later = task("later", in: context)
    later.due = Date(timeIntervalSince1970: 2)
    let sooner = task("sooner", in: context)
    sooner.due = Date(timeIntervalSince1970: 1)
    _ = task("undated", in: context)
    let request = chores()
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Chore.due, ascending: true)]
    #expect(try context.fetch(request).map(\.title) == ["undated", "sooner", "later"])
  }

  @Test func aRequestByEntityNameReturnsTheEntitysClass() throws {
    let context = inMemoryContainer().viewContext
    _ = task("x", in: context)
    let untyped: NSFetchRequest<NSFetchRequestResult> = Chore.fetchRequest()
    #expect(try context.fetch(untyped).compactMap { ($0 as? Chore)?.title } == ["x"])
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Chore")
    let results = try context.fetch(request)
    #expect(results.count == 1 && (results.first as? Chore)?.title == "x")
    let inserted = NSEntityDescription.insertNewObject(forEntityName: "Topic", into: context)
    #expect(inserted is Topic)
  }

  @Test func anUnknownEntityOrNoStoreIsAClearError() throws {
    let context = inMemoryContainer().viewContext
    #expect(throws: CoreDataError.unknownEntity("Nothing")) {
      try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "Nothing"))
    }
    let loose = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    #expect(throws: CoreDataError.noPersistentStore) { try loose.fetch(chores()) }
    let unloaded = NSPersistentContainer(name: "Unloaded")
    _ = Chore(context: unloaded.viewContext)
    #expect(throws: CoreDataError.noPersistentStore) { try unloaded.viewContext.save() }
    #expect(CoreDataError.noPersistentStore.description.contains("loadPersistentStores"))
  }

  @Test func rollbackUndoesEveryKindOfChange() throws {
    let context = inMemoryContainer().viewContext
    let kept = task("kept", in: context)
    let removed = task("removed", in: context)
    try context.save()
    kept.title = "changed"
    context.delete(removed)
    let added = task("added", in: context)
    context.rollback()
    #expect(kept.title == "kept" && !removed.isDeleted)
    #expect(added.managedObjectContext == nil)
    #expect(!context.hasChanges)
    #expect(try context.fetch(chores()).map(\.title).sorted() == ["kept", "removed"])
  }

  @Test func deletingAnUnsavedObjectForgetsIt() throws {
    let context = inMemoryContainer().viewContext
    let draft = task("draft", in: context)
    context.delete(draft)
    #expect(!context.hasChanges && draft.managedObjectContext == nil)
  }

  @Test func aWriteAfterASavedDeletionIsReportedAndNotSaved() throws {
    let context = inMemoryContainer().viewContext
    let gone = task("gone", in: context)
    try context.save()
    context.delete(gone)
    try context.save()
    #expect(gone.managedObjectContext == nil)
    gone.title = "ghost"
    #expect(gone.title == "gone")
    #expect(throws: CoreDataError.writeToDeletedObject(entity: "Chore", key: "title")) {
      try context.save()
    }
    // Reported once; the context saves again after.
    try context.save()
    #expect(try context.count(for: chores()) == 0)
  }

  @Test func twoContextsThatSaveTheSameObjectConflict() throws {
    let container = inMemoryContainer()
    let main = container.viewContext
    let original = task("one", in: main)
    try main.save()
    let background = container.newBackgroundContext()
    let copy = try #require(background.object(with: original.objectID) as? Chore)
    #expect(copy !== original && copy.title == "one")
    copy.title = "from the background"
    try background.save()
    original.title = "from the main queue"
    // Core Data's default policy: the later save fails, and keeps its changes.
    #expect(throws: CoreDataError.mergeConflict(entities: ["Chore"])) { try main.save() }
    #expect(original.title == "from the main queue" && main.hasChanges)
    #expect(CoreDataError.mergeConflict(entities: ["Chore"]).code == 133020)
    main.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    try main.save()
    let check = container.newBackgroundContext()
    #expect(try check.fetch(chores()).map(\.title) == ["from the main queue"])
  }

  @Test func theStoreTrumpPolicyTakesTheSavedValues() throws {
    let container = inMemoryContainer()
    let main = container.viewContext
    main.mergePolicy = NSMergeByPropertyStoreTrumpMergePolicy
    let original = task("one", in: main)
    try main.save()
    let background = container.newBackgroundContext()
    (background.object(with: original.objectID) as? Chore)?.title = "saved first"
    try background.save()
    original.title = "lost"
    try main.save()
    #expect(original.title == "saved first" && !main.hasChanges)
  }

  @Test func aContextThatMergesTakesOtherContextsSaves() throws {
    let container = inMemoryContainer()
    let main = container.viewContext
    main.automaticallyMergesChangesFromParent = true
    let shown = task("old", in: main)
    try main.save()
    let background = container.newBackgroundContext()
    let copy = try #require(background.existingObject(with: shown.objectID) as? Chore)
    copy.title = "new"
    _ = task("added in the background", in: background)
    try background.save()
    #expect(shown.title == "new")
    #expect(try main.count(for: chores()) == 2)
    background.delete(copy)
    try background.save()
    #expect(shown.managedObjectContext == nil)
    #expect(try main.fetch(chores()).map(\.title) == ["added in the background"])
  }

  @Test func aSavePostsDidSaveWithItsObjects() throws {
    let context = inMemoryContainer().viewContext
    let center = NotificationCenter.default
    nonisolated(unsafe) var inserted = 0
    let observer = center.addObserver(
      forName: .NSManagedObjectContextDidSave, object: context, queue: nil
    ) { note in
      inserted = (note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>)?.count ?? -1
    }
    defer { center.removeObserver(observer) }
    _ = task("a", in: context)
    _ = task("b", in: context)
    try context.save()
    #expect(inserted == 2)
  }

  @Test func aModelBuiltInCodeGivesDefaultsAndRequiresItsMandatoryAttributes() throws {
    let title = NSAttributeDescription(name: "title", type: .stringAttributeType)
    title.isOptional = false
    let priority = NSAttributeDescription(name: "priority", type: .integer16AttributeType)
    priority.defaultValue = 2
    let entity = NSEntityDescription()
    entity.name = "Chore"
    entity.managedObjectClassName = "Chore"
    entity.properties = [title, priority]
    let model = NSManagedObjectModel()
    model.entities = [entity]
    let container = NSPersistentContainer(name: "Coded", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription()]
    container.persistentStoreDescriptions[0].type = NSInMemoryStoreType
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let context = container.viewContext
    let task = Chore(context: context)
    #expect(task.priority == 2)
    #expect(throws: CoreDataError.missingMandatoryProperty(entity: "Chore", attribute: "title")) {
      try context.save()
    }
    #expect(
      CoreDataError.missingMandatoryProperty(entity: "Chore", attribute: "title").code == 1570)
    task.title = "named"
    try context.save()
  }

  @Test func anObjectIsAnObservableObject() throws {
    let context = inMemoryContainer().viewContext
    let task = task("x", in: context)
    var sends = 0
    let subscription = task.objectWillChange.sink { sends += 1 }
    task.title = "y"
    task.isDone = true
    #expect(sends == 2)
    subscription.cancel()
  }

  @Test func anObjectOfAnotherContextIsNotMoved() throws {
    let container = inMemoryContainer()
    let other = container.newBackgroundContext()
    let task = task("x", in: other)
    container.viewContext.insert(task)
    #expect(task.managedObjectContext === other)
    #expect(throws: CoreDataError.wrongContext(entity: "Chore")) {
      try container.viewContext.save()
    }
  }
}
