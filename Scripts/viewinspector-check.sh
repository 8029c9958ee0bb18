#!/usr/bin/env bash
# Builds ViewInspector's own test files against this checkout, unchanged except their import
# lines, and reports per file how many of their Linux-active tests pass.
#
#   Scripts/viewinspector-check.sh /path/to/ViewInspector     # a checkout of nalexn/ViewInspector
#
# The import lines are the only edit: `import SwiftUI` → `import FieldworkSwiftUI`,
# `import Combine` → `import FieldworkCombine`, `@testable import ViewInspector` →
# `import FieldworkViewInspector`, and `import UniformTypeIdentifiers.UTType` (used only
# under `#if os(macOS)`) goes. The files come from the checkout given and are never copied
# into this repository. The package also gets the `Inspection` class that ViewInspector's
# guide has an app add to its target, written from the guide's description.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
vi="${1:?usage: Scripts/viewinspector-check.sh /path/to/ViewInspector}"
tests="$vi/Tests/ViewInspectorTests"
[ -d "$tests" ] || { echo "viewinspector-check: no Tests/ViewInspectorTests in $vi" >&2; exit 2; }
here="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/ViewInspector"
target="$pkg/Tests/ViewInspectorTests"
mkdir -p "$target"
[ -d "$tests/TestResources" ] && cp -R "$tests/TestResources" "$target/"

rewrite() {
  sed -e 's/^import SwiftUI$/import FieldworkSwiftUI/' \
    -e 's/^import Combine$/import FieldworkCombine/' \
    -e 's/^@testable import ViewInspector$/import FieldworkViewInspector/' \
    -e '/^import UniformTypeIdentifiers/d' "$1"
}

excluded=()
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  file="${line%% #*}"
  if [ "$file" != "$line" ]; then
    excluded+=("$file:${line#* # }")
    continue
  fi
  rewrite "$tests/$file" > "$target/$(basename "$file")"
done < Scripts/viewinspector/files.txt

cat > "$target/Inspection.swift" <<'SWIFT'
// What ViewInspector's guide has an app add to its views, and the test target's conformance.
import FieldworkCombine
import FieldworkViewInspector

final class Inspection<V> {
  let notice = PassthroughSubject<UInt, Never>()
  var callbacks: [UInt: (V) -> Void] = [:]

  func visit(_ view: V, _ line: UInt) {
    callbacks.removeValue(forKey: line)?(view)
  }
}

extension Inspection: InspectionEmissary {}
SWIFT

cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "ViewInspector",
  defaultLocalization: "en",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: "$here")],
  targets: [
    .testTarget(
      name: "ViewInspectorTests",
      dependencies: [
        .product(name: "FieldworkViewInspector", package: "$(basename "$here")"),
        .product(name: "FieldworkCombine", package: "$(basename "$here")"),
      ],
      resources: [.process("TestResources")])
  ]
)
SWIFT

cd "$pkg"
if ! swift build --build-tests > build.log 2>&1; then
  grep -E "error:" build.log | grep -v '^ ' | head -40 >&2
  echo "viewinspector-check: the files did not compile (above)" >&2
  exit 1
fi
# ViewInspector's tests look for their resources as "<package>_<target>.bundle", SwiftPM's
# name on Apple platforms; SwiftPM on Linux names the folder ".resources".
bin="$(swift build --show-bin-path)"
[ -d "$bin/ViewInspector_ViewInspectorTests.resources" ] \
  && ln -sfn ViewInspector_ViewInspectorTests.resources "$bin/ViewInspector_ViewInspectorTests.bundle"
swift test --skip-build > test.log 2>&1 || true
# The failures' messages, kept for a look after the temporary package is gone.
mkdir -p "$here/.build" && cp test.log "$here/.build/viewinspector-test.log"

python3 - "$target" test.log "${excluded[@]+"${excluded[@]}"}" <<'PY'
import os, re, sys
target, log = sys.argv[1], sys.argv[2]
excluded = [e.split(":", 1) for e in sys.argv[3:]]
owner = {}
for name in sorted(os.listdir(target)):
    if not name.endswith(".swift"):
        continue
    for cls in re.findall(r"^(?:final |private |fileprivate )*class (\w+)\s*:\s*XCTestCase",
                          open(os.path.join(target, name)).read(), re.M):
        owner[cls] = name
results = {}
for cls, status in re.findall(r"Test Case '(\w+)\.\w+' (passed|failed|skipped)", open(log).read()):
    file = owner.get(cls, "?")
    counts = results.setdefault(file, {"passed": 0, "failed": 0, "skipped": 0})
    counts[status] += 1
total = {"passed": 0, "failed": 0, "skipped": 0}
print(f"{'file':<36} {'compiles':>8} {'run':>5} {'pass':>5} {'fail':>5}")
for file in sorted(set(owner.values())):
    counts = results.get(file, {"passed": 0, "failed": 0, "skipped": 0})
    run = counts["passed"] + counts["failed"]
    for key in total:
        total[key] += counts[key]
    print(f"{file:<36} {'yes':>8} {run:>5} {counts['passed']:>5} {counts['failed']:>5}")
for file, reason in excluded:
    print(f"{os.path.basename(file):<36} {'no':>8}   ({reason})")
run = total["passed"] + total["failed"]
share = 100.0 * total["passed"] / run if run else 0
print(f"{'total':<36} {'':>8} {run:>5} {total['passed']:>5} {total['failed']:>5}  ({share:.1f}% pass)")
failed = sorted(set(re.findall(r"Test Case '(\w+\.\w+)' failed", open(log).read())))
if failed:
    print("failing tests:")
    for name in failed:
        print("  " + name)
PY
