/*
 * drawing.c - how a picture of a maze is drawn, found from its light and
 * dark pixels (read/picture.c makes them): on wall lines at a regular
 * pitch, as the tool draws its pictures, or as a pixel maze, units of k x k
 * pixels inside a light margin. Each pass over the bits is a few
 * operations a pixel; the grid's pitch is tried from the coarsest down.
 */
#include <stdlib.h>
#include <string.h>

#include "drawing.h"

/* ------------------------------------------------------------ the grid */

static uint64_t gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Dark pixels in columns [x0, x1) of row y. */
static uint32_t dark_in(const struct mz_bitmap *b, uint32_t y, uint32_t x0,
                        uint32_t x1)
{
    uint32_t n = 0;
    for (uint32_t x = x0; x < x1; x++)
        n += !mz_bitmap_light(b, x, y);
    return n;
}

/* Whether the part of [x0, x1) x [y0, y1) inside the picture is wall
 * (true), open (false), or neither (*mixed): 90% either way decides. */
bool mz_wall_segment(const struct mz_bitmap *b, int64_t x0, int64_t x1,
                     int64_t y0, int64_t y1, bool *mixed)
{
    uint32_t ax = mz_pixel_clamp(x0, b->width),
             bx = mz_pixel_clamp(x1, b->width);
    uint32_t ay = mz_pixel_clamp(y0, b->height),
             by = mz_pixel_clamp(y1, b->height);
    uint64_t n = (uint64_t)(bx - ax) * (by - ay);
    uint64_t dark = 0;
    for (uint32_t y = ay; y < by; y++)
        dark += dark_in(b, y, ax, bx);
    if (n == 0 || dark * 10 >= n * 9)
        return true;
    if (dark * 10 > n)
        *mixed = true;
    return false;
}

/* Whether every dark pixel lies on the lines of pitch g->pitch and every
 * wall segment between two posts is whole or missing. */
static bool grid_fits(const struct mz_bitmap *b, struct mz_wall_lines *g,
                      uint64_t *line_mask)
{
    int64_t c = g->pitch, t = g->wall;
    g->w = (uint32_t)((g->x1 + 1 - g->x0 - t) / c);
    g->h = (uint32_t)((g->y1 + 1 - g->y0 - t) / c);
    memset(line_mask, 0, b->stride * sizeof *line_mask);
    for (uint32_t i = 0; i <= g->w; i++)
        for (uint32_t x = mz_pixel_clamp(g->x0 + i * c, b->width);
             x < mz_pixel_clamp(g->x0 + i * c + t, b->width); x++)
            line_mask[x / 64] |= (uint64_t)1 << (x % 64);
    for (uint32_t y = 0; y < b->height; y++) {
        if (y >= g->y0 && y <= g->y1 && (y - g->y0) % c < t)
            continue;
        const uint64_t *w = b->word + (size_t)y * b->stride;
        for (size_t k = 0; k < b->stride; k++) {
            uint64_t dark = ~w[k] & ~line_mask[k];
            if (k == b->stride - 1 && b->width % 64)
                dark &= ((uint64_t)1 << (b->width % 64)) - 1;
            if (dark)
                return false;
        }
    }
    bool mixed = false;
    for (uint32_t j = 0; j <= g->h && !mixed; j++)
        for (uint32_t x = 0; x < g->w && !mixed; x++)
            mz_wall_segment(b, g->x0 + x * c + t, g->x0 + (x + 1) * c,
                            g->y0 + j * c, g->y0 + j * c + t, &mixed);
    for (uint32_t i = 0; i <= g->w && !mixed; i++)
        for (uint32_t y = 0; y < g->h && !mixed; y++)
            mz_wall_segment(b, g->x0 + i * c, g->x0 + i * c + t,
                            g->y0 + y * c + t, g->y0 + (y + 1) * c, &mixed);
    return !mixed;
}

