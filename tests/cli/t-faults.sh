# Faults and files: signals in the middle of a write, full and closed
# standard streams, what an existing target was (its mode, owner, links),
# and the messages for inputs that are almost right.

# Waits up to 10 s for the temporary file of NAME (.NAME.XXXXXX) to appear
# in the current folder: the run is then under way.
wait_for_temp() {
    local i
    for i in $(seq 200); do
        ls -A | grep -q "^\\.$1\\.......\$" && return 0
        sleep 0.05
    done
    echo "no temporary file of $1 after 10 s: $(ls -A)"
    return 1
}

# Whether the folder holds exactly these names (sorted, space-separated).
expect_files() {
    [ "$(ls -A | sort | tr '\n' ' ')" = "$1 " ] || fail "expected files: $1; found: $(ls -A | tr '\n' ' ')"
}

t_every_fatal_signal_removes_the_temporary_file() {
    ulimit -c 0 # QUIT, ABRT, XCPU, XFSZ and SYS would leave a core
    local sig
    for sig in HUP INT QUIT ABRT PIPE ALRM TERM USR1 USR2 XCPU XFSZ VTALRM PROF SYS; do
        echo precious >maze.txt
        env --default-signal="$sig" "$MAZE" generate -W 9000 -H 9000 -s 1 \
            -o maze.txt 2>/dev/null &
        pid=$!
        wait_for_temp maze.txt || { kill -KILL $pid; return 1; }
        kill -s "$sig" $pid
        wait $pid && status=0 || status=$?
        [ "$status" = $((128 + $(kill -l "$sig"))) ] || fail "SIG$sig: exit status $status" || return 1
        [ "$(cat maze.txt)" = precious ] || fail "SIG$sig: maze.txt changed" || return 1
        expect_files "maze.txt" || fail "SIG$sig left a file behind" || return 1
    done
}

t_nohup_and_ignored_signals_stay_ignored() {
    # nohup ignores HUP; a shell starts a background job with INT ignored
    # (here by hand, with trap). The run goes on to the end.
    nohup "$MAZE" generate -W 3000 -H 3000 -s 1 -o hup.txt >/dev/null 2>err &
    pid=$!
    wait_for_temp hup.txt || { kill -KILL $pid; return 1; }
    kill -HUP $pid
    wait $pid && status=0 || status=$?
    expect_status 0 || return 1
    expect_text_maze 3000 3000 hup.txt || return 1
    (trap '' INT; exec "$MAZE" generate -W 3000 -H 3000 -s 1 -o int.txt 2>/dev/null) &
    pid=$!
    wait_for_temp int.txt || { kill -KILL $pid; return 1; }
    kill -INT $pid
    wait $pid && status=0 || status=$?
    expect_status 0 || return 1
    cmp -s hup.txt int.txt || fail "the two runs differ" || return 1
    expect_files "err hup.txt int.txt"
}

t_a_file_size_limit_leaves_no_temporary_file() {
    echo precious >maze.txt
    # ulimit -f counts blocks of 1024 bytes: the maze is 4 MB.
    (ulimit -f 100; exec env --default-signal=XFSZ "$MAZE" generate -W 1000 -H 1000 -s 1 -o maze.txt) >out 2>err && status=0 || status=$?
    expect_status $((128 + $(kill -l XFSZ))) || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed" || return 1
    expect_files "err maze.txt out" || return 1
    # With SIGXFSZ ignored the write fails instead, and says so.
    (ulimit -f 100; trap '' XFSZ; exec "$MAZE" generate -W 1000 -H 1000 -s 1 -o maze.txt) >out 2>err && status=0 || status=$?
    expect_error 1 "seed: 1
maze: cannot write 'maze.txt': File too large" || return 1
    [ "$(cat maze.txt)" = precious ] || fail "maze.txt changed" || return 1
    expect_files "err maze.txt out"
}

