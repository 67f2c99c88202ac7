/*
 * json.c - reads the JSON format (see render/json.c), with jansson.
 *
 * Strict where it matters: both sides of a passage must list it, no cell
 * may open through the outer wall, the grid must be as large as it says.
 * A message names the JSON element that is wrong (cells[3][5]); syntax
 * errors carry their line and column in the file.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "read.h"

static bool side(json_t *root, const char *key, uint64_t *out)
{
    json_t *v = json_object_get(root, key);
    if (!json_is_integer(v) || json_integer_value(v) < 1 ||
        json_integer_value(v) > MAZE_MAX_SIDE)
        return false;
    *out = (uint64_t)json_integer_value(v);
    return true;
}

/* "start": [x, y] or null; missing counts as null. */
static enum maze_err point(json_t *root, const char *key, const struct maze *m,
                           size_t *cell, struct maze_read_error *err)
{
    json_t *v = json_object_get(root, key);
    *cell = MAZE_NONE;
    if (!v || json_is_null(v))
        return MAZE_OK;
    json_t *x = json_array_get(v, 0);
    json_t *y = json_array_get(v, 1);
    bool row_ok = json_is_integer(y) && json_integer_value(y) >= 0 &&
                  json_integer_value(y) < (json_int_t)m->height;
    json_int_t across =
        m->ring && row_ok
            ? (json_int_t)mz_ring_cells(m, (uint32_t)json_integer_value(y))
            : (json_int_t)m->width;
    if (!json_is_array(v) || json_array_size(v) != 2 || !json_is_integer(x) ||
        !row_ok || json_integer_value(x) < 0 || json_integer_value(x) >= across)
        return mz_read_fail(err, 0, 0,
                            "\"%s\" must be [x, y] inside the %ux%u grid", key,
                            m->width, m->height);
    *cell = maze_cell_at(m, (uint32_t)json_integer_value(x),
                         (uint32_t)json_integer_value(y));
    return MAZE_OK;
}

/* "format": "maze/1", what the JSON writer puts first, or missing (a
 * file written by hand). A later version may mean other things by the
 * same members, so it is refused rather than guessed at. */
static enum maze_err format_known(json_t *root, struct maze_read_error *err)
{
    json_t *v = json_object_get(root, "format");
    if (!v ||
        (json_is_string(v) && strcmp(json_string_value(v), "maze/1") == 0))
        return MAZE_OK;
    if (json_is_string(v) && strncmp(json_string_value(v), "maze/", 5) == 0)
        return mz_read_fail(err, 0, 0,
                            "\"format\" is \"%.40s\", and this version of "
                            "maze reads \"maze/1\" (a newer maze wrote it?)",
                            json_string_value(v));
    return mz_read_fail(err, 0, 0,
                        "\"format\" must be \"maze/1\" (or left out): this "
                        "is no maze's JSON");
}

static int door(json_t *root, const char *key)
{
    const char *s = json_string_value(json_object_get(root, key));
    if (!s)
        return -1;
    const char *names = MZ_JSON_LETTERS;
    const char *at = strlen(s) == 1 ? strchr(names, s[0]) : NULL;
    return at && at - names <= MAZE_NORTH ? (int)(at - names) : -1;
}

/* The open directions of one cell into *open (bits 1 << d), or OFF:
 * letters e, s, w, n on a rectangle, direction digits on other shapes. */
static enum maze_err cell_ways(json_t *v, const struct maze *m, uint32_t x,
                               uint32_t y, unsigned *open, bool *off,
                               struct maze_read_error *err)
{
    const char *s = json_string_value(v);
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    const char *names = rect ? MZ_JSON_LETTERS : "01234567";
    *open = 0;
    *off = false;
    if (!s)
        return mz_read_fail(err, 0, 0, "cells[%u][%u] must be a string of %s",
                            y, x, rect ? "n, e, s, w" : "direction digits");
    if (strcmp(s, MZ_JSON_OFF) == 0) {
        *off = true;
        return MAZE_OK;
    }
    for (const char *p = s; *p; p++) {
        const char *at = strchr(names, *p);
        if (!at || (size_t)(at - names) >= mz_dirs(m))
            return mz_read_fail(
                err, 0, 0, "cells[%u][%u] has '%c' (expected %s or #)", y, x,
                *p,
                rect ? (m->towers > 1   ? "n, e, s, w, u, d, a, k"
                        : m->floors > 1 ? "n, e, s, w, u, d"
                                        : "n, e, s, w")
                : m->shape == MAZE_SHAPE_UPSILON ? "a direction 0 to 7"
                                                 : "a direction 0 to 5");
        *open |= 1u << (at - names);
    }
    return MAZE_OK;
}

