/*
 * text_raster.c - text in a system font drawn through cairo into a grid
 * of coverage, for masks made from words (text_raster.h says the rest).
 */
#include <cairo.h>
#include <math.h>
#include <string.h>

#include "pictures.h"

/* The ink box of text at font size 100 decides the size that fits: the
 * text is drawn once more at that size, centred by its ink, onto an
 * alpha-only surface a pixel a cell (pictures.h; handed to mask_text.c
 * by maze_render_library_init()). */
bool mz_text_coverage(const char *text, const char *family, bool bold,
                      uint32_t width, uint32_t height, uint8_t *coverage)
{
    cairo_surface_t *s =
        cairo_image_surface_create(CAIRO_FORMAT_A8, (int)width, (int)height);
    cairo_t *cr = cairo_create(s);
    cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD
                                : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 100);
    cairo_text_extents_t ink;
    cairo_text_extents(cr, text, &ink);
    bool ok = cairo_status(cr) == CAIRO_STATUS_SUCCESS && ink.width > 0 &&
              ink.height > 0;
    if (ok) {
        double k = fmin(width / ink.width, height / ink.height);
        cairo_set_font_size(cr, 100 * k);
        cairo_move_to(cr, (width - ink.width * k) / 2 - ink.x_bearing * k,
                      (height - ink.height * k) / 2 - ink.y_bearing * k);
        cairo_show_text(cr, text);
        cairo_surface_flush(s);
        ok = cairo_status(cr) == CAIRO_STATUS_SUCCESS;
    }
    const unsigned char *data = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    for (uint32_t y = 0; ok && y < height; y++)
        memcpy(coverage + (size_t)y * width, data + (size_t)y * stride, width);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return ok;
}
