/*
 * book.c - a book of mazes (maze.h: struct maze_book): the request of
 * `maze book` judged and the pages planned, before anything is made. The
 * mazes are book_make.c's, the files book_recipe.c's, the pages
 * src/render/book.c's. Every refusal is here, but a grade out of reach,
 * which only drawing the mazes finds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "maze.h"
#include "book.h"
#include "request.h"
#include "settings.h"

/* ------------------------------------------------------------- lengths */

/* Points (the PDF's unit) an inch, and a millimetre. */
#define INCH 72.0
#define MM (72.0 / 25.4)

/* A length with its unit ("0.125in", "3mm", "1cm", "9pt") in points;
 * false when it is none. */
static bool length_of(const char *text, double *points)
{
    char *end = NULL;
    double v = strtod(text, &end);
    if (end == text)
        return false;
    double unit = strcmp(end, "in") == 0   ? INCH
                  : strcmp(end, "mm") == 0 ? MM
                  : strcmp(end, "cm") == 0 ? 10 * MM
                  : strcmp(end, "pt") == 0 ? 1
                                           : 0;
    if (unit == 0 || !(v == v) || v > 1e6 || v < -1e6)
        return false;
    *points = v * unit;
    return true;
}

static const struct {
    const char *name;
    double width, height; /* points */
} trims[] = {
    {"letter", 8.5 * INCH, 11 * INCH},
    {"8x10", 8 * INCH, 10 * INCH},
    {"6x9", 6 * INCH, 9 * INCH},
    {"a4", 210 * MM, 297 * MM},
    {"a5", 148 * MM, 210 * MM},
};

/* The smallest and largest side of a trim: room for a maze inside the
 * margins, and no more than a poster. */
#define TRIM_MIN (3 * INCH)
#define TRIM_MAX (24 * INCH)

static enum maze_err trim_of(const struct maze_request *r, const char *text,
                             double *w, double *h,
                             struct maze_settings_error *err)
{
    char name[32];
    mz_request_spell(r, "trim-size", name, sizeof name);
    for (size_t i = 0; i < sizeof trims / sizeof trims[0]; i++)
        if (strcasecmp(text, trims[i].name) == 0) {
            *w = trims[i].width;
            *h = trims[i].height;
            return MAZE_OK;
        }
    /* W x H and one unit after both: "5.5x8.5in". */
    const char *x = strpbrk(text, "xX");
    const char *unit = text + strlen(text);
    while (unit > text && ((unit[-1] >= 'a' && unit[-1] <= 'z')))
        unit--;
    if (x && unit > x + 1 && *unit) {
        char first[64], second[64];
        snprintf(first, sizeof first, "%.*s%s", (int)(x - text), text, unit);
        snprintf(second, sizeof second, "%s", x + 1);
        if (length_of(first, w) && length_of(second, h)) {
            if (*w >= TRIM_MIN && *h >= TRIM_MIN && *w <= TRIM_MAX &&
                *h <= TRIM_MAX)
                return MAZE_OK;
            return mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "invalid %s '%s' (each side from 3 to 24 inches)", name,
                text);
        }
    }
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "unknown %s '%s' (try: letter, 8x10, 6x9, a4, a5, or W x H with a "
        "unit like 5.5x8.5in or 150x200mm)",
        name, text);
}

static enum maze_err bleed_of(const struct maze_request *r, const char *text,
                              double *points, struct maze_settings_error *err)
{
    char name[32];
    mz_request_spell(r, "bleed", name, sizeof name);
    if (length_of(text, points) && *points >= 0 &&
        *points <= 0.5 * INCH)
        return MAZE_OK;
    return mz_settings_refuse(err, MAZE_ERR_ARG,
                              "invalid %s '%s' (expected a length from 0 to "
                              "0.5in with its unit, like 0.125in or 3mm)",
                              name, text);
}

/* ------------------------------------------------------------- lists */

static void free_list(char **list)
{
    for (size_t i = 0; list && list[i]; i++)
        free(list[i]);
    free(list);
}

