/*
 * request.c - the whole of what a user asks of one command (maze.h:
 * struct maze_request): the options of maze_options() by name, each judged
 * on its own when set, and all together before any work starts, so that
 * an option nothing reads is refused with its reason rather than ignored.
 * The maze's own settings are maze_settings' to judge (settings.c);
 * what is shown, solved and analysed is judged here.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "maze.h"
#include "../errors.h"
#include "request.h"
#include "settings.h"

enum maze_err maze_request_new(enum maze_command command,
                               enum maze_spelling spelling,
                               struct maze_request **out)
{
    struct maze_request *r = calloc(1, sizeof *r);
    if (!r)
        return MAZE_ERR_NOMEM;
    r->command = command;
    r->spelling = spelling;
    for (const struct maze_option *o = maze_options(); o->name; o++)
        r->count++;
    r->value = calloc(r->count, sizeof *r->value);
    if (!r->value || maze_settings_new(spelling, &r->settings)) {
        maze_request_free(r);
        return MAZE_ERR_NOMEM;
    }
    *out = r;
    return MAZE_OK;
}

void maze_request_free(struct maze_request *r)
{
    if (!r)
        return;
    for (size_t i = 0; r->value && i < r->count; i++)
        free(r->value[i]);
    free(r->value);
    maze_settings_free(r->settings);
    free(r);
}

struct maze_settings *maze_request_settings(struct maze_request *r)
{
    return r->settings;
}

/* The row of name that r's command takes, or NULL. */
static const struct maze_option *row(const struct maze_request *r,
                                     const char *name)
{
    return maze_option_find(name, r->command);
}

static size_t index_of(const struct maze_option *o)
{
    return (size_t)(o - maze_options());
}

/* How the user typed the option: "--cell" or "cell". */
static const char *spell(const struct maze_request *r,
                         const struct maze_option *o, char *buf, size_t size)
{
    if (r->spelling == MAZE_SPELL_NAMES) {
        snprintf(buf, size, "%s", o->name);
        for (char *c = buf; *c; c++)
            if (*c == '-')
                *c = '_';
    } else {
        snprintf(buf, size, "--%s", o->name);
    }
    return buf;
}

const char *mz_request_spell(const struct maze_request *r, const char *name,
                             char *buf, size_t size)
{
    const struct maze_option *o = maze_option_find(name, 0);
    return o ? spell(r, o, buf, size) : name;
}

/* What a message calls the option's value. A noun that names the option
 * ("--fg colour") names it as the user typed it: "fg colour" for Python
 * and the page. */
static const char *noun(const struct maze_request *r,
                        const struct maze_option *o, char *buf, size_t size)
{
    if (!o->noun)
        return spell(r, o, buf, size);
    if (r->spelling != MAZE_SPELL_NAMES || strncmp(o->noun, "--", 2) != 0)
        return o->noun;
    size_t len = strcspn(o->noun, " ");
    char name[64];
    spell(r, o, name, sizeof name);
    snprintf(buf, size, "%s%s", name, o->noun + len);
    return buf;
}

/* "a4, letter" from "a4 letter". */
static void list_words(const char *words, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (const char *w = words; w && *w && n + 1 < size; w++) {
        int k = snprintf(buf + n, size - n, *w == ' ' ? ", " : "%c", *w);
        if (k < 0 || (size_t)k >= size - n)
            break;
        n += (size_t)k;
    }
}

/* The word of words (space-separated) that value is in any case, and
 * its length in *n; NULL for none. */
static const char *word_of(const char *words, const char *value, size_t *n)
{
    *n = strlen(value);
    for (const char *w = words; w && *w;) {
        const char *end = strchr(w, ' ');
        size_t len = end ? (size_t)(end - w) : strlen(w);
        if (len == *n && strncasecmp(w, value, *n) == 0)
            return w;
        w = end ? end + 1 : w + len;
    }
    return NULL;
}

static bool is_word(const char *words, const char *value)
{
    size_t n = 0;
    return word_of(words, value, &n) != NULL;
}

