/*
 * route.c - routes, and the one entry point that solves a maze.
 */
#include <stdlib.h>

#include "solve.h"

void maze_route_release(struct maze_route *route)
{
    if (!route)
        return;
    free(route->cells);
    route->cells = NULL;
    route->length = 0;
    route->visited = 0;
}

/* The cell before c on a route read back from parent directions: on a
 * rectangle without crossings a step by a table (mz_parent() goes through
 * the topology functions, and was a good share of a small maze's
 * solve). */
static inline size_t rect_parent(const uint8_t *g, size_t c,
                                 const ptrdiff_t step[4])
{
    return (size_t)((ptrdiff_t)c + step[(g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT]);
}

/* Follows the parent directions left by mz_bfs from `to` back to `from`.
 * Two passes over the parent directions: one to count, one to fill the
 * array from its far end, so the route needs no reversal and no growth. */
static enum maze_err mz_route_from_parents(const struct maze *m, size_t from,
                                           size_t to, struct maze_route *route)
{
    const bool rect =
        m->shape == MAZE_SHAPE_RECT && m->floors <= 1 && !m->extra &&
        !m->wrap;
    const ptrdiff_t w = (ptrdiff_t)m->width;
    const ptrdiff_t step[4] = {1, w, -1, -w};
    const struct mz_at end = rect ? (struct mz_at){.c = to} : mz_at(m, to);
    size_t length = 1;
    if (rect)
        for (size_t c = to; c != from; length++)
            c = rect_parent(m->cell, c, step);
    else
        for (struct mz_at at = end; at.c != from; length++)
            at = mz_parent(m, at);
    size_t *cells = malloc(length * sizeof *cells);
    if (!cells)
        return MAZE_ERR_NOMEM;
    size_t i = length;
    cells[--i] = to;
    if (rect) {
        for (size_t c = to; c != from;) {
            c = rect_parent(m->cell, c, step);
            cells[--i] = c;
        }
    } else {
        for (struct mz_at at = end; at.c != from;) {
            at = mz_parent(m, at);
            cells[--i] = at.c;
        }
    }
    route->cells = cells;
    route->length = length;
    return MAZE_OK;
}

enum maze_err mz_finish_route(struct maze *m, size_t from, size_t to,
                              enum maze_err err, size_t visited,
                              struct maze_route *route)
{
    struct maze_route found = {0};
    if (!err && !(m->cell[to] & MZ_MARK))
        err = MAZE_ERR_NO_ROUTE;
    if (!err)
        err = mz_route_from_parents(m, from, to, &found);
    mz_clear_scratch(m);
    if (err)
        return err;
    found.visited = visited;
    *route = found;
    return MAZE_OK;
}