/* The comma-separated words of text, NULL-ended; NULL for no memory. */
static char **split(const char *text, size_t *count)
{
    size_t n = 1;
    for (const char *c = text; *c; c++)
        n += *c == ',';
    char **list = calloc(n + 1, sizeof *list);
    if (!list)
        return NULL;
    *count = 0;
    for (const char *w = text;;) {
        size_t len = strcspn(w, ",");
        list[*count] = strndup(w, len);
        if (!list[*count]) {
            free_list(list);
            return NULL;
        }
        (*count)++;
        if (!w[len])
            break;
        w += len + 1;
    }
    return list;
}

/* ------------------------------------------------------------- settings */

/* New settings for a maze of the book: every maze setting given, then
 * generator algorithm and shape (either may be NULL: the settings' own)
 * and the target band (NULL: none). */
enum maze_err mz_book_settings(const struct maze_book *b,
                               const char *algorithm, const char *shape,
                               const char *band, struct maze_settings **out,
                               struct maze_settings_error *err)
{
    struct maze_settings *s = NULL;
    if (maze_settings_new(b->spelling, &s))
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; i < b->given && !e; i++)
        if (b->given_row[i]->setting)
            e = maze_settings_set(s, b->given_row[i]->setting,
                                  b->given_value[i], err);
    if (!e && algorithm)
        e = maze_settings_set(s, "algorithm", algorithm, err);
    if (!e && shape)
        e = maze_settings_set(s, "shape", shape, err);
    if (!e && band)
        e = maze_settings_set(s, "difficulty", band, err);
    if (!e)
        e = maze_settings_check(s, err);
    if (e) {
        maze_settings_free(s);
        return e;
    }
    *out = s;
    return MAZE_OK;
}

const char *mz_book_algorithm(const struct maze_book *b, size_t k)
{
    return b->algorithms ? b->algorithms[k % b->algorithm_count] : NULL;
}

const char *mz_book_shape(const struct maze_book *b, size_t k)
{
    return b->shapes ? b->shapes[k % b->shape_count] : NULL;
}

/* --------------------------------------------------------------- ramp */

static int grade_word(const char *text)
{
    static const char *const words[] = {"easy", "medium", "hard"};
    for (int i = 0; i < 3; i++)
        if (strcasecmp(text, words[i]) == 0)
            return i;
    return -1;
}

/* The band of a grade judged good: a word, N or MIN:MAX (either may be
 * left out). */
static void band_of(struct mz_book_grade *g)
{
    static const unsigned bands[3][2] = {
        {0, MAZE_DIFFICULTY_EASY_MAX},
        {MAZE_DIFFICULTY_MEDIUM_MIN, MAZE_DIFFICULTY_MEDIUM_MAX},
        {MAZE_DIFFICULTY_HARD_MIN, 100}};
    int w = grade_word(g->name);
    if (w >= 0) {
        g->low = bands[w][0];
        g->high = bands[w][1];
        return;
    }
    const char *colon = strchr(g->name, ':');
    g->low = (unsigned)strtoul(g->name, NULL, 10);
    g->high = !colon ? g->low
              : colon[1] ? (unsigned)strtoul(colon + 1, NULL, 10)
                         : 100;
}

/* The grades of text: "easy:hard" (every word from one to the other), or
 * a list of difficulties as --difficulty takes them, each judged as it
 * judges them. */
