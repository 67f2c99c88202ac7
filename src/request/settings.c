/*
 * settings.c - a maze described setting by setting, as a person gives it
 * (see maze.h): the one place where a setting is named, parsed, judged
 * and refused, so the tool, the Python package and the web page say the
 * same words. The messages spell a setting as the front end's user types
 * it: "--floors" and "-W 2" for the tool, "floors" and "width=2" for the
 * others. Here each setting is named and parsed; judge.c judges them
 * together and makes the grid, target.c draws a maze to targets, and
 * settings.h is what the three share.
 */
#include <errno.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../errors.h"
#include "../mz.h"

#include "settings.h"

_Static_assert(SET_COUNT <= 64, "struct maze_settings' given has a bit a "
                                "setting");

/* A setting's name, its other names, and the tool's option for it. */
const struct mz_setting_name mz_settings_names[SET_COUNT] = {
    [SET_WIDTH] = {"width", "w", "-W"},
    [SET_HEIGHT] = {"height", "h", "-H"},
    [SET_SHAPE] = {"shape", NULL, "--shape"},
    [SET_ALGORITHM] = {"algorithm", "a generator", "-a"},
    [SET_SEED] = {"seed", "s", "--seed"},
    [SET_BRAID] = {"braid", "b", "--braid"},
    [SET_BIAS] = {"bias", NULL, "--bias"},
    [SET_PICK] = {"pick", NULL, "--pick"},
    [SET_MIX] = {"mix", NULL, "--mix"},
    [SET_WEAVE] = {"weave", NULL, "--weave"},
    [SET_FLOORS] = {"floors", "levels", "--floors"},
    [SET_STAIRS] = {"stairs", NULL, "--stairs"},
    [SET_START] = {"start", NULL, "--start"},
    [SET_END] = {"end", NULL, "--end"},
    [SET_ENDS] = {"ends", NULL, "--ends"},
    [SET_MASK] = {"mask", NULL, "--mask"},
    [SET_BASE] = {"base", NULL, "--base"},
    [SET_RULE] = {"rule", NULL, "--rule"},
    [SET_FILL] = {"fill", NULL, "--fill"},
    [SET_GENERATIONS] = {"generations", NULL, "--generations"},
    [SET_ROOMS] = {"rooms", NULL, "--rooms"},
    [SET_ROOM_SIZE] = {"room_size", NULL, "--room-size"},
    [SET_TRIM] = {"trim", NULL, "--trim"},
    [SET_SYMMETRY] = {"symmetry", NULL, "--symmetry"},
    [SET_WRAP] = {"wrap", NULL, "--wrap"},
    [SET_SPARSE] = {"sparse", NULL, "--sparse"},
    [SET_MASK_TEXT] = {"mask_text", NULL, "--mask-text"},
    [SET_MASK_FONT] = {"mask_font", NULL, "--mask-font"},
    [SET_ROUTE_LENGTH] = {"route_length", NULL, "--route-length"},
    [SET_DEAD_ENDS] = {"dead_ends", NULL, "--dead-ends"},
    [SET_DIFFICULTY] = {"difficulty", NULL, "--difficulty"},
};

const char *const mz_settings_ends_names[] = {"corners", "farthest", "none",
                                              NULL};

/* Whether gen is the registry's generator called name: the settings
 * that only one generator reads follow it by its name. */
bool mz_settings_is_generator(const struct maze_generator *gen,
                              const char *name)
{
    return gen && strcmp(gen->name, name) == 0;
}

/* ------------------------------------------------------------- words */

enum maze_err mz_settings_refuse(struct maze_settings_error *err,
                                 enum maze_err code, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
        err->code = code;
    }
    return code;
}

/* How the user types the setting: "--floors" or "floors". */
/* The setting as the user types it, whatever made the mask. */
static const char *spell_as_given(const struct maze_settings *s,
                                  enum setting id)
{
    return s->spelling == MAZE_SPELL_OPTIONS ? mz_settings_names[id].option
                                             : mz_settings_names[id].name;
}

const char *mz_settings_spell(const struct maze_settings *s, enum setting id)
{
    if (id == SET_MASK && s->mask_text) /* the mask is the text's */
        id = SET_MASK_TEXT;
    return spell_as_given(s, id);
}

/* The setting with a value, in buf: "-W 2" or "width=2". */
const char *mz_settings_spell_value(const struct maze_settings *s,
                                    enum setting id, const char *value,
                                    char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s", mz_settings_spell(s, id),
             s->spelling == MAZE_SPELL_OPTIONS ? " " : "=", value);
    return buf;
}

bool mz_settings_given(const struct maze_settings *s, enum setting id)
{
    return s->given & ((uint64_t)1 << id);
}

/* ------------------------------------------------------------ values */

