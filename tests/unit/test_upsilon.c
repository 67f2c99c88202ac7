/*
 * test_upsilon.c - the upsilon grid of octagons and squares: the
 * checkerboard layout and its neighbours, the three wall bits of each
 * cell (which wall each holds), perfect mazes from every generator that
 * takes shapes over many seeds and small sizes (1x1, 1xN, Nx1, 2x2),
 * solvers against brute force on braided ones, the outlines worked out by
 * hand, JSON round trips and refusals, and the recipe's names.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"
#include "mz.h"

static struct maze *grid(uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_UPSILON, w, h, &m), MAZE_OK);
    return m;
}

static struct maze *generated(const char *gen, uint32_t w, uint32_t h,
                              uint64_t seed)
{
    struct maze *m = grid(w, h);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(maze_generate(m, maze_generator_find(gen), &rng, NULL, NULL),
                 MAZE_OK);
    return m;
}

/* Octagons where x + y is even, each with the squares across its straight
 * sides (even directions) and the octagons across its slanted ones (odd
 * directions); a square has four octagons. */
Test(upsilon, octagons_and_squares_in_a_checkerboard)
{
    struct maze *m = grid(7, 6);
    cr_assert_eq(maze_directions(m), 8);
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        bool octagon = (x + y) % 2 == 0;
        bool inside = x > 0 && y > 0 && x + 1 < m->width && y + 1 < m->height;
        unsigned count = 0;
        for (int d = 0; d < 8; d++) {
            size_t b = maze_neighbour(m, c, d);
            if (b == MAZE_NONE)
                continue;
            count++;
            uint32_t bx = 0, by = 0;
            maze_cell_xy(m, b, &bx, &by);
            cr_assert(octagon || d % 2 == 0, "a square has no direction %d", d);
            /* Straight sides join octagons to squares, slanted ones
             * octagons to octagons. */
            cr_assert_eq((bx + by) % 2 == 0, octagon == (d % 2 == 1),
                         "(%u, %u) dir %d", x, y, d);
            cr_assert_eq(maze_neighbour(m, b, (d + 4) % 8), c);
        }
        if (inside)
            cr_assert_eq(count, octagon ? 8u : 4u, "(%u, %u)", x, y);
    }
    /* The corners' octagon (0, 0): east, south-east, south only. */
    cr_assert_eq(maze_neighbour(m, 0, 0), 1);
    cr_assert_eq(maze_neighbour(m, 0, 1), maze_cell_at(m, 1, 1));
    cr_assert_eq(maze_neighbour(m, 0, 2), maze_cell_at(m, 0, 1));
    cr_assert_eq(maze_neighbour(m, 0, 3), MAZE_NONE);
    maze_free(m);
}

/* Each cell holds its east and south walls and the slanted one across its
 * south-east corner: an octagon's own south-east side, or for a square
 * the wall between the octagons east and south of it. */
Test(upsilon, each_cell_holds_three_walls)
{
    struct maze *m = grid(5, 5);
    const struct {
        uint32_t ax, ay, bx, by; /* two neighbours */
        uint32_t ox, oy;         /* the cell whose byte holds the wall */
        uint8_t bit;
    } walls[] = {
        {2, 2, 3, 2, 2, 2, MAZE_CELL_EAST},     {2, 2, 2, 3, 2, 2, MAZE_CELL_SOUTH},
        {2, 2, 1, 2, 1, 2, MAZE_CELL_EAST},     {2, 2, 2, 1, 2, 1, MAZE_CELL_SOUTH},
        {2, 2, 3, 3, 2, 2, MAZE_CELL_DIAGONAL}, {2, 2, 1, 1, 1, 1, MAZE_CELL_DIAGONAL},
        {2, 2, 1, 3, 1, 2, MAZE_CELL_DIAGONAL}, {2, 2, 3, 1, 2, 1, MAZE_CELL_DIAGONAL},
        {1, 2, 1, 3, 1, 2, MAZE_CELL_SOUTH},
    };
    for (size_t i = 0; i < sizeof walls / sizeof walls[0]; i++) {
        size_t a = maze_cell_at(m, walls[i].ax, walls[i].ay);
        size_t b = maze_cell_at(m, walls[i].bx, walls[i].by);
        cr_assert_eq(maze_link(m, a, b), MAZE_OK);
        for (size_t c = 0; c < m->cells; c++) {
            uint8_t want =
                c == maze_cell_at(m, walls[i].ox, walls[i].oy) ? walls[i].bit
                                                               : 0;
            cr_assert_eq(m->cell[c], want, "wall %zu: cell %zu is 0x%02x",
                         i, c, m->cell[c]);
        }
        cr_assert(maze_linked(m, b, a));
        cr_assert_eq(maze_passages(m), 1);
        cr_assert_eq(maze_unlink(m, b, a), MAZE_OK);
    }
    /* Squares are not neighbours of each other, nor octagons across a
     * square. */
    cr_assert_eq(maze_link(m, maze_cell_at(m, 1, 0), maze_cell_at(m, 0, 1)),
                 MAZE_ERR_ARG);
    cr_assert_eq(maze_link(m, maze_cell_at(m, 0, 0), maze_cell_at(m, 2, 0)),
                 MAZE_ERR_ARG);
    maze_free(m);
}

