/*
 * kruskal.c - randomized Kruskal's algorithm.
 *
 * Every wall is taken once, in random order, and opened when the cells on
 * its two sides are not yet connected. Which cells are connected is kept
 * in a union-find forest (path halving, union by rank), so each test is
 * near constant time. The maze grows everywhere at once, as many small
 * trees that merge: short dead ends (about three cells in ten), a texture
 * close to Prim's, and every wall equally likely to fall.
 *
 * Time O(cells * a(cells)) after an O(cells) shuffle; memory one byte per
 * cell plus 4 bytes per cell for the forest and 4 per wall for the order
 * (about 13 bytes per cell; twice that past 2^29 cells). The rank lives in
 * the cell's scratch bits.
 */
#include <stdlib.h>

#include "gen.h"

#define RANK_SHIFT 3
/* Four scratch bits (the fifth is a hex maze's south-west passage); a
 * rank past 15 needs 2^15 cells, and capping it only makes some trees a
 * little deeper. */
#define RANK_MAX 15u
#define RANK_MASK 0x78u

/* The forest and the wall order hold cell indices and wall codes (cell
 * * 8 + direction) in 32 bits when every code fits, else in 64: half the
 * memory, so twice the share of the random accesses that hit the cache.
 * The functions below take `narrow` as a constant once inlined. */
static inline size_t get(const void *a, size_t i, bool narrow)
{
    return narrow ? ((const uint32_t *)a)[i] : ((const uint64_t *)a)[i];
}

static inline void put(void *a, size_t i, size_t v, bool narrow)
{
    if (narrow)
        ((uint32_t *)a)[i] = (uint32_t)v;
    else
        ((uint64_t *)a)[i] = v;
}

static inline void prefetch(const void *a, size_t i, bool narrow)
{
    __builtin_prefetch(narrow ? (const void *)((const uint32_t *)a + i)
                              : (const void *)((const uint64_t *)a + i));
}

static inline size_t find(void *parent, size_t x, bool narrow)
{
    for (;;) {
        size_t up = get(parent, x, narrow);
        if (up == x)
            return x;
        size_t above = get(parent, up, narrow);
        put(parent, x, above, narrow); /* path halving */
        x = above;
    }
}

static unsigned rank_of(const struct maze *m, size_t c)
{
    return (m->cell[c] & RANK_MASK) >> RANK_SHIFT;
}

/* Joins the trees of roots a and b, the lower rank under the higher. */
static inline void join(struct maze *m, void *parent, size_t a, size_t b,
                        bool narrow)
{
    unsigned ra = rank_of(m, a);
    unsigned rb = rank_of(m, b);
    if (ra < rb) {
        put(parent, a, b, narrow);
    } else {
        put(parent, b, a, narrow);
        if (ra == rb && ra < RANK_MAX)
            m->cell[a] += 1u << RANK_SHIFT;
    }
}

/* The draws of the shuffle do not depend on the forest, so they are made
 * AHEAD steps early into a ring, with the generator's state after each:
 * the wall a draw picks is fetched into the cache while the steps before
 * it run, then 16, 8 and 3 steps before its turn the first, second and
 * third links up the forest from its two cells (as the wall then stands;
 * with path halving most finds end there): the random reads of a step
 * overlap with those of the steps before it. The loop uses the same draws
 * in the same order and leaves the generator as if they had been made one
 * by one. */
enum { AHEAD = 32 };
static const unsigned peek[3] = {16, 8, 3};

/* Fetches the forest `up` links above the two cells of wall w (in the
 * cache by now, from the stages before): first with the grid byte that
 * would take the passage, then with the ranks of the likely roots. */
static inline __attribute__((always_inline)) void
warm(const struct maze *m, void *parent, size_t w, unsigned up, bool narrow)
{
    size_t a = w / 8;
    size_t b = a + (w % 8 == MAZE_SOUTH ? m->width : 1); /* east or south */
    for (unsigned k = 0; k < up; k++) {
        a = get(parent, a, narrow);
        b = get(parent, b, narrow);
    }
    prefetch(parent, a, narrow);
    prefetch(parent, b, narrow);
    if (up == 0) {
        __builtin_prefetch(m->cell + a, 1); /* the wall's bit, if it opens */
    } else {
        __builtin_prefetch(m->cell + a); /* the ranks of likely roots */
        __builtin_prefetch(m->cell + b);
    }
}

struct draws {
    struct maze_rng rng; /* ahead of the loop */
    size_t made;         /* for steps 0 .. made - 1 */
    size_t j[AHEAD];
    struct maze_rng after[AHEAD];
};

