/*
 * book_layout.h - where a book's pages put things (render/book.c,
 * libmaze), for the drawing of them (render/pictures/book_pages.c,
 * libmaze-render).
 * Sizes are PDF points, from the top left of the page.
 */
#ifndef MZ_BOOK_LAYOUT_H
#define MZ_BOOK_LAYOUT_H

#include "picture.h"

/* Points a pixel of the pictures. */
#define MZ_BOOK_PIXEL 0.5
/* The footer's line, with the page number, under the slots. */
#define MZ_BOOK_FOOTER 20.0
/* A puzzle's heading above it, an answer's. */
#define MZ_BOOK_HEAD 22.0
#define MZ_BOOK_ANSWER_HEAD 14.0

struct mz_book_box {
    double x, y, w, h;
};

/* The text block of page `page` (from 1): the trim less the margins, the
 * gutter on the binding's side. */
MZ_SHARED struct mz_book_box
mz_book_text_block(const struct maze_book_layout *b, size_t page);

/* Slot k of a grid of across x down slots on page `page`. */
MZ_SHARED struct mz_book_box mz_book_slot(const struct maze_book_layout *b,
                                          size_t page, unsigned across,
                                          unsigned down, unsigned k);

/* The picture options of a maze drawn at `cell` pixels a cell. */
MZ_SHARED struct maze_render_opts mz_book_picture_opts(unsigned cell);

/* Entry i's maze as a puzzle (or an answer): its picture, the options it
 * is drawn with, and its top left on its page, in points. */
MZ_SHARED void mz_book_maze_at(const struct maze_book_layout *b, size_t i,
                               bool answer, struct mz_picture *p,
                               struct maze_render_opts *o, double *x,
                               double *y);

/* Draws a planned book as a PDF to out. */
typedef enum maze_err (*mz_book_pages_fn)(const struct maze_book_layout *b,
                                          FILE *out);

/* Hands maze_book_draw() its drawing; until then it refuses with
 * MAZE_ERR_ARG (libmaze alone draws no PDF). */
MZ_SHARED void mz_book_pages_set(mz_book_pages_fn fn);

#endif
