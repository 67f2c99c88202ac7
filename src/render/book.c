/*
 * book.c - a book's pages: where everything goes, and the PDF of them.
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

#include "picture.h"

/* Points an inch, and a millimetre. */
#define INCH 72.0
#define MM (72.0 / 25.4)
/* Half an inch: the margin on every edge but the gutter's. */
#define MARGIN (0.5 * INCH)
/* The footer's line, with the page number, under the slots. */
#define FOOTER 20.0
/* Between slots. */
#define GAP 18.0
/* A puzzle's heading above it, an answer's. */
#define HEAD 22.0
#define ANSWER_HEAD 14.0
/* The largest cell a puzzle is drawn at, in millimetres: past it a small
 * maze would fill the page with corridors. */
#define MAX_CELL_MM 15.0
/* Answers are drawn smaller than puzzles, down to this share of the
 * smallest cell a puzzle may have. */
#define ANSWER_SHARE 0.6
/* Points a pixel of the pictures. */
#define PIXEL 0.5

/* ------------------------------------------------------------ geometry */

struct box {
    double x, y, w, h;
};

static bool recto(size_t page)
{
    return page % 2 == 1;
}

/* The text block of page `page` (from 1). */
static struct box text_block(const struct maze_book_layout *b, size_t page)
{
    double left = recto(page) ? 0 : b->bleed; /* where the trim starts */
    double inside = MARGIN + b->gutter;
    struct box t;
    t.x = left + (recto(page) ? inside : MARGIN);
    t.y = b->bleed + MARGIN;
    t.w = b->trim_width - MARGIN - inside;
    t.h = b->trim_height - 2 * MARGIN;
    return t;
}

/* Slot k of a grid of across x down slots on page `page`, under a
 * heading of `head` points. */
static struct box slot(const struct maze_book_layout *b, size_t page,
                       unsigned across, unsigned down, unsigned k)
{
    struct box t = text_block(b, page);
    double w = (t.w - (across - 1) * GAP) / across;
    double h = (t.h - FOOTER - (down - 1) * GAP) / down;
    struct box s = {t.x + (k % across) * (w + GAP),
                    t.y + (k / across) * (h + GAP), w, h};
    return s;
}

