/*
 * cut.c - the walls' outline for a laser cutter (plot and gcode with
 * --cut): the walls of a square maze as bars mm_wall thick centred on
 * their lines, with posts where they meet and masked cells filled, traced
 * round as closed loops with the walls on their left; each loop moved out
 * by half the kerf, so that the piece cut out keeps the walls' size, and
 * opened at tabs, bridges left uncut that hold the piece in the sheet.
 *
 * The walls are blocks on a grid 2W + 1 across and 2H + 1 down (post,
 * wall, post, ..., post, as the STL's): a loop runs along the lines between
 * a standing block and one that is not (or the outside), and where two
 * standing blocks meet only at a corner it turns to keep to the block it
 * is going round, so the two stay apart.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "strokes.h"

/* Directions on the grid's lines, y down; d ^ 2 is the opposite one. */
enum { EAST, SOUTH, WEST, NORTH };
static const int step_x[4] = {1, 0, -1, 0};
static const int step_y[4] = {0, 1, 0, -1};

/* The standing blocks and, at each point of the grid's lines, the
 * directions (a bit each) of the outline's pieces leaving it. */
struct blocks {
    size_t nx, ny; /* blocks across and down */
    uint8_t *on;   /* nx * ny: whether block (i, j) stands */
    uint8_t *out;  /* (nx + 1) * (ny + 1) */
};

static bool standing(const struct maze *m, const struct mz_picture *p,
                     size_t bx, size_t by)
{
    uint32_t x = (uint32_t)(bx / 2), y = (uint32_t)(by / 2);
    if (bx % 2 && by % 2)
        return m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF;
    if (bx % 2)
        return mz_picture_wall_across(m, p, x, y);
    if (by % 2)
        return mz_picture_wall_down(m, p, x, y);
    return mz_picture_post_stands(m, p, x, y);
}

static bool on_at(const struct blocks *b, long i, long j)
{
    return i >= 0 && j >= 0 && (size_t)i < b->nx && (size_t)j < b->ny &&
           b->on[(size_t)j * b->nx + (size_t)i];
}

/* The blocks of m and the outline's pieces round them: for each standing
 * block, each side facing one that is not, directed so that the block is
 * on its left (as seen, y down). */
static enum maze_err blocks_make(const struct maze *m,
                                 const struct mz_picture *p, struct blocks *b)
{
    b->nx = 2 * (size_t)m->width + 1;
    b->ny = 2 * (size_t)m->height + 1;
    b->on = malloc(b->nx * b->ny);
    b->out = calloc((b->nx + 1) * (b->ny + 1), 1);
    if (!b->on || !b->out)
        return MAZE_ERR_NOMEM;
    for (size_t j = 0; j < b->ny; j++)
        for (size_t i = 0; i < b->nx; i++)
            b->on[j * b->nx + i] = standing(m, p, i, j);
    size_t row = b->nx + 1;
    for (long j = 0; j < (long)b->ny; j++)
        for (long i = 0; i < (long)b->nx; i++) {
            if (!on_at(b, i, j))
                continue;
            size_t at = (size_t)j * row + (size_t)i; /* top-left point */
            if (!on_at(b, i, j - 1))
                b->out[at + 1] |= 1u << WEST;
            if (!on_at(b, i, j + 1))
                b->out[at + row] |= 1u << EAST;
            if (!on_at(b, i - 1, j))
                b->out[at] |= 1u << SOUTH;
            if (!on_at(b, i + 1, j))
                b->out[at + row + 1] |= 1u << NORTH;
        }
    return MAZE_OK;
}

/* The way on from a point reached going `d`, among the directions `ways`:
 * a left turn first (keeping to the block being gone round), then on,
 * then right. */
static int turn(unsigned ways, int d)
{
    static const int pref[3] = {3, 0, 1}; /* left, ahead, right */
    for (int k = 0; k < 3; k++) {
        int t = (d + pref[k]) % 4;
        if (ways & 1u << t)
            return t;
    }
    return -1;
}

/* A loop of the outline as its corners, in grid points. */
struct loop {
    long *x, *y;
    size_t n, cap;
};

