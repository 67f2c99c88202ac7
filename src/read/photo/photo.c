/*
 * photo.c - mazes read from photographs (maze_photo_open, maze_photo_find):
 * a phone's JPEG of a printed grid maze, taken at an angle, with a shadow
 * across it, blurred and noisy, on a table.
 *
 * Leptonica decodes the file (TIFF, WebP, GIF, BMP, PNM; a JPEG is
 * decoded by libjpeg in read/photo_jpeg.c and a PNG by libpng in
 * read/photo_png.c, which print nothing), turns
 * it grey, makes it smaller, binarises it by Sauvola's method (a threshold
 * from each pixel's neighbourhood, so a shadow does not turn paper into
 * wall) and finds its connected components. The maze is then read in six
 * steps:
 *   1. its outer wall: the component with the most dark pixels that does
 *      not touch the photo's edge, with the other pieces of wall inside
 *      its box (the entrance and exit cut the outer wall in two); the
 *      convex hull of their pixels, and of the hull the quadrilateral of
 *      its corners farthest to the top left, top right, bottom right and
 *      bottom left;
 *   2. the perspective undone: the homography that takes the quadrilateral
 *      to a rectangle, and the photo sampled through it (bilinear) into a
 *      square-on view of at most VIEW_MAX pixels a side, with a margin;
 *      there each side of the outer wall is fitted as the straight line
 *      of ink with paper outside it (fit_side), since the hull may be
 *      pulled out by dark table next to the paper or in where a thin
 *      wall broke up, and the view made again from the fitted corners;
 *   3. the light evened out: each pixel over the paper round it (a grey
 *      closing wider than any wall), split into ink and paper by Otsu's
 *      threshold;
 *   4. the wall thickness, from the outer wall's runs of dark pixels; the
 *      number of cells across and down, as the count that best tells
 *      dark lines from light cells in the columns' and rows' darkness
 *      (and, the cells being square, near the other way's pitch);
 *      each line then moved to the darkest place near where it should be;
 *      a grid whose lines go on one pitch past a side of the border
 *      (grid_goes_on) is refused: the border found is an inner wall;
 *   5. each wall segment, by the share of dark pixels in the middle of it:
 *      a share that decides little is "unsure", and a maze with unsure
 *      segments is given only when it comes out perfect (a route between
 *      any two cells, none more), as a misread wall would not;
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

/* The small copy's longest side, where the border is looked for. */
#define SMALL_MAX 1000
/* The square view's longest side. */
#define VIEW_MAX 1600
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

