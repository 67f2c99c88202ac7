# No input costs more than it is worth: a reader asks for memory in
# proportion to what it has read, or checks first that the input can hold
# what its header claims. Each run is capped at 300 MB of address space,
# so a reader that made the grid its header names (gigabytes) would fail
# for want of memory instead of saying what is wrong with the file.

# bounded CMD...: runs maze under the cap; like maze() otherwise.
bounded() {
    status=0
    (ulimit -v 300000; exec "$MAZE" "$@") >out 2>err || status=$?
}

# A sanitizer build needs more address space just to start (and holds
# freed memory back a while): its memory says nothing of the reader's.
uncapped() {
    if (ulimit -v 300000; "$MAZE" --version) >/dev/null 2>&1; then
        return 1
    fi
    echo "skipped: this build cannot run under ulimit -v"
}

# held LIMIT WHAT: fails when $peak is LIMIT kB or more (not checked on a
# sanitizer build).
held() {
    (ulimit -v 300000; "$MAZE" --version) >/dev/null 2>&1 || return 0
    [ "$peak" -lt "$1" ] || fail "$2 held $peak kB"
}

# png FILE W H: a PNG of a W x H grey picture whose data is 100 zero bytes
# deflated (69 bytes in all).
png() {
    python3 - "$@" <<'PY'
import struct, sys, zlib
def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data +
            struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff))
path, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
head = struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)
open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) +
                       chunk(b"IDAT", zlib.compress(b"\0" * 100)) +
                       chunk(b"IEND", b""))
PY
}

# peak INPUT CMD...: runs maze with INPUT as standard input; like maze(),
# and $peak is the most memory it held, in kB (getrusage: the figure
# /usr/bin/time -v reports).
peak() {
    local input=$1
    shift
    status=0
    peak=$(python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "rb") as i, open("out", "wb") as o, open("err", "wb") as e:
    r = subprocess.run(sys.argv[2:], stdin=i, stdout=o, stderr=e)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, r.returncode)
' "$input" "$MAZE" "$@")
    status=${peak#* }
    peak=${peak% *}
}

t_json_header_of_more_cells_than_the_file_holds_is_refused() {
    # 57 bytes that claim 400 million cells: refused at once, in a few MB,
    # from a file and from a pipe alike (without a cap: a reader that made
    # the grid would have done so, and then said the same).
    printf '{"width": 20000, "height": 20000, "cells": [["e","w"]]}' >big.json
    peak /dev/null stats big.json
    expect_error 1 'maze: big.json: "cells" must be 20000 rows'
    held 50000 stats
    peak big.json solve
    expect_error 1 'maze: standard input: "cells" must be 20000 rows'
    held 50000 solve
    uncapped && return 0
    # As many rows as the header says, each empty: the rows are all there,
    # the cells are not.
    python3 -c 'print("{\"width\": 100000, \"height\": 1000, \"cells\": [" + ",".join(["[]"] * 1000) + "]}")' >rows.json
    bounded solve rows.json
    expect_error 1 'maze: rows.json: the file is too short for a 100000x1000 maze: its cells need 3 bytes each at least, and 3003 bytes follow "cells"'
    # The size after the cells: read in a second pass, checked the same.
    printf '{"cells": [[]], "width": 2000000000, "height": 1}' >late.json
    bounded stats late.json
    expect_error 1 'maze: late.json: the file is too short for a 2000000000x1 maze: its cells need 3 bytes each at least, and 39 bytes follow "cells"'
    # A well-formed maze still reads under the cap.
    "$MAZE" generate -W 300 -H 300 -s 1 -f json -o ok.json 2>/dev/null
    bounded stats ok.json
    expect_status 0
}

t_json_line_claiming_a_vast_grid_is_refused() {
    "$MAZE" generate -W 3 -H 2 -s 1 -f json | tr -d '\n' >lines.jsonl
    printf '\n{"width": 20000, "height": 20000, "cells": [["e","w"]]}\n' >>lines.jsonl
    peak /dev/null solve lines.jsonl
    expect_status 1
    expect_err_has 'maze: lines.jsonl:2:1: "cells" must be 20000 rows'
    held 50000 solve
}

