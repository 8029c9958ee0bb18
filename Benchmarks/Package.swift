// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FieldworkBenchmarks",
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
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
