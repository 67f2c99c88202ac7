/*
 * test_generators.c - every generator in the registry, tested by being
 * registered: perfect mazes at many sizes and seeds, determinism pinned
 * with golden hashes, and events that replay into the same maze.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "helpers.h"
#include "mz.h"

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 9}, {9, 1}, {2, 2}, {31, 17}, {100, 100}, {7, 13},
};

Test(generators, every_one_makes_perfect_mazes)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_perfect_rect(g))
            continue;
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            struct maze *m = NULL;
            cr_assert_eq(maze_new(sizes[s][0], sizes[s][1], &m), MAZE_OK);
            for (uint64_t seed = 0; seed < 100; seed++) {
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                /* The same maze is reused: each call starts afresh. */
                cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "%s %ux%u seed %llu is not perfect", g->name,
                          m->width, m->height, (unsigned long long)seed);
                cr_assert_eq(maze_passages(m), m->cells - 1);
                for (size_t c = 0; c < m->cells; c++)
                    cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0,
                                 "%s left scratch bits", g->name);
            }
            maze_free(m);
        }
    }
}

Test(generators, options_still_make_perfect_mazes)
{
    const unsigned n = 1u << MAZE_NORTH, s = 1u << MAZE_SOUTH;
    const unsigned e = 1u << MAZE_EAST, w = 1u << MAZE_WEST;
    const struct {
        const char *name;
        struct maze_gen_opts opts;
    } variants[] = {
        {"binary-tree", {.bias = n | e}},
        {"binary-tree", {.bias = s | w}},
        {"binary-tree", {.bias = s | e}},
        {"growing-tree", {.pick = MAZE_PICK_RANDOM}},
        {"growing-tree", {.pick = MAZE_PICK_OLDEST}},
        {"growing-tree", {.pick = MAZE_PICK_MIX, .mix = 0.3}},
    };
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        const struct maze_generator *g = maze_generator_find(variants[v].name);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            struct maze *m = NULL;
            cr_assert_eq(maze_new(sizes[k][0], sizes[k][1], &m), MAZE_OK);
            for (uint64_t seed = 0; seed < 30; seed++) {
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                cr_assert_eq(maze_generate(m, g, &rng, &variants[v].opts, NULL),
                             MAZE_OK);
                bool perfect = false;
                maze_check_perfect(m, &perfect);
                cr_assert(perfect, "%s variant %zu", g->name, v);
            }
            maze_free(m);
        }
    }
}

Test(generators, binary_tree_bias_opens_two_sides)
{
    /* With south-east, the bottom row and the east column are corridors. */
    struct maze_gen_opts opts = {.bias =
                                     (1u << MAZE_SOUTH) | (1u << MAZE_EAST)};
    struct maze *m = NULL;
    cr_assert_eq(maze_new(12, 9, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 5);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("binary-tree"), &rng, &opts, NULL),
        MAZE_OK);
    for (uint32_t x = 0; x + 1 < 12; x++)
        cr_assert(maze_open(m, maze_cell_at(m, x, 8), MAZE_EAST));
    for (uint32_t y = 0; y + 1 < 9; y++)
        cr_assert(maze_open(m, maze_cell_at(m, 11, y), MAZE_SOUTH));
    maze_free(m);
}

Test(generators, bad_options_are_refused)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(4, 4, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    const struct maze_generator *g = maze_generators();
    struct maze_gen_opts two_vertical = {.bias = (1u << MAZE_NORTH) |
                                                 (1u << MAZE_SOUTH)};
    struct maze_gen_opts three = {.bias = 7};
    struct maze_gen_opts mix = {.pick = MAZE_PICK_MIX, .mix = 1.5};
    cr_expect_eq(maze_generate(m, g, &rng, &two_vertical, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_generate(m, g, &rng, &three, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_generate(m, g, &rng, &mix, NULL), MAZE_ERR_ARG);
    maze_free(m);
}

Test(generators, growing_tree_newest_is_the_backtracker)
{
    /* Picking the newest cell makes the list the backtracker's path, and
     * both draw the same random numbers in the same order. */
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze *a = make_maze("backtracker", 23, 17, seed);
        struct maze *b = make_maze("growing-tree", 23, 17, seed);
        cr_expect_eq(maze_hash(a), maze_hash(b), "seed %llu",
                     (unsigned long long)seed);
        maze_free(a);
        maze_free(b);
    }
}

Test(generators, same_seed_same_maze_other_seed_other_maze)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_rect(g))
            continue;
        struct maze *a = make_maze(g->name, 40, 30, 5);
        struct maze *b = make_maze(g->name, 40, 30, 5);
        struct maze *c = make_maze(g->name, 40, 30, 6);
        cr_expect_eq(maze_hash(a), maze_hash(b), "%s", g->name);
        cr_expect_neq(maze_hash(a), maze_hash(c), "%s", g->name);
        maze_free(a);
        maze_free(b);
        maze_free(c);
    }
}

