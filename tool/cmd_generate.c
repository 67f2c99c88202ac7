/*
 * cmd_generate.c - maze generate: make a maze (or a batch) and write it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spec.h"

static const char usage_head[] =
    "usage: maze generate [options]\n"
    "\n"
    "Makes a perfect maze (one route between any two cells) and writes it.\n"
    "\n";

static const char usage_middle[] =
    "      --solve          show the shortest route from start to end\n"
    "      --solver NAME    find the route with this solver (default bfs)\n"
    "      --pick-hardest N make N mazes (seeds seed, seed+1, ...) and keep "
    "the one\n"
    "                       with the longest route (ties: the most side "
    "branches)\n"
    "      --rows N         eller, sidewinder, binary-tree: stream N rows of "
    "the text\n"
    "                       format a row at a time, memory bounded by the "
    "width\n"
    "                       (0: without end, until the reader stops)\n"
    "      --count N        make N mazes (seeds seed, seed+1, ...) into the "
    "folder\n"
    "                       -o DIR/: maze-0001.png ... (with --solve also\n"
    "                       maze-0001-solved.png) and index.csv; with -f pdf "
    "one\n"
    "                       document, mazes.pdf: the puzzles, then the "
    "answers\n";

static const char usage_tail[] =
    "  -h, --help           show this help\n"
    "\n"
    "Coordinates count from 0: x to the right, y down.\n";

static void usage(FILE *f)
{
    fputs(usage_head, f);
    fputs(spec_usage, f);
    fputs(usage_middle, f);
    fputs(format_usage, f);
    fputs(usage_tail, f);
}

struct options {
    struct spec spec;
    bool solve;
    const struct maze_solver *solver;
    uint64_t candidates;
    uint64_t count;
    bool stream;
    uint64_t rows;
    struct cli_format out;
};

enum { OPT_SOLVE = 256, OPT_SOLVER, OPT_HARDEST, OPT_COUNT, OPT_ROWS };

static const struct option longopts[] = {
    SPEC_LONGOPTS,
    CLI_FORMAT_LONGOPTS,
    {"solve", no_argument, NULL, OPT_SOLVE},
    {"solver", required_argument, NULL, OPT_SOLVER},
    {"pick-hardest", required_argument, NULL, OPT_HARDEST},
    {"count", required_argument, NULL, OPT_COUNT},
    {"rows", required_argument, NULL, OPT_ROWS},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

/* --rows makes the maze as it writes it: only what needs no more than the
 * rows at hand goes with it. */
static int check_stream(const struct options *o)
{
    const struct spec *s = &o->spec;
    if (!maze_generator_streams(s->generator))
        return cli_usage_error("generate",
                               "--rows needs a generator that works row by "
                               "row (try: -a eller, sidewinder, binary-tree)");
    const char *clash = o->solve                  ? "--solve"
                        : s->braid > 0            ? "--braid"
                        : o->out.animate          ? "--animate"
                        : o->count                ? "--count"
                        : o->candidates           ? "--pick-hardest"
                        : s->have_start           ? "--start"
                        : s->have_end             ? "--end"
                        : s->ends != ENDS_CORNERS ? "--ends"
                        : s->mask                 ? "--mask"
                                                  : NULL;
    if (clash)
        return cli_usage_error("generate",
                               "--rows writes each row as it is made, so it "
                               "cannot be combined with %s",
                               clash);
    if (o->out.format && strcmp(o->out.format, "text") != 0)
        return cli_usage_error("generate",
                               "--rows writes the text format only");
    if (o->rows == 0 && o->out.output && strcmp(o->out.output, "-") != 0)
        return cli_usage_error("generate",
                               "--rows 0 never ends: send it to a pipe, not "
                               "to a file");
    return -1;
}

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
            return o->spec.refusal;
        int taken = cli_format_option(&o->out, c, optarg);
        if (taken > 0)
            return taken;
        if (taken == 0)
            continue;
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
        case OPT_ROWS:
            if (!cli_number("--rows", optarg, 0, UINT64_MAX, &o->rows))
                return CLI_USAGE;
            o->stream = true;
            break;
        case OPT_COUNT:
            if (!cli_number("--count", optarg, 1, 100000, &o->count))
                return CLI_USAGE;
            break;
        case 'h':
            usage(stdout);
            return CLI_OK;
        default:
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
    if (o->count && (!o->out.output || strcmp(o->out.output, "-") == 0))
        return cli_usage_error("generate",
                               "--count writes many files: give a folder with "
                               "-o DIR/");
    if (o->count && (o->out.animate || o->candidates))
        return cli_usage_error("generate", "--count cannot be combined with %s",
                               o->out.animate ? "--animate" : "--pick-hardest");
    if (o->stream)
        return check_stream(o);
    int levels = cli_format_check_levels(
        &o->out, strcmp(o->spec.generator->name, "division") == 0, "generate");
    if (levels >= 0)
        return levels;
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
        int status = spec_make(s, *seed + i, NULL, &m);
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

