// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Fieldwork",
  products: [
    .library(name: "Fieldwork", targets: ["Fieldwork"])
  ],
  targets: [
    .target(name: "Fieldwork"),
    .executableTarget(
      name: "custom-text-field",
      dependencies: ["Fieldwork"],
      path: "Examples/custom-text-field"
    ),
    .testTarget(
      name: "FieldworkTests",
      dependencies: ["Fieldwork", "custom-text-field"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
