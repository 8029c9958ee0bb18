import Foundation
import Testing

/// Runs the example executables as a person would and checks what they print.
@Suite struct ExampleTests {
  /// The directory holding the built products: the test bundle sits beside the executables.
  static var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  static func run(
    _ name: String, arguments: [String] = [], input: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let process = Process()
    var url = productsDirectory.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: url.path) {
      // Some runners start tests from a nested bundle directory.
      url = productsDirectory.deletingLastPathComponent().appendingPathComponent(name)
    }
    process.executableURL = url
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, sourceLocation: sourceLocation)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func customTextFieldScriptPrintsTheSession() throws {
    let output = try Self.run("custom-text-field")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  [name] binding is now \"José\""))
    #expect(lines.contains("  field shows \"Josにほん\", binding \"Jos\""))
    #expect(lines.contains("  [name] binding is now \"Jos日本\""))
    #expect(!lines.contains { $0.contains("binding is now \"ada @") })
    #expect(lines.contains("  field shows \"ada@example.com\", caret at 15"))
    #expect(lines.last == "result: name=\"Jos日本\" email=\"ada@example.com\" submissions=1")
  }

  @Test func customTextFieldInteractiveTypesEachLine() throws {
    let output = try Self.run(
      "custom-text-field", arguments: ["--interactive"], input: "Ada\n\nada@x.org\n\n")
    #expect(output.hasSuffix("result: name=\"Ada\" email=\"ada@x.org\"\n"))
  }

  @Test func contactsSearchFiltersTheBundledContacts() throws {
    let output = try Self.run("contacts-search")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("(empty) → 602 contacts:") == true)
    #expect(lines.contains("typed \"jos mu\" (ü matches u) → 1 contacts: José Müller"))
    #expect(
      lines.contains {
        $0.hasPrefix("typed \"strasse\" (ß matches ss) →") && $0.contains("Anna Straße")
      })
    #expect(lines.contains { $0.hasPrefix("cancelled → 602 contacts") })
    #expect(lines.last?.hasPrefix("best fuzzy match: Grace Hopper") == true)
  }

  @Test func contactsSearchInteractiveAnswersEachQuery() throws {
    let output = try Self.run(
      "contacts-search", arguments: ["--interactive"], input: "jose mu\nzzzz\n\n")
    #expect(output.contains("\"jose mu\" → 1 contacts: José Müller"))
    #expect(output.contains("\"zzzz\" → 0 contacts"))
  }

  @Test func todoSearchFollowsTheChangingList() throws {
    let output = try Self.run("todo-search")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("typed \"buy\": [ ] Buy milk | [ ] Buy stamps"))
    #expect(
      lines.contains("added \"Buy flowers\": [ ] Buy milk | [ ] Buy stamps | [ ] Buy flowers"))
    #expect(lines.contains("scope Open: [ ] Buy stamps | [ ] Buy flowers"))
    #expect(lines.contains("removed \"Buy stamps\": [ ] Buy flowers"))
    #expect(lines.contains("after the search key: editing false, cancel button true"))
    #expect(lines.contains("cancel button after cancel: false, scope bar false"))
    #expect(lines.last?.hasPrefix("all again: [x] Buy milk | [ ] Walk the dog") == true)
  }
}
