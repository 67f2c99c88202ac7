/*
 * settings.c - a maze described setting by setting, as a person gives it
 * (see maze.h): the one place where a setting is named, parsed, judged
 * and refused, so the tool, the Python package and the web page say the
 * same words. The messages spell a setting as the front end's user types
 * it: "--floors" and "-W 2" for the tool, "floors" and "width=2" for the
 * others.
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

enum setting {
    SET_WIDTH,
    SET_HEIGHT,
    SET_SHAPE,
    SET_ALGORITHM,
    SET_SEED,
    SET_BRAID,
    SET_BIAS,
    SET_PICK,
    SET_MIX,
    SET_WEAVE,
    SET_FLOORS,
    SET_STAIRS,
    SET_START,
    SET_END,
    SET_ENDS,
    SET_MASK,
    SET_ROUTE_LENGTH,
    SET_DEAD_ENDS,
    SET_DIFFICULTY,
    SET_BASE,
    SET_RULE,
    SET_FILL,
    SET_GENERATIONS,
    SET_ROOMS,
    SET_ROOM_SIZE,
    SET_TRIM,
    SET_SYMMETRY,
    SET_WRAP,
    SET_COUNT
};

/* A setting's name, its other names, and the tool's option for it. */
static const struct {
    const char *name;
    const char *aliases;
    const char *option;
} settings[SET_COUNT] = {
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
    [SET_ROOM_SIZE] = {"room-size", NULL, "--room-size"},
    [SET_TRIM] = {"trim", NULL, "--trim"},
    [SET_SYMMETRY] = {"symmetry", NULL, "--symmetry"},
    [SET_WRAP] = {"wrap", NULL, "--wrap"},
    [SET_ROUTE_LENGTH] = {"route_length", NULL, "--route-length"},
    [SET_DEAD_ENDS] = {"dead_ends", NULL, "--dead-ends"},
    [SET_DIFFICULTY] = {"difficulty", NULL, "--difficulty"},
};

/* The targets a maze is drawn to (maze_settings_draw), in the order of
 * the settings above: route length, dead ends, difficulty score. */
enum { TARGET_ROUTE, TARGET_DEAD_ENDS, TARGET_SCORE, TARGETS };

struct band {
    uint64_t min, max;
};

/* The classical labyrinth's grid, when the shape and size are not given:
 * its eight rings, the circuits all of one length. */
#define CLASSICAL_WIDTH 32
#define CLASSICAL_RINGS 8

static const char *const ends_names[] = {"corners", "farthest", "none",
                                         NULL};

struct maze_settings {
    enum maze_spelling spelling;
    unsigned given; /* 1u << enum setting for each setting given */
    enum maze_shape shape;
    uint32_t width, height, floors;
    /* The shape and height as given (shape and height above are what
     * the generator makes of them: classical's own when not given). */
    enum maze_shape shape_given;
    uint32_t height_given;
    uint64_t seed;
    struct maze_recipe recipe;
    struct maze *mask; /* owned */
    char *mask_name;   /* owned; NULL when the mask has no name */
    struct band target[TARGETS]; /* when given (SET_ROUTE_LENGTH + i) */
    char target_value[TARGETS][48]; /* as given: "hard", "40:80" */
    bool good;         /* maze_settings_check() found them good */
};

/* Whether gen is the registry's generator called name: the settings
 * that only one generator reads follow it by its name. */
static bool is_generator(const struct maze_generator *gen, const char *name)
{
    return gen && strcmp(gen->name, name) == 0;
}

/* ------------------------------------------------------------- words */

