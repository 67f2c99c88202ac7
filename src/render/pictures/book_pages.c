/*
 * book_pages.c - a book's pages drawn as a PDF through cairo (cairo.c):
 * the title, contents and how-to pages, the puzzles under their headings
 * and the answers with their routes, each page but the title numbered.
 * Where everything goes is libmaze's (render/book.c); this is handed to
 * maze_book_draw() by maze_render_library_init().
 */
#include <stdio.h>
#include <string.h>

#include "../book_layout.h"
#include "pictures.h"

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
    struct mz_book_box t = mz_book_text_block(b, page);
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
static double paragraph(struct mz_pdf *pdf, const struct mz_book_box *t, double y,
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
    struct mz_book_box t = mz_book_text_block(b, 1);
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
static void contents_line(struct mz_pdf *pdf, const struct mz_book_box *t, double y,
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
    struct mz_book_box t = mz_book_text_block(b, page);
    double y = t.y + 24;
    char words[160];
    mz_pdf_text(pdf, t.x, y, 20, true, -1, "Contents");
    y += 36;
    if (b->how_to) {
        contents_line(pdf, &t, y, "How to play", b->how_to_page);
        y += 20;
    }
    /* A line for each run of mazes of one grade. */
    for (size_t i = 0; i < b->count && y < t.y + t.h - MZ_BOOK_FOOTER - 40;) {
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
    struct mz_book_box t = mz_book_text_block(b, page);
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
                    size_t number, const struct mz_book_box *s, bool answers)
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
    for (unsigned k = 0; k < across * down && first + k < b->count; k++) {
        const struct maze_book_entry *bm = &b->entries[first + k];
        struct mz_book_box s = mz_book_slot(b, page, across, down, k);
        heading(pdf, bm, first + k + 1, &s, answers);
        struct mz_picture p;
        struct maze_render_opts o;
        double x = 0, y = 0;
        mz_book_maze_at(b, first + k, answers, &p, &o, &x, &y);
        mz_pdf_maze(pdf, bm->maze, &p, answers ? bm->route : NULL, &o, x, y,
                    MZ_BOOK_PIXEL, !answers);
    }
    end_page(pdf, b, page);
}

enum maze_err mz_book_pages(const struct maze_book_layout *b, FILE *out)
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
