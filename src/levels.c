/*
 * levels.c - what mazes of several floors need beyond the topology
 * (levels.h): ends that run from the lowest floor to the highest.
 */
#include "mz.h"

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
enum maze_err mz_levels_farthest(struct maze *m)
{
    uint32_t top = m->levels - 1;
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