static enum maze_err refuse(struct maze_settings_error *err,
                            enum maze_err code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static enum maze_err refuse(struct maze_settings_error *err,
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
static const char *spell(const struct maze_settings *s, enum setting id)
{
    return s->spelling == MAZE_SPELL_OPTIONS ? settings[id].option
                                             : settings[id].name;
}

/* The setting with a value, in buf: "-W 2" or "width=2". */
static const char *spell_value(const struct maze_settings *s, enum setting id,
                               const char *value, char *buf, size_t size)
{
    snprintf(buf, size, "%s%s%s", spell(s, id),
             s->spelling == MAZE_SPELL_OPTIONS ? " " : "=", value);
    return buf;
}

static bool given(const struct maze_settings *s, enum setting id)
{
    return s->given & (1u << id);
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
    return refuse(err, MAZE_ERR_ARG,
                  "invalid %s '%s' (expected a whole number from %llu to "
                  "%llu)",
                  what, text, (unsigned long long)min,
                  (unsigned long long)max);
}

static enum maze_err share(const char *what, const char *text, double *out,
                           struct maze_settings_error *err)
{
    if (maze_parse_share(text, out))
        return MAZE_OK;
    return refuse(err, MAZE_ERR_ARG,
                  "invalid %s '%s' (expected a number from 0 to 1, like 0.5)",
                  what, text);
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
    return refuse(err, MAZE_ERR_ARG,
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
        return refuse(err, MAZE_ERR_ARG,
                      "invalid bias '%s' (try: NW, NE, SW, SE)", text);
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
        return refuse(err, MAZE_ERR_ARG,
                      "%s '%s' (did you mean %s? all of them: %s)", what,
                      given, guess, list);
    return refuse(err, MAZE_ERR_ARG, "%s '%s' (try: %s)", what, given, list);
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
    static const char *const picks[] = {"newest", "random", "oldest",
                                        "mix:0.5", NULL};
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
    return refuse(err, MAZE_ERR_ARG,
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
    return refuse(err, MAZE_ERR_ARG,
                  "invalid room size '%s' (expected MIN-MAX, the cells a room "
                  "has a side from 1 to 10000, like 3-7)",
                  text);
}

/* The names of the generators that `can`, for hints. */
static void generators_that(bool (*can)(const struct maze_generator *),
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
static bool carves_any_grid(const struct maze_generator *g)
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
    generators_that(any_generator, names, sizeof names);
    if (maze_nearest_name(&near))
        return refuse(err, MAZE_ERR_ARG,
                      "unknown algorithm '%s' (did you mean %s? all of them: "
                      "%s)",
                      text, maze_nearest_name(&near),
                      s->spelling == MAZE_SPELL_OPTIONS ? "maze list" : names);
    return refuse(err, MAZE_ERR_ARG, "unknown algorithm '%s' (try: %s)", text,
                  names);
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
        return refuse(err, MAZE_ERR_ARG,
                      "invalid difficulty '%s' (try: easy, medium, hard, a "
                      "score from 0 to 100 like 70, or a band like 60:80)",
                      text);
    if (!ok)
        return refuse(err, MAZE_ERR_ARG,
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
        return refuse(err, MAZE_ERR_IO, "cannot read '%s': %s", path,
                      strerror(errno));
    struct maze_read_error why = {0};
    struct maze *m = NULL;
    enum maze_err e = maze_mask_read(in, MAZE_READ_MAX, &m, &why);
    fclose(in);
    /* A file over the reader's limits is the file's fault, as a broken
     * one is (MAZE_ERR_FORMAT, as maze_read() gives it to Python), not
     * a maze too big for the machine. */
    if (e == MAZE_ERR_FORMAT || e == MAZE_ERR_TOO_BIG)
        return refuse(err, MAZE_ERR_FORMAT, "%s: %s", path, why.message);
    if (e)
        return refuse(err, e, "cannot read '%s': %s", path, maze_strerror(e));
    e = maze_settings_set_mask(s, m, path, err);
    maze_free(m);
    return e;
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
    free(s);
}

enum maze_err maze_settings_set_mask(struct maze_settings *s,
                                     const struct maze *mask,
                                     const char *name,
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
        return refuse(err, e, "cannot keep the mask: %s", maze_strerror(e));
    }
    maze_free(s->mask);
    free(s->mask_name);
    s->mask = copy;
    s->mask_name = copy_name;
    s->recipe.mask = copy;
    s->width = copy->width;
    s->height = s->height_given = copy->height;
    s->given |= 1u << SET_MASK;
    s->good = false;
    return MAZE_OK;
}

/* The shape and height as given, or the generator's own: classical's
 * polar grid of eight rings, the rectangle and 10 rows for the others. */
static void grid_defaults(struct maze_settings *s)
{
    bool classical = is_generator(s->recipe.generator, "classical");
    s->shape = given(s, SET_SHAPE) ? s->shape_given
               : classical         ? MAZE_SHAPE_POLAR
                                   : MAZE_SHAPE_RECT;
    if (given(s, SET_HEIGHT))
        s->height = s->height_given;
    else if (!given(s, SET_MASK))
        s->height = classical ? CLASSICAL_RINGS : 10;
}

/* The setting called name (compared as maze_name_distance() does), or
 * SET_COUNT. */
static enum setting lookup(const char *name)
{
    for (int i = 0; i < SET_COUNT; i++)
        if (maze_name_distance(name, settings[i].name, settings[i].aliases) ==
            0)
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
        maze_nearest_offer(&near, settings[i].name, settings[i].aliases);
    if (maze_nearest_name(&near)) {
        refuse(err, MAZE_ERR_ARG, "unknown setting '%s' (did you mean %s?)",
               name, maze_nearest_name(&near));
        return SET_COUNT;
    }
    char names[256] = "";
    for (int i = 0; i < SET_COUNT; i++) {
        if (i)
            strncat(names, ", ", sizeof names - strlen(names) - 1);
        strncat(names, settings[i].name, sizeof names - strlen(names) - 1);
    }
    refuse(err, MAZE_ERR_ARG, "unknown setting '%s' (try: %s)", name, names);
    return SET_COUNT;
}

enum maze_err maze_settings_set(struct maze_settings *s, const char *name,
                                const char *value,
                                struct maze_settings_error *err)
{
    enum setting id = find(name, err);
    if (id == SET_COUNT)
        return MAZE_ERR_ARG;
    struct maze_gen_opts gen = s->recipe.gen;
    uint64_t v = 0;
    enum maze_err e = MAZE_OK;
    char buf[32];
    switch (id) {
    case SET_WIDTH:
    case SET_HEIGHT:
        e = whole(settings[id].name, value, 1, MAZE_MAX_SIDE, &v, err);
        if (!e && id == SET_WIDTH)
            s->width = (uint32_t)v;
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
    case SET_ALGORITHM:
        e = algorithm(s, value, &s->recipe.generator, err);
        break;
    case SET_SEED:
        e = whole("seed", value, 0, UINT64_MAX, &s->seed, err);
        break;
    case SET_BRAID:
        e = share("braid share", value, &s->recipe.braid, err);
        break;
    case SET_BIAS:
        e = bias(value, &gen.bias, err);
        break;
    case SET_PICK:
        e = pick(value, &gen, err);
        break;
    case SET_MIX:
        e = share("mix share", value, &gen.mix, err);
        if (!e && !given(s, SET_PICK))
            gen.pick = MAZE_PICK_MIX;
        break;
    case SET_WEAVE:
        e = share("weave share", value, &gen.weave, err);
        break;
    case SET_FLOORS:
        e = whole(settings[id].name, value, 1, MAZE_MAX_FLOORS, &v, err);
        if (!e)
            s->floors = (uint32_t)v;
        break;
    case SET_STAIRS:
        e = share("stairs weight", value, &gen.stairs, err);
        if (!e && gen.stairs == 0.0)
            e = refuse(err, MAZE_ERR_ARG,
                       "stairs weight must be above 0, not '%s' (with no "
                       "stairs the floors would not be joined; try: %s)",
                       value, spell_value(s, SET_STAIRS, "0.05", buf,
                                          sizeof buf));
        break;
    case SET_START:
        e = point("start", value, &s->recipe.start_x, &s->recipe.start_y,
                  err);
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
            if (strcmp(value, ends_names[i]) == 0) {
                s->recipe.ends = (enum maze_ends_rule)i;
                e = MAZE_OK;
            }
        if (e) {
            char what[40];
            snprintf(what, sizeof what, "unknown %s", spell(s, SET_ENDS));
            unknown_value(err, what, value, ends_names);
        }
        break;
    case SET_MASK:
        e = mask_file(s, value, err);
        break;
    case SET_ROUTE_LENGTH:
    case SET_DEAD_ENDS:
    case SET_DIFFICULTY:
        e = target(s, id, value, err);
        break;
    case SET_BASE:
        e = algorithm(s, value, &gen.base, err);
        if (!e && (gen.base->imperfect || is_generator(gen.base, "unicursal") ||
                   !maze_generator_takes(gen.base, MAZE_SHAPE_RECT, false)))
            e = refuse(err, MAZE_ERR_ARG,
                       "a unicursal labyrinth's base must make perfect "
                       "rectangles, which %s does not (try: backtracker)",
                       gen.base->name);
        break;
    case SET_RULE:
        e = rule(value, &gen, err);
        break;
    case SET_FILL:
        e = share("fill share", value, &gen.fill, err);
        if (!e && (gen.fill == 0.0 || gen.fill == 1.0))
            e = refuse(err, MAZE_ERR_ARG,
                       "invalid fill share '%s' (expected a share of rock "
                       "above 0 and below 1, like 0.45)",
                       value);
        break;
    case SET_GENERATIONS:
        e = whole("generations", value, 1, 1000, &v, err);
        if (!e)
            gen.generations = (unsigned)v;
        break;
    case SET_ROOMS:
        e = whole("rooms", value, 1, 1000000, &v, err);
        if (!e)
            gen.rooms = (unsigned)v;
        break;
    case SET_ROOM_SIZE:
        e = room_size(value, &gen, err);
        break;
    case SET_TRIM:
        e = share("trim share", value, &gen.trim, err);
        break;
    case SET_SYMMETRY:
        if (!maze_symmetry_find(value, &gen.symmetry)) {
            static const char *const symmetries[] = {"x", "y", "xy", "rot",
                                                     "none", NULL};
            e = unknown_value(err, "unknown symmetry", value, symmetries);
        }
        break;
    case SET_WRAP:
        if (!maze_wrap_find(value, &s->recipe.wrap)) {
            static const char *const wraps[] = {"x", "y", "xy", "none", NULL};
            e = unknown_value(err, "unknown wrap", value, wraps);
        }
        break;
    case SET_COUNT:
        break;
    }
    if (e)
        return e;
    s->recipe.gen = gen;
    s->given |= 1u << id;
    s->good = false;
    grid_defaults(s);
    return MAZE_OK;
}

bool maze_settings_given(const struct maze_settings *s, const char *name)
{
    if (!name)
        return s->given != 0;
    enum setting id = lookup(name);
    return id != SET_COUNT && given(s, id);
}

void maze_settings_size(const struct maze_settings *s, enum maze_shape *shape,
                        uint32_t *width, uint32_t *height, uint32_t *floors)
{
    if (shape)
        *shape = s->shape;
    /* A polar maze's default: a round centre (classical: its circuits). */
    bool classical = is_generator(s->recipe.generator, "classical");
    if (width)
        *width = s->shape == MAZE_SHAPE_POLAR && !given(s, SET_WIDTH) &&
                         !s->mask
                     ? (classical ? CLASSICAL_WIDTH : 1)
                     : s->width;
    if (height)
        *height = s->height;
    if (floors)
        *floors = s->floors;
}

const struct maze_recipe *maze_settings_recipe(const struct maze_settings *s)
{
    return &s->recipe;
}

enum maze_err maze_settings_seed(struct maze_settings *s, uint64_t *seed,
                                 struct maze_settings_error *err)
{
    if (!given(s, SET_SEED)) {
        uint64_t drawn = 0;
        enum maze_err e = maze_seed_from_os(&drawn);
        if (e) {
            char buf[16];
            return refuse(err, e,
                          "cannot draw a seed from the system (give one "
                          "with %s)",
                          s->spelling == MAZE_SPELL_OPTIONS
                              ? spell(s, SET_SEED)
                              : spell_value(s, SET_SEED, "", buf, sizeof buf));
        }
        /* Ten digits at most, so the seed is easy to note and retype. */
        s->seed = drawn & 0xFFFFFFFFu;
        s->given |= 1u << SET_SEED;
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
        return is_generator(gen, "binary-tree");
    case SET_PICK:
    case SET_MIX:
        return is_generator(gen, "growing-tree");
    case SET_WEAVE:
        return maze_generator_weaves(gen);
    case SET_FLOORS:
    case SET_STAIRS:
    case SET_WRAP:
        return gen->masks;
    case SET_SYMMETRY:
        return maze_generator_mirrors(gen);
    case SET_BASE:
        return is_generator(gen, "unicursal");
    case SET_RULE:
    case SET_FILL:
    case SET_GENERATIONS:
        return is_generator(gen, "cave");
    case SET_ROOMS:
    case SET_ROOM_SIZE:
    case SET_TRIM:
        return is_generator(gen, "dungeon");
    case SET_COUNT:
        return false;
    default:
        return true;
    }
}

/* ----------------------------------------------------------- judging */

static const char *shape_name(const struct maze_settings *s)
{
    return maze_shape_name(s->shape);
}

/* A mask must suit the generator and be one piece. */
static enum maze_err check_mask(const struct maze_settings *s,
                                struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    if (!r->generator->masks) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s cannot carve a mask (try: %s)", r->generator->name,
                      names);
    }
    size_t parts = 0;
    size_t cell[3];
    if (maze_parts(s->mask, &parts, cell, 3) != MAZE_OK)
        return refuse(err, MAZE_ERR_NOMEM, "out of memory");
    if (parts > 1) {
        char where[96] = "";
        for (size_t i = 0; i < parts && i < 3; i++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(s->mask, cell[i], &x, &y);
            char one[32];
            snprintf(one, sizeof one, "%s%u,%u", i ? ", " : "", x, y);
            strncat(where, one, sizeof where - strlen(where) - 1);
        }
        return refuse(err, MAZE_ERR_FORMAT,
                      "%s%sthe mask has %zu separate parts (at %s%s): a maze "
                      "joins one; connect them or leave the others out",
                      s->mask_name ? s->mask_name : "",
                      s->mask_name ? ": " : "", parts, where,
                      parts > 3 ? ", ..." : "");
    }
    const uint32_t xy[2][2] = {{r->start_x, r->start_y},
                               {r->end_x, r->end_y}};
    const bool have[2] = {r->have_start, r->have_end};
    for (int i = 0; i < 2; i++)
        if (have[i] && xy[i][0] < s->width && xy[i][1] < s->height &&
            (s->mask->cell[maze_cell_at(s->mask, xy[i][0], xy[i][1])] &
             MAZE_CELL_OFF))
            return refuse(err, MAZE_ERR_CONFLICT, "%s %u,%u is not in the mask",
                          i ? "end" : "start", xy[i][0], xy[i][1]);
    return MAZE_OK;
}

/* The shape must suit the generator, the size and the mask. */
static enum maze_err check_shape(const struct maze_settings *s, uint32_t width,
                                 struct maze_settings_error *err)
{
    const struct maze_generator *g = s->recipe.generator;
    char buf[32];
    if (g->polar_only && s->shape != MAZE_SHAPE_POLAR)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on polar grids only, not %s grids (try: %s "
                      "polar)",
                      g->name, shape_name(s), spell(s, SET_SHAPE));
    if (is_generator(g, "classical") &&
        (s->height != CLASSICAL_RINGS || width < 30)) {
        char buf2[32];
        return refuse(err, MAZE_ERR_CONFLICT,
                      "classical needs a polar grid of 8 rings, 30 cells or "
                      "more round the inner one, so its seven circuits line "
                      "up (try: %s %s)",
                      spell_value(s, SET_WIDTH, "32", buf, sizeof buf),
                      spell_value(s, SET_HEIGHT, "8", buf2, sizeof buf2));
    }
    if (!maze_generator_takes(g, s->shape, false)) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rectangles%s only, not %s grids (try: %s)",
                      g->name, g->polar ? " and polar grids" : "",
                      shape_name(s), names);
    }
    if (s->mask && s->shape == MAZE_SHAPE_POLAR)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "a mask works on rect, hex and triangle grids, not "
                      "polar ones");
    if (s->shape == MAZE_SHAPE_POLAR && s->height > MAZE_MAX_RINGS)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "a polar maze has at most %u rings (%s)", MAZE_MAX_RINGS,
                      spell(s, SET_HEIGHT));
    if (s->shape == MAZE_SHAPE_POLAR && width == 2)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "a polar maze's innermost ring needs 1 cell (a round "
                      "centre) or at least 3 (%s would make two cells that "
                      "touch twice)",
                      spell_value(s, SET_WIDTH, "2", buf, sizeof buf));
    if (s->shape == MAZE_SHAPE_TRIANGLE && width == 1 && s->height > 1)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "a triangle maze needs %s or more: one column of "
                      "triangles falls apart into pairs",
                      spell_value(s, SET_WIDTH, "2", buf, sizeof buf));
    return MAZE_OK;
}

