#!/usr/bin/env python3
"""Fails when the package uses toolchain API that is newer than its declared Apple platforms.

Linux has no availability checking, so a call such as `String(validating:as:)` (macOS 15)
compiles here and breaks the build on a Mac that runs macOS 14. This script asks the
compiler instead of guessing from names:

1. `swift-symbolgraph-extract` lists every public declaration of the toolchain's modules
   with its `@available` attributes;
2. the package's code is read for the declarations it refers to, by USR (which tells
   overloads apart): from the index store the build wrote (a debug build keeps one; read with
   the toolchain's libIndexStore, a few seconds), or, for a build without one (the
   benchmarks' release build), from `swiftc -dump-ast -dump-ast-format json`, which
   type-checks each module again with the arguments SwiftPM used (read from the build
   folder's `description.json`);
3. a referenced declaration whose macOS availability is above the floor (or that is
   unavailable on macOS) is reported with the file and line that use it.

Limits: Linux Foundation (swift-corelibs-foundation) does not carry Apple's availability, so
Foundation API that Apple's SDK marks as newer is not caught.

Usage, after `swift build --build-tests` (Scripts/portability-check.sh runs it):
  Scripts/availability-check.py [--floor 14.0] [--build-dir .build/debug] [--sources-under DIR]
"""

import argparse
import concurrent.futures
import ctypes
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
TASK_EXECUTOR_REASON = (
    "Used only by TimelineExecutor (Sources/Fieldwork/Time), which is declared @available(macOS 15, iOS 18, ...) and made and preferred only under `if #available(macOS 15, ...)` in ViewGraph; this check does not read those guards.")

