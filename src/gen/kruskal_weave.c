/*
 * kruskal_weave.c - Kruskal's algorithm for weave mazes (Jamis Buck's
 * "weave Kruskal").
 *
 * Crossings come first: each cell away from the border, in reading order,
 * becomes one with probability `weave` when it and its four neighbours
 * are five separate trees and none of them is a crossing; the way over
 * it (north-south or east-west, at random) joins three of them, the way
 * under the other two. Then every other wall is taken in random order and
 * opened when its two sides are not yet connected, as plain Kruskal does.
 * Each crossing merges five trees into two with three passages, so the
 * maze stays a spanning tree: perfect, counting the way under as one
 * passage.
 *
 * Time O(cells) (a shuffle and a union-find with path halving); memory
 * one byte per cell for the grid and the extra plane, 8 bytes per cell
 * for the forest and 8 per wall for the shuffled walls. The fast tiled
 * Kruskal (kruskal.c) stays for flat mazes.
 */
#include <stdlib.h>

#include "gen.h"

static size_t find(size_t *parent, size_t c)
{
    while (parent[c] != c) {
        parent[c] = parent[parent[c]];
        c = parent[c];
    }
    return c;
}

/* Merges the trees of a and b; false when they were one already. */
static bool merge(size_t *parent, size_t a, size_t b)
{
    size_t ra = find(parent, a);
    size_t rb = find(parent, b);
    if (ra == rb)
        return false;
    parent[ra] = rb;
    return true;
}

/* Makes c a crossing when the rules and the forest let it. */
static void place_crossing(struct maze *m, size_t *parent, struct mz_at at,
                           struct maze_rng *rng, const struct maze_hook *hook)
{
    struct mz_at nb[4];
    size_t root[5] = {find(parent, at.c)};
    for (int d = 0; d < 4; d++) {
        if (!mz_next(m, at, d, &nb[d]) ||
            (m->extra[nb[d].c] & MAZE_EXTRA_CROSS))
            return;
        root[d + 1] = find(parent, nb[d].c);
    }
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
            if (root[i] == root[j])
                return;
    bool over_ew = mz_rng_next(rng) >> 63;
    if (maze_set_crossing(m, at.c, over_ew) != MAZE_OK)
        return; /* an OFF neighbour */
    /* Over: through the cell; under: from one side to the other. */
    int over = over_ew ? MAZE_EAST : MAZE_SOUTH;
    int under = over_ew ? MAZE_SOUTH : MAZE_EAST;
    size_t o0 = nb[mz_opposite(over)].c, o1 = nb[over].c;
    size_t u0 = nb[mz_opposite(under)].c, u1 = nb[under].c;
    merge(parent, o0, at.c);
    merge(parent, at.c, o1);
    merge(parent, u0, u1);
    mz_emit(hook, MAZE_EV_CARVE, o0, at.c);
    mz_emit(hook, MAZE_EV_CARVE, at.c, o1);
    mz_emit(hook, MAZE_EV_CARVE, u0, u1);
}

enum maze_err mz_gen_kruskal_weave(struct maze *m, struct maze_rng *rng,
                                   double weave, const struct maze_hook *hook)
{
    size_t *parent = malloc(m->cells * sizeof *parent);
    size_t *wall = malloc(2 * m->cells * sizeof *wall);
    if (!parent || !wall) {
        free(parent);
        free(wall);
        return MAZE_ERR_NOMEM;
    }
    struct mz_bits bits = {.rng = rng};
    for (size_t c = 0; c < m->cells; c++)
        parent[c] = c;
    for (uint32_t y = 1; y + 1 < m->height; y++) {
        for (uint32_t x = 1; x + 1 < m->width; x++) {
            struct mz_at at = {maze_cell_at(m, x, y), x, y};
            if (!(m->cell[at.c] & MAZE_CELL_OFF) && mz_weave_coin(&bits, weave))
                place_crossing(m, parent, at, rng, hook);
        }
    }
    /* Every wall between two cells that are on: cell * 2 + (0 east, 1
     * south), shuffled. */
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        struct mz_at at = mz_at(m, c);
        for (int d = 0; d < 2; d++) {
            struct mz_at b;
            if (mz_next(m, at, d, &b) && !(m->cell[b.c] & MAZE_CELL_OFF))
                wall[n++] = c * 2 + (size_t)d;
        }
    }
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)mz_rng_below(rng, i);
        size_t t = wall[i - 1];
        wall[i - 1] = wall[j];
        wall[j] = t;
    }
    for (size_t i = 0; i < n; i++) {
        struct mz_at at = mz_at(m, wall[i] / 2);
        int d = (int)(wall[i] % 2);
        struct mz_at b = at;
        mz_next(m, at, d, &b);
        if (mz_is_linked(m, at, d, b) || !merge(parent, at.c, b.c))
            continue;
        mz_link(m, at, d, b);
        mz_emit(hook, MAZE_EV_CARVE, at.c, b.c);
    }
    free(parent);
    free(wall);
    return MAZE_OK;
}
