/*
 * photo_grid.c - a photo's grid and walls read from the square view's ink
 * (steps 4 and 5 of photo.c): the wall thickness, the number of cells
 * across and down, each line placed where it is darkest, each wall
 * segment read by its share of ink (or "unsure"), the grid that goes on
 * past the border refused, and the maze the segments say with the gaps in
 * its outer wall.
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

/* The grid and its walls, from the square view's ink. */
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
