/*
 * weave.h - weave mazes (weave.c): crossings, where one passage runs
 * under another. The moves through them are in topo.h (mz_go); here is
 * what makes, checks and counts them.
 */
#ifndef MZ_WEAVE_H
#define MZ_WEAVE_H

#include "cell.h"
#include "pick.h"

/* Gives m its extra plane (zeroed) when it has none. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_extra_need(struct maze *m);

/* Whether rectangle cell c may become a crossing whose passage over it
 * runs east-west (over_ew) or north-south: four neighbours on the grid
 * and not OFF, no crossing at either end of its under passage, and any
 * crossing at an end of its over passage running the same way (so that
 * every under passage joins two plain cells). Walls are not looked at. */
bool mz_weave_may_cross(const struct maze *m, size_t c, bool over_ew);

/* The directions a walking generator at `a` may tunnel in: the neighbour
 * that way is in the maze (MZ_MARK), a straight corridor across that
 * direction that may become a crossing, and the cell beyond it is neither
 * in the maze nor OFF. A 4-bit mask; 0 unless m has its extra plane. */
unsigned mz_weave_tunnels(const struct maze *m, struct mz_at a);

/* Whether to tunnel now, given some tunnels: true with probability p
 * (one draw; none when p is 0). */
bool mz_weave_coin(struct mz_bits *bits, double p);

/* Tunnels from a in direction d (one of mz_weave_tunnels()): the
 * neighbour becomes a crossing and a is linked to the cell beyond it,
 * which is returned (not marked). Reports MAZE_EV_CARVE from a to it. */
struct mz_at mz_weave_tunnel(struct maze *m, struct mz_at a, int d,
                             const struct maze_hook *hook);

/* Links rectangle cells a and b two apart in a line under the cell
 * between them, which becomes a crossing (maze_set_crossing): how a
 * replay carves a passage under. Errors: MAZE_ERR_ARG when they are not
 * so placed or the cell cannot cross, MAZE_ERR_NOMEM. */
enum maze_err mz_weave_link_under(struct maze *m, size_t a, size_t b);

/* The first crossing of m that breaks the rules (mz_weave_may_cross(),
 * all four walls open), or MAZE_NONE when every one keeps them. */
size_t mz_weave_broken(const struct maze *m);

#endif /* MZ_WEAVE_H */
