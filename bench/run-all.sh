#!/bin/sh
# run-all.sh [--write FILE | --check FILE] [NAME...] - the benchmarks whose
# figures doc/speed.md shows, run as the page says they were.
#
#   bench/run-all.sh                         runs them all, prints the figures
#   bench/run-all.sh --write doc/speed.md    ... and writes each between its
#                                            markers in the page
#   bench/run-all.sh --write doc/speed.md generators python
#                                            only those two
#   bench/run-all.sh --check doc/speed.md    the page has each benchmark's
#                                            markers once, in this order
#
# Each benchmark's figures sit in the page between the lines
#   <!-- bench NAME -->
#   <!-- /bench NAME -->
# and --write replaces what is between them with a line saying where and
# when they were measured (the commit, the date, the command, the machine:
# cores, memory, CPU, the load average at the start) and what the command
# printed: a Markdown table as it is, anything else as a block of text. So
# the figures are never typed, and the words around them are kept. The
# page is written to a temporary file beside it and renamed.
#
# MAZE (build/maze) and PYTHON (build/python-venv/bin/python, which make
# check-python makes) say what is timed. Some runs take long (compare: a
# billion cells, minutes; pictures: a Python solver, minutes).
set -eu
cd "$(dirname "$0")/.."
maze=${MAZE:-build/maze}
python=${PYTHON:-build/python-venv/bin/python}

# NAME|KIND|COMMAND, in the order of the page. KIND md: the command prints
# Markdown; text: printed as a block of text.
benchmarks="compare|md|bash bench/compare.sh --big 5
generators|text|$maze bench --all --repeat 3
dataset|text|bash bench/dataset.sh 100000 5
python|text|$python bench/python.py
pydataset|text|PYTHON=$python bash bench/pydataset.sh 100000 5
pictures|text|bash bench/pictures.sh $maze 2001 4001
env|text|$python bench/env.py"
names=$(echo "$benchmarks" | cut -d'|' -f1)

mode=run
page=""
case ${1:-} in
--write | --check)
    mode=${1#--}
    page=${2:?usage: run-all.sh [--write FILE | --check FILE] [NAME...]}
    shift 2 ;;
-*)
    echo "usage: run-all.sh [--write FILE | --check FILE] [NAME...]" >&2
    exit 2 ;;
esac
for name in "$@"; do
    echo "$names" | grep -qx "$name" ||
        { echo "run-all.sh: no benchmark '$name' (try: $(echo $names))" >&2; exit 2; }
done
wanted=${*:-$names}

# The page's markers: each benchmark's pair once, begin before end, in the
# order above, and no marker of a benchmark this script does not know.
check() {
    awk -v names="$(echo $names)" '
    BEGIN { n = split(names, order, " "); for (i = 1; i <= n; i++) known[order[i]] = i }
    /^<!-- \/?bench [a-z-]+ -->$/ {
        name = $3
        end = $2 == "/bench"
        if (!(name in known)) { print FILENAME ":" FNR ": no benchmark " name; bad = 1; next }
        if (!end) {
            if (open != "") { print FILENAME ":" FNR ": " name " begins inside " open; bad = 1 }
            if (name in begun) { print FILENAME ":" FNR ": " name " begins twice"; bad = 1 }
            begun[name] = FNR
            if (known[name] <= last) { print FILENAME ":" FNR ": " name " is out of order"; bad = 1 }
            last = known[name]
            open = name
        } else {
            if (open != name) { print FILENAME ":" FNR ": " name " ends where it did not begin"; bad = 1 }
            if (name in ended) { print FILENAME ":" FNR ": " name " ends twice"; bad = 1 }
            ended[name] = FNR
            open = ""
        }
    }
    END {
        for (i = 1; i <= n; i++)
            if (!(order[i] in begun) || !(order[i] in ended)) {
                print FILENAME ": no <!-- bench " order[i] " --> ... <!-- /bench " order[i] " --> lines"
                bad = 1
            }
        exit bad
    }' "$1"
}

if [ -n "$page" ] && [ ! -f "$page" ]; then
    echo "run-all.sh: no $page" >&2
    exit 2
fi
if [ $mode = check ]; then
    check "$page" || exit 1
    echo "ok: $page has the markers of $(echo "$names" | wc -l) benchmarks: $(echo $names)"
    exit 0
fi
if [ $mode = write ]; then
    check "$page" || { echo "run-all.sh: $page's markers are wrong; nothing run" >&2; exit 1; }
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
commit=$(git rev-parse --short HEAD 2>/dev/null || echo "no git")
# A change not committed (but to the page) is not what the commit holds.
if [ "$commit" != "no git" ] && ! git diff --quiet HEAD -- . ":(exclude)$page" 2>/dev/null; then
    commit="$commit with changes not committed"
fi
cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo | head -n 1)
memory=$(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)
for name in $wanted; do
    line=$(echo "$benchmarks" | grep "^$name|")
    kind=$(echo "$line" | cut -d'|' -f2)
    command=$(echo "$line" | cut -d'|' -f3-)
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    echo "run-all.sh: $name: $command" >&2
    sh -c "$command" >"$tmp/$name.out" || {
        echo "run-all.sh: $name failed: $command" >&2
        exit 1
    }
    {
        echo "<!-- bench $name -->"
        echo
        echo "Measured on $commit, $(date -u +%Y-%m-%d), by \`$command\`" \
            "(\`bench/run-all.sh --write $page $name\`): $(nproc) cores, $memory," \
            "${cpu:-$(uname -m)}, load average $load at the start."
        echo
        if [ "$kind" = md ]; then
            cat "$tmp/$name.out"
        else
            sed 's/^/    /; s/^ *$//' "$tmp/$name.out"
        fi
        echo
        echo "<!-- /bench $name -->"
    } >"$tmp/$name.block"
    [ $mode = run ] && cat "$tmp/$name.block"
done
[ $mode = write ] || exit 0

# Each block written over its markers and what was between them.
awk -v dir="$tmp" '
/^<!-- bench [a-z-]+ -->$/ {
    block = dir "/" $3 ".block"
    if ((getline line < block) > 0) {
        print line
        while ((getline line < block) > 0)
            print line
        skip = $3
        next
    }
}
skip != "" { if ($0 == "<!-- /bench " skip " -->") skip = ""; next }
{ print }' "$page" >"$page.tmp"
mv "$page.tmp" "$page"
echo "run-all.sh: wrote $(echo $wanted) into $page" >&2
