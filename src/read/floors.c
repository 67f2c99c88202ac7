/*
 * floors.c - reading the text form of a maze of several floors (written
 * by render/floors.c): floors of the text format one after another, the
 * lowest first, an empty line between each two; '<' a stair up, '>' a
 * stair down, 'x' both, each stair told by either of its ends (S or E may
 * hide one). The text reader hands a file here when it meets an empty
 * line between lines of a maze. The whole text is in memory (a maze of
 * floors is read whole), and a pointer to each line as far as the floors
 * keep their rule.
 *
 * Two empty lines part towers (a maze in four dimensions): the first
 * such gap tells the floors of a tower, and every tower has as many. A
 * cell with a portal is a hexadecimal digit, the sum of 1 up, 2 down, 4
 * ana and 8 kata (MZ_TEXT_WAYS_OFF), each portal told by either end.
 */
#include <stdio.h>
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
                                  size_t *per, struct maze_read_error *err)
{
    const char **l = NULL;
    size_t n = 0, cap = 0;
    size_t empty = 0;  /* empty lines not yet kept: the end's, or gaps */
    size_t towers = 1; /* so far; a line's number is n + towers */
    enum maze_err e = MAZE_OK;
    *per = 0; /* floors a tower: 0 until the first tower's gap */
    for (size_t at = 0; at < len && !e;) {
        size_t k = 0;
        const char *p = next_line(text, len, &at, &k);
        if (k == 0) {
            empty++;
            continue;
        }
        size_t floors = (n + 1) / (floor_lines + 1); /* floors so far */
        bool tower_gap = empty == 2 && n % (floor_lines + 1) == floor_lines &&
                         (*per == 0 || floors % *per == 0);
        if (tower_gap) {
            *per = *per ? *per : floors;
            towers++;
            empty--;
        } else if (empty == 1 && *per && floors % *per == 0) {
            e = mz_read_fail(err, n + towers, 1,
                             "expected two empty lines between towers (each "
                             "tower is %zu floors)",
                             *per);
        }
        for (; empty > 0 && !e; empty--) {
            bool gap = n % (floor_lines + 1) == floor_lines;
            if (!gap)
                e = mz_read_fail(err, n + towers, 1,
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
            e = mz_read_fail(err, n + towers, 1,
                             "expected an empty line between floors (each "
                             "floor is %zu lines)",
                             floor_lines);
        else if (k != cols)
            e = mz_read_fail(err, n + towers, 1,
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

/* The ways off the floor a cell's character marks: bits 1 up, 2 down, 4
 * ana and 8 kata; 0 for none. */
static unsigned ways_off(char ch)
{
    if (ch == '<' || ch == '>' || ch == 'x')
        return ch == '<' ? 1u : ch == '>' ? 2u : 3u;
    const char *digit = ch ? strchr(MZ_TEXT_WAYS_OFF, ch) : NULL;
    unsigned ways = digit ? (unsigned)(digit - MZ_TEXT_WAYS_OFF) : 0;
    return ways >= 4 ? ways : 0; /* '0' to '3' are not marks */
}

/* Floor z of the sheet as a person counts it: "floor 3", or in four
 * dimensions "floor 1 of tower 2". */
static const char *floor_name(const struct maze *m, uint32_t z, char *buf,
                              size_t size)
{
    const uint32_t per = m->floors / m->towers;
    if (m->towers > 1)
        snprintf(buf, size, "floor %u of tower %u", z % per + 1, z / per + 1);
    else
        snprintf(buf, size, "floor %u", z + 1);
    return buf;
}

/* Checks the floors' shape and fills m: passages, ends, stairs and
 * portals. Line k of l is line k + 1 + (towers before it) of the file. */
static enum maze_err fill(const char *const *l, size_t floor_lines,
                          struct maze *m, struct maze_read_error *err)
{
    const uint32_t w = m->width;
    const uint32_t rows = mz_floor_rows(m);
    const uint32_t per = m->floors / m->towers;
    const size_t cols = 2 * (size_t)w + 1;
    const size_t tower_lines = per * (floor_lines + 1);
    bool have_start = false, have_end = false;
    char name[48];
    for (uint32_t z = 0; z < m->floors; z++) {
        for (size_t ly = 0; ly < floor_lines; ly++) {
            size_t line = z * (floor_lines + 1) + ly; /* 0-based */
            size_t shown = line + 1 + z / per;        /* in the file */
            const char *sq = l[line];
            for (size_t c = 0; c < cols; c++) {
                bool post = ly % 2 == 0 && c % 2 == 0;
                bool border =
                    ly == 0 || ly + 1 == floor_lines || c == 0 || c + 1 == cols;
                bool cell = ly % 2 == 1 && c % 2 == 1;
                if ((post || border) && sq[c] != '#')
                    return mz_read_fail(err, shown, c + 1,
                                        "expected '#' (a wall post or the "
                                        "outer wall of %s)",
                                        floor_name(m, z, name, sizeof name));
                if (cell && sq[c] == '#')
                    return mz_read_fail(err, shown, c + 1,
                                        "a cell of %s is '#'",
                                        floor_name(m, z, name, sizeof name));
                if (sq[c] == MZ_TEXT_CROSS_NS || sq[c] == MZ_TEXT_CROSS_EW)
                    return mz_read_fail(err, shown, c + 1,
                                        "crossing '%c' in a maze of floors (a "
                                        "maze weaves or has floors)",
                                        sq[c]);
                if (!cell && ways_off(sq[c]))
                    return mz_read_fail(
                        err, shown, c + 1,
                        "%s '%c' between cells (a %s stands "
                        "in a cell)",
                        ways_off(sq[c]) & 12u ? "portal" : "stair", sq[c],
                        ways_off(sq[c]) & 12u ? "portal" : "stair");
                if (!cell)
                    continue;
                uint32_t x = (uint32_t)(c / 2);
                uint32_t y = z * rows + (uint32_t)(ly / 2);
                size_t at = maze_cell_at(m, x, y);
                if (sq[c] == 'S' || sq[c] == 'E') {
                    bool *have = sq[c] == 'S' ? &have_start : &have_end;
                    if (*have)
                        return mz_read_fail(err, shown, c + 1,
                                            "second %c (a maze has one)",
                                            sq[c]);
                    *have = true;
                    *(sq[c] == 'S' ? &m->start : &m->end) = at;
                }
                unsigned ways = ways_off(sq[c]);
                if ((ways & 1u) && z % per + 1 == per)
                    return mz_read_fail(err, shown, c + 1,
                                        "'%c': a stair up from the highest "
                                        "floor",
                                        sq[c]);
                if ((ways & 2u) && z % per == 0)
                    return mz_read_fail(err, shown, c + 1,
                                        "'%c': a stair down from the lowest "
                                        "floor",
                                        sq[c]);
                if ((ways & 4u) && z / per + 1 == m->towers)
                    return mz_read_fail(err, shown, c + 1,
                                        "'%c': a portal ana (4) from the last "
                                        "tower",
                                        sq[c]);
                if ((ways & 8u) && z < per)
                    return mz_read_fail(err, shown, c + 1,
                                        "'%c': a portal kata (8) from the "
                                        "first tower",
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
    /* Each stair and portal from its two ends: one may hide under S or
     * E, but two that disagree are an error. A stair joins a floor to the
     * next of its tower (next = floor_lines + 1 lines on), a portal a
     * floor to the same floor of the next tower (tower_lines on). */
    for (uint32_t z = 0; z < m->floors; z++) {
        for (int kind = 0; kind < 2; kind++) {
            bool stair = kind == 0;
            if (stair ? z % per + 1 == per : z / per + 1 == m->towers)
                continue;
            size_t next = stair ? floor_lines + 1 : tower_lines;
            unsigned out = stair ? 1u : 4u;  /* up, ana */
            unsigned back = stair ? 2u : 8u; /* down, kata */
            for (size_t ly = 1; ly < floor_lines; ly += 2) {
                size_t line = z * (floor_lines + 1) + ly;
                size_t above = line + next;
                size_t shown = line + 1 + z / per;
                size_t shown_above =
                    above + 1 +
                    (z + (uint32_t)(next / (floor_lines + 1))) / per;
                for (size_t c = 1; c < cols; c += 2) {
                    char lo = l[line][c];
                    char hi = l[above][c];
                    bool there = ways_off(lo) & out;
                    bool back_there = ways_off(hi) & back;
                    bool lo_hidden = lo == 'S' || lo == 'E';
                    bool hi_hidden = hi == 'S' || hi == 'E';
                    if (there && !back_there && !hi_hidden)
                        return mz_read_fail(
                            err, shown_above, c + 1,
                            stair ? "no stair down ('>' or 'x') under the "
                                    "stair up at line %zu"
                                  : "no portal kata (a digit of 8) at the "
                                    "end of the portal ana at line %zu",
                            shown);
                    if (back_there && !there && !lo_hidden)
                        return mz_read_fail(
                            err, shown, c + 1,
                            stair ? "no stair up ('<' or 'x') to the stair "
                                    "down at line %zu"
                                  : "no portal ana (a digit of 4) at the "
                                    "end of the portal kata at line %zu",
                            shown_above);
                    if (there || back_there)
                        m->extra[maze_cell_at(m, (uint32_t)(c / 2),
                                              z * rows + (uint32_t)(ly / 2))] |=
                            stair ? MAZE_EXTRA_UP : MAZE_EXTRA_PORTAL;
                }
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
    size_t per = 0;
    enum maze_err e =
        split_floors(text, len, floor_lines, cols, &l, &count, &per, err);
    if (e)
        return e;
    size_t levels = (count + 1) / (floor_lines + 1);
    if ((count + 1) % (floor_lines + 1) != 0)
        e = mz_read_fail(err, count, 1,
                         "the last floor is short: each floor is %zu lines",
                         floor_lines);
    per = per ? per : levels;
    if (!e && levels % per != 0)
        e = mz_read_fail(err, count, 1,
                         "the last tower is short: each tower is %zu floors",
                         per);
    if (!e && (levels > MAZE_MAX_FLOORS || cols / 2 > MAZE_MAX_SIDE ||
               floor_lines / 2 * levels > MAZE_MAX_SIDE))
        e = mz_read_fail(err, 0, 0, "too many floors or cells");
    struct maze *m = NULL;
    if (!e)
        e = maze_new_towers((uint32_t)(cols / 2), (uint32_t)(floor_lines / 2),
                            (uint32_t)per, (uint32_t)(levels / per), &m);
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
