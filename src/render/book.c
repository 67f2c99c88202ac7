/*
 * book.c - a book's pages: where everything goes. The PDF of them is
 * drawn by libmaze-render (render/pictures/book_pages.c), which
 * maze_render_library_init() hands to maze_book_draw().
 *
 * The page is the trim size, grown by the bleed on its outer edges (top,
 * bottom and the outside: the right of a right-hand page, odd numbers,
 * the left of a left-hand one). Inside it a text block keeps half an inch
 * from every edge of the trim, and on the inside (the binding) the gutter
 * too, which print services ask to grow with the page count: 0.375 in up
 * to 150 pages, 0.5 in to 300, 0.625 in to 500; a thicker book is refused.
 * So the gutter changes sides from page to page, and the blank margins of
 * facing pages mirror each other.
 *
 * Puzzles sit 1, 2 or 4 to a page in slots of equal size, each under a
 * heading with its number and grade and the page of its answer; answers
 * sit in a grid of smaller slots at the back. A maze is drawn by the
 * picture code at a whole number of pixels a cell, a pixel half a point,
 * from a corner on the half-point grid: a page rendered at 144 dots an
 * inch is then the picture the tool would draw, pixel for pixel, which is
 * how a printed page can be read back (`maze solve page.png`).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "book_layout.h"

/* Points an inch, and a millimetre. */
#define INCH 72.0
#define MM (72.0 / 25.4)
/* Half an inch: the margin on every edge but the gutter's. */
#define MARGIN (0.5 * INCH)
#define FOOTER MZ_BOOK_FOOTER
/* Between slots. */
#define GAP 18.0
#define HEAD MZ_BOOK_HEAD
#define ANSWER_HEAD MZ_BOOK_ANSWER_HEAD
/* The largest cell a puzzle is drawn at, in millimetres: past it a small
 * maze would fill the page with corridors. */
#define MAX_CELL_MM 15.0
/* Answers are drawn smaller than puzzles, down to this share of the
 * smallest cell a puzzle may have. */
#define ANSWER_SHARE 0.6
#define PIXEL MZ_BOOK_PIXEL

/* ------------------------------------------------------------ geometry */

static bool recto(size_t page)
{
    return page % 2 == 1;
}

struct mz_book_box mz_book_text_block(const struct maze_book_layout *b, size_t page)
{
    double left = recto(page) ? 0 : b->bleed; /* where the trim starts */
    double inside = MARGIN + b->gutter;
    struct mz_book_box t;
    t.x = left + (recto(page) ? inside : MARGIN);
    t.y = b->bleed + MARGIN;
    t.w = b->trim_width - MARGIN - inside;
    t.h = b->trim_height - 2 * MARGIN;
    return t;
}

struct mz_book_box mz_book_slot(const struct maze_book_layout *b, size_t page,
                       unsigned across, unsigned down, unsigned k)
{
    struct mz_book_box t = mz_book_text_block(b, page);
    double w = (t.w - (across - 1) * GAP) / across;
    double h = (t.h - FOOTER - (down - 1) * GAP) / down;
    struct mz_book_box s = {t.x + (k % across) * (w + GAP),
                    t.y + (k / across) * (h + GAP), w, h};
    return s;
}

struct maze_render_opts mz_book_picture_opts(unsigned cell)
{
    struct maze_render_opts o = {0};
    o.cell = cell;
    o.wall = cell < 12 ? 1 : (cell + 4) / 8;
    return o;
}

/* The largest cell (pixels) at which m's picture fits w x h points; 0
 * when none does. */
static unsigned fit_cell(const struct maze *m, double w, double h)
{
    struct maze_render_opts o = mz_book_picture_opts(100);
    struct mz_picture p;
    if (w <= 0 || h <= 0 || mz_picture_init(m, &o, 1e9, &p))
        return 0;
    double k = fmin(w / PIXEL / p.extent_x, h / PIXEL / p.extent_y);
    unsigned cell = (unsigned)fmin(100 * k, MAX_CELL_MM * MM / PIXEL);
    while (cell >= 2) {
        o = mz_book_picture_opts(cell);
        if (!mz_picture_init(m, &o, 1e9, &p) && p.width * PIXEL <= w &&
            p.height * PIXEL <= h)
            return cell;
        cell--;
    }
    return 0;
}