bool maze_parse_whole(const char *text, uint64_t min, uint64_t max,
                      uint64_t *out)
{
    /* strtoull takes "-3" and " 3" and wraps the first around; a number
     * here starts with a digit and is nothing but digits. */
    if (!(text[0] >= '0' && text[0] <= '9'))
        return false;
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool maze_parse_share(const char *text, double *out)
{
    /* The rule of maze_parse_whole: a digit (or the point of ".5")
     * first, so " 0.5", "+0.5" and "-0" are refused alike. */
    if (!((text[0] >= '0' && text[0] <= '9') || text[0] == '.'))
        return false;
    /* A decimal number: strtod reads "0x1" as hexadecimal too. */
    if (text[strspn(text, "0123456789.eE+-")])
        return false;
    /* Read in the C locale: a program (Python, after setlocale) may have
     * LC_NUMERIC set to a language whose decimal point is a comma. */
    locale_t c = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    if (c == (locale_t)0)
        return false;
    errno = 0;
    char *end = NULL;
    double v = strtod_l(text, &end, c);
    /* ERANGE below 1 is a share too small for a double's full precision
     * (5e-324): it is still that number. */
    bool range = errno == ERANGE && !(v >= 1.0);
    freelocale(c);
    if (end == text || *end || (errno && !range) || !isfinite(v) || v < 0.0 ||
        v > 1.0)
        return false;
    *out = v;
    return true;
}

static enum maze_err whole(const char *what, const char *text, uint64_t min,
                           uint64_t max, uint64_t *out,
                           struct maze_settings_error *err)
{
    if (maze_parse_whole(text, min, max, out))
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected a whole number from %llu to "
        "%llu)",
        what, text, (unsigned long long)min, (unsigned long long)max);
}

static enum maze_err share(const char *what, const char *text, double *out,
                           struct maze_settings_error *err)
{
    if (maze_parse_share(text, out))
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected a number from 0 to 1, like 0.5)", what,
        text);
}

bool maze_parse_point(const char *text, uint32_t *x, uint32_t *y)
{
    const char *comma = strchr(text, ',');
    uint64_t v[2] = {0, 0};
    char head[32];
    size_t n = comma ? (size_t)(comma - text) : 0;
    if (!comma || n == 0 || n >= sizeof head)
        return false;
    memcpy(head, text, n);
    head[n] = '\0';
    if (!maze_parse_whole(head, 0, MAZE_MAX_SIDE, &v[0]) ||
        !maze_parse_whole(comma + 1, 0, MAZE_MAX_SIDE, &v[1]))
        return false;
    *x = (uint32_t)v[0];
    *y = (uint32_t)v[1];
    return true;
}

static enum maze_err point(const char *what, const char *text, uint32_t *x,
                           uint32_t *y, struct maze_settings_error *err)
{
    if (maze_parse_point(text, x, y))
        return MAZE_OK;
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid %s '%s' (expected X,Y: two whole numbers like 0,0, "
        "x to the right and y down)",
        what, text);
}

/* "NW", "se", ...: one vertical and one horizontal direction. */
static enum maze_err bias(const char *text, unsigned *out,
                          struct maze_settings_error *err)
{
    unsigned v = 0;
    unsigned h = 0;
    if (strlen(text) == 2) {
        for (int i = 0; i < 2; i++) {
            char ch = (char)(text[i] | 0x20);
            v |= ch == 'n'   ? 1u << MAZE_NORTH
                 : ch == 's' ? 1u << MAZE_SOUTH
                             : 0;
            h |= ch == 'w' ? 1u << MAZE_WEST : ch == 'e' ? 1u << MAZE_EAST : 0;
        }
    }
    if (!v || !h)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG, "invalid bias '%s' (try: NW, NE, SW, SE)", text);
    *out = v | h;
    return MAZE_OK;
}

/* A value that names none of names (a list ending in NULL): "WHAT 'given'
 * (did you mean N? all of them: ...)" when one is near, else "(try: ...)". */
static enum maze_err unknown_value(struct maze_settings_error *err,
                                   const char *what, const char *given,
                                   const char *const *names)
{
    struct maze_nearest near;
    maze_nearest_start(&near, given);
    char list[200] = "";
    for (int i = 0; names[i]; i++) {
        maze_nearest_offer(&near, names[i], NULL);
        if (i)
            strncat(list, ", ", sizeof list - strlen(list) - 1);
        strncat(list, names[i], sizeof list - strlen(list) - 1);
    }
    const char *guess = maze_nearest_name(&near);
    if (guess)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "%s '%s' (did you mean %s? all of them: %s)",
                                  what, given, guess, list);
    return mz_settings_refuse(err, MAZE_ERR_ARG, "%s '%s' (try: %s)", what,
                              given, list);
}