Test(upsilon, every_generator_that_takes_shapes_makes_perfect_mazes,
     .timeout = 120)
{
    static const uint32_t sizes[][2] = {
        {1, 1}, {1, 2}, {2, 1}, {1, 7}, {8, 1}, {2, 2}, {2, 3},
        {3, 3}, {4, 4}, {5, 2}, {9, 7}, {16, 11},
    };
    size_t made = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            struct maze *m = grid(sizes[k][0], sizes[k][1]);
            for (uint64_t seed = 0; seed < 60; seed++) {
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                enum maze_err err = maze_generate(m, g, &rng, NULL, NULL);
                if (!maze_generator_takes(g, MAZE_SHAPE_UPSILON, false)) {
                    cr_assert_eq(err, MAZE_ERR_ARG, "%s must refuse",
                                 g->name);
                    break;
                }
                cr_assert_eq(err, MAZE_OK, "%s", g->name);
                cr_assert_eq(maze_passages(m), m->cells - 1,
                             "%s %ux%u seed %llu: %zu passages", g->name,
                             m->width, m->height, (unsigned long long)seed,
                             maze_passages(m));
                /* Every cell reached from the first: a spanning tree. */
                struct maze_distances dist = {0};
                cr_assert_eq(maze_distances_from(m, 0, &dist), MAZE_OK);
                cr_assert_eq(dist.reached, m->cells, "%s %ux%u seed %llu",
                             g->name, m->width, m->height,
                             (unsigned long long)seed);
                maze_distances_release(&dist);
                for (size_t c = 0; c < m->cells; c++)
                    cr_assert_eq(m->cell[c] & ~maze_keep_bits(m), 0,
                                 "%s left scratch bits", g->name);
                made++;
            }
            maze_free(m);
        }
    }
    cr_assert_gt(made, 0);
    /* The generators of any grid take it: the general topology path. */
    for (const struct maze_generator *g = maze_generators(); g->name; g++)
        cr_assert_eq(maze_generator_takes(g, MAZE_SHAPE_UPSILON, false),
                     g->masks, "%s", g->name);
}

/* Mostly octagons' diagonal passages in some mazes, mostly straight in
 * others: both kinds are used (a generator that never took a slanted
 * wall would make perfect mazes too). */
Test(upsilon, mazes_use_slanted_and_straight_walls)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks)
            continue;
        struct maze *m = generated(g->name, 20, 20, 7);
        size_t slanted = 0, straight = 0;
        for (size_t c = 0; c < m->cells; c++) {
            slanted += (m->cell[c] & MAZE_CELL_DIAGONAL) != 0;
            straight += (m->cell[c] & MAZE_CELL_EAST) != 0;
            straight += (m->cell[c] & MAZE_CELL_SOUTH) != 0;
        }
        cr_assert_gt(slanted, 20, "%s", g->name);
        cr_assert_gt(straight, 100, "%s", g->name);
        maze_free(m);
    }
}

