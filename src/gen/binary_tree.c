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
 * draw, sixteen at once in vector registers when nothing watches.
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

/* The passage bit that a step in direction d opens. */
static inline uint8_t way_bit(int d)
{
    return d == MAZE_EAST || d == MAZE_WEST ? MAZE_CELL_EAST : MAZE_CELL_SOUTH;
}

/* Sixteen cells at a time need GCC's or Clang's vector types (SSE2 on
 * x86-64, NEON on ARM; plain code where there is no vector unit) and the
 * 16-bit chunks of a draw in memory order: little-endian. Elsewhere every
 * cell takes the one-at-a-time loop. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) &&                            \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector)
#define SIXTEEN_AT_A_TIME 1
#endif
#endif

#ifdef SIXTEEN_AT_A_TIME
typedef uint64_t draws2 __attribute__((vector_size(16)));
typedef int16_t chunks8 __attribute__((vector_size(16)));
typedef uint8_t cells16 __attribute__((vector_size(16)));

/* The coins of four draws as sixteen bytes, 0xFF for 1 and 0 for 0.
 * mz_pick(bits, 2) reads bit 15 of a 16-bit chunk and never rejects, so a
 * draw is four coins, its chunks in order: shifting each chunk right by
 * 15 with its sign spreads its coin over it, and keeping one byte of each
 * (SSE2: pand, packuswb) leaves the sixteen coins in order. */
static inline cells16 coins16(uint64_t d0, uint64_t d1, uint64_t d2,
                              uint64_t d3)
{
    chunks8 first = (chunks8)(draws2){d0, d1} >> 15;
    chunks8 second = (chunks8)(draws2){d2, d3} >> 15;
    return __builtin_shufflevector((cells16)first, (cells16)second, 0, 2, 4, 6,
                                   8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28,
                                   30);
}

static inline void or16(uint8_t *at, cells16 bits)
{
    cells16 old;
    memcpy(&old, at, sizeof old);
    old |= bits;
    memcpy(at, &old, sizeof old);
}
#endif

/* Cells [x, end) of the row, each with both ways open to it: a coin each.
 * Once the chunks left over from the last draw are used, sixteen cells
 * are opened at once from four draws, their coins turned into bytes and
 * OR-ed into both rows sixteen at a time (4 instructions a cell, 3 of
 * them the generator's). The same coins as one at a time. */
static void coin_run(const struct mz_rows_ctx *c, const struct bias *b,
                     uint32_t x, uint32_t end)
{
    struct mz_bits *bits = c->bits;
    for (; x < end && bits->left; x++)
        open_way(c, x, mz_pick(bits, 2) ? b->high : b->low);
#ifdef SIXTEEN_AT_A_TIME
    uint8_t *high = way_byte(c, b->high);
    uint8_t *low = way_byte(c, b->low);
    cells16 high_bits = (cells16){0} + way_bit(b->high);
    cells16 low_bits = (cells16){0} + way_bit(b->low);
    /* The generator's state in a local: a byte store to the grid may alias
     * anything, which would send the state to memory and back each draw. */
    struct maze_rng rng = *bits->rng;
    for (; x + 16 <= end; x += 16) {
        uint64_t d0 = mz_rng_next(&rng);
        uint64_t d1 = mz_rng_next(&rng);
        uint64_t d2 = mz_rng_next(&rng);
        uint64_t d3 = mz_rng_next(&rng);
        cells16 coins = coins16(d0, d1, d2, d3);
        or16(high + x, coins & high_bits);
        or16(low + x, ~coins & low_bits);
    }
    *bits->rng = rng;
#endif
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