/* The text is read member by member rather than into one tree: jansson
 * parses each key and value, and "cells" one cell at a time; this file
 * only steps over the punctuation between them. A tree of the whole file
 * costs about 90 bytes a cell (a 2000 x 2000 maze: 380 MB); this way each
 * cell is parsed, used and dropped. */
struct cursor {
    const char *text; /* the window: bytes [base, base + len) of the input */
    size_t len, at;
    struct maze_read_error *err;
    /* A file is read a window at a time (in == NULL: text is all of it),
     * so that reading needs the maze, not the file as well. */
    FILE *in;
    off_t start; /* the file position of the input's first byte */
    char *buf;   /* the window's memory */
    size_t cap;
    uint64_t base;
    uint64_t size; /* the input's bytes (UINT64_MAX: not known) */
    unsigned long line, column; /* where text[0] is */
    bool eof;
    enum maze_err fault; /* a read error, or no memory for the window */
};

/* The window's first size. The fuzzing build makes it tiny, so that the
 * window slides and grows all the time. */
#ifndef MZ_JSON_WINDOW
#define MZ_JSON_WINDOW 4096
#endif

/* Steps line and column over n bytes from p, as jansson counts them
 * (characters, not bytes). */
static void count_lines(const char *p, size_t n, unsigned long *line,
                        unsigned long *column)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '\n') {
            ++*line;
            *column = 1;
        } else if (((unsigned char)p[i] & 0xC0) != 0x80) {
            ++*column;
        }
    }
}

/* Room for cap bytes in the window; false when there is no memory for
 * it. */
static bool grow(struct cursor *c, size_t cap)
{
    char *grown = realloc(c->buf, cap);
    if (!grown)
        return false;
    c->buf = grown;
    c->text = grown;
    c->cap = cap;
    return true;
}

/* Whether the n bytes from the cursor on are there, reading more of a
 * file when they are not yet: the window slides past what is done and
 * grows when one value needs more. */
static bool fetch(struct cursor *c, size_t n)
{
    if (c->at + n <= c->len || !c->in || c->eof)
        return c->at + n <= c->len;
    count_lines(c->buf, c->at, &c->line, &c->column);
    memmove(c->buf, c->buf + c->at, c->len - c->at);
    c->base += c->at;
    c->len -= c->at;
    c->at = 0;
    while (c->len < n && !c->eof) {
        if (c->len == c->cap && !grow(c, c->cap * 2 > n ? c->cap * 2 : n)) {
            c->fault = MAZE_ERR_NOMEM;
            c->eof = true;
            break;
        }
        size_t got = fread(c->buf + c->len, 1, c->cap - c->len, c->in);
        c->len += got;
        if (got == 0) {
            c->eof = true;
            if (ferror(c->in))
                c->fault = MAZE_ERR_IO;
        }
    }
    c->text = c->buf;
    return c->at + n <= c->len;
}

static void skip_space(struct cursor *c)
{
    while (fetch(c, 1) && (c->text[c->at] == ' ' || c->text[c->at] == '\t' ||
                           c->text[c->at] == '\n' || c->text[c->at] == '\r'))
        c->at++;
}

static int peek(struct cursor *c)
{
    return fetch(c, 1) ? (unsigned char)c->text[c->at] : -1;
}

/* The line and column (1-based, counting characters as jansson does) of
 * byte `at` of the window. */
static void where(const struct cursor *c, size_t at, unsigned long *line,
                  unsigned long *column)
{
    *line = c->line;
    *column = c->column;
    count_lines(c->text, at < c->len ? at : c->len, line, column);
}

/* Back to input offset `to`, where line and column are known, to read
 * from there again. */
static void seek(struct cursor *c, uint64_t to, unsigned long line,
                 unsigned long column)
{
    if (to >= c->base && to <= c->base + c->len) {
        c->at = (size_t)(to - c->base);
        return;
    }
    if (fseeko(c->in, c->start + (off_t)to, SEEK_SET) != 0) {
        c->fault = MAZE_ERR_IO;
        c->eof = true;
        return;
    }
    c->base = to;
    c->len = c->at = 0;
    c->line = line;
    c->column = column;
    c->eof = false;
}