/* ------------------------------------------------------------ decoding */

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
        return mz_read_fail(err, 0, 0,
                            "not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP "
                            "or PNM)");
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
    if ((!jpeg && pixReadHeaderMem((const l_uint8 *)data, len, format, w, h,
                                   &bps, &spp, &cmap) != 0) ||
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
    char *data = NULL;
    size_t len = 0;
    enum maze_err e = mz_slurp(in, max_bytes, &data, &len, err);
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
        pix = pixReadMem((const l_uint8 *)data, len);
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

/* -------------------------------------------------------------- border */

struct point {
    double x, y;
};

static double cross(struct point o, struct point a, struct point b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static int point_order(const void *a, const void *b)
{
    const struct point *p = a, *q = b;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    return p->y < q->y ? -1 : p->y > q->y;
}

/* The convex hull of the n points (Andrew's monotone chain), in place:
 * its corners, counter-clockwise, their count returned. hull has room for
 * 2n points. */
static size_t convex_hull(struct point *pts, size_t n, struct point *hull)
{
    qsort(pts, n, sizeof *pts, point_order);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    for (size_t i = n - 1, t = k + 1; i-- > 0;) {
        while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    return k > 1 ? k - 1 : k;
}

/* The quadrilateral of a hull: its corners farthest to the top left,
 * top right, bottom right and bottom left (the extremes of -x-y, x-y,
 * x+y and y-x), in q in that order, clockwise as the photo shows it: a
 * maze turned less than 45 degrees has its corners there whatever its
 * shape, and a corner whose piece of wall was missed moves only along its
 * sides (the sides are fitted afterwards, fit_border). False for a hull
 * too thin to be a maze's. */
static bool hull_quad(const struct point *hull, size_t n, struct point q[4])
{
    if (n < 4)
        return false;
    static const double dir[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int c = 0; c < 4; c++) {
        double most = -INFINITY;
        for (size_t i = 0; i < n; i++) {
            double s = dir[c][0] * hull[i].x + dir[c][1] * hull[i].y;
            if (s > most) {
                most = s;
                q[c] = hull[i];
            }
        }
    }
    /* Its area against the square of its longer diagonal: a 5 x 60 maze
     * has 0.04 (2 w h / (w^2 + h^2)), a line none. */
    double area = 0;
    for (int c = 0; c < 4; c++)
        area += cross((struct point){0, 0}, q[c], q[(c + 1) % 4]) / 2;
    double d1 = hypot(q[2].x - q[0].x, q[2].y - q[0].y);
    double d2 = hypot(q[3].x - q[1].x, q[3].y - q[1].y);
    double d = d1 > d2 ? d1 : d2;
    return d > 0 && fabs(area) / (d * d) > 0.02;
}

/* Whether box a holds box b whole. */
/* A box of pixels (leptonica's own is opaque from its release 1.83). */
struct rect {
    l_int32 x, y, w, h;
};

static struct rect rect_of(BOXA *boxes, l_int32 i)
{
    struct rect r = {0, 0, 0, 0};
    boxaGetBoxGeometry(boxes, i, &r.x, &r.y, &r.w, &r.h);
    return r;
}

static bool box_holds(const struct rect *a, const struct rect *b)
{
    return a->x <= b->x && a->y <= b->y && a->x + a->w >= b->x + b->w &&
           a->y + a->h >= b->y + b->h;
}

/* The pixels two boxes share. */
static int64_t overlap(const struct rect *a, const struct rect *b)
{
    l_int32 x0 = a->x > b->x ? a->x : b->x, y0 = a->y > b->y ? a->y : b->y;
    l_int32 x1 = a->x + a->w < b->x + b->w ? a->x + a->w : b->x + b->w;
    l_int32 y1 = a->y + a->h < b->y + b->h ? a->y + a->h : b->y + b->h;
    return x1 > x0 && y1 > y0 ? (int64_t)(x1 - x0) * (y1 - y0) : 0;
}

/* Whether component i (its box b) has dark pixels well inside box b0,
 * a tenth of its sides in. */
static bool in_maze(PIXA *parts, l_int32 i, const struct rect *b,
                    const struct rect *b0)
{
    struct rect in = {b0->x + b0->w / 10, b0->y + b0->h / 10,
                      b0->w - b0->w / 5, b0->h - b0->h / 5};
    l_int32 x0 = in.x > b->x ? in.x : b->x, y0 = in.y > b->y ? in.y : b->y;
    l_int32 x1 = in.x + in.w < b->x + b->w ? in.x + in.w : b->x + b->w;
    l_int32 y1 = in.y + in.h < b->y + b->h ? in.y + in.h : b->y + b->h;
    if (x1 <= x0 || y1 <= y0)
        return false;
    PIX *part = pixaGetPix(parts, i, L_CLONE);
    BOX *clip = boxCreate(x0 - b->x, y0 - b->y, x1 - x0, y1 - y0);
    PIX *core = part && clip ? pixClipRectangle(part, clip, NULL) : NULL;
    l_int32 count = 0;
    if (core)
        pixCountPixels(core, &count, NULL);
    pixDestroy(&core);
    pixDestroy(&part);
    boxDestroy(&clip);
    return count > 0;
}

/* Whether component i is a straight line: its pixels' spread across
 * their main axis (the smaller eigenvalue of their covariance) that of a
 * stroke a few pixels wide. */
static bool is_line(PIXA *parts, l_int32 i)
{
    PIX *part = pixaGetPix(parts, i, L_CLONE);
    if (!part)
        return false;
    l_int32 w = pixGetWidth(part), h = pixGetHeight(part);
    l_int32 wpl = pixGetWpl(part);
    l_uint32 *data = pixGetData(part);
    double n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    for (l_int32 y = 0; y < h; y++) {
        l_uint32 *line = data + (size_t)y * wpl;
        for (l_int32 x = 0; x < w; x++)
            if (GET_DATA_BIT(line, x)) {
                n++;
                sx += x;
                sy += y;
                sxx += (double)x * x;
                syy += (double)y * y;
                sxy += (double)x * y;
            }
    }
    pixDestroy(&part);
    if (n < 2)
        return true;
    double mx = sx / n, my = sy / n;
    double a = sxx / n - mx * mx, c = syy / n - my * my;
    double b = sxy / n - mx * my;
    double minor = (a + c) / 2 - sqrt((a - c) * (a - c) / 4 + b * b);
    return minor < 16; /* a spread of 4 pixels */
}

/* The small copy's dark components, lines joined by a pixel: thin lines,
 * blurred, come out broken. */
static enum maze_err dark_parts(PIX *small, PIXA **parts, BOXA **boxes)
{
    l_int32 w = pixGetWidth(small), h = pixGetHeight(small);
    PIX *dark = NULL;
    l_int32 half = (w > h ? w : h) / 60 + 7;
    if (pixSauvolaBinarize(small, half, 0.34f, 1, NULL, NULL, NULL, &dark) !=
            0 ||
        !dark)
        return MAZE_ERR_NOMEM;
    PIX *thick = pixDilateBrick(NULL, dark, 3, 3);
    pixDestroy(&dark);
    if (!thick)
        return MAZE_ERR_NOMEM;
    *boxes = pixConnComp(thick, parts, 8);
    pixDestroy(&thick);
    if (!*boxes || !*parts) {
        boxaDestroy(boxes);
        pixaDestroy(parts);
        return MAZE_ERR_NOMEM;
    }
    return MAZE_OK;
}

/* The component chosen as the maze's border and what the others are
 * weighed against. */
struct border_pick {
    l_int32 best;       /* the chosen component, or -1 */
    l_int32 best_count; /* its dark pixels */
    l_int32 most;       /* the most dark pixels of any component */
    l_int32 *counts;    /* dark pixels of each one considered, else 0 */
};

/* The largest component whose walls reach into the middle of its box (a
 * maze's do, the outline of a sheet of paper does not), away from the
 * photo's edges (the table's, the paper's). */
static void pick_border(PIXA *parts, BOXA *boxes, l_int32 w, l_int32 h,
                        struct border_pick *pk)
{
    l_int32 n = pixaGetCount(parts);
    int64_t best_area = 0;
    pk->best = -1;
    for (l_int32 i = 0; i < n; i++) {
        struct rect box = rect_of(boxes, i), *b = &box;
        if (b->x <= 0 || b->y <= 0 || b->x + b->w >= w || b->y + b->h >= h)
            continue;
        if (b->w < 16 || b->h < 16)
            continue;
        PIX *part = pixaGetPix(parts, i, L_CLONE);
        if (!part)
            continue;
        pixCountPixels(part, &pk->counts[i], NULL);
        pk->most = pk->counts[i] > pk->most ? pk->counts[i] : pk->most;
        l_int32 inner = 0;
        BOX *middle = boxCreate(b->w / 6, b->h / 6, b->w - b->w / 3,
                                b->h - b->h / 3);
        PIX *core = middle ? pixClipRectangle(part, middle, NULL) : NULL;
        if (core)
            pixCountPixels(core, &inner, NULL);
        pixDestroy(&core);
        pixDestroy(&part);
        boxDestroy(&middle);
        int64_t area = (int64_t)b->w * b->h;
        if (inner * 50 > pk->counts[i] && area > best_area) {
            best_area = area;
            pk->best_count = pk->counts[i];
            pk->best = i;
        }
    }
}

/* Whether component i is the rest of the border's wall (the gaps cut the
 * outer wall in two): a piece inside the chosen one's box, give or take a
 * little for blur, or large and mostly inside it, but none that holds it
 * (the paper's outline). A small piece, or one that reaches no way into the
 * chosen one's box and is no large piece (a quarter of the largest) of more
 * than a straight line, only inside that box: the pieces of the paper's
 * edge against a dark table, thin lines just outside the maze, would pull
 * the corners out to them, while the rest of the outer wall holds inner
 * walls. */
static bool border_piece(PIXA *parts, BOXA *boxes, l_int32 i,
                         const struct border_pick *pk)
{
    const l_int32 *counts = pk->counts;
    if (counts[i] == 0)
        return false;
    if (i == pk->best)
        return true;
    struct rect b0 = rect_of(boxes, pk->best);
    l_int32 gx = b0.w / 40 + 2, gy = b0.h / 40 + 2;
    struct rect grown = {b0.x - gx, b0.y - gy, b0.w + 2 * gx, b0.h + 2 * gy};
    const struct rect *main_box = &grown;
    struct rect box = rect_of(boxes, i), *b = &box;
    bool minor = counts[i] * 10 < pk->best_count;
    return !(counts[i] * 100 < pk->best_count ||
             ((minor || !(in_maze(parts, i, b, &b0) ||
                          (counts[i] * 4 >= pk->most &&
                           !is_line(parts, i)))) &&
              !box_holds(&b0, b)) ||
             (!box_holds(main_box, b) &&
              (box_holds(b, main_box) ||
               overlap(main_box, b) * 2 < (int64_t)b->w * b->h)));
}

/* Each row's leftmost and rightmost dark pixel of component i, added to
 * pts; the new count. */
static size_t row_ends(PIXA *parts, BOXA *boxes, l_int32 i,
                       struct point *pts, size_t np)
{
    struct rect b = rect_of(boxes, i);
    PIX *c = pixaGetPix(parts, i, L_CLONE);
    if (!c)
        return np;
    l_int32 wpl = pixGetWpl(c);
    l_uint32 *data = pixGetData(c);
    for (l_int32 y = 0; y < b.h; y++) {
        l_uint32 *line = data + (size_t)y * wpl;
        l_int32 lo = -1, hi = -1;
        for (l_int32 x = 0; x < b.w; x++)
            if (GET_DATA_BIT(line, x)) {
                if (lo < 0)
                    lo = x;
                hi = x;
            }
        if (lo < 0)
            continue;
        pts[np++] = (struct point){b.x + lo, b.y + y + 0.5};
        pts[np++] = (struct point){b.x + hi + 1.0, b.y + y + 0.5};
    }
    pixDestroy(&c);
    return np;
}

/* The border's corners: the convex hull of its pieces' row ends, cut to
 * four corners. */
static enum maze_err border_corners(PIXA *parts, BOXA *boxes,
                                    const struct border_pick *pk,
                                    struct point q[4],
                                    struct maze_read_error *err)
{
    l_int32 n = pixaGetCount(parts);
    size_t cap = 0;
    for (l_int32 i = 0; i < n; i++)
        if (pk->counts[i] > 0)
            cap += 2 * (size_t)rect_of(boxes, i).h;
    struct point *pts = malloc(cap * sizeof *pts);
    struct point *hull = malloc((2 * cap + 2) * sizeof *hull);
    enum maze_err e = MAZE_OK;
    if (!pts || !hull) {
        e = MAZE_ERR_NOMEM;
        goto done;
    }
    size_t np = 0;
    for (l_int32 i = 0; i < n; i++)
        if (border_piece(parts, boxes, i, pk))
            np = row_ends(parts, boxes, i, pts, np);
    size_t nh = convex_hull(pts, np, hull);
    if (!hull_quad(hull, nh, q))
        e = mz_read_fail(err, 0, 0,
                         "no maze border found (the largest dark shape is "
                         "no quadrilateral)");
done:
    free(pts);
    free(hull);
    return e;
}

/* The maze's outer corners in the small copy, from its dark components. */
static enum maze_err find_border(PIX *small, struct point q[4],
                                 struct maze_read_error *err)
{
    PIXA *parts = NULL;
    BOXA *boxes = NULL;
    enum maze_err e = dark_parts(small, &parts, &boxes);
    if (e)
        return e;
    struct border_pick pk = {0};
    pk.counts = calloc((size_t)pixaGetCount(parts) + 1, sizeof *pk.counts);
    if (!pk.counts)
        e = MAZE_ERR_NOMEM;
    else {
        pick_border(parts, boxes, pixGetWidth(small), pixGetHeight(small),
                    &pk);
        if (pk.best < 0)
            e = mz_read_fail(err, 0, 0,
                             "no maze border found (no dark lines away from "
                             "the photo's edges)");
        else
            e = border_corners(parts, boxes, &pk, q, err);
    }
    free(pk.counts);
    boxaDestroy(&boxes);
    pixaDestroy(&parts);
    return e;
}

/* --------------------------------------------------------- perspective */

/* Solves the n x n system a x = b in place (Gaussian elimination with
 * partial pivoting); false when it is singular. */
static bool solve_linear(double *a, double *b, int n)
{
    for (int c = 0; c < n; c++) {
        int p = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r * n + c]) > fabs(a[p * n + c]))
                p = r;
        if (fabs(a[p * n + c]) < 1e-12)
            return false;
        if (p != c) {
            for (int k = 0; k < n; k++) {
                double t = a[c * n + k];
                a[c * n + k] = a[p * n + k];
                a[p * n + k] = t;
            }
            double t = b[c];
            b[c] = b[p];
            b[p] = t;
        }
        for (int r = c + 1; r < n; r++) {
            double f = a[r * n + c] / a[c * n + c];
            for (int k = c; k < n; k++)
                a[r * n + k] -= f * a[c * n + k];
            b[r] -= f * b[c];
        }
    }
    for (int c = n - 1; c >= 0; c--) {
        double s = b[c];
        for (int k = c + 1; k < n; k++)
            s -= a[c * n + k] * b[k];
        b[c] = s / a[c * n + c];
    }
    return true;
}

