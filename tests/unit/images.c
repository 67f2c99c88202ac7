/*
 * images.c - see images.h.
 */
#include <cairo.h>
#include <gif_lib.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "images.h"

struct buffer render(const char *format, const struct maze *m,
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

struct image decode_png(struct buffer *b)
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

/* The GIF after frames 0 to last, drawn over each other as a viewer does
 * (the frames do not dispose; a frame's transparent pixels leave what is
 * under them); also how many frames, whether it loops, and how many
 * frames were smaller than the whole picture. */
static struct image compose_gif(struct buffer *b, int last, int *frames,
                                bool *loops, int *partial)
{
    int err = 0;
    b->at = 0;
    GifFileType *g = DGifOpen(b, read_gif, &err);
    cr_assert_not_null(g);
    cr_assert_eq(DGifSlurp(g), GIF_OK);
    struct image im = {NULL, g->SWidth, g->SHeight};
    uint8_t *canvas = calloc((size_t)im.width * im.height, 1);
    *frames = g->ImageCount;
    *loops = false;
    *partial = 0;
    for (int k = 0; k < g->ImageCount && k <= last; k++) {
        SavedImage *s = &g->SavedImages[k];
        GifImageDesc *d = &s->ImageDesc;
        *partial += d->Width * d->Height < im.width * im.height;
        for (int e = 0; e < s->ExtensionBlockCount; e++)
            if (s->ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE &&
                memcmp(s->ExtensionBlocks[e].Bytes, "NETSCAPE2.0", 11) == 0)
                *loops = true;
        GraphicsControlBlock gcb = {.TransparentColor = NO_TRANSPARENT_COLOR};
        DGifSavedExtensionToGCB(g, k, &gcb);
        for (int y = 0; y < d->Height; y++)
            for (int x = 0; x < d->Width; x++) {
                int px = s->RasterBits[(size_t)y * d->Width + x];
                if (px != gcb.TransparentColor)
                    canvas[(size_t)(d->Top + y) * im.width + d->Left + x] =
                        (uint8_t)px;
            }
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

struct image decode_gif(struct buffer *b, int *frames, bool *loops,
                        int *partial)
{
    return compose_gif(b, INT_MAX, frames, loops, partial);
}

struct image decode_gif_frame(struct buffer *b, int k)
{
    int frames = 0, partial = 0;
    bool loops = false;
    return compose_gif(b, k, &frames, &loops, &partial);
}

struct buffer animate(const char *format, const struct maze *m,
                      const struct maze_route *route,
                      const struct maze_recording *rec,
                      const struct maze_render_opts *opts)
{
    struct buffer b = {0};
    FILE *f = open_memstream(&b.data, &b.len);
    const struct maze_renderer *r = maze_renderer_find(format);
    cr_assert(r && r->animate);
    cr_assert_eq(r->animate(m, route, rec, opts, f), MAZE_OK);
    fclose(f);
    return b;
}

struct maze *read_back(struct buffer *b)
{
    FILE *f = fmemopen(b->data, b->len, "r");
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK, "%s",
                 err.message);
    fclose(f);
    return back;
}

struct maze *json_round_trip(const struct maze *m)
{
    struct buffer b = render("json", m, NULL, NULL);
    struct maze *back = read_back(&b);
    free(b.data);
    return back;
}

void expect_file_read_within(const char *format, const struct maze *m,
                             long max_kib)
{
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    struct maze_render_opts opts = {0};
    cr_assert_eq(maze_renderer_find(format)->render(m, NULL, &opts, f),
                 MAZE_OK);
    long size = ftell(f);
    rewind(f);
    long before = peak_kib();
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK, "%s",
                 err.message);
    fclose(f);
    cr_expect_eq(maze_hash(back), maze_hash(m));
#ifndef MAZE_SANITIZED
    long grown = peak_kib() - before;
    cr_expect_leq(grown, max_kib, "grew %ld KiB reading %ld bytes of %s", grown,
                  size, format);
#else
    (void)before;
    (void)size;
    (void)max_kib;
#endif
    maze_free(back);
}
