/*
 * cmd_generate.c - maze generate: make a maze (or a batch) and write it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "batch.h"
#include "generate.h"
#include "options.h"
#include "spec.h"

static const char usage_head[] =
    "usage: maze generate [options]\n"
    "\n"
    "Makes a maze and writes it: a perfect one (one route between any two\n"
    "cells) unless -b braids it or the algorithm makes loops (cave, dungeon).\n"
    "\n";

static const char usage_tail[] =
    "\n"
    "Coordinates count from 0: x to the right, y down.\n";

static void usage(FILE *f)
{
    fputs(usage_head, f);
    cli_options_usage(f, MAZE_CMD_GENERATE);
    fputs(usage_tail, f);
}

/* --rows makes the maze as it writes it: only what needs no more than the
 * rows at hand goes with it. */
static int check_stream(const struct options *o)
{
    const struct spec *s = &o->spec;
    if (!maze_generator_streams(s->generator))
        return cli_usage_error("generate",
                               "--rows needs a generator that works row by "
                               "row (try: -a eller, sidewinder, binary-tree)");
    const char *clash = o->solve                ? "--solve"
                        : s->recipe->braid > 0  ? "--braid"
                        : s->recipe->sparse > 0 ? "--sparse"
                        : o->out.animate        ? "--animate"
                        : o->count              ? "--count"
                        : o->candidates         ? "--pick-hardest"
                        : s->recipe->have_start ? "--start"
                        : s->recipe->have_end   ? "--end"
                        : maze_settings_given(s->settings, "ends") &&
                                s->recipe->ends != MAZE_ENDS_CORNERS
                            ? "--ends"
                        : s->recipe->mask          ? "--mask"
                        : s->recipe->gen.weave > 0 ? "--weave"
                        : s->recipe->gen.symmetry  ? "--symmetry"
                        : s->floors > 1            ? "--floors"
                        : spec_targets(s)          ? "--difficulty"
                        : maze_settings_given(s->settings, "wrap") ? "--wrap"
                        : s->shape != MAZE_SHAPE_RECT              ? "--shape"
                                                                   : NULL;
    if (clash)
        return cli_usage_error("generate",
                               "--rows writes each row as it is made, so it "
                               "cannot be combined with %s",
                               clash);
    if (maze_settings_given(s->settings, "height"))
        return cli_usage_error("generate",
                               "--rows gives the height as it streams, so it "
                               "cannot be combined with -H");
    /* The format as -f or -o's extension names it; a terminal's own
     * (unicode) is not asked for: the rows are text there too. */
    if (o->out.format || (o->out.output && strcmp(o->out.output, "-") != 0)) {
        const struct maze_renderer *r =
            cli_format_renderer(&o->out, "generate");
        if (!r)
            return CLI_USAGE;
        if (strcmp(r->name, "text") != 0)
            return cli_usage_error("generate",
                                   "--rows writes the text format only, not "
                                   "%s (try: %s)",
                                   r->name,
                                   o->out.format ? "-f text" : "-o rows.txt");
    }
    if (o->rows == 0 && o->out.output && strcmp(o->out.output, "-") != 0)
        return cli_usage_error("generate",
                               "--rows 0 never ends: send it to a pipe, not "
                               "to a file");
    return -1;
}

/* Reads the options into the request and what it says into o; returns
 * -1 to go on, or the exit status. The request is judged as a whole once
 * the format is known (judge()). */