static enum maze_err pick(const char *text, struct maze_gen_opts *gen,
                          struct maze_settings_error *err)
{
    static const char *const names[] = {"newest", "random", "oldest"};
    for (int i = 0; i < 3; i++) {
        if (strcmp(text, names[i]) == 0) {
            gen->pick = (enum maze_pick)i;
            return MAZE_OK;
        }
    }
    if (strncmp(text, "mix:", 4) == 0) {
        double mix = 0;
        enum maze_err e = share("mix share", text + 4, &mix, err);
        if (!e) {
            gen->pick = MAZE_PICK_MIX;
            gen->mix = mix;
        }
        return e;
    }
    if (strcmp(text, "mix") == 0)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "invalid pick 'mix' (a mix needs its share "
                                  "of the newest: mix:0.5)");
    static const char *const picks[] = {"newest", "random", "oldest", "mix:0.5",
                                        NULL};
    return unknown_value(err, "invalid pick", text, picks);
}

/* "B5678/S45678": the counts of rock neighbours (0 to 8) that make an
 * open cell rock and keep a rock cell rock. */
static enum maze_err rule(const char *text, struct maze_gen_opts *gen,
                          struct maze_settings_error *err)
{
    unsigned sets[2] = {0, 0};
    const char *p = text;
    for (int i = 0; i < 2; i++) {
        if ((*p | 0x20) != (i ? 's' : 'b'))
            break;
        for (p++; *p >= '0' && *p <= '8'; p++)
            sets[i] |= 1u << (*p - '0');
        if (i == 0 && *p++ != '/')
            break;
        if (i == 1 && *p == '\0' && (sets[0] || sets[1])) {
            gen->birth = sets[0];
            gen->survival = sets[1];
            return MAZE_OK;
        }
    }
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid rule '%s' (expected B then the counts of rock "
        "neighbours that make rock, / and S then those that keep "
        "it, 0 to 8: like B5678/S45678)",
        text);
}

/* "3-7", or "5" for both: the least and most cells a room has a side. */
static enum maze_err room_size(const char *text, struct maze_gen_opts *gen,
                               struct maze_settings_error *err)
{
    char head[16];
    const char *dash = strchr(text, '-');
    size_t n = dash ? (size_t)(dash - text) : strlen(text);
    uint64_t lo = 0;
    uint64_t hi = 0;
    if (n < sizeof head) {
        memcpy(head, text, n);
        head[n] = '\0';
    }
    if (n < sizeof head && maze_parse_whole(head, 1, 10000, &lo) &&
        maze_parse_whole(dash ? dash + 1 : head, 1, 10000, &hi) && lo <= hi) {
        gen->room_min = (unsigned)lo;
        gen->room_max = (unsigned)hi;
        return MAZE_OK;
    }
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "invalid room size '%s' (expected MIN-MAX, the cells a room "
        "has a side from 1 to 10000, like 3-7)",
        text);
}

/* The names of the generators that `can`, for hints. */
void mz_settings_generators_that(bool (*can)(const struct maze_generator *),
                                 char *names, size_t size)
{
    names[0] = '\0';
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!can(g))
            continue;
        if (names[0])
            strncat(names, ", ", size - strlen(names) - 1);
        strncat(names, g->name, size - strlen(names) - 1);
    }
}

static bool any_generator(const struct maze_generator *g)
{
    (void)g;
    return true;
}

/* The generators that work on any grid (masks, every shape), for hints. */
bool mz_settings_carves_any_grid(const struct maze_generator *g)
{
    return g->masks;
}

static enum maze_err algorithm(const struct maze_settings *s, const char *text,
                               const struct maze_generator **out,
                               struct maze_settings_error *err)
{
    struct maze_nearest near;
    maze_nearest_start(&near, text);
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (maze_name_distance(text, g->name, g->aliases) == 0) {
            *out = g;
            return MAZE_OK;
        }
        maze_nearest_offer(&near, g->name, g->aliases);
    }
    char names[256];
    mz_settings_generators_that(any_generator, names, sizeof names);
    if (maze_nearest_name(&near))
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "unknown algorithm '%s' (did you mean %s? all of them: "
            "%s)",
            text, maze_nearest_name(&near),
            s->spelling == MAZE_SPELL_OPTIONS ? "maze list" : names);
    return mz_settings_refuse(err, MAZE_ERR_ARG,
                              "unknown algorithm '%s' (try: %s)", text, names);
}

/* "MIN:MAX" (either may be left out: "40:" is 40 or more), or one
 * number N for exactly N, each from 0 to most. */
static bool parse_band(const char *text, uint64_t most, struct band *out)
{
    const char *colon = strchr(text, ':');
    char head[32];
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    if (n >= sizeof head)
        return false;
    memcpy(head, text, n);
    head[n] = '\0';
    struct band b = {0, most};
    if ((n > 0 || !colon) && !maze_parse_whole(head, 0, most, &b.min))
        return false;
    if (!colon)
        b.max = b.min;
    else if (colon[1] && !maze_parse_whole(colon + 1, 0, most, &b.max))
        return false;
    if (b.min > b.max || (colon && n == 0 && !colon[1]))
        return false;
    *out = b;
    return true;
}

