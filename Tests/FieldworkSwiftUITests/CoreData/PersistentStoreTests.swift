import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

/// A container whose store is a file: saved, reopened, protected, and never overwritten
/// when it cannot be read.
@MainActor @Suite struct PersistentStoreTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("fieldwork-coredata-\(UUID().uuidString)", isDirectory: true)

  func container(at url: URL) -> (NSPersistentContainer, (any Error)?) {
    let container = NSPersistentContainer(name: "Chores")
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    var loadError: (any Error)?
    container.loadPersistentStores { _, error in loadError = error }
    return (container, loadError)
  }

  @Test func savedObjectsAreThereWhenTheStoreIsOpenedAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Chores.sqlite")
    let due = Date(timeIntervalSinceReferenceDate: 12.5)
    let uuid = UUID()
    do {
      let (container, error) = container(at: url)
      #expect(error == nil)
      let chore = Chore(context: container.viewContext)
      chore.title = "Ünïcode 👩‍👩‍👧 \"quoted\"\n"
      chore.priority = -3
      chore.due = due
      chore.uuid = uuid
      chore.isDone = true
      let topic = Topic(context: container.viewContext)
      topic.weight = 0.1
      try container.viewContext.save()
    }
    let (reopened, error) = container(at: url)
    #expect(error == nil)
    let request: NSFetchRequest<Chore> = Chore.fetchRequest()
    let chore = try #require(try reopened.viewContext.fetch(request).first)
    #expect(chore.title == "Ünïcode 👩‍👩‍👧 \"quoted\"\n" && chore.priority == -3)
    #expect(chore.due == due && chore.uuid == uuid && chore.isDone && chore.notes == nil)
    #expect(!chore.objectID.isTemporaryID)
    let topics: [NSFetchRequestResult] = try reopened.viewContext.fetch(
      NSFetchRequest(entityName: "Topic"))
    #expect((topics.first as? Topic)?.weight == 0.1)
    // Readable by its owner only.
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func aFileThatIsNotAStoreIsReportedAndLeftAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Chores.sqlite")
    let text = Data("SQLite format 3\0 not ours".utf8)
    try text.write(to: url)
    let (container, error) = container(at: url)
    guard case .corruptStore(let path, _) = error as? CoreDataError else {
      Issue.record("expected corruptStore, got \(String(describing: error))")
      return
    }
    #expect(path == url.path)
    #expect((error as? CoreDataError)?.code == 259)
    // No store was added: a save fails and the file is as it was.
    _ = Chore(context: container.viewContext)
    #expect(throws: CoreDataError.noPersistentStore) { try container.viewContext.save() }
    #expect(try Data(contentsOf: url) == text)
  }

  @Test func aStoreWithABadValueIsCorrupt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Chores.sqlite")
    let file =
      #"{"format":"fieldwork-coredata","version":1,"nextKey":2,"objects":[{"key":1,"entity":"Chore","version":1,"values":{"priority":["integer","many"]}}]}"#
    try Data(file.utf8).write(to: url)
    let (_, error) = container(at: url)
    #expect((error as? CoreDataError)?.description.contains("'priority' is not a integer") == true)
  }

  @Test func devNullAndTheInMemoryTypeKeepNothingOnDisk() throws {
    let container = inMemoryContainer(name: "Scratch")
    let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
    #expect(store.url?.path == "/dev/null")
    _ = Chore(context: container.viewContext)
    try container.viewContext.save()
    let defaultFile = NSPersistentContainer.defaultDirectoryURL()
      .appendingPathComponent("Scratch.sqlite")
    #expect(!FileManager.default.fileExists(atPath: defaultFile.path))
  }

  @Test func theDefaultStoreIsInTheDefaultDirectory() {
    let container = NSPersistentContainer(name: "Defaulted")
    let url = container.persistentStoreDescriptions.first?.url
    #expect(
      url == NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Defaulted.sqlite"))
  }
}
