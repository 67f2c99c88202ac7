/*
 * photo_seen.h - a photo of a maze as the photo reader (photo.c, with the
 * decoders photo_jpeg.c and photo_png.c) leaves it for the painter
 * (render/photo/photo_paint.c): the decoded photo, the perspective it
 * undid, the grid it found and what each wall read as. Only libmaze-photo's
 * files include it, and so leptonica.
 */
#ifndef MZ_PHOTO_SEEN_H
#define MZ_PHOTO_SEEN_H

#include <leptonica/allheaders.h>

#include "../../mz.h"

/* What a wall segment read as (the debug picture shows it). */
enum { MZ_SEG_OPEN, MZ_SEG_WALL, MZ_SEG_UNSURE_OPEN, MZ_SEG_UNSURE_WALL };

struct maze_photo {
    struct maze_photo_info info;
    PIX *photo; /* as decoded (any depth leptonica gives) */
    PIX *grey;  /* 8 bits, the photo's size */
    /* The perspective: (u, v), a point of the maze seen square on, side
     * rect_w x rect_h, to the photo's (x, y) by h, and back by back. */
    double h[9], back[9];
    uint32_t rect_w, rect_h;
    uint32_t margin; /* the view's margin round the quadrilateral */
    /* The grid in the square view: vertical line i's middle at col[i]
     * (i from 0 to maze_width), horizontal line j's at row[j]; walls
     * `thick` wide. */
    double *col, *row, thick;
    /* A segment a line piece: vertical ones first (maze_width + 1 of them
     * a cell row), then horizontal ones (maze_width a line). */
    uint8_t *seg;
    bool walls_read; /* seg holds what they read as */
};

/* The photo's point of the square view's (u, v), by the 3 x 3 matrix h. */
static inline void mz_photo_map(const double h[9], double u, double v,
                                double *x, double *y)
{
    double w = h[6] * u + h[7] * v + h[8];
    *x = (h[0] * u + h[1] * v + h[2]) / w;
    *y = (h[3] * u + h[4] * v + h[5]) / w;
}

/* The JPEG of len bytes decoded into *out (32 bits a pixel, or 8 for a
 * grey JPEG; the caller destroys it) by read/photo_jpeg.c, without a word
 * on standard error; a damaged one is refused with libjpeg's reason, and
 * so is one whose decoding needs more than max_memory bytes of libjpeg's
 * (0: MAZE_PICTURE_MAX_MEMORY). */
enum maze_err mz_photo_jpeg(const void *bytes, size_t len,
                            uint64_t max_memory, PIX **out,
                            struct maze_read_error *err);

/* The JPEG's size from its header, quietly as mz_photo_jpeg; false when
 * the header cannot be read. */
bool mz_photo_jpeg_size(const void *bytes, size_t len, uint32_t *width,
                        uint32_t *height);

/* The PNG of len bytes decoded into *out (32 bits a pixel) by
 * read/photo_png.c through the library's libpng reader (pngio.c), without
 * a word on standard error; a broken one is refused with libpng's reason,
 * one of more than max_pixels as too big. */
enum maze_err mz_photo_png(const void *bytes, size_t len, uint64_t max_pixels,
                           PIX **out, struct maze_read_error *err);

/* Nothing of leptonica's printed. */
static inline void mz_photo_say_nothing(const char *message)
{
    (void)message;
}

/* Leptonica's messages off: the library never prints. Its severity
 * silences its "Error in ..." lines; the rest it writes through its
 * stderr handler (a TIFF cut short: "Bad file: amount too big"), which
 * is made to drop them. (Leptonica keeps both for the whole process.) */
static inline void mz_photo_quiet(void)
{
    setMsgSeverity(L_SEVERITY_NONE);
    leptSetStderrHandler(mz_photo_say_nothing);
}

#endif /* MZ_PHOTO_SEEN_H */
