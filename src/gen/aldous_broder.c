/*
 * aldous_broder.c - the Aldous-Broder algorithm: one long random walk.
 *
 * A walker wanders from a random cell to random neighbours, and whenever
 * it enters a cell for the first time it opens the wall it came through.
 * Like Wilson's, it makes every spanning tree with the same probability,
 * so its mazes have no bias; it is the simplest such algorithm, and the
 * slowest: the walk must cover the whole grid, which takes about
 * cells * log(cells)^2 steps on a square, mostly over carved ground.
 *
 * Memory one byte per cell (a scratch bit marks the carved cells).
 */
#include "gen.h"

/* The walk on a rectangle without OFF cells, where which neighbours a
 * cell has depends only on where it is: away from the border all four, a
 * choice of 4 made as mz_pick_dir() would make it (the same draws), the
 * step and the wall by tables, no neighbour read before the move (much
 * faster). Stops at the border, where the general step takes over, or
 * when every cell is in. */
static struct mz_at walk_rect(struct maze *m, struct mz_bits *bits,
                              struct mz_at at, size_t *remaining,
                              const struct maze_hook *hook)
{
    uint8_t *g = m->cell;
    const uint32_t w = m->width, h = m->height;
    const struct mz_rect r = mz_rect_of(m);
    while (*remaining && mz_rect_inner(at.x, at.y, w, h)) {
        int d = (int)mz_pick(bits, 4);
        struct mz_at next = mz_rect_next(&r, at, d);
        if (g[next.c] & MZ_MARK) {
            mz_emit(hook, MAZE_EV_WALK, at.c, next.c);
        } else {
            mz_rect_link(&r, at.c, d);
            g[next.c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
            --*remaining;
        }
        at = next;
    }
    return at;
}

MZ_GENERATOR(mz_gen_aldous_broder)
{
    const uint32_t stair = mz_stair_weight(m, opts);
    size_t c = mz_random_cell(m, rng);
    if (c == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    g[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    size_t remaining = mz_cells_on(m) - 1;
    const bool plain =
        m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap &&
        !mz_has_off(m);
    struct mz_at at = mz_at(m, c);
    while (remaining) {
        if (plain) {
            at = walk_rect(m, &bits, at, &remaining, hook);
            if (!remaining)
                break;
        }
        int d = mz_pick_way(&bits, mz_ways_at(m, at, 0, 0), stair);
        struct mz_at next = at;
        mz_next(m, at, d, &next);
        if (g[next.c] & MZ_MARK) {
            mz_emit(hook, MAZE_EV_WALK, at.c, next.c);
        } else {
            mz_link(m, at, d, next);
            g[next.c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
            remaining--;
        }
        at = next;
    }
    mz_clear_scratch(m);
    return MAZE_OK;
}
