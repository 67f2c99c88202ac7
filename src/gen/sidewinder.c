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
#include <string.h>

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

/* One cell as watched_row() makes it, the state in bits. */
static void one_cell(struct mz_rows_ctx *c, uint32_t x, uint32_t *run)
{
    struct mz_bits *bits = c->bits;
    if (bits->left == 0) {
        bits->buf = mz_rng_next(bits->rng);
        bits->left = 4;
    }
    unsigned close = (unsigned)(bits->buf >> 15) & 1u;
    bits->buf >>= 16;
    bits->left--;
    if (!close) {
        c->row[x] |= MAZE_CELL_EAST;
        return;
    }
    c->above[*run + (uint32_t)mz_pick_any(bits, x - *run + 1)] |=
        MAZE_CELL_SOUTH;
    *run = x + 1;
}

/* Draws are made up to this many at a time, ahead of use. */
#define AHEAD 64

/* The 16-bit chunks of the draws in an array, made AHEAD draws at a time
 * so that no branch waits on when the next draw is due: a cell reads its
 * coin and the pick after it and takes one or two chunks. `base` is the
 * generator as it was before the first draw in the array, so that draws
 * made ahead and not touched can be given back (by making the touched
 * ones again from base): the chunks and the generator are then exactly as
 * watched_row() leaves them. */
struct chunks {
    struct maze_rng rng, base;
    unsigned lead;   /* chunks of an earlier draw before the first one */
    unsigned filled; /* chunks in at[] */
    uint16_t at[4 * AHEAD + 4];
};

/* The chunks left in bits, from position 0 of the array. */
static void chunks_open(struct chunks *k, const struct mz_bits *bits)
{
    k->rng = *bits->rng;
    k->base = k->rng;
    k->lead = bits->left;
    for (unsigned i = 0; i < k->lead; i++)
        k->at[i] = (uint16_t)(bits->buf >> (16 * i));
    k->filled = k->lead;
}

/* Keeps the chunks from pos on and makes up to `draws` draws after them;
 * returns the new position of pos (0). */
static unsigned chunks_fill(struct chunks *k, unsigned pos, unsigned draws)
{
    unsigned keep = k->filled - pos; /* at most 1: part of a touched draw */
    memmove(k->at, k->at + pos, keep * sizeof k->at[0]);
    k->lead = keep;
    k->base = k->rng;
    struct maze_rng rng = k->rng;
    uint16_t *at = k->at + keep;
    for (unsigned i = 0; i < draws; i++) {
        uint64_t draw = mz_rng_next(&rng);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        memcpy(at + 4 * i, &draw, sizeof draw); /* chunk j is bits 16j.. */
#else
        for (unsigned j = 0; j < 4; j++)
            at[4 * i + j] = (uint16_t)(draw >> (16 * j));
#endif
    }
    k->rng = rng;
    k->filled = keep + 4 * draws;
    return 0;
}

/* Back to bits, with the chunks from pos on: the draws not touched are
 * given back. */
static void chunks_close(struct chunks *k, unsigned pos, struct mz_bits *bits)
{
    unsigned touched = pos > k->lead ? (pos - k->lead + 3) / 4 : 0;
    unsigned end = k->lead + 4 * touched; /* chunks of the touched draws */
    if (end < k->filled) {
        k->rng = k->base;
        for (unsigned i = 0; i < touched; i++)
            mz_rng_next(&k->rng);
    }
    uint64_t buf = 0;
    for (unsigned i = pos; i < end; i++)
        buf |= (uint64_t)k->at[i] << (16 * (i - pos));
    *bits->rng = k->rng;
    bits->buf = buf;
    bits->left = end - pos;
}

/* The same coins and picks without a hook and without a branch on the
 * coin: mz_pick(bits, 2) is bit 15 of a 16-bit chunk and never rejects, a
 * closed run's pick is the chunk after it, and the rare cell whose pick
 * might be rejected (or whose run is 32 cells long) is made by one_cell().
 */
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
    struct chunks k;
    chunks_open(&k, bits);
    unsigned pos = 0;
    uint32_t run = 0;
    for (uint32_t x = 0; x + 1 < width; x++) {
        if (pos + 2 > k.filled) {
            /* At most two chunks a cell for the cells left. */
            uint32_t need = (width - 1 - x) / 2 + 1;
            pos = chunks_fill(&k, pos, need < AHEAD ? need : AHEAD);
        }
        unsigned close = k.at[pos] >> 15;
        uint32_t len = x - run + 1;
        uint32_t product = (uint32_t)k.at[pos + 1] * len;
        /* mz_pick(bits, len) rejects the chunk when the low 16 bits of
         * product fall below 2^16 mod len, under 32 for runs under 32
         * cells: those cells (1 in 2048) and longer runs take the slow
         * path, coin or not. Bitwise |, not ||: a branch on the coin is
         * the cost this loop is rid of. */
        unsigned rare = ((product & 0xFFE0u) == 0) | (len >= 32);
        if (__builtin_expect(rare, 0)) {
            chunks_close(&k, pos, bits);
            one_cell(c, x, &run);
            chunks_open(&k, bits);
            pos = 0;
            continue;
        }
        above[run + (product >> 16)] |= (uint8_t)(close * MAZE_CELL_SOUTH);
        row[x] = (uint8_t)((close ^ 1u) * MAZE_CELL_EAST); /* walls up */
        run = close ? x + 1 : run;
        pos += 1 + close;
    }
    chunks_close(&k, pos, bits);
    /* The east wall closes the last run. */
    above[run + (uint32_t)mz_pick_any(bits, width - run)] |= MAZE_CELL_SOUTH;
}

const struct maze_row_maker mz_rows_sidewinder = {NULL, sidewinder_row, NULL};

MZ_GENERATOR(mz_gen_sidewinder)
{
    return mz_by_rows(m, &mz_rows_sidewinder, rng, opts, hook);
}