/* Golden values: (algorithm, size, seed) -> hash of the passages. A change
 * here is a change of every maze users have noted down a seed for: make
 * it on purpose, and say so in the release notes. */
Test(generators, golden_hashes, .timeout = 30)
{
    const struct {
        const char *name;
        uint32_t w, h;
        uint64_t seed;
        uint64_t hash;
    } golden[] = {
        {"backtracker", 20, 10, 1, 0xc188121bce4c3a2aull},
        {"backtracker", 31, 17, 12345, 0x2402ba7d1987a109ull},
        /* Paths deeper than the walk's ring (256 ways back here): steps
         * back past it follow the ways back in the grid. */
        {"backtracker", 300, 200, 1, 0xc1163522f1bdd70dull},
        {"prim", 20, 10, 1, 0x7dd5164a5b7e26b5ull},
        {"prim", 31, 17, 12345, 0xca487130edf654bfull},
        /* Changed on purpose: a random stream per field (NEWS.md). */
        {"division", 20, 10, 1, 0xc3438361c4ea10b5ull},
        {"division", 31, 17, 12345, 0xe106e5ef7fd491bbull},
        {"division", 300, 200, 1, 0x07112e2a518396deull},
        {"kruskal", 31, 17, 12345, 0xf98caccc999ce83aull},
        /* Past one tile (kruskal.c): the walls left for the end. */
        {"kruskal", 300, 200, 1, 0xc6f1dcf47d4094b9ull},
        /* Changed on purpose: a coin per bit of a draw (NEWS.md). */
        {"eller", 31, 17, 12345, 0x4c64cab80b5e770full},
        /* Rows of 4 draws per pass, the last one part used. */
        {"eller", 200, 50, 7, 0xf3a7e568016bf943ull},
        {"wilson", 31, 17, 12345, 0xe7889fbb7c662ff0ull},
        /* Mostly the walks' fast steps away from the border (the same
         * draws and mazes as the general ones made). */
        {"wilson", 300, 200, 3, 0x2795f31ed40e4e30ull},
        {"aldous-broder", 31, 17, 12345, 0xa4bf1a64501f5e38ull},
        {"aldous-broder", 157, 263, 9, 0xab868f8dc0202705ull},
        {"hunt-and-kill", 31, 17, 12345, 0x73c9e1115292b023ull},
        /* 4688 blocks of 64 cells, three tiers of hunt-and-kill's index:
         * the same maze as the plain scan from the top made. */
        {"hunt-and-kill", 600, 500, 3, 0x13a19edb81f21501ull},
        {"sidewinder", 31, 17, 12345, 0x84c77928bb63eb4bull},
        {"binary-tree", 31, 17, 12345, 0xd3a798ce7a7014bfull},
        {"growing-tree", 31, 17, 12345, 0x2402ba7d1987a109ull},
    };
    for (size_t i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        struct maze *m =
            make_maze(golden[i].name, golden[i].w, golden[i].h, golden[i].seed);
        cr_expect_eq(maze_hash(m), golden[i].hash,
                     "%s %ux%u seed %llu: hash 0x%016llx", golden[i].name,
                     golden[i].w, golden[i].h,
                     (unsigned long long)golden[i].seed,
                     (unsigned long long)maze_hash(m));
        maze_free(m);
    }
}

Test(generators, events_replay_into_the_same_maze)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_perfect_rect(g))
            continue;
        struct maze *m = NULL;
        cr_assert_eq(maze_new(23, 11, &m), MAZE_OK);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 3);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
        cr_assert_gt(rec.count, 0, "%s reports nothing", g->name);
        struct maze *again = replay(&rec, 23, 11);
        cr_expect_eq(maze_hash(again), maze_hash(m), "%s", g->name);
        /* The hook only watches: the maze is the one made without it. */
        struct maze *plain = make_maze(g->name, 23, 11, 3);
        cr_expect_eq(maze_hash(plain), maze_hash(m), "%s", g->name);
        maze_free(plain);
        maze_free(again);
        maze_free(m);
        free(rec.ev);
    }
}

