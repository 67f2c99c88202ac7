/*
 * chain.c - the chain algorithm: follow a line to the end, and send two
 * guides round each wall in the way.
 *
 * The solver draws a line from the start to the end as though there were
 * no walls (a shortest way through the grid, kept close to the straight
 * line between them) and walks along it. Where a wall blocks the line,
 * two guides set out round that wall, one with its left hand on it and
 * one with its right, a step each in turn; the first to come back onto
 * the line further on than where they left it wins, and the walker
 * follows it there. So the maze is solved as a chain of small mazes, one
 * per wall the line crosses (Daedalus's chain algorithm, mazelib's
 * Chain). The route is short when the maze lets the line through, though
 * not always the shortest.
 *
 * It always arrives on a flat grid (a rectangle, hexagons, triangles, a
 * polar grid, upsilon, a mask): a guide walks the whole boundary of the
 * wall it holds, and the cell beyond the blocking wall is on that
 * boundary. Where walls do not part the plane (floors, weave crossings,
 * wrapped edges) a guide can go round without coming back onto the line:
 * when both have gone all the way round (a wall follower's loop, at most
 * 2 * passages + 2 steps), it stops and says so.
 *
 * The route is the walk with its loops erased (walk.c). Memory: a word
 * per cell for the line, the guides' trails; time: O(cells) for the line,
 * and the guides' steps.
 */
#include <stdlib.h>

#include "solve.h"

#define SEEN MZ_MARK2
#define OFF_LINE SIZE_MAX

/* The line from `from` to `to` through the grid without its walls: a
 * breadth-first sweep from `to` gives each cell its distance (in *place),
 * then from `from` each step goes one nearer, choosing among equals the
 * cell nearest the straight line. On return place[c] is c's number along
 * the line, OFF_LINE for cells off it; false when out of memory. */
static bool draw_line(struct maze *m, size_t from, size_t to, size_t *place)
{
    for (size_t c = 0; c < m->cells; c++)
        place[c] = OFF_LINE;
    struct mz_queue q = {0};
    place[to] = 0;
    if (!mz_queue_push(&q, to))
        return false;
    const int dirs = (int)mz_dirs(m);
    while (q.count && place[from] == OFF_LINE) {
        size_t c = mz_queue_pop(&q);
        struct mz_at at = mz_at(m, c);
        for (int d = 0; d < dirs; d++) {
            struct mz_at nb;
            if (!mz_next(m, at, d, &nb) || place[nb.c] != OFF_LINE)
                continue;
            place[nb.c] = place[c] + 1;
            if (!mz_queue_push(&q, nb.c)) {
                mz_queue_release(&q);
                return false;
            }
        }
    }
    mz_queue_release(&q);
    size_t steps = place[from];
    if (steps == OFF_LINE)
        return true; /* the grid itself falls apart: no line */
    uint32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    maze_cell_xy(m, from, &x0, &y0);
    maze_cell_xy(m, to, &x1, &y1);
    const double ex = (double)x1 - x0;
    const double ey = (double)y1 - y0;
    /* The line's cells, from the start; then their numbers replace
     * the distances. */
    size_t *line = malloc((steps + 1) * sizeof *line);
    if (!line)
        return false;
    size_t c = from;
    line[0] = from;
    for (size_t k = 1; k <= steps; k++) {
        struct mz_at at = mz_at(m, c);
        size_t best = OFF_LINE;
        double off = 0;
        for (int d = 0; d < dirs; d++) {
            struct mz_at nb;
            if (!mz_next(m, at, d, &nb) || place[nb.c] != steps - k)
                continue;
            double dev = ((double)nb.x - x0) * ey - ((double)nb.y - y0) * ex;
            dev = dev < 0 ? -dev : dev;
            if (best == OFF_LINE || dev < off) {
                best = nb.c;
                off = dev;
            }
        }
        c = best;
        line[k] = c;
    }
    for (size_t i = 0; i < m->cells; i++)
        place[i] = OFF_LINE;
    for (size_t k = 0; k <= steps; k++)
        place[line[k]] = k;
    free(line);
    return true;
}

