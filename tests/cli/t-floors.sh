# --levels: mazes of several floors joined by stairs.

# The floors of a text maze: blocks of lines between empty lines.
floors_of() {
    awk 'BEGIN {n = 1} /^$/ {n++} END {print n}' "$1"
}

t_levels_make_perfect_mazes_with_every_graph_generator() {
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        for levels in 2 3 5; do
            maze stats -a $a -W 6 -H 5 --levels $levels -s 7
            expect_status 0 || return 1
            grep -q "^cells  *$((30 * levels))$" out || fail "$a: cells" || return 1
            grep -q "^loops  *0$" out || fail "$a $levels: not perfect" || return 1
            stairs=$(awk '/^stairs/ {print $2}' out)
            [ "$stairs" -ge $((levels - 1)) ] || fail "$a: $stairs stairs" || return 1
        done
    done
}

t_levels_refuse_what_cannot_make_them() {
    for a in eller sidewinder binary-tree division; do
        maze generate -a $a --levels 3
        expect_status 2 || return 1
        expect_err_has "$a makes one floor at a time and cannot make stairs" || return 1
    done
    maze generate --shape hex --levels 2
    expect_error 2 "maze: --floors works on rectangles only: a hexagon has six neighbours already, the most a cell may have (see: maze help generate)" || return 1
    maze generate --shape polar --levels 2
    expect_status 2 || return 1
    maze generate --levels 0
    expect_status 2 || return 1
    maze generate --levels 2 --stairs 0
    expect_status 2 || return 1
    expect_err_has "stairs weight must be above 0, not '0'" || return 1
    maze generate --levels 2 --stairs 1.5
    expect_status 2 || return 1
    maze generate --levels 2 --start 1,1
    expect_status 2 || return 1
    expect_err_has "--start and --end cannot be combined with --floors" || return 1
    maze generate --levels 2 --animate -o a.html
    expect_status 2 || return 1
    [ ! -e a.html ] || fail "wrote a.html anyway"
}

t_levels_text_form_has_floors_and_stairs() {
    maze generate -W 7 -H 4 --levels 3 -s 5
    expect_status 0 || return 1
    [ "$(floors_of out)" = 3 ] || fail "expected 3 floors" || return 1
    [ "$(wc -l <out)" = $((3 * 9 + 2)) ] || fail "expected 3 floors of 9 lines" || return 1
    [ "$(grep -c '^$' out)" = 2 ] || fail "expected 2 empty lines" || return 1
    [ "$(awk 'length($0) && length($0) != 15' out | wc -l)" = 0 ] || fail "lines of 15" || return 1
    # S on the lowest floor, E on the highest.
    [ "$(head -9 out | grep -c S)" = 1 ] || fail "S not on floor 1" || return 1
    [ "$(tail -9 out | grep -c E)" = 1 ] || fail "E not on floor 3" || return 1
    # No stair down on the lowest floor, none up on the highest.
    if head -9 out | grep -q '[>x]'; then fail "a stair down from floor 1"; fi
    if tail -9 out | grep -q '[<x]'; then fail "a stair up from floor 3"; fi
    grep -q '<' out || fail "no stair up"
}

t_levels_text_and_json_read_back() {
    for a in backtracker kruskal prim; do
        maze generate -a $a -W 6 -H 4 --levels 3 -s 11 -b 0.3 --solve -o solved.txt
        want=$(sed -n 's/^route length: //p' err)
        maze generate -a $a -W 6 -H 4 --levels 3 -s 11 -b 0.3 -o m.txt
        maze generate -a $a -W 6 -H 4 --levels 3 -s 11 -b 0.3 -f json -o m.json
        maze solve m.txt -o back.txt
        expect_status 0 || return 1
        [ "$(sed -n 's/^route length: //p' err)" = "$want" ] || fail "$a: text route" || return 1
        cmp -s back.txt solved.txt || fail "$a: text round trip differs" || return 1
        maze solve m.json -o back.txt
        expect_status 0 || return 1
        cmp -s back.txt solved.txt || fail "$a: json round trip differs" || return 1
        maze_in m.txt solve - -f json -o back.json
        expect_status 0 || return 1
        grep -q '"levels": 3' back.json || fail "$a: json without levels" || return 1
        maze solve back.json -o again.txt
        cmp -s again.txt solved.txt || fail "$a: text -> json -> text differs" || return 1
        # Reading a solved file gives the same maze.
        maze solve solved.txt -o again.txt
        cmp -s again.txt solved.txt || fail "$a: solved text read back differs" || return 1
    done
}

