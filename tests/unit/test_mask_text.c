/*
 * test_mask_text.c - masks made from words (--mask-text, --mask-font):
 * the mask's cells spell the text (the built-in font against the text
 * drawn by hand here; a system font by the shapes of its letters: a bar,
 * a ring, two letters apart, each as large as fits and centred), the
 * letters joined into one part by bridges and nothing else added, and a
 * maze carved on it is perfect.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* Checks that m's cells are `want`'s (1: in the text) but for bridges:
 * cells not in the text that join its pieces, at most `bridges` of them;
 * and that the mask is one part. */
static void spells(struct maze *m, const uint8_t *want, size_t bridges)
{
    size_t extra = 0;
    for (size_t c = 0; c < m->cells; c++) {
        bool on = !(m->cell[c] & MAZE_CELL_OFF);
        cr_assert(on || !want[c], "cell %zu of the text left out", c);
        extra += on && !want[c];
    }
    cr_assert_leq(extra, bridges, "%zu cells not in the text", extra);
    size_t parts = 0;
    cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
    cr_assert_eq(parts, 1);
}

/* HELLO in the built-in font at one cell a dot, 29 x 7. */
static const char *const hello[] = {
    "#...#.#####.#.....#......###.", "#...#.#.....#.....#.....#...#",
    "#...#.#.....#.....#.....#...#", "#####.####..#.....#.....#...#",
    "#...#.#.....#.....#.....#...#", "#...#.#.....#.....#.....#...#",
    "#...#.#####.#####.#####..###.",
};

Test(mask_text, builtin_font_spells_the_text_at_every_scale)
{
    /* 29 x 7 is one cell a dot; 60 x 16 two, with a margin round. */
    const uint32_t sizes[][3] = {{29, 7, 1}, {60, 16, 2}, {90, 30, 3}};
    for (size_t s = 0; s < 3; s++) {
        uint32_t w = sizes[s][0], h = sizes[s][1], k = sizes[s][2];
        struct maze *m = NULL;
        struct maze_read_error why = {0};
        cr_assert_eq(
            maze_mask_text("Hello", NULL, MAZE_SHAPE_RECT, w, h, &m, &why),
            MAZE_OK, "%s", why.message);
        uint8_t *want = calloc(m->cells, 1);
        uint32_t x0 = (w - 29 * k) / 2, y0 = (h - 7 * k) / 2;
        for (uint32_t y = 0; y < 7 * k; y++)
            for (uint32_t x = 0; x < 29 * k; x++)
                want[(y0 + y) * w + x0 + x] = hello[y / k][x / k] == '#';
        /* Four gaps between five letters: a bridge crosses the dot of
         * space between two letters, or goes round the corner of one
         * (L to O), 2k cells at most. */
        spells(m, want, 4 * 2 * k);
        free(want);
        maze_free(m);
    }
}

/* ------------------------------------------- a system font's shapes
 *
 * Checked by what the letters are, not by drawing them again as the code
 * does: an I is one upright bar, an O a ring round a hole, HI two letters
 * with a gap between them, each as large as fits the grid and centred. */

static struct maze *font_mask(const char *text, uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(maze_mask_text(text, "DejaVu Sans Bold", MAZE_SHAPE_RECT, w, h,
                                &m, &why),
                 MAZE_OK, "%s: %s", text, why.message);
    return m;
}

static bool in_mask(const struct maze *m, uint32_t x, uint32_t y)
{
    return !(m->cell[(size_t)y * m->width + x] & MAZE_CELL_OFF);
}

/* The box round the mask's cells, corners included. */
struct box {
    uint32_t x0, y0, x1, y1;
};

static struct box mask_box(const struct maze *m)
{
    struct box b = {m->width, m->height, 0, 0};
    for (uint32_t y = 0; y < m->height; y++)
        for (uint32_t x = 0; x < m->width; x++)
            if (in_mask(m, x, y)) {
                b.x0 = x < b.x0 ? x : b.x0;
                b.y0 = y < b.y0 ? y : b.y0;
                b.x1 = x > b.x1 ? x : b.x1;
                b.y1 = y > b.y1 ? y : b.y1;
            }
    cr_assert_leq(b.x0, b.x1, "an empty mask");
    return b;
}

/* The box fills the grid one way, and is centred the other (a cell's
 * rounding either side). */
