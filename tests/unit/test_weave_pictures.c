/*
 * test_weave_pictures.c - weave mazes in pictures: each crossing drawn as
 * a bridge (the walls of the passage over it running across the cell, set
 * in from its sides, and the gap of the passage under it), the route
 * dashed and paler where it goes under.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

static uint32_t at(const struct image *im, double x, double y)
{
    return im->rgb[(int)y * im->width + (int)x];
}

/* The bridge's pixels of every crossing (see below); false and why when
 * one is wrong. */
static uint32_t bridge_px(const struct image *im, uint32_t x, uint32_t y,
                          bool over_ew, double along, double across);

static bool bridges_wrong(const struct image *im, const struct maze *m,
                          char *why, size_t n)
{
    for (size_t c = 0; c < m->cells; c++) {
        bool ew = false;
        if (!maze_crossing(m, c, &ew))
            continue;
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        snprintf(why, n, "crossing %u,%u", x, y);
        /* Its rails run the whole cell, 4 pixels in from the sides. */
        for (double along = 1; along < 16; along += 2)
            if (bridge_px(im, x, y, ew, along, 4) != 0 ||
                bridge_px(im, x, y, ew, along, 12) != 0)
                return true;
        /* Stubs join the rails to the corners: the walls of the passage
         * under, open between them. */
        if (bridge_px(im, x, y, ew, 0, 2) != 0 ||
            bridge_px(im, x, y, ew, 0, 13) != 0 ||
            bridge_px(im, x, y, ew, 16, 2) != 0)
            return true;
    }
    return false;
}

static struct maze *weave_maze(const char *gen, uint64_t seed)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(15, 10, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts opts = {.weave = 0.8};
    cr_assert_eq(maze_generate(m, maze_generator_find(gen), &rng, &opts, NULL),
                 MAZE_OK);
    return m;
}

/* The default geometry: 16-pixel cells, 2-pixel walls, a 16-pixel
 * margin; the bridge 4 pixels in from each side. Along the bridge (a
 * = along, b = across, from the cell's corner). */
static uint32_t bridge_px(const struct image *im, uint32_t x, uint32_t y,
                          bool over_ew, double along, double across)
{
    double x0 = 16 + x * 16.0, y0 = 16 + y * 16.0;
    return over_ew ? at(im, x0 + along, y0 + across)
                   : at(im, x0 + across, y0 + along);
}

Test(weave_pictures, png_draws_each_crossing_as_a_bridge)
{
    /* Asked to stream (the rows writer draws no bridges), it draws them
     * all the same. */
    const char *const gens[] = {"backtracker", "kruskal", "backtracker"};
    const struct maze_render_opts stream = {.stream = true};
    for (int g = 0; g < 3; g++) {
        struct maze *m = weave_maze(gens[g], 3);
        cr_assert_gt(maze_crossings(m), 0);
        struct buffer b = render("png", m, NULL, g == 2 ? &stream : NULL);
        struct image im = decode_png(&b);
        for (size_t c = 0; c < m->cells; c++) {
            bool ew = false;
            if (!maze_crossing(m, c, &ew))
                continue;
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, c, &x, &y);
            /* Its rails run the whole cell, 4 pixels in from the sides. */
            for (double along = 1; along < 16; along += 2) {
                cr_assert_eq(bridge_px(&im, x, y, ew, along, 4), 0, "%s %u,%u",
                             gens[g], x, y);
                cr_assert_eq(bridge_px(&im, x, y, ew, along, 12), 0);
            }
            /* The deck between them and the passage under, on both sides
             * of the bridge, are open. */
            cr_assert_eq(bridge_px(&im, x, y, ew, 8, 8), 0xFFFFFF);
            cr_assert_eq(bridge_px(&im, x, y, ew, 8, 0), 0xFFFFFF, "%s %u,%u",
                         gens[g], x, y);
            cr_assert_eq(bridge_px(&im, x, y, ew, 8, 15), 0xFFFFFF);
            /* Stubs join the rails to the corners: the walls of the
             * passage under. */
            cr_assert_eq(bridge_px(&im, x, y, ew, 0, 2), 0);
            cr_assert_eq(bridge_px(&im, x, y, ew, 0, 13), 0);
            /* The passage over enters the bridge at both ends. */
            cr_assert_eq(bridge_px(&im, x, y, ew, 0, 8), 0xFFFFFF);
        }
        free(im.rgb);
        free(b.data);
        maze_free(m);
    }
}

