/*
 * png_stream.c - PNG pictures of any size, written a pixel row at a time,
 * and cairo's images written as PNG files.
 *
 * cairo draws into an image in memory and stops at 32767 pixels a side; a
 * 20000x20000 maze at 4 pixels a cell is 80000 pixels a side. This writer
 * rasterises one pixel row at a time, with the same geometry as the other
 * pictures (walls `wall` wide centred on the grid lines, reaching half a
 * wall past their ends; the route a band a third of a cell wide through
 * the centres and out of the doors), into a 2-bit palette image: memory is
 * one row of pixels, the route's sorted marks and the maze itself. The png
 * renderer uses it for rectangles past MZ_PICTURE_CAIRO_PIXELS (cairo's
 * image takes 4 bytes a pixel, and many times as long), or when asked
 * (--stream). Both go into files through pngio.c, the library's one
 * wrapper of libpng.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "rows.h"

enum { BG, FG, ROUTE };

/* Where each column's spans fall, in pixels [a, b): worked out once with
 * the rounding of the geometry (an end at x covers pixel centres below
 * x), rather than for every pixel row. */
enum { LINE, ACROSS, CELL, MID, HALF, SPANS }; /* see columns_init() */

struct canvas {
    uint8_t *px; /* one byte a pixel, BG, FG or ROUTE */
    uint32_t width;
    uint32_t *a[SPANS], *b[SPANS]; /* per column (grid line for LINE) */
};

static uint32_t pixel(const struct canvas *cv, double x)
{
    long v = (long)(x + 0.5);
    return v < 0 ? 0 : v > (long)cv->width ? cv->width : (uint32_t)v;
}

static bool columns_init(struct canvas *cv, const struct maze *m,
                         const struct mz_picture *p)
{
    double c = p->cell, w = p->wall / 2, o = p->margin, b = c / 6;
    for (int k = 0; k < SPANS; k++) {
        cv->a[k] = malloc(((size_t)m->width + 1) * sizeof *cv->a[k]);
        cv->b[k] = malloc(((size_t)m->width + 1) * sizeof *cv->b[k]);
        if (!cv->a[k] || !cv->b[k])
            return false;
    }
    for (uint32_t x = 0; x <= m->width; x++) {
        double cx = o + (x + 0.5) * c;
        /* The vertical wall on grid line x; the horizontal wall over
         * cell x, half a wall past each end; cell x; the route's middle
         * band; its arms to the sides, to the cell's edges. */
        double from[SPANS] = {o + x * c - w, o + x * c - w, o + x * c, cx - b,
                              cx - c / 2};
        double to[SPANS] = {o + x * c + w, o + (x + 1) * c + w, o + (x + 1) * c,
                            cx + b, cx + c / 2};
        for (int k = 0; k < SPANS; k++) {
            cv->a[k][x] = pixel(cv, from[k]);
            cv->b[k][x] = pixel(cv, to[k]);
        }
    }
    return true;
}

static void columns_release(struct canvas *cv)
{
    for (int k = 0; k < SPANS; k++) {
        free(cv->a[k]);
        free(cv->b[k]);
    }
}

/* Fills pixels [a, b) of the row: walls a few pixels wide by hand,
 * longer spans with memset (a call costs more than a short loop). */
