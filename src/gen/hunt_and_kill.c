/*
 * hunt_and_kill.c - hunt-and-kill.
 *
 * A walker carves into random unvisited neighbours, like the backtracker,
 * but when it is stuck it does not retrace its steps: it hunts, scanning
 * the grid from the top for an unvisited cell next to the maze, joins it
 * to a random visited neighbour and walks on from there. The mazes are
 * the backtracker's cousins: long winding corridors and few dead ends,
 * with more straight joins where the hunts land.
 *
 * Scanning for real makes the algorithm quadratic: the cells above the
 * maze stay unvisited for most of the run and every hunt would read past
 * them again (the bigger the maze, the more work a cell; see NEWS.md).
 * So the cells next to the maze carry a flag, and an index of which
 * blocks of 64 cells may hold a flagged cell (a bit per block, and a bit
 * per 64 of those, and so on up to one word) finds the first of them in
 * a few word reads: the same cell the scan would find. Memory one byte
 * per cell and one bit per 64 cells; time O(cells).
 */
#include <stdlib.h>

#include "gen.h"

/* Unvisited and next to a visited cell (once visited, MZ_MARK overrides
 * it). */
#define NEAR MZ_MARK2

/* Bitmaps over the 64-cell blocks: tier 0 has a bit per block, set when
 * the block may hold a NEAR cell (cleared once a hunt finds none there);
 * each tier above has a bit per word of the one below, set exactly when
 * that word is not zero. The top tier is one word. */
enum { TIERS_MAX = 8 }; /* 64^8 blocks: more cells than a size_t counts */

struct blocks {
    uint64_t *bits[TIERS_MAX];
    size_t count[TIERS_MAX]; /* bits in each tier */
    unsigned tiers;
};

static bool blocks_init(struct blocks *b, size_t cells)
{
    size_t n = (cells + 63) / 64;
    for (b->tiers = 0; b->tiers < TIERS_MAX; b->tiers++) {
        b->count[b->tiers] = n;
        b->bits[b->tiers] = calloc((n + 63) / 64, sizeof(uint64_t));
        if (!b->bits[b->tiers])
            return false;
        if (n <= 64) {
            b->tiers++;
            return true;
        }
        n = (n + 63) / 64;
    }
    return false; /* not reached: 64^8 blocks overflow size_t */
}

static void blocks_free(struct blocks *b)
{
    for (unsigned l = 0; l < TIERS_MAX; l++)
        free(b->bits[l]);
}

static void blocks_set(struct blocks *b, size_t i)
{
    for (unsigned l = 0; l < b->tiers; l++, i /= 64) {
        uint64_t bit = 1ull << (i % 64);
        if (b->bits[l][i / 64] & bit)
            return; /* set already, and so is everything above */
        b->bits[l][i / 64] |= bit;
    }
}

static void blocks_clear(struct blocks *b, size_t i)
{
    for (unsigned l = 0; l < b->tiers; l++, i /= 64) {
        b->bits[l][i / 64] &= ~(1ull << (i % 64));
        if (b->bits[l][i / 64])
            return; /* the word still has bits: the tier above keeps its */
    }
}

/* The first set bit of tier 0 at or after i, or SIZE_MAX: up the tiers
 * to the first word with a bit at or after the place, then down. */
static size_t blocks_next(const struct blocks *b, size_t i)
{
    unsigned l = 0;
    for (;;) {
        if (i >= b->count[l])
            return SIZE_MAX;
        uint64_t word = b->bits[l][i / 64] & (~0ull << (i % 64));
        if (word) {
            i = (i & ~(size_t)63) | (size_t)__builtin_ctzll(word);
            break;
        }
        if (l + 1 == b->tiers)
            return SIZE_MAX;
        i = i / 64 + 1;
        l++;
    }
    while (l > 0) {
        l--;
        i = i * 64 + (size_t)__builtin_ctzll(b->bits[l][i]);
    }
    return i;
}

/* Flags the unvisited neighbours of `at` (the directions in `ways`) as
 * next to the maze. */
static void flag(struct maze *m, struct blocks *b, size_t c)
{
    if (!(m->cell[c] & NEAR)) {
        m->cell[c] |= NEAR;
        blocks_set(b, c / 64);
    }
}

