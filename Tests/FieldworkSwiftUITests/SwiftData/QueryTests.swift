import Testing

#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

private struct TripList: View {
  @Query(sort: \Trip.name) var trips: [Trip]
  @Environment(\.modelContext) private var modelContext

  var body: some View {
    List {
      ForEach(trips) { trip in
        Text(trip.name)
      }
    }
  }
}

private struct FavoriteTrips: View {
  @Query(
    filter: #Predicate<Trip> { $0.isFavorite }, sort: [SortDescriptor(\Trip.name, order: .reverse)])
  var trips: [Trip]

  var body: some View {
    VStack {
      ForEach(trips) { Text($0.name) }
    }
  }
}

/// `@Query`, `.modelContainer` and `\.modelContext` in views, as SwiftData's documentation
/// describes them (developer.apple.com/documentation/swiftdata/query).
@MainActor @Suite struct QueryTests {
  func texts(_ host: ViewHost<some View>) throws -> [String] {
    try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }
  }

  @Test func aQueryShowsTheContainersModelsAndFollowsChanges() throws {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.insert(Trip(name: "Oslo", destination: "Oslo"))
    let host = ViewHost { TripList().modelContainer(container) }
    #expect(try texts(host) == ["Oslo"])
    // A change made outside the screen draws it again on the main queue's next turn, as on
    // iOS; `flush()` is that turn.
    let lima = Trip(name: "Lima", destination: "Lima")
    context.insert(lima)
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Lima", "Oslo"])
    lima.name = "Quito"
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Oslo", "Quito"])
    context.delete(lima)
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Oslo"])
  }

  @Test func aFilteredQueryShowsOnlyItsModelsInItsOrder() throws {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for name in ["a", "b", "c"] {
      let trip = Trip(name: name, destination: name)
      trip.isFavorite = name != "b"
      container.mainContext.insert(trip)
    }
    let host = ViewHost { FavoriteTrips().modelContainer(container) }
    #expect(try texts(host) == ["c", "a"])
  }

  @Test func modelContainerForMakesOneContainerKeptWithTheView() throws {
    let host = ViewHost { TripList().modelContainer(for: Trip.self, inMemory: true) }
    let context = try host.inspect().find(TripList.self).environment(\.modelContext)
    context.insert(Trip(name: "Nice", destination: "Nice"))
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Nice"])
    // Drawn again, the view keeps its container and its models.
    host.environment.isEnabled = false
    #expect(try host.inspect().find(TripList.self).environment(\.modelContext) === context)
    #expect(try texts(host) == ["Nice"])
  }

  @Test func withoutAContainerAQueryIsEmptyAndSaysWhy() throws {
    let host = ViewHost { TripList() }
    #expect(try texts(host).isEmpty)
    let context = try host.inspect().find(TripList.self).environment(\.modelContext)
    #expect(throws: SwiftDataError.noContainer) { try context.fetch(FetchDescriptor<Trip>()) }
  }

  @Test func theMainContextSavesOnItsOwnOnTheNextTurnOfTheMainQueue() async throws {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    #expect(context.autosaveEnabled)
    #expect(!ModelContext(container).autosaveEnabled)
    context.insert(Trip(name: "Oslo", destination: "Oslo"))
    #expect(context.hasChanges)
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    #expect(!context.hasChanges)
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 1)
  }
}
