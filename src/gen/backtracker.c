/*
 * backtracker.c - the recursive backtracker (randomized depth-first
 * search), the default generator.
 *
 * A walker carves from a random cell into a random unvisited neighbour and
 * keeps going; at a dead end it steps back until some cell on its path
 * still has an unvisited neighbour. Its mazes have long, winding corridors
 * and few dead ends (about one cell in ten), so their routes are long.
 *
 * Nothing here grows with the maze but the maze: instead of a stack of the
 * path, each cell keeps the direction back to the cell it was carved from
 * in two scratch bits, so backtracking follows those and the memory is
 * exactly one byte per cell. Time O(cells).
 */
#include "gen.h"

MZ_GENERATOR(mz_gen_backtracker)
{
    (void)opts; /* no options */
    size_t root = mz_random_cell(m, rng);
    if (root == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    const size_t w = m->width;
    const uint8_t taken = MZ_MARK | MAZE_CELL_OFF;
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, root, &x, &y);
    size_t c = root;
    g[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    for (;;) {
        unsigned open = 0;
        if (x + 1 < m->width && !(g[c + 1] & taken))
            open |= 1u << MAZE_EAST;
        if (y + 1 < m->height && !(g[c + w] & taken))
            open |= 1u << MAZE_SOUTH;
        if (x > 0 && !(g[c - 1] & taken))
            open |= 1u << MAZE_WEST;
        if (y > 0 && !(g[c - w] & taken))
            open |= 1u << MAZE_NORTH;
        if (open) {
            unsigned k = (unsigned)__builtin_popcount(open);
            int d = mz_nth_bit(open, k == 1 ? 0 : mz_pick(&bits, k));
            size_t next = (size_t)((ptrdiff_t)c + mz_offset(m, d));
            mz_carve(m, c, d);
            g[next] |= (uint8_t)(MZ_MARK | mz_opposite(d) << MZ_DIR_SHIFT);
            mz_emit(hook, MAZE_EV_CARVE, c, next);
            x = (uint32_t)((int64_t)x + mz_dx(d));
            y = (uint32_t)((int64_t)y + mz_dy(d));
            c = next;
            continue;
        }
        if (c == root)
            break;
        int back = (g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
        size_t prev = (size_t)((ptrdiff_t)c + mz_offset(m, back));
        mz_emit(hook, MAZE_EV_BACKTRACK, c, prev);
        x = (uint32_t)((int64_t)x + mz_dx(back));
        y = (uint32_t)((int64_t)y + mz_dy(back));
        c = prev;
    }
    mz_clear_scratch(m);
    return MAZE_OK;
}