static int parse(int argc, char **argv, struct options *o)
{
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_GENERATE, "generate");
    int status = cli_options_parse(&p, o->request, argc, argv, usage);
    if (status >= 0)
        return status;
    if (optind < argc)
        return cli_usage_error("generate", "unexpected argument '%s'",
                               argv[optind]);
    const struct maze_request *r = o->request;
    spec_view(&o->spec);
    progress_read(r);
    cli_format_read(&o->out, r);
    cli_analysis_read(&o->analysis, r);
    o->solve =
        maze_request_given(r, "solve") || maze_request_given(r, "solver");
    if (maze_request_given(r, "solver") &&
        !(o->solver = cli_solver(maze_request_value(r, "solver"))))
        return CLI_USAGE;
    o->solve_opts.hand = strcmp(maze_request_value(r, "hand"), "right") == 0
                             ? MAZE_HAND_RIGHT
                             : MAZE_HAND_LEFT;
    o->candidates = cli_whole(r, "pick-hardest");
    o->count = cli_whole(r, "count");
    o->stream = maze_request_given(r, "rows");
    o->rows = cli_whole(r, "rows");
    if (maze_request_given(r, "jobs") &&
        !batch_jobs(maze_request_value(r, "jobs"), &o->jobs))
        return CLI_USAGE;
    o->have_from = maze_request_given(r, "from");
    if (o->have_from)
        maze_parse_point(maze_request_value(r, "from"), &o->fx, &o->fy);
    bool analyses = cli_analysis_any(&o->analysis);
    if (analyses && (o->count || o->out.animate || o->stream))
        return cli_usage_error("generate",
                               "--all, --bottlenecks and --distances draw one "
                               "still maze, not %s",
                               o->count    ? "--count"
                               : o->stream ? "--rows"
                                           : "--animate");
    if (o->candidates && spec_targets(&o->spec))
        return cli_usage_error("generate",
                               "--pick-hardest cannot be combined with "
                               "--route-length, --dead-ends or --difficulty "
                               "(they try seeds of their own)");
    if (o->count && (o->out.animate || o->candidates))
        return cli_usage_error("generate", "--count cannot be combined with %s",
                               o->out.animate ? "--animate" : "--pick-hardest");
    if (o->stream)
        return check_stream(o);
    return cli_format_check_division_steps(
        &o->out, strcmp(o->spec.generator->name, "division") == 0, "generate");
}

