# t-difficulty.sh - mazes drawn to a target (--route-length, --dead-ends,
# --difficulty): every maze made meets its band, over many seeds, sizes,
# shapes and generators, as measured again by maze stats from the maze
# written; each is its own seed's maze; a band out of reach is refused
# after a bounded number of tries; a batch is the same whatever --jobs.

# Each line: generator, shape, size, target option, its band's ends.
cases() {
    cat <<'EOF'
backtracker rect 20x10 --route-length 80 120
prim rect 20x10 --route-length 36 40
kruskal hex 12x9 --route-length 28 1000
wilson triangle 14x8 --dead-ends 30 36
prim polar 6x8 --dead-ends 0 70
eller rect 30x6 --dead-ends 0 50
hunt-and-kill rect 9x9 --difficulty 0 75
backtracker hex 15x7 --difficulty 90 100
sidewinder rect 20x10 --difficulty 61 75
growing-tree rect 4x40 --difficulty 76 100
EOF
}

# The figure field of each JSON line of stats --json, one a line.
figure() {
    sed -n "s/.*\"$1\": \([0-9]*\).*/\1/p"
}

t_difficulty_bands_are_met_over_many_seeds_and_sizes() {
    local a shape size opt lo hi w h field v n
    while read -r a shape size opt lo hi; do
        w=${size%x*} h=${size#*x}
        maze generate -a "$a" --shape "$shape" -W "$w" -H "$h" -s 5 \
            "$opt" "$lo:$hi" --count 25 -f jsonl -o batch.jsonl
        expect_status 0 || return 1
        expect_err_has "wrote 25 mazes to batch.jsonl (" || return 1
        case $opt in
        --route-length) field=solution ;;
        --dead-ends) field=dead_ends ;;
        --difficulty) field=difficulty ;;
        esac
        if [ "$field" = difficulty ]; then
            figure difficulty <batch.jsonl >figures
        else
            "$MAZE" stats --json batch.jsonl | figure "$field" >figures
        fi
        n=0
        while read -r v; do
            [ "$v" -ge "$lo" ] && [ "$v" -le "$hi" ] ||
                fail "$a $shape $size $opt $lo:$hi: a maze has $field $v" || return 1
            n=$((n + 1))
        done <figures
        [ "$n" = 25 ] || fail "$a $shape $size: $n figures" || return 1
    done < <(cases)
}

# A maze drawn is its seed's maze: the seed said makes it again without
# the target, and the route and dead ends are what the target asked.
t_difficulty_the_seed_said_makes_the_same_maze() {
    local seed
    maze generate -s 100 -a kruskal --difficulty hard -f json
    expect_status 0 || return 1
    seed=$(sed -n 's/^seed: \([0-9]*\) (tried \([0-9]*\) seeds\{0,1\} from 100: difficulty \([0-9]*\), .*/\1/p' err)
    [ -n "$seed" ] || fail "no seed said" || return 1
    [ "$seed" -ge 100 ] || fail "seed $seed" || return 1
    grep -q "\"seed\": $seed, \"braid\": 0, \"difficulty\": " out ||
        fail "the JSON's seed and difficulty" || return 1
    [ "$(figure difficulty <out)" -ge 76 ] || fail "not hard" || return 1
    mv out drawn.json
    "$MAZE" generate -s "$seed" -a kruskal -f text >plain.txt 2>/dev/null
    "$MAZE" generate -s 100 -a kruskal --difficulty hard -f text 2>/dev/null |
        cmp - plain.txt || fail "seed $seed is another maze" || return 1
}

# A figure that is the same in every try (binary-tree's route between
# its corners, fixed by the size) is out of reach after the sample, not
# after the whole budget of 10000 tries.
t_a_fixed_figure_out_of_the_band_is_refused_after_the_sample() {
    maze generate -s 1 -a binary-tree -W 10 -H 10 --route-length 19:30
    expect_error 2 "maze: --route-length 19:30 is out of reach for binary-tree on a 10x10 rect maze: of 64 mazes tried none fit, and their routes ran 18 to 18 steps (try: --route-length 18:18) (see: maze help generate)"
}

