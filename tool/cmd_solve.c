/*
 * cmd_solve.c - maze solve: read a maze (text, JSON, JSON lines or a
 * picture), find a route with a solver, and write the maze back with the
 * route marked.
 */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "lines.h"
#include "photo.h"
#include "picture.h"

static const char usage_text[] =
    "usage: maze solve [options] [FILE]\n"
    "\n"
    "Reads a maze in the text format, JSON or a PNG picture (from standard "
    "input\n"
    "when FILE is missing or -), finds a route from S to E (the shortest "
    "with the\n"
    "default solver, bfs; --solver names others, not all of which find the\n"
    "shortest) and writes the maze back with the route marked. The route "
    "length\n"
    "goes to stderr. JSON lines (a maze a line, as generate --count N -f "
    "jsonl\n"
    "writes them) are solved a line at a time and written back as JSON "
    "lines.\n"
    "\n"
    "      --from X,Y       route from this cell to E (S stays where it is)\n"
    "      --start X,Y, --end X,Y\n"
    "                       the ends: cells, or in a picture pixels (by "
    "default the\n"
    "                       openings in its border)\n"
    "      --solver NAME    how to search (default bfs; see: maze list)\n"
    "      --hand left|right\n"
    "                       the wall-follower's hand (default left)\n"
    "      --max-size BYTES refuse larger files (default 1 GiB)\n"
    "      --picture-memory BYTES\n"
    "                       the most memory reading a picture or photo may "
    "take\n"
    "                       (default 256 MiB)\n"
    "      --compare        run every solver on the maze and print a table "
    "of\n"
    "                       route length, cells visited and time\n"
    "      --photo          read a PNG or GIF as a photograph (JPEG, TIFF "
    "and WebP\n"
    "                       always are)\n"
    "      --debug-picture FILE\n"
    "                       a photo: write what was seen (the border, the "
    "grid,\n"
    "                       the walls) as a PNG, also when it cannot be read\n"
    "  -h, --help           show this help\n"
    "\n"
    "Any rectangular grid of '#' walls and open squares can be solved; one "
    "that\n"
    "does not follow the cell layout is solved square by square, and --from "
    "then\n"
    "counts squares.\n"
    "\n"
    "A picture is a maze drawn on wall lines (as maze generate draws them) "
    "or a\n"
    "pixel maze: light pixels floor, dark ones wall, at any scale. It is "
    "written\n"
    "back as the same picture with the route in --route-color (-f png, the "
    "default\n"
    "for pictures), or in any other format that fits.\n"
    "\n"
    "A photograph of a printed grid maze (at an angle, in uneven light) is "
    "found\n"
    "in the frame, squared up and read; it is written back with the route "
    "drawn on\n"
    "it in perspective, as JPEG (-o FILE.jpg) or PNG (-o FILE.png, the "
    "default),\n"
    "or as the maze read in the format -f names (-f text, -f json; -f png "
    "draws\n"
    "it cleanly).\n";

static void usage(FILE *out)
{
    fputs(usage_text, out);
    fputs(analysis_usage, out);
    fputs(format_usage, out);
    fputs(progress_usage, out);
}

enum {
    OPT_FROM = 256,
    OPT_SOLVER,
    OPT_HAND,
    OPT_COMPARE,
    OPT_START,
    OPT_END,
    OPT_PHOTO,
    OPT_DEBUG_PICTURE
};

