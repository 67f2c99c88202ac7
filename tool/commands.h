/*
 * commands.h - the subcommands of maze (tool/cmd_NAME.c), as tool/main.c finds
 * them.
 */
#ifndef COMMANDS_H
#define COMMANDS_H

#include <stdio.h>

/* A subcommand: tool/cmd_NAME.c. `run` gets argv with argv[0] = name. */
struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
    void (*usage)(FILE *out); /* writes the whole --help text */
};

extern const struct cli_command cmd_generate, cmd_solve, cmd_list, cmd_stats,
    cmd_play, cmd_bench, cmd_book;

#endif
