/*
 * main.c - the maze command: finds the subcommand and hands over.
 *
 * To add a subcommand: write tool/cmd_NAME.c defining a struct
 * cli_command, declare it in cli.h and add it to the table below.
 */
#include <string.h>

#include "cli.h"

static const struct cli_command *const commands[] = {
    &cmd_generate, &cmd_solve, &cmd_stats, &cmd_play, &cmd_book,
    &cmd_bench,    &cmd_list,
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void overview(FILE *f)
{
    fputs("usage: maze <command> [options]\n"
          "\n"
          "Generates, solves and draws mazes.\n"
          "\n",
          f);
    for (size_t i = 0; i < N_COMMANDS; i++)
        fprintf(f, "  %-10s %s\n", commands[i]->name, commands[i]->summary);
    fputs("  help       show the help of a command\n"
          "\n"
          "  maze --version    show the version\n"
          "\n"
          "Example: maze generate -W 30 -H 12 --solve\n"
          "Run 'maze help <command>' for its options.\n",
          f);
}

static const struct cli_command *find(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0)
            return commands[i];
    return NULL;
}

static int unknown(const char *name)
{
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    if (name[0] == '-') {
        /* The options before a command (-V: version's in other tools;
         * names are compared without their dashes, in any case). */
        maze_nearest_offer(&near, "--version", "-V");
        maze_nearest_offer(&near, "--help", NULL);
        if (maze_nearest_name(&near))
            cli_error("unknown option '%s' (did you mean %s? all of them: "
                      "maze help)",
                      name, maze_nearest_name(&near));
        else
            cli_error("unknown option '%s' (try: maze help)", name);
        return CLI_USAGE;
    }
    for (size_t i = 0; i < N_COMMANDS; i++)
        maze_nearest_offer(&near, commands[i]->name, NULL);
    maze_nearest_offer(&near, "help", NULL);
    if (maze_nearest_name(&near))
        cli_error("unknown command '%s' (did you mean %s? all of them: maze "
                  "help)",
                  name, maze_nearest_name(&near));
    else
        cli_error("unknown command '%s' (try: maze help)", name);
    return CLI_USAGE;
}

static int dispatch(int argc, char **argv);

int main(int argc, char **argv)
{
    cli_std_streams();
    /* The tool writes every format: libmaze-render's too. */
    enum maze_err err = maze_render_library_init();
    if (err != MAZE_OK) {
        cli_error("cannot add the picture formats: %s", maze_strerror(err));
        return cli_exit(CLI_FAIL);
    }
    return cli_exit(dispatch(argc, argv));
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        overview(stderr);
        return CLI_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
        printf("maze %s\n", maze_version());
        return CLI_OK;
    }
    if (strcmp(name, "help") == 0 || strcmp(name, "--help") == 0 ||
        strcmp(name, "-h") == 0) {
        /* help has no options of its own: its help is the overview */
        if (argc < 3 || strcmp(argv[2], "help") == 0) {
            overview(stdout);
            return CLI_OK;
        }
        const struct cli_command *c = find(argv[2]);
        if (!c && argv[2][0] == '-') {
            cli_error("maze help takes a command, not the option '%s' (try: "
                      "maze help generate)",
                      argv[2]);
            return CLI_USAGE;
        }
        if (!c)
            return unknown(argv[2]);
        cli_help(c->usage);
        return CLI_OK;
    }
    const struct cli_command *c = find(name);
    if (!c)
        return unknown(name);
    return c->run(argc - 1, argv + 1);
}
