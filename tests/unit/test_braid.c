/*
 * test_braid.c - braiding removes the asked-for share of dead ends and
 * only ever opens walls.
 */
#include <math.h>

#include "helpers.h"
#include "mz.h"

/* A dead end that braiding could remove: it has a wall to a neighbour
 * (a cell, not rock: OFF cells are no neighbour to open into). */
static size_t removable_dead_ends(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++) {
        if ((m->cell[c] & MAZE_CELL_OFF) || maze_degree(m, c) != 1)
            continue;
        for (int d = 0; d < 4; d++)
            if (maze_neighbour(m, c, d) != MAZE_NONE &&
                !(m->cell[maze_neighbour(m, c, d)] & MAZE_CELL_OFF) &&
                !maze_open(m, c, d)) {
                n++;
                break;
            }
    }
    return n;
}

Test(braid, share_one_leaves_no_removable_dead_end)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_rect(g))
            continue;
        for (uint64_t seed = 0; seed < 30; seed++) {
            struct maze *m = make_maze(g->name, 25, 14, seed);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
            cr_assert_eq(removable_dead_ends(m), 0, "%s seed %llu", g->name,
                         (unsigned long long)seed);
            maze_free(m);
        }
    }
}

Test(braid, corridor_ends_cannot_be_removed)
{
    struct maze *m = make_maze("backtracker", 1, 9, 1);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
    cr_expect_eq(maze_dead_ends(m), 2);
    cr_expect_eq(maze_passages(m), 8);
    maze_free(m);
}

Test(braid, half_removes_about_half)
{
    double total_share = 0;
    for (uint64_t seed = 0; seed < 50; seed++) {
        struct maze *m = make_maze("prim", 30, 30, seed);
        size_t before = maze_dead_ends(m);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_braid(m, 0.5, &rng, NULL), MAZE_OK);
        size_t removed = before - maze_dead_ends(m);
        /* The target is the share rounded; one opening may remove two
         * dead ends, so it can pass the target by one, never more. */
        size_t target = (size_t)llround(before * 0.5);
        cr_assert(removed == target || removed == target + 1,
                  "seed %llu: removed %zu of %zu", (unsigned long long)seed,
                  removed, before);
        total_share += (double)removed / (double)before;
        maze_free(m);
    }
    cr_expect(fabs(total_share / 50 - 0.5) < 0.02);
}

Test(braid, only_opens_walls_and_reports_them)
{
    struct maze *m = make_maze("backtracker", 20, 20, 9);
    struct maze *before = make_maze("backtracker", 20, 20, 9);
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 2);
    cr_assert_eq(maze_braid(m, 0.7, &rng, &hook), MAZE_OK);
    for (size_t c = 0; c < m->cells; c++)
        cr_assert_eq(before->cell[c] & ~m->cell[c], 0, "a wall went up");
    cr_expect_eq(maze_passages(m), maze_passages(before) + rec.count);
    for (size_t i = 0; i < rec.count; i++) {
        cr_assert_eq(rec.ev[i].kind, MAZE_EV_CARVE);
        cr_assert(maze_linked(m, rec.ev[i].a, rec.ev[i].b));
    }
    free(rec.ev);
    maze_free(m);
    maze_free(before);
}

Test(braid, zero_changes_nothing_and_bad_shares_are_refused)
{
    struct maze *m = make_maze("prim", 10, 10, 1);
    uint64_t hash = maze_hash(m);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_expect_eq(maze_braid(m, 0.0, &rng, NULL), MAZE_OK);
    cr_expect_eq(maze_hash(m), hash);
    cr_expect_eq(maze_braid(m, -0.1, &rng, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_braid(m, 1.5, &rng, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_braid(m, NAN, &rng, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_hash(m), hash);
    maze_free(m);
}