/* The homography h that takes each from[i] to to[i]. */
static bool homography(const struct point from[4], const struct point to[4],
                       double h[9])
{
    double a[64] = {0}, b[8];
    for (int i = 0; i < 4; i++) {
        double u = from[i].x, v = from[i].y, x = to[i].x, y = to[i].y;
        double r0[8] = {u, v, 1, 0, 0, 0, -u * x, -v * x};
        double r1[8] = {0, 0, 0, u, v, 1, -u * y, -v * y};
        memcpy(a + (2 * i) * 8, r0, sizeof r0);
        memcpy(a + (2 * i + 1) * 8, r1, sizeof r1);
        b[2 * i] = x;
        b[2 * i + 1] = y;
    }
    if (!solve_linear(a, b, 8))
        return false;
    memcpy(h, b, 8 * sizeof *b);
    h[8] = 1;
    return true;
}

/* The inverse of the 3 x 3 matrix h, by cofactors; false when singular. */
static bool invert(const double h[9], double out[9])
{
    double c[9] = {h[4] * h[8] - h[5] * h[7], h[2] * h[7] - h[1] * h[8],
                   h[1] * h[5] - h[2] * h[4], h[5] * h[6] - h[3] * h[8],
                   h[0] * h[8] - h[2] * h[6], h[2] * h[3] - h[0] * h[5],
                   h[3] * h[7] - h[4] * h[6], h[1] * h[6] - h[0] * h[7],
                   h[0] * h[4] - h[1] * h[3]};
    double det = h[0] * c[0] + h[1] * c[3] + h[2] * c[6];
    if (fabs(det) < 1e-12)
        return false;
    for (int i = 0; i < 9; i++)
        out[i] = c[i] / det;
    return true;
}

/* The square view: rw x rh bytes sampled from grey through h (bilinear),
 * white outside the photo. */
static uint8_t *square_view(PIX *grey, const double h[9], double scale,
                            uint32_t rw, uint32_t rh)
{
    uint8_t *view = malloc((size_t)rw * rh);
    if (!view)
        return NULL;
    l_int32 w = pixGetWidth(grey), ht = pixGetHeight(grey);
    l_int32 wpl = pixGetWpl(grey);
    l_uint32 *data = pixGetData(grey);
    for (uint32_t v = 0; v < rh; v++)
        for (uint32_t u = 0; u < rw; u++) {
            double x = 0, y = 0;
            mz_photo_map(h, u + 0.5, v + 0.5, &x, &y);
            x = x * scale - 0.5;
            y = y * scale - 0.5;
            uint8_t out = 255;
            if (x >= 0 && y >= 0 && x < w - 1 && y < ht - 1) {
                l_int32 ix = (l_int32)x, iy = (l_int32)y;
                double fx = x - ix, fy = y - iy;
                l_uint32 *l0 = data + (size_t)iy * wpl;
                l_uint32 *l1 = l0 + wpl;
                double a = GET_DATA_BYTE(l0, ix), b = GET_DATA_BYTE(l0, ix + 1);
                double c = GET_DATA_BYTE(l1, ix), d = GET_DATA_BYTE(l1, ix + 1);
                double top = a + (b - a) * fx, bottom = c + (d - c) * fx;
                out = (uint8_t)(top + (bottom - top) * fy + 0.5);
            }
            view[(size_t)v * rw + u] = out;
        }
    return view;
}

/* ---------------------------------------------------------------- ink */

/* The small copy of ink() is DOWN times smaller each way. */
#define DOWN 4
/* Each pixel of small (DOWN times smaller each way) the darkest of its
 * block of the view. */
static void darkest_blocks(const uint8_t *view, uint32_t rw, uint32_t rh,
                           PIX *small)
{
    uint32_t sw = (uint32_t)pixGetWidth(small);
    uint32_t sh = (uint32_t)pixGetHeight(small);
    l_int32 swpl = pixGetWpl(small);
    l_uint32 *sdata = pixGetData(small);
    for (uint32_t y = 0; y < sh; y++) {
        uint32_t v1 = (y + 1) * DOWN < rh ? (y + 1) * DOWN : rh;
        for (uint32_t x = 0; x < sw; x++) {
            uint32_t u1 = (x + 1) * DOWN < rw ? (x + 1) * DOWN : rw;
            uint8_t least = 255;
            for (uint32_t v = y * DOWN; v < v1; v++)
                for (uint32_t u = x * DOWN; u < u1; u++)
                    least = view[(size_t)v * rw + u] < least
                                ? view[(size_t)v * rw + u]
                                : least;
            SET_DATA_BYTE(sdata + (size_t)y * swpl, x, least);
        }
    }
}

/* Otsu's threshold: the grey level that best splits the histogram's n
 * pixels into two kinds. */
