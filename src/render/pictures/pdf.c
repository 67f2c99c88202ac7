/*
 * pdf.c - PDF through cairo: for printing, --page fits the maze on A4 or
 * Letter and a route goes on an answer page of its own, so the puzzle
 * page stays clean; a batch's mazes are one document, the puzzles then
 * the answers (maze_render_pdf_book); and pages of any size with text and
 * mazes on them, for the book (mz_pdf_*, pictures.h). The maze itself is
 * drawn by cairo.c.
 */
#include <cairo-pdf.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairo_draw.h"
#include "pictures.h"

static cairo_status_t write_out(void *closure, const unsigned char *data,
                                unsigned int length)
{
    return fwrite(data, 1, length, closure) == length
               ? CAIRO_STATUS_SUCCESS
               : CAIRO_STATUS_WRITE_ERROR;
}

/* --------------------------------------------------------------- PDF */

struct page {
    double width, height, scale, x, y;
};

/* A4 and Letter in points, with a 36-point (half-inch) border; without a
 * page size the page is the picture, one point a pixel. */
static enum maze_err page_for(const struct mz_picture *p, const char *name,
                              struct page *pg)
{
    if (!name) {
        *pg = (struct page){p->width, p->height, 1, 0, 0};
        return MAZE_OK;
    }
    if (strcmp(name, "a4") == 0)
        *pg = (struct page){595.276, 841.89, 1, 0, 0};
    else if (strcmp(name, "letter") == 0)
        *pg = (struct page){612, 792, 1, 0, 0};
    else
        return MAZE_ERR_ARG;
    double room_x = (pg->width - 72) / p->width;
    double room_y = (pg->height - 72) / p->height;
    pg->scale = room_x < room_y ? room_x : room_y;
    pg->x = (pg->width - p->width * pg->scale) / 2;
    pg->y = (pg->height - p->height * pg->scale) / 2;
    return MAZE_OK;
}

static void pdf_page(cairo_t *cr, const struct maze *m,
                     const struct mz_picture *p, const struct page *pg,
                     const struct maze_route *route,
                     const struct maze_render_opts *opts)
{
    cairo_save(cr);
    cairo_translate(cr, pg->x, pg->y);
    cairo_scale(cr, pg->scale, pg->scale);
    mz_cairo_draw(cr, m, p, route, opts);
    cairo_restore(cr);
    cairo_show_page(cr);
}

enum maze_err maze_render_pdf_book(const struct maze *const *mazes,
                                   const struct maze_route *const *routes,
                                   size_t count,
                                   const struct maze_render_opts *opts,
                                   FILE *out)
{
    if (count == 0)
        return MAZE_ERR_ARG;
    struct mz_picture p;
    struct page pg;
    enum maze_err err = mz_picture_init(mazes[0], opts, MZ_PICTURE_MAX, &p);
    if (!err)
        err = page_for(&p, opts ? opts->page : NULL, &pg);
    if (err)
        return err;
    cairo_surface_t *surface = cairo_pdf_surface_create_for_stream(
        write_out, out, pg.width, pg.height);
    cairo_t *cr = cairo_create(surface);
    /* Puzzles first, then the answer keys, so a printed stack can be
     * handed out and the answers kept back. */
    for (int answers = 0; answers < 2 && !err; answers++) {
        for (size_t i = 0; i < count && !err; i++) {
            const struct maze_route *r = routes ? routes[i] : NULL;
            if (answers && !(r && r->length))
                continue;
            err = mz_picture_init(mazes[i], opts, MZ_PICTURE_MAX, &p);
            if (!err)
                err = page_for(&p, opts ? opts->page : NULL, &pg);
            if (!err) {
                cairo_pdf_surface_set_size(surface, pg.width, pg.height);
                pdf_page(cr, mazes[i], &p, &pg, answers ? r : NULL,
                         count == 1 ? opts : NULL);
            }
        }
    }
    enum maze_err done = mz_cairo_finish(cr, surface);
    return err ? err : done;
}

