/*
 * test_small_mazes.c - the paths that datasets of many small mazes take
 * (the backtracker's walk in local arrays, breadth-first search with its
 * marks in a local array, the hash and the clearing eight cells at a
 * time) make what the general paths make: the same maze, the generator
 * left at the same point, the same route and count of cells visited.
 * A hook sends the generator and the solver down their general paths, so
 * each pair below is the same call with and without one.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "helpers.h"
#include "mz.h"

/* Sizes on both sides of the small paths' limits: the backtracker's (its
 * grid with a border within MZ_BACKTRACKER_SMALL: 62 x 62 is in, 63 x 62
 * and 4094 x 1 out) and the search's (1024 cells: 32 x 32 in, 33 x 32
 * out), the thin and tiny ones, and each width the walk has a copy of its
 * loop for (5, 8, 10, 16, 20, 32). */
static const uint32_t sizes[][2] = {
    {1, 1},   {1, 2},    {2, 1},    {1, 30},  {30, 1},  {2, 2},
    {3, 7},   {10, 10},  {17, 5},   {32, 32}, {33, 32}, {62, 62},
    {63, 62}, {64, 1},   {1, 400},  {4094, 1}, {4095, 1}, {5, 9},
    {8, 3},   {16, 16},  {20, 12},  {32, 7},
};

static void count_event(const struct maze_event *ev, void *user)
{
    (void)ev;
    (*(size_t *)user)++;
}

/* OFF cells in a scatter that depends on seed (none for seed 0). */
static void scatter_off(struct maze *m, uint64_t seed)
{
    if (!seed)
        return;
    struct maze_rng rng;
    maze_rng_seed(&rng, seed * 7919);
    for (size_t c = 0; c < m->cells; c++)
        if (maze_rng_below(&rng, 5) == 0)
            m->cell[c] |= MAZE_CELL_OFF;
}

/* The backtracker on a width x height grid (OFF cells scattered by off)
 * with seed makes the same maze, and leaves its generator at the same
 * point, watched (the general path) or not (the small one). */
static void same_watched_or_not(uint32_t width, uint32_t height,
                                uint64_t seed, uint64_t off)
{
    const struct maze_generator *g = maze_generator_find("backtracker");
    struct maze *plain = NULL;
    struct maze *seen = NULL;
    cr_assert_eq(maze_new(width, height, &plain), MAZE_OK);
    cr_assert_eq(maze_new(width, height, &seen), MAZE_OK);
    scatter_off(plain, off);
    scatter_off(seen, off);
    struct maze_rng a;
    struct maze_rng b;
    maze_rng_seed(&a, seed);
    maze_rng_seed(&b, seed);
    size_t events = 0;
    struct maze_hook hook = {count_event, &events};
    cr_assert_eq(maze_generate(plain, g, &a, NULL, NULL), MAZE_OK);
    cr_assert_eq(maze_generate(seen, g, &b, NULL, &hook), MAZE_OK);
    cr_expect_eq(memcmp(plain->cell, seen->cell, plain->cells), 0,
                 "%ux%u seed %llu: another maze", width, height,
                 (unsigned long long)seed);
    cr_expect_eq(memcmp(&a, &b, sizeof a), 0,
                 "%ux%u seed %llu: the generator is elsewhere", width,
                 height, (unsigned long long)seed);
    maze_free(plain);
    maze_free(seen);
}

Test(small_mazes, backtracker_same_maze_and_rng_watched_or_not)
{
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (uint64_t seed = 0; seed < 6; seed++) /* 3-5 with OFF cells */
            same_watched_or_not(sizes[i][0], sizes[i][1], seed,
                                seed < 3 ? 0 : seed);
}

/* A pick of one of three refuses a 16-bit chunk of 0 and takes the next
 * (one chunk in 65,536), and one of two or four never refuses: many
 * large grids, so that some of their walks meet a refused chunk. */
Test(small_mazes, backtracker_refuses_the_same_chunks)
{
    for (uint64_t seed = 0; seed < 400; seed++)
        same_watched_or_not(62, 62, seed, 0);
}

/* The same route, cell for cell, and the same count of cells visited,
 * from the search with and without a hook, between random ends, on
 * perfect and braided mazes (whose shortest routes are many: the order
 * of the search picks one). */
