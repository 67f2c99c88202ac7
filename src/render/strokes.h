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
    /* Cut (mz_strokes_cut): the walls' outline, of `loops` closed loops,
     * opened at `tabs` tabs; segments is then the loops' sides. */
    bool cut;
    size_t loops, tabs;
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

/* The outline of m's walls for a laser cutter (cut.c): rect mazes only,
 * walls opts->mm_wall thick (MZ_MM_WALL) on cells of opts->mm_cell
 * (MZ_MM_CELL), posts where walls meet and masked cells solid; each loop
 * moved out by half opts->kerf and opened at opts->tabs tabs of
 * opts->tab_width mm (1), ordered as mz_strokes_make() orders strokes.
 * Errors: MAZE_ERR_ARG for another shape, floors, a weave, a wall as
 * thick as a cell or a kerf as wide as a passage; MAZE_ERR_NOMEM. */
enum maze_err mz_strokes_cut(const struct maze *m,
                             const struct maze_render_opts *opts,
                             struct mz_strokes *s);

/* The strokes opts asks for (cut.c): the outline with opts->cut, else
 * the centre lines at opts->mm_cell. */
enum maze_err mz_strokes_for(const struct maze *m,
                             const struct maze_render_opts *opts,
                             struct mz_strokes *s);

/* Puts s's strokes in the order a greedy pen takes them, setting travel
 * and bound (strokes.c). Errors: MAZE_ERR_NOMEM, s unchanged. */
enum maze_err mz_strokes_order(struct mz_strokes *s);

#endif
