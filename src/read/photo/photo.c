/*
 * photo.c - mazes read from photographs (maze_photo_open,
 * maze_photo_find): a phone's JPEG of a printed grid maze, taken at an
 * angle, with a shadow across it, blurred and noisy, on a table.
 *
 * Leptonica decodes the file (photo_decode.c: TIFF, WebP, GIF, BMP, PNM; a
 * JPEG is decoded by libjpeg in photo_jpeg.c and a PNG by libpng in
 * photo_png.c, which print nothing), turns it grey, makes it smaller,
 * binarises it by Sauvola's method (a threshold from each pixel's
 * neighbourhood, so a shadow does not turn paper into wall) and finds its
 * connected components. The maze is then read in six steps, a file each
 * (photo_steps.h) but the last:
 *   1. its outer wall (photo_border.c): the component with the most dark
 *      pixels that does not touch the photo's edge, with the other pieces
 *      of wall inside its box (the entrance and exit cut the outer wall in
 *      two); the convex hull of their pixels, and of the hull the
 *      quadrilateral of its corners farthest to the top left, top right,
 *      bottom right and bottom left;
 *   2. the perspective undone (photo_view.c, with 3): the homography that
 *      takes the quadrilateral to a rectangle, and the photo sampled
 *      through it (bilinear) into a square-on view of at most VIEW_MAX
 *      pixels a side, with a margin; there each side of the outer wall is
 *      fitted as the straight line of ink with paper outside it
 *      (fit_side), since the hull may be pulled out by dark table next to
 *      the paper or in where a thin wall broke up, and the view made again
 *      from the fitted corners;
 *   3. the light evened out: each pixel over the paper round it (a grey
 *      closing wider than any wall), split into ink and paper by Otsu's
 *      threshold;
 *   4. the wall thickness (photo_grid.c, with 5), from the outer wall's
 *      runs of dark pixels; the number of cells across and down, as the
 *      count that best tells dark lines from light cells in the columns'
 *      and rows' darkness (and, the cells being square, near the other
 *      way's pitch); each line then moved to the darkest place near where
 *      it should be; a grid whose lines go on one pitch past a side of the
 *      border (mz_photo_grid_goes_on) is refused: the border found is an
 *      inner wall;
 *   5. each wall segment, by the share of dark pixels in its middle and
 *      by its ends (open only when all are clear), held against the grey
 *      of the walls and passages near it (photo_grid.c): one whose
 *      evidence decides little is "unsure", and a maze with unsure
 *      segments is given only when it comes out perfect (a route between
 *      any two cells, none more) and is the only perfect maze its sure
 *      walls allow, as a misread wall would not;
 *   6. the ends, the gaps in the outer wall by the picture reader's rules
 *      (read/openings.c), or the photo's pixels the caller names.
 * Walls drawn as filled blocks (a cell's side of wall between cells) are
 * the same grid with thick lines. What it saw stays in the photo for
 * maze_photo_write_debug (render/photo_paint.c), also when it fails.
 *
 * Cost: decoding, then a few passes over pictures of a megapixel or two
 * (the small copy, the square views, their light evened out on copies a
 * sixteenth their size): of reading, solving and writing back a
 * 12-megapixel JPEG, over half the time is the JPEG decoder's and
 * encoder's (see NEWS.md). Memory: the photo (4 bytes a pixel) and its
 * grey copy, then a few megabytes.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../openings.h"

#ifndef MAZE_NO_PICTURE_LIBS
#include "photo_seen.h"
#include "photo_steps.h"

/* The small copy's longest side, where the border is looked for. */
#define SMALL_MAX 1000
/* Edges that take more pixels than this from dark to light are blurred
 * (edge_width). */
#define BLURRED_EDGE 4.5

#endif

bool maze_photo_sniff(const void *bytes, size_t len)
{
    const unsigned char *b = bytes;
    if (len >= 3 && memcmp(b, "\xff\xd8\xff", 3) == 0)
        return true; /* JPEG */
    if (len >= 8 && memcmp(b, "\x89PNG\r\n\x1a\n", 8) == 0)
        return true;
    if (len >= 4 && (memcmp(b, "II*\0", 4) == 0 || memcmp(b, "MM\0*", 4) == 0))
        return true; /* TIFF */
    if (len >= 12 && memcmp(b, "RIFF", 4) == 0 && memcmp(b + 8, "WEBP", 4) == 0)
        return true;
    if (len >= 6 && (memcmp(b, "GIF87a", 6) == 0 || memcmp(b, "GIF89a", 6) == 0))
        return true;
    if (len >= 2 && memcmp(b, "BM", 2) == 0)
        return true;
    return len >= 2 && b[0] == 'P' && b[1] >= '1' && b[1] <= '6'; /* PNM */
}

