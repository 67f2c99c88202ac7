/*
 * test_shape_pictures.c - hex, triangle and polar pictures read back: at
 * the middle of every side of every cell, the wall colour where a wall
 * stands (the border, but for the two doors) and the background where a
 * passage opens; the same for the GIF's last frame; JSON round trips; and
 * the text formats refuse them.
 */
#include <cairo.h>
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "render/picture.h"

static const enum maze_shape shapes[] = {MAZE_SHAPE_HEX, MAZE_SHAPE_TRIANGLE,
                                         MAZE_SHAPE_POLAR};

struct buffer {
    char *data;
    size_t len, at;
};

static struct buffer render(const char *format, const struct maze *m,
                            const struct maze_render_opts *opts)
{
    struct buffer b = {0};
    FILE *f = open_memstream(&b.data, &b.len);
    const struct maze_renderer *r = maze_renderer_find(format);
    cr_assert_eq(r->render(m, NULL, opts, f), MAZE_OK, "%s", format);
    fclose(f);
    return b;
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

/* Pixels as 0xRRGGBB, row by row. */
struct image {
    uint32_t *rgb;
    int width, height;
};

static cairo_status_t read_buffer(void *closure, unsigned char *data,
                                  unsigned int length)
{
    struct buffer *b = closure;
    if (b->at + length > b->len)
        return CAIRO_STATUS_READ_ERROR;
    memcpy(data, b->data + b->at, length);
    b->at += length;
    return CAIRO_STATUS_SUCCESS;
}

static struct image decode_png(struct buffer *b)
{
    cairo_surface_t *s =
        cairo_image_surface_create_from_png_stream(read_buffer, b);
    cr_assert_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
    struct image im = {NULL, cairo_image_surface_get_width(s),
                       cairo_image_surface_get_height(s)};
    im.rgb = malloc((size_t)im.width * im.height * sizeof *im.rgb);
    unsigned char *px = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    for (int y = 0; y < im.height; y++)
        for (int x = 0; x < im.width; x++)
            im.rgb[y * im.width + x] =
                ((uint32_t *)(px + y * stride))[x] & 0xFFFFFF;
    cairo_surface_destroy(s);
    return im;
}

static int read_gif(GifFileType *g, GifByteType *data, int n)
{
    struct buffer *b = g->UserData;
    if (b->at + (size_t)n > b->len)
        n = (int)(b->len - b->at);
    memcpy(data, b->data + b->at, (size_t)n);
    b->at += (size_t)n;
    return n;
}

/* A still GIF: one frame, the whole picture. */
static struct image decode_gif(struct buffer *b)
{
    int err = 0;
    GifFileType *g = DGifOpen(b, read_gif, &err);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    struct image im = {NULL, g->SWidth, g->SHeight};
    im.rgb = malloc((size_t)im.width * im.height * sizeof *im.rgb);
    SavedImage *s = &g->SavedImages[g->ImageCount - 1];
    cr_assert_eq(s->ImageDesc.Width, im.width);
    ColorMapObject *map = g->SColorMap;
    for (size_t i = 0; i < (size_t)im.width * im.height; i++) {
        GifColorType c = map->Colors[s->RasterBits[i]];
        im.rgb[i] = (uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue;
    }
    DGifCloseFile(g, &err);
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
        struct mz_at a = mz_at(m, c);
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
            (void)a;
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
        struct buffer b = render("png", m, &opts);
        struct image im = decode_png(&b);
        check_sides(&im, m, &opts);
        free(im.rgb);
        free(b.data);
        b = render("gif", m, &opts);
        im = decode_gif(&b);
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
        struct buffer b = render("svg", m, NULL);
        cr_assert(strstr(b.data, "<svg") && strstr(b.data, "<path"));
        free(b.data);
        b = render("pdf", m, NULL);
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
        struct buffer b = render("json", m, NULL);
        FILE *f = fmemopen(b.data, b.len, "r");
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK, "%s",
                     err.message);
        fclose(f);
        cr_assert_eq(back->shape, m->shape);
        cr_assert_eq(back->cells, m->cells);
        cr_expect_eq(maze_hash(back), maze_hash(m));
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        maze_free(back);
        free(b.data);
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
                      "\"shape\" must be \"rect\", \"hex\", \"triangle\" or "
                      "\"polar\"");
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
            enum maze_err err = r->render ? r->render(m, NULL, NULL, f)
                                          : MAZE_ERR_ARG;
            fclose(f);
            if (r->render)
                cr_assert_eq(err, r->shapes ? MAZE_OK : MAZE_ERR_ARG, "%s",
                             r->name);
            free(text);
        }
        maze_free(m);
    }
}
