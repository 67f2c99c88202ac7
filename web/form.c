/*
 * form.c - the page's form, for form.js: every option of the library's
 * table that the page offers (MAZE_CMD_PAGE), as JSON.
 */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "maze_web.h"
#include "page.h"

/* ------------------------------------------------------------ the form */

/* Text that grows: JSON being written; ok false once out of memory. */
struct text {
    char *buf;
    size_t len, size;
    bool ok;
};

/* Appends n bytes of s to t. */
static void text_add(struct text *t, const char *s, size_t n)
{
    if (!t->ok)
        return;
    if (t->len + n + 1 > t->size) {
        size_t grown = (t->len + n + 1) * 2;
        char *more = realloc(t->buf, grown);
        if (!more) {
            t->ok = false;
            return;
        }
        t->buf = more;
        t->size = grown;
    }
    memcpy(t->buf + t->len, s, n);
    t->len += n;
    t->buf[t->len] = '\0';
}

static void text_raw(struct text *t, const char *s)
{
    text_add(t, s, strlen(s));
}

/* Appends s as a JSON string, or null. */
static void text_json(struct text *t, const char *s)
{
    if (!s) {
        text_raw(t, "null");
        return;
    }
    text_raw(t, "\"");
    for (; *s; s++) {
        if (*s == '\n')
            text_raw(t, "\\n");
        else if (*s == '"' || *s == '\\')
            text_add(t, (const char[]){'\\', *s}, 2);
        else
            text_add(t, s, 1);
    }
    text_raw(t, "\"");
}

/* The options the page offers (the library's table, maze_options(): the
 * rows with MAZE_CMD_PAGE), in its order, as a JSON array of objects:
 * name, kind ("flag", "whole", "share", "word", "name", "point",
 * "colour", "file", "text"), value (as help names it), choices, min, max,
 * fallback (the default), help (lines joined by "\n") and group. The
 * page builds its form from it and holds no list of its own. Valid for
 * the module's life; NULL when out of memory. */
EMSCRIPTEN_KEEPALIVE const char *web_options(void)
{
    static struct text json = {.ok = true};
    if (json.buf)
        return json.ok ? json.buf : NULL;
    text_raw(&json, "[");
    const char *sep = "";
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (!(o->commands & MAZE_CMD_PAGE))
            continue;
        char range[96];
        snprintf(range, sizeof range, "%s{\"min\":%.17g,\"max\":%.17g", sep,
                 o->min, o->max);
        text_raw(&json, range);
        sep = ",";
        const char *const fields[][2] = {
            {"name", o->name},         {"kind", maze_option_kind_name(o->kind)},
            {"value", o->value},       {"choices", o->choices},
            {"fallback", o->fallback}, {"help", o->help},
            {"group", o->group},
        };
        for (size_t f = 0; f < sizeof fields / sizeof *fields; f++) {
            text_raw(&json, ",\"");
            text_raw(&json, fields[f][0]);
            text_raw(&json, "\":");
            text_json(&json, fields[f][1]);
        }
        text_raw(&json, "}");
    }
    text_raw(&json, "]");
    return json.ok ? json.buf : NULL;
}
