#!/bin/sh
# layers.sh OBJDIR - checks that every arrow between the library's files
# points down: users -> maze.h -> plug-ins (gen, solve, render, read) -> core.
# It reads the symbols each object file of the library uses and defines
# (nm), so it sees calls, not just #include lines:
#   - a core file (src/*.c) uses nothing a plug-in defines;
#   - a plug-in uses no internal (mz_) name another plug-in defines; the
#     public maze_ functions are the face every user, plug-ins included,
#     may call.
# OBJDIR is the maze-objects folder of a CMake build, e.g.
# build/CMakeFiles/maze-objects.dir. Prints each arrow that points the
# wrong way and exits 1 if there is one.
# Then it checks that no files of src/ form a cycle, within a layer too:
# a file -> file graph of calls (from nm, as above) and #include lines,
# sorted with tsort, which names any loop.
set -eu
dir=${1:?usage: layers.sh OBJDIR}
src=$(cd "$(dirname "$0")/../src" && pwd)
[ -d "$dir/src" ] || { echo "layers.sh: no objects in $dir/src" >&2; exit 2; }
cd "$dir/src"
# The objects of sources that are there now (a build keeps old ones).
objects=$(for o in *.o */*.o; do [ -f "$src/${o%.o}" ] && echo "$o"; done)
layer_of() {
    case $1 in
    gen/*) echo gen ;;
    solve/*) echo solve ;;
    render/*) echo render ;;
    read/*) echo read ;;
    *) echo core ;;
    esac
}
defined=$(mktemp)
trap 'rm -f "$defined"' EXIT
for o in $objects; do
    nm --defined-only "$o" | awk -v f="$o" '$2 ~ /^[TDRB]$/ {print $3, f}'
done | sort >"$defined"
wrong=0
for o in $objects; do
    from=$(layer_of "$o")
    for sym in $(nm -u "$o" | awk '{print $2}' | grep -E '^(mz|maze)_' || true); do
        where=$(awk -v s="$sym" '$1 == s {print $2}' "$defined" | head -1)
        [ -n "$where" ] || continue
        to=$(layer_of "$where")
        [ "$from" = "$to" ] && continue
        if [ "$from" = core ] ||
            { [ "$to" != core ] && [ "${sym#mz_}" != "$sym" ]; }; then
            echo "wrong way: ${o%.o} ($from) uses $sym of ${where%.o} ($to)"
            wrong=1
        fi
    done
done
[ "$wrong" = 0 ] && echo "layers: every arrow points down"

edges=$(mktemp)
trap 'rm -f "$defined" "$edges"' EXIT
for o in $objects; do
    for sym in $(nm -u "$o" | awk '{print $2}' | grep -E '^(mz|maze)_' || true); do
        where=$(awk -v s="$sym" '$1 == s {print $2}' "$defined" | head -1)
        if [ -n "$where" ] && [ "$where" != "$o" ]; then
            echo "${o%.o} ${where%.o}"
        fi
    done
done >"$edges"
(cd "$src" && for f in *.[ch] */*.[ch]; do
    sed -n 's/^#include "\(.*\)"/\1/p' "$f" | while read -r h; do
        dir=$(dirname "$f")
        if [ -f "$dir/$h" ]; then
            echo "$f $(realpath -m --relative-to=. "$dir/$h")"
        fi
    done
done) >>"$edges"
loops=$(sort -u "$edges" | tsort 2>&1 >/dev/null | grep -v 'input contains a loop' |
    sed 's/^tsort: //' | tr '\n' ' ' || true)
if [ -n "$loops" ]; then
    echo "files in a cycle: $loops"
    wrong=1
else
    echo "files: no cycle among the $(sort -u "$edges" | wc -l) arrows between files of src/"
fi
exit "$wrong"
