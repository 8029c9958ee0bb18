#!/usr/bin/env bash
# Builds the DocC documentation of every library module, as CI does (warnings are
# errors), into .build/docs/<Module>. Open .build/docs/<Module>/index.html through a local web
# server, for example:
#   Scripts/docs.sh && python3 -m http.server -d .build/docs/Fieldwork 8000
#   # then http://localhost:8000/documentation/fieldwork
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# One symbol graph per module, public API only, written by SwiftPM itself (always fresh).
swift package dump-symbol-graph --minimum-access-level public > /dev/null
dumped="$(swift build --show-bin-path)/../symbolgraph"

# A swift.org toolchain has `docc` beside `swift`; under Xcode it is reached through xcrun.
if command -v docc > /dev/null; then docc=(docc); else docc=(xcrun docc); fi

mkdir -p .build/docs
for module in Fieldwork FieldworkCombine FieldworkTesting FieldworkTerminal FieldworkTerminalTesting FieldworkSwiftUI FieldworkSwiftData FieldworkCoreData FieldworkContacts FieldworkUIKitCore FieldworkUIKit FieldworkViewInspector; do
  graphs=".build/symbol-graphs/$module"
  rm -rf "$graphs" && mkdir -p "$graphs"
  cp "$dumped/$module.symbols.json" "$graphs/"
  "${docc[@]}" convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" --output-path ".build/docs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.fieldwork.$module" \
    --warnings-as-errors
  echo "docs: .build/docs/$module (open documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]') through a web server)"
done
