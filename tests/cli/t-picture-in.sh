# maze solve and maze stats on pictures: pixel mazes drawn here, and the
# tool's own PNGs.

# without_chunk IN OUT: the PNG IN without its text chunks (the tool's
# "maze" chunk, which an editor may drop) as OUT.
without_chunk() {
    python3 - "$1" "$2" <<'PY'
import struct, sys
d = open(sys.argv[1], "rb").read()
out, i = d[:8], 8
while i < len(d):
    n = struct.unpack(">I", d[i:i + 4])[0]
    if d[i + 4:i + 8] != b"tEXt":
        out += d[i:i + 12 + n]
    i += 12 + n
open(sys.argv[2], "wb").write(out)
PY
}

# pixels.py: draws a text maze (from maze generate) as a PNG at a scale,
# with an opening in the top and bottom rows where S and E stand; reads
# PNGs back; and solves the drawing by a plain BFS over its units.
pixels_py() {
    cat >pixels.py <<'PY'
import struct, sys, zlib
from collections import deque

def units(path):
    rows = [list(l) for l in open(path).read().splitlines() if l]
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch in "SE":
                line[c] = " "
                if r not in (0, len(rows) - 1):  # S or E in a cell: open the border
                    rows[0 if ch == "S" else -1][c] = " "
    return [[ch != "#" for ch in line] for line in rows]

def write(path, floor, k, grey=False):
    h, w = len(floor) * k, len(floor[0]) * k
    raw = b""
    for row in floor:
        if grey:
            line = b"\0" + bytes(v for f in row for v in [230 if f else 20] * k)
        else:  # a palette of two: 0 wall, 1 floor
            line = b"\0" + bytes(v for f in row for v in [1 if f else 0] * k)
        raw += line * k
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    ct = 0 if grey else 3
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, ct, 0, 0, 0))
    if not grey:
        out += chunk(b"PLTE", bytes([10, 10, 60, 250, 250, 240]))
    out += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    open(path, "wb").write(out)

