/*
 * strokes.c - a maze's walls as the fewest pen strokes (strokes.h).
 *
 * The walls are a graph: corners are vertices, each wall segment an edge.
 * A pen that never draws a segment twice needs, for each connected part,
 * one stroke per pair of odd corners (an Euler path cover), one if it has
 * none. Joining every odd corner to one extra vertex makes every degree
 * even; Hierholzer's walk of that graph (an explicit stack, no recursion)
 * then cut at the extra edges gives exactly those strokes. The strokes are
 * ordered greedily, the pen always going to the nearest free end, found
 * in a grid of buckets about one end each. Time O(E) for the walk and
 * about O(E) for the order on a maze; memory a few words an edge.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "strokes.h"

#define NONE ((size_t)-1)

struct graph {
    size_t nv, ne, cap_v, cap_e;
    double *vx, *vy;
    size_t *ea, *eb;
    /* Outline points of other shapes, found again by their position
     * (an open-addressed table of vertex numbers, NONE when empty). */
    size_t *slot, slots;
};

static enum maze_err grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return MAZE_OK;
    size_t n = *cap ? *cap : 1024;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, n * size);
    if (!q)
        return MAZE_ERR_NOMEM;
    *p = q;
    *cap = n;
    return MAZE_OK;
}

static enum maze_err vertex_add(struct graph *g, double x, double y)
{
    size_t cap = g->cap_v;
    if (grow((void **)&g->vx, &cap, g->nv + 1, sizeof *g->vx))
        return MAZE_ERR_NOMEM;
    cap = g->cap_v;
    if (grow((void **)&g->vy, &cap, g->nv + 1, sizeof *g->vy))
        return MAZE_ERR_NOMEM;
    g->cap_v = cap;
    g->vx[g->nv] = x;
    g->vy[g->nv] = y;
    g->nv++;
    return MAZE_OK;
}

static enum maze_err edge_add(struct graph *g, size_t a, size_t b)
{
    if (a == b)
        return MAZE_OK;
    size_t cap = g->cap_e;
    if (grow((void **)&g->ea, &cap, g->ne + 1, sizeof *g->ea))
        return MAZE_ERR_NOMEM;
    cap = g->cap_e;
    if (grow((void **)&g->eb, &cap, g->ne + 1, sizeof *g->eb))
        return MAZE_ERR_NOMEM;
    g->cap_e = cap;
    g->ea[g->ne] = a;
    g->eb[g->ne] = b;
    g->ne++;
    return MAZE_OK;
}

/* Positions are rounded to a thousandth of a millimetre: two cells'
 * outlines computing the same corner agree to far better than that. */
static uint64_t key_of(double x, double y)
{
    int64_t kx = (int64_t)llround(x * 1000);
    int64_t ky = (int64_t)llround(y * 1000);
    uint64_t h = (uint64_t)kx * 0x9E3779B97F4A7C15u;
    return h ^ ((uint64_t)ky * 0xC2B2AE3D27D4EB4Fu) ^ (h >> 29);
}

static bool same_point(const struct graph *g, size_t v, double x, double y)
{
    return llround(g->vx[v] * 1000) == llround(x * 1000) &&
           llround(g->vy[v] * 1000) == llround(y * 1000);
}

static enum maze_err vertex_at(struct graph *g, double x, double y, size_t *out)
{
    if (2 * (g->nv + 1) > g->slots) {
        size_t n = g->slots ? 2 * g->slots : 4096;
        size_t *slot = malloc(n * sizeof *slot);
        if (!slot)
            return MAZE_ERR_NOMEM;
        for (size_t i = 0; i < n; i++)
            slot[i] = NONE;
        for (size_t v = 0; v < g->nv; v++) {
            size_t i = (size_t)(key_of(g->vx[v], g->vy[v]) & (n - 1));
            while (slot[i] != NONE)
                i = (i + 1) & (n - 1);
            slot[i] = v;
        }
        free(g->slot);
        g->slot = slot;
        g->slots = n;
    }
    size_t i = (size_t)(key_of(x, y) & (g->slots - 1));
    while (g->slot[i] != NONE) {
        if (same_point(g, g->slot[i], x, y)) {
            *out = g->slot[i];
            return MAZE_OK;
        }
        i = (i + 1) & (g->slots - 1);
    }
    if (vertex_add(g, x, y))
        return MAZE_ERR_NOMEM;
    g->slot[i] = g->nv - 1;
    *out = g->nv - 1;
    return MAZE_OK;
}

