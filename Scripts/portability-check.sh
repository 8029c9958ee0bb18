#!/usr/bin/env bash
# Fails on what would keep the package from building or testing on macOS (or on musl) while it
# builds here on glibc:
#
# 1. C-library spellings that exist on one platform only, used outside the files that keep
#    each platform's branch side by side (a file named *Platform.swift in each module, the tests'
#    PseudoTerminal.swift);
# 2. shell that needs GNU tools or bash 4 (macOS ships BSD tools and bash 3.2);
# 3. standard-library, Concurrency, Observation or Synchronization API whose availability is
#    above the platforms Package.swift declares, found by the compiler
#    (Scripts/availability-check.py: symbol graphs plus the build's index store).
#
# Run after `swift build --build-tests` and the benchmarks' release build (as CI does):
#   Scripts/portability-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
failed=0

report() {
  echo "portability-check: $1" >&2
  failed=1
}

swift_files=()
while IFS= read -r file; do swift_files+=("$file"); done < <(
  find Sources Examples Tests Fuzz Benchmarks/Sources Tools Plugins -name '*.swift' | sort
)
platform_helpers='(Platform\.swift|/PseudoTerminal\.swift)$'

# --- 1. one platform's spellings -----------------------------------------------------------
# pattern => what to use instead (extended regular expressions, without GNU's \b, so the
# script runs the same with BSD grep)
spellings=(
  '__sigaction_handler => glibc'"'"'s sigaction union: use sigaction.handler (TerminalPlatform.swift)'
  '__sigaction_u => Darwin'"'"'s sigaction union: use sigaction.handler (TerminalPlatform.swift)'
  '(^|[^A-Za-z0-9_])__sa_handler([^A-Za-z0-9_]|$) => musl'"'"'s sigaction union: use sigaction.handler (TerminalPlatform.swift)'
  '/proc/ => Linux'"'"'s /proc: use a C library call (ttyname, getpid, sysconf)'
  'posix_spawnattr_setflags\([^)]*0x[0-9a-fA-F]+ => a bare spawn flag: the values differ (Darwin'"'"'s 0x80 is START_SUSPENDED)'
  'String\(validating: => String(validating:as:) needs macOS 15: use Unicode.UTF8.isWellFormed'
  '(^|[^A-Za-z0-9_])epoll_ => Linux'"'"'s epoll: use poll'
  '(^|[^A-Za-z0-9_])pipe2\( => pipe2 is not on Darwin: use pipe and fcntl'
  '(^|[^A-Za-z0-9_])st_mtim([^A-Za-z0-9_]|$) => glibc'"'"'s st_mtim: Darwin names it st_mtimespec'
)
for entry in "${spellings[@]}"; do
  pattern="${entry%% => *}"
  advice="${entry#* => }"
  for file in "${swift_files[@]}"; do
    [[ "$file" =~ $platform_helpers ]] && continue
    # Comments may name a spelling; code may not.
    while IFS= read -r hit; do
      report "$file:${hit%%:*}: $advice"
    done < <(grep -nE "$pattern" "$file" | grep -vE '^[0-9]+:[[:space:]]*//' || true)
  done
done
# A file that imports Glibc imports Musl and Darwin beside it, so it builds on all three.
for file in "${swift_files[@]}"; do
  grep -qE '^[[:space:]]*import Glibc' "$file" || continue
  grep -qE '^[[:space:]]*import Musl' "$file" && grep -qE '^[[:space:]]*import Darwin' "$file" ||
    report "$file: imports Glibc without Musl and Darwin branches (#if canImport(…))"
done

# --- 2. shell that needs GNU tools or bash 4 ------------------------------------------------
shell_spellings=(
  '(^|[^A-Za-z0-9_])mapfile([^A-Za-z0-9_]|$) => bash 4'"'"'s mapfile: use a while-read loop'
  '(^|[^A-Za-z0-9_])readarray([^A-Za-z0-9_]|$) => bash 4'"'"'s readarray: use a while-read loop'
  'declare -A => bash 4'"'"'s associative arrays'
  '\$\{[A-Za-z_]+(,,|\^\^)\} => bash 4'"'"'s case conversion: use tr'
  "sed -i( |$) => GNU sed -i: BSD sed needs -i '' (write to a temporary file instead)"
  'readlink -f => GNU readlink -f: use cd and pwd -P'
  'grep -[a-zA-Z]*P => GNU grep -P: use grep -E'
  'stat -c => GNU stat -c: BSD stat takes -f'
  'find [^|]*-printf => GNU find -printf'
  'xargs -r => GNU xargs -r'
  'date \+%N => GNU date %N'
)
for entry in "${shell_spellings[@]}"; do
  pattern="${entry%% => *}"
  advice="${entry#* => }"
  for file in Scripts/*.sh .ci/run; do
    [ "$file" = Scripts/portability-check.sh ] && continue
    while IFS= read -r hit; do
      report "$file:${hit%%:*}: $advice"
    done < <(grep -nE -- "$pattern" "$file" | grep -vE '^[0-9]+:[[:space:]]*#' || true)
  done
done

# --- 3. API above the declared platforms -----------------------------------------------------
floor="$(sed -nE 's/.*\.macOS\(\.v([0-9]+)\).*/\1/p' Package.swift | head -n 1)"
[ -n "$floor" ] || { report "no .macOS(.vN) platform in Package.swift"; floor=14; }
graphs=.build/portability/symbol-graphs  # the toolchain's, extracted once
rm -rf "$graphs"
if ! python3 Scripts/availability-check.py --floor "$floor.0" --graphs "$graphs" \
  --build-dir .build/debug; then
  failed=1
fi
if [ -d Benchmarks/.build/release ]; then
  if ! python3 Scripts/availability-check.py --floor "$floor.0" --graphs "$graphs" \
    --build-dir Benchmarks/.build/release --sources-under Benchmarks; then
    failed=1
  fi
else
  report "Benchmarks/.build/release is missing: build the benchmarks first"
fi

if [ "$failed" -ne 0 ]; then
  echo "portability-check: failed (see above)" >&2
  exit 1
fi
echo "portability-check: no platform-specific spelling outside the platform helpers, and no API above macOS $floor"