/* A syntax error at the cursor: what was expected, and near what. */
static enum maze_err expected(struct cursor *c, const char *what)
{
    fetch(c, 24); /* the token's bytes, as far as there are any */
    unsigned long line = 0, column = 0;
    where(c, c->at, &line, &column);
    if (c->at >= c->len)
        return mz_read_fail(c->err, line, column,
                            "%s expected near end of file", what);
    unsigned char ch = (unsigned char)c->text[c->at];
    if (ch < 0x20 || ch >= 0x7F)
        return mz_read_fail(c->err, line, column,
                            "%s expected near byte 0x%02x", what, ch);
    /* The token there, as jansson names it: a string to its closing
     * quote, a word to its end; printable ASCII, 24 bytes at most. */
    size_t n = 1;
    while (n < 24 && c->at + n < c->len) {
        unsigned char next = (unsigned char)c->text[c->at + n];
        if (next < 0x20 || next >= 0x7F ||
            (ch != '"' && strchr(" ,:[]{}\"", next)))
            break;
        n++;
        if (ch == '"' && next == '"')
            break;
    }
    return mz_read_fail(c->err, line, column, "%s expected near '%.*s'", what,
                        (int)n, c->text + c->at);
}

/* The JSON value at the cursor, parsed by jansson, the cursor moved past
 * it; NULL after a syntax error (reported where jansson says, in the
 * whole text). */
static json_t *value(struct cursor *c)
{
    json_error_t jerr;
    json_t *v = NULL;
    for (;;) {
        fetch(c, 1);
        size_t have = c->len - c->at;
        v = json_loadb(c->text + c->at, have,
                       JSON_DECODE_ANY | JSON_DISABLE_EOF_CHECK, &jerr);
        /* A value that reaches the end of the window may go on past it
         * (a number cut short), and an error may be the cut itself (a
         * string or a character cut in two): read twice as much and parse
         * it again. (So a file with a syntax error may be read whole, to
         * say the same as when it is read whole.) */
        if (c->eof || (v && (size_t)jerr.position < have))
            break;
        json_decref(v);
        fetch(c, 2 * have + 1);
    }
    if (!v) {
        unsigned long line = 0, column = 0;
        where(c, c->at, &line, &column);
        if (jerr.line > 1) {
            line += (unsigned long)jerr.line - 1;
            column = (unsigned long)jerr.column;
        } else if (jerr.line == 1 && jerr.column > 0) {
            column += (unsigned long)jerr.column - 1;
        }
        mz_read_fail(c->err, line, column, "%s", jerr.text);
        return NULL;
    }
    c->at += (size_t)jerr.position;
    /* Room for 16 values as large as this one (values come in runs): one
     * cut by the window's end is parsed twice. (Without the memory, the
     * window stays as it is.) */
    if (c->in && c->cap < 16 * (size_t)jerr.position)
        (void)grow(c, 16 * (size_t)jerr.position);
    return v;
}

/* Steps over ',' (true) or the closing `end` (false); anything else is a
 * syntax error (*e set). */
static bool more(struct cursor *c, char end, enum maze_err *e)
{
    skip_space(c);
    if (peek(c) == ',') {
        c->at++;
        return true;
    }
    if (peek(c) == end) {
        c->at++;
        return false;
    }
    *e = expected(c, end == ']' ? "',' or ']'" : "',' or '}'");
    return false;
}

/* A maze being filled from "cells" as its rows are read, and each cell's
 * claimed passages (one byte a cell), with the first error found. */
struct fill {
    struct maze *m;
    uint8_t *ways;
    enum maze_err e;
};

static void fill_release(struct fill *f)
{
    maze_free(f->m);
    free(f->ways);
    *f = (struct fill){NULL, NULL, MAZE_OK};
}

/* Whether the reader uses the member named key (the others, "route"
 * above all, are stepped over). */
static bool member_used(const char *key)
{
    static const char *const used[] = {
        "format", "width", "height", "shape", "levels", "towers",
        "start", "end", "sheet", "start_door", "end_door", "wrap", NULL};
    for (const char *const *u = used; *u; u++)
        if (strcmp(key, *u) == 0)
            return true;
    return false;
}

/* Steps over the value at the cursor without keeping it: an array a
 * value at a time (however deep, with a count rather than recursion), so
 * that a route of a million cells costs what one of them does; anything
 * else parsed by jansson and dropped. False after a syntax error (*e set
 * when it is ours). */
