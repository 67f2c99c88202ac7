/*
 * eller.c - Eller's algorithm: one row at a time.
 *
 * Each cell of the current row belongs to a set of cells already joined.
 * Neighbours in different sets are joined at random (always in the last
 * row, which closes the maze); then every set opens at least one passage
 * down, so nothing is cut off, and the cells below that got no passage
 * start sets of their own. The mazes look like Kruskal's, with a slight
 * horizontal grain, and the last row tends to a long corridor.
 *
 * The sets of a row never interleave (the maze is drawn on a plane, so two
 * sets cannot cross), which lets each set be a circular list of its
 * columns in order: two neighbours are in one set when the next of the
 * left one is the right one, joining two sets is a splice of four links,
 * and a column is the last of its set when its next lies to its left. All
 * of it O(1) a cell, in two arrays and a flag per column: O(width) working
 * memory whatever the height, so the algorithm can stream a maze of any
 * height. Time O(cells).
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

/* The sets of the current row as circular lists of columns in order:
 * next[x] and prev[x] are the neighbouring members of x's set (x itself
 * when alone), with a spare slot at w. Columns fit in 32 bits (a side is
 * below 2^31). */
struct row_sets {
    uint32_t *next, *prev;
    uint8_t *opened; /* an earlier member of x's set opened downwards */
};

/* A coin for the row loops, taken from the generator's bit buffer only
 * when `draw` is set: the same coins mz_pick(bits, 2) would give, without
 * a branch on `draw`. */
static inline bool coin_if(struct mz_bits *b, bool draw)
{
    if (b->left == 0) {
        b->buf = mz_rng_next(b->rng);
        b->left = 4;
    }
    bool coin = (b->buf >> 15) & 1;
    b->buf >>= 16 * (unsigned)draw;
    b->left -= (unsigned)draw;
    return coin;
}

/* Opens walls between neighbours in different sets: at random, or every
 * one in the last row. Joining the set of x with that of x + 1 splices
 * their lists. (gcc makes a jump of the splice, which a coin mispredicts
 * half the time; the branch-free forms measured slower here, as the next
 * cell's reads must then wait for these writes.) */
static void join_across(struct mz_rows_ctx *c, struct row_sets *s)
{
    /* Everything the loop reads in locals, the generator's state too: the
     * row is written a byte at a time, and a byte store may alias any
     * field, so through c the compiler would reload them all at every
     * cell. */
    const uint32_t w = c->width;
    const size_t base = (size_t)c->y * w;
    const bool last = c->last;
    const struct maze_hook *hook = c->hook;
    uint8_t *row = c->row;
    uint32_t *next = s->next, *prev = s->prev;
    struct maze_rng rng = *c->bits->rng;
    struct mz_bits bits = *c->bits;
    bits.rng = &rng;
    for (uint32_t x = 0; x + 1 < w; x++) {
        uint32_t y = x + 1;
        bool apart = next[x] != y;
        /* The coin is only drawn for two different sets, and never in the
         * last row (which joins them all). */
        bool coin = coin_if(&bits, apart & !last);
        bool join = apart & (last | !coin);
        uint32_t after_x = next[x];
        uint32_t before_y = prev[y];
        next[before_y] = join ? after_x : next[before_y];
        prev[after_x] = join ? before_y : prev[after_x];
        next[x] = join ? y : next[x];
        prev[y] = join ? x : prev[y];
        row[x] |= (uint8_t)(join * MAZE_CELL_EAST);
        if (hook && join)
            mz_emit(hook, MAZE_EV_CARVE, base + x, base + x + 1);
    }
    *c->bits->rng = rng;
    c->bits->buf = bits.buf;
    c->bits->left = bits.left;
}

/* Opens passages down, at least one per set, and makes the next row's
 * sets: cells reached from above stay in theirs, the others start their
 * own (taken out of their lists, which keeps the order). Branch-free: the
 * writes a cell that opens does not want go to the spare slot at w (a
 * few percent faster than the jump a coin mispredicts). */
static void join_down(struct mz_rows_ctx *c, struct row_sets *s)
{
    const uint32_t w = c->width;
    const size_t base = (size_t)c->y * w;
    const struct maze_hook *hook = c->hook;
    uint8_t *row = c->row;
    uint8_t *opened = s->opened;
    uint32_t *next = s->next, *prev = s->prev;
    struct maze_rng rng = *c->bits->rng;
    struct mz_bits bits = *c->bits;
    bits.rng = &rng;
    memset(opened, 0, w);
    for (uint32_t x = 0; x < w; x++) {
        uint32_t after = next[x];
        uint32_t before = prev[x];
        bool last_of_set = after <= x;
        /* At random, and always at a set's last cell if it has not
         * opened yet: a set that never went down would be cut off. */
        bool open = coin_if(&bits, true) | (last_of_set & !opened[x]);
        /* Tell the next member; for the last one, `after` is a column
         * already done, whose flag nobody reads again. */
        opened[after] = opened[x] | open;
        next[open ? w : before] = after;
        prev[open ? w : after] = before;
        next[open ? w : x] = x;
        prev[open ? w : x] = x;
        row[x] |= (uint8_t)(open * MAZE_CELL_SOUTH);
        if (hook && open)
            mz_emit(hook, MAZE_EV_CARVE, base + x, base + x + w);
    }
    *c->bits->rng = rng;
    c->bits->buf = bits.buf;
    c->bits->left = bits.left;
}

static void eller_finish(struct mz_rows_ctx *c)
{
    struct row_sets *s = c->state;
    if (!s)
        return;
    free(s->next);
    free(s->prev);
    free(s->opened);
    free(s);
    c->state = NULL;
}

static enum maze_err eller_start(struct mz_rows_ctx *c)
{
    uint32_t w = c->width;
    struct row_sets *s = calloc(1, sizeof *s);
    c->state = s;
    if (!s)
        return MAZE_ERR_NOMEM;
    s->next = malloc(((size_t)w + 1) * sizeof(uint32_t));
    s->prev = malloc(((size_t)w + 1) * sizeof(uint32_t));
    s->opened = malloc(w);
    if (!s->next || !s->prev || !s->opened) {
        eller_finish(c);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t x = 0; x < w; x++)
        s->next[x] = s->prev[x] = x;
    return MAZE_OK;
}

static void eller_row(struct mz_rows_ctx *c)
{
    join_across(c, c->state);
    if (!c->last)
        join_down(c, c->state);
}

const struct mz_row_gen mz_rows_eller = {eller_start, eller_row, eller_finish};

MZ_GENERATOR(mz_gen_eller)
{
    return mz_by_rows(m, &mz_rows_eller, rng, opts, hook);
}
