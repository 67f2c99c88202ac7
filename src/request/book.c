/*
 * book.c - a book of mazes (maze.h: struct maze_book): the request of
 * `maze book` judged, the mazes made to their grades and solved, and the
 * recipe that makes each again. The pages are src/render/book.c's.
 *
 * Every maze of the book is made by the maze settings of the request, as
 * `maze generate` makes one, with its generator and shape taken in turn
 * from --algorithms and --shapes and, with a ramp, the difficulty band of
 * its grade as its target: maze i is drawn from seed + i, seed + i + n,
 * ... (n mazes), so each has a seed of its own and the recipe's seed alone
 * makes it again. Without a ramp the mazes are made from seed + i as they
 * come, measured, and put in order of their scores, easiest first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "maze.h"
#include "request.h"
#include "settings.h"

/* A grade of the ramp: its words and the band of scores it is. */
struct grade {
    char name[48];
    unsigned low, high;
};

/* With several generators and a ramp, a pilot of PILOT mazes of each
 * generator (on each shape) says which reach a grade often enough to be
 * taken in turn for it: one try in eight. Without it a generator that
 * reaches a band once in thousands of tries was tried thousands of times
 * before the next, which reaches it at once. */
#define PILOT 32
#define PILOT_ENOUGH 4

/* What made maze i, for the recipe. */
struct made {
    size_t algorithm, shape; /* indices into the lists (0 without one) */
    uint64_t seed;           /* its own: maze_settings_make() makes it */
    size_t steps;            /* of its route */
    struct maze *maze;       /* owned */
    struct maze_route route; /* owned */
};