/* A weave needs a rectangle and a generator that tunnels. */
static enum maze_err check_weave(const struct maze_settings *s,
                                 struct maze_settings_error *err)
{
    if (s->shape != MAZE_SHAPE_RECT)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rectangles, not %s grids",
                      spell(s, SET_WEAVE), shape_name(s));
    if (!maze_generator_weaves(s->recipe.generator)) {
        char names[256];
        generators_that(maze_generator_weaves, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT, "%s cannot weave (try: %s)",
                      s->recipe.generator->name, names);
    }
    return MAZE_OK;
}

/* Wrapped edges: rectangles and hexagons (an even height to wrap in y),
 * the only topologies with a seam (triangles and upsilon's octagons of
 * an even width would meet across one, but none is built), a generator that
 * works through the topology, neither weave nor floors (their crossings and
 * stairs would meet the seam). */
static enum maze_err check_wrap(const struct maze_settings *s,
                                struct maze_settings_error *err)
{
    const char *wrap = spell(s, SET_WRAP);
    char buf[32];
    if (s->shape == MAZE_SHAPE_POLAR)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rect and hex grids, not polar ones (a "
                      "polar grid's rings wrap round already)",
                      wrap);
    if (s->shape != MAZE_SHAPE_RECT && s->shape != MAZE_SHAPE_HEX)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rect and hex grids, not %s grids (the "
                      "library joins no seam across them)",
                      wrap, shape_name(s));
    if (s->shape == MAZE_SHAPE_HEX && (s->recipe.wrap & MAZE_WRAP_Y) &&
        (s->height & 1)) {
        snprintf(buf, sizeof buf, "%u", s->height + 1);
        char hint[48];
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s %s on a hex grid needs an even height, not %u (the "
                      "rows' half-cell offsets must meet across the seam; "
                      "try: %s)",
                      wrap, maze_wrap_name(s->recipe.wrap), s->height,
                      spell_value(s, SET_HEIGHT, buf, hint, sizeof hint));
    }
    if (s->floors > 1 || s->recipe.gen.weave > 0)
        return refuse(err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined",
                      wrap, spell(s, s->floors > 1 ? SET_FLOORS : SET_WEAVE));
    if (!s->recipe.generator->masks) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s cannot wrap: it makes rectangles with edges (try: "
                      "%s)",
                      s->recipe.generator->name, names);
    }
    return MAZE_OK;
}

