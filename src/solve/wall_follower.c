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
 * taken off a stack. Memory one byte per cell plus the stack; time
 * O(cells).
 */
#include <stdlib.h>

#include "solve.h"

#define ON_PATH MZ_MARK
#define SEEN MZ_MARK2

struct path {
    size_t *cell;
    size_t count, cap;
};

static bool path_push(struct path *p, size_t c)
{
    if (!mz_grow(&p->cell, &p->cap, p->count, sizeof *p->cell))
        return false;
    p->cell[p->count++] = c;
    return true;
}

/* The direction the walker takes from a, having come in from direction
 * `back`, or -1. Every shape numbers a cell's directions clockwise, so
 * the left hand tries them clockwise from just after the way back (the
 * leftmost turn first, the way back last) and the right hand the other
 * way round. */
static int next_turn(const struct maze *m, struct mz_at a, int back,
                     enum maze_hand hand, struct mz_at *next)
{
    int dirs = (int)mz_dirs(m);
    for (int i = 1; i <= dirs; i++) {
        int d = hand == MAZE_HAND_RIGHT ? (back - i + dirs) % dirs
                                        : (back + i) % dirs;
        if (mz_go(m, a, d, next))
            return d;
    }
    return -1;
}

/* Whether any route joins from and to (after the walker gave up). */
static enum maze_err why_not(struct maze *m, size_t from, size_t to)
{
    mz_clear_scratch(m);
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, from, to, NULL, &sweep);
    if (!err)
        err = (m->cell[to] & MZ_MARK) ? MAZE_ERR_DEFEATED : MAZE_ERR_NO_ROUTE;
    return err;
}

MZ_SOLVER(mz_solve_wall_follower)
{
    /* maze.h lets a caller of solve() pass no options: the left hand. */
    enum maze_hand hand = opts ? opts->hand : MAZE_HAND_LEFT;
    uint8_t *g = m->cell;
    struct path p = {0};
    enum maze_err err = path_push(&p, from) ? MAZE_OK : MAZE_ERR_NOMEM;
    g[from] |= ON_PATH | SEEN;
    size_t seen = 1;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    size_t limit = 2 * maze_passages(m) + 2;
    /* It starts facing east (with its back to the west). */
    int back = m->shape == MAZE_SHAPE_HEX       ? 3
               : m->shape == MAZE_SHAPE_UPSILON ? 4
                                                : MAZE_WEST;
    struct mz_at at = mz_at(m, from);
    for (size_t step = 0; !err && at.c != to; step++) {
        struct mz_at to_cell = at;
        int d =
            step < limit ? next_turn(m, at, back, hand, &to_cell) : -1;
        if (d < 0) {
            err = why_not(m, from, to);
            break;
        }
        size_t c = at.c;
        size_t next = to_cell.c;
        back = mz_back(m, at, d);
        if (g[next] & ON_PATH) {
            /* Back onto the path: what was walked since is a loop. */
            while (p.cell[p.count - 1] != next) {
                g[p.cell[--p.count]] &= (uint8_t)~ON_PATH;
                mz_emit(hook, MAZE_EV_BACKTRACK, p.cell[p.count],
                        p.cell[p.count - 1]);
            }
        } else {
            if (!(g[next] & SEEN))
                seen++;
            g[next] |= ON_PATH | SEEN;
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next, c);
            if (!path_push(&p, next))
                err = MAZE_ERR_NOMEM;
        }
        at = to_cell;
    }
    mz_clear_scratch(m);
    if (err) {
        free(p.cell);
        return err;
    }
    route->cells = p.cell;
    route->length = p.count;
    route->visited = seen;
    return MAZE_OK;
}
