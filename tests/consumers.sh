#!/bin/sh
# consumers.sh BUILD SOURCE - libmaze installed as a user installs it, then
# used as a user uses it: the example program (examples/make_and_solve.c,
# which writes a PNG through libmaze-render) compiled against the
# installed tree through pkg-config (maze-render.pc for the shared
# libraries, maze-render-static.pc for the .a files) and through CMake's
# find_package(maze), each run and checked: it makes its maze, the tool
# solves it, and the shared builds load the installed libmaze-render.so.0
# and libmaze.so.0 while the static builds need no libmaze at all. The
# lean example (examples/text_only.c), built with pkg-config maze and
# with maze::maze, needs libmaze alone (tests/lean.sh).
set -eu
build=$(realpath "$1")
src=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >"$work/install.log"
libdir=$(dirname "$(find "$prefix" -name libmaze.so.0 | head -n 1)")
[ -n "$libdir" ] || { echo "FAIL no libmaze.so.0 installed under $prefix"; exit 1; }
example=$src/examples/make_and_solve.c
status=0
# check NAME PROGRAM shared|static
check() {
    name=$1 program=$2 kind=$3
    if ! (cd "$work" && "$program" "$work/$name.png" >"$work/$name.txt" 2>"$work/$name.err"); then
        echo "FAIL $name: the program failed"; status=1; return
    fi
    if ! "$build/maze" solve "$work/$name.txt" >/dev/null 2>&1; then
        echo "FAIL $name: maze solve cannot read what it printed"; status=1; return
    fi
    head -c 8 "$work/$name.png" | grep -q PNG || { echo "FAIL $name: no PNG"; status=1; return; }
    needs=$(readelf -d "$program" | sed -n 's/.*(NEEDED).*\[\(libmaze[^]]*\)\].*/\1/p' | sort | tr '\n' ' ')
    if [ "$kind" = shared ]; then
        [ "$needs" = "libmaze-render.so.0 libmaze.so.0 " ] ||
            { echo "FAIL $name: needs '$needs', not libmaze-render.so.0 and libmaze.so.0"; status=1; return; }
        for lib in libmaze.so.0 libmaze-render.so.0; do
            loaded=$(cd "$work" && LD_TRACE_LOADED_OBJECTS=1 "$program" | sed -n "s/.*$lib => \([^ ]*\).*/\1/p")
            [ "$(realpath "$loaded")" = "$(realpath "$libdir/$lib")" ] ||
                { echo "FAIL $name: loads '$loaded', not the installed $lib"; status=1; return; }
        done
    else
        [ -z "$needs" ] || { echo "FAIL $name: a static build that needs $needs"; status=1; return; }
    fi
    echo "ok: $name"
}
export PKG_CONFIG_PATH="$libdir/pkgconfig"
[ "$(pkg-config --modversion maze)" = "$(sed -n 's/^#define MAZE_VERSION "\(.*\)"/\1/p' "$src/include/maze.h")" ] ||
    { echo "FAIL maze.pc says version $(pkg-config --modversion maze)"; status=1; }
# lean NAME PROGRAM: libmaze alone, the installed one.
lean() {
    if ! out=$(sh "$src/tests/lean.sh" "$2" "$libdir/libmaze.so.0"); then
        echo "$out"; echo "FAIL $1: not lean"; status=1; return
    fi
    loaded=$(LD_TRACE_LOADED_OBJECTS=1 "$2" | sed -n 's/.*libmaze.so.0 => \([^ ]*\).*/\1/p')
    [ "$(realpath "$loaded")" = "$(realpath "$libdir/libmaze.so.0")" ] ||
        { echo "FAIL $1: loads '$loaded', not the installed library"; status=1; return; }
    echo "ok: $1"
}
# doc/install.md's lines: the shared libraries with their rpath, and the
# .a files.
# shellcheck disable=SC2046
cc -o "$work/pc-shared" "$example" $(pkg-config --cflags --libs maze-render) \
    -Wl,-rpath,"$(pkg-config --variable=libdir maze)"
check pc-shared "$work/pc-shared" shared
# shellcheck disable=SC2046
cc -o "$work/pc-static" "$example" $(pkg-config --cflags --libs maze-render-static)
check pc-static "$work/pc-static" static
# shellcheck disable=SC2046
cc -o "$work/pc-lean" "$src/examples/text_only.c" $(pkg-config --cflags --libs maze) \
    -Wl,-rpath,"$(pkg-config --variable=libdir maze)"
lean pc-lean "$work/pc-lean"
# CMake: find_package(maze) with the prefix on CMAKE_PREFIX_PATH; CMake
# gives the shared build the rpath of the installed library.
if ! cmake -S "$src/tests/consumer" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" \
        -DEXAMPLE="$example" -DLEAN="$src/examples/text_only.c" \
        >"$work/cmake.log" 2>&1 ||
   ! cmake --build "$work/cmake" >>"$work/cmake.log" 2>&1; then
    cat "$work/cmake.log"
    echo "FAIL find_package(maze) or the build with it"
    exit 1
fi
check cmake-shared "$work/cmake/consumer-shared" shared
check cmake-static "$work/cmake/consumer-static" static
lean cmake-lean "$work/cmake/consumer-lean"
exit $status