/* The most common lengths, under 4096, of the dark runs across and down
 * that touch no edge of the picture: the walls' thickness, as every wall
 * segment crosses that many pixels for each of its rows. 0 for none. */
static enum maze_err run_modes(const struct mz_bitmap *b, uint32_t *across_mode,
                               uint32_t *down_mode)
{
    enum { MAX = 4096 };
    uint32_t *count = calloc(2 * MAX, sizeof *count);
    /* Down: each column's run so far, the rows read in order (a column
     * read down would touch a cache line a pixel). */
    uint32_t *run = calloc((size_t)b->width, sizeof *run);
    if (!count || !run) {
        free(count);
        free(run);
        return MAZE_ERR_NOMEM;
    }
    uint32_t *across = count, *down = count + MAX;
    for (uint32_t y = 0; y <= b->height; y++) {
        uint32_t n = 0;
        for (uint32_t x = 0; x < b->width; x++) {
            bool dark = y < b->height && !mz_bitmap_light(b, x, y);
            if (dark) {
                run[x]++;
                n++;
                continue;
            }
            if (run[x] > 0 && run[x] < MAX && run[x] < y && y < b->height)
                down[run[x]]++;
            run[x] = 0;
            if (n > 0 && n < MAX && n < x)
                across[n]++;
            n = 0;
        }
    }
    free(run);
    *across_mode = *down_mode = 0;
    for (uint32_t n = 1; n < MAX; n++) {
        if (across[n] > across[*across_mode])
            *across_mode = n;
        if (down[n] > down[*down_mode])
            *down_mode = n;
    }
    free(count);
    return MAZE_OK;
}

/* The most common length of the dark runs that start at the edge of the
 * dark box on `side` and go inwards: how much of the outer wall shows
 * there. */
static uint32_t outer_run(const struct mz_bitmap *b, uint32_t bx0, uint32_t by0,
                          uint32_t bx1, uint32_t by1, int side)
{
    enum { MAX = 4096 };
    uint32_t *count = calloc(MAX, sizeof *count);
    if (!count)
        return 0;
    bool across = side == MAZE_WEST || side == MAZE_EAST;
    uint32_t from = across ? by0 : bx0, to = across ? by1 : bx1;
    uint32_t len = across ? bx1 - bx0 + 1 : by1 - by0 + 1;
    for (uint32_t i = from; i <= to; i++) {
        uint32_t n = 0;
        while (n < len && n < MAX) {
            uint32_t x = side == MAZE_WEST   ? bx0 + n
                         : side == MAZE_EAST ? bx1 - n
                                             : i;
            uint32_t y = side == MAZE_NORTH   ? by0 + n
                         : side == MAZE_SOUTH ? by1 - n
                                              : i;
            if (mz_bitmap_light(b, x, y))
                break;
            n++;
        }
        if (n > 0 && n < MAX)
            count[n]++;
    }
    uint32_t best = 0;
    for (uint32_t n = 1; n < MAX; n++)
        if (count[n] > count[best])
            best = n;
    free(count);
    return best;
}

static enum maze_err grid_of_wall(const struct mz_bitmap *b, uint32_t t,
                                  const uint32_t box[4],
                                  struct mz_wall_lines *g, bool *found);

/* Finds the grid the dark pixels lie on: the wall's thickness from the
 * runs inside, the outer lines from the dark box (widened where the
 * picture's edge cuts a line), and the pitch as the coarsest that divides
 * both spans and explains every dark pixel (a finer one through the
 * cells' middles explains them too, which is why the coarsest is taken).
 * False when there is none, and for walls exactly as thick as the
 * corridors reaching the picture's edges: that is a pixel maze of square
 * units, read as one. */
