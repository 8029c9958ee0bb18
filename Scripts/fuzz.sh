#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (with AddressSanitizer) and runs each for a while.
#
#   Scripts/fuzz.sh                      # every target, 60 seconds each
#   Scripts/fuzz.sh all 5                # every target for 5 seconds (what CI runs)
#   Scripts/fuzz.sh textfield 3600       # one target for an hour
#   Scripts/fuzz.sh searchindex 0 crash-<hash>   # replay one input
#
# FIELDWORK_FUZZ_SEED picks libFuzzer's seed: unset or 0 draws a new one each run (for long
# runs by hand); CI sets 1, so its smoke run explores the same inputs on every commit and a
# failure can be reproduced with the same seed. FIELDWORK_FUZZ_JOBS is how many targets run at
# once (one per core unless set). FIELDWORK_FUZZ_OPTIMIZATION is the compiler's optimization
# flag: -O unless set (for long runs: about 2.5 times the inputs a second); CI's smoke run sets
# -Onone, which builds in a minute instead of two and a quarter and also checks `assert`.
#
# Targets: textfield, textview, searchbar, searchindex, hosts, mask, numbers (the engines and
# the formatters); vcard, todo, keys, render
# (untrusted input: the vCard parser, the to-do loader, the terminal key decoder, the renderer);
# macro (the macro plugin's lexer, expansions and message JSON); store (the SwiftData store
# file reader); vcardwriter (the Contacts store's vCard reader and writer, round trip);
# predicate (NSPredicate's format-string reader and evaluator, FieldworkCoreData). Corpora grow in .build/fuzz/corpus/<target>;
# a crash leaves its input in .build/fuzz/crashes/<target>/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