static bool skip_value(struct cursor *c, enum maze_err *e)
{
    size_t depth = 0; /* arrays open */
    for (;;) {
        skip_space(c);
        if (peek(c) == '[') {
            c->at++;
            skip_space(c);
            if (peek(c) != ']') {
                depth++;
                continue; /* to its first value */
            }
            c->at++;
        } else {
            json_t *v = value(c);
            if (!v)
                return false;
            json_decref(v);
        }
        /* A value is done: the arrays it ends close. */
        for (;;) {
            if (depth == 0)
                return true;
            if (more(c, ']', e))
                break; /* the next value of the same array */
            if (*e)
                return false;
            depth--;
        }
    }
}

/* The crossings of a weave maze as read ("crossings"), 12 bytes each. */
enum { CROSS_NS, CROSS_EW, CROSS_BAD }; /* the passage over; not one */
struct crossing {
    uint32_t x, y;
    uint32_t over;
};
struct crossing_list {
    struct crossing *item;
    size_t count, cap;
    bool given;   /* the member is there */
    bool is_list; /* and an array */
};

/* The crossing a small JSON value says, or one that is CROSS_BAD. */
static struct crossing crossing_of(json_t *v)
{
    struct crossing one = {0, 0, CROSS_BAD};
    json_t *x = json_array_get(v, 0);
    json_t *y = json_array_get(v, 1);
    const char *over = json_string_value(json_array_get(v, 2));
    if (json_array_size(v) != 3 || !json_is_integer(x) ||
        !json_is_integer(y) || json_integer_value(x) < 0 ||
        json_integer_value(x) > MAZE_MAX_SIDE || json_integer_value(y) < 0 ||
        json_integer_value(y) > MAZE_MAX_SIDE || !over ||
        (strcmp(over, "ns") != 0 && strcmp(over, "ew") != 0))
        return one;
    one.x = (uint32_t)json_integer_value(x);
    one.y = (uint32_t)json_integer_value(y);
    one.over = over[0] == 'e' ? CROSS_EW : CROSS_NS;
    return one;
}

/* "crossings" at the cursor into l, a value at a time: a tree of them
 * would cost 16 times their text. A value short enough to be [x, y, "ns"]
 * is parsed (twice: stepped over, then by jansson); a longer one is no
 * crossing. Which is wrong is told once the grid is known. Returns syntax
 * errors. */
static enum maze_err crossing_list(struct cursor *c, struct crossing_list *l)
{
    enum maze_err e = MAZE_OK;
    l->count = 0; /* a later "crossings" replaces it */
    l->given = true;
    skip_space(c);
    l->is_list = peek(c) == '[';
    if (!l->is_list)
        return skip_value(c, &e) ? MAZE_OK : e ? e : MAZE_ERR_FORMAT;
    c->at++;
    skip_space(c);
    if (peek(c) == ']') {
        c->at++;
        return MAZE_OK;
    }
    do {
        skip_space(c);
        uint64_t from = c->base + c->at;
        unsigned long line = 0, column = 0;
        where(c, c->at, &line, &column);
        if (!skip_value(c, &e))
            return e ? e : MAZE_ERR_FORMAT;
        struct crossing one = {0, 0, CROSS_BAD};
        if (c->base + c->at - from <= 64) {
            seek(c, from, line, column);
            json_t *v = value(c);
            if (!v)
                return MAZE_ERR_FORMAT;
            one = crossing_of(v);
            json_decref(v);
        }
        if (!mz_grow(&l->item, &l->cap, l->count, sizeof *l->item))
            return MAZE_ERR_NOMEM;
        l->item[l->count++] = one;
    } while (more(c, ']', &e));
    return e;
}

/* The row of "cells" at the cursor, a cell at a time: a row of a million
 * cells is never a tree of a million values (jansson's would cost 30
 * bytes and more a cell). With f (and no filling error yet), it is row y
 * of f's maze: each cell's OFF mark, and the passages it claims into
 * f->ways (checked against the neighbours' claims once every row is in).
 * A filling error is kept in f->e and told as it is for the row as a
 * whole: a row of the wrong length, else its first malformed cell.
 * Returns syntax errors. */