static void count_event(const struct maze_event *ev, void *user)
{
    (void)ev;
    (*(size_t *)user)++;
}

/* Kruskal's maze on a rectangle without a hook is made tile by tile, some
 * walls left for the end; with a hook (as with a mask or another shape)
 * every wall is taken by weight. Both must be the one minimum spanning
 * tree, across tile edges and in part tiles. */
Test(generators, kruskal_tiles_make_the_maze_of_the_plain_way)
{
    static const uint32_t sz[][2] = {{1, 1},     {1, 300},   {300, 1},
                                     {128, 128}, {129, 129}, {257, 130},
                                     {300, 299}, {130, 3},   {3, 260}};
    const struct maze_generator *g = maze_generator_find("kruskal");
    for (size_t i = 0; i < sizeof sz / sizeof sz[0]; i++) {
        for (uint64_t seed = 1; seed <= 6; seed++) {
            struct maze *tiled = make_maze("kruskal", sz[i][0], sz[i][1], seed);
            struct maze *plain = NULL;
            cr_assert_eq(maze_new(sz[i][0], sz[i][1], &plain), MAZE_OK);
            size_t carved = 0;
            struct maze_hook hook = {count_event, &carved};
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_generate(plain, g, &rng, NULL, &hook), MAZE_OK);
            cr_expect_eq(carved, tiled->cells - 1);
            bool perfect = false;
            cr_assert_eq(maze_check_perfect(tiled, &perfect), MAZE_OK);
            cr_expect(perfect, "%ux%u seed %llu", sz[i][0], sz[i][1],
                      (unsigned long long)seed);
            cr_expect_eq(maze_hash(tiled), maze_hash(plain), "%ux%u seed %llu",
                         sz[i][0], sz[i][1], (unsigned long long)seed);
            maze_free(tiled);
            maze_free(plain);
        }
    }
}

/* Past its limit kruskal is refused before the grid is touched (the 2.5
 * GB of this one are never faulted in). */
Test(generators, kruskal_refuses_more_cells_than_it_can_number)
{
    const struct maze_generator *g = maze_generator_find("kruskal");
    cr_assert_gt(g->max_cells, 1000000000u);
    struct maze *m = NULL;
    cr_assert_eq(maze_new(50000, 50000, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_expect_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_ERR_TOO_BIG);
    maze_free(m);
    for (const struct maze_generator *o = maze_generators(); o->name; o++)
        cr_expect(o == g || o->max_cells == 0, "%s has a limit", o->name);
}

/* Random weights make the random-order Kruskal maze: its dead ends are
 * the fingerprint of ../shared/bench-limit's plain Kruskal (0.31 of the
 * cells; 0.307 here), far from binary tree's 0.25 or the backtracker's
 * 0.10. A weight that was not random, or a tile edge that showed, would
 * move it. */
Test(generators, kruskal_dead_ends_are_kruskals)
{
    struct maze *m = make_maze("kruskal", 500, 500, 9);
    double share = (double)maze_dead_ends(m) / (double)m->cells;
    cr_expect(share > 0.300 && share < 0.320, "dead ends %.4f", share);
    maze_free(m);
}

Test(generators, backtracker_walks_and_backtracks)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(15, 9, &m), MAZE_OK);
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 11);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("backtracker"), &rng, NULL, &hook),
        MAZE_OK);
    /* It carves from where it stands: every carve starts at the head,
     * which moves by carving forward or stepping back. */
    cr_assert_eq(rec.ev[0].kind, MAZE_EV_VISIT);
    size_t head = rec.ev[0].a;
    size_t carves = 0;
    for (size_t i = 1; i < rec.count; i++) {
        cr_assert_eq(rec.ev[i].a, head, "event %zu leaves from elsewhere", i);
        cr_assert(maze_linked(m, rec.ev[i].a, rec.ev[i].b));
        carves += rec.ev[i].kind == MAZE_EV_CARVE;
        head = rec.ev[i].b;
    }
    cr_expect_eq(carves, m->cells - 1);
    cr_expect_eq(head, rec.ev[0].a, "it ends where it began");
    maze_free(m);
    free(rec.ev);
}

