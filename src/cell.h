/*
 * cell.h - the cell byte: its scratch bits, the directions and a cell
 * with its coordinates. A passage is stored once, as a bit of the cell
 * that owns that side (maze.h says which).
 *
 * Words, one per idea, here and in every file of the library:
 *  - link / unlink: open / close the passage between two neighbouring
 *    cells (maze_link, mz_link, mz_rect_link; maze_unlink, mz_unlink,
 *    mz_rect_unlink), and "linked" for an open passage;
 *  - merge: put two sets together (Kruskal's union-find, Eller's rows);
 *  - part: a connected piece of the grid (maze_parts, a mask's pieces).
 */
#ifndef MZ_CELL_H
#define MZ_CELL_H

#include <stddef.h>
#include <stdint.h>

#include "maze.h"

/* Scratch bits (zero between calls): bits 3..7 of a cell byte, 3..6 in a
 * hex maze (bit 7 holds its south-west passages). */
#define MZ_MARK 0x08u  /* visited / in the maze, by whoever runs now */
#define MZ_DIR_SHIFT 4 /* a direction 0..5 stored in bits 4..6 */
#define MZ_DIR_MASK 0x70u
#define MZ_MARK2 0x40u /* a second flag, for code that keeps no direction */

static inline int mz_dx(int d)
{
    return d == MAZE_EAST ? 1 : d == MAZE_WEST ? -1 : 0;
}

static inline int mz_dy(int d)
{
    return d == MAZE_SOUTH ? 1 : d == MAZE_NORTH ? -1 : 0;
}

static inline int mz_opposite(int d)
{
    return (d + 2) & 3;
}

/* The same on a hex grid, whose six directions go round. */
static inline int mz_hex_opposite(int d)
{
    return d < 3 ? d + 3 : d - 3;
}

struct mz_at {
    size_t c;
    uint32_t x, y;
};

#endif /* MZ_CELL_H */
