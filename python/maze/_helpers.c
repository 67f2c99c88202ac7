/*
 * _helpers.c - see _helpers.h: memory streams, reading and saving, a
 * maze's arrays cell by cell, equality and pixels (the batch's arrays are
 * _batch.c's, tokens _tokens.c's).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "_helpers.h"

/* Closes out, the memstream of *buf and *len, and hands them to *text and
 * *size when err and the closing are MAZE_OK; otherwise frees them. */
static enum maze_err text_close(FILE *out, char **buf, size_t *len,
                                enum maze_err err, char **text, size_t *size)
{
    if (fclose(out) != 0 && !err)
        err = MAZE_ERR_NOMEM;
    if (err) {
        free(*buf);
        return err;
    }
    *text = *buf;
    *size = *len;
    return MAZE_OK;
}

enum maze_err pm_render(const struct maze_renderer *r, const struct maze *m,
                        const struct maze_route *route,
                        const struct maze_recording *rec,
                        const struct maze_render_opts *opts, char **text,
                        size_t *size)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        return MAZE_ERR_NOMEM;
    enum maze_err err = MAZE_OK;
    if (rec && rec->failed)
        err = MAZE_ERR_NOMEM;
    else if (rec)
        err = r->animate ? r->animate(m, route, rec, opts, out) : MAZE_ERR_ARG;
    else
        err = r->render ? r->render(m, route, opts, out) : MAZE_ERR_ARG;
    return text_close(out, &buf, &len, err, text, size);
}

enum maze_err pm_request_run(struct maze_request *r, char **text, size_t *size,
                             struct maze_settings_error *err)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        return MAZE_ERR_NOMEM;
    enum maze_err e = maze_request_run(r, out, err);
    return text_close(out, &buf, &len, e, text, size);
}

enum maze_err pm_read(const char *bytes, size_t size, bool mask,
                      struct maze **out, struct maze_read_error *err)
{
    /* fmemopen refuses a size of 0 on some C libraries. */
    FILE *in =
        size ? fmemopen((void *)bytes, size, "rb") : fopen("/dev/null", "rb");
    if (!in)
        return MAZE_ERR_NOMEM;
    enum maze_err e = mask ? maze_mask_read(in, SIZE_MAX, out, err)
                           : maze_read(in, SIZE_MAX, out, err);
    fclose(in);
    return e;
}

enum maze_err pm_read_fd(int fd, size_t max_bytes, struct maze **out,
                         struct maze_read_error *err, int *error)
{
    *error = 0;
    int copy = dup(fd);
    FILE *in = copy >= 0 ? fdopen(copy, "rb") : NULL;
    if (!in) {
        *error = errno ? errno : EIO;
        if (copy >= 0)
            close(copy);
        return MAZE_ERR_IO;
    }
    errno = 0;
    enum maze_err e = maze_read(in, max_bytes, out, err);
    if (e == MAZE_ERR_IO)
        *error = errno ? errno : EIO;
    fclose(in);
    return e;
}

enum maze_err pm_save(const char *path, const char *bytes, size_t size,
                      int *error)
{
    struct maze_output *o = NULL;
    errno = 0;
    enum maze_err err = maze_output_open(path, NULL, &o);
    if (!err && fwrite(bytes, 1, size, maze_output_file(o)) != size) {
        int saved = errno ? errno : EIO;
        maze_output_abort(o);
        errno = saved;
        err = MAZE_ERR_IO;
    } else if (!err) {
        errno = 0;
        err = maze_output_commit(o);
    }
    *error = err == MAZE_ERR_IO ? (errno ? errno : EIO) : 0;
    return err;
}

enum maze_err pm_book_save(const struct maze_book *b, const char *path,
                           const char *recipe, int *error, int *which)
{
    struct maze_output *pdf = NULL, *json = NULL;
    errno = 0;
    *which = 0;
    enum maze_err err = maze_output_open(path, NULL, &pdf);
    if (!err) {
        *which = 1;
        err = maze_output_open(recipe, NULL, &json);
    }
    if (!err) {
        *which = 0;
        err = maze_book_write(b, maze_output_file(pdf));
    }
    if (!err) {
        *which = 1;
        err = maze_book_write_recipe(b, maze_output_file(json));
    }
    if (!err) {
        *which = 0;
        errno = 0;
        err = maze_output_commit(pdf);
        pdf = NULL;
    }
    if (!err) {
        *which = 1;
        errno = 0;
        err = maze_output_commit(json);
        json = NULL;
    }
    int saved = errno;
    maze_output_abort(pdf);
    maze_output_abort(json);
    errno = saved;
    *error = err == MAZE_ERR_IO ? (errno ? errno : EIO) : 0;
    return err;
}

