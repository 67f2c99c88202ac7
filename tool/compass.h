/*
 * compass.h - the eight points of the compass and a maze's own direction
 * numbers, for what moves by the screen's ways (the game's keys).
 *
 * A rectangle (and a triangle) numbers its directions east, south, west,
 * north (0..3); an upsilon grid east, south-east, south and on clockwise
 * (0..7); a hexagon east, south-east, south-west, west, north-west,
 * north-east (0..5), so the same key must be turned into a different
 * number on each. The points here go clockwise from east as upsilon's do.
 */
#ifndef COMPASS_H
#define COMPASS_H

#include "maze.h"

enum compass {
    COMPASS_E,
    COMPASS_SE,
    COMPASS_S,
    COMPASS_SW,
    COMPASS_W,
    COMPASS_NW,
    COMPASS_N,
    COMPASS_NE,
};

/* The maze's direction for point p, or -1 when its cells have none that
 * way (a rectangle's diagonals, a hexagon's north and south; any point on
 * a shape played by no key: polar). */
int compass_direction(const struct maze *m, enum compass p);

/* The point of the maze's direction d, or -1 for a direction off the
 * plane (a stair) or of a shape played by no key. */
int compass_point(const struct maze *m, int d);

/* How many directions of m lie in the plane of a floor: 8 on an upsilon
 * grid, 6 on a hexagon grid, 4 on a rectangle or triangle grid (a
 * rectangle's stairs are the two after them). */
int compass_plane_directions(const struct maze *m);

/* The direction back along d, in the plane (d < compass_plane_directions). */
int compass_back(const struct maze *m, int d);

#endif /* COMPASS_H */
