# maze book: a print-ready PDF book of mazes, measured on the PDF itself
# with poppler's tools (pdfinfo, pdffonts, pdftotext, pdftoppm).

# The recipe's field $2 (a Python expression on r, the recipe) of book $1.
recipe() {
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

# The blank margins of page $2 of $1, in points: left right top bottom,
# from the box the ink (pixels darker than mid-grey) fills at 72 dpi.
ink_margins() {
    pdftoppm -gray -r 72 -f "$2" -l "$2" -singlefile "$1" page || return 1
    python3 - "$HERE/../../scripts" page.pgm <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from book_spread import read_pgm
w, h, px = read_pgm(sys.argv[2])
xs = [x for y in range(h) for x in range(w) if px[y * w + x] < 128]
ys = [y for y in range(h) for x in range(w) if px[y * w + x] < 128]
print(min(xs), w - 1 - max(xs), min(ys), h - 1 - max(ys))
PY
}

t_book_has_the_pages_planned() {
    maze book -n 6 -W 10 -H 12 -s 3 --per-page 2 --title "Six" --author Me \
        --contents --how-to -o b.pdf
    expect_status 0 || return 1
    # title, contents, how to play; 3 pages of 2 puzzles; 1 of answers
    [ "$(pdfinfo b.pdf | awk '/^Pages:/ {print $2}')" = 7 ] ||
        fail "pages: $(pdfinfo b.pdf | grep Pages)" || return 1
    [ "$(recipe b.json 'r["pages"]')" = 7 ] || fail "recipe pages" || return 1
    pdftotext -f 1 -l 1 b.pdf - | grep -q Six || fail "no title" || return 1
    # page numbers on every page but the title page
    [ -z "$(pdftotext -f 1 -l 1 b.pdf - | grep -x 1)" ] || fail "title page has a number" || return 1
    for p in 2 3 4 5 6 7; do
        pdftotext -f $p -l $p b.pdf - | grep -qx "$p" || fail "page $p has no number" || return 1
    done
    pdftotext -f 2 -l 2 b.pdf - | grep -q "How to play" || fail "no contents"
}

t_book_page_size_with_and_without_bleed() {
    maze book -n 2 -W 8 -H 8 -s 1 -o plain.pdf
    expect_status 0 || return 1
    pdfinfo -box plain.pdf | grep -q "^MediaBox: *0.00 *0.00 *612.00 *792.00" ||
        fail "letter: $(pdfinfo -box plain.pdf | grep MediaBox)" || return 1
    # 0.125 in (9 points) on the outside, the top and the bottom
    maze book -n 2 -W 8 -H 8 -s 1 --bleed 0.125in -o bled.pdf
    expect_status 0 || return 1
    pdfinfo -box bled.pdf | grep -q "^MediaBox: *0.00 *0.00 *621.00 *810.00" ||
        fail "bleed: $(pdfinfo -box bled.pdf | grep MediaBox)" || return 1
    maze book -n 2 -W 8 -H 8 -s 1 --trim-size 6x9 -o six.pdf
    pdfinfo six.pdf | grep -q "^Page size: *432 x 648 pts" || fail "6x9" || return 1
    maze book -n 2 -W 8 -H 8 -s 1 --trim-size 148x210mm -o a5.pdf
    pdfinfo a5.pdf | grep -q "^Page size: *419.5.* x 595.2" || fail "a5: $(pdfinfo a5.pdf | grep size)"
}

t_book_margins_and_mirrored_gutter() {
    # Up to 150 pages the gutter is 0.375 in (27 points) on top of the
    # half-inch margin: 63 points inside, 36 outside.
    maze book -n 3 -W 12 -H 16 -s 2 --per-page 1 -o m.pdf
    expect_status 0 || return 1
    [ "$(recipe m.json 'r["gutter"]')" = 27.0 ] || fail "gutter" || return 1
    set -- $(ink_margins m.pdf 1)
    local rl=$1 rr=$2 top=$3 bottom=$4
    set -- $(ink_margins m.pdf 2)
    local vl=$1 vr=$2
    # page 1 is a right-hand page: the gutter on its left
    [ "$rl" -ge 63 ] && [ "$rr" -ge 36 ] || fail "recto margins $rl $rr" || return 1
    [ "$vl" -ge 36 ] && [ "$vr" -ge 63 ] || fail "verso margins $vl $vr" || return 1
    [ "$top" -ge 36 ] && [ "$bottom" -ge 36 ] || fail "top $top bottom $bottom" || return 1
    # mirrored: the same picture moved by the gutter
    [ $((rl - rr)) -ge 25 ] && [ $((rl - rr)) -le 29 ] || fail "recto off by $((rl - rr))" || return 1
    [ $((vr - vl)) -ge 25 ] && [ $((vr - vl)) -le 29 ] || fail "verso off by $((vr - vl))" || return 1
    # Past 150 pages, 0.5 in.
    maze book -n 160 -W 3 -H 3 -s 2 --per-page 1 -o thick.pdf
    expect_status 0 || return 1
    [ "$(recipe thick.json 'r["gutter"]')" = 36.0 ] || fail "thick gutter" || return 1
    set -- $(ink_margins thick.pdf 1)
    [ "$1" -ge 72 ] || fail "thick recto's inside margin $1"
}

t_book_embeds_every_font() {
    maze book -n 2 -W 6 -H 6 -s 1 --title "Fonts" --contents --how-to -o f.pdf
    expect_status 0 || return 1
    pdffonts f.pdf >fonts || fail "pdffonts" || return 1
    [ "$(tail -n +3 fonts | wc -l)" -ge 1 ] || fail "no fonts: $(cat fonts)" || return 1
    [ -z "$(tail -n +3 fonts | awk '$(NF-4) != "yes"')" ] || fail "not embedded: $(cat fonts)"
}

t_book_answer_key_points_at_each_puzzle() {
    maze book -n 11 -W 10 -H 10 -s 4 --per-page 4 --contents -o k.pdf
    expect_status 0 || return 1
    local first pages
    first=$(recipe k.json 'r["first_answer_page"]')
    pages=$(recipe k.json 'r["pages"]')
    local seen=0
    for p in $(seq "$first" "$pages"); do
        pdftotext -f "$p" -l "$p" k.pdf - | grep -oE 'Maze [0-9]+ \(page [0-9]+\)' >refs
        while read -r _ n _ page; do
            page=${page%)}
            pdftotext -f "$page" -l "$page" k.pdf - | grep -q "^Maze $n ·" ||
                fail "maze $n is not on page $page" || return 1
            [ "$(recipe k.json "r['mazes'][$n - 1]['page']")" = "$page" ] ||
                fail "recipe disagrees on maze $n" || return 1
            # and the puzzle's page says where its answer is
            pdftotext -f "$page" -l "$page" k.pdf - | grep -q "answer: page $p" ||
                fail "page $page does not point at $p" || return 1
            seen=$((seen + 1))
        done <refs
    done
    [ "$seen" = 11 ] || fail "answers found: $seen"
}

