#!/bin/sh
# exports.sh LIBRARY HEADER - the shared library exports exactly the public
# API: every function maze.h declares (bar its static inline ones), under
# the version node of src/maze.map, and no other name (no mz_ internals).
set -eu
lib=$1
header=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The declarations, comments stripped by the preprocessor.
cc -E -P "$header" >"$work/h"
grep -oE '\bmaze_[a-z0-9_]+\(' "$work/h" | tr -d '(' | sort -u >"$work/called"
sed -n 's/^static inline [^(]*\b\(maze_[a-z0-9_]*\)(.*/\1/p' "$work/h" |
    sort -u >"$work/inline"
comm -23 "$work/called" "$work/inline" >"$work/declared"
nm -D --defined-only "$lib" | awk '{print $NF}' | sort -u >"$work/exported"
status=0
bad=$(grep -v -E '^(maze_[a-z0-9_]+@@LIBMAZE_0|LIBMAZE_0)$' "$work/exported" || true)
if [ -n "$bad" ]; then
    echo "FAIL $lib exports names outside the public API:"
    echo "$bad" | head -20
    status=1
fi
sed 's/@@.*//' "$work/exported" | grep '^maze_' | sort -u >"$work/public"
missing=$(comm -23 "$work/declared" "$work/public")
if [ -n "$missing" ]; then
    echo "FAIL maze.h declares functions $lib does not export:"
    echo "$missing"
    status=1
fi
[ $status = 0 ] && echo "ok: $(wc -l <"$work/public") functions exported, nothing else"
exit $status
