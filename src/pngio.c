/*
 * pngio.c - PNG files in and out through libpng, for every file of the
 * library that reads or writes one: the picture and mask readers decode
 * rows of 8-bit RGBA here, and the writers (the streamed PNG, cairo's
 * images, a route painted onto a picture) encode their rows here. libpng
 * reports a failure by longjmp: each call into it here sets the jump
 * first, so no caller sees one.
 */
#include "errors.h"
#include "grid.h"
#include "pngio.h"

#include <string.h>

static const unsigned char png_signature[8] = {0x89, 'P',  'N',  'G',
                                               '\r', '\n', 0x1a, '\n'};

bool mz_png_sniff(const void *bytes, size_t len)
{
    return len >= sizeof png_signature &&
           memcmp(bytes, png_signature, sizeof png_signature) == 0;
}

/* The web page's build has no libpng (MAZE_NO_PICTURE_LIBS): it tells a
 * PNG by its signature, and reads and writes none. */
#ifndef MAZE_NO_PICTURE_LIBS
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>

/* Pixels of an interlaced picture that is decoded whole (4 bytes each):
 * up to 4096 x 4096. */
#define INTERLACED_MAX_PIXELS ((uint64_t)1 << 24)

/* The most memory libpng may give one ancillary chunk, a zTXt's or
 * iCCP's inflated text included: the readers want only the "maze" text
 * (under 100 bytes), and a chunk over this is skipped as libpng skips a
 * damaged one. */
#define CHUNK_MAX_BYTES ((png_alloc_size_t)1 << 20)

/* ------------------------------------------------------------ decoding */

struct mz_png_reader {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t len, pos;
    char message[120]; /* libpng's, when it fails */
    uint32_t width, height;
    uint32_t y;           /* the next row */
    unsigned char *row;   /* 4 * width bytes */
    unsigned char *image; /* an interlaced picture, whole */
    char about[96];       /* the "maze" text chunk, or "" */
};

static void read_data(png_structp png, png_bytep out, png_size_t n)
{
    struct mz_png_reader *d = png_get_io_ptr(png);
    if (n > d->len - d->pos)
        png_error(png, "the file ends early (truncated)");
    memcpy(out, d->data + d->pos, n);
    d->pos += n;
}

static void decode_fail(png_structp png, png_const_charp message)
{
    struct mz_png_reader *d = png_get_error_ptr(png);
    snprintf(d->message, sizeof d->message, "%s", message);
    png_longjmp(png, 1);
}

static void quiet(png_structp png, png_const_charp message)
{
    (void)png;
    (void)message;
}

/* libpng's memory, from malloc as ever, but told to mz_big_alloc_seen
 * like every grid (the fuzz targets weigh what an input costs by it). */
static png_voidp reader_malloc(png_structp png, png_alloc_size_t n)
{
    (void)png;
    if (mz_big_alloc_seen)
        mz_big_alloc_seen(n);
    return malloc(n);
}

static void reader_free(png_structp png, png_voidp p)
{
    (void)png;
    free(p);
}

/* Each chunk before the first IDAT checked against the bytes after it:
 * libpng gives a chunk the memory its length names before it reads a
 * byte of it, so a 52-byte file whose tEXt chunk says 2 GB would cost
 * 2 GB. A chunk that says more than the file holds is refused here, as
 * libpng refuses a file cut short. The rows' IDAT chunks are read a
 * little at a time and left to libpng. */