static const struct option longopts[] = {
    {"from", required_argument, NULL, OPT_FROM},
    {"start", required_argument, NULL, OPT_START},
    {"end", required_argument, NULL, OPT_END},
    {"solver", required_argument, NULL, OPT_SOLVER},
    {"hand", required_argument, NULL, OPT_HAND},
    {"compare", no_argument, NULL, OPT_COMPARE},
    CLI_ANALYSIS_LONGOPTS,
    {"photo", no_argument, NULL, OPT_PHOTO},
    {"debug-picture", required_argument, NULL, OPT_DEBUG_PICTURE},
    CLI_FORMAT_LONGOPTS,
    PROGRESS_LONGOPTS,
    {"max-size", required_argument, NULL, CLI_MAX_SIZE_OPTION},
    {"picture-memory", required_argument, NULL, CLI_PICTURE_MEMORY_OPTION},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

struct options {
    bool have_from;
    uint32_t fx, fy;
    struct maze_picture_opts ends; /* --start, --end */
    const struct maze_solver *solver;
    struct maze_solve_opts solve;
    struct cli_analysis analysis;
    bool compare;
    bool photo;          /* --photo */
    const char *debug;   /* --debug-picture */
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
            getopt_long(argc, argv, ":h" CLI_FORMAT_SHORTOPTS PROGRESS_SHORTOPTS,
                        longopts, NULL);
        if (c == -1)
            break;
        int taken = -1;
        switch (c) {
        case OPT_FROM:
            if (!cli_point("--from", optarg, &o->fx, &o->fy))
                return CLI_USAGE;
            o->have_from = true;
            break;
        case OPT_START:
            if (!cli_point("--start", optarg, &o->ends.start_x,
                           &o->ends.start_y))
                return CLI_USAGE;
            o->ends.have_start = true;
            break;
        case OPT_END:
            if (!cli_point("--end", optarg, &o->ends.end_x, &o->ends.end_y))
                return CLI_USAGE;
            o->ends.have_end = true;
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
        case OPT_PHOTO:
            o->photo = true;
            break;
        case OPT_DEBUG_PICTURE:
            o->debug = optarg;
            break;
        case CLI_MAX_SIZE_OPTION:
            if (!cli_max_size(optarg, &o->max_size))
                return CLI_USAGE;
            break;
        case CLI_PICTURE_MEMORY_OPTION:
            if (!cli_picture_memory(optarg, &o->ends.max_memory))
                return CLI_USAGE;
            break;
        case 'h':
            cli_help(usage);
            return CLI_OK;
        default:
            if (cli_analysis_option(&o->analysis, c) == 0)
                break;
            taken = progress_option(c, optarg);
            switch (taken < 0 ? cli_format_option(&o->out, c, optarg)
                              : taken) {
            case 0:
                break;
            case -1:
                return cli_option_error("solve", c, argv, longopts);
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
    /* Nothing to read but what would be typed: the user forgot the file. */
    if ((!o->input || strcmp(o->input, "-") == 0) && isatty(STDIN_FILENO))
        return cli_usage_error("solve",
                               "no maze given (give a file, or pipe one in: "
                               "maze generate | maze solve)");
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
    if (!cli_analysis_check(&o->analysis, "solve"))
        return CLI_USAGE;
    if (cli_analysis_any(&o->analysis) && (o->compare || o->out.animate))
        return cli_usage_error("solve",
                               "--all, --bottlenecks and --distances draw a "
                               "still maze, not %s",
                               o->compare ? "--compare" : "--animate");
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
static bool place_ends(struct maze *m, const struct maze_picture_opts *ends);

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
        if (!place_ends(m, &o->ends))
            failed = true;
        else if (o->have_from &&
                 !cli_point_inside("--from", m, o->fx, o->fy))
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
    if (count && !cli_quiet())
        fprintf(stderr,
                "solved %zu mazes: route lengths %zu to %zu, mean %.2f\n",
                count, shortest, longest, total / (double)count);
    return CLI_OK;
}

/* --start and --end on a maze file: cells. */
static bool place_ends(struct maze *m, const struct maze_picture_opts *ends)
{
    if (ends->have_start) {
        if (!cli_point_inside("--start", m, ends->start_x, ends->start_y))
            return false;
        m->start = maze_cell_at(m, ends->start_x, ends->start_y);
        m->start_door = -1;
    }
    if (ends->have_end) {
        if (!cli_point_inside("--end", m, ends->end_x, ends->end_y))
            return false;
        m->end = maze_cell_at(m, ends->end_x, ends->end_y);
        m->end_door = -1;
    }
    return true;
}

/* The solved picture, painted: the route on the picture read. */
static int write_picture(const struct options *o,
                         const struct maze_picture *picture,
                         const struct maze *m, const struct maze_route *route)
{
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    errno = 0;
    enum maze_err err = maze_picture_write_told(
        picture, m, route, o->out.opts.route_color,
        progress_hook("drawing", "rows"), out.file);
    progress_end();
    if (err) {
        cli_write_error(&out, err == MAZE_ERR_IO && errno ? strerror(errno)
                                                          : maze_strerror(err));
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    return cli_output_commit(&out) ? CLI_OK : CLI_FAIL;
}

/* The solved photo: the route drawn on it, JPEG or PNG. */
static int write_photo(const struct options *o, const struct maze_photo *photo,
                       const struct maze *m, const struct maze_route *route,
                       enum maze_photo_format format)
{
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    errno = 0;
    enum maze_err err = maze_photo_write(photo, m, route,
                                         o->out.opts.route_color, format,
                                         out.file);
    if (err) {
        cli_write_error(&out, err == MAZE_ERR_IO && errno ? strerror(errno)
                                                          : maze_strerror(err));
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    return cli_output_commit(&out) ? CLI_OK : CLI_FAIL;
}

static int run(int argc, char **argv)
{
    struct options o = {0};
    int status = parse(argc, argv, &o);
    if (status >= 0)
        return status;
    /* --photo: whatever the file holds goes to the photo reader, which
     * says what is wrong with it, as the maze readers do (exit 1). */
    bool photo_in = o.photo || cli_is_photo(o.input);
    bool picture_in = !photo_in && cli_is_picture(o.input);
    if (o.debug && !photo_in)
        return cli_usage_error("solve", "--debug-picture shows how a photo "
                                        "was read, and %s is no photo",
                               o.input ? o.input : "standard input");
    bool jpeg_out = photo_in && !o.out.format && cli_jpeg_path(o.out.output);
    /* A photo is painted unless -f names a format: -f png draws the maze
     * as read, cleanly, as any maze is drawn. */
    bool photo_painted = photo_in && !o.out.format;
    if ((picture_in || photo_in) && !o.out.format && !o.out.output)
        o.out.format = "png"; /* the picture, painted */
    const struct maze_renderer *renderer =
        jpeg_out ? maze_renderer_find("png")
                 : cli_format_renderer(&o.out, "solve");
    if (!renderer)
        return CLI_USAGE;
    struct maze_picture *picture = NULL;
    struct maze_photo *photo = NULL;
    struct maze *m = NULL;
    if (photo_in) {
        m = cli_load_photo(o.input, o.max_size, &o.ends, o.debug, &photo,
                           &status);
        if (!m)
            return status;
    } else if (picture_in) {
        m = cli_load_picture(o.input, o.max_size, &o.ends, &picture, &status);
        if (!m)
            return status;
    } else {
        struct cli_lines lines;
        bool is_lines = false;
        bool opened =
            cli_lines_open(&lines, o.input, o.max_size, &is_lines, &m);
        if (opened && is_lines && cli_analysis_any(&o.analysis))
            status = cli_usage_error("solve", "--all, --bottlenecks and "
                                              "--distances draw one maze, "
                                              "not JSON lines");
        else if (opened && is_lines)
            status = solve_lines(&o, &lines);
        cli_lines_close(&lines);
        if (!opened)
            return CLI_FAIL;
        if (is_lines)
            return status;
    }
    status = CLI_USAGE;
    if (!picture_in && !photo_in && !place_ends(m, &o.ends))
        goto done;
    if (!o.compare && !cli_format_fits(&o.out, renderer, m->shape, "solve"))
        goto done;
    if (!o.compare && m->floors > 1 &&
        !(renderer = cli_format_floors(&o.out, renderer, "solve")))
        goto done;
    size_t from = MAZE_NONE;
    if (o.have_from) {
        if (!cli_point_inside("--from", m, o.fx, o.fy))
            goto done;
        from = maze_cell_at(m, o.fx, o.fy);
    }
    if (o.compare) {
        status = compare(m, from, &o.solve);
        goto done;
    }
    struct maze_route route = {0};
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct cli_output out;
    status = CLI_FAIL;
    /* The analyses are drawn on the maze as the library draws it, not on
     * the picture or photo read. --all shows every shortest route in
     * place of one. */
    bool analyses = cli_analysis_any(&o.analysis);
    bool painted = (picture || (photo && photo_painted)) &&
                   !o.out.animate && !analyses &&
                   strcmp(renderer->name, "png") == 0;
    /* A photo's messages name it, and so does the one for no route. */
    const char *named = !photo                  ? NULL
                        : cli_is_stdin(o.input) ? "standard input"
                                                : o.input;
    bool solved = o.analysis.all ||
                  cli_solve_in(named, m, o.solver, from, &o.solve,
                               o.out.animate ? &hook : NULL, &route);
    if (solved && analyses &&
        !cli_analysis_run(&o.analysis, m, from, &o.out.opts))
        solved = false;
    if (solved) {
        if (painted && photo)
            status = write_photo(&o, photo, m, &route,
                                 jpeg_out ? MAZE_PHOTO_JPEG : MAZE_PHOTO_PNG);
        else if (painted)
            status = write_picture(&o, picture, m, &route);
        else if (cli_output_open(&out, o.out.output))
            status = cli_render(&o.out, renderer, m, &route, &rec, &out)
                         ? CLI_OK
                         : CLI_FAIL;
    }
    maze_route_release(&route);
    maze_recording_release(&rec);
    cli_analysis_release(&o.analysis);
done:
    maze_photo_free(photo);
    maze_picture_free(picture);
    maze_free(m);
    return status;
}

const struct cli_command cmd_solve = {
    "solve", "find a route through a maze file", run, usage};