void pm_passages(const struct maze *m, uint8_t *out)
{
    if (m->shape == MAZE_SHAPE_RECT && m->floors <= 1 && !m->wrap) {
        /* The fast path, without a branch: a cell's bits are its own east
         * and south (bits 1 << MAZE_EAST and 1 << MAZE_SOUTH already),
         * the east bit of the cell before it and the south bit of the
         * cell a row above, each moved up by two to west and north. The
         * cell before a row's first is the last of the row above, which
         * never opens east, so the grid is one run of cells, eight at a
         * time in a 64-bit word (the shifts stay within each byte) past
         * the first row. */
        const size_t n = m->cells;
        const size_t w = m->width;
        const uint8_t *g = m->cell;
        const uint64_t ones = 0x0101010101010101ull;
        size_t c = 0;
        for (; c < n && c < w; c++) {
            uint8_t bits = g[c] & (MAZE_CELL_EAST | MAZE_CELL_SOUTH);
            if (c)
                bits |= (uint8_t)((g[c - 1] & MAZE_CELL_EAST)
                                  << (MAZE_WEST - MAZE_EAST));
            out[c] = bits;
        }
        for (; c + 8 <= n; c += 8) {
            uint64_t here = 0, before = 0, above = 0;
            memcpy(&here, g + c, 8);
            memcpy(&before, g + c - 1, 8);
            memcpy(&above, g + c - w, 8);
            uint64_t bits = (here & 3 * ones) |
                            (before & ones) << (MAZE_WEST - MAZE_EAST) |
                            (above & 2 * ones) << (MAZE_NORTH - MAZE_SOUTH);
            memcpy(out + c, &bits, 8);
        }
        for (; c < n; c++)
            out[c] = (uint8_t)((g[c] & (MAZE_CELL_EAST | MAZE_CELL_SOUTH)) |
                               (g[c - 1] & MAZE_CELL_EAST)
                                   << (MAZE_WEST - MAZE_EAST) |
                               (g[c - w] & MAZE_CELL_SOUTH)
                                   << (MAZE_NORTH - MAZE_SOUTH));
        return;
    }
    for (size_t c = 0; c < m->cells; c++) {
        uint8_t bits = 0;
        for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++)
            if (maze_open(m, c, d))
                bits |= (uint8_t)(1u << d);
        out[c] = bits;
    }
}

/* A cell's squares of the grid by its OFF, SOUTH and EAST bits (its
 * lowest three, k): on its row itself and east of it, on the row below
 * under it and the corner (always wall). 1 is wall. */
#define SQ_SELF(k) ((k) >> 2 & 1)
#define SQ_EAST(k) (SQ_SELF(k) | !((k)&1))
#define SQ_SOUTH(k) (SQ_SELF(k) | !((k) >> 1 & 1))
_Static_assert(MAZE_CELL_EAST == 1 && MAZE_CELL_SOUTH == 2 &&
                   MAZE_CELL_OFF == 4,
               "the squares are indexed by a cell's lowest three bits");
/* Two cells' squares at once, by k = the first's three bits | the
 * second's << 3: on their row, and on the row below. */
#define SQ_ROW(k)                                                              \
    {SQ_SELF((k)&7), SQ_EAST((k)&7), SQ_SELF((k) >> 3), SQ_EAST((k) >> 3)}
#define SQ_BELOW(k) {SQ_SOUTH((k)&7), 1, SQ_SOUTH((k) >> 3), 1}
#define SQ_8(F, k)                                                             \
    F(k), F(k + 1), F(k + 2), F(k + 3), F(k + 4), F(k + 5), F(k + 6), F(k + 7)
#define SQ_64(F)                                                               \
    SQ_8(F, 0), SQ_8(F, 8), SQ_8(F, 16), SQ_8(F, 24), SQ_8(F, 32),             \
        SQ_8(F, 40), SQ_8(F, 48), SQ_8(F, 56)
static const uint8_t pair_row[64][4] = {SQ_64(SQ_ROW)};
static const uint8_t pair_below[64][4] = {SQ_64(SQ_BELOW)};