/* The word of words that value is a typo of, into buf; false for none. */
static bool nearest_word(const char *words, const char *value, char *buf,
                         size_t size)
{
    struct maze_nearest near;
    maze_nearest_start(&near, value);
    char one[8][32];
    int n = 0;
    for (const char *w = words; w && *w && n < 8;) {
        size_t len = strcspn(w, " ");
        snprintf(one[n], sizeof one[n], "%.*s", (int)len, w);
        maze_nearest_offer(&near, one[n], NULL);
        n++;
        w += len + (w[len] == ' ');
    }
    const char *found = maze_nearest_name(&near);
    if (found)
        snprintf(buf, size, "%s", found);
    return found != NULL;
}

static bool parse_colour(const char *text)
{
    const char *hex = text[0] == '#' ? text + 1 : text;
    if (strlen(hex) != 6)
        return false;
    for (const char *c = hex; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f') ||
              (*c >= 'A' && *c <= 'F')))
            return false;
    return true;
}

static uint32_t colour_of(const char *text)
{
    const char *hex = text[0] == '#' ? text + 1 : text;
    unsigned long v = strtoul(hex, NULL, 16);
    return MAZE_RGB((v >> 16) & 255, (v >> 8) & 255, v & 255);
}

/* The most a whole number of row o may be. */
static uint64_t most(const struct maze_option *o)
{
    return o->max >= 1.8e19 ? UINT64_MAX : (uint64_t)o->max;
}

static enum maze_err judge_whole(const struct maze_request *r,
                                 const struct maze_option *o, const char *value,
                                 struct maze_settings_error *err)
{
    char name[64];
    uint64_t whole = 0;
    bool ranged = o->max > 0;
    if (maze_parse_whole(value, ranged ? (uint64_t)o->min : 0,
                         ranged ? most(o) : UINT64_MAX, &whole))
        return MAZE_OK;
    if (!ranged)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "invalid %s '%s' (expected a whole number)",
                                  noun(r, o, name, sizeof name), value);
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected a whole number from %llu to "
        "%llu)",
        noun(r, o, name, sizeof name), value, (unsigned long long)o->min,
        (unsigned long long)most(o));
}

static enum maze_err judge_word(const struct maze_request *r,
                                const struct maze_option *o, const char *value,
                                struct maze_settings_error *err)
{
    char name[64], words[200], near[32];
    if (is_word(o->choices, value))
        return MAZE_OK;
    list_words(o->choices, words, sizeof words);
    if (nearest_word(o->choices, value, near, sizeof near))
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (did you mean %s? all of them: %s)",
            noun(r, o, name, sizeof name), value, near, words);
    return mz_settings_refuse(err, MAZE_ERR_ARG, "invalid %s '%s' (try: %s)",
                              noun(r, o, name, sizeof name), value, words);
}

/* Millimetres (a row whose value is "MM" or "MM/MIN"): a number above 0,
 * up to the row's max. */
static double mm_of(const char *value)
{
    char *end = NULL;
    double v = strtod(value, &end);
    return end != value && !*end && isfinite(v) ? v : -1;
}

static enum maze_err judge_mm(const struct maze_request *r,
                              const struct maze_option *o, const char *value,
                              struct maze_settings_error *err)
{
    char name[64];
    double v = mm_of(value);
    if (v > 0 && v <= o->max)
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected %s above 0 and up to %g, like "
        "2.5)",
        noun(r, o, name, sizeof name), value,
        strcmp(o->value, "MM") == 0 ? "millimetres" : "millimetres a minute",
        o->max);
}

/* A line of G-code written as given: one line, no more. */
static enum maze_err judge_gcode_line(const struct maze_request *r,
                                      const struct maze_option *o,
                                      const char *value,
                                      struct maze_settings_error *err)
{
    char name[64];
    if (value[0] && !strpbrk(value, "\r\n"))
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected one line of G-code, like 'M3 "
        "S1000')",
        noun(r, o, name, sizeof name), value);
}

/* Text: millimetres or a G-code line as above, by the row's value; with
 * min > 0 a word of its choices or a whole number in range. A number out
 * of range is told as one; anything else as the words it may also be. */