static enum maze_err row(struct cursor *c, struct fill *f, uint64_t y)
{
    struct maze *m = f && !f->e && y < f->m->height ? f->m : NULL;
    uint32_t across =
        !m ? 0 : m->ring ? mz_ring_cells(m, (uint32_t)y) : m->width;
    skip_space(c);
    uint64_t n = 0;
    struct maze_read_error first = {0};
    enum maze_err bad = MAZE_OK; /* the first malformed cell's */
    enum maze_err e = MAZE_OK;
    if (peek(c) != '[') { /* not an array: checked, then refused */
        json_t *v = value(c);
        if (!v)
            return MAZE_ERR_FORMAT;
        json_decref(v);
        n = UINT64_MAX;
    } else {
        c->at++;
        skip_space(c);
        if (peek(c) == ']')
            c->at++;
        else
            do {
                skip_space(c);
                json_t *v = value(c);
                if (!v)
                    return MAZE_ERR_FORMAT;
                if (m && !bad && n < across) {
                    unsigned open = 0;
                    bool off = false;
                    bad = cell_ways(v, m, (uint32_t)n, (uint32_t)y, &open,
                                    &off, &first);
                    size_t at = maze_cell_at(m, (uint32_t)n, (uint32_t)y);
                    f->ways[at] = (uint8_t)open;
                    if (off)
                        m->cell[at] |= MAZE_CELL_OFF;
                }
                json_decref(v);
                n++;
            } while (more(c, ']', &e));
        if (e)
            return e;
    }
    if (m && n != across)
        f->e = mz_read_fail(c->err, 0, 0, "cells[%u] must be %u cells",
                            (unsigned)y, across);
    else if (m && bad) {
        f->e = bad;
        if (c->err)
            *c->err = first;
    }
    return MAZE_OK;
}

/* Width, height and shape from root, checked; false when they do not make
 * a maze (the caller says why). */
static bool dimensions(json_t *root, uint64_t *w, uint64_t *h,
                       enum maze_shape *shape)
{
    json_t *name = json_object_get(root, "shape");
    *shape = MAZE_SHAPE_RECT;
    return side(root, "width", w) && side(root, "height", h) &&
           (!name || (json_is_string(name) &&
                      maze_shape_find(json_string_value(name), shape)));
}

/* The floors of root: "levels" (1 without it), a whole number that
 * divides the height of a rectangle; 0 when it is not. */
static uint64_t floors_of(json_t *root, enum maze_shape shape, uint64_t h)
{
    json_t *v = json_object_get(root, "levels");
    if (!v)
        return 1;
    json_int_t n = json_is_integer(v) ? json_integer_value(v) : 0;
    if (n < 1 || n > (json_int_t)MAZE_MAX_FLOORS || h % (uint64_t)n != 0 ||
        (n > 1 && shape != MAZE_SHAPE_RECT))
        return 0;
    return (uint64_t)n;
}

/* The towers of root: "towers" (1 without it), a whole number that
 * divides its floors ("levels"); 0 when it is not. */
static uint64_t towers_of(json_t *root, uint64_t levels)
{
    json_t *v = json_object_get(root, "towers");
    if (!v)
        return 1;
    json_int_t n = json_is_integer(v) ? json_integer_value(v) : 0;
    if (n < 1 || levels == 0 || levels % (uint64_t)n != 0)
        return 0;
    return (uint64_t)n;
}

/* Whether `room` bytes of input, from where "cells" starts, can hold the
 * cells of a w x h maze of this shape: each takes 3 bytes at least (""
 * and a comma or a bracket), so a header that claims more cells than the
 * input can hold is refused before their memory is asked for. Small mazes
 * pass all the same (their rows then say more exactly what is missing),
 * and so do sizes that make no maze: they are refused later, in their own
 * words. */
static bool cells_fit(enum maze_shape shape, uint64_t w, uint64_t h,
                      uint64_t room)
{
    size_t bytes = 0;
    if (maze_shape_bytes(shape, w, h, &bytes) != MAZE_OK)
        return true;
    uint64_t cells = bytes - sizeof(struct maze);
    if (shape == MAZE_SHAPE_POLAR) /* less the table of rings */
        cells -= (h + 1) * sizeof(size_t);
    return cells <= room / 3 || cells <= 65536;
}

static enum maze_err fill_start(struct fill *f, enum maze_shape shape,
                                uint64_t w, uint64_t h, uint64_t levels,
                                uint64_t towers)
{
    enum maze_err e =
        levels > 1
            ? maze_new_towers((uint32_t)w, (uint32_t)(h / levels),
                              (uint32_t)(levels / towers), (uint32_t)towers,
                              &f->m)
            : maze_new_shape(shape, (uint32_t)w, (uint32_t)h, &f->m);
    if (!e && !(f->ways = calloc(f->m->cells, 1)))
        e = MAZE_ERR_NOMEM;
    if (e)
        fill_release(f);
    return e;
}

/* The rows of "cells" at the cursor, one at a time, counted and, with f,
 * filled in (a filling error is kept in f->e and the rows still read, so
 * the rest of the file is checked). *count is -1 when "cells" is not an
 * array. Returns syntax errors. */