static enum maze_err ramp_of(struct maze_book *b, const char *text,
                             struct maze_settings_error *err)
{
    static const char *const words[] = {"easy", "medium", "hard"};
    char from[16], to[16];
    const char *colon = strchr(text, ':');
    if (colon && !strchr(text, ',') && (size_t)(colon - text) < sizeof from &&
        strlen(colon + 1) < sizeof to) {
        snprintf(from, sizeof from, "%.*s", (int)(colon - text), text);
        snprintf(to, sizeof to, "%s", colon + 1);
        int a = grade_word(from), z = grade_word(to);
        if (a >= 0 && z >= 0) {
            int step = a <= z ? 1 : -1;
            b->grade_count = (size_t)(abs(z - a) + 1);
            b->grades = calloc(b->grade_count, sizeof *b->grades);
            if (!b->grades)
                return mz_settings_refuse(err, MAZE_ERR_NOMEM,
                                          "out of memory");
            for (size_t i = 0; i < b->grade_count; i++) {
                snprintf(b->grades[i].name, sizeof b->grades[i].name, "%s",
                         words[a + step * (int)i]);
                band_of(&b->grades[i]);
            }
            return MAZE_OK;
        }
    }
    size_t n = 0;
    char **list = split(text, &n);
    if (!list)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    b->grades = calloc(n, sizeof *b->grades);
    enum maze_err e = b->grades ? MAZE_OK
                                : mz_settings_refuse(err, MAZE_ERR_NOMEM,
                                                     "out of memory");
    struct maze_settings *s = NULL;
    if (!e && maze_settings_new(b->spelling, &s))
        e = mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    for (size_t i = 0; i < n && !e; i++) {
        int w = grade_word(list[i]);
        if (maze_settings_set(s, "difficulty", w >= 0 ? words[w] : list[i],
                              NULL))
            e = mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "invalid %s grade '%s' (try: easy, medium, hard, a score "
                "from 0 to 100 like 70, a band like 60:80; easy:hard, or a "
                "list like easy,medium,medium,hard)",
                b->spelling == MAZE_SPELL_NAMES ? "ramp" : "--ramp", list[i]);
        if (!e && strlen(list[i]) >= sizeof b->grades[i].name)
            e = mz_settings_refuse(err, MAZE_ERR_ARG,
                                   "invalid ramp grade '%s'", list[i]);
        if (!e) {
            snprintf(b->grades[i].name, sizeof b->grades[i].name, "%s",
                     w >= 0 ? words[w] : list[i]);
            band_of(&b->grades[i]);
        }
    }
    maze_settings_free(s);
    free_list(list);
    b->grade_count = n;
    return e;
}

/* The grade of maze i of n: the ramp shared out in its order. */
const struct mz_book_grade *mz_book_grade(const struct maze_book *b, size_t i)
{
    size_t n = b->layout.count;
    return &b->grades[i * b->grade_count / n];
}

/* ----------------------------------------------------------- judging */

static enum maze_err copy_given(struct maze_book *b,
                                const struct maze_request *r)
{
    size_t n = 0;
    for (const struct maze_option *o = maze_options(); o->name; o++)
        n++;
    b->given_row = calloc(n, sizeof *b->given_row);
    b->given_value = calloc(n, sizeof *b->given_value);
    if (!b->given_row || !b->given_value)
        return MAZE_ERR_NOMEM;
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (!(o->commands & MAZE_CMD_BOOK) || !maze_request_given(r, o->name))
            continue;
        /* The seed is the book's, written on its own. */
        if (strcmp(o->name, "seed") == 0)
            continue;
        b->given_row[b->given] = o;
        b->given_value[b->given] = strdup(maze_request_value(r, o->name));
        if (!b->given_value[b->given])
            return MAZE_ERR_NOMEM;
        b->given++;
    }
    return MAZE_OK;
}

static char *copy_of(const struct maze_request *r, const char *name,
                     bool *failed)
{
    if (!maze_request_given(r, name))
        return NULL;
    char *c = strdup(maze_request_value(r, name));
    if (!c)
        *failed = true;
    return c;
}

/* The lists of generators and shapes, each judged against -a and
 * --shape, which choose one. */