# Large mazes are sampled by their cells, as the budget is: a band far out
# of reach on a 1000x1000 maze is refused after 8 tries, not 64.
t_a_band_out_of_reach_on_a_large_maze_is_refused_after_a_few() {
    maze generate -s 1 -a kruskal -W 1000 -H 1000 --route-length 10 -o m.txt
    expect_status 2
    expect_err_has "is out of reach for kruskal on a 1000x1000 rect maze: of 8 mazes tried none fit"
    [ ! -e m.txt ]
}

# Out of reach: refused with the figures a sample of tries had, exit 2,
# and never for ever (the budget is 10000 tries of a small maze).
t_difficulty_out_of_reach_is_refused() {
    maze generate -s 1 -a prim --route-length 150:
    expect_error 2 "maze: --route-length 150: is out of reach for prim on a 20x10 rect maze: of 64 mazes tried none fit, and their routes ran 28 to 40 steps (try: --route-length 28:40) (see: maze help generate)" || return 1
    maze generate -s 1 -a binary-tree -W 40 -H 40 --difficulty hard
    expect_error 2 "maze: --difficulty hard (a score of 76 to 100) is out of reach for binary-tree on a 40x40 rect maze: of 64 mazes tried none fit, and they scored 21 to 31 (try: --difficulty 21:31) (see: maze help generate)" || return 1
    # A maze of cells 1 to 200 cannot have a route of 500 steps.
    maze generate -s 1 --route-length 500:600
    expect_status 2 || return 1
    expect_err_has "of 64 mazes tried none fit" || return 1
    maze generate -s 1 -a kruskal --route-length 30 --difficulty 80:
    expect_error 2 "maze: the targets together are out of reach for kruskal on a 20x10 rect maze: none of 10000 mazes tried met them all (widen one) (see: maze help generate)" || return 1
    maze generate --ends none --difficulty easy
    expect_error 2 "maze: --difficulty needs a start and an end, and --ends none leaves them out (see: maze help generate)" || return 1
    maze generate --difficulty brutal
    expect_error 2 "maze: invalid difficulty 'brutal' (try: easy, medium, hard, a score from 0 to 100 like 70, or a band like 60:80)" || return 1
    maze generate --dead-ends 9:3
    expect_error 2 "maze: invalid dead ends '9:3' (expected MIN:MAX, whole numbers like 40:80, 40: or 40)" || return 1
    maze generate --difficulty hard --pick-hardest 5
    expect_status 2 || return 1
}

# A batch draws maze i from seed + i, --count apart: the same folder for
# any --jobs, with the difficulty and tries in index.csv, each maze its
# listed seed's.
t_difficulty_batch_is_the_same_whatever_the_jobs() {
    local j
    for j in 1 2; do
        maze generate -s 40 -a wilson --difficulty medium --dead-ends 50: \
            --count 12 -f text --jobs $j -o "j$j/"
        expect_status 0 || return 1
    done
    diff -r j1 j2 >/dev/null || fail "--jobs 1 and 2 differ: $(diff -r j1 j2 | head -5)" || return 1
    [ "$(head -1 j1/index.csv)" = "file,seed,algorithm,width,height,route_length,dead_ends,difficulty,tries" ] ||
        fail "header: $(head -1 j1/index.csv)" || return 1
    awk -F, 'NR > 1 && ($8 < 61 || $8 > 75 || $7 < 50 || $9 < 1) { bad = 1 }
             END { exit bad || NR != 13 }' j1/index.csv ||
        fail "rows: $(cat j1/index.csv)" || return 1
    # No two mazes share a seed, and each is its seed's maze.
    [ "$(cut -d, -f2 j1/index.csv | sort -u | wc -l)" = 13 ] || fail "seeds repeat" || return 1
    seed=$(awk -F, 'NR == 5 { print $2 }' j1/index.csv)
    "$MAZE" generate -s "$seed" -a wilson -f text 2>/dev/null | cmp - j1/maze-0004.txt ||
        fail "maze 4 is not seed $seed's" || return 1
}

# One dead end is "1 dead end", one step "1 step", in the line that tells
# the seed found.
t_target_line_counts_in_english() {
    maze generate -W 5 -H 4 -b 0.9 -s 1 --dead-ends 1:1 -o one.txt
    expect_status 0 && expect_err_has ", 1 dead end)" || return 1
    maze generate -W 2 -H 1 -s 1 --route-length 1:1 -o step.txt
    expect_status 0 && expect_err_has "route 1 step," || return 1
    ! grep -q "1 dead ends\|route 1 steps" err || fail "plural for one"
}