/* A rectangle's walls on its grid lines, in the order the picture
 * writers draw them: the rows of horizontal walls, then the columns. */
static enum maze_err rect_walls(const struct maze *m,
                                const struct mz_picture *p, double mm,
                                struct graph *g)
{
    for (uint32_t j = 0; j <= m->height; j++)
        for (uint32_t i = 0; i <= m->width; i++)
            if (vertex_add(g, i * mm, j * mm))
                return MAZE_ERR_NOMEM;
    size_t row = (size_t)m->width + 1;
    for (uint32_t j = 0; j <= m->height; j++)
        for (uint32_t x = 0; x < m->width; x++)
            if (mz_picture_wall_across(m, p, x, j) &&
                edge_add(g, j * row + x, j * row + x + 1))
                return MAZE_ERR_NOMEM;
    for (uint32_t i = 0; i <= m->width; i++)
        for (uint32_t r = 0; r < m->height; r++)
            if (mz_picture_wall_down(m, p, i, r) &&
                edge_add(g, r * row + i, (r + 1) * row + i))
                return MAZE_ERR_NOMEM;
    return MAZE_OK;
}

/* Other shapes: each drawn side of each cell's outline, point to point. */
static enum maze_err outline_walls(const struct maze *m,
                                   const struct mz_picture *p, double scale,
                                   struct graph *g)
{
    for (size_t c = 0; c < m->cells; c++) {
        struct mz_outline o;
        mz_outline(m, p, c, &o);
        for (unsigned i = 0; i < o.sides; i++) {
            if (!mz_outline_wall(m, p, c, &o, i))
                continue;
            unsigned at = 0;
            unsigned n = mz_outline_side(&o, i, &at);
            size_t before = NONE;
            for (unsigned k = 0; k < n; k++) {
                unsigned q = (at + k) % o.points;
                size_t v = 0;
                if (vertex_at(g, o.x[q] * scale, o.y[q] * scale, &v))
                    return MAZE_ERR_NOMEM;
                if (before != NONE && edge_add(g, before, v))
                    return MAZE_ERR_NOMEM;
                before = v;
            }
        }
    }
    return MAZE_OK;
}

static double dist(double ax, double ay, double bx, double by)
{
    return hypot(ax - bx, ay - by);
}

/* ------------------------------------------------------- Euler strokes */

struct cover {
    size_t *first, count, cap_s;
    size_t *vert, nvert, cap_p; /* the strokes' vertices, in order */
};

static enum maze_err cover_point(struct cover *c, size_t v)
{
    if (grow((void **)&c->vert, &c->cap_p, c->nvert + 1, sizeof *c->vert))
        return MAZE_ERR_NOMEM;
    c->vert[c->nvert++] = v;
    return MAZE_OK;
}

/* Ends the stroke begun at first[count] if it has a segment. */
static enum maze_err cover_close(struct cover *c)
{
    if (grow((void **)&c->first, &c->cap_s, c->count + 2, sizeof *c->first))
        return MAZE_ERR_NOMEM;
    if (c->nvert - c->first[c->count] >= 2)
        c->first[++c->count] = c->nvert;
    else
        c->nvert = c->first[c->count];
    return MAZE_OK;
}

/* The walls' graph made even: each vertex of odd degree joined to one
 * extra vertex (g->nv), so that every vertex has even degree and
 * Hierholzer's walk covers each component in one circuit; the extra
 * edges, from g->ne on, are where strokes break. */
struct even {
    size_t nv, extra, ne;  /* vertices with the extra one; edges */
    size_t *ea, *eb;       /* edge k joins ea[k] and eb[k] */
    size_t *adj;           /* vertex v's edges at adj[next[v] .. end[v]) */
    size_t *next, *end;
};

static void even_release(struct even *v)
{
    free(v->ea);
    free(v->eb);
    free(v->adj);
    free(v->next);
    free(v->end);
}

/* g made even in *v (the caller releases it, also on failure); *odd the
 * count of odd vertices. */
