/*
 * _batch.c - many mazes' arrays made on the library's batch (_helpers.h:
 * pm_many() and the routes' arrays): each thread keeps its own maze from
 * one piece to the next, and the results go straight into the arrays.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "_helpers.h"

/* A batch of mazes made on the library's batch (maze_batch_run): each
 * thread keeps its own maze from one piece to the next (struct pm_kept,
 * in the thread's key), and the pieces' results go straight into the
 * batch's arrays, so a slot holds only a failure's words. */
struct pm_work {
    const struct maze_settings *settings;
    uint64_t seed;
    const struct maze_solver *solver;
    struct pm_batch *batch;
    size_t n;          /* mazes */
    size_t per_piece;  /* mazes a piece of the batch makes */
    bool tree;         /* routes by tree_route() where it can: see there */
    pthread_key_t key; /* each thread's struct pm_kept */
    enum maze_err err; /* the first error, in order */
    struct maze_settings_error *why; /* its words */
};

/* A piece's slot: why it failed. */
struct pm_slot {
    enum maze_err err;
    struct maze_settings_error why;
};

/* Writes the route's cells into pair as (x, y): from table (each cell's
 * x, y, when not NULL), else as follows. On one floor of a
 * rectangle without crossings (under one, a route skips a cell) each cell after the first is a step east, south, west or
 * north of the one before, which the difference of their numbers tells
 * (a step of the width first: on a maze one cell wide the two agree), so
 * only the first costs a division. */
static void route_xy(const struct maze *m, const struct maze_route *r,
                     const int32_t *table, int32_t *pair)
{
    if (table) {
        for (size_t k = 0; k < r->length; k++)
            memcpy(pair + 2 * k, table + 2 * r->cells[k], 2 * sizeof *pair);
        return;
    }
    if (m->shape != MAZE_SHAPE_RECT || m->floors > 1 || m->extra ||
        !r->length) {
        for (size_t k = 0; k < r->length; k++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, r->cells[k], &x, &y);
            pair[2 * k] = (int32_t)x;
            pair[2 * k + 1] = (int32_t)y;
        }
        return;
    }
    const ptrdiff_t w = (ptrdiff_t)m->width;
    uint32_t x0 = 0, y0 = 0;
    maze_cell_xy(m, r->cells[0], &x0, &y0);
    int32_t x = (int32_t)x0, y = (int32_t)y0;
    pair[0] = x;
    pair[1] = y;
    for (size_t k = 1; k < r->length; k++) {
        ptrdiff_t step = (ptrdiff_t)r->cells[k] - (ptrdiff_t)r->cells[k - 1];
        if (step == w)
            y++;
        else if (step == -w)
            y--;
        else
            x += step == 1 ? 1 : -1;
        pair[2 * k] = x;
        pair[2 * k + 1] = y;
    }
}

/* A thread's maze, kept from one maze of the batch to the next. When the
 * settings need nothing of maze_settings_try() beyond maze_make() on a
 * fresh grid (no targets, one floor, no weave), the next maze is made in
 * this one's grid, set back to what maze_new_shape() gives: the same maze
 * without a malloc, a calloc and a free each. */
struct pm_kept {
    struct maze *m;
    bool reuse;
    /* For mazes of at most PM_XY_CELLS cells, each cell's x, y by
     * maze_cell_xy() (every maze of a batch has the same grid): a route's
     * cells become pairs by a copy each, without a division or a jump
     * on the way each step went. NULL until made, or if it could not be. */
    int32_t *xy;
};
#define PM_XY_CELLS 4096u

/* k->xy for m's grid, made at the first maze (NULL if it is too large or
 * memory is short: route_xy() then works without it). */
static const int32_t *kept_xy(struct pm_kept *k, const struct maze *m)
{
    if (k->xy || m->cells > PM_XY_CELLS)
        return k->xy;
    k->xy = malloc(2 * m->cells * sizeof *k->xy);
    for (size_t c = 0; k->xy && c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        k->xy[2 * c] = (int32_t)x;
        k->xy[2 * c + 1] = (int32_t)y;
    }
    return k->xy;
}

/* The ways out of cell c of a grid w wide with no wrap, as bits 1 << d:
 * its own east and south bits, its west and north neighbours' (see
 * tree_route()). */
static inline unsigned tree_ways(const uint8_t *g, size_t c, size_t w)
{
    return (g[c] & 3u) | (c >= 1 ? (g[c - 1] & 1u) << 2 : 0) |
           (c >= w ? (g[c - w] & 2u) << 2 : 0);
}