def read(path):
    """Pixels of a non-interlaced 8-bit (or less) palette, grey or RGB PNG."""
    d = open(path, "rb").read()
    p, idat, pal = 8, b"", None
    while p < len(d):
        n = struct.unpack(">I", d[p:p + 4])[0]
        t, c = d[p + 4:p + 8], d[p + 8:p + 8 + n]
        p += 12 + n
        if t == b"IHDR":
            w, h, bd, ct = struct.unpack(">IIBB", c[:10])
        elif t == b"PLTE":
            pal = [tuple(c[i:i + 3]) for i in range(0, n, 3)]
        elif t == b"IDAT":
            idat += c
    ch = {0: 1, 2: 3, 3: 1, 6: 4}[ct]
    bpp = max(1, ch * bd // 8)
    stride = (w * ch * bd + 7) // 8
    raw, prev, rows = zlib.decompress(idat), bytearray(stride), []
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev, px = line, []
        for x in range(w):
            if bd < 8:
                v = (line[x * bd // 8] >> (8 - bd - (x * bd) % 8)) & ((1 << bd) - 1)
                px.append(pal[v] if ct == 3 else (v * 255 // ((1 << bd) - 1),) * 3)
            elif ct == 3:
                px.append(pal[line[x]])
            elif ct == 0:
                px.append((line[x],) * 3)
            else:
                px.append(tuple(line[x * ch:x * ch + 3]))
        rows.append(px)
    return rows

def bfs(floor):
    """Steps from the opening in the top row to the one in the bottom row."""
    h, w = len(floor), len(floor[0])
    s = (floor[0].index(True), 0)
    e = (floor[-1].index(True), h - 1)
    dist, q = {s: 0}, deque([s])
    while q:
        x, y = q.popleft()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < w and 0 <= ny < h and floor[ny][nx] and (nx, ny) not in dist:
                dist[(nx, ny)] = dist[(x, y)] + 1
                q.append((nx, ny))
    return dist.get(e)

cmd = sys.argv[1]
if cmd == "draw":
    write(sys.argv[3], units(sys.argv[2]), int(sys.argv[4]), len(sys.argv) > 5)
elif cmd == "bfs":
    print(bfs(units(sys.argv[2])))
elif cmd == "size":
    rows = read(sys.argv[2])
    print("%dx%d" % (len(rows[0]), len(rows)))
elif cmd == "diff":
    # Pixels that differ between two pictures, and whether all of them
    # are in the colour given.
    a, b = read(sys.argv[2]), read(sys.argv[3])
    colour = tuple(int(sys.argv[4][i:i + 2], 16) for i in (0, 2, 4))
    changed = [(x, y) for y in range(len(a)) for x in range(len(a[0])) if a[y][x] != b[y][x]]
    bad = [(x, y) for x, y in changed if b[y][x] != colour]
    print(len(changed), len(bad))
PY
}

t_pixel_maze_is_solved_onto_the_same_picture() {
    pixels_py
    maze generate -W 30 -H 20 -s 4 -b 0.3 -f text -o m.txt
    python3 pixels.py draw m.txt maze.png 3 || fail "drawing" || return 1
    want=$(python3 pixels.py bfs m.txt)
    maze solve maze.png -o solved.png
    expect_status 0 || return 1
    [ "$(cat err)" = "route length: $want" ] || fail "expected route length $want" || return 1
    [ "$(python3 pixels.py size solved.png)" = 183x123 ] || fail "size $(python3 pixels.py size solved.png)" || return 1
    # Only the route's units changed, each 3x3 pixels, all in red.
    [ "$(python3 pixels.py diff maze.png solved.png e02020)" = "$((9 * (want + 1))) 0" ] ||
        fail "changed pixels: $(python3 pixels.py diff maze.png solved.png e02020)" || return 1
    maze solve maze.png --route-color '#00ff00' -o green.png
    [ "$(python3 pixels.py diff maze.png green.png 00ff00)" = "$((9 * (want + 1))) 0" ] ||
        fail "--route-color" || return 1
    # Every solver, and the same picture through a pipe.
    for s in bfs astar dfs dead-end-fill wall-follower tremaux; do
        maze solve --solver $s maze.png -o s.png
        [ "$status" = 0 ] || grep -q "went round a loop" err || fail "$s" || return 1
    done
    maze_in maze.png solve -o piped.png
    expect_status 0 || return 1
    cmp -s piped.png solved.png || fail "the pipe gave another picture"
}

t_pixel_maze_in_grey_at_scale_one_and_other_formats() {
    pixels_py
    maze generate -W 12 -H 7 -s 9 -f text -o m.txt
    python3 pixels.py draw m.txt maze.png 1 grey || fail "drawing" || return 1
    want=$(python3 pixels.py bfs m.txt)
    maze solve maze.png -f json
    expect_status 0 || return 1
    expect_out_has '"sheet": true' || return 1
    maze solve maze.png -f text
    expect_status 0 || return 1
    [ "$(grep -o '[.SE]' out | wc -l)" = $((want + 1)) ] || fail "text route" || return 1
    maze stats maze.png
    expect_status 0 || return 1
    grep -q "^solution  *$want  steps$" out || fail "stats: $(grep solution out)"
}

t_the_tools_own_pictures_solve_as_their_text_does() {
    for geometry in "" "--cell 10 --wall 1" "--cell 7 --wall 3 --margin 0" \
        "--cell 20 --wall 6 --margin 3 --fg #203060 --bg #fff8e0" "--cell 9 --wall 4 --margin 1"; do
        # shellcheck disable=SC2086
        maze generate -W 17 -H 11 -s 6 -b 0.2 $geometry -o m.png
        expect_status 0 || return 1
        maze generate -W 17 -H 11 -s 6 -b 0.2 --solve
        want=$(sed -n 's/^route length: //p' err)
        maze solve m.png -o solved.png
        expect_status 0 || return 1
        [ "$(cat err)" = "route length: $want" ] || fail "$geometry: expected $want" || return 1
        maze stats m.png
        grep -q "^cells  *187$" out || fail "$geometry: $(grep cells out)" || return 1
        # A picture that shows its route (in the default red) solves again.
        maze solve solved.png -o again.png
        [ "$(cat err)" = "route length: $want" ] || fail "$geometry, solved: expected $want" || return 1
    done
}

t_ends_by_pixels_and_openings_that_decide_nothing() {
    pixels_py
    maze generate -W 8 -H 5 -s 2 -f text -o m.txt
    # Openings at the top (over S) and the bottom (under E), and one more
    # on the left: the top and bottom ones are the ends.
    sed -i '4s/^#/ /' m.txt
    python3 pixels.py draw m.txt maze.png 2 || fail "drawing" || return 1
    maze solve maze.png -o s.png
    expect_status 0 || return 1
    # A second opening at the top: four openings, which decide nothing.
    sed -i '1s/^\(.....\)#/\1 /' m.txt
    python3 pixels.py draw m.txt four.png 2 || fail "drawing" || return 1
    maze solve four.png -o s.png
    expect_error 1 "maze: four.png: 4 openings in the picture's border, at 2,0 10,0 0,6 30,20: which are the ends? (give the ends as --start X,Y --end X,Y, in pixels)" || return 1
    maze solve four.png --start 0,6 --end 31,21 -o s.png
    expect_status 0 || return 1
    maze solve four.png --start 0,0 --end 30,21 -o s.png
    expect_error 2 "maze: start 0,0 is on a wall (pick a light pixel)" || return 1
    maze solve four.png --start 0,6 --end 99,21 -o s.png
    expect_error 2 "maze: end 99,21 is outside the 34x22 picture (x from 0 to 33, y from 0 to 21)" || return 1
    # Measuring needs no ends.
    maze stats four.png
    expect_status 0 || return 1
    expect_out_has "solution                   -"
}

t_bad_pictures_are_refused_in_one_line() {
    maze generate -W 5 -H 4 -s 1 -o m.png
    head -c 100 m.png >cut.png
    maze solve cut.png -o s.png
    expect_status 1 || return 1
    [ "$(wc -l <err)" = 1 ] || fail "one line" || return 1
    expect_err_has "maze: cut.png: broken PNG: " || return 1
    [ ! -e s.png ] || fail "a picture was written" || return 1
    printf '\211PNG\r\n\032\nnonsense' >junk.png
    maze stats junk.png
    expect_status 1 || return 1
    expect_err_has "maze: junk.png: broken PNG: " || return 1
    python3 - <<'PY'
import struct, zlib
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
def png(path, w, h, level):
    raw = (b"\0" + bytes([level]) * w) * h
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) +
                           chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
png("white.png", 20, 10, 255)
png("black.png", 20, 10, 0)
# A header that claims 100000 x 100000 pixels.
open("huge.png", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 0, 0, 0, 0)) +
                             chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b""))
PY
    maze solve white.png -o s.png
    expect_error 1 "maze: white.png: not a maze: every pixel is light (no walls)" || return 1
    maze solve black.png -o s.png
    expect_error 1 "maze: black.png: not a maze: every pixel is dark (none is open)" || return 1
    maze solve huge.png -o s.png
    expect_error 1 "maze: huge.png: picture of 100000 x 100000 pixels is larger than 1073741824 pixels" || return 1
    maze solve m.png --max-size 100 -o s.png
    expect_error 1 "maze: m.png: file is larger than 100 bytes (give a larger --max-size to read it)"
}

