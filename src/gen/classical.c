/*
 * classical.c - the classical seven-circuit labyrinth, on a polar grid.
 *
 * The labyrinth of Cretan coins and church floors: one path with no
 * choice, from the mouth through seven circuits in the order 3, 2, 1, 4,
 * 7, 6, 5 (counted from the outside) to the centre. Each circuit is a
 * ring of cells walked almost all the way round, and every turn from one
 * circuit to another happens in four columns of cells beside the axis
 * through the mouth: there the path goes straight in or out across the
 * circuits it skips, which end on either side of it. Every cell of the
 * grid is on the path (a perfect maze, the path its one route), so the
 * grid must have rings that line up: eight rings, ring 0 the goal walked
 * round (or a single round centre) and rings 1 to 7 the circuits, all of
 * the same number of cells, four or more (a polar grid 30 cells or more
 * across its inner ring). The layout is fixed: the seed is not used.
 *
 * Columns are numbered -1, 0, 1, 2 from the mouth's anticlockwise side;
 * ring r is circuit 8 - r. In each ring the cells a straight run crosses
 * are left out of the circuit, and the circuit's ends are the cells on
 * either side of them:
 *   mouth: rings 7, 6 at column 0 into ring 5;   5 -> 6 at column 2;
 *   6 -> 7 at column -1;   7 -> 4 across 6, 5 at column 1;
 *   4 -> 1 across 3, 2 at column 0;   1 -> 2 at column 2;
 *   2 -> 3 at column -1;   3 -> the centre across 2, 1 at column 1.
 * Time and memory O(cells), nothing beyond the grid.
 */
#include "gen.h"

#define RINGS 8

/* The cells each circuit's ring leaves out (bits of columns -1..2, bit
 * k + 1 for column k): the straight runs across it. */
static const uint8_t crossed[RINGS] = {
    0, 1u << 2, 1u << 1 | 1u << 2, 1u << 1, 0, 1u << 2, 1u << 1 | 1u << 2,
    1u << 1,
};

/* The straight runs: from ring `from` to ring `to` at column col. */
static const struct {
    uint8_t from, to;
    int8_t col;
} runs[] = {
    {7, 5, 0}, {5, 6, 2}, {6, 7, -1}, {7, 4, 1},
    {4, 1, 0}, {1, 2, 2}, {2, 3, -1}, {3, 0, 1},
};

/* Whether m is a grid the layout fits. */
static bool fits(const struct maze *m)
{
    if (m->shape != MAZE_SHAPE_POLAR || m->height != RINGS || m->floors != 1)
        return false;
    uint32_t n = mz_ring_cells(m, 1);
    for (uint32_t r = 2; r < RINGS; r++)
        if (mz_ring_cells(m, r) != n)
            return false;
    /* Ring 0 is a ring whose cells each lie inside one of ring 1's. */
    uint32_t inner = mz_ring_cells(m, 0);
    return n >= 4 && (inner == 1 || (inner >= 3 && n % inner == 0));
}

/* The cell of ring r (1..7) at column col; the mouth is at the bottom. */
static size_t at(const struct maze *m, uint32_t r, int col)
{
    uint32_t n = mz_ring_cells(m, r);
    uint32_t x = (uint32_t)((n / 2 + n + (uint32_t)(col + 4)) - 4) % n;
    return maze_cell_at(m, x, r);
}

MZ_GENERATOR(mz_gen_classical)
{
    (void)rng;
    (void)opts;
    if (!fits(m))
        return MAZE_ERR_ARG;
    uint32_t n = mz_ring_cells(m, 1);
    /* The circuits: every cell joined to the next round the ring, but for
     * the cells crossed and, on circuit 4 (ring 4), between its ends. */
    for (uint32_t r = 1; r < RINGS; r++) {
        for (uint32_t x = 0; x < n; x++) {
            size_t a = maze_cell_at(m, x, r);
            size_t b = maze_cell_at(m, (x + 1) % n, r);
            bool skip = false;
            for (int col = -1; col <= 2; col++)
                if ((crossed[r] >> (col + 1) & 1) &&
                    (at(m, r, col) == a || at(m, r, col) == b))
                    skip = true;
            if (r == 4 && a == at(m, r, 0) && b == at(m, r, 1))
                skip = true;
            if (!skip)
                maze_link(m, a, b);
        }
    }
    /* The straight runs across the circuits. */
    size_t goal = MAZE_NONE;
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        int step = runs[i].to > runs[i].from ? 1 : -1;
        for (int r = runs[i].from; r != runs[i].to; r += step) {
            size_t a = at(m, (uint32_t)r, runs[i].col);
            size_t b = r + step > 0 ? at(m, (uint32_t)(r + step), runs[i].col)
                                    : maze_neighbour(m, a, 1);
            maze_link(m, a, b);
            if (r + step == 0)
                goal = b;
        }
    }
    /* The centre: a round cell, or ring 0 walked round from where the
     * path comes in to the cell before it. */
    uint32_t inner = mz_ring_cells(m, 0);
    size_t end = goal;
    if (inner > 1) {
        for (uint32_t k = 0; k + 1 < inner; k++) {
            size_t a = m->ring[0] + (goal - m->ring[0] + k) % inner;
            size_t b = m->ring[0] + (goal - m->ring[0] + k + 1) % inner;
            maze_link(m, a, b);
            end = b;
        }
    }
    m->start = at(m, RINGS - 1, 0);
    m->end = end;
    /* Reported as the path is walked, from the mouth in. */
    if (hook) {
        size_t c = m->start;
        size_t from = MAZE_NONE;
        mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
        while (c != m->end) {
            size_t next = MAZE_NONE;
            for (int d = 0; d < MAZE_MAX_NEIGHBOURS && next == MAZE_NONE; d++) {
                size_t b = maze_go(m, c, d);
                if (b != MAZE_NONE && b != from)
                    next = b;
            }
            if (next == MAZE_NONE)
                break;
            mz_emit(hook, MAZE_EV_CARVE, c, next);
            from = c;
            c = next;
        }
    }
    return MAZE_OK;
}
