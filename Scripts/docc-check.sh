#!/usr/bin/env bash
# Converts each library's DocC catalog with its module's symbol graph and fails
# on any warning (a broken symbol link, an unknown topic, a malformed page).
# Builds in its own scratch path (.build/docc), so the usual build stays as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
docc=${DOCC:-$(command -v docc || echo /opt/swift/usr/bin/docc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Kept between runs: a module the build does not recompile keeps its graph.
graphs=.build/docc/symbol-graphs
mkdir -p "$graphs"

# The module, its catalog.
catalogs=(
    "TrellisSolver Sources/Solver/TrellisSolver.docc"
    "TrellisLayout Sources/Layout/TrellisLayout.docc"
    "TrellisLayoutScript Sources/LayoutScript/TrellisLayoutScript.docc"
    "TrellisInterfaceBuilder Sources/InterfaceBuilder/TrellisInterfaceBuilder.docc"
    "TrellisUIKit Sources/UIKitNames/TrellisUIKit.docc"
)

# TrellisInterfaceBuilder depends on the solver, Layout and the script layer,
# so two builds emit every library's symbol graph.
build_graphs() {
    for target in TrellisInterfaceBuilder TrellisUIKit; do
        if ! swift build --scratch-path .build/docc --target "$target" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$work/build.log" 2>&1; then
            tail -20 "$work/build.log"
            echo "error: building $target for its symbol graph failed" >&2
            exit 1
        fi
    done
}
build_graphs
for entry in "${catalogs[@]}"; do
    read -r module _ <<<"$entry"
    if [[ ! -f "$graphs/$module.symbols.json" ]]; then
        # A graph lost while its module is built already: build afresh.
        rm -rf .build/docc
        mkdir -p "$graphs"
        build_graphs
        break
    fi
done

failed=0
for entry in "${catalogs[@]}"; do
    read -r module catalog <<<"$entry"
    mkdir -p "$work/$module"
    # The module's own graph and its extensions of other modules' types.
    cp "$graphs/$module.symbols.json" "$work/$module/"
    cp "$graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
    if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.trellis.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors >"$work/$module.log" 2>&1 ||
        grep -q "warning:" "$work/$module.log"; then
        grep -v "^Error: An error was encountered" "$work/$module.log" | grep -E -A4 "warning|error" | head -60
        echo "error: $catalog has DocC warnings" >&2
        failed=1
    else
        echo "$module: no warnings"
    fi
done
exit $failed