/* A maze of floors: rectangles, a generator that works through the
 * topology, no mask, ends from the lowest floor to the highest. */
static enum maze_err check_floors(const struct maze_settings *s,
                                  struct maze_settings_error *err)
{
    const char *floors = spell(s, SET_FLOORS);
    char buf[32];
    if (s->shape == MAZE_SHAPE_HEX)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rectangles only: a hexagon has six "
                      "neighbours already, the most a cell may have",
                      floors);
    if (s->shape != MAZE_SHAPE_RECT)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rectangles only, not %s grids", floors,
                      shape_name(s));
    if (!s->recipe.generator->masks) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s makes one floor at a time and cannot make stairs "
                      "(try: %s)",
                      s->recipe.generator->name, names);
    }
    if (s->mask)
        return refuse(err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined",
                      floors, spell(s, SET_MASK));
    if (s->recipe.have_start || s->recipe.have_end)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s and %s cannot be combined with %s (the start is on "
                      "the lowest floor, the end on the highest; try: %s)",
                      spell(s, SET_START), spell(s, SET_END), floors,
                      spell_value(s, SET_ENDS, "farthest", buf, sizeof buf));
    if ((uint64_t)s->height * s->floors > MAZE_MAX_SIDE)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%u floors of %u rows are too many rows (at most %u)",
                      s->floors, s->height, MAZE_MAX_SIDE);
    return MAZE_OK;
}

