import Testing

#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// SwiftData's container and context, as Apple's documentation describes them
/// (developer.apple.com/documentation/swiftdata/modelcontext).
@MainActor @Suite struct ModelContextTests {
  func memoryContainer() throws -> ModelContainer {
    try ModelContainer(
      for: Trip.self, Budget.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func insertedModelsAreFetchedBeforeAndAfterSaving() throws {
    let context = try memoryContainer().mainContext
    let paris = Trip(name: "Spring", destination: "Paris")
    #expect(paris.persistentModelID.isTemporary)
    #expect(paris.modelContext == nil)
    context.insert(paris)
    context.insert(Trip(name: "Autumn", destination: "Oslo"))
    #expect(!paris.persistentModelID.isTemporary)
    #expect(paris.modelContext === context)
    #expect(context.hasChanges)
    #expect(paris.hasChanges)
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Spring", "Autumn"])
    try context.save()
    #expect(!context.hasChanges)
    #expect(!paris.hasChanges)
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
  }

  @Test func fetchesFilterSortAndPage() throws {
    let context = try memoryContainer().mainContext
    for (name, destination) in [("a", "Paris"), ("b", "Oslo"), ("c", "Porto"), ("d", "Lima")] {
      context.insert(Trip(name: name, destination: destination))
    }
    var descriptor = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.destination.starts(with: "P") || $0.name == "d" },
      sortBy: [SortDescriptor(\.destination, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.destination) == ["Porto", "Paris", "Lima"])
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.destination) == ["Paris"])
  }

  @Test func localizedStandardContainsIgnoresCaseAndDiacritics() throws {
    let context = try memoryContainer().mainContext
    for destination in ["São Paulo", "SAO TOME", "Oslo"] {
      context.insert(Trip(name: destination, destination: destination))
    }
    let text = "sao"
    let found = try context.fetch(
      FetchDescriptor<Trip>(
        predicate: #Predicate { $0.destination.localizedStandardContains(text) },
        sortBy: [SortDescriptor(\.name)]))
    #expect(found.map(\.destination) == ["SAO TOME", "São Paulo"])
    let orderedSame = ComparisonResult.orderedSame
    let same = try context.fetch(
      FetchDescriptor<Trip>(
        predicate: #Predicate { $0.destination.caseInsensitiveCompare("oslo") == orderedSame }))
    #expect(same.map(\.destination) == ["Oslo"])
  }

  @Test func rollbackUndoesInsertsChangesAndDeletes() throws {
    let context = try memoryContainer().mainContext
    let kept = Trip(name: "Kept", destination: "Rome")
    let gone = Trip(name: "Gone", destination: "Bern")
    context.insert(kept)
    context.insert(gone)
    try context.save()
    kept.destination = "Milan"
    context.delete(gone)
    context.insert(Trip(name: "New", destination: "Nice"))
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kept", "New"])
    context.rollback()
    #expect(kept.destination == "Rome")
    #expect(!gone.isDeleted)
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Kept", "Gone"])
    #expect(!context.hasChanges)
  }

  @Test func cascadeDeletesTheRelatedModelsAndNullifyClearsReferences() throws {
    let context = try memoryContainer().mainContext
    let trip = Trip(name: "Spring", destination: "Paris")
    let hotel = Accommodation(name: "Hotel")
    trip.accommodations = [hotel, Accommodation(name: "Flat")]
    let city = City(name: "Paris", population: 2_100_000)
    trip.livingCity = city
    context.insert(trip)
    // Related models are inserted with the model that refers to them.
    #expect(try context.fetchCount(FetchDescriptor<Accommodation>()) == 2)
    #expect(city.modelContext === context)
    try context.save()
    context.delete(city)
    #expect(trip.livingCity == nil)
    context.delete(trip)
    #expect(hotel.isDeleted)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Accommodation>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
  }

  @Test func aUniqueAttributeUpserts() throws {
    let context = try memoryContainer().mainContext
    let first = City(name: "Oslo", population: 700_000)
    context.insert(first)
    try context.save()
    context.insert(City(name: "Oslo", population: 710_000))
    let cities = try context.fetch(FetchDescriptor<City>())
    #expect(cities.count == 1)
    #expect(cities.first === first)
    #expect(first.population == 710_000)
  }

  @Test func aUniqueConstraintUpsertsOnlyWhenEveryKeyPathMatches() throws {
    let context = try ModelContainer(
      for: Booking.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)
    ).mainContext
    let first = Booking(guest: "Ada", night: 1, code: "A1")
    context.insert(first)
    try context.save()
    context.insert(Booking(guest: "Ada", night: 2, code: "A2"))  // another night: kept apart
    context.insert(Booking(guest: "Ada", night: 1, code: "A3", note: "late"))  // same pair
    context.insert(Booking(guest: "Bob", night: 9, code: "A2", note: "moved"))  // same code
    let bookings = try context.fetch(FetchDescriptor<Booking>(sortBy: [SortDescriptor(\.night)]))
    #expect(bookings.map(\.guest) == ["Ada", "Bob"])
    #expect(bookings.first === first)
    #expect(first.note == "late")
    #expect(first.code == "A3")
  }

  @Test func deleteWhereDeletesTheMatchingModels() throws {
    let context = try memoryContainer().mainContext
    for name in ["a", "b", "c"] { context.insert(Trip(name: name, destination: name)) }
    try context.delete(model: Trip.self, where: #Predicate { $0.name != "b" })
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["b"])
  }

  @Test func aDenyRuleRefusesTheSaveWhileRelatedModelsRemain() throws {
    let context = try memoryContainer().mainContext
    let budget = Budget(amount: 100)
    budget.expenses = [Expense(label: "Lunch", createdIndex: 1)]
    context.insert(budget)
    try context.save()
    context.delete(budget)
    #expect(throws: SwiftDataError.deleteDenied(budget.persistentModelID, property: "expenses")) {
      try context.save()
    }
    context.rollback()
    #expect(try context.fetchCount(FetchDescriptor<Budget>()) == 1)
  }

  @Test func aFetchOfAModelTheSchemaLacksThrows() throws {
    let container = try ModelContainer(
      for: Budget.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    #expect(throws: SwiftDataError.unknownModel("Trip")) {
      try container.mainContext.fetch(FetchDescriptor<Trip>())
    }
  }

  @Test func aWriteToADeletedModelIsReportedBySave() throws {
    let context = try memoryContainer().mainContext
    let trip = Trip(name: "Spring", destination: "Paris")
    context.insert(trip)
    try context.save()
    context.delete(trip)
    try context.save()
    trip.name = "Ghost"
    #expect(throws: SwiftDataError.writeToDeletedModel(trip.persistentModelID, property: "name")) {
      try context.save()
    }
    // Reported once; the context goes on.
    try context.save()
  }

  @Test func twoContextsSavingTheSameModelConflict() throws {
    let container = try memoryContainer()
    let first = ModelContext(container)
    first.insert(Trip(name: "Spring", destination: "Paris"))
    try first.save()
    let second = ModelContext(container)
    let mine = try #require(try first.fetch(FetchDescriptor<Trip>()).first)
    let theirs = try #require(try second.fetch(FetchDescriptor<Trip>()).first)
    #expect(mine !== theirs)
    theirs.destination = "Lyon"
    try second.save()
    mine.destination = "Nice"
    #expect(throws: SwiftDataError.saveConflict(mine.persistentModelID)) { try first.save() }
    // A new context reads what was saved.
    let third = ModelContext(container)
    #expect(try third.fetch(FetchDescriptor<Trip>()).map(\.destination) == ["Lyon"])
  }

  @Test func constantsAndTransientsAreKeptAsDeclared() throws {
    let container = try memoryContainer()
    let context = ModelContext(container)
    let trip = Trip(name: "Spring", destination: "Paris")
    trip.isExpanded = true
    context.insert(trip)
    let budget = Budget(amount: 5)
    budget.expenses = [Expense(label: "Tea", createdIndex: 7)]
    context.insert(budget)
    try context.save()
    let other = ModelContext(container)
    let read = try #require(try other.fetch(FetchDescriptor<Trip>()).first)
    #expect(read.isExpanded == false)
    let expense = try #require(try other.fetch(FetchDescriptor<Expense>()).first)
    #expect(expense.createdIndex == 7)
  }

  @Test func settingOneSideOfAnInversePairSetsTheOther() throws {
    let context = try memoryContainer().mainContext
    let spring = Trip(name: "Spring", destination: "Paris")
    let autumn = Trip(name: "Autumn", destination: "Oslo")
    let hotel = Accommodation(name: "Hotel")
    spring.accommodations = [hotel]
    context.insert(spring)
    context.insert(autumn)
    // Inserted: the hotel refers back to its trip.
    #expect(hotel.trip === spring)
    // The to-one side moves it from one trip's list to the other's.
    hotel.trip = autumn
    #expect(spring.accommodations.isEmpty)
    #expect(autumn.accommodations.map(\.name) == ["Hotel"])
    // The to-many side: appended to a trip, it leaves the one before.
    spring.accommodations.append(hotel)
    #expect(hotel.trip === spring)
    #expect(autumn.accommodations.isEmpty)
    // Removed from the list, it refers to no trip.
    spring.accommodations = []
    #expect(hotel.trip == nil)
  }
}
