import Foundation
import Testing

/// Runs the example executables as a person would without a terminal (pipes), and checks
/// what they print. `Terminal/EndToEndTests.swift` runs them under a pseudo-terminal.
@Suite struct ExampleTests {
  /// The directory holding the built products, where the test bundle sits beside the
  /// executables.
  ///
  /// Found from the test bundle, not from the running program: on macOS, Swift Testing runs
  /// the bundle inside SwiftPM's `swiftpm-testing-helper` (and XCTest inside `xctest`), so
  /// `CommandLine.arguments[0]` names a program in the toolchain. On Linux the test bundle
  /// is itself the running program.
  static var productsDirectory: URL {
    #if canImport(Darwin)
      Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
    #else
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #endif
  }

  /// A class of the test bundle, for `Bundle(for:)`.
  private final class BundleMarker {}

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `name` with `arguments` and `input` on a pipe; returns its status and output.
  static func launch(_ name: String, arguments: [String] = [], input: String? = nil) throws
    -> Result
  {
    let process = Process()
    var url = productsDirectory.appendingPathComponent(name)
    if !FileManager.default.fileExists(atPath: url.path) {
      // Some runners start tests from a nested bundle directory.
      url = productsDirectory.deletingLastPathComponent().appendingPathComponent(name)
    }
    process.executableURL = url
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// Runs `name` and expects it to succeed; returns what it printed.
  static func run(
    _ name: String, arguments: [String] = [], input: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try launch(name, arguments: arguments, input: input)
    #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
    return result.output
  }

  // MARK: contacts-search

  @Test func contactsSearchDemoWalksThroughTheBundledContacts() throws {
    let output = try Self.run("contacts-search", arguments: ["--demo"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("(empty) → 1158 contacts: Ada Andersson, Ada Castillo") == true)
    #expect(
      lines.contains("typed \"jos mu\" (ü matches u) → 2 contacts: José Müller, José Nakamura"))
    #expect(
      lines.contains {
        $0.hasPrefix("typed \"strasse\" (ß matches ss) →") && $0.contains("Anna Straße")
      })
    #expect(lines.contains { $0.hasPrefix("cancelled → 1158 contacts") })
    #expect(lines.last?.hasPrefix("best fuzzy match: Grace Hopper") == true)
  }

  @Test func contactsSearchQueryPrintsMatchesWithTheFieldThatMatched() throws {
    let output = try Self.run("contacts-search", arguments: ["--query", "strasse"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "14 of 1158 contacts match \"strasse\"")
    #expect(lines.contains("Anna Straße <anna.strasse@example.org>, 東京電機  [matched name, email]"))
    let phone = try Self.run("contacts-search", arguments: ["--query=+81 3 1234"])
    #expect(phone.contains("[matched phone]"))
  }

  @Test func contactsSearchAnswersEachLineOfAPipe() throws {
    let output = try Self.run("contacts-search", input: "jose mu\nzzzz\n")
    #expect(output.contains("2 of 1158 contacts match \"jose mu\"\nJosé Müller <"))
    #expect(output.contains("0 of 1158 contacts match \"zzzz\"\n"))
  }

  @Test func contactsSearchReadsAUsersExportAndNamesBadLines() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/export.vcf"
    let vcard = """
      BEGIN:VCARD\r
      VERSION:3.0\r
      FN:Mallory\u{1B}]2;pwned\u{7}\u{1B}[2J\r
      EMAIL:m@example.org\r
      END:VCARD\r
      this line is garbage\r
      BEGIN:VCARD\r
      N:Hopper;Grace;;;\r
      END:VCARD\r

      """
    try vcard.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Self.launch("contacts-search", arguments: ["--file", path, "--query", ""])
    #expect(result.status == 0)
    #expect(result.output.contains("2 of 2 contacts match"))
    #expect(result.output.contains("Grace Hopper"))
    // Untrusted text never reaches the terminal raw, even when stdout is a pipe.
    #expect(result.output.contains("Mallory^[]2;pwned^G^[[2J <m@example.org>"))
    #expect(!result.output.contains("\u{1B}") && !result.errors.contains("\u{1B}"))
    #expect(result.errors.contains("export.vcf line 6: text outside a card, skipped"))
  }

  @Test func contactsSearchRefusesUnknownFlagsAndExplainsItself() throws {
    let unknown = try Self.launch("contacts-search", arguments: ["--interactive"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("contacts-search: unknown option '--interactive'"))
    let missing = try Self.launch("contacts-search", arguments: ["--file"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("contacts-search: --file needs a value"))
    let help = try Self.run("contacts-search", arguments: ["--help"])
    #expect(help.hasPrefix("usage: contacts-search [--file PATH]"))
    let absent = try Self.launch("contacts-search", arguments: ["--file", "/nonexistent.vcf"])
    #expect(absent.status == 1)
    #expect(absent.errors == "contacts-search: /nonexistent.vcf: no such file\n")
  }

  // MARK: todo-search

  @Test func todoSearchDemoFollowsTheChangingList() throws {
    let output = try Self.run("todo-search", arguments: ["--demo"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("typed \"buy\": [ ] Buy milk | [ ] Buy stamps"))
    #expect(
      lines.contains("added \"Buy flowers\": [ ] Buy milk | [ ] Buy stamps | [ ] Buy flowers"))
    #expect(lines.contains("scope Open: [ ] Buy stamps | [ ] Buy flowers"))
    #expect(lines.contains("removed \"Buy stamps\": [ ] Buy flowers"))
    #expect(lines.contains("after the search key: editing false, cancel button true"))
    #expect(lines.contains("cancel button after cancel: false, scope bar false"))
    #expect(lines.contains { $0.hasPrefix("all again: [x] Buy milk | [ ] Walk the dog") })
    #expect(lines.contains("note of \"Walk the dog\": \"Around the park, twice\\nnot the road\""))
    #expect(lines.last == "typed \"park\" (in a note): [ ] Walk the dog")
  }

  @Test func todoSearchReportsACorruptFileAndLeavesIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/todos.json"
    try "not json".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Self.launch("todo-search", arguments: ["--file", path])
    #expect(result.status == 1)
    #expect(
      result.errors.contains("is not a to-do list (not the expected JSON); it was left untouched"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "not json")
  }

  @Test func todoSearchWithoutATerminalPrintsTheList() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/todos.json"
    try #"{"version": 1, "items": [{"id": 1, "title": "Evil\u001b[2J", "isDone": true}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try Self.run("todo-search", arguments: ["--file", path]) == "[x] Evil^[[2J\n")
  }

  // MARK: custom-text-field

  @Test func customTextFieldDemoPrintsTheSession() throws {
    let output = try Self.run("custom-text-field", arguments: ["--demo"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  [name] binding is now \"José\""))
    #expect(lines.contains("  field shows \"Josにほん\", binding \"Jos\""))
    #expect(lines.contains("  [name] binding is now \"Jos日本\""))
    #expect(!lines.contains { $0.contains("binding is now \"ada @") })
    #expect(lines.contains("  field shows \"ada@example.com\", caret at 15"))
    #expect(lines.last == "result: name=\"Jos日本\" email=\"ada@example.com\" submissions=1")
  }

  @Test func customTextFieldNeedsATerminalAndSaysSo() throws {
    let result = try Self.launch("custom-text-field")
    #expect(result.status == 1)
    #expect(result.errors == "custom-text-field: the form needs a terminal; try --demo\n")
    #expect(try Self.launch("custom-text-field", arguments: ["--nope"]).status == 2)
  }
}