Test(generators, prim_draws_from_the_frontier)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(12, 12, &m), MAZE_OK);
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 4);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("prim"), &rng, NULL, &hook),
        MAZE_OK);
    /* Every carve opens a wall that was announced as a candidate before,
     * from a carved cell into an uncarved one. */
    uint8_t *in = calloc(m->cells, 1);
    uint8_t *candidate = calloc(m->cells * 4, 1);
    for (size_t i = 0; i < rec.count; i++) {
        const struct maze_event *ev = &rec.ev[i];
        if (ev->kind == MAZE_EV_VISIT)
            in[ev->a] = 1;
        if (ev->kind == MAZE_EV_FRONTIER) {
            cr_assert(in[ev->a] && !in[ev->b]);
            candidate[ev->a * 4 + (size_t)mz_direction(m, ev->a, ev->b)] = 1;
        }
        if (ev->kind == MAZE_EV_CARVE) {
            cr_assert(in[ev->a] && !in[ev->b]);
            cr_assert(
                candidate[ev->a * 4 + (size_t)mz_direction(m, ev->a, ev->b)]);
            in[ev->b] = 1;
        }
    }
    free(in);
    free(candidate);
    maze_free(m);
    free(rec.ev);
}

Test(generators, division_splits_by_shape_with_one_gap)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(37, 23, &m), MAZE_OK);
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 8);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("division"), &rng, NULL, &hook),
        MAZE_OK);
    cr_assert_eq(rec.ev[0].kind, MAZE_EV_CLEAR, "it starts from an open field");
    size_t splits = 0;
    size_t squares = 0;
    bool both_ways_on_squares[2] = {false, false};
    for (size_t i = 1; i < rec.count; i++) {
        const struct maze_event *s = &rec.ev[i];
        if (s->kind != MAZE_EV_SPLIT)
            continue;
        splits++;
        cr_assert(s->w >= 2 && s->h >= 2, "fields one cell wide stay whole");
        if (s->h > s->w)
            cr_assert(s->horizontal, "taller than wide: horizontal wall");
        else if (s->w > s->h)
            cr_assert(!s->horizontal, "wider than tall: vertical wall");
        else {
            squares++;
            both_ways_on_squares[s->horizontal] = true;
        }
        /* The wall: one WALL event per cell along it but the gap. */
        uint32_t length = s->horizontal ? s->w : s->h;
        uint32_t walls = 0;
        for (size_t j = i + 1; j < rec.count && rec.ev[j].kind == MAZE_EV_WALL;
             j++) {
            const struct maze_event *w = &rec.ev[j];
            uint32_t ax = 0;
            uint32_t ay = 0;
            maze_cell_xy(m, w->a, &ax, &ay);
            if (s->horizontal)
                cr_assert(ay == s->at && w->b == w->a + m->width &&
                          ax >= s->x && ax < s->x + s->w);
            else
                cr_assert(ax == s->at && w->b == w->a + 1 && ay >= s->y &&
                          ay < s->y + s->h);
            cr_assert_neq(w->a, s->a, "the gap stays open");
            walls++;
        }
        cr_assert_eq(walls, length - 1, "one gap in each wall");
        cr_assert(maze_linked(m, s->a, s->b), "the gap is a passage");
        cr_assert_neq(s->region, s->new_region);
    }
    cr_expect_gt(splits, 0);
    cr_expect(squares < 2 ||
                  (both_ways_on_squares[0] && both_ways_on_squares[1]),
              "squares are split both ways");
    maze_free(m);
    free(rec.ev);
}

Test(generators, division_picks_both_ways_for_squares)
{
    bool seen[2] = {false, false};
    for (uint64_t seed = 0; seed < 40; seed++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(8, 8, &m), MAZE_OK);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        maze_generate(m, maze_generator_find("division"), &rng, NULL, &hook);
        seen[rec.ev[1].horizontal] = true; /* the first split: 8x8 */
        maze_free(m);
        free(rec.ev);
    }
    cr_expect(seen[0] && seen[1]);
}

/* Each field draws from a stream of its own, keyed by its place in the
 * tree of fields: depth first and a level at a time make the same maze,
 * with the same splits (in another order), and the level order reports
 * every split of one depth before any of the next. */
