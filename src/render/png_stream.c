/*
 * png_stream.c - PNG pictures of any size, written a pixel row at a time
 * with libpng.
 *
 * cairo draws into an image in memory and stops at 32767 pixels a side; a
 * 20000x20000 maze at 4 pixels a cell is 80000 pixels a side. This writer
 * rasterises one pixel row at a time, with the same geometry as the other
 * pictures (walls `wall` wide centred on the grid lines, reaching half a
 * wall past their ends; the route a band a third of a cell wide through
 * the centres and out of the doors), into a 2-bit palette image: memory is
 * one row of pixels, the route's sorted marks and the maze itself. The png
 * renderer uses it for rectangles past MZ_PICTURE_CAIRO_PIXELS (cairo's
 * image takes 4 bytes a pixel, and ten times as long), or when asked
 * (--stream). This is the only file that includes libpng.
 */
#include <limits.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "rows.h"

enum { BG, FG, ROUTE };

struct canvas {
    uint8_t *px; /* one byte a pixel, BG, FG or ROUTE */
    uint32_t width;
};

/* Fills pixels [x0, x1) of the row, clamped to it. */
static void span(struct canvas *cv, double x0, double x1, uint8_t color)
{
    long a = (long)(x0 + 0.5);
    long b = (long)(x1 + 0.5);
    if (a < 0)
        a = 0;
    if (b > (long)cv->width)
        b = (long)cv->width;
    if (b > a)
        memset(cv->px + a, color, (size_t)(b - a));
}

/* What pixel row py shows: which maze row's cells and route marks, which
 * rows' vertical walls and which grid line's horizontal walls reach it,
 * which parts of the route cross it. The row's pixels depend on nothing
 * else, so a row of the same kind as the one before is the same row (a
 * cell is many pixel rows tall: most rows repeat the one above). */
struct row_kind {
    long r;      /* the maze row, -1 or height past the edges */
    long j;      /* the nearest grid line */
    unsigned on; /* bits 0-2: vertical walls of rows r-1..r+1; 3-5:
                    horizontal walls of lines j-1..j+1; 6-8: the route's
                    middle band, its arm up, its arm down */
};

enum { UP_ARM = 1u << 7, DOWN_ARM = 1u << 8, MIDDLE = 1u << 6 };

static struct row_kind row_kind(const struct maze *m,
                                const struct mz_picture *p, long r, double py,
                                bool route)
{
    double c = p->cell, w = p->wall / 2, o = p->margin;
    struct row_kind k = {r, (long)((py - o) / c + 0.5), 0};
    for (long i = 0; i < 3; i++) {
        long rr = r - 1 + i;
        if (rr >= 0 && rr < (long)m->height && py >= o + rr * c - w &&
            py < o + (rr + 1) * c + w)
            k.on |= 1u << i;
        long jj = k.j - 1 + i;
        if (jj >= 0 && jj <= (long)m->height && py >= o + jj * c - w &&
            py < o + jj * c + w)
            k.on |= 8u << i;
    }
    double cy = o + (r + 0.5) * c, b = c / 6;
    if (route)
        k.on |= (py >= cy - b && py < cy + b) * MIDDLE |
                (py >= cy - c / 2 && py < cy) * UP_ARM |
                (py >= cy && py < cy + c / 2) * DOWN_ARM;
    return k;
}

/* The route's pieces in the row's maze row: the centre square
 * of each route cell and a half-cell arm towards each direction the route
 * takes (doors included). */
static void route_row(struct canvas *cv, const struct maze *m,
                      const struct mz_picture *p, const uint8_t *info,
                      unsigned on)
{
    double c = p->cell, b = c / 6, o = p->margin;
    for (uint32_t x = 0; x < m->width; x++) {
        uint8_t k = info[x];
        if (!(k & MZ_ROW_ROUTE))
            continue;
        double cx = o + (x + 0.5) * c;
        if (on & MIDDLE) {
            double left = (k & (1u << MAZE_WEST)) ? cx - c / 2 : cx - b;
            double right = (k & (1u << MAZE_EAST)) ? cx + c / 2 : cx + b;
            span(cv, left, right, ROUTE);
        }
        bool up = (k & (1u << MAZE_NORTH)) && (on & UP_ARM);
        bool down = (k & (1u << MAZE_SOUTH)) && (on & DOWN_ARM);
        if (up || down)
            span(cv, cx - b, cx + b, ROUTE);
    }
}

/* A pixel row of kind k. `info` holds the route marks of maze row k.r. */
static void paint_row(struct canvas *cv, const struct maze *m,
                      const struct mz_picture *p, const uint8_t *info,
                      struct row_kind k)
{
    double c = p->cell, w = p->wall / 2, o = p->margin;
    long r = k.r;
    memset(cv->px, BG, cv->width);
    if (r >= 0 && r < (long)m->height) {
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, (uint32_t)r);
        for (uint32_t x = 0; x < m->width; x++)
            if (cell[x] & MAZE_CELL_OFF)
                span(cv, o + x * c, o + (x + 1) * c, FG);
    }
    /* Vertical walls of the rows whose span, half a wall longer at each
     * end, reaches this pixel row. */
    for (long i = 0; i < 3; i++) {
        if (!(k.on & (1u << i)))
            continue;
        uint32_t rr = (uint32_t)(r - 1 + i);
        for (uint32_t x = 0; x <= m->width; x++)
            if (mz_picture_wall_down(m, p, x, rr))
                span(cv, o + x * c - w, o + x * c + w, FG);
    }
    /* Horizontal walls of the grid line this pixel row lies on. */
    for (long i = 0; i < 3; i++) {
        if (!(k.on & (8u << i)))
            continue;
        uint32_t jj = (uint32_t)(k.j - 1 + i);
        for (uint32_t x = 0; x < m->width; x++)
            if (mz_picture_wall_across(m, p, x, jj))
                span(cv, o + x * c - w, o + (x + 1) * c + w, FG);
    }
    if (info && r >= 0 && r < (long)m->height)
        route_row(cv, m, p, info, k.on);
}

