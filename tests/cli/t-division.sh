# Recursive division animated a level at a time: --steps-per-frame level
# (division's default) in the GIF, the HTML player and the terminal.

# gif_frames FILE: how many images the GIF holds, walking its blocks.
gif_frames() {
    python3 - "$1" <<'PY'
import sys
d = open(sys.argv[1], 'rb').read()
assert d[:6] in (b'GIF87a', b'GIF89a'), d[:6]
p = 13 + (3 << ((d[10] & 7) + 1) if d[10] & 0x80 else 0)
def skip_blocks(p):
    while d[p]:
        p += d[p] + 1
    return p + 1
frames = 0
while d[p] != 0x3B:
    if d[p] == 0x21:
        p = skip_blocks(p + 2)
    elif d[p] == 0x2C:
        flags = d[p + 9]
        p += 10 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)
        p = skip_blocks(p + 1)
        frames += 1
    else:
        sys.exit('bad block at %d' % p)
print(frames)
PY
}

t_division_gif_steps_a_level_a_frame() {
    maze generate -a division -W 12 -H 12 -s 1 -f gif --animate -o default.gif
    expect_status 0 || return 1
    maze generate -a division -W 12 -H 12 -s 1 -f gif --animate --steps-per-frame level -o level.gif
    expect_status 0 || return 1
    cmp -s default.gif level.gif || fail "level is not division's default" || return 1
    maze generate -a division -W 12 -H 12 -s 1 -f gif --animate --steps-per-frame 1 -o each.gif
    expect_status 0 || return 1
    levels=$(gif_frames level.gif) || fail "unreadable GIF" || return 1
    each=$(gif_frames each.gif) || fail "unreadable GIF" || return 1
    echo "12x12 division: $levels frames a level at a time, $each an event at a time"
    [ "$levels" -ge 5 ] && [ "$levels" -le 20 ] || fail "$levels frames by level" || return 1
    [ "$each" -gt 150 ] || fail "$each frames by event"
}

# The terminal shows the same steps as the GIF's frames (the last one
# held there is the finished maze), then the maze once more.
t_division_terminal_steps_a_level_a_redraw() {
    maze generate -a division -W 12 -H 12 -s 1 -f gif --animate -o level.gif
    frames=$(gif_frames level.gif) || fail "unreadable GIF" || return 1
    on_terminal "$MAZE" generate -a division -W 12 -H 12 -s 1 --animate --delay 10
    redraws=$(grep -o $'\033\[H' out | wc -l)
    [ "$redraws" = $((frames + 1)) ] || fail "$redraws redraws for $frames levels" || return 1
    on_terminal "$MAZE" generate -a division -W 12 -H 12 -s 1 --animate --delay 10 --steps-per-frame 5
    redraws=$(grep -o $'\033\[H' out | wc -l)
    [ "$redraws" -gt "$((frames + 1))" ] || fail "$redraws redraws by 5 events"
}

t_steps_per_frame_level_is_for_division() {
    maze generate -a backtracker -f gif --animate --steps-per-frame level -o a.gif
    expect_error 2 "maze: --steps-per-frame level steps through the levels of recursive division (try: -a division, or a number of events) (see: maze help generate)" || return 1
    [ ! -e a.gif ] || fail "wrote a.gif" || return 1
    maze generate -s 1 -f text -o m.txt
    maze solve m.txt -f html --animate --steps-per-frame level -o s.html
    expect_error 2 "maze: --steps-per-frame level steps through the levels of recursive division (try: -a division, or a number of events) (see: maze help solve)" || return 1
    maze generate -a division -f gif --animate --steps-per-frame levels -o a.gif
    expect_error 2 "maze: invalid steps per frame 'levels' (expected level or a whole number from 1 to 1000000000)"
}

# The HTML player's steps follow --steps-per-frame: by default every
# event, a number of events each, or division's levels.
t_html_steps_follow_steps_per_frame() {
    maze generate -W 12 -H 8 -s 1 --solve -f html --animate -o one.html
    expect_status 0 || return 1
    maze generate -W 12 -H 8 -s 1 --solve -f html --animate --steps-per-frame 5 -o five.html
    expect_status 0 || return 1
    if cmp -s one.html five.html; then
        fail "--steps-per-frame 5 changes nothing"
        return 1
    fi
    grep -q "first: 0, per: 5," five.html || fail "not 5 events a step" || return 1
    maze generate -a division -W 12 -H 8 -s 1 --solve -f html --animate -o level.html
    grep -q "stops: \[1," level.html || fail "division's step 0 is not its open field"
}

# Division on the polar grid: every picture format, perfect, animated a
# level at a time.
t_polar_division_draws_in_every_format() {
    for w in 1 8; do
        for ext in png svg pdf gif json; do
            maze generate -a division --shape polar -W $w -H 7 -s 2 --solve -o m.$ext
            expect_status 0 || return 1
            [ -s m.$ext ] || fail "polar $w: empty m.$ext" || return 1
        done
        file m.png | grep -q "PNG image" || fail "polar $w: $(file m.png)" || return 1
        maze generate -a division --shape polar -W $w -H 7 -s 2 --solve --animate -o m.html
        expect_status 0 || return 1
        grep -q "shape: 'polar'" m.html || fail "polar $w: page without its shape" || return 1
        grep -q "stops: \[1," m.html || fail "polar $w: not a level a step" || return 1
        maze generate -a division --shape polar -W $w -H 7 -s 2 --animate -o m.gif
        expect_status 0 || return 1
        frames=$(gif_frames m.gif) || fail "unreadable GIF" || return 1
        [ "$frames" -ge 4 ] && [ "$frames" -le 25 ] || fail "polar $w: $frames frames" || return 1
    done
}

t_polar_division_is_perfect() {
    for w in 1 3 8; do
        maze stats --shape polar -a division -W $w -H 9 -s 5
        expect_status 0 || return 1
        grep -q "^loops  *0$" out || fail "polar $w: not perfect" || return 1
    done
}

t_division_takes_rect_and_polar_only() {
    maze generate -a division --shape hex
    expect_error 2 "maze: division works on rectangles and polar grids only, not hex grids (try: backtracker, prim, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree) (see: maze help generate)" || return 1
    maze list
    grep -q "^  division .*\[polar\]" out || fail "maze list does not say [polar]"
}
