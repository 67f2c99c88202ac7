/*
 * sidewinder.c - the sidewinder algorithm: one row at a time.
 *
 * The top row is one corridor. In each row below, a run of cells grows
 * eastwards until a coin toss (or the east wall) closes it; one random
 * cell of the closed run then opens north. Routes run upwards in a
 * zigzag, the top row is a long corridor, and every cell can reach the
 * top without going down: a strong vertical bias.
 *
 * It needs nothing but the row it is in (O(1) memory beyond the grid),
 * so it can stream a maze of any height. Time O(cells).
 */
#include "gen.h"

MZ_GENERATOR(mz_gen_sidewinder)
{
    (void)opts; /* no options */
    struct mz_bits bits = {.rng = rng};
    for (uint32_t y = 0; y < m->height; y++) {
        size_t row = maze_cell_at(m, 0, y);
        uint32_t run = 0; /* the first column of the open run */
        for (uint32_t x = 0; x < m->width; x++) {
            bool east_wall = x + 1 == m->width;
            bool close = y > 0 && (east_wall || mz_pick(&bits, 2));
            if (!close) {
                if (!east_wall) {
                    mz_carve(m, row + x, MAZE_EAST);
                    mz_emit(hook, MAZE_EV_CARVE, row + x, row + x + 1);
                }
                continue;
            }
            size_t c = row + run + mz_pick_any(&bits, x - run + 1);
            mz_carve(m, c, MAZE_NORTH);
            mz_emit(hook, MAZE_EV_CARVE, c, c - m->width);
            run = x + 1;
        }
    }
    return MAZE_OK;
}
