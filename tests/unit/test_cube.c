/*
 * test_cube.c - mazes on the six faces of a cube: the net the pictures
 * draw, folded into a cube by the test's own arithmetic, puts every side
 * of every cell against the side of its neighbour the topology says, end
 * to end the right way round; every generator that works on any grid
 * makes perfect cubes of every size from one cell a face, counted and
 * walked by the test's own breadth-first search across the faces; every
 * solver's route is valid and as short as the search finds where
 * promised; JSON reads back the cube it wrote; and what cannot work is
 * refused.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

static const uint32_t sides[] = {1, 2, 3, 4, 5, 8};

static struct maze *cube(uint32_t n)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_CUBE, n, 6 * n, &m), MAZE_OK);
    return m;
}

/* ------------------------------------------------- folding the net */

/* A rigid motion of 3-space: x -> r x + t. */
struct motion {
    double r[3][3], t[3];
};

static void apply(const struct motion *k, const double p[3], double out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = k->r[i][0] * p[0] + k->r[i][1] * p[1] + k->r[i][2] * p[2] +
                 k->t[i];
}

/* a then b: b(a(x)). */
static struct motion compose(const struct motion *b, const struct motion *a)
{
    struct motion c = {0};
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++)
                c.r[i][j] += b->r[i][k] * a->r[k][j];
        c.t[i] = b->t[i];
        for (int k = 0; k < 3; k++)
            c.t[i] += b->r[i][k] * a->t[k];
    }
    return c;
}

/* A quarter turn about the line through point o along unit axis u (in
 * the picture's plane, z = 0), the way that lifts `out` (a direction in
 * the plane) to +z. */
static struct motion fold_up(const double o[3], const double u[3],
                             const double out[3])
{
    for (int sign = -1; sign <= 1; sign += 2) {
        /* Rodrigues: r = I + sin K + (1 - cos) K^2 with angle sign * 90. */
        double k[3][3] = {{0, -u[2], u[1]}, {u[2], 0, -u[0]},
                          {-u[1], u[0], 0}};
        struct motion m = {0};
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                double k2 = 0;
                for (int l = 0; l < 3; l++)
                    k2 += k[i][l] * k[l][j];
                m.r[i][j] = (i == j) + sign * k[i][j] + k2;
            }
        double z = m.r[2][0] * out[0] + m.r[2][1] * out[1];
        if (z > 0.5) {
            for (int i = 0; i < 3; i++) {
                m.t[i] = o[i];
                for (int j = 0; j < 3; j++)
                    m.t[i] -= m.r[i][j] * o[j];
            }
            return m;
        }
    }
    cr_assert_fail("no quarter turn lifts the face");
    return (struct motion){0};
}

struct face_box {
    double x0, y0, x1, y1;
};

/* The cube folded from the picture: each face's square from its cells'
 * outlines, the front face flat and every other folded up a quarter turn
 * about the edge it shares in the net with a face already placed. */
static void fold(const struct maze *m, const struct maze_geometry *g,
                 struct motion place[6])
{
    struct face_box box[6];
    for (int f = 0; f < 6; f++)
        box[f] = (struct face_box){1e300, 1e300, -1e300, -1e300};
    for (size_t c = 0; c < m->cells; c++) {
        struct maze_outline o;
        maze_geometry_outline(g, c, &o);
        struct face_box *b = &box[c / ((size_t)m->width * m->width)];
        for (unsigned i = 0; i < o.points; i++) {
            b->x0 = fmin(b->x0, o.x[i]);
            b->y0 = fmin(b->y0, o.y[i]);
            b->x1 = fmax(b->x1, o.x[i]);
            b->y1 = fmax(b->y1, o.y[i]);
        }
    }
    bool placed[6] = {true};
    place[0] = (struct motion){{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0}};
    for (int round = 0; round < 6; round++)
        for (int f = 0; f < 6; f++)
            for (int q = 0; q < 6 && !placed[f]; q++) {
                if (!placed[q])
                    continue;
                const struct face_box *a = &box[q], *b = &box[f];
                double eps = 1e-6;
                double o[3] = {0}, u[3] = {0}, out[3] = {0};
                if (fabs(a->y0 - b->y0) < eps && fabs(a->x1 - b->x0) < eps) {
                    o[0] = a->x1, u[1] = 1, out[0] = 1; /* f east of q */
                } else if (fabs(a->y0 - b->y0) < eps &&
                           fabs(a->x0 - b->x1) < eps) {
                    o[0] = a->x0, u[1] = 1, out[0] = -1;
                } else if (fabs(a->x0 - b->x0) < eps &&
                           fabs(a->y1 - b->y0) < eps) {
                    o[1] = a->y1, u[0] = 1, out[1] = 1; /* f south of q */
                } else if (fabs(a->x0 - b->x0) < eps &&
                           fabs(a->y0 - b->y1) < eps) {
                    o[1] = a->y0, u[0] = 1, out[1] = -1;
                } else {
                    continue;
                }
                struct motion up = fold_up(o, u, out);
                place[f] = compose(&place[q], &up);
                placed[f] = true;
            }
    for (int f = 0; f < 6; f++)
        cr_assert(placed[f], "face %d is not joined to the net", f);
}

