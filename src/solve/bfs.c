/*
 * bfs.c - breadth-first search, the default solver.
 *
 * It spreads from the source one distance step at a time, so the first
 * time it reaches a cell it has found a shortest route there, on perfect
 * and braided mazes alike. The spreading is the core's breadth-first sweep
 * (src/sweep.c), which ends, stats and braid use too; the solver reads the
 * route back from the ways to the parents it leaves in the scratch bits.
 * Small rectangles, which datasets solve by the hundred thousand, are
 * searched in the same order with the marks in a local array instead.
 * Time O(cells), memory one byte per cell plus the wave.
 */
#include <stdlib.h>
#include <string.h>

#include "solve.h"

/* Rectangles of up to SMALL cells are searched by solve_small(). */
#define SMALL 1024u

/* Into ways[c] for each of the n cells of a rectangle w wide, the
 * directions it opens in (mz_rect_open_ways), eight cells at a time in a
 * 64-bit word past the first row (each shift stays within its byte). */
static void open_ways_all(const uint8_t *g, size_t n, size_t w, uint8_t *ways)
{
    const uint64_t ones = 0x0101010101010101ull;
    for (size_t c = 0; c < n; c++) {
        if (c >= w && c + 8 <= n) {
            uint64_t here = 0, before = 0, above = 0;
            memcpy(&here, g + c, 8);
            memcpy(&before, g + c - 1, 8);
            memcpy(&above, g + c - w, 8);
            uint64_t bits = (here & MAZE_CELL_EAST * ones) |
                            (here & MAZE_CELL_SOUTH * ones) |
                            (before & MAZE_CELL_EAST * ones) << 2 |
                            (above & MAZE_CELL_SOUTH * ones) << 2;
            memcpy(ways + c, &bits, 8);
            c += 7;
            continue;
        }
        ways[c] = (uint8_t)mz_rect_open_ways(g, c, w);
    }
}

/* The sweep's search on a small rectangle without crossings or seams,
 * with each cell's ways, mark and way back in a local array rather than
 * in the grid, whose scratch bits then need no clearing (two passes over
 * the cells, a good share of a 10x10 solve, with the bits' reads and
 * writes).
 * It takes the cells from the queue in the sweep's order and their ways
 * in its order (east, south, west, north), so it finds the sweep's route
 * and counts the cells the sweep would have reached. */
static enum maze_err solve_small(const struct maze *m, size_t from, size_t to,
                                 struct maze_route *route)
{
    /* at[c]: the directions c opens in (bits 0-3, less the way back once
     * c is reached), the way back to its parent (bits 4-5) and REACHED. */
    enum { REACHED = 0x80 };
    uint8_t at[SMALL];
    uint16_t queue[SMALL];
    const size_t w = m->width;
    const ptrdiff_t step[4] = {1, (ptrdiff_t)w, -1, -(ptrdiff_t)w};
    /* A cell reached by way d: its way back (the opposite) is left out of
     * its ways, so that in a perfect maze every way left is new and the
     * test for REACHED below never jumps (see the sweep's rect_ways), and
     * kept as its parent's direction. Before, it has its way back (a
     * passage opens both ways) and no other bits, so one exclusive or
     * does both. */
    static const uint8_t reach[4] = {4 | REACHED | 2 << 4, 8 | REACHED | 3 << 4,
                                     1 | REACHED | 0 << 4, 2 | REACHED | 1 << 4};
    open_ways_all(m->cell, m->cells, w, at);
    size_t head = 0;
    size_t tail = 0;
    at[from] |= REACHED;
    queue[tail++] = (uint16_t)from;
    while (head < tail) {
        size_t c = queue[head++];
        if (c == to)
            break;
        for (unsigned ways = at[c] & 15u; ways; ways &= ways - 1) {
            int d = __builtin_ctz(ways);
            size_t next = (size_t)((ptrdiff_t)c + step[d]);
            if (at[next] & REACHED)
                continue;
            at[next] ^= reach[d];
            queue[tail++] = (uint16_t)next;
        }
    }
    if (!(at[to] & REACHED))
        return MAZE_ERR_NO_ROUTE;
    /* The way back, read once (each step waits for the one before) into
     * the queue, whose cells are no longer needed, then turned round. */
    uint16_t *back = queue;
    size_t length = 0;
    for (size_t c = to;; c = (size_t)((ptrdiff_t)c + step[at[c] >> 4 & 3])) {
        back[length++] = (uint16_t)c;
        if (c == from)
            break;
    }
    size_t *cells = malloc(length * sizeof *cells);
    if (!cells)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < length; i++)
        cells[i] = back[length - 1 - i];
    *route = (struct maze_route){.cells = cells, .length = length,
                                 .visited = tail};
    return MAZE_OK;
}

MZ_SOLVER(mz_solve_bfs)
{
    (void)opts; /* no options */
    if (!hook && m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap &&
        m->cells <= SMALL)
        return solve_small(m, from, to, route);
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, sweep.reached, route);
}