static enum maze_err rows(struct cursor *c, struct fill *f, long long *count)
{
    enum maze_err e = MAZE_OK;
    *count = 0;
    skip_space(c);
    if (peek(c) != '[') { /* not an array: checked, then refused */
        json_t *v = value(c);
        json_decref(v);
        *count = -1;
        return v ? MAZE_OK : MAZE_ERR_FORMAT;
    }
    c->at++;
    skip_space(c);
    if (peek(c) == ']') {
        c->at++;
        return MAZE_OK;
    }
    do {
        enum maze_err syntax = row(c, f, (uint64_t)*count);
        if (syntax)
            return syntax;
        ++*count;
    } while (more(c, ']', &e));
    return e;
}

/* Where the last "cells" value starts: offset, line and column. */
struct place {
    uint64_t at;
    unsigned long line, column;
};

/* The top-level object: every member but "cells" into root (a later
 * duplicate wins, as in jansson), where the last "cells" value starts and
 * how many rows it has. When width, height and shape come before the only
 * "cells" (as this program writes them), its rows fill `early` as they
 * are read; otherwise they are read again at the end. */
static enum maze_err members(struct cursor *c, json_t *root,
                             struct place *cells_at, long long *count,
                             struct fill *early, struct crossing_list *weave)
{
    enum maze_err e = MAZE_OK;
    unsigned cells_seen = 0;
    skip_space(c);
    /* An array is refused unparsed: jansson would hold all of it, some 80
     * bytes a byte of "[{},{},...]". */
    if (peek(c) == '[')
        return mz_read_fail(c->err, 0, 0,
                            "expected a JSON object with width, height, "
                            "cells, not an array");
    if (peek(c) != '{') {
        json_t *v = value(c);
        json_decref(v);
        return v ? mz_read_fail(c->err, 0, 0,
                                "expected a JSON object with width, height, "
                                "cells")
                 : MAZE_ERR_FORMAT;
    }
    c->at++;
    skip_space(c);
    if (peek(c) == '}')
        c->at++;
    else
        do {
            skip_space(c);
            uint64_t key_at = c->base + c->at; /* the window may slide */
            json_t *key = peek(c) == '"' ? value(c) : NULL;
            if (!key)
                return key_at == c->base + c->at && peek(c) != '"'
                           ? expected(c, "string or '}'")
                           : MAZE_ERR_FORMAT;
            skip_space(c);
            if (peek(c) != ':') {
                json_decref(key);
                return expected(c, "':'");
            }
            c->at++;
            skip_space(c);
            if (strcmp(json_string_value(key), "cells") == 0) {
                uint64_t w = 0, h = 0;
                enum maze_shape shape = MAZE_SHAPE_RECT;
                fill_release(early); /* a second "cells" replaces it */
                if (!cells_seen++ && dimensions(root, &w, &h, &shape) &&
                    floors_of(root, shape, h) &&
                    towers_of(root, floors_of(root, shape, h)) &&
                    cells_fit(shape, w, h, c->size - (c->base + c->at)))
                    fill_start(early, shape, w, h, floors_of(root, shape, h),
                               towers_of(root, floors_of(root, shape, h)));
                cells_at->at = c->base + c->at;
                where(c, c->at, &cells_at->line, &cells_at->column);
                e = rows(c, early->m ? early : NULL, count);
            } else if (strcmp(json_string_value(key), "crossings") == 0) {
                e = crossing_list(c, weave);
            } else if (!member_used(json_string_value(key))) {
                if (!skip_value(c, &e) && !e)
                    e = MAZE_ERR_FORMAT;
            } else {
                json_t *v = value(c);
                if (v)
                    json_object_set_new(root, json_string_value(key), v);
                else
                    e = MAZE_ERR_FORMAT;
            }
            json_decref(key);
        } while (!e && more(c, '}', &e));
    if (e)
        return e;
    skip_space(c);
    return !fetch(c, 1) ? MAZE_OK : expected(c, "end of file");
}

/* "wrap": "x", "y", "xy", "mobius", "klein" or "projective", the edges
 * that wrap round (none without it),
 * set before the passages are checked: a seam's passage opens through
 * the outer wall otherwise. */
static enum maze_err wrap(json_t *root, struct maze *m,
                          struct maze_read_error *err)
{
    json_t *v = json_object_get(root, "wrap");
    if (!v)
        return MAZE_OK;
    const char *s = json_string_value(v);
    unsigned bits = 0;
    if (!s || !maze_wrap_find(s, &bits) || maze_set_wrap(m, bits))
        return mz_read_fail(err, 0, 0,
                            "\"wrap\" must be \"x\", \"y\", \"xy\", "
                            "\"mobius\", \"klein\" or \"projective\" on "
                            "a rect maze of one floor, or one of the first "
                            "three on a hex one (\"y\" with an even height)");
    return MAZE_OK;
}