/* The request judged as a whole, with the format that draws it. */
static int judge(struct options *o, const struct maze_renderer *r)
{
    struct maze_settings_error err = {0};
    if (maze_request_check(o->request, r, &err))
        return cli_refused(&err, "generate");
    return -1;
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
/* --pick-hardest: the candidates made and measured on every core, compared
 * in seed order (so ties go the same way for any --jobs). */
struct hardest {
    const struct spec *spec;
    uint64_t first_seed;
    struct hardness best;
    uint64_t best_seed;
    int status;
};

struct candidate {
    struct hardness h;
    bool solved;
    int status;
};

static bool make_candidate(void *ctx, size_t i, void *slot)
{
    const struct hardest *run = ctx;
    struct candidate *c = slot;
    struct maze *m = NULL;
    c->status = spec_make(run->spec, run->first_seed + i, NULL, &m);
    if (c->status)
        return false;
    c->solved = measure(m, &c->h);
    maze_free(m);
    return true;
}

static bool compare_candidate(void *ctx, size_t i, void *slot, bool made)
{
    struct hardest *run = ctx;
    const struct candidate *c = slot;
    if (!made) {
        run->status = c->status ? c->status : CLI_FAIL;
        return false;
    }
    if (c->solved && (c->h.steps > run->best.steps ||
                      (c->h.steps == run->best.steps &&
                       c->h.branches > run->best.branches))) {
        run->best = c->h;
        run->best_seed = run->first_seed + i;
    }
    return true;
}

static int pick_hardest(const struct options *o, uint64_t *seed)
{
    struct hardest run = {&o->spec, *seed, {0}, *seed, CLI_OK};
    struct batch job = {o->candidates,
                        o->jobs,
                        sizeof(struct candidate),
                        make_candidate,
                        compare_candidate,
                        NULL,
                        &run,
                        "picking",
                        0,
                        NULL,
                        0,
                        NULL};
    if (!batch_run(&job))
        return run.status ? run.status : CLI_FAIL;
    if (!cli_quiet())
        fprintf(stderr, "hardest of %llu: seed %llu, route length %zu\n",
                (unsigned long long)o->candidates,
                (unsigned long long)run.best_seed, run.best.steps);
    *seed = run.best_seed;
    return CLI_OK;
}

/* ------------------------------------------------------------- streams */

static int stream(struct options *o)
{
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    if (!spec_seed(&o->spec)) {
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    if (!cli_quiet())
        fprintf(stderr, "seed: %llu\n", (unsigned long long)o->spec.seed);
    struct maze_rng rng;
    maze_rng_seed(&rng, o->spec.seed);
    struct maze_stream *s = NULL;
    enum maze_err err =
        maze_stream_new(o->spec.generator, o->spec.width, o->rows, &rng,
                        &o->spec.recipe->gen, &s);
    if (err) {
        cli_error("cannot start the maze: %s", maze_strerror(err));
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    err = maze_stream_write_text(s, out.file);
    maze_stream_free(s);
    if (err) {
        cli_write_error(&out, err == MAZE_ERR_IO ? strerror(errno)
                                                 : maze_strerror(err));
        cli_output_abort(&out);
        return CLI_FAIL;
    }
    return cli_output_commit(&out) ? CLI_OK : CLI_FAIL;
}

/* ------------------------------------------------------------ targets */

/* Keeps the maze's seed for the pictures and the random mouse, and says
 * it when say is true. */
static void keep_seed(struct options *o, uint64_t seed, bool say)
{
    if (say && !cli_quiet())
        fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
    o->out.opts.algorithm = o->spec.generator->name;
    o->out.opts.has_seed = true;
    o->out.opts.seed = seed;
    o->solve_opts.seed = seed; /* the random mouse's, as the maze's */
    o->out.opts.braid = o->spec.recipe->braid;
}

/* One maze made to --route-length, --dead-ends or --difficulty: seeds
 * seed, seed+1, ... until one fits; its seed (which makes it again
 * without the targets) and the tries are said on stderr. */
static int targeted(struct options *o, const struct maze_renderer *renderer,
                    uint64_t seed, struct cli_output *out)
{
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_hook *watch = o->out.animate ? &hook : NULL;
    struct maze *m = NULL;
    struct maze_tried found = {0};
    int status = spec_try(&o->spec, seed, 1, watch, &m, &found);
    if (status) {
        cli_output_abort(out);
        maze_recording_release(&rec);
        return status;
    }
    const struct maze_difficulty *d = &found.figures;
    if (!cli_quiet() && m->start != MAZE_NONE)
        fprintf(stderr,
                "seed: %llu (tried %llu seed%s from %llu: difficulty %u, "
                "route %zu step%s, %zu dead end%s)\n",
                (unsigned long long)found.seed, (unsigned long long)found.tries,
                found.tries == 1 ? "" : "s", (unsigned long long)seed, d->score,
                d->route, d->route == 1 ? "" : "s", d->dead_ends,
                d->dead_ends == 1 ? "" : "s");
    else if (!cli_quiet())
        fprintf(stderr,
                "seed: %llu (tried %llu seed%s from %llu: %zu dead "
                "end%s)\n",
                (unsigned long long)found.seed, (unsigned long long)found.tries,
                found.tries == 1 ? "" : "s", (unsigned long long)seed,
                d->dead_ends, d->dead_ends == 1 ? "" : "s");
    keep_seed(o, found.seed, false);
    o->out.opts.has_difficulty = m->start != MAZE_NONE;
    o->out.opts.difficulty = d->score;
    struct maze_route route = {0};
    if (o->solve &&
        !cli_solve(m, o->solver, MAZE_NONE, &o->solve_opts, watch, &route))
        status = CLI_FAIL;
    if (!status &&
        !cli_render(&o->out, renderer, m, o->solve ? &route : NULL, &rec, out))
        status = CLI_FAIL;
    else if (status)
        cli_output_abort(out);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
    return status;
}

/* ---------------------------------------------------------------- run */

static int go(struct options *o, int argc, char **argv);
static int one(struct options *o, const struct maze_renderer *renderer,
               struct cli_output *out);

static int run(int argc, char **argv)
{
    struct options o = {0};
    if (maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_OPTIONS, &o.request)) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    spec_init(&o.spec, o.request);
    o.jobs = batch_cores();
    int status = go(&o, argc, argv);
    maze_request_free(o.request);
    return status;
}

static int go(struct options *o, int argc, char **argv)
{
    int status = parse(argc, argv, o);
    if (status >= 0)
        return status;
    if (o->stream) {
        status = judge(o, maze_renderer_find("text"));
        return status >= 0 ? status : stream(o);
    }
    const struct maze_renderer *renderer = NULL;
    if (o->count && !o->out.format) {
        /* A batch is PNG pictures, unless -o names a JSON-lines file. */
        const struct maze_renderer *by_name =
            o->out.output ? maze_renderer_for_path(o->out.output) : NULL;
        bool lines = by_name && strcmp(by_name->name, "jsonl") == 0;
        o->out.format = lines ? "jsonl" : "png";
    }
    renderer = cli_format_renderer(&o->out, "generate");
    if (renderer && (status = judge(o, renderer)) >= 0)
        return status;
    if (!renderer ||
        !cli_format_fits(&o->out, renderer, o->spec.shape, "generate"))
        return CLI_USAGE;
    if (o->spec.floors > 1 &&
        !(renderer = cli_format_floors(&o->out, renderer, 1, "generate")))
        return CLI_USAGE;
    if (o->count && (status = generate_batch_output(o, renderer)) >= 0)
        return status;
    if (o->count) {
        if (!spec_seed(&o->spec))
            return CLI_FAIL;
        keep_seed(o, o->spec.seed, true);
        return generate_batch(o, renderer, o->spec.seed);
    }
    /* Opened before any work, so that a file that cannot be written is
     * the one thing said. */
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    return one(o, renderer, &out);
}

/* The maze of --seed (or the hardest of --pick-hardest, or the first to
 * meet the targets), made, solved, measured and written to out, which it
 * commits or aborts. */
static int one(struct options *o, const struct maze_renderer *renderer,
               struct cli_output *out)
{
    int status = CLI_OK;
    uint64_t seed = 0;
    if (!spec_seed(&o->spec))
        status = CLI_FAIL;
    else if (seed = o->spec.seed, o->candidates)
        status = pick_hardest(o, &seed);
    if (status) {
        cli_output_abort(out);
        return status;
    }
    if (spec_targets(&o->spec))
        return targeted(o, renderer, seed, out);
    keep_seed(o, seed, true);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_hook *watch = o->out.animate ? &hook : NULL;
    struct maze *m = NULL;
    status = spec_make(&o->spec, seed,
                       progress_hook_also("making", "cells", watch), &m);
    progress_end();
    if (!status && cli_analysis_any(&o->analysis) &&
        !cli_picture_fits(&o->out, renderer, m, true))
        status = CLI_FAIL;
    struct maze_route route = {0};
    if (!status && o->solve &&
        !cli_solve(m, o->solver, MAZE_NONE, &o->solve_opts, watch, &route))
        status = CLI_FAIL;
    size_t from = MAZE_NONE;
    if (!status && o->have_from) {
        if (cli_point_inside("--from", m, o->fx, o->fy))
            from = maze_cell_at(m, o->fx, o->fy);
        else
            status = CLI_USAGE;
    }
    if (!status && cli_analysis_any(&o->analysis) &&
        !cli_analysis_run(&o->analysis, m, from, &o->out.opts))
        status = CLI_FAIL;
    /* --all shows every shortest route in place of one. */
    bool one_route = o->solve && !o->analysis.all;
    if (!status &&
        !cli_render(&o->out, renderer, m, one_route ? &route : NULL, &rec, out))
        status = CLI_FAIL;
    else if (status)
        cli_output_abort(out);
    maze_route_release(&route);
    maze_recording_release(&rec);
    cli_analysis_release(&o->analysis);
    maze_free(m);
    return status;
}

const struct cli_command cmd_generate = {"generate", "make a maze and write it",
                                         run, usage};
