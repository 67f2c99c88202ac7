/*
 * json.c - the maze as JSON, for programs.
 *
 *   {"format": "maze/1", "width": W, "height": H,
 *    "algorithm": "...", "seed": N, "braid": P,       (when known)
 *    "difficulty": N,                                  (drawn to a target)
 *    "start": [x, y], "end": [x, y],                   (or null)
 *    "cells": [["es", "ew", ...], ...],                 (H rows of W)
 *    "route": [[x, y], ...]}                            (when solved)
 *
 * Each cell lists the directions it is open to, in the order n, e, s, w
 * ("" for none); a cell that is not part of the maze is "#". Both sides
 * of a passage list it. A sheet (a foreign grid read square by square)
 * says "sheet": true. Rows are written whole, as they are produced.
 *
 * Other shapes say "shape": "hex" (or "triangle", "polar") and list each
 * cell's open directions as digits, the direction numbers of maze.h
 * ("03": east and west on a hex grid). A polar maze's rows are its rings,
 * of "rings": [cells of ring 0, ...], and [x, y] is (place in ring y, y).
 *
 * JSON lines (jsonl) is the same object on one line, a line a maze: a
 * dataset of a million mazes is one stream, read back a line at a time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "render.h"

static const char *door_name(int d)
{
    static const char *const names[4] = {"e", "s", "w", "n"};
    return d >= 0 && d < 4 ? names[d] : NULL;
}

/* Text gathered before it goes to the stream: one call to stdio every few
 * kilobytes instead of one a cell (stdio's locking and format parsing were
 * most of the time of writing a small maze). */
struct text {
    FILE *out;
    size_t n;
    char buf[8192];
};

static void text_flush(struct text *t)
{
    fwrite(t->buf, 1, t->n, t->out);
    t->n = 0;
}

static void text_put(struct text *t, const char *s, size_t len)
{
    if (t->n + len > sizeof t->buf) {
        text_flush(t);
        if (len > sizeof t->buf) {
            fwrite(s, 1, len, t->out);
            return;
        }
    }
    memcpy(t->buf + t->n, s, len);
    t->n += len;
}

static void text_str(struct text *t, const char *s)
{
    text_put(t, s, strlen(s));
}

