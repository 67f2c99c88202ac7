/*
 * rect.h - the rectangle's fast paths: index arithmetic for the
 * generators whose speed is measured; every shape goes through topo.h.
 * Small inline functions so that the inner loops compile to index
 * arithmetic: direction d of cell c is c + mz_offset(m, d), and the
 * passage bit of the wall between them sits in the west or north cell of
 * the two.
 */
#ifndef MZ_RECT_H
#define MZ_RECT_H

#include "cell.h"

/* Whether a step from (x, y) in direction d stays on the grid. */
static inline bool mz_inside(const struct maze *m, uint32_t x, uint32_t y,
                             int d)
{
    switch (d) {
    case MAZE_EAST:
        return x + 1 < m->width;
    case MAZE_SOUTH:
        return y + 1 < m->height;
    case MAZE_WEST:
        return x > 0;
    default:
        return y > 0;
    }
}

/* The index step of direction d. Only valid where mz_inside() holds. */
static inline ptrdiff_t mz_offset(const struct maze *m, int d)
{
    switch (d) {
    case MAZE_EAST:
        return 1;
    case MAZE_SOUTH:
        return (ptrdiff_t)m->width;
    case MAZE_WEST:
        return -1;
    default:
        return -(ptrdiff_t)m->width;
    }
}

/* The byte and bit that hold the wall of c in direction d. */
static inline uint8_t *mz_wall_byte(struct maze *m, size_t c, int d)
{
    return &m->cell[c + (d == MAZE_WEST    ? -1
                         : d == MAZE_NORTH ? -(ptrdiff_t)m->width
                                           : 0)];
}

static inline uint8_t mz_wall_bit(int d)
{
    return (d & 1) ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
}

/* Closes the wall of c in direction d (the neighbour must exist). */
static inline void mz_rect_unlink(struct maze *m, size_t c, int d)
{
    *mz_wall_byte(m, c, d) &= (uint8_t)~mz_wall_bit(d);
}

static inline bool mz_rect_is_linked(const struct maze *m, size_t c, int d)
{
    switch (d) {
    case MAZE_EAST:
        return m->cell[c] & MAZE_CELL_EAST;
    case MAZE_SOUTH:
        return m->cell[c] & MAZE_CELL_SOUTH;
    case MAZE_WEST:
        return m->cell[c - 1] & MAZE_CELL_EAST;
    default:
        return m->cell[c - m->width] & MAZE_CELL_SOUTH;
    }
}

/* The directions a rectangle's cell c opens in, as bits 1 << d, straight
 * from the passage bits (no division for the column): its own east and
 * south bits and its west and north neighbours'. No passage bit points
 * through the outer wall, so the cell before a row's first never opens
 * east. */
static inline unsigned mz_rect_open_ways(const uint8_t *g, size_t c, size_t w)
{
    return (g[c] & MAZE_CELL_EAST ? 1u : 0u) |
           (g[c] & MAZE_CELL_SOUTH ? 2u : 0u) |
           (c >= 1 && (g[c - 1] & MAZE_CELL_EAST) ? 4u : 0u) |
           (c >= w && (g[c - w] & MAZE_CELL_SOUTH) ? 8u : 0u);
}

/* The directions from cell c at (x, y) that lead to a cell on the grid
 * that is not OFF and whose `bits` equal `want` (bits 0: any such cell).
 * A 4-bit mask of directions. */
static inline unsigned mz_ways(const struct maze *m, size_t c, uint32_t x,
                               uint32_t y, uint8_t bits, uint8_t want)
{
    unsigned ways = 0;
    for (int d = 0; d < 4; d++) {
        if (!mz_inside(m, x, y, d))
            continue;
        uint8_t next = m->cell[(size_t)((ptrdiff_t)c + mz_offset(m, d))];
        if (next & MAZE_CELL_OFF)
            continue;
        if ((next & bits) != want)
            continue;
        ways |= 1u << d;
    }
    return ways;
}

/* The cell one step from c in direction d, which must exist. */
static inline size_t mz_step(const struct maze *m, size_t c, int d)
{
    return (size_t)((ptrdiff_t)c + mz_offset(m, d));
}

/* A rectangle's directions by table (east, south, west, north) for the
 * inner loops of its fast paths: a switch on a random direction is a jump
 * mispredicted three times in four. */
struct mz_rect {
    uint8_t *g;
    ptrdiff_t next[4];  /* index step to the neighbour */
    ptrdiff_t owner[4]; /* index step to the cell that holds the wall */
    uint8_t bit[4];     /* and its bit */
};

static const int mz_rect_dx[4] = {1, 0, -1, 0};
static const int mz_rect_dy[4] = {0, 1, 0, -1};

/* Whether (x, y) is away from a w x h rectangle's border, with all four
 * neighbours: x - 1 < w - 2 is 1 <= x <= w - 2 in unsigned terms. */
static inline bool mz_rect_inner(uint32_t x, uint32_t y, uint32_t w, uint32_t h)
{
    return x - 1 < w - 2 && y - 1 < h - 2;
}

static inline struct mz_rect mz_rect_of(struct maze *m)
{
    const ptrdiff_t w = (ptrdiff_t)m->width;
    return (struct mz_rect){
        m->cell,
        {1, w, -1, -w},
        {0, 0, -1, -w},
        {MAZE_CELL_EAST, MAZE_CELL_SOUTH, MAZE_CELL_EAST, MAZE_CELL_SOUTH}};
}

/* The neighbour of `at` in direction d, which must exist. */
static inline struct mz_at mz_rect_next(const struct mz_rect *r,
                                        struct mz_at at, int d)
{
    return (struct mz_at){(size_t)((ptrdiff_t)at.c + r->next[d]),
                          at.x + (uint32_t)mz_rect_dx[d],
                          at.y + (uint32_t)mz_rect_dy[d]};
}

/* Opens the wall of cell c in direction d (the neighbour must exist). */
static inline void mz_rect_link(const struct mz_rect *r, size_t c, int d)
{
    r->g[(ptrdiff_t)c + r->owner[d]] |= r->bit[d];
}

#endif /* MZ_RECT_H */
