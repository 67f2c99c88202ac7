/*
 * ends.c - choosing the start and the end of a maze: the first and last
 * cells that are on, or the two ends of a longest route (on a maze of
 * floors, from the lowest floor to the highest).
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

/* ----------------------------------------------------- mazes of floors */

/* The last cell of floor `floor` a sweep reaches: the sweep reports its
 * cells in order of distance, so that is a farthest one of the floor. */
struct farthest {
    const struct maze *m;
    uint32_t floor;
    size_t cell;
};

static void note_farthest(const struct maze_event *ev, void *user)
{
    struct farthest *f = user;
    if (mz_floor_of(f->m, ev->a) == f->floor)
        f->cell = ev->a;
}

/* The cell of `floor` farthest from src. */
static enum maze_err farthest_on(struct maze *m, size_t src, uint32_t floor,
                                 size_t *cell)
{
    struct farthest f = {m, floor, MAZE_NONE};
    struct maze_hook hook = {note_farthest, &f};
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, src, MAZE_NONE, &hook, &sweep);
    mz_clear_scratch(m);
    if (!err && f.cell == MAZE_NONE)
        err = MAZE_ERR_NO_ROUTE;
    if (!err)
        *cell = f.cell;
    return err;
}

/* Two sweeps, as for a flat maze, but each looks for its end on one
 * floor: from a cell of the highest floor, the farthest cell of the
 * lowest; from that one, the farthest of the highest. */
static enum maze_err floors_farthest(struct maze *m)
{
    uint32_t top = m->floors - 1;
    size_t u = 0;
    size_t v = 0;
    enum maze_err err =
        farthest_on(m, (size_t)m->width * mz_floor_rows(m) * top, 0, &u);
    if (!err)
        err = farthest_on(m, u, top, &v);
    if (err)
        return err;
    m->start = u;
    m->end = v;
    return MAZE_OK;
}

/* ------------------------------------------------------------ the ends */

enum maze_err maze_ends_farthest(struct maze *m)
{
    size_t u = 0;
    size_t v = 0;
    size_t steps = 0;
    if (m->floors > 1)
        return floors_farthest(m);
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
