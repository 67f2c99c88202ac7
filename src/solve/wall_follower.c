/*
 * wall_follower.c - keep one hand on the wall.
 *
 * The walker turns towards its hand whenever it can, else goes straight,
 * else turns away, else goes back. In a perfect maze this walks along the
 * whole wall and must reach the end; it is how people escape hedge mazes.
 * In a braided maze the wall it holds may be an island that loops round
 * without ever touching the end: then the walker comes back to where it
 * started, facing the same way, and would go round for ever. Its walk is
 * a cycle of at most two steps per passage, so after that many steps it
 * stops and says so (MAZE_ERR_DEFEATED when a route exists after all,
 * MAZE_ERR_NO_ROUTE when none does).
 *
 * The route is the walk with its loops erased: cells walked back over are
 * taken off a stack (walk.c, which the other walkers share). Memory one
 * byte per cell plus the stack; time O(cells).
 */
#include "solve.h"

MZ_SOLVER(mz_solve_wall_follower)
{
    /* maze.h lets a caller of solve() pass no options: the left hand. */
    enum maze_hand hand = opts ? opts->hand : MAZE_HAND_LEFT;
    struct mz_walk walk;
    enum maze_err err =
        mz_walk_start(m, &walk, from, hook) ? MAZE_OK : MAZE_ERR_NOMEM;
    size_t limit = 2 * maze_passages(m) + 2;
    /* It starts facing east (with its back to the west). */
    int back = m->shape == MAZE_SHAPE_HEX       ? 3
               : m->shape == MAZE_SHAPE_UPSILON ? 4
                                                : MAZE_WEST;
    struct mz_at at = mz_at(m, from);
    for (size_t step = 0; !err && at.c != to; step++) {
        struct mz_at next = at;
        int swept = 0;
        int d = step < limit ? mz_hand_turn(m, at, back, hand, &next, &swept)
                             : -1;
        if (d < 0) {
            err = MAZE_ERR_DEFEATED; /* mz_walk_finish() says which */
            break;
        }
        back = mz_back(m, at, d);
        if (!mz_walk_step(m, &walk, next.c, hook))
            err = MAZE_ERR_NOMEM;
        at = next;
    }
    return mz_walk_finish(m, &walk, from, to, err, route);
}
