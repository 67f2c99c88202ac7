/*
 * _helpers.c - see _helpers.h.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "_helpers.h"

/* Closes out, the memstream of *buf and *len, and hands them to *text and
 * *size when err and the closing are MAZE_OK; otherwise frees them. */
static enum maze_err text_close(FILE *out, char **buf, size_t *len,
                                enum maze_err err, char **text, size_t *size)
{
    if (fclose(out) != 0 && !err)
        err = MAZE_ERR_NOMEM;
    if (err) {
        free(*buf);
        return err;
    }
    *text = *buf;
    *size = *len;
    return MAZE_OK;
}

enum maze_err pm_render(const struct maze_renderer *r, const struct maze *m,
                        const struct maze_route *route,
                        const struct maze_recording *rec,
                        const struct maze_render_opts *opts, char **text,
                        size_t *size)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        return MAZE_ERR_NOMEM;
    enum maze_err err = MAZE_OK;
    if (rec && rec->failed)
        err = MAZE_ERR_NOMEM;
    else if (rec)
        err = r->animate ? r->animate(m, route, rec, opts, out) : MAZE_ERR_ARG;
    else
        err = r->render ? r->render(m, route, opts, out) : MAZE_ERR_ARG;
    return text_close(out, &buf, &len, err, text, size);
}

enum maze_err pm_request_run(struct maze_request *r, char **text, size_t *size,
                             struct maze_settings_error *err)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        return MAZE_ERR_NOMEM;
    enum maze_err e = maze_request_run(r, out, err);
    return text_close(out, &buf, &len, e, text, size);
}

enum maze_err pm_read(const char *bytes, size_t size, bool mask,
                      struct maze **out, struct maze_read_error *err)
{
    /* fmemopen refuses a size of 0 on some C libraries. */
    FILE *in =
        size ? fmemopen((void *)bytes, size, "rb") : fopen("/dev/null", "rb");
    if (!in)
        return MAZE_ERR_NOMEM;
    enum maze_err e = mask ? maze_mask_read(in, SIZE_MAX, out, err)
                           : maze_read(in, SIZE_MAX, out, err);
    fclose(in);
    return e;
}

enum maze_err pm_read_fd(int fd, size_t max_bytes, struct maze **out,
                         struct maze_read_error *err, int *error)
{
    *error = 0;
    int copy = dup(fd);
    FILE *in = copy >= 0 ? fdopen(copy, "rb") : NULL;
    if (!in) {
        *error = errno ? errno : EIO;
        if (copy >= 0)
            close(copy);
        return MAZE_ERR_IO;
    }
    errno = 0;
    enum maze_err e = maze_read(in, max_bytes, out, err);
    if (e == MAZE_ERR_IO)
        *error = errno ? errno : EIO;
    fclose(in);
    return e;
}

enum maze_err pm_save(const char *path, const char *bytes, size_t size,
                      int *error)
{
    struct maze_output *o = NULL;
    errno = 0;
    enum maze_err err = maze_output_open(path, NULL, &o);
    if (!err && fwrite(bytes, 1, size, maze_output_file(o)) != size) {
        int saved = errno ? errno : EIO;
        maze_output_abort(o);
        errno = saved;
        err = MAZE_ERR_IO;
    } else if (!err) {
        errno = 0;
        err = maze_output_commit(o);
    }
    *error = err == MAZE_ERR_IO ? (errno ? errno : EIO) : 0;
    return err;
}

enum maze_err pm_book_save(const struct maze_book *b, const char *path,
                           const char *recipe, int *error, int *which)
{
    struct maze_output *pdf = NULL, *json = NULL;
    errno = 0;
    *which = 0;
    enum maze_err err = maze_output_open(path, NULL, &pdf);
    if (!err) {
        *which = 1;
        err = maze_output_open(recipe, NULL, &json);
    }
    if (!err) {
        *which = 0;
        err = maze_book_write(b, maze_output_file(pdf));
    }
    if (!err) {
        *which = 1;
        err = maze_book_write_recipe(b, maze_output_file(json));
    }
    if (!err) {
        *which = 0;
        errno = 0;
        err = maze_output_commit(pdf);
        pdf = NULL;
    }
    if (!err) {
        *which = 1;
        errno = 0;
        err = maze_output_commit(json);
        json = NULL;
    }
    int saved = errno;
    maze_output_abort(pdf);
    maze_output_abort(json);
    errno = saved;
    *error = err == MAZE_ERR_IO ? (errno ? errno : EIO) : 0;
    return err;
}