static void flag_near(struct maze *m, struct blocks *b, struct mz_at at,
                      unsigned ways)
{
    for (int d = 0; ways; d++, ways >>= 1) {
        struct mz_at n;
        if ((ways & 1) && mz_next(m, at, d, &n))
            flag(m, b, n.c);
    }
}

/* The first unvisited cell next to the maze, with the direction of a
 * random visited neighbour; MAZE_NONE when none is left. */
static size_t hunt(struct maze *m, struct blocks *b, struct mz_bits *bits,
                   uint32_t stair, int *d)
{
    const uint8_t taken = MZ_MARK | MAZE_CELL_OFF;
    for (size_t k = blocks_next(b, 0); k != SIZE_MAX; k = blocks_next(b, k)) {
        size_t end = k * 64 + 64 < m->cells ? k * 64 + 64 : m->cells;
        for (size_t c = k * 64; c < end; c++) {
            if ((m->cell[c] & (NEAR | taken)) != NEAR)
                continue;
            unsigned ways = mz_ways_at(m, mz_at(m, c), MZ_MARK, MZ_MARK);
            *d = mz_pick_way(bits, ways, stair);
            return c;
        }
        blocks_clear(b, k);
    }
    return MAZE_NONE;
}

/* The walk on a rectangle, by tables (as the backtracker's): the same
 * choices as through the topology functions, faster. Returns the cell
 * where it is stuck. */
static struct mz_at walk_rect(struct maze *m, struct blocks *b,
                              struct mz_bits *bits, struct mz_at at,
                              const struct maze_hook *hook)
{
    const struct mz_rect r = mz_rect_of(m);
    for (;;) {
        unsigned ways = mz_ways(m, at.c, at.x, at.y, MZ_MARK, 0);
        if (!ways)
            return at;
        for (int d = 0; d < 4; d++)
            if (ways & (1u << d))
                flag(m, b, (size_t)((ptrdiff_t)at.c + r.next[d]));
        int d = mz_pick_dir(bits, ways);
        struct mz_at next = mz_rect_next(&r, at, d);
        mz_rect_link(&r, at.c, d);
        m->cell[next.c] |= MZ_MARK;
        mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
        at = next;
    }
}

MZ_GENERATOR(mz_gen_hunt_and_kill)
{
    const uint32_t stair = mz_stair_weight(m, opts);
    size_t c = mz_random_cell(m, rng);
    if (c == MAZE_NONE)
        return MAZE_OK;
    struct blocks b = {0};
    if (!blocks_init(&b, m->cells)) {
        blocks_free(&b);
        return MAZE_ERR_NOMEM;
    }
    struct mz_bits bits = {.rng = rng};
    m->cell[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    struct mz_at at = mz_at(m, c);
    for (;;) {
        if (m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap &&
            !(opts->weave > 0))
            at = walk_rect(m, &b, &bits, at, hook);
        unsigned ways = mz_ways_at(m, at, MZ_MARK, 0);
        struct mz_at next = at;
        /* Weave: under a corridor beside it, with probability weave. */
        unsigned under = opts->weave > 0 ? mz_weave_tunnels(m, at) : 0;
        if (under && mz_weave_coin(&bits, opts->weave)) {
            flag_near(m, &b, at, ways);
            at = mz_weave_tunnel(m, at, mz_pick_dir(&bits, under), hook);
            m->cell[at.c] |= MZ_MARK;
            continue;
        }
        if (ways) {
            flag_near(m, &b, at, ways);
            int d = mz_pick_way(&bits, ways, stair);
            mz_next(m, at, d, &next);
            mz_link(m, at, d, next);
            m->cell[next.c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
            at = next;
            continue;
        }
        int d = 0;
        c = hunt(m, &b, &bits, stair, &d);
        if (c == MAZE_NONE)
            break;
        at = mz_at(m, c);
        mz_next(m, at, d, &next);
        mz_link(m, at, d, next);
        m->cell[c] |= MZ_MARK;
        mz_emit(hook, MAZE_EV_CARVE, next.c, c);
    }
    blocks_free(&b);
    mz_clear_scratch(m);
    return MAZE_OK;
}
