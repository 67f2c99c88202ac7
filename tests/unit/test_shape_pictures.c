/*
 * test_shape_pictures.c - hex, triangle, polar and upsilon pictures read
 * back: at
 * the middle of every side of every cell, the wall colour where a wall
 * stands (the border, but for the two doors) and the background where a
 * passage opens; the same for the GIF's last frame; JSON round trips; and
 * the text formats refuse them.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"
#include "render/picture.h"

static const enum maze_shape shapes[] = {MAZE_SHAPE_HEX, MAZE_SHAPE_TRIANGLE,
                                         MAZE_SHAPE_POLAR, MAZE_SHAPE_UPSILON};

static struct buffer render_shape(const char *format, const struct maze *m,
                                  const struct maze_render_opts *opts)
{
    return render(format, m, NULL, opts);
}

static struct maze *make_shape(enum maze_shape shape, const char *gen,
                               uint64_t seed)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(shape, shape == MAZE_SHAPE_POLAR ? 1 : 11,
                                shape == MAZE_SHAPE_POLAR ? 6 : 8, &m),
                 MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(maze_generate(m, maze_generator_find(gen), &rng, NULL, NULL),
                 MAZE_OK);
    maze_braid(m, 0.3, &rng, NULL);
    return m;
}

/* A GIF still: its one frame. */
static struct image decode_still(struct buffer *b)
{
    int frames = 0;
    bool loops = false;
    int partial = 0;
    struct image im = decode_gif(b, &frames, &loops, &partial);
    cr_assert_eq(frames, 1);
    return im;
}

static int brightness(uint32_t rgb)
{
    return (int)(((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
}

/* Every side of every cell at its middle: dark for a wall, light for an
 * opening. Antialiased pictures blur a wall's edge, so dark is below a
 * third of white and light above two thirds. */
static void check_sides(const struct image *im, const struct maze *m,
                        const struct maze_render_opts *opts)
{
    struct mz_picture p;
    cr_assert_eq(mz_picture_init(m, opts, MZ_PICTURE_MAX, &p), MAZE_OK);
    cr_assert_eq(im->width, (int)p.width);
    cr_assert_eq(im->height, (int)p.height);
    size_t walls = 0;
    size_t openings = 0;
    size_t doors = 0;
    struct mz_outline o;
    for (size_t c = 0; c < m->cells; c++) {
        mz_outline(m, &p, c, &o);
        for (unsigned i = 0; i < o.sides; i++) {
            bool wall = false;
            if (o.dir[i] < 0) {
                bool door = (c == m->start && p.start_side == (int)i) ||
                            (c == m->end && p.end_side == (int)i);
                wall = !door;
                doors += door;
            } else {
                wall = !maze_open(m, c, o.dir[i]);
            }
            double x = 0;
            double y = 0;
            mz_outline_middle(&o, i, &x, &y);
            int shade = brightness(im->rgb[(int)y * im->width + (int)x]);
            if (wall)
                cr_assert_lt(shade, 85, "%s cell %zu side %u (dir %d): no wall",
                             maze_shape_name(m->shape), c, i, o.dir[i]);
            else
                cr_assert_gt(shade, 170, "%s cell %zu side %u (dir %d): wall",
                             maze_shape_name(m->shape), c, i, o.dir[i]);
            walls += wall;
            openings += !wall;
        }
    }
    /* Both kinds were looked at, and the gaps exist (a polar centre start
     * has none: it is a dot). */
    cr_assert_gt(walls, 50);
    cr_assert_gt(openings, 50);
    cr_assert_geq(doors, m->shape == MAZE_SHAPE_POLAR ? 1u : 2u);
}

Test(shape_pictures, png_and_gif_walls_are_where_the_outlines_say)
{
    const struct maze_render_opts opts = {.cell = 24, .wall = 2};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = make_shape(shapes[s], "prim", 4);
        struct buffer b = render_shape("png", m, &opts);
        struct image im = decode_png(&b);
        check_sides(&im, m, &opts);
        free(im.rgb);
        free(b.data);
        b = render_shape("gif", m, &opts);
        im = decode_still(&b);
        check_sides(&im, m, &opts);
        free(im.rgb);
        free(b.data);
        maze_free(m);
    }
}

Test(shape_pictures, svg_and_pdf_are_made)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = make_shape(shapes[s], "backtracker", 2);
        struct buffer b = render_shape("svg", m, NULL);
        cr_assert(strstr(b.data, "<svg") && strstr(b.data, "<path"));
        free(b.data);
        b = render_shape("pdf", m, NULL);
        cr_assert_eq(memcmp(b.data, "%PDF", 4), 0);
        free(b.data);
        maze_free(m);
    }
}

Test(shape_pictures, json_round_trips_every_shape)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = make_shape(shapes[s], "wilson", 6);
        maze_ends_farthest(m);
        struct maze *back = json_round_trip(m);
        cr_assert_eq(back->shape, m->shape);
        cr_assert_eq(back->cells, m->cells);
        cr_expect_eq(maze_hash(back), maze_hash(m));
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        maze_free(back);
        maze_free(m);
    }
}

static void expect_json_error(const char *text, const char *message)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &m, &err), MAZE_ERR_FORMAT);
    fclose(f);
    cr_assert_null(m);
    cr_assert_str_eq(err.message, message);
}

