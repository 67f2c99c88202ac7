/*
 * options.h - a command's options as the library declares them
 * (maze_options()): the getopt_long tables, the --help lines, and the
 * loop that hands every option given to a request (maze_request_set), so
 * no command lists or parses an option of its own.
 */
#ifndef OPTIONS_H
#define OPTIONS_H

#include <getopt.h>
#include <stdio.h>

#include "maze.h"

/* Room for every row of the table and its aliases. */
#define OPTIONS_MAX 160

struct cli_options {
    enum maze_command command;
    const char *name; /* the command's name, for messages */
    struct option longopts[OPTIONS_MAX];
    char shortopts[64];
};

/* The tables of command (name: its name). */
void cli_options_init(struct cli_options *p, enum maze_command command,
                      const char *name);

/* Writes the help lines of command's options, in the table's order. */
void cli_options_usage(FILE *f, enum maze_command command);

/* Reads argv's options into r: -1 when all were taken (optind is then the
 * first operand), CLI_OK after --help was shown (usage, may be NULL), or
 * the exit status after a message. */
int cli_options_parse(struct cli_options *p, struct maze_request *r, int argc,
                      char **argv, void (*usage)(FILE *));

/* The exit status for a refusal by the request, after its message:
 * settings that do not go together name cmd's help. */
int cli_refused(const struct maze_settings_error *err, const char *cmd);

/* Whole-number values of options the request judged (0 when not given). */
uint64_t cli_whole(const struct maze_request *r, const char *name);

#endif