void pm_passages(const struct maze *m, uint8_t *out)
{
    if (m->shape == MAZE_SHAPE_RECT && m->floors <= 1 && !m->wrap) {
        /* The fast path, without a branch: a cell's bits are its own east
         * and south (bits 1 << MAZE_EAST and 1 << MAZE_SOUTH already),
         * the east bit of the cell before it and the south bit of the
         * cell a row above, each moved up by two to west and north. The
         * cell before a row's first is the last of the row above, which
         * never opens east, so the grid is one run of cells, eight at a
         * time in a 64-bit word (the shifts stay within each byte) past
         * the first row. */
        const size_t n = m->cells;
        const size_t w = m->width;
        const uint8_t *g = m->cell;
        const uint64_t ones = 0x0101010101010101ull;
        size_t c = 0;
        for (; c < n && c < w; c++) {
            uint8_t bits = g[c] & (MAZE_CELL_EAST | MAZE_CELL_SOUTH);
            if (c)
                bits |= (uint8_t)((g[c - 1] & MAZE_CELL_EAST)
                                  << (MAZE_WEST - MAZE_EAST));
            out[c] = bits;
        }
        for (; c + 8 <= n; c += 8) {
            uint64_t here = 0, before = 0, above = 0;
            memcpy(&here, g + c, 8);
            memcpy(&before, g + c - 1, 8);
            memcpy(&above, g + c - w, 8);
            uint64_t bits = (here & 3 * ones) |
                            (before & ones) << (MAZE_WEST - MAZE_EAST) |
                            (above & 2 * ones) << (MAZE_NORTH - MAZE_SOUTH);
            memcpy(out + c, &bits, 8);
        }
        for (; c < n; c++)
            out[c] = (uint8_t)((g[c] & (MAZE_CELL_EAST | MAZE_CELL_SOUTH)) |
                               (g[c - 1] & MAZE_CELL_EAST)
                                   << (MAZE_WEST - MAZE_EAST) |
                               (g[c - w] & MAZE_CELL_SOUTH)
                                   << (MAZE_NORTH - MAZE_SOUTH));
        return;
    }
    for (size_t c = 0; c < m->cells; c++) {
        uint8_t bits = 0;
        for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++)
            if (maze_open(m, c, d))
                bits |= (uint8_t)(1u << d);
        out[c] = bits;
    }
}

/* A cell's squares of the grid by its OFF, SOUTH and EAST bits (its
 * lowest three, k): on its row itself and east of it, on the row below
 * under it and the corner (always wall). 1 is wall. */
#define SQ_SELF(k) ((k) >> 2 & 1)
#define SQ_EAST(k) (SQ_SELF(k) | !((k)&1))
#define SQ_SOUTH(k) (SQ_SELF(k) | !((k) >> 1 & 1))
_Static_assert(MAZE_CELL_EAST == 1 && MAZE_CELL_SOUTH == 2 &&
                   MAZE_CELL_OFF == 4,
               "the squares are indexed by a cell's lowest three bits");
/* Two cells' squares at once, by k = the first's three bits | the
 * second's << 3: on their row, and on the row below. */
#define SQ_ROW(k)                                                              \
    {SQ_SELF((k)&7), SQ_EAST((k)&7), SQ_SELF((k) >> 3), SQ_EAST((k) >> 3)}
#define SQ_BELOW(k) {SQ_SOUTH((k)&7), 1, SQ_SOUTH((k) >> 3), 1}
#define SQ_8(F, k)                                                             \
    F(k), F(k + 1), F(k + 2), F(k + 3), F(k + 4), F(k + 5), F(k + 6), F(k + 7)
