/*
 * mask.c - masks: which cells of a grid the maze may use.
 *
 * A text mask is drawn by hand, so it is read generously: a line a row,
 * a character (UTF-8) a cell,
 * 'X' or '#' for a cell that is not in the maze, anything else for one
 * that is, and short lines end in cells that are not (up to 64 cells a
 * byte of the file). A PNG mask has a pixel a cell; dark or transparent
 * pixels are not in the maze (decoded a row at a time by the library's PNG
 * decoder, pngio.c, with the pixel limit and the check that the file can
 * hold what its header claims that pictures have).
 */
#include <stdlib.h>
#include <string.h>

#include "../errors.h"
#include "read.h"

/* The most cells a byte of a text mask may stand for. */
#define MASK_CELLS_PER_BYTE 64

/* Whether byte ch starts a character (a cell): not a UTF-8 continuation
 * byte, so that a mask drawn in blocks (U+2588) is a cell a block. */
static bool starts_char(char ch)
{
    return ((unsigned char)ch & 0xc0) != 0x80;
}

static enum maze_err text_mask(char *text, size_t len, struct maze **out,
                               struct maze_read_error *err)
{
    while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == '\r'))
        len--;
    size_t rows = 0;
    size_t cols = 0;
    size_t n = 0; /* the line's characters so far (a CR is none) */
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != '\n') {
            n += starts_char(text[i]) && text[i] != '\r';
            continue;
        }
        cols = n > cols ? n : cols;
        rows++;
        n = 0;
    }
    if (len == 0 || cols == 0)
        return mz_read_fail(err, 0, 0, "empty mask: draw the cells to keep");
    /* One line with CRs inside: a file whose lines end in CR alone. */
    if (rows == 1 && memchr(text, '\r', len))
        return mz_read_fail(err, 1, 0,
                            "lines end in CR alone (a mask's lines end in LF or "
                            "CRLF: convert with tr '\\r' '\\n')");
    if (cols > MAZE_MAX_SIDE || rows > MAZE_MAX_SIDE)
        return mz_read_fail(err, 0, 0, "mask of %zu x %zu cells is too large",
                            cols, rows);
    /* Short lines end in cells that are not, so a few bytes could claim a
     * vast grid (one long line under a million empty ones): a drawing
     * says at least one cell in MASK_CELLS_PER_BYTE, or it is refused
     * before the grid is made. */
    if ((uint64_t)cols * rows > (uint64_t)len * MASK_CELLS_PER_BYTE + 65536)
        return mz_read_fail(err, 0, 0,
                            "mask of %zu x %zu cells drawn in %zu bytes: its "
                            "lines are too short for so large a grid (draw "
                            "the cells that are not with X)",
                            cols, rows, len);
    struct maze *m = NULL;
    enum maze_err e = maze_new((uint32_t)cols, (uint32_t)rows, &m);
    if (e)
        return e;
    memset(m->cell, MAZE_CELL_OFF, m->cells);
    size_t y = 0;
    size_t x = 0;
    for (size_t i = 0; i < len; i++) {
        char ch = text[i];
        if (ch == '\n') {
            y++;
            x = 0;
        } else if (ch != '\r' && starts_char(ch)) {
            if (ch != 'X' && ch != '#')
                m->cell[y * cols + x] = 0;
            x++;
        }
    }
    *out = m;
    return MAZE_OK;
}

#ifndef MAZE_NO_PICTURE_LIBS
/* c times a / 255, rounded as cairo premultiplies colours by alpha: a
 * mask is judged on its colours over black, so a transparent pixel is
 * dark too. */
static unsigned premultiply(unsigned c, unsigned a)
{
    unsigned t = c * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

static enum maze_err png_mask(const char *data, size_t len, struct maze **out,
                              struct maze_read_error *err)
{
    struct mz_png_reader *png = NULL;
    enum maze_err e =
        mz_png_open(data, len, MAZE_PICTURE_MAX_PIXELS, &png, err);
    if (e)
        return e;
    uint32_t w = 0;
    uint32_t h = 0;
    mz_png_size(png, &w, &h);
    /* A mask is a cell a pixel: its maze, a byte a pixel, and a row of
     * pixels, weighed before either is made, as any picture is. */
    e = mz_picture_memory("mask", w, h, (double)w * h + 4.0 * w, 0, err);
    if (e) {
        mz_png_close(png);
        return e;
    }
    struct maze *m = NULL;
    e = maze_new(w, h, &m);
    for (uint32_t y = 0; !e && y < h; y++) {
        const unsigned char *row = NULL;
        e = mz_png_row(png, &row, err);
        for (uint32_t x = 0; !e && x < w; x++) {
            const unsigned char *p = row + 4 * (size_t)x;
            unsigned a = p[3];
            unsigned luma =
                (premultiply(p[0], a) * 30 + premultiply(p[1], a) * 59 +
                 premultiply(p[2], a) * 11) /
                100;
            if (a < 128 || luma < 128)
                m->cell[maze_cell_at(m, x, y)] = MAZE_CELL_OFF;
        }
    }
    mz_png_close(png);
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}
#endif

/* The first bytes of a mask refused when they hold a NUL or another
 * control character, which no drawing has: then an endless /dev/zero
 * costs a block and not the limit. A PNG has them, and is told first. */
static enum maze_err binary_mask(const char *head, size_t n,
                                 struct maze_read_error *err)
{
    if (mz_png_sniff(head, n))
        return MAZE_OK;
    unsigned long line = 1;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)head[i];
        if (ch == '\n')
            line++;
        else if ((ch < 0x20 && ch != '\t' && ch != '\r') || ch == 0x7f)
            return mz_read_fail(err, 0, 0,
                                "binary data (byte 0x%02x on line %lu), not a "
                                "mask (a text mask is drawn in printable "
                                "characters: 'X' or '#' for a cell left out, "
                                "any other for one kept)",
                                ch, line);
    }
    return MAZE_OK;
}

enum maze_err maze_mask_read(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err)
{
    off_t at = -1;
    enum maze_err e = mz_read_fits(in, max_bytes, &at, err);
    if (e)
        return e;
    char head[512];
    size_t got = fread(head, 1, sizeof head, in);
    if (ferror(in))
        return MAZE_ERR_IO;
    e = binary_mask(head, got, err);
    if (e)
        return e;
    char *text = NULL;
    size_t len = 0;
    e = mz_slurp_after(in, max_bytes, head, got, &text, &len, err);
    if (e)
        return e;
    struct maze *m = NULL;
#ifdef MAZE_NO_PICTURE_LIBS /* the web page's build: no libpng */
    if (mz_png_sniff(text, len))
        e = mz_read_fail(err, 0, 0,
                         "a PNG mask needs libpng, which this build of the "
                         "library leaves out (give a text mask)");
#else
    if (mz_png_sniff(text, len))
        e = png_mask(text, len, &m, err);
#endif
    else {
        /* An editor's byte-order mark is no cell, as it is no part of a
         * maze file (read/sniff.c). */
        size_t skip = mz_bom(text, len);
        e = text_mask(text + skip, len - skip, &m, err);
    }
    free(text);
    if (e)
        return e;
    maze_ends_default(m);
    if (m->start == MAZE_NONE) {
        maze_free(m);
        return mz_read_fail(err, 0, 0,
                            "the mask has no cell: everything is 'X' or '#'");
    }
    *out = m;
    return MAZE_OK;
}
