/*
 * analysis.h - the analyses a command can show on its picture and tell on
 * standard error (analysis.c): every shortest route (--all), the
 * bottlenecks (--bottlenecks) and the distance map (--distances, from the
 * start or --from X,Y). Shared by generate and solve.
 */
#ifndef ANALYSIS_H
#define ANALYSIS_H

#include <getopt.h>

#include "maze.h"

/* What was asked, and what the picture is given (owned here). */
struct cli_analysis {
    bool all, bottlenecks, distances;
    struct maze_analysis_picture painted;
};

/* Takes what was asked from the request. */
void cli_analysis_read(struct cli_analysis *a, const struct maze_request *r);

/* Whether any was asked. */
bool cli_analysis_any(const struct cli_analysis *a);

/* Runs what was asked on m (distances from cell `from`, MAZE_NONE: the
 * start), tells what each found on standard error, and gives opts what
 * the picture shows (valid until cli_analysis_release). False after a
 * message. */
bool cli_analysis_run(struct cli_analysis *a, const struct maze *m, size_t from,
                      struct maze_render_opts *opts);

void cli_analysis_release(struct cli_analysis *a);

/* maze stats: the figures of what was asked, as lines of its table or,
 * with json, as members of its object (each after a comma). False after
 * a message. */
bool cli_analysis_print(const struct cli_analysis *a, const struct maze *m,
                        bool json);

#endif