#define SQ_64(F)                                                               \
    SQ_8(F, 0), SQ_8(F, 8), SQ_8(F, 16), SQ_8(F, 24), SQ_8(F, 32),             \
        SQ_8(F, 40), SQ_8(F, 48), SQ_8(F, 56)
static const uint8_t pair_row[64][4] = {SQ_64(SQ_ROW)};
static const uint8_t pair_below[64][4] = {SQ_64(SQ_BELOW)};

void pm_grid(const struct maze *m, uint8_t *out)
{
    const size_t w = m->width;
    const size_t h = m->height;
    const size_t cols = 2 * w + 1;
    const uint8_t *cell = m->cell;
    /* Row by row, each square written once: the top wall, then for each
     * row of cells its line and the line below it, after a wall square
     * at the west end, two cells at a time. */
    memset(out, 1, cols);
    for (size_t y = 0; y < h; y++, cell += w) {
        uint8_t *line = out + (2 * y + 1) * cols;
        uint8_t *below = line + cols;
        line[0] = 1;
        below[0] = 1;
        size_t x = 0;
        for (; x + 2 <= w; x += 2) {
            unsigned k = (cell[x] & 7u) | (cell[x + 1] & 7u) << 3;
            memcpy(line + 2 * x + 1, pair_row[k], 4);
            memcpy(below + 2 * x + 1, pair_below[k], 4);
        }
        if (x < w) {
            unsigned k = cell[x] & 7u;
            memcpy(line + 2 * x + 1, pair_row[k], 2);
            memcpy(below + 2 * x + 1, pair_below[k], 2);
        }
    }
    /* Wrap: a seam's passage (the last column's east bit, the last row's
     * south one) is open on both edges, as the text format shows it; a
     * twisted seam's far end is on the mirrored row (column). */
    size_t rows = 2 * (size_t)m->height + 1;
    bool flip_x = m->wrap & MAZE_WRAP_FLIP_X;
    bool flip_y = m->wrap & MAZE_WRAP_FLIP_Y;
    for (size_t r = 1; (m->wrap & MAZE_WRAP_X) && r < rows; r += 2)
        out[r * cols] = out[(flip_x ? rows - 1 - r : r) * cols + cols - 1];
    for (size_t c = 1; (m->wrap & MAZE_WRAP_Y) && c < cols; c += 2)
        out[c] = out[(rows - 1) * cols + (flip_y ? cols - 1 - c : c)];
}

/* ---------------------------------------------------------------- many */

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
    uint32_t xy[4] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX};
    if (m->start != MAZE_NONE)
        maze_cell_xy(m, m->start, &xy[0], &xy[1]);
    if (m->end != MAZE_NONE)
        maze_cell_xy(m, m->end, &xy[2], &xy[3]);
    if (b->ends)
        memcpy(b->ends + 4 * i, xy, sizeof xy);
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

/* ------------------------------------------------------------ equality */

bool pm_equal(const struct maze *a, const struct maze *b)
{
    if (a->shape != b->shape || a->width != b->width ||
        a->height != b->height || a->cells != b->cells ||
        a->floors != b->floors || a->towers != b->towers ||
        a->sheet != b->sheet ||
        a->start != b->start || a->end != b->end)
        return false;
    uint8_t keep = maze_keep_bits(a);
    for (size_t c = 0; c < a->cells; c++)
        if ((a->cell[c] ^ b->cell[c]) & keep)
            return false;
    /* No plane of crossings is a plane of zeros. */
    for (size_t c = 0; (a->extra || b->extra) && c < a->cells; c++)
        if ((a->extra ? a->extra[c] : 0) != (b->extra ? b->extra[c] : 0))
            return false;
    return true;
}

/* -------------------------------------------------------------- pixels */

static void paint(uint8_t *px, uint8_t r, uint8_t g, uint8_t b)
{
    px[0] = r;
    px[1] = g;
    px[2] = b;
}

