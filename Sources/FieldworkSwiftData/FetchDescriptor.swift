import Foundation

/// What to fetch, as SwiftData's `FetchDescriptor`: the models of one type that match a
/// predicate, sorted, and a window of them.
///
/// ```swift
/// var descriptor = FetchDescriptor<Item>(
///   predicate: #Predicate { $0.title.localizedStandardContains("milk") },
///   sortBy: [SortDescriptor(\.title)])
/// descriptor.fetchLimit = 10
/// ```
public struct FetchDescriptor<T: PersistentModel> {
  /// The models to fetch: all of them when `nil`.
  public var predicate: Predicate<T>?
  /// Their order; the order they were inserted in when empty.
  public var sortBy: [SortDescriptor<T>]
  /// The most models to fetch.
  public var fetchLimit: Int?
  /// How many matching models to skip.
  public var fetchOffset: Int?
  /// Whether inserted, changed and deleted models the context has not saved count (they
  /// always do in Fieldwork, as they do by default in SwiftData).
  public var includePendingChanges = true
  /// Key paths to load with the models (accepted; every property is loaded).
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Relationships to load with the models (accepted; every relationship is loaded).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor of the models matching `predicate`, in `sortBy`'s order.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
