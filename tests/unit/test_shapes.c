/*
 * test_shapes.c - hexagonal, triangular, polar and upsilon grids: the
 * topology is
 * consistent (every neighbour relation goes both ways, every wall has one
 * home), every generator that says it takes a shape makes perfect mazes
 * on it, the others refuse, and every solver finds valid
 * (and where promised shortest) routes, checked against brute force.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

static const enum maze_shape shapes[] = {MAZE_SHAPE_HEX, MAZE_SHAPE_TRIANGLE,
                                         MAZE_SHAPE_POLAR, MAZE_SHAPE_UPSILON};

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 9}, {9, 1}, {3, 2}, {7, 13}, {31, 17}, {6, 8},
};

/* One column of triangles is not a grid (see maze_new_shape()). */
static bool skip(enum maze_shape shape, uint32_t w, uint32_t h)
{
    return shape == MAZE_SHAPE_TRIANGLE && w == 1 && h > 1;
}

static struct maze *new_shape(enum maze_shape shape, uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(shape, w, h, &m), MAZE_OK, "%s %ux%u",
                 maze_shape_name(shape), w, h);
    return m;
}

Test(shapes, names_round_trip)
{
    for (int s = MAZE_SHAPE_RECT; s <= MAZE_SHAPE_LAST; s++) {
        enum maze_shape found = MAZE_SHAPE_RECT;
        cr_assert(maze_shape_find(maze_shape_name((enum maze_shape)s), &found));
        cr_assert_eq(found, (enum maze_shape)s);
    }
    enum maze_shape untouched = MAZE_SHAPE_HEX;
    cr_assert_not(maze_shape_find("oval", &untouched));
    cr_assert_eq(untouched, MAZE_SHAPE_HEX);
}

/* The memory a polar maze needs is counted in 64 bits and said as such
 * even where size_t cannot hold it: the web page's 32-bit library said a
 * polar maze of 100000 rings "needs 97.7 KiB" (its width times height),
 * where it needs 27.4 GiB, as here. */
Test(shapes, polar_memory_is_counted_past_size_t)
{
    size_t bytes = 0;
    cr_assert_eq(maze_shape_bytes(MAZE_SHAPE_POLAR, 1, 100000, &bytes),
                 MAZE_OK);
    double need = mz_shape_need(MAZE_SHAPE_POLAR, 1, 100000);
    cr_assert_eq(need, (double)bytes);
    cr_assert_gt(need, 27.4 * 1024 * 1024 * 1024);
    cr_assert_lt(need, 27.5 * 1024 * 1024 * 1024);
    cr_assert_eq(mz_shape_need(MAZE_SHAPE_RECT, 70000, 70000),
                 70000.0 * 70000 + sizeof(struct maze));
}

Test(shapes, polar_rings_grow_to_keep_cells_square)
{
    struct maze *m = new_shape(MAZE_SHAPE_POLAR, 1, 7);
    /* A round centre, six round it, then doubling when the cells of the
     * ring inside would be about twice as wide as deep. */
    const uint32_t want[7] = {1, 6, 12, 24, 24, 24, 48};
    for (uint32_t r = 0; r < 7; r++)
        cr_assert_eq(mz_ring_cells(m, r), want[r], "ring %u", r);
    cr_assert_eq(m->cells, 1 + 6 + 12 + 24 + 24 + 24 + 48);
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        cr_assert_eq(maze_cell_at(m, x, y), c);
    }
    maze_free(m);
    struct maze *bad = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 2, 5, &bad), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 3, (1u << 20) + 1, &bad),
                 MAZE_ERR_TOO_BIG);
    cr_assert_eq(maze_new_shape((enum maze_shape)9, 3, 3, &bad), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_TRIANGLE, 1, 2, &bad), MAZE_ERR_ARG);
    cr_assert_null(bad);
}

/* Every neighbour relation is mutual through mz_back, opening a wall from
 * one side opens it from the other and only it, and the neighbour counts
 * are the shape's: six inside a hex grid, three for triangles. */