void pm_pixels(const uint8_t *grids, const int32_t *routes,
               const uint32_t *lengths, size_t longest, const uint32_t *ends,
               size_t n, uint32_t width, uint32_t height, uint8_t *out)
{
    size_t cols = 2 * (size_t)width + 1;
    size_t size = cols * (2 * (size_t)height + 1);
    for (size_t i = 0; i < n; i++) {
        const uint8_t *grid = grids + size * i;
        uint8_t *pic = out + 3 * size * i;
        for (size_t k = 0; k < size; k++) {
            uint8_t v = grid[k] ? 0 : 255;
            paint(pic + 3 * k, v, v, v);
        }
        const int32_t *xy = routes ? routes + 2 * longest * i : NULL;
        for (size_t k = 0; xy && k < lengths[i]; k++) {
            size_t x = (size_t)xy[2 * k], y = (size_t)xy[2 * k + 1];
            paint(pic + 3 * ((2 * y + 1) * cols + 2 * x + 1), 0, 0, 255);
            if (k + 1 < lengths[i]) {
                size_t gx = x + (size_t)xy[2 * k + 2] + 1;
                size_t gy = y + (size_t)xy[2 * k + 3] + 1;
                paint(pic + 3 * (gy * cols + gx), 0, 0, 255);
            }
        }
        const uint32_t *e = ends + 4 * i;
        if (e[0] != UINT32_MAX)
            paint(pic + 3 * ((2 * (size_t)e[1] + 1) * cols + 2 * e[0] + 1), 0,
                  255, 0);
        if (e[2] != UINT32_MAX)
            paint(pic + 3 * ((2 * (size_t)e[3] + 1) * cols + 2 * e[2] + 1),
                  255, 0, 0);
    }
}

/* -------------------------------------------------------------- tokens */

/* Mixed into a maze's seed for its passages' order, so that the order
 * is not the generator's own stream. */
#define PM_TOKEN_SALT 0x6d617a65746f6b73ull

enum maze_err pm_tokens(const uint8_t *passages, const uint64_t *seeds,
                        const int32_t *routes, const uint32_t *lengths,
                        size_t longest, const uint32_t *ends, size_t n,
                        uint32_t width, uint32_t height, bool prompt,
                        int32_t *out, size_t columns, uint32_t *counts)
{
    size_t cells = (size_t)width * height;
    uint32_t *edge = out ? malloc(2 * (cells ? cells : 1) * sizeof *edge * 2)
                         : NULL;
    if (out && !edge)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *p = passages + cells * i;
        size_t edges = 0;
        for (size_t c = 0; c < cells; c++) {
            if (p[c] & (1u << MAZE_EAST)) {
                if (edge) {
                    edge[2 * edges] = (uint32_t)c;
                    edge[2 * edges + 1] = (uint32_t)(c + 1);
                }
                edges++;
            }
            if (p[c] & (1u << MAZE_SOUTH)) {
                if (edge) {
                    edge[2 * edges] = (uint32_t)c;
                    edge[2 * edges + 1] = (uint32_t)(c + width);
                }
                edges++;
            }
        }
        size_t route = lengths ? lengths[i] : 0;
        size_t count = 1 + 4 * edges + 1 + 3 + 3 + 1 + (prompt ? 0 : route + 1);
        counts[i] = (uint32_t)count;
        if (!out)
            continue;
        struct maze_rng rng;
        maze_rng_seed(&rng, seeds[i] ^ PM_TOKEN_SALT);
        for (size_t k = edges; k > 1; k--) {
            size_t j = (size_t)maze_rng_below(&rng, k);
            uint32_t a = edge[2 * j], b = edge[2 * j + 1];
            edge[2 * j] = edge[2 * (k - 1)];
            edge[2 * j + 1] = edge[2 * (k - 1) + 1];
            edge[2 * (k - 1)] = a;
            edge[2 * (k - 1) + 1] = b;
        }
        int32_t *t = out + columns * i;
        size_t at = 0;
        t[at++] = PM_TOK_ADJLIST_START;
        for (size_t k = 0; k < edges; k++) {
            bool flip = maze_rng_next(&rng) >> 63;
            t[at++] = PM_TOK_CELLS + (int32_t)edge[2 * k + flip];
            t[at++] = PM_TOK_CONNECT;
            t[at++] = PM_TOK_CELLS + (int32_t)edge[2 * k + !flip];
            t[at++] = PM_TOK_SEP;
        }
        t[at++] = PM_TOK_ADJLIST_END;
        const uint32_t *e = ends + 4 * i;
        t[at++] = PM_TOK_ORIGIN_START;
        t[at++] = PM_TOK_CELLS + (int32_t)(e[1] * width + e[0]);
        t[at++] = PM_TOK_ORIGIN_END;
        t[at++] = PM_TOK_TARGET_START;
        t[at++] = PM_TOK_CELLS + (int32_t)(e[3] * width + e[2]);
        t[at++] = PM_TOK_TARGET_END;
        t[at++] = PM_TOK_PATH_START;
        if (!prompt) {
            const int32_t *xy = routes + 2 * longest * i;
            for (size_t k = 0; k < route; k++)
                t[at++] = PM_TOK_CELLS + xy[2 * k + 1] * (int32_t)width +
                          xy[2 * k];
            t[at++] = PM_TOK_PATH_END;
        }
        for (; at < columns; at++)
            t[at] = PM_TOK_PADDING;
    }
    free(edge);
    return MAZE_OK;
}

