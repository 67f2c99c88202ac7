# maze stats and maze generate --pick-hardest.

t_stats_of_a_generated_maze() {
    maze stats -W 20 -H 10 -s 1
    expect_status 0 || return 1
    grep -q "^cells  *200$" out || fail "cells" || return 1
    grep -q "^passages  *199$" out || fail "passages" || return 1
    grep -q "^loops  *0$" out || fail "loops" || return 1
    [ "$(cat err)" = "seed: 1" ] || fail "seed"
}

t_stats_of_a_file_matches_the_generated_one() {
    "$MAZE" generate -W 30 -H 12 -s 4 -b 0.5 >m.txt 2>/dev/null
    maze stats -W 30 -H 12 -s 4 -b 0.5 && cp out generated
    maze stats m.txt
    expect_status 0 || return 1
    cmp -s out generated || fail "file and generated figures differ"
}

# The figures of a braided maze (loops, 4-way junctions) counted here
# from its text: each cell's ways, straight or turning; the table and the
# JSON must say the same.
t_stats_count_what_the_maze_has() {
    "$MAZE" generate -W 25 -H 14 -s 8 -a kruskal -b 0.8 >m.txt 2>/dev/null
    python3 - >want <<'PY'
rows = open("m.txt").read().split("\n")
h, w = (len([r for r in rows if r]) - 1) // 2, (len(rows[0]) - 1) // 2
n = {"dead_ends": 0, "junctions3": 0, "junctions4": 0, "straights": 0, "turns": 0}
passages = 0
for y in range(h):
    for x in range(w):
        r, c = 2 * y + 1, 2 * x + 1
        ways = [(dr, dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                if rows[r + dr][c + dc] != "#"]
        passages += len(ways)
        k = len(ways)
        if k == 1:
            n["dead_ends"] += 1
        elif k == 3:
            n["junctions3"] += 1
        elif k == 4:
            n["junctions4"] += 1
        elif k == 2:
            (a, b), (c2, d) = ways
            n["straights" if (a, b) == (-c2, -d) else "turns"] += 1
n["passages"] = passages // 2
n["loops"] = n["passages"] - w * h + 1
assert n["junctions4"] > 0 and n["loops"] > 0, n
print(" ".join(f"{k}={v}" for k, v in sorted(n.items())))
PY
    maze stats m.txt --json
    expect_status 0
    python3 -c 'import json; d = json.load(open("out")); print(" ".join(f"{k}={d[k]}" for k in sorted(["dead_ends", "junctions3", "junctions4", "straights", "turns", "passages", "loops"])))' >json
    cmp -s want json || fail "JSON: $(cat json), counted: $(cat want)"
    longest=$(python3 -c 'import json; l = json.load(open("out"))["longest"]; print("%d  *steps, from %d,%d to %d,%d" % (l["steps"], *l["from"], *l["to"]))')
    maze stats m.txt
    expect_status 0
    grep -q "^longest route  *$longest$" out || fail "the table's longest route is not $longest"
    awk '/^dead ends/ {print "dead_ends=" $3} /^3-way/ {print "junctions3=" $3}
         /^4-way/ {print "junctions4=" $3} /^loops/ {print "loops=" $2}
         /^passages/ {print "passages=" $2} /^straight/ {print "straights=" $2}
         /^turns/ {print "turns=" $2}' out | sort | tr '\n' ' ' | sed 's/ $//' >table
    echo >>table
    cmp -s want table || fail "table: $(cat table), counted: $(cat want)"
}

t_stats_json_is_valid() {
    maze stats -W 12 -H 9 -s 2 --json
    expect_status 0 || return 1
    python3 -c 'import json,sys; d=json.load(open("out")); assert d["cells"]==108 and d["passages"]==107 and d["loops"]==0, d' ||
        fail "bad JSON"
}

t_samples_one_row_per_algorithm() {
    maze stats --samples 5 -W 12 -H 12 -s 1
    expect_status 0 || return 1
    for a in $("$MAZE" list | awk '/^generators/ {on=1; next} /^$/ {on=0} on && /^  [^ ]/ && !/\[polar only\]/ {print $1}'); do
        grep -q "^$a  " out || fail "no row for $a" || return 1
    done
    maze stats --samples 5 -W 12 -H 12 -s 1 -a wilson --json
    python3 -c 'import json; d=json.load(open("out")); assert len(d)==1 and d[0]["algorithm"]=="wilson" and d[0]["samples"]==5, d' ||
        fail "bad JSON" || return 1
    # Shares of the cells say so: one maze's "dead_ends" is a count.
    python3 -c 'import json; d=json.load(open("out"))[0]; assert 20 < d["dead_ends_pct"]["mean"] < 40 and "dead_ends" not in d, d' ||
        fail "dead_ends_pct: $(cat out)"
}

t_stats_errors() {
    maze stats --samples 0
    expect_error 2 "maze: invalid --samples count '0' (expected a whole number from 1 to 1000000)" || return 1
    echo x >f.txt
    maze stats --samples 3 f.txt
    expect_error 2 "maze: --samples makes its own mazes; give it no file (see: maze help stats)" || return 1
    maze stats nothere.txt
    expect_error 1 "maze: cannot read 'nothere.txt': No such file or directory"
}

t_stats_of_a_maze_without_a_route_says_so_and_goes_on() {
    printf '#######\n#S  # #\n### # #\n#   #E#\n#######\n' >parts.txt
    maze stats parts.txt --difficulty --all --bottlenecks
    expect_status 0 || return 1
    expect_out_has "difficulty                 -  (no route)" || return 1
    expect_out_has "shortest routes            -" || return 1
    maze stats parts.txt --difficulty --json
    expect_status 0 || return 1
    expect_out_has '"difficulty": null'
}

t_stats_of_a_file_refuses_the_options_that_make_a_maze() {
    "$MAZE" generate -W 6 -H 4 -s 1 -o m.txt 2>/dev/null
    maze stats m.txt -W 5 -a prim
    expect_error 2 "maze: m.txt is measured as it was written, and -W is for a maze stats makes (give one or the other) (see: maze help stats)" || return 1
    for opt in "-s 3" "-b 0.5" "--shape hex" "--weave 0.5"; do
        # shellcheck disable=SC2086
        maze stats m.txt $opt
        expect_status 2 || fail "stats m.txt $opt" || return 1
    done
    maze stats - -s 3 <m.txt
    expect_error 2 "maze: standard input is measured as it was written, and -s is for a maze stats makes (give one or the other) (see: maze help stats)" || return 1
    # What measures the maze read is taken.
    maze stats m.txt --difficulty --distances --bottlenecks --json
    expect_status 0
}

t_pick_hardest_keeps_the_longest_route() {
    maze generate -W 20 -H 10 -s 50 --pick-hardest 8 --solve
    expect_status 0 || return 1
    best=$(sed -n 's/^hardest of 8: seed \([0-9]*\), route length \([0-9]*\)$/\1 \2/p' err)
    [ -n "$best" ] || fail "no summary line" || return 1
    set -- $best
    for s in 50 51 52 53 54 55 56 57; do
        "$MAZE" generate -W 20 -H 10 -s $s --solve >/dev/null 2>e
        len=$(sed -n 's/^route length: //p' e)
        [ "$len" -le "$2" ] || fail "seed $s has $len > $2" || return 1
    done
    "$MAZE" generate -W 20 -H 10 -s "$1" --solve >again 2>/dev/null
    cmp -s out again || fail "the printed seed does not make the same maze"
}

t_pick_hardest_needs_ends() {
    maze generate --pick-hardest 3 --ends none
    expect_error 2 "maze: --pick-hardest needs a start and an end, and --ends none leaves them out (see: maze help generate)"
}

t_bench_prints_time_and_memory_per_cell() {
    maze bench -a prim -W 200 -H 100 --repeat 1
    expect_status 0 || return 1
    [ "$(head -1 out | tr -s ' ')" = "algorithm size ns/cell Mcells/s bytes/cell" ] || fail "header" || return 1
    grep -Eq "^prim +200x100 +[0-9]+\.[0-9]+ +[0-9]+\.[0-9]+ +[0-9]+\.[0-9]+$" out || fail "row" || return 1
    maze bench -a bfs -W 100 -H 100 --repeat 1
    expect_status 0 && grep -q "^bfs " out || fail "bfs row" || return 1
    maze bench -a nope
    expect_status 2 || return 1
    # Every solver, by -a, on the default generator's maze.
    for s in astar dfs dead-end-fill wall-follower tremaux; do
        maze bench -a $s -W 40 -H 30 --repeat 1
        expect_status 0 && grep -Eq "^$s +40x30 +[0-9]" out || fail "$s row" || return 1
    done
}

t_bench_all_at_the_size_given() {
    maze bench --all -W 30 -H 20 --repeat 1
    expect_status 0
    generators=$("$MAZE" list | awk '/^generators/ {on=1; next} /^$/ {on=0} on && /^  [^ ]/ && !/\[polar only\]/ {print $1}' | wc -l)
    solvers=$("$MAZE" list | awk '/^solvers/ {on=1; next} /^$/ {on=0} on && /^  [^ ]/ {print $1}')
    rows=$((generators + $(echo "$solvers" | wc -w)))
    [ "$(grep -c ' 30x20 ' out)" = $rows ] ||
        fail "expected $rows rows at 30x20" || return 1
    [ "$(wc -l <out)" = $((rows + 1)) ] || fail "rows at another size" || return 1
    for s in $solvers; do
        grep -q "^$s " out || fail "--all: no row of $s" || return 1
    done
    maze bench --all -a prim
    expect_error 2 "maze: --all times every algorithm; leave out -a and --solver (see: maze help bench)"
}

# --solver NAME times a solver, on the mazes of -a's generator when given;
# the classic walkers and fillers too.
t_bench_times_a_solver_by_solver() {
    for s in pledge chain collision random-mouse cul-de-sac-fill blind-alley-seal; do
        maze bench --solver $s -W 40 -H 30 --repeat 1
        expect_status 0 && grep -Eq "^$s +40x30 +[0-9]" out || fail "$s row" || return 1
    done
    maze bench --solver mouse -a prim -W 40 -H 30 --repeat 1
    expect_status 0 && grep -Eq "^random-mouse +40x30 +[0-9]" out || fail "on prim" || return 1
    maze bench --solver bfs -a dfs
    expect_error 2 "maze: -a dfs is a solver, and --solver names the one timed: -a is then the maze's generator (see: maze help bench)" || return 1
    maze bench --solver nope
    expect_status 2
}

t_stats_measures_the_maze_piped_in() {
    # Fully braided: no dead end at all, where any maze stats made itself
    # would have hundreds.
    "$MAZE" generate -W 30 -H 20 -s 5 -b 1 -f text >m.txt 2>/dev/null
    "$MAZE" generate -W 30 -H 20 -s 5 -b 1 -f text 2>/dev/null |
        "$MAZE" stats >out 2>err
    grep -q "^dead ends *0 " out || fail "piped: $(grep 'dead ends' out)"
    [ ! -s err ] || fail "a maze read says nothing of seeds: $(cat err)"
    maze_in m.txt stats --json
    expect_status 0
    grep -q '"dead_ends": *0' out || fail "redirected, --json: $(cat out)"
    # Any option of the maze's own means: make one.
    maze_in m.txt stats -s 5
    grep -q "^dead ends *[1-9]" out || fail "-s generates: $(cat out)"
}

# Loops are the passages beyond a spanning forest's: passages - cells +
# parts, where the passages join the cells into parts. A maze in pieces
# has no fewer loops than none.
t_stats_loops_of_a_maze_in_parts() {
    # Six cells and no passage: six parts, no loops.
    cat >walls.json <<'JSON'
{"format": "maze/1", "width": 3, "height": 2, "start": [0, 0], "end": [2, 1],
 "cells": [["", "", ""], ["", "", ""]]}
JSON
    maze stats walls.json --json
    expect_status 0
    python3 -c 'import json; d = json.load(open("out")); assert (d["cells"], d["passages"], d["loops"]) == (6, 0, 0), d' ||
        fail "all walls: $(cat out)"
    # A weave maze with its start walled in: a tree and a lone cell.
    printf '%s\n' '###########' '#S#   #   #' '### ### # #' '#  -   -  #' \
        '### # # # #' '#     # #E#' '###########' >weave.txt
    maze stats weave.txt
    expect_status 0
    grep -q "^crossings  *2$" out || fail "weave: not read as weave"
    grep -q "^passages  *13$" out || fail "weave passages"
    grep -q "^loops  *0$" out || fail "weave: $(grep loops out)"
    # A picture: the route's corridor, a ring of its own (one loop), and
    # three pieces apart that are trees (two lone squares, a corridor).
    printf '%s\n' '# #########' '# #   #   #' '# # # # # #' '#   #   # #' \
        '######### #' '#       # #' '# ##### # #' '#       # #' \
        '######### #' '# # #   #  ' '###########' | python3 -c '
import struct, sys, zlib
rows, k = sys.stdin.read().splitlines(), 3
raw = b"".join((b"\0" + bytes(v for ch in row for v in [ch != "#"] * k)) * k for row in rows)
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
sys.stdout.buffer.write(b"\x89PNG\r\n\x1a\n"
    + chunk(b"IHDR", struct.pack(">IIBBBBB", len(rows[0]) * k, len(rows) * k, 8, 3, 0, 0, 0))
    + chunk(b"PLTE", bytes([10, 10, 60, 250, 250, 240]))
    + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))' >parts.png
    maze stats parts.png --json
    expect_status 0
    python3 -c 'import json; d = json.load(open("out")); assert (d["cells"], d["passages"], d["loops"]) == (48, 44, 1), d' ||
        fail "picture: $(cat out)"
}

