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
 * cell (two on hexagons, see struct chalk), time O(cells).
 */
#include <stdlib.h>

#include "solve.h"

/* Where the chalk goes: the marks (0, 1 or 2) of a passage sit with the
 * cell that owns its wall. A cell owns two walls in every shape but the
 * hexagon, and their marks take four scratch bits (shifts 3 and 5), a
 * fifth (bit 7) says it was visited. A hexagon owns three walls and bit 7
 * is its third passage (so does an upsilon cell), so their marks go in a
 * byte array of their own (shifts 0, 2, 4, visited bit 6): two bytes per
 * cell there. */
struct chalk {
    struct maze *m;
    uint8_t *hex;
};

#define VISITED 0x80u
#define HEX_VISITED 0x40u

static uint8_t *mark_byte(const struct chalk *k, struct mz_at a, int d,
                          int *shift)
{
    struct mz_at b = a;
    mz_next(k->m, a, d, &b);
    if (d >= 2 && mz_under_at(k->m, b.c, d)) {
        /* Under a crossing, westward or northward: the passage's marks
         * sit with the wall at its far end, where the walk the other way
         * puts them. */
        a = b;
        mz_next(k->m, a, d, &b);
    }
    uint8_t bit = 0;
    uint8_t *owner = mz_side(k->m, a, d, b, &bit);
    if (k->hex) {
        *shift = bit == MAZE_CELL_EAST ? 0 : bit == MAZE_CELL_SOUTH ? 2 : 4;
        return k->hex + (owner - k->m->cell);
    }
    /* A stair's marks sit in bits 3 and 4 of its m->extra byte, a portal's
     * in bits 5 and 6, apart from the bits that hold them (floors.h). */
    *shift = bit == MAZE_CELL_SOUTH || bit == MAZE_EXTRA_PORTAL ? 5 : 3;
    return owner;
}

static unsigned marks(const struct chalk *k, struct mz_at a, int d)
{
    int shift = 0;
    uint8_t *b = mark_byte(k, a, d, &shift);
    return (*b >> shift) & 3u;
}

static void add_mark(const struct chalk *k, struct mz_at a, int d)
{
    int shift = 0;
    uint8_t *b = mark_byte(k, a, d, &shift);
    *b = (uint8_t)(*b + (1u << shift));
}

/* Marks c visited; returns whether it was already. */
static bool visit(const struct chalk *k, size_t c)
{
    uint8_t *b = k->hex ? &k->hex[c] : &k->m->cell[c];
    uint8_t flag = k->hex ? HEX_VISITED : VISITED;
    bool known = *b & flag;
    *b |= flag;
    return known;
}

/* The passage with the fewest marks (below two) out of a, in direction
 * order; -1 when every passage is marked twice. */
static int least_marked(const struct chalk *k, struct mz_at a)
{
    int best = -1;
    unsigned fewest = 2;
    struct mz_at b;
    for (int d = 0; d < (int)mz_dirs(k->m); d++) {
        if (!mz_go(k->m, a, d, &b))
            continue;
        unsigned n = marks(k, a, d);
        if (n < fewest) {
            fewest = n;
            best = d;
        }
    }
    return best;
}

/* Follows the passages marked once from `from` to `to`. */
static enum maze_err thread(const struct chalk *k, size_t from, size_t to,
                            struct maze_route *route)
{
    struct maze *m = k->m;
    size_t length = 0;
    size_t cap = 0;
    size_t *cells = NULL;
    if (!mz_grow(&cells, &cap, length, sizeof *cells))
        return MAZE_ERR_NOMEM;
    cells[length++] = from;
    int came = -1;
    const int dirs = (int)mz_dirs(m);
    for (struct mz_at at = mz_at(m, from); at.c != to;) {
        struct mz_at next = at;
        int d = 0;
        for (; d < dirs; d++)
            if (d != came && mz_go(m, at, d, &next) && marks(k, at, d) == 1)
                break;
        if (d == dirs || length == m->cells) {
            free(cells);
            return MAZE_ERR_NO_ROUTE; /* cannot happen: the thread is whole */
        }
        came = mz_back(m, at, d);
        at = next;
        if (!mz_grow(&cells, &cap, length, sizeof *cells)) {
            free(cells);
            return MAZE_ERR_NOMEM;
        }
        cells[length++] = at.c;
    }
    route->cells = cells;
    route->length = length;
    return MAZE_OK;
}

MZ_SOLVER(mz_solve_tremaux)
{
    (void)opts; /* no options */
    struct chalk k = {m, NULL};
    if ((m->shape == MAZE_SHAPE_HEX || m->shape == MAZE_SHAPE_UPSILON ||
         m->shape == MAZE_SHAPE_SPHERE) &&
        !(k.hex = calloc(m->cells, 1)))
        return MAZE_ERR_NOMEM;
    struct mz_at at = mz_at(m, from);
    size_t visited = 1;
    int came = -1; /* the direction back along the passage just walked */
    bool known = false;
    visit(&k, from);
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    enum maze_err err = MAZE_OK;
    while (at.c != to) {
        int d = came >= 0 && known && marks(&k, at, came) == 1
                    ? came /* a fresh passage into a known cell: go back */
                    : least_marked(&k, at);
        if (d < 0) {
            err = MAZE_ERR_NO_ROUTE; /* back at the start, all walked twice */
            break;
        }
        add_mark(&k, at, d);
        struct mz_at next = at;
        mz_go(m, at, d, &next);
        known = visit(&k, next.c);
        if (!known) {
            visited++;
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next.c, at.c);
        } else {
            mz_emit(hook, MAZE_EV_BACKTRACK, at.c, next.c);
        }
        came = mz_back(m, at, d);
        at = next;
    }
    struct maze_route found = {0};
    if (!err)
        err = thread(&k, from, to, &found);
    free(k.hex);
    mz_clear_scratch(m);
    if (err)
        return err;
    found.visited = visited;
    *route = found;
    return MAZE_OK;
}
