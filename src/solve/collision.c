/*
 * collision.c - the collision solver ("amoeba"): flood, wall off where
 * the fronts meet, fill the dead ends.
 *
 * Water poured in at the start spreads down every passage at once, one
 * step at a time, over the whole maze. Where two fronts meet (in a cell
 * both reach in the same step, or in a passage both enter from its two
 * ends) the solver puts a wall: no shortest route goes through such a
 * meeting, or one of the fronts would have arrived first. What the water
 * covered is then a tree; filling its dead ends, as dead-end filling
 * does, leaves one route from the start to the end, and it is a shortest
 * one, in any maze, loops or not (Daedalus, mazelib). Where two fronts
 * reach a cell in the same step, the one the flood took first keeps its
 * passage, so of several shortest routes one is left.
 *
 * The walls are never written into the maze: the flood's tree is the
 * direction back to each cell's parent, in the cell's scratch bits, and
 * a passage not on it is walled. Memory: one byte per cell for the count
 * of its branches, and the queues; time O(cells).
 */
#include <stdlib.h>

#include "solve.h"

MZ_SOLVER(mz_solve_collision)
{
    (void)opts; /* no options */
    struct mz_sweep sweep = {0};
    enum maze_err err = mz_bfs(m, from, MAZE_NONE, hook, &sweep);
    size_t filled = 0;
    unsigned char *branches =
        err ? NULL : calloc(m->cells ? m->cells : 1, sizeof *branches);
    if (!err && !branches)
        err = MAZE_ERR_NOMEM;
    for (size_t c = 0; !err && c < m->cells; c++)
        if (c != from && (m->cell[c] & MZ_MARK))
            branches[mz_parent(m, mz_at(m, c)).c]++;
    /* Dead ends of the tree, filled from the tips inwards. */
    struct mz_queue tips = {0};
    for (size_t c = 0; !err && c < m->cells; c++)
        if ((m->cell[c] & MZ_MARK) && !branches[c] && c != from && c != to &&
            !mz_queue_push(&tips, c))
            err = MAZE_ERR_NOMEM;
    while (!err && tips.count) {
        size_t c = mz_queue_pop(&tips);
        mz_emit(hook, MAZE_EV_FILL, c, MAZE_NONE);
        filled++;
        size_t up = mz_parent(m, mz_at(m, c)).c;
        if (--branches[up] == 0 && up != from && up != to &&
            !mz_queue_push(&tips, up))
            err = MAZE_ERR_NOMEM;
    }
    mz_queue_release(&tips);
    free(branches);
    return mz_finish_route(m, from, to, err, sweep.reached + filled, route);
}
