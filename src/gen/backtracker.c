/*
 * backtracker.c - the recursive backtracker (randomized depth-first
 * search), the default generator.
 *
 * A walker carves from a random cell into a random unvisited neighbour and
 * keeps going; at a dead end it steps back until some cell on its path
 * still has an unvisited neighbour. Its mazes have long, winding corridors
 * and few dead ends (about one cell in ten), so their routes are long.
 *
 * Nothing here grows with the maze but the maze: instead of a stack of the
 * path, each cell keeps the direction back to the cell it was carved from
 * in two scratch bits, so backtracking follows those and the memory is
 * exactly one byte per cell. Time O(cells).
 */
#include <stdlib.h>

#include "gen.h"

/* The ways back of the last cells of the path are kept, a byte each, as
 * well as in the grid: a step back then takes its way from there, without
 * waiting for the read of the cell it leaves, so the reads of a run of
 * steps back go out together, as a stack's do. Past the last RECENT
 * the ways back in the grid take over, one read after another. */
#define RECENT ((size_t)1 << 22)
/* At most a byte for this many cells, so that a maze takes one byte a
 * cell (the unit test at 4000x4000 allows 1 MiB beyond the cells). */
#define KEEP_SHARE 128u

/* A carve's every part, by its slot (mz_pick_slot): the step to the
 * neighbour, the passage bit the cell itself gets, the whole byte the new
 * cell gets, the way back and the step in x. One load gives them all, so
 * the step waits on the neighbours' loads, open and this load, not on a
 * count, a multiply by it, the table of the k-th way and the tables by way
 * one after another. */
struct carve {
    ptrdiff_t step;
    uint8_t own, fresh, back;
    int8_t dx;
};

/* The carves by slot on a grid w cells wide. Per direction (east, south,
 * west, north): a cell not yet visited holds no bits at all (no passage
 * can reach it, and it is not OFF), so the new one is written without
 * being read (a read would wait on the store before it): the passage west
 * or north is its own east or south bit, besides the mark and the way
 * back. Local tables, not rect.h's shared ones, which the compiler cannot
 * keep in registers. */
static inline __attribute__((always_inline)) void
carve_table(struct carve carve[256], ptrdiff_t w)
{
    const ptrdiff_t step[4] = {1, w, -1, -w};
    const uint8_t own[4] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH, 0, 0};
    const uint8_t fresh[4] = {MZ_MARK | 2 << MZ_DIR_SHIFT,
                              MZ_MARK | 3 << MZ_DIR_SHIFT,
                              MZ_MARK | 0 << MZ_DIR_SHIFT | MAZE_CELL_EAST,
                              MZ_MARK | 1 << MZ_DIR_SHIFT | MAZE_CELL_SOUTH};
    const int dx[4] = {1, 0, -1, 0};
    for (unsigned slot = 0; slot < 256; slot++) {
        int d = mz_way_of_slot[slot];
        carve[slot] = (struct carve){step[d], own[d], fresh[d],
                                     (uint8_t)(d ^ 2), (int8_t)dx[d]};
    }
}

/* The walk itself. Always inlined, so that the call with no hook below
 * becomes a loop with no hook test in it. */