/* Four pixels (0..2 a byte) to each byte of a 2-bit PNG row, the first
 * in the high bits; px has room for a whole last group (see stream_png). */
static void pack(uint8_t *packed, const uint8_t *px, uint32_t width)
{
    for (uint32_t i = 0; i < (width + 3) / 4; i++) {
        const uint8_t *q = px + 4 * i;
        packed[i] = (uint8_t)(q[0] << 6 | q[1] << 4 | q[2] << 2 | q[3]);
    }
}

static void write_data(png_structp png, png_bytep data, png_size_t length)
{
    FILE *out = png_get_io_ptr(png);
    if (fwrite(data, 1, length, out) != length)
        png_error(png, "write failed");
}

static void flush_data(png_structp png)
{
    fflush(png_get_io_ptr(png));
}

static void quiet(png_structp png, png_const_charp message)
{
    (void)png;
    (void)message;
}

static void fail(png_structp png, png_const_charp message)
{
    (void)message;
    png_longjmp(png, 1);
}

/* The rows, pixels and libpng's state, kept together so that a longjmp
 * out of libpng finds everything to free in one place. */
struct job {
    struct mz_rows rows;
    bool rows_ready;
    struct canvas cv;
    uint8_t *packed;
    png_structp png;
    png_infop info;
};

static void job_release(struct job *j)
{
    if (j->png)
        png_destroy_write_struct(&j->png, j->info ? &j->info : NULL);
    if (j->rows_ready)
        mz_rows_release(&j->rows);
    free(j->cv.px);
    free(j->packed);
}

static enum maze_err stream_png(const struct maze *m,
                                const struct maze_route *route,
                                const struct mz_picture *p, FILE *out,
                                struct job *j)
{
    if (mz_rows_init(&j->rows, m, route))
        return MAZE_ERR_NOMEM;
    j->rows_ready = true;
    j->cv.width = p->width;
    j->cv.px = calloc(p->width + 3, 1); /* the last group of 4 whole */
    j->packed = malloc(p->width / 4 + 1);
    j->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, fail, quiet);
    if (!j->cv.px || !j->packed || !j->png)
        return MAZE_ERR_NOMEM;
    j->info = png_create_info_struct(j->png);
    if (!j->info)
        return MAZE_ERR_NOMEM;
    if (setjmp(png_jmpbuf(j->png)))
        return MAZE_ERR_IO;
    png_set_write_fn(j->png, out, write_data, flush_data);
    png_set_IHDR(j->png, j->info, p->width, p->height, 2,
                 PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color palette[3] = {
        {(png_byte)(p->bg >> 16), (png_byte)(p->bg >> 8), (png_byte)p->bg},
        {(png_byte)(p->fg >> 16), (png_byte)(p->fg >> 8), (png_byte)p->fg},
        {(png_byte)(p->route >> 16), (png_byte)(p->route >> 8),
         (png_byte)p->route},
    };
    png_set_PLTE(j->png, j->info, palette, 3);
    /* A row is mostly the row above it (a cell is many pixel rows
     * tall): the "up" filter makes those rows zeros, which fast
     * compression squeezes well. Against no filter at level 1, a 1000 x
     * 1000 maze's picture: 8.5 -> 2.0 MB, in the same time; level 9
     * without the filter took 7.7x as long for 1.3 MB. */
    png_set_compression_level(j->png, 3);
    png_set_filter(j->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_write_info(j->png, j->info);
    long filled = -1; /* the maze row whose route marks are at hand */
    const uint8_t *marks = route && route->length ? j->rows.row : NULL;
    struct row_kind last = {LONG_MIN, 0, 0}; /* of the row in j->packed */
    for (uint32_t y = 0; y < p->height; y++) {
        double py = y + 0.5;
        long r = (long)((py - p->margin) / p->cell);
        if (r < 0 || r >= (long)m->height)
            r = r < 0 ? -1 : (long)m->height;
        struct row_kind k = row_kind(m, p, r, py, marks != NULL);
        if (k.r != last.r || k.j != last.j || k.on != last.on) {
            while (marks && filled < r && filled + 1 < (long)m->height)
                mz_rows_fill(&j->rows, (uint32_t)++filled);
            paint_row(&j->cv, m, p, marks && filled == r ? marks : NULL, k);
            pack(j->packed, j->cv.px, p->width);
            last = k;
        }
        png_write_row(j->png, j->packed);
    }
    png_write_end(j->png, NULL);
    return fflush(out) == 0 ? MAZE_OK : MAZE_ERR_IO;
}

enum maze_err mz_png_stream(const struct maze *m,
                            const struct maze_route *route,
                            const struct mz_picture *p, FILE *out)
{
    struct job j;
    memset(&j, 0, sizeof j);
    enum maze_err err = stream_png(m, route, p, out, &j);
    job_release(&j);
    return err;
}
