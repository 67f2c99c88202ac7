#!/usr/bin/env bash
# pictures.sh [MAZE] [SIZES...] - maze solve against the plain Python pixel
# solver (bench/pixel_bfs.py) on pixel mazes of N x N pixels (N odd: a
# (N-1)/2-cell backtracker maze drawn a pixel a unit, openings at the top
# and the bottom), each read, solved and written once; prints seconds,
# CPU seconds (user + system: steadier than the wall clock on a shared
# machine), peak memory and the ratios. Default sizes 2001 and 4001.
set -eu
MAZE=$(realpath "${1:-build/maze}")
shift || true
SIZES=${*:-2001 4001}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

# The text maze drawn as a 2-colour palette PNG.
draw() {
    python3 - "$1" "$2" <<'PY'
import struct, sys, zlib
rows = [list(l) for l in open(sys.argv[1]).read().splitlines() if l]
rows[0][1] = rows[-1][-2] = " "
raw = b"".join(b"\0" + bytes(0 if ch == "#" else 1 for ch in r) for r in rows)
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
open(sys.argv[2], "wb").write(b"\x89PNG\r\n\x1a\n" +
    chunk(b"IHDR", struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 3, 0, 0, 0)) +
    chunk(b"PLTE", b"\0\0\0\xff\xff\xff") + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
PY
}

# wall and CPU seconds and peak KiB of a command, as "WALL CPU KIB"; its
# stderr in ./said.
measure() {
    /usr/bin/time -f "%e %U %S %M" -o times "$@" 2>said
    awk '{ print $1, $2 + $3, $4 }' times
}

printf '%-11s %7s %7s %8s %9s %9s %9s %7s %8s\n' picture "maze s" "cpu s" \
    "maze MB" "python s" "cpu s" "python MB" "cpu x" "memory x"
for n in $SIZES; do
    cells=$(((n - 1) / 2))
    "$MAZE" generate -W "$cells" -H "$cells" -s 1 -f text -o m.txt 2>/dev/null
    draw m.txt maze.png
    read -r ms mc mk < <(measure "$MAZE" solve maze.png -o solved.png)
    mine=$(cat said)
    read -r ps pc pk < <(measure python3 "$HERE/pixel_bfs.py" maze.png py.png)
    theirs=$(cat said)
    [ "$mine" = "$theirs" ] || { echo "routes differ: $mine / $theirs" >&2; exit 1; }
    awk -v n="$n" -v ms="$ms" -v mc="$mc" -v mk="$mk" -v ps="$ps" -v pc="$pc" \
        -v pk="$pk" 'BEGIN {
        printf "%-11s %7.2f %7.2f %8.1f %9.2f %9.2f %9.1f %7.0f %8.0f\n", n "x" n,
            ms, mc, mk / 1024, ps, pc, pk / 1024, pc / mc, pk / mk }'
done