static enum maze_err even_make(const struct graph *g, struct even *v,
                               size_t *odd)
{
    size_t nv = g->nv + 1;
    size_t *deg = calloc(nv + 1, sizeof *deg);
    *v = (struct even){.nv = nv, .extra = g->nv, .end = deg};
    if (!deg)
        return MAZE_ERR_NOMEM;
    for (size_t e = 0; e < g->ne; e++) {
        deg[g->ea[e]]++;
        deg[g->eb[e]]++;
    }
    *odd = 0;
    for (size_t u = 0; u < g->nv; u++)
        *odd += deg[u] & 1;
    size_t ne = v->ne = g->ne + *odd;
    v->ea = malloc((ne + 1) * sizeof *v->ea);
    v->eb = malloc((ne + 1) * sizeof *v->eb);
    v->adj = malloc((2 * ne + 1) * sizeof *v->adj);
    v->next = malloc((nv + 1) * sizeof *v->next);
    if (!v->ea || !v->eb || !v->adj || !v->next)
        return MAZE_ERR_NOMEM;
    if (g->ne) { /* a polar maze of one cell has no walls at all */
        memcpy(v->ea, g->ea, g->ne * sizeof *v->ea);
        memcpy(v->eb, g->eb, g->ne * sizeof *v->eb);
    }
    size_t e = g->ne;
    for (size_t u = 0; u < g->nv; u++)
        if (deg[u] & 1) {
            v->ea[e] = u;
            v->eb[e++] = v->extra;
            deg[u]++;
        }
    deg[v->extra] = *odd;
    /* Adjacency lists, packed; deg[u] becomes the end of u's list. */
    size_t at = 0;
    for (size_t u = 0; u < nv; u++) {
        v->next[u] = at;
        at += deg[u];
    }
    v->next[nv] = at;
    for (size_t u = 0; u < nv; u++)
        deg[u] = v->next[u];
    for (size_t k = 0; k < ne; k++) {
        v->adj[deg[v->ea[k]]++] = k;
        v->adj[deg[v->eb[k]]++] = k;
    }
    return MAZE_OK;
}

/* Hierholzer's walk over the even graph from each vertex in turn (the
 * extra vertex first): popped vertices make the circuit, and the edge
 * popped with a vertex joins it to the next one popped, a stroke ending
 * at each extra edge. walls is the count of the walls' own edges. */
static enum maze_err circuits(struct even *v, size_t walls, struct cover *c)
{
    enum maze_err err = MAZE_ERR_NOMEM;
    uint8_t *used = calloc(v->ne + 1, 1);
    size_t *stack_v = malloc((v->ne + 2) * sizeof *stack_v);
    size_t *stack_e = malloc((v->ne + 2) * sizeof *stack_e);
    c->count = 0;
    c->nvert = 0;
    if (!used || !stack_v || !stack_e ||
        grow((void **)&c->first, &c->cap_s, 2, sizeof *c->first))
        goto out;
    c->first[0] = 0;
    for (size_t s0 = 0; s0 < v->nv; s0++) {
        size_t top = 0;
        stack_v[top] = s0 == 0 ? v->extra : s0 - 1;
        stack_e[top++] = NONE;
        while (top) {
            size_t u = stack_v[top - 1];
            while (v->next[u] < v->end[u] && used[v->adj[v->next[u]]])
                v->next[u]++;
            if (v->next[u] < v->end[u]) {
                size_t k = v->adj[v->next[u]++];
                used[k] = 1;
                stack_v[top] = v->ea[k] == u ? v->eb[k] : v->ea[k];
                stack_e[top++] = k;
                continue;
            }
            top--;
            if (u != v->extra && cover_point(c, u))
                goto out;
            size_t k = stack_e[top];
            if ((k == NONE || k >= walls) && cover_close(c))
                goto out;
        }
    }
    err = MAZE_OK;
out:
    free(used);
    free(stack_v);
    free(stack_e);
    return err;
}

static enum maze_err euler(const struct graph *g, size_t *odd_out,
                           struct cover *c)
{
    struct even v;
    enum maze_err err = even_make(g, &v, odd_out);
    if (!err)
        err = circuits(&v, g->ne, c);
    even_release(&v);
    return err;
}

/* ------------------------------------------------------------- order */

/* The strokes' ends in a grid of buckets: end 2i is stroke i's first
 * point, 2i + 1 its last. */
struct buckets {
    size_t side; /* buckets a side */
    double x0, y0, size;
    size_t *start; /* side * side + 1 offsets into end */
    size_t *end;   /* the ends, bucket by bucket */
    size_t *count; /* live ends of each bucket: the first count[b] */
    size_t *pos;   /* where each end is in end[] */
};

static size_t bucket_of(const struct buckets *b, double x, double y)
{
    double fx = (x - b->x0) / b->size;
    double fy = (y - b->y0) / b->size;
    size_t i = fx < 0 ? 0 : (size_t)fx;
    size_t j = fy < 0 ? 0 : (size_t)fy;
    if (i >= b->side)
        i = b->side - 1;
    if (j >= b->side)
        j = b->side - 1;
    return j * b->side + i;
}

