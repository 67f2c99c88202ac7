/*
 * upsilon.h - the upsilon grid: octagons and squares in a checkerboard.
 *
 * Cell (x, y) is an octagon when x + y is even and a square when it is
 * odd, so an octagon's straight sides face the squares east, south, west
 * and north of it, and its slanted sides the octagons diagonally next to
 * it; a square touches four octagons. Directions go clockwise from east:
 * east 0, south-east 1, south 2, south-west 3, west 4, north-west 5,
 * north 6, north-east 7, so the way back is d + 4 (mod 8) and a square
 * uses the even ones only.
 *
 * Walls fit the one-byte cell as a rectangle's do, plus one: each cell
 * owns the walls on its east and south sides (MAZE_CELL_EAST,
 * MAZE_CELL_SOUTH) and the slanted wall across its south-east corner
 * (MAZE_CELL_DIAGONAL). For an octagon that is its own south-east side;
 * for a square it is the wall between the octagons east and south of it,
 * which meets the square at that corner. Every slanted wall sits at a
 * corner of the grid, and the cell north-west of that corner owns it, so
 * each wall is named once and three bits a cell leave bits 3..6 scratch,
 * as on a hexagon.
 */
#ifndef MZ_UPSILON_H
#define MZ_UPSILON_H

#include "cell.h"

static inline bool mz_upsilon_octagon(uint32_t x, uint32_t y)
{
    return !((x + y) & 1);
}

static inline bool mz_upsilon_next(const struct maze *m, struct mz_at a, int d,
                                   struct mz_at *b)
{
    static const int8_t dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    static const int8_t dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    if (d < 0 || d > 7 || ((d & 1) && !mz_upsilon_octagon(a.x, a.y)))
        return false;
    int64_t x = (int64_t)a.x + dx[d];
    int64_t y = (int64_t)a.y + dy[d];
    if (x < 0 || y < 0 || x >= m->width || y >= m->height)
        return false;
    *b = (struct mz_at){(size_t)y * m->width + (size_t)x, (uint32_t)x,
                        (uint32_t)y};
    return true;
}

static inline int mz_upsilon_back(int d)
{
    return (d + 4) & 7;
}

/* The byte holding the wall between a and its neighbour b in direction
 * d, and its bit in *bit (see the top of this file). */
static inline uint8_t *mz_upsilon_side(struct maze *m, struct mz_at a, int d,
                                       struct mz_at b, uint8_t *bit)
{
    switch (d) {
    case 0:
    case 4:
        *bit = MAZE_CELL_EAST;
        return &m->cell[d == 0 ? a.c : b.c];
    case 2:
    case 6:
        *bit = MAZE_CELL_SOUTH;
        return &m->cell[d == 2 ? a.c : b.c];
    case 1:
    case 5:
        *bit = MAZE_CELL_DIAGONAL;
        return &m->cell[d == 1 ? a.c : b.c];
    case 3: /* the square west of a */
        *bit = MAZE_CELL_DIAGONAL;
        return &m->cell[a.c - 1];
    default: /* 7: the square north of a */
        *bit = MAZE_CELL_DIAGONAL;
        return &m->cell[a.c - m->width];
    }
}

#endif /* MZ_UPSILON_H */