Test(generators, division_same_maze_depth_first_and_by_levels)
{
    static const uint32_t shapes[][2] = {{1, 1},   {2, 2},  {12, 12},
                                         {31, 17}, {5, 60}, {64, 3}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        for (uint64_t seed = 0; seed < 30; seed++) {
            struct maze *deep = NULL;
            struct maze *wide = NULL;
            cr_assert_eq(maze_new(shapes[s][0], shapes[s][1], &deep), MAZE_OK);
            cr_assert_eq(maze_new(shapes[s][0], shapes[s][1], &wide), MAZE_OK);
            struct recording rd = {0};
            struct recording rw = {0};
            struct maze_hook hd = {record_event, &rd};
            struct maze_hook hw = {record_event, &rw};
            struct maze_rng rng;
            const struct maze_gen_opts plain = {0};
            maze_rng_seed(&rng, seed);
            cr_assert_eq(mz_divide(deep, &rng, &plain, &hd, false), MAZE_OK);
            maze_rng_seed(&rng, seed);
            cr_assert_eq(mz_divide(wide, &rng, &plain, &hw, true), MAZE_OK);
            cr_assert_eq(maze_hash(deep), maze_hash(wide), "%ux%u seed %llu",
                         deep->width, deep->height, (unsigned long long)seed);
            cr_assert_eq(rd.count, rw.count);
            size_t splits = 0;
            uint32_t depth = 0;
            for (size_t i = 0; i < rw.count; i++) {
                const struct maze_event *e = &rw.ev[i];
                if (e->kind != MAZE_EV_SPLIT)
                    continue;
                cr_assert_geq(e->depth, depth, "a level at a time");
                depth = e->depth;
                bool found = false;
                for (size_t j = 0; j < rd.count && !found; j++) {
                    const struct maze_event *f = &rd.ev[j];
                    found = f->kind == MAZE_EV_SPLIT && f->x == e->x &&
                            f->y == e->y && f->w == e->w && f->h == e->h &&
                            f->at == e->at && f->a == e->a &&
                            f->horizontal == e->horizontal &&
                            f->depth == e->depth;
                }
                cr_assert(found,
                          "split %zu of the levels is a split of the "
                          "depth-first run",
                          i);
                splits++;
            }
            /* And no split of the depth-first run is missing. */
            size_t deep_splits = 0;
            for (size_t j = 0; j < rd.count; j++)
                deep_splits += rd.ev[j].kind == MAZE_EV_SPLIT;
            cr_assert_eq(splits, deep_splits);
            maze_free(deep);
            maze_free(wide);
            free(rd.ev);
            free(rw.ev);
        }
    }
}

/* What a generate call with a hook does (an animation) and what one
 * without does are the same maze. */
Test(generators, division_same_maze_watched_or_not)
{
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze *plain = make_maze("division", 40, 25, seed);
        struct maze *seen = NULL;
        cr_assert_eq(maze_new(40, 25, &seen), MAZE_OK);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_generate(seen, maze_generator_find("division"), &rng,
                                   NULL, &hook),
                     MAZE_OK);
        cr_assert_eq(maze_hash(plain), maze_hash(seen));
        maze_free(plain);
        maze_free(seen);
        free(rec.ev);
    }
}

/* The row generators' hook-free loops (binary-tree sixteen cells at a
 * time, sidewinder with its draws made ahead and given back) make the
 * maze a cell at a time with a hook, and must leave the same maze and the
 * generator at the same point (a braid or the ends come from it next). At
 * 1000x1000, seeds 1 to 4 each have sidewinder cells whose pick is
 * rejected and drawn again (1, 2, 5 and 1 of them, counted when this was
 * written), which the hook-free loop hands to its slow path. */
Test(generators, row_generators_same_maze_and_rng_watched_or_not)
{
    static const uint32_t sz[][2] = {{1, 1},  {1, 300}, {300, 1},
                                     {17, 5}, {2, 2},   {1000, 1000}};
    static const char *const names[] = {"sidewinder", "binary-tree", "eller"};
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
        const struct maze_generator *g = maze_generator_find(names[n]);
        for (size_t i = 0; i < sizeof sz / sizeof sz[0]; i++) {
            for (uint64_t seed = 1; seed <= 4; seed++) {
                struct maze *plain = NULL;
                struct maze *seen = NULL;
                cr_assert_eq(maze_new(sz[i][0], sz[i][1], &plain), MAZE_OK);
                cr_assert_eq(maze_new(sz[i][0], sz[i][1], &seen), MAZE_OK);
                struct maze_rng a;
                struct maze_rng b;
                maze_rng_seed(&a, seed);
                maze_rng_seed(&b, seed);
                size_t events = 0;
                struct maze_hook hook = {count_event, &events};
                cr_assert_eq(maze_generate(plain, g, &a, NULL, NULL), MAZE_OK);
                cr_assert_eq(maze_generate(seen, g, &b, NULL, &hook), MAZE_OK);
                cr_expect_eq(maze_hash(plain), maze_hash(seen),
                             "%s %ux%u seed %llu", names[n], sz[i][0], sz[i][1],
                             (unsigned long long)seed);
                cr_expect_eq(memcmp(&a, &b, sizeof a), 0,
                             "%s %ux%u seed %llu: the generator is elsewhere",
                             names[n], sz[i][0], sz[i][1],
                             (unsigned long long)seed);
                maze_free(plain);
                maze_free(seen);
            }
        }
    }
}

