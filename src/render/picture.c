/*
 * picture.c - see picture.h.
 */
#include "picture.h"

/* The side of the outer wall nearest to cell c, or -1 for a cell inside.
 * Ties go north, south, west, east: the top-left start gets its gap on
 * top, the bottom-right end below, as printed mazes have them. */
static int nearest_side(const struct maze *m, size_t c, int not_this)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    const int order[4] = {MAZE_NORTH, MAZE_SOUTH, MAZE_WEST, MAZE_EAST};
    const uint32_t gap[4] = {y, m->height - 1 - y, x, m->width - 1 - x};
    for (int i = 0; i < 4; i++)
        if (gap[i] == 0 && order[i] != not_this)
            return order[i];
    return -1;
}

static uint32_t color_or(uint32_t c, uint32_t fallback)
{
    return c ? c & 0xFFFFFFu : fallback;
}

enum maze_err mz_picture_init(const struct maze *m,
                              const struct maze_render_opts *opts, double limit,
                              struct mz_picture *p)
{
    static const struct maze_render_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    p->cell = opts->cell ? opts->cell : 16;
    p->wall = opts->wall ? opts->wall : 2;
    p->margin = opts->margin_set ? opts->margin : p->cell;
    if (p->wall > p->cell || opts->margin < 0)
        return MAZE_ERR_ARG;
    double w = m->width * p->cell + 2 * p->margin;
    double h = m->height * p->cell + 2 * p->margin;
    if (w > limit || h > limit)
        return MAZE_ERR_TOO_BIG;
    p->width = (uint32_t)w;
    p->height = (uint32_t)h;
    p->fg = color_or(opts->fg, 0x000000);
    p->bg = color_or(opts->bg, 0xFFFFFF);
    p->route = color_or(opts->route_color, 0xE02020);
    p->start_door = p->end_door = -1;
    if (m->sheet)
        return MAZE_OK;
    if (m->start < m->cells)
        p->start_door =
            m->start_door >= 0 ? m->start_door : nearest_side(m, m->start, -1);
    if (m->end < m->cells)
        p->end_door =
            m->end_door >= 0
                ? m->end_door
                : nearest_side(m, m->end,
                               m->end == m->start ? p->start_door : -1);
    return MAZE_OK;
}

static bool mz_picture_door(const struct maze *m, const struct mz_picture *p,
                            uint32_t x, uint32_t y, int d)
{
    size_t c = maze_cell_at(m, x, y);
    return (c == m->start && p->start_door == d) ||
           (c == m->end && p->end_door == d);
}

bool mz_picture_wall(const struct maze *m, const struct mz_picture *p,
                     uint32_t x, uint32_t y, int d)
{
    if (!mz_inside(m, x, y, d))
        return !mz_picture_door(m, p, x, y, d);
    return !mz_is_open(m, maze_cell_at(m, x, y), d);
}

uint32_t mz_palette(const struct mz_picture *p, int i)
{
    static const uint32_t fixed[P_REGION] = {
        0xFFFFFF, 0x000000, 0xB8BCC2, 0xFFE37A, 0xE8452C,
        0x8CC8FF, 0xC9A2F2, 0xE02020, 0x8E9AAF, 0xD9D4CC,
    };
    static const uint32_t regions[8] = {
        0xFDE2E4, 0xE2ECE9, 0xDFE7FD, 0xFFF1E6,
        0xE9DFF7, 0xDDF2D1, 0xFFF8CC, 0xD7F0F7,
    };
    if (i == P_BG)
        return p->bg;
    if (i == P_FG)
        return p->fg;
    if (i == P_ROUTE)
        return p->route;
    if (i < P_REGION)
        return fixed[i];
    if (i < P_DISTANCE)
        return regions[i - P_REGION];
    /* From pale green near the source to deep blue far away. */
    double t = (i - P_DISTANCE) / 31.0;
    return (uint32_t)(200 - 170 * t) << 16 | (uint32_t)(240 - 150 * t) << 8 |
           (uint32_t)(200 + 40 * t);
}

bool mz_picture_wall_across(const struct maze *m, const struct mz_picture *p,
                            uint32_t x, uint32_t j)
{
    return j < m->height ? mz_picture_wall(m, p, x, j, MAZE_NORTH)
                         : mz_picture_wall(m, p, x, j - 1, MAZE_SOUTH);
}

bool mz_picture_wall_down(const struct maze *m, const struct mz_picture *p,
                          uint32_t i, uint32_t r)
{
    return i < m->width ? mz_picture_wall(m, p, i, r, MAZE_WEST)
                        : mz_picture_wall(m, p, i - 1, r, MAZE_EAST);
}