Test(upsilon, solvers_against_brute_force, .timeout = 120)
{
    static const uint32_t sizes[][2] = {{2, 2}, {1, 5}, {5, 1}, {4, 4}, {5, 3}};
    const struct maze_solve_opts hands[2] = {{.hand = MAZE_HAND_LEFT},
                                             {.hand = MAZE_HAND_RIGHT}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        for (uint64_t seed = 0; seed < 6; seed++) {
            struct maze *m =
                generated(seed % 3 ? "wilson" : "prim", sizes[k][0],
                          sizes[k][1], seed);
            bool perfect = seed % 2 == 0;
            if (!perfect) {
                struct maze_rng rng;
                maze_rng_seed(&rng, seed + 100);
                maze_braid(m, 1.0, &rng, NULL);
            }
            for (const struct maze_solver *v = maze_solvers(); v->name; v++) {
                for (size_t a = 0; a < m->cells; a++) {
                    for (size_t b = 0; b < m->cells; b++) {
                        m->start = a;
                        m->end = b;
                        size_t best = brute_force_steps(m, a, b);
                        struct maze_route r = {0};
                        enum maze_err err =
                            maze_solve(m, v, &hands[b % 2], NULL, &r);
                        if (err == MAZE_ERR_DEFEATED) {
                            cr_assert(v->gives_up, "%s gave up", v->name);
                            cr_assert_not(perfect);
                            continue;
                        }
                        cr_assert_eq(err, MAZE_OK, "%s: %s", v->name,
                                     maze_strerror(err));
                        cr_assert(route_valid(m, &r, a, b), "%s %zu to %zu",
                                  v->name, a, b);
                        if (perfect || v->shortest)
                            cr_assert_eq(r.length - 1, best,
                                         "%s from %zu to %zu on %ux%u",
                                         v->name, a, b, m->width, m->height);
                        maze_route_release(&r);
                    }
                }
            }
            maze_free(m);
        }
    }
}

static void expect_point(const struct maze_outline *o, unsigned k, double x,
                         double y)
{
    cr_assert_lt(k, o->points);
    cr_assert(fabs(o->x[k] - x) < 1e-9 && fabs(o->y[k] - y) < 1e-9,
              "point %u is (%g, %g), not (%g, %g)", k, o->x[k], o->y[k], x, y);
}

/* Cell 20, margin 5: centres 20 apart from (5 + 20 r2/2) where r2 is
 * sqrt 2; an octagon 20 r2 across its flats, its side (2 - r2) 20, the
 * square's side the same. */
Test(upsilon, outlines_worked_out_by_hand)
{
    const double r2 = sqrt(2.0);
    struct maze *m = grid(3, 2);
    const struct maze_render_opts opts = {
        .cell = 20, .margin = 5, .margin_set = true};
    struct maze_geometry *g = NULL;
    cr_assert_eq(maze_geometry_new(m, &opts, &g), MAZE_OK);
    double w = 0, h = 0;
    maze_geometry_size(g, &w, &h);
    cr_assert(fabs(w - ((2 + r2) * 20 + 10)) < 1e-9, "width %g", w);
    cr_assert(fabs(h - ((1 + r2) * 20 + 10)) < 1e-9, "height %g", h);

    struct maze_outline o;
    maze_geometry_outline(g, maze_cell_at(m, 1, 1), &o); /* an octagon */
    double cx = 5 + 20 * (1 + r2 / 2), cy = 5 + 20 * (1 + r2 / 2);
    cr_assert(fabs(o.cx - cx) < 1e-9 && fabs(o.cy - cy) < 1e-9);
    cr_assert_eq(o.sides, 8);
    double half = (2 - r2) * 20 / 2; /* half a side */
    double flat = r2 / 2 * 20;       /* centre to a side */
    expect_point(&o, 0, cx + flat, cy - half); /* the east side's top */
    expect_point(&o, 1, cx + flat, cy + half);
    expect_point(&o, 2, cx + half, cy + flat);
    /* Sides in the order of the directions; the bottom row's south-east,
     * south, south-west are border. */
    const int dirs[8] = {0, -1, -1, -1, 4, 5, 6, 7};
    for (int i = 0; i < 8; i++)
        cr_assert_eq(o.dir[i], dirs[i], "side %d", i);

    maze_geometry_outline(g, maze_cell_at(m, 1, 0), &o); /* a square */
    cx = 5 + 20 * (1 + r2 / 2);
    cy = 5 + 20 * (r2 / 2);
    cr_assert_eq(o.sides, 4);
    expect_point(&o, 0, cx + half, cy - half);
    expect_point(&o, 2, cx - half, cy + half);
    cr_assert(o.dir[0] == 0 && o.dir[1] == 2 && o.dir[2] == 4 &&
              o.dir[3] == -1);
    /* The square's corner touches the slanted wall it holds: the middle
     * of the wall between octagons (2, 0) and (1, 1) is a grid corner,
     * which the square's south-east corner is half a side from. */
    maze_geometry_free(g);
    maze_free(m);
}