t_png_mask_header_is_weighed_before_the_grid_is_made() {
    uncapped && return 0
    png huge.png 60000 60000
    [ "$(wc -c <huge.png)" = 69 ] || fail "the PNG is $(wc -c <huge.png) bytes"
    bounded generate --mask huge.png -o maze.txt
    expect_error 1 "maze: huge.png: picture of 60000 x 60000 pixels is larger than 1073741824 pixels"
    # Under the pixel limit, but 28 bytes of data cannot hold 900 million
    # pixels: refused for masks and pictures alike.
    png short.png 30000 30000
    bounded generate --mask short.png -o maze.txt
    expect_error 1 "maze: short.png: broken PNG: the file ends early (truncated): 28 bytes of data cannot hold a 30000 x 30000 picture"
    bounded solve short.png
    expect_error 1 "maze: short.png: broken PNG: the file ends early (truncated): 28 bytes of data cannot hold a 30000 x 30000 picture"
    [ ! -e maze.txt ] || fail "maze.txt written"
}

t_text_mask_of_short_lines_cannot_claim_a_vast_grid() {
    uncapped && return 0
    # One long line under 30000 empty ones: 60 KB that would say a grid of
    # 900 million cells.
    { head -c 30000 /dev/zero | tr '\0' '\n'; head -c 30000 /dev/zero | tr '\0' x; echo; } >mask.txt
    bounded generate --mask mask.txt -o maze.txt
    expect_error 1 "maze: mask.txt: mask of 30000 x 30001 cells drawn in 60000 bytes: its lines are too short for so large a grid (draw the cells that are not with X)"
    # A drawing with short lines is read as ever.
    printf 'xxxx\nxx\nxxxxxx\n' >small.txt
    bounded generate --mask small.txt -s 1
    expect_status 0
}

t_floors_text_costs_its_size_not_sixteen_times_it() {
    # A floor, a gap, then 20 million empty lines before a stray 'x': the
    # text of floors is read whole (20 MB), but its lines are kept only as
    # far as the first that breaks the floors' rule.
    { printf '###\n#S#\n#E#\n\n'; head -c 20000000 /dev/zero | tr '\0' '\n'; echo x; } >floors.txt
    peak /dev/null solve floors.txt
    expect_error 1 "maze: floors.txt:5:1: line is 0 characters long, the first is 3 (all lines must be as long)"
    held 100000 solve
}

t_a_json_row_is_read_a_cell_at_a_time() {
    # One row of 2 million cells (6 MB): as a tree of JSON values it took
    # 200 MB; a cell at a time, the grid and the claimed passages.
    python3 -c 'print("{\"width\": 2000000, \"height\": 1, \"cells\": [[" + ",".join(["\"\""] * 2000000) + "]]}")' >wide.json
    peak /dev/null stats wide.json
    expect_status 0
    held 60000 stats
}

t_json_members_the_reader_does_not_use_are_stepped_over() {
    # A route of a million cells (the reader makes its own), 8 MB: as a
    # tree of JSON values it took 200 MB.
    python3 -c 'print("{\"width\": 1, \"height\": 1, \"cells\": [[\"\"]], \"route\": [" + ",".join(["[0, 0]"] * 1000000) + "]}")' >route.json
    peak /dev/null stats route.json
    expect_status 0
    held 60000 stats
    # What is stepped over is still JSON.
    printf '{"width": 1, "height": 1, "cells": [[""]], "route": [[0, 0], [0 0]]}' >bad.json
    maze stats bad.json
    expect_error 1 "maze: bad.json:1:65: ',' or ']' expected near '0'"
}

t_json_crossings_are_kept_in_12_bytes_each() {
    # A million crossings (13 MB): as a tree of JSON values they took
    # 340 MB; kept as they are read, 12 bytes each.
    python3 -c 'print("{\"width\": 1, \"height\": 1, \"cells\": [[\"\"]], \"crossings\": [" + ",".join(["[0, 0, \"ns\"]"] * 1000000) + "]}")' >cross.json
    peak /dev/null stats cross.json
    expect_error 1 "maze: cross.json: the crossing at [0, 0] needs passages on all four sides and plain cells at the ends of the one under it"
    held 80000 stats
    # A crossing too long to be one is told as any other wrong one.
    printf '{"width": 3, "height": 1, "cells": [["","",""]], "crossings": [[0, 0, "ns"], [0, 0, "ew", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]]}' >long.json
    maze stats long.json
    expect_error 1 'maze: long.json: crossings[1] must be [x, y, "ns" or "ew"] inside the 3x1 grid'
}

