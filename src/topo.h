/*
 * topo.h - the topology: every shape's neighbours and walls through
 * one small interface.
 */
#ifndef MZ_TOPO_H
#define MZ_TOPO_H

#include "cube.h"
#include "floors.h"
#include "rect.h"
#include "sphere.h"
#include "upsilon.h"
#include "wrap.h"

/* ------------------------------------------------------------ topology
 *
 * Every shape through one small interface: a cell and its coordinates
 * (struct mz_at), the neighbour in direction d (mz_next), the direction
 * back (mz_back), and the byte and bit that hold the wall between them
 * (mz_side). The rectangle's fast paths above stay for the generators
 * whose speed is measured; everything else goes through these, so an
 * algorithm written against them works on every shape. */
static inline struct mz_at mz_at(const struct maze *m, size_t c)
{
    struct mz_at a = {.c = c};
    maze_cell_xy(m, c, &a.x, &a.y);
    return a;
}

static inline unsigned mz_dirs(const struct maze *m)
{
    if (m->shape == MAZE_SHAPE_UPSILON || m->towers > 1)
        return 8;
    return m->shape == MAZE_SHAPE_HEX || m->shape == MAZE_SHAPE_POLAR ||
                   m->shape == MAZE_SHAPE_SPHERE || m->floors > 1
               ? 6
               : 4;
}

/* Polar: cells in ring r, and how many cells of ring r (r >= 1) lie
 * beyond each cell of ring r - 1. */
static inline uint32_t mz_ring_cells(const struct maze *m, uint32_t r)
{
    return (uint32_t)(m->ring[r + 1] - m->ring[r]);
}

static inline uint32_t mz_ring_ratio(const struct maze *m, uint32_t r)
{
    return mz_ring_cells(m, r) / mz_ring_cells(m, r - 1);
}

static inline bool mz_polar_next(const struct maze *m, struct mz_at a, int d,
                                 struct mz_at *b)
{
    uint32_t n = mz_ring_cells(m, a.y);
    uint32_t x = a.x;
    uint32_t y = a.y;
    if (n == 1) { /* a centre cell: outward only */
        if (y + 1 >= m->height || (uint32_t)d >= mz_ring_cells(m, y + 1))
            return false;
        x = (uint32_t)d;
        y++;
    } else if (d == 0 || d == 2) {
        x = d == 0 ? (x + 1 == n ? 0 : x + 1) : (x == 0 ? n - 1 : x - 1);
    } else if (d == 1) {
        if (y == 0)
            return false;
        x /= mz_ring_ratio(m, y);
        y--;
    } else {
        if (y + 1 >= m->height)
            return false;
        uint32_t r = mz_ring_ratio(m, y + 1);
        if ((uint32_t)d - 3 >= r)
            return false;
        x = x * r + (uint32_t)d - 3;
        y++;
    }
    *b = (struct mz_at){m->ring[y] + x, x, y};
    return true;
}

static inline bool mz_hex_next(const struct maze *m, struct mz_at a, int d,
                               struct mz_at *b)
{
    uint32_t odd = a.y & 1;
    int64_t x = a.x;
    int64_t y = a.y;
    switch (d) {
    case 0:
        x++;
        break;
    case 1:
        x += odd;
        y++;
        break;
    case 2:
        x += (int64_t)odd - 1;
        y++;
        break;
    case 3:
        x--;
        break;
    case 4:
        x += (int64_t)odd - 1;
        y--;
        break;
    case 5:
        x += odd;
        y--;
        break;
    default: /* 6 and 7: an octagon's, not a hexagon's */
        return false;
    }
    if (x < 0 || y < 0 || x >= m->width || y >= m->height)
        return m->wrap && mz_wrap_hex_next(m, x, y, b);
    *b = (struct mz_at){(size_t)y * m->width + (size_t)x, (uint32_t)x,
                        (uint32_t)y};
    return true;
}

/* The neighbour of a in direction d (0 <= d < MAZE_MAX_NEIGHBOURS), OFF
 * or not; false when there is none. */
static inline __attribute__((always_inline)) bool
mz_next(const struct maze *m, struct mz_at a, int d, struct mz_at *b)
{
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        return mz_hex_next(m, a, d, b);
    case MAZE_SHAPE_POLAR:
        return mz_polar_next(m, a, d, b);
    case MAZE_SHAPE_UPSILON:
        return mz_upsilon_next(m, a, d, b);
    case MAZE_SHAPE_CUBE:
        return mz_cube_next(m, a, d, b);
    case MAZE_SHAPE_SPHERE:
        return mz_sphere_next(m, a, d, b);
    case MAZE_SHAPE_TRIANGLE:
        /* An upward cell has no north neighbour, a downward one no south. */
        if ((d == MAZE_NORTH && !((a.x + a.y) & 1)) ||
            (d == MAZE_SOUTH && ((a.x + a.y) & 1)))
            return false;
        break;
    default:
        if (m->floors > 1)
            return mz_floor_next(m, a, d, b);
        break;
    }
    if (d > 3)
        return false;
    if (!mz_inside(m, a.x, a.y, d)) /* the edge, or a seam (wrap.c) */
        return m->wrap && mz_wrap_rect_next(m, a, d, b);
    *b = (struct mz_at){mz_step(m, a.c, d), a.x + (uint32_t)mz_dx(d),
                        a.y + (uint32_t)mz_dy(d)};
    return true;
}