t_levels_reader_says_what_is_wrong() {
    # Two floors of 2 x 1 cells: a stair at the east cell.
    printf '#####\n#S <#\n#####\n\n#####\n#E >#\n#####\n' >good.txt
    maze solve good.txt
    expect_status 0 || return 1
    grep -q '^route length: 3$' err || fail "route S, east, up, west" || return 1
    # One end hidden under E still tells the stair.
    printf '#####\n#S <#\n#####\n\n#####\n#  E#\n#####\n' >hidden.txt
    maze solve hidden.txt
    expect_status 0 || return 1
    grep -q '^route length: 2$' err || fail "route S, east, up" || return 1
    # A stair up whose floor above shows no stair down.
    printf '#####\n#S <#\n#####\n\n#####\n#E  #\n#####\n' >bad.txt
    maze solve bad.txt
    expect_error 1 "maze: bad.txt:6:4: no stair down ('>' or 'x') under the stair up at line 2" || return 1
    # A stair down from the lowest floor.
    printf '#####\n#S >#\n#####\n\n#####\n#  E#\n#####\n' >down.txt
    maze solve down.txt
    expect_status 1 || return 1
    expect_err_has "a stair down from the lowest floor" || return 1
    # Floors of different sizes.
    printf '#####\n#S <#\n#####\n\n###\n#E#\n###\n' >short.txt
    maze solve short.txt
    expect_status 1 || return 1
    expect_err_has "all lines must be as long" || return 1
    # Not separated floors: an extra empty line.
    printf '#####\n#S <#\n#####\n\n\n#####\n#E >#\n#####\n' >gap.txt
    maze solve gap.txt
    expect_status 1 || return 1
}

t_levels_farthest_ends_cross_floors() {
    maze generate -W 5 -H 4 --levels 3 -s 2 --ends farthest --solve
    expect_status 0 || return 1
    [ "$(head -9 out | grep -c S)" = 1 ] || fail "S not on the lowest floor" || return 1
    [ "$(tail -9 out | grep -c E)" = 1 ] || fail "E not on the highest floor"
}

t_levels_formats_that_cannot_draw_them_refuse() {
    maze generate --levels 2 -f html --animate -o m.html
    expect_status 2 || return 1
    expect_err_has "maze: the html format cannot animate a maze of several floors yet (try: -o maze.gif" || return 1
    [ ! -e m.html ] || fail "m.html written" || return 1
    maze generate --levels 2 -f html -o m.html
    expect_status 2
}

# --animate -o FILE.gif: the generator's carves, stairs among them, then
# the solver, on the still picture's panels; a maze read back too.
t_levels_gif_animation() {
    maze generate -W 6 -H 4 --levels 3 -s 2 --solve --animate -o m.gif
    expect_status 0 || return 1
    frames=$(gifsicle --info m.gif | grep -c '+ image')
    [ "$frames" -gt 20 ] || fail "$frames frames" || return 1
    gifsicle --info m.gif | grep -q "logical screen $(((3 * 6 + 2) * 16 + 32))x$((4 * 16 + 32))" || fail "size: $(gifsicle --info m.gif | head -2)" || return 1
    "$MAZE" generate -W 6 -H 4 --levels 3 -s 2 >m.txt 2>/dev/null
    maze solve --animate m.txt -o s.gif
    expect_status 0 || return 1
    [ "$(gifsicle --info s.gif | grep -c '+ image')" -gt 2 ] || fail "solve: one frame"
}

