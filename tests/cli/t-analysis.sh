# Every shortest route, the bottlenecks and the distance map: maze stats
# --all, --bottlenecks and --distances, and solve's and generate's
# pictures of them.

# A 3 x 2 open field: three shortest routes corner to corner, only the
# corners on all of them; no passage every route must take.
field() {
    printf '%s\n' '#######' '#S    #' '# # # #' '#    E#' '#######' >field.txt
}

t_analysis_stats_of_an_open_field() {
    field
    maze stats field.txt --all --bottlenecks --distances
    expect_status 0 || return 1
    grep -q "^shortest routes  *3  of 3 steps$" out || fail "routes" || return 1
    grep -q "^on some route  *6  cells$" out || fail "on some" || return 1
    grep -q "^on every route  *2  cells$" out || fail "on every" || return 1
    grep -q "^bottleneck cells  *2 " out || fail "bottleneck cells" || return 1
    grep -q "^bottleneck passages  *0$" out || fail "passages" || return 1
    grep -q "^diameter  *3  steps" out || fail "diameter" || return 1
    grep -q "^eccentricity of S  *3  steps$" out || fail "eccentricity" || return 1
    # 0, 1, 2, 1, 2, 3 steps: 9 over the 5 other cells.
    grep -q "^mean distance  *1.80  steps from S$" out || fail "mean"
}

t_analysis_json_carries_the_count_as_digits() {
    field
    maze stats field.txt --json --all --bottlenecks --distances
    expect_status 0 || return 1
    python3 - <<'PY' || fail "json"
import json
d = json.load(open("out"))
assert d["routes"] == {"count": "3", "steps": 3, "on_some": 6, "on_every": 2}, d
assert d["bottlenecks"] == {"cells": 2, "passages": 0}, d
assert d["diameter"]["steps"] == 3 and d["eccentricity"] == 3, d
assert abs(d["mean_distance"] - 1.8) < 1e-9, d
PY
}

# In a perfect maze the one route is all bottleneck.
t_analysis_a_perfect_maze_is_one_route_of_bottlenecks() {
    maze stats -W 15 -H 9 -s 6 --all --bottlenecks
    expect_status 0 || return 1
    steps=$(awk '/^solution/ {print $2}' out)
    grep -q "^shortest routes  *1  of $steps steps$" out || fail "one route" || return 1
    grep -q "^bottleneck cells  *$((steps + 1)) " out || fail "cells" || return 1
    grep -q "^bottleneck passages  *$steps$" out || fail "passages"
}

t_analysis_solve_and_generate_tell_and_draw() {
    field
    maze solve field.txt --all --bottlenecks -o all.png
    expect_status 0 || return 1
    expect_err_has "shortest routes: 3 of 3 steps; cells on some: 6, on every one: 2" || return 1
    expect_err_has "bottlenecks: 2 cells (start and end among them), 0 passages" || return 1
    [ -s all.png ] || fail "no picture" || return 1
    maze solve field.txt --distances --from 1,1 -f svg -o d.svg
    expect_status 0 || return 1
    expect_err_has "distances from 1,1: farthest 2 steps, mean 1.40, 6 cells reached" || return 1
    grep -q "0 steps" d.svg || grep -q "<path" d.svg || fail "svg" || return 1
    maze generate --shape polar -H 6 -s 2 -b 0.5 --solve --distances -o p.pdf
    expect_status 0 || return 1
    [ "$(head -c 5 p.pdf)" = "%PDF-" ] || fail "pdf" || return 1
    maze generate --shape hex -W 8 -H 6 -s 2 --distances -o h.gif
    expect_status 0 || return 1
    [ "$(head -c 6 h.gif)" = "GIF89a" ] || [ "$(head -c 6 h.gif)" = "GIF87a" ] || fail "gif"
}

t_analysis_refusals() {
    maze generate --all --distances -s 1
    expect_error 2 "maze: --all and --distances both colour the cells (pick one) (see: maze help generate)" || return 1
    maze generate --from 1,1 -s 1
    expect_status 2 || return 1
    expect_err_has "--from says where --distances count from" || return 1
    maze generate --all --count 2 -o dir/ -s 1
    expect_status 2 || return 1
    maze stats --all --samples 3 -a prim
    expect_status 2 || return 1
    maze generate --ends none --bottlenecks -s 1
    expect_status 2
}

