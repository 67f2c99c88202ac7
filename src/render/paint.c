/*
 * paint.c - a route painted onto a picture that was read
 * (maze_picture_write: maze solve picture.png -o solved.png): the same
 * picture, pixel for pixel, but for the route in its colour.
 *
 * The picture is decoded once more a row at a time (read/picture.c kept
 * its file), the route's pixels set in each row, and the row encoded at
 * once: memory is a row, and a bit a unit or a byte a cell for the route.
 * A picture of 256 colours or fewer, the route's among them, is written
 * with a palette of the fewest bits a pixel that holds them.
 */
#include <stdlib.h>
#include <string.h>

#include "render.h"

enum {
    MARK_EAST = 1,  /* the route goes on to the cell east */
    MARK_SOUTH = 2, /* ... south */
    MARK_ROUTE = 4, /* the cell is on the route */
    MARK_DOOR = 8,  /* and leaves through a door: dir in the high bits */
};

/* What the painter knows of the route: a bit a unit (pixel mazes), a
 * byte a cell (grids: the ways the route goes on, so that a band is drawn
 * only between cells that follow each other on it). */
struct route_marks {
    uint64_t *unit;
    uint8_t *cell;
};

static enum maze_err marks_make(const struct maze_picture *pic,
                                const struct maze *m,
                                const struct maze_route *route,
                                struct route_marks *rm)
{
    memset(rm, 0, sizeof *rm);
    size_t n = route ? route->length : 0;
    if (!pic->info.grid) {
        rm->unit = calloc((m->cells + 63) / 64, sizeof *rm->unit);
        if (!rm->unit)
            return MAZE_ERR_NOMEM;
        for (size_t i = 0; i < n; i++)
            rm->unit[route->cells[i] / 64] |= (uint64_t)1
                                              << (route->cells[i] % 64);
        return MAZE_OK;
    }
    rm->cell = calloc(m->cells, 1);
    if (!rm->cell)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        size_t a = route->cells[i];
        rm->cell[a] |= MARK_ROUTE;
        if (i + 1 < n) {
            size_t b = route->cells[i + 1];
            size_t lo = a < b ? a : b, hi = a < b ? b : a;
            rm->cell[lo] |= hi == lo + 1 ? MARK_EAST : MARK_SOUTH;
        }
    }
    if (n > 0 && route->cells[0] == m->start && m->start_door >= 0)
        rm->cell[m->start] |= (uint8_t)(MARK_DOOR << m->start_door);
    if (n > 0 && route->cells[n - 1] == m->end && m->end_door >= 0)
        rm->cell[m->end] |= (uint8_t)(MARK_DOOR << m->end_door);
    return MAZE_OK;
}

/* Pixels [a, b) of the row, as much of them as is in the picture. */
static void paint(unsigned char *row, int64_t a, int64_t b, uint32_t width,
                  const unsigned char colour[4])
{
    int64_t to = b < (int64_t)width ? b : (int64_t)width;
    for (int64_t x = a < 0 ? 0 : a; x < to; x++)
        memcpy(row + 4 * (size_t)x, colour, 4);
}

/* The route's pixels of row y: whole units of a pixel maze; on a grid, a
 * band a third of the corridor wide through the cells' middles, joining
 * cells that follow each other and going out through the doors. */
static void paint_row(const struct maze_picture *pic, const struct maze *m,
                      const struct route_marks *rm, uint32_t y,
                      unsigned char *row, const unsigned char colour[4])
{
    const struct maze_picture_info *in = &pic->info;
    if (!in->grid) {
        int64_t k = in->scale, ry = (int64_t)y - in->y0;
        if (ry < 0 || ry >= (int64_t)m->height * k)
            return;
        size_t first = (size_t)(ry / k) * m->width;
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = first + x;
            if ((rm->unit[c / 64] >> (c % 64)) & 1)
                paint(row, in->x0 + x * k, in->x0 + (x + 1) * k, in->width,
                      colour);
        }
        return;
    }
    int64_t c = in->pitch, t = in->wall;
    int64_t band = (c - t) / 3 ? (c - t) / 3 : 1;
    int64_t inset = t + (c - t - band) / 2;    /* from a line's first pixel */
    int64_t right = in->x0 + m->width * c + t; /* past the east wall */
    int64_t bottom = in->y0 + m->height * c + t;
    if ((int64_t)y < in->y0 || (int64_t)y >= bottom)
        return;
    int64_t rel = (int64_t)y - in->y0 - inset;
    uint32_t r = 0;
    int what = 0; /* 0: band of row r; 1: going south from row r; 2: north
                     door arms of row 0 */
    if (rel < 0) {
        what = 2;
    } else {
        r = (uint32_t)(rel / c);
        what = rel % c < band ? 0 : 1;
        if (r >= m->height) {
            r = m->height - 1;
            what = 1;
        }
    }
    const uint8_t *mark = rm->cell + (size_t)r * m->width;
    for (uint32_t x = 0; x < m->width; x++) {
        uint8_t k = mark[x];
        if (!(k & MARK_ROUTE))
            continue;
        int64_t a = in->x0 + x * c + inset;
        if (what == 2) {
            if (k & (MARK_DOOR << MAZE_NORTH))
                paint(row, a, a + band, in->width, colour);
        } else if (what == 1) {
            if ((k & MARK_SOUTH) ||
                (r == m->height - 1 && (k & (MARK_DOOR << MAZE_SOUTH))))
                paint(row, a, a + band, in->width, colour);
        } else {
            int64_t from = a, to = a + band;
            if (k & MARK_EAST)
                to = a + c;
            if (k & (MARK_DOOR << MAZE_EAST))
                to = right;
            if (k & (MARK_DOOR << MAZE_WEST))
                from = in->x0;
            paint(row, from, to, in->width, colour);
        }
    }
}

