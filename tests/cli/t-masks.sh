# --mask: mazes in the shape of a drawing.

heart() {
    printf '%s\n' "XX    XXXX    XX" "X      XX      X" "                " \
        "                " "X              X" "XX            XX" \
        "XXX          XXX" "XXXXX      XXXXX" "XXXXXXX  XXXXXXX"
}

t_mask_shapes_the_maze() {
    heart >heart.txt
    maze generate --mask heart.txt -s 3 --solve
    expect_status 0 || return 1
    [ "$(wc -l <out)" = 19 ] || fail "16x9 expected (19 lines)" || return 1
    # The masked corner is a solid block, the first kept cell is S.
    [ "$(sed -n 2p out | cut -c1-6)" = "#####S" ] || fail "S: $(sed -n 2p out)" || return 1
    grep -q "E" out || fail "no E" || return 1
    # It reads back (as a grid of squares) and has the same route.
    len=$(sed -n 's/^route length: //p' err)
    cp out m.txt
    maze solve m.txt
    expect_status 0 || return 1
    sq=$(sed -n 's/^route length: //p' err)
    [ "$sq" = $((2 * len)) ] || fail "solve found $sq squares for $len steps"
}

t_a_mask_file_sets_the_size_and_another_is_refused() {
    heart >heart.txt
    # The mask's own size may be given, in any order; another is refused
    # by every command that makes mazes, before or after --mask.
    maze generate -W 16 --mask heart.txt -H 9 -s 3
    expect_status 0 || return 1
    for args in "--mask heart.txt -W 10" "-W 10 --mask heart.txt" "--mask heart.txt -H 4 -W 16" "-H 4 -W 16 --mask heart.txt"; do
        # shellcheck disable=SC2086
        maze generate $args -s 3
        case $args in *-H*) what="-H 4" ;; *) what="-W 10" ;; esac
        expect_error 2 "maze: heart.txt: the mask is 16x9 cells, a cell a character or pixel, and its size is the maze's: $what asks for another (leave out -W and -H) (see: maze help generate)" || return 1
    done
    maze stats --mask heart.txt -W 10
    expect_status 2 || return 1
    # The mask is read once the options are known to be right: a wrong
    # one after it is the one thing said (a mask of 1.1 GB was read to
    # 1 GiB first, and its error hid the usage error).
    truncate -s 1100M huge.txt
    maze generate --mask huge.txt --bogus
    expect_error 2 "maze: unknown option '--bogus' (see: maze help generate)" || return 1
    maze generate --mask huge.txt -W abc
    expect_error 2 "maze: invalid width 'abc' (expected a whole number from 1 to 2147483647)" || return 1
    mkdir folder
    maze generate --mask folder
    expect_error 1 "maze: cannot read 'folder': Is a directory" || return 1
    # A text mask is drawn at the size given.
    maze generate --mask-text HI -W 30 -H 12 -s 1
    expect_status 0
}

t_every_mask_generator_works_and_the_others_say_so() {
    heart >heart.txt
    for a in backtracker prim kruskal wilson aldous-broder hunt-and-kill growing-tree; do
        maze stats --mask heart.txt -a $a -s 1
        expect_status 0 || return 1
        grep -q "^loops  *0$" out || fail "$a: not perfect" || return 1
        grep -q "^cells  *96$" out || fail "$a: $(grep cells out)" || return 1
    done
    maze generate --mask heart.txt -a sidewinder
    expect_error 2 "maze: sidewinder cannot carve a mask (try: backtracker, prim, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree) (see: maze help generate)"
}

t_png_mask_and_pictures() {
    heart >heart.txt
    maze generate --mask heart.txt -s 2 --solve -o heart.png
    expect_status 0 || return 1
    maze generate --mask heart.txt -s 2 -f gif --animate -o heart.gif
    expect_status 0 || return 1
    # A PNG mask of 8x5 pixels with a dark 2x3 block: 34 cells kept.
    python3 - <<'PY'
import struct, zlib
w, h = 8, 5
rows = []
for y in range(h):
    row = bytes([0])
    for x in range(w):
        dark = 3 <= x <= 4 and y >= 2
        row += bytes([0, 0, 0] if dark else [255, 255, 255])
    rows.append(row)
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")
open("mask.png", "wb").write(png)
PY
    maze stats --mask mask.png -s 1
    expect_status 0 || return 1
    grep -q "^cells  *34$" out || fail "$(grep cells out)"
}

t_mask_errors() {
    printf ' X \n X \n' >split.txt
    maze generate --mask split.txt
    expect_error 1 "maze: split.txt: the mask has 2 separate parts (at 0,0, 2,0): a maze joins one; connect them or leave the others out" || return 1
    printf 'XXX\n###\n' >none.txt
    maze generate --mask none.txt
    expect_error 1 "maze: none.txt: the mask has no cell: everything is 'X' or '#'" || return 1
    maze generate --mask missing.txt
    expect_error 1 "maze: cannot read 'missing.txt': No such file or directory" || return 1
    heart >heart.txt
    maze generate --mask heart.txt --start 0,0
    expect_error 2 "maze: start 0,0 is not in the mask (see: maze help generate)"
}

t_samples_with_a_mask_compare_the_generators_that_carve_masks() {
    heart >heart.txt
    maze stats --samples 3 --mask heart.txt -s 1
    expect_status 0 || return 1
    [ "$(grep -cE "^[a-z-]+ +[0-9]" out)" = 7 ] || fail "expected 7 rows: $(cat out)" || return 1
    ! grep -q "^division" out || fail "division cannot carve a mask"
}

t_binary_mask_is_refused_at_its_first_bytes() {
    # A text mask is drawn by hand: a NUL or a control character makes
    # it no mask, and an endless /dev/zero is refused at its first block
    # instead of being read to the limit (1 GiB).
    python3 - "$MAZE" <<'PY' || fail "read too far"
import subprocess, sys
p = subprocess.Popen([sys.argv[1], "generate", "-s", "1", "--mask", "/dev/stdin"],
                     stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                     stderr=subprocess.PIPE)
sent = 0
try:
    while sent < (200 << 20):
        p.stdin.write(bytes(65536))
        sent += 65536
    p.stdin.close()
except BrokenPipeError:
    pass
err = p.stderr.read().decode()
p.wait()
print("sent", sent, "bytes;", err.strip())
assert p.returncode == 1, p.returncode
assert "binary data" in err, err
assert sent < (4 << 20), sent
PY
    printf 'XX \n\001  \n' >ctl.txt
    maze generate --mask ctl.txt
    expect_error 1 "maze: ctl.txt: binary data (byte 0x01 on line 2), not a mask (a text mask is drawn in printable characters: 'X' or '#' for a cell left out, any other for one kept)"
}