/* The difficulty's words and their bands of the score. */
static const struct {
    const char *word;
    struct band band;
} difficulty_words[] = {
    {"easy", {0, MAZE_DIFFICULTY_EASY_MAX}},
    {"medium", {MAZE_DIFFICULTY_MEDIUM_MIN, MAZE_DIFFICULTY_MEDIUM_MAX}},
    {"hard", {MAZE_DIFFICULTY_HARD_MIN, 100}},
};

static enum maze_err target(struct maze_settings *s, enum setting id,
                            const char *text, struct maze_settings_error *err)
{
    int t = (int)id - SET_ROUTE_LENGTH;
    struct band b = {0, 0};
    bool ok = false;
    for (size_t i = 0; t == TARGET_SCORE && i < 3 && !ok; i++)
        if (strcmp(text, difficulty_words[i].word) == 0) {
            b = difficulty_words[i].band;
            ok = true;
        }
    if (!ok)
        ok = parse_band(text, t == TARGET_SCORE ? 100 : UINT64_MAX, &b);
    if (!ok && t == TARGET_SCORE)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid difficulty '%s' (try: easy, medium, hard, a "
            "score from 0 to 100 like 70, or a band like 60:80)",
            text);
    if (!ok)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (expected MIN:MAX, whole numbers "
            "like 40:80, 40: or 40)",
            t == TARGET_ROUTE ? "route length" : "dead ends", text);
    s->target[t] = b;
    snprintf(s->target_value[t], sizeof s->target_value[t], "%s", text);
    return MAZE_OK;
}

/* Reads the mask file at path and takes it. */
static enum maze_err mask_file(struct maze_settings *s, const char *path,
                               struct maze_settings_error *err)
{
    FILE *in = fopen(path, "rb");
    if (!in)
        return mz_settings_refuse(err, MAZE_ERR_IO, "cannot read '%s': %s",
                                  path, strerror(errno));
    struct maze_read_error why = {0};
    struct maze *m = NULL;
    errno = 0;
    enum maze_err e = maze_mask_read(in, MAZE_READ_MAX, &m, &why);
    int saved = errno; /* why a read failed: EISDIR for a folder */
    fclose(in);
    errno = saved;
    /* A file over the reader's limits is the file's fault, as a broken
     * one is (MAZE_ERR_FORMAT, as maze_read() gives it to Python), not
     * a maze too big for the machine. */
    if (e == MAZE_ERR_FORMAT || e == MAZE_ERR_TOO_BIG)
        return mz_settings_refuse(err, MAZE_ERR_FORMAT, "%s: %s", path,
                                  why.message);
    if (e)
        return mz_settings_refuse(err, e, "cannot read '%s': %s", path,
                                  e == MAZE_ERR_IO && saved
                                      ? strerror(saved)
                                      : maze_strerror(e));
    e = maze_settings_set_mask(s, m, path, err);
    maze_free(m);
    return e;
}

/* Makes the mask of --mask-text for the size and shape as they stand;
 * when it cannot be made, says why in mask_text_why for the judge (the
 * size may still change: -W after --mask-text). */
static void text_mask(struct maze_settings *s)
{
    /* Made for this shape and size already (-a, or -W as it was). */
    if (s->mask_text_made && s->mask_text_shape == s->shape &&
        s->mask_text_width == s->width && s->mask_text_height == s->height)
        return;
    s->mask_text_made = true;
    s->mask_text_shape = s->shape;
    s->mask_text_width = s->width;
    s->mask_text_height = s->height;
    s->mask_text_why[0] = '\0';
    struct maze_read_error why = {0};
    struct maze *m = NULL;
    enum maze_err e = s->shape == MAZE_SHAPE_POLAR
                          ? MAZE_ERR_ARG
                          : maze_mask_text(s->mask_text, s->mask_font, s->shape,
                                           s->width, s->height, &m, &why);
    struct maze_settings_error kept = {0};
    if (!e)
        e = maze_settings_set_mask(s, m, NULL, &kept);
    maze_free(m);
    /* A mask of words is no mask file: --mask stays not given. */
    s->given &= ~((uint64_t)1 << SET_MASK);
    if (!e)
        return;
    maze_free(s->mask);
    s->mask = NULL;
    s->recipe.mask = NULL;
    s->mask_text_err = e;
    snprintf(s->mask_text_why, sizeof s->mask_text_why, "%s",
             e == MAZE_ERR_ARG ? "a text mask works on rect, hex, triangle "
                                 "and upsilon grids, not polar ones"
             : *why.message    ? why.message
             : *kept.message   ? kept.message
                               : maze_strerror(e));
}

