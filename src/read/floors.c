/*
 * floors.c - reading the text form of a maze of several floors (written
 * by render/floors.c): floors of the text format one after another, the
 * lowest first, an empty line between each two; '<' a stair up, '>' a
 * stair down, 'x' both, each stair told by either of its ends (S or E may
 * hide one). The text reader hands a file here when it meets an empty
 * line between lines of a maze. The whole text is in memory: a maze of
 * floors is read whole.
 */
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "read.h"

/* One line of the text: where it starts and its length without LF/CR. */
struct span {
    const char *p;
    size_t n;
};

/* Splits text into lines (LF or CRLF), the empty lines at the end left
 * out. The caller frees *lines. */
static enum maze_err split_lines(const char *text, size_t len,
                                 struct span **lines, size_t *count)
{
    struct span *l = NULL;
    size_t n = 0, cap = 0;
    size_t at = 0;
    while (at < len) {
        const char *end = memchr(text + at, '\n', len - at);
        size_t stop = end ? (size_t)(end - text) : len;
        size_t k = stop - at;
        if (k > 0 && text[at + k - 1] == '\r')
            k--;
        if (!mz_grow(&l, &cap, n, sizeof *l)) {
            free(l);
            return MAZE_ERR_NOMEM;
        }
        l[n++] = (struct span){text + at, k};
        at = stop + 1;
    }
    while (n > 0 && l[n - 1].n == 0)
        n--;
    *lines = l;
    *count = n;
    return MAZE_OK;
}

static bool stair_up_mark(char ch)
{
    return ch == '<' || ch == 'x';
}

static bool stair_down_mark(char ch)
{
    return ch == '>' || ch == 'x';
}

/* Checks the floors' shape and fills m: passages, ends, stairs. */
static enum maze_err fill(const struct span *l, size_t floor_lines,
                          struct maze *m, struct maze_read_error *err)
{
    const uint32_t w = m->width;
    const uint32_t rows = mz_floor_rows(m);
    const size_t cols = 2 * (size_t)w + 1;
    bool have_start = false, have_end = false;
    for (uint32_t z = 0; z < m->levels; z++) {
        for (size_t ly = 0; ly < floor_lines; ly++) {
            size_t line = z * (floor_lines + 1) + ly; /* 0-based */
            const char *sq = l[line].p;
            for (size_t c = 0; c < cols; c++) {
                bool post = ly % 2 == 0 && c % 2 == 0;
                bool border =
                    ly == 0 || ly + 1 == floor_lines || c == 0 || c + 1 == cols;
                bool cell = ly % 2 == 1 && c % 2 == 1;
                if ((post || border) && sq[c] != '#')
                    return mz_read_fail(err, line + 1, c + 1,
                                        "expected '#' (a wall post or the "
                                        "outer wall of floor %u)",
                                        z + 1);
                if (cell && sq[c] == '#')
                    return mz_read_fail(err, line + 1, c + 1,
                                        "a cell of floor %u is '#'", z + 1);
                if (sq[c] == MZ_TEXT_CROSS_NS || sq[c] == MZ_TEXT_CROSS_EW)
                    return mz_read_fail(err, line + 1, c + 1,
                                        "crossing '%c' in a maze of floors (a "
                                        "maze weaves or has floors)",
                                        sq[c]);
                if (!cell && (stair_up_mark(sq[c]) || stair_down_mark(sq[c])))
                    return mz_read_fail(err, line + 1, c + 1,
                                        "stair '%c' between cells (a stair "
                                        "stands in a cell)",
                                        sq[c]);
                if (!cell)
                    continue;
                uint32_t x = (uint32_t)(c / 2);
                uint32_t y = z * rows + (uint32_t)(ly / 2);
                size_t at = maze_cell_at(m, x, y);
                if (sq[c] == 'S' || sq[c] == 'E') {
                    bool *have = sq[c] == 'S' ? &have_start : &have_end;
                    if (*have)
                        return mz_read_fail(err, line + 1, c + 1,
                                            "second %c (a maze has one)",
                                            sq[c]);
                    *have = true;
                    *(sq[c] == 'S' ? &m->start : &m->end) = at;
                }
                if (stair_up_mark(sq[c]) && z + 1 == m->levels)
                    return mz_read_fail(err, line + 1, c + 1,
                                        "'%c': a stair up from the highest "
                                        "floor",
                                        sq[c]);
                if (stair_down_mark(sq[c]) && z == 0)
                    return mz_read_fail(err, line + 1, c + 1,
                                        "'%c': a stair down from the lowest "
                                        "floor",
                                        sq[c]);
                if (c + 1 < cols - 1 && sq[c + 1] != '#')
                    m->cell[at] |= MAZE_CELL_EAST;
                if (ly + 2 < floor_lines && l[line + 1].p[c] != '#')
                    m->cell[at] |= MAZE_CELL_SOUTH;
            }
        }
    }
    if (!have_start)
        return mz_read_fail(err, 0, 0, "no S: mark the start with S");
    if (!have_end)
        return mz_read_fail(err, 0, 0, "no E: mark the end with E");
    /* Each stair from its two ends: one may hide under S or E, but two
     * that disagree are an error. */
    for (uint32_t z = 0; z + 1 < m->levels; z++) {
        for (size_t ly = 1; ly < floor_lines; ly += 2) {
            size_t line = z * (floor_lines + 1) + ly;
            size_t above = line + floor_lines + 1;
            for (size_t c = 1; c < cols; c += 2) {
                char lo = l[line].p[c];
                char hi = l[above].p[c];
                bool up = stair_up_mark(lo);
                bool down = stair_down_mark(hi);
                bool lo_hidden = lo == 'S' || lo == 'E';
                bool hi_hidden = hi == 'S' || hi == 'E';
                if (up && !down && !hi_hidden)
                    return mz_read_fail(err, above + 1, c + 1,
                                        "no stair down ('>' or 'x') under "
                                        "the stair up at line %zu",
                                        line + 1);
                if (down && !up && !lo_hidden)
                    return mz_read_fail(err, line + 1, c + 1,
                                        "no stair up ('<' or 'x') to the "
                                        "stair down at line %zu",
                                        above + 1);
                if (up || down)
                    m->extra[maze_cell_at(m, (uint32_t)(c / 2),
                                          z * rows + (uint32_t)(ly / 2))] |=
                        MAZE_EXTRA_UP;
            }
        }
    }
    return MAZE_OK;
}