static int otsu(const uint64_t hist[256], size_t n)
{
    double total = 0;
    for (int i = 0; i < 256; i++)
        total += (double)i * (double)hist[i];
    double below = 0, count = 0, best = -1;
    int at = 128;
    for (int t = 0; t < 256; t++) {
        count += (double)hist[t];
        below += (double)t * (double)hist[t];
        if (count == 0 || count == (double)n)
            continue;
        double m0 = below / count, m1 = (total - below) / ((double)n - count);
        double between = count * ((double)n - count) * (m0 - m1) * (m0 - m1);
        if (between > best) {
            best = between;
            at = t;
        }
    }
    return at;
}

/* The view's pixels as ink (1) or paper (0): each over the paper round it
 * (a grey closing `reach` wide fills every wall), split at Otsu's
 * threshold. The closing is done on a copy DOWN times smaller each way,
 * each of its pixels the darkest of its block, and read back bilinearly:
 * the paper's light changes over many pixels, and the closing, the
 * costliest step of a view, is done on a sixteenth of them. The darkest,
 * not the lightest: at the paper's edge the dark table then spreads a
 * block onto the paper, where the paper only reads lighter still, not
 * the paper onto the table, which would then read as a line of ink with
 * paper outside it, the outer wall's edge to fit_side. A wall widened by
 * a block is still filled, the closing being much wider than walls. */
static enum maze_err ink(const uint8_t *view, uint32_t rw, uint32_t rh,
                         uint32_t reach, uint8_t *dark)
{
    uint32_t sw = (rw + DOWN - 1) / DOWN, sh = (rh + DOWN - 1) / DOWN;
    PIX *small = pixCreate((l_int32)sw, (l_int32)sh, 8);
    int32_t *x0 = malloc(rw * sizeof *x0), *x1 = malloc(rw * sizeof *x1);
    int32_t *wx = malloc(rw * sizeof *wx);
    if (!small || !x0 || !x1 || !wx) {
        pixDestroy(&small);
        free(x0);
        free(x1);
        free(wx);
        return MAZE_ERR_NOMEM;
    }
    darkest_blocks(view, rw, rh, small);
    l_int32 k = (l_int32)(reach / DOWN) | 1;
    PIX *paper = pixCloseGray(small, k, k);
    pixDestroy(&small);
    if (!paper) {
        free(x0);
        free(x1);
        free(wx);
        return MAZE_ERR_NOMEM;
    }
    l_int32 pwpl = pixGetWpl(paper);
    l_uint32 *pdata = pixGetData(paper);
    /* Each view pixel's place among the small copy's pixel centres, its
     * weights in 256ths. */
    for (uint32_t u = 0; u < rw; u++) {
        double f = (u + 0.5) / DOWN - 0.5;
        f = f < 0 ? 0 : f > sw - 1 ? sw - 1 : f;
        x0[u] = (int32_t)f;
        x1[u] = x0[u] + 1 < (int32_t)sw ? x0[u] + 1 : x0[u];
        wx[u] = (int32_t)((f - x0[u]) * 256 + 0.5);
    }
    size_t n = (size_t)rw * rh;
    uint64_t hist[256] = {0};
    for (uint32_t v = 0; v < rh; v++) {
        double f = (v + 0.5) / DOWN - 0.5;
        f = f < 0 ? 0 : f > sh - 1 ? sh - 1 : f;
        uint32_t y0 = (uint32_t)f, y1 = y0 + 1 < sh ? y0 + 1 : y0;
        int32_t wy = (int32_t)((f - y0) * 256 + 0.5);
        l_uint32 *l0 = pdata + (size_t)y0 * pwpl;
        l_uint32 *l1 = pdata + (size_t)y1 * pwpl;
        for (uint32_t u = 0; u < rw; u++) {
            int32_t a = (int32_t)GET_DATA_BYTE(l0, x0[u]);
            int32_t b = (int32_t)GET_DATA_BYTE(l0, x1[u]);
            int32_t c = (int32_t)GET_DATA_BYTE(l1, x0[u]);
            int32_t d = (int32_t)GET_DATA_BYTE(l1, x1[u]);
            int32_t top = a * 256 + (b - a) * wx[u];
            int32_t bottom = c * 256 + (d - c) * wx[u];
            int32_t bg = (top * 256 + (bottom - top) * wy + 32768) >> 16;
            size_t i = (size_t)v * rw + u;
            unsigned r = bg ? view[i] * 255u / (unsigned)bg : 255;
            dark[i] = (uint8_t)(r > 255 ? 255 : r);
            hist[dark[i]]++;
        }
    }
    free(x0);
    free(x1);
    free(wx);
    pixDestroy(&paper);
    int at = otsu(hist, n);
    for (size_t i = 0; i < n; i++)
        dark[i] = dark[i] <= at;
    return MAZE_OK;
}

/* ------------------------------------------------------------- sides */

/* Whether view pixel (x, y) is ink; outside the view counts as ink, so
 * that the view's own edge is no wall's. */
static bool ink_at(const uint8_t *dark, uint32_t vw, uint32_t vh, double x,
                   double y)
{
    if (x < 0 || y < 0 || x >= vw || y >= vh)
        return true;
    return dark[(size_t)y * vw + (size_t)x] != 0;
}

/* How many of the k points' edges the line from offset p to offset q
 * passes (e as fit_side makes it). */
static uint32_t line_score(const uint8_t *e, uint32_t k, int span, int p,
                           int q)
{
    uint32_t s = 0;
    for (uint32_t i = 0; i < k; i++) {
        double t = (i + 0.5) / k;
        int o = (int)floor(p + (q - p) * t + 0.5);
        s += e[(size_t)i * span + o];
    }
    return s;
}

/* One side of the maze's outer wall in the view, as the line of the
 * wall's outer edge: from corner a to corner b of the rough
 * quadrilateral, the normal n pointing into the maze, each end moved in
 * or out by up to `reach` pixels. A line is scored by the points along
 * it (the side's middle 80%, clear of the corners) that are ink with
 * paper two pixels further out: the outer wall's edge is such a line
 * along all its length but its gaps; an inner wall's line only where it
 * has walls (a perfect maze never has a whole inner line of them); the
 * paper's edge against a dark table, and dark table next to the paper,
 * not at all (dark further out too). Of the lines scoring within 85% of
 * the best, the outermost, so that an inner line of walls as long as
 * the outer wall's (a small maze, a gap in its outer wall) loses. The
 * ends' offsets in *lo and *hi; false when no line is clear enough (the
 * side kept as it was). */
static bool fit_side(const uint8_t *dark, uint32_t vw, uint32_t vh,
                     struct point a, struct point b, struct point n,
                     int reach, double *lo, double *hi)
{
    double len = hypot(b.x - a.x, b.y - a.y);
    uint32_t k = (uint32_t)(len * 0.8 / 2);
    int span = 2 * reach + 1;
    if (k < 4)
        return false;
    /* e[i * span + o]: point i's edge at offset o - reach. */
    uint8_t *e = malloc((size_t)k * span);
    if (!e)
        return false;
    for (uint32_t i = 0; i < k; i++) {
        double t = 0.1 + 0.8 * (i + 0.5) / k;
        double x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y);
        for (int o = -reach; o <= reach; o++) {
            double px = x + (o + 0.5) * n.x, py = y + (o + 0.5) * n.y;
            e[(size_t)i * span + (o + reach)] =
                ink_at(dark, vw, vh, px, py) &&
                !ink_at(dark, vw, vh, px - 2 * n.x, py - 2 * n.y);
        }
    }
    /* The lines from every second offset to every second (an edge is two
     * pixels deep, so none slips between them), a quarter of the work,
     * then the best of the lines round the one chosen. */
    uint32_t *score = calloc((size_t)span * span, sizeof *score);
    if (!score) {
        free(e);
        return false;
    }
    uint32_t best = 0;
    for (int p = 0; p < span; p += 2)
        for (int q = 0; q < span; q += 2) {
            uint32_t s = line_score(e, k, span, p, q);
            score[p * span + q] = s;
            best = s > best ? s : best;
        }
    bool found = best * 4 >= k;
    int at_p = reach, at_q = reach;
    if (found) {
        int out = 4 * span;
        for (int p = 0; p < span; p += 2)
            for (int q = 0; q < span; q += 2)
                if (score[p * span + q] * 100 >= best * 85 && p + q < out) {
                    out = p + q;
                    at_p = p;
                    at_q = q;
                }
        uint32_t most = 0;
        int bp = at_p, bq = at_q;
        for (int p = at_p - 2; p <= at_p + 2; p++)
            for (int q = at_q - 2; q <= at_q + 2; q++)
                if (p >= 0 && q >= 0 && p < span && q < span) {
                    uint32_t s = line_score(e, k, span, p, q);
                    if (s > most) {
                        most = s;
                        bp = p;
                        bq = q;
                    }
                }
        at_p = bp;
        at_q = bq;
    }
    *lo = at_p - reach;
    *hi = at_q - reach;
    free(score);
    free(e);
    return found;
}

