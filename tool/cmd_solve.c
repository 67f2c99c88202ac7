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
#include "options.h"
#include "cli.h"
#include "lines.h"
#include "photo_input.h"
#include "picture_input.h"

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
    fputs("\n", out);
    cli_options_usage(out, MAZE_CMD_SOLVE);
}

struct options {
    struct maze_request *request; /* owned */
    bool have_from;
    uint32_t fx, fy;
    struct maze_picture_opts ends; /* --start, --end */
    const struct maze_solver *solver;
    struct maze_solve_opts solve;
    struct cli_analysis analysis;
    bool compare;
    bool photo;        /* --photo */
    const char *debug; /* --debug-picture */
    struct cli_format out;
    const char *input;
    size_t max_size;
};

/* Takes a cell given as option name into *x, *y; whether it was given. */
static bool point(const struct maze_request *r, const char *name, uint32_t *x,
                  uint32_t *y)
{
    return maze_request_given(r, name) &&
           maze_parse_point(maze_request_value(r, name), x, y);
}

static int parse(int argc, char **argv, struct options *o)
{
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_SOLVE, "solve");
    const struct maze_request *r = o->request;
    int status = cli_options_parse(&p, o->request, argc, argv, usage);
    if (status >= 0)
        return status;
    progress_read(r);
    cli_format_read(&o->out, r);
    cli_analysis_read(&o->analysis, r);
    o->have_from = point(r, "from", &o->fx, &o->fy);
    o->ends.have_start = point(r, "start", &o->ends.start_x, &o->ends.start_y);
    o->ends.have_end = point(r, "end", &o->ends.end_x, &o->ends.end_y);
    if (maze_request_given(r, "solver") &&
        !(o->solver = cli_solver(maze_request_value(r, "solver"))))
        return CLI_USAGE;
    o->solve.hand = strcmp(maze_request_value(r, "hand"), "right") == 0
                        ? MAZE_HAND_RIGHT
                        : MAZE_HAND_LEFT;
    o->compare = maze_request_given(r, "compare");
    o->photo = maze_request_given(r, "photo");
    o->debug = maze_request_given(r, "debug-picture")
                   ? maze_request_value(r, "debug-picture")
                   : NULL;
    o->max_size = (size_t)cli_whole(r, "max-size");
    if (maze_request_given(r, "picture-memory"))
        o->ends.max_memory = cli_whole(r, "picture-memory");
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
    if (cli_analysis_any(&o->analysis) && (o->compare || o->out.animate))
        return cli_usage_error("solve",
                               "--all, --bottlenecks and --distances draw a "
                               "still maze, not %s",
                               o->compare ? "--compare" : "--animate");
    return cli_format_check_division_steps(&o->out, false, "solve");
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
    printf("%-16s %8s %9s %10s\n", "solver", "route", "visited", "time");
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze_route r = {0};
        double t0 = now_ms();
        enum maze_err err = from == MAZE_NONE
                                ? maze_solve(m, s, opts, NULL, &r)
                                : maze_solve_from(m, s, from, opts, NULL, &r);
        double ms = now_ms() - t0;
        if (err == MAZE_ERR_DEFEATED)
            printf("%-16s %8s %9s %10s  %s\n", s->name, "-", "-", "-",
                   s->gives_up ? s->gives_up : "gave up");
        else if (err == MAZE_ERR_CONFLICT && !maze_solver_takes(s, m, 0, 0))
            printf("%-16s %8s %9s %10s  counts turns: not on this grid\n",
                   s->name, "-", "-", "-");
        else if (err)
            printf("%-16s %8s %9s %10s  %s\n", s->name, "-", "-", "-",
                   maze_strerror(err));
        else
            printf("%-16s %8zu %9zu %7.3f ms\n", s->name, r.length - 1,
                   r.visited, ms);
        maze_route_release(&r);
    }
    return CLI_OK; /* written out, or the failure told, by cli_exit() */
}

/* JSON lines in: each maze solved and written as a line of JSON lines,
 * and what the routes were like said at the end. */
static bool place_ends(struct maze *m, const struct maze_picture_opts *ends);

