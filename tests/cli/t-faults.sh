# Faults and files: signals in the middle of a write, full and closed
# standard streams, what an existing target was (its mode, owner, links),
# and the messages for inputs that are almost right.

t_stats_of_a_maze_without_cells_has_no_loops() {
    printf '{"width": 2, "height": 1, "cells": [["#", "#"]]}\n' >walls.json
    maze stats --json walls.json
    expect_status 0 || return 1
    python3 -c 'import json; d=json.load(open("out")); assert (d["cells"], d["passages"], d["loops"]) == (0, 0, 0), d' ||
        fail "figures of a maze without cells" || return 1
    maze stats walls.json
    grep -q "^loops  *0$" out || fail "loops: $(grep loops out)"
}

t_json_that_is_not_a_maze_gets_the_json_message() {
    local text
    for text in '[1,2,3]' ' [ ]' '{}'; do
        printf '%s\n' "$text" >a.json
        maze solve a.json
        expect_status 1 || return 1
        [ "$(cat err)" != "maze: a.json: no S: mark the start with S" ] || fail "$text read as text" || return 1
        maze_in a.json solve
        expect_status 1 || return 1
        [ "$(cat err)" != "maze: standard input: no S: mark the start with S" ] || fail "$text read as text" || return 1
    done
    printf '[1,2,3]\n' >a.json
    maze solve a.json
    expect_error 1 "maze: a.json: expected a JSON object with width, height, cells"
}

t_a_byte_order_mark_is_skipped() {
    "$MAZE" generate -W 6 -H 4 -s 1 >plain.txt 2>/dev/null
    "$MAZE" generate -W 6 -H 4 -s 1 -f json >plain.json 2>/dev/null
    local f
    for f in plain.txt plain.json; do
        { printf '\357\273\277'; cat "$f"; } >"bom-$f"
        maze solve -f text "$f"
        cp out want
        maze solve -f text "bom-$f"
        expect_status 0 || return 1
        cmp -s out want || fail "bom-$f solved differently" || return 1
        maze_in "bom-$f" solve -f text
        expect_status 0 || return 1
        cmp -s out want || fail "bom-$f from a pipe solved differently" || return 1
    done
}

t_lines_ending_in_cr_alone_are_refused_as_such() {
    "$MAZE" generate -W 6 -H 4 -s 1 2>/dev/null | tr '\n' '\r' >mac.txt
    maze solve mac.txt
    expect_error 1 "maze: mac.txt:1:14: lines end in CR alone (the text format ends them with LF or CRLF: convert with tr '\\r' '\\n')" || return 1
    maze_in mac.txt solve
    expect_error 1 "maze: standard input:1:14: lines end in CR alone (the text format ends them with LF or CRLF: convert with tr '\\r' '\\n')" || return 1
    tr '\r' '\n' <mac.txt >unix.txt
    maze solve unix.txt
    expect_status 0
}

t_a_png_mask_too_large_for_the_decoder_says_so() {
    # A valid PNG of 32768x1 pixels, one past what cairo decodes.
    python3 - <<'PY'
import struct, zlib
w, h = 32768, 1
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"\0" + b"\xff" * w)) + chunk(b"IEND", b"")
open("wide.png", "wb").write(png)
PY
    maze generate --mask wide.png
    expect_error 1 "maze: wide.png: PNG mask of 32768x1 pixels is too large: masks are read up to 32767 pixels a side (a pixel a cell)"
}

t_reading_an_endless_input_stays_near_the_limit() {
    # Only the real program's memory means anything (a sanitizer's realloc
    # copies, valgrind counts itself).
    if ! head -c 4 "$MAZE" | grep -q ELF || grep -q __asan_init "$MAZE"; then
        echo "skipped: $MAZE is a wrapper or a sanitizer build"
        return 0
    fi
    # 64 MiB and a byte: a buffer doubling past the limit would reach
    # 128 MiB.
    python3 - "$MAZE" <<'PY' || fail "too much memory"
import resource, subprocess, sys
r = subprocess.run([sys.argv[1], "solve", "--max-size", str(64 * 2**20 + 1), "/dev/zero"],
                   capture_output=True, text=True)
assert r.returncode == 1 and "file is larger than 67108865 bytes" in r.stderr, r
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print("peak %.1f MiB" % peak)
assert peak < 80, peak
PY
}
