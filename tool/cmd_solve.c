/*
 * cmd_solve.c - maze solve: read a maze in the text format, find the
 * shortest route, and write the maze back with the route marked.
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "lines.h"

static const char usage_text[] =
    "usage: maze solve [options] [FILE]\n"
    "\n"
    "Reads a maze in the text format or JSON (from standard input when FILE "
    "is missing\n"
    "or -), finds the shortest route from S to E and writes the maze back "
    "with\n"
    "the route marked. The route length goes to stderr. JSON lines (a maze "
    "a line,\n"
    "as generate --count N -f jsonl writes them) are solved a line at a "
    "time and\n"
    "written back as JSON lines.\n"
    "\n"
    "      --from X,Y       route from this cell to E (S stays where it is)\n"
    "      --solver NAME    how to search (default bfs; see: maze list)\n"
    "      --hand left|right\n"
    "                       the wall-follower's hand (default left)\n"
    "      --max-size BYTES refuse larger files (default 1 GiB)\n"
    "      --compare        run every solver on the maze and print a table "
    "of\n"
    "                       route length, cells visited and time\n"
    "  -h, --help           show this help\n"
    "\n"
    "Any rectangular grid of '#' walls and open squares can be solved; one "
    "that\n"
    "does not follow the cell layout is solved square by square, and --from "
    "then\n"
    "counts squares.\n";

static void usage(FILE *out)
{
    fputs(usage_text, out);
    fputs(format_usage, out);
}

enum { OPT_FROM = 256, OPT_SOLVER, OPT_HAND, OPT_COMPARE };

static const struct option longopts[] = {
    {"from", required_argument, NULL, OPT_FROM},
    {"solver", required_argument, NULL, OPT_SOLVER},
    {"hand", required_argument, NULL, OPT_HAND},
    {"compare", no_argument, NULL, OPT_COMPARE},
    CLI_FORMAT_LONGOPTS,
    {"max-size", required_argument, NULL, CLI_MAX_SIZE_OPTION},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

struct options {
    bool have_from;
    uint32_t fx, fy;
    const struct maze_solver *solver;
    struct maze_solve_opts solve;
    bool compare;
    struct cli_format out;
    const char *input;
    size_t max_size;
};

static int parse(int argc, char **argv, struct options *o)
{
    opterr = 0;
    optind = 0;
    for (;;) {
        int c =
            getopt_long(argc, argv, ":h" CLI_FORMAT_SHORTOPTS, longopts, NULL);
        if (c == -1)
            break;
        switch (c) {
        case OPT_FROM:
            if (!cli_point("--from", optarg, &o->fx, &o->fy))
                return CLI_USAGE;
            o->have_from = true;
            break;
        case OPT_SOLVER:
            o->solver = cli_solver(optarg);
            if (!o->solver)
                return CLI_USAGE;
            break;
        case OPT_HAND:
            if (strcmp(optarg, "left") == 0) {
                o->solve.hand = MAZE_HAND_LEFT;
            } else if (strcmp(optarg, "right") == 0) {
                o->solve.hand = MAZE_HAND_RIGHT;
            } else {
                cli_error("invalid hand '%s' (try: left, right)", optarg);
                return CLI_USAGE;
            }
            break;
        case OPT_COMPARE:
            o->compare = true;
            break;
        case CLI_MAX_SIZE_OPTION:
            if (!cli_max_size(optarg, &o->max_size))
                return CLI_USAGE;
            break;
        case 'h':
            usage(stdout);
            return CLI_OK;
        default:
            switch (cli_format_option(&o->out, c, optarg)) {
            case 0:
                break;
            case -1:
                return cli_option_error("solve", c, argv);
            default:
                return CLI_USAGE;
            }
        }
    }
    if (optind < argc)
        o->input = argv[optind++];
    if (optind < argc)
        return cli_usage_error("solve",
                               "unexpected argument '%s' (one maze "
                               "at a time)",
                               argv[optind]);
    if (o->compare && o->solver)
        return cli_usage_error("solve", "--compare runs every solver, so "
                                        "--solver does nothing with it");
    if (o->compare && (o->out.format || o->out.output || o->out.animate))
        return cli_usage_error("solve",
                               "--compare prints a table, not a maze, so %s "
                               "does nothing with it",
                               o->out.animate  ? "--animate"
                               : o->out.output ? "-o"
                                               : "-f");
    return cli_format_check_levels(&o->out, false, "solve");
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Every solver on the same maze, one row each. */
static int compare(struct maze *m, size_t from,
                   const struct maze_solve_opts *opts)
{
    printf("%-14s %8s %9s %10s\n", "solver", "route", "visited", "time");
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze_route r = {0};
        double t0 = now_ms();
        enum maze_err err = from == MAZE_NONE
                                ? maze_solve(m, s, opts, NULL, &r)
                                : maze_solve_from(m, s, from, opts, NULL, &r);
        double ms = now_ms() - t0;
        if (err == MAZE_ERR_DEFEATED)
            printf("%-14s %8s %9s %10s  went round a loop\n", s->name, "-", "-",
                   "-");
        else if (err)
            printf("%-14s %8s %9s %10s  %s\n", s->name, "-", "-", "-",
                   maze_strerror(err));
        else
            printf("%-14s %8zu %9zu %7.3f ms\n", s->name, r.length - 1,
                   r.visited, ms);
        maze_route_release(&r);
    }
    return CLI_OK; /* written out, or the failure told, by cli_exit() */
}