/* The route from m's start to its end in a perfect rectangle of at most
 * PM_XY_CELLS cells, as (x, y) pairs into pair by xy (kept_xy()'s
 * table); its length, or 0 when it has none or m is not a tree after all
 * (then a solver says which). A perfect maze holds one route between two
 * cells, the one every solver finds (struct maze_solver), so it is found
 * here by walking the tree depth first from the start with no marks: the
 * only passage to a cell already seen is the one back to the cell before,
 * which each step leaves out. The walk stops at the end, most often with
 * part of the maze unseen, where a breadth-first sweep reaches every cell
 * nearer than the end; the path it stands on is the route. A grid with no
 * wrap has no passage across its edges (the east bit of a row's last
 * cell and the south bit of the last row are never set), so a cell's
 * ways west and north are its neighbours' bits without a test of x. */
static size_t tree_route(const struct maze *m, const int32_t *xy,
                         int32_t *pair)
{
    const uint8_t *g = m->cell;
    const size_t w = m->width;
    const size_t n = m->cells;
    const size_t to = m->end;
    const ptrdiff_t step[4] = {1, (ptrdiff_t)w, -1, -(ptrdiff_t)w};
    uint16_t path[PM_XY_CELLS]; /* the cells before this one */
    uint8_t rest[PM_XY_CELLS];  /* the ways each of them has left */
    size_t depth = 0;
    size_t steps = 0;
    size_t c = m->start;
    unsigned ways = tree_ways(g, c, w);
    while (c != to) {
        if (ways) {
            /* A tree's walk takes each passage once each way at most. */
            if (++steps >= n)
                return 0;
            unsigned d = (unsigned)__builtin_ctz(ways);
            path[depth] = (uint16_t)c;
            rest[depth++] = (uint8_t)(ways & (ways - 1));
            c = (size_t)((ptrdiff_t)c + step[d]);
            ways = tree_ways(g, c, w) & ~(1u << ((d + 2) & 3)); /* not back */
        } else if (depth) {
            c = path[--depth];
            ways = rest[depth];
        } else {
            return 0;
        }
    }
    for (size_t i = 0; i < depth; i++)
        memcpy(pair + 2 * i, xy + 2 * (size_t)path[i], 2 * sizeof *pair);
    memcpy(pair + 2 * depth, xy + 2 * to, 2 * sizeof *pair);
    return depth + 1;
}

/* Whether the settings make perfect mazes, whose routes tree_route()
 * finds for a solver of shortest routes: a generator not marked
 * imperfect, no braid (its loops), no weave (its crossings). */
static bool settings_perfect(const struct maze_settings *s,
                             const struct maze_solver *solver)
{
    const struct maze_recipe *r = maze_settings_recipe(s);
    const struct maze_generator *gen =
        r->generator ? r->generator : maze_generators();
    return solver->shortest && !gen->imperfect && !(r->braid > 0) &&
           !(r->gen.weave > 0);
}

static enum maze_err make_kept(struct pm_work *w, struct pm_kept *k,
                               uint64_t seed, struct maze_tried *tried,
                               struct maze_settings_error *why)
{
    struct pm_batch *b = w->batch;
    const struct maze_recipe *r = maze_settings_recipe(w->settings);
    if (k->m && k->reuse) {
        struct maze *m = k->m;
        memset(m->cell, 0, m->cells);
        m->start = 0;
        m->end = m->cells - 1;
        m->start_door = -1;
        m->end_door = -1;
        m->sheet = false;
        if (maze_make(m, r, seed, NULL) == MAZE_OK) {
            *tried = (struct maze_tried){.seed = seed, .tries = 1};
            return MAZE_OK;
        }
        /* The settings' own way says why. */
    }
    maze_free(k->m);
    k->m = NULL;
    enum maze_err err = maze_settings_try(w->settings, seed, b->stride, NULL,
                                          &k->m, tried, why);
    if (err)
        return err;
    k->reuse = !tried->measured && k->m->floors == 1 && !k->m->extra &&
               !(r->gen.weave > 0);
    return MAZE_OK;
}

