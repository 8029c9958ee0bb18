import Foundation
import PackagePlugin

/// Generates the managed object classes of a target's Xcode data models (`.xcdatamodeld`,
/// `.xcdatamodel`), as Xcode's Core Data code generation does: an entity whose Codegen is
/// "Class Definition" gets its class and properties, one with "Category/Extension" its
/// properties. Add it to the target that holds the model:
///
/// ```swift
/// .target(
///   name: "MyApp",
///   dependencies: [.product(name: "FieldworkUIKit", package: "Fieldwork")],
///   resources: [.copy("Model.xcdatamodeld")],
///   plugins: [.plugin(name: "CoreDataCodegen", package: "Fieldwork")])
/// ```
@main
struct CoreDataCodegen: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let files = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
    let models = Self.models(among: files)
    guard !models.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "CoreDataModelClasses.swift")
    return [
      .buildCommand(
        displayName:
          "Generating the Core Data classes of \(models.map(\.lastPathComponent).joined(separator: ", "))",
        executable: try context.tool(named: "coredata-codegen").url,
        arguments: [output.path()] + models.map { $0.path() },
        inputFiles: models.flatMap(Self.files(in:)),
        outputFiles: [output])
    ]
  }

  /// The data models that hold `files` (a resource folder, or a file inside one), by path; a
  /// model's own versions are not listed again.
  static func models(among files: [URL]) -> [URL] {
    var found: Set<URL> = []
    for file in files {
      var url = file.standardizedFileURL
      var model: URL?
      while url.pathComponents.count > 1 {
        if ["xcdatamodeld", "xcdatamodel"].contains(url.pathExtension) { model = url }
        url.deleteLastPathComponent()
      }
      if let model { found.insert(model) }
    }
    return found.sorted { $0.path() < $1.path() }
  }

  /// The files of a model folder, so an edit to any of them generates the classes again.
  static func files(in model: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: model, includingPropertiesForKeys: [.isDirectoryKey])
    else { return [model] }
    return walker.compactMap { $0 as? URL }.filter {
      (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
    }
  }
}