/* A symmetric maze: a flat rectangle, without a mask or braid, from a
 * generator that makes perfect rectangles, with an odd side for xy and
 * rot (see symmetry.c). */
static enum maze_err check_symmetry(const struct maze_settings *s,
                                    uint32_t width,
                                    struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    const char *sym = spell(s, SET_SYMMETRY);
    char buf[32];
    spell_value(s, SET_SYMMETRY, maze_symmetry_name(r->gen.symmetry), buf,
                sizeof buf);
    if (!maze_generator_mirrors(r->generator)) {
        char names[256];
        generators_that(maze_generator_mirrors, names, sizeof names);
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s cannot make symmetric mazes (%s; try: %s)",
                      r->generator->name,
                      r->generator->imperfect ? "its mazes are not perfect"
                      : r->generator->polar_only
                          ? "its labyrinth has one layout"
                          : "two copies of its one path would not be one "
                            "path",
                      names);
    }
    if (s->shape != MAZE_SHAPE_RECT)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s works on rectangles, not %s grids", sym,
                      shape_name(s));
    /* A wrapped grid's seams lie outside the piece the generator makes,
     * so its images would never cross them. */
    if (s->floors > 1 || s->mask || r->gen.weave > 0 || r->braid > 0 ||
        r->wrap) {
        enum setting other = s->floors > 1 ? SET_FLOORS
                             : s->mask     ? SET_MASK
                             : r->gen.weave > 0 ? SET_WEAVE
                             : r->braid > 0     ? SET_BRAID
                                                : SET_WRAP;
        return refuse(err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined",
                      sym, spell(s, other));
    }
    if (!mz_symmetry_fits(r->gen.symmetry, width, s->height))
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s needs an odd width or height, not %ux%u (a perfect "
                      "maze turned half round its centre keeps a middle cell "
                      "or passage, and a grid of two even sides has none; "
                      "try: %s %u)",
                      buf, width, s->height,
                      spell(s, SET_WIDTH), width + 1);
    return MAZE_OK;
}

/* Settings the generator has no use for. */
static enum maze_err check_reads(const struct maze_settings *s,
                                 struct maze_settings_error *err)
{
    static const enum setting own[] = {
        SET_BIAS,  SET_PICK,  SET_MIX,       SET_BASE, SET_RULE,
        SET_FILL,  SET_GENERATIONS, SET_ROOMS,     SET_ROOM_SIZE, SET_TRIM};
    const struct maze_generator *g = s->recipe.generator;
    for (size_t i = 0; i < sizeof own / sizeof *own; i++) {
        const char *name = settings[own[i]].name;
        if (!given(s, own[i]) || maze_generator_reads(g, name))
            continue;
        const char *reader = "";
        for (const struct maze_generator *r = maze_generators(); r->name; r++)
            if (maze_generator_reads(r, name))
                reader = r->name;
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s is read by %s only, not by %s", spell(s, own[i]),
                      reader, g->name);
    }
    return MAZE_OK;
}

/* Refuses a grid whose memory this machine does not have. */
static enum maze_err check_memory(const struct maze_settings *s,
                                  uint32_t width, uint32_t height,
                                  struct maze_settings_error *err)
{
    size_t bytes = 0;
    long pages = sysconf(_SC_PHYS_PAGES);
    long page = sysconf(_SC_PAGE_SIZE);
    double have = pages > 0 && page > 0 ? (double)pages * (double)page : 0;
    enum maze_err e = maze_shape_bytes(s->shape, width, height, &bytes);
    double need =
        e == MAZE_OK ? (double)bytes : mz_shape_need(s->shape, width, height);
    if (e == MAZE_OK && (have == 0 || need <= have))
        return MAZE_OK;
    char need_text[32];
    char have_text[32];
    mz_bytes_text(need, need_text, sizeof need_text);
    mz_bytes_text(have, have_text, sizeof have_text);
    return refuse(err, MAZE_ERR_TOO_BIG,
                  "a %ux%u maze needs %s of memory, more than this machine's "
                  "%s",
                  width, height, need_text, have_text);
}

