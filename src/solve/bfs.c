/*
 * bfs.c - breadth-first search, the default solver.
 *
 * It spreads from the source one distance step at a time, so the first
 * time it reaches a cell it has found a shortest route there, on perfect
 * and braided mazes alike. The spreading is the core's breadth-first sweep
 * (src/sweep.c), which ends, stats and braid use too; the solver reads the
 * route back from the ways to the parents it leaves in the scratch bits.
 * Time O(cells), memory one byte per cell plus the wave.
 */
#include "solve.h"

MZ_SOLVER(mz_solve_bfs)
{
    (void)opts; /* no options */
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, sweep.reached, route);
}
