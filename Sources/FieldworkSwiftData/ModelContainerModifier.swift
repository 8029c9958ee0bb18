import FieldworkSwiftUI
import Foundation

extension View {
  /// Puts `container`'s main context in the view's environment, for `@Query` and
  /// `@Environment(\.modelContext)`.
  @MainActor
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Makes a container for `modelTypes` once, kept with the view, and puts its main context
  /// in the view's environment. `inMemory: true` keeps the models in memory only, as a
  /// preview or a test wants. A container that cannot be made (its file is corrupt) is
  /// reported on standard error, and the view gets an empty one in memory.
  ///
  /// `isUndoEnabled` is accepted so that SwiftData code compiles, and changes nothing:
  /// Foundation on Linux has no `UndoManager`, so the context has none to give changes to.
  @MainActor
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modifier(
      ModelContainerModifier(
        schema: Schema(modelTypes), inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
        onSetup: onSetup))
  }

  /// Makes a container for `modelType` once, kept with the view; see
  /// ``SwiftUI/View/modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)-(([any PersistentModel.Type]),_,_,_,_)``.
  @MainActor
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Puts `context` in the view's environment.
  @MainActor
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }
}

extension Scene {
  /// Puts `container`'s main context in the environment of every window of the scene.
  @MainActor
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    modifyingWindows { AnyView($0.modelContainer(container)) }
  }

  /// Makes a container for `modelTypes` for the scene, once, and puts its main context in
  /// the environment of every window. `isUndoEnabled` changes nothing, as for a view's.
  @MainActor
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modifyingWindows {
      AnyView(
        $0.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          onSetup: onSetup))
    }
  }

  /// Makes a container for `modelType` for the scene, once, and puts its main context in
  /// the environment of every window.
  @MainActor
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      onSetup: onSetup)
  }
}

/// Keeps the container it makes with the modified view.
struct ModelContainerModifier: ViewModifier {
  let schema: Schema
  let inMemory: Bool
  let isAutosaveEnabled: Bool
  let onSetup: (Result<ModelContainer, any Error>) -> Void
  @State private var holder = ContainerHolder()

  func body(content: Content) -> some View {
    content.environment(\.modelContext, holder.context(self))
  }
}

/// The container a view made, made on the first render.
@MainActor
final class ContainerHolder {
  private var container: ModelContainer?

  func context(_ modifier: ModelContainerModifier) -> ModelContext {
    if let container { return container.mainContext }
    let made: ModelContainer
    do {
      made = try ModelContainer(
        for: modifier.schema,
        configurations: [ModelConfiguration(isStoredInMemoryOnly: modifier.inMemory)])
      modifier.onSetup(.success(made))
    } catch {
      modifier.onSetup(.failure(error))
      FileHandle.standardError.write(Data("modelContainer(for:): \(error)\n".utf8))
      // A container in memory reads no file, so it cannot fail.
      made = try! ModelContainer(
        for: modifier.schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }
    made.mainContext.autosaveEnabled = modifier.isAutosaveEnabled
    container = made
    return made.mainContext
  }
}