t_a_json_array_is_refused_unread() {
    # 12 MB of "[{},{},...]": jansson held 80 bytes a byte (1 GB) before
    # the reader said a maze is an object.
    python3 -c 'print("[" + ",".join(["{}"] * 4000000) + "]")' >arr.json
    peak /dev/null stats arr.json
    expect_error 1 "maze: arr.json: expected a JSON object with width, height, cells, not an array" || return 1
    held 60000 "an array"
}

# A size past the generator's most cells is refused before the grid is
# made: kruskal's 70000 x 70000 took 4.8 GB and 17 s to be refused.
t_kruskal_past_its_cells_is_refused_before_the_grid() {
    uncapped && return 0
    bounded generate -W 70000 -H 70000 -a kruskal
    expect_status 2 || return 1
    grep -q "a maze of 4900000000 cells is too big for kruskal" err || fail "$(cat err)"
}

t_binary_input_is_refused_at_its_first_bytes() {
    # Endless zeros and random bytes through a pipe: no maze file holds a
    # NUL or a control character, so the reader stops at the first block
    # instead of reading to --max-size (or 1 GiB) first.
    python3 - "$MAZE" <<'PY' || fail "read too far"
import os, subprocess, sys
for name, block in (("zeros", bytes(65536)), ("random", os.urandom(65536))):
    p = subprocess.Popen([sys.argv[1], "solve", "--max-size", str(64 << 20)],
                         stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE)
    sent = 0
    try:
        while sent < (80 << 20):
            p.stdin.write(block)
            sent += len(block)
        p.stdin.close()
    except BrokenPipeError:
        pass
    err = p.stderr.read().decode()
    p.wait()
    print(name, "sent", sent, "bytes;", err.strip())
    assert p.returncode == 1, p.returncode
    assert "binary data" in err, err
    assert sent < (4 << 20), sent
PY
    maze solve /dev/zero
    expect_error 1 "maze: /dev/zero:1:1: binary data (byte 0x00), not a maze file (maze files are the text format, JSON and JSON lines; maze solve also reads PNG pictures)"
    printf '+-+-+\n|S  |\n+-+\001+\n' >ctl.txt
    maze solve ctl.txt
    expect_error 1 "maze: ctl.txt:3:4: binary data (byte 0x01), not a maze file (maze files are the text format, JSON and JSON lines; maze solve also reads PNG pictures)"
}

t_a_sheet_solved_costs_a_few_bytes_a_square() {
    # A line of 4 million squares, read square by square (a sheet), solved
    # and written as text: the route (8 bytes a cell) and the maze, and
    # the writer's marks in a byte a cell rather than 16 bytes a route
    # cell sorted (25 bytes an input byte in all before).
    if ! head -c 4 "$MAZE" | grep -q ELF || grep -q __asan_init "$MAZE"; then
        echo "skipped: $MAZE is a wrapper or a sanitizer build"
        return 0
    fi
    python3 - "$MAZE" <<'PY' || fail "too much memory"
import resource, subprocess, sys
n = 4_000_000
with open("line.txt", "w") as f:
    f.write("S" + " " * (n - 2) + "E\n")
r = subprocess.run([sys.argv[1], "solve", "line.txt", "-o", "solved.txt"],
                   capture_output=True, text=True)
assert r.returncode == 0, r
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
print("peak %.1f bytes an input byte" % (peak / n))
assert peak < 15 * n + (8 << 20), peak
PY
    [ "$(head -c 3 solved.txt)" = "S.." ] || fail "the route is not drawn"
}

# textbomb FILE KIND: an 8 x 8 PNG whose KIND text chunk (tEXt, zTXt,
# iTXt) says it is 2^31 - 1 bytes long, in 52 bytes.
textbomb() {
    python3 - "$@" <<'PY'
import struct, sys, zlib
kind = sys.argv[2].encode()
head = struct.pack(">IIBBBBB", 8, 8, 8, 0, 0, 0, 0)
def chunk(k, data, n):
    return (struct.pack(">I", n) + k + data +
            struct.pack(">I", zlib.crc32(k + data) & 0xffffffff))
open(sys.argv[1], "wb").write(b"\x89PNG\r\n\x1a\n" +
                              chunk(b"IHDR", head, len(head)) +
                              chunk(kind, b"maze\0ab", 2**31 - 1))
PY
}