t_overwriting_keeps_the_mode_and_owner() {
    echo secret >s.txt
    chmod 600 s.txt
    maze generate -W 4 -H 3 -s 1 -o s.txt
    expect_status 0 || return 1
    expect_text_maze 4 3 s.txt || return 1
    [ "$(stat -c %a s.txt)" = 600 ] || fail "mode $(stat -c %a s.txt), expected 600" || return 1
    chmod 751 s.txt
    maze generate -W 4 -H 3 -s 1 -o s.txt
    [ "$(stat -c %a s.txt)" = 751 ] || fail "mode $(stat -c %a s.txt), expected 751" || return 1
    # A new file: 0666 less the umask.
    (umask 027; exec "$MAZE" generate -W 4 -H 3 -s 1 -o new.txt 2>/dev/null)
    [ "$(stat -c %a new.txt)" = 640 ] || fail "new file's mode $(stat -c %a new.txt)" || return 1
    # The owner, where it may be given away (root may).
    if [ "$(id -u)" = 0 ]; then
        chown 65534:65534 s.txt
        maze generate -W 4 -H 3 -s 1 -o s.txt
        [ "$(stat -c %u:%g s.txt)" = 65534:65534 ] || fail "owner $(stat -c %u:%g s.txt)" || return 1
    else
        echo "owner not checked: not root"
    fi
}

t_writing_through_a_symbolic_link_updates_the_file_it_names() {
    mkdir sub
    echo old >sub/real.txt
    ln -s real.txt sub/link.txt # relative to the link's folder
    ln -s sub/link.txt chain.txt
    maze generate -W 4 -H 3 -s 1 -o chain.txt
    expect_status 0 || return 1
    [ -L chain.txt ] && [ -L sub/link.txt ] || fail "a link was replaced" || return 1
    expect_text_maze 4 3 sub/real.txt || return 1
    [ "$(ls -A sub | sort | tr '\n' ' ')" = "link.txt real.txt " ] || fail "in sub: $(ls -A sub)" || return 1
    # A link to a file not there yet makes it; a loop is an error.
    ln -s made.txt dangling.txt
    maze generate -W 4 -H 3 -s 1 -o dangling.txt
    expect_status 0 || return 1
    [ -L dangling.txt ] || fail "dangling.txt replaced" || return 1
    expect_text_maze 4 3 made.txt || return 1
    ln -s loop2 loop1
    ln -s loop1 loop2
    maze generate -W 4 -H 3 -s 1 -o loop1
    expect_error 1 "maze: cannot write 'loop1': Too many levels of symbolic links"
}

t_a_link_planted_in_a_shared_folder_is_not_followed() {
    # Another user's link in a sticky folder that anyone may write to
    # (/tmp): following it would let that user aim our output at any file
    # we may write. The kernel's fs.protected_symlinks refuses such a link
    # to open(); the tool follows links itself, so it refuses it too.
    if [ "$(id -u)" != 0 ] || ! id nobody >/dev/null 2>&1; then
        echo "skipped: needs root, to give a link to another user"
        return 0
    fi
    mkdir shared && chmod 1777 shared
    echo secret >secret.txt && chmod 600 secret.txt
    ln -s ../secret.txt shared/out.txt
    chown -h nobody shared/out.txt
    maze generate -W 4 -H 3 -s 1 -o shared/out.txt
    expect_error 1 "maze: cannot write 'shared/out.txt': Permission denied (a symbolic link in a sticky folder others may write to, and owned by another user: not followed)" || return 1
    [ "$(cat secret.txt)" = secret ] || fail "the link's target was replaced" || return 1
    [ -L shared/out.txt ] || fail "the link was replaced" || return 1
    # The folder's owner's link, ours, or one in a folder that is not
    # sticky are followed as ever.
    chown -h root shared/out.txt
    maze generate -W 4 -H 3 -s 1 -o shared/out.txt
    expect_status 0 || return 1
    expect_text_maze 4 3 secret.txt || return 1
    mkdir open && chmod 777 open
    ln -s ../secret.txt open/out.txt
    chown -h nobody open/out.txt
    maze generate -W 4 -H 3 -s 1 -o open/out.txt
    expect_status 0 || return 1
    # So is a link to a folder on the way: through it the output lands in
    # a folder of ours (it did, in a batch's folder too).
    mkdir mine && chmod 700 mine && echo secret >mine/out.txt
    ln -s ../mine shared/dir
    chown -h nobody shared/dir
    maze generate -W 4 -H 3 -s 1 -o shared/dir/out.txt
    expect_error 1 "maze: cannot write 'shared/dir/out.txt': Permission denied (a symbolic link in a sticky folder others may write to, and owned by another user: not followed)" || return 1
    [ "$(cat mine/out.txt)" = secret ] || fail "the file in the linked folder was replaced" || return 1
    maze generate -W 4 -H 3 -s 1 --count 2 -o shared/dir/
    expect_status 1 || return 1
    [ "$(ls mine)" = out.txt ] || fail "a batch wrote into the linked folder: $(ls mine)" || return 1
    chown -h root shared/dir
    maze generate -W 4 -H 3 -s 1 -o shared/dir/out.txt
    expect_status 0 || return 1
    expect_text_maze 4 3 mine/out.txt
}

