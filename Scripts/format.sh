#!/usr/bin/env bash
# Formats every Swift file in place, then lints strictly, as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Examples Fuzz Tools Plugins Benchmarks/Package.swift Benchmarks/Sources)
swift format format --in-place --recursive "${paths[@]}"
swift format lint --strict --recursive "${paths[@]}"
