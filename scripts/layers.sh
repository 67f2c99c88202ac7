#!/bin/sh
# layers.sh OBJDIR [FOLDER] - checks that every arrow between the library's
# files (FOLDER src, the default; tool for the maze command's, whose files
# are one layer)
# points down: users -> maze.h -> the request (request/) -> plug-ins (gen,
# solve, render, read) -> core.
# It reads the symbols each object file of the library uses and defines
# (nm), so it sees calls, not just #include lines:
#   - a core file (src/*.c) uses nothing a plug-in defines, and a plug-in
#     nothing the request (request/) defines;
#   - a plug-in uses no internal (mz_) name another plug-in defines; the
#     public maze_ functions are the face every user, plug-ins included,
#     may call.
# Each file belongs to one library by its folder, and a library uses no
# symbol of one above it: libmaze (all but the two below) none of
# libmaze-render's (render/pictures/) or libmaze-photo's (read/photo/,
# render/photo/), and those two none of each other's.
# OBJDIR is the object folder of a CMake build's library, e.g.
# build/CMakeFiles/maze-objects.dir, or several joined by colons (the
# three libraries'). Prints each arrow that points the wrong way and
# exits 1 if there is one.
#
# Then it checks that no modules of src/ form a cycle, within a layer too.
# A module is a .c and its header: x.c with x.h, and a header with no .c
# of its name joins the one .c that defines what it declares (a header
# that declares for several, or for none, is a module of its own; mz.h,
# which only bundles the core's headers, is none). Module A needs module
# B when a file of A
#   - uses a symbol B's object defines (nm: calls and data, a header's
#     inline code counted in the objects it is inlined into);
#   - includes a header of B (mz.h aside: who includes it needs what it
#     names, below);
#   - names what a header of B defines: an inline function, a macro, a
#     struct, union or enum, an enum's constant, a typedef;
#   - is a header whose inline functions or macros call a function B's
#     object defines (declaring a function is no call).
# The modules and arrows go through tsort, which names every loop; each is
# printed with what makes each of its arrows.
set -eu
dirs=${1:?usage: layers.sh OBJDIR[:OBJDIR...] [FOLDER]}
folder=${2:-src}
src=$(cd "$(dirname "$0")/../$folder" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# "file object" for the objects of sources that are there now (a build
# keeps old ones), from every OBJDIR (one a library: libmaze's,
# libmaze-render's, libmaze-photo's).
found=no
for dir in $(echo "$dirs" | tr : ' '); do
    [ -d "$dir/$folder" ] || continue
    found=yes
    (cd "$dir/$folder" && for o in *.o */*.o */*/*.o; do
        if [ -f "$src/${o%.o}" ]; then echo "${o%.o} $PWD/$o"; fi
    done)
done >"$tmp/objects"
[ $found = yes ] || { echo "layers.sh: no objects in $dirs/$folder" >&2; exit 2; }

# "symbol file" for each symbol a file's object defines; "file symbol
# definer" for each mz_ or maze_ symbol it uses that another defines.
while read -r f o; do
    nm --defined-only "$o" | awk -v f="$f" '$2 ~ /^[TDRB]$/ {print $3, f}'
done <"$tmp/objects" | sort >"$tmp/defined"
while read -r f o; do
    nm -u "$o" | awk -v f="$f" '{print f, $2}'
done <"$tmp/objects" >"$tmp/undefined"
awk 'NR == FNR { if (!($1 in at)) at[$1] = $2; next }
     ($2 in at) && at[$2] != $1 { print $1, $2, at[$2] }' \
    "$tmp/defined" "$tmp/undefined" >"$tmp/calls"

awk 'function layer(f) {
         if (f ~ /^(gen|solve|render|read|measure|request)\//)
             return substr(f, 1, index(f, "/") - 1)
         return "core"
     }
     function rank(l) {
         return l == "core" ? 0 : l == "request" ? 2 : 1
     }
     {
         from = layer($1)
         to = layer($3)
         if (from != to && (rank(to) > rank(from) ||
                            (to != "core" && $2 ~ /^mz_/)))
             print "wrong way: " $1 " (" from ") uses " $2 " of " $3 " (" to ")"
     }' "$tmp/calls" >"$tmp/wrong"
# The libraries: libmaze (the rest) stands under libmaze-render
# (render/pictures/) and libmaze-photo (read/photo/, render/photo/), and
# they under nobody: libmaze uses nothing they define, nor one the other.
awk 'function library(f) {
         if (f ~ /^render\/pictures\//)
             return "libmaze-render"
         if (f ~ /^(read|render)\/photo\//)
             return "libmaze-photo"
         return "libmaze"
     }
     {
         from = library($1)
         to = library($3)
         if (from != to && to != "libmaze")
             print "wrong library: " $1 " (" from ") uses " $2 " of " $3 \
                   " (" to ")"
     }' "$tmp/calls" >>"$tmp/wrong"
wrong=0
if [ -s "$tmp/wrong" ]; then
    cat "$tmp/wrong"
    wrong=1
else
    echo "layers: every arrow points down"
fi

# What each file of src/ says, as "file kind name" lines: "include" (a
# header of src/ it includes, as a path from src/), "def" (a name a header
# defines), "decl" (a name at a header's top level or in a struct: its
# prototypes and the types they take), "use" (any name of a .c; a name in
# a header's inline functions, initialisers and macros). The compiler
# drops the comments and keeps the lines of #define.
# shellcheck disable=SC2016 # an awk program, not the shell's
names='
function emit(kind, name) { print f, kind, name }
function ident(t) { return t ~ /^[A-Za-z_]/ }
BEGIN { header = f ~ /\.h$/; dir = f; if (!sub(/\/[^\/]*$/, "", dir)) dir = "" }
{
    line = $0
    gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
    gsub(/\047([^\047\\]|\\.)*\047/, "0", line)
    if (in_define || line ~ /^[ \t]*#/) {
        directive = !in_define
        in_define = line ~ /\\$/
        if (directive && line ~ /^[ \t]*#[ \t]*include[ \t]*"/) {
            h = $0
            sub(/^[^"]*"/, "", h)
            sub(/".*/, "", h)
            path = dir == "" ? h : dir "/" h
            while (sub(/[^\/.][^\/]*\/\.\.\//, "", path))
                ;
            emit("include", path)
            next
        }
        if (directive && line ~ /^[ \t]*#[ \t]*define/) {
            sub(/^[ \t]*#[ \t]*define[ \t]+/, "", line)
            name = line
            sub(/[^A-Za-z0-9_].*/, "", name)
            if (header)
                emit("def", name)
            line = substr(line, length(name) + 1)
        } else if (directive) {
            next
        }
        while (match(line, /[A-Za-z_][A-Za-z0-9_]*/)) {
            emit("use", substr(line, RSTART, RLENGTH))
            line = substr(line, RSTART + RLENGTH)
        }
        next
    }
    while (match(line, /[A-Za-z_][A-Za-z0-9_]*|[{};(),=]/)) {
        t = substr(line, RSTART, RLENGTH)
        line = substr(line, RSTART + RLENGTH)
        if (!header) {
            if (ident(t))
                emit("use", t)
            continue
        }
        if (depth > 0) {
            if (t == "{")
                depth++
            else if (t == "}" && --depth == 0 && body == "code") {
                stmt = fn = tag = tag_kw = ""
                assigned = 0
            }
            else if (ident(t) && body == "enum" && depth == 1 &&
                     (prev == "{" || prev == ","))
                emit("def", t)
            else if (ident(t))
                emit(body == "code" ? "use" : "decl", t)
            prev = t
            continue
        }
        # The top level: prototypes, definitions, struct and enum bodies.
        if (t == "(") {
            if (parens++ == 0 && fn == "" && ident(prev) &&
                prev != "__attribute__")
                fn = prev
        } else if (t == ")") {
            parens--
        } else if (t == "=") {
            assigned = 1
        } else if (t == "{") {
            depth = 1
            body = fn != "" || assigned ? "code" : tag_kw == "enum" ? "enum" \
                                                                    : "type"
            if (fn != "" && !assigned)
                emit("def", fn)
            else if (tag != "")
                emit("def", tag)
        } else if (t == ";") {
            if (stmt ~ /^typedef /)
                emit("def", prev)
            stmt = fn = tag = tag_kw = ""
            assigned = 0
        } else if (ident(t)) {
            if (prev == "struct" || prev == "union" || prev == "enum") {
                tag = t
                tag_kw = prev
            }
            emit("decl", t)
            stmt = stmt t " "
        }
        prev = t
    }
}'
(cd "$src" && for f in *.[ch] */*.[ch] */*/*.[ch]; do
    if [ -f "$f" ]; then echo "$f"; fi
done) >"$tmp/files"
(cd "$src" && while read -r f; do
    ${CC:-cc} -fpreprocessed -dD -E -P -x c "$f" | awk -v f="$f" "$names"
done <"$tmp/files") >"$tmp/names"

# Modules and arrows: "from to why", from the calls, then the names.
awk -v calls="$tmp/calls" -v defined="$tmp/defined" '
function module(f,    c) {
    if (f ~ /\.c$/)
        return f
    c = substr(f, 1, length(f) - 1) "c"
    if (c in file)
        return c
    if (joins[f] == 1)
        return joined[f]
    return f
}
function arrow(a, b, why) {
    if (a == "mz.h" || b == "mz.h")
        return
    a = module(a)
    b = module(b)
    if (a != b && !((a, b) in seen)) {
        seen[a, b] = 1
        print a, b, why
    }
}
NR == FNR { file[$1] = 1; next }
{ said[++n] = $0 }
$2 == "def" && $1 ~ /\.h$/ {
    if (($3 in def) && def[$3] != $1)
        twice[$3] = 1
    def[$3] = $1
}
END {
    while ((getline line < defined) > 0) {
        split(line, w, " ")
        if (!(w[1] in at))
            at[w[1]] = w[2]
    }
    # A header joins the .c that defines what it declares, when only one
    # does (its own .c, x.c beside x.h, comes first in module()).
    for (i = 1; i <= n; i++) {
        split(said[i], w, " ")
        if (w[2] == "decl" && (w[3] in at) && !((w[1], at[w[3]]) in by)) {
            by[w[1], at[w[3]]] = 1
            joins[w[1]]++
            joined[w[1]] = at[w[3]]
        }
    }
    while ((getline line < calls) > 0) {
        split(line, w, " ")
        arrow(w[1], w[3], "calls " w[2])
    }
    for (i = 1; i <= n; i++) {
        split(said[i], w, " ")
        if (w[2] == "include" && (w[3] in file))
            arrow(w[1], w[3], "includes " w[3])
        else if ((w[2] == "use" || w[2] == "decl") && (w[3] in def) &&
                 !(w[3] in twice) && def[w[3]] != w[1])
            arrow(w[1], def[w[3]], "uses " w[3] " of " def[w[3]])
        else if (w[2] == "use" && w[1] ~ /\.h$/ && (w[3] in at))
            arrow(w[1], at[w[3]], "calls " w[3])
    }
}' "$tmp/files" "$tmp/names" >"$tmp/arrows"

modules=$(awk '{print $1; print $2}' "$tmp/arrows" | sort -u | wc -l)
awk '{print $1, $2}' "$tmp/arrows" | tsort 2>"$tmp/loops" >/dev/null || true
if grep -q 'loop' "$tmp/loops"; then
    # tsort names each loop's modules in the order of its arrows.
    awk -v arrows="$tmp/arrows" '
    BEGIN {
        while ((getline line < arrows) > 0) {
            split(line, w, " ")
            why[w[1], w[2]] = substr(line, length(w[1]) + length(w[2]) + 3)
        }
    }
    function report(    i, j) {
        if (k == 0)
            return
        print "modules in a cycle:"
        for (i = 1; i <= k; i++) {
            j = i % k + 1
            print "  " loop[i] " -> " loop[j] \
                  ((loop[i], loop[j]) in why ? " (" why[loop[i], loop[j]] ")" \
                                             : "")
        }
        k = 0
    }
    /input contains a loop/ { report(); next }
    { sub(/^tsort: /, ""); loop[++k] = $0 }
    END { report() }' "$tmp/loops"
    wrong=1
else
    echo "modules: no cycle among the $(wc -l <"$tmp/arrows") arrows between" \
        "the $modules modules of $folder/"
fi
exit "$wrong"