/* ------------------------------------------------------------- batches */

/* DIR/NAME into path; false (after a message) when it does not fit. */
static bool join(char *path, size_t size, const char *dir, const char *name)
{
    size_t n = strlen(dir);
    bool slash = n > 0 && dir[n - 1] == '/';
    if ((size_t)snprintf(path, size, "%s%s%s", dir, slash ? "" : "/", name) >=
        size) {
        cli_error("cannot write into '%s': the path is too long", dir);
        return false;
    }
    return true;
}

static bool write_one(const struct options *o, const struct maze_renderer *r,
                      const struct maze *m, const struct maze_route *route,
                      const char *path)
{
    struct cli_output out;
    if (!cli_output_open(&out, path))
        return false;
    return cli_render(&o->out, r, m, route, NULL, &out);
}

struct batch_item {
    struct maze *maze;
    struct maze_route route;
    uint64_t seed;
};

/* The index: one row a maze, the way spreadsheets read it. */
static bool write_index(const struct options *o, const char *dir,
                        const struct batch_item *items, size_t n,
                        const char *ext)
{
    char path[4096];
    if (!join(path, sizeof path, dir, "index.csv"))
        return false;
    struct cli_output out;
    if (!cli_output_open(&out, path))
        return false;
    fprintf(out.file, "file,seed,algorithm,width,height,route_length,"
                      "dead_ends\n");
    for (size_t i = 0; i < n; i++) {
        const struct maze *m = items[i].maze;
        char name[64];
        if (strcmp(ext, "pdf") == 0)
            snprintf(name, sizeof name, "mazes.pdf");
        else
            snprintf(name, sizeof name, "maze-%04zu.%s", i + 1, ext);
        fprintf(out.file, "%s,%llu,%s,%u,%u,", name,
                (unsigned long long)items[i].seed, o->spec.generator->name,
                m->width, m->height);
        if (items[i].route.length)
            fprintf(out.file, "%zu", items[i].route.length - 1);
        fprintf(out.file, ",%zu\n", maze_dead_ends(m));
    }
    return cli_output_commit(&out);
}

static bool make_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        return true;
    if (mkdir(dir, 0777) == 0)
        return true;
    cli_error("cannot make the folder '%s': %s", dir, strerror(errno));
    return false;
}

