#!/usr/bin/env bash
# Checks every example in Examples/ the way Examples/README.md promises:
#
#   1. `trellis test Examples/*.layout`: every expectation passes (exit 0,
#      closing line `N passed, 0 failed`).
#   2. `trellis check` on each clean example: exit 0.
#   3. `trellis check` on each example meant to fail: exit 1, for the reason
#      it is meant to fail (ambiguity or conflict); exit 0 or 2 is a failure.
#   4. `trellis render` of each example succeeds (to a temporary directory;
#      with --update-figures, into Docs/figures/NAME.svg instead).
#   5. Examples/Embedding builds (without warnings) and runs (exit 0).
#
# Usage: Scripts/check-examples.sh [--update-figures]
# Builds trellis once (`swift build --product trellis`). Exits non-zero on
# any surprise, after running every step, and names each one on stderr.
# A new example is clean unless added to MEANT_TO_FAIL below (and to the
# list in Examples/README.md).
set -uo pipefail
cd "$(dirname "$0")/.."

# NAME:REASON — REASON is the word `check`'s summary line must contain.
MEANT_TO_FAIL="AmbiguousRow:ambiguous Enaml:ambiguous ConflictRecovery:conflict"

update_figures=0
for arg in "$@"; do
    case "$arg" in
    --update-figures) update_figures=1 ;;
    -h | --help)
        sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "usage: $0 [--update-figures]" >&2
        exit 2
        ;;
    esac
done

failures=0
fail() {
    echo "error: $*" >&2
    failures=$((failures + 1))
}

log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

echo "== swift build --product trellis"
if ! swift build --product trellis >"$log/build" 2>&1; then
    tail -40 "$log/build"
    echo "error: trellis does not build" >&2
    exit 1
fi
trellis="$(swift build --show-bin-path)/trellis"

shopt -s nullglob
examples=(Examples/*.layout)
if ((${#examples[@]} == 0)); then
    echo "error: no examples in Examples/" >&2
    exit 1
fi

reason_of() { # NAME → the reason it is meant to fail, or nothing
    local entry
    for entry in $MEANT_TO_FAIL; do
        if [[ "${entry%%:*}" == "$1" ]]; then
            echo "${entry#*:}"
            return
        fi
    done
}

for entry in $MEANT_TO_FAIL; do
    [[ -f "Examples/${entry%%:*}.layout" ]] || fail "MEANT_TO_FAIL names Examples/${entry%%:*}.layout, which does not exist"
done

echo "== trellis test Examples/*.layout"
"$trellis" test "${examples[@]}" >"$log/test" 2>&1
status=$?
cat "$log/test"
summary=$(tail -1 "$log/test")
if ((status != 0)); then
    fail "trellis test exited $status (expected 0)"
elif ! [[ "$summary" =~ ^[1-9][0-9]*\ passed,\ 0\ failed$ ]]; then
    fail "trellis test did not close with 'N passed, 0 failed' (got '$summary')"
fi

echo "== trellis check"
for file in "${examples[@]}"; do
    name=$(basename "$file" .layout)
    reason=$(reason_of "$name")
    "$trellis" check "$file" >"$log/check" 2>&1
    status=$?
    result=$(tail -1 "$log/check")
    if [[ -z "$reason" ]]; then
        if ((status == 0)); then
            echo "clean        $name"
        else
            cat "$log/check"
            fail "$file: trellis check exited $status (expected 0: it is a clean example)"
        fi
    elif ((status == 1)) && [[ "$result" == *"$reason"* ]]; then
        echo "fails ($reason, as meant)  $name: $result"
    else
        cat "$log/check"
        fail "$file: trellis check exited $status with '$result' (expected exit 1 with a $reason)"
    fi
done

echo "== trellis render"
if ((update_figures)); then
    figures=Docs/figures
    mkdir -p "$figures"
else
    figures="$log/figures"
    mkdir -p "$figures"
fi
for file in "${examples[@]}"; do
    name=$(basename "$file" .layout)
    if ! "$trellis" render "$file" -o "$figures/$name.svg" >"$log/render" 2>&1 || [[ ! -s "$figures/$name.svg" ]]; then
        cat "$log/render"
        fail "$file: trellis render failed"
    fi
done
echo "rendered ${#examples[@]} examples to $figures"

echo "== Examples/Embedding"
if ! swift build --package-path Examples/Embedding >"$log/embedding" 2>&1; then
    tail -40 "$log/embedding"
    fail "Examples/Embedding does not build"
elif grep -q "warning:" "$log/embedding"; then
    grep "warning:" "$log/embedding" | head -20
    fail "Examples/Embedding builds with warnings"
else
    demo="$(swift build --package-path Examples/Embedding --show-bin-path)/CardDemo"
    if "$demo" >"$log/demo" 2>&1; then
        echo "CardDemo ran ($(wc -l <"$log/demo") lines of output)"
    else
        status=$?
        cat "$log/demo"
        fail "CardDemo exited $status (expected 0)"
    fi
fi

if ((failures > 0)); then
    echo "check-examples: $failures problem(s)" >&2
    exit 1
fi
echo "check-examples: all ${#examples[@]} examples as expected"
