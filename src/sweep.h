/*
 * sweep.h - the breadth-first sweep (sweep.c) and the farthest pair
 * of cells it finds (ends.c).
 */
#ifndef MZ_SWEEP_H
#define MZ_SWEEP_H

#include "maze.h"

/* What a breadth-first sweep found: the last cell taken from the queue
 * (with no target: a cell farthest from the source), its distance, and
 * how many cells were reached. */
struct mz_sweep {
    size_t last, depth, reached;
};

/* Breadth-first search over the passages from src (src/sweep.c, the
 * core's, under the solver and the analyses alike). Marks each reached
 * cell with MZ_MARK and the direction back to its parent in MZ_DIR_MASK
 * (the caller clears them); cells already marked are never entered. Stops
 * when dst (MAZE_NONE: never) is taken from the queue. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_bfs(struct maze *m, size_t src, size_t dst,
                     const struct maze_hook *hook, struct mz_sweep *out);

#endif /* MZ_SWEEP_H */
