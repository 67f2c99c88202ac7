# Pictures, animations, JSON and batches, from the command line.

t_format_follows_the_output_extension() {
    for ext in png svg pdf gif json txt; do
        maze generate -W 6 -H 4 -s 1 -o "m.$ext"
        expect_status 0 || return 1
    done
    file m.png | grep -q "PNG image data, 128 x 96" || fail "png: $(file m.png)" || return 1
    file m.gif | grep -q "GIF image data" || fail "gif" || return 1
    head -c 5 m.pdf | grep -q "%PDF-" || fail "pdf" || return 1
    expect_text_maze 6 4 m.txt
}

t_svg_is_valid_xml_with_walls_as_one_path() {
    maze generate -W 25 -H 15 -s 2 --solve -o m.svg
    expect_status 0 || return 1
    python3 - <<'PY' || fail "bad SVG"
import xml.etree.ElementTree as ET
root = ET.parse("m.svg").getroot()
assert root.tag.endswith("svg"), root.tag
paths = [e for e in root.iter() if e.tag.endswith("path")]
# The walls are one path, the route another (cairo may add a clip path).
assert 2 <= len(paths) <= 3, len(paths)
PY
}

pdf_pages() {
    python3 -c 'import re,sys; print(len(re.findall(rb"/Type\s*/Page[^s]", open(sys.argv[1],"rb").read())))' "$1"
}

t_pdf_has_an_answer_page_with_solve() {
    maze generate -W 20 -H 20 -s 3 -o puzzle.pdf --page a4
    expect_status 0 || return 1
    [ "$(pdf_pages puzzle.pdf)" = 1 ] || fail "puzzle: $(pdf_pages puzzle.pdf) pages" || return 1
    maze generate -W 20 -H 20 -s 3 -o solved.pdf --page letter --solve
    [ "$(pdf_pages solved.pdf)" = 2 ] || fail "solved: $(pdf_pages solved.pdf) pages" || return 1
    # A word in any case is the word: --page A4 passed the check and then
    # failed the write ("invalid argument").
    maze generate -W 20 -H 20 -s 3 -o upper.pdf --page A4
    expect_status 0 || return 1
    # (the same bytes but for the time it was made)
    cmp -s <(grep -av CreationDate puzzle.pdf) <(grep -av CreationDate upper.pdf) ||
        fail "--page A4 drew another PDF than --page a4"
}

t_gif_animation_loops_with_many_frames() {
    maze generate -W 30 -H 20 -s 4 -f gif --animate -o a.gif
    expect_status 0 || return 1
    grep -q "NETSCAPE2.0" a.gif || fail "does not loop" || return 1
    size=$(stat -c %s a.gif)
    echo "30x20 backtracker animation: $size bytes"
    [ "$size" -lt 400000 ] || fail "$size bytes is too large"
}

t_json_reads_back_in_solve() {
    maze generate -W 15 -H 8 -s 6 -b 0.5 -f json -o m.json
    expect_status 0 || return 1
    maze solve m.json -f text
    expect_status 0 || return 1
    cp out from_json
    maze generate -W 15 -H 8 -s 6 -b 0.5 --solve -f text
    cmp -s out from_json || fail "JSON solve differs from generate --solve"
}