/* From half a million cells on, binary-tree splits its rows into four
 * stretches, each with its own copy of the generator jumped ahead (where
 * the CPU has AVX2): the mazes and the generator's state after must be
 * those of the one stream a watched maze draws from, for every bias, with
 * rows left over past the stretches and widths that are not a multiple
 * of sixteen, on a new grid and on one that held a maze. */
static void four_stretches_are_one_stream(void)
{
    static const uint32_t sz[][2] = {
        {1024, 1025}, {1037, 1031}, {17, 65600}, {3000, 401}};
    static const unsigned bias[] = {0, (1u << MAZE_SOUTH) | (1u << MAZE_EAST),
                                    (1u << MAZE_NORTH) | (1u << MAZE_EAST),
                                    (1u << MAZE_SOUTH) | (1u << MAZE_WEST)};
    const struct maze_generator *g = maze_generator_find("binary-tree");
    for (size_t i = 0; i < sizeof sz / sizeof sz[0]; i++) {
        struct maze *plain = NULL;
        struct maze *seen = NULL;
        cr_assert_eq(maze_new(sz[i][0], sz[i][1], &plain), MAZE_OK);
        cr_assert_eq(maze_new(sz[i][0], sz[i][1], &seen), MAZE_OK);
        for (size_t k = 0; k < sizeof bias / sizeof bias[0]; k++) {
            struct maze_gen_opts opts = {.bias = bias[k]};
            struct maze_rng a;
            struct maze_rng b;
            maze_rng_seed(&a, 7 + k);
            maze_rng_seed(&b, 7 + k);
            size_t events = 0;
            struct maze_hook hook = {count_event, &events};
            cr_assert_eq(maze_generate(plain, g, &a, &opts, NULL), MAZE_OK);
            cr_assert_eq(maze_generate(seen, g, &b, &opts, &hook), MAZE_OK);
            cr_expect_eq(maze_hash(plain), maze_hash(seen), "%ux%u bias %#x",
                         sz[i][0], sz[i][1], bias[k]);
            cr_expect_eq(memcmp(&a, &b, sizeof a), 0,
                         "%ux%u bias %#x: the generator is elsewhere", sz[i][0],
                         sz[i][1], bias[k]);
        }
        maze_free(plain);
        maze_free(seen);
    }
}

/* With the widest vector unit the CPU has: AVX-512 where it has that. */
Test(generators, binary_tree_in_four_stretches_is_one_stream, .timeout = 120)
{
    four_stretches_are_one_stream();
}

static void keep_to_avx2(void)
{
    mz_binary_tree_avx2_only = true;
}

static void let_avx512_back(void)
{
    mz_binary_tree_avx2_only = false;
}

/* And with AVX2 alone, on a CPU that has AVX-512 too (elsewhere the test
 * above ran that way). */
Test(generators, binary_tree_in_four_stretches_with_avx2_is_one_stream,
     .init = keep_to_avx2, .fini = let_avx512_back, .timeout = 120)
{
#ifdef __x86_64__
    if (!__builtin_cpu_supports("avx512f") ||
        !__builtin_cpu_supports("avx512vl") ||
        !__builtin_cpu_supports("avx512bw"))
        cr_skip_test("no AVX-512: the test above kept to AVX2");
#endif
    four_stretches_are_one_stream();
}

/* The row generators find OFF cells a row at a time, as they make the
 * maze: one in the last row is refused when the rows above are made, and
 * the grid and generator must then be as maze_generate() promises (every
 * wall up, OFF cells kept) and as they were. */
Test(generators, row_generators_refuse_an_off_cell_in_the_last_row)
{
    static const char *const names[] = {"sidewinder", "binary-tree", "eller",
                                        "binary-tree"};
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
        const struct maze_generator *g = maze_generator_find(names[n]);
        /* The last: large enough for binary-tree's four stretches. */
        uint32_t w = n == 3 ? 1100 : 40, h = n == 3 ? 1000 : 30;
        struct maze *m = make_maze("backtracker", w, h, 5); /* passages */
        size_t off = maze_cell_at(m, w - 1, h - 1);
        m->cell[off] |= MAZE_CELL_OFF;
        struct maze_rng rng;
        maze_rng_seed(&rng, 9);
        const struct maze_rng before = rng;
        cr_expect_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_ERR_ARG, "%s",
                     names[n]);
        cr_expect_eq(memcmp(&rng, &before, sizeof rng), 0,
                     "%s drew from the generator", names[n]);
        for (size_t c = 0; c < m->cells; c++)
            cr_assert_eq(m->cell[c], c == off ? MAZE_CELL_OFF : 0,
                         "%s: cell %zu is %#x", names[n], c, m->cell[c]);
        maze_free(m);
    }
}

