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
#define RANK_MAX 31u /* five scratch bits; ranks past 31 need 2^31 cells */

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
    return m->cell[c] >> RANK_SHIFT;
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
    size_t *parent = malloc(m->cells * sizeof *parent);
    uint64_t *wall = malloc(2 * m->cells * sizeof *wall);
    if (!parent || !wall) {
        free(parent);
        free(wall);
        return MAZE_ERR_NOMEM;
    }
    size_t walls = 0;
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            parent[c] = c;
            if (m->cell[c] & MAZE_CELL_OFF)
                continue;
            if (x + 1 < m->width && !(m->cell[c + 1] & MAZE_CELL_OFF))
                wall[walls++] = (uint64_t)c * 2;
            if (y + 1 < m->height && !(m->cell[c + m->width] & MAZE_CELL_OFF))
                wall[walls++] = (uint64_t)c * 2 + 1;
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
        size_t a = (size_t)(w / 2);
        int d = (w & 1) ? MAZE_SOUTH : MAZE_EAST;
        size_t b = mz_step(m, a, d);
        size_t ra = find(parent, a);
        size_t rb = find(parent, b);
        if (ra == rb)
            continue;
        join(m, parent, ra, rb);
        mz_carve(m, a, d);
        mz_emit(hook, MAZE_EV_CARVE, a, b);
        needed--;
    }
    free(parent);
    free(wall);
    mz_clear_scratch(m);
    return MAZE_OK;
}
