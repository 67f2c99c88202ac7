/*
 * hunt_and_kill.c - hunt-and-kill.
 *
 * A walker carves into random unvisited neighbours, like the backtracker,
 * but when it is stuck it does not retrace its steps: it hunts, scanning
 * the grid from the top for an unvisited cell next to the maze, joins it
 * to a random visited neighbour and walks on from there. The mazes are
 * the backtracker's cousins: long winding corridors and few dead ends,
 * with more straight joins where the hunts land.
 *
 * The hunt starts at the first row that may still hold an unvisited cell
 * (a cursor that only moves forward), so the scans stay cheap. Memory one
 * byte per cell; time O(cells) walking plus the hunts' scans.
 */
#include "gen.h"

/* The next unvisited cell at or after *cursor that touches the maze, with
 * the direction of a random visited neighbour; MAZE_NONE when none. */
static size_t hunt(struct maze *m, size_t *cursor, struct mz_bits *bits, int *d)
{
    const uint8_t taken = MZ_MARK | MAZE_CELL_OFF;
    while (*cursor < m->cells && (m->cell[*cursor] & taken))
        (*cursor)++;
    for (size_t c = *cursor; c < m->cells; c++) {
        if (m->cell[c] & taken)
            continue;
        unsigned ways = mz_ways_at(m, mz_at(m, c), MZ_MARK, MZ_MARK);
        if (ways) {
            *d = mz_pick_dir(bits, ways);
            return c;
        }
    }
    return MAZE_NONE;
}

MZ_GENERATOR(mz_gen_hunt_and_kill)
{
    (void)opts; /* no options */
    size_t c = mz_random_cell(m, rng);
    if (c == MAZE_NONE)
        return MAZE_OK;
    struct mz_bits bits = {.rng = rng};
    size_t cursor = 0;
    m->cell[c] |= MZ_MARK;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    struct mz_at at = mz_at(m, c);
    for (;;) {
        unsigned ways = mz_ways_at(m, at, MZ_MARK, 0);
        struct mz_at next = at;
        if (ways) {
            int d = mz_pick_dir(&bits, ways);
            mz_next(m, at, d, &next);
            mz_join(m, at, d, next);
            m->cell[next.c] |= MZ_MARK;
            mz_emit(hook, MAZE_EV_CARVE, at.c, next.c);
            at = next;
            continue;
        }
        int d = 0;
        c = hunt(m, &cursor, &bits, &d);
        if (c == MAZE_NONE)
            break;
        at = mz_at(m, c);
        mz_next(m, at, d, &next);
        mz_join(m, at, d, next);
        m->cell[c] |= MZ_MARK;
        mz_emit(hook, MAZE_EV_CARVE, next.c, c);
    }
    mz_clear_scratch(m);
    return MAZE_OK;
}
