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

MZ_GENERATOR(mz_gen_binary_tree)
{
    unsigned bias =
        opts->bias ? opts->bias : (1u << MAZE_NORTH) | (1u << MAZE_WEST);
    struct mz_bits bits = {.rng = rng};
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            unsigned ways = 0;
            for (int d = 0; d < 4; d++)
                if ((bias & (1u << d)) && mz_inside(m, x, y, d))
                    ways |= 1u << d;
            if (!ways)
                continue; /* the corner both directions leave */
            int d = mz_pick_way(&bits, ways);
            mz_carve(m, c, d);
            mz_emit(hook, MAZE_EV_CARVE, c, mz_step(m, c, d));
        }
    }
    return MAZE_OK;
}