/* Where lines p0-p1 and p2-p3 cross; false when they are parallel. */
static bool crossing(struct point p0, struct point p1, struct point p2,
                     struct point p3, struct point *at)
{
    double d1x = p1.x - p0.x, d1y = p1.y - p0.y;
    double d2x = p3.x - p2.x, d2y = p3.y - p2.y;
    double den = d1x * d2y - d1y * d2x;
    if (fabs(den) < 1e-9)
        return false;
    double t = ((p2.x - p0.x) * d2y - (p2.y - p0.y) * d2x) / den;
    at->x = p0.x + t * d1x;
    at->y = p0.y + t * d1y;
    return true;
}

/* The outer wall's corners in view v (the rough quadrilateral's corners
 * at c[4], top left first, clockwise), each side fitted by fit_side. */
static void fit_border(const uint8_t *dark, uint32_t vw, uint32_t vh,
                       const struct point c[4], int reach, struct point out[4])
{
    static const struct point inward[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};
    struct point p0[4], p1[4];
    for (int s = 0; s < 4; s++) {
        struct point a = c[s], b = c[(s + 1) % 4], n = inward[s];
        double lo = 0, hi = 0;
        fit_side(dark, vw, vh, a, b, n, reach, &lo, &hi);
        p0[s] = (struct point){a.x + lo * n.x, a.y + lo * n.y};
        p1[s] = (struct point){b.x + hi * n.x, b.y + hi * n.y};
    }
    for (int s = 0; s < 4; s++) {
        int before = (s + 3) % 4; /* corner s joins sides s - 1 and s */
        if (!crossing(p0[before], p1[before], p0[s], p1[s], &out[s]))
            out[s] = c[s];
    }
}

/* ---------------------------------------------------------------- grid */

/* Each column's (across) or row's share of ink, from lo to hi the other
 * way. */
static void profile(const uint8_t *dark, uint32_t rw, uint32_t rh,
                    bool across, uint32_t lo, uint32_t hi, double *out)
{
    uint32_t n = across ? rw : rh;
    for (uint32_t i = 0; i < n; i++)
        out[i] = 0;
    for (uint32_t j = lo; j < hi; j++)
        for (uint32_t i = 0; i < n; i++)
            out[i] += across ? dark[(size_t)j * rw + i]
                             : dark[(size_t)i * rw + j];
    for (uint32_t i = 0; i < n; i++)
        out[i] /= hi > lo ? hi - lo : 1;
}

/* The mean of p over [a - r, a + r]. */
static double around(const double *p, uint32_t n, double a, double r)
{
    int64_t lo = (int64_t)floor(a - r), hi = (int64_t)ceil(a + r);
    double s = 0;
    int64_t k = 0;
    for (int64_t i = lo; i <= hi; i++)
        if (i >= 0 && i < (int64_t)n) {
            s += p[i];
            k++;
        }
    return k ? s / (double)k : 0;
}

/* The median of the k values (short: counted). */
static uint32_t median(const uint32_t *v, uint32_t k)
{
    uint32_t most = 0;
    for (uint32_t i = 0; i < k; i++)
        most = v[i] > most ? v[i] : most;
    uint32_t *seen = calloc((size_t)most + 1, sizeof *seen);
    if (!seen || k == 0) {
        free(seen);
        return 0;
    }
    for (uint32_t i = 0; i < k; i++)
        seen[v[i]]++;
    uint32_t sum = 0, m = 0;
    while (m <= most && (sum += seen[m]) * 2 < k)
        m++;
    free(seen);
    return m;
}

/* The outer wall's thickness, the median run of ink from each edge, and
 * where on each side its ink starts (off: left, right, top, bottom): the
 * quadrilateral, found on a small copy, may lie a few pixels outside. */
static double edge_thickness(const uint8_t *dark, uint32_t rw, uint32_t rh,
                             double off[4])
{
    uint32_t n = 2 * (rw + rh);
    uint32_t *runs = malloc(n * sizeof *runs);
    uint32_t *starts = malloc(n * sizeof *starts);
    if (!runs || !starts) {
        free(runs);
        free(starts);
        return 0;
    }
    uint32_t k = 0;
    /* Past the view's margin (see maze_photo_find) and a little more. */
    uint32_t skip = 5 + (rw > rh ? rw : rh) / 150 + (rw < rh ? rw : rh) / 60;
    for (int side = 0; side < 4; side++) {
        bool across = side < 2; /* runs along x from the left or right */
        uint32_t count = across ? rh : rw, depth = across ? rw : rh;
        uint32_t first = k;
        for (uint32_t i = count / 8; i < count - count / 8; i++) {
            uint32_t run = 0, d = 0;
            for (; d < skip && d < depth; d++) {
                uint32_t x = across ? (side == 0 ? d : rw - 1 - d) : i;
                uint32_t y = across ? i : (side == 2 ? d : rh - 1 - d);
                if (dark[(size_t)y * rw + x])
                    break;
            }
            uint32_t start = d;
            for (; d < depth / 2; d++, run++) {
                uint32_t x = across ? (side == 0 ? d : rw - 1 - d) : i;
                uint32_t y = across ? i : (side == 2 ? d : rh - 1 - d);
                if (!dark[(size_t)y * rw + x])
                    break;
            }
            if (run == 0)
                continue; /* a gap, or no wall */
            starts[k] = start;
            runs[k++] = run;
        }
        off[side] = median(starts + first, k - first);
    }
    double t = k * 2 > n / 2 ? median(runs, k) : 0;
    free(runs);
    free(starts);
    return t;
}

/* The sum of p over [a, b), from its prefix sums (sum[i]: p[0..i)). */
static double range_sum(const double *sum, uint32_t len, double a, double b)
{
    int64_t lo = (int64_t)ceil(a), hi = (int64_t)ceil(b);
    lo = lo < 0 ? 0 : lo > (int64_t)len ? (int64_t)len : lo;
    hi = hi < lo ? lo : hi > (int64_t)len ? (int64_t)len : hi;
    return sum[hi] - sum[lo];
}

/* The number of cells along a side of `len` pixels whose outer lines'
 * outer edges are at lo and hi, lines `t` thick: the
 * count whose inner lines hold the most of the ink between the outer
 * lines (a count too small leaves lines out) and are darkest against its
 * cells' middles (one too large puts lines in the cells, and a divisor of
 * the right one has lines where its cells' middles are): the product of
 * the two. *fit is the best product; *second the next best count's. */
