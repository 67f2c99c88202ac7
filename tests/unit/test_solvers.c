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
        cr_assert(s->gives_up, "%s gave up", s->name);
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
    const struct maze_solve_opts hands[2] = {{.hand = MAZE_HAND_LEFT},
                                             {.hand = MAZE_HAND_RIGHT}};
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

/* An end that no passage leads to costs a solver steps in proportion to
 * the maze (Pledge's 8 laps of a wall are the most): the random mouse,
 * which walks up to 128 * passages * cells steps before it gives up on a
 * reachable end, sees at once that this one is out of reach (a fuzzed
 * maze of 374 cells took it 18 million steps). Counted in reported
 * steps, not in time. */
Test(solvers, an_unreachable_end_costs_steps_in_proportion)
{
    /* An open room of 8 x 5 cells around S, and E walled off beside it. */
    const char *text = "###################\n"
                       "#S              # #\n"
                       "#               # #\n"
                       "#               #E#\n"
                       "#               # #\n"
                       "#               # #\n"
                       "###################\n";
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze *m = NULL;
        cr_assert_eq(read_from_string(text, &m, NULL), MAZE_OK);
        struct recording rec = {0};
        struct maze_hook hook = {record_event, &rec};
        struct maze_route r = {0};
        cr_expect_eq(maze_solve(m, s, NULL, &hook, &r), MAZE_ERR_NO_ROUTE,
                     "%s", s->name);
        size_t size = (size_t)m->cells + (size_t)maze_passages(m);
        cr_expect_leq(rec.count, 32 * size, "%s: %zu steps for %zu cells",
                      s->name, rec.count, (size_t)m->cells);
        free(rec.ev);
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

/* ------------------------------------------- the classic walkers and
 * fillers (Daedalus, mazelib): what each promises, held to brute force */

/* Marks in on_route every cell of some route from c to goal that visits
 * no cell twice; returns whether one was found from c. */
static bool mark_routes(const struct maze *m, size_t c, size_t goal,
                        uint8_t *on_path, uint8_t *on_route)
{
    if (c == goal) {
        on_route[c] = 1;
        return true;
    }
    bool found = false;
    on_path[c] = 1;
    for (int d = 0; d < (int)maze_directions(m); d++) {
        size_t next = maze_neighbour(m, c, d);
        if (next != MAZE_NONE && !on_path[next] && maze_open(m, c, d) &&
            mark_routes(m, next, goal, on_path, on_route))
            found = true;
    }
    on_path[c] = 0;
    if (found)
        on_route[c] = 1;
    return found;
}

/* The cells a filler filled (MAZE_EV_FILL), each once. */
static uint8_t *filled_by(struct maze *m, const char *solver,
                          struct maze_route *r)
{
    struct recording rec = {0};
    struct maze_hook hook = {record_event, &rec};
    cr_assert_eq(maze_solve(m, maze_solver_find(solver), NULL, &hook, r),
                 MAZE_OK, "%s", solver);
    uint8_t *filled = calloc(m->cells, 1);
    for (size_t i = 0; i < rec.count; i++) {
        if (rec.ev[i].kind != MAZE_EV_FILL)
            continue;
        cr_assert_not(filled[rec.ev[i].a], "%s filled %zu twice", solver,
                      rec.ev[i].a);
        filled[rec.ev[i].a] = 1;
    }
    free(rec.ev);
    return filled;
}

/* The blind-alley sealer leaves exactly the cells that lie on some route
 * (visiting no cell twice) from start to end, in braided mazes too. */
Test(solvers, blind_alley_seal_leaves_every_route_and_nothing_else)
{
    size_t seals = 0;
    for (uint64_t seed = 0; seed < 12; seed++) {
        struct maze *m = make_maze("prim", 5, 4, seed);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_braid(m, (double)(seed % 4) / 3.0, &rng, NULL),
                     MAZE_OK);
        for (size_t a = 0; a < m->cells; a += 3) {
            for (size_t b = 0; b < m->cells; b++) {
                if (a == b)
                    continue;
                m->start = a;
                m->end = b;
                uint8_t *on_path = calloc(m->cells, 1);
                uint8_t *on_route = calloc(m->cells, 1);
                mark_routes(m, a, b, on_path, on_route);
                struct maze_route r = {0};
                uint8_t *filled = filled_by(m, "blind-alley-seal", &r);
                for (size_t c = 0; c < m->cells; c++) {
                    cr_assert_neq(filled[c], on_route[c],
                                  "seed %llu %zu->%zu: cell %zu %s",
                                  (unsigned long long)seed, a, b, c,
                                  on_route[c] ? "on a route was sealed"
                                              : "off every route was left");
                    seals += filled[c];
                }
                maze_route_release(&r);
                free(filled);
                free(on_route);
                free(on_path);
            }
        }
        maze_free(m);
    }
    cr_expect_gt(seals, 0);
}

/* A noose: a stalk from the route down to a loop. Dead-end filling sees
 * no dead end in it; the cul-de-sac filler and the blind-alley sealer
 * fill all of it and leave the route alone. */
