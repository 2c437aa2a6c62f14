#!/bin/sh
# Builds bench_kiwi.cpp (our harness) against kiwi's C++ core, with g++ and,
# if present, clang++, at -O2. Kiwi's headers come from the kiwisolver source
# distribution on PyPI, downloaded once into Benchmarks/.build-kiwi/ (not in
# git). Prints the path of each binary it has, one a line, on stdout; says on
# stderr what it could not do and exits non-zero only if no binary exists.
#
#     Benchmarks/kiwi-cpp/build.sh            # build (skipped when up to date)
#     Benchmarks/kiwi-cpp/build.sh --force    # rebuild
set -u
version=1.5.1
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/../.build-kiwi" || exit 1
cache=$(cd "$here/../.build-kiwi" && pwd)
source="$here/bench_kiwi.cpp"
headers="$cache/kiwisolver-$version"

if [ ! -f "$headers/kiwi/kiwi.h" ]; then
    archive="$cache/kiwisolver-$version.tar.gz"
    if [ ! -f "$archive" ]; then
        pip=$(command -v pip3 || command -v pip || true)
        if [ -z "$pip" ]; then
            echo "build.sh: no pip to download kiwisolver $version" >&2
            exit 1
        fi
        "$pip" download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$cache" >&2 || {
            echo "build.sh: pip download of kiwisolver==$version failed" >&2
            exit 1
        }
    fi
    tar -xzf "$archive" -C "$cache" "kiwisolver-$version/kiwi" || {
        echo "build.sh: cannot extract kiwi/ from $archive" >&2
        exit 1
    }
fi

built=0
build() { # name compiler
    out="$cache/bench-kiwi-$1"
    if [ "${force:-}" = 1 ] || [ ! -x "$out" ] || [ "$source" -nt "$out" ]; then
        "$2" -std=c++17 -O2 -DNDEBUG -DKIWI_VERSION_TEXT="\"$version\"" -I"$headers" "$source" -o "$out" >&2 || {
            echo "build.sh: $2 failed" >&2
            return
        }
    fi
    echo "$out"
    built=$((built + 1))
}
[ "${1:-}" = "--force" ] && force=1
if command -v g++ >/dev/null; then build gcc g++; else echo "build.sh: no g++" >&2; fi
clang=""
for candidate in /opt/swift/usr/bin/clang++ clang++; do
    if command -v "$candidate" >/dev/null; then clang=$candidate; break; fi
done
if [ -n "$clang" ]; then build clang "$clang"; else echo "build.sh: no clang++" >&2; fi
[ "$built" -gt 0 ]
