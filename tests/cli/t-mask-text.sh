# --mask-text: a mask made from words (the built-in font or a system one
# through cairo), the letters joined into one piece; --off-cells blank
# leaves the cells out of the maze unfilled in pictures.

t_mask_text_makes_a_perfect_maze_of_the_words() {
    maze stats --mask-text HELLO -W 60 -H 16 -s 1 --json
    expect_status 0 || return 1
    grep -q '"cells": 304, "passages": 303,' out || fail "$(cat out)" || return 1
    maze generate --mask-text Maze --mask-font "DejaVu Sans Bold" -W 40 -H 14 \
        -s 2 --solve -f text
    expect_status 0 || return 1
    grep -q S out && grep -q E out || fail "no ends"
}

t_mask_text_says_what_it_cannot_draw() {
    maze generate --mask-text HELLO -s 1
    expect_error 2 "maze: --mask-text: the text 'HELLO' needs 29 x 7 cells in the built-in font, more than 20 x 10 (try: -W 29 -H 10) (see: maze help generate)" || return 1
    maze generate --mask-font "DejaVu Sans" -s 1
    expect_error 2 "maze: --mask-font says how --mask-text is drawn (add --mask-text) (see: maze help generate)" || return 1
    printf '..\n..\n' >two.txt
    maze generate --mask two.txt --mask-text HI -s 1
    expect_error 2 "maze: --mask and --mask-text cannot be combined (a maze has one mask) (see: maze help generate)" || return 1
    maze generate --mask-text HI -W 30 --shape polar -s 1
    expect_error 2 "maze: --mask-text: a text mask works on rect, hex, triangle and upsilon grids, not polar ones (see: maze help generate)" || return 1
    # A character the font lacks is quoted whole, not its first byte.
    maze generate --mask-text "aé" -s 1
    expect_error 2 "maze: --mask-text: the built-in font has no 'é' (it has letters, digits and . , ! ? - ' : + = * / # & ( ); try --mask-font with a system font) (see: maze help generate)"
}

# Blank cells: the picture of the same maze has fewer dark pixels, and the
# option is refused where nothing is filled.
t_off_cells_blank_saves_ink() {
    maze generate --mask-text HI -W 20 -H 9 -s 1 -o filled.svg
    expect_status 0 || return 1
    maze generate --mask-text HI -W 20 -H 9 -s 1 --off-cells blank -o blank.svg
    expect_status 0 || return 1
    [ "$(wc -c <blank.svg)" -lt "$(wc -c <filled.svg)" ] ||
        fail "blank.svg is no smaller" || return 1
    maze generate --mask-text HI -W 20 -H 9 -s 1 --off-cells blank -f text
    expect_error 2 "maze: --off-cells says how PNG, SVG and PDF pictures draw the cells out of the maze, and text is none of them (try: -f png) (see: maze help generate)"
}
