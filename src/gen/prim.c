/*
 * prim.c - randomized Prim's algorithm, the true one.
 *
 * The maze grows from one cell. Every wall between a carved cell and an
 * uncarved one is a candidate (the frontier); each step draws one candidate
 * at random out of the whole frontier and opens it, and the new cell's
 * walls to uncarved cells join the frontier. Growth spreads evenly in all
 * directions, so the mazes have many short dead ends (about a third of
 * the cells) and short, direct routes.
 *
 * A candidate whose far cell has been carved since it was added is stale;
 * stale candidates stay in the frontier and are thrown away when drawn,
 * which keeps each draw uniform over the live ones and costs O(1). Time
 * O(cells), memory one byte per cell plus the frontier (8 bytes per
 * candidate; a small share of the cells at any moment).
 */
#include <stdlib.h>

#include "gen.h"

struct frontier {
    uint64_t *wall; /* cell * 8 + direction */
    size_t count, cap;
};

static bool frontier_add(struct frontier *f, size_t c, int d)
{
    if (f->count == f->cap &&
        !mz_grow(&f->wall, &f->cap, f->count, sizeof *f->wall))
        return false;
    f->wall[f->count++] = (uint64_t)c * 8 + (uint64_t)d;
    return true;
}

/* take_cell() on any shape, through the topology functions. */
static bool take_any(struct maze *m, struct frontier *f, size_t c,
                     const struct maze_hook *hook)
{
    struct mz_at at = mz_at(m, c);
    unsigned ways = mz_ways_at(m, at, MZ_MARK, 0);
    m->cell[c] |= MZ_MARK;
    for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++) {
        struct mz_at next;
        if (!(ways & (1u << d)) || !mz_next(m, at, d, &next))
            continue;
        if (!frontier_add(f, c, d))
            return false;
        mz_emit(hook, MAZE_EV_FRONTIER, c, next.c);
    }
    return true;
}

/* Column of cell c without a division when the grid has fewer than 2^32
 * cells: Lemire's fastmod with recip = UINT64_MAX / width + 1. A division
 * costs more than the rest of a cell's work. */
static inline size_t column(size_t c, uint64_t recip, uint32_t width)
{
    if ((uint64_t)c >> 32)
        return c % width;
    uint64_t low = recip * c;
    return (size_t)(((unsigned __int128)low * width) >> 64);
}

/* Marks c carved and adds its walls to uncarved cells to the frontier.
 * Branch-free on a rectangle: each candidate is written and kept only when
 * its cell is free (a neighbour off the grid reads c itself, just marked),
 * so whether a wall is added costs no mispredicted jump. */
static inline bool take_cell(struct maze *m, struct frontier *f, size_t c,
                             uint64_t recip, const struct maze_hook *hook)
{
    if (m->shape != MAZE_SHAPE_RECT || m->floors > 1 || m->wrap)
        return take_any(m, f, c, hook);
    if (f->cap - f->count < 4) {
        /* Grown through a copy: f itself never escapes, so the compiler
         * may keep it in registers across the byte stores to the grid. */
        struct frontier grown = *f;
        if (!mz_grow(&grown.wall, &grown.cap, grown.count + 3,
                     sizeof *grown.wall))
            return false;
        *f = grown;
    }
    uint8_t *g = m->cell;
    const size_t w = m->width;
    const size_t x = column(c, recip, m->width);
    const uint8_t taken = MZ_MARK | MAZE_CELL_OFF;
    g[c] |= MZ_MARK;
    const size_t nb[4] = {x + 1 < w ? c + 1 : c, c + w < m->cells ? c + w : c,
                          x > 0 ? c - 1 : c, c >= w ? c - w : c};
    uint64_t *out = f->wall + f->count;
    size_t n = 0;
    for (int d = 0; d < 4; d++) {
        out[n] = (uint64_t)c * 8 + (uint64_t)d;
        n += !(g[nb[d]] & taken);
    }
    f->count += n;
    for (size_t i = 0; hook && i < n; i++)
        mz_emit(hook, MAZE_EV_FRONTIER, c, nb[out[i] % 8]);
    return true;
}

/* What the next draws will read, fetched while this one's reads are
 * awaited: random reads of the frontier and of the grid were most of
 * prim's time. The next draw is known already (mz_rng_peek) and takes
 * index u * n / 2^64 of a frontier of n walls (unless rejected, once in
 * 2^48 draws), where n is count - 1 when this draw turns out stale and at
 * most 3 more otherwise, which moves that index by at most 3. So the
 * entry it most likely takes is read now and the cells it will look at
 * fetched: the far cell and the two beside it above and below (the ones
 * left and right share its line). The draw after it gets its entry
 * fetched. Hints only: a wrong guess costs a fetch, never a change.
 * (Inlined by force: as a call, gcc finds it has no effect and drops it.) */
