/*
 * cmd_list.c - maze list: what the registries hold.
 */
#include <string.h>

#include "cli.h"

static const char usage_text[] =
    "usage: maze list\n"
    "       maze list options [COMMAND]\n"
    "\n"
    "Lists the generators (-a), solvers (--solver) and formats (-f), the\n"
    "default of each first. A name may be given in any case, and by the other\n"
    "names listed under it (\"Prim's\", \"recursive backtracker\").\n"
    "\n"
    "With options: every option of COMMAND (or of every command), a line\n"
    "each for programs such as the shell's completion, fields separated by\n"
    "tabs: the option, its letter, its kind (flag, whole, share, word, name,\n"
    "point, colour, file, text), the words its value may be (for a name:\n"
    "the list above it is in), the commands that take it, its other names.\n";

/* The commands, as maze.h numbers them and the tool names them. */
static const struct {
    enum maze_command command;
    const char *name;
} commands[] = {
    {MAZE_CMD_GENERATE, "generate"}, {MAZE_CMD_SOLVE, "solve"},
    {MAZE_CMD_STATS, "stats"},       {MAZE_CMD_PLAY, "play"},
    {MAZE_CMD_BENCH, "bench"},       {MAZE_CMD_BOOK, "book"},
};

#define COMMANDS (sizeof commands / sizeof commands[0])

/* maze list options [COMMAND]. */
static int list_options(int argc, char **argv)
{
    unsigned want = 0;
    if (argc > 3)
        return cli_usage_error("list", "unexpected argument '%s'", argv[3]);
    for (size_t i = 0; argc == 3 && i < COMMANDS; i++)
        if (strcmp(argv[2], commands[i].name) == 0)
            want = commands[i].command;
    if (argc == 3 && !want)
        return cli_usage_error("list",
                               "unknown command '%s' (try: generate, solve, "
                               "stats, play, bench, book)",
                               argv[2]);
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (want && !(o->commands & want))
            continue;
        char letter[3] = {'-', o->letter, '\0'};
        printf("--%s\t%s\t%s\t%s\t", o->name, o->letter ? letter : "",
               maze_option_kind_name(o->kind), o->choices ? o->choices : "");
        const char *sep = "";
        for (size_t i = 0; i < COMMANDS; i++) {
            if (o->commands & commands[i].command) {
                printf("%s%s", sep, commands[i].name);
                sep = " ";
            }
        }
        printf("\t%s\n", o->aliases ? o->aliases : "");
    }
    return CLI_OK;
}

static void usage(FILE *out)
{
    fputs(usage_text, out);
}

/* The other names an entry answers to, under it: "also: a, b". */
static void print_aliases(const char *aliases)
{
    if (!aliases)
        return;
    fputs("                   also: ", stdout);
    for (const char *a = aliases; *a; a++) {
        if (*a == ' ')
            fputs(", ", stdout);
        else
            putchar(*a);
    }
    putchar('\n');
}

static int run(int argc, char **argv)
{
    if (argc > 1 &&
        (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
        fputs(usage_text, stdout);
        return CLI_OK;
    }
    if (argc > 1 && strcmp(argv[1], "options") == 0)
        return list_options(argc, argv);
    if (argc > 1)
        return cli_usage_error("list", "unexpected argument '%s'", argv[1]);
    puts("generators (maze generate -a NAME; [shapes, mask, floors]: takes "
         "--shape, --mask and --floors; [polar]: --shape polar; [polar "
         "only]: polar grids alone; [rows]: --rows; [weave]: --weave; "
         "[symmetry]: --symmetry; [loops]: not a perfect maze, loops and "
         "rock):");
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        printf("  %-16s %s%s%s%s%s%s\n", g->name, g->summary,
               g->masks        ? " [shapes, mask, floors]"
               : g->polar_only ? " [polar only]"
               : g->polar      ? " [polar]"
                               : "",
               maze_generator_streams(g) ? " [rows]" : "",
               maze_generator_reads(g, "weave") ? " [weave]" : "",
               maze_generator_reads(g, "symmetry") ? " [symmetry]" : "",
               g->imperfect                           ? " [loops]"
               : maze_generator_reads(g, "room-size") ? " [loops with rooms]"
                                                      : "");
        print_aliases(g->aliases);
    }
    puts("\nsolvers (maze solve --solver NAME):");
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        printf("  %-16s %s\n", s->name, s->summary);
        print_aliases(s->aliases);
    }
    puts("\nformats (-f NAME; [rect]: rectangles only):");
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
        printf("  %-16s %s%s\n", r->name, r->summary,
               r->shapes ? "" : " [rect]");
        print_aliases(r->aliases);
    }
    return CLI_OK;
}

const struct cli_command cmd_list = {
    "list", "list the algorithms, solvers and formats", run, usage};
