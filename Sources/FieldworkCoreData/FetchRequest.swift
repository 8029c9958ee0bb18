import Fieldwork
import FieldworkSwiftUI
import Foundation

/// The managed objects a view shows, fetched from the environment's managed object context
/// and fetched again when the context changes, as SwiftUI's `@FetchRequest`.
///
/// ```swift
/// struct ItemList: View {
///   @FetchRequest(
///     sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)],
///     animation: .default)
///   private var items: FetchedResults<Item>
///
///   var body: some View {
///     List(items) { Text($0.title) }
///   }
/// }
/// ```
///
/// A request made in the view's initializer filters by a value the view is given, the
/// "dynamic fetch" of Core Data tutorials:
///
/// ```swift
/// init(searchText: String) {
///   _items = FetchRequest(
///     entity: Item.entity(), sortDescriptors: [],
///     predicate: NSPredicate(format: "title CONTAINS[c] %@", searchText))
/// }
/// ```
///
/// With no context above the view (no `.environment(\.managedObjectContext, …)`), or a
/// predicate whose format could not be read, the results are empty and ``fetchError`` says
/// why. `animation` is accepted.
@MainActor @propertyWrapper
public struct FetchRequest<Result: NSManagedObject>: DynamicProperty {
  @Environment(\.managedObjectContext) private var context
  /// A predicate or order set through the results, and the request it was set over: it
  /// holds until the view is given a request that tests or orders differently.
  @State private var override: Override?
  private let request: NSFetchRequest<Result>

  private struct Override {
    var basis: Signature
    var configuration: Configuration
  }

  /// What a request tests and how it orders, comparable between requests made apart (a
  /// view's initializer makes a new one each time its parent is drawn).
  private struct Signature: Equatable {
    var predicate: PredicateSignature?
    var order: [SortSignature]
  }

  private struct SortSignature: Equatable {
    var keyPath: AnyKeyPath
    var ascending: Bool
  }

  private var signature: Signature {
    Signature(
      predicate: request.predicate?.signature,
      order: (request.sortDescriptors ?? []).map {
        SortSignature(keyPath: $0.keyPath, ascending: $0.ascending)
      })
  }

  /// What the view fetches with now, given the request's signature: the override set over
  /// an equal request, else the request's own.
  private func configuration(basis: Signature) -> Configuration {
    if let override, override.basis == basis { return override.configuration }
    return Configuration(
      nsPredicate: request.predicate, nsSortDescriptors: request.sortDescriptors ?? [])
  }

  /// What the view fetches with now; setting it overrides the request until the view is given
  /// one that tests or orders differently.
  private var configurationBinding: Binding<Configuration> {
    let basis = signature
    let current = configuration(basis: basis)
    let stored = $override
    return Binding(
      get: { current },
      set: { stored.wrappedValue = Override(basis: basis, configuration: $0) })
  }

  /// The objects, in the request's order.
  public var wrappedValue: FetchedResults<Result> {
    let binding = configurationBinding
    return FetchedResults(
      objects: (try? fetch(with: binding.wrappedValue)) ?? [], predicate: binding.nsPredicate,
      sortDescriptors: binding.nsSortDescriptors)
  }

  /// Why the last fetch failed, if it did: no store, an unknown entity, an unreadable
  /// predicate.
  public var fetchError: (any Error)? {
    do {
      _ = try fetch(with: configuration(basis: signature))
      return nil
    } catch {
      return error
    }
  }

  /// The predicate and order the view fetches with now, to change them:
  /// `$items.wrappedValue.nsPredicate = …` (or `items.nsPredicate = …`). A change holds until
  /// the view's initializer gives it a request that tests or orders differently.
  public var projectedValue: Binding<Configuration> {
    configurationBinding
  }

  /// What a view's fetch request fetches with now, as SwiftUI's
  /// `FetchRequest.Configuration`.
  public struct Configuration {
    /// The predicate.
    public var nsPredicate: NSPredicate?
    /// The order.
    public var nsSortDescriptors: [NSSortDescriptor]
  }

  /// The objects `fetchRequest` describes.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    request = fetchRequest
  }

  /// The objects of `entity` matching `predicate`, in the descriptors' order.
  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.entityName = entity.name
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, animation: animation)
  }

  /// The objects of `Result`'s entity matching `predicate`, in the descriptors' order.
  public init(
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, animation: animation)
  }

  /// The objects of `Result`'s entity matching `predicate`, in the order of Foundation's
  /// `SortDescriptor`s.
  public init(
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.sortDescriptors = sortDescriptors.map { descriptor in
      NSSortDescriptor(
        keyPath: \Result.self, ascending: true,
        comparator: { left, right in
          guard let left = left as? Result, let right = right as? Result else {
            return .orderedSame
          }
          return descriptor.compare(left, right)
        })
    }
    request.predicate = predicate
    self.init(fetchRequest: request, animation: animation)
  }

  private func fetch(with configuration: Configuration) throws -> [Result] {
    let current = NSFetchRequest<Result>()
    current.entityName = request.entityName
    current.predicate = configuration.nsPredicate
    current.sortDescriptors = configuration.nsSortDescriptors
    current.fetchLimit = request.fetchLimit
    current.fetchOffset = request.fetchOffset
    current.includesPendingChanges = request.includesPendingChanges
    return try context.fetch(current)
  }
}

extension EnvironmentValues {
  /// The managed object context views fetch from and save to, set with
  /// `.environment(\.managedObjectContext, container.viewContext)`. With none set, a context
  /// with no store: its fetches throw ``CoreDataError/noPersistentStore``.
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

private struct ManagedObjectContextKey: EnvironmentKey {
  static var defaultValue: NSManagedObjectContext {
    NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  }
}
