import FieldworkCoreDataModel
import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

/// `Journal.xcdatamodeld`'s `Mark` uses "Category/Extension" code generation: the app
/// declares the class, the plugin generates its properties (as Xcode's codegen does).
final class Mark: NSManagedObject {}

/// The classes the CoreDataCodegen plugin generates from `Journal.xcdatamodeld` beside this
/// file, as Xcode's "Class Definition" and "Category/Extension" code generation do: `Entry`
/// is declared nowhere in the tests' sources. Types and behaviour follow Xcode's generated
/// code as Apple documents it ("Generating Code", Core Data model editor help) and as Donny
/// Wals describes it ("Understanding the differences between your Core Data model and managed
/// objects", 2020): object types optional whatever the model says, scalars for numbers with
/// "Use Scalar Type", `NSNumber?` without it.
@MainActor @Suite struct CodegenTests {
  func journal() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Journal")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    return container
  }

  @Test func aGeneratedClassHasXcodesPropertyTypesAndTheModelsDefaults() throws {
    let context = journal().viewContext
    let entry = Entry(context: context)
    // The property types Xcode generates: checked by the compiler through these bindings.
    let title: String? = entry.title
    let mood: Int16 = entry.mood
    let words: NSNumber? = entry.words
    let isPinned: Bool = entry.isPinned
    let rating: Double = entry.rating
    let cost: NSDecimalNumber? = entry.cost
    let id: UUID? = entry.id
    let link: URL? = entry.link
    let photo: Data? = entry.photo
    let createdAt: Date? = entry.createdAt
    #expect(title == "Untitled" && mood == 3 && !isPinned && rating == 0)
    #expect(words == NSNumber(value: 0) && cost == NSDecimalNumber(value: 0))
    #expect(id == nil && link == nil && photo == nil && createdAt == nil)

    entry.title = "Monday"
    entry.words = NSNumber(value: 1_200)
    entry.cost = NSDecimalNumber(string: "12.5")
    entry.mood = 5
    try context.save()
    let request: NSFetchRequest<Entry> = Entry.fetchRequest()
    request.predicate = NSPredicate(format: "words > %d", 1_000)
    let fetched = try context.fetch(request)
    #expect(fetched.map(\.title) == ["Monday"])
    #expect(fetched.first?.words?.int64Value == 1_200 && fetched.first?.cost?.doubleValue == 12.5)
    #expect(fetched.first?.value(forKey: "mood") as? NSNumber == NSNumber(value: 5))
  }

  @Test func aGeneratedClassIsIdentifiableByItsIdAttribute() {
    let entry = Entry(context: journal().viewContext)
    let identifier = UUID()
    entry.id = identifier
    func id<Item: Identifiable>(of item: Item) -> Item.ID { item.id }
    #expect(id(of: entry) == identifier)
  }

  @Test func aCategoryEntityGetsItsPropertiesOnTheAppsClass() throws {
    let context = journal().viewContext
    let mark = Mark(context: context)
    mark.label = "important"
    try context.save()
    #expect(
      try context.fetch(Mark.fetchRequest() as NSFetchRequest<Mark>).map(\.label) == ["important"])
  }

  @Test func theGeneratorWritesXcodesShapeAndWarnsAboutWhatItLeavesOut() {
    let model = ModelContents(
      parsing: """
        <model>
          <entity name="Item" representedClassName=".Item" codeGenerationType="class">
            <attribute name="default" optional="YES" attributeType="String"/>
            <attribute name="count" attributeType="Integer 32" usesScalarValueType="NO"/>
            <attribute name="colour" optional="YES" attributeType="Transformable"/>
            <relationship name="tags" toMany="YES" destinationEntity="Tag"/>
          </entity>
          <entity name="Tag" representedClassName="Tag"/>
        </model>
        """)
    let source = ClassGenerator.source(for: model, modelName: "Model.xcdatamodeld")
    #expect(source.contains("public class Item: NSManagedObject {}"))
    #expect(source.contains("@nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {"))
    #expect(source.contains(#"NSFetchRequest<Item>(entityName: "Item")"#))
    #expect(source.contains("@Managed public var `default`: String?"))
    #expect(source.contains("@Managed public var count: NSNumber?"))
    #expect(source.contains("extension Item: Identifiable {}"))
    #expect(
      source.contains(
        #"#warning("Fieldwork's Core Data has no Transformable attribute: Item.colour is left out")"#
      ))
    #expect(
      source.contains(
        #"#warning("Fieldwork's Core Data keeps no relationships: Item.tags is left out")"#))
    // Tag's code generation is Manual/None: nothing is written for it.
    #expect(!source.contains("Tag"))
  }

  @Test func modelContentsReadsCodegenClassNamesAndSurvivesGarbage() {
    let model = ModelContents(
      parsing: """
        <entity name="A" representedClassName="." codeGenerationType="category">
        <attribute name="x" attributeType="Integer 16"/><entity name="B"
        """)
    #expect(model.entities.map(\.name) == ["A", "B"])
    #expect(model.entities.first?.className == "A")
    #expect(model.entities.first?.codeGeneration == .categoryExtension)
    #expect(model.entities.first?.attributes.first?.usesScalarType == true)
    #expect(ModelContents(parsing: "<<<&amp;\"'>").entities.isEmpty)
    #expect(ModelContents(parsing: "").entities.isEmpty)
  }
}
