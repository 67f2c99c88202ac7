/*
 * wrap.h - grids whose edges wrap round (wrap.c): the neighbour across
 * a seam, for the topology (topo.h) to ask at the edge of the grid.
 */
#ifndef MZ_WRAP_H
#define MZ_WRAP_H

#include "shared.h"

#include <stdbool.h>
#include <stdint.h>

#include "cell.h"

/* The neighbour of a rectangle's cell a in direction d (0..3) through
 * the edge it faces, when that edge wraps; false otherwise. */
MZ_SHARED bool mz_wrap_rect_next(const struct maze *m, struct mz_at a, int d,
                                 struct mz_at *b);

/* Cell (x, y) of a hex grid, where x may be -1 or width and y -1 or
 * height: the cell across the seam when that edge wraps; false
 * otherwise. */
MZ_SHARED bool mz_wrap_hex_next(const struct maze *m, int64_t x, int64_t y,
                                struct mz_at *b);

#endif /* MZ_WRAP_H */