static bool chunks_fit(const unsigned char *data, size_t len,
                       struct maze_read_error *err)
{
    size_t at = sizeof png_signature;
    while (len - at >= 8) {
        uint32_t n = (uint32_t)data[at] << 24 | (uint32_t)data[at + 1] << 16 |
                     (uint32_t)data[at + 2] << 8 | data[at + 3];
        const unsigned char *kind = data + at + 4;
        if (memcmp(kind, "IDAT", 4) == 0 || memcmp(kind, "IEND", 4) == 0)
            return true;
        if (n > 0x7fffffff)
            return true; /* libpng says what is wrong */
        size_t left = len - at - 8;
        if (n > left || left - n < 4) {
            /* A chunk's kind is four letters; anything else is not
             * said, as it could be any byte. */
            bool letters = true;
            for (int i = 0; i < 4; i++)
                letters = letters && ((kind[i] | 0x20) >= 'a' &&
                                      (kind[i] | 0x20) <= 'z');
            mz_read_fail(err, 0, 0,
                         "broken PNG: the file ends early (truncated): "
                         "%s%.4s%s chunk says %lu bytes and %zu follow",
                         letters ? "its '" : "a",
                         letters ? (const char *)kind : "",
                         letters ? "'" : "", (unsigned long)n, left);
            return false;
        }
        at += 12 + (size_t)n;
    }
    return true;
}

static void reader_release(struct mz_png_reader *d)
{
    if (d->png)
        png_destroy_read_struct(&d->png, d->info ? &d->info : NULL, NULL);
    free(d->row);
    free(d->image);
    memset(d, 0, sizeof *d);
}

/* A lowercase message from libpng's ("Not a PNG file" -> "not a ..."). */
static enum maze_err decode_error(struct mz_png_reader *d,
                                  struct maze_read_error *err)
{
    char *m = d->message;
    if (m[0] >= 'A' && m[0] <= 'Z' && !(m[1] >= 'A' && m[1] <= 'Z'))
        m[0] = (char)(m[0] - 'A' + 'a');
    size_t n = strlen(m);
    while (n > 0 && (m[n - 1] == '.' || m[n - 1] == ' '))
        m[--n] = '\0';
    return mz_read_fail(err, 0, 0, "broken PNG: %s",
                        m[0] ? m : "libpng cannot read it");
}

/* The header's size weighed before any memory is given to the picture:
 * more pixels than max_pixels, more than the bytes left can hold, or an
 * interlaced picture too large to read are refused. */
static enum maze_err header_weighed(struct mz_png_reader *d,
                                    uint64_t max_pixels, bool interlaced,
                                    struct maze_read_error *err)
{
    if ((uint64_t)d->width * d->height > max_pixels) {
        enum maze_err e = mz_read_fail(
            err, 0, 0, "picture of %u x %u pixels is larger than %llu pixels",
            d->width, d->height, (unsigned long long)max_pixels);
        return e == MAZE_ERR_FORMAT ? MAZE_ERR_TOO_BIG : e;
    }
    /* Deflate packs at most 1032 bytes into one, so the bytes left in the
     * file tell how many pixels they can hold: a header that claims more
     * is refused now, before rows are made for them (a 69-byte file must
     * not cost the gigabytes its header names). */
    uint64_t bits = (uint64_t)png_get_channels(d->png, d->info) *
                    png_get_bit_depth(d->png, d->info);
    uint64_t left = d->len - d->pos;
    if (bits > 0 && left <= UINT64_MAX / (8 * 1032) &&
        (uint64_t)d->width * d->height > left * 8 * 1032 / bits) {
        mz_read_fail(err, 0, 0,
                     "broken PNG: the file ends early (truncated): %zu "
                     "bytes of data cannot hold a %u x %u picture",
                     (size_t)left, d->width, d->height);
        return MAZE_ERR_FORMAT;
    }
    if (interlaced && (uint64_t)d->width * d->height > INTERLACED_MAX_PIXELS) {
        mz_read_fail(err, 0, 0,
                     "interlaced picture of %u x %u pixels is too large to "
                     "read (save it without interlacing)",
                     d->width, d->height);
        return MAZE_ERR_TOO_BIG;
    }
    return MAZE_OK;
}

/* An interlaced picture is read whole, into d->image, rows then being
 * handed out from it. */
static enum maze_err read_interlaced(struct mz_png_reader *d,
                                     struct maze_read_error *err)
{
    size_t stride = (size_t)d->width * 4;
    d->image = reader_malloc(d->png, stride * d->height);
    png_bytep *rows = malloc(d->height * sizeof *rows);
    if (!d->image || !rows) {
        free(rows);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t y = 0; y < d->height; y++)
        rows[y] = d->image + y * stride;
    if (setjmp(png_jmpbuf(d->png))) {
        free(rows);
        return decode_error(d, err);
    }
    png_read_image(d->png, rows);
    free(rows);
    return MAZE_OK;
}