static enum maze_err lists_of(struct maze_book *b,
                              const struct maze_request *r,
                              struct maze_settings_error *err)
{
    const char *pairs[2][2] = {{"algorithms", "algorithm"},
                               {"shapes", "shape"}};
    for (int k = 0; k < 2; k++) {
        if (!maze_request_given(r, pairs[k][0]))
            continue;
        char a[32], one[32];
        if (maze_request_given(r, pairs[k][1]))
            return mz_settings_refuse(
                err, MAZE_ERR_CONFLICT, "%s and %s both choose the %s (give one)",
                mz_request_spell(r, pairs[k][0], a, sizeof a),
                mz_request_spell(r, pairs[k][1], one, sizeof one),
                k ? "shape" : "generator");
        size_t n = 0;
        char **list = split(maze_request_value(r, pairs[k][0]), &n);
        if (!list)
            return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
        if (k == 0) {
            b->algorithms = list;
            b->algorithm_count = n;
        } else {
            b->shapes = list;
            b->shape_count = n;
        }
        /* Each name on its own, as -a and --shape judge it. */
        struct maze_settings *s = NULL;
        if (maze_settings_new(b->spelling, &s))
            return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
        enum maze_err e = MAZE_OK;
        for (size_t i = 0; i < n && !e; i++)
            e = maze_settings_set(s, pairs[k][1], list[i], err);
        maze_settings_free(s);
        if (e)
            return e;
    }
    return MAZE_OK;
}

/* Every pair of generator and shape the book takes, judged together
 * with the other settings; one blank maze of each shape for the plan. */
static enum maze_err judge_pairs(struct maze_book *b, struct maze **blanks,
                                 size_t *blank_count,
                                 struct maze_settings_error *err)
{
    for (size_t s_i = 0; s_i < b->shape_count; s_i++) {
        for (size_t a_i = 0; a_i < b->algorithm_count; a_i++) {
            struct maze_settings *s = NULL;
            enum maze_err e = mz_book_settings(b, mz_book_algorithm(b, a_i),
                                           mz_book_shape(b, s_i), NULL, &s, err);
            if (e)
                return e;
            if (maze_settings_recipe(s)->ends == MAZE_ENDS_NONE) {
                maze_settings_free(s);
                return mz_settings_refuse(
                    err, MAZE_ERR_CONFLICT,
                    "a book's mazes need a start and an end, and %s "
                    "leaves them out",
                    b->spelling == MAZE_SPELL_NAMES ? "ends=none"
                                                    : "--ends none");
            }
            if (a_i == 0) {
                e = maze_settings_make(s, 1, NULL, &blanks[*blank_count],
                                       err);
                if (!e)
                    (*blank_count)++;
            }
            maze_settings_free(s);
            if (e)
                return e;
        }
    }
    return MAZE_OK;
}

/* The plan's refusal in words. */
static enum maze_err refuse_plan(const struct maze_book *b,
                                 struct maze_request *r,
                                 struct maze_settings_error *err)
{
    char name[32], min[32];
    const struct maze_book_layout *l = &b->layout;
    /* Four a page is the most there are: then only fewer mazes help. */
    if (l->refusal == MAZE_BOOK_TOO_MANY_PAGES)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "the book would have %zu pages, more than the 500 a gutter "
            "(0.625 in from 301 to 500 pages) is given for (try a smaller "
            "%s%s%s%s)",
            l->pages, mz_request_spell(r, "count", name, sizeof name),
            l->across * l->down < 4 ? ", or " : "",
            l->across * l->down < 4
                ? mz_request_spell(r, "per-page", min, sizeof min)
                : "",
            l->across * l->down < 4 ? " 4" : "");
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t w = 0, h = 0, floors = 0;
    maze_settings_size(r->settings, &shape, &w, &h,
                       &floors);
    return mz_settings_refuse(
        err, MAZE_ERR_CONFLICT,
        "a %ux%u maze fits %s pages only with cells of %.1f mm%s, under "
        "%s %g (try fewer cells, a larger %s, or a smaller %s)",
        w, h, maze_request_value(r, "trim-size"), l->cell_mm,
        l->per_page > 1 ? " at that many a page" : "",
        mz_request_spell(r, "min-cell", min, sizeof min), l->min_cell_mm,
        mz_request_spell(r, "trim-size", name, sizeof name),
        mz_request_spell(r, "min-cell", min, sizeof min));
}