static inline void fill(struct canvas *cv, uint32_t a, uint32_t b,
                        uint8_t color)
{
    if (b > a + 16)
        memset(cv->px + a, color, b - a);
    else
        for (; a < b; a++)
            cv->px[a] = color;
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

/* The route's pieces in the row's maze row: the centre square of each
 * route cell and a half-cell arm towards each direction the route takes
 * (doors included). */
static void route_row(struct canvas *cv, const struct maze *m,
                      const uint8_t *info, unsigned on)
{
    for (uint32_t x = 0; x < m->width; x++) {
        uint8_t k = info[x];
        if (!(k & MZ_ROW_ROUTE))
            continue;
        if (on & MIDDLE)
            fill(cv, (k & (1u << MAZE_WEST)) ? cv->a[HALF][x] : cv->a[MID][x],
                 (k & (1u << MAZE_EAST)) ? cv->b[HALF][x] : cv->b[MID][x],
                 ROUTE);
        bool up = (k & (1u << MAZE_NORTH)) && (on & UP_ARM);
        bool down = (k & (1u << MAZE_SOUTH)) && (on & DOWN_ARM);
        if (up || down)
            fill(cv, cv->a[MID][x], cv->b[MID][x], ROUTE);
    }
}

/* A pixel row of kind k. `info` holds the route marks of maze row k.r.
 * Inside the grid a wall is a missing passage bit, read here; the border
 * (doors) is asked of picture.c. */
static void paint_row(struct canvas *cv, const struct maze *m,
                      const struct mz_picture *p, const uint8_t *info,
                      struct row_kind k)
{
    const uint32_t w = m->width, h = m->height;
    long r = k.r;
    memset(cv->px, BG, cv->width);
    if (r >= 0 && r < (long)h && !p->blank_off) {
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, (uint32_t)r);
        for (uint32_t x = 0; x < w; x++)
            if (cell[x] & MAZE_CELL_OFF)
                fill(cv, cv->a[CELL][x], cv->b[CELL][x], FG);
    }
    /* Vertical walls of the rows whose span, half a wall longer at each
     * end, reaches this pixel row. */
    for (long i = 0; i < 3; i++) {
        if (!(k.on & (1u << i)))
            continue;
        uint32_t rr = (uint32_t)(r - 1 + i);
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, rr);
        for (uint32_t x = 0; x <= w; x++) {
            bool wall = x > 0 && x < w && !p->blank_off
                            ? !(cell[x - 1] & MAZE_CELL_EAST)
                            : mz_picture_wall_down(m, p, x, rr);
            if (wall)
                fill(cv, cv->a[LINE][x], cv->b[LINE][x], FG);
        }
    }
    /* Horizontal walls of the grid line this pixel row lies on. */
    for (long i = 0; i < 3; i++) {
        if (!(k.on & (8u << i)))
            continue;
        uint32_t jj = (uint32_t)(k.j - 1 + i);
        const uint8_t *above =
            jj > 0 && jj < h ? m->cell + maze_cell_at(m, 0, jj - 1) : NULL;
        for (uint32_t x = 0; x < w; x++) {
            bool wall = above && !p->blank_off
                            ? !(above[x] & MAZE_CELL_SOUTH)
                            : mz_picture_wall_across(m, p, x, jj);
            if (wall)
                fill(cv, cv->a[ACROSS][x], cv->b[ACROSS][x], FG);
        }
    }
    if (info && r >= 0 && r < (long)h)
        route_row(cv, m, info, k.on);
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

/* What the picture is, in a text chunk ahead of the pixels (keyword
 * "maze"), so that the reader (read/picture.c) can tell the tool's own
 * pictures of mazes it cannot read back from pictures it can, and find
 * ends that are no gaps in the outer wall (--ends farthest):
 * "<shape> WxH" ("weave WxH", "floors WxHxL" and "floors WxHxFxT" for
 * those), then for a rectangle " wrap" when its edges wrap round, " off-cells
 * filled" when it has cells left out drawn solid, " start X,Y end X,Y"
 * when it has both ends, and " wall RRGGBB
 * bg RRGGBB route RRGGBB" when it is drawn in other colours than the
 * defaults: the reader then tells walls by their colour, which no luma
 * threshold does for every choice (a navy wall and a red route are both
 * dark). */
