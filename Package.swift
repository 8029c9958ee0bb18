// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
  name: "Fieldwork",
  // The first releases with Observation (withObservationTracking), which Fieldwork uses.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Fieldwork", targets: ["Fieldwork"]),
    .library(name: "FieldworkTesting", targets: ["FieldworkTesting"]),
    .library(name: "FieldworkTerminal", targets: ["FieldworkTerminal"]),
    .library(name: "FieldworkTerminalTesting", targets: ["FieldworkTerminalTesting"]),
    .library(name: "FieldworkCombine", targets: ["FieldworkCombine"]),
    .library(name: "FieldworkSwiftUI", targets: ["FieldworkSwiftUI"]),
    .library(name: "FieldworkUIKit", targets: ["FieldworkUIKit"]),
    // UIKit's names alone, over the core (FieldworkUIKit re-exports it): for a package that wraps
    // UIKit controls and never uses SwiftUI's views.
    .library(name: "FieldworkUIKitCore", targets: ["FieldworkUIKitCore"]),
    .library(name: "FieldworkSwiftData", targets: ["FieldworkSwiftData"]),
    .library(name: "FieldworkContacts", targets: ["FieldworkContacts"]),
    .library(name: "FieldworkCoreData", targets: ["FieldworkCoreData"]),
    .library(name: "FieldworkViewInspector", targets: ["FieldworkViewInspector"]),
    // Xcode's Core Data code generation: the classes of a target's .xcdatamodeld.
    .plugin(name: "CoreDataCodegen", targets: ["CoreDataCodegen"]),
    // Not API: the examples' contacts, vCard reader and generator, for the nested Benchmarks
    // package (which can use only products). A leading underscore means "not API".
    .library(name: "_FieldworkExampleSupport", targets: ["ExampleSupport"]),
  ],
  targets: [
    // The lock, the sendable box and the main-queue helpers that several modules share, and
    // the hook through which a module below the core batches its changes.
    .target(name: "FieldworkSupport"),
    .target(name: "Fieldwork", dependencies: ["FieldworkSupport"]),
    .target(name: "FieldworkTerminal", dependencies: ["Fieldwork"]),
    .target(name: "FieldworkTesting", dependencies: ["Fieldwork"]),
    .target(name: "FieldworkTerminalTesting", dependencies: ["FieldworkTerminal"]),
    .target(name: "FieldworkCombine", dependencies: ["FieldworkSupport"]),
    .target(
      name: "FieldworkSwiftUI", dependencies: ["Fieldwork", "FieldworkCombine", "FieldworkMacros"]),
    // The macros (#Preview, @Previewable, @Entry): a compiler plugin with no dependency, which
    // speaks the compiler's plugin message protocol itself and expands from source text.
    .target(name: "FieldworkMacroSupport"),
    .macro(name: "FieldworkMacros", dependencies: ["FieldworkMacroSupport"]),
    // SwiftData's models, container, context and @Query, in memory or in a file.
    .target(
      name: "FieldworkSwiftData",
      dependencies: ["Fieldwork", "FieldworkSwiftUI", "FieldworkMacros"]
    ),
    // Core Data's managed objects, container, context, NSPredicate(format:) and @FetchRequest.
    .target(
      name: "FieldworkCoreData",
      dependencies: [
        "Fieldwork", "FieldworkCombine", "FieldworkSwiftUI", "FieldworkMacros",
        "FieldworkCoreDataModel",
      ]),
    // The reader of Xcode's data model files and the code generator, with no dependency: for
    // Core Data's model reader and for the CoreDataCodegen plugin's tool.
    .target(name: "FieldworkCoreDataModel"),
    .executableTarget(
      name: "coredata-codegen", dependencies: ["FieldworkCoreDataModel"],
      path: "Tools/CoreDataCodegen"),
    .plugin(
      name: "CoreDataCodegen", capability: .buildTool(), dependencies: ["coredata-codegen"]),
    // Contacts' store and types, backed by a vCard file.
    .target(
      name: "FieldworkContacts", dependencies: ["Fieldwork"],
      resources: [.copy("Resources/sample.vcf")]),
    // UIKit's names (UITextField, UISearchBar, UITextView, their delegates, UIView, the app
    // and scene delegates) over the core alone: a wrapper that uses only them never compiles
    // the view graph.
    .target(name: "FieldworkUIKitCore", dependencies: ["Fieldwork"]),
    // The one import: re-exports UIKit's names, SwiftUI's views, Combine and the data layers,
    // and holds the bridges between UIKit and SwiftUI (UIViewRepresentable, hosting).
    .target(
      name: "FieldworkUIKit",
      dependencies: [
        "Fieldwork", "FieldworkUIKitCore", "FieldworkSwiftUI", "FieldworkSwiftData",
        "FieldworkCoreData", "FieldworkContacts",
      ]),
    // ViewInspector's XCTest-based helpers (ViewHosting, InspectionEmissary): a module of
    // its own, so FieldworkSwiftUI never links XCTest.
    .target(name: "FieldworkViewInspector", dependencies: ["FieldworkSwiftUI"]),
    .target(
      name: "ExampleSupport", dependencies: ["FieldworkTerminal", "FieldworkContacts"],
      path: "Examples/Support"),
    .executableTarget(
      name: "custom-text-field",
      dependencies: ["Fieldwork", "FieldworkTerminal", "ExampleSupport"],
      path: "Examples/custom-text-field"
    ),
    .executableTarget(
      name: "contacts-search",
      dependencies: ["Fieldwork", "FieldworkTerminal", "ExampleSupport"],
      path: "Examples/contacts-search",
      resources: [.copy("contacts.vcf")]
    ),
    .executableTarget(
      name: "todo-search",
      dependencies: ["Fieldwork", "FieldworkTerminal", "FieldworkSwiftData", "ExampleSupport"],
      path: "Examples/todo-search"
    ),
    .executableTarget(name: "snippet-extractor", path: "Tools/SnippetExtractor"),
    // Saves to a SwiftData store in a loop, for the test that kills it mid-save.
    .executableTarget(
      name: "swiftdata-save-loop", dependencies: ["FieldworkSwiftData", "FieldworkContacts"],
      path: "Tools/SwiftDataSaveLoop"),
    .plugin(
      name: "SnippetTests",
      capability: .buildTool(),
      dependencies: ["snippet-extractor"]
    ),
    .testTarget(
      name: "FieldworkTests",
      dependencies: [
        "Fieldwork", "FieldworkTesting", "FieldworkTerminal", "FieldworkTerminalTesting",
        "FieldworkUIKit", "ExampleSupport",
        "custom-text-field", "contacts-search", "todo-search", "swiftdata-save-loop",
      ],
      plugins: ["SnippetTests"]
    ),
    // Wrappers written for iOS, compiled unchanged against FieldworkUIKit: a module of their
    // own, as in a user's package, so their names (`SearchBar`, `CustomTextField`) are theirs.
    .testTarget(
      name: "FieldworkUIKitTests",
      dependencies: ["FieldworkUIKit", "FieldworkTesting"]
    ),
    .testTarget(name: "FieldworkCombineTests", dependencies: ["FieldworkCombine"]),
    // The tutorials' own apps, whole, each a module of its own as in its author's project.
    .testTarget(
      name: "SwiftDataTodoAppTests", dependencies: ["FieldworkUIKit"],
      path: "Tests/SeedApps/SwiftDataTodo"),
    // The Core Data edition of the same app, Swift 5 as the book's project is.
    .testTarget(
      name: "CoreDataTodoAppTests", dependencies: ["FieldworkUIKit"],
      path: "Tests/SeedApps/CoreDataTodo", swiftSettings: [.swiftLanguageMode(.v5)]),
    // Written in Swift 5, as the tutorial is.
    .testTarget(
      name: "ContactsSearchAppTests", dependencies: ["FieldworkUIKit"],
      path: "Tests/SeedApps/ContactsSearch", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "FieldworkMacroTests", dependencies: ["FieldworkMacroSupport"]),
    // SwiftUI screens written for iOS, hosted and inspected headlessly: a module of their
    // own, as in a user's package.
    .testTarget(
      name: "FieldworkSwiftUITests",
      dependencies: [
        "FieldworkUIKit", "FieldworkSwiftUI", "FieldworkTesting", "FieldworkViewInspector",
      ],
      // An Xcode data model, found by NSPersistentContainer(name: "Planner") as an app's is;
      // its generated entities' classes come from the CoreDataCodegen plugin, as Xcode's do.
      resources: [.copy("CoreData/Planner.xcdatamodeld"), .copy("CoreData/Journal.xcdatamodeld")],
      plugins: ["CoreDataCodegen"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// CI's thread-sanitizer run (`.ci/run`) builds only the modules that start threads and their
// tests: the core (search index, State, stores, clocks) and Combine (schedulers). Everything
// else runs on the main actor and is covered by the address-sanitizer and plain runs. Set by CI
// only; with it unset, the package is the one above.
if Context.environment["FIELDWORK_THREAD_SUITES"] == "1" {
  let kept: Set = [
    "FieldworkSupport", "Fieldwork", "FieldworkTesting", "FieldworkCombine", "FieldworkTests",
    "FieldworkCombineTests",
  ]
  package.targets.removeAll { !kept.contains($0.name) }
  package.products.removeAll { !kept.contains($0.name) }
  for target in package.targets where target.name == "FieldworkTests" {
    target.dependencies = ["Fieldwork", "FieldworkTesting"]
    target.plugins = []
    // The test files that import a module left out above, and the one that runs the example
    // programs, which are left out too.
    target.exclude =
      threadSuitesExcluded(in: "Tests/FieldworkTests", keeping: kept) + ["ExampleTests.swift"]
  }
}

/// The Swift files under `directory` (relative to it) that import a module not in `kept`.
func threadSuitesExcluded(in directory: String, keeping kept: Set<String>) -> [String] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(directory)
  guard let files = FileManager.default.enumerator(atPath: root.path) else { return [] }
  let toolchain: Set = ["Foundation", "Dispatch", "Observation", "Testing", "Synchronization"]
  return files.compactMap { $0 as? String }.filter { path in
    guard path.hasSuffix(".swift"),
      let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    else { return false }
    return text.split(separator: "\n").contains { line in
      let words = line.split(separator: " ")
      guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
        words[..<at].allSatisfy({ $0 == "@testable" })
      else { return false }
      let module = String(words[at + 1])
      return !kept.contains(module) && !toolchain.contains(module)
    }
  }
}