static void fits_and_is_centred(const struct maze *m, const char *text)
{
    struct box b = mask_box(m);
    uint32_t w = m->width, h = m->height;
    bool across = b.x0 <= 1 && b.x1 + 2 >= w;
    bool down = b.y0 <= 1 && b.y1 + 2 >= h;
    cr_assert(across || down, "%s: box %u,%u-%u,%u fills neither way of %ux%u",
              text, b.x0, b.y0, b.x1, b.y1, w, h);
    int dx = (int)b.x0 - (int)(w - 1 - b.x1);
    int dy = (int)b.y0 - (int)(h - 1 - b.y1);
    cr_assert(abs(dx) <= 2 && abs(dy) <= 2,
              "%s: box %u,%u-%u,%u is off the centre of %ux%u", text, b.x0,
              b.y0, b.x1, b.y1, w, h);
}

/* Runs of mask cells along row y. */
static unsigned row_runs(const struct maze *m, uint32_t y)
{
    unsigned runs = 0;
    for (uint32_t x = 0; x < m->width; x++)
        runs += in_mask(m, x, y) && (x == 0 || !in_mask(m, x - 1, y));
    return runs;
}

/* The cells out of the mask that no path of such cells joins to the
 * grid's border: the holes the letters enclose. */
static size_t enclosed(const struct maze *m)
{
    uint32_t w = m->width, h = m->height;
    uint8_t *out = calloc(m->cells, 1);
    size_t *stack = malloc(m->cells * sizeof *stack);
    size_t top = 0, reached = 0, off = 0;
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++) {
            off += !in_mask(m, x, y);
            if ((x == 0 || y == 0 || x == w - 1 || y == h - 1) &&
                !in_mask(m, x, y)) {
                out[(size_t)y * w + x] = 1;
                stack[top++] = (size_t)y * w + x;
            }
        }
    while (top) {
        size_t c = stack[--top];
        reached++;
        uint32_t x = (uint32_t)(c % w), y = (uint32_t)(c / w);
        const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            long nx = (long)x + dx[d], ny = (long)y + dy[d];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h ||
                in_mask(m, (uint32_t)nx, (uint32_t)ny))
                continue;
            size_t n = (size_t)ny * w + (size_t)nx;
            if (!out[n]) {
                out[n] = 1;
                stack[top++] = n;
            }
        }
    }
    free(stack);
    free(out);
    return off - reached;
}

Test(mask_text, system_font_i_is_one_upright_bar)
{
    struct maze *m = font_mask("I", 30, 40);
    fits_and_is_centred(m, "I");
    struct box b = mask_box(m);
    /* Taller than the grid is wide: it fills the height, and a bar of a
     * bold face is a fifth to a third as wide as it is tall. */
    cr_assert(b.y0 == 0 && b.y1 == 39, "I: rows %u to %u", b.y0, b.y1);
    uint32_t bar = b.x1 - b.x0 + 1;
    cr_assert(bar >= 40 / 5 && bar <= 40 / 3, "I: %u cells wide", bar);
    for (uint32_t y = b.y0; y <= b.y1; y++)
        cr_assert_eq(row_runs(m, y), 1, "I: row %u", y);
    cr_assert_eq(enclosed(m), 0);
    maze_free(m);
}

Test(mask_text, system_font_o_encloses_a_hole)
{
    struct maze *m = font_mask("O", 40, 40);
    fits_and_is_centred(m, "O");
    /* The counter of an O is a good part of its box. */
    struct box b = mask_box(m);
    size_t area = (size_t)(b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1);
    size_t hole = enclosed(m);
    cr_assert(hole >= area / 8, "O: a hole of %zu cells in a box of %zu", hole,
              area);
    cr_assert_eq(row_runs(m, (b.y0 + b.y1) / 2), 2, "O: its middle row");
    maze_free(m);
}

Test(mask_text, system_font_hi_is_two_letters_apart)
{
    struct maze *m = font_mask("HI", 60, 20);
    fits_and_is_centred(m, "HI");
    struct box b = mask_box(m);
    /* HI is wider than tall but not three times: it fills the height. */
    uint32_t bw = b.x1 - b.x0 + 1, bh = b.y1 - b.y0 + 1;
    cr_assert(bh >= 19 && bw > bh && bw < 2 * bh, "HI: a box of %ux%u", bw, bh);
    /* Between the letters, columns of nothing but the bridge's one cell,
     * with H's two stems and the crossbar on the left, wider than the I on
     * the right. */
    uint32_t gap = 0;
    for (uint32_t x = b.x0; x <= b.x1 && !gap; x++) {
        unsigned cells = 0;
        for (uint32_t y = 0; y < m->height; y++)
            cells += in_mask(m, x, y);
        if (cells <= 1)
            gap = x;
    }
    cr_assert(gap > b.x0, "HI: no gap between the letters");
    cr_assert_gt(gap - b.x0, b.x1 - gap, "HI: the H is no wider than the I");
    unsigned most = 0;
    for (uint32_t y = b.y0; y <= b.y1; y++) {
        unsigned runs = row_runs(m, y);
        most = runs > most ? runs : most;
    }
    cr_assert_eq(most, 3, "HI: at most %u runs a row, not H's two and I", most);
    cr_assert_eq(enclosed(m), 0);
    maze_free(m);
}