#ifdef MAZE_NO_PICTURE_LIBS /* the web page's build: no leptonica */
enum maze_err maze_photo_open(FILE *in, size_t max_bytes, uint64_t max_memory,
                              struct maze_photo **photo,
                              struct maze_read_error *err)
{
    (void)in, (void)max_bytes, (void)max_memory, (void)photo;
    mz_read_fail(err, 0, 0, "this build of the library reads no photos");
    return MAZE_ERR_ARG;
}

enum maze_err maze_photo_find(struct maze_photo *photo,
                              const struct maze_picture_opts *opts,
                              struct maze **out, struct maze_read_error *err)
{
    (void)photo, (void)opts, (void)out;
    mz_read_fail(err, 0, 0, "this build of the library reads no photos");
    return MAZE_ERR_ARG;
}

void maze_photo_get(const struct maze_photo *photo,
                    struct maze_photo_info *info)
{
    (void)photo;
    memset(info, 0, sizeof *info);
}

void maze_photo_free(struct maze_photo *photo)
{
    (void)photo;
}
#else

/* The cell under the photo's pixel (x, y), or a message saying why there
 * is none (an mz_cell_under_fn). */
static enum maze_err photo_cell(const void *photo, const struct maze *m,
                                const char *what, uint32_t x, uint32_t y,
                                size_t *cell, struct maze_read_error *err)
{
    const struct maze_photo *ph = photo;
    double u = 0, v = 0;
    mz_photo_map(ph->back, x + 0.5, y + 0.5, &u, &v);
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    if (!(u >= ph->col[0] && u < ph->col[w] && v >= ph->row[0] &&
          v < ph->row[h])) {
        mz_read_fail(err, 0, 0,
                     "%s %u,%u is outside the maze (pick a pixel inside its "
                     "outer wall)",
                     what, x, y);
        return MAZE_ERR_ARG;
    }
    uint32_t cx = 0, cy = 0;
    while (cx + 1 < w && u >= ph->col[cx + 1])
        cx++;
    while (cy + 1 < h && v >= ph->row[cy + 1])
        cy++;
    *cell = maze_cell_at(m, cx, cy);
    return MAZE_OK;
}

/* The ends: the caller's pixels, else the openings' rules. */
static enum maze_err place_ends(const struct maze_photo *ph, struct maze *m,
                                const struct maze_picture_opts *opts,
                                struct mz_openings *s,
                                struct maze_read_error *err)
{
    enum maze_err e = mz_ends_at_pixels(
        m, opts, ph->info.width, ph->info.height, "photo", photo_cell, ph, err);
    return e ? e : mz_ends_from_openings(s, false, "maze", true, opts, m, err);
}

/* Whether m is perfect: a route between any two cells and only one. */
static enum maze_err perfect(struct maze *m, bool *yes)
{
    return maze_check_perfect(m, yes);
}

/* How many pixels the photo's edges take to go from dark to light: over
 * windows of 16 pixels along every fourth row and column that hold a
 * step of 48 grey levels or more, the step over the largest change
 * between neighbours, the upper quartile of them (noise makes a window's
 * largest change large, so the lower ones say little). The synthetic
 * photos in focus measure 1.5 to 4.1, blurred by a box of 7 pixels 3.9
 * to 6.2, of 9 pixels 7 and more. 0 when the photo has too few edges to
 * tell. */
