# maze generate: what it writes, and how it refuses bad input.

t_default_size_is_20_by_10() {
    maze generate -s 1
    expect_status 0 && expect_text_maze 20 10
}

t_width_and_height() {
    maze generate -W 7 -H 3 -s 1 && expect_text_maze 7 3 &&
    maze generate --width 1 --height 1 -s 1 && expect_text_maze 1 1 &&
    maze generate -W 1 -H 9 -s 2 && expect_text_maze 1 9 &&
    maze generate -W 9 -H 1 -s 2 && expect_text_maze 9 1
}

t_a_run_without_seed_says_its_seed_and_can_be_made_again() {
    maze generate -W 15 -H 8
    expect_status 0 || return 1
    seed=$(sed -n 's/^seed: \([0-9]*\)$/\1/p' err)
    [ -n "$seed" ] || fail "no seed on stderr" || return 1
    cp out first
    maze generate -W 15 -H 8 -s "$seed"
    cmp -s first out || fail "seed $seed made another maze"
}

t_same_seed_same_maze_other_seed_other_maze() {
    maze generate -s 42 && cp out a
    maze generate -s 42 && cp out b
    maze generate -s 43 && cp out c
    cmp -s a b || fail "seed 42 twice differs" || return 1
    ! cmp -s a c || fail "seeds 42 and 43 agree"
}

t_every_algorithm_makes_a_maze_that_solve_reads() {
    for a in $("$MAZE" list | awk '/^generators/ {on=1; next} /^$/ {on=0} on && /^  [^ ]/ && !/\[polar only\]/ {print $1}'); do
        "$MAZE" generate -a "$a" -W 31 -H 17 -s 5 >maze.txt 2>/dev/null ||
            fail "generate -a $a failed" || return 1
        expect_text_maze 31 17 maze.txt || return 1
        maze solve maze.txt
        expect_status 0 || return 1
    done
}

t_solve_finds_the_route_generate_shows() {
    maze generate -W 25 -H 12 -s 9 -b 0.4 && cp out plain
    maze generate -W 25 -H 12 -s 9 -b 0.4 --solve && cp out solved
    expect_err_has "route length: " || return 1
    grep -q '\.' solved || fail "no route marked" || return 1
    maze solve plain
    expect_status 0 || return 1
    cmp -s out solved || fail "solve of the plain maze differs from --solve"
}

t_braid_makes_loops() {
    maze generate -W 20 -H 20 -s 3 && cp out perfect
    maze generate -W 20 -H 20 -s 3 -b 1 && cp out braided
    # Braiding opens walls: fewer '#' than the perfect maze.
    a=$(tr -cd '#' <perfect | wc -c)
    b=$(tr -cd '#' <braided | wc -c)
    [ "$b" -lt "$a" ] || fail "braid 1 opened nothing ($a vs $b)"
}

t_farthest_ends_make_the_longest_route() {
    maze generate -W 30 -H 15 -s 4 --solve
    corners=$(sed -n 's/^route length: //p' err)
    maze generate -W 30 -H 15 -s 4 --solve --ends farthest
    expect_status 0 || return 1
    far=$(sed -n 's/^route length: //p' err)
    [ "$far" -ge "$corners" ] || fail "farthest $far < corners $corners"
}