static uint32_t cell_count(const double *p, uint32_t len, double lo,
                           double hi, double t, double pitch_lo,
                           double pitch_hi, double *fit, double *second)
{
    double *sum = malloc(((size_t)len + 1) * sizeof *sum);
    *fit = *second = 0;
    if (!sum)
        return 0;
    sum[0] = 0;
    for (uint32_t i = 0; i < len; i++)
        sum[i + 1] = sum[i] + p[i];
    double inside = range_sum(sum, len, lo + t + 1, hi - t - 1);
    uint32_t most = (uint32_t)((hi - lo - t) / (t + 2));
    if (most > 2000)
        most = 2000;
    uint32_t best = 0;
    for (uint32_t n = 2; n <= most && inside > 0; n++) {
        double pitch = (hi - lo - t) / n;
        if (pitch < t + 3)
            break;
        if (pitch < pitch_lo || pitch > pitch_hi)
            continue;
        /* Each line taken where it holds the most within a little
         * slide: what perspective the corners leave bends the lines off
         * their even places by a pixel or two, more than a thin line's
         * width, while a wrong count drifts off by a whole pitch. */
        double held = 0, dark = 0, light = 0;
        double slide = pitch / 8 < 2 + t / 2 ? pitch / 8 : 2 + t / 2;
        for (uint32_t i = 1; i < n; i++) {
            double c = lo + t / 2 + i * pitch, h = 0, d = 0;
            for (double o = -slide; o <= slide + 1e-9; o += 0.5) {
                double hs = range_sum(sum, len, c + o - t / 2 - 1,
                                      c + o + t / 2 + 1);
                double ds = around(p, len, c + o, t / 2);
                h = hs > h ? hs : h;
                d = ds > d ? ds : d;
            }
            held += h;
            dark += d;
        }
        for (uint32_t i = 0; i < n; i++)
            light += around(p, len, lo + t / 2 + (i + 0.5) * pitch, t / 4);
        double f = held / inside * (dark / (n - 1) - light / n);
        if (f > *fit) {
            *second = *fit;
            *fit = f;
            best = n;
        } else if (f > *second) {
            *second = f;
        }
    }
    free(sum);
    return best;
}

/* The lines' middles, the outer lines' outer edges at lo and hi: where
 * each should be, moved to the darkest place within a quarter pitch (the
 * outer ones stay inside the view). */
static void place_lines(const double *p, uint32_t len, double lo, double hi,
                        double t, uint32_t n, double *at)
{
    double pitch = (hi - lo - t) / n;
    for (uint32_t i = 0; i <= n; i++) {
        double want = lo + t / 2 + i * pitch, best = want, dark = -1;
        double reach = pitch / 4;
        for (double d = -reach; d <= reach; d += 0.5) {
            double c = want + d;
            if (c < t / 2 - 1 || c > len - t / 2 + 1)
                continue;
            double s = around(p, len, c, t / 2);
            if (s > dark + 1e-9) {
                dark = s;
                best = c;
            }
        }
        at[i] = best;
    }
}

/* How much of pixel i, [i, i + 1), lies in [a, b). */
static double cover(int64_t i, double a, double b)
{
    double lo = a > (double)i ? a : (double)i;
    double hi = b < (double)(i + 1) ? b : (double)(i + 1);
    return hi > lo ? hi - lo : 0;
}

/* The share of ink in [x0, x1) x [y0, y1) of the view, each pixel
 * weighed by how much of it the window covers: a window as wide as a
 * line of 2 pixels, half a pixel off the grid, would otherwise take in 3
 * pixels and read at most two thirds ink. */
static double ink_share(const uint8_t *dark, uint32_t rw, uint32_t rh,
                        double x0, double x1, double y0, double y1)
{
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > rw ? rw : x1;
    y1 = y1 > rh ? rh : y1;
    if (x1 <= x0 || y1 <= y0)
        return 0;
    int64_t a = (int64_t)floor(x0), b = (int64_t)ceil(x1);
    int64_t c = (int64_t)floor(y0), d = (int64_t)ceil(y1);
    double s = 0;
    for (int64_t y = c; y < d; y++) {
        double wy = cover(y, y0, y1), row = 0;
        for (int64_t x = a; x < b; x++)
            if (dark[(size_t)y * rw + (size_t)x])
                row += cover(x, x0, x1);
        s += wy * row;
    }
    return s / ((x1 - x0) * (y1 - y0));
}

/* What segment share s reads as: 70% either way is sure. */
static uint8_t segment_kind(double s)
{
    if (s >= 0.7)
        return MZ_SEG_WALL;
    if (s <= 0.3)
        return MZ_SEG_OPEN;
    return s >= 0.5 ? MZ_SEG_UNSURE_WALL : MZ_SEG_UNSURE_OPEN;
}

static bool is_wall(uint8_t kind)
{
    return kind == MZ_SEG_WALL || kind == MZ_SEG_UNSURE_WALL;
}

/* Every wall segment of the grid read into photo->seg. */
static void read_walls(struct maze_photo *ph, const uint8_t *dark)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    uint32_t rw = ph->rect_w, rh = ph->rect_h;
    double half = ph->thick / 2 > 1 ? ph->thick / 2 : 1;
    /* Each segment where its ink is, a little either side of its line:
     * corners found on the small copy leave the lines a pixel or two
     * off, and differently at each end. An open segment's window stays
     * in the paper between its cells. */
    double pitch = (ph->col[w] - ph->col[0]) / w;
    double pitch_v = (ph->row[h] - ph->row[0]) / h;
    double slide = (pitch < pitch_v ? pitch : pitch_v) / 8;
    slide = slide > half ? half : slide;
    ph->info.unsure = 0;
    for (uint32_t j = 0; j < h; j++)
        for (uint32_t i = 0; i <= w; i++) {
            double a = ph->row[j] + half, b = ph->row[j + 1] - half;
            double m = (b - a) * 0.2;
            double s = 0;
            for (double d = -slide; d <= slide + 1e-9; d += 0.5) {
                double t = ink_share(dark, rw, rh, ph->col[i] - half + d,
                                     ph->col[i] + half + d, a + m, b - m);
                s = t > s ? t : s;
            }
            uint8_t k = segment_kind(s);
            ph->seg[(size_t)j * (w + 1) + i] = k;
            ph->info.unsure += k >= MZ_SEG_UNSURE_OPEN;
        }
    size_t base = (size_t)(w + 1) * h;
    for (uint32_t j = 0; j <= h; j++)
        for (uint32_t i = 0; i < w; i++) {
            double a = ph->col[i] + half, b = ph->col[i + 1] - half;
            double m = (b - a) * 0.2;
            double s = 0;
            for (double d = -slide; d <= slide + 1e-9; d += 0.5) {
                double t = ink_share(dark, rw, rh, a + m, b - m,
                                     ph->row[j] - half + d,
                                     ph->row[j] + half + d);
                s = t > s ? t : s;
            }
            uint8_t k = segment_kind(s);
            ph->seg[base + (size_t)j * w + i] = k;
            ph->info.unsure += k >= MZ_SEG_UNSURE_OPEN;
        }
}

/* ------------------------------------------------------- past the border */

/* The photo's grey at the square view's (u, v), 255 outside the photo. */
static double grey_at(const struct maze_photo *ph, double u, double v)
{
    double x = 0, y = 0;
    mz_photo_map(ph->h, u, v, &x, &y);
    l_uint32 g = 255;
    if (x >= 0 && y >= 0 && x < ph->info.width && y < ph->info.height)
        pixGetPixel(ph->grey, (l_int32)x, (l_int32)y, &g);
    return (double)g;
}