t_png_text_chunk_longer_than_the_file_costs_nothing() {
    for kind in tEXt zTXt iTXt; do
        textbomb bomb.png $kind
        peak /dev/null solve bomb.png
        expect_status 1 || return 1
        expect_err_has "maze: bomb.png: broken PNG: " || return 1
        held 50000 "solve of a $kind bomb" || return 1
        peak /dev/null generate --mask bomb.png -o maze.txt
        expect_status 1 || return 1
        held 50000 "generate --mask of a $kind bomb" || return 1
        peak /dev/null solve --photo bomb.png -o out.png
        expect_status 1 || return 1
        held 50000 "solve --photo of a $kind bomb" || return 1
    done
}

# pngbomb FILE W H: a 1-bit W x H PNG, a dark frame with a gap at the top
# left and the bottom right and light inside, deflated to almost nothing
# (20000 x 20000: 77 KB); a pixel maze of scale 1.
pngbomb() {
    python3 - "$@" <<'PY'
import struct, sys, zlib
def chunk(t, d):
    return (struct.pack(">I", len(d)) + t + d +
            struct.pack(">I", zlib.crc32(t + d) & 0xffffffff))
path, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def bits(dark):
    b = bytearray((w + 7) // 8)
    for x in range(w):
        if not dark(x):
            b[x // 8] |= 0x80 >> (x % 8)
    return b"\0" + bytes(b)
top = bits(lambda x: x != 1)
mid = bits(lambda x: x in (0, w - 1))
bot = bits(lambda x: x != w - 2)
c = zlib.compressobj(9)
rows = [c.compress(top)] + [c.compress(mid) for _ in range(h - 2)]
rows += [c.compress(bot), c.flush()]
head = struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0)
open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) +
                       chunk(b"IDAT", b"".join(rows)) + chunk(b"IEND", b""))
PY
}

t_png_bomb_is_weighed_before_its_pixels_are_kept() {
    # 20000 x 20000 pixels in 77 KB: a maze of 400 million units, which
    # took 450 MB to read; refused under the picture memory limit, by
    # default 256 MiB, and read when the limit is raised.
    pngbomb bomb.png 20000 20000
    peak /dev/null solve bomb.png -o /dev/null
    expect_error 1 "maze: bomb.png: picture of 20000 x 20000 pixels needs 524.5 MiB to read, more than the picture memory limit of 256.0 MiB (give a larger --picture-memory to read it)" || return 1
    held 300000 "solve of a 20000 x 20000 bomb" || return 1
    peak /dev/null stats bomb.png
    expect_status 1 || return 1
    held 300000 "stats of a 20000 x 20000 bomb" || return 1
    # As a photo, 9000 x 9000 pixels in 21 KB took 420 MB.
    pngbomb photo.png 9000 9000
    peak /dev/null solve --photo photo.png -o out.png
    expect_error 1 "maze: photo.png: photo of 9000 x 9000 pixels needs 1.2 GiB to read, more than the picture memory limit of 256.0 MiB (give a larger --picture-memory to read it)" || return 1
    held 300000 "solve --photo of a 9000 x 9000 bomb" || return 1
    # Under the limit, it is read.
    pngbomb small.png 300 200
    maze solve small.png --picture-memory 200000 -o /dev/null
    expect_status 0 || return 1
    maze solve small.png --picture-memory 1000 -o /dev/null
    expect_status 1 || return 1
    expect_err_has "more than the picture memory limit of 1000 bytes (give a larger --picture-memory to read it)" || return 1
    maze solve small.png --picture-memory 0
    expect_status 2
}

t_png_bomb_mask_is_weighed_before_its_cells_are_made() {
    # A mask is a cell a pixel: 20000 x 20000 pixels in 77 KB made a grid
    # of 400 million cells and took 790 MB and 36 s before it was refused
    # as a mask; weighed from the header now, as pictures are.
    pngbomb mask.png 20000 20000
    peak /dev/null generate --mask mask.png -o /dev/null
    expect_error 1 "maze: mask.png: mask of 20000 x 20000 pixels needs 381.5 MiB to read, more than the picture memory limit of 256.0 MiB" || return 1
    held 300000 "a 20000 x 20000 mask" || return 1
    pngbomb small.png 30 20
    maze generate --mask small.png -o /dev/null
    expect_status 0
}

