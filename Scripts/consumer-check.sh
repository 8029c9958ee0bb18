#!/usr/bin/env bash
# Builds a throwaway package made from the README's "Adding Fieldwork" snippet, with the URL
# replaced by a local clone of this checkout, so the snippet cannot drift from the manifest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
checkout="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The package identity comes from the last path component, as it does from a URL's, so the
# clone is named like the repository.
git clone -q "$checkout" "$work/fieldwork"
# Uncommitted changes are part of what is checked when run by hand.
git -C "$checkout" diff HEAD | git -C "$work/fieldwork" apply --allow-empty

snippet="$(awk '/^## Adding Fieldwork/{on=1} on && /^```swift/{grab=1; next} grab && /^```/{exit} grab' README.md)"
[ -n "$snippet" ] || { echo "consumer-check: no snippet under '## Adding Fieldwork'" >&2; exit 1; }
snippet="$(printf '%s\n' "$snippet" |
  sed -E "s#\.package\(url: \"[^\"]+\", from: \"[^\"]+\"\)#.package(path: \"$work/fieldwork\")#")"
grep -q "package(path:" <<<"$snippet" || { echo "consumer-check: no .package(url:from:) line" >&2; exit 1; }

mkdir -p "$work/consumer/Sources/MyApp" "$work/consumer/Tests/MyAppTests"
cat > "$work/consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
$(printf '%s\n' "$snippet" | sed 's/^/  /'),
  swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$work/consumer/Sources/MyApp/MyApp.swift" <<'SOURCE'
import Fieldwork

@MainActor public final class Greeting {
  @State public var name = ""
  public lazy var host = RepresentableHost { [unowned self] in
    TextField("Name", text: $name).maxLength(20)
  }
  public init() {}
}
SOURCE
cat > "$work/consumer/Tests/MyAppTests/MyAppTests.swift" <<'SOURCE'
import FieldworkTesting
import MyApp
import Testing

@MainActor @Test func typing() {
  let greeting = Greeting()
  greeting.host.view.tap()
  greeting.host.view.type("Ada")
  #expect(greeting.name == "Ada")
  var generator = SeededGenerator(seed: 1)
  _ = generator.next()
}
SOURCE
echo "consumer-check: building a package made from the README's snippet"
swift build --package-path "$work/consumer" --build-tests
echo "consumer-check: the README's snippet resolves and builds"
