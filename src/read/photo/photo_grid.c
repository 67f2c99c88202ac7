/*
 * photo_grid.c - a photo's grid and walls read from the square view's ink
 * (steps 4 and 5 of photo.c): the wall thickness, the number of cells
 * across and down, each line placed where it is darkest, each wall
 * segment read by its share of ink and held against the photo's grey (or
 * "unsure"), a maze its unsure walls could as well make another way
 * refused, the grid that goes on past the border refused, and the maze
 * the segments say with the gaps in its outer wall.
 */
#ifndef MAZE_NO_PICTURE_LIBS /* the page's build: photo.c says none */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../openings.h"
#include "photo_seen.h"
#include "photo_steps.h"

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

/* How much of pixel i, [i, i + 1), lies in [a, b). */
static double cover(int64_t i, double a, double b)
{
    double lo = a > (double)i ? a : (double)i;
    double hi = b < (double)(i + 1) ? b : (double)(i + 1);
    return hi > lo ? hi - lo : 0;
}

/* The mean of p over [a, b), each entry weighed by how much of it the
 * window covers: it changes smoothly as the window moves, where one of
 * whole entries (around) takes in one more when half a pixel off. */
static double window_mean(const double *p, uint32_t len, double a, double b)
{
    int64_t lo = (int64_t)floor(a), hi = (int64_t)ceil(b);
    double s = 0, k = 0;
    for (int64_t i = lo < 0 ? 0 : lo; i < hi && i < (int64_t)len; i++) {
        double c = cover(i, a, b);
        s += p[i] * c;
        k += c;
    }
    return k > 0 ? s / k : 0;
}

/* The lines' middles, the outer lines' outer edges at lo and hi: where
 * each should be, moved to the darkest place within a quarter pitch (the
 * outer ones stay inside the view), the middle one of places as dark: a
 * line of ink wider than t reads as dark along a stretch, and its first
 * place, at the stretch's edge, would leave the line a pixel or two off
 * its ink and the walls across it in small cells reading half open. */
static void place_lines(const double *p, uint32_t len, double lo, double hi,
                        double t, uint32_t n, double *at)
{
    double pitch = (hi - lo - t) / n;
    for (uint32_t i = 0; i <= n; i++) {
        double want = lo + t / 2 + i * pitch, first = want, last = want;
        double reach = pitch / 4, dark = -1;
        for (double d = -reach; d <= reach; d += 0.25) {
            double c = want + d;
            if (c < t / 2 - 1 || c > len - t / 2 + 1)
                continue;
            double s = window_mean(p, len, c - t / 2, c + t / 2);
            if (s > dark + 1e-9) {
                dark = s;
                first = last = c;
            } else if (s > dark - 1e-9) {
                last = c;
            }
        }
        at[i] = (first + last) / 2;
    }
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

/* What a segment reads as from its ink: s, the share in its middle, and
 * ends, the share in the quarter of it by each end (past the corners).
 * A wall is sure from 70% in the middle; an open segment to 10%, and to
 * 10% by its ends: an open segment is bare paper all along, and a wall
 * whose middle is lost (a damaged JPEG's block decoded light) shows what
 * is left of it there or by its ends. (Of the synthetic photos' open
 * segments, one in 40000 has over 10% in its middle, one in 20000 by an
 * end, none by both ends.) Between, unsure: a wall from 50%. */
static uint8_t segment_kind(double s, double ends)
{
    if (s >= 0.7)
        return MZ_SEG_WALL;
    if (s <= 0.1 && ends <= 0.1)
        return MZ_SEG_OPEN;
    return s >= 0.5 ? MZ_SEG_UNSURE_WALL : MZ_SEG_UNSURE_OPEN;
}

static bool is_wall(uint8_t kind)
{
    return kind == MZ_SEG_WALL || kind == MZ_SEG_UNSURE_WALL;
}

/* How far either side of its line a segment's ink is looked for: *half,
 * the wall's half width (a pixel at least), and *slide, how far the
 * window moves off the line. Corners found on the small copy leave the
 * lines a pixel or two off, and differently at each end: up to a wall's
 * width, but an eighth of a cell at most, so that an open segment's
 * window stays in the paper between its cells. */
static void segment_reach(const struct maze_photo *ph, double *half,
                          double *slide)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    double pitch = (ph->col[w] - ph->col[0]) / w;
    double pitch_v = (ph->row[h] - ph->row[0]) / h;
    *half = ph->thick / 2 > 1 ? ph->thick / 2 : 1;
    *slide = (pitch < pitch_v ? pitch : pitch_v) / 8;
    *slide = *slide > 2 * *half ? 2 * *half : *slide;
}

