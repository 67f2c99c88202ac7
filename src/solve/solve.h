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
MZ_SOLVER(mz_solve_pledge);
MZ_SOLVER(mz_solve_chain);
MZ_SOLVER(mz_solve_collision);
MZ_SOLVER(mz_solve_random_mouse);
MZ_SOLVER(mz_solve_cul_de_sac_fill);
MZ_SOLVER(mz_solve_blind_alley_seal);

/* How the solvers that leave the way back in the cells end: when err is
 * MAZE_OK and `to` was reached (MZ_MARK), the route is read from the
 * parent directions into *route with `visited`; the scratch bits are
 * cleared in every case. Returns the error. */
enum maze_err mz_finish_route(struct maze *m, size_t from, size_t to,
                              enum maze_err err, size_t visited,
                              struct maze_route *route);

/* A walk that becomes a route (walk.c), for the solvers that wander:
 * the cells it stands on are a stack, and a step back onto one of them
 * erases the loop walked since, so the stack is always a simple path from
 * where it began. Cells on it carry MZ_MARK, cells ever reached MZ_MARK2;
 * `seen` counts the latter. */
struct mz_walk {
    size_t *cell;
    size_t count, cap, seen;
};

/* Begins the walk at from (false: out of memory). */
bool mz_walk_start(struct maze *m, struct mz_walk *w, size_t from,
                   const struct maze_hook *hook);

/* Steps from the walk's last cell to its neighbour c (false: out of
 * memory). */
bool mz_walk_step(struct maze *m, struct mz_walk *w, size_t c,
                  const struct maze_hook *hook);

/* Ends a walk: with err MAZE_OK the stack becomes *route; with
 * MAZE_ERR_DEFEATED (the walker gave up) a search says whether a route
 * existed after all (MAZE_ERR_NO_ROUTE if not). Scratch bits are cleared
 * and the stack freed or handed over in every case. Returns the error. */
enum maze_err mz_walk_finish(struct maze *m, struct mz_walk *w, size_t from,
                             size_t to, enum maze_err err,
                             struct maze_route *route);

/* The direction a hand-on-wall walker takes from a, having come in from
 * direction `back` (or standing with its back to `back`), or -1 when
 * there is none; *turn says how far it turned: the number of directions
 * it swept past, counted from the way back. */
int mz_hand_turn(const struct maze *m, struct mz_at a, int back,
                 enum maze_hand hand, struct mz_at *next, int *turn);

#endif