/* Start and end against the grid's size. */
static enum maze_err check_ends(const struct maze_settings *s, uint32_t width,
                                struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    const uint32_t xy[2][2] = {{r->start_x, r->start_y},
                               {r->end_x, r->end_y}};
    const bool have[2] = {r->have_start, r->have_end};
    for (int i = 0; i < 2; i++) {
        const char *what = i ? "end" : "start";
        if (!have[i])
            continue;
        /* Polar rings are longer than the width: maze_settings_make()
         * checks the place against them. */
        if (s->shape == MAZE_SHAPE_POLAR && xy[i][1] >= s->height)
            return refuse(err, MAZE_ERR_CONFLICT,
                          "%s ring %u is outside the maze (rings 0 to %u)",
                          what, xy[i][1], s->height - 1);
        if (s->shape != MAZE_SHAPE_POLAR &&
            (xy[i][0] >= width || xy[i][1] >= s->height))
            return refuse(err, MAZE_ERR_ARG,
                          "%s %u,%u is outside the %ux%u maze (x from 0 to "
                          "%u, y from 0 to %u)",
                          what, xy[i][0], xy[i][1], width, s->height,
                          width - 1, s->height - 1);
    }
    uint32_t sx = r->have_start ? r->start_x : 0;
    uint32_t sy = r->have_start ? r->start_y : 0;
    uint32_t ex = r->have_end ? r->end_x : width - 1;
    uint32_t ey = r->have_end ? r->end_y : s->height - 1;
    if (s->mask) {
        /* The default ends are the first and last kept cells. */
        if (!r->have_start)
            maze_cell_xy(s->mask, s->mask->start, &sx, &sy);
        if (!r->have_end)
            maze_cell_xy(s->mask, s->mask->end, &ex, &ey);
    }
    if (sx == ex && sy == ey && (width > 1 || s->height > 1) &&
        (!s->mask || s->mask->start != s->mask->end))
        return refuse(err, MAZE_ERR_CONFLICT,
                      "start and end are the same cell %u,%u", sx, sy);
    return MAZE_OK;
}

static enum maze_err too_many_cells(const struct maze_generator *g,
                                    uint64_t cells,
                                    struct maze_settings_error *err)
{
    return refuse(err, MAZE_ERR_ARG,
                  "a maze of %llu cells is too big for %s (at most %llu; try "
                  "backtracker, which takes any size)",
                  (unsigned long long)cells, g->name,
                  (unsigned long long)g->max_cells);
}

/* maze_settings_check() without remembering. */
static enum maze_err judge(const struct maze_settings *s,
                           struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    uint32_t width = 0;
    maze_settings_size(s, NULL, &width, NULL, NULL);
    char buf[32];
    enum maze_err e = MAZE_OK;
    if (r->gen.stairs > 0 && s->floors <= 1)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s needs %s or more (a maze of one floor has no "
                      "stairs)",
                      spell(s, SET_STAIRS),
                      spell_value(s, SET_FLOORS, "2", buf, sizeof buf));
    if (r->gen.weave > 0 && s->floors > 1)
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s and %s cannot be combined (a maze either weaves or "
                      "has floors)",
                      spell(s, SET_WEAVE), spell(s, SET_FLOORS));
    if (r->wrap && (e = check_wrap(s, err)))
        return e;
    if (r->gen.weave > 0 && (e = check_weave(s, err)))
        return e;
    if (s->floors > 1 && (e = check_floors(s, err)))
        return e;
    if ((s->shape != MAZE_SHAPE_RECT || r->generator->polar_only) &&
        (e = check_shape(s, width, err)))
        return e;
    if (s->mask && (e = check_mask(s, err)))
        return e;
    if (r->gen.symmetry && (e = check_symmetry(s, width, err)))
        return e;
    if ((e = check_reads(s, err)))
        return e;
    if (r->ends != MAZE_ENDS_CORNERS && (r->have_start || r->have_end))
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s and %s cannot be combined with %s",
                      spell(s, SET_START), spell(s, SET_END),
                      spell_value(s, SET_ENDS, ends_names[r->ends], buf,
                                  sizeof buf));
    if ((e = check_ends(s, width, err)))
        return e;
    if (r->ends == MAZE_ENDS_NONE &&
        (given(s, SET_ROUTE_LENGTH) || given(s, SET_DIFFICULTY)))
        return refuse(err, MAZE_ERR_CONFLICT,
                      "%s needs a start and an end, and %s leaves them out",
                      spell(s, given(s, SET_ROUTE_LENGTH) ? SET_ROUTE_LENGTH
                                                          : SET_DIFFICULTY),
                      spell_value(s, SET_ENDS, "none", buf, sizeof buf));
    if ((e = check_memory(s, width, s->height * s->floors, err)))
        return e;
    /* Before the grid is made (kruskal's 70000 x 70000 would take 4.8 GB
     * first); a polar grid's cells only the grid can count. */
    uint64_t cells = (uint64_t)width * s->height * s->floors;
    if (s->shape != MAZE_SHAPE_POLAR && r->generator->max_cells &&
        cells > r->generator->max_cells)
        return too_many_cells(r->generator, cells, err);
    return MAZE_OK;
}

enum maze_err maze_settings_check(struct maze_settings *s,
                                  struct maze_settings_error *err)
{
    enum maze_err e = judge(s, err);
    s->good = e == MAZE_OK;
    return e;
}

/* A polar cell is (place in its ring, ring), and only the grid knows how
 * long each ring is. */
static enum maze_err check_ring(const struct maze *m, const char *what,
                                uint32_t x, uint32_t y,
                                struct maze_settings_error *err)
{
    char why[sizeof err->message];
    enum maze_err e = maze_cell_check(m, what, x, y, NULL, why, sizeof why);
    return e ? refuse(err, e, "%s", why) : MAZE_OK;
}

