/*
 * grid.h - the grid's own helpers (grid.c): memory, cells that are
 * on, a random cell, scratch bits, growable arrays.
 */
#ifndef MZ_GRID_H
#define MZ_GRID_H

#include "shared.h"

#include <stdbool.h>
#include <stddef.h>

#include "maze.h"

/* n zeroed bytes, from mmap with huge pages asked for when n is large
 * (see grid.c); NULL when memory runs out. Free with mz_big_free(p, n). */
void *mz_big_alloc(size_t n);
void mz_big_free(void *p, size_t n);

/* Told the size of each array mz_big_alloc is about to make, when the
 * program defines it (the library does not): the fuzz targets do, to
 * fail on an input that asks for far more memory than its size justifies.
 * A grid is mapped rather than malloc'ed, so libFuzzer's own memory
 * limits never see it, and every grid the library makes comes from here;
 * pngio.c tells it libpng's allocations too. */
void mz_big_alloc_seen(size_t n) __attribute__((weak));

/* The bytes a maze of that shape and size would need, as a number that
 * does not wrap where size_t is 32 bits (the web page's): for the
 * message that refuses one maze_shape_bytes() cannot count. */
double mz_shape_need(enum maze_shape shape, uint32_t width, uint32_t height);

/* Whether m's start and end are both cells that are on: what every
 * figure of a route between them (all routes, bottlenecks) needs. */
static inline bool mz_ends_on(const struct maze *m)
{
    return m->start < m->cells && m->end < m->cells &&
           !(m->cell[m->start] & MAZE_CELL_OFF) &&
           !(m->cell[m->end] & MAZE_CELL_OFF);
}

/* Whether a grid of width x height can be mirrored by s: xy and rot turn
 * about a centre, which a grid even both ways lacks (its middle is a
 * corner of four cells). */
static inline bool mz_symmetry_fits(enum maze_symmetry s, uint32_t width,
                                    uint32_t height)
{
    bool even = width % 2 == 0 && height % 2 == 0;
    return !(even && (s == MAZE_SYMMETRY_XY || s == MAZE_SYMMETRY_ROT));
}

/* Cells that are not OFF. */
size_t mz_cells_on(const struct maze *m);

/* Whether any cell is OFF: a word at a time, for the check every
 * generation of the mask-less generators makes. */
bool mz_has_off(const struct maze *m);

/* A random cell that is not OFF, or MAZE_NONE when every cell is. */
size_t mz_random_cell(struct maze *m, struct maze_rng *rng);

/* The direction from a to its neighbour b, or -1. */
MZ_SHARED int mz_direction(const struct maze *m, size_t a, size_t b);

/* Opens every wall between two rectangle cells that are not OFF: the open
 * field a wall adder (division, which works on rectangles only) starts
 * from (MAZE_EV_CLEAR). */
void mz_open_field(struct maze *m);

/* Clears every cell's scratch bits. */
void mz_clear_scratch(struct maze *m);

/* Makes room for one more item in a growable array (*items holding
 * *cap items of `size` bytes, `count` used), doubling it when full.
 * False when memory runs out; the array is then unchanged. */
bool mz_grow(void *items, size_t *cap, size_t count, size_t size);

#endif /* MZ_GRID_H */