# --ends farthest: S and E at the two ends of the longest route that
# maze stats finds in the same maze, the route between them that long.
t_farthest_ends_are_the_ends_of_the_longest_route() {
    for opts in "-W 30 -H 15 -s 4" "-W 9 -H 20 -s 2 -a kruskal"; do
        # shellcheck disable=SC2086 # options
        maze stats $opts --json
        expect_status 0
        cp out stats.json
        # shellcheck disable=SC2086
        maze generate $opts --ends farthest --solve -f text
        expect_status 0
        length=$(sed -n 's/^route length: //p' err)
        python3 - "$length" <<'PY' || fail "$opts: S, E and the route"
import json, sys
longest = json.load(open("stats.json"))["longest"]
rows = open("out").read().split("\n")
at = {ch: [(c - 1) // 2, (r - 1) // 2] for r, line in enumerate(rows)
      for c, ch in enumerate(line) if ch in "SE"}
assert int(sys.argv[1]) == longest["steps"], (sys.argv[1], longest)
assert sorted([at["S"], at["E"]]) == sorted([longest["from"], longest["to"]]), (at, longest)
PY
    done
}

t_ends_none_leaves_out_s_and_e() {
    maze generate -s 1 --ends none
    expect_status 0 || return 1
    ! grep -q '[SE]' out || fail "S or E written"
}

t_start_and_end_are_placed() {
    maze generate -W 5 -H 4 -s 1 --start 2,1 --end 4,0
    expect_status 0 || return 1
    [ "$(sed -n 4p out | cut -c6)" = S ] || fail "S not at 2,1" || return 1
    [ "$(sed -n 2p out | cut -c10)" = E ] || fail "E not at 4,0"
}

t_output_file_is_written_whole() {
    maze generate -s 1 -o maze.txt
    expect_status 0 || return 1
    [ ! -s out ] || fail "stdout not empty" || return 1
    expect_text_maze 20 10 maze.txt || return 1
    [ "$(ls -A | grep -v '^out$\|^err$\|^maze.txt$')" = "" ] ||
        fail "left behind: $(ls -A)"
}

t_failed_write_leaves_existing_file_and_no_temp() {
    mkdir target
    echo keep >target/inside
    maze generate -s 1 -o target
    expect_status 1 || return 1
    expect_err_has "maze: cannot write 'target': " || return 1
    [ "$(cat target/inside)" = keep ] || fail "target changed" || return 1
    [ "$(ls -A | sort | tr '\n' ' ')" = "err out target " ] ||
        fail "temporary file left: $(ls -A)"
}

t_bad_options_leave_existing_output_alone() {
    echo precious >maze.txt
    maze generate -W abc -o maze.txt
    expect_status 2 || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt overwritten"
}

t_full_disk_on_stdout_is_an_error() {
    status=0
    "$MAZE" generate -s 1 >/dev/full 2>err || status=$?
    expect_error 1 "seed: 1
maze: cannot write to standard output: No space left on device"
}

t_unwritable_path() {
    maze generate -s 1 -o /nonexistent/dir/maze.txt
    expect_error 1 "maze: cannot write '/nonexistent/dir/maze.txt': No such file or directory"
}

t_unicode_on_a_pipe_has_no_colour() {
    maze generate -s 1 -f unicode --solve
    expect_status 0 || return 1
    expect_out_has "┌" && expect_out_has "━" || return 1
    ! grep -q $'\033' out || fail "escape codes in a pipe"
}

t_terminal_gets_unicode_in_colour_unless_no_color() {
    on_terminal LC_ALL=C.UTF-8 "$MAZE" generate -s 1 -W 8 -H 4 --solve
    grep -q "┌" out || fail "no box drawing on a terminal" || return 1
    grep -q $'\033\[1;31m' out || fail "no colour on a terminal" || return 1
    on_terminal LC_ALL=C.UTF-8 NO_COLOR=1 "$MAZE" generate -s 1 -W 8 -H 4 --solve
    grep -q "┌" out || fail "no box drawing with NO_COLOR" || return 1
    ! grep -q $'\033\[' out || fail "colour despite NO_COLOR"
}

# A terminal whose locale is not UTF-8 would show box drawing as mojibake:
# there the default drawing is the ASCII text format; -f unicode still asks.
t_terminal_without_utf8_gets_ascii() {
    for locale in C POSIX; do
        on_terminal LC_ALL=$locale "$MAZE" generate -s 1 -W 8 -H 4 --solve
        [ "$status" = 0 ] || fail "exit $status under LC_ALL=$locale" || return 1
        ! LC_ALL=C grep -q $'[\x80-\xff]' out ||
            fail "bytes beyond ASCII under LC_ALL=$locale: $(head -n 2 out)" ||
            return 1
        grep -q "#####" out || fail "no ASCII walls under LC_ALL=$locale" ||
            return 1
    done
    on_terminal LC_ALL=C "$MAZE" generate -s 1 -W 8 -H 4 -f unicode
    grep -q "┌" out || fail "-f unicode not honoured under LC_ALL=C"
}

t_bad_sizes() {
    for w in 0 -3 abc 1e99 2147483648 ""; do
        maze generate -W "$w"
        expect_error 2 "maze: invalid width '$w' (expected a whole number from 1 to 2147483647)" || return 1
    done
    maze generate -H 0
    expect_error 2 "maze: invalid height '0' (expected a whole number from 1 to 2147483647)"
}

t_size_beyond_memory_says_what_it_needs() {
    maze generate -W 2000000000 -H 2000000000 -s 1
    expect_status 1 || return 1
    expect_err_has "maze: a 2000000000x2000000000 maze needs 3.5 EiB of memory, more than this machine's"
}

t_bad_algorithm_lists_the_good_ones() {
    maze generate -a foo
    expect_error 2 "maze: unknown algorithm 'foo' (try: backtracker, prim, division, kruskal, eller, wilson, aldous-broder, hunt-and-kill, sidewinder, binary-tree, growing-tree, unicursal, classical, cave, dungeon)"
}

t_names_in_any_case_and_the_literature_s_words() {
    "$MAZE" generate -W 9 -H 6 -s 3 -a prim -f text >prim.txt 2>/dev/null
    for name in Prim PRIMS "Prim's" randomized_prim; do
        maze generate -W 9 -H 6 -s 3 -a "$name" -f TEXT
        expect_status 0
        cmp -s out prim.txt || fail "-a $name is not prim"
    done
    maze generate -W 9 -H 6 -s 3 -a recursive-division -f json
    grep -q '"algorithm": "division"' out || fail "recursive-division: $(head -1 out)"
    maze generate -W 9 -H 6 -s 3 -a "Recursive Backtracker" --solve --solver A* -f txt
    expect_status 0
    # maze list shows the other names.
    maze list
    grep -q "also: recursive-backtracker" out || fail "list: no aliases"
}

t_a_near_miss_gets_a_suggestion() {
    maze generate -a primm
    expect_error 2 "maze: unknown algorithm 'primm' (did you mean prim? all of them: maze list)"
    maze generate -a huntandkil
    expect_error 2 "maze: unknown algorithm 'huntandkil' (did you mean hunt-and-kill? all of them: maze list)"
    maze generate -f pgn -o x
    expect_error 2 "maze: unknown format 'pgn' (did you mean png? all of them: maze list)"
    maze generate --solve --solver dfz -s 1
    expect_error 2 "maze: unknown solver 'dfz' (did you mean dfs? all of them: maze list)"
    maze bench -a elle
    expect_error 2 "maze: unknown algorithm 'elle' (did you mean eller? all of them: maze list)" || return 1
    maze bench -a astr
    expect_error 2 "maze: unknown algorithm 'astr' (did you mean astar? all of them: maze list)"
}

t_bad_braid() {
    maze generate -b 1.5
    expect_error 2 "maze: invalid braid share '1.5' (expected a number from 0 to 1, like 0.5)" || return 1
    maze generate -b half
    expect_error 2 "maze: invalid braid share 'half' (expected a number from 0 to 1, like 0.5)" || return 1
    maze generate -b nan
    expect_status 2
    maze generate --braid --solve
    expect_error 2 "maze: --braid needs a share from 0 to 1 of the dead ends to remove (like --braid 0.5, or -b 1 to leave none), and '--solve' is another option"
}

t_bad_seed() {
    maze generate -s -1
    expect_error 2 "maze: invalid seed '-1' (expected a whole number from 0 to 18446744073709551615)"
}

t_start_outside_the_grid() {
    maze generate --start 50,3
    expect_error 2 "maze: start 50,3 is outside the 20x10 maze (x from 0 to 19, y from 0 to 9)" || return 1
    maze generate -W 5 -H 5 --end 0,5
    expect_error 2 "maze: end 0,5 is outside the 5x5 maze (x from 0 to 4, y from 0 to 4)"
}

t_bad_point_syntax() {
    for p in 3 3, ,3 a,b 3,4,5 -1,2; do
        maze generate --start "$p"
        expect_error 2 "maze: invalid start '$p' (expected X,Y: two whole numbers like 0,0, x to the right and y down)" || return 1
    done
}

t_same_start_and_end() {
    maze generate --start 3,3 --end 3,3
    expect_error 2 "maze: start and end are the same cell 3,3 (see: maze help generate)"
}

t_conflicting_ends() {
    maze generate --ends none --solve
    expect_error 2 "maze: --solve needs a start and an end, and --ends none leaves them out (see: maze help generate)" || return 1
    maze generate --ends farthest --start 1,1
    expect_error 2 "maze: --start and --end cannot be combined with --ends farthest (see: maze help generate)" || return 1
    maze generate --ends middle
    expect_error 2 "maze: unknown --ends 'middle' (try: corners, farthest, none)"
}

t_bad_format() {
    maze generate -f bmp
    expect_error 2 "maze: unknown format 'bmp' (try: text, unicode, png, svg, pdf, gif, stl, plot, gcode, html, json, jsonl)"
}

t_a_mistyped_long_option_gets_a_suggestion() {
    maze generate --widht 30
    expect_error 2 "maze: unknown option '--widht' (did you mean --width?)" || return 1
    maze generate --weave=0.5 --bradi=0.3
    expect_error 2 "maze: unknown option '--bradi' (did you mean --braid?)" || return 1
    maze solve --hnad left
    expect_error 2 "maze: unknown option '--hnad' (did you mean --hand?)" || return 1
    maze stats --sampels 3
    expect_error 2 "maze: unknown option '--sampels' (did you mean --samples?)"
}

t_bad_option_and_missing_value_and_extra_argument() {
    maze generate --bogus
    expect_error 2 "maze: unknown option '--bogus' (see: maze help generate)" || return 1
    maze generate -x
    expect_error 2 "maze: unknown option '-x' (see: maze help generate)" || return 1
    maze generate -W
    expect_error 2 "maze: option '-W' needs a value (see: maze help generate)" || return 1
    maze generate --width
    expect_error 2 "maze: option '--width' needs a value (see: maze help generate)" || return 1
    maze generate extra
    expect_error 2 "maze: unexpected argument 'extra' (see: maze help generate)"
}

t_output_to_a_fifo_writes_into_it_and_keeps_it() {
    # Devices and pipes are written as they are, never replaced by a
    # renamed file (think of -o /dev/null as root).
    mkfifo pipe
    cat pipe >got &
    maze generate -s 1 -o pipe
    wait
    expect_status 0 || return 1
    [ -p pipe ] || fail "the FIFO was replaced" || return 1
    expect_text_maze 20 10 got
}

t_bias_and_pick() {
    maze generate -a binary-tree --bias se -W 6 -H 4 -s 1
    expect_status 0 || return 1
    # South-east: the bottom row is one corridor.
    [ "$(sed -n 8p out)" = "#          E#" ] || fail "bottom row not open" || return 1
    maze generate -a growing-tree --pick mix:0.25 -s 1
    expect_status 0 || return 1
    maze generate --bias up
    expect_error 2 "maze: invalid bias 'up' (try: NW, NE, SW, SE)" || return 1
    maze generate --pick mix:2
    expect_error 2 "maze: invalid mix share '2' (expected a number from 0 to 1, like 0.5)" || return 1
    maze generate --pick wide
    expect_error 2 "maze: invalid pick 'wide' (try: newest, random, oldest, mix:0.5)"
}

# An output file's extension that names no format is refused (as Python's
# save() refuses it), not written in the text format.
t_unknown_output_extension_is_refused() {
    for file in x.jpg x.webp maze.text; do
        maze generate -s 1 -o "$file"
        expect_error 2 "maze: cannot tell the format of '$file' from its extension (try: .txt, .png, .svg, .pdf, .gif, .stl, .gcode, .html, .json, .jsonl; or -f NAME)" || return 1
        [ ! -e "$file" ] || fail "$file was written" || return 1
    done
    "$MAZE" generate -s 1 -o m.txt 2>/dev/null
    maze solve m.txt -o s.jpg
    expect_error 2 "maze: cannot tell the format of 's.jpg' from its extension (try: .txt, .png, .svg, .pdf, .gif, .stl, .gcode, .html, .json, .jsonl; or -f NAME)" || return 1
    # A name without an extension, or -f, still writes.
    maze generate -s 1 -o maze
    expect_status 0 || return 1
    maze generate -s 1 -f text -o x.jpg
    expect_status 0 || return 1
    maze generate -s 1 -o .maze
    expect_status 0
}