static enum maze_err loop_add(struct loop *l, long x, long y)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        long *nx = realloc(l->x, cap * sizeof *nx);
        if (!nx)
            return MAZE_ERR_NOMEM;
        l->x = nx;
        long *ny = realloc(l->y, cap * sizeof *ny);
        if (!ny)
            return MAZE_ERR_NOMEM;
        l->y = ny;
        l->cap = cap;
    }
    l->x[l->n] = x;
    l->y[l->n++] = y;
    return MAZE_OK;
}

/* Follows the loop leaving point (x, y) going d, taking its pieces off
 * b->out, and keeps its corners. */
static enum maze_err trace(struct blocks *b, long x, long y, int d,
                           struct loop *l)
{
    size_t row = b->nx + 1;
    const long x0 = x, y0 = y;
    const int d0 = d;
    l->n = 0;
    for (;;) {
        b->out[(size_t)y * row + (size_t)x] &= (uint8_t)~(1u << d);
        x += step_x[d];
        y += step_y[d];
        unsigned ways = b->out[(size_t)y * row + (size_t)x];
        /* Back at the start: closed when the first piece would be next,
         * the start a corner when the loop turns there. */
        if (x == x0 && y == y0 && turn(ways | 1u << d0, d) == d0)
            return d != d0 ? loop_add(l, x, y) : MAZE_OK;
        int next = turn(ways, d);
        if (next < 0)
            return MAZE_ERR_ARG; /* cannot be: every point is passed */
        if (next != d && loop_add(l, x, y))
            return MAZE_ERR_NOMEM;
        d = next;
    }
}

/* Grid line k's place in mm on an axis: even lines are a post's first
 * side, odd ones its second (centred on the cell line k / 2). */
static double line_mm(long k, double cell, double wall)
{
    return (double)(k / 2) * cell + (k % 2 ? wall / 2 : -wall / 2);
}

/* The outline under way: its polylines so far and the settings. */
struct cutting {
    struct mz_strokes *s; /* s->first[s->count] begins the stroke under way */
    size_t np, cap_p, cap_s;
    double cell, wall, half_kerf, tab;
    unsigned tabs;
};

static enum maze_err point_add(struct cutting *c, double x, double y)
{
    struct mz_strokes *s = c->s;
    if (c->np == c->cap_p) {
        size_t cap = c->cap_p ? 2 * c->cap_p : 256;
        double *nx = realloc(s->x, cap * sizeof *nx);
        if (!nx)
            return MAZE_ERR_NOMEM;
        s->x = nx;
        double *ny = realloc(s->y, cap * sizeof *ny);
        if (!ny)
            return MAZE_ERR_NOMEM;
        s->y = ny;
        c->cap_p = cap;
    }
    s->x[c->np] = x;
    s->y[c->np++] = y;
    return MAZE_OK;
}

/* Ends the polyline under way; the next begins after it. */
static enum maze_err stroke_end(struct cutting *c)
{
    struct mz_strokes *s = c->s;
    if (s->count + 2 > c->cap_s) {
        size_t cap = c->cap_s ? 2 * c->cap_s : 64;
        size_t *nf = realloc(s->first, cap * sizeof *nf);
        if (!nf)
            return MAZE_ERR_NOMEM;
        s->first = nf;
        c->cap_s = cap;
    }
    s->first[++s->count] = c->np;
    return MAZE_OK;
}

/* The loop's corners in mm, each moved out by half the kerf: along the
 * outward normals (to the right, the walls being on the left) of the two
 * sides that meet there, sides that always turn a quarter. */