/* The picture options of a maze drawn at `cell` pixels a cell. */
static struct maze_render_opts picture_opts(unsigned cell)
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
    struct maze_render_opts o = picture_opts(100);
    struct mz_picture p;
    if (w <= 0 || h <= 0 || mz_picture_init(m, &o, 1e9, &p))
        return 0;
    double k = fmin(w / PIXEL / p.extent_x, h / PIXEL / p.extent_y);
    unsigned cell = (unsigned)fmin(100 * k, MAX_CELL_MM * MM / PIXEL);
    while (cell >= 2) {
        o = picture_opts(cell);
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
    struct box s = slot(b, 1, across, down, 0);
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
            struct box t = text_block(b, 1);
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
    struct maze_render_opts o = picture_opts(cell);
    mz_picture_init(m, &o, 1e9, p);
    struct box s = slot(b, page, across, down, k);
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

void maze_book_box(const struct maze_book_layout *b, size_t i, bool answer,
                   double box[4])
{
    const struct maze_book_entry *bm = &b->entries[i];
    unsigned across = answer ? b->answers_across : b->across;
    unsigned down = answer ? b->answers_down : b->down;
    unsigned cell = answer ? answer_cell(b, bm->maze) : puzzle_cell(b, bm->maze);
    struct mz_picture p;
    double x = 0, y = 0;
    place(b, bm->maze, answer ? bm->answer_page : bm->page, across, down,
          (unsigned)(i % (across * down)), answer ? ANSWER_HEAD : HEAD, cell,
          &p, &x, &y);
    box[0] = x + p.margin * PIXEL;
    box[1] = y + p.margin * PIXEL;
    box[2] = (p.width - 2 * p.margin) * PIXEL;
    box[3] = (p.height - 2 * p.margin) * PIXEL;
}

/* -------------------------------------------------------------- drawing */

/* The pages are drawn through cairo (cairo.c), which a build without the
 * picture libraries (the web page's) leaves out. */
#ifndef MAZE_NO_PICTURE_LIBS

static double page_width(const struct maze_book_layout *b)
{
    return b->trim_width + b->bleed;
}

static double page_height(const struct maze_book_layout *b)
{
    return b->trim_height + 2 * b->bleed;
}


static void page_number(struct mz_pdf *pdf, const struct maze_book_layout *b,
                        size_t page)
{
    struct box t = text_block(b, page);
    char text[24];
    snprintf(text, sizeof text, "%zu", page);
    mz_pdf_text(pdf, t.x + t.w / 2, t.y + t.h - 2, 9, false, 0, text);
}

static void end_page(struct mz_pdf *pdf, const struct maze_book_layout *b,
                     size_t page)
{
    if (page != 1 || !b->title)
        page_number(pdf, b, page);
    mz_pdf_show_page(pdf);
}

/* Words of text set in lines no wider than the block from y down;
 * returns the y after them. */
static double paragraph(struct mz_pdf *pdf, const struct box *t, double y,
                        double size, const char *text)
{
    char line[512] = "";
    const char *w = text;
    while (*w) {
        size_t len = strcspn(w, " ");
        char trial[512];
        snprintf(trial, sizeof trial, "%s%s%.*s", line, line[0] ? " " : "",
                 (int)len, w);
        if (line[0] && mz_pdf_text_width(pdf, size, false, trial) > t->w) {
            mz_pdf_text(pdf, t->x, y, size, false, -1, line);
            y += size * 1.4;
            snprintf(line, sizeof line, "%.*s", (int)len, w);
        } else {
            snprintf(line, sizeof line, "%s", trial);
        }
        w += len;
        while (*w == ' ')
            w++;
    }
    if (line[0])
        mz_pdf_text(pdf, t->x, y, size, false, -1, line);
    return y + size * 2;
}

static void title_page(struct mz_pdf *pdf, const struct maze_book_layout *b)
{
    struct box t = text_block(b, 1);
    double y = t.y + t.h / 3;
    /* A long title or name is set smaller, to the width of the block. */
    double w = mz_pdf_text_width(pdf, 28, true, b->title);
    mz_pdf_text(pdf, t.x + t.w / 2, y, w > t.w ? 28 * t.w / w : 28, true, 0,
                b->title);
    if (b->author) {
        w = mz_pdf_text_width(pdf, 16, false, b->author);
        mz_pdf_text(pdf, t.x + t.w / 2, y + 40, w > t.w ? 16 * t.w / w : 16,
                    false, 0, b->author);
    }
    end_page(pdf, b, 1);
}

/* A line of the contents: words on the left, the page on the right. */
static void contents_line(struct mz_pdf *pdf, const struct box *t, double y,
                          const char *words, size_t page)
{
    char number[24];
    snprintf(number, sizeof number, "%zu", page);
    mz_pdf_text(pdf, t->x, y, 12, false, -1, words);
    mz_pdf_text(pdf, t->x + t->w, y, 12, false, 1, number);
}

static void contents_page(struct mz_pdf *pdf, const struct maze_book_layout *b)
{
    size_t page = b->contents_page;
    struct box t = text_block(b, page);
    double y = t.y + 24;
    char words[160];
    mz_pdf_text(pdf, t.x, y, 20, true, -1, "Contents");
    y += 36;
    if (b->how_to) {
        contents_line(pdf, &t, y, "How to play", b->how_to_page);
        y += 20;
    }
    /* A line for each run of mazes of one grade. */
    for (size_t i = 0; i < b->count && y < t.y + t.h - FOOTER - 40;) {
        size_t j = i;
        while (j + 1 < b->count &&
               strcmp(b->entries[j + 1].grade, b->entries[i].grade) == 0)
            j++;
        if (i == j)
            snprintf(words, sizeof words, "Maze %zu \xc2\xb7 %s", i + 1,
                     b->entries[i].grade);
        else
            snprintf(words, sizeof words, "Mazes %zu to %zu \xc2\xb7 %s",
                     i + 1, j + 1, b->entries[i].grade);
        contents_line(pdf, &t, y, words, b->entries[i].page);
        y += 20;
        i = j + 1;
    }
    contents_line(pdf, &t, y, "Answers", b->first_answer_page);
    end_page(pdf, b, page);
}

static void how_to_page(struct mz_pdf *pdf, const struct maze_book_layout *b)
{
    size_t page = b->how_to_page;
    struct box t = text_block(b, page);
    double y = t.y + 24;
    mz_pdf_text(pdf, t.x, y, 20, true, -1, "How to play");
    y += 40;
    y = paragraph(pdf, &t, y, 12,
                  "Each maze has a start, marked S, and an end, marked E, "
                  "at the gaps in its outer wall (or on a cell inside). "
                  "Draw a line from S to E along the passages without "
                  "crossing a wall.");
    y = paragraph(pdf, &t, y, 12,
                  "The mazes grow harder through the book: each one's "
                  "grade is beside its number, from easy to hard.");
    paragraph(pdf, &t, y, 12,
              "Stuck? Each maze says the page of its answer. The answers "
              "are at the back, each with its route drawn and the page "
              "of its maze.");
    end_page(pdf, b, page);
}

/* The heading of slot s: a puzzle's number and grade and the page of its
 * answer, or an answer's number and the page of its puzzle. */
static void heading(struct mz_pdf *pdf, const struct maze_book_entry *bm,
                    size_t number, const struct box *s, bool answers)
{
    char words[96];
    if (answers) {
        snprintf(words, sizeof words, "Maze %zu (page %zu)", number,
                 bm->page);
        mz_pdf_text(pdf, s->x, s->y + 9, 9, true, -1, words);
        return;
    }
    char answer[48];
    snprintf(words, sizeof words, "Maze %zu \xc2\xb7 %s", number, bm->grade);
    snprintf(answer, sizeof answer, "answer: page %zu", bm->answer_page);
    /* Both on one line, smaller where a narrow slot would run them into
     * each other. */
    double room = s->w - 9;
    double need = mz_pdf_text_width(pdf, 13, true, words) +
                  mz_pdf_text_width(pdf, 9, false, answer);
    double k = need > room ? room / need : 1;
    mz_pdf_text(pdf, s->x, s->y + 13, 13 * k, true, -1, words);
    mz_pdf_text(pdf, s->x + s->w, s->y + 13, 9 * k, false, 1, answer);
}

/* A page of puzzles from entry `first` on, or of their answers: each in
 * its slot under its heading, a puzzle with S and E beside its doors, an
 * answer with its route. */
static void slots_page(struct mz_pdf *pdf, const struct maze_book_layout *b,
                       size_t first, size_t page, bool answers)
{
    unsigned across = answers ? b->answers_across : b->across;
    unsigned down = answers ? b->answers_down : b->down;
    double head = answers ? ANSWER_HEAD : HEAD;
    for (unsigned k = 0; k < across * down && first + k < b->count; k++) {
        const struct maze_book_entry *bm = &b->entries[first + k];
        struct box s = slot(b, page, across, down, k);
        heading(pdf, bm, first + k + 1, &s, answers);
        unsigned cell = answers ? answer_cell(b, bm->maze)
                                : puzzle_cell(b, bm->maze);
        struct mz_picture p;
        double x = 0, y = 0;
        place(b, bm->maze, page, across, down, k, head, cell, &p, &x, &y);
        struct maze_render_opts o = picture_opts(cell);
        mz_pdf_maze(pdf, bm->maze, &p, answers ? bm->route : NULL, &o, x, y,
                    PIXEL, !answers);
    }
    end_page(pdf, b, page);
}

enum maze_err maze_book_draw(const struct maze_book_layout *b, FILE *out)
{
    struct mz_pdf *pdf = NULL;
    enum maze_err err = mz_pdf_new(out, page_width(b), page_height(b),
                                   b->title, b->author, &pdf);
    if (err)
        return err;
    if (b->title)
        title_page(pdf, b);
    if (b->contents)
        contents_page(pdf, b);
    if (b->how_to)
        how_to_page(pdf, b);
    unsigned per = b->across * b->down;
    size_t page = b->first_puzzle_page;
    for (size_t i = 0; i < b->count; i += per)
        slots_page(pdf, b, i, page++, false);
    per = b->answers_across * b->answers_down;
    for (size_t i = 0; i < b->count; i += per)
        slots_page(pdf, b, i, page++, true);
    return mz_pdf_finish(pdf);
}

#else

enum maze_err maze_book_draw(const struct maze_book_layout *b, FILE *out)
{
    (void)b;
    (void)out;
    return MAZE_ERR_ARG;
}

#endif /* MAZE_NO_PICTURE_LIBS */