t_a_hard_link_keeps_the_old_contents() {
    # As the README says: the new file is a new file, so another name of
    # the old one still shows the old contents.
    echo old >a.txt
    ln a.txt b.txt
    maze generate -W 4 -H 3 -s 1 -o a.txt
    expect_status 0 || return 1
    expect_text_maze 4 3 a.txt || return 1
    [ "$(cat b.txt)" = old ] || fail "b.txt changed"
}

t_devices_fifos_and_links_to_them_are_written_as_they_are() {
    maze generate -W 4 -H 3 -s 1 -o /dev/null
    expect_status 0 || return 1
    "$MAZE" generate -W 4 -H 3 -s 1 -o /dev/stdout >got.txt 2>/dev/null || fail "-o /dev/stdout" || return 1
    expect_text_maze 4 3 got.txt || return 1
    # The stream itself, not the file behind it: >> adds to the log.
    echo first >log.txt
    "$MAZE" generate -W 4 -H 3 -s 1 -o /dev/fd/1 >>log.txt 2>/dev/null || fail "-o /dev/fd/1" || return 1
    "$MAZE" generate -W 4 -H 3 -s 1 -o /proc/self/fd/2 2>>log.txt || fail "-o /proc/self/fd/2" || return 1
    [ "$(head -n 1 log.txt)" = first ] || fail "log.txt replaced: $(cat log.txt)" || return 1
    [ "$(grep -c '^#S' log.txt)" = 2 ] || fail "log.txt: $(cat log.txt)" || return 1
    mkfifo pipe
    ln -s pipe to-pipe
    cat to-pipe >from-pipe.txt &
    maze generate -W 4 -H 3 -s 1 -o to-pipe
    wait $! || fail "cat from the FIFO failed" || return 1
    expect_status 0 || return 1
    cmp -s got.txt from-pipe.txt || fail "through the FIFO: $(cat from-pipe.txt)" || return 1
    [ -p pipe ] && [ -L to-pipe ] || fail "the FIFO or its link was replaced"
}

t_every_command_fails_on_a_full_or_closed_standard_output() {
    "$MAZE" generate -W 5 -H 4 -s 1 >m.txt 2>/dev/null
    local cmd
    while read -r cmd; do
        $MAZE $cmd >/dev/full 2>err && status=0 || status=$?
        expect_status 1 || fail "maze $cmd >/dev/full" || return 1
        [ "$(tail -n 1 err)" = "maze: cannot write to standard output: No space left on device" ] ||
            fail "maze $cmd >/dev/full" || return 1
        $MAZE $cmd >&- 2>err && status=0 || status=$?
        expect_status 1 || fail "maze $cmd >&-" || return 1
        [ "$(tail -n 1 err)" = "maze: cannot write to standard output: Bad file descriptor" ] ||
            fail "maze $cmd >&-" || return 1
    done <<'EOF'
--version
--help
help
help generate
list
list --help
generate --help
solve --help
stats --help
play --help
bench --help
generate -W 5 -H 4 -s 1
generate -a eller -W 5 --rows 4 -s 1
solve m.txt
solve --compare m.txt
stats m.txt
stats --json m.txt
stats --samples 2 -a prim -W 5 -H 4
bench -a prim -W 20 -H 20 --repeat 1
EOF
}

