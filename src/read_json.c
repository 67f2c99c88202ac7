/*
 * read_json.c - reads the JSON format (see render/json.c), with jansson.
 *
 * Strict where it matters: both sides of a passage must list it, no cell
 * may open through the outer wall, the grid must be as large as it says.
 * A message names the JSON element that is wrong (cells[3][5]); syntax
 * errors carry jansson's line and column.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "mz.h"

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

static int door(json_t *root, const char *key)
{
    const char *s = json_string_value(json_object_get(root, key));
    if (!s)
        return -1;
    const char *names = "eswn";
    const char *at = strlen(s) == 1 ? strchr(names, s[0]) : NULL;
    return at ? (int)(at - names) : -1;
}

/* The open directions of one cell into *open (bits 1 << d), or OFF:
 * letters e, s, w, n on a rectangle, direction digits on other shapes. */
static enum maze_err cell_ways(json_t *v, const struct maze *m, uint32_t x,
                               uint32_t y, unsigned *open, bool *off,
                               struct maze_read_error *err)
{
    const char *s = json_string_value(v);
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    const char *names = rect ? "eswn" : "012345";
    *open = 0;
    *off = false;
    if (!s)
        return mz_read_fail(err, 0, 0, "cells[%u][%u] must be a string of %s",
                            y, x, rect ? "n, e, s, w" : "direction digits");
    if (strcmp(s, "#") == 0) {
        *off = true;
        return MAZE_OK;
    }
    for (const char *p = s; *p; p++) {
        const char *at = strchr(names, *p);
        if (!at || (size_t)(at - names) >= mz_dirs(m))
            return mz_read_fail(
                err, 0, 0, "cells[%u][%u] has '%c' (expected %s or #)", y, x,
                *p, rect ? "n, e, s, w" : "a direction 0 to 5");
        *open |= 1u << (at - names);
    }
    return MAZE_OK;
}

static enum maze_err fill_cells(json_t *cells, struct maze *m,
                                struct maze_read_error *err)
{
    if (!json_is_array(cells) || json_array_size(cells) != m->height)
        return mz_read_fail(err, 0, 0, "\"cells\" must be %u rows", m->height);
    /* First every cell's own claims, then each passage checked against
     * the neighbour's. ways[] holds the claims, one byte a cell. */
    uint8_t *ways = calloc(m->cells, 1);
    if (!ways)
        return MAZE_ERR_NOMEM;
    enum maze_err e = MAZE_OK;
    for (uint32_t y = 0; y < m->height && !e; y++) {
        json_t *row = json_array_get(cells, y);
        uint32_t across = m->ring ? mz_ring_cells(m, y) : m->width;
        if (!json_is_array(row) || json_array_size(row) != across) {
            e = mz_read_fail(err, 0, 0, "cells[%u] must be %u cells", y,
                             across);
            break;
        }
        for (uint32_t x = 0; x < across && !e; x++) {
            unsigned open = 0;
            bool off = false;
            e = cell_ways(json_array_get(row, x), m, x, y, &open, &off, err);
            size_t c = maze_cell_at(m, x, y);
            ways[c] = (uint8_t)open;
            if (off)
                m->cell[c] |= MAZE_CELL_OFF;
        }
    }
    static const char *const rect_names[4] = {"east", "south", "west", "north"};
    static const char *const digits[6] = {"0", "1", "2", "3", "4", "5"};
    const char *const *names =
        m->shape == MAZE_SHAPE_RECT ? rect_names : digits;
    for (size_t c = 0; c < m->cells && !e; c++) {
        struct mz_at a = mz_at(m, c);
        for (int d = 0; d < (int)mz_dirs(m) && !e; d++) {
            struct mz_at b;
            if (!(ways[c] & (1u << d)))
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
                mz_join(m, a, d, b);
        }
    }
    free(ways);
    return e;
}

enum maze_err mz_parse_json(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err)
{
    json_error_t jerr;
    json_t *root = json_loadb(text, len, 0, &jerr);
    if (!root)
        return mz_read_fail(err, jerr.line > 0 ? (unsigned long)jerr.line : 0,
                            jerr.column > 0 ? (unsigned long)jerr.column : 0,
                            "%s", jerr.text);
    uint64_t w = 0;
    uint64_t h = 0;
    enum maze_err e = MAZE_OK;
    struct maze *m = NULL;
    enum maze_shape shape = MAZE_SHAPE_RECT;
    json_t *shape_name = json_object_get(root, "shape");
    if (!json_is_object(root))
        e = mz_read_fail(err, 0, 0,
                         "expected a JSON object with width, height, cells");
    else if (!side(root, "width", &w) || !side(root, "height", &h))
        e = mz_read_fail(
            err, 0, 0,
            "\"width\" and \"height\" must be whole numbers from 1 to %u",
            MAZE_MAX_SIDE);
    else if (shape_name &&
             (!json_is_string(shape_name) ||
              !maze_shape_find(json_string_value(shape_name), &shape)))
        e = mz_read_fail(err, 0, 0,
                         "\"shape\" must be \"rect\", \"hex\", \"triangle\" "
                         "or \"polar\"");
    else if (json_array_size(json_object_get(root, "cells")) != h)
        e = mz_read_fail(err, 0, 0, "\"cells\" must be %llu rows",
                         (unsigned long long)h);
    if (!e) {
        e = maze_new_shape(shape, (uint32_t)w, (uint32_t)h, &m);
        if (e == MAZE_ERR_ARG)
            e = mz_read_fail(err, 0, 0, "a %s maze cannot be %llux%llu",
                             maze_shape_name(shape), (unsigned long long)w,
                             (unsigned long long)h);
    }
    if (!e)
        e = fill_cells(json_object_get(root, "cells"), m, err);
    if (!e)
        e = point(root, "start", m, &m->start, err);
    if (!e)
        e = point(root, "end", m, &m->end, err);
    if (!e) {
        m->sheet = json_is_true(json_object_get(root, "sheet"));
        m->start_door = door(root, "start_door");
        m->end_door = door(root, "end_door");
        *out = m;
    } else {
        maze_free(m);
    }
    json_decref(root);
    return e;
}
