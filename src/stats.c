/*
 * stats.c - the figures of a maze's texture.
 *
 * Dead ends, junctions, straight cells and turns come from each cell's
 * passages alone; the longest route from two breadth-first sweeps; the
 * average corridor from counting corridor ends: every corridor starts and
 * stops at a cell that is not a plain two-way cell, so the corridors
 * number half the passages leaving such cells.
 */
#include "mz.h"

enum maze_err maze_measure(struct maze *m, struct maze_stats *stats)
{
    struct maze_stats s = {0};
    size_t corridor_ends = 0;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        s.cells++;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        unsigned ways = 0;
        for (int d = 0; d < 4; d++)
            if (mz_inside(m, x, y, d) && mz_is_open(m, c, d))
                ways |= 1u << d;
        unsigned degree = mz_count4(ways);
        s.passages += (ways & (1u << MAZE_EAST)) ? 1 : 0;
        s.passages += (ways & (1u << MAZE_SOUTH)) ? 1 : 0;
        s.dead_ends += degree == 1;
        s.junctions3 += degree == 3;
        s.junctions4 += degree == 4;
        if (degree == 2) {
            bool straight = ways == ((1u << MAZE_EAST) | (1u << MAZE_WEST)) ||
                            ways == ((1u << MAZE_NORTH) | (1u << MAZE_SOUTH));
            s.straights += straight;
            s.turns += !straight;
        } else {
            corridor_ends += degree;
        }
    }
    /* A maze that is one ring of two-way cells is a single corridor. */
    size_t corridors = corridor_ends / 2;
    if (corridors == 0 && s.passages > 0)
        corridors = 1;
    s.corridor = corridors ? (double)s.passages / (double)corridors : 0.0;
    s.loops = (long long)s.passages - (long long)s.cells + 1;
    s.solution = MAZE_NONE;
    if (s.cells == 0) {
        *stats = s;
        return MAZE_OK;
    }
    enum maze_err err =
        mz_farthest_pair(m, &s.longest_from, &s.longest_to, &s.longest);
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
