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
    ! cmp -s one.html five.html || fail "--steps-per-frame 5 changes nothing" || return 1
    grep -q "first: 0, per: 5," five.html || fail "not 5 events a step" || return 1
    maze generate -a division -W 12 -H 8 -s 1 --solve -f html --animate -o level.html
    grep -q "stops: \[1," level.html || fail "division's step 0 is not its open floor"
}