/* Reads the header and sets up rows of 8-bit RGBA. */
static enum maze_err reader_init(struct mz_png_reader *d,
                                 const unsigned char *data, size_t len,
                                 uint64_t max_pixels,
                                 struct maze_read_error *err)
{
    memset(d, 0, sizeof *d);
    d->data = data;
    d->len = len;
    if (mz_png_sniff(data, len) && !chunks_fit(data, len, err))
        return MAZE_ERR_FORMAT;
    d->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, d, decode_fail,
                                      quiet, NULL, reader_malloc,
                                      reader_free);
    if (!d->png)
        return MAZE_ERR_NOMEM;
    d->info = png_create_info_struct(d->png);
    if (!d->info) {
        reader_release(d);
        return MAZE_ERR_NOMEM;
    }
    if (setjmp(png_jmpbuf(d->png))) {
        enum maze_err e = decode_error(d, err);
        reader_release(d);
        return e;
    }
    png_set_read_fn(d->png, d, read_data);
    /* Sides over this are refused while the header is read, before any
     * memory is given to the picture. */
    png_set_user_limits(d->png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(d->png, CHUNK_MAX_BYTES);
    png_read_info(d->png, d->info);
    png_textp text = NULL;
    int texts = png_get_text(d->png, d->info, &text, NULL);
    for (int i = 0; i < texts; i++)
        if (strcmp(text[i].key, "maze") == 0)
            snprintf(d->about, sizeof d->about, "%s", text[i].text);
    d->width = png_get_image_width(d->png, d->info);
    d->height = png_get_image_height(d->png, d->info);
    bool interlaced =
        png_get_interlace_type(d->png, d->info) != PNG_INTERLACE_NONE;
    enum maze_err e = header_weighed(d, max_pixels, interlaced, err);
    if (e) {
        reader_release(d);
        return e;
    }
    png_set_expand(d->png);
    png_set_strip_16(d->png);
    png_set_gray_to_rgb(d->png);
    png_set_filler(d->png, 0xff, PNG_FILLER_AFTER);
    if (interlaced)
        png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    if (png_get_rowbytes(d->png, d->info) != (size_t)d->width * 4) {
        mz_read_fail(err, 0, 0, "PNG of a kind libpng cannot turn into RGBA");
        reader_release(d);
        return MAZE_ERR_FORMAT;
    }
    d->row = reader_malloc(d->png, (size_t)d->width * 4);
    if (!d->row) {
        reader_release(d);
        return MAZE_ERR_NOMEM;
    }
    if (interlaced && (e = read_interlaced(d, err)) != MAZE_OK) {
        reader_release(d);
        return e;
    }
    return MAZE_OK;
}

enum maze_err mz_png_row(struct mz_png_reader *d, const unsigned char **row,
                         struct maze_read_error *err)
{
    if (d->image) {
        *row = d->image + (size_t)d->y++ * d->width * 4;
        return MAZE_OK;
    }
    if (setjmp(png_jmpbuf(d->png)))
        return decode_error(d, err);
    png_read_row(d->png, d->row, NULL);
    d->y++;
    *row = d->row;
    return MAZE_OK;
}

enum maze_err mz_png_open(const void *data, size_t len, uint64_t max_pixels,
                          struct mz_png_reader **out,
                          struct maze_read_error *err)
{
    struct mz_png_reader *r = malloc(sizeof *r);
    if (!r)
        return MAZE_ERR_NOMEM;
    enum maze_err e = reader_init(r, data, len, max_pixels, err);
    if (e) {
        free(r);
        return e;
    }
    *out = r;
    return MAZE_OK;
}

void mz_png_size(const struct mz_png_reader *r, uint32_t *width,
                 uint32_t *height)
{
    *width = r->width;
    *height = r->height;
}

const char *mz_png_about(const struct mz_png_reader *r)
{
    return r->about;
}

