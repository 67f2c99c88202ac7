/*
 * pngio.h - PNG files in and out (pngio.c, the library's one user of
 * libpng): rows decoded to 8-bit RGBA for the readers (pictures, masks),
 * rows encoded for the writers (the streamed PNG, cairo's images, a route
 * painted onto a picture that was read).
 */
#ifndef MZ_PNGIO_H
#define MZ_PNGIO_H

#include "shared.h"

#include <stdio.h>

#include "maze.h"

/* Whether bytes start with the PNG signature. */
bool mz_png_sniff(const void *bytes, size_t len);

/* A pixel of a decoded row (R, G, B, A) as 0xRRGGBBAA. */
static inline uint32_t mz_png_rgba(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 |
           p[3];
}

/* ------------------------------------------------------------ decoding */

/* A PNG file in memory a row at a time as 8-bit RGBA, whatever its kind
 * (an interlaced one is decoded whole on opening, up to 4096 x 4096
 * pixels). Pictures of more than max_pixels are refused
 * (MAZE_ERR_TOO_BIG), and so is a header that claims more pixels than the
 * bytes left in the file can hold; a broken file is MAZE_ERR_FORMAT. *err
 * (may be NULL) says why. data must outlive the reader; a row is valid
 * until the next. Close with mz_png_close (NULL: nothing). */
struct mz_png_reader;
MZ_SHARED enum maze_err mz_png_open(const void *data, size_t len,
                                    uint64_t max_pixels,
                                    struct mz_png_reader **out,
                                    struct maze_read_error *err);
MZ_SHARED void mz_png_size(const struct mz_png_reader *r, uint32_t *width,
                           uint32_t *height);
/* The file's "maze" text chunk (what the tool's pictures say they are,
 * render/png_stream.c), or "" when it has none. */
const char *mz_png_about(const struct mz_png_reader *r);
MZ_SHARED enum maze_err mz_png_row(struct mz_png_reader *r,
                                   const unsigned char **row,
                                   struct maze_read_error *err);
MZ_SHARED void mz_png_close(struct mz_png_reader *r);

/* ------------------------------------------------------------ encoding */

/* The rows' filter: libpng's choice for each row, none, or "up" (a row
 * less the row above it: a maze's picture repeats rows, which then
 * compress to nearly nothing). */
enum mz_png_filter {
    MZ_PNG_FILTER_LIBPNG,
    MZ_PNG_FILTER_NONE,
    MZ_PNG_FILTER_UP
};

/* What a PNG file is: a palette picture of `colours` colours (0xRRGGBBAA,
 * the alpha written only when `alpha`) at `depth` bits a pixel, or with no
 * palette 8-bit RGB, or RGBA when `alpha`. `about`: the "maze" text chunk,
 * or NULL for none. `level`: zlib's compression level, -1 for libpng's. */
struct mz_png_format {
    uint32_t width, height;
    const uint32_t *palette;
    unsigned colours;
    int depth;
    bool alpha;
    const char *about;
    int level;
    enum mz_png_filter filter;
};

/* A PNG file written to out a row at a time: mz_png_write_open writes the
 * header, mz_png_write_row each row (packed as PNG lays it out: palette
 * indices of `depth` bits, the first in the high bits, or 3 or 4 bytes a
 * pixel), mz_png_write_end what follows the last. Errors: MAZE_ERR_NOMEM,
 * MAZE_ERR_IO when writing fails. Free with mz_png_write_close (NULL:
 * nothing), which does not close out. */
struct mz_png_writer;
enum maze_err mz_png_write_open(FILE *out, const struct mz_png_format *format,
                                struct mz_png_writer **writer);
enum maze_err mz_png_write_row(struct mz_png_writer *w,
                               const unsigned char *row);
enum maze_err mz_png_write_end(struct mz_png_writer *w);
void mz_png_write_close(struct mz_png_writer *w);

/* A PNG picture read as a maze (read/picture.c makes it), kept so that a
 * route can be painted back onto it (render/paint.c): the file, and what
 * the reader saw of it that writing it again needs. */
struct maze_picture {
    struct maze_picture_info info;
    unsigned char *png; /* the file */
    size_t png_size;
    /* The picture's colours as 0xRRGGBBAA, when it has 256 or fewer. */
    uint32_t colour[256];
    unsigned colours;
    bool many_colours; /* more than 256 */
    bool alpha;        /* some pixel is not opaque */
    /* The tool's word on what the picture is (its "maze" text chunk), or
     * "" when it has none. */
    char about[96];
};

#endif /* MZ_PNGIO_H */
