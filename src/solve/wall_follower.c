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

/* The direction the walker takes from c facing `facing`, or -1. */
static int next_turn(const struct maze *m, size_t c, int facing,
                     enum maze_hand hand)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    /* Directions go clockwise (east, south, west, north): the left of d
     * is d + 3, the right d + 1. */
    const int turns[2][4] = {{3, 0, 1, 2}, {1, 0, 3, 2}};
    for (int i = 0; i < 4; i++) {
        int d = (facing + turns[hand == MAZE_HAND_RIGHT][i]) & 3;
        if (mz_inside(m, x, y, d) && mz_is_open(m, c, d))
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
    uint8_t *g = m->cell;
    struct path p = {0};
    enum maze_err err = path_push(&p, from) ? MAZE_OK : MAZE_ERR_NOMEM;
    g[from] |= ON_PATH | SEEN;
    size_t seen = 1;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    size_t limit = 2 * maze_passages(m) + 2;
    int facing = MAZE_EAST;
    size_t c = from;
    for (size_t step = 0; !err && c != to; step++) {
        int d = step < limit ? next_turn(m, c, facing, opts->hand) : -1;
        if (d < 0) {
            err = why_not(m, from, to);
            break;
        }
        size_t next = mz_step(m, c, d);
        facing = d;
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
        c = next;
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
