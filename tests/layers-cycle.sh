#!/bin/sh
# layers-cycle.sh LAYERS - runs scripts/layers.sh on a small library of
# its own, laid out as src/ is, to show that it passes when the modules
# form no cycle and fails when they do, through a call or through a
# header's inline function alone.
set -eu
layers=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
mkdir -p "$top/scripts" "$top/src" "$top/obj/src"
cp "$layers" "$top/scripts/layers.sh"

# a.c calls b.c, and b.c needs a.c when $1 says so: "call", b.c calls
# it; "include", b.h includes a.h; "inline", an inline function of b.h
# calls it (declared there, so that no include shows the arrow).
library() {
    rm -f "$top"/src/* "$top"/obj/src/*
    cat >"$top/src/a.h" <<'C'
int mz_a(int v);
C
    cat >"$top/src/a.c" <<'C'
#include "a.h"
#include "b.h"
int mz_a(int v)
{
    return v > 0 ? mz_b(v - 1) : 0;
}
C
    {
        echo 'int mz_b(int v);'
        [ "$1" = include ] && echo '#include "a.h"'
        [ "$1" = inline ] && printf '%s\n' 'int mz_a(int v);' \
            'static inline int mz_b_twice(int v)' '{' \
            '    return 2 * mz_a(v);' '}'
        true
    } >"$top/src/b.h"
    {
        echo '#include "b.h"'
        [ "$1" = call ] && echo '#include "a.h"'
        echo 'int mz_b(int v)'
        echo '{'
        if [ "$1" = call ]; then
            echo '    return v > 9 ? mz_a(v / 2) : v;'
        else
            echo '    return v;'
        fi
        echo '}'
    } >"$top/src/b.c"
    for f in a b; do
        ${CC:-cc} -c "$top/src/$f.c" -o "$top/obj/src/$f.c.o"
    done
}

fail=0
check() { # check KIND STATUS TEXT: layers.sh exits STATUS and says TEXT
    library "$1"
    status=0
    sh "$top/scripts/layers.sh" "$top/obj" >"$top/out" 2>&1 || status=$?
    if [ "$status" != "$2" ] || ! grep -qF "$3" "$top/out"; then
        echo "layers-cycle: $1: want exit $2 and \"$3\", got exit $status:"
        sed 's/^/    /' "$top/out"
        fail=1
    fi
}
check none 0 "modules: no cycle"
check call 1 "b.c -> a.c (calls mz_a)"
check include 1 "b.c -> a.c (includes a.h)"
check inline 1 "b.c -> a.c (calls mz_a)"
[ "$fail" = 0 ] && echo "layers-cycle: a cycle fails, by a call, an #include" \
    "or a header's inline function"
exit "$fail"
