# maze solve: reading the text format, finding the route, and the errors.

small_maze() {
    printf '%s\n' "#######" "#S    #" "# ### #" "#   #E#" "#######"
}

t_solves_a_file_and_standard_input() {
    small_maze >m.txt
    maze solve m.txt
    expect_status 0 || return 1
    [ "$(cat out)" = "$(printf '%s\n' "#######" "#S....#" "# ###.#" "#   #E#" "#######")" ] ||
        fail "wrong route" || return 1
    [ "$(cat err)" = "route length: 3" ] || fail "route length" || return 1
    cp out from_file
    maze_in m.txt solve
    cmp -s out from_file || fail "stdin differs" || return 1
    maze_in m.txt solve -
    cmp -s out from_file || fail "'-' differs"
}

t_crlf_and_no_final_newline() {
    small_maze | sed 's/$/\r/' >crlf.txt
    maze solve crlf.txt
    expect_status 0 || return 1
    printf '###\n#SE\n###' >bare.txt
    maze solve bare.txt
    expect_error 0 "route length: 0"
}

t_letters_in_the_outer_wall() {
    printf '%s\n' "#S#####" "#     #" "# ### #" "#   # #" "#####E#" >doors.txt
    maze solve doors.txt
    expect_status 0 || return 1
    [ "$(head -2 out | tail -1)" = "#.....#" ] || fail "route" || return 1
    [ "$(head -1 out)" = "#S#####" ] || fail "S moved out of its door"
}

t_foreign_grid_with_rooms_and_loops() {
    printf '%s\n' "##########" "#S       #" "#  ####  #" "#  #  #  #" "#       E#" "##########" >room.txt
    maze solve room.txt
    expect_status 0 || return 1
    [ "$(cat err)" = "route length: 10" ] || fail "expected 10 steps" || return 1
    [ "$(grep -o '\.' out | wc -l)" = 9 ] || fail "expected 9 route squares"
}

t_unicode_output_and_output_file() {
    small_maze >m.txt
    maze solve -f unicode m.txt
    expect_status 0 && expect_out_has "S━━━━━━━┓" || return 1
    maze solve m.txt -o solved.txt
    expect_status 0 || return 1
    [ ! -s out ] && grep -q '\.' solved.txt || fail "not written to the file"
}

# The unicode drawing (three columns a cell on a pipe) has a line where
# the text format of the same maze has a wall, joined at posts whose arms
# go where the walls do, and the route ('.') where the text format has it.
t_unicode_walls_and_route_are_the_text_format_s() {
    for opts in "-a backtracker" "-a kruskal -b 0.5"; do
        # shellcheck disable=SC2086 # two options each
        "$MAZE" generate -W 17 -H 9 -s 4 $opts --solve -f text >solved.txt 2>/dev/null
        # shellcheck disable=SC2086
        maze generate -W 17 -H 9 -s 4 $opts --solve -f unicode
        expect_status 0
        python3 - <<'PY' || fail "$opts: unicode and text differ"
import sys
text = open("solved.txt").read().split("\n")
box = open("out").read().split("\n")
arms = {" ": "", "╴": "l", "╶": "r", "─": "lr", "╵": "u", "┘": "lu", "└": "ru",
        "┴": "lru", "╷": "d", "┐": "ld", "┌": "rd", "┬": "lrd", "│": "ud",
        "┤": "lud", "├": "rud", "┼": "lrud"}
def wall(r, c):
    return 0 <= r < len(text) and 0 <= c < len(text[r]) and text[r][c] == "#"
bad = []
for r, line in enumerate(text[:-1]):
    for c, ch in enumerate(line):
        x = 4 * (c // 2)  # the post or side wall before the square's cell
        if r % 2 == 0 and c % 2 == 0:
            want = "".join(a for a, (dr, dc) in zip("lrud", ((0, -1), (0, 1), (-1, 0), (1, 0)))
                           if wall(r + dr, c + dc))
            got = box[r][x]
            if arms.get(got) != want:
                bad.append(f"post {c},{r}: {got!r}, arms {want!r}")
        elif r % 2 == 0:
            got = box[r][x + 1:x + 4]
            want = "───" if ch == "#" else " ┃ " if ch == "." else "   "
            if got != want:
                bad.append(f"wall line {r}, square {c}: {got!r} for {ch!r}")
        elif c % 2 == 0:
            got = box[r][x]
            want = "│" if ch == "#" else "━" if ch == "." else " "
            if got != want:
                bad.append(f"line {r}, square {c}: {got!r} for {ch!r}")
        else:
            got = box[r][x + 2]
            if (ch in "SE" and got != ch) or (ch == "." and got in " SE") or (ch == " " and got != " "):
                bad.append(f"cell {c},{r}: {got!r} for {ch!r}")
assert not bad, "; ".join(bad[:4])
PY
    done
}

t_from_any_cell() {
    small_maze >m.txt
    maze solve --from 1,1 m.txt
    expect_status 0 || return 1
    # A wall stands between 1,1 and E: the route goes round, 5 steps.
    [ "$(cat err)" = "route length: 5" ] || fail "from 1,1 to E is 5 steps" || return 1
    # S and E stay where the maze has them; the route starts at 1,1.
    [ "$(cat out)" = "$(printf '%s\n' "#######" "#S....#" "#.###.#" "#...#E#" "#######")" ] ||
        fail "S moved, or the route is not from 1,1"
    maze solve --from 1,1 m.txt -f json
    grep -q '"start": \[0, 0\]' out || fail "JSON start moved: $(cat out)"
    # From a cell walled off from E.
    printf '%s\n' "#######" "#S  # #" "# # # #" "#   #E#" "#######" >shut.txt
    maze solve --from 1,0 shut.txt
    expect_error 1 "maze: no route from 1,0 to E"
}

t_from_outside_or_in_a_wall() {
    small_maze >m.txt
    maze solve --from 3,0 m.txt
    expect_error 2 "maze: --from 3,0 is outside the 3x2 maze (x from 0 to 2, y from 0 to 1)" || return 1
    printf '%s\n' "######" "#S  E#" "######" >sheet.txt
    maze solve --from 0,0 sheet.txt
    expect_error 2 "maze: --from 0,0 is inside a wall (pick an open square)"
}

t_no_route() {
    printf '%s\n' "#####" "#S#E#" "#####" >closed.txt
    echo untouched >out.txt
    maze solve closed.txt -o out.txt
    expect_error 1 "maze: no route from S to E" || return 1
    [ "$(cat out.txt)" = untouched ] || fail "output written on failure"
}

t_malformed_files_name_file_line_and_column() {
    printf '%s\n' "#####" "#S E#" "###" >ragged.txt
    maze solve ragged.txt
    expect_error 1 "maze: ragged.txt:3:4: line is 3 characters long, the first is 5 (all lines must be as long)" || return 1
    printf '%s\n' "#####" "#  E#" "#####" >nos.txt
    maze solve nos.txt
    expect_error 1 "maze: nos.txt: no S: mark the start with S" || return 1
    printf '%s\n' "#####" "#S  #" "#####" >noe.txt
    maze solve noe.txt
    expect_error 1 "maze: noe.txt: no E: mark the end with E" || return 1
    printf '%s\n' "#####" "#SES#" "#####" >twos.txt
    maze solve twos.txt
    expect_error 1 "maze: twos.txt:2:4: second S, the first is at line 2, column 2 (a maze has one)" || return 1
    printf '%s\n' "#####" "#EES#" "#####" >twoe.txt
    maze solve twoe.txt
    expect_error 1 "maze: twoe.txt:2:3: second E, the first is at line 2, column 2 (a maze has one)" || return 1
    printf '%s\n' "###" "###" >closed.txt
    maze solve closed.txt
    expect_error 1 "maze: closed.txt: nothing is open: every square is '#'" || return 1
    : >empty.txt
    maze solve empty.txt
    expect_error 1 "maze: empty.txt: empty file, expected a maze"
}

t_unicode_fed_back_gets_a_hint() {
    "$MAZE" generate -s 1 -W 4 -H 3 -f unicode >u.txt 2>/dev/null
    maze solve u.txt
    expect_error 1 "maze: u.txt:1:1: non-ASCII character (the text format is ASCII; box drawing is the unicode format, which is written for people and not read back)"
}

t_missing_file_and_directory() {
    maze solve nothere.txt
    expect_error 1 "maze: cannot read 'nothere.txt': No such file or directory" || return 1
    mkdir adir
    maze solve adir
    expect_error 1 "maze: cannot read 'adir': Is a directory"
}

t_terminal_on_stdin_is_told_what_to_do() {
    on_terminal "$MAZE" solve
    [ "$status" = 2 ] || fail "status $status" || return 1
    grep -q "maze: no maze given (give a file, or pipe one in: maze generate | maze solve)" out ||
        fail "no hint"
}

t_bad_solver_and_extra_arguments() {
    small_maze >m.txt
    maze solve --solver bfs m.txt
    expect_status 0 || return 1
    maze solve --solver nope m.txt
    expect_error 2 "maze: unknown solver 'nope' (try: bfs, astar, dfs, dead-end-fill, wall-follower, tremaux, pledge, chain, collision, random-mouse, cul-de-sac-fill, blind-alley-seal)" || return 1
    maze solve m.txt m.txt
    expect_error 2 "maze: unexpected argument 'm.txt' (one maze at a time) (see: maze help solve)" || return 1
    maze solve --bogus
    expect_error 2 "maze: unknown option '--bogus' (see: maze help solve)"
}

island_maze() {
    # Braided: the cell at 3,2 lies beside a block a wall follower circles.
    printf '%s\n' "#################" "#S        #     #" "# ####### # # # #" \
        "# #         #   #" "# # ##### ##### #" "#       # #     #" \
        "### ### # # # ###" "#   #   # # #   #" "# ### ### # ### #" \
        "#         #    E#" "#################"
}

t_every_solver_by_name() {
    island_maze >m.txt
    for s in bfs astar dfs dead-end-fill wall-follower tremaux pledge chain \
        collision random-mouse cul-de-sac-fill blind-alley-seal; do
        maze solve --solver "$s" m.txt
        expect_status 0 || return 1
        grep -q '\.' out || fail "$s marked no route" || return 1
    done
}

t_compare_prints_a_row_per_solver() {
    island_maze >m.txt
    maze solve --compare --from 3,2 m.txt
    expect_status 0 || return 1
    [ "$(head -1 out | tr -s ' ')" = "solver route visited time" ] || fail "header" || return 1
    # Every solver but the wall follower, led round the block.
    [ "$(grep -c ' ms$' out)" = 11 ] || fail "eleven timed rows" || return 1
    grep -q "^bfs  *16 " out || fail "bfs: 16 steps" || return 1
    grep -q "^astar  *16 " out || fail "astar: 16 steps" || return 1
    grep -q "^wall-follower .*went round a loop$" out || fail "wall-follower row"
}

# The right hand on a maze is the left hand on its mirror image (each
# line reversed), and the two hands walk different routes here.
t_the_right_hand_is_the_left_hand_in_a_mirror() {
    "$MAZE" generate -W 20 -H 10 -s 3 -b 0.3 -f text >m.txt 2>/dev/null
    rev m.txt >mirror.txt
    for hand in left right; do
        maze solve --solver wall-follower --hand "$hand" m.txt
        expect_status 0
        cp out "$hand.txt"
    done
    if cmp -s left.txt right.txt; then fail "both hands walk one route"; fi
    maze solve --solver wall-follower --hand left mirror.txt
    expect_status 0
    rev out | cmp -s - right.txt || fail "right hand is not the mirrored left"
    maze solve --solver wall-follower --hand right mirror.txt
    expect_status 0
    rev out | cmp -s - left.txt || fail "left hand is not the mirrored right"
}

# The Pledge walker reaches ends on the border (E here), and says so when
# an end beside the block, inside, is out of its reach; it takes --hand.
t_from_is_refused_with_the_counts_of_s_to_e() {
    "$MAZE" generate -W 10 -H 8 -s 6 -b 0.5 -o b.txt 2>/dev/null
    # --from moved only the solver: "route length: 15" beside the count
    # of routes from S.
    maze solve --from 3,2 --all b.txt
    expect_error 2 "maze: --from starts the solver elsewhere, and --all is about the routes from S to E (try: --start X,Y to move S) (see: maze help solve)" || return 1
    maze solve --from 3,2 --bottlenecks b.txt
    expect_status 2 || return 1
    maze solve --start 3,2 --all b.txt -o a.png
    expect_status 0 || return 1
    maze solve --from 3,2 --distances b.txt -o d.png
    expect_status 0
}

t_pledge_says_when_it_gives_up() {
    island_maze >m.txt
    maze solve --solver pledge --hand right --from 3,2 m.txt
    expect_status 0 || return 1
    maze solve --solver pledge --end 3,2 m.txt
    expect_error 1 "maze: pledge cannot reach E: it went round for good (a route exists; try another solver)" || return 1
    maze generate --shape polar -s 1 --solver pledge -f json
    expect_error 2 "maze: pledge counts its turns, and a polar grid has no even turns (try: --solver wall-follower) (see: maze help generate)" || return 1
    # A sphere is two polar grids: refused too (it went round for good on
    # most of them), when generating and when solving one read in.
    maze generate --shape sphere -W 4 -H 6 -s 3 --solver pledge -f json
    expect_error 2 "maze: pledge counts its turns, and a sphere has no even turns (try: --solver wall-follower) (see: maze help generate)" || return 1
    "$MAZE" generate --shape sphere -W 4 -H 6 -s 3 -o sphere.json 2>/dev/null
    maze solve sphere.json --solver pledge -o s.png
    expect_error 1 "maze: pledge counts its turns, and a sphere has no even turns (try: --solver wall-follower)" || return 1
    maze generate -s 1 --solver collision --hand left
    expect_error 2 "maze: --hand is the wall-follower's and pledge's (add --solver wall-follower) (see: maze help generate)"
}

# The random mouse walks by the maze's seed: the same command, the same
# route; solving a maze read in, the same route every time.
t_random_mouse_walks_by_the_seed() {
    maze generate -W 12 -H 8 -s 5 -b 0.5 --solver random-mouse -f text
    expect_status 0 || return 1
    cp out one.txt
    maze generate -W 12 -H 8 -s 5 -b 0.5 --solver random-mouse -f text
    cmp -s out one.txt || fail "one seed walked two ways" || return 1
    maze solve --solver mouse one.txt
    expect_status 0 || return 1
    cp out two.txt
    maze solve --solver mouse one.txt
    cmp -s out two.txt || fail "one maze walked two ways"
}

t_wall_follower_says_when_loops_defeat_it() {
    island_maze >m.txt
    maze solve --solver wall-follower --from 3,2 m.txt
    expect_error 1 "maze: wall-follower cannot reach E: it went round a loop (a route exists; try another solver)" || return 1
    maze solve --solver wall-follower --hand right m.txt
    expect_status 0 || return 1
    maze solve --hand middle m.txt
    expect_error 2 "maze: invalid hand 'middle' (try: left, right)"
}

t_json_polar_past_the_ring_limit_says_so() {
    python3 -c "
import sys
h = 1048577
sys.stdout.write('{\"format\": \"maze/1\", \"width\": 1, \"height\": %d, \"shape\": \"polar\", \"cells\": [' % h + ','.join(['[]'] * h) + ']}')" >big.json
    maze solve big.json
    expect_error 1 'maze: big.json: a polar maze has at most 1048576 rings ("height"), not 1048577'
}

# Files that are no maze are named for what they are, from their first
# bytes, whether read from a file or a pipe.
t_files_that_are_no_maze_say_what_they_are() {
    readable="maze files are the text format, JSON and JSON lines; maze solve also reads PNG pictures"
    "$MAZE" generate -s 1 -W 4 -H 3 -o m.gif 2>/dev/null
    "$MAZE" generate -s 1 -W 4 -H 3 -o m.svg 2>/dev/null
    "$MAZE" generate -s 1 -W 4 -H 3 -o m.pdf 2>/dev/null
    "$MAZE" generate -s 1 -W 4 -H 3 --animate -o m.html 2>/dev/null
    printf '\377\330\377\340\000\020JFIF\000' >photo.jpg
    for kind in "m.gif:a GIF picture" "m.svg:an SVG picture" "m.pdf:a PDF document" \
        "m.html:an HTML page"; do
        file=${kind%%:*}
        hint=$readable
        [ "$file" = m.gif ] && hint="maze solve --photo reads a photo in one; $readable"
        maze solve "$file"
        expect_error 1 "maze: $file: ${kind#*:}, not a maze file ($hint)" || return 1
        maze_in "$file" solve
        expect_error 1 "maze: standard input: ${kind#*:}, not a maze file ($hint)" || return 1
    done
    # A JPEG is a photo (t-photo.sh): this one is broken.
    maze solve photo.jpg
    expect_error 1 "maze: photo.jpg: a broken picture (its header cannot be read)" || return 1
    maze_in photo.jpg solve
    expect_error 1 "maze: standard input: a broken picture (its header cannot be read)" || return 1
    printf '\377\376#\000#\000\n\000' >utf16.txt
    maze solve utf16.txt
    expect_error 1 "maze: utf16.txt: UTF-16 text, not a maze file (save it as UTF-8 or ASCII)" || return 1
    "$MAZE" generate -s 1 -W 4 -H 3 -f text 2>/dev/null | sed '1s/^/\xef\xbb\xbf\xef\xbb\xbf/' >boms.txt
    maze solve boms.txt
    expect_error 1 "maze: boms.txt: text with two byte-order marks, not a maze file (remove one: a maze file has at most one)" || return 1
    maze_in boms.txt solve
    expect_error 1 "maze: standard input: text with two byte-order marks, not a maze file (remove one: a maze file has at most one)" || return 1
    # One mark is no part of the maze.
    sed '1s/^\xef\xbb\xbf//' boms.txt >bom.txt
    maze solve bom.txt
    expect_status 0 || return 1
    printf '42\n' >n.json
    maze solve n.json
    expect_error 1 'maze: n.json: a JSON number, not a maze (a maze in JSON is an object: {"width": ..., "cells": ...})' || return 1
    printf ' null ' >null.json
    maze_in null.json stats
    expect_error 1 'maze: standard input: JSON null, not a maze (a maze in JSON is an object: {"width": ..., "cells": ...})'
}

# A line of JSON lines that is no JSON is not read as a text maze.
t_a_line_of_json_lines_that_is_no_json_says_so() {
    "$MAZE" generate -s 1 -W 3 -H 3 --count 3 -o m.jsonl 2>/dev/null
    sed '2s/.*/hello world/' m.jsonl >two.jsonl
    maze solve two.jsonl -o s.jsonl
    expect_error 1 'maze: two.jsonl:2: not JSON: each line of a JSON-lines file is a maze in JSON ({"width": ...})' || return 1
    sed '3s/.*/S E/' m.jsonl >three.jsonl
    maze_in three.jsonl stats
    expect_error 1 'maze: standard input:3: not JSON: each line of a JSON-lines file is a maze in JSON ({"width": ...})'
}

# A first line that is a whole maze in JSON, but a wrong one, is told as
# line 1's error (it was line 2's "end of file expected", read as one
# maze); an editor's byte-order mark before JSON lines is no part of them.
t_json_lines_whose_first_maze_is_wrong_say_so() {
    "$MAZE" generate -s 1 -W 3 -H 3 --count 3 -o m.jsonl 2>/dev/null
    sed '1s/"cells": \[\["[a-z]*"/"cells": [["q"/' m.jsonl >bad.jsonl
    maze solve bad.jsonl -o s.jsonl
    expect_error 1 "maze: bad.jsonl:1:1: cells[0][0] has 'q' (expected n, e, s, w or #)" || return 1
    head -1 bad.jsonl >one.json
    maze solve one.json -o s.json
    expect_error 1 "maze: one.json: cells[0][0] has 'q' (expected n, e, s, w or #)" || return 1
    printf '\357\273\277' | cat - m.jsonl >bom.jsonl
    maze solve bom.jsonl -o s.jsonl
    expect_status 0 || return 1
    [ "$(wc -l <s.jsonl)" = 3 ] || fail "$(wc -l <s.jsonl) mazes, not 3"
}

# A dataset's file (Python's Dataset.save(): line 1 its settings, then a
# maze a line as --count -f jsonl writes them) is read as JSON lines,
# whatever number of mazes follows its first line.
t_a_datasets_file_is_json_lines_after_its_settings() {
    "$MAZE" generate -s 7 -W 4 -H 3 --count 3 -f jsonl --solve >m.jsonl 2>/dev/null
    head='{"format": "maze-dataset/1", "library": "libmaze", "settings": {"width": 4}}'
    { echo "$head"; cat m.jsonl; } >d.jsonl
    maze solve m.jsonl -f jsonl
    expect_error 0 'solved 3 mazes: route lengths 5 to 7, mean 5.67' || return 1
    mv out plain
    maze solve d.jsonl -f jsonl
    expect_error 0 'solved 3 mazes: route lengths 5 to 7, mean 5.67' || return 1
    cmp -s out plain || fail "the mazes read differ from those written" || return 1
    { echo "$head"; head -1 m.jsonl; } >one.jsonl
    maze solve one.jsonl -f jsonl
    expect_status 0 || return 1
    head -1 plain | cmp -s out - || fail "one maze after the settings" || return 1
    { echo "$head"; echo; echo 'S E'; } >bad.jsonl
    maze_in bad.jsonl solve
    expect_error 1 'maze: standard input:3: not JSON: each line of a JSON-lines file is a maze in JSON ({"width": ...})'
}

# On a terminal, --animate --solve shows the solver's wave spreading
# between the last carve and the route: frames where the finished maze
# has more cells marked each time, and the route only at the end.
t_terminal_animation_shows_the_wave() {
    on_terminal "$MAZE" generate -W 10 -H 6 -s 3 --solve --animate --delay 10 -f text
    expect_status 0 || return 1
    # Each frame starts at the top left (ESC [ H); count its marked cells.
    marks=$(python3 - out <<'PY'
import sys
frames = open(sys.argv[1], encoding='utf-8').read().split('\033[H')[1:]
print(' '.join(str(f.count('.')) for f in frames))
PY
)
    set -- $marks
    [ $# -gt 3 ] || fail "frames: $marks" || return 1
    growing=0 before=0
    for n in "$@"; do
        [ "$n" -gt "$before" ] && growing=$((growing + 1))
        before=$n
    done
    # The wave covers more of the maze than the route, which the last
    # frame shows alone.
    eval "last=\${$#}"
    [ "$growing" -ge 3 ] || fail "the wave does not spread: $marks" || return 1
    max=$(printf '%s\n' "$@" | sort -n | tail -1)
    [ "$max" -gt "$last" ] || fail "no frame shows more than the route: $marks"
}

# A maze written without ends (--ends none) reads back, flat or of
# floors: the ends come from --start and --end, as for its JSON, and stats
# measures it. A file in the cell layout with only one of S and E is still
# refused.
t_text_without_ends_reads_back() {
    maze generate --ends none -W 8 -H 4 -s 1 -o none.txt
    expect_status 0 || return 1
    ! grep -q '[SE]' none.txt || fail "ends written" || return 1
    maze solve none.txt --start 0,3 --end 7,0
    expect_status 0 && expect_out_has "S" || return 1
    maze generate --ends none -W 8 -H 4 -s 1 -f json -o none.json
    maze solve none.json --start 0,3 --end 7,0 -o from-json.txt
    maze solve none.txt --start 0,3 --end 7,0 -o from-text.txt
    cmp -s from-json.txt from-text.txt || fail "text and JSON solve differently" || return 1
    maze stats none.txt
    expect_status 0 && expect_out_has "passages                  31" || return 1
    maze solve none.txt
    expect_error 1 "maze: the maze has no S and no E (it was made with --ends none?): give them with --start X,Y and --end X,Y" || return 1
    maze solve none.txt --start 0,3
    expect_error 1 "maze: the maze has no E (it was made with --ends none?): give it with --end X,Y" || return 1
    maze solve none.txt --start 0,3 --end 0,3
    expect_error 2 "maze: start and end are the same cell 0,3 (see: maze help solve)" || return 1
    maze generate --ends none -W 4 -H 3 --floors 2 -s 1 -o floors.txt
    maze solve floors.txt --start 0,0 --end 3,2
    expect_status 0 || return 1
    maze stats floors.txt
    expect_status 0 || return 1
    sed 's/^#S/# /' from-text.txt >only-e.txt
    maze solve only-e.txt
    expect_error 1 "maze: only-e.txt: no S: mark the start with S"
}

# on_sized_terminal COLS ROWS ARGS...: maze ARGS on a pseudo-terminal of
# that size, stdout (the frames) in ./out and stderr in ./err.
on_sized_terminal() {
    local cols=$1 rows=$2
    shift 2
    status=0
    script -qec "stty cols $cols rows $rows; '$MAZE' $* 2>err" /dev/null \
        >out </dev/null || status=$?
}

# The frames ./out holds, each as "LINES COLUMNS S E": its lines, the
# longest in characters (colours left out), and whether S and E are in it.
frame_sizes() {
    python3 - out <<'PY'
import re, sys
text = open(sys.argv[1], encoding='utf-8').read().replace('\r', '')
for frame in text.split('\033[H')[1:]:
    plain = re.sub(r'\033\[[0-9;]*[A-Za-z]', '', frame)
    lines = plain.rstrip('\n').split('\n')
    print(len(lines), max(len(l) for l in lines), int('S' in plain),
          int('E' in plain))
PY
}

# An animation is redrawn in place, so every frame fits the terminal (a
# line to spare for the cursor): a 20x25 maze's wide cells (51 lines) do
# not fit 120x30, its half blocks (26 lines) do, S and E always on the
# screen.
t_terminal_animation_fits_the_terminal() {
    NO_COLOR=1 on_sized_terminal 120 30 generate -W 20 -H 25 -s 1 --solve \
        --animate --delay 10 --steps-per-frame 200
    expect_status 0 || return 1
    frame_sizes >sizes
    [ "$(wc -l <sizes)" -gt 2 ] || fail "frames: $(cat sizes)" || return 1
    awk '$1 >= 30 || $2 > 120 { exit 1 }' sizes ||
        fail "frames larger than 120x29: $(sort -u sizes)" || return 1
    [ "$(tail -1 sizes)" = "26 41 1 1" ] ||
        fail "last frame: $(tail -1 sizes), not 26 lines of 41 with S and E"
}

# Where the wide cells fit, they are what the animation draws.
t_terminal_animation_wide_where_it_fits() {
    NO_COLOR=1 on_sized_terminal 120 30 generate -W 10 -H 6 -s 1 --solve \
        --animate --delay 10 --steps-per-frame 200
    expect_status 0 || return 1
    [ "$(frame_sizes | tail -1)" = "13 41 1 1" ] ||
        fail "last frame: $(frame_sizes | tail -1), not 13 lines of 41"
}

# Where no form fits, the animation is refused with the size it needs,
# before a frame is drawn; -f text has no smaller form than its own.
t_terminal_animation_refused_when_too_big() {
    on_sized_terminal 80 24 generate -W 60 -H 30 -s 1 --animate --delay 10
    expect_status 1 || return 1
    expect_err_has "maze: the animation of a 60x30 maze needs a terminal of 121x32, and this one is 80x24 (try: a larger terminal, a smaller maze, or -o maze.gif)" || return 1
    [ "$(frame_sizes | wc -l)" = 0 ] || fail "frames drawn" || return 1
    on_sized_terminal 120 30 generate -W 20 -H 25 -s 1 --animate --delay 10 -f text
    expect_status 1 || return 1
    expect_err_has "maze: the animation of a 20x25 maze needs a terminal of 41x52, and this one is 120x30 (try: a larger terminal, a smaller maze, or -o maze.gif)"
}
