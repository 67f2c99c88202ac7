/*
 * stats.c - the figures of a maze's texture.
 *
 * Dead ends, junctions, straight cells and turns come from each cell's
 * passages alone; the longest route from two breadth-first sweeps; the
 * average corridor from counting corridor ends: every corridor starts and
 * stops at a cell that is not a plain two-way cell, so the corridors
 * number half the passages leaving such cells.
 */
#include "../mz.h"
#include "distances.h"

/* How many parts the passages join the cells into (a cell no passage
 * reaches is a part of its own): one sweep from each cell that no earlier
 * sweep reached, O(cells) in all. Leaves the scratch bits clear. */
static enum maze_err count_parts(struct maze *m, size_t *parts)
{
    size_t n = 0;
    enum maze_err err = MAZE_OK;
    for (size_t c = 0; c < m->cells && !err; c++) {
        if (m->cell[c] & (MAZE_CELL_OFF | MZ_MARK))
            continue;
        struct mz_sweep sweep;
        err = mz_bfs(m, c, MAZE_NONE, NULL, &sweep);
        n++;
    }
    mz_clear_scratch(m);
    *parts = n;
    return err;
}

enum maze_err maze_measure(struct maze *m, struct maze_stats *stats)
{
    struct maze_stats s = {0};
    size_t corridor_ends = 0;
    size_t half_passages = 0; /* each passage counted from both ends */
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        s.cells++;
        struct mz_at at = mz_at(m, c);
        unsigned ways = 0;
        int first = -1;
        int second = -1;
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            struct mz_at next;
            if (mz_go(m, at, d, &next)) {
                ways |= 1u << d;
                second = first < 0 ? -1 : d;
                first = first < 0 ? d : first;
            }
        }
        unsigned degree = mz_count8(ways);
        half_passages += degree;
        s.dead_ends += degree == 1;
        s.junctions3 += degree == 3;
        s.junctions4 += degree >= 4;
        s.stairs += (ways >> MAZE_UP) & (m->floors > 1);
        s.portals += (ways >> MAZE_ANA) & (m->towers > 1);
        if (degree == 2) {
            bool straight = mz_across(m, first, second);
            s.straights += straight;
            s.turns += !straight;
        } else {
            corridor_ends += degree;
        }
    }
    s.passages = half_passages / 2;
    s.crossings = maze_crossings(m);
    /* A maze that is one ring of two-way cells is a single corridor. */
    size_t corridors = corridor_ends / 2;
    if (corridors == 0 && s.passages > 0)
        corridors = 1;
    s.corridor = corridors ? (double)s.passages / (double)corridors : 0.0;
    s.solution = MAZE_NONE;
    if (s.cells == 0) {
        *stats = s;
        return MAZE_OK;
    }
    /* Passages beyond a spanning forest's, one tree for each part: never
     * negative, and 0 for a perfect maze. */
    size_t parts = 0;
    enum maze_err err = count_parts(m, &parts);
    if (err)
        return err;
    s.loops = (long long)s.passages - (long long)s.cells + (long long)parts;
    err = mz_farthest_pair(m, &s.longest_from, &s.longest_to, &s.longest);
    if (!err && m->start < m->cells && m->end < m->cells) {
        struct mz_sweep sweep;
        err = mz_bfs(m, m->start, m->end, NULL, &sweep);
        if (!err && (m->cell[m->end] & MZ_MARK))
            s.solution = sweep.depth;
        mz_clear_scratch(m);
    }
    if (err)
        return err;
    *stats = s;
    return MAZE_OK;
}