static double edge_width(PIX *grey)
{
    l_int32 w = pixGetWidth(grey), h = pixGetHeight(grey);
    l_int32 wpl = pixGetWpl(grey);
    const l_uint32 *data = pixGetData(grey);
    size_t cap = (size_t)(h / 4 + 1) * (size_t)(w / 8 + 1) +
                 (size_t)(w / 4 + 1) * (size_t)(h / 8 + 1);
    float *width = malloc(cap * sizeof *width);
    if (!width)
        return 0;
    size_t n = 0;
    for (int across = 0; across < 2; across++) {
        l_int32 lines = across ? h : w, len = across ? w : h;
        for (l_int32 i = 0; i < lines; i += 4)
            for (l_int32 j0 = 0; j0 + 16 <= len; j0 += 8) {
                int lo = 255, hi = 0, step = 0, last = -1;
                for (l_int32 j = j0; j < j0 + 16; j++) {
                    l_int32 x = across ? j : i, y = across ? i : j;
                    int v = GET_DATA_BYTE(data + (size_t)y * wpl, x);
                    lo = v < lo ? v : lo;
                    hi = v > hi ? v : hi;
                    if (last >= 0 && abs(v - last) > step)
                        step = abs(v - last);
                    last = v;
                }
                if (hi - lo >= 48 && step > 0 && n < cap)
                    width[n++] = (float)(hi - lo) / (float)step;
            }
    }
    double q = 0;
    if (n >= 64) {
        /* The upper quartile, by a count of widths in tenths of a pixel
         * up to 16. */
        size_t count[161] = {0};
        for (size_t k = 0; k < n; k++)
            count[width[k] > 16 ? 160 : (int)(width[k] * 10)]++;
        size_t seen = 0;
        int t = 0;
        while (t < 160 && (seen += count[t]) < n - n / 4)
            t++;
        q = t / 10.0;
    }
    free(width);
    return q;
}

/* A maze border not found in a blurred photo: said as the blur, which is
 * what the user can mend (the shapes left of a blurred maze's walls are
 * too faint or too small to be its border). */
static enum maze_err border_failed(const struct maze_photo *ph, enum maze_err e,
                                   struct maze_read_error *err)
{
    static const char none[] = "no maze border found";
    if (e != MAZE_ERR_FORMAT || !err ||
        strncmp(err->message, none, sizeof none - 1) != 0)
        return e;
    double width = edge_width(ph->grey);
    if (width > BLURRED_EDGE)
        mz_read_fail(err, 0, 0,
                     "too blurred: no maze border found (its edges take %.1f "
                     "pixels from dark to light; a sharper photo may do)",
                     width);
    return e;
}

/* Anything a former maze_photo_find() found is forgotten. */
static void forget_found(struct maze_photo *ph)
{
    struct maze_photo_info keep = {.width = ph->info.width,
                                   .height = ph->info.height};
    ph->info = keep;
    free(ph->col);
    free(ph->row);
    free(ph->seg);
    ph->col = ph->row = NULL;
    ph->seg = NULL;
    ph->walls_read = false;
}

/* The border's rough corners in photo pixels, found on a copy at most
 * SMALL_MAX pixels wide. */
static enum maze_err rough_border(struct maze_photo *ph, struct point q[4],
                                  struct maze_read_error *err)
{
    uint32_t big = ph->info.width > ph->info.height ? ph->info.width
                                                    : ph->info.height;
    double f = big > SMALL_MAX ? (double)SMALL_MAX / big : 1;
    PIX *small = f < 1 ? pixScaleAreaMap(ph->grey, (l_float32)f, (l_float32)f)
                       : pixClone(ph->grey);
    if (!small)
        return MAZE_ERR_NOMEM;
    /* The scale as leptonica made it (it rounds the size). */
    double fx = (double)pixGetWidth(small) / ph->info.width;
    double fy = (double)pixGetHeight(small) / ph->info.height;
    enum maze_err e = mz_photo_find_border(small, q, err);
    pixDestroy(&small);
    if (e)
        return e;
    for (int i = 0; i < 4; i++) {
        q[i].x /= fx;
        q[i].y /= fy;
        ph->info.corner[i][0] = q[i].x;
        ph->info.corner[i][1] = q[i].y;
    }
    ph->info.border = true;
    return MAZE_OK;
}

/* The view is made three times: round the rough quadrilateral with a wide
 * margin at half the scale, where each side of the outer wall is fitted
 * (the hull of the small copy's pieces may be pulled out to dark table by
 * the paper, or in where a thin wall broke up); round the fitted one at
 * full scale with a margin of 6 pixels, where the sides are fitted again
 * to the pixel; and round that with a margin of 3, where the grid is read
 * (*dark, the caller's to free). The wide view is made a second time when
 * its fit moved a corner most of its reach. */