static void png_about(const struct maze *m, const struct mz_picture *p,
                      char *text, size_t size)
{
    bool weave = false;
    for (size_t c = 0; m->extra && m->floors <= 1 && c < m->cells && !weave;
         c++)
        weave = m->extra[c] & MAZE_EXTRA_CROSS;
    int n = 0;
    if (m->towers > 1) /* in four dimensions: floors of each, towers */
        n = snprintf(text, size, "floors %ux%ux%ux%u", m->width,
                     m->height / m->floors, m->floors / m->towers, m->towers);
    else if (m->floors > 1)
        n = snprintf(text, size, "floors %ux%ux%u", m->width,
                     m->height / m->floors, m->floors);
    else
        n = snprintf(text, size, "%s %ux%u",
                     weave ? "weave" : maze_shape_name(m->shape), m->width,
                     m->height);
    bool rect = m->shape == MAZE_SHAPE_RECT && !weave && m->floors <= 1;
    /* What a picture of a rectangle cannot show a reader: edges that
     * wrap round, and cells left out drawn solid like the walls. */
    bool filled = false;
    for (size_t c = 0; rect && !p->blank_off && c < m->cells && !filled; c++)
        filled = m->cell[c] & MAZE_CELL_OFF;
    if (n > 0 && (size_t)n < size && rect && m->wrap)
        n += snprintf(text + n, size - (size_t)n, " wrap");
    if (n > 0 && (size_t)n < size && filled)
        n += snprintf(text + n, size - (size_t)n, " off-cells filled");
    if (n > 0 && (size_t)n < size && rect && m->start < m->cells &&
        m->end < m->cells)
        n += snprintf(text + n, size - (size_t)n, " start %zu,%zu end %zu,%zu",
                      m->start % m->width, m->start / m->width,
                      m->end % m->width, m->end / m->width);
    if (n > 0 && (size_t)n < size && rect &&
        (p->fg != 0x000000 || p->bg != 0xFFFFFF || p->route != 0xE02020))
        snprintf(text + n, size - (size_t)n, " wall %06X bg %06X route %06X",
                 (unsigned)p->fg, (unsigned)p->bg, (unsigned)p->route);
}

/* The rows, pixels and the PNG writer, kept together so that every way
 * out finds everything to free in one place. */
struct job {
    struct mz_rows rows;
    bool rows_ready;
    struct canvas cv;
    uint8_t *packed;
    struct mz_png_writer *png;
};

static void job_release(struct job *j)
{
    mz_png_write_close(j->png);
    if (j->rows_ready)
        mz_rows_release(&j->rows);
    free(j->cv.px);
    columns_release(&j->cv);
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
    if (!columns_init(&j->cv, m, p))
        return MAZE_ERR_NOMEM;
    if (!j->cv.px || !j->packed)
        return MAZE_ERR_NOMEM;
    const uint32_t palette[3] = {p->bg << 8 | 0xff, p->fg << 8 | 0xff,
                                 p->route << 8 | 0xff};
    char about[96];
    png_about(m, p, about, sizeof about);
    /* A row is mostly the row above it (a cell is many pixel rows
     * tall): the "up" filter makes those rows zeros, which fast
     * compression squeezes well: files a fraction of the size in the
     * same time, where the best compression without the filter takes
     * many times as long (see NEWS.md). */
    const struct mz_png_format format = {
        .width = p->width,
        .height = p->height,
        .palette = palette,
        .colours = 3,
        .depth = 2,
        .about = about,
        .level = 3,
        .filter = MZ_PNG_FILTER_UP,
    };
    enum maze_err err = mz_png_write_open(out, &format, &j->png);
    if (err)
        return err;
    long filled = -1; /* the maze row whose route marks are at hand */
    const uint8_t *marks = route && route->length ? j->rows.row : NULL;
    struct row_kind last = {LONG_MIN, 0, 0}; /* of the row in j->packed */
    struct mz_progress told;
    mz_progress_start(&told, p->progress, p->height);
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
        err = mz_png_write_row(j->png, j->packed);
        if (err)
            return err;
        mz_progress_add(&told, 1);
    }
    err = mz_png_write_end(j->png);
    if (err)
        return err;
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

/* ------------------------------------------------ cairo's pictures */

/* The colours of an image, up to 256, for a palette: a small open hash
 * from 0xRRGGBB to the index, with the last colour looked up kept aside
 * (most pixels repeat the one before). */