t_json_route_is_the_route_of_the_text_format() {
    "$MAZE" generate -W 15 -H 8 -s 6 -b 0.5 --solve -f text >solved.txt 2>/dev/null
    maze generate -W 15 -H 8 -s 6 -b 0.5 --solve -f json -o m.json
    expect_status 0
    length=$(sed -n 's/^route length: //p' err)
    python3 - "$length" <<'PY' || fail "the JSON route"
import json, sys
maze = json.load(open("m.json"))
rows = open("solved.txt").read().split("\n")
route = [tuple(p) for p in maze["route"]]
assert route[0] == tuple(maze["start"]) and route[-1] == tuple(maze["end"]), "S to E"
assert len(route) == int(sys.argv[1]) + 1, f"{len(route)} cells for {sys.argv[1]} steps"
way = {(1, 0): ("e", "w"), (-1, 0): ("w", "e"), (0, 1): ("s", "n"), (0, -1): ("n", "s")}
for (x, y), (u, v) in zip(route, route[1:]):
    there, back = way[(u - x, v - y)]  # KeyError: not a step to a neighbour
    assert there in maze["cells"][y][x] and back in maze["cells"][v][u], f"{x},{y} to {u},{v}"
# The same cells as the text format's route ('.', S and E), no others.
text = {(c // 2, r // 2) for r, line in enumerate(rows) for c, ch in enumerate(line)
        if ch in ".SE" and r % 2 and c % 2}
assert set(route) == text and len(set(route)) == len(route), "not the text route"
PY
}

t_json_errors() {
    printf '{"width": 2, "height": 1, "cells": [["e", ""]], "start": [0,0], "end": [1,0]}' >bad.json
    maze solve bad.json
    expect_error 1 "maze: bad.json: cells[0][0] opens east but its neighbour does not open back" || return 1
    printf '{"width": 2,\n "height": }' >broken.json
    maze solve broken.json
    expect_status 1 && expect_err_has "maze: broken.json:2:" 
}

t_batch_writes_exactly_the_named_files() {
    maze generate --count 3 -W 8 -H 6 -s 10 --solve -o batch/
    expect_status 0 || return 1
    [ "$(ls batch | tr '\n' ' ')" = "index.csv maze-0001-solved.png maze-0001.png maze-0002-solved.png maze-0002.png maze-0003-solved.png maze-0003.png " ] ||
        fail "files: $(ls -A batch)" || return 1
    [ "$(head -1 batch/index.csv)" = "file,seed,algorithm,width,height,route_length,dead_ends" ] || fail "header" || return 1
    [ "$(wc -l <batch/index.csv)" = 4 ] || fail "rows" || return 1
    grep -q "^maze-0002.png,11,backtracker,8,6,[0-9][0-9]*,[0-9][0-9]*$" batch/index.csv || fail "row 2: $(sed -n 3p batch/index.csv)" || return 1
    # The same maze as made on its own with that seed.
    "$MAZE" generate -W 8 -H 6 -s 11 -o alone.png 2>/dev/null
    cmp -s alone.png batch/maze-0002.png || fail "batch maze 2 is not seed 11's maze"
}

t_batch_pdf_is_one_document() {
    maze generate --count 4 -W 8 -H 6 -s 1 --solve -f pdf -o book/
    expect_status 0 || return 1
    [ "$(ls book | tr '\n' ' ')" = "index.csv mazes.pdf " ] || fail "files: $(ls -A book)" || return 1
    [ "$(pdf_pages book/mazes.pdf)" = 8 ] || fail "pages: $(pdf_pages book/mazes.pdf)"
}

t_batch_failure_leaves_nothing_half_written() {
    echo x >notadir
    maze generate --count 2 -o notadir/
    expect_status 1 || return 1
    expect_err_has "maze: cannot make the folder 'notadir/'" || return 1
    [ "$(cat notadir)" = x ] || fail "file changed" || return 1
    mkdir full
    maze generate --count 2 -W 3000 -H 2 -f svg -o full/
    expect_status 1 || return 1
    [ -z "$(ls -A full)" ] || fail "left: $(ls -A full)"
}

t_format_errors() {
    maze generate -f html
    expect_error 2 "maze: html shows how a maze is made: add --animate (see: maze help generate)" || return 1
    maze generate -f png --animate -o x.png
    expect_error 2 "maze: png cannot animate (try: -f gif, -f html, or a terminal) (see: maze help generate)" || return 1
    maze generate --wall 20 --cell 10 -o x.png
    expect_error 2 "maze: the wall (20) is as wide as a cell (10) or wider, and leaves no room for the passages (try: --wall 1) (see: maze help generate)" || return 1
    maze generate --fg red -o x.png
    expect_error 2 "maze: invalid --fg colour 'red' (expected #rrggbb, like #1e90ff)" || return 1
    maze generate --page a3 -o x.pdf
    expect_error 2 "maze: invalid page 'a3' (try: a4, letter)" || return 1
    maze generate -W 3000 -H 2 -o big.svg
    expect_error 1 "seed: $(sed -n 's/^seed: //p' err)
maze: the picture would be over 32767 pixels a side, more than svg can draw (try a smaller --cell, or -f png)" || return 1
    [ ! -e big.svg ] || fail "half file left"
    maze generate -W 3000 -H 2 -o big.png
    expect_status 0 || return 1
    file big.png | grep -q "48032 x 64, 2-bit colormap" || fail "big png: $(file big.png)"
    # A painted analysis is drawn whole or not at all: said before the
    # analysis is worked out (a 5000x5000 maze's took seconds first) and
    # without the -f png the command already gives.
    maze generate -W 3000 -H 2 -s 1 -f text -o big.txt
    maze solve big.txt --distances -o big-d.png
    expect_error 1 "maze: the picture would be over 32767 pixels a side, more than png can draw with an analysis painted on it (try a smaller --cell)" || return 1
    [ ! -e big-d.png ] || fail "half file left" || return 1
    maze generate -W 3000 -H 2 -s 1 --all -o big-a.svg
    expect_error 1 "seed: 1
maze: the picture would be over 32767 pixels a side, more than svg can draw with an analysis painted on it (try a smaller --cell)" || return 1
    maze generate --count 2
    expect_error 2 "maze: --count writes many files: give a folder with -o DIR/ (or -f jsonl for one stream) (see: maze help generate)"
}

t_binary_format_is_not_sent_to_a_terminal() {
    on_terminal "$MAZE" generate -f png
    grep -q "maze: png is binary and would garble the terminal: write it to a file with -o maze.png" out ||
        fail "no refusal: $(cat out)"
}

t_terminal_animation_redraws_in_place() {
    on_terminal LC_ALL=C.UTF-8 "$MAZE" generate -W 10 -H 5 -s 1 --animate --solve --delay 10
    [ "$(grep -o $'\033\[H' out | wc -l)" -gt 5 ] || fail "few frames" || return 1
    grep -q "━" out || fail "no route at the end"
}

t_html_needs_no_network() {
    maze generate -W 10 -H 6 -s 1 -f html --animate --solve -o p.html
    expect_status 0 || return 1
    ! grep -qiE "(src|href)=\"(https?:)?//" p.html || fail "refers to the network" || return 1
    grep -q "<canvas" p.html || fail "no canvas"
}

# Byte 24 of a PNG is IHDR's bit depth: 2 for the row writer, 8 for cairo's.
png_depth() {
    od -An -tu1 -j24 -N1 "$1" | tr -d ' '
}

t_big_png_goes_row_by_row_unless_told() {
    maze generate -W 260 -H 260 -s 1 -o rows.png || return 1
    [ "$(png_depth rows.png)" = 2 ] || fail "past 4096 px: depth $(png_depth rows.png)" || return 1
    maze generate -W 260 -H 260 -s 1 --no-stream -o drawn.png || return 1
    [ "$(png_depth drawn.png)" = 8 ] || fail "--no-stream: depth $(png_depth drawn.png)" || return 1
    maze generate -W 260 -H 260 -s 1 --no-stream --stream -o both.png
    expect_error 2 "maze: --stream and --no-stream ask for opposite things: give one (see: maze help generate)" || return 1
    [ ! -e both.png ] || fail "both.png written" || return 1
    maze generate -W 20 -H 20 -s 1 --stream -o small.png || return 1
    [ "$(png_depth small.png)" = 2 ] || fail "--stream on a small picture"
}

t_every_gif_says_gif89a() {
    # The loop, the frames' delays and transparency are GIF89a blocks: a
    # file that says GIF87a loses them in strict decoders.
    for shape in rect hex triangle polar; do
        for how in "" "--animate" "--animate --solve" "--solve"; do
            # shellcheck disable=SC2086
            maze generate -W 6 -H 5 -s 2 --shape $shape $how -o m.gif
            expect_status 0
            [ "$(head -c 6 m.gif)" = GIF89a ] ||
                fail "$shape $how: starts with $(head -c 6 m.gif)"
        done
    done
}

t_batch_output_must_be_a_folder() {
    maze generate --count 2 -s 1 -o out.png
    expect_error 2 "maze: --count writes many files into a folder, and 'out.png' is not one (give an existing folder, or a name ending in /: -o mazes/) (see: maze help generate)"
    [ ! -e out.png ] || fail "out.png made"
    echo precious >list.txt
    maze generate --count 2 -s 1 -o list.txt
    expect_status 2
    [ "$(cat list.txt)" = precious ] || fail "list.txt changed"
    # One maze is one maze; an existing folder needs no slash.
    maze generate --count 1 -s 1 -o one/
    expect_error 0 "seed: 1
wrote 1 maze to one/"
    maze generate --count 2 -s 1 -o one
    expect_error 0 "seed: 1
wrote 2 mazes to one"
    [ "$(ls one | tr '\n' ' ')" = "index.csv maze-0001.png maze-0002.png " ] ||
        fail "in one/: $(ls one)"
}

t_text_animation_is_for_a_terminal_only() {
    maze generate -s 1 --animate -o maze.txt
    expect_error 2 "maze: text frames are redrawn in place on a terminal; animate into a file with -f gif or -f html (-o maze.gif, maze.html) (see: maze help generate)"
    [ ! -e maze.txt ] || fail "maze.txt written"
    maze generate -s 1 --animate -f unicode
    expect_status 2
    expect_err_has "unicode frames are redrawn in place on a terminal"
}

t_batches_are_the_same_for_any_number_of_jobs() {
    for f in png json; do
        "$MAZE" generate --count 40 -s 7 -W 9 -H 6 --solve -f $f -o one/ --jobs 1 2>/dev/null
        "$MAZE" generate --count 40 -s 7 -W 9 -H 6 --solve -f $f -o two/ --jobs 2 2>/dev/null
        "$MAZE" generate --count 40 -s 7 -W 9 -H 6 --solve -f $f -o five/ --jobs 5 2>/dev/null
        diff -r one two || fail "$f: --jobs 1 and 2 differ"
        diff -r one five || fail "$f: --jobs 1 and 5 differ"
        rm -rf one two five
    done
    "$MAZE" generate --count 500 -s 7 -W 5 -H 5 -f jsonl --jobs 1 >one.jsonl 2>/dev/null
    "$MAZE" generate --count 500 -s 7 -W 5 -H 5 -f jsonl --jobs 2 >two.jsonl 2>/dev/null
    cmp one.jsonl two.jsonl || fail "JSON lines differ"
    for j in 1 2; do
        "$MAZE" generate --pick-hardest 200 -s 3 -W 10 -H 10 --jobs $j -f text >hard$j.txt 2>hard$j.err
        "$MAZE" stats --samples 50 -s 3 -W 10 -H 10 --jobs $j >stats$j.txt 2>/dev/null
    done
    cmp hard1.txt hard2.txt && cmp hard1.err hard2.err || fail "--pick-hardest differs"
    cmp stats1.txt stats2.txt || fail "stats --samples differs"
}

t_each_maze_of_a_batch_records_its_own_seed() {
    maze generate --count 3 -s 20 -W 4 -H 3 -f json -o d/
    for i in 1 2 3; do
        grep -q "\"seed\": $((19 + i))," "d/maze-000$i.json" ||
            fail "maze $i: $(head -1 d/maze-000$i.json)"
        "$MAZE" generate -s $((19 + i)) -W 4 -H 3 -f json 2>/dev/null |
            cmp - "d/maze-000$i.json" || fail "maze $i is not seed $((19 + i))"
    done
}

t_json_lines_are_a_maze_a_line_and_read_back() {
    maze generate --count 30 -s 1 -W 6 -H 4 --solve -o set.jsonl
    expect_error 0 "seed: 1
wrote 30 mazes to set.jsonl"
    [ "$(wc -l <set.jsonl)" = 30 ] || fail "lines: $(wc -l <set.jsonl)"
    # Line k is the maze of seed k, solved, on one line.
    "$MAZE" generate -s 5 -W 6 -H 4 --solve -f jsonl 2>/dev/null >five.jsonl
    sed -n 5p set.jsonl | cmp - five.jsonl || fail "line 5 is not seed 5"
    # solve: JSON lines in, JSON lines out, the same routes.
    maze solve set.jsonl -o again.jsonl
    expect_status 0
    expect_err_has "solved 30 mazes: route lengths"
    [ "$(wc -l <again.jsonl)" = 30 ] || fail "solved lines"
    sed 's/"algorithm": "backtracker", "seed": [0-9]*, "braid": 0, //' set.jsonl |
        cmp - again.jsonl || fail "solve changed a maze or a route"
    # stats: each line measured, or the whole set summed up.
    maze_in set.jsonl stats --json
    [ "$(wc -l <out)" = 30 ] || fail "stats --json lines"
    maze stats set.jsonl
    grep -q "^30 mazes from set.jsonl" out || fail "stats: $(head -1 out)"
    # One line alone is one maze, read as any other.
    maze solve five.jsonl -f text
    expect_status 0
    grep -q "S" out || fail "one line: $(cat out)"
    # A damaged line says where.
    sed '3s/"cells"/"cellz"/' set.jsonl >bad.jsonl
    maze solve bad.jsonl -o x.jsonl
    expect_status 1
    expect_err_has "bad.jsonl:3:"
    [ ! -e x.jsonl ] || fail "a failed solve left x.jsonl"
    maze solve set.jsonl -f text
    expect_status 2
    expect_err_has "holds JSON lines"
}

# drawn_as_text PICTURE SOLVED: the SVG or PDF (default size, no --page)
# has every inner wall of the solved text maze SOLVED and no other, and on
# its last page the route through the centres of SOLVED's route cells, S
# to E, in order; a PDF's first page (the puzzle) has no route. Reads
# cairo's wall path (black) and route path (the route's red) from the SVG,
# or from the PDF's page contents.
drawn_as_text() {
    python3 - "$1" "$2" <<'PY'
import math, re, sys, zlib
picture, text = sys.argv[1], sys.argv[2]
rows = [r for r in open(text).read().split("\n") if r]
H, W = (len(rows) - 1) // 2, (len(rows[0]) - 1) // 2
CELL = MARGIN = 16
num = r"(-?[\d.]+)"
pages = []  # per page: wall moves and lines, route moves and lines
if picture.endswith(".svg"):
    import xml.etree.ElementTree as ET
    walls, route = [], []
    for e in ET.parse(picture).getroot().iter():
        if e.tag.endswith("path"):
            ops = [(o.lower(), float(x), float(y))
                   for o, x, y in re.findall(r"([ML])\s+" + num + r"\s+" + num, e.get("d", ""))]
            style = e.get("style", "")
            if "stroke:rgb(0%,0%,0%)" in style:
                walls += ops
            elif "stroke:rgb(87.843137%,12.54902%,12.54902%)" in style:
                route += ops
    pages.append((walls, route))
else:
    data = open(picture, "rb").read()
    for s in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            t = zlib.decompress(s.group(1)).decode("latin-1")
        except zlib.error:
            continue
        if " re f" not in t:
            continue  # not a page's contents
        def ops_after(colour):
            i = t.find(colour)
            if i < 0:
                return []
            return [(o, float(x), float(y)) for x, y, o in
                    re.findall(num + r"\s+" + num + r"\s+([ml])\b", t[i:t.index(" S", i)])]
        pages.append((ops_after("0 0 0 RG"), ops_after("0.878431 0.12549 0.12549 RG")))
def grid(v):
    return (v - MARGIN) / CELL
drawn = set()
walls = pages[-1][0]
for (o0, x0, y0), (o1, x1, y1) in zip(walls, walls[1:]):
    if o0 != "m" or o1 != "l":
        continue
    if y0 == y1:
        for i in range(round(grid(min(x0, x1))), round(grid(max(x0, x1)))):
            drawn.add(("across", i, round(grid(y0))))
    else:
        for j in range(round(grid(min(y0, y1))), round(grid(max(y0, y1)))):
            drawn.add(("down", round(grid(x0)), j))
want = {("across", i, j) for j in range(1, H) for i in range(W) if rows[2 * j][2 * i + 1] == "#"}
want |= {("down", i, j) for i in range(1, W) for j in range(H) if rows[2 * j + 1][2 * i] == "#"}
inner = {w for w in drawn if (w[0] == "across" and 0 < w[2] < H) or (w[0] == "down" and 0 < w[1] < W)}
assert inner == want, f"walls missing {sorted(want - inner)[:4]}, extra {sorted(inner - want)[:4]}"
at = next((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "S")
cells, prev = [((at[1] - 1) // 2, (at[0] - 1) // 2)], None
while rows[at[0]][at[1]] != "E":
    for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        nxt = (at[0] + 2 * dr, at[1] + 2 * dc)
        if nxt != prev and rows[at[0] + dr][at[1] + dc] == "." and rows[nxt[0]][nxt[1]] in ".E":
            prev, at = at, nxt
            cells.append(((at[1] - 1) // 2, (at[0] - 1) // 2))
            break
    else:
        sys.exit("no route in " + text)
# cairo keeps a straight run of the route as one line: each line is
# followed through the centres it passes, and must go along a row or a
# column (a diagonal would cut through a wall).
centres = []
for _, x, y in pages[-1][1]:
    # A door in the outer wall, half a cell out, belongs to the cell inside.
    cx = min(max(math.floor(grid(x) - 0.5), 0), W - 1)
    cy = min(max(math.floor(grid(y) - 0.5), 0), H - 1)
    if centres:
        px, py = centres[-1]
        assert px == cx or py == cy, f"route line from {px},{py} to {cx},{cy} is not straight"
        n = abs(cx - px) + abs(cy - py)
        if n == 0:
            continue
        centres += [(px + (cx - px) * k // n, py + (cy - py) * k // n) for k in range(1, n + 1)]
    else:
        centres.append((cx, cy))
first = next((i for i, (a, b) in enumerate(zip(centres + [None], cells + [None])) if a != b), None)
assert first is None, f"route drawn through {centres[first:first + 4]} after {first} cells, not {cells[first:first + 4]}"
assert all(not route for _, route in pages[:-1]), "a route on the puzzle page"
print(f"{picture}: {len(inner)} inner walls, {len(pages)} page(s), route of {len(cells)} cells")
PY
}

t_svg_and_pdf_draw_every_wall_and_the_route() {
    # Three mazes, so that walls start and stop at many places.
    for opts in "-s 5" "-a kruskal -s 15" "-a kruskal -s 1"; do
        # shellcheck disable=SC2086 # options
        "$MAZE" generate -W 12 -H 8 $opts -b 0.3 --solve -f text >solved.txt 2>/dev/null
        # shellcheck disable=SC2086
        maze generate -W 12 -H 8 $opts -b 0.3 --solve -o m.svg
        expect_status 0
        drawn_as_text m.svg solved.txt || fail "$opts: m.svg"
        # shellcheck disable=SC2086
        maze generate -W 12 -H 8 $opts -b 0.3 --solve -o m.pdf
        expect_status 0
        [ "$(pdf_pages m.pdf)" = 2 ] || fail "$opts: pages: $(pdf_pages m.pdf)"
        drawn_as_text m.pdf solved.txt || fail "$opts: m.pdf"
    done
}