Test(shape_pictures, json_shape_errors_say_what_is_wrong)
{
    expect_json_error("{\"width\": 2, \"height\": 1, \"shape\": \"blob\", "
                      "\"cells\": [[\"\", \"\"]]}",
                      "\"shape\" must be \"rect\", \"hex\", \"triangle\", "
                      "\"polar\" or \"upsilon\"");
    expect_json_error("{\"width\": 2, \"height\": 1, \"shape\": \"hex\", "
                      "\"cells\": [[\"0\", \"\"]]}",
                      "cells[0][0] opens 0 but its neighbour does not open "
                      "back");
    expect_json_error("{\"width\": 2, \"height\": 1, \"shape\": \"hex\", "
                      "\"cells\": [[\"7\", \"\"]]}",
                      "cells[0][0] has '7' (expected a direction 0 to 5 or #)");
    expect_json_error("{\"width\": 1, \"height\": 2, \"shape\": \"polar\", "
                      "\"cells\": [[\"\"], [\"\"]]}",
                      "cells[1] must be 6 cells");
    expect_json_error("{\"width\": 2, \"height\": 2, \"shape\": \"polar\", "
                      "\"cells\": [[\"\", \"\"], [\"\"]]}",
                      "a polar maze cannot be 2x2");
    expect_json_error("{\"width\": 3, \"height\": 1, \"shape\": \"triangle\", "
                      "\"cells\": [[\"1\", \"\", \"\"]]}",
                      "cells[0][0] opens 1 through the outer wall");
}

Test(shape_pictures, text_formats_refuse_other_shapes)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        struct maze *m = make_shape(shapes[s], "backtracker", 1);
        for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
            char *text = NULL;
            size_t len = 0;
            FILE *f = open_memstream(&text, &len);
            enum maze_err err =
                r->render ? r->render(m, NULL, NULL, f) : MAZE_ERR_ARG;
            fclose(f);
            if (r->render)
                cr_assert_eq(err, r->shapes ? MAZE_OK : MAZE_ERR_ARG, "%s",
                             r->name);
            free(text);
        }
        maze_free(m);
    }
}

/* The GIF painter redraws only near what changed; after any run of
 * changes its frame must be exactly the one a fresh painter draws. */
Test(shape_pictures, painting_changes_equals_painting_afresh)
{
    for (size_t run = 0; run < 3 * 3; run++) {
        const enum maze_shape shape = shapes[run % 3];
        struct maze *done = make_shape(shape, "wilson", 8 + run);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(done, NULL, NULL, NULL, &r), MAZE_OK);
        struct maze *m = NULL;
        cr_assert_eq(maze_new_shape(done->shape, done->width, done->height, &m),
                     MAZE_OK);
        m->start = done->start;
        m->end = done->end;
        struct mz_picture p;
        const struct maze_render_opts opts = {.cell = 20,
                                              .wall = run < 6 ? 3 : 1};
        cr_assert_eq(mz_picture_init(m, &opts, MZ_PICTURE_MAX, &p), MAZE_OK);
        uint8_t *fill = malloc(m->cells);
        uint8_t *route = calloc(m->cells, 1);
        uint8_t *steps = calloc((size_t)p.width * p.height, 1);
        uint8_t *afresh = calloc((size_t)p.width * p.height, 1);
        memset(fill, P_UNCARVED, m->cells);
        struct mz_shape_painter *a = NULL;
        cr_assert_eq(mz_shape_painter_new(m, &p, &a), MAZE_OK);
        cr_assert_eq(mz_shape_paint(a, m, fill, route, steps), MAZE_OK);
        /* Open the finished maze's passages a few at a time, colouring
         * the cells they join, then lay the route. */
        size_t opened = 0;
        for (size_t c = 0; c < m->cells; c++) {
            for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++) {
                size_t b = maze_neighbour(m, c, d);
                if (b == MAZE_NONE || b < c || !maze_open(done, c, d))
                    continue;
                maze_link(m, c, b);
                fill[c] = fill[b] = (uint8_t)(opened % 3 ? P_BG : P_PATH);
                if (++opened % 7 == 0)
                    cr_assert_eq(mz_shape_paint(a, m, fill, route, steps),
                                 MAZE_OK);
            }
        }
        for (size_t i = 0; i < r.length; i++) {
            route[r.cells[i]] = 1;
            if (i % 5 == 0)
                cr_assert_eq(mz_shape_paint(a, m, fill, route, steps), MAZE_OK);
        }
        cr_assert_eq(mz_shape_paint(a, m, fill, route, steps), MAZE_OK);
        struct mz_shape_painter *b = NULL;
        cr_assert_eq(mz_shape_painter_new(m, &p, &b), MAZE_OK);
        cr_assert_eq(mz_shape_paint(b, m, fill, route, afresh), MAZE_OK);
        size_t differ = 0;
        for (size_t i = 0; i < (size_t)p.width * p.height; i++)
            differ += steps[i] != afresh[i];
        cr_assert_eq(differ, 0, "%s (run %zu): %zu pixels differ",
                     maze_shape_name(m->shape), run, differ);
        mz_shape_painter_free(a);
        mz_shape_painter_free(b);
        free(fill);
        free(route);
        free(steps);
        free(afresh);
        maze_route_release(&r);
        maze_free(m);
        maze_free(done);
    }
}
