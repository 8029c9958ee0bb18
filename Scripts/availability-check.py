#!/usr/bin/env python3
"""Fails when the package uses toolchain API that is newer than its declared Apple platforms.

Linux has no availability checking, so a call such as `String(validating:as:)` (macOS 15)
compiles here and breaks the build on a Mac that runs macOS 14. This script asks the
compiler instead of guessing from names:

1. `swift-symbolgraph-extract` lists every public declaration of the toolchain's modules
   with its `@available` attributes;
2. `swiftc -dump-ast -dump-ast-format json` type-checks each of the package's modules (with
   the arguments SwiftPM used, read from `.build/debug/description.json`) and names every
   declaration an expression refers to by its USR, which tells overloads apart;
3. a referenced declaration whose macOS availability is above the floor (or that is
   unavailable on macOS) is reported with the file and line that use it.

Limits: Linux Foundation (swift-corelibs-foundation) does not carry Apple's availability, so
Foundation API that Apple's SDK marks as newer is not caught.

Usage, after `swift build --build-tests` (Scripts/portability-check.sh runs it):
  Scripts/availability-check.py [--floor 14.0] [--build-dir .build/debug] [--sources-under DIR]
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

TOOLCHAIN_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
    "FoundationEssentials", "Foundation", "Dispatch",
]

# Declarations reported wrongly, each with why it is fine: {"Module.Type.member": "reason"}.
ALLOWED = {
    "Swift.FixedWidthInteger.&*(_:_:)": (
        "Swift 6 made `&*` a requirement of FixedWidthInteger (macOS 15, for Int128); the "
        "package uses it only on concrete integer types (UInt64, Int), whose operator is the "
        "protocol extension's `&*`, available on every OS. Only generic code that dispatches "
        "through the requirement needs macOS 15."),
}


def version(entry):
    return (entry.get("major", 0), entry.get("minor", 0), entry.get("patch", 0))


def load_availability(output_dir, target):
    """Maps each toolchain declaration's USR to its macOS availability and its name."""
    os.makedirs(output_dir, exist_ok=True)
    def extract(module):
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", target,
             "-output-dir", output_dir, "-minimum-access-level", "public"],
            check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    if not glob.glob(os.path.join(output_dir, "*.json")):
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            list(pool.map(extract, TOOLCHAIN_MODULES))
    found = {}
    for path in glob.glob(os.path.join(output_dir, "*.symbols.json")):
        module = os.path.basename(path).split("@")[0].split(".")[0]
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            macos = None
            for entry in symbol.get("availability", []):
                if entry.get("domain") != "macOS":
                    continue
                if entry.get("isUnconditionallyUnavailable"):
                    macos = (999, 0, 0)
                elif "introduced" in entry:
                    macos = version(entry["introduced"])
            if macos is None:
                continue
            name = module + "." + ".".join(symbol["pathComponents"])
            found[symbol["identifier"]["precise"]] = (macos, name)
    return found


def json_documents(text):
    """The JSON values of a `-dump-ast-format json` dump, one per source file (the compiler
    writes them to standard error when it is given several files, among any warnings)."""
    decoder = json.JSONDecoder()
    marker = '{"_kind":"source_file"'
    index = text.find(marker)
    while index >= 0:
        value, end = decoder.raw_decode(text, index)
        yield value
        index = text.find(marker, end)


def references(node, offset=None):
    """Yields (USR, byte offset) for every declaration reference under `node`."""
    if isinstance(node, dict):
        if isinstance(node.get("range"), dict):
            offset = node["range"].get("start", offset)
        usr = node.get("decl_usr")
        if isinstance(usr, str):
            yield usr, offset
        for value in node.values():
            yield from references(value, offset)
    elif isinstance(node, list):
        for value in node:
            yield from references(value, offset)


def line_of(path, offset, cache={}):
    if path not in cache:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError:
            data = b""
        cache[path] = [index for index, byte in enumerate(data) if byte == 0x0A]
    if offset is None:
        return 0
    import bisect
    return bisect.bisect_left(cache[path], offset) + 1


