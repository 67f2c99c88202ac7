/*
 * blind_alley_seal.c - the blind-alley sealer: wall off every part of
 * the maze that is entered and left by the same cell.
 *
 * A blind alley is any part of the maze joined to the rest through one
 * cell and holding neither the start nor the end: a dead end, a stalk
 * with loops at its end, a whole braided region behind one passage. No
 * route that visits each cell once goes into one, so the sealer walls
 * each off where it joins and fills what is behind (Daedalus's blind
 * alley sealer, mazelib's BlindAlley with its sealer). What is left is
 * every cell on some route from start to end; a breadth-first search
 * through it picks the shortest.
 *
 * Daedalus finds the blind alleys by the walls on either side of a
 * passage; here a depth-first search from the start finds the cells that
 * cut the maze in two (Hopcroft and Tarjan's low points), which also
 * holds where walls do not separate: weaves, floors, wrapped edges. A
 * branch of the search whose low point does not reach above the cell it
 * hangs from is behind that cell alone, and is sealed unless the end is
 * in it.
 *
 * Memory: two words per cell (when each cell was found, its low point)
 * and one byte, and the search's stack; time O(cells).
 */
#include <stdlib.h>

#include "solve.h"

/* The byte each cell keeps besides its two words. */
#define NEXT_DIR 0x0fu /* the next direction its search tries */
#define SEALED 0x20u   /* behind a sealed entrance */
#define BLIND 0x40u    /* its branch hangs from its parent alone */
#define ON_SPINE 0x80u /* on the search's path from the start to the end */

struct search {
    size_t *found; /* 1 + the order it was found in; 0: not yet */
    size_t *low;   /* the earliest found cell its branch reaches */
    unsigned char *byte;
};

/* The depth-first search from `from` over the passages: found, low and
 * BLIND for every cell it reaches, the way back to each cell's parent in
 * its scratch bits (MZ_MARK: reached). Returns the cells reached, or 0
 * when out of memory. */
static size_t search(struct maze *m, struct search *s, size_t from,
                     const struct maze_hook *hook)
{
    struct mz_queue stack = {0};
    const int dirs = (int)mz_dirs(m);
    size_t order = 1;
    s->found[from] = s->low[from] = order++;
    m->cell[from] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_SOLVE_VISIT, from, MAZE_NONE);
    if (!mz_queue_push(&stack, from))
        return 0;
    while (stack.count) {
        size_t c = stack.item[stack.count - 1];
        struct mz_at at = mz_at(m, c);
        int d = s->byte[c] & NEXT_DIR;
        struct mz_at next = at;
        for (; d < dirs; d++)
            if (mz_go(m, at, d, &next))
                break;
        if (d < dirs) {
            s->byte[c] = (unsigned char)((s->byte[c] & ~NEXT_DIR) | (d + 1));
            if (s->found[next.c]) {
                if (s->found[next.c] < s->low[c])
                    s->low[c] = s->found[next.c];
                continue;
            }
            s->found[next.c] = s->low[next.c] = order++;
            m->cell[next.c] |=
                (uint8_t)(MZ_MARK | mz_back(m, at, d) << MZ_DIR_SHIFT);
            mz_emit(hook, MAZE_EV_SOLVE_VISIT, next.c, c);
            if (!mz_queue_push(&stack, next.c)) {
                mz_queue_release(&stack);
                return 0;
            }
            continue;
        }
        /* Every way of c tried: its branch is done. */
        stack.count--;
        if (!stack.count)
            break;
        size_t up = stack.item[stack.count - 1];
        if (s->low[c] < s->low[up])
            s->low[up] = s->low[c];
        if (s->low[c] >= s->found[up])
            s->byte[c] |= BLIND;
    }
    mz_queue_release(&stack);
    return order - 1;
}

MZ_SOLVER(mz_solve_blind_alley_seal)
{
    (void)opts; /* no options */
    size_t n = m->cells ? m->cells : 1;
    struct search s = {calloc(n, sizeof *s.found), calloc(n, sizeof *s.low),
                       calloc(n, 1)};
    enum maze_err err =
        s.found && s.low && s.byte ? MAZE_OK : MAZE_ERR_NOMEM;
    size_t reached = err ? 0 : search(m, &s, from, hook);
    if (!err && !reached)
        err = MAZE_ERR_NOMEM;
    if (!err && s.found[to]) {
        for (struct mz_at at = mz_at(m, to); at.c != from;
             at = mz_parent(m, at))
            s.byte[at.c] |= ON_SPINE;
        /* The cells in the order they were found (parents first), in
         * place of the low points, which are done with. */
        size_t *in_order = s.low;
        for (size_t c = 0; c < m->cells; c++)
            if (s.found[c])
                in_order[s.found[c] - 1] = c;
        for (size_t i = 1; i < reached; i++) {
            size_t c = in_order[i];
            size_t up = mz_parent(m, mz_at(m, c)).c;
            if ((s.byte[up] & SEALED) ||
                ((s.byte[c] & BLIND) && !(s.byte[c] & ON_SPINE)))
                s.byte[c] |= SEALED;
        }
        /* The search's marks give way to the seals, which the search for
         * the route below will not enter. */
        mz_clear_scratch(m);
        for (size_t i = 1; i < reached; i++)
            if (s.byte[in_order[i]] & SEALED) {
                m->cell[in_order[i]] |= MZ_MARK;
                mz_emit(hook, MAZE_EV_FILL, in_order[i], MAZE_NONE);
            }
    } else if (!err) {
        mz_clear_scratch(m); /* no route: the end was never reached */
    }
    free(s.found);
    free(s.low);
    free(s.byte);
    struct mz_sweep sweep = {0};
    if (!err && m->cell[to] & MZ_MARK)
        err = MAZE_ERR_NO_ROUTE; /* cannot be: the end is never sealed */
    if (!err)
        err = mz_bfs(m, from, to, hook, &sweep);
    return mz_finish_route(m, from, to, err, reached + sweep.reached, route);
}