/* The largest cell m's picture fits a slot of across x down at. */
static unsigned cell_in(const struct maze_book_layout *b, const struct maze *m,
                        unsigned across, unsigned down, double head)
{
    struct mz_book_box s = mz_book_slot(b, 1, across, down, 0);
    return fit_cell(m, s.w, s.h - head);
}

/* The largest cell every shape fits in a slot of across x down. */
static unsigned fit_all(const struct maze_book_layout *b,
                        const struct maze *const *shapes, size_t count,
                        unsigned across, unsigned down, double head)
{
    unsigned best = 0;
    for (size_t i = 0; i < count; i++) {
        unsigned c = cell_in(b, shapes[i], across, down, head);
        if (i == 0 || c < best)
            best = c;
    }
    return best;
}

static double cell_mm(unsigned cell)
{
    return cell * PIXEL / MM;
}

static double gutter_for(size_t pages)
{
    return pages <= 150   ? 0.375 * INCH
           : pages <= 300 ? 0.5 * INCH
                          : 0.625 * INCH;
}

/* Answers a page, from the most: cols x rows. */
static const unsigned answer_grids[][2] = {{3, 3}, {2, 3}, {2, 2},
                                           {1, 2}, {1, 1}};

static size_t pages_of(size_t count, unsigned per_page)
{
    return (count + per_page - 1) / per_page;
}

/* Lays out with puzzles across x down for the current gutter; false when
 * the puzzles' cells are under the smallest. */
static bool lay_out(struct maze_book_layout *b, const struct maze *const *shapes,
                    size_t count, unsigned across, unsigned down)
{
    b->across = across;
    b->down = down;
    b->cell = fit_all(b, shapes, count, across, down, HEAD);
    if (cell_mm(b->cell) < b->min_cell_mm)
        return false;
    size_t n = sizeof answer_grids / sizeof answer_grids[0];
    for (size_t i = 0; i < n; i++) {
        b->answers_across = answer_grids[i][0];
        b->answers_down = answer_grids[i][1];
        b->answer_cell = fit_all(b, shapes, count, b->answers_across,
                                 b->answers_down, ANSWER_HEAD);
        if (cell_mm(b->answer_cell) >= b->min_cell_mm * ANSWER_SHARE)
            break;
    }
    if (b->answer_cell > b->cell)
        b->answer_cell = b->cell;
    size_t page = 1 + (b->title != NULL);
    b->contents_page = b->contents ? page++ : 0;
    b->how_to_page = b->how_to ? page++ : 0;
    b->first_puzzle_page = page;
    page += pages_of(b->count, across * down);
    b->first_answer_page = page;
    page += pages_of(b->count, b->answers_across * b->answers_down);
    b->pages = page - 1;
    return true;
}