struct maze_book {
    struct maze_book_layout layout;
    enum maze_spelling spelling;
    /* The options given, as (row, value) copies. */
    const struct maze_option **given_row;
    char **given_value;
    size_t given;
    char *title, *author, *ramp_text;
    char **algorithms, **shapes; /* NULL-ended; NULL: the settings' own */
    size_t algorithm_count, shape_count;
    struct grade *grades; /* NULL: no ramp */
    size_t grade_count;
    /* The pilot's mazes of shape s and generator a in grade g:
     * hits[(s * algorithm_count + a) * grade_count + g]; NULL: none. */
    unsigned *hits;
    uint64_t seed;
    struct maze_book_entry *entries; /* the layout's, pointing into made */
    struct made *made;
    bool is_made;
};

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
static enum maze_err settings_for(const struct maze_book *b,
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

static const char *algorithm_of(const struct maze_book *b, size_t k)
{
    return b->algorithms ? b->algorithms[k % b->algorithm_count] : NULL;
}

static const char *shape_of(const struct maze_book *b, size_t k)
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
static void band_of(struct grade *g)
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
static const struct grade *grade_at(const struct maze_book *b, size_t i)
{
    size_t n = b->layout.count;
    return &b->grades[i * b->grade_count / n];
}

/* The word of a score: its band's. */
static const char *score_word(unsigned score)
{
    return score <= MAZE_DIFFICULTY_EASY_MAX     ? "easy"
           : score <= MAZE_DIFFICULTY_MEDIUM_MAX ? "medium"
                                                 : "hard";
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
            enum maze_err e = settings_for(b, algorithm_of(b, a_i),
                                           shape_of(b, s_i), NULL, &s, err);
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
    if (l->refusal == MAZE_BOOK_TOO_MANY_PAGES)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "the book would have %zu pages, more than the 500 a gutter "
            "(0.625 in from 301 to 500 pages) is given for (try a smaller "
            "%s, or %s 4)",
            l->pages, mz_request_spell(r, "count", name, sizeof name),
            mz_request_spell(r, "per-page", min, sizeof min));
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
        b->entries[i].grade = b->grades ? grade_at(b, i)->name : "";
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

/* ------------------------------------------------------------- making */

/* The pilot (PILOT above): how often each generator, on each shape,
 * makes a maze of each grade. */
static enum maze_err pilot(struct maze_book *b, struct maze_settings_error *err)
{
    size_t na = b->algorithm_count, ng = b->grade_count;
    b->hits = calloc(b->shape_count * na * ng, sizeof *b->hits);
    if (!b->hits)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    for (size_t s_i = 0; s_i < b->shape_count; s_i++) {
        for (size_t a = 0; a < na; a++) {
            struct maze_settings *s = NULL;
            enum maze_err e = settings_for(b, algorithm_of(b, a),
                                           shape_of(b, s_i), NULL, &s, err);
            for (uint64_t j = 0; j < PILOT && !e; j++) {
                struct maze *m = NULL;
                struct maze_difficulty d;
                e = maze_settings_make(s, b->seed + j, NULL, &m, err);
                if (!e && maze_measure_difficulty(m, &d) == MAZE_OK)
                    for (size_t g = 0; g < ng; g++)
                        b->hits[(s_i * na + a) * ng + g] +=
                            d.score >= b->grades[g].low &&
                            d.score <= b->grades[g].high;
                maze_free(m);
            }
            maze_settings_free(s);
            if (e)
                return e;
        }
    }
    return MAZE_OK;
}

/* The generators maze i tries, in order, into order (algorithm_count of
 * them): those the pilot found reach its grade often taken in turn from
 * the i-th, then the others, the likeliest first; without a pilot, all in
 * turn from the i-th. */
static void tries_of(const struct maze_book *b, size_t i, size_t *order)
{
    size_t na = b->algorithm_count;
    if (!b->hits) {
        for (size_t t = 0; t < na; t++)
            order[t] = (i + t) % na;
        return;
    }
    size_t g = (size_t)(grade_at(b, i) - b->grades);
    size_t row = (i % b->shape_count) * na * b->grade_count + g;
    size_t often = 0;
    for (size_t a = 0; a < na; a++)
        often += b->hits[row + a * b->grade_count] >= PILOT_ENOUGH;
    size_t k = 0, turn = often ? i % often : 0;
    for (size_t pass = 0; pass < 2; pass++)
        for (size_t a = 0; a < na; a++)
            if ((b->hits[row + a * b->grade_count] >= PILOT_ENOUGH) ==
                (pass == 0))
                order[k++] = a;
    /* the often ones from the turn's */
    for (size_t r = 0; r < turn; r++) {
        size_t first = order[0];
        memmove(order, order + 1, (often - 1) * sizeof *order);
        order[often - 1] = first;
    }
    /* the others, more hits first (an insertion sort: a few names) */
    for (size_t x = often + 1; x < na; x++) {
        size_t a = order[x], y = x;
        unsigned h = b->hits[row + a * b->grade_count];
        while (y > often && b->hits[row + order[y - 1] * b->grade_count] < h) {
            order[y] = order[y - 1];
            y--;
        }
        order[y] = a;
    }
}

/* Maze i drawn to its grade, by the generators tries_of() gives, the
 * first that reaches the band kept. */
static enum maze_err make_graded(struct maze_book *b, size_t i,
                                 size_t *order,
                                 struct maze_settings_error *err)
{
    size_t n = b->layout.count;
    const char *band = grade_at(b, i)->name;
    enum maze_err e = MAZE_OK;
    tries_of(b, i, order);
    for (size_t t = 0; t < b->algorithm_count; t++) {
        size_t k = order[t];
        struct maze_settings *s = NULL;
        e = settings_for(b, algorithm_of(b, k), shape_of(b, i), band, &s,
                         err);
        if (e)
            return e;
        struct maze_draw draw;
        e = maze_settings_draw(s, b->seed + i, n, NULL, &b->made[i].maze,
                               &draw, err);
        maze_settings_free(s);
        if (!e) {
            b->made[i].algorithm = k;
            b->made[i].shape = i % b->shape_count;
            b->made[i].seed = draw.seed;
            b->entries[i].score = draw.figures.score;
            return MAZE_OK;
        }
        if (e != MAZE_ERR_CONFLICT)
            return e;
    }
    /* The draw's words name generate's option; the book's is the ramp. */
    char why[sizeof err->message] = "";
    const char *from = err ? err->message : "";
    const char *option = b->spelling == MAZE_SPELL_NAMES ? "difficulty"
                                                         : "--difficulty";
    const char *ramp = b->spelling == MAZE_SPELL_NAMES ? "ramp" : "--ramp";
    for (size_t k = 0; *from && k + 1 < sizeof why;) {
        if (strncmp(from, option, strlen(option)) == 0) {
            k += (size_t)snprintf(why + k, sizeof why - k, "%s", ramp);
            from += strlen(option);
        } else {
            why[k++] = *from++;
            why[k] = '\0';
        }
    }
    if (b->algorithm_count > 1) {
        char names[160] = "";
        for (size_t k = 0; k < b->algorithm_count; k++)
            snprintf(names + strlen(names), sizeof names - strlen(names),
                     "%s%s", k ? ", " : "", b->algorithms[k]);
        return mz_settings_refuse(err, e,
                                  "maze %zu (%s): no generator of %s reaches "
                                  "it; the last: %s",
                                  i + 1, band, names, why);
    }
    return mz_settings_refuse(err, e, "maze %zu (%s): %s", i + 1, band, why);
}

/* Maze i as seed + i makes it, measured. */
static enum maze_err make_plain(struct maze_book *b, size_t i,
                                struct maze_settings_error *err)
{
    struct maze_settings *s = NULL;
    enum maze_err e =
        settings_for(b, algorithm_of(b, i), shape_of(b, i), NULL, &s, err);
    if (e)
        return e;
    e = maze_settings_make(s, b->seed + i, NULL, &b->made[i].maze, err);
    maze_settings_free(s);
    if (e)
        return e;
    struct maze_difficulty d;
    e = maze_measure_difficulty(b->made[i].maze, &d);
    if (e)
        return mz_settings_refuse(err, e, "maze %zu: %s", i + 1,
                                  maze_strerror(e));
    b->made[i].algorithm = i % b->algorithm_count;
    b->made[i].shape = i % b->shape_count;
    b->made[i].seed = b->seed + i;
    b->entries[i].score = d.score;
    return MAZE_OK;
}

/* Easiest first; among equals, in the order made. */
struct ranked {
    unsigned score;
    size_t index;
};

static int by_score(const void *x, const void *y)
{
    const struct ranked *a = x, *c = y;
    if (a->score != c->score)
        return a->score < c->score ? -1 : 1;
    return a->index < c->index ? -1 : a->index > c->index;
}

static enum maze_err order_by_score(struct maze_book *b)
{
    size_t n = b->layout.count;
    struct ranked *order = malloc(n * sizeof *order);
    struct made *made = malloc(n * sizeof *made);
    if (!order || !made) {
        free(order);
        free(made);
        return MAZE_ERR_NOMEM;
    }
    for (size_t i = 0; i < n; i++)
        order[i] = (struct ranked){b->entries[i].score, i};
    qsort(order, n, sizeof *order, by_score);
    for (size_t i = 0; i < n; i++)
        made[i] = b->made[order[i].index];
    memcpy(b->made, made, n * sizeof *made);
    /* The pages are the places', not the mazes'. */
    for (size_t i = 0; i < n; i++)
        b->entries[i].score = order[i].score;
    free(order);
    free(made);
    return MAZE_OK;
}

enum maze_err maze_book_make(struct maze_book *b,
                             const struct maze_hook *progress,
                             struct maze_settings_error *err)
{
    size_t n = b->layout.count;
    if (b->is_made)
        return MAZE_OK;
    if (b->grades && b->algorithm_count > 1 && !b->hits) {
        enum maze_err e = pilot(b, err);
        if (e)
            return e;
    }
    size_t *order = calloc(b->algorithm_count, sizeof *order);
    if (!order)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) {
        enum maze_err e = b->grades ? make_graded(b, i, order, err)
                                    : make_plain(b, i, err);
        if (e) {
            free(order);
            return e;
        }
        e = maze_solve(b->made[i].maze, NULL, NULL, NULL, &b->made[i].route);
        if (e) {
            free(order);
            return mz_settings_refuse(err, e, "maze %zu: %s", i + 1,
                                      maze_strerror(e));
        }
        b->made[i].steps = b->made[i].route.length - 1;
        if (progress && progress->fn) {
            struct maze_event ev = {.kind = MAZE_EV_PROGRESS,
                                    .a = i + 1,
                                    .b = n};
            progress->fn(&ev, progress->user);
        }
    }
    free(order);
    if (!b->grades && order_by_score(b))
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) {
        b->entries[i].maze = b->made[i].maze;
        b->entries[i].route = &b->made[i].route;
        if (!b->grades)
            b->entries[i].grade = score_word(b->entries[i].score);
    }
    b->is_made = true;
    return MAZE_OK;
}