/* Whether the step from cell (x, y) in direction d crosses a seam of a
 * wrapped grid (wrap.c): its neighbour there is on the far edge. */
static inline bool mz_wrap_crosses(const struct maze *m, uint32_t x,
                                   uint32_t y, int d)
{
    if (!m->wrap || d < 0 || d >= MAZE_MAX_NEIGHBOURS)
        return false;
    struct mz_at a = {maze_cell_at(m, x, y), x, y};
    struct mz_at b;
    if (!mz_next(m, a, d, &b))
        return false;
    int64_t dy = (int64_t)b.y - (int64_t)y;
    int64_t dx = (int64_t)b.x - (int64_t)x;
    return dy > 1 || dy < -1 || dx > 1 || dx < -1;
}

/* Whether the step from cell (x, y) in direction d crosses a seam: a
 * wrapped grid's (its neighbour is on the far edge), a cube's (onto
 * another face) or a sphere's equator. A picture draws such a wall on
 * both of its sides. */
static inline bool mz_crosses_seam(const struct maze *m, uint32_t x,
                                   uint32_t y, int d)
{
    if (m->shape == MAZE_SHAPE_CUBE)
        return d >= 0 && d < 4 && mz_cube_leaves(m, x, y, d);
    if (m->shape == MAZE_SHAPE_SPHERE)
        return mz_sphere_crosses(m, y, d);
    return mz_wrap_crosses(m, x, y, d);
}

/* The direction from a's neighbour in direction d back to a. */
static inline int mz_back(const struct maze *m, struct mz_at a, int d)
{
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        return mz_hex_opposite(d);
    case MAZE_SHAPE_POLAR:
        if (mz_ring_cells(m, a.y) == 1 || d >= 3)
            return 1;
        if (d == 1) /* inward: which of the cells beyond the parent a is */
            return mz_ring_cells(m, a.y - 1) == 1
                       ? (int)a.x
                       : 3 + (int)(a.x % mz_ring_ratio(m, a.y));
        return 2 - d;
    case MAZE_SHAPE_UPSILON:
        return mz_upsilon_back(d);
    case MAZE_SHAPE_CUBE:
        return mz_cube_back(m, a, d);
    case MAZE_SHAPE_SPHERE:
        return mz_sphere_back(m, a, d);
    default:
        /* up <-> down, ana <-> kata */
        return d >= MAZE_UP ? d ^ 1 : mz_opposite(d);
    }
}

/* The byte that holds the wall between a and its neighbour b in
 * direction d, and its bit in *bit. */
static inline uint8_t *mz_side(struct maze *m, struct mz_at a, int d,
                               struct mz_at b, uint8_t *bit)
{
    static const uint8_t hex_bit[3] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH,
                                       MAZE_CELL_SOUTHWEST};
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        *bit = hex_bit[d % 3];
        return &m->cell[d < 3 ? a.c : b.c];
    case MAZE_SHAPE_POLAR:
        if (mz_ring_cells(m, a.y) == 1 || d >= 3) {
            *bit = MAZE_CELL_SOUTH;
            return &m->cell[b.c];
        }
        *bit = d == 2 ? MAZE_CELL_EAST : (uint8_t)(1u << d);
        return &m->cell[d == 2 ? b.c : a.c];
    case MAZE_SHAPE_UPSILON:
        return mz_upsilon_side(m, a, d, b, bit);
    case MAZE_SHAPE_CUBE:
        return mz_cube_side(m, a, d, b, bit);
    case MAZE_SHAPE_SPHERE:
        return mz_sphere_side(m, a, d, b, bit);
    default:
        if (d >= MAZE_UP) { /* a stair or portal, held by the lower cell */
            *bit = d < MAZE_ANA ? MAZE_EXTRA_UP : MAZE_EXTRA_PORTAL;
            return &m->extra[d & 1 ? b.c : a.c];
        }
        *bit = (d & 1) ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
        return &m->cell[d < 2 ? a.c : b.c];
    }
}

