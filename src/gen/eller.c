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

/* on ? yes : no as a conditional move. The loops below are branch-free:
 * a coin would mispredict a jump half the time, and gcc makes jumps of
 * most selects here, even of masks, the stores sharing a condition most
 * of all. Through cmov both passes are faster (see NEWS.md). */
static inline uint32_t choose(bool on, uint32_t yes, uint32_t no)
{
#if defined(__GNUC__) && defined(__x86_64__)
    __asm__("test %2, %2\n\tcmovnz %1, %0"
            : "+r"(no)
            : "r"(yes), "r"((uint32_t)on)
            : "cc");
    return no;
#else
    return on ? yes : no;
#endif
}

/* The coins of a pass: bit x % 64 of one draw per 64 cells, the next in
 * bit 0. Each cell has its coin whether it needs it or not, so that no
 * coin waits for the cell before it (as a buffer taken from only when
 * needed would); and a draw gives 64 coins, not 4 as 16-bit choices of
 * mz_pick() would: the draws were a large share of eller's time. */
static inline uint64_t coins_at(struct maze_rng *rng, uint32_t x,
                                uint64_t coins)
{
    return x % 64 == 0 ? mz_rng_next(rng) : coins >> 1;
}

/* Opens walls between neighbours in different sets: at random, or every
 * one in the last row. Joining the set of x with that of x + 1 splices
 * their lists; a wall that stays shut writes the splice into the spare
 * slot at w instead, so that no jump hangs on the coin.
 *
 * The loop is software-pipelined: the two links cell x + 1 will read are
 * loaded before cell x's stores and then corrected in registers when a
 * store of x hit them. Read after the stores, they would wait for the
 * store addresses (which wait for the coin) on every cell. */
static inline __attribute__((always_inline)) void
merge_across_with(struct mz_rows_ctx *c, struct row_sets *s,
                 const struct maze_hook *hook, const bool last)
{
    /* Everything the loop reads in locals, the generator's state too: the
     * row is written a byte at a time, and a byte store may alias any
     * field, so through c the compiler would reload them all at every
     * cell. */
    const uint32_t w = c->width;
    const size_t base = (size_t)c->y * w;
    uint8_t *row = c->row;
    uint32_t *next = s->next, *prev = s->prev;
    struct maze_rng rng = *c->bits->rng;
    uint64_t coins = 0;
    uint32_t after_x = next[0];              /* next[x] */
    uint32_t before_y = w > 1 ? prev[1] : 0; /* prev[x + 1] */
    for (uint32_t x = 0; x + 1 < w; x++) {
        uint32_t y = x + 1;
        uint32_t after_y = next[y];      /* next[x + 1], for the next cell */
        uint32_t before_z = prev[y + 1]; /* prev[x + 2]; w is the spare */
        bool apart = after_x != y;
        /* At random, or always in the last row, which joins them all
         * (and draws no coins). */
        if (!last)
            coins = coins_at(&rng, x, coins);
        bool merge = apart & (last | !(coins & 1));
        next[choose(merge, before_y, w)] = after_x;
        prev[choose(merge, after_x, w)] = before_y;
        next[choose(merge, x, w)] = y;
        prev[choose(merge, y, w)] = x;
        row[x] |= (uint8_t)(merge * MAZE_CELL_EAST);
        if (hook && merge)
            mz_emit(hook, MAZE_EV_CARVE, base + x, base + x + 1);
        /* The stores above that may have hit the two preloaded links. */
        bool hit_next = merge & (before_y == y);
        bool hit_prev = merge & (after_x == y + 1);
        after_x = choose(hit_next, after_x, after_y);
        before_y = choose(hit_prev, before_y, before_z);
    }
    *c->bits->rng = rng;
}

static void merge_across(struct mz_rows_ctx *c, struct row_sets *s)
{
    /* Three copies, each without the tests it does not need. */
    if (c->hook)
        merge_across_with(c, s, c->hook, c->last);
    else if (c->last)
        merge_across_with(c, s, NULL, true);
    else
        merge_across_with(c, s, NULL, false); /* no calls: more registers */
}

/* Opens passages down, at least one per set, and makes the next row's
 * sets: cells reached from above stay in theirs, the others start their
 * own (taken out of their lists, which keeps the order). Branch-free and
 * pipelined as merge_across(): a cell that stays writes its unlinking into
 * the spare slot at w. */
static inline __attribute__((always_inline)) void
merge_down_with(struct mz_rows_ctx *c, struct row_sets *s,
               const struct maze_hook *hook)
{
    const uint32_t w = c->width;
    const size_t base = (size_t)c->y * w;
    uint8_t *row = c->row;
    uint8_t *opened = s->opened;
    uint32_t *next = s->next, *prev = s->prev;
    struct maze_rng rng = *c->bits->rng;
    uint64_t coins = 0;
    memset(opened, 0, (size_t)w + 1);
    uint32_t after = next[0], before = prev[0];
    bool opened_x = false;
    for (uint32_t x = 0; x < w; x++) {
        uint32_t y = x + 1; /* w is the spare */
        uint32_t after_y = next[y], before_y = prev[y];
        bool opened_y = opened[y];
        bool last_of_set = after <= x;
        /* At random, and always at a set's last cell if it has not
         * opened yet: a set that never went down would be cut off. */
        coins = coins_at(&rng, x, coins);
        bool open = (coins & 1) | (last_of_set & !opened_x);
        /* Tell the next member; for the last one, `after` is a column
         * already done, whose flag nobody reads again. */
        bool told = opened_x | open;
        opened[after] = told;
        next[choose(!open, before, w)] = after;
        prev[choose(!open, after, w)] = before;
        next[choose(!open, x, w)] = x;
        prev[choose(!open, x, w)] = x;
        row[x] |= (uint8_t)(open * MAZE_CELL_SOUTH);
        if (hook && open)
            mz_emit(hook, MAZE_EV_CARVE, base + x, base + x + w);
        /* The stores above that may have hit the preloaded links. */
        bool hit_next = !open & (before == y);
        bool hit_prev = !open & (after == y);
        opened_x = choose(after == y, told, opened_y);
        after = choose(hit_next, after, after_y);
        before = choose(hit_prev, before, before_y);
    }
    *c->bits->rng = rng;
}

static void merge_down(struct mz_rows_ctx *c, struct row_sets *s)
{
    if (c->hook)
        merge_down_with(c, s, c->hook);
    else
        merge_down_with(c, s, NULL);
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
    s->opened = malloc((size_t)w + 1);
    if (!s->next || !s->prev || !s->opened) {
        eller_finish(c);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t x = 0; x <= w; x++) /* the spare too: it is read */
        s->next[x] = s->prev[x] = x;
    return MAZE_OK;
}

static void eller_row(struct mz_rows_ctx *c)
{
    merge_across(c, c->state);
    if (!c->last)
        merge_down(c, c->state);
}

const struct maze_row_maker mz_rows_eller = {eller_start, eller_row, eller_finish};

MZ_GENERATOR(mz_gen_eller)
{
    return mz_by_rows(m, &mz_rows_eller, rng, opts, hook);
}
