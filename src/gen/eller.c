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
 * Only the current row's sets are kept (a union-find over its columns,
 * relabelled for each row), so the working memory is O(width) whatever
 * the height: the algorithm can stream a maze of unbounded height. Time
 * O(cells * a(width)).
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

/* Columns fit in 32 bits (a side is below 2^31), which halves the
 * working memory the inner loops walk through. */
#define NO_COLUMN UINT32_MAX

struct row_sets {
    uint32_t *parent; /* union-find over columns; roots name the sets */
    uint32_t *next;   /* the next row's parents, built while going down */
    uint32_t *root;   /* each column's root, once the row is joined */
    uint32_t *left;   /* cells of each root not yet past in this row */
    uint32_t *first;  /* the next row's column that represents a root */
    uint8_t *down;    /* whether the set of a root has opened downwards */
};

static uint32_t find(uint32_t *parent, uint32_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* Opens walls between neighbours in different sets: at random, or every
 * one in the last row. */
static void join_across(struct mz_rows_ctx *c, struct row_sets *s)
{
    size_t base = (size_t)c->y * c->width;
    /* The root of column x is carried along: a join keeps it, otherwise
     * the next column's root takes over. */
    uint32_t a = find(s->parent, 0);
    for (uint32_t x = 0; x + 1 < c->width; x++) {
        uint32_t b = find(s->parent, x + 1);
        /* The coin is only drawn for two different sets, and never in
         * the last row (which joins them all). */
        bool join = a != b && (c->last || !mz_pick(c->bits, 2));
        s->parent[b] = join ? a : s->parent[b];
        c->row[x] |= (uint8_t)(join * MAZE_CELL_EAST);
        if (c->hook && join)
            mz_emit(c->hook, MAZE_EV_CARVE, base + x, base + x + 1);
        a = join ? a : b;
    }
}

/* Opens passages down, at least one per set, and labels the next row:
 * cells reached from above keep their set, the others start their own. */
static void join_down(struct mz_rows_ctx *c, struct row_sets *s)
{
    uint32_t w = c->width;
    size_t base = (size_t)c->y * w;
    memset(s->left, 0, w * sizeof *s->left);
    memset(s->down, 0, w);
    for (uint32_t x = 0; x < w; x++) {
        s->root[x] = find(s->parent, x);
        s->left[s->root[x]]++;
        s->first[x] = NO_COLUMN;
    }
    for (uint32_t x = 0; x < w; x++) {
        uint32_t r = s->root[x];
        bool last_of_set = --s->left[r] == 0;
        /* At random, and always at a set's last cell if it has not
         * opened yet: a set that never went down would be cut off. */
        bool open = mz_pick(c->bits, 2) || (last_of_set && !s->down[r]);
        s->down[r] |= open;
        s->first[r] = open && s->first[r] == NO_COLUMN ? x : s->first[r];
        s->next[x] = open ? s->first[r] : x;
        c->row[x] |= (uint8_t)(open * MAZE_CELL_SOUTH);
        if (c->hook && open)
            mz_emit(c->hook, MAZE_EV_CARVE, base + x, base + x + w);
    }
    uint32_t *t = s->parent;
    s->parent = s->next;
    s->next = t;
}

static void eller_finish(struct mz_rows_ctx *c)
{
    struct row_sets *s = c->state;
    if (!s)
        return;
    free(s->parent);
    free(s->next);
    free(s->root);
    free(s->left);
    free(s->first);
    free(s->down);
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
    s->parent = malloc(w * sizeof(uint32_t));
    s->next = malloc(w * sizeof(uint32_t));
    s->root = malloc(w * sizeof(uint32_t));
    s->left = malloc(w * sizeof(uint32_t));
    s->first = malloc(w * sizeof(uint32_t));
    s->down = malloc(w);
    if (!s->parent || !s->next || !s->root || !s->left || !s->first ||
        !s->down) {
        eller_finish(c);
        return MAZE_ERR_NOMEM;
    }
    for (uint32_t x = 0; x < w; x++)
        s->parent[x] = x;
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
