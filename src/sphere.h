/*
 * sphere.h - the sphere: rings of cells from pole to pole, as many a
 * ring as its latitude has room for.
 *
 * A sphere of `height` rings (even) is two polar grids, the northern and
 * southern hemispheres, joined rim to rim: rings 0 to height / 2 - 1 go
 * from the north pole to the equator, the rest on from the equator to
 * the south pole, so ring y of the south is ring height - 1 - y counted
 * from its own pole, and has as many cells as that ring of the north.
 * Within a hemisphere a cell has a polar cell's directions, counted from
 * its own pole: clockwise (0, seen from above the north pole, through
 * the globe for the south), towards its pole (1), anticlockwise (2),
 * and away from it to the k-th cell beyond (3 + k); a one-cell cap has
 * the ways away only, from 0. An equator cell's way away (3) is the cell
 * at the same place of the other hemisphere's equator ring.
 *
 * Walls are a polar grid's: a cell owns its clockwise wall (EAST) and
 * the one towards its pole (SOUTH). The wall across the equator belongs
 * to the northern cell, in the bit a hexagon keeps its third wall in
 * (MAZE_CELL_SOUTHWEST), which is therefore not scratch on a sphere.
 */
#ifndef MZ_SPHERE_H
#define MZ_SPHERE_H

#include <stdbool.h>

#include "cell.h"

/* Rings of a hemisphere. */
static inline uint32_t mz_sphere_half(const struct maze *m)
{
    return m->height / 2;
}

/* Ring y counted from its own pole. */
static inline uint32_t mz_sphere_lat(const struct maze *m, uint32_t y)
{
    uint32_t half = mz_sphere_half(m);
    return y < half ? y : 2 * half - 1 - y;
}

/* Ring j of y's hemisphere, counted from its pole, as a ring number. */
static inline uint32_t mz_sphere_ring(const struct maze *m, uint32_t y,
                                      uint32_t j)
{
    uint32_t half = mz_sphere_half(m);
    return y < half ? j : 2 * half - 1 - j;
}

/* Cells of the ring j from a pole (the same in both hemispheres). */
static inline uint32_t mz_sphere_cells(const struct maze *m, uint32_t j)
{
    return (uint32_t)(m->ring[j + 1] - m->ring[j]);
}

static inline bool mz_sphere_next(const struct maze *m, struct mz_at a, int d,
                                  struct mz_at *b)
{
    const uint32_t half = mz_sphere_half(m);
    const uint32_t j = mz_sphere_lat(m, a.y);
    const uint32_t n = mz_sphere_cells(m, j);
    uint32_t x = a.x;
    uint32_t y = a.y;
    if (d < 0 || d >= MAZE_MAX_NEIGHBOURS)
        return false;
    if (n == 1) { /* a cap: away from its pole only */
        if (j + 1 >= half || (uint32_t)d >= mz_sphere_cells(m, j + 1))
            return false;
        x = (uint32_t)d;
        y = mz_sphere_ring(m, a.y, j + 1);
    } else if (d == 0 || d == 2) {
        x = d == 0 ? (x + 1 == n ? 0 : x + 1) : (x == 0 ? n - 1 : x - 1);
    } else if (d == 1) {
        if (j == 0)
            return false;
        x /= n / mz_sphere_cells(m, j - 1);
        y = mz_sphere_ring(m, a.y, j - 1);
    } else if (j + 1 == half) { /* over the equator */
        if (d != 3)
            return false;
        y = a.y < half ? half : half - 1;
    } else {
        uint32_t r = mz_sphere_cells(m, j + 1) / n;
        if ((uint32_t)d - 3 >= r)
            return false;
        x = x * r + (uint32_t)d - 3;
        y = mz_sphere_ring(m, a.y, j + 1);
    }
    *b = (struct mz_at){m->ring[y] + x, x, y};
    return true;
}

/* Whether the step from ring y in direction d crosses the equator. */
static inline bool mz_sphere_crosses(const struct maze *m, uint32_t y, int d)
{
    uint32_t j = mz_sphere_lat(m, y);
    return d == 3 && j + 1 == mz_sphere_half(m) && mz_sphere_cells(m, j) > 1;
}

static inline int mz_sphere_back(const struct maze *m, struct mz_at a, int d)
{
    const uint32_t j = mz_sphere_lat(m, a.y);
    if (mz_sphere_crosses(m, a.y, d))
        return 3;
    if (mz_sphere_cells(m, j) == 1 || d >= 3)
        return 1;
    if (d == 1) { /* towards the pole: which of the cells beyond it a is */
        uint32_t parent = mz_sphere_cells(m, j - 1);
        return parent == 1
                   ? (int)a.x
                   : 3 + (int)(a.x % (mz_sphere_cells(m, j) / parent));
    }
    return 2 - d;
}

static inline uint8_t *mz_sphere_side(struct maze *m, struct mz_at a, int d,
                                      struct mz_at b, uint8_t *bit)
{
    if (mz_sphere_crosses(m, a.y, d)) {
        *bit = MAZE_CELL_SOUTHWEST;
        return &m->cell[a.y < mz_sphere_half(m) ? a.c : b.c];
    }
    if (mz_sphere_cells(m, mz_sphere_lat(m, a.y)) == 1 || d >= 3) {
        *bit = MAZE_CELL_SOUTH;
        return &m->cell[b.c];
    }
    *bit = d == 2 ? MAZE_CELL_EAST : (uint8_t)(1u << d);
    return &m->cell[d == 2 ? b.c : a.c];
}

#endif /* MZ_SPHERE_H */
