import FieldworkUIKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The models `swiftdata-save-loop` saves; a store names entities by type name alone.
@Model final class SaveLoopTick {
  var number: Int
  var payload: String
  init(number: Int, payload: String) {
    self.number = number
    self.payload = payload
  }
}

@Model final class SaveLoopCounter {
  var count: Int
  init(count: Int) { self.count = count }
}

/// A process killed while it saves leaves the store (and the Contacts store's vCard file)
/// holding its last complete save, tested
/// as databases test it: a child saving in a loop is killed at random points, and the store
/// is reopened each time.
@Suite(.serialized) struct SwiftDataCrashTests {
  @Test func aKilledSaveLeavesTheLastCompleteSave() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-crash-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("loop.store")
    var generator = SystemRandomNumberGenerator()
    var lastCount = 0
    for round in 0..<12 {
      let process = Process()
      process.executableURL = URL(
        fileURLWithPath: EndToEndTests.executable("swiftdata-save-loop"))
      process.arguments = [store.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // Let it save at least once, then kill it at a random point of a later save.
      let firstLine = output.fileHandleForReading.availableData
      #expect(!firstLine.isEmpty, "round \(round): the child saved nothing")
      usleep(UInt32.random(in: 0...20_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let container = try ModelContainer(
        for: SaveLoopTick.self, SaveLoopCounter.self,
        configurations: ModelConfiguration(url: store))
      let context = ModelContext(container)
      let counters = try context.fetch(FetchDescriptor<SaveLoopCounter>())
      let ticks = try context.fetch(
        FetchDescriptor<SaveLoopTick>(sortBy: [SortDescriptor(\.number)]))
      #expect(counters.count == 1)
      let count = try #require(counters.first).count
      // Every save is whole: the ticks are 1...count, each with its own payload.
      #expect(ticks.map(\.number) == Array((0..<count).map { $0 + 1 }))
      #expect(ticks.allSatisfy { $0.payload == String(repeating: "\($0.number % 10)", count: 512) })
      #expect(count > lastCount, "round \(round): no save since the last round")
      lastCount = count
    }
  }

  @Test func aKilledContactsSaveLeavesTheLastCompleteSave() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-vcard-crash-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let book = folder.appendingPathComponent("book.vcf")
    try Data().write(to: book)
    var generator = SystemRandomNumberGenerator()
    var lastCount = 0
    for round in 0..<10 {
      let process = Process()
      process.executableURL = URL(
        fileURLWithPath: EndToEndTests.executable("swiftdata-save-loop"))
      process.arguments = ["--vcard", book.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      #expect(!output.fileHandleForReading.availableData.isEmpty, "round \(round): no save")
      usleep(UInt32.random(in: 0...20_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let store = CNContactStore(vCardFileURL: book)
      let keys = [CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
      let contacts = try store.unifiedContacts(
        matching: NSPredicate(value: true), keysToFetch: keys)
      // Every save is whole: contacts 1...n, in order, each with its own number.
      #expect(contacts.map(\.familyName) == (0..<contacts.count).map { "\($0 + 1)" })
      #expect(contacts.allSatisfy { $0.phoneNumbers.first?.value.stringValue == $0.familyName })
      #expect(store.lastReadWarnings.isEmpty)
      #expect(contacts.count > lastCount, "round \(round): no save since the last round")
      lastCount = contacts.count
    }
  }
}
