/*
 * cmd_generate.c - maze generate: make a maze and write it.
 */
#include <stdio.h>
#include <string.h>

#include "spec.h"

static const char usage_head[] =
    "usage: maze generate [options]\n"
    "\n"
    "Makes a perfect maze (one route between any two cells) and writes it.\n"
    "\n";

static const char usage_tail[] =
    "      --solve          show the shortest route from start to end\n"
    "      --solver NAME    find the route with this solver (default bfs)\n"
    "      --pick-hardest N make N mazes (seeds seed, seed+1, ...) and keep "
    "the one\n"
    "                       with the longest route (ties: the most side "
    "branches)\n"
    "  -f, --format NAME    text or unicode (default: unicode on a "
    "terminal,\n"
    "                       text otherwise)\n"
    "  -o, --output FILE    write to FILE instead of standard output\n"
    "  -h, --help           show this help\n"
    "\n"
    "Coordinates count from 0: x to the right, y down.\n";

static void usage(FILE *f)
{
    fputs(usage_head, f);
    fputs(spec_usage, f);
    fputs(usage_tail, f);
}

struct options {
    struct spec spec;
    bool solve;
    const struct maze_solver *solver;
    uint64_t candidates;
    struct cli_format out;
};

enum { OPT_SOLVE = 256, OPT_SOLVER, OPT_HARDEST };

static const struct option longopts[] = {
    SPEC_LONGOPTS,
    CLI_FORMAT_LONGOPTS,
    {"solve", no_argument, NULL, OPT_SOLVE},
    {"solver", required_argument, NULL, OPT_SOLVER},
    {"pick-hardest", required_argument, NULL, OPT_HARDEST},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

/* Reads the options; returns -1 to go on, or the exit status. */
static int parse(int argc, char **argv, struct options *o)
{
    opterr = 0;
    optind = 0;
    for (;;) {
        int c = spec_getopt(&o->spec, argc, argv,
                            ":h" SPEC_SHORTOPTS CLI_FORMAT_SHORTOPTS, longopts);
        if (c == -1)
            break;
        if (c == SPEC_REFUSED)
            return CLI_USAGE;
        switch (c) {
        case OPT_SOLVE:
            o->solve = true;
            break;
        case OPT_SOLVER:
            o->solver = cli_solver(optarg);
            if (!o->solver)
                return CLI_USAGE;
            o->solve = true;
            break;
        case OPT_HARDEST:
            if (!cli_number("--pick-hardest count", optarg, 1, 1000000,
                            &o->candidates))
                return CLI_USAGE;
            break;
        case 'h':
            usage(stdout);
            return CLI_OK;
        default:
            if (!cli_format_option(&o->out, c, optarg))
                return cli_option_error("generate", c, argv);
        }
    }
    if (optind < argc)
        return cli_usage_error("generate", "unexpected argument '%s'",
                               argv[optind]);
    bool no_ends = o->spec.ends == ENDS_NONE;
    if (no_ends && o->solve)
        return cli_usage_error("generate",
                               "--solve needs a start and an end, and "
                               "--ends none leaves them out");
    if (no_ends && o->candidates)
        return cli_usage_error("generate",
                               "--pick-hardest compares routes from start to "
                               "end, and --ends none leaves them out");
    return spec_check(&o->spec, "generate");
}

/* How hard a maze is: its route length, then the branches leaving the
 * route (each a side way to a dead end or a loop). */
struct hardness {
    size_t steps, branches;
};

static bool measure(struct maze *m, struct hardness *h)
{
    struct maze_route r = {0};
    if (maze_solve(m, NULL, NULL, NULL, &r) != MAZE_OK)
        return false;
    h->steps = r.length - 1;
    h->branches = 0;
    for (size_t i = 0; i < r.length; i++) {
        unsigned on_route = (i > 0) + (i + 1 < r.length);
        h->branches += maze_degree(m, r.cells[i]) - on_route;
    }
    maze_route_release(&r);
    return true;
}

/* Tries seeds seed .. seed+n-1 and keeps the hardest in *seed. */
static int pick_hardest(const struct spec *s, uint64_t n, uint64_t *seed)
{
    struct hardness best = {0};
    uint64_t best_seed = *seed;
    for (uint64_t i = 0; i < n; i++) {
        struct maze *m = NULL;
        int status = spec_make(s, *seed + i, &m);
        if (status)
            return status;
        struct hardness h;
        bool ok = measure(m, &h);
        maze_free(m);
        if (ok && (h.steps > best.steps ||
                   (h.steps == best.steps && h.branches > best.branches))) {
            best = h;
            best_seed = *seed + i;
        }
    }
    fprintf(stderr, "hardest of %llu: seed %llu, route length %zu\n",
            (unsigned long long)n, (unsigned long long)best_seed, best.steps);
    *seed = best_seed;
    return CLI_OK;
}

static int run(int argc, char **argv)
{
    struct options o = {0};
    spec_init(&o.spec);
    int status = parse(argc, argv, &o);
    if (status >= 0)
        return status;
    const struct maze_renderer *renderer = cli_format_renderer(&o.out);
    if (!renderer)
        return CLI_USAGE;
    if (!spec_seed(&o.spec))
        return CLI_FAIL;
    uint64_t seed = o.spec.seed;
    if (o.candidates && (status = pick_hardest(&o.spec, o.candidates, &seed)))
        return status;
    fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
    struct cli_output out;
    if (!cli_output_open(&out, o.out.output))
        return CLI_FAIL;
    struct maze *m = NULL;
    status = spec_make(&o.spec, seed, &m);
    struct maze_route route = {0};
    if (!status && o.solve && !cli_solve(m, o.solver, NULL, &route))
        status = CLI_FAIL;
    if (!status && !cli_render(renderer, m, o.solve ? &route : NULL, &out))
        status = CLI_FAIL;
    else if (status)
        cli_output_abort(&out);
    maze_route_release(&route);
    maze_free(m);
    return status;
}

const struct cli_command cmd_generate = {"generate", "make a maze and write it",
                                         run, usage};
