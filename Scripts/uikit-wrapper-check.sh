#!/usr/bin/env bash
# Builds and tests a small package made of wrappers written for iOS — the `#if canImport(UIKit)`
# form, as in Tests/FieldworkUIKitTests/Wrappers — against FieldworkUIKit, resolved through a
# git URL as a user's package resolves it. A second target uses the API deprecated in this
# minor version: it must still compile, with deprecation warnings and no others.
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
clone_checkout uikit-wrapper-check "$work"

app="$work/wrappers"
mkdir -p "$app/Sources/Wrappers" "$app/Sources/UsesDeprecatedAPI" "$app/Tests/WrappersTests"
cp Tests/FieldworkUIKitTests/Wrappers/*.swift "$app/Sources/Wrappers/"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Wrappers",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(url: "file://$work/fieldwork", branch: "main")],
  targets: [
    .target(
      name: "Wrappers",
      dependencies: [.product(name: "FieldworkUIKit", package: "fieldwork")]),
    .target(
      name: "UsesDeprecatedAPI",
      dependencies: [.product(name: "Fieldwork", package: "fieldwork")]),
    .testTarget(
      name: "WrappersTests",
      dependencies: ["Wrappers", .product(name: "FieldworkUIKit", package: "fieldwork")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$app/Sources/UsesDeprecatedAPI/Deprecated.swift" <<'SOURCE'
import Fieldwork

// Today's calls that this minor version deprecates: they must keep compiling.
enum Folder: Hashable, CaseIterable { case all, work }

@MainActor func usesTheDeprecatedAPI() -> Int {
  let results = SearchResults(SearchIndex(["a", "b"], by: \.self), scope: Folder.all) { _, _ in true }
  results.scope = AnyHashable(Folder.work)
  @State var index = 0
  let bar = SearchBar(text: .constant(""))
    .scopes(Folder.allCases, selection: results.scopeBinding(Folder.self)) { "\($0)" }
    .scopes(["All", "Work"], selection: $index)
    .autocapitalization(.none)
  let field = TextField(text: .constant("")).returnKeyType(.done).autocapitalization(.words)
    .autocorrection(.no)
  _ = (bar, field)
  return results.count
}
SOURCE
cat > "$app/Tests/WrappersTests/WrappersTests.swift" <<'SOURCE'
import FieldworkUIKit
import Testing

@testable import Wrappers

@MainActor @Test func theSearchBarWrapperWritesItsBinding() {
  @State var text = ""
  let host = RepresentableHost { SearchBar(text: $text) }
  host.view.tap()
  host.view.type("ab")
  #expect(text == "ab")
}

@MainActor @Test func theCustomTextFieldHopsAndSettles() async {
  @State var text = ""
  @State var isEditing = false
  let host = RepresentableHost { CustomTextField(text: $text, isFirstResponder: $isEditing) }
  host.view.tap()
  await host.settle()
  #expect(isEditing)
  host.view.type("Ada")
  #expect(text == "Ada")
}

@MainActor @Test func theBackspaceFieldSeesBackspaceWhenEmpty() {
  let field = BackspaceTextField(frame: .zero)
  var count = 0
  field.onDeleteBackwardWhenEmpty = { count += 1 }
  field.tap()
  field.deleteBackward()
  #expect(count == 1)
}

@MainActor @Test func theNotesViewBindsWhatIsTypedAndNeverItsPlaceholder() {
  @State var notes = ""
  let host = RepresentableHost { NotesTextView(text: $notes, placeholder: "Add a note") }
  #expect(host.view.text == "Add a note")
  host.view.tap()
  host.view.type("one\ntwo")
  #expect(notes == "one\ntwo")
}
SOURCE

echo "uikit-wrapper-check: building wrappers written for iOS against FieldworkUIKit"
log="$work/build.log"
if ! swift build --package-path "$app" ${scratch[@]+"${scratch[@]}"} --build-tests > "$log" 2>&1; then
  cat "$log" >&2
  echo "uikit-wrapper-check: the wrappers did not build" >&2
  exit 1
fi
others="$(grep -E 'warning:' "$log" | grep -v 'is deprecated' | grep -v '/fieldwork/' || true)"
if [ -n "$others" ]; then
  printf '%s\n' "$others" >&2
  echo "uikit-wrapper-check: warnings other than deprecations" >&2
  exit 1
fi
grep -q "'scopeBinding' is deprecated" "$log" ||
  { echo "uikit-wrapper-check: the deprecated API no longer says it is deprecated" >&2; exit 1; }
swift test --package-path "$app" ${scratch[@]+"${scratch[@]}"} 2>&1 | tail -n 3
echo "uikit-wrapper-check: the wrappers build and behave against FieldworkUIKit"
