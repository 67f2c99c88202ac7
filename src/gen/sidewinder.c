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

/* With a hook: each passage reported as it opens. */
static void watched_row(struct mz_rows_ctx *c)
{
    uint8_t *row = c->row;
    uint32_t width = c->width;
    size_t base = (size_t)c->y * width;
    uint32_t run = 0; /* the first column of the open run */
    for (uint32_t x = 0; x < width; x++) {
        bool east_wall = x + 1 == width;
        bool close = c->above && (east_wall || mz_pick(c->bits, 2));
        if (!close) {
            if (!east_wall) {
                row[x] |= MAZE_CELL_EAST;
                mz_emit(c->hook, MAZE_EV_CARVE, base + x, base + x + 1);
            }
            continue;
        }
        uint32_t k = run + (uint32_t)mz_pick_any(c->bits, x - run + 1);
        c->above[k] |= MAZE_CELL_SOUTH;
        mz_emit(c->hook, MAZE_EV_CARVE, base + k, base + k - width);
        run = x + 1;
    }
}

/* The same coins and picks without a hook, the coin read straight from
 * the chunk buffer: mz_pick(bits, 2) is bit 15 of a 16-bit chunk and never
 * rejects, and only a closed run's pick goes through mz_pick. */
static void sidewinder_row(struct mz_rows_ctx *c)
{
    if (c->hook) {
        watched_row(c);
        return;
    }
    uint8_t *row = c->row;
    uint8_t *above = c->above;
    uint32_t width = c->width;
    if (!above) { /* the top row: one corridor */
        for (uint32_t x = 0; x + 1 < width; x++)
            row[x] |= MAZE_CELL_EAST;
        return;
    }
    struct mz_bits *bits = c->bits;
    uint32_t run = 0;
    for (uint32_t x = 0; x + 1 < width; x++) {
        if (bits->left == 0) {
            bits->buf = mz_rng_next(bits->rng);
            bits->left = 4;
        }
        unsigned close = (unsigned)(bits->buf >> 15) & 1u;
        bits->buf >>= 16;
        bits->left--;
        if (!close) {
            row[x] |= MAZE_CELL_EAST;
            continue;
        }
        above[run + (uint32_t)mz_pick_any(bits, x - run + 1)] |=
            MAZE_CELL_SOUTH;
        run = x + 1;
    }
    /* The east wall closes the last run. */
    above[run + (uint32_t)mz_pick_any(bits, width - run)] |= MAZE_CELL_SOUTH;
}

const struct maze_row_maker mz_rows_sidewinder = {NULL, sidewinder_row, NULL};

MZ_GENERATOR(mz_gen_sidewinder)
{
    return mz_by_rows(m, &mz_rows_sidewinder, rng, opts, hook);
}