/* Keeps a copy of value in *text (the old one freed). */
static enum maze_err keep_text(char **text, const char *value,
                               struct maze_settings_error *err)
{
    char *copy = strdup(value);
    if (!copy)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    free(*text);
    *text = copy;
    return MAZE_OK;
}

/* --------------------------------------------------------- the object */

enum maze_err maze_settings_new(enum maze_spelling spelling,
                                struct maze_settings **out)
{
    struct maze_settings *s = calloc(1, sizeof *s);
    if (!s)
        return MAZE_ERR_NOMEM;
    s->spelling = spelling;
    s->width = 20;
    s->height = 10;
    s->floors = 1;
    s->towers = 1;
    s->recipe.generator = maze_generators();
    s->recipe.ends = MAZE_ENDS_CORNERS;
    *out = s;
    return MAZE_OK;
}

void maze_settings_free(struct maze_settings *s)
{
    if (!s)
        return;
    maze_free(s->mask);
    free(s->mask_name);
    free(s->mask_text);
    free(s->mask_font);
    free(s);
}

enum maze_err maze_settings_set_mask(struct maze_settings *s,
                                     const struct maze *mask, const char *name,
                                     struct maze_settings_error *err)
{
    struct maze *copy = NULL;
    char *copy_name = name ? strdup(name) : NULL;
    enum maze_err e =
        name && !copy_name
            ? MAZE_ERR_NOMEM
            : maze_new_shape(mask->shape, mask->width, mask->height, &copy);
    if (!e) {
        memcpy(copy->cell, mask->cell, copy->cells);
        copy->start = mask->start;
        copy->end = mask->end;
    }
    if (e) {
        free(copy_name);
        return mz_settings_refuse(err, e, "cannot keep the mask: %s",
                                  maze_strerror(e));
    }
    maze_free(s->mask);
    free(s->mask_name);
    s->mask = copy;
    s->mask_name = copy_name;
    s->recipe.mask = copy;
    s->width = copy->width;
    s->height = copy->height;
    s->given |= (uint64_t)1 << SET_MASK;
    s->good = false;
    return MAZE_OK;
}

/* The shape and height as given, or the generator's own: classical's
 * polar grid of eight rings, the rectangle and 10 rows for the others. */
static void grid_defaults(struct maze_settings *s)
{
    bool classical = mz_settings_is_generator(s->recipe.generator, "classical");
    s->shape = mz_settings_given(s, SET_SHAPE) ? s->shape_given
               : classical                     ? MAZE_SHAPE_POLAR
                                               : MAZE_SHAPE_RECT;
    /* A mask file's size is the maze's; a height given beside it is kept
     * for the judge to refuse if it is another. */
    if (mz_settings_given(s, SET_MASK) && s->mask)
        s->height = s->mask->height;
    else if (mz_settings_given(s, SET_HEIGHT))
        s->height = s->height_given;
    else
        s->height = classical ? CLASSICAL_RINGS : 10;
    /* A cube's six square faces, stacked (maze.h): its height is the
     * width's; a height given too is refused by the judge. */
    if (s->shape == MAZE_SHAPE_CUBE && s->width <= MAZE_MAX_SIDE / 6)
        s->height = 6 * s->width;
}

/* The ends when --ends is not given: the corners, but where the seams
 * make them neighbours (a torus's (0,0) and (W-1,H-1) are two steps
 * apart, a Moebius strip's, Klein bottle's or projective plane's one)
 * the two cells farthest apart, unless a start or an end is given. A
 * cylinder's corners stay a side apart. */
static void ends_default(struct maze_settings *s)
{
    if (mz_settings_given(s, SET_ENDS))
        return;
    unsigned w = s->recipe.wrap;
    bool near = (w & MAZE_WRAP_X && w & MAZE_WRAP_Y) ||
                (w & (MAZE_WRAP_FLIP_X | MAZE_WRAP_FLIP_Y));
    s->recipe.ends = near && !s->recipe.have_start && !s->recipe.have_end
                         ? MAZE_ENDS_FARTHEST
                         : MAZE_ENDS_CORNERS;
}

/* The setting called name (compared as maze_name_distance() does), or
 * SET_COUNT. */
static enum setting lookup(const char *name)
{
    for (int i = 0; i < SET_COUNT; i++)
        if (maze_name_distance(name, mz_settings_names[i].name,
                               mz_settings_names[i].aliases) == 0)
            return (enum setting)i;
    return SET_COUNT;
}

