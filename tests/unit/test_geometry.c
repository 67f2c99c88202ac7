/*
 * test_geometry.c - maze.h's geometry (maze_geometry_*), which the web
 * page and the HTML player draw from: a few outlines' corners worked out
 * by hand, then, for every shape and for masks, weave and floors, every
 * side of every cell against the PNG writer's pixels (a wall where the
 * geometry says one is drawn, the background where a passage opens), the
 * centres clear of walls, the bridges and stairs on the picture's ink.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

static const double sqrt3 = 1.7320508075688772;

static struct maze_geometry *geometry(const struct maze *m,
                                      const struct maze_render_opts *opts)
{
    struct maze_geometry *g = NULL;
    cr_assert_eq(maze_geometry_new(m, opts, &g), MAZE_OK);
    return g;
}

static void expect_point(const struct maze_outline *o, unsigned k, double x,
                         double y)
{
    cr_assert_lt(k, o->points);
    cr_assert(fabs(o->x[k] - x) < 1e-9 && fabs(o->y[k] - y) < 1e-9,
              "point %u is (%g, %g), not (%g, %g)", k, o->x[k], o->y[k], x, y);
}

static struct maze *generated(struct maze *m, const char *gen, uint64_t seed,
                              double weave)
{
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts opts = {.weave = weave, .stairs = 0.5};
    cr_assert_eq(maze_generate(m, maze_generator_find(gen), &rng, &opts, NULL),
                 MAZE_OK);
    return m;
}

Test(geometry, corners_of_a_few_cells_worked_out_by_hand)
{
    struct maze_outline o;
    /* A rectangle, 16-pixel cells and margin: cell (2, 1) from its top
     * right corner, sides east, south, west, north. */
    struct maze *m = NULL;
    cr_assert_eq(maze_new(5, 4, &m), MAZE_OK);
    struct maze_geometry *g = geometry(m, NULL);
    double w = 0, h = 0;
    maze_geometry_size(g, &w, &h);
    cr_assert(w == 5 * 16 + 32 && h == 4 * 16 + 32);
    maze_geometry_outline(g, 7, &o);
    cr_assert_eq(o.points, 4);
    cr_assert_eq(o.sides, 4);
    expect_point(&o, 0, 64, 32);
    expect_point(&o, 1, 64, 48);
    expect_point(&o, 2, 48, 48);
    expect_point(&o, 3, 48, 32);
    cr_assert(o.cx == 56 && o.cy == 40);
    for (int d = 0; d < 4; d++)
        cr_assert(o.dir[d] == d && o.from[d] == (unsigned)d);
    maze_geometry_outline(g, 0, &o); /* the corner: west and north border */
    cr_assert(o.dir[0] == MAZE_EAST && o.dir[1] == MAZE_SOUTH);
    cr_assert(o.dir[2] == -1 && o.dir[3] == -1);
    int start = 0, end = 0;
    maze_geometry_doors(g, &start, &end);
    cr_assert(start == MAZE_NORTH && end == MAZE_SOUTH);
    maze_geometry_free(g);
    maze_free(m);

    /* A hexagon, pointy top, corner i at 60i - 30 degrees: cell (1, 1) of
     * an odd row sits half a cell right. */
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_HEX, 4, 3, &m), MAZE_OK);
    const struct maze_render_opts cell20 = {
        .cell = 20, .margin = 5, .margin_set = true};
    g = geometry(m, &cell20);
    maze_geometry_outline(g, maze_cell_at(m, 1, 1), &o);
    double s = 20 / sqrt3;
    double cx = 5 + 20 * 2.0, cy = 5 + s + 1.5 * s;
    cr_assert(fabs(o.cx - cx) < 1e-9 && fabs(o.cy - cy) < 1e-9);
    cr_assert_eq(o.sides, 6);
    expect_point(&o, 0, cx + s * sqrt3 / 2, cy - s / 2);
    expect_point(&o, 1, cx + s * sqrt3 / 2, cy + s / 2);
    expect_point(&o, 4, cx - s * sqrt3 / 2, cy - s / 2);
    maze_geometry_size(g, &w, &h);
    cr_assert(fabs(w - (4.5 * 20 + 10)) < 1e-9 &&
              fabs(h - (5 * 20 / sqrt3 + 10)) < 1e-9);
    maze_geometry_free(g);
    maze_free(m);

    /* Triangles a cell high: (0, 0) points up, (1, 0) down, half a side
     * to the right. */
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_TRIANGLE, 4, 2, &m), MAZE_OK);
    g = geometry(m, NULL);
    double a = 32 / sqrt3;
    maze_geometry_outline(g, 0, &o);
    cr_assert_eq(o.sides, 3);
    expect_point(&o, 0, 16 + a / 2, 16);
    expect_point(&o, 1, 16 + a, 32);
    expect_point(&o, 2, 16, 32);
    cr_assert(fabs(o.cy - (16 + 32.0 / 3)) < 1e-9);
    maze_geometry_outline(g, 1, &o);
    expect_point(&o, 0, 16 + a / 2, 16);
    expect_point(&o, 1, 16 + 3 * a / 2, 16);
    expect_point(&o, 2, 16 + a, 32);
    cr_assert(o.dir[0] == -1 && o.dir[1] == MAZE_EAST && /* the top row */
              o.dir[2] == MAZE_WEST);
    maze_geometry_free(g);
    maze_free(m);

    /* Polar: the round centre has only outward sides; a ring-1 cell's
     * first corner is its outer clockwise one, angle 0 at the top. */
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 1, 3, &m), MAZE_OK);
    g = geometry(m, NULL);
    maze_geometry_outline(g, 0, &o);
    double mid = (3 * 2 * 16 + 32) / 2.0;
    cr_assert(o.cx == mid && o.cy == mid);
    for (unsigned i = 0; i < o.sides; i++)
        cr_assert_geq(o.dir[i], 0);
    maze_geometry_outline(g, 1, &o);
    double n1 = (double)(m->ring[2] - m->ring[1]);
    double turn = 2 * 3.141592653589793 / n1;
    expect_point(&o, 0, mid + 32 * sin(turn), mid - 32 * cos(turn));
    maze_geometry_free(g);
    maze_free(m);

    /* Floors side by side a cell apart: floor 1's first cell starts
     * width + 1 cells right of the margin. */
    cr_assert_eq(maze_new_floors(3, 2, 2, &m), MAZE_OK);
    g = geometry(m, NULL);
    maze_geometry_outline(g, 6, &o);
    expect_point(&o, 3, 16 + 4 * 16, 16);
    cr_assert_eq(o.dir[3], -1, "no way north from a floor's top row");
    maze_geometry_doors(g, &start, &end);
    cr_assert(start == -1 && end == -1, "a maze of floors has dots");
    maze_geometry_size(g, &w, &h);
    cr_assert(w == 7 * 16 + 32 && h == 2 * 16 + 32);
    maze_geometry_free(g);
    maze_free(m);
}

