/*
 * test_sphere.c - mazes on a sphere: rings from pole to pole whose cells
 * follow the latitude. The neighbours are checked against the test's own
 * geometry (two cells meet when their patches of latitude and longitude
 * share a stretch of border, the equator's rings meeting each other);
 * every generator that works on any grid makes perfect spheres of every
 * size from the smallest; every solver's route is valid and as short as
 * the test's own search finds where promised; JSON reads back the
 * sphere it wrote; and what cannot be a sphere is refused.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* Cap cells and rings pole to pole. */
static const uint32_t sizes[][2] = {{3, 2}, {4, 2}, {1, 4}, {3, 4},
                                    {1, 6}, {1, 8}, {5, 8}, {1, 14}};

static struct maze *sphere(uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_SPHERE, w, h, &m), MAZE_OK,
                 "sphere %u x %u", w, h);
    return m;
}

/* ------------------------------------------------ the test's geometry */

/* Cell c's patch: the band of rings it spans counted from the north pole
 * (ring y, pole to pole) and its stretch of longitude, in turns. */
static void patch(const struct maze *m, size_t c, uint32_t *y, double *l0,
                  double *l1)
{
    uint32_t x = 0;
    maze_cell_xy(m, c, &x, y);
    uint32_t n = (uint32_t)(m->ring[*y + 1] - m->ring[*y]);
    *l0 = (double)x / n;
    *l1 = (double)(x + 1) / n;
}

/* The length two stretches of longitude share (turns, round the circle). */
static double overlap(double a0, double a1, double b0, double b1)
{
    double best = 0;
    for (int k = -1; k <= 1; k++) {
        double lo = fmax(a0, b0 + k);
        double hi = fmin(a1, b1 + k);
        best = fmax(best, hi - lo);
    }
    return best;
}

/* Whether the patches of a and b share a stretch of border: in one ring,
 * ends touching (a ring of one cell has no such border); in rings next
 * to each other (the equator's two among them), stretches of longitude
 * that overlap. */
static bool meet(const struct maze *m, size_t a, size_t b)
{
    uint32_t ya = 0, yb = 0;
    double a0 = 0, a1 = 0, b0 = 0, b1 = 0;
    patch(m, a, &ya, &a0, &a1);
    patch(m, b, &yb, &b0, &b1);
    if (a == b)
        return false;
    if (ya == yb) {
        double eps = 1e-9;
        return fabs(a1 - b0) < eps || fabs(b1 - a0) < eps ||
               fabs(a1 - b0 - 1) < eps || fabs(b1 - a0 - 1) < eps ||
               fabs(a1 - b0 + 1) < eps || fabs(b1 - a0 + 1) < eps;
    }
    if (ya + 1 != yb && yb + 1 != ya)
        return false;
    return overlap(a0, a1, b0, b1) > 1e-9;
}

Test(sphere, neighbours_are_the_cells_whose_patches_meet)
{
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        struct maze *m = sphere(sizes[k][0], sizes[k][1]);
        for (size_t c = 0; c < m->cells; c++) {
            size_t want = 0;
            for (size_t b = 0; b < m->cells; b++)
                want += meet(m, c, b);
            size_t got = 0;
            for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++) {
                size_t b = maze_neighbour(m, c, d);
                if (b == MAZE_NONE)
                    continue;
                got++;
                cr_assert(meet(m, c, b), "%ux%u: %zu -> %zu (way %d) do not "
                          "meet", sizes[k][0], sizes[k][1], c, b, d);
                for (int e = 0; e < d; e++)
                    cr_assert_neq(maze_neighbour(m, c, e), b,
                                  "%ux%u: two ways from %zu to %zu",
                                  sizes[k][0], sizes[k][1], c, b);
                /* The way back, and one bit for the wall between. */
                struct mz_at a = mz_at(m, c);
                cr_assert_eq(maze_neighbour(m, b, mz_back(m, a, d)), c,
                             "%ux%u: back from %zu", sizes[k][0],
                             sizes[k][1], b);
                cr_assert_eq(maze_link(m, c, b), MAZE_OK);
                cr_assert(maze_linked(m, b, c));
                cr_assert_eq(maze_passages(m), 1);
                cr_assert_eq(maze_unlink(m, b, c), MAZE_OK);
                cr_assert_eq(maze_passages(m), 0);
            }
            cr_assert_eq(got, want, "%ux%u: cell %zu has %zu neighbours, "
                         "its patch meets %zu", sizes[k][0], sizes[k][1], c,
                         got, want);
        }
        maze_free(m);
    }
}