Test(shapes, neighbours_are_mutual_and_walls_have_one_home)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            if (skip(shapes[s], sizes[k][0], sizes[k][1]))
                continue;
            struct maze *m = new_shape(shapes[s], sizes[k][0], sizes[k][1]);
            size_t sides = 0;
            for (size_t c = 0; c < m->cells; c++) {
                struct mz_at a = mz_at(m, c);
                unsigned count = 0;
                for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++) {
                    struct mz_at b;
                    if (!mz_next(m, a, d, &b)) {
                        cr_assert_eq(maze_neighbour(m, c, d), MAZE_NONE);
                        continue;
                    }
                    count++;
                    cr_assert_neq(b.c, c);
                    cr_assert_eq(maze_neighbour(m, c, d), b.c);
                    int back = mz_back(m, a, d);
                    cr_assert_eq(maze_neighbour(m, b.c, back), c,
                                 "%s cell %zu dir %d",
                                 maze_shape_name(m->shape), c, d);
                    cr_assert_not(maze_open(m, c, d));
                    cr_assert_eq(maze_link(m, c, b.c), MAZE_OK);
                    cr_assert(maze_open(m, c, d));
                    cr_assert(maze_open(m, b.c, back));
                    cr_assert_eq(maze_passages(m), 1);
                    cr_assert_eq(maze_unlink(m, b.c, c), MAZE_OK);
                    cr_assert_eq(maze_passages(m), 0);
                }
                sides += count;
                uint32_t x = a.x, y = a.y;
                if (m->shape == MAZE_SHAPE_HEX && x > 0 && y > 0 &&
                    x + 1 < m->width && y + 1 < m->height)
                    cr_assert_eq(count, 6);
                if (m->shape == MAZE_SHAPE_TRIANGLE && x > 0 && y > 0 &&
                    x + 1 < m->width && y + 1 < m->height)
                    cr_assert_eq(count, 3);
            }
            /* Opening everything opens each wall once. */
            for (size_t c = 0; c < m->cells; c++)
                for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++)
                    if (maze_neighbour(m, c, d) != MAZE_NONE)
                        maze_link(m, c, maze_neighbour(m, c, d));
            cr_assert_eq(maze_passages(m) * 2, sides);
            maze_free(m);
        }
    }
}

Test(shapes, graph_generators_make_perfect_mazes_on_every_shape)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        /* Caves and dungeons are not perfect, and classical needs its own
         * grid (test_forms.c). */
        if (g->imperfect || g->polar_only)
            continue;
        for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
            for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
                if (skip(shapes[s], sizes[k][0], sizes[k][1]))
                    continue;
                struct maze *m = new_shape(shapes[s], sizes[k][0], sizes[k][1]);
                for (uint64_t seed = 0; seed < 30; seed++) {
                    struct maze_rng rng;
                    maze_rng_seed(&rng, seed);
                    enum maze_err err = maze_generate(m, g, &rng, NULL, NULL);
                    if (!maze_generator_takes(g, shapes[s], false)) {
                        cr_assert_eq(err, MAZE_ERR_ARG, "%s must refuse %s",
                                     g->name, maze_shape_name(shapes[s]));
                        break;
                    }
                    cr_assert_eq(err, MAZE_OK);
                    bool perfect = false;
                    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                    cr_assert(perfect, "%s on %s %ux%u seed %llu", g->name,
                              maze_shape_name(shapes[s]), m->width, m->height,
                              (unsigned long long)seed);
                    cr_assert_eq(maze_passages(m), m->cells - 1);
                    for (size_t c = 0; c < m->cells; c++)
                        cr_assert_eq(m->cell[c] & ~maze_keep_bits(m), 0,
                                     "%s left scratch bits", g->name);
                }
                maze_free(m);
            }
        }
    }
}

Test(shapes, masks_work_on_hex_and_triangle_grids)
{
    for (size_t s = 0; s < 2; s++) {
        struct maze *m = new_shape(shapes[s], 9, 9);
        /* A hole in the middle leaves a ring: still one part. */
        for (uint32_t y = 3; y < 6; y++)
            for (uint32_t x = 3; x < 6; x++)
                m->cell[maze_cell_at(m, x, y)] |= MAZE_CELL_OFF;
        size_t parts = 0;
        cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
        cr_assert_eq(parts, 1);
        struct maze_rng rng;
        maze_rng_seed(&rng, 5);
        cr_assert_eq(
            maze_generate(m, maze_generator_find("wilson"), &rng, NULL, NULL),
            MAZE_OK);
        bool perfect = false;
        maze_check_perfect(m, &perfect);
        cr_assert(perfect);
        cr_assert_eq(maze_passages(m), m->cells - 9 - 1);
        maze_free(m);
    }
}

Test(shapes, golden_hashes)
{
    /* Pinned: the same seed makes the same maze of every shape, on every
     * platform. A change here is a deliberate break of that promise. */
    const struct {
        enum maze_shape shape;
        const char *gen;
        uint64_t hash;
    } golden[] = {
        {MAZE_SHAPE_HEX, "backtracker", 0xdb34e603e85f670full},
        {MAZE_SHAPE_TRIANGLE, "prim", 0x733a0e68f011b263ull},
        {MAZE_SHAPE_POLAR, "kruskal", 0x7e9725edcd542f4full},
        {MAZE_SHAPE_POLAR, "wilson", 0x1a265943748f5544ull},
        {MAZE_SHAPE_POLAR, "division", 0x030817da51b4fe8eull},
        {MAZE_SHAPE_UPSILON, "growing-tree", 0x20974a6a3096da99ull},
    };
    for (size_t i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        struct maze *m = new_shape(golden[i].shape, 12, 10);
        struct maze_rng rng;
        maze_rng_seed(&rng, 42);
        maze_generate(m, maze_generator_find(golden[i].gen), &rng, NULL, NULL);
        cr_expect_eq(maze_hash(m), golden[i].hash, "%s %s: 0x%016llx",
                     maze_shape_name(golden[i].shape), golden[i].gen,
                     (unsigned long long)maze_hash(m));
        maze_free(m);
    }
}