struct guide {
    struct mz_at at;
    int back;
    enum maze_hand hand;
    bool lost; /* gone all the way round */
    size_t steps;
    size_t *trail;
    size_t count, cap;
};

/* One step of a guide; false when out of memory. */
static bool guide_step(struct maze *m, struct guide *g, struct mz_walk *w,
                       size_t limit, const struct maze_hook *hook)
{
    struct mz_at next = g->at;
    int swept = 0;
    int d = mz_hand_turn(m, g->at, g->back, g->hand, &next, &swept);
    if (d < 0 || ++g->steps > limit) {
        g->lost = true;
        return true;
    }
    g->back = mz_back(m, g->at, d);
    g->at = next;
    if (!(m->cell[next.c] & SEEN)) {
        m->cell[next.c] |= SEEN;
        w->seen++;
        mz_emit(hook, MAZE_EV_SOLVE_VISIT, next.c, MAZE_NONE);
    }
    if (!mz_grow(&g->trail, &g->cap, g->count, sizeof *g->trail))
        return false;
    g->trail[g->count++] = next.c;
    return true;
}

/* Sends the guides round the wall that stands between the walker at
 * `at` (place i on the line) and the line's next cell, in direction d;
 * the winner's trail is walked. *at is where the walker then stands. */
static enum maze_err go_round(struct maze *m, struct mz_walk *w,
                              struct guide g[2], const size_t *place,
                              struct mz_at *at, int d,
                              const struct maze_hook *hook)
{
    const size_t limit = 2 * maze_passages(m) + 2;
    const size_t i = place[at->c];
    for (int k = 0; k < 2; k++) {
        /* Back to the wall: the guide turns from it to its hand's side. */
        g[k].at = *at;
        g[k].back = d;
        g[k].hand = k ? MAZE_HAND_RIGHT : MAZE_HAND_LEFT;
        g[k].lost = false;
        g[k].steps = 0;
        g[k].count = 0;
    }
    for (;;) {
        for (int k = 0; k < 2; k++) {
            if (g[k].lost)
                continue;
            if (!guide_step(m, &g[k], w, limit, hook))
                return MAZE_ERR_NOMEM;
            size_t p = g[k].lost ? OFF_LINE : place[g[k].at.c];
            if (p == OFF_LINE || p <= i)
                continue;
            for (size_t s = 0; s < g[k].count; s++)
                if (!mz_walk_step(m, w, g[k].trail[s], hook))
                    return MAZE_ERR_NOMEM;
            *at = g[k].at;
            return MAZE_OK;
        }
        if (g[0].lost && g[1].lost)
            return MAZE_ERR_DEFEATED;
    }
}

MZ_SOLVER(mz_solve_chain)
{
    (void)opts; /* no options */
    struct mz_walk walk;
    size_t *place = malloc((m->cells ? m->cells : 1) * sizeof *place);
    struct guide g[2] = {0};
    enum maze_err err = place && mz_walk_start(m, &walk, from, hook)
                            ? MAZE_OK
                            : MAZE_ERR_NOMEM;
    if (!place)
        walk = (struct mz_walk){0};
    if (!err && !draw_line(m, from, to, place))
        err = MAZE_ERR_NOMEM;
    if (!err && place[from] == OFF_LINE)
        err = MAZE_ERR_DEFEATED; /* no line to follow */
    const int dirs = (int)mz_dirs(m);
    struct mz_at at = mz_at(m, from);
    while (!err && at.c != to) {
        size_t on = place[at.c] + 1;
        int d = 0;
        struct mz_at nb = at;
        for (; d < dirs; d++)
            if (mz_next(m, at, d, &nb) && place[nb.c] == on)
                break;
        struct mz_at through = at;
        if (d < dirs && mz_go(m, at, d, &through) && through.c == nb.c) {
            if (!mz_walk_step(m, &walk, nb.c, hook))
                err = MAZE_ERR_NOMEM;
            at = nb;
        } else {
            err = go_round(m, &walk, g, place, &at, d < dirs ? d : 0, hook);
        }
    }
    free(g[0].trail);
    free(g[1].trail);
    free(place);
    return mz_walk_finish(m, &walk, from, to, err, route);
}
