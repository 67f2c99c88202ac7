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
 * One coin per cell, nothing remembered: O(1) memory beyond the grid, so
 * it can stream a maze of any height. Time O(cells), four cells a random
 * draw at once when nothing watches.
 */
#include <string.h>

#include "gen.h"

/* The two directions of the bias, ordered: a coin picks `low` on 0 and
 * `high` on 1, as choosing the n-th open way does elsewhere (keeping that
 * order keeps every seed's maze). */
struct bias {
    int across, down, low, high;
};

static struct bias bias_of(const struct mz_rows_ctx *c)
{
    unsigned bits =
        c->opts->bias ? c->opts->bias : (1u << MAZE_NORTH) | (1u << MAZE_WEST);
    struct bias b;
    b.across = (bits & (1u << MAZE_EAST)) ? MAZE_EAST : MAZE_WEST;
    b.down = (bits & (1u << MAZE_SOUTH)) ? MAZE_SOUTH : MAZE_NORTH;
    b.low = b.across < b.down ? b.across : b.down;
    b.high = b.across < b.down ? b.down : b.across;
    return b;
}

/* Opens the passage from cell x of the row in direction d. */
static inline void open_way(const struct mz_rows_ctx *c, uint32_t x, int d)
{
    if (d == MAZE_EAST)
        c->row[x] |= MAZE_CELL_EAST;
    else if (d == MAZE_SOUTH)
        c->row[x] |= MAZE_CELL_SOUTH;
    else if (d == MAZE_WEST)
        c->row[x - 1] |= MAZE_CELL_EAST;
    else
        c->above[x] |= MAZE_CELL_SOUTH;
}

/* The byte and bit that a step in direction d from cell 0 of the row
 * opens: cells x.. then open at the same offset x further on. */
static inline uint8_t *way_byte(const struct mz_rows_ctx *c, int d)
{
    return d == MAZE_NORTH ? c->above : d == MAZE_WEST ? c->row - 1 : c->row;
}

static inline uint32_t way_bits4(int d)
{
    return (d == MAZE_EAST || d == MAZE_WEST ? MAZE_CELL_EAST
                                             : MAZE_CELL_SOUTH) *
           0x01010101u;
}

/* The coins of a draw: mz_pick(bits, 2) reads bit 15 of a 16-bit chunk
 * and never rejects, so a draw is four coins, bits 15, 31, 47 and 63 in
 * that order, gathered here into a nibble by one multiplication (each
 * coin's copy lands on its own bit of the top 16, with no carries). */
static inline unsigned coins4(uint64_t draw)
{
    uint64_t at = (draw >> 15) & 0x0001000100010001ull;
    return (unsigned)((at * 0x0001000200040008ull) >> 48) & 15u;
}

/* Eight coins (bit k: cell k) as eight bytes of 0 or 1: each byte takes
 * its own bit of the coins, then any bit at all becomes bit 7 (adding
 * 0x7F carries into no other byte), shifted down to bit 0. */
static inline uint64_t spread8(unsigned coins)
{
    uint64_t mine =
        ((coins & 255u) * 0x0101010101010101ull) & 0x8040201008040201ull;
    return ((mine + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull) >> 7;
}

static inline void or8(uint8_t *at, uint64_t bits)
{
    uint64_t word = 0;
    memcpy(&word, at, 8);
    word |= bits;
    memcpy(at, &word, 8);
}

/* Cells [x, end) of the row, each with both ways open to it: a coin each.
 * Once the chunks left over from the last draw are used, sixteen cells
 * are opened at once from four draws, their coins spread into bytes and
 * OR-ed in eight at a time. The same coins as one at a time. */
static void coin_run(const struct mz_rows_ctx *c, const struct bias *b,
                     uint32_t x, uint32_t end)
{
    struct mz_bits *bits = c->bits;
    for (; x < end && bits->left; x++)
        open_way(c, x, mz_pick(bits, 2) ? b->high : b->low);
    uint8_t *high = way_byte(c, b->high);
    uint8_t *low = way_byte(c, b->low);
    uint64_t high_bits = way_bits4(b->high) * 0x0000000100000001ull;
    uint64_t low_bits = way_bits4(b->low) * 0x0000000100000001ull;
    const uint64_t all = 0x0101010101010101ull;
    /* The generator's state in a local: a byte store to the grid may alias
     * anything, which would send the state to memory and back each draw. */
    struct maze_rng rng = *bits->rng;
    for (; x + 16 <= end; x += 16) {
        unsigned coins = coins4(mz_rng_next(&rng));
        coins |= coins4(mz_rng_next(&rng)) << 4;
        coins |= coins4(mz_rng_next(&rng)) << 8;
        coins |= coins4(mz_rng_next(&rng)) << 12;
        uint64_t first = spread8(coins);
        uint64_t second = spread8(coins >> 8);
        or8(high + x, (first * 0xFFu) & high_bits);
        or8(high + x + 8, (second * 0xFFu) & high_bits);
        or8(low + x, ((first ^ all) * 0xFFu) & low_bits);
        or8(low + x + 8, ((second ^ all) * 0xFFu) & low_bits);
    }
    *bits->rng = rng;
    for (; x < end; x++)
        open_way(c, x, mz_pick(bits, 2) ? b->high : b->low);
}

/* With a hook: a cell at a time, each passage reported as it opens. */
static void watched_row(struct mz_rows_ctx *c, const struct bias *b,
                        bool vertical)
{
    uint32_t width = c->width;
    size_t base = (size_t)c->y * width;
    const ptrdiff_t step[4] = {1, (ptrdiff_t)width, -1, -(ptrdiff_t)width};
    for (uint32_t x = 0; x < width; x++) {
        bool horizontal = b->across == MAZE_WEST ? x > 0 : x + 1 < width;
        int d = 0;
        if (vertical && horizontal)
            d = mz_pick(c->bits, 2) ? b->high : b->low;
        else if (vertical)
            d = b->down;
        else if (horizontal)
            d = b->across;
        else
            continue; /* the corner both directions leave */
        open_way(c, x, d);
        mz_emit(c->hook, MAZE_EV_CARVE, base + x,
                (size_t)((ptrdiff_t)(base + x) + step[d]));
    }
}

static void binary_tree_row(struct mz_rows_ctx *c)
{
    struct bias b = bias_of(c);
    bool vertical = b.down == MAZE_NORTH ? c->above != NULL : !c->last;
    if (c->hook) {
        watched_row(c, &b, vertical);
        return;
    }
    uint32_t width = c->width;
    /* The one cell with no way across: west, or east, end of the row. */
    uint32_t edge = b.across == MAZE_WEST ? 0 : width - 1;
    if (!vertical) {
        for (uint32_t x = 0; x < width; x++)
            if (x != edge)
                open_way(c, x, b.across);
        return;
    }
    open_way(c, edge, b.down);
    if (b.across == MAZE_WEST)
        coin_run(c, &b, 1, width);
    else
        coin_run(c, &b, 0, width - 1);
}

const struct maze_row_maker mz_rows_binary_tree = {NULL, binary_tree_row, NULL};

MZ_GENERATOR(mz_gen_binary_tree)
{
    return mz_by_rows(m, &mz_rows_binary_tree, rng, opts, hook);
}
