/*
 * growing_tree.c - the growing tree algorithm.
 *
 * A list of active cells starts with one random cell. Each step picks a
 * cell from the list; if it has unvisited neighbours, one of them is
 * carved to and added to the list, otherwise the cell leaves the list.
 * How the cell is picked decides the texture: always the newest gives the
 * backtracker's long corridors, always a random one gives Prim's short
 * dead ends, the oldest gives long straight corridors from the start, and
 * mix:P takes the newest with probability P and a random one otherwise,
 * blending the two.
 *
 * Time O(cells); memory one byte per cell plus 4 bytes per listed cell (8
 * past 2^32 cells; at most every cell, for newest, which lists about one
 * cell in six at a time; far fewer for the others).
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

/* The active cells, oldest first, in item[head..tail): 32-bit cell
 * indices when every index fits (`narrow`), else 64-bit. Removing from
 * the middle moves the oldest into the hole: the newest stays last, which
 * is all that newest and mix rely on; oldest only ever removes the head. */
struct active {
    void *item;
    size_t head, tail, cap;
    bool narrow;
};

static size_t get(const struct active *a, size_t i)
{
    return a->narrow ? ((const uint32_t *)a->item)[i]
                     : ((const size_t *)a->item)[i];
}

static void put(struct active *a, size_t i, size_t c)
{
    if (a->narrow)
        ((uint32_t *)a->item)[i] = (uint32_t)c;
    else
        ((size_t *)a->item)[i] = c;
}

static bool add(struct active *a, size_t c)
{
    if (a->tail == a->cap) {
        size_t count = a->tail - a->head;
        size_t size = a->narrow ? sizeof(uint32_t) : sizeof(size_t);
        if (a->head >= a->cap / 2 && a->head > 0) {
            memmove(a->item, (char *)a->item + a->head * size, count * size);
        } else {
            size_t cap = a->cap ? a->cap * 2 : 256;
            void *item = realloc(a->item, cap * size);
            if (!item)
                return false;
            a->item = item;
            a->cap = cap;
            memmove(a->item, (char *)a->item + a->head * size, count * size);
        }
        a->head = 0;
        a->tail = count;
    }
    put(a, a->tail++, c);
    return true;
}

static void drop(struct active *a, size_t i)
{
    if (i + 1 == a->tail)
        a->tail--;
    else
        put(a, i, get(a, a->head++));
}

static size_t choose(const struct active *a, const struct maze_gen_opts *o,
                     struct mz_bits *bits)
{
    size_t count = a->tail - a->head;
    enum maze_pick pick = o->pick;
    if (pick == MAZE_PICK_MIX) {
        double u = (double)(maze_rng_next(bits->rng) >> 11) * 0x1p-53;
        pick = u < o->mix ? MAZE_PICK_NEWEST : MAZE_PICK_RANDOM;
    }
    switch (pick) {
    case MAZE_PICK_NEWEST:
        return a->tail - 1;
    case MAZE_PICK_OLDEST:
        return a->head;
    default:
        return a->head + (size_t)mz_pick_any(bits, count);
    }
}

MZ_GENERATOR(mz_gen_growing_tree)
{
    size_t first = mz_random_cell(m, rng);
    if (first == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    struct active a = {.narrow = m->cells <= UINT32_MAX};
    enum maze_err err = MAZE_OK;
    const uint32_t stair = mz_stair_weight(m, opts);
    m->cell[first] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, first, MAZE_NONE);
    if (!add(&a, first))
        err = MAZE_ERR_NOMEM;
    while (!err && a.tail > a.head) {
        size_t i = choose(&a, opts, &bits);
        struct mz_at at = mz_at(m, get(&a, i));
        unsigned ways = mz_ways_at(m, at, MZ_MARK, 0);
        /* Weave: under a corridor beside it, with probability weave. */
        unsigned under = opts->weave > 0 ? mz_weave_tunnels(m, at) : 0;
        if (under && mz_weave_coin(&bits, opts->weave)) {
            struct mz_at beyond =
                mz_weave_tunnel(m, at, mz_pick_dir(&bits, under), hook);
            m->cell[beyond.c] |= MZ_MARK;
            if (!add(&a, beyond.c))
                err = MAZE_ERR_NOMEM;
            continue;
        }
        if (!ways) {
            drop(&a, i);
            continue;
        }
        int d = mz_pick_way(&bits, ways, stair);
        struct mz_at next = at;
        mz_next(m, at, d, &next);
        mz_link(m, at, d, next);
        m->cell[next.c] |= MZ_MARK;
        mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
        if (!add(&a, next.c))
            err = MAZE_ERR_NOMEM;
    }
    free(a.item);
    mz_clear_scratch(m);
    return err;
}
