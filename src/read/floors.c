/*
 * floors.c - reading the text form of a maze of several floors (written
 * by render/floors.c): floors of the text format one after another, the
 * lowest first, an empty line between each two; '<' a stair up, '>' a
 * stair down, 'x' both, each stair told by either of its ends (S or E may
 * hide one). The text reader hands a file here when it meets an empty
 * line between lines of a maze. The whole text is in memory (a maze of
 * floors is read whole), and a pointer to each line as far as the floors
 * keep their rule.
 */
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "read.h"

/* The next line of text from *at (LF or CRLF): its length without them
 * in *n, *at moved past it. */
static const char *next_line(const char *text, size_t len, size_t *at,
                             size_t *n)
{
    const char *p = text + *at;
    const char *end = memchr(p, '\n', len - *at);
    size_t stop = end ? (size_t)(end - text) : len;
    *n = stop - *at;
    if (*n > 0 && p[*n - 1] == '\r')
        --*n;
    *at = stop + 1;
    return p;
}

/* Where each line of the floors starts (gaps included, the empty lines
 * at the end left out), checked as it is split: floors of floor_lines
 * lines of cols characters, an empty line between each two. The first
 * line that breaks the rule is the error, and nothing after it is kept,
 * so a file of a million empty lines costs no more than its first bad
 * line: a pointer a line (the lines are 4 bytes at least). The caller
 * frees *lines. */
static enum maze_err split_floors(const char *text, size_t len,
                                  size_t floor_lines, size_t cols,
                                  const char ***lines, size_t *count,
                                  struct maze_read_error *err)
{
    const char **l = NULL;
    size_t n = 0, cap = 0;
    size_t empty = 0; /* empty lines not yet kept: the end's, or gaps */
    enum maze_err e = MAZE_OK;
    for (size_t at = 0; at < len && !e;) {
        size_t k = 0;
        const char *p = next_line(text, len, &at, &k);
        if (k == 0) {
            empty++;
            continue;
        }
        for (; empty > 0 && !e; empty--) {
            bool gap = n % (floor_lines + 1) == floor_lines;
            if (!gap)
                e = mz_read_fail(err, n + 1, 1,
                                 "line is 0 characters long, the first is "
                                 "%zu (all lines must be as long)",
                                 cols);
            else if (!mz_grow(&l, &cap, n, sizeof *l))
                e = MAZE_ERR_NOMEM;
            else
                l[n++] = p; /* a gap: never read */
        }
        bool gap = n % (floor_lines + 1) == floor_lines;
        if (e)
            break;
        if (gap)
            e = mz_read_fail(err, n + 1, 1,
                             "expected an empty line between floors (each "
                             "floor is %zu lines)",
                             floor_lines);
        else if (k != cols)
            e = mz_read_fail(err, n + 1, 1,
                             "line is %zu characters long, the first is %zu "
                             "(all lines must be as long)",
                             k, cols);
        else if (!mz_grow(&l, &cap, n, sizeof *l))
            e = MAZE_ERR_NOMEM;
        else
            l[n++] = p;
    }
    if (e) {
        free(l);
        return e;
    }
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
static enum maze_err fill(const char *const *l, size_t floor_lines,
                          struct maze *m, struct maze_read_error *err)
{
    const uint32_t w = m->width;
    const uint32_t rows = mz_floor_rows(m);
    const size_t cols = 2 * (size_t)w + 1;
    bool have_start = false, have_end = false;
    for (uint32_t z = 0; z < m->floors; z++) {
        for (size_t ly = 0; ly < floor_lines; ly++) {
            size_t line = z * (floor_lines + 1) + ly; /* 0-based */
            const char *sq = l[line];
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
                if (stair_up_mark(sq[c]) && z + 1 == m->floors)
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
                if (ly + 2 < floor_lines && l[line + 1][c] != '#')
                    m->cell[at] |= MAZE_CELL_SOUTH;
            }
        }
    }
    /* Neither S nor E: a maze written without ends (--ends none), whose
     * ends the reader's user gives, as in the flat text format. */
    if (!have_start && have_end)
        return mz_read_fail(err, 0, 0, "no S: mark the start with S");
    if (have_start && !have_end)
        return mz_read_fail(err, 0, 0, "no E: mark the end with E");
    if (!have_start) {
        m->start = m->end = MAZE_NONE;
        m->start_door = m->end_door = -1;
    }
    /* Each stair from its two ends: one may hide under S or E, but two
     * that disagree are an error. */
    for (uint32_t z = 0; z + 1 < m->floors; z++) {
        for (size_t ly = 1; ly < floor_lines; ly += 2) {
            size_t line = z * (floor_lines + 1) + ly;
            size_t above = line + floor_lines + 1;
            for (size_t c = 1; c < cols; c += 2) {
                char lo = l[line][c];
                char hi = l[above][c];
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
    /* The first floor's lines, then floors of as many lines, each after
     * one empty line: the first line tells the width and the first empty
     * one the floor's height. */
    size_t floor_lines = 0;
    size_t cols = 0;
    size_t lines_seen = 0;
    for (size_t at = 0; at < len;) {
        size_t k = 0;
        next_line(text, len, &at, &k);
        if (lines_seen++ == 0)
            cols = k;
        if (k == 0)
            break;
        floor_lines++;
    }
    if (floor_lines < 3 || floor_lines % 2 == 0 || cols < 3 || cols % 2 == 0)
        return mz_read_fail(err, 1, 1,
                            "a floor must be an odd number of lines (3 or "
                            "more) of an odd number of characters");
    const char **l = NULL;
    size_t count = 0;
    enum maze_err e =
        split_floors(text, len, floor_lines, cols, &l, &count, err);
    if (e)
        return e;
    size_t levels = (count + 1) / (floor_lines + 1);
    if ((count + 1) % (floor_lines + 1) != 0)
        e = mz_read_fail(err, count, 1,
                         "the last floor is short: each floor is %zu lines",
                         floor_lines);
    if (!e && (levels > MAZE_MAX_FLOORS || cols / 2 > MAZE_MAX_SIDE ||
               floor_lines / 2 * levels > MAZE_MAX_SIDE))
        e = mz_read_fail(err, 0, 0, "too many floors or cells");
    struct maze *m = NULL;
    if (!e)
        e = maze_new_floors((uint32_t)(cols / 2), (uint32_t)(floor_lines / 2),
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