static enum maze_err buckets_init(struct buckets *b, const double *ex,
                                  const double *ey, size_t n, double w,
                                  double h)
{
    size_t side = 1;
    while (side * side < n / 2 + 1)
        side++;
    b->side = side;
    b->x0 = 0;
    b->y0 = 0;
    b->size = (w > h ? w : h) / side;
    if (b->size <= 0)
        b->size = 1;
    size_t nb = side * side;
    b->start = calloc(nb + 1, sizeof *b->start);
    b->count = calloc(nb, sizeof *b->count);
    b->end = malloc((n + 1) * sizeof *b->end);
    b->pos = malloc((n + 1) * sizeof *b->pos);
    if (!b->start || !b->count || !b->end || !b->pos)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < n; i++)
        b->count[bucket_of(b, ex[i], ey[i])]++;
    size_t at = 0;
    for (size_t k = 0; k < nb; k++) {
        b->start[k] = at;
        at += b->count[k];
        b->count[k] = 0;
    }
    b->start[nb] = at;
    for (size_t i = 0; i < n; i++) {
        size_t k = bucket_of(b, ex[i], ey[i]);
        size_t p = b->start[k] + b->count[k]++;
        b->end[p] = i;
        b->pos[i] = p;
    }
    return MAZE_OK;
}

static void buckets_release(struct buckets *b)
{
    free(b->start);
    free(b->count);
    free(b->end);
    free(b->pos);
}

static void buckets_remove(struct buckets *b, const double *ex,
                           const double *ey, size_t i)
{
    size_t k = bucket_of(b, ex[i], ey[i]);
    size_t last = b->start[k] + --b->count[k];
    size_t p = b->pos[i];
    size_t moved = b->end[last];
    b->end[p] = moved;
    b->pos[moved] = p;
    b->end[last] = i;
    b->pos[i] = last;
}

/* The live end nearest (x, y) not of stroke `skip` (NONE: any), or NONE
 * when there is none; *d its distance. Rings of buckets outward until
 * the ring is farther than the best found. */
static size_t buckets_nearest(const struct buckets *b, const double *ex,
                              const double *ey, double x, double y, size_t skip,
                              double *d)
{
    size_t here = bucket_of(b, x, y);
    long ci = (long)(here % b->side);
    long cj = (long)(here / b->side);
    long side = (long)b->side;
    size_t best = NONE;
    double bd = INFINITY;
    for (long r = 0; r <= side; r++) {
        for (long j = cj - r; j <= cj + r; j++) {
            if (j < 0 || j >= side)
                continue;
            bool edge_row = j == cj - r || j == cj + r;
            for (long i = ci - r; i <= ci + r; i += edge_row ? 1 : 2 * r) {
                if (i >= 0 && i < side) {
                    size_t k = (size_t)(j * side + i);
                    for (size_t p = b->start[k]; p < b->start[k] + b->count[k];
                         p++) {
                        size_t e = b->end[p];
                        if (e / 2 == skip)
                            continue;
                        double dd = dist(x, y, ex[e], ey[e]);
                        if (dd < bd) {
                            bd = dd;
                            best = e;
                        }
                    }
                }
                if (r == 0)
                    break;
            }
        }
        if (best != NONE && bd <= r * b->size)
            break;
    }
    *d = bd;
    return best;
}