Test(small_mazes, bfs_same_route_watched_or_not)
{
    const struct maze_solver *bfs = maze_solver_find("bfs");
    cr_assert(bfs);
    const double braids[] = {0, 0.5, 1};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        if ((uint64_t)sizes[i][0] * sizes[i][1] > 5000)
            continue; /* the thin 4094-cell ones: the search's limit is far */
        for (size_t b = 0; b < 3; b++) {
            for (uint64_t seed = 1; seed <= 4; seed++) {
                struct maze *m = NULL;
                cr_assert_eq(maze_new(sizes[i][0], sizes[i][1], &m), MAZE_OK);
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                cr_assert_eq(maze_generate(m, maze_generator_find("prim"),
                                           &rng, NULL, NULL),
                             MAZE_OK);
                cr_assert_eq(maze_braid(m, braids[b], &rng, NULL), MAZE_OK);
                size_t from = (size_t)maze_rng_below(&rng, m->cells);
                size_t to = (size_t)maze_rng_below(&rng, m->cells);
                size_t events = 0;
                struct maze_hook hook = {count_event, &events};
                struct maze_route plain = {0};
                struct maze_route seen = {0};
                m->end = to;
                cr_assert_eq(maze_solve_from(m, bfs, from, NULL, NULL, &plain),
                             MAZE_OK);
                cr_assert_eq(maze_solve_from(m, bfs, from, NULL, &hook, &seen),
                             MAZE_OK);
                cr_expect_eq(plain.length, seen.length, "%ux%u braid %g",
                             sizes[i][0], sizes[i][1], braids[b]);
                cr_expect_eq(plain.visited, seen.visited, "%ux%u braid %g",
                             sizes[i][0], sizes[i][1], braids[b]);
                if (plain.length == seen.length)
                    cr_expect_eq(memcmp(plain.cells, seen.cells,
                                        plain.length * sizeof *plain.cells),
                                 0, "%ux%u braid %g: another route",
                                 sizes[i][0], sizes[i][1], braids[b]);
                cr_expect(route_valid(m, &plain, from, to));
                /* The scratch bits are left clear, as the sweep leaves
                 * them. */
                for (size_t c = 0; c < m->cells; c++)
                    cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0);
                maze_route_release(&plain);
                maze_route_release(&seen);
                maze_free(m);
            }
        }
    }
}

Test(small_mazes, bfs_no_route_watched_or_not)
{
    /* No passages at all: no cell but the start is reached. */
    struct maze *m = NULL;
    cr_assert_eq(maze_new(6, 4, &m), MAZE_OK);
    const struct maze_solver *bfs = maze_solver_find("bfs");
    size_t events = 0;
    struct maze_hook hook = {count_event, &events};
    struct maze_route r = {0};
    cr_expect_eq(maze_solve(m, bfs, NULL, NULL, &r), MAZE_ERR_NO_ROUTE);
    cr_expect_eq(maze_solve(m, bfs, NULL, &hook, &r), MAZE_ERR_NO_ROUTE);
    cr_expect_null(r.cells);
    maze_free(m);
}

/* FNV-1a over the kept bits of each cell, one at a time. */
static uint64_t hash_one_by_one(const struct maze *m)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t c = 0; c < m->cells; c++) {
        h ^= m->cell[c] & maze_keep_bits(m);
        h *= 0x100000001b3ull;
    }
    return h;
}

Test(small_mazes, hash_and_clear_eight_at_a_time)
{
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        struct maze *m = make_maze("backtracker", sizes[i][0], sizes[i][1], 3);
        for (size_t c = 0; c < m->cells; c += 3)
            m->cell[c] |= MZ_MARK; /* scratch: not hashed */
        cr_expect_eq(maze_hash(m), hash_one_by_one(m), "%ux%u", sizes[i][0],
                     sizes[i][1]);
        scatter_off(m, 1);
        uint8_t *off = malloc(m->cells);
        for (size_t c = 0; c < m->cells; c++)
            off[c] = m->cell[c] & MAZE_CELL_OFF;
        maze_clear(m);
        cr_expect_eq(memcmp(m->cell, off, m->cells), 0,
                     "%ux%u: only OFF bits are left", sizes[i][0],
                     sizes[i][1]);
        free(off);
        maze_free(m);
    }
}
