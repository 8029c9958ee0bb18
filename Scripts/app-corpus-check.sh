#!/usr/bin/env bash
# Builds public SwiftUI apps whole against this checkout, each as one module, with only their
# import lines changed, and reports per app how many of its files compile and what stops the
# rest (the yardstick of "bring your app"; see the DocC article "Testing a whole app").
#
#   Scripts/app-corpus-check.sh MIRRORS [name ...]
#
# MIRRORS holds a git clone (or bare repository) of each app's repository, named
# owner+repo (owner+repo/repo or owner+repo/repo/.git also work). Scripts/app-corpus/apps.txt
# names each app's repository, commit and source folder; the Swift sources are read from that
# commit into .build/app-corpus and never copied into this repository.
#
# The import edit: `import SwiftUI`, `UIKit`, `Combine`, `SwiftData`, `CoreData`,
# `Contacts`, `ContactsUI` and `Observation` lines go, and every file gets
# `import FieldworkUIKit` (the documented import block's Linux branch). Nothing else changes.
# Test and UI-test folders are left out, and so are files the app's Xcode project does not
# compile (when its project lists its sources); the apps compile in Swift 5 mode, as Xcode
# builds them. A file compiles when the compiler reports no error in it.
#
# Then each app that compiles whole and has a test in Scripts/app-corpus/tests/<name>.swift
# (ours: it launches the app with AppHost and walks its main flow) is built as an executable
# target with that test beside it, and the test runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mirrors="${1:?usage: Scripts/app-corpus-check.sh MIRRORS [name ...]}"
shift
here="$PWD"
work="$here/.build/app-corpus"
mkdir -p "$work/Apps"