void pm_grid(const struct maze *m, uint8_t *out)
{
    const size_t w = m->width;
    const size_t h = m->height;
    const size_t cols = 2 * w + 1;
    const uint8_t *cell = m->cell;
    /* Row by row, each square written once: the top wall, then for each
     * row of cells its line and the line below it, after a wall square
     * at the west end, two cells at a time. */
    memset(out, 1, cols);
    for (size_t y = 0; y < h; y++, cell += w) {
        uint8_t *line = out + (2 * y + 1) * cols;
        uint8_t *below = line + cols;
        line[0] = 1;
        below[0] = 1;
        size_t x = 0;
        for (; x + 2 <= w; x += 2) {
            unsigned k = (cell[x] & 7u) | (cell[x + 1] & 7u) << 3;
            memcpy(line + 2 * x + 1, pair_row[k], 4);
            memcpy(below + 2 * x + 1, pair_below[k], 4);
        }
        if (x < w) {
            unsigned k = cell[x] & 7u;
            memcpy(line + 2 * x + 1, pair_row[k], 2);
            memcpy(below + 2 * x + 1, pair_below[k], 2);
        }
    }
    /* Wrap: a seam's passage (the last column's east bit, the last row's
     * south one) is open on both edges, as the text format shows it; a
     * twisted seam's far end is on the mirrored row (column). */
    size_t rows = 2 * (size_t)m->height + 1;
    bool flip_x = m->wrap & MAZE_WRAP_FLIP_X;
    bool flip_y = m->wrap & MAZE_WRAP_FLIP_Y;
    for (size_t r = 1; (m->wrap & MAZE_WRAP_X) && r < rows; r += 2)
        out[r * cols] = out[(flip_x ? rows - 1 - r : r) * cols + cols - 1];
    for (size_t c = 1; (m->wrap & MAZE_WRAP_Y) && c < cols; c += 2)
        out[c] = out[(rows - 1) * cols + (flip_y ? cols - 1 - c : c)];
}

/* ------------------------------------------------------------ equality */

bool pm_equal(const struct maze *a, const struct maze *b)
{
    if (a->shape != b->shape || a->width != b->width ||
        a->height != b->height || a->cells != b->cells ||
        a->floors != b->floors || a->towers != b->towers ||
        a->sheet != b->sheet ||
        a->start != b->start || a->end != b->end)
        return false;
    uint8_t keep = maze_keep_bits(a);
    for (size_t c = 0; c < a->cells; c++)
        if ((a->cell[c] ^ b->cell[c]) & keep)
            return false;
    /* No plane of crossings is a plane of zeros. */
    for (size_t c = 0; (a->extra || b->extra) && c < a->cells; c++)
        if ((a->extra ? a->extra[c] : 0) != (b->extra ? b->extra[c] : 0))
            return false;
    return true;
}

/* -------------------------------------------------------------- pixels */

static void paint(uint8_t *px, uint8_t r, uint8_t g, uint8_t b)
{
    px[0] = r;
    px[1] = g;
    px[2] = b;
}

void pm_pixels(const uint8_t *grids, const int32_t *routes,
               const uint32_t *lengths, size_t longest, const uint32_t *ends,
               size_t n, uint32_t width, uint32_t height, uint8_t *out)
{
    size_t cols = 2 * (size_t)width + 1;
    size_t size = cols * (2 * (size_t)height + 1);
    for (size_t i = 0; i < n; i++) {
        const uint8_t *grid = grids + size * i;
        uint8_t *pic = out + 3 * size * i;
        for (size_t k = 0; k < size; k++) {
            uint8_t v = grid[k] ? 0 : 255;
            paint(pic + 3 * k, v, v, v);
        }
        const int32_t *xy = routes ? routes + 2 * longest * i : NULL;
        for (size_t k = 0; xy && k < lengths[i]; k++) {
            size_t x = (size_t)xy[2 * k], y = (size_t)xy[2 * k + 1];
            paint(pic + 3 * ((2 * y + 1) * cols + 2 * x + 1), 0, 0, 255);
            if (k + 1 < lengths[i]) {
                size_t gx = x + (size_t)xy[2 * k + 2] + 1;
                size_t gy = y + (size_t)xy[2 * k + 3] + 1;
                paint(pic + 3 * (gy * cols + gx), 0, 0, 255);
            }
        }
        const uint32_t *e = ends + 4 * i;
        if (e[0] != UINT32_MAX)
            paint(pic + 3 * ((2 * (size_t)e[1] + 1) * cols + 2 * e[0] + 1), 0,
                  255, 0);
        if (e[2] != UINT32_MAX)
            paint(pic + 3 * ((2 * (size_t)e[3] + 1) * cols + 2 * e[2] + 1),
                  255, 0, 0);
    }
}
