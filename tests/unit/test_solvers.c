/*
 * test_solvers.c - every solver in the registry against brute force: a
 * valid route always (or an honest reason), the shortest where promised,
 * on perfect mazes, braided mazes and foreign grids with open rooms.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* Solves from a to b with s and checks the result against brute force;
 * returns the error, so callers can count defeats. */
static enum maze_err check_one(struct maze *m, const struct maze_solver *s,
                               const struct maze_solve_opts *opts, size_t a,
                               size_t b, bool perfect)
{
    m->start = a;
    m->end = b;
    size_t best = brute_force_steps(m, a, b);
    struct maze_route r = {0};
    enum maze_err err = maze_solve(m, s, opts, NULL, &r);
    for (size_t c = 0; c < m->cells; c++)
        cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0, "%s left scratch bits",
                     s->name);
    if (best == SIZE_MAX) {
        cr_assert_eq(err, MAZE_ERR_NO_ROUTE, "%s: no route exists", s->name);
        return err;
    }
    if (err == MAZE_ERR_DEFEATED) {
        cr_assert_str_eq(s->name, "wall-follower", "only loops defeat");
        cr_assert_not(perfect, "perfect mazes cannot defeat it");
        return err;
    }
    cr_assert_eq(err, MAZE_OK, "%s from %zu to %zu: %s", s->name, a, b,
                 maze_strerror(err));
    cr_assert(route_valid(m, &r, a, b), "%s gave an invalid route", s->name);
    cr_assert_geq(r.visited, r.length, "%s: visited counts its route", s->name);
    if (perfect || s->shortest)
        cr_assert_eq(r.length - 1, best, "%s from %zu to %zu", s->name, a, b);
    maze_route_release(&r);
    return err;
}

Test(solvers, every_solver_on_perfect_and_braided_mazes)
{
    const struct maze_solve_opts hands[2] = {{MAZE_HAND_LEFT},
                                             {MAZE_HAND_RIGHT}};
    size_t defeats = 0;
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        for (uint64_t seed = 0; seed < 24; seed++) {
            struct maze *m =
                make_maze(seed % 3 ? "prim" : "backtracker", 5, 4, seed);
            double share = (double)(seed % 4) / 3.0;
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, share, &rng, NULL), MAZE_OK);
            bool perfect = maze_passages(m) == m->cells - 1;
            for (size_t a = 0; a < m->cells; a++)
                for (size_t b = 0; b < m->cells; b++)
                    defeats += check_one(m, s, &hands[seed % 2], a, b,
                                         perfect) == MAZE_ERR_DEFEATED;
            maze_free(m);
        }
    }
    /* Loops do defeat the wall follower here: the honest path is tested. */
    cr_expect_gt(defeats, 0);
}

Test(solvers, every_solver_on_a_foreign_grid_with_rooms)
{
    const char *text = "###########\n"
                       "#S    #   #\n"
                       "# ### # # #\n"
                       "#   #   # #\n"
                       "#       #E#\n"
                       "###########\n";
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze *m = NULL;
        cr_assert_eq(read_from_string(text, &m, NULL), MAZE_OK);
        cr_assert(m->sheet);
        check_one(m, s, NULL, m->start, m->end, false);
        maze_free(m);
    }
}

Test(solvers, every_solver_says_no_route)
{
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze *m = NULL;
        cr_assert_eq(read_from_string("#######\n#S  #E#\n#######\n", &m, NULL),
                     MAZE_OK);
        struct maze_route r = {.length = 7};
        cr_expect_eq(maze_solve(m, s, NULL, NULL, &r), MAZE_ERR_NO_ROUTE, "%s",
                     s->name);
        cr_expect_eq(r.length, 7, "%s wrote its out-parameter", s->name);
        maze_free(m);
    }
}

Test(solvers, every_solver_reports_its_search)
{
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze *m = make_maze("kruskal", 9, 7, 3);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, s, NULL, &hook, &r), MAZE_OK, "%s", s->name);
        size_t searching = 0;
        size_t routes = 0;
        for (size_t i = 0; i < rec.count; i++) {
            searching += rec.ev[i].kind != MAZE_EV_ROUTE;
            routes += rec.ev[i].kind == MAZE_EV_ROUTE;
        }
        cr_expect_gt(searching, 0, "%s reports nothing", s->name);
        cr_expect_eq(routes, r.length, "%s", s->name);
        maze_route_release(&r);
        free(rec.ev);
        maze_free(m);
    }
}

/* In a perfect maze every cell off the route lies in a dead-end branch,
 * so dead-end filling fills each of them, once, and nothing on the route. */
Test(solvers, dead_end_filling_fills_every_cell_off_the_route)
{
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct maze *m = make_maze("backtracker", 15, 11, seed);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, maze_solver_find("dead-end-fill"), NULL,
                                &hook, &r),
                     MAZE_OK);
        bool *filled = calloc(m->cells, sizeof *filled);
        size_t fills = 0;
        for (size_t i = 0; i < rec.count; i++) {
            if (rec.ev[i].kind != MAZE_EV_FILL)
                continue;
            cr_expect_not(filled[rec.ev[i].a], "cell %zu filled twice",
                          rec.ev[i].a);
            filled[rec.ev[i].a] = true;
            fills++;
        }
        for (size_t i = 0; i < r.length; i++)
            cr_expect_not(filled[r.cells[i]], "route cell %zu filled",
                          r.cells[i]);
        cr_expect_eq(fills, m->cells - r.length, "seed %llu: %zu filled",
                     (unsigned long long)seed, fills);
        free(filled);
        maze_route_release(&r);
        free(rec.ev);
        maze_free(m);
    }
}

Test(solvers, astar_looks_at_fewer_cells_in_open_mazes)
{
    /* A fully braided maze has many equal routes; A*'s estimate steers
     * it, breadth-first spreads everywhere. */
    struct maze *m = make_maze("prim", 60, 60, 1);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    maze_braid(m, 1.0, &rng, NULL);
    struct maze_route a = {0};
    struct maze_route b = {0};
    cr_assert_eq(maze_solve(m, maze_solver_find("astar"), NULL, NULL, &a),
                 MAZE_OK);
    cr_assert_eq(maze_solve(m, maze_solver_find("bfs"), NULL, NULL, &b),
                 MAZE_OK);
    cr_expect_eq(a.length, b.length);
    cr_expect_lt(a.visited, b.visited, "astar %zu, bfs %zu", a.visited,
                 b.visited);
    maze_route_release(&a);
    maze_route_release(&b);
    maze_free(m);
}

/* maze.h says a solver's own solve() takes opts NULL: each one called so,
 * as a program may, finds the route maze_solve() finds with defaults. */
Test(solvers, each_solve_function_takes_no_options)
{
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze *m = make_maze("backtracker", 7, 5, 3);
        struct maze_route direct = {0};
        struct maze_route through = {0};
        cr_assert_eq(s->solve(m, m->start, m->end, NULL, NULL, &direct),
                     MAZE_OK, "%s with opts NULL", s->name);
        cr_assert_eq(maze_solve(m, s, NULL, NULL, &through), MAZE_OK);
        cr_assert_eq(direct.length, through.length, "%s", s->name);
        maze_route_release(&direct);
        maze_route_release(&through);
        maze_free(m);
    }
}