/* Rings follow the latitude: the north's grow to the equator, the south's
 * mirror them, and a ring's cells are about as wide as a ring is deep
 * (within a factor of two either way; a one-cell cap apart). */
Test(sphere, rings_follow_the_latitude)
{
    struct maze *m = sphere(1, 20);
    uint32_t half = m->height / 2;
    double depth = M_PI / 2 / half;
    for (uint32_t y = 0; y < m->height; y++) {
        uint32_t n = (uint32_t)(m->ring[y + 1] - m->ring[y]);
        uint32_t mirror =
            (uint32_t)(m->ring[m->height - y] - m->ring[m->height - 1 - y]);
        cr_assert_eq(n, mirror, "ring %u", y);
        if (y == 0 || y >= half)
            continue;
        cr_assert_geq(n, m->ring[y] - m->ring[y - 1], "ring %u shrinks", y);
        double middle = 2 * M_PI * sin((y + 0.5) * depth) / depth;
        cr_assert(n > middle / 2 && n < middle * 2,
                  "ring %u: %u cells round %g ring depths", y, n, middle);
    }
    maze_free(m);
}

/* ------------------------------------------------------- generators */

/* Way i of cell c is cell i, when their patches meet and a passage joins
 * them: the test's geometry, not the library's neighbours. */
static size_t sphere_way(const struct maze *m, size_t c, size_t i)
{
    return meet(m, c, i) && maze_linked(m, c, i) ? i : MAZE_NONE;
}

static size_t reach(const struct maze *m, size_t from, long *dist)
{
    return reach_by(m, from, dist, m->cells, sphere_way);
}

/* The passages across the equator, from the last northern ring south. */
static size_t equator_crossings(const struct maze *m)
{
    size_t crossed = 0;
    uint32_t half = m->height / 2;
    for (size_t c = m->ring[half - 1]; c < m->ring[half]; c++)
        crossed += maze_open(m, c, 3);
    return crossed;
}

static const struct own_search sphere_search = {
    .reach = reach, .step = meet, .crossings = equator_crossings};

static struct maze *sphere_of_size(size_t k)
{
    return sphere(sizes[k][0], sizes[k][1]);
}

static struct maze *sphere_of_8_rings(size_t k)
{
    (void)k;
    return sphere(1, 8);
}

Test(sphere, every_generator_makes_perfect_spheres_across_the_equator)
{
    every_generator_makes_perfect(sphere_of_size, sizeof sizes / sizeof *sizes,
                                  12, &sphere_search, 100);
}

/* ---------------------------------------------------------- solvers */

Test(sphere, every_solver_crosses_the_equator)
{
    every_solver_against_own_search(sphere_of_8_rings, 1, 16, 29, 7,
                                    &sphere_search);
}

/* ----------------------------------------------------------- formats */

Test(sphere, json_reads_back_the_sphere)
{
    json_reads_back(sphere_of_size, sizeof sizes / sizeof *sizes,
                    "\"shape\": \"sphere\"");
}

/* ---------------------------------------------------------- refusals */

Test(sphere, refused_where_it_does_not_fit)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_SPHERE, 1, 7, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_SPHERE, 1, 2, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_SPHERE, 2, 6, &m), MAZE_ERR_ARG);
    static const struct {
        const char *name, *value, *says;
    } cases[] = {
        {"height", "7", "a sphere needs an even number of rings"},
        {"height", "2", "4 or more with a one-cell cap"},
        {"width", "2", "innermost ring needs 1 cell"},
        {"wrap", "x", "not sphere grids"},
        {"algorithm", "sidewinder", "not sphere grids"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        struct maze_settings_error err = {0};
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        enum maze_err e = maze_settings_set(s, "shape", "sphere", &err);
        if (!e)
            e = maze_settings_set(s, cases[i].name, cases[i].value, &err);
        if (!e)
            e = maze_settings_check(s, &err);
        cr_assert_neq(e, MAZE_OK, "%s %s taken", cases[i].name,
                      cases[i].value);
        cr_assert(strstr(err.message, cases[i].says), "%zu: %s", i,
                  err.message);
        maze_settings_free(s);
    }
}