/* Each claimed passage against its neighbour's claim, then opened. */
static enum maze_err check_ways(struct maze *m, const uint8_t *ways,
                                struct maze_read_error *err)
{
    static const char *const rect_names[8] = {
        "east", "south", "west", "north", "up", "down", "ana", "kata"};
    static const char *const digits[8] = {"0", "1", "2", "3",
                                          "4", "5", "6", "7"};
    const char *const *names =
        m->shape == MAZE_SHAPE_RECT ? rect_names : digits;
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; i < m->cells && !e; i++) {
        struct mz_at a = mz_at(m, i);
        for (int d = 0; d < (int)mz_dirs(m) && !e; d++) {
            struct mz_at b;
            if (!(ways[i] & (1u << d)))
                continue;
            if (!mz_next(m, a, d, &b))
                e = mz_read_fail(err, 0, 0,
                                 "cells[%u][%u] opens %s through the outer "
                                 "wall",
                                 a.y, a.x, names[d]);
            else if (!(ways[b.c] & (1u << mz_back(m, a, d))))
                e = mz_read_fail(err, 0, 0,
                                 "cells[%u][%u] opens %s but its neighbour "
                                 "does not open back",
                                 a.y, a.x, names[d]);
            else
                mz_link(m, a, d, b);
        }
    }
    return e;
}

/* Weave: "crossings": [[x, y, "ns" or "ew"], ...], the way the passage
 * over each crossing runs; every one must keep the rules (mz_weave_broken). */
static enum maze_err crossings(const struct crossing_list *list,
                               struct maze *m, struct maze_read_error *err)
{
    if (!list->given)
        return MAZE_OK;
    if (!list->is_list || m->shape != MAZE_SHAPE_RECT)
        return mz_read_fail(err, 0, 0,
                            "\"crossings\" must be a list of [x, y, \"ns\" "
                            "or \"ew\"] on a rectangle");
    if (mz_extra_need(m))
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < list->count; i++) {
        struct crossing one = list->item[i];
        if (one.over == CROSS_BAD || one.x >= m->width || one.y >= m->height)
            return mz_read_fail(err, 0, 0,
                                "crossings[%zu] must be [x, y, \"ns\" or "
                                "\"ew\"] inside the %ux%u grid",
                                i, m->width, m->height);
        m->extra[maze_cell_at(m, one.x, one.y)] =
            (uint8_t)(MAZE_EXTRA_CROSS |
                      (one.over == CROSS_EW ? MAZE_EXTRA_OVER_EW : 0));
    }
    size_t broken = mz_weave_broken(m);
    if (broken == MAZE_NONE)
        return MAZE_OK;
    uint32_t bx = 0;
    uint32_t by = 0;
    maze_cell_xy(m, broken, &bx, &by);
    return mz_read_fail(err, 0, 0,
                        "the crossing at [%u, %u] needs passages on all four "
                        "sides and plain cells at the ends of the one under it",
                        bx, by);
}