static enum maze_err judge_text(const struct maze_request *r,
                                const struct maze_option *o, const char *value,
                                struct maze_settings_error *err)
{
    char name[64];
    uint64_t whole = 0;
    bool digit = value[0] >= '0' && value[0] <= '9';
    if (o->value && strncmp(o->value, "MM", 2) == 0)
        return judge_mm(r, o, value, err);
    if (o->value && strcmp(o->value, "GCODE") == 0)
        return judge_gcode_line(r, o, value, err);
    if (o->min <= 0 || (o->choices && is_word(o->choices, value)) ||
        maze_parse_whole(value, (uint64_t)o->min, most(o), &whole))
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected %s%sa whole number from %llu "
        "to %llu)",
        noun(r, o, name, sizeof name), value, digit ? "" : o->choices,
        digit ? "" : " or ", (unsigned long long)o->min,
        (unsigned long long)most(o));
}

/* A value judged by its row's kind alone. */
static enum maze_err judge_value(const struct maze_request *r,
                                 const struct maze_option *o, const char *value,
                                 struct maze_settings_error *err)
{
    char name[64];
    uint32_t x = 0, y = 0;
    double share = 0;
    switch (o->kind) {
    case MAZE_OPTION_FLAG:
        return MAZE_OK;
    case MAZE_OPTION_WHOLE:
        return judge_whole(r, o, value, err);
    case MAZE_OPTION_SHARE:
        if (maze_parse_share(value, &share))
            return MAZE_OK;
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (expected a number from 0 to 1, like "
            "0.5)",
            noun(r, o, name, sizeof name), value);
    case MAZE_OPTION_WORD:
        return judge_word(r, o, value, err);
    case MAZE_OPTION_POINT:
        if (maze_parse_point(value, &x, &y))
            return MAZE_OK;
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (expected X,Y: two whole numbers like "
            "0,0, x to the right and y down)",
            noun(r, o, name, sizeof name), value);
    case MAZE_OPTION_COLOUR:
        if (parse_colour(value))
            return MAZE_OK;
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (expected #rrggbb, like #1e90ff)",
            noun(r, o, name, sizeof name), value);
    case MAZE_OPTION_TEXT:
        return judge_text(r, o, value, err);
    case MAZE_OPTION_NAME:
    case MAZE_OPTION_FILE:
        /* Judged by who reads it: a registry's name by the tool's
         * suggestions, a file by its reader. */
        break;
    }
    return value[0] ? MAZE_OK
                    : mz_settings_refuse(err, MAZE_ERR_ARG, "%s needs a value",
                                         spell(r, o, name, sizeof name));
}

/* A name the command takes no option of: the nearest one it takes. */
static enum maze_err unknown(const struct maze_request *r, const char *name,
                             struct maze_settings_error *err)
{
    char spelt[64];
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    for (const struct maze_option *o = maze_options(); o->name; o++)
        if (o->commands & r->command)
            maze_nearest_offer(&near, o->name, o->aliases);
    const struct maze_option *o =
        maze_option_find(maze_nearest_name(&near), r->command);
    if (o)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "unknown setting '%s' (did you mean %s?)",
                                  name, spell(r, o, spelt, sizeof spelt));
    return mz_settings_refuse(err, MAZE_ERR_ARG, "unknown setting '%s'", name);
}

enum maze_err maze_request_set(struct maze_request *r, const char *name,
                               const char *value,
                               struct maze_settings_error *err)
{
    char spelt[64];
    const struct maze_option *o = name ? row(r, name) : NULL;
    if (!o)
        return unknown(r, name ? name : "", err);
    if (o->kind == MAZE_OPTION_FLAG)
        value = "";
    else if (!value)
        return mz_settings_refuse(err, MAZE_ERR_ARG, "%s needs a value",
                                  spell(r, o, spelt, sizeof spelt));
    enum maze_err e =
        o->setting ? maze_settings_set(r->settings, o->setting, value, err)
                   : judge_value(r, o, value, err);
    if (e)
        return e;
    /* A word is kept as the table spells it ("A4": "a4"), so that
     * whoever reads it compares it as it is. */
    size_t n = 0;
    const char *word = o->kind == MAZE_OPTION_WORD && !o->setting
                           ? word_of(o->choices, value, &n)
                           : NULL;
    char *copy = word ? strndup(word, n) : strdup(value);
    if (!copy)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    size_t i = index_of(o);
    free(r->value[i]);
    r->value[i] = copy;
    return MAZE_OK;
}