/* The palette index of colour v (there is one: the palette holds every
 * colour of the picture and the route's). */
static unsigned index_of(const uint32_t *pal, unsigned n, uint32_t v,
                         uint32_t *last, unsigned *last_index)
{
    if (v == *last)
        return *last_index;
    for (unsigned i = 0; i < n; i++)
        if (pal[i] == v) {
            *last = v;
            *last_index = i;
            return i;
        }
    return 0;
}

/* The rows: decode, paint, encode. */
static enum maze_err
paint_rows(struct mz_png_writer *w, struct mz_png_reader *d,
           const struct maze_picture *pic, const struct maze *m,
           const struct route_marks *rm, const unsigned char colour[4],
           const uint32_t *pal, unsigned n, int depth, unsigned char *packed,
           const struct maze_hook *progress)
{
    struct mz_progress told;
    mz_progress_start(&told, progress, pic->info.height);
    uint32_t last = pal ? pal[0] : 0;
    unsigned last_index = 0;
    for (uint32_t y = 0; y < pic->info.height; y++) {
        const unsigned char *src = NULL;
        enum maze_err e = mz_png_row(d, &src, NULL);
        if (e)
            return MAZE_ERR_FORMAT;
        unsigned char *row = (unsigned char *)src;
        paint_row(pic, m, rm, y, row, colour);
        if (pal) {
            memset(packed, 0, ((size_t)pic->info.width * depth + 7) / 8);
            for (uint32_t x = 0; x < pic->info.width; x++) {
                unsigned i = index_of(pal, n, mz_png_rgba(row + 4 * (size_t)x),
                                      &last, &last_index);
                size_t bitpos = (size_t)x * depth;
                packed[bitpos / 8] |=
                    (unsigned char)(i << (8 - depth - bitpos % 8));
            }
        } else if (!pic->alpha) {
            for (uint32_t x = 0; x < pic->info.width; x++)
                memcpy(packed + 3 * (size_t)x, row + 4 * (size_t)x, 3);
        } else {
            memcpy(packed, row, 4 * (size_t)pic->info.width);
        }
        e = mz_png_write_row(w, packed);
        if (e)
            return e;
        mz_progress_add(&told, 1);
    }
    mz_progress_end(&told);
    return mz_png_write_end(w);
}

enum maze_err maze_picture_write(const struct maze_picture *pic,
                                 const struct maze *m,
                                 const struct maze_route *route,
                                 uint32_t route_color, FILE *out)
{
    return maze_picture_write_told(pic, m, route, route_color, NULL, out);
}

enum maze_err maze_picture_write_told(const struct maze_picture *pic,
                                      const struct maze *m,
                                      const struct maze_route *route,
                                      uint32_t route_color,
                                      const struct maze_hook *progress,
                                      FILE *out)
{
    uint32_t rc = route_color ? route_color & 0xFFFFFFu : 0xE02020u;
    unsigned char colour[4] = {(unsigned char)(rc >> 16),
                               (unsigned char)(rc >> 8), (unsigned char)rc,
                               255};
    if (m->width != pic->info.maze_width ||
        m->height != pic->info.maze_height || m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG;
    struct route_marks rm;
    enum maze_err e = marks_make(pic, m, route, &rm);
    if (e)
        return e;
    /* The palette: the picture's colours and the route's. */
    uint32_t pal[256];
    unsigned n = 0;
    bool use_palette = !pic->many_colours;
    if (use_palette) {
        memcpy(pal, pic->colour, pic->colours * sizeof *pal);
        n = pic->colours;
        uint32_t v = mz_png_rgba(colour);
        bool have = false;
        for (unsigned i = 0; i < n; i++)
            have |= pal[i] == v;
        if (!have && n == 256)
            use_palette = false;
        else if (!have)
            pal[n++] = v;
    }
    int depth = n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8;
    /* The picture stays what it was: its chunk goes with it, adding the
     * route's colour as now drawn when it names the colours and not this
     * one, so that the reader takes either route for open. */
    char about[sizeof pic->about];
    snprintf(about, sizeof about, "%s", pic->about);
    char hex[8];
    snprintf(hex, sizeof hex, " %06X", (unsigned)rc);
    const char *routes = strstr(about, " route ");
    size_t len = strlen(about);
    if (strstr(about, " wall ") && routes && !strstr(routes + 6, hex) &&
        len + 7 < sizeof about)
        memcpy(about + len, hex, 8);
    struct mz_png_format format = {
        .width = pic->info.width,
        .height = pic->info.height,
        .palette = use_palette ? pal : NULL,
        .colours = n,
        .depth = depth,
        .alpha = pic->alpha,
        .about = about[0] ? about : NULL,
        .level = 3,
        .filter = use_palette ? MZ_PNG_FILTER_NONE : MZ_PNG_FILTER_UP,
    };
    struct mz_png_reader *d = NULL;
    struct mz_png_writer *w = NULL;
    unsigned char *packed = NULL;
    e = mz_png_open(pic->png, pic->png_size, UINT64_MAX, &d, NULL);
    if (!e) {
        packed = malloc((size_t)pic->info.width * 4 + 1);
        e = packed ? mz_png_write_open(out, &format, &w) : MAZE_ERR_NOMEM;
    }
    if (!e)
        e = paint_rows(w, d, pic, m, &rm, colour, format.palette, n, depth,
                       packed, progress);
    mz_png_write_close(w);
    free(packed);
    mz_png_close(d);
    free(rm.unit);
    free(rm.cell);
    if (!e && ferror(out))
        e = MAZE_ERR_IO;
    return e;
}