/* The setting called name, or SET_COUNT after a message. */
static enum setting find(const char *name, struct maze_settings_error *err)
{
    enum setting id = lookup(name);
    if (id != SET_COUNT)
        return id;
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    for (int i = 0; i < SET_COUNT; i++)
        maze_nearest_offer(&near, mz_settings_names[i].name,
                           mz_settings_names[i].aliases);
    if (maze_nearest_name(&near)) {
        mz_settings_refuse(err, MAZE_ERR_ARG,
                           "unknown setting '%s' (did you mean %s?)", name,
                           maze_nearest_name(&near));
        return SET_COUNT;
    }
    char names[256] = "";
    for (int i = 0; i < SET_COUNT; i++) {
        if (i)
            strncat(names, ", ", sizeof names - strlen(names) - 1);
        strncat(names, mz_settings_names[i].name,
                sizeof names - strlen(names) - 1);
    }
    mz_settings_refuse(err, MAZE_ERR_ARG, "unknown setting '%s' (try: %s)",
                       name, names);
    return SET_COUNT;
}

/* Whether the setting is the generator's or its options'. */
static bool generator_setting(enum setting id)
{
    switch (id) {
    case SET_ALGORITHM:
    case SET_BASE:
    case SET_BIAS:
    case SET_BRAID:
    case SET_SPARSE:
    case SET_FILL:
    case SET_GENERATIONS:
    case SET_MIX:
    case SET_PICK:
    case SET_ROOMS:
    case SET_ROOM_SIZE:
    case SET_RULE:
    case SET_STAIRS:
    case SET_SYMMETRY:
    case SET_TRIM:
    case SET_WEAVE:
        return true;
    default:
        return false;
    }
}

/* A setting of the generator and its options, into gen. */
static enum maze_err set_generator_value(struct maze_settings *s,
                                         enum setting id, const char *value,
                                         struct maze_gen_opts *gen,
                                         struct maze_settings_error *err)
{
    uint64_t v = 0;
    enum maze_err e = MAZE_OK;
    char buf[32];
    switch (id) {
    case SET_ALGORITHM:
        e = algorithm(s, value, &s->recipe.generator, err);
        break;
    case SET_BRAID:
        e = share("braid share", value, &s->recipe.braid, err);
        break;
    case SET_SPARSE:
        e = share("sparse share", value, &s->recipe.sparse, err);
        if (!e && s->recipe.sparse == 1.0)
            e = mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "invalid sparse share '%s' (expected a share of the cells "
                "left out, 0 to below 1: some cells must stay)",
                value);
        break;
    case SET_BIAS:
        e = bias(value, &gen->bias, err);
        break;
    case SET_PICK:
        e = pick(value, gen, err);
        break;
    case SET_MIX:
        e = share("mix share", value, &gen->mix, err);
        if (!e && !mz_settings_given(s, SET_PICK))
            gen->pick = MAZE_PICK_MIX;
        break;
    case SET_WEAVE:
        e = share("weave share", value, &gen->weave, err);
        break;
    case SET_STAIRS:
        if (!maze_parse_share(value, &gen->stairs))
            e = mz_settings_refuse(err, MAZE_ERR_ARG,
                                   "invalid stairs weight '%s' (expected a "
                                   "number above 0 and at most 1, like 0.05)",
                                   value);
        if (!e && gen->stairs == 0.0)
            e = mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "stairs weight must be above 0, not '%s' (with no "
                "stairs the floors would not be joined; try: %s)",
                value,
                mz_settings_spell_value(s, SET_STAIRS, "0.05", buf,
                                        sizeof buf));
        break;
    case SET_BASE:
        e = algorithm(s, value, &gen->base, err);
        if (!e && (gen->base->imperfect ||
                   mz_settings_is_generator(gen->base, "unicursal") ||
                   !maze_generator_takes(gen->base, MAZE_SHAPE_RECT, false)))
            e = mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "a unicursal labyrinth's base must make perfect "
                "rectangles, which %s does not (try: backtracker)",
                gen->base->name);
        break;
    case SET_RULE:
        e = rule(value, gen, err);
        break;
    case SET_FILL:
        e = share("fill share", value, &gen->fill, err);
        if (!e && (gen->fill == 0.0 || gen->fill == 1.0))
            e = mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "invalid fill share '%s' (expected a share of rock "
                "above 0 and below 1, like 0.45)",
                value);
        break;
    case SET_GENERATIONS:
        e = whole("generations", value, 1, 1000, &v, err);
        if (!e)
            gen->generations = (unsigned)v;
        break;
    case SET_ROOMS:
        e = whole("rooms", value, 1, 1000000, &v, err);
        if (!e)
            gen->rooms = (unsigned)v;
        break;
    case SET_ROOM_SIZE:
        e = room_size(value, gen, err);
        break;
    case SET_TRIM:
        e = share("trim share", value, &gen->trim, err);
        break;
    case SET_SYMMETRY:
        if (!maze_symmetry_find(value, &gen->symmetry)) {
            static const char *const symmetries[] = {"x",   "y",    "xy",
                                                     "rot", "none", NULL};
            e = unknown_value(err, "unknown symmetry", value, symmetries);
        }
        break;
    default:
        break;
    }
    return e;
}