static inline bool mz_is_linked(const struct maze *m, struct mz_at a, int d,
                                struct mz_at b)
{
    /* The side first, then its bit, in two statements: within one
     * expression their order is unspecified, and clang (WebAssembly's
     * compiler) reads the bit before the call sets it. */
    uint8_t bit = 0;
    const uint8_t *side = mz_side((struct maze *)m, a, d, b, &bit);
    return *side & bit;
}

static inline void mz_link(struct maze *m, struct mz_at a, int d,
                           struct mz_at b)
{
    uint8_t bit = 0;
    uint8_t *side = mz_side(m, a, d, b, &bit);
    *side |= bit;
}

static inline void mz_unlink(struct maze *m, struct mz_at a, int d,
                           struct mz_at b)
{
    uint8_t bit = 0;
    uint8_t *side = mz_side(m, a, d, b, &bit);
    *side &= (uint8_t)~bit;
}

/* Whether the walls of a in directions d and e lie across from each
 * other (a straight corridor rather than a turn). */
static inline bool mz_across(const struct maze *m, int d, int e)
{
    if (m->shape == MAZE_SHAPE_HEX)
        return mz_hex_opposite(d) == e;
    if (m->shape == MAZE_SHAPE_POLAR || m->shape == MAZE_SHAPE_SPHERE)
        return d == 0 ? e == 2 : d == 2 ? e == 0 : (d == 1) != (e == 1);
    if (m->shape == MAZE_SHAPE_UPSILON)
        return mz_upsilon_back(d) == e;
    return d >= MAZE_UP ? e == (d ^ 1) : mz_opposite(d) == e;
}

/* ------------------------------------------------------------- weave
 *
 * A crossing (MAZE_EXTRA_CROSS in m->extra) has all four walls open: the
 * passage over it is the cell itself, straight through; the one under it
 * joins the two cells on either side directly, so a move in the under
 * direction jumps over the crossing, and the crossing cell has no way out
 * sideways. The cells at the ends of an under passage are never crossings
 * (src/weave.c keeps it so), so a jump is always two cells long. */

/* Whether direction d (0..3) runs along the passage under crossing byte x. */
static inline bool mz_under(uint8_t x, int d)
{
    return d < 4 && ((x & MAZE_EXTRA_OVER_EW) != 0) == ((d & 1) != 0);
}

/* Whether cell c is a crossing whose under passage runs along d. */
static inline bool mz_under_at(const struct maze *m, size_t c, int d)
{
    return m->extra && (m->extra[c] & MAZE_EXTRA_CROSS) &&
           mz_under(m->extra[c], d);
}

/* mz_go() on a maze with crossings. */
static inline bool mz_weave_go(const struct maze *m, struct mz_at a, int d,
                               struct mz_at *b)
{
    if (mz_under_at(m, a.c, d) || !mz_next(m, a, d, b) ||
        !mz_is_linked(m, a, d, *b))
        return false;
    if (mz_under_at(m, b->c, d)) {
        struct mz_at over = *b;
        return mz_next(m, over, d, b);
    }
    return true;
}

/* The neighbour b of a in direction d when a passage joins them (under a
 * crossing: the cell beyond it). */
static inline bool mz_go(const struct maze *m, struct mz_at a, int d,
                         struct mz_at *b)
{
    if (m->extra)
        return mz_weave_go(m, a, d, b);
    return mz_next(m, a, d, b) && mz_is_linked(m, a, d, *b);
}

/* The cell whose scratch direction bits (MZ_DIR_MASK) a points back to
 * (across a crossing when the way back runs under it). */
static inline struct mz_at mz_parent(const struct maze *m, struct mz_at a)
{
    struct mz_at b = a;
    int d = (m->cell[a.c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT;
    mz_next(m, a, d, &b);
    if (m->extra && mz_under_at(m, b.c, d)) {
        struct mz_at over = b;
        mz_next(m, over, d, &b);
    }
    return b;
}

/* The directions from a to neighbours that are not OFF and whose `bits`
 * equal `want` (bits 0: any such cell), as a mask: the any-shape form of
 * mz_ways(), in the same order, so that a rectangle makes the same
 * choices through either. */
static inline unsigned mz_ways_at(const struct maze *m, struct mz_at a,
                                  uint8_t bits, uint8_t want)
{
    if (m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap)
        return mz_ways(m, a.c, a.x, a.y, bits, want);
    unsigned ways = 0;
    unsigned dirs = mz_dirs(m);
    for (unsigned d = 0; d < dirs; d++) {
        struct mz_at b;
        if (!mz_next(m, a, (int)d, &b))
            continue;
        uint8_t next = m->cell[b.c];
        if (!(next & MAZE_CELL_OFF) && (next & bits) == want)
            ways |= 1u << d;
    }
    return ways;
}

#endif /* MZ_TOPO_H */