/* Segment `at` of photo->seg: whether its line runs down (*down), and
 * its line's place in the grid: the line down i, from row j to j + 1, or
 * across j, from column i to i + 1. */
static void segment_at(const struct maze_photo *ph, size_t at, bool *down,
                       uint32_t *i, uint32_t *j)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    size_t base = (size_t)(w + 1) * h;
    *down = at < base;
    *i = (uint32_t)(*down ? at % (w + 1) : (at - base) % w);
    *j = (uint32_t)(*down ? at / (w + 1) : (at - base) / w);
}

/* Where a segment lies: its line at `line` across, running from a to b
 * along, the middles of the cells either side at before and after (NAN
 * for none: the outer wall), and whether the line runs down. */
struct segment_place {
    double line, a, b, before, after;
    bool down;
};

static struct segment_place place_of(const struct maze_photo *ph, size_t at,
                                     double half)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height, i = 0, j = 0;
    struct segment_place p = {0, 0, 0, NAN, NAN, false};
    segment_at(ph, at, &p.down, &i, &j);
    const double *across = p.down ? ph->col : ph->row;
    const double *along = p.down ? ph->row : ph->col;
    uint32_t k = p.down ? i : j, n = p.down ? w : h, m = p.down ? j : i;
    p.line = across[k];
    p.a = along[m] + half;
    p.b = along[m + 1] - half;
    if (k > 0)
        p.before = (across[k - 1] + across[k]) / 2;
    if (k < n)
        p.after = (across[k] + across[k + 1]) / 2;
    return p;
}

/* The share of ink along segment p from a to b (view pixels along it),
 * in a window as wide as its wall, moved up to slide off the line to
 * where it holds the most. */
static double ink_along(const uint8_t *dark, uint32_t rw, uint32_t rh,
                        const struct segment_place *p, double a, double b,
                        double half, double slide)
{
    double most = 0;
    for (double d = -slide; d <= slide + 1e-9; d += 0.5) {
        double lo = p->line - half + d, hi = p->line + half + d;
        double s = p->down ? ink_share(dark, rw, rh, lo, hi, a, b)
                           : ink_share(dark, rw, rh, a, b, lo, hi);
        most = s > most ? s : most;
    }
    return most;
}

/* Every wall segment of the grid read into photo->seg, by its ink
 * (segment_kind) where its ink is, a little either side of its line
 * (segment_reach): in its middle three fifths, and in the quarter by each
 * end past where a corner's ink may reach. */
static void read_walls(struct maze_photo *ph, const uint8_t *dark)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    uint32_t rw = ph->rect_w, rh = ph->rect_h;
    size_t n = (size_t)(w + 1) * h + (size_t)w * (h + 1);
    double half = 0, slide = 0;
    segment_reach(ph, &half, &slide);
    ph->info.unsure = 0;
    for (size_t k = 0; k < n; k++) {
        struct segment_place p = place_of(ph, k, half);
        double m = (p.b - p.a) * 0.2, q = (p.b - p.a) / 4;
        double s = ink_along(dark, rw, rh, &p, p.a + m, p.b - m, half, slide);
        double e0 = ink_along(dark, rw, rh, &p, p.a + slide, p.a + slide + q,
                              half, slide);
        double e1 = ink_along(dark, rw, rh, &p, p.b - slide - q, p.b - slide,
                              half, slide);
        ph->seg[k] = segment_kind(s, (e0 + e1) / 2);
        ph->info.unsure += ph->seg[k] >= MZ_SEG_UNSURE_OPEN;
    }
}