# The terminal picture marks the analyses: without colour a glyph in each
# cell (○ on some shortest route, ● on every one, ◆ a bottleneck; S and E
# keep their letters), with colour each cell's background in the PNG's
# colour. The counts are the ones the tool tells.
glyphs() { # FILE GLYPH: how many times GLYPH is in FILE
    python3 -c 'import sys; print(open(sys.argv[1]).read().count(sys.argv[2]))' "$1" "$2"
}
t_analysis_unicode_marks_routes_and_bottlenecks() {
    for shape in "-s 3 -b 0.6" "-s 5 -b 0.4 --floors 2"; do
        # shellcheck disable=SC2086
        maze generate -W 12 -H 8 $shape --all --bottlenecks -f unicode --color never
        expect_status 0 || return 1
        read -r some every < <(sed -n 's/.*cells on some: \([0-9]*\), on every one: \([0-9]*\)$/\1 \2/p' err)
        cells=$(sed -n 's/^bottlenecks: \([0-9]*\) cells.*/\1/p' err)
        [ "$some" -gt "$every" ] && [ "$cells" -gt 2 ] || fail "a maze with several routes and bottlenecks ($shape)" || return 1
        [ "$(glyphs out ○)" = $((some - every)) ] || fail "○: on some route only ($shape)" || return 1
        [ "$(glyphs out ●)" = $((every - cells)) ] || fail "●: on every route, not a bottleneck ($shape)" || return 1
        [ "$(glyphs out ◆)" = $((cells - 2)) ] || fail "◆: the bottlenecks but S and E ($shape)" || return 1
    done
    # Without --bottlenecks, every cell on all routes is ●.
    maze generate -W 12 -H 8 -s 5 -b 0.4 --floors 2 --all -f unicode --color never
    [ "$(glyphs out ●)" = $((every - 2)) ] && [ "$(glyphs out ◆)" = 0 ] || fail "--all alone" || return 1
    # With colour no glyph but the cells' backgrounds, each cell once (the
    # escape set again after S's colour is not a new cell).
    maze generate -W 12 -H 8 -s 5 -b 0.4 --floors 2 --all --bottlenecks -f unicode --color always
    expect_status 0 || return 1
    python3 - "$some" "$every" "$cells" <<'PY' || fail "colours"
import re, sys
some, every, cells = map(int, sys.argv[1:])
text = open("out").read()
assert not any(g in text for g in "○●◆"), "glyphs with colour"
starts = re.findall(r"(?<!\x1b\[0m)\x1b\[48;2;(\d+;\d+;\d+)m", text)
count = {c: starts.count(c) for c in set(starts)}
# The palette: on some route 8CC8FF, on every one FFE37A, bottleneck E8452C.
want = {"140;200;255": some - every, "255;227;122": every - cells,
        "232;69;44": cells}
assert count == {k: v for k, v in want.items() if v}, (count, want)
PY
    # Nothing asked: the picture as before, no mark.
    maze generate -W 12 -H 8 -s 3 -b 0.6 -f unicode --color always
    ! grep -q $'\x1b\\[48' out || fail "no background without an analysis"
}

# --ends farthest on a braided maze is the diameter: two sweeps gave 25
# steps of 26 here, and stats printed "longest route 25" beside
# "diameter 26".
t_farthest_ends_on_a_braided_maze_are_the_diameter() {
    maze generate -a prim -W 15 -H 10 -s 6 -b 1 --ends farthest -o b.txt
    expect_status 0 || return 1
    maze stats b.txt --distances
    expect_status 0 || return 1
    longest=$(sed -n 's/^longest route  *\([0-9]*\) .*/\1/p' out)
    solution=$(sed -n 's/^solution  *\([0-9]*\) .*/\1/p' out)
    diameter=$(sed -n 's/^diameter  *\([0-9]*\) .*/\1/p' out)
    [ -n "$diameter" ] || fail "no diameter" || return 1
    [ "$solution" = "$diameter" ] || fail "S to E $solution, diameter $diameter" || return 1
    [ "$longest" = "$diameter" ] || fail "longest $longest, diameter $diameter"
}

t_all_in_an_open_room_holds_three_numbers_a_cell() {
    # Every shortest route of an open room of 2000x2000 squares: the two
    # sweeps' steps and one order (three size_t a cell), a byte of marks,
    # the maze and the widest wave, not a second order (33 bytes a cell
    # and more before).
    if ! head -c 4 "$MAZE" | grep -q ELF || grep -q __asan_init "$MAZE"; then
        echo "skipped: $MAZE is a wrapper or a sanitizer build"
        return 0
    fi
    python3 - "$MAZE" <<'PY' || fail "too much memory"
import resource, subprocess, sys
n = 2000
with open("room.txt", "w") as f:
    f.write("#" * (n + 2) + "\n")
    for y in range(n):
        row = ["S" if y == 0 else " "] + [" "] * (n - 2) + ["E" if y == n - 1 else " "]
        f.write("#" + "".join(row) + "#\n")
    f.write("#" * (n + 2) + "\n")
# solve, not stats: stats also finds the diameter, whose sweeps are
# not what this measures.
r = subprocess.run([sys.argv[1], "solve", "--all", "-f", "unicode", "-o", "/dev/null",
                    "room.txt"], capture_output=True, text=True)
assert r.returncode == 0, r
assert " of 3998 steps; cells on some: 4000000," in r.stderr, r
cells = (n + 2) ** 2
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
print("peak %.1f bytes a cell" % (peak / cells))
assert peak < 31 * cells, peak
PY
}

t_all_says_what_a_large_count_will_cost_first() {
    # An open room of 1500x1500 squares: numbers of about 900 digits,
    # summed over 2.25 million cells. What that costs at most is said
    # before the count, and the figures after it.
    python3 - <<'PY'
n = 1500
with open("room.txt", "w") as f:
    f.write("#" * (n + 2) + "\n")
    for y in range(n):
        row = ["S" if y == 0 else " "] + [" "] * (n - 2) + ["E" if y == n - 1 else " "]
        f.write("#" + "".join(row) + "#\n")
    f.write("#" * (n + 2) + "\n")
PY
    maze stats --all room.txt
    expect_status 0
    head -n 1 err | grep -qE '^counting every shortest route: at most [0-9.]+e\+[0-9]+ additions of 32-bit numbers$' ||
        fail "no cost said first"
    maze stats --all -q room.txt
    expect_status 0
    ! grep -q "counting every" err || fail "-q still said it"
    "$MAZE" generate -s 1 -b 1 -o small.txt 2>/dev/null
    maze stats --all small.txt
    expect_status 0
    ! grep -q "counting every" err || fail "a small count said it"
}