MZ_RENDERER(mz_render_pdf)
{
    const struct maze *mazes[1] = {m};
    const struct maze_route *routes[1] = {route};
    return maze_render_pdf_book(mazes, routes, 1, opts, out);
}

/* ------------------------------------------------------ pages of a PDF */

struct mz_pdf {
    cairo_surface_t *surface;
    cairo_t *cr;
};

enum maze_err mz_pdf_new(FILE *out, double width, double height,
                         const char *title, const char *author,
                         struct mz_pdf **pdf)
{
    struct mz_pdf *d = calloc(1, sizeof *d);
    if (!d)
        return MAZE_ERR_NOMEM;
    d->surface =
        cairo_pdf_surface_create_for_stream(write_out, out, width, height);
    d->cr = cairo_create(d->surface);
    if (cairo_status(d->cr) != CAIRO_STATUS_SUCCESS) {
        mz_cairo_finish(d->cr, d->surface);
        free(d);
        return MAZE_ERR_NOMEM;
    }
    /* cairo dates the file when it is made, unless told a date: one date
     * for every book, so a seed gives the same bytes. */
    cairo_pdf_surface_set_metadata(d->surface, CAIRO_PDF_METADATA_CREATE_DATE,
                                   "2000-01-01T00:00:00Z");
    cairo_pdf_surface_set_metadata(d->surface, CAIRO_PDF_METADATA_MOD_DATE,
                                   "2000-01-01T00:00:00Z");
    if (title)
        cairo_pdf_surface_set_metadata(d->surface, CAIRO_PDF_METADATA_TITLE,
                                       title);
    if (author)
        cairo_pdf_surface_set_metadata(d->surface, CAIRO_PDF_METADATA_AUTHOR,
                                       author);
    *pdf = d;
    return MAZE_OK;
}

void mz_pdf_page_size(struct mz_pdf *pdf, double width, double height)
{
    cairo_pdf_surface_set_size(pdf->surface, width, height);
}

static void pdf_font(struct mz_pdf *pdf, double size, bool bold)
{
    cairo_select_font_face(pdf->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD
                                : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(pdf->cr, size);
}

double mz_pdf_text_width(struct mz_pdf *pdf, double size, bool bold,
                         const char *text)
{
    cairo_text_extents_t ext;
    pdf_font(pdf, size, bold);
    cairo_text_extents(pdf->cr, text, &ext);
    return ext.x_advance;
}

void mz_pdf_text(struct mz_pdf *pdf, double x, double y, double size,
                 bool bold, int align, const char *text)
{
    double w = align < 0 ? 0 : mz_pdf_text_width(pdf, size, bold, text);
    pdf_font(pdf, size, bold);
    cairo_set_source_rgb(pdf->cr, 0, 0, 0);
    cairo_move_to(pdf->cr, align < 0 ? x : align == 0 ? x - w / 2 : x - w, y);
    cairo_show_text(pdf->cr, text);
    cairo_new_path(pdf->cr);
}

void mz_pdf_maze(struct mz_pdf *pdf, const struct maze *m,
                 const struct mz_picture *p, const struct maze_route *route,
                 const struct maze_render_opts *opts, double x, double y,
                 double scale, bool labels)
{
    cairo_t *cr = pdf->cr;
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, scale, scale);
    mz_cairo_draw(cr, m, p, route, opts);
    if (labels && m->floors <= 1)
        mz_cairo_label_ends(cr, m, p);
    cairo_restore(cr);
}

void mz_pdf_show_page(struct mz_pdf *pdf)
{
    cairo_show_page(pdf->cr);
}

enum maze_err mz_pdf_finish(struct mz_pdf *pdf)
{
    enum maze_err err = mz_cairo_finish(pdf->cr, pdf->surface);
    free(pdf);
    return err;
}
