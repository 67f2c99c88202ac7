/*
 * strokes.h - a maze's walls as the fewest continuous pen strokes, for
 * pen plotters, laser cutters and CNC (the plot and gcode writers).
 */
#ifndef MZ_STROKES_H
#define MZ_STROKES_H

#include "render.h"

/* Millimetres a cell and the defaults of the options that make things
 * (--mm-cell and the others of maze.h's render options). */
#define MZ_MM_CELL 10.0
#define MZ_MM_WALL 1.5
#define MZ_MM_HEIGHT 10.0
#define MZ_MM_BASE 2.0

/* The walls of a maze as polylines in millimetres, x right and y down
 * from the maze's top-left corner: every wall segment of the picture in
 * exactly one stroke, once. */
struct mz_strokes {
    size_t count;         /* strokes */
    size_t *first;        /* count + 1 entries: stroke i is points first[i] up
                             to first[i + 1] - 1 */
    double *x, *y;        /* the points, first[count] of them */
    size_t segments;      /* wall segments (edges of the wall graph) */
    size_t corners;       /* vertices of the wall graph */
    size_t odd;           /* of them, those where an odd number of walls meet */
    double width, height; /* the drawing's extent */
    /* Pen-up travel from (0, 0) to the first stroke and between strokes
     * in this order; a lower bound for any order of these strokes (each
     * stroke is reached from the origin or another stroke's end, at least
     * as far as its nearest such neighbour); and the travel of one stroke
     * a wall in the order the picture writers draw them. */
    double travel, bound, per_wall;
};

/* Makes the strokes of m's walls, cell_mm millimetres a cell (a hexagon
 * across its flats, a triangle high, a polar ring deep), in the order a
 * greedy pen takes them (always the nearest end of a stroke not drawn
 * yet). Each connected part of the walls with k corners of odd degree is
 * k / 2 strokes (1 with none): the least a pen can draw it in. Errors:
 * MAZE_ERR_ARG for a maze of floors or a weave (their bridges and stairs
 * are not walls on one sheet), MAZE_ERR_NOMEM. The caller releases s
 * with mz_strokes_release(). */
enum maze_err mz_strokes_make(const struct maze *m, double cell_mm,
                              struct mz_strokes *s);
void mz_strokes_release(struct mz_strokes *s);

#endif