Test(upsilon, json_round_trips)
{
    static const uint32_t sizes[][2] = {{1, 1}, {1, 6}, {2, 2}, {13, 9}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        struct maze *m = generated("kruskal", sizes[k][0], sizes[k][1], k);
        struct maze_rng rng;
        maze_rng_seed(&rng, 4);
        maze_braid(m, 0.5, &rng, NULL);
        maze_ends_farthest(m);
        struct maze *back = json_round_trip(m);
        cr_assert_eq(back->shape, MAZE_SHAPE_UPSILON);
        cr_assert_eq(back->width, m->width);
        cr_assert_eq(back->height, m->height);
        cr_assert_eq(maze_hash(back), maze_hash(m));
        cr_assert_eq(memcmp(back->cell, m->cell, m->cells), 0);
        cr_assert_eq(back->start, m->start);
        cr_assert_eq(back->end, m->end);
        maze_free(back);
        maze_free(m);
    }
}

static enum maze_err read_json(const char *text, struct maze **m,
                               struct maze_read_error *err)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    enum maze_err e = maze_read(f, MAZE_READ_MAX, m, err);
    fclose(f);
    return e;
}

static void expect_json_error(const char *text, const char *message)
{
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_json(text, &m, &err), MAZE_ERR_FORMAT);
    cr_assert_null(m);
    cr_assert_str_eq(err.message, message);
}

Test(upsilon, json_refuses_what_the_grid_has_not)
{
    /* A square has no slanted sides; 8 is no direction. */
    expect_json_error("{\"width\": 2, \"height\": 2, \"shape\": \"upsilon\", "
                      "\"cells\": [[\"\", \"3\"], [\"\", \"\"]]}",
                      "cells[0][1] opens 3 through the outer wall");
    expect_json_error("{\"width\": 2, \"height\": 1, \"shape\": \"upsilon\", "
                      "\"cells\": [[\"8\", \"\"]]}",
                      "cells[0][0] has '8' (expected a direction 0 to 7 or #)");
    expect_json_error("{\"width\": 2, \"height\": 2, \"shape\": \"upsilon\", "
                      "\"cells\": [[\"1\", \"\"], [\"\", \"\"]]}",
                      "cells[0][0] opens 1 but its neighbour does not open "
                      "back");
    /* And the slanted passage both ways is read. */
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_json("{\"width\": 2, \"height\": 2, \"shape\": "
                                  "\"upsilon\", \"cells\": [[\"01\", \"4\"], "
                                  "[\"\", \"5\"]]}",
                                  &m, &err),
                 MAZE_OK, "%s", err.message);
    cr_assert_eq(maze_passages(m), 2);
    cr_assert(maze_linked(m, 0, 3));
    maze_free(m);
}

Test(upsilon, the_recipe_knows_the_shape)
{
    const char *names[] = {"upsilon", "octagons", "Octagonal"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        enum maze_shape s = MAZE_SHAPE_RECT;
        cr_assert(maze_shape_find(names[i], &s), "%s", names[i]);
        cr_assert_eq(s, MAZE_SHAPE_UPSILON);
    }
    cr_assert_str_eq(maze_shape_name(MAZE_SHAPE_UPSILON), "upsilon");
    struct maze_settings *s = NULL;
    struct maze_settings_error err = {0};
    cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "shape", "upsilon", &err), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "width", "9", &err), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "height", "7", &err), MAZE_OK);
    struct maze *m = NULL;
    cr_assert_eq(maze_settings_make(s, 3, NULL, &m, &err), MAZE_OK, "%s",
                 err.message);
    cr_assert_eq(m->shape, MAZE_SHAPE_UPSILON);
    cr_assert_eq(maze_passages(m), m->cells - 1);
    maze_free(m);
    /* A generator of rows refuses it, naming those that take it. */
    cr_assert_eq(maze_settings_set(s, "algorithm", "sidewinder", &err),
                 MAZE_OK);
    cr_assert_eq(maze_settings_check(s, &err), MAZE_ERR_CONFLICT);
    cr_assert(strstr(err.message, "not upsilon grids"), "%s", err.message);
    maze_settings_free(s);
}
