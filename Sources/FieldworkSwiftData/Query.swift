import FieldworkSwiftUI
import Foundation

/// The models of one type a view shows, fetched from the environment's model context and
/// fetched again when the context changes, as SwiftData's `@Query`.
///
/// ```swift
/// struct ItemList: View {
///   @Query(sort: \Item.title) private var items: [Item]
///   var body: some View {
///     List(items) { Text($0.title) }
///   }
/// }
/// ```
///
/// A query made in the view's initializer is the way to filter by a value the view is given:
///
/// ```swift
/// init(searchText: String) {
///   _items = Query(filter: #Predicate<Item> { $0.title.localizedStandardContains(searchText) })
/// }
/// ```
///
/// With no container above the view, the query is empty and ``fetchError`` says why.
///
/// SwiftData's `Query` has a second generic parameter, its result type, always
/// `[Element]`; here the element alone names the query, so that a view that declares
/// `@Query var items: [Item]` and assigns `_items` in its initializer compiles, as it does
/// with Apple's macro. Writing `Query<Item, [Item]>` out does not compile.
@MainActor @propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
  @Environment(\.modelContext) private var modelContext
  private let descriptor: FetchDescriptor<Element>
  /// The models, in the query's order.
  public var wrappedValue: [Element] {
    (try? modelContext.fetch(descriptor)) ?? []
  }

  /// Why the last fetch failed, if it did: a missing container, a model the schema lacks.
  public var fetchError: (any Error)? {
    do {
      _ = try modelContext.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }

  /// The query itself, as `_items` reads it.
  public var projectedValue: Query<Element> { self }

  /// The models `descriptor` describes. `animation` is accepted.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.descriptor = descriptor
  }

  /// All the models of the type, in the order they were inserted.
  public init() {
    self.descriptor = FetchDescriptor()
  }

  /// All the models of the type, for `@Query var items: [Item] = []`: the initial value is
  /// not kept, as with SwiftData; the query fetches.
  public init(wrappedValue: [Element]) {
    self.descriptor = FetchDescriptor()
  }

  /// The models matching `filter`, in `sort`'s order.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) {
    self.descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
  }

  /// The models matching `filter`, ordered by the property at `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.descriptor = FetchDescriptor(
      predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  /// The models matching `filter`, ordered by the optional property at `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.descriptor = FetchDescriptor(
      predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }
}

extension EnvironmentValues {
  /// The model context of the container above the view, set by `.modelContainer(for:)` or
  /// `.modelContext(_:)`. With none above, a context whose fetches throw
  /// ``SwiftDataError/noContainer``.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext { ModelContext.detached() }
}
