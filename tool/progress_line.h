/*
 * progress_line.h - what the tool says on stderr while it works: a progress
 * line for a long job, and the options that decide what it says and in
 * which colours (--quiet, --color).
 *
 * The line is drawn only when stderr is a terminal and --quiet was not
 * given, and only for a job that has run half a second and looks set to
 * take more than a second in all; it is redrawn at most ten times a
 * second and erased when the job ends (or a message must be printed), so
 * that what stays on the terminal is what the tool always says. The
 * library tells how far it has come through its hook (MAZE_EV_PROGRESS);
 * the tool's own loops (batches) count for themselves.
 */
#ifndef PROGRESS_LINE_H
#define PROGRESS_LINE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "maze.h"

/* Takes --quiet (-q) and --color=WHEN from the request. */
void progress_read(const struct maze_request *r);
/* --quiet: leave out what the tool says on stderr when all goes well (the
 * seed, the route's length, the progress line). */
bool cli_quiet(void);

/* Whether to write colours to the terminal or pipe on descriptor fd:
 * --color=always or never, else (auto) when fd is a terminal, NO_COLOR
 * is unset or empty and TERM is not dumb. */
bool cli_color(int fd);

/* Starts a job of `total` units (`unit`: "cells", "mazes") called what
 * ("making"): the line is drawn if the job runs long enough. A job
 * already running ends first. */
void progress_begin(const char *what, const char *unit, uint64_t total);

/* The job has done `done` units; redraws the line when due. Cheap. */
void progress_to(uint64_t done);

/* The job is over: erases the line if it was drawn. */
void progress_end(void);

/* Erases the line until it is next redrawn: before a message. */
void progress_erase(void);

/* Reading in (a file whose size is known) as a job called what, counted
 * in bytes: a stream to read in its place, or in itself when no line can
 * be drawn. progress_reading_end() closes what this opened and ends the
 * job. */
FILE *progress_reading(FILE *in, const char *what);
void progress_reading_end(FILE *reading, FILE *in);

/* A hook that starts a job called what of the library's units (unit)
 * and moves it as the library tells (MAZE_EV_PROGRESS), ignoring every
 * other event; NULL when no line can be drawn (not a terminal, --quiet),
 * so the library runs without a hook. End the job with progress_end(). */
const struct maze_hook *progress_hook(const char *what, const char *unit);

/* The same, passing every event on to `also` (a recording) too; `also`
 * itself when no line can be drawn. */
const struct maze_hook *progress_hook_also(const char *what, const char *unit,
                                           const struct maze_hook *also);

#endif