# A NUL byte inside a JSON maze is no end of its line: the same file is
# refused alike read as a file and through a pipe (the pipe's first lines
# are held and read again; they once stopped at the NUL, and the rest of
# the line was lost without a word).
t_a_nul_in_json_is_refused_from_a_file_and_a_pipe() {
    "$MAZE" generate -W 3 -H 3 -s 3 -f json >m.json
    python3 - <<'PY'
data = open("m.json", "rb").read()
at = data.index(b'"seed"')
open("nul.json", "wb").write(data[:at] + b"\0" * 8 + b" " + data[at:])
PY
    maze stats nul.json
    expect_status 1 || return 1
    grep -q "nul.json:1:.*byte 0x00" err || fail "file: $(cat err)" || return 1
    status=0
    cat nul.json | "$MAZE" stats >out 2>err || status=$?
    expect_status 1 || return 1
    grep -q "standard input:1:.*byte 0x00" err || fail "pipe: $(cat err)"
}

t_quiet_samples_say_no_seed() {
    maze stats -q --samples 2 -W 5 -H 5 -s 1 -a wilson
    expect_status 0 || return 1
    [ ! -s err ] || fail "said: $(cat err)" || return 1
    maze stats -q -W 5 -H 5 -s 1
    expect_status 0 || return 1
    [ ! -s err ] || fail "said: $(cat err)"
}