enum maze_err maze_book_plan(struct maze_book_layout *b,
                           const struct maze *const *shapes, size_t count)
{
    static const unsigned choices[] = {4, 2, 1};
    b->refusal = MAZE_BOOK_FITS;
    b->cell_mm = 0;
    for (size_t k = 0; k < 3; k++) {
        unsigned per = choices[k];
        if (b->per_page && per != b->per_page)
            continue;
        bool fits = false;
        /* The gutter follows the pages, which follow the slots, which the
         * gutter narrows: from the narrowest, widened until it holds. */
        b->gutter = gutter_for(0);
        for (int round = 0; round < 4; round++) {
            struct mz_book_box t = mz_book_text_block(b, 1);
            unsigned across = per == 4 ? 2 : per == 2 && t.w > t.h ? 2 : 1;
            unsigned down = per / across;
            fits = lay_out(b, shapes, count, across, down);
            if (!fits || gutter_for(b->pages) <= b->gutter)
                break;
            b->gutter = gutter_for(b->pages);
        }
        if (cell_mm(b->cell) > b->cell_mm)
            b->cell_mm = cell_mm(b->cell);
        if (!fits)
            continue;
        if (b->pages > 500) {
            b->refusal = MAZE_BOOK_TOO_MANY_PAGES;
            return MAZE_ERR_CONFLICT;
        }
        size_t per_answers = b->answers_across * b->answers_down;
        for (size_t i = 0; i < b->count; i++) {
            b->entries[i].page = b->first_puzzle_page + i / per;
            b->entries[i].answer_page = b->first_answer_page + i / per_answers;
        }
        return MAZE_OK;
    }
    b->refusal = MAZE_BOOK_CELLS_TOO_SMALL;
    return MAZE_ERR_CONFLICT;
}

/* The cell of a puzzle: the largest its slot holds (the plan found every
 * shape's at least the smallest printable). */
static unsigned puzzle_cell(const struct maze_book_layout *b,
                            const struct maze *m)
{
    return cell_in(b, m, b->across, b->down, HEAD);
}

/* Where maze i's picture goes: its top left, centred in the slot below
 * the heading, on the half-point grid. */
static void place(const struct maze_book_layout *b, const struct maze *m,
                  size_t page, unsigned across, unsigned down, unsigned k,
                  double head, unsigned cell, struct mz_picture *p, double *x,
                  double *y)
{
    struct maze_render_opts o = mz_book_picture_opts(cell);
    mz_picture_init(m, &o, 1e9, p);
    struct mz_book_box s = mz_book_slot(b, page, across, down, k);
    double w = p->width * PIXEL;
    double h = p->height * PIXEL;
    *x = floor((s.x + (s.w - w) / 2) / PIXEL) * PIXEL;
    *y = floor((s.y + head + (s.h - head - h) / 2) / PIXEL) * PIXEL;
}

/* The cell of an answer: the largest its slot holds, no larger than its
 * puzzle's. */
static unsigned answer_cell(const struct maze_book_layout *b,
                            const struct maze *m)
{
    unsigned c = cell_in(b, m, b->answers_across, b->answers_down,
                         ANSWER_HEAD);
    unsigned most = puzzle_cell(b, m);
    return c < most ? c : most;
}

void mz_book_maze_at(const struct maze_book_layout *b, size_t i, bool answer,
                     struct mz_picture *p, struct maze_render_opts *o,
                     double *x, double *y)
{
    const struct maze_book_entry *bm = &b->entries[i];
    unsigned across = answer ? b->answers_across : b->across;
    unsigned down = answer ? b->answers_down : b->down;
    unsigned cell = answer ? answer_cell(b, bm->maze) : puzzle_cell(b, bm->maze);
    place(b, bm->maze, answer ? bm->answer_page : bm->page, across, down,
          (unsigned)(i % (across * down)), answer ? ANSWER_HEAD : HEAD, cell,
          p, x, y);
    *o = mz_book_picture_opts(cell);
}

void maze_book_box(const struct maze_book_layout *b, size_t i, bool answer,
                   double box[4])
{
    struct mz_picture p;
    struct maze_render_opts o;
    double x = 0, y = 0;
    mz_book_maze_at(b, i, answer, &p, &o, &x, &y);
    box[0] = x + p.margin * PIXEL;
    box[1] = y + p.margin * PIXEL;
    box[2] = (p.width - 2 * p.margin) * PIXEL;
    box[3] = (p.height - 2 * p.margin) * PIXEL;
}

/* The drawing of the pages, handed in by libmaze-render. */
static mz_book_pages_fn pages;

void mz_book_pages_set(mz_book_pages_fn fn)
{
    pages = fn;
}

enum maze_err maze_book_draw(const struct maze_book_layout *b, FILE *out)
{
    return pages ? pages(b, out) : MAZE_ERR_ARG;
}
