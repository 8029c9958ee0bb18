import Foundation
import PackagePlugin

/// Generates a test source from the Swift code blocks of the README and the DocC articles,
/// so every snippet the documentation shows is compiled and run by `swift test`: a snippet
/// that stops compiling or stops working fails the build, and nothing is copied by hand.
@main
struct SnippetTests: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var documents = [root.appending(path: "README.md")]
    let sources = root.appending(path: "Sources")
    let fileManager = FileManager.default
    for module in try fileManager.contentsOfDirectory(atPath: sources.path()).sorted() {
      let catalog = sources.appending(path: module).appending(path: "Documentation.docc")
      guard let articles = try? fileManager.contentsOfDirectory(atPath: catalog.path()) else {
        continue
      }
      for article in articles.sorted() where article.hasSuffix(".md") {
        documents.append(catalog.appending(path: article))
      }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "DocumentationSnippets.swift")
    return [
      .buildCommand(
        displayName: "Extracting the documentation's Swift snippets into tests",
        executable: try context.tool(named: "snippet-extractor").url,
        arguments: [output.path()] + documents.map { $0.path() },
        inputFiles: documents,
        outputFiles: [output])
    ]
  }
}
