/*
 * distances.h - steps from one cell to every other, kept in an array
 * (distances.c), for the analyses that need two sweeps at once (routes.c)
 * and the distance map.
 */
#ifndef MZ_DISTANCES_H
#define MZ_DISTANCES_H

#include "../topo.h"

/* The cells a passage leads to from c (under a crossing: the cell beyond
 * it), in direction order; returns how many. */
static inline unsigned mz_passages_of(const struct maze *m, size_t c,
                                      size_t to[MAZE_MAX_NEIGHBOURS])
{
    struct mz_at a = mz_at(m, c);
    unsigned dirs = mz_dirs(m);
    unsigned n = 0;
    for (unsigned d = 0; d < dirs; d++) {
        struct mz_at b;
        if (mz_go(m, a, (int)d, &b))
            to[n++] = b.c;
    }
    return n;
}

/* A breadth-first sweep from src into arrays of m->cells entries: steps[c]
 * the steps from src to c (MAZE_NONE: not reached), order[0 .. *reached)
 * the cells reached, nearest first (it is the sweep's queue). The maze's
 * scratch bits are not used, so m stays const and two sweeps can be kept
 * side by side. Cannot fail. */
void mz_distance_sweep(const struct maze *m, size_t src, size_t *steps,
                       size_t *order, size_t *reached);

/* The two ends of a longest route and its length in steps: two sweeps in
 * a perfect maze, maze_diameter() with loops. Errors: NO_ENDS, NOMEM. */
enum maze_err mz_farthest_pair(struct maze *m, size_t *u, size_t *v,
                               size_t *steps);

#endif /* MZ_DISTANCES_H */