static const char *const token_words[PM_TOK_CELLS] = {
    "<ADJLIST_START>", "<ADJLIST_END>", "<ORIGIN_START>", "<ORIGIN_END>",
    "<TARGET_START>", "<TARGET_END>", "<PATH_START>", "<PATH_END>",
    "<-->", ";", "<PADDING>"};

/* Writes the number v at p; returns the digits written. */
static size_t put_number(char *p, uint32_t v)
{
    char digits[10];
    size_t k = 0;
    do
        digits[k++] = (char)('0' + v % 10);
    while (v /= 10);
    for (size_t j = 0; j < k; j++)
        p[j] = digits[k - 1 - j];
    return k;
}

/* The longest token: "(4294967295,4294967295)". */
#define PM_TOKEN_MAX 23

/* spell_tokens: the text of tokens 0..most-1 into word (PM_TOKEN_MAX + 1
 * bytes each, unterminated) and their lengths into len: the words, then
 * the cells as "(row,column)" in a maze width cells wide. */
static void spell_tokens(char *word, uint8_t *len, size_t most,
                         uint32_t width)
{
    for (size_t t = 0; t < most; t++) {
        char *w = word + t * (PM_TOKEN_MAX + 1);
        size_t k = 0;
        if (t < PM_TOK_CELLS) {
            k = strlen(token_words[t]);
            memcpy(w, token_words[t], k);
        } else {
            uint32_t c = (uint32_t)(t - PM_TOK_CELLS);
            w[k++] = '(';
            k += put_number(w + k, c / width);
            w[k++] = ',';
            k += put_number(w + k, c % width);
            w[k++] = ')';
        }
        len[t] = (uint8_t)k;
    }
}

/* write_token_line: the count tokens of row, spelled by spell_tokens(),
 * written at buf + at with a space between them and a newline after, in
 * room for PM_TOKEN_MAX + 1 bytes a token and the newline (each word is
 * copied whole and the next one written over its tail). Returns where
 * the line ends. */
static size_t write_token_line(char *buf, size_t at, const char *word,
                               const uint8_t *len, const int32_t *row,
                               size_t count)
{
    for (size_t j = 0; j < count; j++) {
        memcpy(buf + at, word + (size_t)row[j] * (PM_TOKEN_MAX + 1),
               PM_TOKEN_MAX + 1);
        at += len[row[j]];
        buf[at++] = ' ';
    }
    if (count)
        at--;
    buf[at++] = '\n';
    return at;
}