/* The darkest grey across a line of the view at distance `out` (in view
 * pixels, along the outward normal nu, nv) from point (u, v) of a side,
 * within `spread` either way. */
static double darkest(const struct maze_photo *ph, double u, double v,
                      double nu, double nv, double out, double spread)
{
    double least = 255;
    for (double d = out - spread; d <= out + spread + 1e-9; d += 0.5) {
        double g = grey_at(ph, u + nu * d, v + nv * d);
        least = g < least ? g : least;
    }
    return least;
}

/* Whether a line of ink runs one pitch outside a side of the outer wall,
 * paper either side of it, along most of the side: the grid goes on past
 * the border found, which is then an inner wall. So a photo reads when
 * part of it is lost (a damaged JPEG whose blocks past a point decode far
 * too light, which libjpeg need not notice): the part left is a perfect
 * maze of its own, with walls read clearly, and wrong. *side is the side
 * (0 top, 1 right, 2 bottom, 3 left). */
static bool grid_goes_on(const struct maze_photo *ph, int *side)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    double pitch = ((ph->col[w] - ph->col[0]) / w +
                    (ph->row[h] - ph->row[0]) / h) / 2;
    double spread = pitch / 6 > ph->thick ? pitch / 6 : ph->thick;
    /* Wall and paper, as the outer wall and the cells inside show them. */
    double wall = 0, paper = 0;
    uint32_t n = 0;
    for (uint32_t j = 0; j < h; j++)
        for (uint32_t i = 0; i < w; i++) {
            double cu = (ph->col[i] + ph->col[i + 1]) / 2;
            double cv = (ph->row[j] + ph->row[j + 1]) / 2;
            paper += grey_at(ph, cu, cv);
            n++;
        }
    paper /= n;
    n = 0;
    for (uint32_t i = 0; i < w; i++) {
        double cu = (ph->col[i] + ph->col[i + 1]) / 2;
        wall += darkest(ph, cu, ph->row[0], 0, -1, 0, spread);
        n++;
    }
    wall /= n;
    double ink = (wall + paper) / 2;
    if (paper - wall < 32)
        return false; /* too little contrast to tell a line */
    for (int s = 0; s < 4; s++) {
        bool across = s == 0 || s == 2; /* the side runs across */
        uint32_t k = across ? w : h;
        const double *at = across ? ph->col : ph->row;
        double edge = s == 0 ? ph->row[0]
                      : s == 1 ? ph->col[w]
                      : s == 2 ? ph->row[h]
                               : ph->col[0];
        double nu = s == 1 ? 1 : s == 3 ? -1 : 0;
        double nv = s == 2 ? 1 : s == 0 ? -1 : 0;
        uint32_t lines = 0, samples = 0;
        for (uint32_t c = 0; c < k; c++)
            for (int q = 1; q < 4; q++) {
                double t = at[c] + (at[c + 1] - at[c]) * q / 4;
                double u = across ? t : edge, v = across ? edge : t;
                double line = darkest(ph, u, v, nu, nv, pitch, spread);
                double near = grey_at(ph, u + nu * pitch / 2,
                                      v + nv * pitch / 2);
                double far = grey_at(ph, u + nu * pitch * 1.5,
                                     v + nv * pitch * 1.5);
                lines += line < ink && near > ink && far > ink;
                samples++;
            }
        if (lines * 3 > samples * 2) {
            *side = s;
            return true;
        }
    }
    return false;
}

/* ---------------------------------------------------------------- maze */

/* The maze the segments say, and the gaps in its outer wall. */
static enum maze_err grid_maze(const struct maze_photo *ph, struct maze **out,
                               struct mz_openings *doors)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    struct maze *m = NULL;
    enum maze_err e = maze_new(w, h, &m);
    if (e)
        return e;
    size_t base = (size_t)(w + 1) * h;
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++) {
            uint8_t *cell = m->cell + maze_cell_at(m, x, y);
            if (x + 1 < w && !is_wall(ph->seg[(size_t)y * (w + 1) + x + 1]))
                *cell |= MAZE_CELL_EAST;
            if (y + 1 < h && !is_wall(ph->seg[base + (size_t)(y + 1) * w + x]))
                *cell |= MAZE_CELL_SOUTH;
        }
    for (int side = 0; side < 4 && !e; side++) {
        bool across = side == MAZE_NORTH || side == MAZE_SOUTH;
        uint32_t n = across ? w : h;
        for (uint32_t i = 0; i < n && !e; i++) {
            struct mz_opening o = {.dir = side};
            size_t s = 0;
            double u = 0, v = 0;
            if (across) {
                uint32_t line = side == MAZE_NORTH ? 0 : h;
                o.x = i;
                o.y = side == MAZE_NORTH ? 0 : h - 1;
                s = base + (size_t)line * w + i;
                u = (ph->col[i] + ph->col[i + 1]) / 2;
                v = ph->row[line];
            } else {
                uint32_t line = side == MAZE_WEST ? 0 : w;
                o.x = side == MAZE_WEST ? 0 : w - 1;
                o.y = i;
                s = (size_t)i * (w + 1) + line;
                u = ph->col[line];
                v = (ph->row[i] + ph->row[i + 1]) / 2;
            }
            if (is_wall(ph->seg[s]))
                continue;
            double x = 0, y = 0;
            mz_photo_map(ph->h, u, v, &x, &y);
            o.px = x < 0 ? 0 : (uint32_t)x;
            o.py = y < 0 ? 0 : (uint32_t)y;
            o.top = side == MAZE_NORTH;
            o.bottom = side == MAZE_SOUTH;
            if (!mz_openings_add(doors, o))
                e = MAZE_ERR_NOMEM;
        }
    }
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

/* The cell under the photo's pixel (x, y), or a message saying why there
 * is none. */
static enum maze_err photo_cell(const struct maze_photo *ph,
                                const struct maze *m, const char *what,
                                uint32_t x, uint32_t y, size_t *cell,
                                struct maze_read_error *err)
{
    if (x >= ph->info.width || y >= ph->info.height) {
        mz_read_fail(err, 0, 0,
                     "%s %u,%u is outside the %ux%u photo (x from 0 to %u, "
                     "y from 0 to %u)",
                     what, x, y, ph->info.width, ph->info.height,
                     ph->info.width - 1, ph->info.height - 1);
        return MAZE_ERR_ARG;
    }
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
    m->start = m->end = MAZE_NONE;
    m->start_door = m->end_door = -1;
    enum maze_err e = MAZE_OK;
    if (opts->have_start)
        e = photo_cell(ph, m, "start", opts->start_x, opts->start_y,
                       &m->start, err);
    if (!e && opts->have_end)
        e = photo_cell(ph, m, "end", opts->end_x, opts->end_y, &m->end, err);
    if (e || (opts->have_start && opts->have_end))
        return e;
    return mz_ends_from_openings(s, false, "maze", true, opts, m, err);
}

/* Whether m is perfect: a route between any two cells and only one. */
static enum maze_err perfect(struct maze *m, bool *yes)
{
    return maze_check_perfect(m, yes);
}