bool maze_request_given(const struct maze_request *r, const char *name)
{
    const struct maze_option *o = row(r, name);
    return o && r->value[index_of(o)];
}

const char *maze_request_value(const struct maze_request *r, const char *name)
{
    const struct maze_option *o = row(r, name);
    if (!o)
        return NULL;
    const char *v = r->value[index_of(o)];
    return v ? v : o->fallback;
}

static unsigned whole_of(const struct maze_request *r, const char *name)
{
    const char *v =
        maze_request_given(r, name) ? maze_request_value(r, name) : NULL;
    return v ? (unsigned)strtoul(v, NULL, 10) : 0;
}

static double mm_given(const struct maze_request *r, const char *name)
{
    return maze_request_given(r, name) ? mm_of(maze_request_value(r, name)) : 0;
}

void maze_request_render_opts(const struct maze_request *r,
                              struct maze_render_opts *opts)
{
    opts->cell = whole_of(r, "cell");
    opts->wall = whole_of(r, "wall");
    opts->margin_set = maze_request_given(r, "margin");
    opts->margin = (int)whole_of(r, "margin");
    if (maze_request_given(r, "fg"))
        opts->fg = colour_of(maze_request_value(r, "fg"));
    if (maze_request_given(r, "bg"))
        opts->bg = colour_of(maze_request_value(r, "bg"));
    if (maze_request_given(r, "route-color"))
        opts->route_color = colour_of(maze_request_value(r, "route-color"));
    opts->page =
        maze_request_given(r, "page") ? maze_request_value(r, "page") : NULL;
    opts->blank_off = strcmp(maze_request_value(r, "off-cells"), "blank") == 0;
    opts->stream = maze_request_given(r, "stream");
    opts->no_stream = maze_request_given(r, "no-stream");
    const char *steps = maze_request_given(r, "steps-per-frame")
                            ? maze_request_value(r, "steps-per-frame")
                            : NULL;
    opts->steps_per_frame = !steps ? 0
                            : strcmp(steps, "level") == 0
                                ? MAZE_STEPS_LEVEL
                                : (unsigned)strtoul(steps, NULL, 10);
    opts->delay_ms = whole_of(r, "delay");
    opts->mm_cell = mm_given(r, "mm-cell");
    opts->mm_wall = mm_given(r, "mm-wall");
    opts->mm_height = mm_given(r, "mm-height");
    opts->mm_base = mm_given(r, "mm-base");
    opts->ascii = maze_request_given(r, "ascii");
    opts->feed = mm_given(r, "feed");
    opts->pen_up = maze_request_given(r, "pen-up")
                       ? maze_request_value(r, "pen-up")
                       : NULL;
    opts->pen_down = maze_request_given(r, "pen-down")
                         ? maze_request_value(r, "pen-down")
                         : NULL;
    opts->cut = maze_request_given(r, "cut");
    opts->kerf = mm_given(r, "kerf");
    opts->tabs = whole_of(r, "tabs");
    opts->tab_width = mm_given(r, "tab-width");
}

/* ------------------------------------------------------------ together */

/* Room for the options a message names, spelled as the user types them:
 * "--solve" and "-f png" for the tool, "solve" and "format=png" for
 * Python and the page. */
struct words {
    char text[6][48];
    int used;
};

static const char *say(struct words *w, const struct maze_request *r,
                       const char *name)
{
    char *buf = w->text[w->used++ % 6];
    const struct maze_option *o = maze_option_find(name, 0);
    return spell(r, o, buf, sizeof w->text[0]);
}

