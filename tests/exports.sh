#!/bin/sh
# exports.sh HEADER LIBMAZE LIBRARY... - the shared libraries export
# exactly the public API between them: every function maze.h declares
# (bar its static inline ones) in one of them, under its version node
# (LIBMAZE_0 for libmaze, LIBMAZE_RENDER_0 for libmaze-render, ...), and no
# other name, but for libmaze's mz_ names marked MZ_SHARED (src/shared.h),
# under LIBMAZE_PRIVATE, for the other libraries to call.
set -eu
header=$1
core=$2
shift 2
src=$(cd "$(dirname "$header")/../src" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The declarations, comments stripped by the preprocessor.
cc -E -P "$header" >"$work/h"
grep -oE '\bmaze_[a-z0-9_]+\(' "$work/h" | tr -d '(' | sort -u >"$work/called"
sed -n 's/^static inline [^(]*\b\(maze_[a-z0-9_]*\)(.*/\1/p' "$work/h" |
    sort -u >"$work/inline"
comm -23 "$work/called" "$work/inline" >"$work/declared"
# The mz_ functions and tables marked for the other libraries (a
# declaration may break its line before the name).
find "$src" -name '*.h' -exec cat {} + | tr '\n' ' ' |
    grep -oE 'MZ_SHARED [^;({[]*[([]' |
    sed -n 's/.*[^a-z0-9_]\(mz_[a-z0-9_]*\) *[([]$/\1/p' | sort -u >"$work/shared"
status=0
: >"$work/public"
for lib in "$core" "$@"; do
    base=$(basename "$lib")
    node=$(echo "${base%%.so*}" | tr 'a-z-' 'A-Z_')_0
    nm -D --defined-only "$lib" | awk '{print $NF}' | sort -u >"$work/exported"
    if [ "$lib" = "$core" ]; then
        private=$(sed -n 's/@@LIBMAZE_PRIVATE$//p' "$work/exported")
        if [ "$private" != "$(cat "$work/shared")" ]; then
            echo "FAIL $base's LIBMAZE_PRIVATE names differ from MZ_SHARED's:"
            echo "$private" | diff - "$work/shared" | head -20
            status=1
        fi
        allowed="^(maze_[a-z0-9_]+@@$node|$node|mz_[a-z0-9_]+@@LIBMAZE_PRIVATE|LIBMAZE_PRIVATE)\$"
    else
        allowed="^(maze_[a-z0-9_]+@@$node|$node)\$"
    fi
    bad=$(grep -v -E "$allowed" "$work/exported" || true)
    if [ -n "$bad" ]; then
        echo "FAIL $base exports names outside the public API:"
        echo "$bad" | head -20
        status=1
    fi
    sed -n "s/@@$node\$//p" "$work/exported" | grep '^maze_' >>"$work/public" || true
done
twice=$(sort "$work/public" | uniq -d)
if [ -n "$twice" ]; then
    echo "FAIL more than one library exports:"
    echo "$twice"
    status=1
fi
sort -u "$work/public" -o "$work/public"
missing=$(comm -23 "$work/declared" "$work/public")
if [ -n "$missing" ]; then
    echo "FAIL maze.h declares functions no library exports:"
    echo "$missing"
    status=1
fi
[ $status = 0 ] && echo "ok: $(wc -l <"$work/public") functions exported," \
    "$(wc -l <"$work/shared") mz_ names to the other libraries, nothing else"
exit $status
