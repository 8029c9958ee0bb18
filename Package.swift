// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Fieldwork",
  products: [
    .library(name: "Fieldwork", targets: ["Fieldwork"]),
    .library(name: "FieldworkTesting", targets: ["FieldworkTesting"]),
  ],
  targets: [
    .target(name: "Fieldwork"),
    .target(name: "FieldworkTesting", dependencies: ["Fieldwork"]),
    .executableTarget(
      name: "custom-text-field",
      dependencies: ["Fieldwork"],
      path: "Examples/custom-text-field"
    ),
    .testTarget(
      name: "FieldworkTests",
      dependencies: ["Fieldwork", "FieldworkTesting", "custom-text-field"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