static inline __attribute__((always_inline)) enum maze_err
kruskal(struct maze *m, struct maze_rng *rng, const struct maze_hook *hook,
        bool narrow)
{
    /* The walls a cell owns: east and south, or a hexagon's three. */
    const unsigned owned = m->shape == MAZE_SHAPE_HEX ? 3 : 2;
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    const size_t item = narrow ? 4 : 8;
    const size_t parent_bytes = m->cells * item;
    const size_t wall_bytes = owned * m->cells * item;
    void *parent = mz_big_alloc(parent_bytes);
    void *wall = mz_big_alloc(wall_bytes);
    if (!parent || !wall) {
        mz_big_free(parent, parent_bytes);
        mz_big_free(wall, wall_bytes);
        return MAZE_ERR_NOMEM;
    }
    size_t walls = 0;
    for (size_t c = 0; c < m->cells; c++)
        put(parent, c, c, narrow);
    if (rect) {
        for (uint32_t y = 0; y < m->height; y++) {
            for (uint32_t x = 0; x < m->width; x++) {
                size_t c = maze_cell_at(m, x, y);
                if (m->cell[c] & MAZE_CELL_OFF)
                    continue;
                if (x + 1 < m->width && !(m->cell[c + 1] & MAZE_CELL_OFF))
                    put(wall, walls++, c * 8 + MAZE_EAST, narrow);
                if (y + 1 < m->height &&
                    !(m->cell[c + m->width] & MAZE_CELL_OFF))
                    put(wall, walls++, c * 8 + MAZE_SOUTH, narrow);
            }
        }
    } else {
        /* Any shape: directions 0..owned-1 name each wall once (east and
         * south; a hexagon's three; polar clockwise and inward), except
         * round a one-cell centre, whose walls its ring 1 names. */
        for (size_t c = 0; c < m->cells; c++) {
            struct mz_at at = mz_at(m, c);
            if ((m->cell[c] & MAZE_CELL_OFF) ||
                (m->ring && mz_ring_cells(m, at.y) == 1))
                continue;
            unsigned ways = mz_ways_at(m, at, 0, 0);
            for (unsigned d = 0; d < owned; d++)
                if (ways & (1u << d))
                    put(wall, walls++, c * 8 + d, narrow);
        }
    }
    size_t needed = mz_cells_on(m);
    needed = needed ? needed - 1 : 0;
    /* The shuffle is fused with the scan: wall i is drawn from those not
     * yet taken just before it is used, so the loop can stop as soon as
     * the tree is complete. */
    struct draws dr = {.rng = *rng};
    size_t used = 0; /* draws the loop has taken */
    for (size_t i = 0; i < walls && needed; i++) {
        for (; dr.made < walls && dr.made < i + AHEAD; dr.made++) {
            size_t k = dr.made % AHEAD;
            dr.j[k] = dr.made + (size_t)mz_rng_below(&dr.rng, walls - dr.made);
            dr.after[k] = dr.rng;
            prefetch(wall, dr.j[k], narrow);
        }
        if (rect) {
            for (unsigned k = 0; k < 3; k++)
                if (i + peek[k] < dr.made)
                    warm(m, parent,
                         get(wall, dr.j[(i + peek[k]) % AHEAD], narrow), k,
                         narrow);
        }
        size_t j = dr.j[i % AHEAD];
        used = i + 1;
        size_t w = get(wall, j, narrow);
        put(wall, j, get(wall, i, narrow), narrow);
        size_t a = w / 8;
        int d = (int)(w % 8);
        struct mz_at at = {a, 0, 0};
        struct mz_at to = at;
        if (rect) /* a rectangle's walls are east or south of their owner */
            to.c = a + (d == MAZE_SOUTH ? m->width : 1);
        else
            mz_next(m, (at = mz_at(m, a)), d, &to);
        size_t b = to.c;
        size_t ra = find(parent, a, narrow);
        size_t rb = find(parent, b, narrow);
        if (ra == rb)
            continue;
        join(m, parent, ra, rb, narrow);
        if (rect)
            m->cell[a] |= d == MAZE_SOUTH ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
        else
            mz_join(m, at, d, to);
        mz_emit(hook, MAZE_EV_CARVE, a, b);
        needed--;
    }
    if (used) /* the generator as if the draws had been made in it */
        *rng = dr.after[(used - 1) % AHEAD];
    mz_big_free(parent, parent_bytes);
    mz_big_free(wall, wall_bytes);
    mz_clear_scratch(m);
    return MAZE_OK;
}

MZ_GENERATOR(mz_gen_kruskal)
{
    (void)opts; /* no options */
    if (m->cells <= (SIZE_MAX >> 3) && m->cells * 8 <= UINT32_MAX)
        return kruskal(m, rng, hook, true);
    return kruskal(m, rng, hook, false);
}
