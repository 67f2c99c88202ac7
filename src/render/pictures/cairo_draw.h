/*
 * cairo_draw.h - the maze drawn on a cairo context (cairo.c), for the
 * files of this folder that write it through cairo: PNG (cairo.c), SVG
 * (svg.c) and PDF (pdf.c). Nothing outside render/pictures/ includes
 * cairo.
 */
#ifndef MZ_CAIRO_DRAW_H
#define MZ_CAIRO_DRAW_H

#include <cairo.h>

#include "../picture.h"

/* The whole picture of m (p from mz_picture_init() with o), in picture
 * pixels (the caller may have scaled), with route (may be NULL) and the
 * analyses o asks for. */
void mz_cairo_draw(cairo_t *cr, const struct maze *m,
                   const struct mz_picture *p, const struct maze_route *route,
                   const struct maze_render_opts *o);

/* An S and an E beside the start's and the end's doors, in the
 * picture's margin (on the cell, when an end has no door). */
void mz_cairo_label_ends(cairo_t *cr, const struct maze *m,
                         const struct mz_picture *p);

/* Destroys cr, finishes and destroys surface, and says whether all went
 * well. Errors: MAZE_ERR_NOMEM, MAZE_ERR_IO. */
enum maze_err mz_cairo_finish(cairo_t *cr, cairo_surface_t *surface);

#endif /* MZ_CAIRO_DRAW_H */
