/*
 * photo_view.c - a photo's maze seen square on (steps 2 and 3 of
 * photo.c): the homography that takes the border's quadrilateral to a
 * rectangle, the photo sampled through it, the light evened out and split
 * into ink and paper, and each side of the outer wall fitted as the
 * straight line of ink with paper outside it.
 */
#ifndef MAZE_NO_PICTURE_LIBS /* the page's build: photo.c says none */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "photo_seen.h"
#include "photo_steps.h"

/* The square view's longest side. */
#define VIEW_MAX 1600

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
void mz_photo_fit_border(const uint8_t *dark, uint32_t vw, uint32_t vh,
                         const struct point c[4], int reach,
                         struct point out[4])
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

/* The square view of quadrilateral q (the photo's pixels) into ph, with
 * its homography, and its ink in *dark (the caller frees): wide, with a
 * margin of a twelfth of its longer side round q to fit its sides in (the
 * hull may lie that far off, pulled out to the paper's corner or in where
 * a shadow broke the walls off), or with a few pixels' to read the grid
 * in. */
enum maze_err mz_photo_make_view(struct maze_photo *ph,
                                 const struct point q[4], int pass,
                                 PIX **source, uint8_t **dark,
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

#endif /* MAZE_NO_PICTURE_LIBS */
