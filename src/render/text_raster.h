/*
 * text_raster.h - text drawn by cairo into a grid of coverage (cairo.c,
 * the one file that includes cairo), for masks made from words
 * (mask_text.c).
 */
#ifndef MZ_TEXT_RASTER_H
#define MZ_TEXT_RASTER_H

#include <stdbool.h>
#include <stdint.h>

/* Draws text in the system font `family` (fontconfig's match for the
 * name; bold when asked) as large as fits a width x height grid, centred
 * by its ink, and writes each cell's coverage, 0 to 255, into
 * coverage[y * width + x]. False when cairo fails or the text has no ink
 * (spaces only). */
bool mz_text_coverage(const char *text, const char *family, bool bold,
                      uint32_t width, uint32_t height, uint8_t *coverage);

#endif /* MZ_TEXT_RASTER_H */