/* Side i of c's outline, folded: its first and last points in 3-space. */
static void folded_side(const struct maze *m, const struct maze_geometry *g,
                        const struct motion place[6], size_t c, int d,
                        double a[3], double b[3])
{
    struct maze_outline o;
    maze_geometry_outline(g, c, &o);
    unsigned i = 0;
    while (i < o.sides && o.dir[i] != d)
        i++;
    cr_assert_lt(i, o.sides, "cell %zu has no side %d", c, d);
    unsigned from = o.from[i];
    unsigned to = i + 1 < o.sides ? o.from[i + 1] : 0;
    const struct motion *k = &place[c / ((size_t)m->width * m->width)];
    double p[3] = {o.x[from], o.y[from], 0};
    double q[3] = {o.x[to], o.y[to], 0};
    apply(k, p, a);
    apply(k, q, b);
}

static bool same_point(const double a[3], const double b[3], double scale)
{
    return fabs(a[0] - b[0]) + fabs(a[1] - b[1]) + fabs(a[2] - b[2]) <
           1e-6 * scale;
}

Test(cube, the_net_folds_and_every_seam_pairs_the_right_sides_in_order)
{
    for (size_t k = 0; k < sizeof sides / sizeof *sides; k++) {
        struct maze *m = cube(sides[k]);
        struct maze_render_opts opts = {.cell = 10, .margin = 7,
                                        .margin_set = true};
        struct maze_geometry *g = NULL;
        cr_assert_eq(maze_geometry_new(m, &opts, &g), MAZE_OK);
        struct motion place[6];
        fold(m, g, place);
        for (size_t c = 0; c < m->cells; c++)
            for (int d = 0; d < 4; d++) {
                size_t b = maze_neighbour(m, c, d);
                cr_assert_neq(b, MAZE_NONE, "cube %u: cell %zu has no "
                              "neighbour %d", sides[k], c, d);
                int e = 0;
                while (e < 4 && maze_neighbour(m, b, e) != c)
                    e++;
                cr_assert_lt(e, 4, "cube %u: %zu -> %zu is one way",
                             sides[k], c, b);
                double p0[3], p1[3], q0[3], q1[3];
                folded_side(m, g, place, c, d, p0, p1);
                folded_side(m, g, place, b, e, q0, q1);
                /* Two squares of a surface seen from outside, both
                 * clockwise: their shared edge runs opposite ways. */
                cr_assert(same_point(p0, q1, 10) && same_point(p1, q0, 10),
                          "cube %u: side %d of cell %zu (face %zu) and side "
                          "%d of cell %zu (face %zu) do not meet end to end "
                          "when folded: (%g %g %g)-(%g %g %g) against "
                          "(%g %g %g)-(%g %g %g)",
                          sides[k], d, c, c / (sides[k] * sides[k]), e, b,
                          b / (sides[k] * sides[k]), p0[0], p0[1], p0[2],
                          p1[0], p1[1], p1[2], q0[0], q0[1], q0[2], q1[0],
                          q1[1], q1[2]);
            }
        maze_geometry_free(g);
        maze_free(m);
    }
}

/* --------------------------------------------------------- topology */

Test(cube, every_cell_has_four_neighbours_and_each_wall_one_bit)
{
    for (size_t k = 0; k < sizeof sides / sizeof *sides; k++) {
        struct maze *m = cube(sides[k]);
        for (size_t c = 0; c < m->cells; c++)
            for (int d = 0; d < 4; d++) {
                size_t b = maze_neighbour(m, c, d);
                cr_assert_neq(b, MAZE_NONE);
                cr_assert_neq(b, c, "a cell is its own neighbour");
                for (int e = 0; e < d; e++)
                    cr_assert_neq(maze_neighbour(m, c, e), b,
                                  "cube %u: two ways from %zu to %zu",
                                  sides[k], c, b);
                cr_assert_eq(maze_link(m, c, b), MAZE_OK);
                cr_assert(maze_linked(m, b, c));
                cr_assert_eq(maze_passages(m), 1);
                cr_assert_eq(maze_unlink(m, b, c), MAZE_OK);
                cr_assert_eq(maze_passages(m), 0);
            }
        maze_free(m);
    }
}

