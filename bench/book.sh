#!/usr/bin/env bash
# book.sh [MAZE] - how long and how much memory `maze book` takes to make
# a letter book of 100 mazes of 30 x 40 cells graded easy to hard, with a
# title page, contents and how to play (some 120 pages), measured with
# /usr/bin/time -v; fails at 10 s or more, or 200 MB or more of memory.
set -eu
MAZE=$(realpath "${1:-build/maze}")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

/usr/bin/time -v "$MAZE" book -n 100 -W 30 -H 40 -s 1 \
    --ramp easy:hard --algorithms hunt-and-kill,backtracker \
    --title "A Hundred Mazes" --author bench --contents --how-to \
    -o book.pdf 2>time.txt >/dev/null
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":");
    s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' time.txt)
cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 }
    END { print u + s }' time.txt)
kib=$(awk -F': ' '/Maximum resident/ { print $2 }' time.txt)
pages=$(pdfinfo book.pdf | awk '/^Pages:/ { print $2 }')
bytes=$(wc -c <book.pdf)
awk -v w="$wall" -v c="$cpu" -v k="$kib" -v p="$pages" -v b="$bytes" \
    'BEGIN { printf "book of 100 mazes 30x40, %d pages: %.2f s wall, %.2f s cpu, %.1f MB peak, %.2f MB PDF\n",
             p, w, c, k / 1024, b / 1e6 }'
if awk -v w="$wall" -v k="$kib" 'BEGIN { exit !(w >= 10 || k >= 204800) }'; then
    echo "book.sh: the book took ${wall} s and $((kib / 1024)) MB" >&2
    exit 1
fi
