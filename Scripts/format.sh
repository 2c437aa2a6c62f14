#!/usr/bin/env bash
# Formats the Swift sources with the repository's .swift-format, then lints
# them as CI does (swift format ships with the Swift toolchain).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks/Sources Benchmarks/Package.swift Examples Fuzz)
swift format format --in-place --recursive "${paths[@]}"
swift format lint --strict --recursive "${paths[@]}"
