/*
 * photo_decode.c - a photo opened (maze_photo_open): its header judged
 * against the limits before its pixels are decoded, by leptonica (TIFF,
 * WebP, GIF, BMP, PNM), libjpeg (photo_jpeg.c) or libpng (photo_png.c),
 * then turned grey.
 */
#ifndef MAZE_NO_PICTURE_LIBS /* the page's build: photo.c says none */
#include <stdlib.h>
#include <string.h>

#include "../read.h"
#include "photo_seen.h"

/* What reading a photo takes a pixel: its colours (4 bytes) and grey copy
 * (1), the decoder's and leptonica's copies while they are made, and the
 * route drawn back on a copy of it. */
#define PHOTO_BYTES_PER_PIXEL 16

/* Whether a PNM file of len bytes can hold the w x h pixels its header
 * names: a binary one (P4, P5, P6) holds them as bits or bytes, a plain
 * one (P1, P2, P3) as at least a character a sample. A header is
 * otherwise taken at its word until the pixels are decoded. */
static bool pnm_holds(const char *data, size_t len, uint64_t w, uint64_t h,
                      l_int32 bps)
{
    if (len < 2 || data[0] != 'P')
        return true;
    uint64_t bytes = bps > 8 ? 2 : 1;
    uint64_t need = 0;
    switch (data[1]) {
    case '4':
        need = (w + 7) / 8 * h;
        break;
    case '1':
    case '2':
    case '5':
        need = w * h * bytes;
        break;
    case '3':
    case '6':
        need = 3 * w * h * bytes;
        break;
    default:
        return true;
    }
    return need <= len;
}

/* A GIF's sub-blocks from data[*i] to their end (a block of length 0);
 * false when the file ends first. */
static bool gif_skip_blocks(const unsigned char *data, size_t len, size_t *i)
{
    while (*i < len && data[*i] != 0)
        *i += (size_t)data[*i] + 1;
    if (*i >= len)
        return false;
    (*i)++;
    return true;
}

/* A GIF's first frame: how many of its bytes reach the end of that frame
 * (*cut), and the size the frame is drawn at (its screen's, or its own if
 * larger), from its blocks. leptonica decodes every frame of a GIF at
 * once (giflib's DGifSlurp), and an animation of 60 frames of 4000 x 4000
 * pixels is 776 KB; cut after its first frame, a GIF costs that frame.
 * False for a GIF broken before its first frame ends. */
static bool gif_first_frame(const char *bytes, size_t len, size_t *cut,
                            l_int32 *w, l_int32 *h)
{
    const unsigned char *data = (const unsigned char *)bytes;
    if (len < 13)
        return false;
    uint32_t sw = data[6] | (uint32_t)data[7] << 8;
    uint32_t sh = data[8] | (uint32_t)data[9] << 8;
    size_t i = 13;
    if (data[10] & 0x80) /* the global colour table */
        i += 3 * ((size_t)2 << (data[10] & 7));
    while (i < len && data[i] == 0x21) { /* extensions: label, sub-blocks */
        i += 2;
        if (!gif_skip_blocks(data, len, &i))
            return false;
    }
    if (i + 10 > len || data[i] != 0x2c)
        return false;
    uint32_t fx = data[i + 1] | (uint32_t)data[i + 2] << 8;
    uint32_t fy = data[i + 3] | (uint32_t)data[i + 4] << 8;
    uint32_t fw = data[i + 5] | (uint32_t)data[i + 6] << 8;
    uint32_t fh = data[i + 7] | (uint32_t)data[i + 8] << 8;
    unsigned char flags = data[i + 9];
    i += 10;
    if (flags & 0x80) /* the frame's own colour table */
        i += 3 * ((size_t)2 << (flags & 7));
    i++; /* the LZW code size */
    if (i > len || !gif_skip_blocks(data, len, &i))
        return false;
    *cut = i;
    *w = (l_int32)(fx + fw > sw ? fx + fw : sw);
    *h = (l_int32)(fy + fh > sh ? fy + fh : sh);
    return true;
}

static enum maze_err not_a_picture(struct maze_read_error *err)
{
    return mz_read_fail(err, 0, 0,
                        "not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP or "
                        "PNM)");
}

/* The picture's format and size from its header, and every refusal that
 * needs no pixel: not a picture, a broken header, a JPEG cut short, more
 * pixels than a photo may have, a PNM whose bytes cannot hold its size. */
