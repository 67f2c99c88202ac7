/*
 * photo_png.c - a photo's PNG decoded by the library's own libpng reader
 * (pngio.c), for the photo reader (read/photo.c).
 *
 * Leptonica's PNG reader keeps libpng's default error function, which
 * prints ("libpng error: read error in memio_png_read_data") on standard
 * error when a file is cut short; the library never prints. pngio.c's
 * reader keeps libpng's message instead and says it in the error, as it
 * does for the picture reader.
 *
 * Cost: the PIX (4 bytes a pixel) and one row of RGBA.
 */
#ifndef MAZE_NO_PICTURE_LIBS
#include "photo_seen.h"
#include "../../pngio.h"

enum maze_err mz_photo_png(const void *bytes, size_t len, uint64_t max_pixels,
                           PIX **out, struct maze_read_error *err)
{
    *out = NULL;
    struct mz_png_reader *r = NULL;
    enum maze_err e = mz_png_open(bytes, len, max_pixels, &r, err);
    if (e)
        return e;
    uint32_t w = 0, h = 0;
    mz_png_size(r, &w, &h);
    PIX *pix = w <= INT32_MAX && h <= INT32_MAX
                   ? pixCreate((l_int32)w, (l_int32)h, 32)
                   : NULL;
    if (!pix) {
        mz_png_close(r);
        return MAZE_ERR_NOMEM;
    }
    /* Leptonica's 32-bit pixel is 0xRRGGBBAA in one word, as
     * mz_png_rgba gives it; the alpha is dropped (a photo is opaque). */
    l_uint32 *line = pixGetData(pix);
    l_int32 wpl = pixGetWpl(pix);
    for (uint32_t y = 0; y < h; y++, line += wpl) {
        const unsigned char *row = NULL;
        e = mz_png_row(r, &row, err);
        if (e) {
            pixDestroy(&pix);
            mz_png_close(r);
            return e;
        }
        for (uint32_t x = 0; x < w; x++)
            line[x] = mz_png_rgba(row + 4 * x) | 0xff;
    }
    mz_png_close(r);
    *out = pix;
    return MAZE_OK;
}
#endif