static void text_uint(struct text *t, uint64_t v)
{
    char digits[20];
    size_t i = sizeof digits;
    do {
        digits[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    text_put(t, digits + i, sizeof digits - i);
}

/* Room for n more bytes in the buffer (n at most its size). */
static char *text_room(struct text *t, size_t n)
{
    if (t->n + n > sizeof t->buf)
        text_flush(t);
    return t->buf + t->n;
}

/* v's digits at p; returns their count. Most numbers of a small maze
 * are under 100, written without a division. */
static size_t put_uint(char *p, uint32_t v)
{
    if (v < 10) {
        p[0] = (char)('0' + v);
        return 1;
    }
    if (v < 100) {
        p[0] = (char)('0' + v / 10);
        p[1] = (char)('0' + v % 10);
        return 2;
    }
    char digits[10];
    size_t i = sizeof digits;
    do {
        digits[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    memcpy(p, digits + i, sizeof digits - i);
    return sizeof digits - i;
}

/* [x, y], after ", " when comma, written straight into the buffer with
 * one check of its room (a route is most of a solved small maze's
 * line). */
static void point_xy(struct text *t, uint32_t x, uint32_t y, bool comma)
{
    char *p = text_room(t, 32);
    size_t n = 0;
    if (comma) {
        p[n++] = ',';
        p[n++] = ' ';
    }
    p[n++] = '[';
    n += put_uint(p + n, x);
    p[n++] = ',';
    p[n++] = ' ';
    n += put_uint(p + n, y);
    p[n++] = ']';
    t->n += n;
}

static void point(struct text *t, const struct maze *m, size_t c)
{
    if (c >= m->cells) {
        text_str(t, "null");
        return;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    point_xy(t, x, y, false);
}

/* The rows of a rectangle of one floor: each cell's letters (n, e, s, w
 * in that order) from a table by its four links, copied eight bytes at a
 * time with the ", " after them (a third of a small maze's line). A row
 * that fits the buffer is written with one check of its room. */
static void rect_rows(struct text *t, const struct maze *m, const char *nl,
                      const char *indent)
{
    /* Bit 0 north, 1 east, 2 south, 3 west; 16 is an OFF cell. */
    static const char names[17][8] = {
        "\"\", ",     "\"n\", ",    "\"e\", ",    "\"ne\", ",
        "\"s\", ",    "\"ns\", ",   "\"es\", ",   "\"nes\", ",
        "\"w\", ",    "\"nw\", ",   "\"ew\", ",   "\"new\", ",
        "\"sw\", ",   "\"nsw\", ",  "\"esw\", ",  {'"', 'n', 'e', 's', 'w', '"', ',', ' '},
        "\"" MZ_JSON_OFF "\", "};
    static const uint8_t length[17] = {4, 5, 5, 6, 5, 6, 6, 7, 5,
                                       6, 6, 7, 6, 7, 7, 8, 5};
    const uint8_t *g = m->cell;
    const uint32_t w = m->width;
    const size_t indent_len = strlen(indent);
    const size_t nl_len = strlen(nl);
    /* A row: two indents, "[", 8 bytes a cell at most, "],", and a
     * newline or a space. */
    const size_t row_bytes = 2 * indent_len + 1 + (size_t)w * 8 + 2 +
                             (nl_len > 1 ? nl_len : 1);
    const bool whole = row_bytes <= sizeof t->buf;
    for (uint32_t y = 0; y < m->height; y++) {
        const uint8_t *row = g + (size_t)y * w;
        /* The row above, NULL on the first (row - w would point before
         * the grid there); a link south from the last row, or east from
         * the last column, goes nowhere and is not listed. */
        const uint8_t *above = y > 0 ? row - w : NULL;
        const unsigned links = y + 1 < m->height
                                   ? MAZE_CELL_EAST | MAZE_CELL_SOUTH
                                   : MAZE_CELL_EAST;
        char *p = whole ? text_room(t, row_bytes) : NULL;
        if (!whole) {
            text_str(t, indent);
            text_str(t, indent);
            text_str(t, "[");
        } else {
            for (int i = 0; indent_len && i < 2; i++) {
                memcpy(p, indent, indent_len);
                p += indent_len;
            }
            *p++ = '[';
        }
        unsigned west = 0; /* the cell west is open east */
        if (whole) {
            /* Row 0 reads itself as the row above, masked out. */
            const uint8_t *up = above ? above : row;
            const unsigned north = above ? MAZE_CELL_SOUTH : 0;
            for (uint32_t x = 0; x < w; x++) {
                const unsigned cell = row[x];
                const unsigned open =
                    cell & (x + 1 < w ? links : links & ~MAZE_CELL_EAST);
                unsigned k = (up[x] & north) >> 1 | open << 1 | west << 3;
                k = cell & MAZE_CELL_OFF ? 16 : k;
                west = cell & MAZE_CELL_EAST;
                memcpy(p, names[k], 8);
                p += length[k];
            }
        }
        for (uint32_t x = 0; !whole && x < w; x++) {
            unsigned cell = row[x];
            unsigned open = cell & (x + 1 < w ? links : links & ~MAZE_CELL_EAST);
            unsigned k = (above ? (above[x] & MAZE_CELL_SOUTH) >> 1 : 0) |
                         open << 1 | west << 3;
            if (cell & MAZE_CELL_OFF)
                k = 16;
            west = cell & MAZE_CELL_EAST;
            p = text_room(t, 8);
            memcpy(p, names[k], 8);
            t->n += length[k] - (x + 1 < w ? 0 : 2);
        }
        if (!whole) {
            text_str(t, y + 1 < m->height ? "]," : "]");
            text_str(t, y + 1 < m->height && !nl[0] ? " " : nl);
            continue;
        }
        p -= w ? 2 : 0; /* no ", " after the last cell */
        *p++ = ']';
        if (y + 1 < m->height)
            *p++ = ',';
        if (y + 1 < m->height && !nl[0]) {
            *p++ = ' ';
        } else {
            memcpy(p, nl, nl_len);
            p += nl_len;
        }
        t->n = (size_t)(p - t->buf);
    }
}

/* ", " then `key` and a colon, on a new line when laid out over lines. */
static void key_on_line(struct text *t, const char *key, const char *nl,
                        const char *indent)
{
    text_str(t, ",");
    text_str(t, nl);
    text_str(t, indent[0] ? indent : " ");
    text_str(t, key);
}

/* The maze as one JSON object; `nl` and `indent` lay it out over lines
 * ("\n", " ") or keep it on one ("", ""). */
/* "key": "value" after a comma. */
static void text_member(struct text *t, const char *key, const char *value)
{
    text_str(t, ", \"");
    text_str(t, key);
    text_str(t, "\": \"");
    text_str(t, value);
    text_str(t, "\"");
}

/* The grid's size and form, and where the maze came from. */
static void write_head(struct text *t, const struct maze *m,
                       const struct maze_render_opts *opts)
{
    text_str(t, "{\"format\": \"maze/1\", \"width\": ");
    text_uint(t, m->width);
    text_str(t, ", \"height\": ");
    text_uint(t, m->height);
    if (m->shape != MAZE_SHAPE_RECT)
        text_member(t, "shape", maze_shape_name(m->shape));
    for (uint32_t y = 0; m->ring && y < m->height; y++) {
        text_str(t, y ? ", " : ", \"rings\": [");
        text_uint(t, mz_ring_cells(m, y));
        if (y + 1 == m->height)
            text_str(t, "]");
    }
    if (m->wrap)
        text_member(t, "wrap", maze_wrap_name(m->wrap));
    if (m->sheet)
        text_str(t, ", \"sheet\": true");
    if (m->floors > 1) {
        text_str(t, ", \"levels\": ");
        text_uint(t, m->floors);
    }
    if (m->towers > 1) {
        text_str(t, ", \"towers\": ");
        text_uint(t, m->towers);
    }
    if (opts && opts->algorithm)
        text_member(t, "algorithm", opts->algorithm);
    if (opts && opts->has_seed) {
        char braid[64] = "0"; /* most mazes are not braided */
        if (opts->braid != 0)
            snprintf(braid, sizeof braid, "%g", opts->braid);
        text_str(t, ", \"seed\": ");
        text_uint(t, opts->seed);
        text_str(t, ", \"braid\": ");
        text_str(t, braid);
    }
    if (opts && opts->has_difficulty) {
        text_str(t, ", \"difficulty\": ");
        text_uint(t, opts->difficulty);
    }
}

/* Cell a's open ways in open (from n on), the string's end left to the
 * caller: other shapes' digits; floors' letters (e, s, w, n, u, d, and in
 * four dimensions a, k, in that order); a wrapped rectangle's n, e, s, w. */
static size_t cell_ways(const struct maze *m, struct mz_at a, char *open,
                        size_t n)
{
    static const int order[4] = {MAZE_NORTH, MAZE_EAST, MAZE_SOUTH,
                                 MAZE_WEST};
    struct mz_at b;
    if (m->cell[a.c] & MAZE_CELL_OFF) {
        open[n++] = MZ_JSON_OFF[0];
        return n;
    }
    if (m->shape == MAZE_SHAPE_RECT && m->floors == 1) {
        for (int i = 0; i < 4; i++)
            if (mz_go(m, a, order[i], &b))
                open[n++] = MZ_JSON_LETTERS[order[i]];
        return n;
    }
    for (int d = 0; d < (int)mz_dirs(m); d++)
        if (mz_go(m, a, d, &b))
            open[n++] = m->floors > 1 ? MZ_JSON_LETTERS[d] : (char)('0' + d);
    return n;
}

/* The cells row by row of a maze that is not a flat rectangle. */
static void cell_rows(struct text *t, const struct maze *m, const char *nl,
                      const char *indent)
{
    for (uint32_t y = 0; y < m->height; y++) {
        text_str(t, indent);
        text_str(t, indent);
        text_str(t, "[");
        uint32_t across = m->ring ? mz_ring_cells(m, y) : m->width;
        for (uint32_t x = 0; x < across; x++) {
            struct mz_at a = {maze_cell_at(m, x, y), x, y};
            char open[12] = "\"";
            size_t n = cell_ways(m, a, open, 1);
            open[n++] = '"';
            if (x + 1 < across) {
                open[n++] = ',';
                open[n++] = ' ';
            }
            text_put(t, open, n);
        }
        text_str(t, y + 1 < m->height ? "]," : "]");
        text_str(t, y + 1 < m->height && !nl[0] ? " " : nl);
    }
}

/* Weave: each crossing and the way its passage over runs. */
static void crossings(struct text *t, const struct maze *m, const char *nl,
                      const char *indent)
{
    key_on_line(t, "\"crossings\": [", nl, indent);
    bool first = true;
    for (size_t c = 0; c < m->cells; c++) {
        bool over_ew = false;
        if (!maze_crossing(m, c, &over_ew))
            continue;
        text_str(t, first ? "[" : ", [");
        first = false;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        text_uint(t, x);
        text_str(t, ", ");
        text_uint(t, y);
        text_str(t, over_ew ? ", \"ew\"]" : ", \"ns\"]");
    }
    text_str(t, "]");
}

static void route_cells(struct text *t, const struct maze *m,
                        const struct maze_route *route, const char *nl,
                        const char *indent)
{
    key_on_line(t, "\"route\": [", nl, indent);
    /* A step to a neighbour east, west, south or north moves x or y by
     * one: only other steps divide. */
    size_t at = MAZE_NONE;
    uint32_t x = 0;
    uint32_t y = 0;
    const uint32_t w = m->width;
    for (size_t i = 0; i < route->length; i++) {
        const size_t c = route->cells[i];
        if (m->ring || c >= m->cells) {
            if (i)
                text_put(t, ", ", 2);
            point(t, m, c);
            at = MAZE_NONE;
            continue;
        }
        if (at != MAZE_NONE && c == at + 1 && x + 1 < w)
            x++;
        else if (at != MAZE_NONE && c + 1 == at && x > 0)
            x--;
        else if (at != MAZE_NONE && c == at + w)
            y++;
        else if (at != MAZE_NONE && c + w == at)
            y--;
        else {
            x = (uint32_t)(c % w);
            y = (uint32_t)(c / w);
        }
        at = c;
        point_xy(t, x, y, i != 0);
    }
    text_str(t, "]");
}

static void write_json(const struct maze *m, const struct maze_route *route,
                       const struct maze_render_opts *opts, FILE *out,
                       const char *nl, const char *indent)
{
    struct text text;
    struct text *t = &text;
    t->out = out;
    t->n = 0;
    write_head(t, m, opts);
    key_on_line(t, "\"start\": ", nl, indent);
    point(t, m, m->start);
    text_str(t, ", \"end\": ");
    point(t, m, m->end);
    if (door_name(m->start_door))
        text_member(t, "start_door", door_name(m->start_door));
    if (door_name(m->end_door))
        text_member(t, "end_door", door_name(m->end_door));
    key_on_line(t, "\"cells\": [", nl, indent);
    text_str(t, nl);
    /* A rectangle of one floor, whose letters come in the order north,
     * east, south, west, by table; the other shapes and floors cell by
     * cell. */
    if (m->shape == MAZE_SHAPE_RECT && m->floors == 1 && !m->wrap)
        rect_rows(t, m, nl, indent);
    else
        cell_rows(t, m, nl, indent);
    text_str(t, indent);
    text_str(t, "]");
    if (m->extra)
        crossings(t, m, nl, indent);
    if (route && route->length)
        route_cells(t, m, route, nl, indent);
    text_str(t, "}\n");
    text_flush(t);
}

MZ_RENDERER(mz_render_json)
{
    write_json(m, route, opts, out, "\n", " ");
    return fflush(out) == 0 && !ferror(out) ? MAZE_OK : MAZE_ERR_IO;
}

/* Not flushed a line at a time: a dataset is many lines. */
MZ_RENDERER(mz_render_jsonl)
{
    write_json(m, route, opts, out, "", "");
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