enum maze_err pm_token_text(const int32_t *tokens, const uint32_t *counts,
                            size_t n, size_t columns, uint32_t width,
                            char **text, size_t *size)
{
    /* Each token's text written once, then copied: a dataset's text is
     * hundreds of megabytes of the same few hundred words. */
    int32_t most = PM_TOK_CELLS;
    size_t cap = 1;
    for (size_t i = 0; i < n; i++) {
        cap += (PM_TOKEN_MAX + 1) * (size_t)counts[i] + 1;
        for (size_t k = 0; k < counts[i]; k++)
            if (tokens[columns * i + k] >= most)
                most = tokens[columns * i + k] + 1;
    }
    char *word = malloc((size_t)most * (PM_TOKEN_MAX + 1));
    uint8_t *len = malloc((size_t)most);
    char *buf = malloc(cap);
    if (!word || !len || !buf) {
        free(word);
        free(len);
        free(buf);
        return MAZE_ERR_NOMEM;
    }
    spell_tokens(word, len, (size_t)most, width);
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        at = write_token_line(buf, at, word, len, tokens + columns * i,
                              counts[i]);
    }
    free(word);
    free(len);
    *text = buf;
    *size = at;
    return MAZE_OK;
}

/* Mazes a piece of pm_token_lines() takes at once: their numbers are
 * some 2 KB a 10x10 maze, so a piece's stay in the cache, where the
 * numbers of a whole dataset (200 MB for 100,000) would not. */
#define PM_TOKEN_PIECE 256

enum maze_err pm_token_lines(const uint8_t *passages, const uint64_t *seeds,
                             const int32_t *routes, const uint32_t *lengths,
                             size_t longest, const uint32_t *ends, size_t n,
                             uint32_t width, uint32_t height, bool prompt,
                             char **text, uint64_t *starts)
{
    size_t cells = (size_t)width * height;
    size_t most = PM_TOK_CELLS + cells;
    char *word = malloc(most * (PM_TOKEN_MAX + 1));
    uint8_t *len = malloc(most);
    uint32_t *counts = malloc(PM_TOKEN_PIECE * sizeof *counts);
    int32_t *ids = NULL;
    size_t ids_cap = 0;
    char *buf = NULL;
    size_t cap = 0;
    size_t at = 0;
    enum maze_err err = word && len && counts ? MAZE_OK : MAZE_ERR_NOMEM;
    if (!err)
        spell_tokens(word, len, most, width);
    for (size_t first = 0; !err && first < n; first += PM_TOKEN_PIECE) {
        size_t k = n - first < PM_TOKEN_PIECE ? n - first : PM_TOKEN_PIECE;
        const uint8_t *p = passages + cells * first;
        const int32_t *r = routes ? routes + 2 * longest * first : NULL;
        const uint32_t *l = lengths ? lengths + first : NULL;
        err = pm_tokens(p, seeds + first, r, l, longest, ends + 4 * first, k,
                        width, height, prompt, NULL, 0, counts);
        size_t columns = 0;
        size_t need = at;
        for (size_t i = 0; i < k; i++) {
            columns = counts[i] > columns ? counts[i] : columns;
            need += (PM_TOKEN_MAX + 1) * (size_t)counts[i] + 1;
        }
        if (!err && k * columns > ids_cap) {
            free(ids);
            ids_cap = k * columns;
            ids = malloc(ids_cap * sizeof *ids);
            err = ids ? MAZE_OK : MAZE_ERR_NOMEM;
        }
        if (!err && need > cap) {
            size_t grown = cap + cap / 2 > need ? cap + cap / 2 : need;
            char *more = realloc(buf, grown);
            err = more ? MAZE_OK : MAZE_ERR_NOMEM;
            buf = more ? more : buf;
            cap = more ? grown : cap;
        }
        if (!err)
            err = pm_tokens(p, seeds + first, r, l, longest, ends + 4 * first,
                            k, width, height, prompt, ids, columns, counts);
        for (size_t i = 0; !err && i < k; i++) {
            starts[first + i] = at;
            at = write_token_line(buf, at, word, len, ids + columns * i,
                                  counts[i]);
        }
    }
    free(word);
    free(len);
    free(counts);
    free(ids);
    if (err) {
        free(buf);
        return err;
    }
    starts[n] = at;
    *text = buf ? buf : malloc(1);
    if (!*text)
        return MAZE_ERR_NOMEM;
    return MAZE_OK;
}
