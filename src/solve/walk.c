/*
 * walk.c - walks that become routes: what the solvers that wander (the
 * Pledge walker, the chain's guides, the random mouse) share.
 *
 * A walk is a stack of cells; stepping back onto a cell still on it pops
 * what was walked since, so the stack stays a simple path and is the
 * route when the walk reaches the end. Memory: the stack, at most one
 * entry per cell; each step costs O(1) plus what it pops.
 */
#include <stdlib.h>

#include "solve.h"

#define ON_WALK MZ_MARK
#define SEEN MZ_MARK2

static bool walk_push(struct mz_walk *w, size_t c)
{
    if (!mz_grow(&w->cell, &w->cap, w->count, sizeof *w->cell))
        return false;
    w->cell[w->count++] = c;
    return true;
}

bool mz_walk_start(struct maze *m, struct mz_walk *w, size_t from,
                   const struct maze_hook *hook)
{
    *w = (struct mz_walk){0};
    m->cell[from] |= ON_WALK | SEEN;
    w->seen = 1;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    return walk_push(w, from);
}

bool mz_walk_step(struct maze *m, struct mz_walk *w, size_t c,
                  const struct maze_hook *hook)
{
    uint8_t *g = m->cell;
    if (g[c] & ON_WALK) {
        /* Back onto the walk: what was walked since is a loop. */
        while (w->cell[w->count - 1] != c) {
            g[w->cell[--w->count]] &= (uint8_t)~ON_WALK;
            mz_emit(hook, MAZE_EV_BACKTRACK, w->cell[w->count],
                    w->cell[w->count - 1]);
        }
        return true;
    }
    if (!(g[c] & SEEN))
        w->seen++;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, c, w->cell[w->count - 1]);
    g[c] |= ON_WALK | SEEN;
    return walk_push(w, c);
}

enum maze_err mz_walk_finish(struct maze *m, struct mz_walk *w, size_t from,
                             size_t to, enum maze_err err,
                             struct maze_route *route)
{
    mz_clear_scratch(m);
    if (err == MAZE_ERR_DEFEATED) {
        struct mz_sweep sweep;
        err = mz_bfs(m, from, to, NULL, &sweep);
        if (!err && !(m->cell[to] & MZ_MARK))
            err = MAZE_ERR_NO_ROUTE;
        else if (!err)
            err = MAZE_ERR_DEFEATED;
        mz_clear_scratch(m);
    }
    if (err) {
        free(w->cell);
        *w = (struct mz_walk){0};
        return err;
    }
    route->cells = w->cell;
    route->length = w->count;
    route->visited = w->seen;
    *w = (struct mz_walk){0};
    return MAZE_OK;
}

/* Every shape numbers a cell's directions clockwise, so the left hand
 * tries them clockwise from just after the way back (the leftmost turn
 * first, the way back last) and the right hand the other way round. */
int mz_hand_turn(const struct maze *m, struct mz_at a, int back,
                 enum maze_hand hand, struct mz_at *next, int *turn)
{
    int dirs = (int)mz_dirs(m);
    for (int i = 1; i <= dirs; i++) {
        int d = hand == MAZE_HAND_RIGHT ? (back - i + dirs) % dirs
                                        : (back + i) % dirs;
        if (mz_go(m, a, d, next)) {
            *turn = i;
            return d;
        }
    }
    return -1;
}
