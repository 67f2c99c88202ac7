/*
 * test_stats.c - the texture figures: exact on a small maze, consistent
 * on every generator, loops only where braiding made them.
 */
#include "helpers.h"

Test(stats, small_maze_exactly)
{
    /* #######
     * #S    #   0-1-2 across the top, 0 down to 3, 3-4, 2 down to 5:
     * # ### #   dead ends 4 and 5; 0 is a turn, 1 straight, 2 a turn,
     * #   #E#   3 a turn.
     * ####### */
    struct maze *m = NULL;
    cr_assert_eq(read_from_string("#######\n#S    #\n# ### #\n#   #E#\n"
                                  "#######\n",
                                  &m, NULL),
                 MAZE_OK);
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    cr_expect_eq(s.cells, 6);
    cr_expect_eq(s.passages, 5);
    cr_expect_eq(s.dead_ends, 2);
    cr_expect_eq(s.junctions3, 0);
    cr_expect_eq(s.straights, 1);
    cr_expect_eq(s.turns, 3);
    cr_expect_eq(s.longest, 5, "from 4 round to 5");
    cr_expect(s.longest_from == 4 || s.longest_from == 5);
    cr_expect_eq(s.longest_from + s.longest_to, 9);
    cr_expect_eq(s.solution, 3);
    cr_expect_eq(s.loops, 0);
    /* No junction: the whole maze is one corridor of five steps. */
    cr_expect_float_eq(s.corridor, 5.0, 1e-9);
    maze_free(m);
}

Test(stats, figures_add_up_for_every_generator)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_rect(g))
            continue;
        for (uint64_t seed = 0; seed < 10; seed++) {
            struct maze *m = make_maze(g->name, 17, 11, seed);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            maze_braid(m, (double)(seed % 3) / 2.0, &rng, NULL);
            struct maze_stats s;
            cr_assert_eq(maze_measure(m, &s), MAZE_OK);
            cr_assert_eq(s.dead_ends + s.straights + s.turns + s.junctions3 +
                             s.junctions4,
                         s.cells, "%s: every cell is one kind", g->name);
            cr_assert_eq(s.passages, maze_passages(m));
            /* One part: passages beyond a tree's, cells - 1. */
            cr_assert_eq(s.loops, (long long)s.passages - (long long)s.cells + 1,
                         "%s", g->name);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            cr_assert_eq(s.solution, r.length - 1);
            cr_assert_geq(s.longest, s.solution);
            maze_route_release(&r);
            maze_free(m);
        }
    }
}

Test(stats, no_ends_no_solution)
{
    struct maze *m = make_maze("prim", 5, 5, 1);
    m->start = MAZE_NONE;
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    cr_expect_eq(s.solution, MAZE_NONE);
    maze_free(m);
}

/* A grid whose squares are all walls has no cells, and so no loops
 * (passages - cells + 1 counts them in a connected maze). */
Test(stats, no_cells_no_loops)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 2, &m), MAZE_OK);
    memset(m->cell, MAZE_CELL_OFF, m->cells);
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    cr_expect_eq(s.cells, 0);
    cr_expect_eq(s.passages, 0);
    cr_expect_eq(s.loops, 0);
    maze_free(m);
}