static int batch(struct options *o, const struct maze_renderer *r,
                 uint64_t seed)
{
    const char *dir = o->out.output;
    if (!make_dir(dir))
        return CLI_FAIL;
    struct batch_item *items = calloc(o->count, sizeof *items);
    if (!items) {
        cli_error("out of memory for %llu mazes", (unsigned long long)o->count);
        return CLI_FAIL;
    }
    bool pdf = strcmp(r->name, "pdf") == 0;
    bool ok = true;
    char path[4096];
    for (size_t i = 0; i < o->count && ok; i++) {
        items[i].seed = seed + i;
        ok = spec_make(&o->spec, items[i].seed, NULL, &items[i].maze) == CLI_OK;
        if (ok && o->solve)
            ok = maze_solve(items[i].maze, o->solver, NULL, NULL,
                            &items[i].route) == MAZE_OK;
        if (!ok || pdf)
            continue;
        char name[64];
        snprintf(name, sizeof name, "maze-%04zu.%s", i + 1, r->extension);
        ok = join(path, sizeof path, dir, name) &&
             write_one(o, r, items[i].maze, NULL, path);
        if (ok && o->solve) {
            snprintf(name, sizeof name, "maze-%04zu-solved.%s", i + 1,
                     r->extension);
            ok = join(path, sizeof path, dir, name) &&
                 write_one(o, r, items[i].maze, &items[i].route, path);
        }
    }
    if (ok && pdf) {
        const struct maze **mazes = calloc(o->count, sizeof *mazes);
        const struct maze_route **routes = calloc(o->count, sizeof *routes);
        struct cli_output out;
        ok = mazes && routes && join(path, sizeof path, dir, "mazes.pdf") &&
             cli_output_open(&out, path);
        if (ok) {
            for (size_t i = 0; i < o->count; i++) {
                mazes[i] = items[i].maze;
                routes[i] = o->solve ? &items[i].route : NULL;
            }
            enum maze_err err = maze_render_pdf_book(mazes, routes, o->count,
                                                     &o->out.opts, out.file);
            if (err) {
                cli_write_error(&out, maze_strerror(err));
                cli_output_abort(&out);
                ok = false;
            } else {
                ok = cli_output_commit(&out);
            }
        }
        free(mazes);
        free(routes);
    }
    if (ok)
        ok = write_index(o, dir, items, o->count, r->extension);
    for (size_t i = 0; i < o->count; i++) {
        maze_route_release(&items[i].route);
        maze_free(items[i].maze);
    }
    free(items);
    if (ok)
        fprintf(stderr, "wrote %llu mazes to %s\n",
                (unsigned long long)o->count, dir);
    return ok ? CLI_OK : CLI_FAIL;
}

/* ------------------------------------------------------------- streams */

static int stream(struct options *o)
{
    if (!spec_seed(&o->spec))
        return CLI_FAIL;
    fprintf(stderr, "seed: %llu\n", (unsigned long long)o->spec.seed);
    struct maze_rng rng;
    maze_rng_seed(&rng, o->spec.seed);
    struct maze_stream *s = NULL;
    enum maze_err err = maze_stream_new(o->spec.generator, o->spec.width,
                                        o->rows, &rng, &o->spec.gen, &s);
    if (err) {
        cli_error("cannot start the maze: %s", maze_strerror(err));
        return CLI_FAIL;
    }
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output)) {
        maze_stream_free(s);
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

/* ---------------------------------------------------------------- run */

static int go(struct options *o, int argc, char **argv);

static int run(int argc, char **argv)
{
    struct options o = {0};
    spec_init(&o.spec);
    int status = go(&o, argc, argv);
    spec_release(&o.spec);
    return status;
}

static int go(struct options *o, int argc, char **argv)
{
    int status = parse(argc, argv, o);
    if (status >= 0)
        return status;
    if (o->stream)
        return stream(o);
    const struct maze_renderer *renderer = NULL;
    if (o->count && !o->out.format)
        o->out.format = "png";
    renderer = cli_format_renderer(&o->out, "generate");
    if (!renderer ||
        !cli_format_fits(&o->out, renderer, o->spec.shape, "generate"))
        return CLI_USAGE;
    if (!spec_seed(&o->spec))
        return CLI_FAIL;
    uint64_t seed = o->spec.seed;
    if (o->candidates &&
        (status = pick_hardest(&o->spec, o->candidates, &seed)))
        return status;
    fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
    o->out.opts.algorithm = o->spec.generator->name;
    o->out.opts.has_seed = true;
    o->out.opts.seed = seed;
    o->out.opts.braid = o->spec.braid;
    if (o->count)
        return batch(o, renderer, seed);
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_hook *watch = o->out.animate ? &hook : NULL;
    struct maze *m = NULL;
    status = spec_make(&o->spec, seed, watch, &m);
    struct maze_route route = {0};
    if (!status && o->solve && !cli_solve(m, o->solver, NULL, watch, &route))
        status = CLI_FAIL;
    if (!status &&
        !cli_render(&o->out, renderer, m, o->solve ? &route : NULL, &rec, &out))
        status = CLI_FAIL;
    else if (status)
        cli_output_abort(&out);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
    return status;
}

const struct cli_command cmd_generate = {"generate", "make a maze and write it",
                                         run, usage};