# -f unicode draws each floor under its number as the text form draws
# it: a line where the text form has a wall, joined at posts whose arms
# go where the walls do, the stairs' marks, S, E and the route.
t_levels_unicode_is_the_text_form_s() {
    for opts in "-W 6 -H 4 --levels 2 -s 3 --stairs 0.1" "-W 5 -H 3 --levels 4 -s 9 --stairs 1 --ends farthest" "-W 1 -H 1 --levels 3 -s 1"; do
        # shellcheck disable=SC2086 # several options each
        "$MAZE" generate $opts --solve -f text >solved.txt 2>/dev/null
        # shellcheck disable=SC2086
        maze generate $opts --solve -f unicode
        expect_status 0 || return 1
        python3 - <<'PY' || fail "$opts: unicode and text differ" || return 1
floors = open("solved.txt").read().rstrip("\n").split("\n\n")
boxes = open("out").read().rstrip("\n").split("\n\n")
assert len(boxes) == len(floors), f"{len(boxes)} floors drawn, {len(floors)} written"
arms = {" ": "", "╴": "l", "╶": "r", "─": "lr", "╵": "u", "┘": "lu", "└": "ru",
        "┴": "lru", "╷": "d", "┐": "ld", "┌": "rd", "┬": "lrd", "│": "ud",
        "┤": "lud", "├": "rud", "┼": "lrud"}
bad = []
marks = 0
for z, (floor, drawn) in enumerate(zip(floors, boxes)):
    text = floor.split("\n")
    title, *box = drawn.split("\n")
    if title != f"floor {z + 1}":
        bad.append(f"title {title!r} over floor {z + 1}")
    if len(box) != len(text):
        bad.append(f"floor {z + 1}: {len(box)} lines for {len(text)}")
        continue
    def wall(r, c):
        return 0 <= r < len(text) and 0 <= c < len(text[r]) and text[r][c] == "#"
    for r, line in enumerate(text):
        for c, ch in enumerate(line):
            x = 4 * (c // 2)
            if r % 2 == 0 and c % 2 == 0:
                want = "".join(a for a, (dr, dc) in zip("lrud", ((0, -1), (0, 1), (-1, 0), (1, 0)))
                               if wall(r + dr, c + dc))
                if arms.get(box[r][x]) != want:
                    bad.append(f"floor {z + 1} post {c},{r}: {box[r][x]!r}, arms {want!r}")
            elif r % 2 == 0:
                want = "───" if ch == "#" else " ┃ " if ch == "." else "   "
                if box[r][x + 1:x + 4] != want:
                    bad.append(f"floor {z + 1} wall line {r}, square {c}: {box[r][x + 1:x + 4]!r} for {ch!r}")
            elif c % 2 == 0:
                want = "│" if ch == "#" else "━" if ch == "." else " "
                if box[r][x] != want:
                    bad.append(f"floor {z + 1} line {r}, square {c}: {box[r][x]!r} for {ch!r}")
            else:
                got = box[r][x + 2]
                marks += ch in "<>x"
                if (ch in "SE<>x" and got != ch) or (ch == "." and got in " SE<>x") or (ch == " " and got != " "):
                    bad.append(f"floor {z + 1} cell {c},{r}: {got!r} for {ch!r}")
assert not bad, "; ".join(bad[:4])
assert marks or len(floors) == 1, "no stairs drawn"
PY
    done
    # On a UTF-8 terminal the default is unicode, the route red across floors,
    # the stairs it takes red too.
    on_terminal LC_ALL=C.UTF-8 "$MAZE" generate -W 6 -H 4 --levels 2 -s 3 --stairs 0.1 --solve
    expect_status 0 || return 1
    grep -q "floor 2" out || fail "no floors on the terminal" || return 1
    grep -q $'\033\[1;31m[<>x]' out || fail "no stair on the route in red"
}

t_levels_pictures_show_every_floor() {
    for ext in png svg pdf gif; do
        maze generate -W 6 -H 4 --levels 3 -s 2 --solve -o m.$ext
        expect_status 0 || return 1
        [ -s m.$ext ] || fail "empty m.$ext" || return 1
    done
    # Three floors of 6 x 4 cells a cell apart, at --cell 16 with its margin.
    file m.png | grep -q "$(((3 * 6 + 2) * 16 + 32)) x $((4 * 16 + 32))" || fail "size: $(file m.png)" || return 1
    grep -c '<path' m.svg >/dev/null || fail "svg without paths" || return 1
    # The GIF: one picture of the PNG's size.
    gifsicle --info m.gif | grep -q "logical screen $(((3 * 6 + 2) * 16 + 32))x$((4 * 16 + 32))" || fail "gif size: $(gifsicle --info m.gif)" || return 1
    [ "$(gifsicle --info m.gif | grep -c '+ image')" = 1 ] || fail "gif of more than one frame" || return 1
    maze generate -W 6 -H 4 --levels 3 -s 2 --solve -f pdf --page a4 -o a4.pdf
    expect_status 0
}

t_levels_samples_compare_the_generators_that_build_them() {
    maze stats -W 5 -H 4 --levels 2 --samples 3 -s 1
    expect_status 0 || return 1
    [ "$(grep -cE '^[a-z-]+ +[0-9]' out)" = 7 ] || fail "expected the 7 graph generators" || return 1
    if grep -q '^eller' out; then fail "eller cannot build floors"; fi
}

t_levels_batches_write_pictures() {
    mkdir -p batch
    maze generate -W 4 -H 3 --levels 2 --count 3 -s 1 -o batch/
    expect_status 0 || return 1
    for i in 1 2 3; do
        file batch/maze-000$i.png | grep -q "$(((2 * 4 + 1) * 16 + 32)) x $((3 * 16 + 32))" ||
            fail "maze $i: $(file batch/maze-000$i.png)" || return 1
    done
}

t_levels_stats_count_the_stairs() {
    maze generate -W 6 -H 5 --levels 3 -s 4 -f json -o m.json
    want=$(python3 -c '
import json
m = json.load(open("m.json"))
print(sum(cell.count("u") for row in m["cells"] for cell in row))')
    maze stats m.json
    expect_status 0 || return 1
    grep -q "^stairs  *$want  between 3 floors$" out || fail "expected $want stairs" || return 1
    maze stats m.json --json
    expect_status 0 || return 1
    python3 -c '
import json, sys
s = json.load(open("out"))
assert s["levels"] == 3 and s["stairs"] == int(sys.argv[1]) and s["loops"] == 0, s
' "$want" || fail "stats --json: $(cat out)"
}

# --floors is the option's name; --levels, its name in 0.2.0, still works
# and makes the same maze.
t_floors_and_levels_are_one_option() {
    "$MAZE" generate --floors 3 -W 6 -H 4 -s 9 --solve >floors.txt 2>/dev/null
    "$MAZE" generate --levels 3 -W 6 -H 4 -s 9 --solve >levels.txt 2>/dev/null
    cmp -s floors.txt levels.txt || fail "--floors and --levels differ"
    "$MAZE" generate --floors 3 -W 6 -H 4 -s 9 -f json 2>/dev/null | grep -q "\"levels\": 3" || fail "not 3 floors"
    maze generate --floors 2 --weave 0.5
    expect_error 2 "maze: --weave and --floors cannot be combined (a maze either weaves or has floors) (see: maze help generate)"
}
