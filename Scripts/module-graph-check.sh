#!/usr/bin/env bash
# The library modules depend only on the modules the architecture allows them
# (Sources/Fieldwork/Documentation.docc/Architecture.md, CONTRIBUTING.md): dependencies point
# down. A new edge fails here until the table below, and the architecture article, say it
# belongs. And every public type is in the file named for it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

swift package describe --type json | python3 -c '
import json, pathlib, re, sys

allowed = {
    "FieldworkSupport": set(),
    "Fieldwork": {"FieldworkSupport"},
    "FieldworkTesting": {"Fieldwork"},
    "FieldworkTerminal": {"Fieldwork"},
    "FieldworkTerminalTesting": {"FieldworkTerminal"},
    # The lock and the update-batching hook, not the 15,000-line core.
    "FieldworkCombine": {"FieldworkSupport"},
    "FieldworkMacroSupport": set(),
    "FieldworkMacros": {"FieldworkMacroSupport"},
    "FieldworkSwiftUI": {"Fieldwork", "FieldworkCombine", "FieldworkMacros"},
    "FieldworkViewInspector": {"FieldworkSwiftUI"},
    "FieldworkSwiftData": {"Fieldwork", "FieldworkSwiftUI", "FieldworkMacros"},
    "FieldworkCoreDataModel": set(),
    "FieldworkCoreData": {
        "Fieldwork", "FieldworkCombine", "FieldworkSwiftUI", "FieldworkMacros",
        "FieldworkCoreDataModel",
    },
    "FieldworkContacts": {"Fieldwork"},
    # UIKit names over the core alone: no view graph below UITextField.
    "FieldworkUIKitCore": {"Fieldwork"},
    "FieldworkUIKit": {
        "Fieldwork", "FieldworkUIKitCore", "FieldworkSwiftUI", "FieldworkSwiftData",
        "FieldworkCoreData", "FieldworkContacts",
    },
}
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
failures = []
for name, target in sorted(targets.items()):
    if target["path"].startswith(("Tests", "Examples", "Tools", "Plugins")):
        continue
    if name not in allowed:
        failures.append(f"{name}: a library module the table in Scripts/module-graph-check.sh does not list")
        continue
    extra = set(target.get("target_dependencies", [])) - allowed[name]
    for dependency in sorted(extra):
        failures.append(f"{name} depends on {dependency}, which the architecture does not allow")

# A type is found by its file name (CONTRIBUTING.md): every public type declared at the top
# level of a file in Sources/ is declared in a file named after it.
declaration = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?"
    r"(?:struct|class|enum|protocol|actor)\s+(\w+)")
files = sorted(pathlib.Path("Sources").rglob("*.swift"))
for path in files:
    for number, line in enumerate(path.read_text().splitlines(), 1):
        match = declaration.match(line)
        if match and match.group(1) != path.stem:
            failures.append(f"{path}:{number}: {match.group(1)} belongs in {match.group(1)}.swift")

for failure in failures:
    print("module-graph-check:", failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"module-graph-check: {len(allowed)} library modules, every dependency pointing down;")
print(f"module-graph-check: every public top-level type in the file named for it ({len(files)} files)")
'