/* ---------------------------------------------------- the photo's grey */

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

static int value_order(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The middle one of the n values (n > 0), which it sorts. */
static double middle_value(double *v, size_t n)
{
    qsort(v, n, sizeof *v, value_order);
    return v[n / 2];
}

/* The grey at `across` from segment p's line, `along` its length. */
static double grey_by(const struct maze_photo *ph,
                      const struct segment_place *p, double across,
                      double along)
{
    return p->down ? grey_at(ph, across, along) : grey_at(ph, along, across);
}

/* How much darker than the paper beside it segment `at`'s line is in the
 * photo's own grey, the ink's threshold aside: 1 less its darkest grey
 * across the line (as far either side as its ink is looked for) over the
 * darker of the papers in the middles of its cells (the inner one for
 * the outer wall), each the middle value of 9 places along the middle of
 * the segment. A wall's is 0.15 to 0.65 (by blur and light), an open
 * segment's near 0; it is the same at any light, the light's changes
 * being slow beside a cell. */
static double line_contrast(const struct maze_photo *ph, size_t at, double half,
                            double slide)
{
    struct segment_place p = place_of(ph, at, half);
    double m = (p.b - p.a) * 0.2;
    double line[9], before[9], after[9];
    for (int k = 0; k < 9; k++) {
        double t = p.a + m + (p.b - p.a - 2 * m) * (k + 0.5) / 9;
        double least = 255;
        for (double d = -half - slide; d <= half + slide + 1e-9; d += 0.5) {
            double g = grey_by(ph, &p, p.line + d, t);
            least = g < least ? g : least;
        }
        line[k] = least;
        before[k] = isnan(p.before) ? INFINITY : grey_by(ph, &p, p.before, t);
        after[k] = isnan(p.after) ? INFINITY : grey_by(ph, &p, p.after, t);
    }
    double l = middle_value(line, 9), p0 = middle_value(before, 9);
    double p1 = middle_value(after, 9);
    double paper = p0 < p1 ? p0 : p1;
    return paper > 0 ? 1 - l / paper : 0;
}

/* How many cells either way the segments round a segment reach. */
#define ROUND_REACH 2.5

/* The contrasts of the walls round segment `at` (*walls) and of the open
 * segments (*open), those whose middles lie within ROUND_REACH cells of
 * its own either way: the middle value of each kind, itself left out.
 * False when a kind has none there. */
static bool grey_round(const struct maze_photo *ph, const double *c, size_t at,
                       double *walls_c, double *open_c)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height, i = 0, j = 0;
    size_t base = (size_t)(w + 1) * h;
    bool down = false;
    segment_at(ph, at, &down, &i, &j);
    /* Middles in cells: a line down's at (i, j + 1/2), one across at
     * (i + 1/2, j). */
    double x = i + (down ? 0 : 0.5), y = j + (down ? 0.5 : 0);
    double walls[64], open[64];
    size_t nw = 0, no = 0;
    for (int across = 0; across < 2; across++) {
        double dx = across ? 0.5 : 0, dy = across ? 0 : 0.5;
        double i0 = fmax(0, ceil(x - ROUND_REACH - dx));
        double i1 = fmin(across ? w - 1.0 : w, floor(x + ROUND_REACH - dx));
        double j0 = fmax(0, ceil(y - ROUND_REACH - dy));
        double j1 = fmin(across ? h : h - 1.0, floor(y + ROUND_REACH - dy));
        for (double v = j0; v <= j1; v++)
            for (double u = i0; u <= i1; u++) {
                size_t k = across ? base + (size_t)v * w + (size_t)u
                                  : (size_t)v * (w + 1) + (size_t)u;
                if (k == at)
                    continue;
                if (is_wall(ph->seg[k]) && nw < 64)
                    walls[nw++] = c[k];
                else if (!is_wall(ph->seg[k]) && no < 64)
                    open[no++] = c[k];
            }
    }
    if (nw == 0 || no == 0)
        return false;
    *walls_c = middle_value(walls, nw);
    *open_c = middle_value(open, no);
    return true;
}

