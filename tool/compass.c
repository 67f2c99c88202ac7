/*
 * compass.c - the screen's eight ways as a maze's direction numbers (see
 * compass.h).
 */
#include "compass.h"

int compass_direction(const struct maze *m, enum compass p)
{
    if (p < COMPASS_E || p > COMPASS_NE)
        return -1;
    if (m->shape == MAZE_SHAPE_UPSILON)
        return (int)p;
    if (m->shape != MAZE_SHAPE_RECT || (p & 1))
        return -1;
    static const int rect[] = {MAZE_EAST, MAZE_SOUTH, MAZE_WEST, MAZE_NORTH};
    return rect[p / 2];
}

int compass_point(const struct maze *m, int d)
{
    if ((m->shape != MAZE_SHAPE_RECT && m->shape != MAZE_SHAPE_UPSILON) ||
        d < 0 || d >= compass_plane_directions(m))
        return -1;
    return m->shape == MAZE_SHAPE_UPSILON ? d : 2 * d;
}

int compass_plane_directions(const struct maze *m)
{
    return m->shape == MAZE_SHAPE_UPSILON ? 8 : 4;
}

int compass_back(const struct maze *m, int d)
{
    int n = compass_plane_directions(m);
    return (d + n / 2) % n;
}
