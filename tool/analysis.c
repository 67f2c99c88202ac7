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
#include "messages.h"
#include "progress_line.h"

void cli_analysis_read(struct cli_analysis *a, const struct maze_request *r)
{
    a->all = maze_request_given(r, "all");
    a->bottlenecks = maze_request_given(r, "bottlenecks");
    a->distances = maze_request_given(r, "distances");
}

bool cli_analysis_any(const struct cli_analysis *a)
{
    return a->all || a->bottlenecks || a->distances;
}

/* Each finds its analysis, tells its figures and keeps the result in
 * *out (false after a message, nothing kept). */
/* A count whose sums may take more additions than this is said before it
 * starts: hundreds of millions of them, long enough to be waited for. */
#define COST_WORTH_SAYING ((uint64_t)1 << 27)

/* The library tells the most the count's sums can take as the total of
 * its first progress event, before the first sum. */
static void say_cost(const struct maze_event *ev, void *user)
{
    bool *said = user;
    if (ev->kind != MAZE_EV_PROGRESS || *said)
        return;
    *said = true;
    if ((uint64_t)ev->b < COST_WORTH_SAYING || cli_quiet())
        return;
    progress_erase();
    fprintf(stderr,
            "counting every shortest route: at most %.1e additions of "
            "32-bit numbers\n",
            (double)ev->b);
}

/* maze_routes_count(), for solve, generate and stats alike: the count's
 * numbers grow with the route (thousands of digits in an open room), so
 * what a large one costs is said first, and a progress line on a
 * terminal tells the time left. */
static enum maze_err count_routes(const struct maze *m,
                                  struct maze_routes *out)
{
    bool said = false;
    struct maze_hook cost = {say_cost, &said};
    enum maze_err err = maze_routes_count_told(
        m, progress_hook_also("counting routes", "additions", &cost), out);
    progress_end();
    return err;
}

static bool all_routes(const struct maze *m, struct maze_routes *out)
{
    enum maze_err err = count_routes(m, out);
    if (err) {
        cli_error("cannot count the routes: %s", maze_strerror(err));
        return false;
    }
    if (!cli_quiet())
        fprintf(stderr,
                "shortest routes: %s of %zu steps; cells on some: %zu, on "
                "every one: %zu\n",
                out->count, out->steps, out->on_some, out->on_every);
    return true;
}

static bool bottlenecks(const struct maze *m, struct maze_bottlenecks *out)
{
    enum maze_err err = maze_bottlenecks_find(m, out);
    if (err) {
        cli_error("cannot find the bottlenecks: %s", maze_strerror(err));
        return false;
    }
    if (!cli_quiet())
        fprintf(stderr,
                "bottlenecks: %zu cells (start and end among them), %zu "
                "passages\n",
                out->cell_count, out->passage_count);
    return true;
}

static bool distances(const struct maze *m, size_t from,
                      struct maze_distances *out)
{
    enum maze_err err = maze_distances_from(m, from, out);
    if (err) {
        cli_error("cannot measure the distances: %s", maze_strerror(err));
        return false;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, from, &x, &y);
    if (!cli_quiet())
        fprintf(
            stderr,
            "distances from %u,%u: farthest %zu steps, mean %.2f, %zu cells "
            "reached\n",
            x, y, out->eccentricity, out->mean, out->reached);
    return true;
}

bool cli_analysis_run(struct cli_analysis *a, const struct maze *m, size_t from,
                      struct maze_render_opts *opts)
{
    struct maze_distances d;
    struct maze_routes r;
    struct maze_bottlenecks b;
    bool have_d = false;
    bool have_r = false;
    bool have_b = false;
    bool ok = true;
    if (a->distances)
        ok = have_d = distances(m, from == MAZE_NONE ? m->start : from, &d);
    if (ok && a->all)
        ok = have_r = all_routes(m, &r);
    if (ok && a->bottlenecks)
        ok = have_b = bottlenecks(m, &b);
    if (ok && maze_analysis_paint(have_d ? &d : NULL, have_r ? &r : NULL,
                                  have_b ? &b : NULL, m->cells, &a->painted)) {
        cli_error("out of memory");
        ok = false;
    }
    if (ok)
        maze_analysis_picture_show(&a->painted, opts);
    if (have_d)
        maze_distances_release(&d);
    if (have_r)
        maze_routes_release(&r);
    if (have_b)
        maze_bottlenecks_release(&b);
    return ok;
}

void cli_analysis_release(struct cli_analysis *a)
{
    maze_analysis_picture_release(&a->painted);
}

/* ------------------------------------------------------------- stats */

/* The table's lines or the JSON members (each after a comma) of what was
 * asked. A maze without ends has no routes: "-" or null. */
static void print_routes(const struct maze *m, bool json)
{
    struct maze_routes r;
    enum maze_err err = count_routes(m, &r);
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
               diameter, most, most == diameter ? "true" : "false", ax, ay, bx,
               by);
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
