/*
 * ends.c - choosing the start and the end of a maze: the first and last
 * cells that are on, or the two ends of a longest route (on a maze of
 * floors, from the lowest floor to the highest).
 */
#include "../mz.h"
#include "distances.h"

/* In a tree, the cell farthest from any cell is one end of a longest
 * route, and the cell farthest from that is the other end: two sweeps
 * instead of a search from every cell. With loops two sweeps can fall
 * short (prim 15x10 seed 6 braided fully: 25 steps where the longest is
 * 26), so there the diameter's sweeps decide: exact, as maze stats
 * --distances finds it, unless its budget runs out on a huge braided
 * maze, and then the longest they found. */
enum maze_err mz_farthest_pair(struct maze *m, size_t *u, size_t *v,
                               size_t *steps)
{
    size_t first = MAZE_NONE;
    size_t on = 0;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        if (first == MAZE_NONE)
            first = c;
        on++;
    }
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
    size_t a = one.last;
    size_t b = two.last;
    size_t best = two.depth;
    /* One part with loops; a maze of several parts (a file read as it
     * was drawn) keeps the sweeps of its first part, as a sweep a part
     * would cost as much as the parts are many. */
    bool loops = one.reached == on && maze_passages(m) >= on;
    if (loops) {
        size_t d = 0;
        size_t da = MAZE_NONE;
        size_t db = MAZE_NONE;
        err = maze_diameter(m, 0, &d, NULL, &da, &db);
        if (err)
            return err;
        if (d > best && da != MAZE_NONE && db != MAZE_NONE) {
            a = da;
            b = db;
            best = d;
        }
    }
    /* The end nearer the top-left corner comes first, so a route between
     * them reads the way people read a page. */
    *u = a < b ? a : b;
    *v = a < b ? b : a;
    *steps = best;
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
