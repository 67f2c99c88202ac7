/*
 * unicursal.c - a unicursal labyrinth: one path through every cell, with
 * no choice anywhere, made from a perfect maze.
 *
 * A perfect maze of half the width and height is made first (with the
 * generator opts->base names, the default one otherwise). Each of its
 * cells becomes a square of four cells here and each corridor is split in
 * two lanes: a lane runs along every wall and the two lanes of a passage
 * carry on into the next square. Every cell then has exactly two
 * passages, and since the maze it came from is a tree the lanes make one
 * loop round it (the walk of a hand kept on its walls). Cutting that loop
 * once, at the top-left corner, leaves one path with two ends, which are
 * the start and the end. An odd width or height gets its last column or
 * row by a detour of the lanes along that edge; when both are odd the
 * loop is cut at the bottom-right corner instead, where the cell left
 * over becomes an end. One row or column is a straight line.
 *
 * The texture is the base maze's, doubled: long parallel lanes that fold
 * back on themselves. Time O(cells); memory the grid and a quarter of a
 * byte a cell for the base maze.
 */
#include "gen.h"

/* Opens the passage between cells (x0, y0) and (x1, y1) of m. */
static void join(struct maze *m, uint32_t x0, uint32_t y0, uint32_t x1,
                 uint32_t y1)
{
    maze_link(m, maze_cell_at(m, x0, y0), maze_cell_at(m, x1, y1));
}

static void part(struct maze *m, uint32_t x0, uint32_t y0, uint32_t x1,
                 uint32_t y1)
{
    maze_unlink(m, maze_cell_at(m, x0, y0), maze_cell_at(m, x1, y1));
}

/* The two lanes of each of base's corridors, as passages of m (twice its
 * size): a loop through every cell of the even part of m. */
static void lanes(struct maze *m, const struct maze *base)
{
    for (uint32_t by = 0; by < base->height; by++) {
        for (uint32_t bx = 0; bx < base->width; bx++) {
            size_t b = maze_cell_at(base, bx, by);
            uint32_t x = 2 * bx;
            uint32_t y = 2 * by;
            if (!maze_open(base, b, MAZE_NORTH))
                join(m, x, y, x + 1, y);
            if (!maze_open(base, b, MAZE_WEST))
                join(m, x, y, x, y + 1);
            if (!maze_open(base, b, MAZE_SOUTH))
                join(m, x, y + 1, x + 1, y + 1);
            else {
                join(m, x, y + 1, x, y + 2);
                join(m, x + 1, y + 1, x + 1, y + 2);
            }
            if (!maze_open(base, b, MAZE_EAST))
                join(m, x + 1, y, x + 1, y + 1);
            else {
                join(m, x + 1, y, x + 2, y);
                join(m, x + 1, y + 1, x + 2, y + 1);
            }
        }
    }
}

/* The last column of an odd width (the last row of an odd height): each
 * lane along the east (south) edge takes a detour through its two cells. */
static void detours(struct maze *m, uint32_t pairs, bool column)
{
    for (uint32_t i = 0; i < pairs; i++) {
        uint32_t a = 2 * i;
        if (column) {
            uint32_t x = m->width - 2;
            part(m, x, a, x, a + 1);
            join(m, x, a, x + 1, a);
            join(m, x + 1, a, x + 1, a + 1);
            join(m, x + 1, a + 1, x, a + 1);
        } else {
            uint32_t y = m->height - 2;
            part(m, a, y, a + 1, y);
            join(m, a, y, a, y + 1);
            join(m, a, y + 1, a + 1, y + 1);
            join(m, a + 1, y + 1, a + 1, y);
        }
    }
}

/* Reports the path from the start, a cell at a time, as carving. */
static void report(const struct maze *m, const struct maze_hook *hook)
{
    size_t c = m->start;
    size_t from = MAZE_NONE;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    for (size_t i = 1; i < m->cells; i++) {
        size_t next = MAZE_NONE;
        for (int d = 0; d < 4 && next == MAZE_NONE; d++) {
            size_t n = maze_go(m, c, d);
            if (n != MAZE_NONE && n != from)
                next = n;
        }
        if (next == MAZE_NONE)
            return;
        mz_emit(hook, MAZE_EV_CARVE, c, next);
        from = c;
        c = next;
    }
}

MZ_GENERATOR(mz_gen_unicursal)
{
    const uint32_t w = m->width;
    const uint32_t h = m->height;
    if (w < 2 || h < 2) { /* a line */
        for (size_t c = 0; c + 1 < m->cells; c++)
            maze_link(m, c, c + 1);
        m->start = 0;
        m->end = m->cells - 1;
        report(m, hook);
        return MAZE_OK;
    }
    const struct maze_generator *g = opts->base ? opts->base : maze_generators();
    struct maze *base = NULL;
    enum maze_err err = maze_new(w / 2, h / 2, &base);
    if (!err)
        err = maze_generate(base, g, rng, NULL, NULL);
    if (err) {
        maze_free(base);
        return err;
    }
    lanes(m, base);
    maze_free(base);
    if (w % 2)
        detours(m, h / 2, true);
    if (h % 2)
        detours(m, w / 2, false);
    if (w % 2 && h % 2) {
        /* Cut where the corner left over can hang on as an end. */
        part(m, w - 2, h - 2, w - 1, h - 2);
        join(m, w - 1, h - 2, w - 1, h - 1);
        m->start = maze_cell_at(m, w - 2, h - 2);
        m->end = maze_cell_at(m, w - 1, h - 1);
    } else {
        part(m, 0, 0, 1, 0);
        m->start = maze_cell_at(m, 0, 0);
        m->end = maze_cell_at(m, 1, 0);
    }
    report(m, hook);
    return MAZE_OK;
}