Test(shapes, events_replay_into_the_same_maze)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        for (const struct maze_generator *g = maze_generators(); g->name; g++) {
            if (!g->masks)
                continue;
            struct maze *m = new_shape(shapes[s], 8, 6);
            struct recording rec = {0};
            struct maze_hook hook = {record_event, &rec};
            struct maze_rng rng;
            maze_rng_seed(&rng, 3);
            cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
            struct maze *again = new_shape(shapes[s], 8, 6);
            for (size_t i = 0; i < rec.count; i++)
                if (rec.ev[i].kind == MAZE_EV_CARVE)
                    cr_assert_eq(maze_link(again, rec.ev[i].a, rec.ev[i].b),
                                 MAZE_OK);
            cr_assert_eq(maze_hash(again), maze_hash(m), "%s on %s", g->name,
                         maze_shape_name(shapes[s]));
            free(rec.ev);
            maze_free(again);
            maze_free(m);
        }
    }
}

Test(shapes, every_solver_on_every_shape_against_brute_force)
{
    const struct maze_solve_opts hands[2] = {{.hand = MAZE_HAND_LEFT},
                                             {.hand = MAZE_HAND_RIGHT}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        for (uint64_t seed = 0; seed < 8; seed++) {
            /* Small enough for brute force: polar 3 x 2 has 9 cells. */
            uint32_t w = shapes[s] == MAZE_SHAPE_POLAR ? 3 : 4;
            uint32_t h = shapes[s] == MAZE_SHAPE_POLAR ? 2 : 3;
            struct maze *m = new_shape(shapes[s], w, h);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            maze_generate(m, maze_generator_find("backtracker"), &rng, NULL,
                          NULL);
            bool perfect = seed % 2 == 0;
            if (!perfect)
                maze_braid(m, 1.0, &rng, NULL);
            for (const struct maze_solver *v = maze_solvers(); v->name; v++) {
                if (!maze_solver_takes(v, m, 0, 0)) {
                    /* A solver that counts turns refuses the polar grid. */
                    struct maze_route r = {0};
                    cr_assert_eq(maze_solve(m, v, NULL, NULL, &r),
                                 MAZE_ERR_CONFLICT, "%s", v->name);
                    cr_assert_eq(m->shape, MAZE_SHAPE_POLAR, "%s", v->name);
                    continue;
                }
                for (size_t a = 0; a < m->cells; a++) {
                    for (size_t b = 0; b < m->cells; b++) {
                        m->start = a;
                        m->end = b;
                        size_t best = brute_force_steps(m, a, b);
                        struct maze_route r = {0};
                        enum maze_err err =
                            maze_solve(m, v, &hands[b % 2], NULL, &r);
                        for (size_t c = 0; c < m->cells; c++)
                            cr_assert_eq(m->cell[c] & ~maze_keep_bits(m), 0,
                                         "%s left scratch bits", v->name);
                        if (err == MAZE_ERR_DEFEATED) {
                            cr_assert(v->gives_up, "%s gave up", v->name);
                            cr_assert_not(perfect, "%s on a perfect %s maze",
                                          v->name, maze_shape_name(m->shape));
                            continue;
                        }
                        cr_assert_eq(err, MAZE_OK, "%s on %s: %s", v->name,
                                     maze_shape_name(m->shape),
                                     maze_strerror(err));
                        cr_assert(route_valid(m, &r, a, b),
                                  "%s on %s from %zu to %zu", v->name,
                                  maze_shape_name(m->shape), a, b);
                        if (perfect || v->shortest)
                            cr_assert_eq(r.length - 1, best,
                                         "%s on %s from %zu to %zu", v->name,
                                         maze_shape_name(m->shape), a, b);
                        maze_route_release(&r);
                    }
                }
            }
            maze_free(m);
        }
    }
}

Test(shapes, statistics_count_every_passage)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = new_shape(shapes[s], 10, 8);
        struct maze_rng rng;
        maze_rng_seed(&rng, 9);
        maze_generate(m, maze_generator_find("prim"), &rng, NULL, NULL);
        struct maze_stats st;
        cr_assert_eq(maze_measure(m, &st), MAZE_OK);
        cr_assert_eq(st.cells, m->cells);
        cr_assert_eq(st.passages, m->cells - 1);
        cr_assert_eq(st.loops, 0);
        cr_assert_eq(st.dead_ends, maze_dead_ends(m));
        cr_assert_eq(st.dead_ends + st.straights + st.turns + st.junctions3 +
                         st.junctions4,
                     m->cells);
        maze_free(m);
    }
}