static inline __attribute__((always_inline)) void
walk(struct maze *m, struct maze_rng *rng, size_t root, uint8_t *recent,
     size_t keep, const struct maze_hook *hook)
{
    /* The generator's state in a local: a byte store to the grid may
     * alias anything the caller owns, which would send it to memory and
     * back at every draw. */
    struct maze_rng r = *rng;
    struct mz_bits bits = {.rng = &r};
    uint8_t *g = m->cell;
    const uint32_t width = m->width;
    const ptrdiff_t w = (ptrdiff_t)width;
    const ptrdiff_t step[4] = {1, w, -1, -w};
    const int dx[4] = {1, 0, -1, 0};
    const uint8_t taken = MZ_MARK | MAZE_CELL_OFF;
    struct carve carve[256];
    carve_table(carve, w);
    /* Only x is followed: the row's border is c below w or from
     * m->cells - w on, so that c - w < m->cells - 2w (unsigned) says the
     * cell has rows above and below it. (x and y both followed kept one
     * register too many: the loop spilled them at every step.) */
    const size_t inner_rows =
        m->height >= 3 ? m->cells - 2 * (size_t)w : 0; /* 0: none */
    uint32_t x = (uint32_t)(root % width);
    const size_t mask = keep - 1; /* keep is a power of two */
    size_t top = 0, held = 0;
    size_t c = root;
    g[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    for (;;) {
        unsigned open = 0;
        /* Away from the border (most cells) all four neighbours exist. */
        if (x - 1 < width - 2 && c - (size_t)w < inner_rows)
            open = (unsigned)!(g[c + 1] & taken) |
                   (unsigned)!(g[c + w] & taken) << 1 |
                   (unsigned)!(g[c - 1] & taken) << 2 |
                   (unsigned)!(g[c - w] & taken) << 3;
        else
            open = (unsigned)(x + 1 < width && !(g[c + 1] & taken)) |
                   (unsigned)(c + (size_t)w < m->cells &&
                              !(g[c + w] & taken))
                       << 1 |
                   (unsigned)(x > 0 && !(g[c - 1] & taken)) << 2 |
                   (unsigned)(c >= (size_t)w && !(g[c - w] & taken)) << 3;
        /* open made whole before it is tested: left to itself gcc tests
         * the west and the north neighbour by a branch each on the way to
         * the test of open, two branches a random maze mispredicts
         * instead of one it seldom does. */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__aarch64__))
        __asm__("" : "+r"(open));
#endif
        if (open) {
            const struct carve *e = &carve[mz_pick_slot(&bits, open)];
            size_t next = (size_t)((ptrdiff_t)c + e->step);
            g[c] |= e->own;
            g[next] = e->fresh;
            mz_emit(hook, MAZE_EV_CARVE, c, next);
            x = (uint32_t)((int)x + e->dx);
            recent[top++ & mask] = e->back;
            held += held <= mask;
            c = next;
            continue;
        }
        if (c == root)
            break;
        int back = 0;
        if (held) {
            back = recent[--top & mask];
            held--;
        } else {
            back = (g[c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
        }
        size_t prev = (size_t)((ptrdiff_t)c + step[back]);
        mz_emit(hook, MAZE_EV_BACKTRACK, c, prev);
        x = (uint32_t)((int)x + dx[back]);
        c = prev;
    }
    *rng = r;
}

/* The same walk on any shape, through the topology functions: the way
 * back takes three scratch bits, still one byte per cell. On a rectangle
 * it makes the same maze as walk() (the same choices in the same order). */
static __attribute__((noinline)) void
walk_any(struct maze *m, struct maze_rng *rng, size_t root, double weave,
         uint32_t stair, const struct maze_hook *hook)
{
    struct mz_bits bits = {.rng = rng};
    uint8_t *g = m->cell;
    struct mz_at at = mz_at(m, root);
    g[root] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, root, MAZE_NONE);
    for (;;) {
        struct mz_at next = at;
        unsigned open = mz_ways_at(m, at, MZ_MARK, 0);
        /* Weave: under a corridor beside it, with probability weave. */
        unsigned under = weave > 0 ? mz_weave_tunnels(m, at) : 0;
        if (under && mz_weave_coin(&bits, weave)) {
            int d = mz_pick_dir(&bits, under);
            next = mz_weave_tunnel(m, at, d, hook);
            g[next.c] |= (uint8_t)(MZ_MARK | mz_opposite(d) << MZ_DIR_SHIFT);
            at = next;
            continue;
        }
        if (open) {
            int d = mz_pick_way(&bits, open, stair);
            mz_next(m, at, d, &next);
            mz_link(m, at, d, next);
            g[next.c] |= (uint8_t)(MZ_MARK | mz_back(m, at, d) << MZ_DIR_SHIFT);
            mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
            at = next;
            continue;
        }
        if (at.c == root)
            break;
        next = mz_parent(m, at);
        mz_emit(hook, MAZE_EV_BACKTRACK, at.c, next.c);
        at = next;
    }
}

/* The walk on a plain rectangle, with its ring of recent ways back: a
 * byte per KEEP_SHARE cells, up to RECENT; a few bytes on the stack when
 * even that cannot be had (the walk is then only slower). */
static void walk_rect(struct maze *m, struct maze_rng *rng, size_t root,
                      const struct maze_hook *hook)
{
    size_t keep = 64;
    while (keep < RECENT && keep * 2 * KEEP_SHARE <= m->cells)
        keep *= 2;
    uint8_t spare[64];
    uint8_t *recent = keep > sizeof spare ? malloc(keep) : spare;
    if (!recent) {
        recent = spare;
        keep = sizeof spare;
    }
    if (hook)
        walk(m, rng, root, recent, keep, hook);
    else
        walk(m, rng, root, recent, keep, NULL);
    if (recent != spare)
        free(recent);
}

MZ_GENERATOR(mz_gen_backtracker)
{
    size_t root = mz_random_cell(m, rng);
    if (root == MAZE_NONE)
        return MAZE_OK;
    /* Small rectangles (datasets): the same walk in local arrays. */
    if (!hook && !(opts->weave > 0) && mz_backtracker_small(m, rng, root))
        return MAZE_OK;
    if (m->shape != MAZE_SHAPE_RECT || m->extra || m->wrap ||
        opts->weave > 0)
        walk_any(m, rng, root, opts->weave, mz_stair_weight(m, opts), hook);
    else
        walk_rect(m, rng, root, hook);
    mz_clear_scratch(m);
    return MAZE_OK;
}