ALLOWED = {
    "_Concurrency.Task.init(name:executorPreference:priority:operation:)": TASK_EXECUTOR_REASON,
    "_Concurrency.TaskExecutor": TASK_EXECUTOR_REASON,
    "_Concurrency.TaskExecutor.asUnownedTaskExecutor()": TASK_EXECUTOR_REASON,
    "_Concurrency.TaskExecutor.enqueue(_:)": TASK_EXECUTOR_REASON,
    "_Concurrency.UnownedJob.runSynchronously(on:)": TASK_EXECUTOR_REASON,
    "_Concurrency.globalConcurrentExecutor": TASK_EXECUTOR_REASON,
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


class IndexStore:
    """The references recorded in a build's index store, read with libIndexStore (the C API
    of the toolchain's `indexstore.h`)."""

    class Ref(ctypes.Structure):
        _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    ROLE_REFERENCE = 1 << 2
    DEPENDENCY_RECORD = 2

    def __init__(self, path):
        found = glob.glob(os.path.join(os.path.dirname(os.path.realpath(
            subprocess.run(["sh", "-c", "command -v swiftc"], capture_output=True, text=True,
                           check=True).stdout.strip())), "..", "lib", "libIndexStore.*"))
        if not found:
            raise OSError("the toolchain has no libIndexStore")
        lib = self.lib = ctypes.CDLL(sorted(found)[0])
        pointer, ref = ctypes.c_void_p, IndexStore.Ref
        self.unit_callback = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, ref)
        self.pointer_callback = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)
        signatures = {
            "store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, self.unit_callback]),
            "unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "unit_reader_dispose": (None, [pointer]),
            "unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, self.pointer_callback]),
            "unit_dependency_get_kind": (ctypes.c_int, [pointer]),
            "unit_dependency_get_name": (ref, [pointer]),
            "unit_dependency_get_filepath": (ref, [pointer]),
            "record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "record_reader_dispose": (None, [pointer]),
            "record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, self.pointer_callback]),
            "occurrence_get_symbol": (pointer, [pointer]),
            "occurrence_get_roles": (ctypes.c_uint64, [pointer]),
            "occurrence_get_line_col": (None, [pointer, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            "symbol_get_usr": (ref, [pointer]),
            "error_get_description": (ctypes.c_char_p, [pointer]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, "indexstore_" + name)
            function.restype, function.argtypes = result, arguments
        error = ctypes.c_void_p()
        self.store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self.store:
            raise OSError(lib.indexstore_error_get_description(error).decode())

    @staticmethod
    def text(ref):
        return ctypes.string_at(ref.data, ref.length).decode() if ref.data else ""

    def records(self):
        """Maps each source file to the name of its record (the newest unit's wins)."""
        lib, units, records = self.lib, [], {}
        collect_unit = self.unit_callback(lambda _, name: units.append(self.text(name)) or True)
        lib.indexstore_store_units_apply_f(self.store, 0, None, collect_unit)

        def on_dependency(_, dependency):
            if lib.indexstore_unit_dependency_get_kind(dependency) == IndexStore.DEPENDENCY_RECORD:
                path = self.text(lib.indexstore_unit_dependency_get_filepath(dependency))
                records[os.path.realpath(path)] = self.text(
                    lib.indexstore_unit_dependency_get_name(dependency))
            return True
        collect_dependency = self.pointer_callback(on_dependency)
        error = ctypes.c_void_p()
        for unit in units:
            reader = lib.indexstore_unit_reader_create(self.store, unit.encode(), ctypes.byref(error))
            if reader:
                lib.indexstore_unit_reader_dependencies_apply_f(reader, None, collect_dependency)
                lib.indexstore_unit_reader_dispose(reader)
        return records

    def references(self, record):
        """(USR, line) for every reference in one source file's record."""
        lib, found = self.lib, []

        def on_occurrence(_, occurrence):
            if lib.indexstore_occurrence_get_roles(occurrence) & IndexStore.ROLE_REFERENCE:
                line, column = ctypes.c_uint(), ctypes.c_uint()
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                symbol = lib.indexstore_occurrence_get_symbol(occurrence)
                found.append((self.text(lib.indexstore_symbol_get_usr(symbol)), line.value))
            return True
        collect = self.pointer_callback(on_occurrence)
        error = ctypes.c_void_p()
        reader = lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            return found
        lib.indexstore_record_reader_occurrences_apply_f(reader, None, collect)
        lib.indexstore_record_reader_dispose(reader)
        return found


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
        index_store = None
        if "-index-store-path" in arguments:
            index_store = arguments[arguments.index("-index-store-path") + 1]
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
        yield module, command["sources"], command["importPath"], keep, index_store


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
            found = too_new(usr, newest, floor)
            if found:
                problems.append((f"{os.path.relpath(path)}:{line_of(path, offset)}", *found))
    return problems


def too_new(usr, newest, floor):
    """The name and version of a declaration above `floor`, or None."""
    if usr not in newest:
        return None
    introduced, name = newest[usr]
    if introduced <= floor or name in ALLOWED:
        return None
    return name, introduced


def check_index(store_path, commands, newest, floor):
    """The uses of API above `floor` in the modules' sources, read from the index store."""
    try:
        store = IndexStore(store_path)
    except OSError as error:
        print(f"availability-check: cannot read the index store {store_path}: {error}",
              file=sys.stderr)
        return None
    records = store.records()
    problems = []
    for module, sources, _, _, _ in commands:
        for source in sources:
            path = os.path.realpath(source)
            if path not in records:
                print(f"availability-check: {source} ({module}) is not in the index store "
                      f"{store_path}: build it first", file=sys.stderr)
                return None
            for usr, line in store.references(records[path]):
                found = too_new(usr, newest, floor)
                if found:
                    problems.append((f"{os.path.relpath(source)}:{line}", *found))
    return problems


def check_asts(commands, newest, floor):
    """The uses of API above `floor` in the modules, read from each module's type-checked
    AST (for a build without an index store)."""
    # The largest module first: the others are type-checked beside it.
    commands = sorted(commands, key=lambda command: -len(command[1]))

    def dump(command):
        module, sources, import_path, arguments, _ = command
        return subprocess.run(
            ["swiftc", "-dump-ast", "-dump-ast-format", "json", "-module-name", module,
             "-I", import_path, "-j", str(os.cpu_count() or 2), "-enable-batch-mode"] + arguments + sources,
            capture_output=True, text=True)

    # The compiler type-checks each file of a module in a job of its own, on every core,
    # and two modules at once; the dumps are read here in order.
    problems = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for command, result in zip(commands, pool.map(dump, commands)):
            found = check_module(command[0], result, newest, floor)
            if found is None:
                return None
            problems += found
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
            command for command in module_commands(options.build_dir)
            if not options.sources_under or all(
                os.path.abspath(source).startswith(os.path.abspath(options.sources_under))
                or "/.build/" in source for source in command[1])
        ]
        stores = {command[4] for command in commands}
        if len(stores) == 1 and None not in stores and os.path.isdir(next(iter(stores))):
            problems = check_index(next(iter(stores)), commands, newest, floor)
        else:
            problems = check_asts(commands, newest, floor)
        if problems is None:
            return 2
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