void mz_png_close(struct mz_png_reader *r)
{
    if (!r)
        return;
    reader_release(r);
    free(r);
}

/* ------------------------------------------------------------ encoding */

struct mz_png_writer {
    png_structp png;
    png_infop info;
    FILE *out;
};

static void write_data(png_structp png, png_bytep data, png_size_t n)
{
    struct mz_png_writer *w = png_get_io_ptr(png);
    if (fwrite(data, 1, n, w->out) != n)
        png_error(png, "write failed");
}

static void flush_data(png_structp png)
{
    struct mz_png_writer *w = png_get_io_ptr(png);
    fflush(w->out);
}

static void encode_fail(png_structp png, png_const_charp message)
{
    (void)message;
    png_longjmp(png, 1);
}

/* The header and the chunks before the rows; false when writing fails. */
static bool write_header(struct mz_png_writer *w, const struct mz_png_format *f)
{
    if (setjmp(png_jmpbuf(w->png)))
        return false;
    png_set_write_fn(w->png, w, write_data, flush_data);
    int type = f->palette ? PNG_COLOR_TYPE_PALETTE
               : f->alpha ? PNG_COLOR_TYPE_RGBA
                          : PNG_COLOR_TYPE_RGB;
    png_set_IHDR(w->png, w->info, f->width, f->height,
                 f->palette ? f->depth : 8, type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (f->palette) {
        png_color plte[256];
        png_byte alpha[256];
        for (unsigned i = 0; i < f->colours; i++) {
            uint32_t c = f->palette[i];
            plte[i] = (png_color){(png_byte)(c >> 24), (png_byte)(c >> 16),
                                  (png_byte)(c >> 8)};
            alpha[i] = (png_byte)c;
        }
        png_set_PLTE(w->png, w->info, plte, (int)f->colours);
        if (f->alpha)
            png_set_tRNS(w->png, w->info, alpha, (int)f->colours, NULL);
    }
    if (f->about) {
        png_text text = {
            .compression = PNG_TEXT_COMPRESSION_NONE,
            .key = "maze",
            .text = (char *)f->about,
            .text_length = strlen(f->about),
        };
        png_set_text(w->png, w->info, &text, 1);
    }
    if (f->level >= 0)
        png_set_compression_level(w->png, f->level);
    if (f->filter != MZ_PNG_FILTER_LIBPNG)
        png_set_filter(w->png, PNG_FILTER_TYPE_BASE,
                       f->filter == MZ_PNG_FILTER_UP ? PNG_FILTER_UP
                                                     : PNG_FILTER_NONE);
    png_write_info(w->png, w->info);
    return true;
}

enum maze_err mz_png_write_open(FILE *out, const struct mz_png_format *format,
                                struct mz_png_writer **writer)
{
    struct mz_png_writer *w = calloc(1, sizeof *w);
    if (!w)
        return MAZE_ERR_NOMEM;
    w->out = out;
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, encode_fail,
                                     quiet);
    w->info = w->png ? png_create_info_struct(w->png) : NULL;
    enum maze_err e = !w->png || !w->info        ? MAZE_ERR_NOMEM
                      : !write_header(w, format) ? MAZE_ERR_IO
                                                 : MAZE_OK;
    if (e) {
        mz_png_write_close(w);
        return e;
    }
    *writer = w;
    return MAZE_OK;
}

enum maze_err mz_png_write_row(struct mz_png_writer *w,
                               const unsigned char *row)
{
    if (setjmp(png_jmpbuf(w->png)))
        return MAZE_ERR_IO;
    png_write_row(w->png, row);
    return MAZE_OK;
}

enum maze_err mz_png_write_end(struct mz_png_writer *w)
{
    if (setjmp(png_jmpbuf(w->png)))
        return MAZE_ERR_IO;
    png_write_end(w->png, NULL);
    return MAZE_OK;
}

void mz_png_write_close(struct mz_png_writer *w)
{
    if (!w)
        return;
    if (w->png)
        png_destroy_write_struct(&w->png, w->info ? &w->info : NULL);
    free(w);
}

#endif /* MAZE_NO_PICTURE_LIBS */