t_a_closed_standard_stream_never_lands_in_the_output_file() {
    # With stderr closed, the file opened for -o must not take its number
    # (the route length would be written into the maze).
    maze generate -W 4 -H 3 -s 1 --solve -o a.txt
    "$MAZE" generate -W 4 -H 3 -s 1 --solve -o b.txt 2>&- && status=0 || status=$?
    expect_status 0 || return 1
    cmp -s a.txt b.txt || fail "b.txt: $(cat b.txt)" || return 1
    "$MAZE" generate -W 4 -H 3 -s 1 --solve -o c.txt >&- 2>/dev/null && status=0 || status=$?
    expect_status 0 || return 1
    cmp -s a.txt c.txt || fail "c.txt: $(cat c.txt)"
}

t_a_folder_as_the_output_is_refused_before_the_work() {
    mkdir d
    # The one line said: no seed, no route, no hardest of the candidates.
    for how in "-H 3 --solve" "-H 3 --pick-hardest 20" "-H 3 --route-length 9:" "-a eller --rows 3"; do
        # shellcheck disable=SC2086
        maze generate -W 4 -s 1 $how -o d/
        expect_error 1 "maze: cannot write 'd/': Is a directory (name a file in it)" || return 1
    done
    maze generate -W 4 -H 3 -s 1 --solve -o d
    expect_error 1 "maze: cannot write 'd': Is a directory (name a file in it)" || return 1
    "$MAZE" generate -W 4 -H 3 -s 1 >m.txt 2>/dev/null
    "$MAZE" generate -W 4 -H 3 -s 1 -o m.png 2>/dev/null
    "$MAZE" generate -W 4 -H 3 -s 1 --count 3 -o m.jsonl 2>/dev/null
    for input in m.txt m.png m.jsonl; do
        maze solve -o d $input
        expect_error 1 "maze: cannot write 'd': Is a directory (name a file in it)" || return 1
    done
    [ -z "$(ls -A d)" ] || fail "left in d: $(ls -A d)"
}

t_a_batch_that_stops_part_way_lists_what_it_finished() {
    mkdir d
    mkdir d/maze-0003.png # in the way of the third maze
    maze generate --count 5 -W 4 -H 3 -s 1 -o d/
    expect_error 1 "seed: 1
maze: cannot write 'd/maze-0003.png': Is a directory (name a file in it)
wrote 2 of 5 mazes to d/ (listed in its index.csv)" || return 1
    [ "$(cut -d, -f1,2 d/index.csv | tr '\n' ' ')" = "file,seed maze-0001.png,1 maze-0002.png,2 " ] ||
        fail "index: $(cat d/index.csv)" || return 1
    [ "$(ls -A d | sort | tr '\n' ' ')" = "index.csv maze-0001.png maze-0002.png maze-0003.png " ] ||
        fail "in d: $(ls -A d)"
}

t_a_batch_that_writes_nothing_says_so_once() {
    mkdir d
    mkdir d/maze-0001.png # in the way of the first maze
    maze generate --count 3 -W 4 -H 3 -s 1 -o d/
    expect_error 1 "seed: 1
maze: cannot write 'd/maze-0001.png': Is a directory (name a file in it)" || return 1
    [ "$(ls -A d)" = maze-0001.png ] || fail "in d: $(ls -A d)"
}