/* Binary-tree's four stretches look at each row just before they make it:
 * an OFF cell anywhere (the row without coins, a stretch's first or last
 * row, the rows past the stretches) refuses the maze as the last row's
 * does, and a grid with passages already in it gives the fresh grid's. */
Test(generators, binary_tree_lanes_refuse_an_off_cell_in_any_row)
{
    const struct maze_generator *g = maze_generator_find("binary-tree");
    const uint32_t w = 1100, h = 1000; /* stretches of 248 rows */
    static const unsigned biases[] = {0, (1u << MAZE_SOUTH) | (1u << MAZE_EAST)};
    static const uint32_t rows[] = {0, 1, 247, 248, 249, 250, 500, 992, 993, 995, 999};
    for (size_t b = 0; b < 2; b++) {
        struct maze_gen_opts opts = {.bias = biases[b]};
        for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
            struct maze *m = make_maze("backtracker", w, h, 5); /* passages */
            size_t off = maze_cell_at(m, (uint32_t)(r * 97 % w), rows[r]);
            m->cell[off] |= MAZE_CELL_OFF;
            struct maze_rng rng;
            maze_rng_seed(&rng, 9);
            const struct maze_rng before = rng;
            cr_expect_eq(maze_generate(m, g, &rng, &opts, NULL), MAZE_ERR_ARG,
                         "bias %zu row %u", b, rows[r]);
            cr_expect_eq(memcmp(&rng, &before, sizeof rng), 0,
                         "bias %zu row %u: drew from the generator", b, rows[r]);
            for (size_t c = 0; c < m->cells; c++)
                cr_assert_eq(m->cell[c], c == off ? MAZE_CELL_OFF : 0,
                             "bias %zu row %u: cell %zu is %#x", b, rows[r], c,
                             m->cell[c]);
            maze_free(m);
        }
        struct maze *fresh = NULL, *dirty = make_maze("backtracker", w, h, 5);
        cr_assert_eq(maze_new(w, h, &fresh), MAZE_OK);
        struct maze_rng r1, r2;
        maze_rng_seed(&r1, 9);
        maze_rng_seed(&r2, 9);
        cr_assert_eq(maze_generate(fresh, g, &r1, &opts, NULL), MAZE_OK);
        cr_assert_eq(maze_generate(dirty, g, &r2, &opts, NULL), MAZE_OK);
        cr_expect_eq(memcmp(fresh->cell, dirty->cell, fresh->cells), 0,
                     "bias %zu: the carved grid gave another maze", b);
        cr_expect_eq(memcmp(&r1, &r2, sizeof r1), 0, "bias %zu", b);
        maze_free(fresh);
        maze_free(dirty);
    }
}

static void *generate_big(void *arg)
{
    struct maze *m = arg;
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    enum maze_err err =
        maze_generate(m, maze_generator_find("backtracker"), &rng, NULL, NULL);
    return err == MAZE_OK ? m : NULL;
}

Test(generators, backtracker_4000_square_small_stack_one_byte_per_cell,
     .timeout = 120)
{
    long before = peak_kib();
    struct maze *m = NULL;
    cr_assert_eq(maze_new(4000, 4000, &m), MAZE_OK);
    /* A 64 KiB stack: recursion that grows with the maze would die here
     * on the first long corridor. */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 64 * 1024);
    pthread_t thread;
    cr_assert_eq(pthread_create(&thread, &attr, generate_big, m), 0);
    void *result = NULL;
    pthread_join(thread, &result);
    cr_assert_eq(result, m, "generation failed");
#ifndef MAZE_SANITIZED
    /* 16 million cells: 15625 KiB of cells; allow a MiB for the rest (the
     * thread's stack, the code's pages first touched, the allocator's):
     * 5% was 10 KiB short on a fresh Debian 12. (Under AddressSanitizer
     * its shadow memory makes this meaningless.) */
    long grown = peak_kib() - before;
    cr_expect_leq(grown, 15625 + 1024, "grew %ld KiB", grown);