/* "F" (floors stacked) or "FxT" (F floors in each of T towers, a maze in
 * four dimensions) into s; "Fx1" is "F". */
static enum maze_err floors(struct maze_settings *s, const char *value,
                            struct maze_settings_error *err)
{
    const char *x = strpbrk(value, "xX");
    uint64_t per = 0, towers = 1;
    if (!x) { /* floors stacked, in the words they always had */
        enum maze_err e = whole(mz_settings_names[SET_FLOORS].name, value, 1,
                                MAZE_MAX_FLOORS, &per, err);
        if (!e) {
            s->floors = (uint32_t)per;
            s->towers = 1;
        }
        return e;
    }
    char head[32];
    size_t n = (size_t)(x - value);
    bool good = n > 0 && n < sizeof head;
    if (good) {
        memcpy(head, value, n);
        head[n] = '\0';
        good = maze_parse_whole(head, 1, MAZE_MAX_FLOORS, &per) &&
               maze_parse_whole(x + 1, 1, MAZE_MAX_FLOORS, &towers) &&
               per * towers <= MAZE_MAX_FLOORS;
    }
    if (!good)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "invalid %s '%s' (expected F floors or FxT, F floors in "
            "each of T towers, like 3x2; at most %u floors in all)",
            mz_settings_names[SET_FLOORS].name, value, MAZE_MAX_FLOORS);
    s->floors = (uint32_t)(per * towers);
    s->towers = (uint32_t)towers;
    return MAZE_OK;
}

/* A setting of the grid, its ends and the seed, into s. */
static enum maze_err set_grid_value(struct maze_settings *s, enum setting id,
                                    const char *value,
                                    struct maze_settings_error *err)
{
    uint64_t v = 0;
    enum maze_err e = MAZE_OK;
    switch (id) {
    case SET_WIDTH:
    case SET_HEIGHT:
        e = whole(mz_settings_names[id].name, value, 1, MAZE_MAX_SIDE, &v, err);
        if (!e && id == SET_WIDTH)
            s->width = s->width_given = (uint32_t)v;
        if (!e && id == SET_HEIGHT)
            s->height_given = (uint32_t)v;
        break;
    case SET_SHAPE:
        if (!maze_shape_find(value, &s->shape_given)) {
            const char *shapes[MAZE_SHAPE_LAST + 2] = {NULL};
            for (int i = 0; i <= MAZE_SHAPE_LAST; i++)
                shapes[i] = maze_shape_name((enum maze_shape)i);
            e = unknown_value(err, "unknown shape", value, shapes);
        }
        break;
    case SET_SEED:
        e = whole("seed", value, 0, UINT64_MAX, &s->seed, err);
        break;
    case SET_FLOORS:
        e = floors(s, value, err);
        break;
    case SET_START:
        e = point("start", value, &s->recipe.start_x, &s->recipe.start_y, err);
        if (!e)
            s->recipe.have_start = true;
        break;
    case SET_END:
        e = point("end", value, &s->recipe.end_x, &s->recipe.end_y, err);
        if (!e)
            s->recipe.have_end = true;
        break;
    case SET_ENDS:
        e = MAZE_ERR_ARG;
        for (int i = 0; i < 3 && e; i++)
            if (strcmp(value, mz_settings_ends_names[i]) == 0) {
                s->recipe.ends = (enum maze_ends_rule)i;
                e = MAZE_OK;
            }
        if (e) {
            char what[40];
            snprintf(what, sizeof what, "unknown %s",
                     mz_settings_spell(s, SET_ENDS));
            unknown_value(err, what, value, mz_settings_ends_names);
        }
        break;
    case SET_MASK:
        e = s->mask_text ? mz_settings_refuse(
                               err, MAZE_ERR_CONFLICT,
                               "%s and %s cannot be combined (a maze has one "
                               "mask)",
                               spell_as_given(s, SET_MASK),
                               spell_as_given(s, SET_MASK_TEXT))
                         : mask_file(s, value, err);
        break;
    case SET_MASK_TEXT:
        e = mz_settings_given(s, SET_MASK)
                ? mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                     "%s and %s cannot be combined (a maze "
                                     "has one mask)",
                                     spell_as_given(s, SET_MASK),
                                     spell_as_given(s, SET_MASK_TEXT))
            : !*value ? mz_settings_refuse(err, MAZE_ERR_ARG,
                                           "no text to make a mask of")
                      : keep_text(&s->mask_text, value, err);
        s->mask_text_made = false;
        break;
    case SET_MASK_FONT:
        e = keep_text(&s->mask_font, value, err);
        s->mask_text_made = false;
        break;
    case SET_ROUTE_LENGTH:
    case SET_DEAD_ENDS:
    case SET_DIFFICULTY:
        e = target(s, id, value, err);
        break;
    case SET_WRAP:
        if (!maze_wrap_find(value, &s->recipe.wrap)) {
            static const char *const wraps[] = {
                "x", "y", "xy", "mobius", "klein", "projective", "none", NULL};
            e = unknown_value(err, "unknown wrap", value, wraps);
        }
        break;
    default:
        break;
    }
    return e;
}