t_option_combinations_that_would_do_nothing_are_refused() {
    "$MAZE" generate -W 5 -H 4 -s 1 >m.txt 2>/dev/null
    maze generate --page a4 -f png -o x.png
    expect_error 2 "maze: --page lays out PDF pages, and png has no pages (try: -f pdf) (see: maze help generate)" || return 1
    maze generate --page letter -o x.svg
    expect_error 2 "maze: --page lays out PDF pages, and svg has no pages (try: -f pdf) (see: maze help generate)" || return 1
    maze generate --stream -f svg -o x.svg
    expect_error 2 "maze: --stream chooses how a PNG is written, and svg is not PNG (try: -f png) (see: maze help generate)" || return 1
    maze solve --no-stream m.txt
    expect_error 2 "maze: --no-stream chooses how a PNG is written, and text is not PNG (try: -f png) (see: maze help solve)" || return 1
    maze generate --stream --no-stream -o x.png
    expect_error 2 "maze: --stream and --no-stream ask for opposite things: give one (see: maze help generate)" || return 1
    maze solve --compare --solver dfs m.txt
    expect_error 2 "maze: --compare runs every solver, so --solver does nothing with it (see: maze help solve)" || return 1
    maze solve --compare -o table.txt m.txt
    expect_error 2 "maze: --compare prints a table, not a maze, so -o does nothing with it (see: maze help solve)" || return 1
    maze solve --compare -f json m.txt
    expect_error 2 "maze: --compare prints a table, not a maze, so -f does nothing with it (see: maze help solve)" || return 1
    # Pacing without an animation paces nothing.
    maze generate -a division --steps-per-frame level -o x.png
    expect_error 2 "maze: --steps-per-frame paces an animation, and none is made (try: --animate) (see: maze help generate)" || return 1
    maze generate --delay 100 -f text
    expect_error 2 "maze: --delay paces an animation, and none is made (try: --animate) (see: maze help generate)" || return 1
    maze solve --steps-per-frame 3 m.txt
    expect_error 2 "maze: --steps-per-frame paces an animation, and none is made (try: --animate) (see: maze help solve)" || return 1
    expect_files "err m.txt out" || return 1
    # What does something is still taken.
    maze generate -W 5 -H 4 -s 1 --page a4 -o x.pdf
    expect_status 0 || return 1
    maze generate -W 5 -H 4 -s 1 --stream -o x.png
    expect_status 0 || return 1
    maze generate -a division -W 5 -H 4 -s 1 --animate --steps-per-frame level --delay 100 -o x.gif
    expect_status 0 || return 1
    maze solve --compare --hand right m.txt
    expect_status 0
}

t_numbers_follow_one_rule() {
    # A number starts with a digit: no sign, no space before it.
    local bad
    for bad in ' 5' '+5' '-5' '5 ' '0x5'; do
        maze generate -W "$bad" -H 3
        expect_error 2 "maze: invalid width '$bad' (expected a whole number from 1 to 2147483647)" || return 1
    done
    for bad in ' 0.5' '+0.5' '-0' 'nan'; do
        maze generate -W 5 -H 3 --braid "$bad"
        expect_error 2 "maze: invalid braid share '$bad' (expected a number from 0 to 1, like 0.5)" || return 1
    done
    maze generate -W 5 -H 3 -s 1 --braid .5
    expect_status 0
}

t_stats_of_a_maze_without_cells_has_no_loops() {
    printf '{"width": 2, "height": 1, "cells": [["#", "#"]]}\n' >walls.json
    maze stats --json walls.json
    expect_status 0 || return 1
    python3 -c 'import json; d=json.load(open("out")); assert (d["cells"], d["passages"], d["loops"]) == (0, 0, 0), d' ||
        fail "figures of a maze without cells" || return 1
    maze stats walls.json
    grep -q "^loops  *0$" out || fail "loops: $(grep loops out)"
}