t_book_grades_rise_over_the_book() {
    maze book -n 9 -W 14 -H 14 -s 5 --ramp easy:hard \
        --algorithms hunt-and-kill,backtracker -o g.pdf
    expect_status 0 || return 1
    recipe g.json '" ".join(m["grade"] for m in r["mazes"])' >grades
    [ "$(cat grades)" = "easy easy easy medium medium medium hard hard hard" ] ||
        fail "grades: $(cat grades)" || return 1
    python3 - g.json <<'PY' || fail "scores out of their bands" || return 1
import json, sys
r = json.load(open(sys.argv[1]))
band = {"easy": (0, 60), "medium": (61, 75), "hard": (76, 100)}
for m in r["mazes"]:
    lo, hi = band[m["grade"]]
    assert lo <= m["difficulty"] <= hi, m
PY
    # Without a ramp, the mazes made in order of their scores.
    maze book -n 8 -W 12 -H 12 -s 6 -o s.pdf
    expect_status 0 || return 1
    python3 - s.json <<'PY' || fail "scores do not rise"
import json, sys
scores = [m["difficulty"] for m in json.load(open(sys.argv[1]))["mazes"]]
assert scores == sorted(scores), scores
PY
}

# Cuts the picture at box $3 (points) of page $2 of book $1 into cut.png,
# at 144 dpi (two pixels a point) with 3 pixels round it.
cut_out() {
    set -- "$1" "$2" $(python3 -c 'import sys; print(" ".join(str(int(float(v) * 2)) for v in sys.argv[1:]))' $3)
    pdftoppm -r 144 -f "$2" -l "$2" -x $(($3 - 3)) -y $(($4 - 3)) \
        -W $(($5 + 6)) -H $(($6 + 6)) -png -singlefile "$1" cut
}

