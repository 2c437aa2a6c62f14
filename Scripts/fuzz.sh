#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (Fuzz/Targets) for a while.
#
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   Scripts/fuzz.sh all 20        # each target for 20 s (CI)
#   Scripts/fuzz.sh build         # only build
#
# TARGET is script (ScriptParser), layout (scripts built on the engine and
# printed by every reporter, the engine's invariants checked), vfl (Visual
# Format → LayoutEngine), solver (byte-driven Solver sessions), cli (the
# command's argument parser), ib (Interface Builder documents read and laid
# out), ib-import (documents whose layout failed never check clean; their
# imported scripts parse and check as the documents do) or explain (console
# logs read, explained and written as scripts, every error located inside). Seeds come from Fuzz/Corpus/TARGET;
# new inputs go to Fuzz/.build/corpus/TARGET (not committed: merge the good
# ones into the seed corpus with `-merge=1`), crashes to Fuzz/.build/crashes.
# Each crash becomes a regression test in Tests/. Exit status: 0 when no
# target crashed, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

root=$PWD
build=$root/Fuzz/.build
swiftc=${SWIFTC:-swiftc}
flags=(-sanitize=fuzzer,address -O -g -parse-as-library -package-name trellis -enable-testing
    -swift-version 6 -I "$build" -L "$build")
targets=(script layout vfl solver cli ib ib-import explain)

log() { echo "fuzz: $*" >&2; }

# Builds one module of the package (name, folder under Sources) as a static library with fuzzer coverage.
module() {
    local name=$1 folder=$2; shift 2
    if [[ -e $build/lib$name.a ]] && [[ -z $(find "$root/Sources/Solver" "$root/Sources/Layout" \
        "$root/Sources/LayoutScript" "$root/Sources/InterfaceBuilder" "$root/Sources/ConsoleLog" -newer "$build/lib$name.a" -print -quit) ]]; then
        return
    fi
    rm -f "$build/lib$name.a"
    log "building $name (release, -sanitize=fuzzer,address)"
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$root/Sources/$folder" -name "*.swift" | sort)
    "$swiftc" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -emit-library -static -o "$build/lib$name.a" "$@" "${sources[@]}" 2>&1 | grep -v "ld.gold: warning" >&2 || true
    [[ -e $build/lib$name.a ]] || { log "building $name failed"; exit 2; }
}

# Links one target: its entry point plus the modules it uses.
link() {
    local target=$1; shift
    rm -f "$build/fuzz-$target"
    "$swiftc" "${flags[@]}" -module-name "Fuzz_${target//-/_}" -o "$build/fuzz-$target" "$@" -lm \
        2>&1 | grep -v "ld.gold: warning" >&2 || true
    [[ -x $build/fuzz-$target ]] || { log "linking $target failed"; exit 2; }
}

build_all() {
    mkdir -p "$build"
    module TrellisSolver Solver
    module TrellisLayout Layout -lTrellisSolver
    module TrellisLayoutScript LayoutScript
    link solver "$root/Fuzz/Targets/SolverFuzz.swift" "$root/Tests/SolverTests/ReliabilitySolverProgram.swift" \
        "$root/Tests/SolverTests/SolverErrorConvertible.swift" -lTrellisSolver
    link vfl "$root/Fuzz/Targets/VisualFormatFuzz.swift" -lTrellisLayout -lTrellisSolver
    link script "$root/Fuzz/Targets/ScriptFuzz.swift" -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver
    link layout "$root/Fuzz/Targets/LayoutFuzz.swift" -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver
    module TrellisInterfaceBuilder InterfaceBuilder -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver
    link ib "$root/Fuzz/Targets/InterfaceBuilderFuzz.swift" -lTrellisInterfaceBuilder -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver \
        -lFoundation
    link ib-import "$root/Fuzz/Targets/InterfaceBuilderImportFuzz.swift" -lTrellisInterfaceBuilder -lTrellisLayoutScript \
        -lTrellisLayout -lTrellisSolver -lFoundation
    module TrellisConsoleLog ConsoleLog -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver
    link explain "$root/Fuzz/Targets/ConsoleLogFuzz.swift" -lTrellisConsoleLog -lTrellisLayoutScript -lTrellisLayout \
        -lTrellisSolver
    # The command's library, TrellisCLI, for the argument parser.
    local command=()
    while IFS= read -r file; do command+=("$file"); done < <(find "$root/Sources/TrellisCLI" -name "*.swift" | sort)
    link cli "$root/Fuzz/Targets/CommandLineFuzz.swift" "${command[@]}" -lTrellisConsoleLog -lTrellisInterfaceBuilder \
        -lTrellisLayoutScript -lTrellisLayout -lTrellisSolver -lFoundation
}

run() {
    local target=$1 seconds=$2; shift 2
    local corpus=$build/corpus/$target crashes=$build/crashes/$target
    mkdir -p "$corpus" "$crashes"
    log "running $target for ${seconds}s"
    local output=$build/$target.log status=0
    local extra=() asan=${ASAN_OPTIONS:-}
    ASAN_OPTIONS=$asan SWIFT_BACKTRACE=enable=no "$build/fuzz-$target" "$corpus" "$root/Fuzz/Corpus/$target" -max_total_time="$seconds" \
        -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$crashes/" "${extra[@]}" "$@" \
        >"$output" 2>&1 || status=$?
    local runs
    runs=$(grep -Eo "stat::number_of_executed_units: *[0-9]+" "$output" | grep -Eo "[0-9]+$" || echo "?")
    local coverage
    coverage=$(grep -Eo "cov: [0-9]+ ft: [0-9]+" "$output" | tail -1 || true)
    echo "$target: $runs executions in ${seconds}s ($coverage), status $status"
    if ((status != 0)); then
        grep -E "ERROR|Fatal error|Precondition failed|SUMMARY|Test unit written|^step" "$output" | head -20
        return 1
    fi
}

case ${1:-} in
build)
    build_all
    ;;
all)
    build_all
    failed=0
    for target in "${targets[@]}"; do run "$target" "${2:-20}" || failed=1; done
    exit $failed
    ;;
script | layout | vfl | solver | cli | ib | ib-import | explain)
    target=$1
    build_all
    run "$target" "${2:-60}" "${@:3}"
    ;;
*)
    echo "usage: Scripts/fuzz.sh {script|layout|vfl|solver|cli|ib|ib-import|explain|all} SECONDS [libFuzzer options] | build" >&2
    exit 2
    ;;
esac
