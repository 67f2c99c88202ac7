/*
 * analysis.c - --all, --bottlenecks and --distances: the library's
 * analyses (maze_routes_count, maze_bottlenecks_find, maze_distances_from)
 * told on standard error and turned into what a picture shows, cells
 * painted with entries of the library's palette (maze_paint_color), so
 * the distance map's ramp is the GIF solver wave's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "cli.h"

const char analysis_usage[] =
    "      --all            every shortest route: how many (exact), the "
    "cells on\n"
    "                       some of them (blue) and on every one (yellow)\n"
    "      --bottlenecks    the cells and passages every route from start "
    "to end\n"
    "                       must use (red; passages: a dark line)\n"
    "      --distances      colour each cell by its steps from the start "
    "(or\n"
    "                       --from X,Y), with a legend of steps\n";

int cli_analysis_option(struct cli_analysis *a, int c)
{
    switch (c) {
    case ANALYSIS_ALL:
        a->all = true;
        return 0;
    case ANALYSIS_BOTTLENECKS:
        a->bottlenecks = true;
        return 0;
    case ANALYSIS_DISTANCES:
        a->distances = true;
        return 0;
    default:
        return -1;
    }
}

bool cli_analysis_any(const struct cli_analysis *a)
{
    return a->all || a->bottlenecks || a->distances;
}

bool cli_analysis_check(const struct cli_analysis *a, const char *cmd)
{
    if (a->all && a->distances) {
        cli_usage_error(cmd, "--all and --distances both colour the cells "
                             "(pick one)");
        return false;
    }
    return true;
}

/* A legend entry. */
static void legend(struct cli_analysis *a, struct maze_render_opts *opts,
                   int paint, const char *words)
{
    size_t i = opts->legend_count;
    if (i >= sizeof a->legend_paint)
        return;
    a->legend_paint[i] = (uint8_t)paint;
    snprintf(a->legend_words[i], sizeof a->legend_words[i], "%s", words);
    a->legend_text[i] = a->legend_words[i];
    opts->legend_paint = a->legend_paint;
    opts->legend_text = a->legend_text;
    opts->legend_count = i + 1;
}

static bool paint_cells(struct cli_analysis *a, const struct maze *m)
{
    if (a->paint)
        return true;
    a->paint = calloc(m->cells, 1);
    if (!a->paint)
        cli_error("out of memory");
    return a->paint != NULL;
}

static bool all_routes(struct cli_analysis *a, const struct maze *m,
                       struct maze_render_opts *opts)
{
    struct maze_routes r;
    enum maze_err err = maze_routes_count(m, &r);
    if (err) {
        cli_error("cannot count the routes: %s", maze_strerror(err));
        return false;
    }
    fprintf(stderr,
            "shortest routes: %s of %zu steps; cells on some: %zu, on "
            "every one: %zu\n",
            r.count, r.steps, r.on_some, r.on_every);
    bool ok = paint_cells(a, m);
    for (size_t c = 0; ok && c < m->cells; c++)
        if (r.cell[c] & MAZE_ROUTES_EVERY)
            a->paint[c] = MAZE_PAINT_PATH;
        else if (r.cell[c] & MAZE_ROUTES_SOME)
            a->paint[c] = MAZE_PAINT_FRONTIER;
    if (ok) {
        opts->paint = a->paint;
        legend(a, opts, MAZE_PAINT_FRONTIER, "on some route");
        legend(a, opts, MAZE_PAINT_PATH, "on all");
    }
    maze_routes_release(&r);
    return ok;
}

static bool bottlenecks(struct cli_analysis *a, const struct maze *m,
                        struct maze_render_opts *opts)
{
    struct maze_bottlenecks b;
    enum maze_err err = maze_bottlenecks_find(m, &b);
    if (err) {
        cli_error("cannot find the bottlenecks: %s", maze_strerror(err));
        return false;
    }
    fprintf(stderr,
            "bottlenecks: %zu cells (start and end among them), %zu "
            "passages\n",
            b.cell_count, b.passage_count);
    /* Cells are filled unless another analysis colours them. */
    bool ok = true;
    if (!a->distances) {
        ok = paint_cells(a, m);
        for (size_t i = 0; ok && i < b.cell_count; i++)
            a->paint[b.cells[i]] = MAZE_PAINT_HEAD;
        if (ok)
            opts->paint = a->paint;
    }
    if (ok) {
        a->marks = b.passages; /* kept: freed with the analysis */
        b.passages = NULL;
        opts->marks = a->marks;
        opts->mark_count = b.passage_count;
        if (!a->distances) /* else the cells keep their distance */
            legend(a, opts, MAZE_PAINT_HEAD, "bottleneck");
    }
    maze_bottlenecks_release(&b);
    return ok;
}