/* ------------------------------------------------------------- writing */

enum maze_err maze_book_write(const struct maze_book *b, FILE *out)
{
    if (!b->is_made)
        return MAZE_ERR_ARG;
    return maze_book_draw(&b->layout, out);
}

/* text as a JSON string. */
static void json_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fprintf(out, "\\%c", *c);
        else if (*c < 0x20)
            fprintf(out, "\\u%04x", *c);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}

/* "--name=value" of a setting for maze generate. */
static void json_argument(FILE *out, const char *name, const char *value)
{
    size_t len = strlen(name) + strlen(value) + 4;
    char *arg = malloc(len);
    if (!arg)
        return;
    snprintf(arg, len, "--%s=%s", name, value);
    json_string(out, arg);
    free(arg);
}

static void recipe_maze(const struct maze_book *b, FILE *out, size_t i)
{
    const struct maze_book_entry *bm = &b->entries[i];
    const struct made *made = &b->made[i];
    double box[4];
    maze_book_box(&b->layout, i, box);
    fprintf(out, "    {\"number\": %zu, \"seed\": %llu, \"grade\": ", i + 1,
            (unsigned long long)made->seed);
    json_string(out, bm->grade);
    fprintf(out, ", \"difficulty\": %u, \"route\": %zu,\n", bm->score,
            made->steps);
    fprintf(out, "     \"page\": %zu, \"answer_page\": %zu, "
                 "\"box\": [%.2f, %.2f, %.2f, %.2f],\n",
            bm->page, bm->answer_page, box[0], box[1], box[2], box[3]);
    fputs("     \"generate\": [", out);
    bool first = true;
    for (size_t k = 0; k < b->given; k++) {
        const struct maze_option *o = b->given_row[k];
        if (!o->setting)
            continue;
        if (b->algorithms && strcmp(o->name, "algorithm") == 0)
            continue;
        if (b->shapes && strcmp(o->name, "shape") == 0)
            continue;
        if (!first)
            fputs(", ", out);
        json_argument(out, o->name, b->given_value[k]);
        first = false;
    }
    const char *extra[2][2] = {
        {"algorithm", b->algorithms ? b->algorithms[made->algorithm] : NULL},
        {"shape", b->shapes ? b->shapes[made->shape] : NULL}};
    for (int k = 0; k < 2; k++) {
        if (!extra[k][1])
            continue;
        if (!first)
            fputs(", ", out);
        json_argument(out, extra[k][0], extra[k][1]);
        first = false;
    }
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)made->seed);
    if (!first)
        fputs(", ", out);
    json_argument(out, "seed", seed);
    fprintf(out, "]}%s\n", i + 1 < b->layout.count ? "," : "");
}