apps=()
while read -r name repo commit folder; do
  case "$name" in '' | '#'*) continue ;; esac
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
  apps+=("$name")
  owner_repo="${repo/\//+}"
  git_dir=""
  for candidate in "$mirrors/$owner_repo/repo/.git" "$mirrors/$owner_repo/repo" "$mirrors/$owner_repo/.git" "$mirrors/$owner_repo"; do
    if git --git-dir="$candidate" rev-parse --verify -q "$commit^{commit}" > /dev/null 2>&1; then
      git_dir="$candidate"
      break
    fi
  done
  if [ -z "$git_dir" ]; then
    echo "app-corpus-check: no repository with commit $commit for $name under $mirrors/$owner_repo" >&2
    exit 2
  fi
  target="$work/Apps/$name"
  rm -rf "$target"
  mkdir -p "$target"
  prefix="${folder#.}"
  prefix="${prefix#/}"
  # The files Xcode compiles: those its project's Sources phases name, when the app has a
  # project that names them (a stale copy left in the folder is not part of the app).
  in_project=""
  project="$(git --git-dir="$git_dir" ls-tree -r --name-only "$commit" | grep 'project\.pbxproj$' | head -1 || true)"
  # Xcode 16's synchronized folders compile every file in them without naming each.
  if [ -n "$project" ] &&
    ! git --git-dir="$git_dir" show "$commit:$project" | grep -q PBXFileSystemSynchronizedRootGroup; then
    in_project="$(git --git-dir="$git_dir" show "$commit:$project" |
      sed -nE 's/.*\/\* ([^/]+\.swift) in Sources \*\/.*/\1/p' | sort -u)"
  fi
  # Only the Swift sources are read from the commit (snapshots may lack large binary files).
  while IFS= read -r path; do
    if [ -n "$in_project" ] && ! printf '%s\n' "$in_project" | grep -qxF "$(basename "$path")"; then
      continue
    fi
    relative="${path#"$prefix"}"
    relative="${relative#/}"
    case "$relative" in *Tests/* | *Tests.swift | *"Preview Content/"* | Package.swift) continue ;; esac
    mkdir -p "$target/$(dirname "$relative")"
    {
      echo "import FieldworkUIKit"
      git --git-dir="$git_dir" show "$commit:$path" |
        sed -E '/^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+(SwiftUI|UIKit|Combine|SwiftData|CoreData|Contacts|ContactsUI|Observation)[[:space:]]*$/d'
    } > "$target/$relative"
  done < <(git --git-dir="$git_dir" ls-tree -r --name-only "$commit" -- ${prefix:+"$prefix"} | grep '\.swift$' | sort)
done < Scripts/app-corpus/apps.txt

{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '  name: "AppCorpus",'
  echo '  platforms: [.macOS(.v14), .iOS(.v17)],'
  echo "  dependencies: [.package(name: \"Fieldwork\", path: \"$here\")],"
  echo '  targets: ['
  for name in "${apps[@]}"; do
    echo "    .target(name: \"$name\", dependencies: [.product(name: \"FieldworkUIKit\", package: \"Fieldwork\")], path: \"Apps/$name\"),"
  done
  echo '  ],'
  echo '  swiftLanguageModes: [.v5]'
  echo ')'
} > "$work/Package.swift"

cd "$work"
# Fieldwork first, so each app's build time is its own.
swift build --target FieldworkUIKit > "$work/fieldwork-build.log" 2>&1 || {
  tail -20 "$work/fieldwork-build.log" >&2
  exit 1
}

total_files=0
total_ok=0
rm -f "$work/totals" "$work/whole"
printf '| app | files | compile | errors | build s | what stops the rest (most frequent first) |\n|---|---|---|---|---|---|\n'
for name in "${apps[@]}"; do
  log="$work/$name.log"
  start=$(date +%s.%N)
  swift build --target "$name" > "$log" 2>&1 || true
  end=$(date +%s.%N)
  seconds=$(python3 -c "print(f'{$end - $start:.1f}')")
  files=$(find "Apps/$name" -name '*.swift' | wc -l | tr -d ' ')
  python3 - "$work" "$name" "$files" "$seconds" "$log" <<'PY'
import re, sys, collections
work, name, files, seconds, log = sys.argv[1:]
errors = collections.Counter()
failing = set()
count = 0
seen = set()
for line in open(log, errors="replace"):
    m = re.match(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$", line.rstrip())
    if not m or f"/Apps/{name}/" not in m.group(1):
        continue
    key = (m.group(1), m.group(2), m.group(3), m.group(4))
    if key in seen:
        continue
    seen.add(key)
    count += 1
    failing.add(m.group(1))
    message = re.sub(r"'[^']*'", lambda q: q.group(0) if len(q.group(0)) < 40 else "'…'", m.group(4))
    errors[message] += 1
ok = int(files) - len(failing)
top = "; ".join(f"{m} (×{n})" if n > 1 else m for m, n in errors.most_common(4))
print(f"| {name} | {files} | {ok} | {count} | {seconds} | {top.replace('|', '/')} |")
with open(f"{work}/totals", "a") as t:
    t.write(f"{files} {ok}\n")
if ok == int(files):
    with open(f"{work}/whole", "a") as whole:
        whole.write(name + "\n")
PY
done
if [ -f "$work/totals" ]; then
  read -r total_files total_ok < <(awk '{f+=$1; o+=$2} END {print f, o}' "$work/totals")
  rm -f "$work/totals"
  python3 -c "print(f'\nall: {$total_ok} of {$total_files} files compile ({100*$total_ok/max($total_files,1):.0f}%)')"
fi

# --- Each app's main flow, walked by a test ---------------------------------------------------
# Scripts/app-corpus/tests/<name>.swift launches the app with AppHost and uses its main screen
# as a person does. It runs for an app whose files all compile: the app as an executable target
# (as Xcode builds it: its @main is the program's entry point) with the test target beside it,
# each app a package of its own, all sharing one build folder so Fieldwork is compiled once.
walked=0
passed=0
printf '\n| app | its main flow, walked by Scripts/app-corpus/tests/<app>.swift |\n|---|---|\n'
for name in "${apps[@]}"; do
  test_file="$here/Scripts/app-corpus/tests/$name.swift"
  [ -f "$test_file" ] || continue
  walked=$((walked + 1))
  if ! grep -qx "$name" "$work/whole" 2> /dev/null; then
    echo "| $name | not run: the app does not compile whole |"
    continue
  fi
  walk="$work/Walk/$name"
  rm -rf "$walk"
  mkdir -p "$walk/Tests/WalkTests"
  cp -R "$work/Apps/$name" "$walk/App"
  cp "$test_file" "$walk/Tests/WalkTests/"
  cat > "$walk/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "Walk",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Fieldwork", path: "$here")],
  targets: [
    .executableTarget(
      name: "$name", dependencies: [.product(name: "FieldworkUIKit", package: "Fieldwork")],
      path: "App"),
    .testTarget(
      name: "WalkTests",
      dependencies: ["$name", .product(name: "FieldworkUIKit", package: "Fieldwork")]),
  ],
  swiftLanguageModes: [.v5]
)
MANIFEST
  log="$work/$name.walk.log"
  # An app that keeps a store on disk (SwiftData's default configuration) keeps it in a
  # fresh application support folder of its own, not the user's.
  data_home="$work/$name.data"
  rm -rf "$data_home"
  mkdir -p "$data_home"
  if XDG_DATA_HOME="$data_home" HOME="$data_home" \
    swift test --package-path "$walk" --scratch-path "$work/.walk-build" > "$log" 2>&1; then
    passed=$((passed + 1))
    summary="$(grep -E 'Test run with' "$log" | tail -n 1 | sed -E 's/^[^A-Za-z]*//')"
    echo "| $name | passes ($summary) |"
  else
    echo "| $name | FAILS: $(grep -E 'error:|recorded an issue' "$log" | head -n 1 | sed -E 's/.*(error:|recorded an issue)/\1/' | cut -c1-160 | tr '|' '/') (log: $log) |"
  fi
done
rm -f "$work/whole"
[ "$walked" -eq 0 ] || echo "
walks: $passed of $walked pass"