/* A cell's neighbour through the passage its way i (a direction) opens,
 * as the topology names it. */
static size_t cube_way(const struct maze *m, size_t c, size_t i)
{
    size_t b = maze_neighbour(m, c, (int)i);
    return b != MAZE_NONE && maze_linked(m, c, b) ? b : MAZE_NONE;
}

/* The test's own search over neighbours and passages: the cells reached
 * from `from`, and their distances into dist when not NULL. */
static size_t reach(const struct maze *m, size_t from, long *dist)
{
    return reach_by(m, from, dist, 4, cube_way);
}

/* Passages counted from the bits: the east and south bits of every cell
 * are the only ones a cube uses. */
static size_t bits(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += !!(m->cell[c] & MAZE_CELL_EAST) + !!(m->cell[c] & MAZE_CELL_SOUTH);
    return n;
}

/* The passages that leave a face: every edge of the cube is as likely a
 * wall as any other. */
static size_t cube_crossings(const struct maze *m)
{
    size_t crossed = 0;
    for (size_t c = 0; c < m->cells; c++)
        for (int d = 0; d < 4; d++) {
            struct mz_at a = mz_at(m, c);
            crossed += mz_cube_leaves(m, a.x, a.y, d) && maze_open(m, c, d);
        }
    return crossed;
}

static const struct own_search cube_search = {
    .reach = reach, .passages = bits, .crossings = cube_crossings};

static struct maze *cube_of_side(size_t k)
{
    return cube(sides[k]);
}

static struct maze *cube_of_4(size_t k)
{
    (void)k;
    return cube(4);
}

Test(cube, every_generator_makes_perfect_cubes_across_the_faces)
{
    every_generator_makes_perfect(cube_of_side, sizeof sides / sizeof *sides,
                                  12, &cube_search, 200);
}

/* ---------------------------------------------------------- solvers */

Test(cube, every_solver_crosses_the_faces)
{
    every_solver_against_own_search(cube_of_4, 1, 16, 37, 11, &cube_search);
}

/* ----------------------------------------------------------- formats */

Test(cube, json_reads_back_the_cube)
{
    json_reads_back(cube_of_side, sizeof sides / sizeof *sides,
                    "\"shape\": \"cube\"");
}

/* ---------------------------------------------------------- refusals */

Test(cube, refused_where_it_does_not_fit)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_CUBE, 3, 17, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_CUBE, 3, 18, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X), MAZE_ERR_ARG);
    maze_free(m);
    static const struct {
        const char *name, *value, *says;
    } cases[] = {
        {"height", "5", "a cube's faces are square"},
        {"wrap", "x", "not cube grids"},
        {"algorithm", "eller", "not cube grids"},
        {"weave", "0.5", NULL},
        {"floors", "2", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        struct maze_settings_error err = {0};
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        enum maze_err e = maze_settings_set(s, "shape", "cube", &err);
        if (!e)
            e = maze_settings_set(s, "width", "4", &err);
        if (!e)
            e = maze_settings_set(s, cases[i].name, cases[i].value, &err);
        if (!e)
            e = maze_settings_check(s, &err);
        cr_assert_neq(e, MAZE_OK, "%s %s taken", cases[i].name,
                      cases[i].value);
        if (cases[i].says)
            cr_assert(strstr(err.message, cases[i].says), "%zu: %s", i,
                      err.message);
        maze_settings_free(s);
    }
    /* What fits: a 4-cell cube, 96 cells, perfect. */
    struct maze_settings *s = NULL;
    struct maze_settings_error err = {0};
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "shape", "cube", &err), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "width", "4", &err), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "algorithm", "wilson", &err), MAZE_OK);
    cr_assert_eq(maze_settings_make(s, 3, NULL, &m, &err), MAZE_OK, "%s",
                 err.message);
    cr_assert_eq(m->cells, 96);
    bool perfect = false;
    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
    cr_assert(perfect);
    maze_free(m);
    maze_settings_free(s);
}
