// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FieldworkBenchmarks",
  // The same platforms as Fieldwork: on macOS, SwiftPM refuses a package whose dependency
  // needs a newer deployment target than the package itself declares.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(name: "Fieldwork", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "FieldworkBenchmarks",
      dependencies: [
        .product(name: "Fieldwork", package: "Fieldwork"),
        .product(name: "FieldworkTesting", package: "Fieldwork"),
        .product(name: "FieldworkTerminal", package: "Fieldwork"),
        .product(name: "FieldworkTerminalTesting", package: "Fieldwork"),
        .product(name: "FieldworkUIKit", package: "Fieldwork"),
        .product(name: "FieldworkSwiftUI", package: "Fieldwork"),
        .product(name: "_FieldworkExampleSupport", package: "Fieldwork"),
        "HeapUsage",
      ]
    ),
    // What the heap holds, from the C library: the only C in the package.
    .target(name: "HeapUsage"),
  ],
  swiftLanguageModes: [.v6]
)