Test(solvers, fillers_clear_a_noose_dead_end_filling_cannot)
{
    const char *text = "#######\n"
                       "#S   E#\n"
                       "### ###\n"
                       "#     #\n"
                       "# ### #\n"
                       "#     #\n"
                       "#######\n";
    const char *fillers[] = {"dead-end-fill", "cul-de-sac-fill",
                             "blind-alley-seal"};
    for (size_t i = 0; i < 3; i++) {
        struct maze *m = NULL;
        cr_assert_eq(read_from_string(text, &m, NULL), MAZE_OK);
        struct maze_route r = {0};
        uint8_t *filled = filled_by(m, fillers[i], &r);
        size_t count = 0;
        size_t open = 0;
        for (size_t c = 0; c < m->cells; c++) {
            count += filled[c];
            open += !(m->cell[c] & MAZE_CELL_OFF);
        }
        for (size_t k = 0; k < r.length; k++)
            cr_expect_not(filled[r.cells[k]], "%s filled the route",
                          fillers[i]);
        cr_expect_eq(r.length, 3);
        cr_expect_eq(count, i == 0 ? 0 : open - r.length, "%s filled %zu",
                     fillers[i], count);
        maze_route_release(&r);
        free(filled);
        maze_free(m);
    }
}

/* The Pledge walker reaches every cell beside the outer wall, whatever
 * loops the maze has, with either hand; an end inside, beside an island,
 * can defeat it, and then it says so rather than walk for ever. */
Test(solvers, pledge_reaches_every_end_on_the_border)
{
    const struct maze_solver *s = maze_solver_find("pledge");
    size_t defeats = 0;
    for (uint64_t seed = 0; seed < 16; seed++) {
        struct maze *m = make_maze(seed % 2 ? "kruskal" : "backtracker", 7,
                                   6, seed);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_braid(m, (double)(seed % 4) / 3.0, &rng, NULL),
                     MAZE_OK);
        for (size_t a = 0; a < m->cells; a++) {
            for (size_t b = 0; b < m->cells; b++) {
                uint32_t x = 0, y = 0;
                maze_cell_xy(m, b, &x, &y);
                bool border = x == 0 || y == 0 || x == m->width - 1 ||
                              y == m->height - 1;
                struct maze_solve_opts how = {.hand = b % 2};
                struct maze_route r = {0};
                m->start = a;
                m->end = b;
                enum maze_err e = maze_solve(m, s, &how, NULL, &r);
                if (!border && e == MAZE_ERR_DEFEATED) {
                    defeats++;
                    continue;
                }
                cr_assert_eq(e, MAZE_OK, "seed %llu %zu->%zu: %s",
                             (unsigned long long)seed, a, b,
                             maze_strerror(e));
                cr_assert(route_valid(m, &r, a, b));
                maze_route_release(&r);
            }
        }
        maze_free(m);
    }
    cr_expect_gt(defeats, 0, "islands never defeated it: the limit untested");
}

/* The chain's guides always find the line again on flat grids, braided
 * or not: it never gives up there. */
Test(solvers, chain_never_gives_up_on_a_flat_grid)
{
    const enum maze_shape shapes[] = {MAZE_SHAPE_RECT, MAZE_SHAPE_HEX,
                                      MAZE_SHAPE_TRIANGLE, MAZE_SHAPE_POLAR,
                                      MAZE_SHAPE_UPSILON};
    const struct maze_solver *s = maze_solver_find("chain");
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++) {
        for (uint64_t seed = 0; seed < 8; seed++) {
            struct maze *m = NULL;
            cr_assert_eq(maze_new_shape(shapes[i], 6, 5, &m), MAZE_OK);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_generate(m, maze_generator_find("backtracker"),
                                       &rng, NULL, NULL),
                         MAZE_OK);
            cr_assert_eq(maze_braid(m, (double)(seed % 3) / 2.0, &rng, NULL),
                         MAZE_OK);
            for (size_t a = 0; a < m->cells; a++) {
                for (size_t b = 0; b < m->cells; b++) {
                    struct maze_route r = {0};
                    m->start = a;
                    m->end = b;
                    enum maze_err e = maze_solve(m, s, NULL, NULL, &r);
                    cr_assert_eq(e, MAZE_OK, "%s seed %llu %zu->%zu: %s",
                                 maze_shape_name(shapes[i]),
                                 (unsigned long long)seed, a, b,
                                 maze_strerror(e));
                    cr_assert(route_valid(m, &r, a, b));
                    maze_route_release(&r);
                }
            }
            maze_free(m);
        }
    }
}

/* The random mouse's walk is its seed's: the same seed walks the same
 * way, other seeds other ways. */
Test(solvers, random_mouse_walks_by_its_seed)
{
    struct maze *m = make_maze("prim", 12, 9, 4);
    struct maze_rng rng;
    maze_rng_seed(&rng, 4);
    cr_assert_eq(maze_braid(m, 0.5, &rng, NULL), MAZE_OK);
    const struct maze_solver *s = maze_solver_find("random-mouse");
    size_t differ = 0;
    for (uint64_t seed = 0; seed < 8; seed++) {
        struct maze_solve_opts how = {.seed = seed};
        struct maze_route one = {0};
        struct maze_route two = {0};
        struct maze_route other = {0};
        cr_assert_eq(maze_solve(m, s, &how, NULL, &one), MAZE_OK);
        cr_assert_eq(maze_solve(m, s, &how, NULL, &two), MAZE_OK);
        how.seed += 100;
        cr_assert_eq(maze_solve(m, s, &how, NULL, &other), MAZE_OK);
        cr_assert_eq(one.visited, two.visited);
        cr_assert_eq(one.length, two.length);
        cr_assert_arr_eq(one.cells, two.cells, one.length * sizeof *one.cells);
        differ += one.visited != other.visited || one.length != other.length;
        maze_route_release(&one);
        maze_route_release(&two);
        maze_route_release(&other);
    }
    cr_expect_gt(differ, 4);
    maze_free(m);
}