static const char *say_value(struct words *w, const struct maze_request *r,
                             const char *name, const char *value)
{
    char *buf = w->text[w->used++ % 6];
    const struct maze_option *o = maze_option_find(name, 0);
    if (r->spelling == MAZE_SPELL_NAMES)
        snprintf(buf, sizeof w->text[0], "%s=%s", o->name, value);
    else if (o->letter)
        snprintf(buf, sizeof w->text[0], "-%c %s", o->letter, value);
    else
        snprintf(buf, sizeof w->text[0], "--%s %s", o->name, value);
    return buf;
}

/* The first of names (space-separated) given, spelled; NULL for none. */
static const char *first_given(struct words *w, const struct maze_request *r,
                               const char *names)
{
    for (const char *n = names; *n;) {
        size_t len = strcspn(n, " ");
        char one[32];
        snprintf(one, sizeof one, "%.*s", (int)len, n);
        if (maze_request_given(r, one))
            return say(w, r, one);
        n += len + (n[len] == ' ');
    }
    return NULL;
}

/* Whether the request ends in a route from start to end. */
static bool solves(const struct maze_request *r)
{
    return r->command == MAZE_CMD_SOLVE || maze_request_given(r, "solve") ||
           maze_request_given(r, "solver");
}

/* The options of a laser cutter's outline (--cut) against the format,
 * each other and the shape. */
static enum maze_err judge_cut(const struct maze_request *r,
                               const struct maze_renderer *f,
                               struct maze_settings_error *err)
{
    struct words w = {0};
    const char *o = NULL;
    bool cut = maze_request_given(r, "cut");
    if (!(f->draws & (MAZE_DRAWS_PATHS | MAZE_DRAWS_GCODE)) &&
        (o = first_given(&w, r, "cut kerf tabs tab-width")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s is for a laser cutter's paths, and %s draws none "
            "(try: %s or gcode)",
            o, f->name, say_value(&w, r, "format", "plot"));
    if (!cut && (o = first_given(&w, r, "kerf tabs")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s shapes the walls' outline, and no outline is cut "
            "(add %s)",
            o, say(&w, r, "cut"));
    if (!maze_request_given(r, "tabs") &&
        (o = first_given(&w, r, "tab-width")))
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s sizes the tabs, and there are none "
                                  "(add %s N)",
                                  o, say(&w, r, "tabs"));
    if (cut && maze_request_given(r, "shape") &&
        strcmp(maze_request_value(r, "shape"), "rect") != 0)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s outlines square cells' walls, and %s cells are not "
            "square (leave out %s to draw the centre lines)",
            say(&w, r, "cut"), maze_request_value(r, "shape"),
            say(&w, r, "cut"));
    return MAZE_OK;
}

/* The options of things made by hand (stl, plot, gcode) against the
 * format. */
