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
 * A side of one or two cells has no seam: its cells would be their own
 * neighbours, or neighbours twice over. A hex grid wraps in y only with
 * an even height, so that the rows' half-cell offsets meet across it.
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

bool mz_wrap_rect_next(const struct maze *m, struct mz_at a, int d,
                       struct mz_at *b)
{
    if (!seam(m, d))
        return false;
    uint32_t x = a.x;
    uint32_t y = a.y;
    switch (d) {
    case MAZE_EAST:
        x = 0;
        break;
    case MAZE_WEST:
        x = m->width - 1;
        break;
    case MAZE_SOUTH:
        y = 0;
        break;
    default:
        y = m->height - 1;
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

enum maze_err maze_set_wrap(struct maze *m, unsigned wrap)
{
    if (wrap & ~(MAZE_WRAP_X | MAZE_WRAP_Y))
        return MAZE_ERR_ARG;
    if (wrap && (m->extra || m->floors > 1 ||
                 (m->shape != MAZE_SHAPE_RECT && m->shape != MAZE_SHAPE_HEX)))
        return MAZE_ERR_ARG;
    if ((wrap & MAZE_WRAP_Y) && m->shape == MAZE_SHAPE_HEX && (m->height & 1))
        return MAZE_ERR_ARG;
    m->wrap = wrap;
    return MAZE_OK;
}

static const char *const wrap_names[] = {"", "x", "y", "xy"};

const char *maze_wrap_name(unsigned wrap)
{
    return wrap_names[wrap & 3];
}

bool maze_wrap_find(const char *name, unsigned *wrap)
{
    static const struct {
        const char *name;
        unsigned wrap;
    } names[] = {{"none", 0},  {"x", MAZE_WRAP_X}, {"y", MAZE_WRAP_Y},
                 {"xy", 3},    {"yx", 3},          {"torus", 3},
                 {"X", MAZE_WRAP_X}, {"Y", MAZE_WRAP_Y}, {"XY", 3}};
    for (size_t i = 0; name && i < sizeof names / sizeof *names; i++) {
        if (strcmp(name, names[i].name) == 0) {
            *wrap = names[i].wrap;
            return true;
        }
    }
    return false;
}
