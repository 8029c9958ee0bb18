// The tool of the CoreDataCodegen build plugin: reads Xcode data models and writes the Swift
// source of their generated classes into one file.
//
//   coredata-codegen OUTPUT.swift MODEL.xcdatamodeld [MODEL.xcdatamodel ...]
import FieldworkCoreDataModel
import Foundation

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("coredata-codegen: \(message)\n".utf8))
  exit(1)
}

/// The `contents` file of the model at `path`: a `.xcdatamodeld` folder's current version
/// (named by its `.xccurrentversion`, or its last version by name), or a `.xcdatamodel`'s.
func contentsPath(of path: String) -> String {
  let url = URL(fileURLWithPath: path)
  guard url.pathExtension == "xcdatamodeld" else {
    return url.appendingPathComponent("contents").path
  }
  let plist = try? String(
    contentsOf: url.appendingPathComponent(".xccurrentversion"), encoding: .utf8)
  let version = ModelContents.currentVersion(
    propertyList: plist,
    folderNames: (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
  guard let version else { fail("\(path) holds no .xcdatamodel version") }
  return url.appendingPathComponent(version).appendingPathComponent("contents").path
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count >= 2 else {
  fail("usage: coredata-codegen OUTPUT.swift MODEL.xcdatamodeld ...")
}
var source = ""
for model in arguments.dropFirst() {
  let contents = contentsPath(of: model)
  guard let text = try? String(contentsOf: URL(fileURLWithPath: contents), encoding: .utf8) else {
    fail("cannot read \(contents)")
  }
  let name = URL(fileURLWithPath: model).lastPathComponent
  source += ClassGenerator.source(for: ModelContents(parsing: text), modelName: name)
}
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  fail("cannot write \(output): \(error)")
}