static enum maze_err judge_made(const struct maze_request *r,
                                const struct maze_renderer *f,
                                struct maze_settings_error *err)
{
    struct words w = {0};
    const char *o = NULL;
    unsigned made = MAZE_DRAWS_SOLID | MAZE_DRAWS_PATHS | MAZE_DRAWS_GCODE;
    if (!(f->draws & made) && (o = first_given(&w, r, "mm-cell")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s sizes a thing made by hand, and %s is not one "
            "(try: %s, plot or gcode)",
            o, f->name, say_value(&w, r, "format", "stl"));
    bool cut = maze_request_given(r, "cut");
    if (!(f->draws & (MAZE_DRAWS_SOLID | MAZE_DRAWS_PATHS)) &&
        !(cut && (f->draws & MAZE_DRAWS_GCODE)) &&
        (o = first_given(&w, r, "mm-wall")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s is a wall's or a pen's width, and %s draws "
            "neither (try: %s or plot)",
            o, f->name, say_value(&w, r, "format", "stl"));
    if (!(f->draws & MAZE_DRAWS_SOLID) &&
        (o = first_given(&w, r, "mm-height mm-base ascii")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s shapes a solid, and %s makes none (try: %s)", o, f->name,
            say_value(&w, r, "format", "stl"));
    if (!(f->draws & MAZE_DRAWS_GCODE) &&
        (o = first_given(&w, r, "feed pen-up pen-down")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s is for G-code, and %s is not G-code (try: %s)", o, f->name,
            say_value(&w, r, "format", "gcode"));
    enum maze_err e = judge_cut(r, f, err);
    if (e)
        return e;
    if ((f->draws & made) && maze_request_given(r, "weave"))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s runs passages under bridges, and %s lays the "
            "walls on one sheet (leave out %s)",
            say(&w, r, "weave"), f->name, say(&w, r, "weave"));
    if ((f->draws & MAZE_DRAWS_SOLID) || cut) {
        double cell = mm_given(r, "mm-cell") ? mm_given(r, "mm-cell") : 10;
        double wall = mm_given(r, "mm-wall") ? mm_given(r, "mm-wall") : 1.5;
        double kerf = mm_given(r, "kerf");
        if (wall >= cell)
            return mz_settings_refuse(
                err, MAZE_ERR_CONFLICT,
                "the wall (%g mm) is as thick as a cell (%g mm) or "
                "more: nothing would be left of the passages",
                wall, cell);
        if (kerf >= cell - wall)
            return mz_settings_refuse(
                err, MAZE_ERR_CONFLICT,
                "the kerf (%g mm) is as wide as a passage (%g mm) or "
                "more: the cuts on its two sides would meet",
                kerf, cell - wall);
    }
    return MAZE_OK;
}

/* The maze's shape and floors against the format that draws it (a maze
 * read in has its shape and floors in the request too: Python's render()
 * gives them). */
static enum maze_err judge_drawable(const struct maze_request *r,
                                    const struct maze_renderer *f,
                                    struct maze_settings_error *err)
{
    struct words w = {0};
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t floors = 1;
    maze_settings_size(r->settings, &shape, NULL, NULL, &floors);
    if (shape != MAZE_SHAPE_RECT && !f->shapes)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "the %s format draws rectangles only; for %s %s maze write a "
            "picture (%s, .svg, .pdf or .gif) or %s",
            f->name, shape == MAZE_SHAPE_UPSILON ? "an" : "a",
            maze_shape_name(shape), say_value(&w, r, "output", "maze.png"),
            say_value(&w, r, "format", "json"));
    if (floors > 1 && maze_request_given(r, "animate") &&
        !(f->floors && f->animate))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "the %s format cannot animate a maze of several floors yet "
            "(try: %s, or leave out %s)",
            f->name, say_value(&w, r, "output", "maze.gif"),
            say(&w, r, "animate"));
    if (maze_settings_towers(r->settings) > 1 &&
        !(f->draws & MAZE_DRAWS_TOWERS)) {
        char names[128] = "";
        for (const struct maze_renderer *q = maze_renderers(); q->name; q++)
            if (q->draws & MAZE_DRAWS_TOWERS)
                snprintf(names + strlen(names), sizeof names - strlen(names),
                         "%s%s", names[0] ? ", " : "", q->name);
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "the %s format cannot draw a maze in four "
                                  "dimensions (try: %s)",
                                  f->name, names);
    }
    if (floors > 1 && !f->floors) {
        char names[128] = "";
        for (const struct maze_renderer *q = maze_renderers(); q->name; q++)
            if (q->floors)
                snprintf(names + strlen(names), sizeof names - strlen(names),
                         "%s%s", names[0] ? ", " : "", q->name);
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "the %s format cannot draw a maze of "
                                  "several floors (try: %s)",
                                  f->name, names);
    }
    return MAZE_OK;
}

