/*
 * test_solve.c - breadth-first search against brute force, from any cell,
 * on perfect and braided mazes; and the farthest ends.
 */
#include <stdlib.h>

#include "helpers.h"
#include "mz.h"

Test(solve, bfs_matches_brute_force_on_braided_mazes)
{
    const uint32_t shapes[][2] = {{4, 4}, {5, 3}, {3, 5}, {2, 6}, {1, 5}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        for (uint64_t seed = 0; seed < 40; seed++) {
            struct maze *m = make_maze(seed % 2 ? "prim" : "backtracker",
                                       shapes[s][0], shapes[s][1], seed);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, (double)(seed % 5) / 4.0, &rng, NULL),
                         MAZE_OK);
            /* Every pair of cells, so "from any cell" is covered. */
            for (size_t a = 0; a < m->cells; a++) {
                for (size_t b = 0; b < m->cells; b++) {
                    m->start = a;
                    m->end = b;
                    struct maze_route r = {0};
                    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
                    cr_assert(route_valid(m, &r, a, b));
                    cr_assert_eq(r.length - 1, brute_force_steps(m, a, b),
                                 "%ux%u seed %llu from %zu to %zu", m->width,
                                 m->height, (unsigned long long)seed, a, b);
                    maze_route_release(&r);
                }
            }
            for (size_t c = 0; c < m->cells; c++)
                cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0);
            maze_free(m);
        }
    }
}

Test(solve, no_route_and_no_ends_are_reported)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 1, &m), MAZE_OK);
    maze_link(m, 0, 1);
    struct maze_route r = {.length = 99};
    cr_expect_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_ERR_NO_ROUTE);
    cr_expect_eq(r.length, 99, "out-parameter untouched");
    m->end = MAZE_NONE;
    cr_expect_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_ERR_NO_ENDS);
    for (size_t c = 0; c < m->cells; c++)
        cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0);
    maze_free(m);
}

Test(solve, one_cell_route)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(1, 1, &m), MAZE_OK);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_expect_eq(r.length, 1);
    cr_expect_eq(r.cells[0], 0);
    maze_route_release(&r);
    maze_free(m);
}

Test(solve, hook_sees_the_wave_and_the_route)
{
    struct maze *m = make_maze("backtracker", 9, 9, 2);
    struct maze_rng rng;
    maze_rng_seed(&rng, 2);
    maze_braid(m, 0.5, &rng, NULL);
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
    size_t last_distance = 0;
    size_t routes = 0;
    for (size_t i = 0; i < rec.count; i++) {
        if (rec.ev[i].kind == MAZE_EV_SOLVE_VISIT) {
            cr_assert_geq(rec.ev[i].distance, last_distance,
                          "the wave only moves outward");
            last_distance = rec.ev[i].distance;
        } else if (rec.ev[i].kind != MAZE_EV_PROGRESS) {
            cr_assert_eq(rec.ev[i].kind, MAZE_EV_ROUTE);
            cr_assert_eq(rec.ev[i].a, r.cells[routes]);
            routes++;
        }
    }
    cr_expect_eq(routes, r.length);
    cr_expect_geq(r.visited, r.length, "it looked at every route cell");
    maze_route_release(&r);
    free(rec.ev);
    maze_free(m);
}

/* The longest shortest route over all pairs, the slow way. */
static size_t diameter(struct maze *m)
{
    size_t best = 0;
    for (size_t a = 0; a < m->cells; a++) {
        for (size_t b = a + 1; b < m->cells; b++) {
            m->start = a;
            m->end = b;
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            if (r.length - 1 > best)
                best = r.length - 1;
            maze_route_release(&r);
        }
    }
    return best;
}

Test(solve, farthest_ends_span_the_longest_route)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_perfect_rect(g))
            continue;
        for (uint64_t seed = 0; seed < 20; seed++) {
            struct maze *m = make_maze(g->name, 7, 6, seed);
            size_t want = diameter(m);
            cr_assert_eq(maze_ends_farthest(m), MAZE_OK);
            cr_assert_lt(m->start, m->end);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            cr_assert_eq(r.length - 1, want, "%s seed %llu", g->name,
                         (unsigned long long)seed);
            maze_route_release(&r);
            maze_free(m);
        }
    }
}

/* With loops two sweeps can fall short of the longest route (prim 15x10
 * seed 6 braided fully: 25 steps of 26): the farthest ends, and the
 * longest route maze_measure() reports, are the diameter all the same. */
Test(solve, farthest_ends_span_the_longest_route_with_loops)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_perfect_rect(g))
            continue;
        for (uint64_t seed = 0; seed < 12; seed++) {
            struct maze *m = make_maze(g->name, 7, 6, seed);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, seed % 2 ? 1.0 : 0.5, &rng, NULL),
                         MAZE_OK);
            size_t want = diameter(m);
            struct maze_stats st;
            cr_assert_eq(maze_measure(m, &st), MAZE_OK);
            cr_expect_eq(st.longest, want, "%s seed %llu: longest", g->name,
                         (unsigned long long)seed);
            cr_assert_eq(maze_ends_farthest(m), MAZE_OK);
            cr_assert_lt(m->start, m->end);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            cr_expect_eq(r.length - 1, want, "%s seed %llu", g->name,
                         (unsigned long long)seed);
            maze_route_release(&r);
            maze_free(m);
        }
    }
    struct maze *m = make_maze("prim", 15, 10, 6);
    struct maze_rng rng;
    maze_rng_seed(&rng, 6);
    cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
    size_t want = diameter(m);
    cr_assert_eq(maze_ends_farthest(m), MAZE_OK);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_expect_eq(r.length - 1, want);
    maze_route_release(&r);
    maze_free(m);
}

Test(solve, registry_finds_bfs)
{
    cr_assert_not_null(maze_solver_find("bfs"));
    cr_expect_eq(maze_solver_find("bfs"), maze_solvers());
    cr_expect_null(maze_solver_find("nope"));
}

Test(solve, from_any_cell_leaves_the_start_alone)
{
    struct maze *m = make_maze("prim", 9, 7, 4);
    size_t start = m->start;
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        for (size_t from = 0; from < m->cells; from++) {
            struct maze_route r = {0};
            cr_assert_eq(maze_solve_from(m, s, from, NULL, NULL, &r), MAZE_OK,
                         "%s from %zu", s->name, from);
            cr_assert(route_valid(m, &r, from, m->end), "%s from %zu",
                      s->name, from);
            cr_assert_eq(m->start, start, "%s moved the start", s->name);
            maze_route_release(&r);
        }
    }
    struct maze_route r = {.length = 99};
    cr_expect_eq(maze_solve_from(m, NULL, m->cells, NULL, NULL, &r),
                 MAZE_ERR_ARG);
    cr_expect_eq(r.length, 99, "out-parameter untouched");
    maze_free(m);
}
