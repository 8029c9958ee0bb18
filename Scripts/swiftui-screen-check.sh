#!/usr/bin/env bash
# Builds and tests a small package of SwiftUI screens written for iOS — the files in
# Tests/FieldworkSwiftUITests/Screens, each with the `#if canImport(UIKit)` import block —
# against FieldworkUIKit, resolved through a git URL as a user's package resolves it. A second
# target, in Swift 5 language mode, holds a wrapper that reads its context and its properties
# from nonisolated closures, as iOS code written before strict concurrency does: it must
# compile (UIViewRepresentable is @MainActor @preconcurrency, as on iOS).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
# FIELDWORK_CHECK_SCRATCH names a build folder to share with the other check of packages
# that use this checkout by path (CI sets it): Fieldwork's modules are compiled once for both.
scratch=()
if [ -n "${FIELDWORK_CHECK_SCRATCH:-}" ]; then scratch=(--scratch-path "$FIELDWORK_CHECK_SCRATCH"); fi
trap 'rm -rf "$work"' EXIT

. Scripts/lib/clone-checkout.sh
clone_checkout swiftui-screen-check "$work"

app="$work/screens"
mkdir -p "$app/Sources/Screens" "$app/Sources/Swift5Wrappers" "$app/Tests/ScreensTests"
cp Tests/FieldworkSwiftUITests/Screens/*.swift "$app/Sources/Screens/"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Screens",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(url: "file://$work/fieldwork", branch: "main")],
  targets: [
    .target(
      name: "Screens",
      dependencies: [.product(name: "FieldworkUIKit", package: "fieldwork")]),
    .target(
      name: "Swift5Wrappers",
      dependencies: [.product(name: "FieldworkUIKit", package: "fieldwork")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ScreensTests",
      dependencies: [
        "Screens", "Swift5Wrappers", .product(name: "FieldworkUIKit", package: "fieldwork"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$app/Sources/Swift5Wrappers/CountingField.swift" <<'SOURCE'
// Written for iOS before strict concurrency: the coordinator reads the wrapper's properties
// and its context from closures the compiler does not know run on the main actor.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

public struct CountingField: UIViewRepresentable {
  @Binding var text: String
  @Binding var edits: Int

  public init(text: Binding<String>, edits: Binding<Int>) {
    _text = text
    _edits = edits
  }

  public func makeCoordinator() -> Coordinator { Coordinator(self) }

  public func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    // Reads the context and a property off the main thread, then hops back: Swift 5 code on
    // iOS compiles this (with warnings at most), because UIViewRepresentable and its context
    // are @preconcurrency there.
    DispatchQueue.global().async {
      let isEnabled = context.environment.isEnabled
      let placeholder = self.text.isEmpty ? "Type here" : nil
      DispatchQueue.main.async {
        field.isEnabled = isEnabled
        field.placeholder = placeholder
      }
    }
    return field
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }

  public class Coordinator: NSObject, UITextFieldDelegate {
    var parent: CountingField
    init(_ parent: CountingField) { self.parent = parent }

    public func textFieldDidChangeSelection(_ textField: UITextField) {
      let typed = textField.text ?? ""
      DispatchQueue.main.async {
        guard self.parent.text != typed else { return }
        self.parent.text = typed
        self.parent.edits += 1
      }
    }
  }
}
SOURCE
cat > "$app/Tests/ScreensTests/ScreensTests.swift" <<'SOURCE'
import FieldworkUIKit
import Testing

@testable import Screens
@testable import Swift5Wrappers

@MainActor @Test func theToDoScreenFiltersAsThePersonTypes() throws {
  let host = ViewHost { ContentView() }
  let bar: UISearchBar = try host.inspect().find(SearchBar.self).actualView().uiView()
  bar.tap()
  bar.type("Buy")
  #expect(try host.inspect().findAll(TodoListRow.self).count == 2)
}

@MainActor @Test func theSignInFormEnablesItsButtonWhenValid() throws {
  let form = try SignInForm().inspect()
  try form.find(ViewType.TextField.self).setInput("ada@example.com")
  try form.find(ViewType.SecureField.self).setInput("correct horse")
  #expect(try !form.find(button: "Sign In").isDisabled())
}

@MainActor @Test func theLibraryLoadsInItsTask() async throws {
  let host = ViewHost { LibraryView() }
  await host.settle()
  #expect(try host.inspect().findAll(BookRow.self).count == 3)
}

@MainActor @Test func theSwift5WrapperWorksOnceTheMainQueueRuns() async throws {
  @State var text = ""
  @State var edits = 0
  let host = ViewHost { CountingField(text: $text, edits: $edits) }
  await host.settle()
  let field: UITextField = try host.inspect().find(CountingField.self).actualView().uiView()
  #expect(field.placeholder == "Type here")
  field.tap()
  field.type("ab")
  await host.settle()
  #expect(text == "ab" && edits == 2)
}
SOURCE

echo "swiftui-screen-check: building screens written for iOS against FieldworkUIKit"
log="$work/build.log"
if ! swift build --package-path "$app" ${scratch[@]+"${scratch[@]}"} --build-tests > "$log" 2>&1; then
  cat "$log" >&2
  echo "swiftui-screen-check: the screens did not build" >&2
  exit 1
fi
# The Swift 5 target may warn about concurrency, as it would on iOS; nothing else may.
others="$(grep -E '^/[^ ]*: warning:' "$log" | grep -v '/fieldwork/' | grep -v '/Swift5Wrappers/' || true)"
if [ -n "$others" ]; then
  printf '%s\n' "$others" >&2
  echo "swiftui-screen-check: warnings in the screens" >&2
  exit 1
fi
swift test --package-path "$app" ${scratch[@]+"${scratch[@]}"} 2>&1 | tail -n 3
echo "swiftui-screen-check: the screens build and behave against FieldworkUIKit"
