/*
 * book_make.c - a book's mazes made (maze_book_make): each drawn to its
 * grade, or made and ordered easiest first, then solved for the answers.
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

#include "maze.h"
#include "book.h"
#include "settings.h"

/* With several generators and a ramp, a pilot of PILOT mazes of each
 * generator (on each shape) says which reach a grade often enough to be
 * taken in turn for it: one try in eight. Without it a generator that
 * reaches a band once in thousands of tries was tried thousands of times
 * before the next, which reaches it at once. */
#define PILOT 32
#define PILOT_ENOUGH 4

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
            enum maze_err e = mz_book_settings(b, mz_book_algorithm(b, a),
                                           mz_book_shape(b, s_i), NULL, &s, err);
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
    size_t g = (size_t)(mz_book_grade(b, i) - b->grades);
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
    const char *band = mz_book_grade(b, i)->name;
    enum maze_err e = MAZE_OK;
    tries_of(b, i, order);
    for (size_t t = 0; t < b->algorithm_count; t++) {
        size_t k = order[t];
        struct maze_settings *s = NULL;
        e = mz_book_settings(b, mz_book_algorithm(b, k), mz_book_shape(b, i), band, &s,
                         err);
        if (e)
            return e;
        struct maze_tried draw;
        e = maze_settings_try(s, b->seed + i, n, NULL, &b->made[i].maze,
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

/* The word of a score: its band's. */
static const char *score_word(unsigned score)
{
    return score <= MAZE_DIFFICULTY_EASY_MAX     ? "easy"
           : score <= MAZE_DIFFICULTY_MEDIUM_MAX ? "medium"
                                                 : "hard";
}

/* Maze i as seed + i makes it, measured. */
static enum maze_err make_plain(struct maze_book *b, size_t i,
                                struct maze_settings_error *err)
{
    struct maze_settings *s = NULL;
    enum maze_err e =
        mz_book_settings(b, mz_book_algorithm(b, i), mz_book_shape(b, i), NULL, &s, err);
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
    struct mz_book_made *made = malloc(n * sizeof *made);
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