t_a_gif_photo_costs_its_first_frame() {
    # 40 frames of 3020 x 3020 pixels in 16 MB: leptonica decoded them all
    # (365 MB; 60 frames of 4000 x 4000 in 776 KB took 950 MB).
    maze generate -W 300 -H 300 --cell 10 -s 1 -o one.gif
    expect_status 0 || return 1
    python3 - <<'PY'
g = open("one.gif", "rb").read()
i = 13 + (3 * (2 << (g[10] & 7)) if g[10] & 0x80 else 0)
while g[i] == 0x21:  # extensions: label, then sub-blocks
    i += 2
    while g[i]:
        i += g[i] + 1
    i += 1
assert g[-1] == 0x3b
open("frames.gif", "wb").write(g[:i] + g[i:-1] * 40 + b"\x3b")
PY
    peak /dev/null solve --photo frames.gif -o out.png
    expect_status 1 || return 1
    held 120000 "a GIF of 40 frames"
}

t_a_photo_is_judged_by_its_first_bytes_and_its_size() {
    # /dev/zero was read to 1 GiB before the reader looked at it.
    peak /dev/null solve --photo /dev/zero -o out.png
    expect_error 1 "maze: /dev/zero: not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP or PNM)" || return 1
    held 20000 "/dev/zero"
    # A file over --max-size is refused from its size, a mask's too.
    truncate -s 2M sparse.png
    peak /dev/null solve --photo sparse.png --max-size 1000000 -o out.png
    expect_error 1 "maze: sparse.png: file is larger than 1000000 bytes (give a larger --max-size to read it)" || return 1
    held 20000 "a photo over --max-size"
    truncate -s 1100M sparse.txt
    peak /dev/null generate --mask sparse.txt -o out.txt
    expect_error 1 "maze: sparse.txt: file is larger than 1073741824 bytes" || return 1
    held 20000 "a mask over 1 GiB"
}

t_photo_header_is_weighed_before_its_pixels_are_made() {
    # Each says 16384 x 16384 pixels: 120 bytes of PPM, 60 of WebP, a JPEG
    # whose frame header was made to say so. Each took over 1 GB.
    printf 'P6\n16384 16384\n255\n' >bomb.ppm
    head -c 100 /dev/zero >>bomb.ppm
    peak /dev/null solve --photo bomb.ppm -o out.png
    expect_error 1 "maze: bomb.ppm: a broken picture (its header says 16384 x 16384 pixels, more than its 119 bytes hold)" || return 1
    held 300000 "PPM" || return 1
    python3 - <<'PY'
import struct
vp8l = b"\x2f" + struct.pack("<I", 16383 | 16383 << 14) + b"\0" * 35
riff = b"WEBP" + b"VP8L" + struct.pack("<I", len(vp8l)) + vp8l
open("bomb.webp", "wb").write(b"RIFF" + struct.pack("<I", len(riff)) + riff)
PY
    peak /dev/null solve bomb.webp -o out.png
    expect_error 1 "maze: bomb.webp: photo of 16384 x 16384 pixels needs 4.0 GiB to read, more than the picture memory limit of 256.0 MiB (give a larger --picture-memory to read it)" || return 1
    held 300000 "WebP" || return 1
    "$(dirname "$MAZE")/tests/photo-synth" make 3 10 10 lines mild small.jpg truth.txt
    python3 - <<'PY'
import struct
j = bytearray(open("small.jpg", "rb").read())
i = 2
while i < len(j):
    marker, n = j[i + 1], struct.unpack(">H", j[i + 2:i + 4])[0]
    if marker in (0xc0, 0xc1, 0xc2):
        j[i + 5:i + 9] = struct.pack(">HH", 16384, 16384)
        break
    i += 2 + n
open("bomb.jpg", "wb").write(bytes(j))
PY
    peak /dev/null solve bomb.jpg -o out.png
    expect_error 1 "maze: bomb.jpg: photo of 16384 x 16384 pixels needs 4.0 GiB to read, more than the picture memory limit of 256.0 MiB (give a larger --picture-memory to read it)" || return 1
    held 300000 "JPEG" || return 1
    # A photo under the limit is read as before.
    maze solve small.jpg -f text
    expect_status 0
}