static int solve_lines(const struct options *o, struct cli_lines *lines,
                       struct cli_output *out)
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
        else if (o->have_from && !cli_point_inside("--from", m, o->fx, o->fy))
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
        if (!failed && r->render(m, &route, &o->out.opts, out->file)) {
            cli_write_error(out, strerror(errno));
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
        cli_output_abort(out);
        return CLI_FAIL;
    }
    if (!cli_output_commit(out))
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
    if ((ends->have_start || ends->have_end) && m->start == m->end &&
        m->cells > 1) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, m->start, &x, &y);
        cli_usage_error("solve", "start and end are the same cell %u,%u", x, y);
        return false;
    }
    return true;
}

/* The solved picture, painted: the route on the picture read. */
static int write_picture(const struct options *o,
                         const struct maze_picture *picture,
                         const struct maze *m, const struct maze_route *route,
                         struct cli_output *out)
{
    errno = 0;
    enum maze_err err =
        maze_picture_write_told(picture, m, route, o->out.opts.route_color,
                                progress_hook("drawing", "rows"), out->file);
    progress_end();
    if (err) {
        cli_write_error(out, err == MAZE_ERR_IO && errno ? strerror(errno)
                                                         : maze_strerror(err));
        cli_output_abort(out);
        return CLI_FAIL;
    }
    return cli_output_commit(out) ? CLI_OK : CLI_FAIL;
}

/* The solved photo: the route drawn on it, JPEG or PNG. */
static int write_photo(const struct options *o, const struct maze_photo *photo,
                       const struct maze *m, const struct maze_route *route,
                       enum maze_photo_format format, struct cli_output *out)
{
    errno = 0;
    enum maze_err err = maze_photo_write(
        photo, m, route, o->out.opts.route_color, format, out->file);
    if (err) {
        cli_write_error(out, err == MAZE_ERR_IO && errno ? strerror(errno)
                                                         : maze_strerror(err));
        cli_output_abort(out);
        return CLI_FAIL;
    }
    return cli_output_commit(out) ? CLI_OK : CLI_FAIL;
}

/* What the input held: a maze, and the picture or photo it was read
 * from (each NULL when it was not). */
struct loaded {
    struct maze *m;
    struct maze_picture *picture;
    struct maze_photo *photo;
    bool photo_in, picture_in;
    bool photo_painted; /* a photo painted, for no -f was given */
};

/* Reads the input as a photo, a picture or maze text. JSON lines are
 * solved here, one maze at a time: then l->m stays NULL and the status
 * returned is theirs; otherwise -1 when l->m was read. */
static int load(struct options *o, const struct cli_input *in, struct loaded *l,
                struct cli_output *out)
{
    int status = CLI_FAIL;
    if (l->photo_in) {
        l->m = cli_load_photo(in, o->max_size, &o->ends, o->debug, &l->photo,
                              &status);
        return l->m ? -1 : status;
    }
    if (l->picture_in) {
        l->m = cli_load_picture(in, o->max_size, &o->ends, &l->picture,
                                &status);
        return l->m ? -1 : status;
    }
    struct cli_lines lines;
    bool is_lines = false;
    bool opened = cli_lines_open(&lines, in, o->max_size, &is_lines, &l->m);
    if (opened && is_lines && cli_analysis_any(&o->analysis))
        status = cli_usage_error("solve", "--all, --bottlenecks and "
                                          "--distances draw one maze, "
                                          "not JSON lines");
    else if (opened && is_lines)
        status = solve_lines(o, &lines, out);
    cli_lines_close(&lines);
    if (!opened)
        return CLI_FAIL;
    return is_lines ? status : -1;
}

/* Solves the maze read (from the cell `from`, or its start) and writes
 * it. The analyses are drawn on the maze as the library draws it, not on
 * the picture or photo read; --all shows every shortest route in place
 * of one. A photo is painted unless -f names a format: -f png draws the
 * maze as read, cleanly, as any maze is drawn. */