/* JSON lines in: each maze solved and written as a line of JSON lines,
 * and what the routes were like said at the end. */
static int solve_lines(const struct options *o, struct cli_lines *lines)
{
    const struct maze_renderer *r = maze_renderer_find("jsonl");
    bool chosen = o->out.format ||
                  (o->out.output && maze_renderer_for_path(o->out.output));
    if (chosen && cli_format_renderer(&o->out, "solve") != r)
        return cli_usage_error("solve",
                               "%s holds JSON lines, a maze a line, and they "
                               "are written back as JSON lines (-f jsonl)",
                               lines->name);
    if (o->compare || o->out.animate)
        return cli_usage_error("solve",
                               "%s works on one maze, and %s holds "
                               "JSON lines, a maze a line",
                               o->compare ? "--compare" : "--animate",
                               lines->name);
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    size_t count = 0;
    size_t shortest = SIZE_MAX;
    size_t longest = 0;
    double total = 0;
    bool failed = false;
    struct maze *m = NULL;
    while (!failed && (m = cli_lines_next(lines, &failed))) {
        size_t from = MAZE_NONE;
        if (o->have_from && !cli_point_inside("--from", m, o->fx, o->fy))
            failed = true;
        else if (o->have_from)
            from = maze_cell_at(m, o->fx, o->fy);
        struct maze_route route = {0};
        enum maze_err err = MAZE_OK;
        if (!failed) {
            err = from == MAZE_NONE
                      ? maze_solve(m, o->solver, &o->solve, NULL, &route)
                      : maze_solve_from(m, o->solver, from, &o->solve, NULL,
                                        &route);
        }
        if (!failed && err) {
            cli_error("%s:%lu: cannot solve the maze: %s", lines->name,
                      lines->number, maze_strerror(err));
            failed = true;
        }
        if (!failed && r->render(m, &route, &o->out.opts, out.file)) {
            cli_write_error(&out, strerror(errno));
            failed = true;
        }
        if (!failed) {
            size_t steps = route.length - 1;
            shortest = steps < shortest ? steps : shortest;
            longest = steps > longest ? steps : longest;
            total += (double)steps;
            count++;
        }
        maze_route_release(&route);
        maze_free(m);
    }
    if (failed) {
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    if (!cli_output_commit(&out))
        return CLI_FAIL;
    if (count)
        fprintf(stderr,
                "solved %zu mazes: route lengths %zu to %zu, mean %.2f\n",
                count, shortest, longest, total / (double)count);
    return CLI_OK;
}

static int run(int argc, char **argv)
{
    struct options o = {0};
    int status = parse(argc, argv, &o);
    if (status >= 0)
        return status;
    const struct maze_renderer *renderer = cli_format_renderer(&o.out, "solve");
    if (!renderer)
        return CLI_USAGE;
    struct cli_lines lines;
    bool is_lines = false;
    struct maze *m = NULL;
    bool opened = cli_lines_open(&lines, o.input, o.max_size, &is_lines, &m);
    if (opened && is_lines)
        status = solve_lines(&o, &lines);
    cli_lines_close(&lines);
    if (!opened)
        return CLI_FAIL;
    if (is_lines)
        return status;
    if (!o.compare && !cli_format_fits(&o.out, renderer, m->shape, "solve")) {
        maze_free(m);
        return CLI_USAGE;
    }
    size_t from = MAZE_NONE;
    if (o.have_from) {
        if (!cli_point_inside("--from", m, o.fx, o.fy)) {
            maze_free(m);
            return CLI_USAGE;
        }
        from = maze_cell_at(m, o.fx, o.fy);
    }
    if (o.compare) {
        status = compare(m, from, &o.solve);
        maze_free(m);
        return status;
    }
    struct maze_route route = {0};
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct cli_output out;
    status = CLI_FAIL;
    if (cli_solve(m, o.solver, from, &o.solve, o.out.animate ? &hook : NULL,
                  &route) &&
        cli_output_open(&out, o.out.output))
        status = cli_render(&o.out, renderer, m, &route, &rec, &out) ? CLI_OK
                                                                     : CLI_FAIL;
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
    return status;
}

const struct cli_command cmd_solve = {
    "solve", "find the shortest route through a maze file", run, usage};