t_book_puzzles_read_back_with_their_answers_route() {
    maze book -n 5 -W 9 -H 7 -s 8 --per-page 4 -o r.pdf
    expect_status 0 || return 1
    for i in 0 1 2 3 4; do
        local route
        route=$(recipe r.json "r['mazes'][$i]['route']")
        # the puzzle, cut out of its page, solved
        cut_out r.pdf "$(recipe r.json "r['mazes'][$i]['page']")" \
            "$(recipe r.json "' '.join(map(str, r['mazes'][$i]['box']))")" || return 1
        maze solve cut.png -o solved.png
        expect_status 0 || return 1
        grep -qx "route length: $route" err ||
            fail "maze $((i + 1)) read back: $(cat err), not $route" || return 1
        # and its answer, route drawn, read back to the same length
        cut_out r.pdf "$(recipe r.json "r['mazes'][$i]['answer_page']")" \
            "$(recipe r.json "' '.join(map(str, r['mazes'][$i]['answer_box']))")" || return 1
        maze solve cut.png -o solved.png
        expect_status 0 || return 1
        grep -qx "route length: $route" err ||
            fail "answer $((i + 1)) read back: $(cat err), not $route" || return 1
    done
}

t_book_recipe_makes_each_maze_again() {
    maze book -n 4 -W 11 -H 9 -s 9 --shapes rect,hex -o a.pdf
    expect_status 0 || return 1
    for i in 0 1 2 3; do
        recipe a.json "' '.join(r['mazes'][$i]['generate'])" >args
        "$MAZE" stats $(cat args) --difficulty >figures 2>/dev/null ||
            fail "stats $(cat args)" || return 1
        grep -qE "^solution +$(recipe a.json "r['mazes'][$i]['route']") " figures ||
            fail "maze $((i + 1)): $(cat args): $(cat figures)" || return 1
        grep -qE "^difficulty +$(recipe a.json "r['mazes'][$i]['difficulty']") " figures ||
            fail "maze $((i + 1)) difficulty" || return 1
    done
    grep -q -- "--shape=hex" a.json || fail "no hex maze in the recipe"
}

t_book_same_seed_same_bytes() {
    maze book -n 5 -W 8 -H 8 -s 11 --title "Again" --contents -o one.pdf
    maze book -n 5 -W 8 -H 8 -s 11 --title "Again" --contents -o two.pdf
    expect_status 0 || return 1
    cmp -s one.pdf two.pdf || fail "the same seed made two PDFs" || return 1
    maze book -n 5 -W 8 -H 8 -s 12 --title "Again" --contents -o three.pdf
    ! cmp -s one.pdf three.pdf || fail "another seed made the same PDF"
}

# A refusal: exit 2, one line, and no file at all.
expect_refused() {
    expect_error 2 "$1" || return 1
    [ -z "$(ls -A written)" ] || fail "written: $(ls -A written)"
}

