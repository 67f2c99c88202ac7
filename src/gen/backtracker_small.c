/*
 * backtracker_small.c - the recursive backtracker's walk (backtracker.c)
 * on a small rectangle, for datasets of many small mazes.
 *
 * On a 10x10 grid a third of the cells are on the border, where walk()
 * tests each side before it looks, and the grid's scratch bits are set
 * and cleared again for a hundred cells. Here the marks live in a local
 * array of the grid with a border of cells that count as taken, so that
 * every cell looks at its four neighbours the same way, and the path is
 * a local stack of the directions it took. The grid gets its passage
 * bits alone, nothing to clear. It makes the same choices in the same
 * order from the same draws as walk(): the same maze, and the generator
 * left at the same point.
 * Memory: two local arrays of at most MZ_BACKTRACKER_SMALL bytes.
 */
#include <string.h>

#include "gen.h"

/* Marks cell p of ways (see below) as in the maze: its neighbours lose
 * the way to it. */
static inline void enter(uint8_t *ways, size_t p, size_t stride)
{
    ways[p + 1] &= (uint8_t)~4u;      /* p is west of its east neighbour */
    ways[p + stride] &= (uint8_t)~8u; /* north of its south one */
    ways[p - 1] &= (uint8_t)~1u;
    ways[p - stride] &= (uint8_t)~2u;
}

/* The walk on a grid w wide, which the checks below have found small,
 * in ways and path (MZ_BACKTRACKER_SMALL bytes each, the caller's: one
 * pair for every copy of the walk, so the copies do not add up to a
 * frame larger than a small thread's stack, as they did under
 * AddressSanitizer). Always inlined: called with w a constant, the
 * steps to a neighbour are constants of the instructions, which saves
 * some of a step's. */
static inline __attribute__((always_inline)) void
walk_small(struct maze *m, struct maze_rng *rng, size_t root, size_t w,
           uint8_t *ways, uint8_t *path)
{
    const size_t h = m->height;
    const size_t stride = w + 2; /* a column of border on each side */
    /* ways[p], p = (y + 1) * stride + x + 1: the directions (bits 1 << d,
     * east, south, west, north) from cell (x, y) to neighbours not yet in
     * the maze, kept as cells join it, so that a step reads one byte
     * whether it carves or steps back. The border around the grid is
     * written (a cell there loses its way to its neighbour) but never
     * read. path holds the way each step went. */
    uint8_t *g = m->cell;
    /* Every way open, then the grid's edges closed (the border's bytes
     * are never read, so one memset covers them too). */
    memset(ways, 15, (h + 2) * stride);
    for (size_t y = 0; y < h; y++) {
        ways[(y + 1) * stride + 1] &= (uint8_t)~4u;
        ways[(y + 1) * stride + w] &= (uint8_t)~1u;
    }
    for (size_t x = 0; x < w; x++) {
        ways[stride + 1 + x] &= (uint8_t)~8u;
        ways[h * stride + 1 + x] &= (uint8_t)~2u;
    }
    if (mz_has_off(m)) /* OFF cells count as in the maze already */
        for (size_t c = 0; c < m->cells; c++)
            if (g[c] & MAZE_CELL_OFF)
                enter(ways, (c / w + 1) * stride + c % w + 1, stride);
    /* Per direction, as in walk(): the step in the grid and in ways, and
     * the passage's bit, which the cell west or north of the two holds
     * (the walk enters cells of a cleared grid, so it only sets bits). */
    const ptrdiff_t step[4] = {1, (ptrdiff_t)w, -1, -(ptrdiff_t)w};
    const ptrdiff_t pstep[4] = {1, (ptrdiff_t)stride, -1, -(ptrdiff_t)stride};
    const ptrdiff_t lower[4] = {0, 0, -1, -(ptrdiff_t)w};
    static const uint8_t bit[4] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH,
                                   MAZE_CELL_EAST, MAZE_CELL_SOUTH};
    struct maze_rng r = *rng;
    struct mz_bits bits = {.rng = &r};
    size_t c = root;
    size_t p = (root / w + 1) * stride + root % w + 1;
    size_t depth = 0;
    enter(ways, p, stride);
    for (;;) {
        unsigned open = ways[p];
        if (open) {
            unsigned d = mz_way_of_slot[mz_pick_slot(&bits, open)];
            g[(ptrdiff_t)c + lower[d]] |= bit[d];
            c = (size_t)((ptrdiff_t)c + step[d]);
            p = (size_t)((ptrdiff_t)p + pstep[d]);
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
}

bool mz_backtracker_small(struct maze *m, struct maze_rng *rng, size_t root)
{
    const size_t w = m->width;
    if (m->shape != MAZE_SHAPE_RECT || m->extra || m->wrap ||
        m->cells > MZ_BACKTRACKER_SMALL ||
        (m->height + 2) * (w + 2) > MZ_BACKTRACKER_SMALL || root >= m->cells)
        return false;
    /* The widths datasets are often made in, each walked by its own copy
     * of the loop; any other by the copy that reads w. */
    uint8_t ways[MZ_BACKTRACKER_SMALL];
    uint8_t path[MZ_BACKTRACKER_SMALL];
    switch (w) {
    case 5: walk_small(m, rng, root, 5, ways, path); break;
    case 8: walk_small(m, rng, root, 8, ways, path); break;
    case 10: walk_small(m, rng, root, 10, ways, path); break;
    case 16: walk_small(m, rng, root, 16, ways, path); break;
    case 20: walk_small(m, rng, root, 20, ways, path); break;
    case 32: walk_small(m, rng, root, 32, ways, path); break;
    default: walk_small(m, rng, root, w, ways, path); break;
    }
    return true;
}
