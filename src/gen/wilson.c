/*
 * wilson.c - Wilson's algorithm: loop-erased random walks.
 *
 * One random cell starts the maze. From each cell not yet in it, a random
 * walk wanders until it hits the maze; each cell it passes remembers only
 * the direction it last left by, so going back along those directions
 * follows the walk with every loop erased, and that path joins the maze.
 * Every spanning tree of the grid comes out with the same probability,
 * so the mazes have no bias at all: Kruskal-like, with about three cells
 * in ten dead ends. Slow to start (the first walks wander long before
 * they hit the small maze), quick at the end.
 *
 * The exit directions live in two scratch bits of each cell, so the
 * memory is one byte per cell. Time: expected O(cells * log(cells)) for a
 * square grid, more for long thin ones.
 */
#include "gen.h"

MZ_GENERATOR(mz_gen_wilson)
{
    (void)opts; /* no options */
    size_t root = mz_random_cell(m, rng);
    if (root == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    g[root] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, root, MAZE_NONE);
    size_t remaining = mz_cells_on(m) - 1;
    size_t start = 0;
    while (remaining) {
        while (g[start] & (MZ_MARK | MAZE_CELL_OFF))
            start++;
        /* Walk until the maze is hit, noting each cell's way out. */
        size_t c = start;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        while (!(g[c] & MZ_MARK)) {
            int d = mz_pick_way(&bits, mz_ways(m, c, x, y, 0, 0));
            g[c] = (uint8_t)((g[c] & ~MZ_DIR_MASK) | d << MZ_DIR_SHIFT);
            size_t next = mz_step(m, c, d);
            mz_emit(hook, MAZE_EV_WALK, c, next);
            x = (uint32_t)((int64_t)x + mz_dx(d));
            y = (uint32_t)((int64_t)y + mz_dy(d));
            c = next;
        }
        /* Follow the ways out again: the walk without its loops. */
        for (c = start; !(g[c] & MZ_MARK); remaining--) {
            int d = (g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
            size_t next = mz_step(m, c, d);
            mz_carve(m, c, d);
            g[c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, next, c);
            c = next;
        }
    }
    mz_clear_scratch(m);
    return MAZE_OK;
}
