/*
 * braid.c - knocks out dead ends so that a maze has loops.
 *
 * A braided maze has more than one route between places, so the shortest
 * route becomes a real question. Each chosen dead end loses one wall,
 * preferably one into another dead end (which removes two at once with a
 * single opening, the way hand-drawn braid mazes are made). The dead ends
 * are taken in random order until the asked-for share of them is gone.
 * Time O(cells), memory 8 bytes per dead end for the shuffled list.
 */
#include <math.h>
#include <stdlib.h>

#include "mz.h"

/* Walls of c that could be opened, split into those leading into dead
 * ends (`into_dead`) and the rest; returns how many of each. */
static void closed_walls(const struct maze *m, size_t c, int *into_dead,
                         unsigned *n_dead, int *other, unsigned *n_other)
{
    struct mz_at at = mz_at(m, c);
    *n_dead = 0;
    *n_other = 0;
    for (int d = 0; d < (int)mz_dirs(m); d++) {
        struct mz_at next;
        if (!mz_next(m, at, d, &next) || mz_is_linked(m, at, d, next) ||
            (m->cell[next.c] & MAZE_CELL_OFF))
            continue;
        if (maze_degree(m, next.c) == 1)
            into_dead[(*n_dead)++] = d;
        else
            other[(*n_other)++] = d;
    }
}

enum maze_err maze_braid(struct maze *m, double share, struct maze_rng *rng,
                         const struct maze_hook *hook)
{
    if (!(share >= 0.0 && share <= 1.0))
        return MAZE_ERR_ARG;
    if (share == 0.0)
        return MAZE_OK;
    size_t total = maze_dead_ends(m);
    size_t *dead = malloc((total ? total : 1) * sizeof *dead);
    if (!dead)
        return MAZE_ERR_NOMEM;
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        if (maze_degree(m, c) == 1)
            dead[n++] = c;
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)maze_rng_below(rng, i);
        size_t t = dead[i - 1];
        dead[i - 1] = dead[j];
        dead[j] = t;
    }
    size_t target = (size_t)llround(share * (double)n);
    size_t removed = 0;
    for (size_t i = 0; i < n && removed < target; i++) {
        size_t c = dead[i];
        if (maze_degree(m, c) != 1)
            continue; /* an earlier opening already took care of it */
        int into_dead[MAZE_MAX_NEIGHBOURS];
        int other[MAZE_MAX_NEIGHBOURS];
        unsigned n_dead = 0;
        unsigned n_other = 0;
        closed_walls(m, c, into_dead, &n_dead, other, &n_other);
        if (n_dead + n_other == 0)
            continue; /* nothing to open: a corridor end at the border */
        int d = n_dead ? into_dead[maze_rng_below(rng, n_dead)]
                       : other[maze_rng_below(rng, n_other)];
        struct mz_at at = mz_at(m, c);
        struct mz_at next = at;
        mz_next(m, at, d, &next);
        mz_link(m, at, d, next);
        mz_emit(hook, MAZE_EV_CARVE, c, next.c);
        removed += n_dead ? 2 : 1;
    }
    free(dead);
    return MAZE_OK;
}
