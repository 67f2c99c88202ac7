/*
 * test_book.c - a book's pages (maze_book_plan, maze_book_box): the gutter
 * the page count asks at each threshold, facing pages that mirror each
 * other, and the plans refused, with why.
 */
#include <stdlib.h>

#include "helpers.h"

#define INCH 72.0

static struct maze_book_layout letter(size_t count, unsigned per_page,
                                      struct maze_book_entry *entries)
{
    struct maze_book_layout l = {0};
    l.trim_width = 8.5 * INCH;
    l.trim_height = 11 * INCH;
    l.min_cell_mm = 3;
    l.per_page = per_page;
    l.count = count;
    l.entries = entries;
    return l;
}

/* 0.375 in up to 150 pages, 0.5 to 300, 0.625 to 500. */
static double rule(size_t pages)
{
    return pages <= 150 ? 27 : pages <= 300 ? 36 : 45;
}

Test(book, gutter_follows_the_page_count)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(6, 6, &m), MAZE_OK);
    const struct maze *shapes[1] = {m};
    struct maze_book_entry *entries = calloc(460, sizeof *entries);
    bool seen[3] = {false, false, false};
    for (size_t n = 100; n <= 460; n += 3) {
        struct maze_book_layout l = letter(n, 1, entries);
        enum maze_err e = maze_book_plan(&l, shapes, 1);
        if (l.pages > 500) {
            cr_assert_eq(e, MAZE_ERR_CONFLICT, "%zu mazes", n);
            cr_assert_eq(l.refusal, MAZE_BOOK_TOO_MANY_PAGES);
            continue;
        }
        cr_assert_eq(e, MAZE_OK, "%zu mazes", n);
        cr_assert_eq(l.gutter, rule(l.pages), "%zu pages: gutter %g", l.pages,
                     l.gutter);
        seen[l.gutter == 27 ? 0 : l.gutter == 36 ? 1 : 2] = true;
        /* every puzzle's answer after every puzzle, each on a page */
        cr_assert_eq(entries[n - 1].page, l.first_answer_page - 1);
        cr_assert_leq(entries[n - 1].answer_page, l.pages);
    }
    cr_assert(seen[0] && seen[1] && seen[2], "not every gutter was met");
    free(entries);
    maze_free(m);
}

Test(book, facing_pages_mirror)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(10, 12, &m), MAZE_OK);
    const struct maze *shapes[1] = {m};
    struct maze_book_entry entries[2] = {{.maze = m}, {.maze = m}};
    struct maze_book_layout l = letter(2, 1, entries);
    l.bleed = 9;
    cr_assert_eq(maze_book_plan(&l, shapes, 1), MAZE_OK);
    double recto[4], verso[4];
    maze_book_box(&l, 0, false, recto); /* page 1: the binding on its left */
    maze_book_box(&l, 1, false, verso);
    cr_assert_eq(entries[0].page, 1);
    cr_assert_eq(entries[1].page, 2);
    /* The left-hand page's bleed is on its left: its trim starts 9 in. */
    cr_assert_float_eq(recto[0] - (verso[0] - 9), l.gutter, 1e-9);
    cr_assert_float_eq(recto[1], verso[1], 1e-9);
    /* the walls stay inside the margins (half an inch) */
    double page = l.trim_width + l.bleed;
    cr_assert_geq(recto[0], 36 + l.gutter);
    cr_assert_leq(recto[0] + recto[2], page - 9 - 36);
    maze_free(m);
}

Test(book, refuses_cells_too_small_saying_the_largest)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(200, 200, &m), MAZE_OK);
    const struct maze *shapes[1] = {m};
    struct maze_book_entry entries[2] = {{.maze = m}, {.maze = m}};
    struct maze_book_layout l = letter(2, 0, entries);
    cr_assert_eq(maze_book_plan(&l, shapes, 1), MAZE_ERR_CONFLICT);
    cr_assert_eq(l.refusal, MAZE_BOOK_CELLS_TOO_SMALL);
    cr_assert(l.cell_mm > 0.5 && l.cell_mm < 3, "%g mm", l.cell_mm);
    l.min_cell_mm = 0.5;
    cr_assert_eq(maze_book_plan(&l, shapes, 1), MAZE_OK);
    maze_free(m);
}

Test(book, free_null)
{
    maze_book_free(NULL);
}