# A maze one cell wide or high has walls down (or across) its whole
# length and few cross walls, which once made its picture a pixel maze.
t_pictures_of_mazes_one_cell_wide_or_high_read_back() {
    for geometry in "" "--cell 7 --wall 3 --margin 2" "--cell 5 --wall 1"; do
        for n in 1 2 3 4 5 7 9 12; do
            for seed in 1 2 3; do
                for size in "-W 1 -H $n" "-W $n -H 1"; do
                    # shellcheck disable=SC2086
                    maze generate $size -s $seed $geometry -o m.png
                    # shellcheck disable=SC2086
                    maze generate $size -s $seed --solve
                    want=$(sed -n 's/^route length: //p' err)
                    maze solve m.png -o s.png
                    [ "$(cat err)" = "route length: $want" ] ||
                        fail "$size -s $seed $geometry: expected $want" || return 1
                done
            done
        done
    done
    # A maze of one cell has both ends in it: the start leaves through
    # the top gap, as the picture was drawn (the writer's first side).
    maze generate -W 1 -H 1 -s 1 -o m.png
    maze solve m.png -f json
    expect_out_has '"start_door": "n", "end_door": "s"' || return 1
    # Without the tool's chunk (an editor may drop it) the grid is found
    # all the same.
    maze generate -W 1 -H 7 -s 1 -o m.png
    without_chunk m.png bare.png || fail "stripping the chunk" || return 1
    maze solve bare.png -o s.png
    expect_error 0 "route length: 6" || return 1
    # A margin under half the wall cuts the outer lines of such a maze,
    # and no wall is left whole to measure: refused, never a wrong route.
    for size in 1x5 3x1; do
        maze generate -W "${size%x*}" -H "${size#*x}" -s 4 --margin 1 -o cut.png
        maze solve cut.png -o s.png
        expect_error 1 "maze: cut.png: picture of a $size maze whose wall lines cannot be found (the picture's edge cuts them: draw it with a --margin over half the --wall)" || return 1
    done
}