t_json_that_is_not_a_maze_gets_the_json_message() {
    local text
    for text in '[1,2,3]' ' [ ]' '{}'; do
        printf '%s\n' "$text" >a.json
        maze solve a.json
        expect_status 1 || return 1
        [ "$(cat err)" != "maze: a.json: no S: mark the start with S" ] || fail "$text read as text" || return 1
        maze_in a.json solve
        expect_status 1 || return 1
        [ "$(cat err)" != "maze: standard input: no S: mark the start with S" ] || fail "$text read as text" || return 1
    done
    printf '[1,2,3]\n' >a.json
    maze solve a.json
    expect_error 1 "maze: a.json: expected a JSON object with width, height, cells, not an array"
}

t_a_byte_order_mark_is_skipped() {
    "$MAZE" generate -W 6 -H 4 -s 1 >plain.txt 2>/dev/null
    "$MAZE" generate -W 6 -H 4 -s 1 -f json >plain.json 2>/dev/null
    local f
    for f in plain.txt plain.json; do
        { printf '\357\273\277'; cat "$f"; } >"bom-$f"
        maze solve -f text "$f"
        cp out want
        maze solve -f text "bom-$f"
        expect_status 0 || return 1
        cmp -s out want || fail "bom-$f solved differently" || return 1
        maze_in "bom-$f" solve -f text
        expect_status 0 || return 1
        cmp -s out want || fail "bom-$f from a pipe solved differently" || return 1
    done
}

t_lines_ending_in_cr_alone_are_refused_as_such() {
    "$MAZE" generate -W 6 -H 4 -s 1 2>/dev/null | tr '\n' '\r' >mac.txt
    maze solve mac.txt
    expect_error 1 "maze: mac.txt:1:14: lines end in CR alone (the text format ends them with LF or CRLF: convert with tr '\\r' '\\n')" || return 1
    maze_in mac.txt solve
    expect_error 1 "maze: standard input:1:14: lines end in CR alone (the text format ends them with LF or CRLF: convert with tr '\\r' '\\n')" || return 1
    tr '\r' '\n' <mac.txt >unix.txt
    maze solve unix.txt
    expect_status 0
}

t_a_png_mask_wider_than_cairo_draws_is_read() {
    # A valid PNG of 32768x1 pixels, one past the 32767 cairo decodes:
    # masks are decoded a row at a time, so any size a maze can hold.
    python3 - <<'PY'
import struct, zlib
w, h = 32768, 1
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"\0" + b"\xff" * w)) + chunk(b"IEND", b"")
open("wide.png", "wb").write(png)
PY
    maze stats --mask wide.png -s 1
    expect_status 0
    grep -q "^cells *32768$" out || fail "cells: $(head -1 out)"
    # A mask cut short says what libpng found.
    head -c 60 wide.png >cut.png
    maze stats --mask cut.png -s 1
    expect_error 1 "maze: cut.png: broken PNG: the file ends early (truncated): 19 bytes of data cannot hold a 32768 x 1 picture"
}

t_reading_an_endless_input_stays_near_the_limit() {
    # Only the real program's memory means anything (a sanitizer's realloc
    # copies, valgrind counts itself).
    if ! head -c 4 "$MAZE" | grep -q ELF || grep -q __asan_init "$MAZE"; then
        echo "skipped: $MAZE is a wrapper or a sanitizer build"
        return 0
    fi
    # 64 MiB and a byte: a buffer doubling past the limit would reach
    # 128 MiB. The endless input is text (a maze's top wall, again and
    # again): /dev/zero is refused at its first byte.
    python3 - "$MAZE" <<'PY' || fail "too much memory"
import resource, subprocess, sys
r = subprocess.run("yes +-+-+-+ | '%s' solve --max-size %d" % (sys.argv[1], 64 * 2**20 + 1),
                   shell=True, capture_output=True, text=True)
assert r.returncode == 1 and "file is larger than 67108865 bytes" in r.stderr, r
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print("peak %.1f MiB" % peak)
assert peak < 80, peak
PY
}
