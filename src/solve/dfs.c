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
    const int dirs = (int)mz_dirs(m);
    struct mz_at at = mz_at(m, from);
    size_t visited = 1;
    g[from] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    enum maze_err err = MAZE_OK;
    while (at.c != to) {
        struct mz_at next = at;
        int d = 0;
        for (; d < dirs; d++)
            if (mz_go(m, at, d, &next) && !(g[next.c] & MZ_MARK))
                break;
        if (d < dirs) {
            g[next.c] |= (uint8_t)(MZ_MARK | mz_back(m, at, d) << MZ_DIR_SHIFT);
            visited++;
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next.c, at.c);
            at = next;
        } else if (at.c == from) {
            err = MAZE_ERR_NO_ROUTE;
            break;
        } else {
            next = mz_parent(m, at);
            mz_emit(hook, MAZE_EV_BACKTRACK, at.c, next.c);
            at = next;
        }
    }
    return mz_finish_route(m, from, to, err, visited, route);
}
