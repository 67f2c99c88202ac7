/*
 * tremaux.c - Trémaux's algorithm: chalk marks on the passages.
 *
 * Each time the walker goes along a passage it adds a mark to it. At a
 * cell it has never been in, it takes a passage with no marks. Coming
 * into a cell it knows along a fresh passage, it turns back at once
 * (that passage closed a loop). Otherwise it takes the passage with the
 * fewest marks, never one marked twice. It walks each passage at most
 * twice, so it always ends, and it works in any maze, loops and open
 * rooms included. At the end, the passages marked once lead from the
 * start to the end; that route is not always the shortest.
 *
 * The marks (0, 1 or 2) of the two passages a cell owns fit in four
 * scratch bits, a fifth says the cell was visited: memory one byte per
 * cell, time O(cells).
 */
#include <stdlib.h>

#include "solve.h"

#define VISITED 0x80u

/* The byte and shift of the marks of the passage from c in direction d:
 * east and south marks live in c, west and north ones in the neighbour. */
static uint8_t *mark_byte(struct maze *m, size_t c, int d, int *shift)
{
    *shift = (d & 1) ? 5 : 3;
    return mz_wall_byte(m, c, d);
}

static unsigned marks(struct maze *m, size_t c, int d)
{
    int shift = 0;
    uint8_t *b = mark_byte(m, c, d, &shift);
    return (*b >> shift) & 3u;
}

static void add_mark(struct maze *m, size_t c, int d)
{
    int shift = 0;
    uint8_t *b = mark_byte(m, c, d, &shift);
    *b = (uint8_t)(*b + (1u << shift));
}

/* The passage with the fewest marks (below two) out of c, in the order
 * east, south, west, north; -1 when every passage is marked twice. */
static int least_marked(struct maze *m, size_t c)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    int best = -1;
    unsigned fewest = 2;
    for (int d = 0; d < 4; d++) {
        if (!mz_inside(m, x, y, d) || !mz_is_open(m, c, d))
            continue;
        unsigned n = marks(m, c, d);
        if (n < fewest) {
            fewest = n;
            best = d;
        }
    }
    return best;
}

/* Follows the passages marked once from `from` to `to`. */
static enum maze_err thread(struct maze *m, size_t from, size_t to,
                            struct maze_route *route)
{
    size_t length = 0;
    size_t cap = 0;
    size_t *cells = NULL;
    if (!mz_grow(&cells, &cap, length, sizeof *cells))
        return MAZE_ERR_NOMEM;
    cells[length++] = from;
    int came = -1;
    for (size_t c = from; c != to;) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        int d = 0;
        for (; d < 4; d++)
            if (d != came && mz_inside(m, x, y, d) && mz_is_open(m, c, d) &&
                marks(m, c, d) == 1)
                break;
        if (d == 4 || length == m->cells) {
            free(cells);
            return MAZE_ERR_NO_ROUTE; /* cannot happen: the thread is whole */
        }
        c = mz_step(m, c, d);
        came = mz_opposite(d);
        if (!mz_grow(&cells, &cap, length, sizeof *cells)) {
            free(cells);
            return MAZE_ERR_NOMEM;
        }
        cells[length++] = c;
    }
    route->cells = cells;
    route->length = length;
    return MAZE_OK;
}

MZ_SOLVER(mz_solve_tremaux)
{
    (void)opts; /* no options */
    size_t c = from;
    size_t visited = 1;
    int came = -1; /* the direction back along the passage just walked */
    bool known = false;
    m->cell[c] |= VISITED;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, c, MAZE_NONE);
    enum maze_err err = MAZE_OK;
    while (c != to) {
        int d = came >= 0 && known && marks(m, c, came) == 1
                    ? came /* a fresh passage into a known cell: go back */
                    : least_marked(m, c);
        if (d < 0) {
            err = MAZE_ERR_NO_ROUTE; /* back at the start, all walked twice */
            break;
        }
        add_mark(m, c, d);
        size_t next = mz_step(m, c, d);
        known = m->cell[next] & VISITED;
        if (!known) {
            m->cell[next] |= VISITED;
            visited++;
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next, c);
        } else {
            mz_emit(hook, MAZE_EV_BACKTRACK, c, next);
        }
        came = mz_opposite(d);
        c = next;
    }
    struct maze_route found = {0};
    if (!err)
        err = thread(m, from, to, &found);
    mz_clear_scratch(m);
    if (err)
        return err;
    found.visited = visited;
    *route = found;
    return MAZE_OK;
}
