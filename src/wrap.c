/*
 * wrap.c - grids whose edges wrap round: a cylinder (x or y) or a torus
 * (both). Across a seam the last column neighbours the first (the last
 * row the first), and the passage between them is the east (south) bit
 * of the last one, a bit that a grid with edges never sets: so the cell
 * stays one byte, each passage is stored once, and every algorithm that
 * asks the topology for neighbours (topo.h's mz_next) crosses the seam
 * without knowing it is there. The topology asks here only when a step
 * leaves the grid, so grids with edges pay one test at their border.
 *
 * A seam may have a twist (MAZE_WRAP_FLIP_X, MAZE_WRAP_FLIP_Y): the last
 * column's row y meets the first column's row height - 1 - y, as a strip
 * of paper glued after half a turn. One twisted seam is a Moebius strip;
 * a twisted and a straight one a Klein bottle; two twisted ones a
 * projective plane, whose corner cells meet across one seam only (the
 * other would join the same two cells a second time). The twist changes
 * only which cell is across the
 * seam, never which bit holds the passage, and the step across is its
 * own way back (east out of the last column, west out of the first), so
 * generators and solvers still cross without knowing.
 *
 * A side of one or two cells has no seam: its cells would be their own
 * neighbours, or neighbours twice over. A hex grid wraps in y only with
 * an even height, so that the rows' half-cell offsets meet across it,
 * and never with a twist, which would put a row's cells on the other
 * offset.
 */
#include <string.h>

#include "cell.h"
#include "wrap.h"

/* Whether the axis of direction d (0..3) has a seam. */
static bool seam(const struct maze *m, int d)
{
    if (d == MAZE_EAST || d == MAZE_WEST)
        return (m->wrap & MAZE_WRAP_X) && m->width >= 3;
    return (m->wrap & MAZE_WRAP_Y) && m->height >= 3;
}

/* Whether the seam out of column x in direction d (north or south) is a
 * wall that never opens: on a projective plane both seams join a corner
 * cell to the opposite corner ((0, 0) west and north both lead to
 * (width - 1, height - 1)), and a pair of cells has one wall between
 * them, so the corners meet across the x seam only. */
static bool corner_twice(const struct maze *m, uint32_t x)
{
    return (m->wrap & MAZE_WRAP_PROJECTIVE) == MAZE_WRAP_PROJECTIVE &&
           m->width >= 3 && (x == 0 || x == m->width - 1);
}

bool mz_wrap_rect_next(const struct maze *m, struct mz_at a, int d,
                       struct mz_at *b)
{
    if (!seam(m, d) ||
        ((d == MAZE_NORTH || d == MAZE_SOUTH) && corner_twice(m, a.x)))
        return false;
    uint32_t x = a.x;
    uint32_t y = a.y;
    switch (d) {
    case MAZE_EAST:
    case MAZE_WEST:
        x = d == MAZE_EAST ? 0 : m->width - 1;
        if (m->wrap & MAZE_WRAP_FLIP_X)
            y = m->height - 1 - y;
        break;
    default:
        y = d == MAZE_SOUTH ? 0 : m->height - 1;
        if (m->wrap & MAZE_WRAP_FLIP_Y)
            x = m->width - 1 - x;
        break;
    }
    *b = (struct mz_at){(size_t)y * m->width + x, x, y};
    return true;
}

bool mz_wrap_hex_next(const struct maze *m, int64_t x, int64_t y,
                      struct mz_at *b)
{
    if (x < 0 || x >= m->width) {
        if (!seam(m, MAZE_EAST))
            return false;
        x = x < 0 ? (int64_t)m->width - 1 : 0;
    }
    if (y < 0 || y >= m->height) {
        if (!seam(m, MAZE_SOUTH))
            return false;
        y = y < 0 ? (int64_t)m->height - 1 : 0;
    }
    *b = (struct mz_at){(size_t)y * m->width + (size_t)x, (uint32_t)x,
                        (uint32_t)y};
    return true;
}

/* The wraps a grid may have: edges, a cylinder either way, a torus, and
 * the three surfaces with a twist (a twist in y alone is the Moebius
 * strip turned a quarter, so it has no name of its own). */
static const struct {
    const char *name;
    unsigned wrap;
} wraps[] = {{"", 0},
             {"x", MAZE_WRAP_X},
             {"y", MAZE_WRAP_Y},
             {"xy", MAZE_WRAP_X | MAZE_WRAP_Y},
             {"mobius", MAZE_WRAP_MOBIUS},
             {"klein", MAZE_WRAP_KLEIN},
             {"projective", MAZE_WRAP_PROJECTIVE}};

enum maze_err maze_set_wrap(struct maze *m, unsigned wrap)
{
    size_t i = 0;
    while (i < sizeof wraps / sizeof *wraps && wraps[i].wrap != wrap)
        i++;
    if (i == sizeof wraps / sizeof *wraps)
        return MAZE_ERR_ARG;
    if ((wrap & (MAZE_WRAP_FLIP_X | MAZE_WRAP_FLIP_Y)) &&
        m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG;
    if (wrap && (m->extra || m->floors > 1 ||
                 (m->shape != MAZE_SHAPE_RECT && m->shape != MAZE_SHAPE_HEX)))
        return MAZE_ERR_ARG;
    if ((wrap & MAZE_WRAP_Y) && m->shape == MAZE_SHAPE_HEX && (m->height & 1))
        return MAZE_ERR_ARG;
    m->wrap = wrap;
    return MAZE_OK;
}

const char *maze_wrap_name(unsigned wrap)
{
    for (size_t i = 0; i < sizeof wraps / sizeof *wraps; i++)
        if (wraps[i].wrap == wrap)
            return wraps[i].name;
    return "";
}

bool maze_wrap_find(const char *name, unsigned *wrap)
{
    static const struct {
        const char *name;
        unsigned wrap;
    } names[] = {{"none", 0},  {"x", MAZE_WRAP_X}, {"y", MAZE_WRAP_Y},
                 {"xy", 3},    {"yx", 3},          {"torus", 3},
                 {"X", MAZE_WRAP_X}, {"Y", MAZE_WRAP_Y}, {"XY", 3},
                 {"mobius", MAZE_WRAP_MOBIUS}, {"klein", MAZE_WRAP_KLEIN},
                 {"projective", MAZE_WRAP_PROJECTIVE}};
    for (size_t i = 0; name && i < sizeof names / sizeof *names; i++) {
        if (strcmp(name, names[i].name) == 0) {
            *wrap = names[i].wrap;
            return true;
        }
    }
    return false;
}
