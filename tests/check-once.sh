#!/bin/sh
# check-once.sh SOURCE BUILD - make check runs every test once: the ctest
# runs that `make -n check` lists (their build folder and label options),
# each applied to BUILD's tests, name every test exactly once between them,
# and the C code's tests (unit, cli-*, golden, example, fuzz-*) in
# build-asan, the sanitizers' build. make check-fast leaves out the
# browser's tests and nothing else.
set -eu
src=$1
build=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The names of BUILD's tests that ctest with these options would run.
tests_of() {
    (cd "$build" && ctest -N "$@") |
        sed -n 's/^ *Test *#[0-9]*: *//p' | sort
}
tests_of >"$work/all"
[ -s "$work/all" ] || { echo "FAIL no tests in $build"; exit 1; }
# Each ctest line of a recipe: "DIR OPTIONS..." (the folder it cds to).
runs() {
    make -s -n -C "$src" "$1" 2>/dev/null |
        sed -n 's/.*cd \([^ ]*\) && .*ctest\(.*\)$/\1\2/p'
}
runs check >"$work/runs"
[ -s "$work/runs" ] || { echo "FAIL make -n check runs no ctest"; exit 1; }
: >"$work/ran"
while read -r dir options; do
    # Only the label options: the rest says how, not which.
    # shellcheck disable=SC2086
    set -- $(echo "$options" | grep -oE -- '-L[E]? [^ ]+' | tr '\n' ' ')
    tests_of "$@" | sed "s|^|$dir |" >>"$work/ran"
done <"$work/runs"
status=0
awk '{print $2}' "$work/ran" | sort | uniq -d >"$work/twice"
if [ -s "$work/twice" ]; then
    echo "FAIL make check runs these tests more than once:"
    sed 's/^/    /' "$work/twice"
    status=1
fi
awk '{print $2}' "$work/ran" | sort -u | comm -23 "$work/all" - >"$work/never"
if [ -s "$work/never" ]; then
    echo "FAIL make check never runs these tests:"
    sed 's/^/    /' "$work/never"
    status=1
fi
grep -E '^(unit|cli-.*|golden|example|fuzz-.*)$' "$work/all" >"$work/c"
awk '$1 == "build-asan" {print $2}' "$work/ran" | sort |
    comm -23 "$work/c" - >"$work/plain"
if [ -s "$work/plain" ]; then
    echo "FAIL make check runs these outside the sanitizers' build:"
    sed 's/^/    /' "$work/plain"
    status=1
fi
# check-fast: one run, in the Release build, of all but the browser's.
runs check-fast >"$work/fast"
: >"$work/fast-ran"
while read -r dir options; do
    # shellcheck disable=SC2086
    set -- $(echo "$options" | grep -oE -- '-L[E]? [^ ]+' | tr '\n' ' ')
    tests_of "$@" >>"$work/fast-ran"
done <"$work/fast"
tests_of -LE browser >"$work/fast-want"
if ! sort "$work/fast-ran" | cmp -s - "$work/fast-want"; then
    echo "FAIL make check-fast runs other than every test but the browser's:"
    sort "$work/fast-ran" | diff "$work/fast-want" - | sed 's/^/    /'
    status=1
fi
[ "$status" = 0 ] && echo "make check: $(wc -l <"$work/all") tests, each once"
exit "$status"