static bool distances(struct cli_analysis *a, const struct maze *m, size_t from,
                      struct maze_render_opts *opts)
{
    struct maze_distances d;
    enum maze_err err = maze_distances_from(m, from, &d);
    if (err) {
        cli_error("cannot measure the distances: %s", maze_strerror(err));
        return false;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, from, &x, &y);
    fprintf(stderr,
            "distances from %u,%u: farthest %zu steps, mean %.2f, %zu cells "
            "reached\n",
            x, y, d.eccentricity, d.mean, d.reached);
    bool ok = paint_cells(a, m);
    size_t top = d.eccentricity ? d.eccentricity : 1;
    for (size_t c = 0; ok && c < m->cells; c++)
        if (d.steps[c] != MAZE_NONE)
            a->paint[c] = (uint8_t)maze_paint_distance(d.steps[c], top);
    if (ok) {
        opts->paint = a->paint;
        /* Six swatches, from the source to the farthest cell. */
        for (int i = 0; i < 6; i++) {
            size_t steps = (top * (size_t)i + 2) / 5;
            if (d.eccentricity == 0 && i > 0)
                break;
            char words[40];
            snprintf(words, sizeof words, "%zu%s", steps,
                     i == 0 ? " steps" : "");
            legend(a, opts, maze_paint_distance(steps, top), words);
        }
    }
    maze_distances_release(&d);
    return ok;
}

bool cli_analysis_run(struct cli_analysis *a, const struct maze *m, size_t from,
                      struct maze_render_opts *opts)
{
    if (a->distances &&
        !distances(a, m, from == MAZE_NONE ? m->start : from, opts))
        return false;
    if (a->all && !all_routes(a, m, opts))
        return false;
    if (a->bottlenecks && !bottlenecks(a, m, opts))
        return false;
    return true;
}

void cli_analysis_release(struct cli_analysis *a)
{
    free(a->paint);
    free(a->marks);
    a->paint = NULL;
    a->marks = NULL;
}

/* ------------------------------------------------------------- stats */

/* The table's lines or the JSON members (each after a comma) of what was
 * asked. A maze without ends has no routes: "-" or null. */
static void print_routes(const struct maze *m, bool json)
{
    struct maze_routes r;
    enum maze_err err = maze_routes_count(m, &r);
    if (err && json) {
        printf(", \"routes\": null");
        return;
    }
    if (err) {
        printf("shortest routes            -  (%s)\n", maze_strerror(err));
        return;
    }
    if (json)
        printf(", \"routes\": {\"count\": \"%s\", \"steps\": %zu, "
               "\"on_some\": %zu, \"on_every\": %zu}",
               r.count, r.steps, r.on_some, r.on_every);
    else
        printf("shortest routes   %10s  of %zu steps\n"
               "on some route     %10zu  cells\n"
               "on every route    %10zu  cells\n",
               r.count, r.steps, r.on_some, r.on_every);
    maze_routes_release(&r);
}

static void print_bottlenecks(const struct maze *m, bool json)
{
    struct maze_bottlenecks b;
    enum maze_err err = maze_bottlenecks_find(m, &b);
    if (err && json) {
        printf(", \"bottlenecks\": null");
        return;
    }
    if (err) {
        printf("bottlenecks                -  (%s)\n", maze_strerror(err));
        return;
    }
    if (json)
        printf(", \"bottlenecks\": {\"cells\": %zu, \"passages\": %zu}",
               b.cell_count, b.passage_count);
    else
        printf("bottleneck cells  %10zu  start and end among them\n"
               "bottleneck passages %8zu\n",
               b.cell_count, b.passage_count);
    maze_bottlenecks_release(&b);
}

static bool print_distances(const struct maze *m, bool json)
{
    size_t diameter = 0;
    size_t most = 0;
    size_t a = MAZE_NONE;
    size_t b = MAZE_NONE;
    enum maze_err err = maze_diameter(m, 0, &diameter, &most, &a, &b);
    if (err) {
        cli_error("cannot measure the diameter: %s", maze_strerror(err));
        return false;
    }
    struct maze_distances d = {0};
    bool from_start =
        m->start < m->cells && !(m->cell[m->start] & MAZE_CELL_OFF);
    if (from_start && (err = maze_distances_from(m, m->start, &d))) {
        cli_error("cannot measure the distances: %s", maze_strerror(err));
        return false;
    }
    uint32_t ax = 0, ay = 0, bx = 0, by = 0;
    if (a != MAZE_NONE) {
        maze_cell_xy(m, a, &ax, &ay);
        maze_cell_xy(m, b, &bx, &by);
    }
    if (json) {
        printf(", \"diameter\": {\"steps\": %zu, \"at_most\": %zu, \"exact\": "
               "%s, \"from\": [%u, %u], \"to\": [%u, %u]}",
               diameter, most, most == diameter ? "true" : "false", ax, ay,
               bx, by);
        if (from_start)
            printf(", \"eccentricity\": %zu, \"mean_distance\": %.4f",
                   d.eccentricity, d.mean);
        else
            printf(", \"eccentricity\": null, \"mean_distance\": null");
    } else {
        if (most == diameter)
            printf("diameter          %10zu  steps, from %u,%u to %u,%u\n",
                   diameter, ax, ay, bx, by);
        else /* the sweeps' budget ran out (a braided maze) */
            printf("diameter          %10zu  steps at least (%u,%u to %u,%u), "
                   "at most %zu\n",
                   diameter, ax, ay, bx, by, most);
        if (from_start)
            printf("eccentricity of S %10zu  steps\n"
                   "mean distance     %10.2f  steps from S\n",
                   d.eccentricity, d.mean);
        else
            printf("eccentricity of S          -  (no start)\n");
    }
    maze_distances_release(&d);
    return true;
}

bool cli_analysis_print(const struct cli_analysis *a, const struct maze *m,
                        bool json)
{
    if (a->all)
        print_routes(m, json);
    if (a->bottlenecks)
        print_bottlenecks(m, json);
    return !a->distances || print_distances(m, json);
}
