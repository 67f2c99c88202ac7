/*
 * bfs.c - breadth-first search, the default solver.
 *
 * It spreads from the source one distance step at a time, so the first
 * time it reaches a cell it has found a shortest route there, on perfect
 * and braided mazes alike. Each reached cell keeps the direction back to
 * its parent in its scratch bits, so the search needs no memory beyond the
 * queue, whose length is the width of the wave (small in most mazes).
 * Time O(cells), memory one byte per cell plus the wave.
 */
#include "solve.h"

enum maze_err mz_bfs(struct maze *m, size_t src, size_t dst,
                     const struct maze_hook *hook, struct mz_sweep *out)
{
    struct mz_queue q = {0};
    /* Distances are counted a wave at a time: `left_in_wave` cells remain
     * at the current distance before the next wave starts. */
    size_t distance = 0;
    size_t depth = 0;
    size_t left_in_wave = 1;
    size_t count = 1;
    size_t cell = src;
    m->cell[src] |= MZ_MARK;
    if (hook) {
        struct maze_event ev = {
            .kind = MAZE_EV_SOLVE_VISIT, .a = src, .b = MAZE_NONE};
        hook->fn(&ev, hook->user);
    }
    if (!mz_queue_push(&q, src))
        return MAZE_ERR_NOMEM;
    const int dirs = (int)mz_dirs(m);
    while (q.count) {
        cell = mz_queue_pop(&q);
        depth = distance;
        if (cell == dst)
            break;
        struct mz_at at = mz_at(m, cell);
        for (int d = 0; d < dirs; d++) {
            struct mz_at to;
            if (!mz_go(m, at, d, &to) || (m->cell[to.c] & MZ_MARK))
                continue;
            size_t next = to.c;
            m->cell[next] |=
                (uint8_t)(MZ_MARK | (mz_back(m, at, d) << MZ_DIR_SHIFT));
            count++;
            if (hook) {
                struct maze_event ev = {.kind = MAZE_EV_SOLVE_VISIT,
                                        .a = next,
                                        .b = cell,
                                        .distance = distance + 1};
                hook->fn(&ev, hook->user);
            }
            if (!mz_queue_push(&q, next)) {
                mz_queue_release(&q);
                return MAZE_ERR_NOMEM;
            }
        }
        if (--left_in_wave == 0) {
            distance++;
            left_in_wave = q.count;
        }
    }
    mz_queue_release(&q);
    out->last = cell;
    out->depth = depth;
    out->reached = count;
    return MAZE_OK;
}

MZ_SOLVER(mz_solve_bfs)
{
    (void)opts; /* no options */
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, sweep.reached, route);
}