targets=(textfield textview searchbar searchindex hosts mask numbers vcard todo keys render macro store vcardwriter predicate)
if [ $# -ge 1 ] && [ "$1" != all ]; then targets=("$1"); fi
seconds="${2:-60}"
out=.build/fuzz
mkdir -p "$out"

# One module, named Fieldwork as the library is (its sources may spell `Fieldwork.Binding`),
# holds the library's sources, the test suite's reference search and the targets,
# so the targets reach package and internal API without an import.
# FieldworkTerminal's widgets import Fieldwork as a module, so they stay out; the rest of it
# (decoder, canvas, renderer) and the examples' import code need no import.
# A read loop, not `mapfile`: macOS ships bash 3.2, which has no `mapfile`.
sources=()
while IFS= read -r source; do sources+=("$source"); done < <(
  {
    # The support module is compiled in with the rest, so the file that re-exports it stays out.
    find Sources/FieldworkSupport Sources/FieldworkMacroSupport Fuzz -name '*.swift'
    find Sources/Fieldwork -name '*.swift' ! -name FieldworkSupport.swift
    # The SwiftData store's file format, which needs nothing but Foundation.
    printf '%s\n' Sources/FieldworkSwiftData/StoreFile.swift \
      Sources/FieldworkSwiftData/SwiftDataError.swift Sources/FieldworkSwiftData/PersistentIdentifier.swift
    # The Contacts store's vCard reader and writer and the types they fill (not the store,
    # which reads its sample from its bundle).
    printf '%s\n' Sources/FieldworkContacts/VCardDocument.swift Sources/FieldworkContacts/VCardCard.swift \
      Sources/FieldworkContacts/CNVCardWarning.swift \
      Sources/FieldworkContacts/VCardContacts.swift Sources/FieldworkContacts/CNContact.swift \
      Sources/FieldworkContacts/CNKeyDescriptor.swift Sources/FieldworkContacts/CNMutableContact.swift \
      Sources/FieldworkContacts/CNContactType.swift \
      Sources/FieldworkContacts/CNLabeledValue.swift Sources/FieldworkContacts/CNMutablePostalAddress.swift \
      Sources/FieldworkContacts/CNPhoneNumber.swift Sources/FieldworkContacts/CNPostalAddress.swift \
      Sources/FieldworkContacts/CNContactFormatter.swift Sources/FieldworkContacts/CNContactDisplayNameOrder.swift \
      Sources/FieldworkContacts/ContactIdentifier.swift
    # Core Data's predicate format reader and evaluator, and the values they compare.
    printf '%s\n' Sources/FieldworkCoreData/PredicateFormat.swift \
      Sources/FieldworkCoreData/PredicateFormatParser.swift \
      Sources/FieldworkCoreData/PredicateEvaluation.swift \
      Sources/FieldworkCoreData/PredicateFormatError.swift \
      Sources/FieldworkCoreData/ManagedValue.swift Sources/FieldworkCoreData/ManagedAttribute.swift \
      Sources/FieldworkCoreData/_ManagedAttribute.swift Sources/FieldworkCoreData/_ManagedInteger.swift
    # StandardError.swift imports FieldworkTerminal; SearchHistoryFile.swift needs its widgets;
    # ContactStoreReader.swift needs the Contacts store.
    find Examples/Support -name '*.swift' ! -name StandardError.swift ! -name SearchHistoryFile.swift \
      ! -name ContactStoreReader.swift
    find Sources/FieldworkTerminal -path Sources/FieldworkTerminal/Widgets -prune -o -name '*.swift' -print
  } | sort
)
sources+=(Tests/FieldworkTests/Support/ReferenceSearch.swift)
# libFuzzer ships with swift.org toolchains (Linux and macOS), not with Xcode's: say so
# instead of failing with a linker error.
probe="$out/probe"
mkdir -p "$probe"
printf '@_cdecl("LLVMFuzzerTestOneInput") func fuzz(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" > "$probe/log" 2>&1; then
  echo "fuzz: this toolchain ($(command -v swiftc)) cannot build libFuzzer targets" >&2
  echo "      (-sanitize=fuzzer). Xcode's toolchain has no libFuzzer; install a swift.org" >&2
  echo "      toolchain (https://swift.org/install) and put its usr/bin first in PATH." >&2
  sed 's/^/      /' "$probe/log" | head -5 >&2
  exit 2
fi

cores="$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 1)"
jobs="${FIELDWORK_FUZZ_JOBS:-$cores}"
# -j: a compile job per core.
swiftc -sanitize=fuzzer,address -parse-as-library "${FIELDWORK_FUZZ_OPTIMIZATION:--O}" -g -swift-version 6 -j "$cores" \
  -module-name Fieldwork -package-name fieldwork "${sources[@]}" -o "$out/fieldwork-fuzz" 2>&1 |
  { grep -v "Cannot export local symbol" || true; }

if [ $# -ge 3 ]; then
  SWIFT_BACKTRACE=enable=no FIELDWORK_FUZZ_TARGET="$1" "$out/fieldwork-fuzz" "$3"
  exit
fi

run_target() {
  local target="$1"
  mkdir -p "$out/corpus/$target" "$out/crashes/$target"
  # Seeds: small valid inputs to mutate from (JSON and vCard are hard to reach by chance).
  if [ -d "Fuzz/Seeds/$target" ]; then cp -n "Fuzz/Seeds/$target"/* "$out/corpus/$target/"; fi
  echo "== fuzz $target for ${seconds}s"
  SWIFT_BACKTRACE=enable=no FIELDWORK_FUZZ_TARGET="$target" "$out/fieldwork-fuzz" "$out/corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=512 \
    -seed="${FIELDWORK_FUZZ_SEED:-0}" \
    -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 2>&1 |
    grep -E '^(==|#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY|.*invariant violated|.*Fatal error|.*ERROR)' || true
}

# One target per core at a time (FIELDWORK_FUZZ_JOBS overrides), each printing when its batch
# ends; a batch at a time, since macOS's bash 3.2 has no `wait -n`.
index=0
while [ "$index" -lt "${#targets[@]}" ]; do
  batch=("${targets[@]:$index:$jobs}")
  for target in "${batch[@]}"; do run_target "$target" > "$out/$target.log" 2>&1 & done
  wait
  for target in "${batch[@]}"; do
    cat "$out/$target.log"
    if compgen -G "$out/crashes/$target/*" > /dev/null; then
      echo "fuzz $target: found a crash, input saved in $out/crashes/$target/" >&2
      exit 1
    fi
  done
  index=$((index + jobs))
done