static int brightness(uint32_t rgb)
{
    return (int)(((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
}

static uint32_t pixel(const struct image *im, double x, double y)
{
    cr_assert(x >= 0 && y >= 0 && x < im->width && y < im->height);
    return im->rgb[(int)y * im->width + (int)x];
}

/* Every side of every cell at its middle against the PNG: dark where the
 * geometry draws a wall, light where a passage opens; every centre in
 * the mask light; bridges and stairs on the picture's ink. */
static void check_picture(const struct maze *m, const char *what)
{
    const struct maze_render_opts opts = {.cell = 24, .wall = 2};
    struct buffer b = render("png", m, NULL, &opts);
    struct image im = decode_png(&b);
    struct maze_geometry *g = geometry(m, &opts);
    double w = 0, h = 0;
    maze_geometry_size(g, &w, &h);
    cr_assert(im.width == (int)w && im.height == (int)h, "%s: size", what);
    struct maze_outline o;
    size_t walls = 0, openings = 0, bridges = 0, stairs = 0;
    for (size_t c = 0; c < m->cells; c++) {
        bool off = m->cell[c] & MAZE_CELL_OFF;
        maze_geometry_outline(g, c, &o);
        double mark[2][6];
        bool dot = c == m->start || c == m->end; /* a marker, maybe */
        if (!off && !dot && !maze_geometry_stairs(g, m, c, mark))
            cr_assert_gt(brightness(pixel(&im, o.cx, o.cy)), 170,
                         "%s cell %zu: centre on a wall", what, c);
        for (unsigned i = 0; i < o.sides; i++) {
            unsigned at = o.from[i];
            unsigned end = i + 1 < o.sides ? o.from[i + 1] : o.points;
            unsigned n = end - at + 1; /* its points, the next side's first */
            unsigned p = (at + (n - 1) / 2) % o.points;
            unsigned q = (at + n / 2) % o.points;
            double x = (o.x[p] + o.x[q]) / 2, y = (o.y[p] + o.y[q]) / 2;
            int shade = brightness(pixel(&im, x, y));
            if (maze_geometry_wall(g, m, c, i)) {
                cr_assert_lt(shade, 85, "%s cell %zu side %u: no wall", what, c,
                             i);
                walls++;
            } else if (!off && o.dir[i] >= 0 && maze_open(m, c, o.dir[i])) {
                cr_assert_gt(shade, 170, "%s cell %zu side %u: a wall", what, c,
                             i);
                openings++;
            }
        }
        double line[6][4];
        unsigned k = maze_geometry_bridge(g, m, c, line);
        for (unsigned j = 0; j < k; j++)
            cr_assert_lt(brightness(pixel(&im, (line[j][0] + line[j][2]) / 2,
                                          (line[j][1] + line[j][3]) / 2)),
                         85, "%s crossing %zu: line %u", what, c, j);
        bridges += k > 0;
        k = maze_geometry_stairs(g, m, c, mark);
        for (unsigned j = 0; j < k; j++) {
            double x = (mark[j][0] + mark[j][2] + mark[j][4]) / 3;
            double y = (mark[j][1] + mark[j][3] + mark[j][5]) / 3;
            cr_assert_eq(pixel(&im, x, y), 0x2F6FD0u, "%s stair %zu", what, c);
        }
        stairs += k;
    }
    cr_assert(walls > 30 && openings > 30, "%s: %zu walls, %zu openings", what,
              walls, openings);
    if (m->extra && m->floors == 1)
        cr_assert_gt(bridges, 0, "%s: no crossing looked at", what);
    if (m->floors > 1)
        cr_assert_gt(stairs, 0, "%s: no stair looked at", what);
    maze_geometry_free(g);
    free(im.rgb);
    free(b.data);
}

Test(geometry, sides_are_where_the_png_writer_draws_them)
{
    const enum maze_shape shapes[] = {MAZE_SHAPE_RECT, MAZE_SHAPE_HEX,
                                      MAZE_SHAPE_TRIANGLE, MAZE_SHAPE_POLAR,
                                      MAZE_SHAPE_UPSILON};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = NULL;
        bool polar = shapes[s] == MAZE_SHAPE_POLAR;
        cr_assert_eq(
            maze_new_shape(shapes[s], polar ? 1 : 11, polar ? 6 : 8, &m),
            MAZE_OK);
        generated(m, "prim", 3 + s, 0);
        struct maze_rng rng;
        maze_rng_seed(&rng, 9);
        maze_braid(m, 0.3, &rng, NULL);
        check_picture(m, maze_shape_name(shapes[s]));
        maze_free(m);
    }
}

Test(geometry, masks_weave_and_floors_as_the_pictures_have_them)
{
    const char mask[] = "..........\n"
                        "...XX.....\n"
                        "...XX...X.\n"
                        "..........\n"
                        "X........X\n"
                        "..........\n";
    FILE *in = fmemopen((void *)mask, sizeof mask - 1, "r");
    struct maze *m = NULL;
    cr_assert_eq(maze_mask_read(in, 1 << 20, &m, NULL), MAZE_OK);
    fclose(in);
    check_picture(generated(m, "wilson", 5, 0), "rect mask");
    maze_free(m);

    cr_assert_eq(maze_new(14, 9, &m), MAZE_OK);
    check_picture(generated(m, "backtracker", 2, 0.8), "weave");
    maze_free(m);

    cr_assert_eq(maze_new_floors(7, 5, 3, &m), MAZE_OK);
    check_picture(generated(m, "backtracker", 4, 0), "floors");
    maze_free(m);
}

Test(geometry, refusals)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(4, 4, &m), MAZE_OK);
    struct maze_geometry *g = NULL;
    const struct maze_render_opts wide = {.cell = 4, .wall = 5};
    cr_assert_eq(maze_geometry_new(m, &wide, &g), MAZE_ERR_ARG);
    const struct maze_render_opts huge = {.cell = 16000};
    cr_assert_eq(maze_geometry_new(m, &huge, &g), MAZE_ERR_TOO_BIG);
    cr_assert_null(g, "out untouched on failure");
    maze_geometry_free(NULL);
    maze_free(m);
}
