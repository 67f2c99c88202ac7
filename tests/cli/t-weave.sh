# t-weave.sh - weave mazes: passages that cross under others (--weave P).

t_weave_refused_by_generators_that_cannot() {
    maze generate -W 9 -H 7 -s 1 -a eller --weave 0.5
    expect_error 2 "maze: eller cannot weave (try: backtracker, prim, kruskal, hunt-and-kill, growing-tree) (see: maze help generate)"
    maze generate -W 9 -H 7 -s 1 --shape hex --weave 0.5
    expect_error 2 "maze: --weave works on rectangles, not hex grids (see: maze help generate)"
    maze generate -W 9 -H 7 -s 1 --weave 1.5
    expect_status 2
    expect_err_has "maze: invalid weave share '1.5'"
    # A weave of 0 is the flat maze, from any generator.
    maze generate -W 9 -H 7 -s 1 -a eller --weave 0
    expect_status 0
}

t_weave_stats_count_crossings() {
    maze stats -W 30 -H 20 -s 4 --weave 0.9 -a kruskal
    expect_status 0
    local n
    n=$(awk '$1 == "crossings" {print $2}' out)
    [ -n "$n" ] && [ "$n" -gt 0 ] || fail "expected crossings, got '$n'"
    grep -q '^passages  *599$' out || fail "a perfect 30x20 maze has 599 passages"
    grep -q '^loops  *0$' out || fail "no loops"
}

t_weave_text_and_json_read_back_the_same_maze() {
    local fmt
    for fmt in text json; do
        "$MAZE" generate -W 21 -H 13 -s 9 --weave 0.8 -a prim -f $fmt -o w.$fmt 2>/dev/null
        maze solve w.$fmt -f $fmt
        expect_status 0
        local len
        len=$(sed -n 's/^route length: //p' err)
        "$MAZE" generate -W 21 -H 13 -s 9 --weave 0.8 -a prim --solve -f $fmt -o solved.$fmt 2>gen.err
        [ "$(sed -n 's/^route length: //p' gen.err)" = "$len" ] || fail "$fmt: another route length"
        # JSON from generate also records the algorithm and the seed.
        [ "$(grep -v '"format"' out)" = "$(grep -v '"format"' solved.$fmt)" ] ||
            fail "$fmt: solving the file wrote another maze than generate --solve"
    done
    grep -q '[|-]' w.text || fail "expected crossings in the text"
    grep -q '"crossings": \[\[' w.json || fail "expected crossings in the JSON"
}

t_weave_crossing_that_breaks_the_rules_is_refused() {
    printf '#######\n#S    #\n# # # #\n# #|  #\n# # # #\n#    E#\n#######\n' >broken.txt
    maze solve broken.txt
    expect_error 1 "maze: broken.txt:4:4: crossing '|' needs passages on all four sides and plain cells at the ends of the one under it"
}

# The keys (hjkl) that walk a JSON maze's route: a step under a crossing
# is one key, two cells on.
json_route_keys() {
    python3 - "$1" <<'PY'
import json, sys
route = json.load(open(sys.argv[1]))["route"]
keys = ""
for (x0, y0), (x1, y1) in zip(route, route[1:]):
    keys += "l" if x1 > x0 else "h" if x1 < x0 else "j" if y1 > y0 else "k"
print(keys)
PY
}

t_weave_play_walks_under_crossings_and_shows_bridges() {
    "$MAZE" generate -W 12 -H 8 -s 2 --weave 1 -a kruskal --solve -f json >w.json 2>/dev/null
    local keys
    keys=$(json_route_keys w.json)
    python3 -c 'import json,sys; r=json.load(open("w.json"))["route"]; sys.exit(0 if any(abs(a[0]-b[0])+abs(a[1]-b[1])==2 for a,b in zip(r,r[1:])) else 1)' ||
        fail "expected the route to go under a crossing"
    tmux_start "LANG=C.UTF-8 '$MAZE' play -W 12 -H 8 -s 2 --weave 1 -a kruskal; sleep 30"
    tmux_wait_for "shortest ${#keys}" || { tmux_stop; return 1; }
    grep -qE '║|══' screen || fail "no bridge on the screen" || { tmux_stop; return 1; }
    tmux_keys "$keys"
    tmux_wait_for "You made it!" || { tmux_stop; return 1; }
    grep -qF "moves ${#keys} (shortest ${#keys})" screen ||
        fail "win screen: $(cat screen)" || { tmux_stop; return 1; }
    tmux_stop
}

t_weave_unicode_draws_bridges_and_the_way_under() {
    maze generate -W 6 -H 4 -s 5 --weave 1 -a kruskal --solve -f unicode
    expect_status 0
    # 2,2 and 4,2 run north-south with the route under them, east-west.
    grep -qF '╌║╌' out || fail "expected a bridge with the route under it"
    grep -qF '═╎═' out || fail "expected an east-west bridge with the route under it"
}

t_weave_ends_on_a_crossing_are_refused_not_lost() {
    # Kruskal with --weave 1 makes 1,1 of this maze a crossing.
    "$MAZE" generate -W 6 -H 4 -s 5 --weave 1 -a kruskal -f json >w.json 2>/dev/null
    grep -qF '[1, 1, "ew"]' w.json || fail "expected a crossing at 1,1"
    maze generate -W 6 -H 4 -s 5 --weave 1 -a kruskal --start 1,1
    expect_error 2 "seed: 5
maze: the start 1,1 is a crossing of this weave maze (pick another cell or seed)"
    # JSON can say it; the text format cannot, and says so.
    sed 's/"start": \[0, 0\]/"start": [1, 1]/' w.json >s.json
    maze solve s.json -f json
    expect_status 0
    maze solve s.json -f text
    expect_status 1
    expect_err_has "maze: the text format cannot put S or E on a crossing of a weave maze (try -f json)"
}

t_weave_and_floors_refuse_what_would_lose_them() {
    # A crossing read as a sheet would be an open square the route turns in.
    "$MAZE" generate -W 14 -H 7 -s 2 --weave 0.6 -f text -o w.txt 2>/dev/null
    grep -q '[|-]' w.txt || fail "expected crossings"
    sed '13s/^\(..\)#/\1 /' w.txt > sheet.txt
    maze solve sheet.txt
    expect_status 1
    expect_err_has "in a grid that does not follow the cell layout"
    # A crossing mark between cells.
    awk 'NR == 3 {sub(/# #/, "#-#")} {print}' w.txt > astray.txt
    cmp -s astray.txt w.txt && fail "the test file did not change"
    maze solve astray.txt
    expect_status 1
    expect_err_has "between cells (a crossing stands in a cell)"
    # --rows streams flat mazes only; --stairs needs floors.
    maze generate -a eller --rows 3 -W 3 --levels 2
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --floors (see: maze help generate)"
    maze generate -a eller --rows 3 -W 3 --weave 0.5
    expect_error 2 "maze: --rows writes each row as it is made, so it cannot be combined with --weave (see: maze help generate)"
    maze generate --stairs 0.5
    expect_error 2 "maze: --stairs needs --floors 2 or more (a maze of one floor has no stairs) (see: maze help generate)"
    # A crossing mark in a maze of floors.
    "$MAZE" generate -W 4 -H 3 --levels 2 -s 9 -f text -o f.txt 2>/dev/null
    awk 'NR == 2 && !done {sub(/ /, "-"); done = 1} {print}' f.txt > fx.txt
    maze solve fx.txt
    expect_status 1
    expect_err_has "in a maze of floors (a maze weaves or has floors)"
}