static enum maze_err fit_views(struct maze_photo *ph, struct point q[4],
                               uint8_t **dark, struct maze_read_error *err)
{
    PIX *source = NULL;
    bool refit = false;
    enum maze_err e = MAZE_OK;
    for (int pass = 0; pass < 3; pass++) {
        e = mz_photo_make_view(ph, q, pass, &source, dark, err);
        if (e || pass == 2)
            break;
        struct point c[4] = {{ph->margin, ph->margin},
                             {ph->rect_w - ph->margin, ph->margin},
                             {ph->rect_w - ph->margin,
                              ph->rect_h - ph->margin},
                             {ph->margin, ph->rect_h - ph->margin}};
        struct point fitted[4];
        mz_photo_fit_border(*dark, ph->rect_w, ph->rect_h, c,
                            pass == 0 ? (int)ph->margin : 4, fitted);
        /* A corner moved most of the way the fit reaches may have had
         * further to go (the hull pulled out to the paper's corner): the
         * wide view again, round the corners fitted, once. */
        double moved = 0;
        for (int i = 0; i < 4; i++) {
            double d = hypot(fitted[i].x - c[i].x, fitted[i].y - c[i].y);
            moved = d > moved ? d : moved;
        }
        bool again = pass == 0 && !refit && moved > ph->margin * 0.6;
        for (int i = 0; i < 4; i++) {
            mz_photo_map(ph->h, fitted[i].x, fitted[i].y, &q[i].x, &q[i].y);
            ph->info.corner[i][0] = q[i].x;
            ph->info.corner[i][1] = q[i].y;
        }
        free(*dark);
        *dark = NULL;
        if (again) {
            refit = true;
            pass--;
        }
    }
    pixDestroy(&source);
    if (e) {
        free(*dark);
        *dark = NULL;
    }
    return e;
}

/* The maze of the grid read, its ends placed; refused when unsure walls
 * leave it imperfect (a wall misread makes a loop or cuts a part off; a
 * perfect maze with unsure walls is read right). */
static enum maze_err photo_maze(struct maze_photo *ph,
                                const struct maze_picture_opts *opts,
                                struct maze **out,
                                struct maze_read_error *err)
{
    struct maze *m = NULL;
    struct mz_openings s = {0};
    enum maze_err e = mz_photo_grid_maze(ph, &m, &s);
    if (!e) {
        ph->info.openings = s.count;
        e = place_ends(ph, m, opts, &s, err);
    }
    free(s.o);
    if (!e && ph->info.unsure) {
        bool yes = false;
        e = perfect(m, &yes);
        if (!e && !yes)
            e = mz_read_fail(err, 0, 0,
                             "too blurred or damaged: %zu of the walls "
                             "cannot be told from open passages (a sharper "
                             "photo, square on, may do)",
                             ph->info.unsure);
    }
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

enum maze_err maze_photo_find(struct maze_photo *ph,
                              const struct maze_picture_opts *opts,
                              struct maze **out, struct maze_read_error *err)
{
    static const struct maze_picture_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    mz_photo_quiet();
    forget_found(ph);
    struct point q[4];
    uint8_t *dark = NULL;
    enum maze_err e = rough_border(ph, q, err);
    if (!e)
        e = fit_views(ph, q, &dark, err);
    if (e)
        return border_failed(ph, e, err);
    double rw = (hypot(q[1].x - q[0].x, q[1].y - q[0].y) +
                 hypot(q[2].x - q[3].x, q[2].y - q[3].y)) / 2;
    double rh = (hypot(q[3].x - q[0].x, q[3].y - q[0].y) +
                 hypot(q[2].x - q[1].x, q[2].y - q[1].y)) / 2;
    e = mz_photo_read_grid(ph, dark, err);
    free(dark);
    if (e)
        return e;
    int side = 0;
    if (mz_photo_grid_goes_on(ph, &side)) {
        static const char *const sides[4] = {"top", "right", "bottom",
                                             "left"};
        return mz_read_fail(err, 0, 0,
                            "the maze's lines go on past its %s side (a "
                            "damaged photo, or part of the maze hidden?)",
                            sides[side]);
    }
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    ph->info.pitch = hypot(rw / w, rh / h) / sqrt(2);
    ph->info.wall = ph->thick * (w / (ph->col[w] - ph->col[0]));
    return photo_maze(ph, opts, out, err);
}

#endif /* MAZE_NO_PICTURE_LIBS */
