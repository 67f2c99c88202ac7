/* pictures.h - libmaze-render's formats: PNG, SVG and PDF through cairo
 * (cairo.c, svg.c, pdf.c), GIF through giflib (gif.c), listed by
 * formats.c. */
#ifndef MZ_PICTURES_H
#define MZ_PICTURES_H

#include "../render.h"

MZ_RENDERER(mz_render_png);
MZ_RENDERER(mz_render_svg);
MZ_RENDERER(mz_render_pdf);
MZ_RENDERER(mz_render_gif);
MZ_ANIMATOR(mz_animate_gif);

/* ---------------------------------------------- pages of a PDF
 *
 * A PDF of pages of any size with text and mazes on them, for the book
 * (book_pages.c), through cairo (pdf.c).
 * Lengths are PDF points from the top left of the page. */
struct mz_pdf;
struct mz_picture;

/* Starts a PDF on out whose first page is width x height; title and
 * author (may be NULL) go in its metadata, and its creation date is
 * pinned so the same book is the same bytes. Errors: MAZE_ERR_NOMEM. */
enum maze_err mz_pdf_new(FILE *out, double width, double height,
                         const char *title, const char *author,
                         struct mz_pdf **pdf);

/* The size of the pages from the next one on. */
void mz_pdf_page_size(struct mz_pdf *pdf, double width, double height);

/* Text in the sans-serif face (its glyphs embedded), size points high,
 * its baseline at y, starting at x (align < 0), centred on x (0) or
 * ending at x (> 0). */
void mz_pdf_text(struct mz_pdf *pdf, double x, double y, double size,
                 bool bold, int align, const char *text);

/* How wide the text would be. */
double mz_pdf_text_width(struct mz_pdf *pdf, double size, bool bold,
                         const char *text);

/* Draws m as a picture of p (mz_picture_init() with opts), its top left
 * at x, y and scale points a pixel, with route (may be NULL) and, when
 * labels, an S and an E beside its doors in the picture's margin. */
void mz_pdf_maze(struct mz_pdf *pdf, const struct maze *m,
                 const struct mz_picture *p, const struct maze_route *route,
                 const struct maze_render_opts *opts, double x, double y,
                 double scale, bool labels);

/* Ends the page. */
void mz_pdf_show_page(struct mz_pdf *pdf);

/* Finishes the file and frees pdf. Errors: MAZE_ERR_IO, MAZE_ERR_NOMEM. */
enum maze_err mz_pdf_finish(struct mz_pdf *pdf);

/* Text in the system font `family` as large as fits a width x height
 * grid, centred by its ink: each cell's coverage, 0 to 255, in
 * coverage[y * width + x] (text_raster.c; handed to mask_text.c, whose
 * text_raster.h says the rest). False when cairo fails or the text has
 * no ink. */
bool mz_text_coverage(const char *text, const char *family, bool bold,
                      uint32_t width, uint32_t height, uint8_t *coverage);

/* The book's pages as a PDF (book_pages.c), handed to maze_book_draw(). */
enum maze_err mz_book_pages(const struct maze_book_layout *b, FILE *out);

#endif
