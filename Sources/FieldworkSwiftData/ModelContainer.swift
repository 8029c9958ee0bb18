/// The models of an app and where they are kept, as SwiftData's `ModelContainer`.
///
/// ```swift
/// let container = try ModelContainer(
///   for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// let context = container.mainContext
/// ```
///
/// A container in memory starts empty; one on disk reads its file, and refuses a file it
/// cannot read or whose properties have other types than the models' (the file is left as
/// it is). Its contexts share the saved models.
public final class ModelContainer: Sendable {
  /// The model types the container keeps.
  public let schema: Schema
  /// Where it keeps them.
  public let configurations: [ModelConfiguration]
  let core: StoreCore
  @MainActor private var main: ModelContext?

  /// A container for `types` (and every model they refer to), kept as `configurations` say
  /// (on disk, in the default file, when none is given).
  ///
  /// - Throws: ``SwiftDataError`` when the store file cannot be read, or holds properties
  ///   of other types than the models'.
  public convenience init(
    for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for the models of `schema`, kept as `configurations` say.
  public convenience init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
    let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    self.init(
      schema: schema, configurations: configurations,
      core: try StoreCore(schema: schema, configuration: configurations[0]))
  }

  init(schema: Schema, configurations: [ModelConfiguration], core: StoreCore) {
    self.schema = schema
    self.configurations = configurations
    self.core = core
  }

  /// A container for the models of `schema`, kept as `configurations` say.
  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, configurations: configurations)
  }

  /// The context of the main actor, which views read through `@Environment(\.modelContext)`
  /// and `@Query`. Its changes are saved automatically (see ``ModelContext/autosaveEnabled``).
  @MainActor public var mainContext: ModelContext {
    if let main { return main }
    let context = ModelContext(self, isMain: true)
    main = context
    return context
  }
}
