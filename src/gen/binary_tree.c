/*
 * binary_tree.c - the binary tree algorithm.
 *
 * Each cell opens one of two fixed directions, chosen by a coin toss:
 * north or west by default, or the pair given as the bias (one vertical
 * and one horizontal direction). Where only one of the two leads inside
 * the grid, that one is taken. Two sides of the maze are then unbroken
 * corridors and every route runs diagonally towards one corner: the
 * strongest texture of all, and the fastest algorithm.
 *
 * One random bit per cell, nothing remembered: O(1) memory beyond the
 * grid, so it can stream a maze of any height. Time O(cells).
 */
#include "gen.h"

/* Opens the wall of cell c towards d, writing the passage bit in the cell
 * that owns it (rows are w cells long). */
static inline void open_way(uint8_t *g, size_t c, size_t w, int d)
{
    switch (d) {
    case MAZE_EAST:
        g[c] |= MAZE_CELL_EAST;
        break;
    case MAZE_SOUTH:
        g[c] |= MAZE_CELL_SOUTH;
        break;
    case MAZE_WEST:
        g[c - 1] |= MAZE_CELL_EAST;
        break;
    default:
        g[c - w] |= MAZE_CELL_SOUTH;
        break;
    }
}

MZ_GENERATOR(mz_gen_binary_tree)
{
    unsigned bias =
        opts->bias ? opts->bias : (1u << MAZE_NORTH) | (1u << MAZE_WEST);
    int across = (bias & (1u << MAZE_EAST)) ? MAZE_EAST : MAZE_WEST;
    int down = (bias & (1u << MAZE_SOUTH)) ? MAZE_SOUTH : MAZE_NORTH;
    /* With both ways open, a coin picks the lower-numbered direction on 0
     * and the higher on 1, as choosing the n-th open way does elsewhere;
     * keeping that order keeps every seed's maze. */
    int low = across < down ? across : down;
    int high = across < down ? down : across;
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    const size_t w = m->width;
    for (uint32_t y = 0; y < m->height; y++) {
        bool vertical = down == MAZE_NORTH ? y > 0 : y + 1 < m->height;
        size_t row = maze_cell_at(m, 0, y);
        for (uint32_t x = 0; x < m->width; x++) {
            bool horizontal = across == MAZE_WEST ? x > 0 : x + 1 < m->width;
            int d = 0;
            if (vertical && horizontal)
                d = mz_pick(&bits, 2) ? high : low;
            else if (vertical)
                d = down;
            else if (horizontal)
                d = across;
            else
                continue; /* the corner both directions leave */
            open_way(g, row + x, w, d);
            if (hook)
                mz_emit(hook, MAZE_EV_CARVE, row + x, mz_step(m, row + x, d));
        }
    }
    return MAZE_OK;
}
