/*
 * ends.c - choosing the start and the end of a maze.
 */
#include "mz.h"

/* In a tree, the cell farthest from any cell is one end of a longest
 * route, and the cell farthest from that is the other end: two sweeps
 * instead of a search from every cell. */
enum maze_err maze_ends_farthest(struct maze *m)
{
    size_t first = MAZE_NONE;
    for (size_t c = 0; c < m->cells && first == MAZE_NONE; c++)
        if (!(m->cell[c] & MAZE_CELL_OFF))
            first = c;
    if (first == MAZE_NONE)
        return MAZE_ERR_NO_ENDS;
    size_t u = 0;
    size_t v = 0;
    size_t reached = 0;
    enum maze_err err = mz_bfs(m, first, MAZE_NONE, NULL, &u, &reached);
    mz_clear_scratch(m);
    if (!err)
        err = mz_bfs(m, u, MAZE_NONE, NULL, &v, &reached);
    mz_clear_scratch(m);
    if (err)
        return err;
    /* The end nearer the top-left corner becomes the start, so the route
     * reads the way people read a page. */
    m->start = u < v ? u : v;
    m->end = u < v ? v : u;
    return MAZE_OK;
}
