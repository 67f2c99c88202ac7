/*
 * difficulty.c - the calibration of the difficulty scale: N mazes of each
 * generator on each shape at W x H, each measured with
 * maze_measure_difficulty(), and the spread of each figure printed, one
 * row a generator and shape:
 *
 *   algorithm shape WxH n score(p5 p25 p50 p75 p95) route(p5 p50 p95)
 *   dead_ends(p5 p50 p95) easy medium hard
 *
 * where easy, medium and hard are the shares of those mazes that fall in
 * each word's band (maze.h, MAZE_DIFFICULTY_*). Seeds 1..N, so a rerun
 * prints the same table. Built and run by difficulty.sh.
 *
 * usage: difficulty N W H [SHAPE...]   (default shapes: all four)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"

static int by_value(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a;
    unsigned y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

static unsigned at(const unsigned *v, size_t n, double q)
{
    return v[(size_t)(q * (double)(n - 1) + 0.5)];
}

static bool set(struct maze_settings *s, const char *name, const char *value)
{
    return maze_settings_set(s, name, value, NULL) == MAZE_OK;
}

/* One row: n mazes of generator g on shape at w x h; false when the
 * generator does not make that shape. */
static bool row(const struct maze_generator *g, const char *shape,
                const char *w, const char *h, size_t n, unsigned *score,
                unsigned *route, unsigned *dead)
{
    struct maze_settings *s = NULL;
    if (maze_settings_new(MAZE_SPELL_NAMES, &s))
        return false;
    bool ok = set(s, "algorithm", g->name) && set(s, "shape", shape) &&
              set(s, "width", w) && set(s, "height", h) &&
              maze_settings_check(s, NULL) == MAZE_OK;
    size_t words[3] = {0, 0, 0};
    for (size_t i = 0; ok && i < n; i++) {
        struct maze *m = NULL;
        struct maze_difficulty d;
        ok = maze_settings_make(s, i + 1, NULL, &m, NULL) == MAZE_OK &&
             maze_measure_difficulty(m, &d) == MAZE_OK;
        maze_free(m);
        if (!ok)
            break;
        score[i] = d.score;
        route[i] = (unsigned)d.route;
        dead[i] = (unsigned)d.dead_ends;
        words[0] += d.score <= MAZE_DIFFICULTY_EASY_MAX;
        words[1] += d.score >= MAZE_DIFFICULTY_MEDIUM_MIN &&
                    d.score <= MAZE_DIFFICULTY_MEDIUM_MAX;
        words[2] += d.score >= MAZE_DIFFICULTY_HARD_MIN;
    }
    maze_settings_free(s);
    if (!ok)
        return false;
    qsort(score, n, sizeof *score, by_value);
    qsort(route, n, sizeof *route, by_value);
    qsort(dead, n, sizeof *dead, by_value);
    printf("%-14s %-8s %sx%s %zu  score %3u %3u %3u %3u %3u  route %4u %4u "
           "%4u  dead_ends %4u %4u %4u  easy %3.0f%% medium %3.0f%% hard "
           "%3.0f%%\n",
           g->name, shape, w, h, n, at(score, n, 0.05), at(score, n, 0.25),
           at(score, n, 0.5), at(score, n, 0.75), at(score, n, 0.95),
           at(route, n, 0.05), at(route, n, 0.5), at(route, n, 0.95),
           at(dead, n, 0.05), at(dead, n, 0.5), at(dead, n, 0.95),
           100.0 * (double)words[0] / (double)n,
           100.0 * (double)words[1] / (double)n,
           100.0 * (double)words[2] / (double)n);
    return true;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: difficulty N W H [SHAPE...]\n");
        return 2;
    }
    size_t n = strtoul(argv[1], NULL, 10);
    static const char *const all[] = {"rect", "hex", "triangle", "polar"};
    const char *const *shapes = argc > 4 ? (const char *const *)argv + 4 : all;
    size_t n_shapes = argc > 4 ? (size_t)(argc - 4) : 4;
    unsigned *v = calloc(3 * (n ? n : 1), sizeof *v);
    if (!n || !v)
        return 1;
    for (size_t k = 0; k < n_shapes; k++)
        for (const struct maze_generator *g = maze_generators(); g->name; g++)
            row(g, shapes[k], argv[2], argv[3], n, v, v + n, v + 2 * n);
    free(v);
    return 0;
}