enum maze_err maze_settings_set(struct maze_settings *s, const char *name,
                                const char *value,
                                struct maze_settings_error *err)
{
    enum setting id = find(name, err);
    if (id == SET_COUNT)
        return MAZE_ERR_ARG;
    struct maze_gen_opts gen = s->recipe.gen;
    enum maze_err e = generator_setting(id)
                          ? set_generator_value(s, id, value, &gen, err)
                          : set_grid_value(s, id, value, err);
    if (e)
        return e;
    s->recipe.gen = gen;
    s->given |= (uint64_t)1 << id;
    s->good = false;
    grid_defaults(s);
    ends_default(s);
    if (s->mask_text &&
        (id == SET_WIDTH || id == SET_HEIGHT || id == SET_SHAPE ||
         id == SET_ALGORITHM || id == SET_MASK_TEXT || id == SET_MASK_FONT))
        text_mask(s);
    return MAZE_OK;
}

bool maze_settings_given(const struct maze_settings *s, const char *name)
{
    if (!name)
        return s->given != 0;
    enum setting id = lookup(name);
    return id != SET_COUNT && mz_settings_given(s, id);
}

void maze_settings_size(const struct maze_settings *s, enum maze_shape *shape,
                        uint32_t *width, uint32_t *height, uint32_t *floors)
{
    if (shape)
        *shape = s->shape;
    /* A polar maze's default: a round centre (classical: its circuits). */
    bool classical = mz_settings_is_generator(s->recipe.generator, "classical");
    if (width)
        *width =
            (s->shape == MAZE_SHAPE_POLAR || s->shape == MAZE_SHAPE_SPHERE) &&
                    !mz_settings_given(s, SET_WIDTH) && !s->mask
                ? (classical ? CLASSICAL_WIDTH : 1)
                : s->width;
    if (height)
        *height = s->height;
    if (floors)
        *floors = s->floors;
}

uint32_t maze_settings_towers(const struct maze_settings *s)
{
    return s->towers;
}

const struct maze_recipe *maze_settings_recipe(const struct maze_settings *s)
{
    return &s->recipe;
}

enum maze_err maze_settings_seed(struct maze_settings *s, uint64_t *seed,
                                 struct maze_settings_error *err)
{
    if (!mz_settings_given(s, SET_SEED)) {
        uint64_t drawn = 0;
        enum maze_err e = maze_seed_from_os(&drawn);
        if (e) {
            char buf[16];
            return mz_settings_refuse(
                err, e,
                "cannot draw a seed from the system (give one "
                "with %s)",
                s->spelling == MAZE_SPELL_OPTIONS
                    ? mz_settings_spell(s, SET_SEED)
                    : mz_settings_spell_value(s, SET_SEED, "", buf,
                                              sizeof buf));
        }
        /* Ten digits at most, so the seed is easy to note and retype. */
        s->seed = drawn & 0xFFFFFFFFu;
        s->given |= (uint64_t)1 << SET_SEED;
    }
    *seed = s->seed;
    return MAZE_OK;
}

bool maze_generator_reads(const struct maze_generator *gen, const char *name)
{
    if (!gen)
        gen = maze_generators();
    switch (lookup(name)) {
    case SET_BIAS:
        return mz_settings_is_generator(gen, "binary-tree");
    case SET_PICK:
    case SET_MIX:
        return mz_settings_is_generator(gen, "growing-tree");
    case SET_WEAVE:
        return maze_generator_weaves(gen);
    case SET_FLOORS:
    case SET_STAIRS:
    case SET_WRAP:
        return gen->masks;
    case SET_SYMMETRY:
        return maze_generator_mirrors(gen);
    case SET_BASE:
        return mz_settings_is_generator(gen, "unicursal");
    case SET_RULE:
    case SET_FILL:
    case SET_GENERATIONS:
        return mz_settings_is_generator(gen, "cave");
    case SET_ROOM_SIZE:
        return mz_settings_is_generator(gen, "dungeon") ||
               mz_settings_is_generator(gen, "division");
    case SET_ROOMS:
    case SET_TRIM:
        return mz_settings_is_generator(gen, "dungeon");
    case SET_SPARSE:
        /* A perfect maze's dead ends are leaves: taking them keeps a tree. */
        return !gen->imperfect && !gen->polar_only &&
               !mz_settings_is_generator(gen, "unicursal");
    case SET_COUNT:
        return false;
    default:
        return true;
    }
}
