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
    while (q.count) {
        cell = mz_queue_pop(&q);
        depth = distance;
        if (cell == dst)
            break;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, cell, &x, &y);
        for (int d = 0; d < 4; d++) {
            if (!mz_inside(m, x, y, d) || !mz_is_open(m, cell, d))
                continue;
            size_t next = (size_t)((ptrdiff_t)cell + mz_offset(m, d));
            if (m->cell[next] & MZ_MARK)
                continue;
            m->cell[next] |=
                (uint8_t)(MZ_MARK | (mz_opposite(d) << MZ_DIR_SHIFT));
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
