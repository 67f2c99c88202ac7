/*
 * sweep.c - the breadth-first sweep: shared machinery of the core, under
 * the solver (src/solve/bfs.c), the ends, the stats, the parts of a mask
 * and the braid. Its queue is queue.c's.
 *
 * A sweep spreads from a source one distance step at a time. Each reached
 * cell keeps the direction back to its parent in its scratch bits, so it
 * needs no memory beyond the queue, whose length is the width of the wave
 * (small in most mazes). Time O(cells).
 */

#include "mz.h"

/* ------------------------------------------------------------ the sweep */

/* The directions a rectangle's cell c opens in but the way back to the
 * parent the search came from, which is marked anyway: in a perfect maze
 * every way left is then new, and the test for a mark is never taken
 * (testing every way would be a jump mispredicted at random). */
static inline unsigned rect_ways(const uint8_t *g, size_t c, size_t w,
                                 bool root)
{
    unsigned ways = mz_rect_open_ways(g, c, w);
    if (!root)
        ways &= ~(1u << ((g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT));
    return ways;
}

/* Mazes of up to SMALL cells keep their queue in an array on the stack
 * (4 KB): each cell enters it once, so it never wraps nor grows, and the
 * many small mazes of a dataset need no allocation per solve (the ring,
 * its growth and its release were a good share of a 10x10 solve). */
#define SMALL 1024u

/* mz_bfs() on any shape, or on a rectangle by rect_ways() instead of the
 * topology functions, which were most of a solve's time.
 * Inlined into copies, with and without a rectangle (and on a rectangle
 * with the queue in `small`, SMALL items, or in a ring: small NULL), so
 * that none tests the shape or the queue's kind at every cell. */
static inline __attribute__((always_inline)) enum maze_err
bfs_with(struct maze *m, size_t src, size_t dst, const struct maze_hook *hook,
         struct mz_sweep *out, const bool rect, uint32_t *small)
{
    struct mz_queue q = {0};
    size_t head = 0; /* small's first item still queued, and its end */
    size_t tail = 0;
    /* Distances are counted a wave at a time: `left_in_wave` cells remain
     * at the current distance before the next wave starts. */
    size_t distance = 0;
    size_t depth = 0;
    size_t left_in_wave = 1;
    size_t count = 1;
    size_t cell = src;
    m->cell[src] |= MZ_MARK;
    if (hook) {
        struct maze_event ev = {
            .kind = MAZE_EV_SOLVE_VISIT, .a = src, .b = MAZE_NONE};
        hook->fn(&ev, hook->user);
    }
    if (small)
        small[tail++] = (uint32_t)src;
    else if (!mz_queue_push(&q, src))
        return MAZE_ERR_NOMEM;
    const int dirs = (int)mz_dirs(m);
    const struct mz_rect r = mz_rect_of(m);
    while (small ? head < tail : q.count > 0) {
        cell = small ? small[head++] : mz_queue_pop(&q);
        depth = distance;
        if (cell == dst)
            break;
        size_t to[MAZE_MAX_NEIGHBOURS];
        int back[MAZE_MAX_NEIGHBOURS];
        unsigned ways = 0;
        if (rect) {
            ways = rect_ways(m->cell, cell, m->width, cell == src);
        } else {
            struct mz_at at = mz_at(m, cell);
            for (int d = 0; d < dirs; d++) {
                struct mz_at there;
                if (mz_go(m, at, d, &there)) {
                    to[d] = there.c;
                    back[d] = mz_back(m, at, d);
                    ways |= 1u << d;
                }
            }
        }
        for (; ways; ways &= ways - 1) {
            int d = __builtin_ctz(ways);
            size_t next = rect ? (size_t)((ptrdiff_t)cell + r.next[d]) : to[d];
            if (m->cell[next] & MZ_MARK)
                continue;
            int way_back = rect ? mz_opposite(d) : back[d];
            m->cell[next] |= (uint8_t)(MZ_MARK | way_back << MZ_DIR_SHIFT);
            count++;
            if (hook) {
                struct maze_event ev = {.kind = MAZE_EV_SOLVE_VISIT,
                                        .a = next,
                                        .b = cell,
                                        .distance = distance + 1};
                hook->fn(&ev, hook->user);
            }
            if (small) {
                small[tail++] = (uint32_t)next;
            } else if (!mz_queue_push(&q, next)) {
                mz_queue_release(&q);
                return MAZE_ERR_NOMEM;
            }
        }
        if (--left_in_wave == 0) {
            distance++;
            left_in_wave = small ? tail - head : q.count;
        }
    }
    mz_queue_release(&q);
    out->last = cell;
    out->depth = depth;
    out->reached = count;
    return MAZE_OK;
}

/* The copy for other shapes and weave mazes, kept out of line so that
 * its size (the topology functions, crossings) leaves the rectangle's
 * copy in mz_bfs compiled as it would be alone. */
static __attribute__((noinline)) enum maze_err
bfs_any(struct maze *m, size_t src, size_t dst, const struct maze_hook *hook,
        struct mz_sweep *out)
{
    return bfs_with(m, src, dst, hook, out, false, NULL);
}

enum maze_err mz_bfs(struct maze *m, size_t src, size_t dst,
                     const struct maze_hook *hook, struct mz_sweep *out)
{
    const bool plain = m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap;
    if (plain && m->cells <= SMALL) {
        uint32_t small[SMALL];
        return bfs_with(m, src, dst, hook, out, true, small);
    }
    if (plain)
        return bfs_with(m, src, dst, hook, out, true, NULL);
    return bfs_any(m, src, dst, hook, out);
}