def module_commands(build_dir):
    with open(os.path.join(build_dir, "description.json")) as handle:
        description = json.load(handle)
    for name, command in description["swiftCommands"].items():
        if name.endswith("-tool.module"):
            continue  # build tools run here, not on a user's Mac
        module = command["moduleName"]
        if module.endswith("PackageDiscoveredTests") or module.endswith("PackageTests"):
            continue  # generated by SwiftPM
        keep = []
        arguments = command["otherArguments"]
        index = 0
        while index < len(arguments):
            argument = arguments[index]
            # The package's macro plugin (#Preview, @Entry), which the module's macros expand with.
            if argument == "-Xfrontend" and arguments[index + 1:index + 2] == ["-load-plugin-executable"]:
                keep += arguments[index:index + 4]
                index += 4
                continue
            if argument in ("-swift-version", "-package-name", "-module-cache-path", "-target"):
                keep += [argument, arguments[index + 1]]
                index += 2
                continue
            # A C target's module map and headers (the benchmarks' HeapUsage), which the
            # module imports.
            following = arguments[index + 1:index + 4]
            if argument == "-Xcc" and following[:1] and following[0].startswith("-fmodule-map-file="):
                keep += [argument, following[0]]
                index += 2
                continue
            if argument == "-Xcc" and following[:2] == ["-I", "-Xcc"] and len(following) == 3:
                keep += [argument, "-I", "-Xcc", following[2]]
                index += 4
                continue
            if argument.startswith("-D") or argument in ("-parse-as-library", "-enable-testing"):
                keep.append(argument)
            index += 1
        yield module, command["sources"], command["importPath"], keep


def check_module(module, result, newest, floor):
    """The uses of API above `floor` in one module's AST dump, or None when the module did
    not type-check (its errors are printed)."""
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if ": error:" in line]
        print(f"availability-check: {module} did not type-check:", file=sys.stderr)
        print("\n".join(errors[:20]), file=sys.stderr)
        return None
    problems = []
    for document in json_documents(result.stdout + "\n" + result.stderr):
        path = document.get("filename", module)
        for usr, offset in references(document):
            if usr not in newest:
                continue
            introduced, name = newest[usr]
            if introduced <= floor or name in ALLOWED:
                continue
            problems.append((f"{os.path.relpath(path)}:{line_of(path, offset)}", name, introduced))
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--floor", default="14.0", help="the declared macOS version")
    parser.add_argument("--build-dir", default=".build/debug")
    parser.add_argument("--target", default=None)
    parser.add_argument(
        "--graphs", default=None,
        help="a folder that keeps the toolchain's symbol graphs between runs")
    parser.add_argument(
        "--sources-under", default=None,
        help="check only the modules whose sources lie under this folder")
    options = parser.parse_args()
    floor = tuple(int(part) for part in (options.floor.split(".") + ["0", "0"])[:3])
    target = options.target or subprocess.run(
        ["swiftc", "-print-target-info"], capture_output=True, text=True, check=True
    ).stdout
    if target.strip().startswith("{"):
        target = json.loads(target)["target"]["triple"]

    with tempfile.TemporaryDirectory() as scratch:
        graphs = options.graphs or os.path.join(scratch, "graphs")
        newest = load_availability(graphs, target)
        if not newest:
            print("availability-check: no symbol graphs were extracted", file=sys.stderr)
            return 2
        commands = [
            (module, sources, import_path, arguments)
            for module, sources, import_path, arguments in module_commands(options.build_dir)
            if not options.sources_under or all(
                os.path.abspath(source).startswith(os.path.abspath(options.sources_under))
                or "/.build/" in source for source in sources)
        ]
        # The largest module first: the others are type-checked beside it.
        commands.sort(key=lambda command: -len(command[1]))

        def dump(command):
            module, sources, import_path, arguments = command
            return subprocess.run(
                ["swiftc", "-dump-ast", "-dump-ast-format", "json", "-module-name", module,
                 "-I", import_path, "-j", str(os.cpu_count() or 2), "-enable-batch-mode"] + arguments + sources,
                capture_output=True, text=True)

        # The compiler type-checks each file of a module in a job of its own, on every core,
        # and two modules at once; the dumps are read here in order.
        problems = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for (module, _, _, _), result in zip(commands, pool.map(dump, commands)):
                found = check_module(module, result, newest, floor)
                if found is None:
                    return 2
                problems += found
        seen = set()
        for place, key, introduced in sorted(problems):
            if (place, key) in seen:
                continue
            seen.add((place, key))
            shown = "unavailable" if introduced[0] == 999 else ".".join(map(str, introduced[:2]))
            print(f"{place}: {key} needs macOS {shown}, above the declared macOS {options.floor}")
        if seen:
            print(f"availability-check: {len(seen)} use(s) of API above the declared platforms")
            return 1
        print(f"availability-check: no API above macOS {options.floor} "
              f"({len(newest)} toolchain declarations with macOS availability checked)")
        return 0


if __name__ == "__main__":
    sys.exit(main())