t_book_refuses_bad_input_in_one_line_writing_nothing() {
    mkdir written
    maze book -n 2 --trim-size b5 -o written/b.pdf
    expect_refused "maze: unknown --trim-size 'b5' (try: letter, 8x10, 6x9, a4, a5, or W x H with a unit like 5.5x8.5in or 150x200mm)" || return 1
    maze book -n 2 --bleed -1mm -o written/b.pdf
    expect_refused "maze: invalid --bleed '-1mm' (expected a length from 0 to 0.5in with its unit, like 0.125in or 3mm)" || return 1
    maze book -n 600 -W 4 -H 4 --per-page 1 -o written/b.pdf
    expect_refused "maze: the book would have 667 pages, more than the 500 a gutter (0.625 in from 301 to 500 pages) is given for (try a smaller --count, or --per-page 4) (see: maze help book)" || return 1
    # at four a page already, only fewer mazes help
    maze book -n 2000 --per-page 4 -o written/b.pdf
    expect_refused "maze: the book would have 723 pages, more than the 500 a gutter (0.625 in from 301 to 500 pages) is given for (try a smaller --count) (see: maze help book)" || return 1
    maze book -n 2 -W 200 -H 200 --trim-size a5 -o written/b.pdf
    expect_refused "maze: a 200x200 maze fits a5 pages only with cells of 0.5 mm, under --min-cell 3 (try fewer cells, a larger --trim-size, or a smaller --min-cell) (see: maze help book)" || return 1
    maze book -n 2 -W 40 -H 40 --per-page 4 -o written/b.pdf
    expect_refused "maze: a 40x40 maze fits letter pages only with cells of 1.9 mm at that many a page, under --min-cell 3 (try fewer cells, a larger --trim-size, or a smaller --min-cell) (see: maze help book)" || return 1
    maze book -n 2 -o written/b.pdf --ends none
    expect_refused "maze: a book's mazes need a start and an end, and --ends none leaves them out (see: maze help book)" || return 1
    maze book -n 2 --ramp easy,60:50 -o written/b.pdf
    expect_refused "maze: invalid --ramp grade '60:50' (try: easy, medium, hard, a score from 0 to 100 like 70, a band like 60:80; easy:hard, or a list like easy,medium,medium,hard)" || return 1
    maze book -n 2 --title "" -o written/b.pdf
    expect_refused "maze: invalid --title '' (the title page needs words)" || return 1
    maze book -n 2
    expect_refused "maze: a book needs a file to go to (add -o book.pdf) (see: maze help book)" || return 1
    maze book -n 2 -o written/b.png
    expect_refused "maze: a book is a PDF, and 'written/b.png' names another kind of file (try: -o book.pdf) (see: maze help book)" || return 1
    # a grade out of the generator's reach, found as the mazes are made:
    # one line too, the seed unsaid
    maze book -n 3 -W 30 -H 40 -a prim --ramp hard -s 1 -o written/b.pdf
    expect_status 2 || return 1
    [ "$(wc -l <err)" = 1 ] || fail "more than a line: $(cat err)" || return 1
    expect_err_has "maze: maze 1 (hard): --ramp hard (a score of 76 to 100) is out of reach for prim on a 30x40 rect maze" || return 1
    expect_err_has "(try: --ramp " || return 1
    [ -z "$(ls -A written)" ] || fail "written: $(ls -A written)" || return 1
    # a place it cannot write: said before any maze is made
    maze book -n 400 -W 30 -H 40 -o written/
    expect_error 1 "maze: cannot write 'written/': Is a directory (name a file in it)" || return 1
    maze book -n 2 -o written/no/b.pdf
    expect_error 1 "maze: cannot write 'written/no/b.pdf': No such file or directory" || return 1
    [ -z "$(ls -A written)" ] || fail "written: $(ls -A written)"
}

t_book_progress_on_a_terminal_only() {
    on_terminal "MAZE_PROGRESS_DELAY=0 '$MAZE' book -n 40 -W 20 -H 20 -s 1 -o t.pdf"
    expect_status 0 || return 1
    grep -q 'making \[.*mazes' out || fail "no line while making" || return 1
    MAZE_PROGRESS_DELAY=0 "$MAZE" book -n 40 -W 20 -H 20 -s 1 -o p.pdf 2>err
    [ "$(cat err)" = "seed: 1 (15 pages; recipe: p.json)" ] || fail "a pipe's stderr: $(cat err)"
}

t_book_words_never_overlap_on_a_small_page() {
    # four puzzles a page of A5: the headings' words have little room
    maze book -n 4 -W 8 -H 8 -s 2 --trim-size a5 --per-page 4 --ramp 61:75 \
        -a backtracker -o s.pdf
    expect_status 0 || return 1
    pdftotext -f 1 -l 1 -bbox s.pdf words.html || return 1
    python3 - words.html <<'PY' || fail "words overlap"
import re, sys
boxes = []
for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
                     open(sys.argv[1]).read()):
    boxes.append(tuple(float(v) for v in m.groups()[:4]) + (m.group(5),))
assert len(boxes) >= 4 * 6, boxes
for i, a in enumerate(boxes):
    for b in boxes[i + 1:]:
        apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
        assert apart, (a, b)
PY
}

t_book_contents_point_at_their_pages() {
    maze book -n 12 -W 14 -H 14 -s 5 --ramp easy:hard --per-page 2 \
        --algorithms hunt-and-kill,backtracker --contents --how-to -o c.pdf
    expect_status 0 || return 1
    pdftotext -layout -f 1 -l 1 c.pdf - >contents
    grep -qE '^How to play +2$' contents || fail "how to play: $(cat contents)" || return 1
    grep -qE "^Answers +$(recipe c.json 'r["first_answer_page"]')$" contents ||
        fail "answers: $(cat contents)" || return 1
    local runs=0
    while read -r first page; do
        pdftotext -f "$page" -l "$page" c.pdf - | grep -q "^Maze $first ·" ||
            fail "maze $first is not on page $page" || return 1
        runs=$((runs + 1))
    done < <(sed -nE 's/^Mazes ([0-9]+) to [0-9]+ · [a-z]+ +([0-9]+)$/\1 \2/p' contents)
    [ "$runs" = 3 ] || fail "runs of grades: $runs: $(cat contents)"
}
