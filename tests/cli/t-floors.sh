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
    expect_error 2 "maze: --levels works on rectangles only: a hexagon has six neighbours already, the most a cell may have (see: maze help generate)" || return 1
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
    expect_err_has "--start and --end cannot be combined with --levels" || return 1
    maze generate --levels 2 --animate -o a.gif
    expect_status 2 || return 1
    [ ! -e a.gif ] || fail "wrote a.gif anyway"
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
    maze generate --levels 2 -f gif -o m.gif
    expect_status 2 || return 1
    expect_err_has "the gif format cannot draw a maze of several floors" || return 1
    maze generate --levels 2 -f unicode
    expect_status 2 || return 1
    # On a terminal the default (unicode) gives way to text.
    on_terminal "$MAZE" generate --levels 2 -W 4 -H 3 -s 1
    expect_status 0 || return 1
    grep -q '#' out || fail "no text maze on the terminal"
}

t_levels_pictures_show_every_floor() {
    for ext in png svg pdf; do
        maze generate -W 6 -H 4 --levels 3 -s 2 --solve -o m.$ext
        expect_status 0 || return 1
        [ -s m.$ext ] || fail "empty m.$ext" || return 1
    done
    # Three floors of 6 x 4 cells a cell apart, at --cell 16 with its margin.
    file m.png | grep -q "$(((3 * 6 + 2) * 16 + 32)) x $((4 * 16 + 32))" || fail "size: $(file m.png)" || return 1
    grep -c '<path' m.svg >/dev/null || fail "svg without paths" || return 1
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