enum maze_err mz_find_grid(const struct mz_bitmap *b, struct mz_wall_lines *g,
                           bool *found)
{
    *found = false;
    memset(g, 0, sizeof *g);
    bool any = false;
    uint32_t bx0 = b->width, by0 = 0, bx1 = 0, by1 = 0;
    for (uint32_t y = 0; y < b->height; y++) {
        const uint64_t *w = b->word + (size_t)y * b->stride;
        for (size_t k = 0; k < b->stride; k++) {
            uint64_t dark = ~w[k];
            if (k == b->stride - 1 && b->width % 64)
                dark &= ((uint64_t)1 << (b->width % 64)) - 1;
            if (!dark)
                continue;
            uint32_t first =
                (uint32_t)(k * 64) + (uint32_t)__builtin_ctzll(dark);
            uint32_t last =
                (uint32_t)(k * 64) + 63 - (uint32_t)__builtin_clzll(dark);
            if (!any)
                by0 = y;
            any = true;
            by1 = y;
            bx0 = first < bx0 ? first : bx0;
            bx1 = last > bx1 ? last : bx1;
        }
    }
    if (!any)
        return MAZE_OK;
    uint32_t t = 0, t_down = 0;
    if (run_modes(b, &t, &t_down))
        return MAZE_ERR_NOMEM;
    if (t == 0 && t_down == 0)
        return MAZE_OK;
    /* The two agree, but for a maze one cell wide (or high): its side
     * walls are runs down the whole picture and its cross walls are few
     * or none, so down the common run is a side wall's length; and a
     * small maze drawn without a margin may have no run down (or across)
     * that touches no edge. The thinner is then the wall, and
     * grid_fits() has the last word. */
    if (t == 0 || t_down == 0)
        t = t_down = t ? t : t_down;
    uint32_t box[4] = {bx0, by0, bx1, by1};
    uint32_t thin = t < t_down ? t : t_down, thick = t < t_down ? t_down : t;
    enum maze_err e = grid_of_wall(b, thin, box, g, found);
    if (!e && !*found && thick != thin)
        e = grid_of_wall(b, thick, box, g, found);
    return e;
}

/* mz_find_grid() for walls t pixels thick, the dark pixels in box (x0, y0,
 * x1, y1 inclusive). */
static enum maze_err grid_of_wall(const struct mz_bitmap *b, uint32_t t,
                                  const uint32_t box[4],
                                  struct mz_wall_lines *g, bool *found)
{
    uint32_t bx0 = box[0], by0 = box[1], bx1 = box[2], by1 = box[3];
    *found = false;
    memset(g, 0, sizeof *g);
    uint32_t shown[4];
    for (int side = 0; side < 4; side++)
        shown[side] = outer_run(b, bx0, by0, bx1, by1, side);
    g->x0 = bx0 == 0 && shown[MAZE_WEST] < t ? -(int64_t)(t - shown[MAZE_WEST])
                                             : bx0;
    g->y0 = by0 == 0 && shown[MAZE_NORTH] < t
                ? -(int64_t)(t - shown[MAZE_NORTH])
                : by0;
    g->x1 = bx1 == b->width - 1 && shown[MAZE_EAST] < t
                ? bx1 + (int64_t)(t - shown[MAZE_EAST])
                : bx1;
    g->y1 = by1 == b->height - 1 && shown[MAZE_SOUTH] < t
                ? by1 + (int64_t)(t - shown[MAZE_SOUTH])
                : by1;
    int64_t span_x = g->x1 + 1 - g->x0 - t, span_y = g->y1 + 1 - g->y0 - t;
    if (span_x <= 0 || span_y <= 0)
        return MAZE_OK;
    uint64_t common = gcd((uint64_t)span_x, (uint64_t)span_y);
    uint64_t *line_mask = malloc(b->stride * sizeof *line_mask);
    if (!line_mask)
        return MAZE_ERR_NOMEM;
    g->wall = t;
    bool edges = g->x0 == 0 && g->y0 == 0 && g->x1 == b->width - 1 &&
                 g->y1 == b->height - 1;
    /* The divisors of common, largest first: each d up to the square
     * root gives common / d on the way up and d on the way down. */
    uint64_t root = 1;
    while ((root + 1) * (root + 1) <= common)
        root++;
    for (int down = 0; down < 2 && !*found; down++)
        for (uint64_t i = 1; i <= root && !*found; i++) {
            uint64_t d = down ? root + 1 - i : i;
            if (common % d)
                continue;
            uint64_t c = down ? d : common / d;
            if (down && c * c == common)
                continue; /* tried on the way up */
            if (c <= t || (c == 2 * (uint64_t)t && edges))
                continue;
            g->pitch = (uint32_t)c;
            *found = grid_fits(b, g, line_mask);
        }
    free(line_mask);
    return MAZE_OK;
}