static enum maze_err judge(struct maze_book *b, struct maze_request *r,
                           struct maze_settings_error *err)
{
    struct maze_book_layout *l = &b->layout;
    enum maze_err e = maze_request_check(r, NULL, err);
    if (e)
        return e;
    bool failed = copy_given(b, r) != MAZE_OK;
    b->title = copy_of(r, "title", &failed);
    b->author = copy_of(r, "author", &failed);
    if (failed)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    l->title = b->title;
    l->author = b->author;
    const char *empty = b->title && !b->title[0]     ? "title"
                        : b->author && !b->author[0] ? "author"
                                                     : NULL;
    if (empty) {
        char name[32];
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "invalid %s '' (the title page needs words)",
                                  mz_request_spell(r, empty, name,
                                                   sizeof name));
    }
    if (b->author && !b->title) {
        char a[32], t[32];
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s goes on the title page, and there is none (add %s)",
            mz_request_spell(r, "author", a, sizeof a),
            mz_request_spell(r, "title", t, sizeof t));
    }
    l->contents = maze_request_given(r, "contents");
    l->how_to = maze_request_given(r, "how-to");
    l->count = (size_t)strtoull(maze_request_value(r, "count"), NULL, 10);
    e = trim_of(r, maze_request_value(r, "trim-size"), &l->trim_width,
                &l->trim_height, err);
    if (!e && maze_request_given(r, "bleed"))
        e = bleed_of(r, maze_request_value(r, "bleed"), &l->bleed, err);
    if (e)
        return e;
    l->min_cell_mm = maze_request_given(r, "min-cell")
                         ? strtod(maze_request_value(r, "min-cell"), NULL)
                         : 3;
    l->per_page = maze_request_given(r, "per-page")
                      ? (unsigned)atoi(maze_request_value(r, "per-page"))
                      : 0;
    e = lists_of(b, r, err);
    if (!e && maze_request_given(r, "ramp"))
        e = ramp_of(b, maze_request_value(r, "ramp"), err);
    if (e)
        return e;
    if (!b->algorithm_count)
        b->algorithm_count = 1;
    if (!b->shape_count)
        b->shape_count = 1;
    b->entries = calloc(l->count, sizeof *b->entries);
    b->made = calloc(l->count, sizeof *b->made);
    if (!b->entries || !b->made)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    l->entries = b->entries;
    for (size_t i = 0; i < l->count; i++)
        b->entries[i].grade = b->grades ? mz_book_grade(b, i)->name : "";
    struct maze **blanks = calloc(b->shape_count, sizeof *blanks);
    size_t blank_count = 0;
    if (!blanks)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    e = judge_pairs(b, blanks, &blank_count, err);
    if (!e && maze_book_plan(l, (const struct maze *const *)blanks,
                           blank_count))
        e = refuse_plan(b, r, err);
    for (size_t i = 0; i < blank_count; i++)
        maze_free(blanks[i]);
    free(blanks);
    if (!e)
        e = maze_settings_seed(r->settings, &b->seed, err);
    return e;
}

enum maze_err maze_book_new(struct maze_request *r, struct maze_book **out,
                            struct maze_settings_error *err)
{
    if (!r || r->command != MAZE_CMD_BOOK)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "a book is made from a request of "
                                  "MAZE_CMD_BOOK");
    struct maze_book *b = calloc(1, sizeof *b);
    if (!b)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    b->spelling = r->spelling;
    enum maze_err e = judge(b, r, err);
    if (e) {
        maze_book_free(b);
        return e;
    }
    *out = b;
    return MAZE_OK;
}

size_t maze_book_pages(const struct maze_book *b)
{
    return b->layout.pages;
}

uint64_t maze_book_seed(const struct maze_book *b)
{
    return b->seed;
}

void maze_book_free(struct maze_book *b)
{
    if (!b)
        return;
    for (size_t i = 0; b->made && i < b->layout.count; i++) {
        maze_free(b->made[i].maze);
        maze_route_release(&b->made[i].route);
    }
    free(b->entries);
    free(b->made);
    for (size_t i = 0; i < b->given; i++)
        free(b->given_value[i]);
    free(b->given_value);
    free(b->given_row);
    free(b->title);
    free(b->author);
    free(b->grades);
    free(b->hits);
    free_list(b->algorithms);
    free_list(b->shapes);
    free(b);
}

