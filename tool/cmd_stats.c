/*
 * cmd_stats.c - maze stats: the figures of one maze, or of many mazes per
 * algorithm (the texture table people compare algorithms by).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "analysis.h"
#include "batch.h"
#include "lines.h"
#include "options.h"
#include "photo_input.h"
#include "picture_input.h"
#include "spec.h"

static const char usage_head[] =
    "usage: maze stats [options] [FILE]\n"
    "\n"
    "Measures a maze: the one in FILE (the text format, JSON, a PNG "
    "picture or a\n"
    "photo: JPEG, TIFF, WebP, with --photo a PNG or GIF; - for standard "
    "input), or\n"
    "one made with the options of maze generate. With neither, the maze "
    "piped or\n"
    "redirected in (maze generate | maze stats), else a new random one. "
    "JSON lines\n"
    "(a maze a line) are measured a line at a time: the mean and standard "
    "deviation\n"
    "of each figure, or with --json each maze's figures, a line each. Route "
    "lengths\n"
    "are in steps.\n"
    "\n";

static void usage(FILE *f)
{
    fputs(usage_head, f);
    cli_options_usage(f, MAZE_CMD_STATS);
}

struct options {
    struct maze_request *request; /* owned */
    struct spec spec;
    uint64_t samples;
    bool json;
    struct cli_analysis analysis; /* more figures of one maze */
    const char *input;
    size_t max_size;
    uint64_t picture_memory; /* --picture-memory */
    unsigned jobs;   /* threads for --samples */
    bool photo;      /* --photo */
    bool difficulty; /* --difficulty */
};

/* Whether standard input is a pipe, a socket or a file: something that
 * carries a maze (a terminal or /dev/null does not). */
static bool stdin_carries_data(void)
{
    struct stat st;
    if (fstat(STDIN_FILENO, &st) != 0)
        return false;
    return S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || S_ISREG(st.st_mode);
}

static int parse(int argc, char **argv, struct options *o)
{
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_STATS, "stats");
    const struct maze_request *r = o->request;
    int status = cli_options_parse(&p, o->request, argc, argv, usage);
    if (status >= 0)
        return status;
    spec_view(&o->spec);
    progress_read(r);
    cli_analysis_read(&o->analysis, r);
    o->samples = cli_whole(r, "samples");
    o->json = maze_request_given(r, "json");
    o->photo = maze_request_given(r, "photo");
    o->max_size = (size_t)cli_whole(r, "max-size");
    o->picture_memory = cli_whole(r, "picture-memory");
    if (maze_request_given(r, "jobs") &&
        !batch_jobs(maze_request_value(r, "jobs"), &o->jobs))
        return CLI_USAGE;
    o->difficulty = maze_request_given(r, "difficulty");
    if (optind < argc)
        o->input = argv[optind++];
    if (optind < argc)
        return cli_usage_error("stats", "unexpected argument '%s'",
                               argv[optind]);
    if (!o->input && !o->spec.given && !o->samples && stdin_carries_data())
        o->input = "-";
    if ((cli_analysis_any(&o->analysis) || o->difficulty) && o->samples)
        return cli_usage_error("stats", "--all, --bottlenecks, --distances "
                                        "and --difficulty measure one maze, "
                                        "not --samples");
    if (o->input && o->samples)
        return cli_usage_error("stats",
                               "--samples makes its own mazes; give it no "
                               "file");
    /* A maze read is measured as it is: the options that make one would
     * be ignored. */
    for (const struct maze_option *m = maze_options(); o->input && m->name;
         m++) {
        if (!m->setting || !(m->commands & MAZE_CMD_STATS) ||
            !maze_request_given(r, m->name))
            continue;
        char spelled[64];
        if (m->letter)
            snprintf(spelled, sizeof spelled, "-%c", m->letter);
        else
            snprintf(spelled, sizeof spelled, "--%s", m->name);
        return cli_usage_error(
            "stats",
            "%s is measured as it was written, and %s is for a maze "
            "stats makes (give one or the other)",
            strcmp(o->input, "-") == 0 ? "standard input" : o->input, spelled);
    }
    if (o->photo && o->samples)
        return cli_usage_error("stats", "--photo reads a picture, and "
                                        "--samples makes its own mazes");
    if (o->photo && !o->input)
        return cli_usage_error("stats", "--photo reads a picture, and "
                                        "standard input is none");
    /* --samples without -a judges each generator in its turn. */
    if (o->samples && !o->spec.have_generator)
        return -1;
    struct maze_settings_error err = {0};
    if (maze_request_check(o->request, NULL, &err))
        return cli_refused(&err, "stats");
    return -1;
}

