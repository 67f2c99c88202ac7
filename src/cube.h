/*
 * cube.h - the cube: six square faces of width x width cells, folded.
 *
 * The faces are stacked as a rectangle's rows are: face f holds rows
 * f * width to f * width + width - 1 of a sheet width cells wide and
 * 6 * width high, so a cell is one byte and (x, y) keeps its meaning.
 * Within a face a cell has a rectangle's four directions (east, south,
 * west, north); at a face's edge the step goes over the cube's edge onto
 * the face that meets it there (mz_cube_seams), and comes in through one
 * of that face's edges, maybe turned, maybe counted the other way.
 *
 * Every passage is stored once, as on a rectangle: a cell owns its east
 * and south walls. The faces lie turned so that each of the cube's
 * twelve edges joins an east or south side of one face to a west or
 * north side of another (a search over the faces' quarter turns found
 * it; cube.c's comment shows the net), so the wall over a cube's edge
 * is the east or south bit of the cell on that side, a bit that no
 * neighbour on its own face uses.
 */
#ifndef MZ_CUBE_H
#define MZ_CUBE_H

#include <stdbool.h>

#include "cell.h"
#include "shared.h"

/* Where the cube's edge beside side d of face f leads: onto face `face`
 * through its side `side`; the cells along a side are counted by the
 * coordinate that runs along it (y on an east or west side, x on a north
 * or south one), and `reversed` counts them the other way on the far
 * face. */
struct mz_cube_seam {
    uint8_t face, side, reversed;
};

MZ_SHARED extern const struct mz_cube_seam mz_cube_seams[6][4];

/* Where face f is drawn in the net: its column and row in faces, and the
 * quarter turns clockwise its east side makes from the net's east. */
struct mz_cube_place {
    uint8_t column, row, turns;
};

extern const struct mz_cube_place mz_cube_net[6];

/* Whether the step from (x, y) in direction d (0..3) leaves its face. */
static inline bool mz_cube_leaves(const struct maze *m, uint32_t x,
                                  uint32_t y, int d)
{
    uint32_t n = m->width;
    uint32_t ly = y % n;
    switch (d) {
    case MAZE_EAST:
        return x + 1 == n;
    case MAZE_SOUTH:
        return ly + 1 == n;
    case MAZE_WEST:
        return x == 0;
    default:
        return ly == 0;
    }
}

static inline bool mz_cube_next(const struct maze *m, struct mz_at a, int d,
                                struct mz_at *b)
{
    if (d < 0 || d > 3)
        return false;
    const uint32_t n = m->width;
    if (!mz_cube_leaves(m, a.x, a.y, d)) {
        uint32_t x = a.x + (uint32_t)mz_dx(d);
        uint32_t y = a.y + (uint32_t)mz_dy(d);
        *b = (struct mz_at){(size_t)y * n + x, x, y};
        return true;
    }
    const struct mz_cube_seam s = mz_cube_seams[a.y / n][d];
    uint32_t t = d == MAZE_EAST || d == MAZE_WEST ? a.y % n : a.x;
    if (s.reversed)
        t = n - 1 - t;
    uint32_t x = s.side == MAZE_EAST   ? n - 1
                 : s.side == MAZE_WEST ? 0
                                       : t;
    uint32_t y = s.side == MAZE_SOUTH   ? n - 1
                 : s.side == MAZE_NORTH ? 0
                                        : t;
    y += s.face * n;
    *b = (struct mz_at){(size_t)y * n + x, x, y};
    return true;
}

/* The direction from a's neighbour in direction d back to a. */
static inline int mz_cube_back(const struct maze *m, struct mz_at a, int d)
{
    if (d >= 0 && d < 4 && mz_cube_leaves(m, a.x, a.y, d))
        return mz_cube_seams[a.y / m->width][d].side;
    return mz_opposite(d);
}

/* The byte and bit of the wall between a and b (its neighbour in
 * direction d): the east or south bit of whichever of the two cells has
 * the wall on such a side. */
static inline uint8_t *mz_cube_side(struct maze *m, struct mz_at a, int d,
                                    struct mz_at b, uint8_t *bit)
{
    int e = d < 2 ? d : mz_cube_back(m, a, d);
    *bit = e == MAZE_EAST ? MAZE_CELL_EAST : MAZE_CELL_SOUTH;
    return &m->cell[d < 2 ? a.c : b.c];
}

#endif /* MZ_CUBE_H */
