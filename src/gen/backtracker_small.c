/*
 * backtracker_small.c - the recursive backtracker's walk (backtracker.c)
 * on a small rectangle, for datasets of many small mazes.
 *
 * On a 10x10 grid a third of the cells are on the border, where walk()
 * tests each side before it looks, and the grid's scratch bits are set
 * and cleared again for a hundred cells: about 14,000 instructions a
 * maze. Here the marks live in a local array of the grid with a border of
 * cells that count as taken, so that every cell looks at its four
 * neighbours the same way, and the path is a local stack of the
 * directions it took. The grid gets its passage bits alone, nothing to
 * clear. It makes the same choices in the same order from the same draws
 * as walk(): the same maze, and the generator left at the same point.
 * Memory: two local arrays of at most MZ_BACKTRACKER_SMALL bytes.
 */
#include <string.h>

#include "gen.h"

/* The i-th set bit of a 4-bit mask of directions: two bits each, the
 * first in the lowest (unused entries 0). */
static const uint8_t nth_set[16] = {
    0x00, 0x00, 0x01, 0x04, 0x02, 0x08, 0x09, 0x24,
    0x03, 0x0c, 0x0d, 0x34, 0x0e, 0x38, 0x39, 0xe4,
};

/* Marks cell p of ways (see below) as in the maze: its neighbours lose
 * the way to it. */
static inline void enter(uint8_t *ways, size_t p, size_t stride)
{
    ways[p + 1] &= (uint8_t)~4u;      /* p is west of its east neighbour */
    ways[p + stride] &= (uint8_t)~8u; /* north of its south one */
    ways[p - 1] &= (uint8_t)~1u;
    ways[p - stride] &= (uint8_t)~2u;
}

bool mz_backtracker_small(struct maze *m, struct maze_rng *rng, size_t root)
{
    const size_t w = m->width;
    const size_t h = m->height;
    const size_t stride = w + 2; /* a column of border on each side */
    if (m->shape != MAZE_SHAPE_RECT || m->extra || m->wrap ||
        m->cells > MZ_BACKTRACKER_SMALL ||
        (h + 2) * stride > MZ_BACKTRACKER_SMALL || root >= m->cells)
        return false;
    /* ways[p], p = (y + 1) * stride + x + 1: the directions (bits 1 << d,
     * east, south, west, north) from cell (x, y) to neighbours not yet in
     * the maze, kept as cells join it, so that a step reads one byte
     * whether it carves or steps back. The border around the grid is
     * written (a cell there loses its way to its neighbour) but never
     * read. */
    uint8_t ways[MZ_BACKTRACKER_SMALL];
    uint8_t path[MZ_BACKTRACKER_SMALL]; /* the way each step went */
    uint8_t *g = m->cell;
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = ways + (y + 1) * stride + 1;
        memset(row, 15, w);
        row[0] &= (uint8_t)~4u;
        row[w - 1] &= (uint8_t)~1u;
    }
    for (size_t x = 0; x < w; x++) {
        ways[stride + 1 + x] &= (uint8_t)~8u;
        ways[h * stride + 1 + x] &= (uint8_t)~2u;
    }
    if (mz_has_off(m)) /* OFF cells count as in the maze already */
        for (size_t c = 0; c < m->cells; c++)
            if (g[c] & MAZE_CELL_OFF)
                enter(ways, (c / w + 1) * stride + c % w + 1, stride);
    /* Per direction, as in walk(): the step in the grid and in ways, the
     * passage bit the cell left gets and the one the cell entered gets
     * (a cell not yet in the maze holds no bits, so it is written without
     * a read). */
    const ptrdiff_t step[4] = {1, (ptrdiff_t)w, -1, -(ptrdiff_t)w};
    const ptrdiff_t pstep[4] = {1, (ptrdiff_t)stride, -1, -(ptrdiff_t)stride};
    const uint8_t own[4] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH, 0, 0};
    const uint8_t into[4] = {0, 0, MAZE_CELL_EAST, MAZE_CELL_SOUTH};
    struct maze_rng r = *rng;
    struct mz_bits bits = {.rng = &r};
    size_t c = root;
    size_t p = (root / w + 1) * stride + root % w + 1;
    size_t depth = 0;
    enter(ways, p, stride);
    for (;;) {
        unsigned open = ways[p];
        if (open) {
            unsigned k = mz_count4(open);
            if (k > 4)
                __builtin_unreachable(); /* mz_pick's small k, no division */
            unsigned i = k == 1 ? 0 : mz_pick(&bits, k);
            unsigned d = (unsigned)nth_set[open] >> (2 * i) & 3;
            g[c] |= own[d];
            c = (size_t)((ptrdiff_t)c + step[d]);
            p = (size_t)((ptrdiff_t)p + pstep[d]);
            g[c] = into[d];
            enter(ways, p, stride);
            path[depth++] = (uint8_t)d;
            continue;
        }
        if (!depth)
            break;
        unsigned d = path[--depth];
        c = (size_t)((ptrdiff_t)c - step[d]);
        p = (size_t)((ptrdiff_t)p - pstep[d]);
    }
    *rng = r;
    return true;
}