/* The grid and its walls, from the square view's ink. */
static enum maze_err read_grid(struct maze_photo *ph, const uint8_t *dark,
                               struct maze_read_error *err)
{
    uint32_t rw = ph->rect_w, rh = ph->rect_h;
    double off[4] = {0, 0, 0, 0};
    double t = edge_thickness(dark, rw, rh, off);
    if (t < 1 || t > (rw < rh ? rw : rh) / 3.0)
        return mz_read_fail(err, 0, 0,
                            "no maze border found (the quadrilateral found "
                            "has no wall along its sides)");
    double *across = calloc(rw, sizeof *across);
    double *down = calloc(rh, sizeof *down);
    if (!across || !down) {
        free(across);
        free(down);
        return MAZE_ERR_NOMEM;
    }
    profile(dark, rw, rh, true, (uint32_t)t, rh - (uint32_t)t, across);
    profile(dark, rw, rh, false, (uint32_t)t, rw - (uint32_t)t, down);
    double cx = 0, sx = 0, cy = 0, sy = 0;
    uint32_t w = cell_count(across, rw, off[0], rw - off[1], t, 0, INFINITY,
                            &cx, &sx);
    uint32_t h = cell_count(down, rh, off[2], rh - off[3], t, 0, INFINITY,
                            &cy, &sy);
    /* The cells are square, and the view is square on: a count whose
     * pitch differs from the other way's by more than an eighth (what
     * perspective left in the view's sides) is the weaker count's
     * mistake, counted again near the other's pitch. */
    double px = w ? (rw - off[0] - off[1] - t) / w : 0;
    double py = h ? (rh - off[2] - off[3] - t) / h : 0;
    if (w && h && fabs(px - py) > (px < py ? px : py) / 8) {
        if (cx * sy >= cy * sx)
            h = cell_count(down, rh, off[2], rh - off[3], t, px * 7 / 8,
                           px * 8 / 7, &cy, &sy);
        else
            w = cell_count(across, rw, off[0], rw - off[1], t, py * 7 / 8,
                           py * 8 / 7, &cx, &sx);
    }
    enum maze_err e = MAZE_OK;
    if (!w || !h || cx < 0.04 || cy < 0.04 || sx > cx * 0.8 || sy > cy * 0.8) {
        e = mz_read_fail(err, 0, 0,
                         "the grid does not line up (no regular pitch of "
                         "wall lines inside the border)");
        goto done;
    }
    ph->info.maze_width = w;
    ph->info.maze_height = h;
    ph->thick = t;
    ph->col = malloc((w + 1) * sizeof *ph->col);
    ph->row = malloc((h + 1) * sizeof *ph->row);
    ph->seg = malloc((size_t)(w + 1) * h + (size_t)w * (h + 1));
    if (!ph->col || !ph->row || !ph->seg) {
        e = MAZE_ERR_NOMEM;
        goto done;
    }
    place_lines(across, rw, off[0], rw - off[1], t, w, ph->col);
    place_lines(down, rh, off[2], rh - off[3], t, h, ph->row);
    for (uint32_t i = 0; i < w; i++)
        if (ph->col[i + 1] - ph->col[i] < t + 1)
            e = MAZE_ERR_FORMAT;
    for (uint32_t j = 0; j < h; j++)
        if (ph->row[j + 1] - ph->row[j] < t + 1)
            e = MAZE_ERR_FORMAT;
    if (e) {
        e = mz_read_fail(err, 0, 0, "the grid does not line up (its lines "
                                    "run into each other)");
        goto done;
    }
    read_walls(ph, dark);
    ph->walls_read = true;
done:
    free(across);
    free(down);
    return e;
}

/* The square view of quadrilateral q (the photo's pixels) into ph, with
 * its homography, and its ink in *dark (the caller frees): wide, with a
 * margin of a twelfth of its longer side round q to fit its sides in (the
 * hull may lie that far off, pulled out to the paper's corner or in where
 * a shadow broke the walls off), or with a few pixels' to read the grid
 * in. */
static enum maze_err make_view(struct maze_photo *ph, const struct point q[4],
                               int pass, PIX **source, uint8_t **dark,
                               struct maze_read_error *err)
{
    bool wide = pass == 0;
    double top = hypot(q[1].x - q[0].x, q[1].y - q[0].y);
    double bottom = hypot(q[2].x - q[3].x, q[2].y - q[3].y);
    double left = hypot(q[3].x - q[0].x, q[3].y - q[0].y);
    double right = hypot(q[2].x - q[1].x, q[2].y - q[1].y);
    double rw = (top + bottom) / 2, rh = (left + right) / 2;
    double view = rw > rh ? rw : rh;
    double shrink = view > VIEW_MAX ? VIEW_MAX / view : 1;
    /* The wide view, where only the sides are fitted, at half the scale
     * when that leaves it larger than VIEW_MAX / 4: a quarter of the
     * pixels to sample and even out. */
    bool half = wide && view * shrink > VIEW_MAX / 2;
    double scale = half ? shrink / 2 : shrink;
    uint32_t qw = (uint32_t)(rw * scale + 0.5);
    uint32_t qh = (uint32_t)(rh * scale + 0.5);
    if (qw < 16 || qh < 16)
        return mz_read_fail(err, 0, 0,
                            "no maze border found (the largest dark shape is "
                            "%ux%u pixels, too small for a maze)",
                            qw, qh);
    uint32_t longer = qw > qh ? qw : qh;
    uint32_t margin = wide ? 4 + longer / 12 : 3 + 3 * (pass == 1);
    ph->margin = margin;
    ph->rect_w = qw + 2 * margin;
    ph->rect_h = qh + 2 * margin;
    struct point square[4] = {{margin, margin},
                              {margin + qw, margin},
                              {margin + qw, margin + qh},
                              {margin, margin + qh}};
    if (!homography(square, q, ph->h) || !invert(ph->h, ph->back))
        return mz_read_fail(err, 0, 0,
                            "no maze border found (its corners lie on a "
                            "line)");
    /* Sampled from a copy near the view's scale, so that no pixel of a
     * large photo is skipped; made for the wide view and kept for the
     * other (the caller destroys it), whose scale is nearly the same. */
    double reduce = 1 / shrink;
    if (!*source)
        *source = reduce > 1.5 ? pixScaleAreaMap(ph->grey, (l_float32)shrink,
                                                 (l_float32)shrink)
                               : pixClone(ph->grey);
    if (!*source)
        return MAZE_ERR_NOMEM;
    PIX *from = half ? pixScaleAreaMap2(*source) : pixClone(*source);
    if (!from)
        return MAZE_ERR_NOMEM;
    double sx = (double)pixGetWidth(from) / ph->info.width;
    uint8_t *sq = square_view(from, ph->h, sx, ph->rect_w, ph->rect_h);
    pixDestroy(&from);
    size_t n = (size_t)ph->rect_w * ph->rect_h;
    *dark = malloc(n);
    if (!sq || !*dark) {
        free(sq);
        free(*dark);
        *dark = NULL;
        return MAZE_ERR_NOMEM;
    }
    uint32_t side = ph->rect_w < ph->rect_h ? ph->rect_w : ph->rect_h;
    enum maze_err e = ink(sq, ph->rect_w, ph->rect_h, side / 4 + 3, *dark);
    free(sq);
    if (e) {
        free(*dark);
        *dark = NULL;
    }
    return e;
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
    enum maze_err e = find_border(small, q, err);
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
        e = make_view(ph, q, pass, &source, dark, err);
        if (e || pass == 2)
            break;
        struct point c[4] = {{ph->margin, ph->margin},
                             {ph->rect_w - ph->margin, ph->margin},
                             {ph->rect_w - ph->margin,
                              ph->rect_h - ph->margin},
                             {ph->margin, ph->rect_h - ph->margin}};
        struct point fitted[4];
        fit_border(*dark, ph->rect_w, ph->rect_h, c,
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
    enum maze_err e = grid_maze(ph, &m, &s);
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
                             "too blurred: %zu of the walls cannot be told "
                             "from open passages (a sharper photo, square "
                             "on, may do)",
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
    e = read_grid(ph, dark, err);
    free(dark);
    if (e)
        return e;
    int side = 0;
    if (grid_goes_on(ph, &side)) {
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