enum maze_err maze_settings_make(const struct maze_settings *s, uint64_t seed,
                                 const struct maze_hook *hook,
                                 struct maze **out,
                                 struct maze_settings_error *err)
{
    enum maze_err e = s->good ? MAZE_OK : judge(s, err);
    if (e)
        return e;
    const struct maze_recipe *r = &s->recipe;
    uint32_t width = 0;
    maze_settings_size(s, NULL, &width, NULL, NULL);
    struct maze *m = NULL;
    e = s->floors > 1 ? maze_new_floors(width, s->height, s->floors, &m)
                      : maze_new_shape(s->shape, width, s->height, &m);
    if (e)
        return refuse(err, e, "cannot make a %ux%u maze: %s", width,
                      s->height, maze_strerror(e));
    if (r->generator->max_cells && m->cells > r->generator->max_cells) {
        e = too_many_cells(r->generator, m->cells, err);
        maze_free(m);
        return e;
    }
    if (m->ring &&
        ((r->have_start &&
          (e = check_ring(m, "start", r->start_x, r->start_y, err))) ||
         (r->have_end && (e = check_ring(m, "end", r->end_x, r->end_y, err))))) {
        maze_free(m);
        return e;
    }
    e = maze_make(m, r, seed, hook);
    bool start = maze_crossing(m, m->start, NULL);
    if (e == MAZE_ERR_ARG && r->gen.weave > 0 &&
        (start || maze_crossing(m, m->end, NULL))) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, start ? m->start : m->end, &x, &y);
        e = refuse(err, MAZE_ERR_ARG,
                   "the %s %u,%u is a crossing of this weave maze (pick "
                   "another cell or seed)",
                   start ? "start" : "end", x, y);
    } else if (e) {
        refuse(err, e, "cannot make the maze: %s", maze_strerror(e));
    }
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

/* ------------------------------------------------- drawn to a target */

/* How many mazes a draw may make: 10000 small ones, fewer large ones (a
 * budget of about 2^23 cells), and never fewer than the sample that
 * tells whether the targets are in reach. The first look at the tries
 * comes after DRAW_SAMPLE small mazes, or as few as DRAW_FIRST large
 * ones (the same 2^23 cells): a band far out of reach of a 1000x1000
 * maze is told from 8 of them, not 64. */
#define DRAW_SAMPLE 64
#define DRAW_FIRST 8
#define DRAW_MOST 10000
#define DRAW_CELLS ((uint64_t)1 << 23)

static uint64_t draw_budget(size_t cells)
{
    uint64_t n = DRAW_CELLS / (cells ? cells : 1);
    return n < DRAW_SAMPLE ? DRAW_SAMPLE : n > DRAW_MOST ? DRAW_MOST : n;
}

static uint64_t draw_first_look(size_t cells)
{
    uint64_t n = DRAW_CELLS / (cells ? cells : 1);
    return n < DRAW_FIRST ? DRAW_FIRST : n > DRAW_SAMPLE ? DRAW_SAMPLE : n;
}

/* What the tries so far say of one figure: its range, mean and spread. */
struct seen {
    uint64_t min, max;
    double sum, squares;
    uint64_t in_band; /* tries whose figure was in the band */
};

static void seen_add(struct seen *f, uint64_t v, const struct band *b)
{
    f->min = v < f->min ? v : f->min;
    f->max = v > f->max ? v : f->max;
    f->sum += (double)v;
    f->squares += (double)v * (double)v;
    f->in_band += v >= b->min && v <= b->max;
}

/* The chance that a try's figure falls in the band: the share seen when
 * some did, else the normal curve through the tries' mean and spread
 * (at least half a step wide, the figures being whole numbers; a figure
 * the same in every try, as binary-tree's route between its corners is,
 * gets half a step over the square root of the tries, its standard
 * error, so that a band beside it is not hoped for 10000 times). */
static double seen_chance(const struct seen *f, uint64_t tries,
                          const struct band *b)
{
    if (f->in_band)
        return (double)f->in_band / (double)tries;
    double mean = f->sum / (double)tries;
    double var = f->squares / (double)tries - mean * mean;
    double sd = var > 0.25                   ? sqrt(var)
                : f->min < f->max || tries < 2 ? 0.5
                                               : 0.5 / sqrt((double)tries);
    double lo = ((double)b->min - 0.5 - mean) / (sd * sqrt(2.0));
    double hi = ((double)b->max + 0.5 - mean) / (sd * sqrt(2.0));
    return 0.5 * (erfc(lo) - erfc(hi));
}

/* The figure t of d. */
static uint64_t figure(const struct maze_difficulty *d, int t)
{
    return t == TARGET_ROUTE       ? d->route
           : t == TARGET_DEAD_ENDS ? d->dead_ends
                                   : d->score;
}

static bool meets(const struct maze_settings *s,
                  const struct maze_difficulty *d)
{
    for (int t = 0; t < TARGETS; t++)
        if (given(s, (enum setting)(SET_ROUTE_LENGTH + t)) &&
            (figure(d, t) < s->target[t].min ||
             figure(d, t) > s->target[t].max))
            return false;
    return true;
}

/* Measures m: every figure with ends; the dead ends alone without. */
static enum maze_err measure(struct maze *m, struct maze_difficulty *d)
{
    if (m->start != MAZE_NONE)
        return maze_measure_difficulty(m, d);
    *d = (struct maze_difficulty){.dead_ends = maze_dead_ends(m)};
    return MAZE_OK;
}

/* "a 20x10 rect maze", for the refusals. */
static void describe(const struct maze_settings *s, const struct maze *m,
                     char *buf, size_t size)
{
    if (m->floors > 1)
        snprintf(buf, size, "%ux%u maze of %u floors", m->width,
                 m->height / m->floors, m->floors);
    else if (m->ring)
        snprintf(buf, size, "polar maze of %u rings", m->height);
    else
        snprintf(buf, size, "%ux%u %s maze", m->width, m->height,
                 shape_name(s));
}