#else
    (void)before;
#endif
    cr_expect_eq(maze_passages(m), m->cells - 1);
    maze_free(m);
}

Test(generators, streamed_rows_are_the_maze_made_whole)
{
    size_t streaming = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        struct maze_stream *s = NULL;
        if (!maze_generator_streams(g)) {
            cr_expect_eq(maze_stream_new(g, 10, 10, &rng, NULL, &s),
                         MAZE_ERR_ARG, "%s", g->name);
            continue;
        }
        streaming++;
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            for (uint64_t seed = 0; seed < 10; seed++) {
                struct maze *m =
                    make_maze(g->name, sizes[k][0], sizes[k][1], seed);
                maze_rng_seed(&rng, seed);
                cr_assert_eq(
                    maze_stream_new(g, m->width, m->height, &rng, NULL, &s),
                    MAZE_OK);
                for (uint32_t y = 0; y < m->height; y++) {
                    const uint8_t *row = maze_stream_next(s);
                    cr_assert_not_null(row);
                    cr_assert_arr_eq(row, m->cell + maze_cell_at(m, 0, y),
                                     m->width, "%s row %u", g->name, y);
                }
                cr_assert_null(maze_stream_next(s), "no row past the end");
                maze_stream_free(s);
                maze_free(m);
            }
        }
    }
    cr_expect_eq(streaming, 3, "eller, sidewinder and binary-tree stream");
}

/* What a generator leaves in the random generator matters too: braiding
 * draws from it next. Pinned for the row generators, whose bit use is the
 * most intricate. */
Test(generators, golden_after_braiding)
{
    const struct {
        const char *name;
        uint64_t hash;
    } golden[] = {
        {"eller", 0xe9345396cf48b8cbull},
        {"sidewinder", 0xdd49e37e41389c6aull},
        {"binary-tree", 0xd62e91596e8f1a3full},
        /* These keep the generator in a local (kruskal draws once, for
         * its weights): the state they leave must be the one drawing in
         * place would leave. */
        {"backtracker", 0x92c7a13cbed180fbull},
        {"prim", 0xf44a9695aed46426ull},
        {"kruskal", 0xfdcfc694149f206cull},
    };
    for (size_t i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(29, 13, &m), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 77);
        cr_assert_eq(maze_generate(m, maze_generator_find(golden[i].name), &rng,
                                   NULL, NULL),
                     MAZE_OK);
        cr_assert_eq(maze_braid(m, 0.5, &rng, NULL), MAZE_OK);
        cr_expect_eq(maze_hash(m), golden[i].hash, "%s: hash 0x%016llx",
                     golden[i].name, (unsigned long long)maze_hash(m));
        maze_free(m);
    }
}

/* The backtracker's steps, counted as they come: a walk whose ways back
 * are wrong (its ring of recent ones, say) would wander for ever, so the
 * count is checked at every step and the test stops at the first one too
 * many instead of hanging. */
struct walk_count {
    size_t carves, backtracks, limit;
};

static void count_step(const struct maze_event *ev, void *user)
{
    struct walk_count *n = user;
    n->carves += ev->kind == MAZE_EV_CARVE;
    n->backtracks += ev->kind == MAZE_EV_BACKTRACK;
    cr_assert_leq(n->carves + n->backtracks, n->limit,
                  "more steps than a walk of %zu cells takes", n->limit / 2);
}

Test(generators, backtracker_steps_back_once_per_cell, .timeout = 60)
{
    /* Sizes whose paths run past the ring of recent ways back (a byte per
     * 128 cells, at least 64), so that steps back take their way from the
     * ring, then from the grid, then from the ring refilled. */
    const uint32_t shapes[][2] = {
        {300, 200}, {1000, 700}, {3, 4000}, {4000, 3}};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(shapes[i][0], shapes[i][1], &m), MAZE_OK);
        struct walk_count n = {0, 0, 2 * m->cells};
        struct maze_hook hook = {count_step, &n};
        struct maze_rng rng;
        maze_rng_seed(&rng, 5);
        cr_assert_eq(maze_generate(m, maze_generator_find("backtracker"), &rng,
                                   NULL, &hook),
                     MAZE_OK);
        cr_expect_eq(n.carves, m->cells - 1);
        cr_expect_eq(n.backtracks, m->cells - 1);
        cr_expect_eq(maze_passages(m), m->cells - 1);
        maze_free(m);
    }
}
