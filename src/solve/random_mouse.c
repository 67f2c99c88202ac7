/*
 * random_mouse.c - the random mouse: on along the passage, a random
 * choice at each junction.
 *
 * The mouse walks on along its passage, turns back only at a dead end,
 * and at a junction takes one of the ways on at random (the options'
 * seed picks them, the maze's seed when the tool made the maze: the same
 * seed, the same walk). It knows nothing and marks
 * nothing, so it is the slowest way there is: in a perfect maze it needs
 * on the order of cells * route steps. It finds a route in any maze, in
 * time, but it may run out of steps first: then it says so.
 *
 * The limit: a walk that picks among all ways alike reaches any cell in
 * at most 2 * passages * cells steps on average (the commute time of a
 * random walk, Chandra et al. 1989), and so fails to within 2k times that
 * with chance at most 2^-k (Markov's inequality, k times over); the mouse,
 * never turning back at a junction, goes no slower in the tests. It is
 * given k = 32, and at most 2^28 steps (seconds) where that is more:
 * a mouse in a maze of a million cells would need far longer. Where no
 * passage leads to the end at all, one sweep says so before any walk,
 * rather than the walk's whole limit later.
 *
 * The route is the walk with its loops erased (walk.c). Memory: the
 * walk's stack; time: the steps it takes.
 */
#include "solve.h"

#define HALVINGS 32
#define MAX_STEPS (1ull << 28)

/* The steps the mouse may take in m. */
static uint64_t step_limit(const struct maze *m)
{
    double bound = 2.0 * HALVINGS * 2.0 * (double)maze_passages(m) *
                   (double)m->cells;
    return bound < (double)MAX_STEPS ? (uint64_t)bound + 1 : MAX_STEPS;
}

/* Whether any passage leads from `from` to `to` (one sweep). */
static enum maze_err reachable(struct maze *m, size_t from, size_t to)
{
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, from, to, NULL, &sweep);
    if (!err && !(m->cell[to] & MZ_MARK))
        err = MAZE_ERR_NO_ROUTE;
    mz_clear_scratch(m);
    return err;
}

MZ_SOLVER(mz_solve_random_mouse)
{
    enum maze_err unreached = reachable(m, from, to);
    if (unreached)
        return unreached;
    struct maze_rng rng;
    maze_rng_seed(&rng, opts ? opts->seed : 0);
    const int dirs = (int)mz_dirs(m);
    struct mz_walk walk;
    enum maze_err err =
        mz_walk_start(m, &walk, from, hook) ? MAZE_OK : MAZE_ERR_NOMEM;
    const uint64_t limit = step_limit(m);
    struct mz_at at = mz_at(m, from);
    int back = -1; /* where it came from; none at the start */
    for (uint64_t step = 0; !err && at.c != to; step++) {
        if (step >= limit) {
            err = MAZE_ERR_DEFEATED;
            break;
        }
        int way[MAZE_MAX_NEIGHBOURS];
        struct mz_at beyond[MAZE_MAX_NEIGHBOURS];
        int ways = 0;
        for (int d = 0; d < dirs; d++)
            if (d != back && mz_go(m, at, d, &beyond[ways]))
                way[ways++] = d;
        if (ways == 0 && back >= 0 && mz_go(m, at, back, &beyond[0])) {
            way[0] = back; /* a dead end: back the way it came */
            ways = 1;
        }
        if (ways == 0) { /* a cell with no way out */
            err = MAZE_ERR_DEFEATED;
            break;
        }
        int pick = ways == 1 ? 0 : (int)mz_rng_below(&rng, (uint64_t)ways);
        back = mz_back(m, at, way[pick]);
        at = beyond[pick];
        if (!mz_walk_step(m, &walk, at.c, hook))
            err = MAZE_ERR_NOMEM;
    }
    return mz_walk_finish(m, &walk, from, to, err, route);
}
