/*
 * dfs.c - depth-first search: walk on, back up at dead ends.
 *
 * The walker takes the first untried passage (east, south, west, north)
 * and backs up when none is left; the path it stands on is the route when
 * it reaches the end. It finds a route, not the shortest one: in a
 * perfect maze that is the same thing, in a braided one it can be far
 * longer. How many cells it visits depends on luck and the order it tries.
 *
 * The path is kept in the cells (the way back in two scratch bits), not
 * in a stack: memory one byte per cell, time O(cells).
 */
#include "solve.h"

MZ_SOLVER(mz_solve_dfs)
{
    (void)opts; /* no options */
    uint8_t *g = m->cell;
    size_t c = from;
    size_t visited = 1;
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    g[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, c, MAZE_NONE);
    enum maze_err err = MAZE_OK;
    while (c != to) {
        int d = 0;
        for (; d < 4; d++)
            if (mz_inside(m, x, y, d) && mz_is_open(m, c, d) &&
                !(g[mz_step(m, c, d)] & MZ_MARK))
                break;
        if (d < 4) {
            size_t next = mz_step(m, c, d);
            g[next] |= (uint8_t)(MZ_MARK | mz_opposite(d) << MZ_DIR_SHIFT);
            visited++;
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next, c);
            c = next;
        } else if (c == from) {
            err = MAZE_ERR_NO_ROUTE;
            break;
        } else {
            d = (g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
            size_t prev = mz_step(m, c, d);
            mz_emit(hook, MAZE_EV_BACKTRACK, c, prev);
            c = prev;
        }
        maze_cell_xy(m, c, &x, &y);
    }
    return mz_finish_route(m, from, to, err, visited, route);
}
