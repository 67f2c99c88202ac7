/*
 * difficulty.c - how hard a maze is to solve, as one number from 0 to 100.
 *
 * The model is a solver who knows nothing but guesses at every fork. On
 * the shortest route from start to end, each way that leaves the route is
 * a wrong guess that costs the walk into it and back; taken before the
 * right way in half the orders, a wrong way costs on average its depth
 * (the steps to its farthest cell) once. So this solver walks, on
 * average,
 *
 *     walk = route + detours,   detours = sum of the wrong ways' depths
 *
 * steps, and the difficulty is that walk as a share of the maze: 100 *
 * walk / (cells - 1), rounded. It takes in the three things that make a
 * maze hard: a long route for its cells, many decision points on it, and
 * deep dead ends behind them; a dead end seen from the fork (depth 1)
 * costs one step. A corridor from start to end scores 100 (the whole maze
 * is the route); a maze whose route is short and whose side ways are
 * stubs scores low. In a perfect maze every cell off the route lies
 * behind exactly one wrong way, so the walk is at most cells - 1 and the
 * score at most 100; in a braided maze a way that loops back is claimed
 * by the first fork that reaches it, and the score stays within 100 too.
 *
 * Time O(cells): one sweep for the route, then one sweep from each wrong
 * way into the cells no earlier sweep took. Memory: the route, and the
 * sweeps' queues; the rest lives in the cells' scratch bits.
 */
#include "../mz.h"

/* Marks the route's cells, so the sweeps from the wrong ways stop at it. */
static void mark_route(struct maze *m, const struct maze_route *r)
{
    for (size_t i = 0; i < r->length; i++)
        m->cell[r->cells[i]] |= MZ_MARK;
}

/* The ways out of route cell i that leave the route, swept one by one. */
static enum maze_err leave_route(struct maze *m, const struct maze_route *r,
                                 size_t i, struct maze_difficulty *d)
{
    struct mz_at at = mz_at(m, r->cells[i]);
    size_t before = i > 0 ? r->cells[i - 1] : MAZE_NONE;
    size_t after = i + 1 < r->length ? r->cells[i + 1] : MAZE_NONE;
    bool decision = false;
    for (int dir = 0; dir < (int)mz_dirs(m); dir++) {
        struct mz_at next;
        if (!mz_go(m, at, dir, &next) || next.c == before || next.c == after)
            continue;
        d->branches++;
        decision = true;
        /* A way into cells an earlier fork's sweep took (a loop) is a
         * guess too, but its cost was counted there. */
        if (m->cell[next.c] & MZ_MARK)
            continue;
        struct mz_sweep sweep;
        enum maze_err err = mz_bfs(m, next.c, MAZE_NONE, NULL, &sweep);
        if (err)
            return err;
        d->detours += sweep.depth + 1;
        if (sweep.depth + 1 > d->deepest)
            d->deepest = sweep.depth + 1;
    }
    d->decisions += decision;
    return MAZE_OK;
}

unsigned maze_difficulty_score(const struct maze_difficulty *d, size_t cells)
{
    if (cells <= 1)
        return 0;
    double walk = (double)d->route + (double)d->detours;
    double score = 100.0 * walk / (double)(cells - 1);
    return score >= 100.0 ? 100u : (unsigned)(score + 0.5);
}

enum maze_err maze_measure_difficulty(struct maze *m,
                                      struct maze_difficulty *out)
{
    if (m->start >= m->cells || m->end >= m->cells)
        return MAZE_ERR_NO_ENDS;
    struct maze_difficulty d = {0};
    struct maze_route r = {0};
    enum maze_err err = maze_solve(m, NULL, NULL, NULL, &r);
    if (err)
        return err;
    size_t cells = 0;
    for (size_t c = 0; c < m->cells; c++) {
        unsigned ways = m->cell[c] & MAZE_CELL_OFF ? 0 : maze_degree(m, c);
        cells += !(m->cell[c] & MAZE_CELL_OFF);
        d.dead_ends += ways == 1;
    }
    d.route = r.length - 1;
    mark_route(m, &r);
    for (size_t i = 0; i < r.length && !err; i++)
        err = leave_route(m, &r, i, &d);
    mz_clear_scratch(m);
    maze_route_release(&r);
    if (err)
        return err;
    d.score = maze_difficulty_score(&d, cells);
    *out = d;
    return MAZE_OK;
}
