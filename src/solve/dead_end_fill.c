/*
 * dead_end_fill.c - dead-end filling.
 *
 * Every dead end (a cell with one way out, other than the start and the
 * end) is filled in, which may make the cell before it a dead end, and so
 * on until none is left. What remains is every cell that lies on some
 * route between start and end: in a perfect maze that is exactly the one
 * route; in a braided maze it is the loops that routes can take, and a
 * breadth-first search through what remains picks the shortest. It looks
 * at the whole maze, never at where the end is.
 *
 * The open ways of each cell are counted in scratch bits and a queue
 * holds the dead ends to fill: memory one byte per cell plus the queue,
 * time O(cells). The count is kept modulo 8 in three bits: it only goes
 * down, one a filled neighbour, and is only compared with 1, which a
 * count modulo 8 would wrongly equal only for a cell of nine or more open
 * ways; the most a cell has is eight (an upsilon octagon, a cell of a
 * maze in four dimensions).
 */
#include "solve.h"

#define WAYS_SHIFT 4
#define WAYS_MASK 0x70u

static unsigned ways_of(const struct maze *m, size_t c)
{
    return (m->cell[c] & WAYS_MASK) >> WAYS_SHIFT;
}

MZ_SOLVER(mz_solve_dead_end_fill)
{
    (void)opts; /* no options */
    uint8_t *g = m->cell;
    struct mz_queue q = {0};
    enum maze_err err = MAZE_OK;
    for (size_t c = 0; c < m->cells && !err; c++) {
        if (g[c] & MAZE_CELL_OFF)
            continue;
        unsigned ways = maze_degree(m, c);
        g[c] |= (uint8_t)((ways & 7u) << WAYS_SHIFT);
        if (ways <= 1 && c != from && c != to && !mz_queue_push(&q, c))
            err = MAZE_ERR_NOMEM;
    }
    size_t filled = 0;
    while (!err && q.count) {
        size_t c = mz_queue_pop(&q);
        g[c] |= MZ_MARK; /* filled: the search below will not enter it */
        filled++;
        mz_emit(hook, MAZE_EV_FILL, c, MAZE_NONE);
        struct mz_at at = mz_at(m, c);
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            struct mz_at nb;
            if (!mz_go(m, at, d, &nb) || (g[nb.c] & MZ_MARK))
                continue;
            size_t next = nb.c;
            unsigned ways = (ways_of(m, next) - 1) & 7u;
            g[next] = (uint8_t)((g[next] & ~WAYS_MASK) | ways << WAYS_SHIFT);
            if (ways == 1 && next != from && next != to &&
                !mz_queue_push(&q, next))
                err = MAZE_ERR_NOMEM;
        }
    }
    mz_queue_release(&q);
    /* The counts are done with; the filled cells keep their mark, so the
     * search sees them as already taken. */
    for (size_t c = 0; c < m->cells; c++)
        g[c] &= (uint8_t)~WAYS_MASK;
    struct mz_sweep sweep = {0};
    if (!err)
        err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, filled + sweep.reached, route);
}
