/*
 * cmd_list.c - maze list: what the registries hold.
 */
#include <string.h>

#include "cli.h"

static const char usage_text[] =
    "usage: maze list\n"
    "\n"
    "Lists the generators (-a), solvers (--solver) and formats (-f), the\n"
    "default of each first. A name may be given in any case, and by the other\n"
    "names listed under it (\"Prim's\", \"recursive backtracker\").\n";

static void usage(FILE *out)
{
    fputs(usage_text, out);
}

/* The other names an entry answers to, under it: "also: a, b". */
static void print_aliases(const char *aliases)
{
    if (!aliases)
        return;
    fputs("                 also: ", stdout);
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
    if (argc > 1)
        return cli_usage_error("list", "unexpected argument '%s'", argv[1]);
    puts("generators (maze generate -a NAME; [shapes, mask, floors]: takes "
         "--shape, --mask and --floors; [polar]: --shape polar; [polar "
         "only]: polar grids alone; [rows]: --rows; [weave]: --weave; "
         "[symmetry]: --symmetry; [loops]: not a perfect maze, loops and "
         "rock):");
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        printf("  %-14s %s%s%s%s%s%s\n", g->name, g->summary,
               g->masks        ? " [shapes, mask, floors]"
               : g->polar_only ? " [polar only]"
               : g->polar      ? " [polar]"
                               : "",
               maze_generator_streams(g) ? " [rows]" : "",
               maze_generator_reads(g, "weave") ? " [weave]" : "",
               maze_generator_reads(g, "symmetry") ? " [symmetry]" : "",
               g->imperfect ? " [loops]" : "");
        print_aliases(g->aliases);
    }
    puts("\nsolvers (maze solve --solver NAME):");
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        printf("  %-14s %s\n", s->name, s->summary);
        print_aliases(s->aliases);
    }
    puts("\nformats (-f NAME; [rect]: rectangles only):");
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
        printf("  %-14s %s%s\n", r->name, r->summary,
               r->shapes ? "" : " [rect]");
        print_aliases(r->aliases);
    }
    return CLI_OK;
}

const struct cli_command cmd_list = {
    "list", "list the algorithms, solvers and formats", run, usage};