/* Each segment's ink read against the photo's grey: t, its contrast
 * placed between the open segments' round it (0) and the walls' (1)
 * (grey_round). A wall is sure from 0.6; an open segment from -1 to 0.2,
 * or darker so long as its line is not also a fifth darker against its
 * paper than theirs are (low contrast makes t wander); lighter than -1,
 * its paper is dark: something lies in its cells. Else unsure. The ink
 * (photo_view.c) is each pixel over the paper round it, smoothed over a
 * sixteenth of the view: by a sharp step in the light (past a point a
 * damaged JPEG's blocks decode lighter) a wall can fall under the ink's
 * threshold, while in the grey it is as dark against its paper as the
 * wall beside it on its line; a wall whose middle a damaged block lost
 * leaves a trace. Of the synthetic photos' segments, walls stand at 0.52
 * and more, all but one at 0.65 and more; one open segment in 200000
 * is darker than both limits, none lighter than -0.7. */
static enum maze_err check_grey(struct maze_photo *ph)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    size_t n = (size_t)(w + 1) * h + (size_t)w * (h + 1);
    double *c = malloc(n * sizeof *c);
    if (!c)
        return MAZE_ERR_NOMEM;
    double half = 0, slide = 0;
    segment_reach(ph, &half, &slide);
    for (size_t k = 0; k < n; k++)
        c[k] = line_contrast(ph, k, half, slide);
    uint8_t *unsure = calloc(n, 1);
    if (!unsure) {
        free(c);
        return MAZE_ERR_NOMEM;
    }
    for (size_t k = 0; k < n; k++) {
        double cw = 0, co = 0;
        if (!grey_round(ph, c, k, &cw, &co) || cw < co + 0.05)
            continue; /* no walls to tell by */
        double t = (c[k] - co) / (cw - co);
        if (ph->seg[k] == MZ_SEG_WALL)
            unsure[k] = t < 0.6;
        else if (ph->seg[k] == MZ_SEG_OPEN)
            unsure[k] = (t > 0.2 && c[k] - co > 0.2) || t < -1;
    }
    /* Marked after all are placed: the kinds round each stay the ink's. */
    for (size_t k = 0; k < n; k++)
        if (unsure[k]) {
            ph->seg[k] = ph->seg[k] == MZ_SEG_WALL ? MZ_SEG_UNSURE_WALL
                                                   : MZ_SEG_UNSURE_OPEN;
            ph->info.unsure++;
        }
    free(unsure);
    free(c);
    return MAZE_OK;
}

/* ------------------------------------------------------ unsure walls */

/* The set cell c is in (sets of cells joined by passages), the path to
 * it halved on the way. */
static uint32_t set_of(uint32_t *set, uint32_t c)
{
    while (set[c] != c) {
        set[c] = set[set[c]];
        c = set[c];
    }
    return c;
}

/* The two cells on either side of inner segment at (false for a segment
 * of the outer wall). */
static bool segment_cells(const struct maze_photo *ph, size_t at, uint32_t *a,
                          uint32_t *b)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height, i = 0, j = 0;
    bool down = false;
    segment_at(ph, at, &down, &i, &j);
    if (down ? i == 0 || i == w : j == 0 || j == h)
        return false;
    *a = down ? j * w + i - 1 : (j - 1) * w + i;
    *b = j * w + i;
    return true;
}

/* Whether the maze read, some walls unsure, is a perfect maze that is not
 * the only one its sure segments allow (*another). Another perfect maze
 * differs from it by an unsure wall opened and an unsure passage on the
 * way round it closed; there is one exactly when some unsure wall
 * parts cells that the sure passages alone do not join. So a wall lost
 * and another seen where there is none read as a perfect maze too, and
 * "perfect" alone would let it through. A maze read that is not perfect
 * is left to photo.c, which refuses it when any segment is unsure. */