/* The options of the picture against the format that draws it. */
static enum maze_err judge_format(const struct maze_request *r,
                                  const struct maze_renderer *f,
                                  struct maze_settings_error *err)
{
    struct words w = {0};
    const char *o = NULL;
    enum maze_err drawable = judge_drawable(r, f, err);
    if (drawable)
        return drawable;
    if (!(f->draws & MAZE_DRAWS_PIXELS) &&
        (o = first_given(&w, r, "cell wall margin fg bg route-color")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s is for pictures, and the %s format draws none "
            "(try: %s, svg, pdf or gif)",
            o, f->name, say_value(&w, r, "format", "png"));
    unsigned cell = whole_of(r, "cell") ? whole_of(r, "cell") : 16;
    unsigned wall = whole_of(r, "wall") ? whole_of(r, "wall") : 2;
    /* A wall as wide as a cell is a picture all wall; the hint keeps the
     * default's eighth of a cell (a cell is 2 pixels or more). */
    if (wall >= cell) {
        char fit[16];
        snprintf(fit, sizeof fit, "%u", cell / 8 ? cell / 8 : 1);
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "the wall (%u) is as wide as a cell (%u) or wider, and leaves no "
            "room for the passages (try: %s)",
            wall, cell, say_value(&w, r, "wall", fit));
    }
    if (maze_request_given(r, "stream") && maze_request_given(r, "no-stream"))
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s and %s ask for opposite things: give one",
                                  say(&w, r, "stream"),
                                  say(&w, r, "no-stream"));
    if (!(f->draws & MAZE_DRAWS_ROWS) &&
        (o = first_given(&w, r, "stream no-stream")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s chooses how a PNG is written, and %s is not PNG "
            "(try: %s)",
            o, f->name, say_value(&w, r, "format", "png"));
    if (maze_request_given(r, "off-cells") &&
        (!(f->draws & MAZE_DRAWS_PIXELS) || strcmp(f->name, "gif") == 0))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s says how PNG, SVG and PDF pictures draw the cells out of "
            "the maze, and %s is none of them (try: %s)",
            say(&w, r, "off-cells"), f->name,
            say_value(&w, r, "format", "png"));
    if (!(f->draws & MAZE_DRAWS_PAGES) && maze_request_given(r, "page"))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s lays out PDF pages, and %s has no pages (try: %s)",
            say(&w, r, "page"), f->name, say_value(&w, r, "format", "pdf"));
    enum maze_err e = judge_made(r, f, err);
    if (e)
        return e;
    if (!(f->draws & MAZE_DRAWS_PAINT) &&
        (o = first_given(&w, r, "all bottlenecks distances")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s colours the cells, and the %s format has no "
            "colours (try: %s, svg, pdf, gif or unicode; maze "
            "stats tells the figures)",
            o, f->name, say_value(&w, r, "format", "png"));
    return MAZE_OK;
}

/* What a route, a pick or an analysis needs of the maze's ends. */
static enum maze_err judge_ends(const struct maze_request *r,
                                struct maze_settings_error *err)
{
    struct words w = {0};
    const struct maze_recipe *recipe = maze_settings_recipe(r->settings);
    if (r->command == MAZE_CMD_SOLVE || recipe->ends != MAZE_ENDS_NONE)
        return MAZE_OK;
    const char *o =
        first_given(&w, r, "solve solver pick-hardest all bottlenecks");
    if (!o && !maze_request_given(r, "from"))
        o = first_given(&w, r, "distances");
    if (!o)
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_CONFLICT,
        "%s needs a start and an end, and %s leaves them out", o,
        say_value(&w, r, "ends", "none"));
}

/* What shows the route, and what makes it. */
static enum maze_err judge_route(const struct maze_request *r,
                                 struct maze_settings_error *err)
{
    struct words w = {0};
    if (maze_request_given(r, "route-color") && !solves(r))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s has no route to colour (add %s)",
            say(&w, r, "route-color"), say(&w, r, "solve"));
    const char *name = maze_request_value(r, "solver");
    const struct maze_solver *s = name ? maze_solver_find(name) : NULL;
    if (maze_request_given(r, "hand") && !maze_request_given(r, "compare") &&
        (!s || (strcmp(s->name, "wall-follower") != 0 &&
                strcmp(s->name, "pledge") != 0)))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s is the wall-follower's and pledge's (add %s)",
            say(&w, r, "hand"), say_value(&w, r, "solver", "wall-follower"));
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t floors = 1;
    maze_settings_size(r->settings, &shape, NULL, NULL, &floors);
    if (s && r->command != MAZE_CMD_SOLVE &&
        !maze_solver_takes(s, NULL, shape, floors))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s counts its turns, and a %s has no even turns (try: %s)",
            s->name,
            floors > 1                     ? "maze of floors"
            : shape == MAZE_SHAPE_SPHERE ? "sphere"
                                           : "polar grid",
            say_value(&w, r, "solver", "wall-follower"));
    return MAZE_OK;
}