static void corners_mm(const struct cutting *c, const struct loop *l,
                       double *x, double *y)
{
    for (size_t i = 0; i < l->n; i++) {
        size_t a = (i + l->n - 1) % l->n, z = (i + 1) % l->n;
        long in_x = l->x[i] - l->x[a], in_y = l->y[i] - l->y[a];
        long out_x = l->x[z] - l->x[i], out_y = l->y[z] - l->y[i];
        /* Right of (dx, dy), y down, is (-dy, dx); by its signs alone. */
        int rx = -((in_y > 0) - (in_y < 0)) - ((out_y > 0) - (out_y < 0));
        int ry = ((in_x > 0) - (in_x < 0)) + ((out_x > 0) - (out_x < 0));
        x[i] = line_mm(l->x[i], c->cell, c->wall) + c->half_kerf * rx;
        y[i] = line_mm(l->y[i], c->cell, c->wall) + c->half_kerf * ry;
    }
}

/* A tab: its side (from corner k to k + 1) and its middle's distance
 * from corner k. */
struct tab {
    size_t k;
    double at;
};

static int tab_order(const void *a, const void *b)
{
    const struct tab *p = a, *q = b;
    if (p->k != q->k)
        return p->k < q->k ? -1 : 1;
    return (p->at > q->at) - (p->at < q->at);
}

static double side_mm(const double *x, const double *y, size_t n, size_t k)
{
    return hypot(x[(k + 1) % n] - x[k], y[(k + 1) % n] - y[k]);
}

/* Where the tabs go on a loop of n corners: for each of c->tabs places
 * spread evenly along it, the nearest point with room for a tab, a tab's
 * width or more from the side's corners and from the tabs placed before
 * (so a long side takes several). tab[] gets them in order along the
 * loop; the count placed, fewer than asked only when the loop has no room
 * for more (a short outline, or sides shorter than two tabs). */
static size_t place_tabs(const struct cutting *c, const double *x,
                         const double *y, size_t n, struct tab *tab)
{
    double total = 0;
    for (size_t k = 0; k < n; k++)
        total += side_mm(x, y, n, k);
    const double w = c->tab;
    size_t placed = 0;
    for (unsigned t = 0; t < c->tabs; t++) {
        double want = (t + 0.5) * total / c->tabs;
        double along = 0, best_d = INFINITY;
        struct tab best = {n, 0};
        for (size_t k = 0; k < n; k++) {
            double len = side_mm(x, y, n, k);
            /* The nearest free middle on this side: the wanted point
             * kept a tab from the corners, moved past the tabs in the
             * way (each keeps 2w between middles) towards it. */
            for (int pass = 0; len >= 2 * w && pass < 2; pass++) {
                double at = fmin(fmax(want - along, w), len - w);
                bool free = true;
                for (size_t i = 0; i < placed && free; i++) {
                    if (tab[i].k != k || fabs(tab[i].at - at) >= 2 * w)
                        continue;
                    at = pass ? tab[i].at - 2 * w : tab[i].at + 2 * w;
                    free = at >= w && at <= len - w;
                    for (size_t j = 0; j < placed && free; j++)
                        free = tab[j].k != k || fabs(tab[j].at - at) >= 2 * w;
                }
                double d = fabs(along + at - want);
                if (free && d < best_d) {
                    best_d = d;
                    best = (struct tab){k, at};
                }
            }
            along += len;
        }
        if (best.k < n)
            tab[placed++] = best;
    }
    qsort(tab, placed, sizeof *tab, tab_order);
    return placed;
}

/* The point `at` mm along side k of a loop of n corners. */
static enum maze_err along_add(struct cutting *c, const double *x,
                               const double *y, size_t n, size_t k, double at)
{
    size_t k1 = (k + 1) % n;
    double f = at / side_mm(x, y, n, k);
    return point_add(c, x[k] + (x[k1] - x[k]) * f, y[k] + (y[k1] - y[k]) * f);
}

/* One loop as polylines: whole and closed or, with tabs, the pieces
 * between them, each from a tab's far side to the next one's near side
 * (round the whole loop when there is one tab). */