static enum maze_err another_maze(const struct maze_photo *ph, bool *another)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    size_t n = (size_t)(w + 1) * h + (size_t)w * (h + 1);
    uint32_t cells = w * h;
    uint32_t *set = malloc((size_t)cells * sizeof *set);
    if (!set)
        return MAZE_ERR_NOMEM;
    for (uint32_t c = 0; c < cells; c++)
        set[c] = c;
    bool perfect = true, open_to_question = false;
    uint32_t sets = cells, a = 0, b = 0;
    /* The sure passages, then the unsure walls against them, then the
     * unsure passages. */
    for (int step = 0; step < 3; step++)
        for (size_t k = 0; k < n; k++) {
            uint8_t kind = ph->seg[k];
            bool joins = step == 0   ? kind == MZ_SEG_OPEN
                         : step == 2 ? kind == MZ_SEG_UNSURE_OPEN
                                     : false;
            if (!segment_cells(ph, k, &a, &b))
                continue;
            uint32_t sa = set_of(set, a), sb = set_of(set, b);
            if (step == 1 && kind == MZ_SEG_UNSURE_WALL && sa != sb)
                open_to_question = true;
            if (!joins)
                continue;
            if (sa == sb) {
                perfect = false; /* a loop */
                continue;
            }
            set[sa] = sb;
            sets--;
        }
    free(set);
    *another = open_to_question && perfect && sets == 1;
    return MAZE_OK;
}

/* ------------------------------------------------------- past the border */

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
bool mz_photo_grid_goes_on(const struct maze_photo *ph, int *side)
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

/* The grid and its walls, from the square view's ink; refused when the
 * unsure walls could as well make another perfect maze. */
enum maze_err mz_photo_read_grid(struct maze_photo *ph, const uint8_t *dark,
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
    e = check_grey(ph);
    bool another = false;
    if (!e && ph->info.unsure)
        e = another_maze(ph, &another);
    if (!e && another)
        e = mz_read_fail(err, 0, 0,
                         "the walls do not decide the maze: %zu cannot be "
                         "told from open passages, and read another way "
                         "they make another maze as well (a damaged or "
                         "blurred photo? a sharper one, square on, may do)",
                         ph->info.unsure);
done:
    free(across);
    free(down);
    return e;
}

/* Whether the outer wall's segment i along side is open (an mz_gap_fn),
 * and the photo's pixel at its middle. */
static bool photo_gap(const void *photo, int side, uint32_t i, uint32_t *px,
                      uint32_t *py)
{
    const struct maze_photo *ph = photo;
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    size_t base = (size_t)(w + 1) * h;
    size_t s = 0;
    double u = 0, v = 0;
    if (side == MAZE_NORTH || side == MAZE_SOUTH) {
        uint32_t line = side == MAZE_NORTH ? 0 : h;
        s = base + (size_t)line * w + i;
        u = (ph->col[i] + ph->col[i + 1]) / 2;
        v = ph->row[line];
    } else {
        uint32_t line = side == MAZE_WEST ? 0 : w;
        s = (size_t)i * (w + 1) + line;
        u = ph->col[line];
        v = (ph->row[i] + ph->row[i + 1]) / 2;
    }
    if (is_wall(ph->seg[s]))
        return false;
    double x = 0, y = 0;
    mz_photo_map(ph->h, u, v, &x, &y);
    *px = x < 0 ? 0 : (uint32_t)x;
    *py = y < 0 ? 0 : (uint32_t)y;
    return true;
}

/* The maze the segments say, and the gaps in its outer wall. */
enum maze_err mz_photo_grid_maze(const struct maze_photo *ph,
                                 struct maze **out, struct mz_openings *doors)
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
    if (!mz_openings_of_grid(doors, w, h, photo_gap, ph))
        e = MAZE_ERR_NOMEM;
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

#endif /* MAZE_NO_PICTURE_LIBS */
