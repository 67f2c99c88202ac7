/*
 * wilson.c - Wilson's algorithm: loop-erased random walks.
 *
 * One random cell starts the maze. From each cell not yet in it, a random
 * walk wanders until it hits the maze; each cell it passes remembers only
 * the direction it last left by, so going back along those directions
 * follows the walk with every loop erased, and that path joins the maze.
 * Every spanning tree of the grid comes out with the same probability,
 * so the mazes have no bias at all: Kruskal-like, with about three cells
 * in ten dead ends. Slow to start (the first walks wander long before
 * they hit the small maze), quick at the end.
 *
 * The exit directions live in three scratch bits of each cell, so the
 * memory is one byte per cell. Time: expected O(cells * log(cells)) for a
 * square grid, more for long thin ones.
 */
#include "gen.h"

/* The walk on a rectangle without OFF cells, where which neighbours a
 * cell has depends only on where it is: away from the border all four, a
 * choice of 4 made as mz_pick_dir() would make it (the same draws), by
 * tables instead of the topology functions (faster). Stops at the
 * maze or at the border, where the general walk takes over. */
static struct mz_at walk_rect(struct maze *m, struct mz_bits *bits,
                              struct mz_at at, const struct maze_hook *hook)
{
    uint8_t *g = m->cell;
    const uint32_t w = m->width, h = m->height;
    const struct mz_rect r = mz_rect_of(m);
    while (!(g[at.c] & MZ_MARK) && mz_rect_inner(at.x, at.y, w, h)) {
        int d = (int)mz_pick(bits, 4);
        g[at.c] = (uint8_t)((g[at.c] & ~MZ_DIR_MASK) | d << MZ_DIR_SHIFT);
        struct mz_at next = mz_rect_next(&r, at, d);
        mz_emit(hook, MAZE_EV_WALK, at.c, next.c);
        at = next;
    }
    return at;
}

MZ_GENERATOR(mz_gen_wilson)
{
    const uint32_t stair = mz_stair_weight(m, opts);
    size_t root = mz_random_cell(m, rng);
    if (root == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    g[root] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, root, MAZE_NONE);
    size_t remaining = mz_cells_on(m) - 1;
    const bool plain =
        m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap &&
        !mz_has_off(m);
    size_t start = 0;
    while (remaining) {
        while (g[start] & (MZ_MARK | MAZE_CELL_OFF))
            start++;
        /* Walk until the maze is hit, noting each cell's way out. */
        const struct mz_at first = mz_at(m, start);
        struct mz_at at = first;
        if (plain)
            at = walk_rect(m, &bits, at, hook);
        while (!(g[at.c] & MZ_MARK)) {
            int d = mz_pick_way(&bits, mz_ways_at(m, at, 0, 0), stair);
            g[at.c] = (uint8_t)((g[at.c] & ~MZ_DIR_MASK) | d << MZ_DIR_SHIFT);
            struct mz_at next = at;
            mz_next(m, at, d, &next);
            mz_emit(hook, MAZE_EV_WALK, at.c, next.c);
            at = next;
            if (plain)
                at = walk_rect(m, &bits, at, hook);
        }
        /* Follow the ways out again: the walk without its loops. */
        for (at = first; !(g[at.c] & MZ_MARK); remaining--) {
            int d = (g[at.c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
            struct mz_at next = at;
            mz_next(m, at, d, &next);
            mz_link(m, at, d, next);
            g[at.c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, next.c, at.c);
            at = next;
        }
    }
    mz_clear_scratch(m);
    return MAZE_OK;
}
