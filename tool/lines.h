/*
 * lines.h - reading JSON lines: a maze a line, the format of datasets
 * (maze generate --count N -f jsonl).
 *
 * An input is JSON lines when its first two lines are each a whole maze
 * in JSON; one line alone is one maze, read as any other. Lines are read
 * and parsed one at a time, so a stream of a million mazes takes the
 * memory of one.
 */
#ifndef LINES_H
#define LINES_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

#include "input.h"
#include "maze.h"

struct cli_lines {
    FILE *in;
    const char *name; /* for messages: the file's, or "standard input" */
    size_t max_bytes; /* the longest line */
    off_t start;      /* where a regular file starts; -1: not one */
    char *line;       /* the line being read, NUL bytes and all */
    size_t len;       /* its bytes (a NUL added after them) */
    size_t cap;
    unsigned long number; /* of the last line read */
    struct maze *first;   /* line 1, read to tell the format */
    char *second;         /* line 2, likewise, to be parsed in turn */
    size_t second_len;
    /* The "algorithm" the line of the maze cli_lines_next() gave last
     * names (the JSON writer's, or a dataset's settings line), else "". */
    char algorithm[48];
    char first_algorithm[48]; /* line 1's, kept while first waits */
    char dataset_algorithm[48];
};

/* Starts reading the input (cli_input_open(), which the caller closes
 * after cli_lines_close()) and tells whether it holds JSON lines.
 * Returns false after a message.
 * *is_lines false: *one is the one maze the input holds (the caller owns
 * it), read as cli_load() reads; true: the mazes come from
 * cli_lines_next(). Either way, cli_lines_close() ends it. */
bool cli_lines_open(struct cli_lines *l, const struct cli_input *in,
                    size_t max_bytes, bool *is_lines, struct maze **one);

/* The next maze (the caller owns it), or NULL at the end or after a
 * message (*failed set). Blank lines are skipped. */
struct maze *cli_lines_next(struct cli_lines *l, bool *failed);

void cli_lines_close(struct cli_lines *l);

#endif
