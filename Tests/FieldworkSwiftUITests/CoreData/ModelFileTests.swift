import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

/// An Xcode data model (`.xcdatamodeld`) read as Core Data reads the compiled one: its
/// current version's entities, attribute types, optionality and default values.
@MainActor @Suite struct ModelFileTests {
  /// The model in the test sources, beside this file.
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Planner.xcdatamodeld")

  @Test func theCurrentVersionsEntitiesAndAttributesAreRead() throws {
    let model = try #require(NSManagedObjectModel(contentsOf: source))
    #expect(model.entities.compactMap(\.name) == ["Chore", "Topic"])
    let chore = try #require(model.entitiesByName["Chore"])
    let attributes = chore.attributesByName
    #expect(chore.properties.map(\.name) == ["title", "notes", "priority", "isDone", "due"])
    #expect(attributes["title"]?.attributeType == .stringAttributeType)
    #expect(attributes["title"]?.isOptional == false)
    #expect(attributes["title"]?.defaultValue as? String == "Untitled & new")
    #expect(attributes["priority"]?.attributeType == .integer16AttributeType)
    #expect(attributes["priority"]?.defaultValue as? Int64 == 2)
    #expect(attributes["isDone"]?.defaultValue as? Bool == true)
    #expect(attributes["due"]?.isOptional == true && attributes["due"]?.defaultValue == nil)
    #expect(
      model.entitiesByName["Topic"]?.attributesByName["weight"]?.defaultValue as? Double == 0.5)
  }

  @Test func aContainerNamedAsTheModelUsesItsDefaultsAndRequiredAttributes() throws {
    let container = NSPersistentContainer(name: "Planner")
    #expect(container.managedObjectModel.entitiesByName.keys.sorted() == ["Chore", "Topic"])
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let context = container.viewContext
    let chore = Chore(context: context)
    #expect(chore.title == "Untitled & new" && chore.priority == 2 && chore.isDone)
    #expect(throws: CoreDataError.missingMandatoryProperty(entity: "Chore", attribute: "notes")) {
      try context.save()
    }
    chore.notes = "by Friday"
    try context.save()
  }

  @Test func aVersionFolderAndAContentsFileReadToo() throws {
    let older = source.appendingPathComponent("Planner.xcdatamodel")
    #expect(NSManagedObjectModel(contentsOf: older)?.entitiesByName["Chore"]?.properties.count == 1)
    let contents = older.appendingPathComponent("contents")
    #expect(NSManagedObjectModel(contentsOf: contents)?.entities.count == 1)
  }

  @Test func aMissingOrGarbledModelIsNilOrEmptyNeverACrash() throws {
    #expect(
      NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/nonexistent.xcdatamodeld")) == nil)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-model-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, text) in [
      "", "<entity name=\"A", "<<<>>>",
      "<entity name='A'><attribute name=\"x\" attributeType=\"Nope\"/>",
      "<entity name=\"B\"><attribute attributeType=\"String\"/></entity><attribute name=\"lost\"/>",
      String(repeating: "<", count: 100_000),
    ].enumerated() {
      let file = folder.appendingPathComponent("contents-\(index)")
      try Data(text.utf8).write(to: file)
      let model = try #require(NSManagedObjectModel(contentsOf: file))
      #expect(model.entities.allSatisfy { $0.name != nil })
      #expect(model.entities.flatMap(\.properties).allSatisfy { !$0.name.isEmpty })
    }
  }

  @Test func aContainerWithNoModelFileUsesTheClasses() {
    let container = NSPersistentContainer(name: "NoSuchModel")
    #expect(container.managedObjectModel.entities.isEmpty)
  }
}
