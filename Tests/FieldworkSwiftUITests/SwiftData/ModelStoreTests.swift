import Foundation
import Testing

#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// A container whose configuration is not in memory only keeps its models in a file:
/// written atomically, readable by its owner only, and refused, never overwritten, when it
/// cannot be read.
@MainActor @Suite struct ModelStoreTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("fieldwork-store-\(UUID().uuidString)")

  func container(_ url: URL) throws -> ModelContainer {
    try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
  }

  @Test func savedModelsAndTheirRelationshipsAreReadBackByANewContainer() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("trips.store")
    do {
      let context = ModelContext(try container(url))
      let trip = Trip(
        name: "Spring", destination: "Paris", startDate: Date(timeIntervalSince1970: 86_400))
      trip.accommodations = [Accommodation(name: "Hotel"), Accommodation(name: "Flat")]
      trip.livingCity = City(name: "Paris", population: 2_100_000)
      trip.isExpanded = true
      context.insert(trip)
      try context.save()
    }
    let context = ModelContext(try container(url))
    let trip = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
    #expect(trip.name == "Spring")
    #expect(trip.startDate == Date(timeIntervalSince1970: 86_400))
    #expect(trip.accommodations.map(\.name).sorted() == ["Flat", "Hotel"])
    #expect(trip.livingCity?.name == "Paris")
    #expect(trip.isExpanded == false)
    #expect(!trip.persistentModelID.isTemporary)
    // Readable by its owner only.
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func aCorruptStoreIsReportedAndLeftAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("broken.store")
    let garbage = Data("{\"format\": \"fieldwork-swiftdata\", \"version\": 1, \"nextKey\": ".utf8)
    try garbage.write(to: url)
    #expect {
      _ = try container(url)
    } throws: { error in
      guard case SwiftDataError.corruptStore(let path, _) = error else { return false }
      return path == url.path
    }
    #expect(try Data(contentsOf: url) == garbage)
  }

  @Test func aStoreFromAModelWhoseTypeChangedIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("trips.store")
    let context = ModelContext(try container(url))
    context.insert(Trip(name: "Spring", destination: "Paris"))
    try context.save()
    // The same file, with `isFavorite` stored as a String: a model whose type changed.
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"isFavorite\":\"Swift.Bool\"", with: "\"isFavorite\":\"Swift.String\"")
    try Data(text.utf8).write(to: url)
    #expect(
      throws: SwiftDataError.typeMismatch(
        entity: "Trip", property: "isFavorite", expected: "Swift.Bool",
        stored: "a value of type Swift.String")
    ) {
      _ = try container(url)
    }
  }

  @Test func aSaveThatCannotBeWrittenThrowsAndKeepsTheChanges() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("trips.store")
    let context = ModelContext(try container(url))
    context.insert(Trip(name: "Spring", destination: "Paris"))
    // A folder where the file goes: the rename cannot replace it.
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    #expect {
      try context.save()
    } throws: { error in
      guard case SwiftDataError.storeIO(let path, _) = error else { return false }
      return path == url.path
    }
    #expect(context.hasChanges)
    try FileManager.default.removeItem(at: url)
    try context.save()
    #expect(!context.hasChanges)
    #expect(try ModelContext(try container(url)).fetchCount(FetchDescriptor<Trip>()) == 1)
  }
}