Test(weave_pictures, route_under_a_crossing_is_dashed_and_paler)
{
    size_t unders = 0;
    for (uint64_t seed = 0; seed < 6; seed++) {
        struct maze *m = weave_maze(seed % 2 ? "prim" : "backtracker", seed);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        struct buffer b = render("png", m, &r, NULL);
        struct image im = decode_png(&b);
        for (size_t i = 0; i < r.length; i++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, r.cells[i], &x, &y);
            cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xE02020,
                         "route cell %u,%u", x, y);
        }
        for (size_t i = 1; i < r.length; i++) {
            size_t a = r.cells[i - 1], c = r.cells[i];
            if (maze_neighbour(m, a, MAZE_EAST) == c ||
                maze_neighbour(m, a, MAZE_WEST) == c ||
                maze_neighbour(m, a, MAZE_SOUTH) == c ||
                maze_neighbour(m, a, MAZE_NORTH) == c)
                continue;
            size_t under = (a + c) / 2; /* the crossing between them */
            bool on_route = false;
            for (size_t k = 0; k < r.length; k++)
                on_route |= r.cells[k] == under;
            if (on_route)
                continue; /* the route goes over it as well */
            unders++;
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, under, &x, &y);
            bool ew = false;
            cr_assert(maze_crossing(m, under, &ew));
            /* Along the way under (across the bridge): paler dashes,
             * gaps, never the route's own colour. */
            size_t pale = 0, gap = 0;
            for (double t = 0; t < 16; t++) {
                uint32_t px = bridge_px(&im, x, y, ew, 8, t);
                cr_assert_neq(px, 0xE02020, "under %u,%u", x, y);
                pale += px == 0xEF8F8F;
                gap += px == 0xFFFFFF;
            }
            cr_assert_gt(pale, 0, "under %u,%u", x, y);
            cr_assert_gt(gap, 0, "under %u,%u: dashed", x, y);
        }
        maze_route_release(&r);
        free(im.rgb);
        free(b.data);
        maze_free(m);
    }
    cr_assert_gt(unders, 0);
}

Test(weave_pictures, svg_and_pdf_draw_bridges_and_dashes)
{
    struct maze *m = weave_maze("kruskal", 5);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct buffer svg = render("svg", m, &r, NULL);
    cr_assert_not_null(memmem(svg.data, svg.len, "stroke-dasharray", 16));
    struct buffer pdf = render("pdf", m, &r, NULL);
    cr_assert_gt(pdf.len, 0);
    free(svg.data);
    free(pdf.data);
    maze_route_release(&r);
    maze_free(m);
}

Test(weave_pictures, gif_still_and_animation_draw_the_bridges)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(15, 10, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_recipe recipe = {.generator =
                                           maze_generator_find("backtracker"),
                                       .gen = {.weave = 0.8}};
    cr_assert_eq(maze_make(m, &recipe, 3, &hook), MAZE_OK);
    cr_assert_gt(maze_crossings(m), 0);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
    struct buffer still = render("gif", m, &r, NULL);
    struct image a = decode_gif(&still, &(int){0}, &(bool){0}, &(int){0});
    struct buffer movie = animate("gif", m, &r, &rec, NULL);
    struct image b = decode_gif(&movie, &(int){0}, &(bool){0}, &(int){0});
    char why[64];
    cr_assert(!bridges_wrong(&a, m, why, sizeof why), "still: %s", why);
    cr_assert(!bridges_wrong(&b, m, why, sizeof why), "animation: %s", why);
    /* Replaying the run makes the maze, crossings and all. */
    struct maze *again = NULL;
    cr_assert_eq(maze_new(15, 10, &again), MAZE_OK);
    maze_replay(again, &rec, rec.count);
    cr_assert_eq(maze_hash(again), maze_hash(m));
    maze_free(again);
    free(a.rgb);
    free(b.rgb);
    free(still.data);
    free(movie.data);
    maze_route_release(&r);
    maze_recording_release(&rec);
    maze_free(m);
}
