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

static size_t reach(const struct maze *m, size_t from, long *dist)
{
    long *d = dist ? dist : malloc(m->cells * sizeof *d);
    size_t *queue = malloc(m->cells * sizeof *queue);
    for (size_t i = 0; i < m->cells; i++)
        d[i] = -1;
    size_t head = 0, tail = 0;
    d[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        size_t c = queue[head++];
        for (size_t b = 0; b < m->cells; b++)
            if (d[b] < 0 && meet(m, c, b) && maze_linked(m, c, b)) {
                d[b] = d[c] + 1;
                queue[tail++] = b;
            }
    }
    free(queue);
    if (!dist)
        free(d);
    return tail;
}

Test(sphere, every_generator_makes_perfect_spheres_across_the_equator)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks || g->imperfect)
            continue;
        size_t crossed = 0;
        for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
            for (uint64_t seed = 1; seed <= 12; seed++) {
                struct maze *m = sphere(sizes[k][0], sizes[k][1]);
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK,
                             "%s", g->name);
                cr_assert_eq(maze_passages(m), m->cells - 1,
                             "%s %ux%u seed %llu", g->name, sizes[k][0],
                             sizes[k][1], (unsigned long long)seed);
                cr_assert_eq(reach(m, 0, NULL), m->cells, "%s %ux%u",
                             g->name, sizes[k][0], sizes[k][1]);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect);
                uint32_t half = m->height / 2;
                for (size_t c = m->ring[half - 1]; c < m->ring[half]; c++)
                    crossed += maze_open(m, c, 3);
                maze_free(m);
            }
        cr_assert_gt(crossed, 100, "%s crossed the equator %zu times",
                     g->name, crossed);
    }
}

/* ---------------------------------------------------------- solvers */

Test(sphere, every_solver_crosses_the_equator)
{
    for (uint64_t seed = 1; seed <= 16; seed++) {
        struct maze *m = sphere(1, 8);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, NULL),
                     MAZE_OK);
        if (seed % 2)
            cr_assert_eq(maze_braid(m, 0.6, &rng, NULL), MAZE_OK);
        m->start = seed % m->cells;
        m->end = (seed * 29 + 7) % m->cells;
        if (m->start == m->end)
            m->end = (m->end + 1) % m->cells;
        long *dist = malloc(m->cells * sizeof *dist);
        cr_assert_eq(reach(m, m->start, dist), m->cells);
        if (seed <= 4)
            cr_assert_eq(dist[m->end],
                         (long)brute_force_steps(m, m->start, m->end));
        for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
            struct maze_route r = {0};
            enum maze_err e = maze_solve(m, s, NULL, NULL, &r);
            if (e == MAZE_ERR_DEFEATED)
                continue;
            cr_assert_eq(e, MAZE_OK, "%s seed %llu: %s", s->name,
                         (unsigned long long)seed, maze_strerror(e));
            cr_assert(route_valid(m, &r, m->start, m->end), "%s", s->name);
            for (size_t i = 1; i < r.length; i++)
                cr_assert(meet(m, r.cells[i - 1], r.cells[i]),
                          "%s jumps", s->name);
            if (s->shortest || !(seed % 2))
                cr_assert_eq((long)r.length - 1, dist[m->end],
                             "%s seed %llu: %zu steps, not %ld", s->name,
                             (unsigned long long)seed, r.length - 1,
                             dist[m->end]);
            maze_route_release(&r);
        }
        free(dist);
        maze_free(m);
    }
}

/* ----------------------------------------------------------- formats */

Test(sphere, json_reads_back_the_sphere)
{
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        struct maze *m = sphere(sizes[k][0], sizes[k][1]);
        struct maze_rng rng;
        maze_rng_seed(&rng, k + 1);
        cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, NULL),
                     MAZE_OK);
        char *text = render_to_string("json", m, NULL);
        FILE *f = fmemopen(text, strlen(text), "r");
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK,
                     "%s\n%s", err.message, text);
        fclose(f);
        cr_assert_eq(back->shape, MAZE_SHAPE_SPHERE);
        cr_assert_eq(back->cells, m->cells);
        cr_assert_eq(maze_hash(back), maze_hash(m));
        cr_assert_eq(maze_passages(back), m->cells - 1);
        maze_free(back);
        free(text);
        maze_free(m);
    }
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
