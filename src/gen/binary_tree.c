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

static void binary_tree_row(struct mz_rows_ctx *c)
{
    unsigned bias =
        c->opts->bias ? c->opts->bias : (1u << MAZE_NORTH) | (1u << MAZE_WEST);
    int across = (bias & (1u << MAZE_EAST)) ? MAZE_EAST : MAZE_WEST;
    int down = (bias & (1u << MAZE_SOUTH)) ? MAZE_SOUTH : MAZE_NORTH;
    /* With both ways open, a coin picks the lower-numbered direction on 0
     * and the higher on 1, as choosing the n-th open way does elsewhere;
     * keeping that order keeps every seed's maze. */
    int low = across < down ? across : down;
    int high = across < down ? down : across;
    bool vertical = down == MAZE_NORTH ? c->above != NULL : !c->last;
    uint8_t *row = c->row;
    uint32_t width = c->width;
    size_t base = (size_t)c->y * width;
    for (uint32_t x = 0; x < width; x++) {
        bool horizontal = across == MAZE_WEST ? x > 0 : x + 1 < width;
        int d = 0;
        if (vertical && horizontal)
            d = mz_pick(c->bits, 2) ? high : low;
        else if (vertical)
            d = down;
        else if (horizontal)
            d = across;
        else
            continue; /* the corner both directions leave */
        if (d == MAZE_EAST)
            row[x] |= MAZE_CELL_EAST;
        else if (d == MAZE_SOUTH)
            row[x] |= MAZE_CELL_SOUTH;
        else if (d == MAZE_WEST)
            row[x - 1] |= MAZE_CELL_EAST;
        else
            c->above[x] |= MAZE_CELL_SOUTH;
        if (c->hook) {
            const ptrdiff_t step[4] = {1, (ptrdiff_t)width, -1,
                                       -(ptrdiff_t)width};
            mz_emit(c->hook, MAZE_EV_CARVE, base + x,
                    (size_t)((ptrdiff_t)(base + x) + step[d]));
        }
    }
}

const struct mz_row_gen mz_rows_binary_tree = {NULL, binary_tree_row, NULL};

MZ_GENERATOR(mz_gen_binary_tree)
{
    return mz_by_rows(m, &mz_rows_binary_tree, rng, opts, hook);
}