/* -------------------------------------------------------- pixel mazes */

/* Whether the picture's border is all light with dark pixels inside: a
 * maze drawn with a margin round it. box: the dark pixels' box, x0, y0,
 * x1, y1 inclusive. */
bool mz_margin_box(const struct mz_bitmap *b, uint32_t box[4])
{
    uint32_t w = b->width, h = b->height;
    for (uint32_t x = 0; x < w; x++)
        if (!mz_bitmap_light(b, x, 0) || !mz_bitmap_light(b, x, h - 1))
            return false;
    for (uint32_t y = 0; y < h; y++)
        if (!mz_bitmap_light(b, 0, y) || !mz_bitmap_light(b, w - 1, y))
            return false;
    box[0] = w;
    box[1] = h;
    box[2] = box[3] = 0;
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++)
            if (!mz_bitmap_light(b, x, y)) {
                box[0] = x < box[0] ? x : box[0];
                box[1] = y < box[1] ? y : box[1];
                box[2] = x > box[2] ? x : box[2];
                box[3] = y > box[3] ? y : box[3];
            }
    return box[0] < w;
}

/* The pixels of box (as margin_box) on their own. */
enum maze_err mz_bitmap_crop(const struct mz_bitmap *b, const uint32_t box[4],
                             struct mz_bitmap *out)
{
    out->width = box[2] + 1 - box[0];
    out->height = box[3] + 1 - box[1];
    out->stride = ((size_t)out->width + 63) / 64;
    out->word = calloc(out->stride * out->height, sizeof *out->word);
    if (!out->word)
        return MAZE_ERR_NOMEM;
    for (uint32_t y = 0; y < out->height; y++)
        for (uint32_t x = 0; x < out->width; x++)
            out->word[y * out->stride + x / 64] |=
                (uint64_t)mz_bitmap_light(b, box[0] + x, box[1] + y)
                << (x % 64);
    return MAZE_OK;
}

/* The largest k dividing every run of equal pixels across and down: then
 * every k x k square from the top-left is one colour. Across, that needs
 * each change at a multiple of k from the left, which the runs' gcd
 * gives. */
enum maze_err mz_pixel_scale(const struct mz_bitmap *b, uint32_t *scale)
{
    uint64_t k = gcd(b->width, b->height);
    for (uint32_t y = 0; y < b->height && k > 1; y++) {
        uint32_t run_start = 0;
        for (uint32_t x = 1; x < b->width && k > 1; x++)
            if (mz_bitmap_light(b, x, y) != mz_bitmap_light(b, x - 1, y)) {
                k = gcd(k, x - run_start);
                run_start = x;
            }
    }
    if (k > 1) {
        /* Down: a row that differs from the one above starts new runs in
         * the columns that differ; runs are multiples of k exactly when
         * every change happens on a row that is a multiple of k. */
        for (uint32_t y = 1; y < b->height && k > 1; y++) {
            const uint64_t *a = b->word + (size_t)(y - 1) * b->stride;
            const uint64_t *c = b->word + (size_t)y * b->stride;
            for (size_t i = 0; i < b->stride && k > 1; i++)
                if (a[i] != c[i]) {
                    k = gcd(k, y);
                    break;
                }
        }
    }
    *scale = (uint32_t)k;
    return MAZE_OK;
}
