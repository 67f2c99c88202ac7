/*
 * sparse.c - leaves cells of a perfect maze uncarved (theseus's --sparse).
 *
 * A dead end of a perfect maze is a leaf of its tree: walling it off and
 * leaving the cell out (MAZE_CELL_OFF, as a mask leaves cells out) keeps
 * the rest one tree, and the cell before it may become a leaf in its
 * turn. The leaves are taken one at a time, each drawn at random from
 * those there are, until the asked share of the cells is out; the cells
 * to keep (the ends) are never taken, so when only the route between
 * them is left, it stops short. What remains is a perfect maze of fewer
 * cells, its corridors shortened and thinned from their tips inwards.
 * Time O(cells), memory a word per dead end.
 */
#include <math.h>
#include <stdlib.h>

#include "mz.h"

static bool kept(size_t c, size_t keep_a, size_t keep_b)
{
    return c == keep_a || c == keep_b;
}

enum maze_err maze_sparse(struct maze *m, double share, size_t keep_a,
                          size_t keep_b, struct maze_rng *rng,
                          const struct maze_hook *hook)
{
    /* Crossings need their four passages; polar grids leave no cell out. */
    if (!(share >= 0.0 && share < 1.0) || (m->extra && m->floors <= 1) ||
        m->shape == MAZE_SHAPE_POLAR)
        return MAZE_ERR_ARG;
    size_t on = mz_cells_on(m);
    size_t target = (size_t)llround(share * (double)on);
    if (target == 0)
        return MAZE_OK;
    size_t *leaf = NULL;
    size_t leaves = 0;
    size_t cap = 0;
    for (size_t c = 0; c < m->cells; c++) {
        if ((m->cell[c] & MAZE_CELL_OFF) || maze_degree(m, c) != 1 ||
            kept(c, keep_a, keep_b))
            continue;
        if (!mz_grow(&leaf, &cap, leaves, sizeof *leaf)) {
            free(leaf);
            return MAZE_ERR_NOMEM;
        }
        leaf[leaves++] = c;
    }
    size_t taken = 0;
    while (taken < target && leaves) {
        size_t i = (size_t)mz_rng_below(rng, leaves);
        size_t c = leaf[i];
        leaf[i] = leaf[--leaves];
        /* Its one way, to the cell it hangs from. */
        struct mz_at at = mz_at(m, c);
        struct mz_at up = at;
        int d = 0;
        for (; d < (int)mz_dirs(m); d++)
            if (mz_go(m, at, d, &up))
                break;
        if (d == (int)mz_dirs(m))
            continue; /* the last cell of all: it stays */
        mz_unlink(m, at, d, up);
        mz_emit(hook, MAZE_EV_WALL, c, up.c);
        m->cell[c] |= MAZE_CELL_OFF;
        taken++;
        /* A leaf's cell leaves the list by taking another's place, so
         * the list never holds more than it held at first. */
        if (maze_degree(m, up.c) == 1 && !kept(up.c, keep_a, keep_b))
            leaf[leaves++] = up.c;
    }
    free(leaf);
    return MAZE_OK;
}