/* The analyses, the animation and the batch against what they need. */
static enum maze_err judge_extras(const struct maze_request *r,
                                  struct maze_settings_error *err)
{
    struct words w = {0};
    const char *o = NULL;
    if (r->command == MAZE_CMD_GENERATE && maze_request_given(r, "from") &&
        !maze_request_given(r, "distances"))
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s says where %s count from (add %s)",
                                  say(&w, r, "from"), say(&w, r, "distances"),
                                  say(&w, r, "distances"));
    /* solve --from starts the solver elsewhere; the routes counted and
     * their bottlenecks are the maze's, from S to E. */
    if (r->command == MAZE_CMD_SOLVE && maze_request_given(r, "from") &&
        (o = first_given(&w, r, "all bottlenecks")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s starts the solver elsewhere, and %s is about the routes "
            "from S to E (try: %s to move S)",
            say(&w, r, "from"), o, say_value(&w, r, "start", "X,Y"));
    if (r->command != MAZE_CMD_STATS && maze_request_given(r, "all") &&
        maze_request_given(r, "distances"))
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s and %s both colour the cells (pick one)",
                                  say(&w, r, "all"), say(&w, r, "distances"));
    if (!maze_request_given(r, "animate") &&
        (o = first_given(&w, r, "delay steps-per-frame")))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s paces an animation, and none is made (try: %s)", o,
            say(&w, r, "animate"));
    if (maze_request_given(r, "jobs") &&
        !first_given(&w, r, "count pick-hardest samples"))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s shares out the mazes of %s%s%s (add one, or "
            "leave out %s)",
            say(&w, r, "jobs"),
            say(&w, r, r->command == MAZE_CMD_STATS ? "samples" : "count"),
            r->command == MAZE_CMD_STATS ? "" : " or ",
            r->command == MAZE_CMD_STATS ? "" : say(&w, r, "pick-hardest"),
            say(&w, r, "jobs"));
    return MAZE_OK;
}

/* What a stream of rows (--rows) holds a cell of its width, whatever its
 * height: the generator's two rows, its sets (Eller's, 9 bytes a cell)
 * and the text writer's line and marks. */
#define STREAM_BYTES_PER_CELL 16

/* A stream's rows weighed against the machine before any is made, as a
 * grid is: its width alone decides (its height is not kept). */
static enum maze_err judge_rows(const struct maze_request *r,
                                struct maze_settings_error *err)
{
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t width = 0, height = 0, floors = 0;
    maze_settings_size(r->settings, &shape, &width, &height, &floors);
    double need = (double)width * STREAM_BYTES_PER_CELL;
    double have = mz_machine_bytes();
    if (!maze_request_given(r, "rows") || have == 0 || need <= have)
        return MAZE_OK;
    char need_text[32], have_text[32];
    mz_bytes_text(need, need_text, sizeof need_text);
    mz_bytes_text(have, have_text, sizeof have_text);
    return mz_settings_refuse(err, MAZE_ERR_TOO_BIG,
                              "rows of %u cells need %s of memory, more than "
                              "this machine's %s",
                              width, need_text, have_text);
}

enum maze_err maze_request_check(struct maze_request *r,
                                 const struct maze_renderer *format,
                                 struct maze_settings_error *err)
{
    /* A stream makes no grid: its rows are weighed instead. */
    enum maze_err e = judge_rows(r, err);
    if (!e)
        e = maze_settings_check(r->settings, err);
    if (!e)
        e = judge_ends(r, err);
    if (!e)
        e = judge_route(r, err);
    if (!e)
        e = judge_extras(r, err);
    if (!e && format)
        e = judge_format(r, format, err);
    return e;
}