/* Orders c's strokes greedily into s, measuring travel and its bound. */
static enum maze_err order(const struct graph *g, const struct cover *c,
                           struct mz_strokes *s)
{
    size_t n = c->count;
    enum maze_err err = MAZE_ERR_NOMEM;
    double *ex = malloc((2 * n + 1) * sizeof *ex);
    double *ey = malloc((2 * n + 1) * sizeof *ey);
    struct buckets b = {0};
    s->first = malloc((n + 1) * sizeof *s->first);
    s->x = malloc((c->nvert + 1) * sizeof *s->x);
    s->y = malloc((c->nvert + 1) * sizeof *s->y);
    if (!ex || !ey || !s->first || !s->x || !s->y)
        goto out;
    for (size_t i = 0; i < n; i++) {
        size_t a = c->vert[c->first[i]];
        size_t z = c->vert[c->first[i + 1] - 1];
        ex[2 * i] = g->vx[a];
        ey[2 * i] = g->vy[a];
        ex[2 * i + 1] = g->vx[z];
        ey[2 * i + 1] = g->vy[z];
    }
    if (buckets_init(&b, ex, ey, 2 * n, s->width, s->height))
        goto out;
    /* The bound: each stroke is entered at one of its ends, from the
     * origin or from another stroke's end. */
    s->bound = 0;
    for (size_t i = 0; i < n; i++) {
        double low = INFINITY;
        for (int k = 0; k < 2; k++) {
            double d = 0;
            double x = ex[2 * i + k];
            double y = ey[2 * i + k];
            buckets_nearest(&b, ex, ey, x, y, i, &d);
            double o = hypot(x, y);
            d = d < o ? d : o;
            low = d < low ? d : low;
        }
        s->bound += low;
    }
    double x = 0;
    double y = 0;
    size_t at = 0;
    s->travel = 0;
    s->first[0] = 0;
    for (size_t k = 0; k < n; k++) {
        double d = 0;
        size_t e = buckets_nearest(&b, ex, ey, x, y, NONE, &d);
        size_t i = e / 2;
        bool reverse = e & 1;
        buckets_remove(&b, ex, ey, 2 * i);
        buckets_remove(&b, ex, ey, 2 * i + 1);
        s->travel += d;
        size_t from = c->first[i];
        size_t to = c->first[i + 1];
        for (size_t p = 0; p < to - from; p++) {
            size_t v = c->vert[reverse ? to - 1 - p : from + p];
            s->x[at] = g->vx[v];
            s->y[at++] = g->vy[v];
        }
        s->first[k + 1] = at;
        x = s->x[at - 1];
        y = s->y[at - 1];
    }
    s->count = n;
    err = MAZE_OK;
out:
    buckets_release(&b);
    free(ex);
    free(ey);
    return err;
}

enum maze_err mz_strokes_make(const struct maze *m, double cell_mm,
                              struct mz_strokes *s)
{
    memset(s, 0, sizeof *s);
    if (m->floors > 1 || m->extra || cell_mm <= 0)
        return MAZE_ERR_ARG;
    /* The picture's geometry at 100 pixels a cell, scaled to mm: fine
     * enough that a polar ring's arcs are smooth at any size. */
    struct maze_render_opts po = {.cell = 100, .wall = 1, .margin_set = true};
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, &po, 4e9, &p);
    if (err)
        return err;
    double scale = cell_mm / p.cell;
    s->width = p.extent_x * scale;
    s->height = p.extent_y * scale;
    struct graph g = {0};
    struct cover c = {0};
    err = m->shape == MAZE_SHAPE_RECT ? rect_walls(m, &p, cell_mm, &g)
                                      : outline_walls(m, &p, scale, &g);
    if (!err)
        err = euler(&g, &s->odd, &c);
    if (!err)
        err = order(&g, &c, s);
    if (!err) {
        s->segments = g.ne;
        s->corners = g.nv;
        s->per_wall = 0;
        double x = 0;
        double y = 0;
        for (size_t e = 0; e < g.ne; e++) {
            s->per_wall += dist(x, y, g.vx[g.ea[e]], g.vy[g.ea[e]]);
            x = g.vx[g.eb[e]];
            y = g.vy[g.eb[e]];
        }
    }
    free(g.vx);
    free(g.vy);
    free(g.ea);
    free(g.eb);
    free(g.slot);
    free(c.first);
    free(c.vert);
    if (err)
        mz_strokes_release(s);
    return err;
}

enum maze_err mz_strokes_order(struct mz_strokes *s)
{
    size_t nv = s->first[s->count];
    struct graph g = {.vx = s->x, .vy = s->y, .nv = nv};
    struct cover c = {.first = s->first, .count = s->count, .nvert = nv};
    c.vert = malloc((nv + 1) * sizeof *c.vert);
    if (!c.vert)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < nv; i++)
        c.vert[i] = i;
    struct mz_strokes o = *s;
    o.first = NULL;
    o.x = o.y = NULL;
    enum maze_err err = order(&g, &c, &o);
    free(c.vert);
    if (err) {
        free(o.first);
        free(o.x);
        free(o.y);
        return err;
    }
    free(s->first);
    free(s->x);
    free(s->y);
    *s = o;
    return MAZE_OK;
}

void mz_strokes_release(struct mz_strokes *s)
{
    free(s->first);
    free(s->x);
    free(s->y);
    memset(s, 0, sizeof *s);
}