static enum maze_err many_one(struct pm_work *w, struct pm_kept *k, size_t i,
                              struct maze_settings_error *why)
{
    struct pm_batch *b = w->batch;
    uint64_t seed = b->seeds ? b->seeds[i] : w->seed + i;
    struct maze_tried tried = {0};
    enum maze_err err = make_kept(w, k, seed, &tried, why);
    if (err)
        return err;
    struct maze *m = k->m;
    if (b->drawn)
        b->drawn[i] = tried.seed;
    if (b->hashes)
        b->hashes[i] = maze_hash(m);
    if (b->stats && (err = maze_measure(m, &b->stats[i])) != MAZE_OK)
        return err;
    if (b->passages)
        pm_passages(m, b->passages + i * m->cells);
    if (b->grids)
        pm_grid(m, b->grids + i * (2 * (size_t)m->width + 1) *
                                  (2 * (size_t)m->height + 1));
    uint32_t ends[4] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX};
    if (m->start != MAZE_NONE)
        maze_cell_xy(m, m->start, &ends[0], &ends[1]);
    if (m->end != MAZE_NONE)
        maze_cell_xy(m, m->end, &ends[2], &ends[3]);
    if (b->ends)
        memcpy(b->ends + 4 * i, ends, sizeof ends);
    if (b->route_rows) {
        int32_t *row = b->route_rows + 2 * b->route_columns * i;
        size_t length = 0;
        const int32_t *xy = NULL;
        if (w->tree && m->shape == MAZE_SHAPE_RECT && m->floors == 1 &&
            !m->extra && !m->wrap && m->start != MAZE_NONE &&
            m->end != MAZE_NONE && (xy = kept_xy(k, m)) != NULL)
            length = tree_route(m, xy, row);
        struct maze_route r = {0};
        if (!length) {
            err = maze_solve(m, w->solver, NULL, NULL, &r);
            if (!err && r.length > b->route_columns)
                err = MAZE_ERR_TOO_BIG;
            length = err ? 0 : r.length;
            if (length)
                route_xy(m, &r, kept_xy(k, m), row);
        }
        /* -1 in every byte is -1 in every int32_t. */
        memset(row + 2 * length, 0xFF,
               2 * (b->route_columns - length) * sizeof *row);
        b->lengths[i] = (uint32_t)length;
        maze_route_release(&r);
    } else if (b->routes) {
        struct maze_route r = {0};
        err = maze_solve(m, w->solver, NULL, NULL, &r);
        int32_t *pair = err ? NULL : malloc(2 * r.length * sizeof *pair);
        if (!err && !pair)
            err = MAZE_ERR_NOMEM;
        if (pair)
            route_xy(m, &r, kept_xy(k, m), pair);
        b->routes[i] = pair;
        b->lengths[i] = pair ? (uint32_t)r.length : 0;
        maze_route_release(&r);
    }
    return err;
}

/* Frees a thread's kept maze (the key's destructor, and the caller's at
 * the end of the batch). */
static void kept_free(void *p)
{
    struct pm_kept *k = p;
    if (!k)
        return;
    maze_free(k->m);
    free(k->xy);
    free(k);
}

static bool many_make(void *ctx, size_t i, void *slot)
{
    struct pm_work *w = ctx;
    struct pm_slot *out = slot;
    struct pm_kept *k = pthread_getspecific(w->key);
    if (!k) {
        k = calloc(1, sizeof *k);
        if (!k || pthread_setspecific(w->key, k) != 0) {
            free(k);
            out->err = MAZE_ERR_NOMEM;
            return false;
        }
    }
    size_t end = (i + 1) * w->per_piece < w->n ? (i + 1) * w->per_piece : w->n;
    for (size_t m = i * w->per_piece; m < end && !out->err; m++)
        out->err = many_one(w, k, m, &out->why);
    return out->err == MAZE_OK;
}

/* The first failure, in the order of the mazes, is the batch's. */
static bool many_take(void *ctx, size_t i, void *slot, bool made)
{
    (void)i;
    struct pm_work *w = ctx;
    const struct pm_slot *in = slot;
    if (!made && !w->err) {
        w->err = in->err;
        if (w->why) {
            *w->why = in->why;
            w->why->code = in->err;
        }
    }
    return made;
}

enum maze_err pm_many(const struct maze_settings *s, uint64_t seed, size_t n,
                      const struct maze_solver *solver, unsigned threads,
                      struct pm_batch *b, struct maze_settings_error *err)
{
    if (b->routes)
        memset(b->routes, 0, n * sizeof *b->routes);
    /* Pieces of up to 64 mazes, so that a small maze (a microsecond or
     * two) does not pay the batch's hand-over each, yet each thread has
     * some 16 pieces to share the work. */
    size_t per_piece = n / ((size_t)(threads ? threads : 1) * 16);
    per_piece = per_piece < 1 ? 1 : per_piece > 64 ? 64 : per_piece;
    struct pm_work w = {.settings = s,
                        .seed = seed,
                        .solver = solver,
                        .batch = b,
                        .n = n,
                        .per_piece = per_piece,
                        .tree = settings_perfect(s, solver),
                        .why = err};
    if (pthread_key_create(&w.key, kept_free) != 0)
        return MAZE_ERR_NOMEM;
    const struct maze_batch job = {.count = (n + per_piece - 1) / per_piece,
                                   .jobs = threads,
                                   .slot_size = sizeof(struct pm_slot),
                                   .make = many_make,
                                   .take = many_take,
                                   .ctx = &w};
    bool whole = false;
    enum maze_err e = maze_batch_run(&job, &whole);
    /* The workers' kept mazes went with their threads; this one's is
     * freed here. */
    kept_free(pthread_getspecific(w.key));
    pthread_setspecific(w.key, NULL);
    pthread_key_delete(w.key);
    return e ? e : w.err;
}