enum maze_err maze_book_write_recipe(const struct maze_book *b, FILE *out)
{
    const struct maze_book_layout *l = &b->layout;
    if (!b->is_made)
        return MAZE_ERR_ARG;
    fprintf(out, "{\n  \"maze_book\": 1,\n  \"version\": ");
    json_string(out, maze_version());
    fprintf(out, ",\n  \"seed\": %llu,\n  \"settings\": {",
            (unsigned long long)b->seed);
    for (size_t k = 0; k < b->given; k++) {
        fputs(k ? ", " : "", out);
        json_string(out, b->given_row[k]->name);
        fputs(": ", out);
        json_string(out, b->given_value[k]);
    }
    fprintf(out, "},\n  \"page_size\": [%.2f, %.2f], \"trim\": [%.2f, %.2f], "
                 "\"bleed\": %.2f,\n",
            l->trim_width + l->bleed, l->trim_height + 2 * l->bleed,
            l->trim_width, l->trim_height, l->bleed);
    fprintf(out, "  \"gutter\": %.2f, \"pages\": %zu, \"per_page\": %u, "
                 "\"answers_per_page\": %u,\n",
            l->gutter, l->pages, l->across * l->down,
            l->answers_across * l->answers_down);
    fprintf(out, "  \"first_puzzle_page\": %zu, \"first_answer_page\": %zu,\n",
            l->first_puzzle_page, l->first_answer_page);
    fputs("  \"mazes\": [\n", out);
    for (size_t i = 0; i < l->count; i++)
        recipe_maze(b, out, i);
    fputs("  ]\n}\n", out);
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
