import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

// The entity classes of the Core Data tests, in the two files Xcode generates for an entity
// ("Manual/None" code generation), with `@NSManaged` spelled `@Managed`.

final class Chore: NSManagedObject {}

extension Chore {
  @nonobjc class func fetchRequest() -> NSFetchRequest<Chore> {
    NSFetchRequest<Chore>(entityName: "Chore")
  }

  @Managed var title: String
  @Managed var notes: String?
  @Managed var priority: Int16
  @Managed var isDone: Bool
  @Managed var due: Date?
  @Managed var uuid: UUID?
}

extension Chore: Identifiable {}

final class Topic: NSManagedObject {}

extension Topic {
  @Managed var name: String?
  @Managed var weight: Double
}

/// A container of `Chore`s and `Topic`s kept in memory, as Xcode's template makes one for
/// previews and tests.
@MainActor func inMemoryContainer(name: String = "Chores") -> NSPersistentContainer {
  let container = NSPersistentContainer(name: name)
  container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
  container.loadPersistentStores { _, error in
    if let error { Issue.record("the store did not load: \(error)") }
  }
  return container
}