enum maze_err mz_parse_floors_text(const char *text, size_t len,
                                   struct maze **out,
                                   struct maze_read_error *err)
{
    struct span *l = NULL;
    size_t count = 0;
    enum maze_err e = split_lines(text, len, &l, &count);
    if (e)
        return e;
    /* The first floor's lines, then floors of as many lines, each after
     * one empty line. */
    size_t floor_lines = 0;
    while (floor_lines < count && l[floor_lines].n > 0)
        floor_lines++;
    size_t cols = floor_lines ? l[0].n : 0;
    size_t levels = (count + 1) / (floor_lines + 1);
    if (floor_lines < 3 || floor_lines % 2 == 0 || cols < 3 || cols % 2 == 0)
        e = mz_read_fail(err, 1, 1,
                         "a floor must be an odd number of lines (3 or more) "
                         "of an odd number of characters");
    for (size_t i = 0; !e && i < count; i++) {
        bool gap = i % (floor_lines + 1) == floor_lines;
        if (gap && l[i].n != 0)
            e = mz_read_fail(err, i + 1, 1,
                             "expected an empty line between floors (each "
                             "floor is %zu lines)",
                             floor_lines);
        else if (!gap && l[i].n != cols)
            e = mz_read_fail(err, i + 1, 1,
                             "line is %zu characters long, the first is %zu "
                             "(all lines must be as long)",
                             l[i].n, cols);
    }
    if (!e && (count + 1) % (floor_lines + 1) != 0)
        e = mz_read_fail(err, count, 1,
                         "the last floor is short: each floor is %zu lines",
                         floor_lines);
    if (!e && (levels > MAZE_MAX_LEVELS || cols / 2 > MAZE_MAX_SIDE ||
               floor_lines / 2 * levels > MAZE_MAX_SIDE))
        e = mz_read_fail(err, 0, 0, "too many floors or cells");
    struct maze *m = NULL;
    if (!e)
        e = maze_new_levels((uint32_t)(cols / 2), (uint32_t)(floor_lines / 2),
                            (uint32_t)levels, &m);
    if (!e)
        e = fill(l, floor_lines, m, err);
    free(l);
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}
