/*
 * text_raster.h - text in a system font drawn into a grid of coverage,
 * for masks made from words (mask_text.c). libmaze has no cairo: the
 * drawing is libmaze-render's (render/pictures/text_raster.c), handed in
 * by maze_render_library_init(); without it only the built-in font
 * draws.
 */
#ifndef MZ_TEXT_RASTER_H
#define MZ_TEXT_RASTER_H

#include <stdbool.h>
#include <stdint.h>

#include "../shared.h"

/* Draws text in the system font `family` (fontconfig's match for the
 * name; bold when asked) as large as fits a width x height grid, centred
 * by its ink, and writes each cell's coverage, 0 to 255, into
 * coverage[y * width + x]. False when cairo fails or the text has no ink
 * (spaces only). */
typedef bool (*mz_text_coverage_fn)(const char *text, const char *family,
                                    bool bold, uint32_t width,
                                    uint32_t height, uint8_t *coverage);

/* Hands mask_text.c the drawing of system fonts. */
MZ_SHARED void mz_text_coverage_set(mz_text_coverage_fn fn);

#endif /* MZ_TEXT_RASTER_H */
