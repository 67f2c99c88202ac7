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
 * cell plus 8 bytes per cell for the forest and 8 per wall for the order
 * (about 25 bytes per cell). The rank lives in the cell's scratch bits.
 */
#include <stdlib.h>

#include "gen.h"

#define RANK_SHIFT 3
/* Four scratch bits (the fifth is a hex maze's south-west passage); a
 * rank past 15 needs 2^15 cells, and capping it only makes some trees a
 * little deeper. */
#define RANK_MAX 15u
#define RANK_MASK 0x78u

static size_t find(size_t *parent, size_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

static unsigned rank_of(const struct maze *m, size_t c)
{
    return (m->cell[c] & RANK_MASK) >> RANK_SHIFT;
}

/* Joins the trees of roots a and b, the lower rank under the higher. */
static void join(struct maze *m, size_t *parent, size_t a, size_t b)
{
    unsigned ra = rank_of(m, a);
    unsigned rb = rank_of(m, b);
    if (ra < rb) {
        parent[a] = b;
    } else {
        parent[b] = a;
        if (ra == rb && ra < RANK_MAX)
            m->cell[a] += 1u << RANK_SHIFT;
    }
}

MZ_GENERATOR(mz_gen_kruskal)
{
    (void)opts; /* no options */
    /* The walls a cell owns: east and south, or a hexagon's three. */
    const unsigned owned = m->shape == MAZE_SHAPE_HEX ? 3 : 2;
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    size_t *parent = malloc(m->cells * sizeof *parent);
    uint64_t *wall = malloc(owned * m->cells * sizeof *wall);
    if (!parent || !wall) {
        free(parent);
        free(wall);
        return MAZE_ERR_NOMEM;
    }
    size_t walls = 0;
    for (size_t c = 0; c < m->cells; c++)
        parent[c] = c;
    if (rect) {
        for (uint32_t y = 0; y < m->height; y++) {
            for (uint32_t x = 0; x < m->width; x++) {
                size_t c = maze_cell_at(m, x, y);
                if (m->cell[c] & MAZE_CELL_OFF)
                    continue;
                if (x + 1 < m->width && !(m->cell[c + 1] & MAZE_CELL_OFF))
                    wall[walls++] = (uint64_t)c * 8 + MAZE_EAST;
                if (y + 1 < m->height &&
                    !(m->cell[c + m->width] & MAZE_CELL_OFF))
                    wall[walls++] = (uint64_t)c * 8 + MAZE_SOUTH;
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
                    wall[walls++] = (uint64_t)c * 8 + d;
        }
    }
    size_t needed = mz_cells_on(m);
    needed = needed ? needed - 1 : 0;
    /* The shuffle is fused with the scan: wall i is drawn from those not
     * yet taken just before it is used, so the loop can stop as soon as
     * the tree is complete. */
    for (size_t i = 0; i < walls && needed; i++) {
        size_t j = i + (size_t)mz_rng_below(rng, walls - i);
        uint64_t w = wall[j];
        wall[j] = wall[i];
        size_t a = (size_t)(w / 8);
        int d = (int)(w % 8);
        struct mz_at at = {a, 0, 0};
        struct mz_at to = at;
        if (rect)
            to.c = mz_step(m, a, d);
        else
            mz_next(m, (at = mz_at(m, a)), d, &to);
        size_t b = to.c;
        size_t ra = find(parent, a);
        size_t rb = find(parent, b);
        if (ra == rb)
            continue;
        join(m, parent, ra, rb);
        if (rect)
            mz_carve(m, a, d);
        else
            mz_join(m, at, d, to);
        mz_emit(hook, MAZE_EV_CARVE, a, b);
        needed--;
    }
    free(parent);
    free(wall);
    mz_clear_scratch(m);
    return MAZE_OK;
}