struct palette {
    uint32_t key[1024]; /* colour + 1; 0: empty */
    uint8_t index[1024];
    uint32_t colour[256]; /* 0xRRGGBBAA, opaque */
    unsigned count;
    uint32_t last;
    uint8_t last_index;
};

/* The index of colour rgb, added if new; -1 when a 257th would be. */
static int palette_index(struct palette *pal, uint32_t rgb)
{
    if (rgb == pal->last && pal->count)
        return pal->last_index;
    uint32_t h = (rgb * 2654435761u) >> 22;
    while (pal->key[h] && pal->key[h] != rgb + 1)
        h = (h + 1) & 1023;
    if (!pal->key[h]) {
        if (pal->count == 256)
            return -1;
        pal->key[h] = rgb + 1;
        pal->index[h] = (uint8_t)pal->count;
        pal->colour[pal->count] = rgb << 8 | 0xff;
        pal->count++;
    }
    pal->last = rgb;
    pal->last_index = pal->index[h];
    return pal->index[h];
}

struct image_job {
    struct mz_png_writer *png;
    uint8_t *row;
    struct palette *pal;
};

static enum maze_err write_image(const struct maze *m,
                                 const struct mz_picture *p,
                                 const uint8_t *data, uint32_t width,
                                 uint32_t height, size_t stride, FILE *out,
                                 struct image_job *j)
{
    j->pal = calloc(1, sizeof *j->pal);
    j->row = malloc((size_t)width * 3);
    if (!j->pal || !j->row)
        return MAZE_ERR_NOMEM;
    bool indexed = true;
    for (uint32_t y = 0; y < height && indexed; y++) {
        const uint32_t *px = (const uint32_t *)(data + y * stride);
        for (uint32_t x = 0; x < width && indexed; x++)
            indexed = palette_index(j->pal, px[x] & 0xFFFFFF) >= 0;
    }
    char about[96];
    png_about(m, p, about, sizeof about);
    /* With a palette (rectangles: walls, route and their antialiased
     * edges), as for the rows above: a row is mostly the one above it.
     * Antialiased slopes (other shapes) keep libpng's choice of filter
     * per row, which makes them a sixth smaller than "up". */
    const struct mz_png_format format = {
        .width = width,
        .height = height,
        .palette = indexed ? j->pal->colour : NULL,
        .colours = indexed ? j->pal->count : 0,
        .depth = 8,
        .about = about,
        .level = -1,
        .filter = indexed ? MZ_PNG_FILTER_UP : MZ_PNG_FILTER_LIBPNG,
    };
    enum maze_err err = mz_png_write_open(out, &format, &j->png);
    for (uint32_t y = 0; y < height && !err; y++) {
        const uint32_t *px = (const uint32_t *)(data + y * stride);
        for (uint32_t x = 0; x < width; x++) {
            uint32_t rgb = px[x] & 0xFFFFFF;
            if (indexed) {
                j->row[x] = (uint8_t)palette_index(j->pal, rgb);
            } else {
                j->row[3 * x] = (uint8_t)(rgb >> 16);
                j->row[3 * x + 1] = (uint8_t)(rgb >> 8);
                j->row[3 * x + 2] = (uint8_t)rgb;
            }
        }
        err = mz_png_write_row(j->png, j->row);
    }
    if (!err)
        err = mz_png_write_end(j->png);
    if (err)
        return err;
    return fflush(out) == 0 ? MAZE_OK : MAZE_ERR_IO;
}

enum maze_err mz_png_image(const struct maze *m, const struct mz_picture *p,
                           const uint8_t *data, uint32_t width, uint32_t height,
                           size_t stride, FILE *out)
{
    struct image_job j;
    memset(&j, 0, sizeof j);
    enum maze_err err = write_image(m, p, data, width, height, stride, out, &j);
    mz_png_write_close(j.png);
    free(j.row);
    free(j.pal);
    return err;
}