/* A longer text with a system font still spells one part, centred and as
 * large as fits. */
Test(mask_text, system_font_texts_fit_and_are_centred)
{
    const char *texts[] = {"Maze", "Hello, World", "42"};
    const uint32_t sizes[][2] = {{40, 14}, {120, 24}, {30, 30}};
    for (size_t i = 0; i < 3; i++) {
        struct maze *m = font_mask(texts[i], sizes[i][0], sizes[i][1]);
        fits_and_is_centred(m, texts[i]);
        size_t parts = 0;
        cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
        cr_assert_eq(parts, 1);
        maze_free(m);
    }
}

/* The maze carved on a text mask through the settings is perfect on it:
 * every cell of the mask reached, one passage fewer than cells. */
Test(mask_text, a_maze_on_the_words_is_perfect)
{
    const char *fonts[] = {"builtin", "DejaVu Serif Bold"};
    for (size_t f = 0; f < 2; f++) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            struct maze_settings *s = NULL;
            struct maze_settings_error err = {0};
            cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "mask-text", "Mazes!", &err),
                         MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "mask-font", fonts[f], &err),
                         MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "width", "80", &err), MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "height", "20", &err), MAZE_OK);
            cr_assert_eq(maze_settings_check(s, &err), MAZE_OK, "%s",
                         err.message);
            struct maze *m = NULL;
            cr_assert_eq(maze_settings_make(s, seed, NULL, &m, &err), MAZE_OK,
                         "%s", err.message);
            size_t on = 0;
            for (size_t c = 0; c < m->cells; c++)
                on += !(m->cell[c] & MAZE_CELL_OFF);
            cr_assert_gt(on, 100);
            cr_assert_lt(on, m->cells);
            cr_assert_eq(maze_passages(m), on - 1);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            maze_route_release(&r);
            maze_free(m);
            maze_settings_free(s);
        }
    }
}

/* What cannot be drawn says why. */
Test(mask_text, refusals_say_why)
{
    struct maze *m = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(
        maze_mask_text("HELLO", NULL, MAZE_SHAPE_RECT, 20, 10, &m, &why),
        MAZE_ERR_FORMAT);
    cr_assert_str_eq(why.message,
                     "the text 'HELLO' needs 29 x 7 cells in the built-in "
                     "font, more than 20 x 10 (try: -W 29 -H 10)");
    cr_assert_eq(
        maze_mask_text("caf\xc3\xa9", NULL, MAZE_SHAPE_RECT, 40, 10, &m, &why),
        MAZE_ERR_FORMAT);
    cr_assert_eq(maze_mask_text("   ", NULL, MAZE_SHAPE_RECT, 40, 10, &m, &why),
                 MAZE_ERR_FORMAT);
    cr_assert_eq(maze_mask_text("HI", NULL, MAZE_SHAPE_POLAR, 40, 10, &m, &why),
                 MAZE_ERR_ARG);
    cr_assert_eq(
        maze_mask_text("HI", NULL, MAZE_SHAPE_RECT, 70003185, 7, &m, &why),
        MAZE_ERR_TOO_BIG);
    cr_assert_str_eq(why.message, "a text mask has at most 32767 cells a "
                                  "side, not 70003185 x 7");
    cr_assert_null(m);
}

/* Joining the pieces takes time and memory in proportion to the cells,
 * whatever the pieces: 13 bytes a cell at most besides the grid's one
 * (each piece joined in turn from the first took 17 bytes a cell and a
 * pass over every cell for each piece: 8192 x 8192 with 13 pieces, 1.25
 * GB and 6.9 s). */
Test(mask_text, joining_many_pieces_takes_memory_by_the_cells, .timeout = 120)
{
    long before = peak_kib();
    struct maze *m = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(maze_mask_text("I I I I I I I I I I I I I I I I I I I I", NULL,
                                MAZE_SHAPE_RECT, 4096, 2048, &m, &why),
                 MAZE_OK, "%s", why.message);
    size_t parts = 0;
    cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
    cr_assert_eq(parts, 1);
#ifndef MAZE_SANITIZED
    /* 8 million cells: 8192 KiB of cells, 13 bytes a cell to join, a MiB
     * for the rest. (Under AddressSanitizer its shadow memory makes this
     * meaningless.) */
    long grown = peak_kib() - before;
    cr_expect_leq(grown, 8192 + 13 * 8192 + 1024, "grew %ld KiB", grown);
#else
    (void)before;
#endif
    maze_free(m);
}