/* --------------------------------------------------------- one maze */

static double share(size_t part, size_t whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

static void print_table(const struct maze *m, const struct maze_stats *s)
{
    uint32_t fx = 0, fy = 0, tx = 0, ty = 0;
    maze_cell_xy(m, s->longest_from, &fx, &fy);
    maze_cell_xy(m, s->longest_to, &tx, &ty);
    printf("cells             %10zu\n", s->cells);
    printf("passages          %10zu\n", s->passages);
    printf("dead ends         %10zu  %5.1f%%\n", s->dead_ends,
           share(s->dead_ends, s->cells));
    printf("3-way junctions   %10zu  %5.1f%%\n", s->junctions3,
           share(s->junctions3, s->cells));
    printf("4-way junctions   %10zu  %5.1f%%\n", s->junctions4,
           share(s->junctions4, s->cells));
    printf("straight          %10zu  %5.1f%%\n", s->straights,
           share(s->straights, s->cells));
    printf("turns             %10zu  %5.1f%%\n", s->turns,
           share(s->turns, s->cells));
    printf("longest route     %10zu  steps, from %u,%u to %u,%u\n", s->longest,
           fx, fy, tx, ty);
    if (s->solution != MAZE_NONE)
        printf("solution          %10zu  steps\n", s->solution);
    else
        printf("solution                   -  (no start and end, or no "
               "route)\n");
    printf("average corridor  %10.2f  steps\n", s->corridor);
    printf("loops             %10lld\n", s->loops);
    if (m->extra && m->floors == 1) /* a weave maze */
        printf("crossings         %10zu\n", s->crossings);
    if (m->towers > 1)
        printf("stairs            %10zu  between %u floors in each tower\n",
               s->stairs, m->floors / m->towers);
    else if (m->floors > 1)
        printf("stairs            %10zu  between %u floors\n", s->stairs,
               m->floors);
    if (m->towers > 1)
        printf("portals           %10zu  between %u towers\n", s->portals,
               m->towers);
}

/* The word of the scale a score falls in (maze.h's bands). */
static const char *difficulty_word(unsigned score)
{
    return score <= MAZE_DIFFICULTY_EASY_MAX     ? "easy"
           : score <= MAZE_DIFFICULTY_MEDIUM_MAX ? "medium"
                                                 : "hard";
}

/* --difficulty: the score and its figures, as lines of the table or a
 * member of the JSON object (after a comma), as Python's difficulty()
 * names them. */
static void print_difficulty(const struct maze_difficulty *d, bool json)
{
    /* A maze without a route has no score: "-" or null, as for the
     * routes. */
    if (!d) {
        if (json)
            printf(", \"difficulty\": null");
        else
            printf("difficulty                 -  (no route)\n");
        return;
    }
    if (json) {
        printf(", \"difficulty\": {\"score\": %u, \"word\": \"%s\", "
               "\"route\": %zu, \"decisions\": %zu, \"branches\": %zu, "
               "\"detours\": %zu, \"deepest\": %zu, \"dead_ends\": %zu}",
               d->score, difficulty_word(d->score), d->route, d->decisions,
               d->branches, d->detours, d->deepest, d->dead_ends);
        return;
    }
    printf("difficulty        %10u  %s\n", d->score, difficulty_word(d->score));
    printf("  decisions       %10zu  route cells with a way off it\n",
           d->decisions);
    printf("  branches        %10zu  ways off the route\n", d->branches);
    printf("  detours         %10zu  steps, the wrong ways' depths\n",
           d->detours);
    printf("  deepest         %10zu  steps\n", d->deepest);
}

/* Measures m's difficulty when --difficulty asked: false after a message
 * (no ends, no route). */
static bool measure_difficulty(struct maze *m, const char *name,
                               struct maze_difficulty *d)
{
    enum maze_err err = maze_measure_difficulty(m, d);
    if (err == MAZE_ERR_NO_ENDS)
        cli_error("%s%s--difficulty is measured from start to end, and the "
                  "maze has none",
                  name ? name : "", name ? ": " : "");
    else if (err)
        cli_error("%s%scannot measure the difficulty: %s", name ? name : "",
                  name ? ": " : "", maze_strerror(err));
    return !err;
}

static void print_json(const struct maze *m, const struct maze_stats *s,
                       const struct options *o, const struct maze_difficulty *d)
{
    uint32_t fx = 0, fy = 0, tx = 0, ty = 0;
    maze_cell_xy(m, s->longest_from, &fx, &fy);
    maze_cell_xy(m, s->longest_to, &tx, &ty);
    printf("{");
    if (!o->input)
        printf("\"algorithm\": \"%s\", \"seed\": %llu, \"braid\": %g, ",
               o->spec.generator->name, (unsigned long long)o->spec.seed,
               o->spec.recipe->braid);
    printf("\"width\": %u, \"height\": %u, \"cells\": %zu, \"passages\": %zu, "
           "\"dead_ends\": %zu, \"junctions3\": %zu, \"junctions4\": %zu, "
           "\"straights\": %zu, \"turns\": %zu, ",
           m->width, m->height, s->cells, s->passages, s->dead_ends,
           s->junctions3, s->junctions4, s->straights, s->turns);
    printf("\"longest\": {\"steps\": %zu, \"from\": [%u, %u], \"to\": [%u, "
           "%u]}, ",
           s->longest, fx, fy, tx, ty);
    if (s->solution != MAZE_NONE)
        printf("\"solution\": %zu, ", s->solution);
    else
        printf("\"solution\": null, ");
    printf("\"corridor\": %.4f, \"loops\": %lld", s->corridor, s->loops);
    if (m->extra && m->floors == 1) /* a weave maze */
        printf(", \"crossings\": %zu", s->crossings);
    if (m->floors > 1)
        printf(", \"levels\": %u, \"stairs\": %zu", m->floors, s->stairs);
    if (m->towers > 1)
        printf(", \"towers\": %u, \"portals\": %zu", m->towers, s->portals);
    if (o->difficulty) /* d NULL: no route */
        print_difficulty(d, true);
    /* The analyses asked for, in a block of their own (analysis.c). */
    cli_analysis_print(&o->analysis, m, true);
    printf("}\n");
}

static int measure_lines(const struct options *o, struct cli_lines *lines);

/* The maze (or mazes) in the input, opened once: -1 with *m the one maze
 * to measure, else the exit status. */
static int read_input(struct options *o, const struct cli_input *in,
                      struct maze **m)
{
    int status = CLI_OK;
    /* --photo: whatever the input holds goes to the photo reader, which
     * says what is wrong with it, as the maze readers do (exit 1). */
    if (o->photo || cli_is_photo(in)) {
        struct maze_picture_opts ends = {.ends_optional = true,
                                         .max_memory = o->picture_memory};
        struct maze_photo *photo = NULL;
        *m = cli_load_photo(in, o->max_size, &ends, NULL, &photo, &status);
        maze_photo_free(photo);
        return *m ? -1 : status;
    }
    if (cli_is_picture(in)) {
        struct maze_picture_opts ends = {.ends_optional = true,
                                         .max_memory = o->picture_memory};
        *m = cli_load_picture(in, o->max_size, &ends, NULL, &status);
        return *m ? -1 : status;
    }
    struct cli_lines lines;
    bool is_lines = false;
    bool opened = cli_lines_open(&lines, in, o->max_size, &is_lines, m);
    if (opened && is_lines)
        status = measure_lines(o, &lines);
    cli_lines_close(&lines);
    if (!opened)
        return CLI_FAIL;
    return is_lines ? status : -1;
}

static int one(struct options *o)
{
    struct maze *m = NULL;
    int status = CLI_OK;
    if (o->input) {
        struct cli_input in;
        if (!cli_input_open(&in, o->input))
            return CLI_FAIL;
        status = read_input(o, &in, &m);
        cli_input_close(&in);
        if (status >= 0)
            return status;
        status = CLI_OK;
    } else {
        if (!spec_seed(&o->spec))
            return CLI_FAIL;
        if (!cli_quiet())
            fprintf(stderr, "seed: %llu\n",
                    (unsigned long long)o->spec.seed);
        status = spec_make(&o->spec, o->spec.seed, NULL, &m);
        if (status)
            return status;
    }
    struct maze_stats s;
    struct maze_difficulty d = {0};
    enum maze_err err = maze_measure(m, &s);
    /* No route between the ends is a figure of the maze, not a failure. */
    bool routeless = o->difficulty && !err && m->start < m->cells &&
                     maze_measure_difficulty(m, &d) == MAZE_ERR_NO_ROUTE;
    if (err) {
        cli_error("cannot measure the maze: %s", maze_strerror(err));
        status = CLI_FAIL;
    } else if (o->difficulty && !routeless &&
               !measure_difficulty(
                   m, o->input && strcmp(o->input, "-") ? o->input : NULL,
                   &d)) {
        status = CLI_FAIL;
    } else if (o->json) {
        print_json(m, &s, o, routeless ? NULL : &d);
    } else {
        print_table(m, &s);
        if (o->difficulty)
            print_difficulty(routeless ? NULL : &d, false);
        if (!cli_analysis_print(&o->analysis, m, false))
            status = CLI_FAIL;
    }
    maze_free(m);
    return status;
}

/* ------------------------------------------------------------ samples */

enum figure {
    F_DEAD,
    F_J3,
    F_J4,
    F_STRAIGHT,
    F_TURN,
    F_CORRIDOR,
    F_LONGEST,
    F_SOLUTION,
    N_FIGURES
};

/* The JSON's names: the first five are shares of the cells in per cent
 * (the table's columns), so their names say so; one maze's JSON counts
 * cells under the bare names. */
static const char *const figure_name[N_FIGURES] = {
    "dead_ends_pct", "junctions3_pct", "junctions4_pct", "straights_pct",
    "turns_pct",     "corridor",       "longest",        "solution"};

/* Running mean and variance (Welford), one per figure. */
struct tally {
    double n, mean[N_FIGURES], m2[N_FIGURES];
};

static void tally_add(struct tally *t, const struct maze_stats *s)
{
    double v[N_FIGURES] = {share(s->dead_ends, s->cells),
                           share(s->junctions3, s->cells),
                           share(s->junctions4, s->cells),
                           share(s->straights, s->cells),
                           share(s->turns, s->cells),
                           s->corridor,
                           (double)s->longest,
                           s->solution == MAZE_NONE ? 0.0
                                                    : (double)s->solution};
    t->n += 1;
    for (int i = 0; i < N_FIGURES; i++) {
        double delta = v[i] - t->mean[i];
        t->mean[i] += delta / t->n;
        t->m2[i] += delta * (v[i] - t->mean[i]);
    }
}

static double tally_sd(const struct tally *t, int i)
{
    return t->n > 1 ? sqrt(t->m2[i] / (t->n - 1)) : 0.0;
}

/* One algorithm's samples: made and measured on every core, added to
 * the tally in seed order, so the figures are the same for any --jobs. */
struct sampling {
    struct spec spec;
    struct tally *tally;
    int status;
};

struct measured {
    struct maze_stats stats;
    int status;
};

static bool measure_sample(void *ctx, size_t i, void *slot)
{
    const struct sampling *run = ctx;
    struct measured *out = slot;
    struct maze *m = NULL;
    out->status = spec_make(&run->spec, run->spec.seed + i, NULL, &m);
    if (out->status)
        return false;
    enum maze_err err = maze_measure(m, &out->stats);
    maze_free(m);
    if (err) {
        cli_error("cannot measure the maze: %s", maze_strerror(err));
        out->status = CLI_FAIL;
    }
    return !err;
}

static bool tally_sample(void *ctx, size_t i, void *slot, bool made)
{
    (void)i;
    struct sampling *run = ctx;
    const struct measured *m = slot;
    if (!made) {
        run->status = m->status ? m->status : CLI_FAIL;
        return false;
    }
    tally_add(run->tally, &m->stats);
    return true;
}

static int sample(const struct options *o, struct tally *t)
{
    struct sampling run = {o->spec, t, CLI_OK};
    struct batch job = {o->samples,
                        o->jobs,
                        sizeof(struct measured),
                        measure_sample,
                        tally_sample,
                        NULL,
                        &run,
                        "sampling",
                        0,
                        NULL,
                        0,
                        NULL};
    if (!batch_run(&job) && !run.status)
        run.status = CLI_FAIL;
    return run.status;
}

/* The header of a table of figures, after a line saying what they are;
 * with a column of difficulty scores when asked. */
static void print_header(bool difficulty)
{
    printf("%-14s %13s %13s %13s %13s %13s %13s %15s %15s", "algorithm",
           "dead ends %", "3-way %", "4-way %", "straight %", "turns %",
           "corridor", "longest", "solution");
    printf(difficulty ? " %15s\n" : "\n", "difficulty");
}

/* A row; end false leaves the line open for another column. */
static void print_tally(const char *label, const struct tally *t, bool end)
{
    printf("%-14s", label);
    for (int i = 0; i < N_FIGURES; i++)
        printf(i < F_LONGEST ? " %6.1f ± %4.1f" : " %7.1f ± %5.1f", t->mean[i],
               tally_sd(t, i));
    if (end)
        printf("\n");
}

static void print_tally_json(const char *label, const struct tally *t)
{
    printf("{\"algorithm\": \"%s\", \"samples\": %.0f", label, t->n);
    for (int i = 0; i < N_FIGURES; i++)
        printf(", \"%s\": {\"mean\": %.4f, \"sd\": %.4f}", figure_name[i],
               t->mean[i], tally_sd(t, i));
    printf("}");
}

static int samples(struct options *o)
{
    if (!spec_seed(&o->spec))
        return CLI_FAIL;
    if (!cli_quiet())
        fprintf(stderr, "seed: %llu\n", (unsigned long long)o->spec.seed);
    if (o->json) {
        printf("[");
    } else {
        printf("%ux%u%s%s, braid %g, %llu mazes per algorithm, seeds %llu to "
               "%llu; mean ± standard deviation\n\n",
               o->spec.width, o->spec.height,
               o->spec.shape != MAZE_SHAPE_RECT ? " " : "",
               o->spec.shape != MAZE_SHAPE_RECT ? maze_shape_name(o->spec.shape)
                                                : "",
               o->spec.recipe->braid, (unsigned long long)o->samples,
               (unsigned long long)o->spec.seed,
               (unsigned long long)(o->spec.seed + o->samples - 1));
        print_header(false);
    }
    bool first = true;
    /* Without -a, every generator that can make these mazes. */
    struct maze_settings_error refusal = {0};
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (o->spec.have_generator && g != o->spec.generator)
            continue;
        struct maze_settings_error err = {0};
        if (maze_settings_set(o->spec.settings, "algorithm", g->name, &err) ||
            maze_settings_check(o->spec.settings, &err)) {
            if (err.code != MAZE_ERR_CONFLICT)
                return spec_refused(&err, "stats");
            refusal = err; /* it cannot carve the mask, shape or floors */
            continue;
        }
        struct tally t = {0};
        int status = sample(o, &t);
        if (status)
            return status;
        if (o->json) {
            printf("%s\n  ", first ? "" : ",");
            print_tally_json(g->name, &t);
        } else {
            print_tally(g->name, &t, true);
        }
        cli_flush_stdout(); /* a row as soon as it is known */
        first = false;
    }
    if (first && refusal.message[0])
        return spec_refused(&refusal, "stats");
    if (o->json)
        printf("\n]\n");
    return CLI_OK;
}