# The tool's pictures of mazes that are no grid of square cells say what
# they are; the ends of --ends farthest, inside the maze, read back.
t_pictures_that_cannot_read_back_say_what_they_are() {
    for kind in "-W 8 -H 6 --weave 0.6:a weave maze (passages crossing under others)" \
        "-W 8 -H 6 --levels 2:a maze of floors" "-W 8 -H 6 --shape triangle:a triangle maze" \
        "-W 8 -H 6 --shape hex:a hex maze" "-W 8 -H 6 --shape polar:a polar maze" \
        "-W 8 -H 6 --shape upsilon:an upsilon maze" "-W 3 --shape cube:a cube maze" \
        "-H 4 --shape sphere:a sphere maze"; do
        # shellcheck disable=SC2086
        "$MAZE" generate -s 3 ${kind%%:*} -o m.png 2>/dev/null ||
            fail "generate ${kind%%:*}" || return 1
        maze solve m.png -o s.png
        expect_error 1 "maze: m.png: picture of ${kind#*:}, which cannot be read back from a picture (solve its JSON or text form: maze generate ... -o maze.json)" || return 1
        maze stats m.png
        expect_status 1 || return 1
    done
    # A rectangle whose edges wrap, or whose cells left out are drawn
    # solid, says so too: read as a plain grid it would give no route or
    # no grid (a wrong reason); drawn blank, a mask's maze reads back.
    maze generate -W 8 -H 6 -s 3 --wrap x -o m.png
    maze solve m.png
    expect_error 1 "maze: m.png: picture of a maze whose edges wrap round (--wrap), which a picture cannot show: solve its JSON or text form (maze generate ... -o maze.json)" || return 1
    printf '%s\n' "......" "..XX.." "......" >hole.txt
    maze generate --mask hole.txt -s 2 -o m.png
    maze solve m.png
    expect_error 1 "maze: m.png: picture of a maze whose cells left out (a mask's, --sparse's) are filled in like its walls, which hides the walls beside them: draw it with --off-cells blank, or solve its JSON or text form" || return 1
    maze generate --mask hole.txt -s 2 --off-cells blank --solve -o m.png
    want=$(sed -n 's/^route length: //p' err)
    maze solve m.png
    expect_status 0 || return 1
    [ "$(sed -n 's/^route length: //p' err)" = "$want" ] || fail "hole.txt: $(cat err), not $want" || return 1
    maze generate -W 8 -H 6 -s 3 --ends farthest -o m.png
    maze generate -W 8 -H 6 -s 3 --ends farthest --solve
    want=$(sed -n 's/^route length: //p' err)
    maze solve m.png -o s.png
    expect_error 0 "route length: $want"
    # The solved picture is still the tool's: it solves again.
    maze solve s.png -o again.png
    expect_error 0 "route length: $want"
}

# The tool's own pictures read back whatever colours they were drawn in,
# solved or not: the "maze" chunk names the wall, background and route
# colours. A navy wall and the red route are both dark, so the luma rule
# alone took the route for wall ("wall lines cannot be found", advice
# about --margin that did not apply).
t_solved_pictures_in_colours_read_back() {
    maze generate -W 12 -H 8 -s 3 -f json -o want.json
    maze solve want.json -f json -o want-solved.json
    want=$(python3 -c 'import json; print(len(json.load(open("want-solved.json"))["route"]))')
    for colours in "--fg #000080" "--fg #808080" "--fg #ffff00 --bg #202040" \
                   "--fg #008000 --route-color #000080" "--fg #ff0000 --bg #000000"; do
        # shellcheck disable=SC2086
        maze generate -W 12 -H 8 -s 3 $colours --solve -o c.png
        expect_status 0 || return 1
        maze solve c.png -f json -o got.json
        expect_status 0 || fail "$colours: $(cat err)" || return 1
        got=$(python3 -c 'import json; print(len(json.load(open("got.json"))["route"]))')
        [ "$got" = "$want" ] || fail "$colours: route of $got cells, not $want" || return 1
        # ... and once more, the route drawn back on it.
        maze solve c.png -o again.png
        maze solve again.png -f json -o got2.json
        expect_status 0 || fail "$colours, solved twice: $(cat err)" || return 1
    done
}

# The tool's picture of a maze whose ends leave through its left and right
# walls, its "maze" chunk taken out: the ends are the gaps in the outer
# wall, on the sides they are on.
t_gaps_in_the_side_walls_are_the_ends() {
    maze generate -W 6 -H 4 -s 5 --start 0,1 --end 5,2 -o side.png
    expect_status 0 || return 1
    without_chunk side.png bare.png || fail "stripping the chunk" || return 1
    ! grep -q "start 0,1" bare.png || fail "the chunk is still there" || return 1
    maze solve bare.png -f json
    expect_status 0 || return 1
    grep -q '"start": \[0, 1\]' out || fail "start: $(grep -o '"start": [^]]*]' out)" || return 1
    grep -q '"end": \[5, 2\]' out || fail "end: $(grep -o '"end": [^]]*]' out)"
}
