/*
 * cul_de_sac_fill.c - the cul-de-sac filler: dead ends, and the loops
 * that hang off a junction.
 *
 * A cul-de-sac (a noose) is a loop of passage that leaves a junction and
 * comes back to it, often at the end of a blind stalk. No route that
 * visits each cell once can go round it, so the filler fills the loop;
 * the junction it hung from may then be a dead end, and dead-end filling
 * takes the stalk back to where it joins the rest (Daedalus's cul-de-sac
 * filler, mazelib's CuldeSacFiller). First the dead ends are filled, then
 * every loop that leaves a junction through cells of two ways and comes
 * back (one pass: none holds the start or the end), then the dead ends
 * that made. In a perfect maze it is dead-end filling; in a braided one
 * it also clears the nooses dead-end filling leaves. A breadth-first
 * search through what is left picks the shortest route.
 *
 * Memory: one byte per cell for its open ways, and the queue; time
 * O(cells): each corridor is walked at most once from each end.
 */
#include <stdlib.h>

#include "solve.h"

#define FILLED MZ_MARK

struct filler {
    struct maze *m;
    unsigned char *ways; /* open ways to cells not filled */
    struct mz_queue dead;
    size_t from, to, filled;
    const struct maze_hook *hook;
};

/* Fills c, and queues the neighbours that leaves with one way out. */
static bool fill(struct filler *f, size_t c)
{
    struct maze *m = f->m;
    m->cell[c] |= FILLED;
    f->filled++;
    mz_emit(f->hook, MAZE_EV_FILL, c, MAZE_NONE);
    struct mz_at at = mz_at(m, c);
    for (int d = 0; d < (int)mz_dirs(m); d++) {
        struct mz_at nb;
        if (!mz_go(m, at, d, &nb) || (m->cell[nb.c] & FILLED))
            continue;
        if (--f->ways[nb.c] == 1 && nb.c != f->from && nb.c != f->to &&
            !mz_queue_push(&f->dead, nb.c))
            return false;
    }
    return true;
}

static bool fill_dead_ends(struct filler *f)
{
    while (f->dead.count) {
        size_t c = mz_queue_pop(&f->dead);
        if (!(f->m->cell[c] & FILLED) && !fill(f, c))
            return false;
    }
    return true;
}

/* Whether c is a cell of a corridor a loop may run through: two ways,
 * neither end of the route. */
static bool corridor(const struct filler *f, size_t c)
{
    return !(f->m->cell[c] & FILLED) && f->ways[c] == 2 && c != f->from &&
           c != f->to;
}

/* Follows the corridor that leaves junction j in direction d; when it
 * comes back to j, fills it. False: out of memory. */
static bool fill_loop(struct filler *f, struct mz_at j, int d)
{
    struct maze *m = f->m;
    struct mz_at at;
    if (!mz_go(m, j, d, &at) || !corridor(f, at.c))
        return true;
    /* The way back from the first cell, so the walk goes on, not back. */
    int back = mz_back(m, j, d);
    size_t length = 1;
    size_t first = at.c;
    for (;;) {
        struct mz_at next = at;
        int e = 0;
        for (; e < (int)mz_dirs(m); e++)
            if (e != back && mz_go(m, at, e, &next) &&
                !(m->cell[next.c] & FILLED))
                break;
        if (e == (int)mz_dirs(m))
            return true;
        if (next.c == j.c) {
            if (length < 2)
                return true; /* two passages to one cell: no loop */
            break;
        }
        if (!corridor(f, next.c) || length > m->cells)
            return true;
        back = mz_back(m, at, e);
        at = next;
        length++;
    }
    /* A loop from j back to j: fill it from the first cell on. */
    at = mz_at(m, first);
    int came = mz_back(m, j, d);
    for (size_t i = 0; i < length; i++) {
        struct mz_at next = at;
        int e = 0;
        for (; e < (int)mz_dirs(m); e++)
            if (e != came && mz_go(m, at, e, &next) &&
                !(m->cell[next.c] & FILLED))
                break;
        came = mz_back(m, at, e);
        if (!fill(f, at.c))
            return false;
        at = next;
    }
    /* fill() took one way of j for each end of the loop; a junction of
     * three is now a dead end, queued by fill() when it reached one. */
    return true;
}

MZ_SOLVER(mz_solve_cul_de_sac_fill)
{
    (void)opts; /* no options */
    struct filler f = {.m = m, .from = from, .to = to, .hook = hook};
    f.ways = malloc(m->cells ? m->cells : 1);
    bool ok = f.ways != NULL;
    for (size_t c = 0; ok && c < m->cells; c++) {
        f.ways[c] = 0;
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        f.ways[c] = (unsigned char)maze_degree(m, c);
        if (f.ways[c] <= 1 && c != from && c != to)
            ok = mz_queue_push(&f.dead, c);
    }
    ok = ok && fill_dead_ends(&f);
    for (size_t c = 0; ok && c < m->cells; c++) {
        if ((m->cell[c] & FILLED) || (m->cell[c] & MAZE_CELL_OFF) ||
            f.ways[c] < 3)
            continue;
        struct mz_at j = mz_at(m, c);
        for (int d = 0; ok && d < (int)mz_dirs(m); d++)
            ok = fill_loop(&f, j, d);
    }
    ok = ok && fill_dead_ends(&f);
    mz_queue_release(&f.dead);
    free(f.ways);
    enum maze_err err = ok ? MAZE_OK : MAZE_ERR_NOMEM;
    struct mz_sweep sweep = {0};
    if (!err)
        err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, f.filled + sweep.reached, route);
}