/* The mazes of JSON lines that name one algorithm: a row of the table. */
struct line_group {
    char name[48];
    struct tally t;
    double scores, score_mean, score_m2; /* --difficulty, likewise */
};

/* The most rows: past them, the mazes of other algorithms share one. */
#define LINE_GROUPS 32

/* The row of the algorithm called name ("" : unnamed), made on first
 * sight, in the order the algorithms first come. */
static struct line_group *line_group(struct line_group *g, size_t *n,
                                     const char *name)
{
    const char *label = name[0] ? name : "unnamed";
    for (size_t i = 0; i < *n; i++)
        if (strcmp(g[i].name, label) == 0)
            return &g[i];
    if (*n == LINE_GROUPS)
        return &g[LINE_GROUPS - 1]; /* already "other" */
    struct line_group *row = &g[(*n)++];
    snprintf(row->name, sizeof row->name, "%s",
             *n == LINE_GROUPS ? "other" : label);
    return row;
}

/* JSON lines: each maze measured as it is read; the mean and standard
 * deviation of the figures, a row for each algorithm the lines name, or
 * with --json each maze's figures a line. */
static int measure_lines(const struct options *o, struct cli_lines *lines)
{
    static struct line_group groups[LINE_GROUPS];
    size_t n_groups = 0;
    double mazes = 0;
    bool failed = false;
    struct maze *m = NULL;
    while (!failed && (m = cli_lines_next(lines, &failed))) {
        struct maze_stats st;
        struct maze_difficulty d = {0};
        char where[64];
        snprintf(where, sizeof where, "%s:%lu", lines->name, lines->number);
        enum maze_err err = maze_measure(m, &st);
        if (err) {
            cli_error("%s: cannot measure the maze: %s", where,
                      maze_strerror(err));
            failed = true;
        } else if (o->difficulty && !measure_difficulty(m, where, &d)) {
            failed = true;
        } else if (o->json) {
            print_json(m, &st, o, o->difficulty ? &d : NULL);
        } else {
            struct line_group *g =
                line_group(groups, &n_groups, lines->algorithm);
            tally_add(&g->t, &st);
            g->scores += 1;
            double delta = (double)d.score - g->score_mean;
            g->score_mean += delta / g->scores;
            g->score_m2 += delta * ((double)d.score - g->score_mean);
            mazes += 1;
        }
        maze_free(m);
    }
    if (failed)
        return CLI_FAIL;
    if (!o->json) {
        printf("%.0f mazes from %s; mean ± standard deviation\n\n", mazes,
               lines->name);
        print_header(o->difficulty);
        for (size_t i = 0; i < n_groups; i++) {
            const struct line_group *g = &groups[i];
            print_tally(g->name, &g->t, false);
            if (o->difficulty)
                printf(" %7.1f ± %5.1f", g->score_mean,
                       g->scores > 1 ? sqrt(g->score_m2 / (g->scores - 1))
                                     : 0.0);
            printf("\n");
        }
    }
    return CLI_OK;
}

static int go(struct options *o, int argc, char **argv);

static int run(int argc, char **argv)
{
    struct options o = {0};
    if (maze_request_new(MAZE_CMD_STATS, MAZE_SPELL_OPTIONS, &o.request)) {
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
    /* What was printed is written out, or the failure told, by
     * cli_exit(). */
    return o->samples ? samples(o) : one(o);
}

const struct cli_command cmd_stats = {
    "stats", "measure a maze, or compare algorithms (--samples)", run, usage};
