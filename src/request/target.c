/*
 * target.c - a maze made to targets (maze_settings_try): the seeds
 * tried in turn until one's route length, dead ends and difficulty score
 * fall in their bands, giving up early when the figures seen say a band
 * is out of reach.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../errors.h"
#include "../mz.h"
#include "settings.h"

/* ------------------------------------------------- made to a target */

/* How many mazes the tries may make: 10000 small ones, fewer large ones (a
 * budget of about 2^23 cells), and never fewer than the sample that
 * tells whether the targets are in reach. The first look at the tries
 * comes after DRAW_SAMPLE small mazes, or as few as DRAW_FIRST large
 * ones (the same 2^23 cells): a band far out of reach of a 1000x1000
 * maze is told from 8 of them, not 64. */
#define DRAW_SAMPLE 64
#define DRAW_FIRST 8
#define DRAW_MOST 10000
#define DRAW_CELLS ((uint64_t)1 << 23)

static uint64_t tries_budget(size_t cells)
{
    uint64_t n = DRAW_CELLS / (cells ? cells : 1);
    return n < DRAW_SAMPLE ? DRAW_SAMPLE : n > DRAW_MOST ? DRAW_MOST : n;
}

static uint64_t tries_first_look(size_t cells)
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
    double sd = var > 0.25                     ? sqrt(var)
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
        if (mz_settings_given(s, (enum setting)(SET_ROUTE_LENGTH + t)) &&
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
    if (m->towers > 1)
        snprintf(buf, size, "%ux%u maze of %u floors in %u towers", m->width,
                 m->height / m->floors, m->floors / m->towers, m->towers);
    else if (m->floors > 1)
        snprintf(buf, size, "%ux%u maze of %u floors", m->width,
                 m->height / m->floors, m->floors);
    else if (m->ring)
        snprintf(buf, size, "polar maze of %u rings", m->height);
    else
        snprintf(buf, size, "%ux%u %s maze", m->width, m->height,
                 mz_settings_shape_name(s));
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
    mz_settings_spell_value(s, id, seen_band, hint, sizeof hint);
    mz_settings_spell_value(s, id, s->target_value[t], asked, sizeof asked);
    const struct band *b = &s->target[t];
    if (t == TARGET_SCORE && strchr("emh", s->target_value[t][0]))
        snprintf(words, sizeof words, " (a score of %llu to %llu)",
                 (unsigned long long)b->min, (unsigned long long)b->max);
    return mz_settings_refuse(
        err, MAZE_ERR_CONFLICT,
        "%s%s is out of reach for %s on a %s: of %llu mazes tried "
        "none fit, and %s (try: %s)",
        asked, words, s->recipe.generator->name, grid,
        (unsigned long long)tries, range, hint);
}

/* Each target alone in reach, but not together. */
static enum maze_err together_out_of_reach(const struct maze_settings *s,
                                           const struct maze *m, uint64_t tries,
                                           struct maze_settings_error *err)
{
    char grid[64];
    describe(s, m, grid, sizeof grid);
    return mz_settings_refuse(
        err, MAZE_ERR_CONFLICT,
        "the targets together are out of reach for %s on a %s: "
        "none of %llu mazes tried met them all (widen one)",
        s->recipe.generator->name, grid, (unsigned long long)tries);
}

/* Whether any target was given. */
static bool has_targets(const struct maze_settings *s)
{
    for (int t = 0; t < TARGETS; t++)
        if (mz_settings_given(s, (enum setting)(SET_ROUTE_LENGTH + t)))
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
        if (!mz_settings_given(s, (enum setting)(SET_ROUTE_LENGTH + t)))
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

enum maze_err maze_settings_try(const struct maze_settings *s, uint64_t seed,
                                uint64_t stride, const struct maze_hook *hook,
                                struct maze **out, struct maze_tried *tried,
                                struct maze_settings_error *err)
{
    struct maze_tried result = {.seed = seed, .tries = 1};
    if (!has_targets(s)) {
        enum maze_err e = maze_settings_make(s, seed, hook, out, err);
        if (!e && tried)
            *tried = result;
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
            mz_settings_refuse(err, e, "cannot measure the maze: %s",
                               maze_strerror(e));
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
            if (tried)
                *tried = result;
            return MAZE_OK;
        }
        for (int t = 0; t < TARGETS; t++)
            seen_add(&f[t], figure(&d, t), &s->target[t]);
        uint64_t tries = k + 1;
        if (!budget) {
            budget = tries_budget(m->cells);
            check = tries_first_look(m->cells);
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