/* The whole reading, from the cursor's input. */
static enum maze_err parse(struct cursor *c, struct maze **out,
                           struct maze_read_error *err)
{
    json_t *root = json_object();
    if (!root)
        return MAZE_ERR_NOMEM;
    struct place cells_at = {0, 1, 1};
    long long count = -1; /* rows of "cells"; -1: none, or not an array */
    struct fill f = {NULL, NULL, MAZE_OK};
    struct crossing_list weave = {NULL, 0, 0, false, false};
    enum maze_err e = members(c, root, &cells_at, &count, &f, &weave);
    uint64_t w = 0;
    uint64_t h = 0;
    enum maze_shape shape = MAZE_SHAPE_RECT;
    if (e)
        ;
    else if (!side(root, "width", &w) || !side(root, "height", &h))
        e = mz_read_fail(
            err, 0, 0,
            "\"width\" and \"height\" must be whole numbers from 1 to %u",
            MAZE_MAX_SIDE);
    else if (!dimensions(root, &w, &h, &shape))
        e = mz_read_fail(err, 0, 0,
                         "\"shape\" must be \"rect\", \"hex\", \"triangle\", "
                         "\"polar\" or \"upsilon\"");
    else if (shape == MAZE_SHAPE_POLAR && h > MAZE_MAX_RINGS)
        e = mz_read_fail(err, 0, 0,
                         "a polar maze has at most %u rings (\"height\"), "
                         "not %llu",
                         MAZE_MAX_RINGS, (unsigned long long)h);
    else if (!floors_of(root, shape, h))
        e = mz_read_fail(err, 0, 0,
                         "\"levels\" must be a whole number from 1 to %u "
                         "that divides \"height\" (the rows of every floor) "
                         "of a rect maze",
                         MAZE_MAX_FLOORS);
    else if (!towers_of(root, floors_of(root, shape, h)))
        e = mz_read_fail(err, 0, 0,
                         "\"towers\" must be a whole number from 1 that "
                         "divides \"levels\" (the floors of every tower)");
    else if (count < 0 || (uint64_t)count != h)
        e = mz_read_fail(err, 0, 0, "\"cells\" must be %llu rows",
                         (unsigned long long)h);
    /* Filled as read, unless width, height or shape came only after. */
    if (!e && f.m &&
        (f.m->shape != shape || f.m->width != w || f.m->height != h ||
         f.m->floors != floors_of(root, shape, h) ||
         f.m->towers != towers_of(root, f.m->floors)))
        fill_release(&f);
    if (!e && !f.m &&
        !cells_fit(shape, w, h, c->size - cells_at.at))
        e = mz_read_fail(err, 0, 0,
                         "the file is too short for a %llux%llu maze: its "
                         "cells need 3 bytes each at least, and %llu bytes "
                         "follow \"cells\"",
                         (unsigned long long)w, (unsigned long long)h,
                         (unsigned long long)(c->size - cells_at.at));
    if (!e && !f.m) {
        e = fill_start(&f, shape, w, h, floors_of(root, shape, h),
                       towers_of(root, floors_of(root, shape, h)));
        if (e == MAZE_ERR_ARG)
            e = mz_read_fail(err, 0, 0, "a %s maze cannot be %llux%llu",
                             maze_shape_name(shape), (unsigned long long)w,
                             (unsigned long long)h);
        else if (e == MAZE_ERR_TOO_BIG) /* its cells do not fit in memory */
            e = mz_read_fail(err, 0, 0,
                             "a %llux%llu %s maze has more cells than memory "
                             "can be asked for",
                             (unsigned long long)w, (unsigned long long)h,
                             maze_shape_name(shape));
        seek(c, cells_at.at, cells_at.line, cells_at.column);
        if (!e)
            e = rows(c, &f, &count);
    }
    if (!e)
        e = f.e;
    if (c->fault) /* what was read short is not the file's fault */
        e = c->fault;
    struct maze *m = f.m;
    if (!e)
        e = format_known(root, err);
    if (!e)
        e = wrap(root, m, err);
    if (!e)
        e = check_ways(m, f.ways, err);
    if (!e)
        e = crossings(&weave, m, err);
    if (!e)
        e = point(root, "start", m, &m->start, err);
    if (!e)
        e = point(root, "end", m, &m->end, err);
    if (!e) {
        m->sheet = json_is_true(json_object_get(root, "sheet"));
        m->start_door = door(root, "start_door");
        m->end_door = door(root, "end_door");
        *out = m;
        f.m = NULL;
    }
    fill_release(&f);
    json_decref(root);
    free(weave.item);
    return e;
}

enum maze_err mz_parse_json(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err)
{
    struct cursor c = {.text = text,
                       .len = len,
                       .size = len,
                       .err = err,
                       .line = 1,
                       .column = 1,
                       .eof = true};
    return parse(&c, out, err);
}

enum maze_err mz_read_json(FILE *in, struct maze **out,
                           struct maze_read_error *err)
{
    struct cursor c = {.err = err, .in = in, .line = 1, .column = 1};
    c.start = ftello(in);
    if (c.start < 0)
        return MAZE_ERR_IO;
    /* The size, so that a header can be weighed against it; a file read
     * here can seek (a regular file, or a stream in memory). */
    c.size = UINT64_MAX;
    if (fseeko(in, 0, SEEK_END) == 0 && ftello(in) >= c.start)
        c.size = (uint64_t)(ftello(in) - c.start);
    if (fseeko(in, c.start, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    c.cap = MZ_JSON_WINDOW; /* grows to the largest value (a row of cells) */
    c.buf = malloc(c.cap);
    c.text = c.buf;
    if (!c.buf)
        return MAZE_ERR_NOMEM;
    enum maze_err e = parse(&c, out, err);
    free(c.buf);
    return e;
}