static int solve_write(struct options *o, const struct cli_input *in,
                       const struct loaded *l,
                       const struct maze_renderer *renderer, size_t from,
                       bool jpeg_out, struct cli_output *out)
{
    struct maze *m = l->m;
    struct maze_route route = {0};
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    int status = CLI_FAIL;
    bool analyses = cli_analysis_any(&o->analysis);
    bool painted = (l->picture || (l->photo && l->photo_painted)) && !o->out.animate &&
                   !analyses && strcmp(renderer->name, "png") == 0;
    if (analyses && !cli_picture_fits(&o->out, renderer, m, true))
        return CLI_FAIL;
    /* A photo's messages name it, and so does the one for no route. */
    const char *named = l->photo ? in->name : NULL;
    bool solved =
        o->analysis.all || cli_solve_in(named, m, o->solver, from, &o->solve,
                                        o->out.animate ? &hook : NULL, &route);
    if (solved && analyses &&
        !cli_analysis_run(&o->analysis, m, from, &o->out.opts))
        solved = false;
    if (solved) {
        if (painted && l->photo)
            status =
                write_photo(o, l->photo, m, &route,
                            jpeg_out ? MAZE_PHOTO_JPEG : MAZE_PHOTO_PNG, out);
        else if (painted)
            status = write_picture(o, l->picture, m, &route, out);
        else
            status = cli_render(&o->out, renderer, m, &route, &rec, out)
                         ? CLI_OK
                         : CLI_FAIL;
    }
    maze_route_release(&route);
    maze_recording_release(&rec);
    cli_analysis_release(&o->analysis);
    return status;
}

/* Solves the maze (or mazes) in the input, opened once. */
static int solve_input(struct options *o, const struct cli_input *in)
{
    /* --photo: whatever the input holds goes to the photo reader, which
     * says what is wrong with it, as the maze readers do (exit 1). */
    struct loaded l = {.photo_in = o->photo || cli_is_photo(in)};
    l.picture_in = !l.photo_in && cli_is_picture(in);
    if (o->debug && !l.photo_in)
        return cli_usage_error("solve",
                               "--debug-picture shows how a photo "
                               "was read, and %s is no photo",
                               in->name);
    bool jpeg_out =
        l.photo_in && !o->out.format && cli_jpeg_path(o->out.output);
    l.photo_painted = l.photo_in && !o->out.format;
    if ((l.picture_in || l.photo_in) && !o->out.format && !o->out.output)
        o->out.format = "png"; /* the picture, painted */
    const struct maze_renderer *renderer =
        jpeg_out ? maze_renderer_find("png")
                 : cli_format_renderer(&o->out, "solve");
    if (!renderer)
        return CLI_USAGE;
    struct maze_settings_error err = {0};
    if (maze_request_check(o->request, o->compare ? NULL : renderer, &err))
        return cli_refused(&err, "solve");
    /* Opened before any work, so that a file that cannot be written is
     * the one thing said; written, or aborted at the end. */
    struct cli_output out = {0};
    if (!o->compare && !cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    int status = load(o, in, &l, &out);
    if (status >= 0) {
        cli_output_abort(&out);
        return status;
    }
    struct maze *m = l.m;
    status = CLI_USAGE;
    if (!l.picture_in && !l.photo_in && !place_ends(m, &o->ends))
        goto done;
    if (!o->compare && !cli_format_fits(&o->out, renderer, m->shape, "solve"))
        goto done;
    if (!o->compare && m->floors > 1 &&
        !(renderer = cli_format_floors(&o->out, renderer, m->towers, "solve")))
        goto done;
    size_t from = MAZE_NONE;
    if (o->have_from) {
        if (!cli_point_inside("--from", m, o->fx, o->fy))
            goto done;
        from = maze_cell_at(m, o->fx, o->fy);
    }
    status = o->compare
                 ? compare(m, from, &o->solve)
                 : solve_write(o, in, &l, renderer, from, jpeg_out, &out);
done:
    cli_output_abort(&out);
    maze_photo_free(l.photo);
    maze_picture_free(l.picture);
    maze_free(m);
    return status;
}

static int run(int argc, char **argv)
{
    struct options o = {0};
    if (maze_request_new(MAZE_CMD_SOLVE, MAZE_SPELL_OPTIONS, &o.request)) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    int status = parse(argc, argv, &o);
    struct cli_input in;
    if (status < 0 && !cli_input_open(&in, o.input))
        status = CLI_FAIL;
    if (status < 0) {
        status = solve_input(&o, &in);
        cli_input_close(&in);
    }
    maze_request_free(o.request);
    return status;
}

const struct cli_command cmd_solve = {
    "solve", "find a route through a maze file", run, usage};
