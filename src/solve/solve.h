/* solve.h - the solvers the registry lists (one per file in src/solve/). */
#ifndef MZ_SOLVE_H
#define MZ_SOLVE_H

#include "../mz.h"

#define MZ_SOLVER(fn)                                                          \
    enum maze_err fn(struct maze *m, size_t from, size_t to,                   \
                     const struct maze_solve_opts *opts,                       \
                     const struct maze_hook *hook, struct maze_route *route)

MZ_SOLVER(mz_solve_bfs);
MZ_SOLVER(mz_solve_astar);
MZ_SOLVER(mz_solve_dfs);
MZ_SOLVER(mz_solve_dead_end_fill);
MZ_SOLVER(mz_solve_wall_follower);
MZ_SOLVER(mz_solve_tremaux);

/* How the solvers that leave the way back in the cells end: when err is
 * MAZE_OK and `to` was reached (MZ_MARK), the route is read from the
 * parent directions into *route with `visited`; the scratch bits are
 * cleared in every case. Returns the error. */
enum maze_err mz_finish_route(struct maze *m, size_t from, size_t to,
                              enum maze_err err, size_t visited,
                              struct maze_route *route);

#endif