# JSON lines: a row for each algorithm the lines name, labelled with it
# (it said "all" whatever the mazes were).
t_stats_of_json_lines_rows_by_algorithm() {
    maze generate -a prim --count 3 -f jsonl -W 4 -H 3 -s 1 -o prim.jsonl
    maze generate -a wilson --count 2 -f jsonl -W 4 -H 3 -s 1 -o wilson.jsonl
    maze stats prim.jsonl
    expect_status 0 || return 1
    grep -q '^prim ' out || fail "no prim row" || return 1
    ! grep -q '^all ' out || fail "row labelled all" || return 1
    cat prim.jsonl wilson.jsonl >both.jsonl
    maze stats both.jsonl
    expect_status 0 && expect_out_has "5 mazes from both.jsonl" || return 1
    [ "$(grep -c '^prim \|^wilson ' out)" = 2 ] || fail "not one row each" || return 1
}

# --difficulty scores a maze file: the score maze generate found for the
# same maze, the figures Python's difficulty() names; a maze without
# ends has none to score.
t_stats_scores_the_difficulty_of_a_file() {
    maze generate -a prim -W 12 -H 8 -s 3 --difficulty 0:100 -o m.txt
    expect_status 0 || return 1
    want=$(sed -n 's/.*difficulty \([0-9]*\),.*/\1/p' err)
    [ -n "$want" ] || fail "generate said no score" || return 1
    maze stats m.txt --difficulty
    expect_status 0 || return 1
    grep -Eq "^difficulty +$want +(easy|medium|hard)$" out || fail "score not $want: $(grep difficulty out)" || return 1
    maze stats m.txt --difficulty --json
    python3 -c '
import json, sys
d = json.load(open("out"))["difficulty"]
assert d["score"] == int(sys.argv[1]), d
assert set(d) >= {"score", "route", "decisions", "branches", "detours", "deepest", "dead_ends"}, d
' "$want" || fail "JSON difficulty" || return 1
    maze generate --ends none -W 5 -H 4 -s 1 -f json -o none.json
    maze stats none.json --difficulty
    expect_error 1 "maze: none.json: --difficulty is measured from start to end, and the maze has none" || return 1
    maze stats --samples 2 --difficulty
    expect_status 2
}
