/*
 * cube.c - the cube's folding (cube.h): which face meets which over each
 * of the cube's twelve edges, and where the net draws each face.
 *
 * The net is the cross, faces numbered as stored (0 front, 1 right, 2
 * back, 3 left, 4 top, 5 bottom), with the quarter turns clockwise each
 * is drawn with:
 *
 *           [4]
 *      [3]' [0] [1] [2]'''
 *           [5]'
 *
 * Turned so, every edge of the cube joins an east or south side to a west
 * or north one, which lets each wall keep one bit (cube.h); the table
 * below was read off the net folded into a cube (tests/unit/test_cube.c
 * folds it again from the drawing and checks every pair of sides).
 */
#include "cube.h"

const struct mz_cube_seam mz_cube_seams[6][4] = {
    /* east, south, west, north */
    [0] = {{1, MAZE_WEST, 0}, {5, MAZE_WEST, 1}, {3, MAZE_SOUTH, 1},
           {4, MAZE_SOUTH, 0}},
    [1] = {{2, MAZE_NORTH, 1}, {5, MAZE_NORTH, 0}, {0, MAZE_EAST, 0},
           {4, MAZE_EAST, 1}},
    [2] = {{4, MAZE_NORTH, 1}, {3, MAZE_NORTH, 0}, {5, MAZE_EAST, 0},
           {1, MAZE_EAST, 1}},
    [3] = {{4, MAZE_WEST, 0}, {0, MAZE_WEST, 1}, {5, MAZE_SOUTH, 1},
           {2, MAZE_SOUTH, 0}},
    [4] = {{1, MAZE_NORTH, 1}, {0, MAZE_NORTH, 0}, {3, MAZE_EAST, 0},
           {2, MAZE_EAST, 1}},
    [5] = {{2, MAZE_WEST, 0}, {3, MAZE_WEST, 1}, {0, MAZE_SOUTH, 1},
           {1, MAZE_SOUTH, 0}},
};

const struct mz_cube_place mz_cube_net[6] = {
    {1, 1, 0}, {2, 1, 0}, {3, 1, 3}, {0, 1, 3}, {1, 0, 0}, {1, 2, 1},
};
