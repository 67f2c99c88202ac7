/*
 * test_pictures.c - the pictures, read back pixel by pixel: every wall
 * segment of the maze where the documented geometry puts it, the route on
 * every route cell's centre, the GIF's last frame the finished maze.
 */
#include <cairo.h>
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* ------------------------------------------------------------ helpers */

struct buffer {
    char *data;
    size_t len, at;
};

static struct buffer render(const char *format, const struct maze *m,
                            const struct maze_route *route,
                            const struct maze_render_opts *opts)
{
    struct buffer b = {0};
    FILE *f = open_memstream(&b.data, &b.len);
    const struct maze_renderer *r = maze_renderer_find(format);
    cr_assert_not_null(r);
    cr_assert_eq(r->render(m, route, opts, f), MAZE_OK);
    fclose(f);
    return b;
}

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

/* An RGB image: pixel (x, y) is rgb[y * width + x] = 0xRRGGBB. */
struct image {
    uint32_t *rgb;
    int width, height;
};

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

/* The GIF after all its frames, drawn over each other as a viewer does
 * (the frames do not dispose); also how many frames, whether it loops,
 * and how many frames were smaller than the whole picture. */
static struct image decode_gif(struct buffer *b, int *frames, bool *loops,
                               int *partial)
{
    int err = 0;
    GifFileType *g = DGifOpen(b, read_gif, &err);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    struct image im = {NULL, g->SWidth, g->SHeight};
    uint8_t *canvas = calloc((size_t)im.width * im.height, 1);
    *frames = g->ImageCount;
    *loops = false;
    *partial = 0;
    for (int k = 0; k < g->ImageCount; k++) {
        SavedImage *s = &g->SavedImages[k];
        GifImageDesc *d = &s->ImageDesc;
        *partial += d->Width * d->Height < im.width * im.height;
        for (int e = 0; e < s->ExtensionBlockCount; e++)
            if (s->ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE &&
                memcmp(s->ExtensionBlocks[e].Bytes, "NETSCAPE2.0", 11) == 0)
                *loops = true;
        for (int y = 0; y < d->Height; y++)
            memcpy(canvas + (size_t)(d->Top + y) * im.width + d->Left,
                   s->RasterBits + (size_t)y * d->Width, (size_t)d->Width);
    }
    im.rgb = malloc((size_t)im.width * im.height * sizeof *im.rgb);
    ColorMapObject *map = g->SColorMap;
    for (size_t i = 0; i < (size_t)im.width * im.height; i++) {
        GifColorType c = map->Colors[canvas[i]];
        im.rgb[i] = (uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue;
    }
    free(canvas);
    DGifCloseFile(g, &err);
    return im;
}

static uint32_t at(const struct image *im, double x, double y)
{
    return im->rgb[(int)y * im->width + (int)x];
}

/* Checks every wall segment of m, inner and outer, at its centre: the wall
 * colour where a wall stands, the background where it is open. The start
 * (top left) has its gap in the top border and the end (bottom right) in
 * the bottom border, as printed mazes have them. */
static void check_walls(const struct image *im, const struct maze *m,
                        double cell, double margin, uint32_t fg, uint32_t bg)
{
    cr_assert_eq(im->width, (int)(m->width * cell + 2 * margin));
    cr_assert_eq(im->height, (int)(m->height * cell + 2 * margin));
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            bool east = x + 1 == m->width || !maze_open(m, c, MAZE_EAST);
            uint32_t px =
                at(im, margin + (x + 1) * cell, margin + y * cell + cell / 2);
            cr_assert_eq(px, east ? fg : bg, "east wall of %u,%u: %06x", x, y,
                         px);
            bool south =
                y + 1 == m->height ? c != m->end : !maze_open(m, c, MAZE_SOUTH);
            px = at(im, margin + x * cell + cell / 2, margin + (y + 1) * cell);
            cr_assert_eq(px, south ? fg : bg, "south wall of %u,%u: %06x", x, y,
                         px);
            if (x == 0)
                cr_assert_eq(at(im, margin, margin + y * cell + cell / 2), fg,
                             "west border at row %u", y);
            if (y == 0)
                cr_assert_eq(at(im, margin + x * cell + cell / 2, margin),
                             c == m->start ? bg : fg, "top border at %u", x);
        }
    }
}

/* --------------------------------------------------------------- tests */