static enum maze_err loop_strokes(struct cutting *c, const struct loop *l)
{
    size_t n = l->n;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    struct tab *tab = malloc((c->tabs ? c->tabs : 1) * sizeof *tab);
    enum maze_err err = MAZE_ERR_NOMEM;
    if (!x || !y || !tab)
        goto out;
    corners_mm(c, l, x, y);
    size_t tabs = c->tabs ? place_tabs(c, x, y, n, tab) : 0;
    c->s->tabs += tabs;
    err = MAZE_OK;
    if (!tabs) {
        for (size_t k = 0; k <= n && !err; k++)
            err = point_add(c, x[k % n], y[k % n]);
        if (!err)
            err = stroke_end(c);
        goto out;
    }
    const double half = c->tab / 2;
    for (size_t i = 0; i < tabs && !err; i++) {
        const struct tab *a = &tab[i], *b = &tab[(i + 1) % tabs];
        err = along_add(c, x, y, n, a->k, a->at + half);
        /* The corners between, unless the next tab is further along the
         * same side. */
        bool same_side = tabs > 1 && b->k == a->k && b->at > a->at;
        for (size_t j = (a->k + 1) % n; !same_side && !err; j = (j + 1) % n) {
            err = point_add(c, x[j], y[j]);
            if (j == b->k)
                break;
        }
        if (!err)
            err = along_add(c, x, y, n, b->k, b->at - half);
        if (!err)
            err = stroke_end(c);
    }
out:
    free(x);
    free(y);
    free(tab);
    return err;
}

/* Every loop of the outline, as strokes in s (first, x, y, count). */
static enum maze_err outline(struct blocks *b, struct cutting *c)
{
    struct loop l = {0};
    enum maze_err err = MAZE_OK;
    size_t row = b->nx + 1;
    c->s->first = malloc(2 * sizeof *c->s->first);
    c->cap_s = 2;
    if (!c->s->first)
        return MAZE_ERR_NOMEM;
    c->s->first[0] = 0;
    for (size_t at = 0; at < row * (b->ny + 1) && !err; at++)
        while (b->out[at] && !err) {
            int d = 0;
            while (!(b->out[at] & 1u << d))
                d++;
            err = trace(b, (long)(at % row), (long)(at / row), d, &l);
            if (!err)
                err = loop_strokes(c, &l);
            c->s->segments += l.n;
            c->s->loops++;
        }
    free(l.x);
    free(l.y);
    return err;
}

enum maze_err mz_strokes_cut(const struct maze *m,
                             const struct maze_render_opts *opts,
                             struct mz_strokes *s)
{
    memset(s, 0, sizeof *s);
    if (m->floors > 1 || m->extra || m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG;
    struct cutting c = {
        .s = s,
        .cell = opts->mm_cell > 0 ? opts->mm_cell : MZ_MM_CELL,
        .wall = opts->mm_wall > 0 ? opts->mm_wall : MZ_MM_WALL,
        .half_kerf = opts->kerf > 0 ? opts->kerf / 2 : 0,
        .tab = opts->tab_width > 0 ? opts->tab_width : 1,
        .tabs = opts->tabs,
    };
    if (c.wall >= c.cell || 2 * c.half_kerf >= c.cell - c.wall)
        return MAZE_ERR_ARG;
    struct maze_render_opts po = {.cell = 1, .wall = 1, .margin_set = true};
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, &po, 4e9, &p);
    struct blocks b = {0};
    if (!err)
        err = blocks_make(m, &p, &b);
    if (!err)
        err = outline(&b, &c);
    free(b.on);
    free(b.out);
    /* From the outline's top-left corner, as the centre lines are from
     * the maze's. */
    double shift = c.wall / 2 + c.half_kerf;
    for (size_t i = 0; !err && i < c.np; i++) {
        s->x[i] += shift;
        s->y[i] += shift;
    }
    s->width = m->width * c.cell + 2 * shift;
    s->height = m->height * c.cell + 2 * shift;
    s->cut = true;
    if (!err)
        err = mz_strokes_order(s);
    if (err)
        mz_strokes_release(s);
    return err;
}

enum maze_err mz_strokes_for(const struct maze *m,
                             const struct maze_render_opts *opts,
                             struct mz_strokes *s)
{
    if (opts->cut)
        return mz_strokes_cut(m, opts, s);
    return mz_strokes_make(m, opts->mm_cell > 0 ? opts->mm_cell : MZ_MM_CELL,
                           s);
}