static inline __attribute__((always_inline)) void
fetch_ahead(const struct maze *m, const struct frontier *f,
            const struct maze_rng *r, const struct mz_rect *rect)
{
    if (f->count < 3)
        return;
    size_t soon =
        (size_t)(((unsigned __int128)mz_rng_peek(r) * (f->count - 1)) >> 64);
    size_t later =
        (size_t)(((unsigned __int128)mz_rng_peek2(r) * (f->count - 2)) >> 64);
    __builtin_prefetch(f->wall + later);
    uint64_t wall = f->wall[soon];
    size_t to = (size_t)((ptrdiff_t)(wall / 8) + rect->next[wall % 4]);
    size_t w = m->width;
    if (to >= m->cells)
        return; /* an entry about to be replaced */
    __builtin_prefetch(m->cell + to);
    __builtin_prefetch(m->cell + (to >= w ? to - w : to));
    __builtin_prefetch(m->cell + (to + w < m->cells ? to + w : to));
}

/* Weave: tunnels from c, the carved cell of the candidate just drawn,
 * instead of opening it, with probability weave when c has any. The
 * candidate goes back into the frontier. False when memory ran out. */
static bool tunnel(struct maze *m, struct frontier *f, struct mz_bits *bits,
                   uint64_t wall, double weave, uint64_t recip,
                   const struct maze_hook *hook, bool *took)
{
    struct mz_at at = mz_at(m, (size_t)(wall / 8));
    unsigned under = mz_weave_tunnels(m, at);
    *took = under && mz_weave_coin(bits, weave);
    if (!*took)
        return true;
    struct mz_at beyond = mz_weave_tunnel(m, at, mz_pick_dir(bits, under), hook);
    return frontier_add(f, at.c, (int)(wall % 8)) &&
           take_cell(m, f, beyond.c, recip, hook);
}

MZ_GENERATOR(mz_gen_prim)
{
    size_t first = mz_random_cell(m, rng);
    if (first == MAZE_NONE)
        return MAZE_OK;
    /* A weave maze stays on the rectangle's path, which tunnels. */
    const bool rect =
        m->shape == MAZE_SHAPE_RECT && m->floors == 1 && !m->wrap;
    const bool floors = m->floors > 1;
    const uint32_t stair = mz_stair_weight(m, opts);
    struct frontier f = {0};
    enum maze_err err = MAZE_OK;
    mz_emit(hook, MAZE_EV_VISIT, first, MAZE_NONE);
    const uint64_t recip = UINT64_MAX / m->width + 1;
    if (!take_cell(m, &f, first, recip, hook))
        err = MAZE_ERR_NOMEM;
    /* The generator's state in a local for the same reason. */
    struct maze_rng r = *rng;
    const struct mz_rect table = mz_rect_of(m); /* steps by table */
    struct mz_bits weave_bits = {.rng = &r};
    while (!err && f.count) {
        size_t i = (size_t)mz_rng_below(&r, f.count);
        if (rect)
            fetch_ahead(m, &f, &r, &table);
        uint64_t wall = f.wall[i];
        f.wall[i] = f.wall[--f.count];
        size_t c = (size_t)(wall / 8);
        int d = (int)(wall % 8);
        size_t next = 0;
        if (rect) {
            next = (size_t)((ptrdiff_t)c + table.next[d]);
            if (m->cell[next] & MZ_MARK)
                continue; /* stale: next was carved from another side */
            bool took = false;
            if (opts->weave > 0 && !tunnel(m, &f, &weave_bits, wall,
                                           opts->weave, recip, hook, &took))
                err = MAZE_ERR_NOMEM;
            if (took || err)
                continue;
            mz_rect_link(&table, c, d);
        } else {
            /* A stair that came up waits, unless taken: back on the list. */
            if (floors && d >= MAZE_UP &&
                !mz_take_stair(mz_rng_next(&r), stair)) {
                f.wall[f.count++] = wall;
                continue;
            }
            struct mz_at at = mz_at(m, c);
            struct mz_at to = at;
            mz_next(m, at, d, &to);
            next = to.c;
            if (m->cell[next] & MZ_MARK)
                continue;
            mz_link(m, at, d, to);
        }
        mz_emit(hook, MAZE_EV_CARVE, c, next);
        if (!take_cell(m, &f, next, recip, hook))
            err = MAZE_ERR_NOMEM;
    }
    *rng = r;
    free(f.wall);
    mz_clear_scratch(m);
    return err;
}