void pm_routes_pack(int32_t **routes, const uint32_t *lengths, size_t n,
                    size_t longest, int32_t *out)
{
    for (size_t i = 0; i < n; i++) {
        int32_t *row = out + 2 * longest * i;
        size_t k = routes[i] ? 2 * (size_t)lengths[i] : 0;
        if (k)
            memcpy(row, routes[i], k * sizeof *row);
        for (; k < 2 * longest; k++)
            row[k] = -1;
        free(routes[i]);
        routes[i] = NULL;
    }
}

/* Rows lo to hi narrowed in place (see pm_routes_narrow). */
static void narrow_rows(int32_t *rows, size_t columns, size_t longest,
                        size_t lo, size_t hi)
{
    for (size_t i = lo; i < hi; i++)
        memmove(rows + 2 * longest * i, rows + 2 * columns * i,
                2 * longest * sizeof *rows);
}

/* The end of the wave that starts at row done: the rows that land below
 * done * columns, at least one. */
static size_t narrow_wave(size_t done, size_t n, size_t columns,
                          size_t longest)
{
    size_t hi = done * columns / longest;
    hi = hi > done ? hi : done + 1;
    return hi < n ? hi : n;
}

/* Rows narrowed on one thread before the waves. */
#define PM_NARROW_ALONE 4096u

/* A wave's rows lo to hi, in two pieces for the library's batch. */
struct pm_narrow {
    int32_t *rows;
    size_t columns, longest, lo, hi, half;
};

static bool narrow_make(void *ctx, size_t i, void *slot)
{
    (void)slot;
    const struct pm_narrow *w = ctx;
    size_t lo = w->lo + i * w->half;
    size_t hi = lo + w->half < w->hi ? lo + w->half : w->hi;
    narrow_rows(w->rows, w->columns, w->longest, lo, hi);
    return true;
}

static bool narrow_take(void *ctx, size_t i, void *slot, bool made)
{
    (void)ctx, (void)i, (void)slot;
    return made;
}

void pm_routes_narrow(int32_t *rows, size_t n, size_t columns, size_t longest,
                      unsigned threads)
{
    /* Row i moves from i * columns to i * longest, never past where it
     * is: rows moved in order never overwrite one not yet moved. On two
     * threads, in waves: once rows 0 to done have moved, rows done to
     * done * columns / longest land where those were, below every row of
     * the wave, so the two halves of a wave move at once (a batch of two
     * pieces on the library's threads, maze_batch_run(): a wave grows by
     * columns / longest, so there are few). The first rows go alone (a
     * wave grows by a few rows at first). */
    if (longest >= columns || longest == 0)
        return;
    size_t first = n < PM_NARROW_ALONE ? n : PM_NARROW_ALONE;
    narrow_rows(rows, columns, longest, 0, first);
    for (size_t done = first; done < n;) {
        size_t hi = narrow_wave(done, n, columns, longest);
        struct pm_narrow w = {rows, columns, longest, done, hi,
                              (hi - done + 1) / 2};
        const struct maze_batch wave = {.count = 2,
                                        .jobs = threads > 1 ? 2 : 1,
                                        .slot_size = 1,
                                        .make = narrow_make,
                                        .take = narrow_take,
                                        .ctx = &w};
        bool whole = false;
        if (maze_batch_run(&wave, &whole) != MAZE_OK)
            narrow_rows(rows, columns, longest, done, hi);
        done = hi;
    }
}

void pm_routes_free(int32_t **routes, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(routes[i]);
        routes[i] = NULL;
    }
}

void pm_route_grids(const int32_t *routes, const uint32_t *lengths, size_t n,
                    size_t longest, uint32_t width, uint32_t height,
                    uint8_t *out)
{
    size_t cols = 2 * (size_t)width + 1;
    size_t size = cols * (2 * (size_t)height + 1);
    for (size_t i = 0; i < n; i++) {
        const int32_t *xy = routes + 2 * longest * i;
        uint8_t *grid = out + size * i;
        for (size_t k = 0; k < lengths[i]; k++) {
            size_t x = (size_t)xy[2 * k];
            size_t y = (size_t)xy[2 * k + 1];
            grid[(2 * y + 1) * cols + 2 * x + 1] = 1;
            if (k + 1 < lengths[i]) {
                size_t gx = x + (size_t)xy[2 * k + 2] + 1;
                size_t gy = y + (size_t)xy[2 * k + 3] + 1;
                grid[gy * cols + gx] = 1;
            }
        }
    }
}
