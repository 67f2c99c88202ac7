/*
 * compass.c - the screen's eight ways as a maze's direction numbers (see
 * compass.h).
 */
#include "compass.h"

/* A hexagon's six ways, east and on clockwise; it has no north or south
 * (its rows are pointy-top). */
static const int hex_point[] = {COMPASS_E, COMPASS_SE, COMPASS_SW,
                                COMPASS_W, COMPASS_NW, COMPASS_NE};

int compass_direction(const struct maze *m, enum compass p)
{
    if (p < COMPASS_E || p > COMPASS_NE)
        return -1;
    if (m->shape == MAZE_SHAPE_UPSILON)
        return (int)p;
    if (m->shape == MAZE_SHAPE_HEX) {
        for (int d = 0; d < 6; d++)
            if (hex_point[d] == (int)p)
                return d;
        return -1;
    }
    if ((m->shape != MAZE_SHAPE_RECT && m->shape != MAZE_SHAPE_TRIANGLE) ||
        (p & 1))
        return -1;
    static const int rect[] = {MAZE_EAST, MAZE_SOUTH, MAZE_WEST, MAZE_NORTH};
    return rect[p / 2];
}

int compass_point(const struct maze *m, int d)
{
    if (m->shape == MAZE_SHAPE_POLAR || d < 0 ||
        d >= compass_plane_directions(m))
        return -1;
    if (m->shape == MAZE_SHAPE_HEX)
        return hex_point[d];
    return m->shape == MAZE_SHAPE_UPSILON ? d : 2 * d;
}

int compass_plane_directions(const struct maze *m)
{
    switch (m->shape) {
    case MAZE_SHAPE_UPSILON:
        return 8;
    case MAZE_SHAPE_HEX:
        return 6;
    default:
        return 4;
    }
}

int compass_back(const struct maze *m, int d)
{
    int n = compass_plane_directions(m);
    return (d + n / 2) % n;
}