static enum maze_err photo_header(const char *data, size_t len,
                                  uint64_t max_pixels, l_int32 *format,
                                  l_int32 *w, l_int32 *h,
                                  struct maze_read_error *err)
{
    l_int32 bps = 0, spp = 0, cmap = 0;
    if (!maze_photo_sniff(data, len))
        return not_a_picture(err);
    /* A JPEG's header read by libjpeg quietly (leptonica's reader lets
     * libjpeg print, read/photo_jpeg.c). */
    bool jpeg = len >= 3 && memcmp(data, "\xff\xd8\xff", 3) == 0;
    uint32_t jw = 0, jh = 0;
    if (jpeg) {
        *format = IFF_JFIF_JPEG;
        if (mz_photo_jpeg_size(data, len, &jw, &jh) && jw <= INT32_MAX &&
            jh <= INT32_MAX) {
            *w = (l_int32)jw;
            *h = (l_int32)jh;
        }
    }
    /* A GIF's by its blocks: leptonica's header decodes every frame. */
    bool gif = len >= 3 && memcmp(data, "GIF", 3) == 0;
    size_t cut = 0;
    if (gif) {
        *format = IFF_GIF;
        if (!gif_first_frame(data, len, &cut, w, h))
            *w = 0;
    }
    if ((!jpeg && !gif &&
         pixReadHeaderMem((const l_uint8 *)data, len, format, w, h, &bps,
                          &spp, &cmap) != 0) ||
        *w <= 0 || *h <= 0)
        return mz_read_fail(err, 0, 0,
                            "a broken picture (its header cannot be read)");
    /* A JPEG cut short is refused before libjpeg, which would warn on
     * standard error: it ends in the EOI marker (perhaps with a few bytes
     * after it). */
    if (*format == IFF_JFIF_JPEG) {
        size_t tail = len < 256 ? len : 256;
        bool ends = false;
        for (size_t i = len - tail; i + 1 < len && !ends; i++)
            ends = (unsigned char)data[i] == 0xff &&
                   (unsigned char)data[i + 1] == 0xd9;
        if (!ends)
            return mz_read_fail(err, 0, 0, "a broken picture (the JPEG is "
                                           "cut short)");
    }
    /* Weighed before a pixel is made. */
    if ((uint64_t)*w * (uint64_t)*h > max_pixels) {
        mz_read_fail(err, 0, 0,
                     "photo of %d x %d pixels is larger than %llu pixels", *w,
                     *h, (unsigned long long)max_pixels);
        return MAZE_ERR_TOO_BIG;
    }
    if (*format == IFF_PNM && !pnm_holds(data, len, (uint64_t)*w,
                                         (uint64_t)*h, bps))
        return mz_read_fail(err, 0, 0,
                            "a broken picture (its header says %d x %d "
                            "pixels, more than its %zu bytes hold)",
                            *w, *h, len);
    return MAZE_OK;
}

enum maze_err maze_photo_open(FILE *in, size_t max_bytes, uint64_t max_memory,
                              struct maze_photo **photo,
                              struct maze_read_error *err)
{
    mz_photo_quiet();
    const uint64_t max_pixels = MAZE_PHOTO_MAX_PIXELS;
    /* Judged by its size and its first bytes before it is read whole:
     * /dev/zero is no picture at its first block. */
    off_t at = -1;
    enum maze_err e = mz_read_fits(in, max_bytes, &at, err);
    if (e)
        return e;
    char head[16];
    size_t got = fread(head, 1, sizeof head, in);
    if (ferror(in))
        return MAZE_ERR_IO;
    if (!maze_photo_sniff(head, got))
        return not_a_picture(err);
    char *data = NULL;
    size_t len = 0;
    e = mz_slurp_after(in, max_bytes, head, got, &data, &len, err);
    if (e)
        return e;
    l_int32 format = 0, w = 0, h = 0;
    e = photo_header(data, len, max_pixels, &format, &w, &h, err);
    if (!e)
        e = mz_picture_memory("photo", (uint32_t)w, (uint32_t)h,
                              (double)w * h * PHOTO_BYTES_PER_PIXEL,
                              max_memory, err);
    if (e) {
        free(data);
        return e;
    }
    /* A JPEG by libjpeg directly and a PNG by the library's libpng
     * reader, whose errors and warnings leptonica would let print
     * (read/photo_jpeg.c, read/photo_png.c). */
    PIX *pix = NULL;
    if (format == IFF_JFIF_JPEG || format == IFF_PNG) {
        e = format == IFF_PNG ? mz_photo_png(data, len, max_pixels, &pix, err)
                              : mz_photo_jpeg(data, len, max_memory, &pix,
                                              err);
        free(data);
        if (e)
            return e;
    } else {
        size_t cut = len;
        l_int32 fw = 0, fh = 0;
        if (format == IFF_GIF && gif_first_frame(data, len, &cut, &fw, &fh)) {
            /* The trailer after the first frame: the frames after it,
             * which leptonica would decode too, are not read. */
            char *one = realloc(data, cut + 1);
            if (!one) {
                free(data);
                return MAZE_ERR_NOMEM;
            }
            data = one;
            data[cut++] = 0x3b;
        }
        pix = pixReadMem((const l_uint8 *)data, cut);
        free(data);
    }
    if (!pix)
        return mz_read_fail(err, 0, 0, "a broken picture (it cannot be "
                                       "decoded)");
    /* Grey as the brightest channel: ink is dark in all three, while a
     * coloured mark (a route drawn in red) is bright in one and is no
     * wall. */
    PIX *grey = pixGetDepth(pix) == 32
                    ? pixConvertRGBToGrayMinMax(pix, L_CHOOSE_MAX)
                    : pixConvertTo8(pix, 0);
    struct maze_photo *p = calloc(1, sizeof *p);
    if (!grey || !p) {
        pixDestroy(&pix);
        pixDestroy(&grey);
        free(p);
        return MAZE_ERR_NOMEM;
    }
    p->photo = pix;
    p->grey = grey;
    p->info.width = (uint32_t)pixGetWidth(pix);
    p->info.height = (uint32_t)pixGetHeight(pix);
    *photo = p;
    return MAZE_OK;
}

void maze_photo_get(const struct maze_photo *photo,
                    struct maze_photo_info *info)
{
    *info = photo->info;
}

void maze_photo_free(struct maze_photo *photo)
{
    if (!photo)
        return;
    pixDestroy(&photo->photo);
    pixDestroy(&photo->grey);
    free(photo->col);
    free(photo->row);
    free(photo->seg);
    free(photo);
}

#endif /* MAZE_NO_PICTURE_LIBS */
