#!/bin/sh
# version.sh SOURCE MAZE LIBRARY - every place that names the release says
# maze.h's MAZE_VERSION: maze --version, the shared library's file name and
# SONAME, the man page, NEWS.md (a dated section); the Python package reads it.
set -eu
src=$1 maze=$2 lib=$3
version=$(sed -n 's/^#define MAZE_VERSION "\(.*\)"/\1/p' "$src/include/maze.h")
major=${version%%.*}
status=0
fail() { echo "FAIL $*"; status=1; }
[ "$("$maze" --version)" = "maze $version" ] || fail "maze --version says '$("$maze" --version)', not maze $version"
real=$(readlink -f "$lib")
[ "${real##*/}" = "libmaze.so.$version" ] || fail "the library is ${real##*/}, not libmaze.so.$version"
soname=$(readelf -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$soname" = "libmaze.so.$major" ] || fail "SONAME $soname, not libmaze.so.$major"
head -n 1 "$src/doc/maze.1" | grep -q "\"maze $version\"" || fail "doc/maze.1 .TH: $(head -n 1 "$src/doc/maze.1")"
grep -qE "^## $version \([0-9]{4}-[0-9]{2}-[0-9]{2}\)$" "$src/NEWS.md" || fail "NEWS.md has no dated '## $version (YYYY-MM-DD)' section"
# The Python package reads maze.h (setup.py for its metadata, maze.__version__
# compiled in; tests/python checks both): it must not write a version of its own.
own=$(grep -nE '^(version *=|__version__ *= *["0-9])' "$src/python/pyproject.toml" "$src/python/maze/"*.py || true)
[ -z "$own" ] || fail "the Python package writes its own version, not maze.h's: $own"
[ $status = 0 ] && echo "ok: $version everywhere"
exit $status