/* The refusal of target t, out of reach: what the tries showed. */
static enum maze_err out_of_reach(const struct maze_settings *s,
                                  const struct maze *m, int t,
                                  const struct seen *f, uint64_t tries,
                                  struct maze_settings_error *err)
{
    static const char *const ran[] = {"their routes ran %llu to %llu steps",
                                      "they had %llu to %llu dead ends",
                                      "they scored %llu to %llu"};
    enum setting id = (enum setting)(SET_ROUTE_LENGTH + t);
    char grid[64];
    char range[96];
    char seen_band[48];
    char hint[96];
    char asked[96];
    char words[48] = "";
    describe(s, m, grid, sizeof grid);
    snprintf(range, sizeof range, ran[t], (unsigned long long)f->min,
             (unsigned long long)f->max);
    snprintf(seen_band, sizeof seen_band, "%llu:%llu",
             (unsigned long long)f->min, (unsigned long long)f->max);
    spell_value(s, id, seen_band, hint, sizeof hint);
    spell_value(s, id, s->target_value[t], asked, sizeof asked);
    const struct band *b = &s->target[t];
    if (t == TARGET_SCORE && strchr("emh", s->target_value[t][0]))
        snprintf(words, sizeof words, " (a score of %llu to %llu)",
                 (unsigned long long)b->min, (unsigned long long)b->max);
    return refuse(err, MAZE_ERR_CONFLICT,
                  "%s%s is out of reach for %s on a %s: of %llu mazes tried "
                  "none fit, and %s (try: %s)",
                  asked, words, s->recipe.generator->name, grid,
                  (unsigned long long)tries, range, hint);
}

/* Each target alone in reach, but not together. */
static enum maze_err together_out_of_reach(const struct maze_settings *s,
                                           const struct maze *m,
                                           uint64_t tries,
                                           struct maze_settings_error *err)
{
    char grid[64];
    describe(s, m, grid, sizeof grid);
    return refuse(err, MAZE_ERR_CONFLICT,
                  "the targets together are out of reach for %s on a %s: "
                  "none of %llu mazes tried met them all (widen one)",
                  s->recipe.generator->name, grid, (unsigned long long)tries);
}

/* Whether any target was given. */
static bool has_targets(const struct maze_settings *s)
{
    for (int t = 0; t < TARGETS; t++)
        if (given(s, (enum setting)(SET_ROUTE_LENGTH + t)))
            return true;
    return false;
}

/* After `tries` tries with none fitting: the target that the tries say
 * is least likely met, with its chance in *chance; -1 when none is
 * given. */
static int least_likely(const struct maze_settings *s, const struct seen *f,
                        uint64_t tries, double *chance)
{
    int worst = -1;
    double lowest = 2.0;
    double all = 1.0;
    for (int t = 0; t < TARGETS; t++) {
        if (!given(s, (enum setting)(SET_ROUTE_LENGTH + t)))
            continue;
        double p = seen_chance(&f[t], tries, &s->target[t]);
        all *= p;
        if (p < lowest) {
            lowest = p;
            worst = t;
        }
    }
    *chance = all;
    return worst;
}

enum maze_err maze_settings_draw(const struct maze_settings *s, uint64_t seed,
                                 uint64_t stride,
                                 const struct maze_hook *hook,
                                 struct maze **out, struct maze_draw *draw,
                                 struct maze_settings_error *err)
{
    struct maze_draw result = {.seed = seed, .tries = 1};
    if (!has_targets(s)) {
        enum maze_err e = maze_settings_make(s, seed, hook, out, err);
        if (!e && draw)
            *draw = result;
        return e;
    }
    struct seen f[TARGETS];
    memset(f, 0, sizeof f);
    for (int t = 0; t < TARGETS; t++)
        f[t].min = UINT64_MAX;
    uint64_t budget = 0;
    uint64_t check = 0;
    for (uint64_t k = 0;; k++) {
        uint64_t try_seed = seed + k * (stride ? stride : 1);
        struct maze *m = NULL;
        struct maze_difficulty d;
        enum maze_err e = maze_settings_make(s, try_seed, NULL, &m, err);
        if (!e && (e = measure(m, &d)))
            refuse(err, e, "cannot measure the maze: %s", maze_strerror(e));
        if (e) {
            maze_free(m);
            return e;
        }
        if (meets(s, &d)) {
            result.seed = try_seed;
            result.tries = k + 1;
            result.measured = true;
            result.figures = d;
            if (hook) { /* the events of the maze kept, not the others' */
                maze_free(m);
                m = NULL;
                e = maze_settings_make(s, try_seed, hook, &m, err);
                if (e)
                    return e;
            }
            *out = m;
            if (draw)
                *draw = result;
            return MAZE_OK;
        }
        for (int t = 0; t < TARGETS; t++)
            seen_add(&f[t], figure(&d, t), &s->target[t]);
        uint64_t tries = k + 1;
        if (!budget) {
            budget = draw_budget(m->cells);
            check = draw_first_look(m->cells);
        }
        /* At the end of the sample, and at each doubling after it: give
         * up when the rest of the budget is unlikely to hold one. */
        if (tries == check || tries >= budget) {
            double chance = 0;
            int t = least_likely(s, f, tries, &chance);
            bool hopeless = chance * (double)(budget - tries) < 0.05;
            if (hopeless || tries >= budget) {
                e = f[t].in_band ? together_out_of_reach(s, m, tries, err)
                                 : out_of_reach(s, m, t, &f[t], tries, err);
                maze_free(m);
                return e;
            }
            check *= 2;
        }
        maze_free(m);
    }
}