Test(pictures, png_walls_are_where_the_geometry_says)
{
    struct maze *m = make_maze("backtracker", 20, 15, 7);
    struct buffer b = render("png", m, NULL, NULL);
    struct image im = decode_png(&b);
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, png_route_lies_on_every_route_cell)
{
    struct maze *m = make_maze("prim", 20, 15, 3);
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
    /* Off the route, cell centres stay background. */
    size_t off = 0;
    for (size_t c = 0; c < m->cells; c++) {
        bool on = false;
        for (size_t i = 0; i < r.length; i++)
            on |= r.cells[i] == c;
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        if (!on) {
            cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xFFFFFF);
            off++;
        }
    }
    cr_expect_gt(off, 0);
    maze_route_release(&r);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, streamed_png_has_the_same_geometry)
{
    struct maze *m = make_maze("wilson", 20, 15, 4);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct maze_render_opts stream = {.stream = true};
    struct buffer b = render("png", m, NULL, &stream);
    struct image im = decode_png(&b);
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    b = render("png", m, &r, &stream);
    im = decode_png(&b);
    for (size_t i = 0; i < r.length; i++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, r.cells[i], &x, &y);
        cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xE02020,
                     "route cell %u,%u", x, y);
    }
    maze_route_release(&r);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, png_sizes_and_colours_follow_the_options)
{
    struct maze *m = make_maze("kruskal", 9, 6, 2);
    struct maze_render_opts o = {.cell = 10,
                                 .wall = 4,
                                 .margin = 5,
                                 .margin_set = true,
                                 .fg = MAZE_RGB(0x20, 0x40, 0x80),
                                 .bg = MAZE_RGB(0xF0, 0xE0, 0xD0)};
    struct buffer b = render("png", m, NULL, &o);
    struct image im = decode_png(&b);
    check_walls(&im, m, 10, 5, 0x204080, 0xF0E0D0);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, too_big_and_bad_options_are_refused)
{
    struct maze *m = make_maze("binary-tree", 3000, 2, 1);
    struct maze_render_opts o = {.cell = 16};
    FILE *f = fopen("/dev/null", "w");
    /* PNG goes on row by row; cairo's other formats cannot. */
    cr_expect_eq(maze_renderer_find("png")->render(m, NULL, &o, f), MAZE_OK);
    cr_expect_eq(maze_renderer_find("svg")->render(m, NULL, &o, f),
                 MAZE_ERR_TOO_BIG);
    struct maze_render_opts wide = {.cell = 4, .wall = 6};
    cr_expect_eq(maze_renderer_find("png")->render(m, NULL, &wide, f),
                 MAZE_ERR_ARG);
    fclose(f);
    maze_free(m);
}

Test(pictures, gif_animation_ends_on_the_finished_maze)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(30, 20, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 5);
    cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, &hook),
                 MAZE_OK);
    struct buffer b = {0};
    FILE *f = open_memstream(&b.data, &b.len);
    cr_assert_eq(maze_renderer_find("gif")->animate(m, NULL, &rec, NULL, f),
                 MAZE_OK);
    fclose(f);
    int frames = 0, partial = 0;
    bool loops = false;
    struct image im = decode_gif(&b, &frames, &loops, &partial);
    cr_expect_gt(frames, 100, "frames: %d", frames);
    cr_expect_leq(frames, 310);
    cr_expect(loops, "the animation loops");
    cr_expect_gt(partial, frames / 2, "frames hold only what changed");
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    maze_recording_release(&rec);
    maze_free(m);
}

Test(pictures, every_generator_animates_and_replays)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(12, 9, &m), MAZE_OK);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
        struct maze *again = NULL;
        cr_assert_eq(maze_new(12, 9, &again), MAZE_OK);
        maze_replay(again, &rec, rec.count);
        cr_expect_eq(maze_hash(again), maze_hash(m), "%s", g->name);
        struct buffer b = {0};
        FILE *f = open_memstream(&b.data, &b.len);
        cr_assert_eq(maze_renderer_find("gif")->animate(m, &r, &rec, NULL, f),
                     MAZE_OK, "%s", g->name);
        fclose(f);
        cr_expect_gt(b.len, 1000);
        free(b.data);
        maze_route_release(&r);
        maze_recording_release(&rec);
        maze_free(again);
        maze_free(m);
    }
}

Test(pictures, json_round_trips)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        struct maze *m = make_maze(g->name, 13, 7, 9);
        struct maze_rng rng;
        maze_rng_seed(&rng, 9);
        maze_braid(m, 0.5, &rng, NULL);
        maze_ends_farthest(m);
        struct buffer b = render("json", m, NULL, NULL);
        FILE *f = fmemopen(b.data, b.len, "r");
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK, "%s",
                     err.message);
        fclose(f);
        cr_expect_eq(maze_hash(back), maze_hash(m), "%s", g->name);
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        maze_free(back);
        free(b.data);
        maze_free(m);
    }
}

static void expect_json_error(const char *text, unsigned long line,
                              const char *words)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_expect_eq(maze_read(f, MAZE_READ_MAX, &m, &err), MAZE_ERR_FORMAT, "%s",
                 text);
    fclose(f);
    cr_expect_null(m);
    cr_expect_eq(err.line, line, "%s", err.message);
    cr_expect_not_null(strstr(err.message, words), "'%s' in '%s'", words,
                       err.message);
}

Test(pictures, json_errors_say_what_is_wrong)
{
    expect_json_error("{\"width\": 2,\n \"height\": }", 2, "");
    expect_json_error("{\"width\": 0, \"height\": 1, \"cells\": []}", 0,
                      "\"width\" and \"height\"");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"e\", "
                      "\"\"]]}",
                      0, "cells[0][0] opens east but its neighbour");
    expect_json_error("{\"width\": 1, \"height\": 1, \"cells\": [[\"n\"]]}", 0,
                      "opens north through the outer wall");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"x\", "
                      "\"\"]]}",
                      0, "has 'x'");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"e\", "
                      "\"w\"]], \"start\": [5, 0]}",
                      0, "\"start\" must be [x, y]");
}
