/*
 * ends.c - choosing the start and the end of a maze.
 */
#include "mz.h"

/* In a tree, the cell farthest from any cell is one end of a longest
 * route, and the cell farthest from that is the other end: two sweeps
 * instead of a search from every cell. */
enum maze_err mz_farthest_pair(struct maze *m, size_t *u, size_t *v,
                               size_t *steps)
{
    size_t first = MAZE_NONE;
    for (size_t c = 0; c < m->cells && first == MAZE_NONE; c++)
        if (!(m->cell[c] & MAZE_CELL_OFF))
            first = c;
    if (first == MAZE_NONE)
        return MAZE_ERR_NO_ENDS;
    struct mz_sweep one;
    struct mz_sweep two = {0};
    enum maze_err err = mz_bfs(m, first, MAZE_NONE, NULL, &one);
    mz_clear_scratch(m);
    if (!err)
        err = mz_bfs(m, one.last, MAZE_NONE, NULL, &two);
    mz_clear_scratch(m);
    if (err)
        return err;
    /* The end nearer the top-left corner comes first, so a route between
     * them reads the way people read a page. */
    *u = one.last < two.last ? one.last : two.last;
    *v = one.last < two.last ? two.last : one.last;
    *steps = two.depth;
    return MAZE_OK;
}

enum maze_err maze_ends_farthest(struct maze *m)
{
    size_t u = 0;
    size_t v = 0;
    size_t steps = 0;
    if (m->levels > 1)
        return mz_levels_farthest(m);
    enum maze_err err = mz_farthest_pair(m, &u, &v, &steps);
    if (err)
        return err;
    m->start = u;
    m->end = v;
    return MAZE_OK;
}

void maze_ends_default(struct maze *m)
{
    m->start = MAZE_NONE;
    m->end = MAZE_NONE;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        if (m->start == MAZE_NONE)
            m->start = c;
        m->end = c;
    }
    m->start_door = m->end_door = -1;
}
