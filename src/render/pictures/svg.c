/*
 * svg.c - SVG pictures: the maze drawn through cairo (cairo.c) onto an
 * SVG surface, whose ids are renumbered on the way out so the same maze
 * is the same bytes.
 */
#include <cairo-svg.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

#include "cairo_draw.h"
#include "pictures.h"

/* SVG ids. cairo names each surface of an SVG "surfaceN" by a number
 * counted across the whole process, so the same maze came out with
 * surface1 alone and surface6 as the second file of a batch, and in any
 * order with threads. The writer renumbers them in the order they first
 * appear in the file: the same maze, the same bytes. */
#define SVG_ID "surface"
#define SVG_ID_LEN (sizeof SVG_ID - 1)

struct svg_out {
    FILE *out;
    char held[SVG_ID_LEN + 21]; /* a prefix of an id seen, not yet written */
    size_t n;
    unsigned long long seen[16]; /* cairo's numbers, in order of appearance */
    unsigned count;
    bool failed;
};

static void svg_put(struct svg_out *s, const char *data, size_t len)
{
    if (len && fwrite(data, 1, len, s->out) != len)
        s->failed = true;
}

/* Writes what is held: an id renumbered, or text that turned out to be
 * no id. */
static void svg_release(struct svg_out *s)
{
    if (s->n <= SVG_ID_LEN) {
        svg_put(s, s->held, s->n);
        s->n = 0;
        return;
    }
    s->held[s->n] = '\0';
    unsigned long long id = strtoull(s->held + SVG_ID_LEN, NULL, 10);
    unsigned k = 0;
    while (k < s->count && s->seen[k] != id)
        k++;
    if (k == s->count && k < sizeof s->seen / sizeof *s->seen)
        s->seen[s->count++] = id;
    if (k < s->count) {
        char text[SVG_ID_LEN + 12];
        int len = snprintf(text, sizeof text, SVG_ID "%u", k + 1);
        svg_put(s, text, (size_t)len);
    } else {
        svg_put(s, s->held, s->n); /* more ids than kept: as cairo wrote */
    }
    s->n = 0;
}

static cairo_status_t svg_write(void *closure, const unsigned char *data,
                                unsigned int length)
{
    struct svg_out *s = closure;
    size_t plain = 0; /* bytes of data[plain..i) to copy as they are */
    for (size_t i = 0; i < length; i++) {
        char c = (char)data[i];
        if (s->n < SVG_ID_LEN ? c == SVG_ID[s->n]
                              : c >= '0' && c <= '9' &&
                                    s->n + 1 < sizeof s->held) {
            if (s->n == 0) {
                svg_put(s, (const char *)data + plain, i - plain);
            }
            s->held[s->n++] = c;
            plain = i + 1;
            continue;
        }
        if (s->n) {
            svg_release(s);
            plain = i;
            if (c == SVG_ID[0]) {
                s->held[s->n++] = c;
                plain = i + 1;
            }
        }
    }
    if (!s->n)
        svg_put(s, (const char *)data + plain, length - plain);
    return s->failed ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

MZ_RENDERER(mz_render_svg)
{
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, opts, MZ_PICTURE_MAX, &p);
    if (err)
        return err;
    struct svg_out s = {.out = out};
    cairo_surface_t *surface =
        cairo_svg_surface_create_for_stream(svg_write, &s, p.width, p.height);
    cairo_t *cr = cairo_create(surface);
    mz_cairo_draw(cr, m, &p, route, opts);
    err = mz_cairo_finish(cr, surface);
    svg_release(&s);
    return err ? err : s.failed ? MAZE_ERR_IO : MAZE_OK;
}
