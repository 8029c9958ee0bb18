import Foundation

/// A model, its store and its contexts in one object, as Core Data's
/// `NSPersistentContainer`: the `PersistenceController` of Xcode's template builds on it
/// unchanged.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Model")
/// container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
/// container.loadPersistentStores { _, error in
///   if let error { fatalError("\(error)") }
/// }
/// let viewContext = container.viewContext
/// ```
///
/// The model is the app's `<name>.xcdatamodeld` when its resources hold one, else the
/// `NSManagedObject` subclasses the app uses (each is its own entity), unless one is given.
/// The store is a JSON file at the description's URL (`defaultDirectoryURL()/<name>.sqlite`
/// unless set), written atomically and readable by its owner only, or kept in memory when
/// that URL is `/dev/null`.
open class NSPersistentContainer {
  /// The container's name, which names its store's file.
  public let name: String
  /// The model.
  public let managedObjectModel: NSManagedObjectModel
  /// The coordinator of the container's store.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// How the store is kept: one description, whose URL the app may change before
  /// ``loadPersistentStores(completionHandler:)``.
  public var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// The context of the main queue, for views.
  public let viewContext: NSManagedObjectContext

  /// A container named `name`, with the data model of that name: `<name>.xcdatamodeld` among
  /// the program's resources (its main bundle, or a SwiftPM resource bundle beside it, as
  /// `resources: [.copy("Model.xcdatamodeld")]` makes one), else the model of the app's
  /// `NSManagedObject` subclasses.
  public convenience init(name: String) {
    let model = ModelFile.find(named: name).flatMap(NSManagedObjectModel.init(contentsOf:))
    self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
  }

  /// A container named `name` with `model`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }

  /// Where stores are kept unless a description says otherwise: the folder named by the
  /// `FIELDWORK_COREDATA_DIRECTORY` environment variable, else a folder of this process in
  /// the temporary directory (an app's Application Support folder on iOS).
  open class func defaultDirectoryURL() -> URL {
    if let folder = ProcessInfo.processInfo.environment["FIELDWORK_COREDATA_DIRECTORY"],
      !folder.isEmpty
    {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "Fieldwork-CoreData-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
  }

  /// Loads each described store, calling `completionHandler` once for each with the
  /// description and the error, if any: a file that is not a store
  /// (``CoreDataError/corruptStore(path:reason:)``, left as it is) or cannot be read.
  /// Stores load before this returns.
  public func loadPersistentStores(
    completionHandler block: (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      do {
        try persistentStoreCoordinator.addPersistentStore(with: description)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// A new context of a private queue, over the container's store.
  public func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, before returning (Core Data runs it on
  /// the context's queue, later).
  public func performBackgroundTask(_ block: (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }
}
