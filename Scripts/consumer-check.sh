#!/usr/bin/env bash
# Builds a throwaway package made from the README's "Adding Fieldwork" snippet, with the URL
# replaced by the file:// URL of a local git clone of this checkout, so the snippet (its
# requirement included) cannot drift from the manifest or from what a user can resolve.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Resolved the way a user's package resolves Fieldwork: through a git URL (file://) and the
# requirement the snippet states, not a path. The snippet names a branch or a version; the
# clone offers both.
. Scripts/lib/clone-checkout.sh
clone_checkout consumer-check "$work"
version="$(sed -nE 's/^## \[([0-9]+\.[0-9]+\.[0-9]+)\].*/\1/p' CHANGELOG.md | head -n 1)"
[ -n "$version" ] && git -C "$work/fieldwork" tag -f "$version" > /dev/null

snippet="$(awk '/^## Adding Fieldwork/{on=1} on && /^```swift/{grab=1; next} grab && /^```/{exit} grab' README.md)"
[ -n "$snippet" ] || { echo "consumer-check: no snippet under '## Adding Fieldwork'" >&2; exit 1; }
grep -qE '\.package\(url: "[^"]+"' <<<"$snippet" ||
  { echo "consumer-check: the snippet has no .package(url: ...) line" >&2; exit 1; }
snippet="$(printf '%s\n' "$snippet" |
  sed -E "s#\.package\(url: \"[^\"]+\"#.package(url: \"file://$work/fieldwork\"#")"

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
# FieldworkTesting depends on Fieldwork alone: testing models builds no terminal front end.
modules="$(swift build --package-path "$work/consumer" --show-bin-path)/Modules"
if [ -e "$modules/FieldworkTerminal.swiftmodule" ]; then
  echo "consumer-check: building Fieldwork and FieldworkTesting also built FieldworkTerminal" >&2
  exit 1
fi
echo "consumer-check: the README's snippet resolves through git and builds"
