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
}
