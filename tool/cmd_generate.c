/*
 * cmd_generate.c - maze generate: make a maze (or a batch) and write it.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "analysis.h"
#include "batch.h"
#include "drawing.h"
#include "options.h"
#include "spec.h"
#include "spool.h"

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

struct options {
    struct maze_request *request; /* owned */
    struct spec spec;
    bool solve;
    const struct maze_solver *solver;
    uint64_t candidates;
    uint64_t count;
    unsigned jobs; /* threads for --count and --pick-hardest */
    struct maze_solve_opts solve_opts; /* --hand */
    bool stream;
    uint64_t rows;
    struct cli_format out;
    struct cli_analysis analysis;
    bool have_from;
    uint32_t fx, fy;
};

/* What a stream holds a cell of its width, whatever its height: the
 * generator's two rows, its sets (Eller's, 9 bytes a cell) and the text
 * writer's line and marks. */
#define STREAM_BYTES_PER_CELL 16

/* Bytes in words ("32.0 GiB") for the stream's memory message. */
static void bytes_text(double bytes, char *buf, size_t size)
{
    static const char *const unit[] = {"bytes", "KiB", "MiB", "GiB",
                                       "TiB",   "PiB", "EiB"};
    int i = 0;
    while (bytes >= 1024.0 && i < 6) {
        bytes /= 1024.0;
        i++;
    }
    snprintf(buf, size, i ? "%.1f %s" : "%.0f %s", bytes, unit[i]);
}

/* Refuses a stream whose rows this machine cannot hold, before any is
 * made, as the library refuses a grid (its width alone decides). */
static bool stream_fits(uint32_t width)
{
    long pages = sysconf(_SC_PHYS_PAGES);
    long page = sysconf(_SC_PAGE_SIZE);
    double have = pages > 0 && page > 0 ? (double)pages * (double)page : 0;
    double need = (double)width * STREAM_BYTES_PER_CELL;
    if (have == 0 || need <= have)
        return true;
    char need_text[32];
    char have_text[32];
    bytes_text(need, need_text, sizeof need_text);
    bytes_text(have, have_text, sizeof have_text);
    cli_error("rows of %u cells need %s of memory, more than this machine's "
              "%s",
              width, need_text, have_text);
    return false;
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
    const char *clash = o->solve                  ? "--solve"
                        : s->recipe->braid > 0            ? "--braid"
                        : o->out.animate          ? "--animate"
                        : o->count                ? "--count"
                        : o->candidates           ? "--pick-hardest"
                        : s->recipe->have_start           ? "--start"
                        : s->recipe->have_end             ? "--end"
                        : s->recipe->ends != MAZE_ENDS_CORNERS ? "--ends"
                        : s->recipe->mask                 ? "--mask"
                        : s->recipe->gen.weave > 0        ? "--weave"
                        : s->recipe->gen.symmetry         ? "--symmetry"
                        : s->floors > 1           ? "--floors"
                        : spec_targets(s)         ? "--difficulty"
                        : maze_settings_given(s->settings, "wrap") ? "--wrap"
                        : s->shape != MAZE_SHAPE_RECT ? "--shape"
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
    if (o->out.format && strcmp(o->out.format, "text") != 0)
        return cli_usage_error("generate",
                               "--rows writes the text format only");
    if (o->rows == 0 && o->out.output && strcmp(o->out.output, "-") != 0)
        return cli_usage_error("generate",
                               "--rows 0 never ends: send it to a pipe, not "
                               "to a file");
    return stream_fits(s->width) ? -1 : CLI_FAIL;
}

/* Reads the options; returns -1 to go on, or the exit status. */
/* A batch's -o: an existing folder, or a name ending in / for one to be
 * made. A file name is refused rather than taken for a folder's. */
static bool names_a_folder(const char *path)
{
    struct stat st;
    size_t n = strlen(path);
    if (n && path[n - 1] == '/')
        return true;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Where a batch goes: JSON lines to one file or standard output, every
 * other format to a folder. Returns -1 to go on, or the exit status. */
static int check_batch_output(const struct options *o,
                              const struct maze_renderer *r)
{
    bool to_stdout = !o->out.output || strcmp(o->out.output, "-") == 0;
    if (strcmp(r->name, "jsonl") == 0)
        return -1;
    if (to_stdout)
        return cli_usage_error("generate",
                               "--count writes many files: give a folder with "
                               "-o DIR/ (or -f jsonl for one stream)");
    if (!names_a_folder(o->out.output))
        return cli_usage_error("generate",
                               "--count writes many files into a folder, and "
                               "'%s' is not one (give an existing folder, or "
                               "a name ending in /: -o mazes/)",
                               o->out.output);
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
    o->solve = maze_request_given(r, "solve") || maze_request_given(r, "solver");
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
        return cli_usage_error(
            "generate", "--all, --bottlenecks and --distances draw one "
                        "still maze, not %s",
            o->count ? "--count" : o->stream ? "--rows" : "--animate");
    if (o->candidates && spec_targets(&o->spec))
        return cli_usage_error("generate",
                               "--pick-hardest cannot be combined with "
                               "--route-length, --dead-ends or --difficulty "
                               "(they draw seeds of their own)");
    if (o->count && (o->out.animate || o->candidates))
        return cli_usage_error("generate", "--count cannot be combined with %s",
                               o->out.animate ? "--animate" : "--pick-hardest");
    if (o->stream)
        return check_stream(o);
    return cli_format_check_levels(
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

/* A folder's files of one maze, written by the worker that made it: a
 * new name's into an unnamed file of the folder (tool/spool.h), an
 * existing one's into a temporary file beside it (which keeps its links
 * and mode); the caller puts them in place in order. */
struct piece_files {
    struct cli_output out[2];
    struct spool spool[2]; /* fd -1: written to out instead */
    char path[2][4096];
    size_t n;
};

/* The folder's name without the slashes it ends in (join's rule). */
static size_t dir_len(const char *dir)
{
    size_t n = strlen(dir);
    return n > 0 && dir[n - 1] == '/' ? n - 1 : n;
}

/* One maze of a batch, made and drawn by a worker. */
struct piece {
    struct piece_files *files; /* a folder's, written; NULL: not yet */
    struct maze *maze; /* kept for the PDF book only */
    struct maze_route route;
    char *text[2]; /* the maze drawn; with --solve in files, solved too */
    size_t size[2];
    bool owned[2]; /* text[k] is memory of its own, not the slot's room */
    enum maze_err err; /* drawing or solving failed */
    bool solving;      /* ... and it was the solving */
    /* Its row of index.csv. */
    uint64_t seed;
    uint32_t width, height;
    size_t route_steps, dead_ends;
    struct maze_draw drawn; /* with targets: its figures and tries */
    bool ends;              /* it has a start and an end */
    int status;             /* of making it: CLI_USAGE for targets out
                               of reach */
};

struct batch_run {
    const struct options *o;
    const struct maze_renderer *r;
    uint64_t seed;
    const char *dir;           /* the folder; NULL for JSON lines */
    bool pdf, lines;           /* one PDF book; one JSON-lines stream */
    bool targets;              /* drawn to targets (spec_targets(), which
                                  looks the settings up by name: once) */
    bool empty;                /* the folder held nothing when the batch
                                  began: no name to look up first */
    struct cli_output *out;    /* JSON lines: the one output */
    struct cli_output *index;  /* files: index.csv, a row a maze taken */
    struct piece *rows;        /* the PDF book's rows of index.csv */
    struct maze **mazes;       /* the PDF book's mazes ... */
    struct maze_route *routes; /* ... and routes */
    size_t written;            /* mazes whose files are complete */
    uint64_t tries;            /* seeds tried for them */
    int refused;               /* a maze's status when its make failed */
    /* The fatal signals held from the first maze of a run of takes that
     * named files until files_taken(), which writes out the index rows
     * (listed: some not written yet), so that the index a signal leaves
     * lists every maze whose files are in place. */
    bool holding, listed;
    sigset_t was;
    bool old_index_gone; /* forget_old_index() was called */
};

/* Removes the temporary files written ahead, and forgets them. */
static void piece_files_drop(struct piece *p)
{
    for (size_t k = 0; p->files && k < p->files->n; k++) {
        spool_drop(&p->files->spool[k]);
        if (p->files->out[k].lib)
            cli_output_abort(&p->files->out[k]);
    }
    free(p->files);
    p->files = NULL;
}

static void piece_release(struct piece *p)
{
    piece_files_drop(p);
    maze_free(p->maze);
    maze_route_release(&p->route);
    for (int k = 0; k < 2; k++)
        if (p->owned[k])
            free(p->text[k]);
    *p = (struct piece){0};
}

/* A slot's room for its drawings after its struct piece: a solved 10x10
 * maze's JSON line is about 1 KB, its text 0.5 KB each. */
#define PIECE_ROOM 2048

static char *piece_room(struct piece *p)
{
    return (char *)(p + 1);
}

/* Draws m (with route, may be NULL) into memory, with the JSON's seed the
 * maze's own: into p's room from byte `at` while it fits. */
static enum maze_err draw(const struct batch_run *b, const struct maze *m,
                          const struct maze_route *route,
                          const struct maze_draw *drawn, struct piece *p,
                          int k, size_t at)
{
    struct maze_render_opts opts = b->o->out.opts;
    opts.seed = drawn->seed;
    opts.has_difficulty = drawn->measured && m->start != MAZE_NONE;
    opts.difficulty = drawn->figures.score;
    struct drawing d;
    FILE *f = drawing_begin(&d, piece_room(p) + at, PIECE_ROOM - at);
    if (!f)
        return MAZE_ERR_NOMEM;
    enum maze_err err = b->r->render(m, route, &opts, f);
    if (!drawing_end(f) && !err)
        err = MAZE_ERR_NOMEM;
    p->text[k] = d.text;
    p->size[k] = d.size;
    p->owned[k] = d.owned;
    return err;
}

static void file_names(const struct batch_run *b, size_t i, char *name,
                       char *solved, size_t size)
{
    snprintf(name, size, "maze-%04zu.%s", i + 1, b->r->extension);
    snprintf(solved, size, "maze-%04zu-solved.%s", i + 1, b->r->extension);
}

/* In the worker: maze i's files written ahead, so that the caller, one
 * thread for every job's mazes, only names them (creating a file is most
 * of a small maze's time in a folder). A name not there yet (in a folder
 * that was empty, every name: not looked up, a sixth of the kernel's time
 * a file) gets an unnamed file, which the workers make at once (spool.h);
 * a name there already a temporary file, renamed over it with its links
 * and mode kept.
 * Silent: on any failure it leaves nothing, and the caller tries again in
 * order, and says why. */
static void write_ahead(const struct batch_run *b, size_t i, struct piece *p)
{
    struct piece_files *f = calloc(1, sizeof *f);
    if (!f)
        return;
    char name[2][64];
    file_names(b, i, name[0], name[1], sizeof name[0]);
    size_t n = dir_len(b->dir);
    bool ok = true;
    for (size_t k = 0; k < 2 && ok && p->text[k]; k++) {
        f->spool[k].fd = -1;
        ok = (size_t)snprintf(f->path[k], sizeof f->path[k], "%.*s/%s",
                              (int)n, b->dir, name[k]) < sizeof f->path[k];
        struct stat st;
        if (ok &&
            (b->empty || (lstat(f->path[k], &st) != 0 && errno == ENOENT)) &&
            spool_write(&f->spool[k], b->dir, n, p->text[k], p->size[k])) {
            f->n++;
            continue;
        }
        ok = ok && cli_output_try(&f->out[k], f->path[k]);
        if (ok && fwrite(p->text[k], 1, p->size[k], f->out[k].file) !=
                      p->size[k]) {
            cli_output_abort(&f->out[k]);
            ok = false;
        }
        f->n += ok;
    }
    p->files = f;
    if (!ok)
        piece_files_drop(p);
}

static bool make_piece(void *ctx, size_t i, void *slot)
{
    const struct batch_run *b = ctx;
    struct piece *p = slot;
    /* Maze i draws from seed + i a batch's length at a time, so no two
     * share a seed and each is the same whatever thread makes it. */
    p->status = spec_draw(&b->o->spec, b->seed + i, b->o->count, NULL,
                          &p->maze, &p->drawn);
    if (p->status != CLI_OK)
        return false;
    p->seed = p->drawn.seed;
    p->ends = p->maze->start != MAZE_NONE;
    struct maze *m = p->maze;
    if (b->o->solve) {
        p->err = maze_solve(m, b->o->solver, &b->o->solve_opts, NULL, &p->route);
        p->solving = p->err != MAZE_OK;
        if (p->err)
            return false;
    }
    p->width = m->width;
    p->height = m->height;
    p->route_steps = p->route.length ? p->route.length - 1 : 0;
    if (p->drawn.measured && m->start != MAZE_NONE)
        p->route_steps = p->drawn.figures.route;
    if (b->dir) /* for index.csv */
        p->dead_ends = maze_dead_ends(m);
    if (b->pdf)
        return true;
    const struct maze_route *solved = b->o->solve ? &p->route : NULL;
    /* JSON lines: one line, with the route when solved; files: the maze,
     * and the solved maze beside it. */
    p->err = draw(b, m, b->lines ? solved : NULL, &p->drawn, p, 0, 0);
    if (!p->err && solved && !b->lines)
        p->err = draw(b, m, solved, &p->drawn, p, 1,
                      p->owned[0] ? 0 : p->size[0]);
    maze_free(p->maze);
    p->maze = NULL;
    maze_route_release(&p->route);
    if (!p->err && b->dir)
        write_ahead(b, i, p);
    return p->err == MAZE_OK;
}

/* Writes text into a temporary file for path, which the caller commits
 * (or aborts); false after a message, with nothing left. */
static bool write_file(struct cli_output *out, const char *path,
                       const char *text, size_t size)
{
    if (!cli_output_open(out, path))
        return false;
    if (fwrite(text, 1, size, out->file) != size) {
        cli_write_error(out, strerror(errno));
        cli_output_abort(out);
        return false;
    }
    return true;
}

/* A maze's row of index.csv, naming its file. */
static void index_row(const struct batch_run *b, FILE *f, const char *file,
                      const struct piece *row)
{
    fprintf(f, "%s,%llu,%s,%u,%u,", file, (unsigned long long)row->seed,
            b->o->spec.generator->name, row->width, row->height);
    if (b->o->solve || row->drawn.measured)
        fprintf(f, "%zu", row->route_steps);
    fprintf(f, ",%zu", row->dead_ends);
    /* Drawn to a target: its difficulty (empty without ends) and the
     * seeds tried for it. */
    if (b->targets && row->ends)
        fprintf(f, ",%u,%llu", row->drawn.figures.score,
                (unsigned long long)row->drawn.tries);
    else if (b->targets)
        fprintf(f, ",,%llu", (unsigned long long)row->drawn.tries);
    fputc('\n', f);
}

/* An older batch's index.csv, removed before the first of this batch's
 * files takes a name it may list: this batch's index takes its place only
 * when written out (at the end, or when a signal is caught), and a
 * SIGKILL in between would leave the older one naming mazes its files no
 * longer hold. After such a kill the folder has no index, or this
 * batch's rows of files in place; never a wrong one. */
static bool forget_old_index(struct batch_run *b)
{
    if (b->old_index_gone || b->empty)
        return true;
    b->old_index_gone = true;
    char path[4096];
    if (!join(path, sizeof path, b->dir, "index.csv"))
        return false;
    if (unlink(path) != 0 && errno != ENOENT) {
        cli_error("cannot remove the older index '%s': %s", path,
                  strerror(errno));
        return false;
    }
    return true;
}

/* Puts maze i's files (the maze, and solved beside it when there is one)
 * in place and adds its row to the index, with the fatal signals held
 * back until files_taken(). */
static bool finish_files(struct batch_run *b, struct piece_files *f,
                         const char *name, const struct piece *p)
{
    if (!b->holding) {
        cli_hold_signals(&b->was);
        b->holding = true;
    }
    bool ok = forget_old_index(b);
    for (size_t k = 0; k < f->n; k++) {
        if (!ok) {
            spool_drop(&f->spool[k]);
            if (f->out[k].lib)
                cli_output_abort(&f->out[k]);
        } else if (f->spool[k].fd < 0) {
            ok = cli_output_commit(&f->out[k]);
        } else if (!spool_name(&f->spool[k], f->path[k])) {
            /* A file took the name since it was looked at: it is
             * replaced the way any output is. */
            if (errno == EEXIST) {
                ok = write_file(&f->out[k], f->path[k], p->text[k],
                                p->size[k]) &&
                     cli_output_commit(&f->out[k]);
            } else {
                cli_error("cannot write '%s': %s", f->path[k],
                          strerror(errno));
                ok = false;
            }
        }
    }
    if (ok) {
        index_row(b, b->index->file, name, p);
        b->listed = true;
    }
    return ok;
}

/* After a run of mazes taken: their rows of the index written out, then
 * the signals held since the first of them let through. One hold and one
 * write for the run, where a maze's were as many system calls as naming
 * its two files, in the thread every job waits on. */
static bool files_taken(void *ctx)
{
    struct batch_run *b = ctx;
    bool ok = true;
    if (b->listed) {
        ok = fflush(b->index->file) == 0;
        if (!ok)
            cli_write_error(b->index, strerror(errno));
        else
            cli_output_keep_on_signal(b->index);
        b->listed = false;
    }
    if (b->holding) {
        cli_release_signals(&b->was);
        b->holding = false;
    }
    return ok;
}

static bool take_piece(void *ctx, size_t i, void *slot, bool made)
{
    struct batch_run *b = ctx;
    struct piece *p = slot;
    bool ok = made;
    if (!made && p->status && !b->refused && b->targets)
        b->refused = p->status;
    if (!made && p->err == MAZE_ERR_TOO_BIG)
        cli_error("maze %zu: the picture would be over 32767 pixels a side, "
                  "more than %s can draw (try a smaller --cell)",
                  i + 1, b->r->name);
    else if (!made && p->err)
        cli_error("maze %zu (seed %llu): cannot %s it: %s", i + 1,
                  (unsigned long long)p->seed, p->solving ? "solve" : "draw",
                  maze_strerror(p->err));
    if (ok && b->rows) {
        b->rows[i] = (struct piece){.seed = p->seed,
                                     .width = p->width,
                                     .height = p->height,
                                     .route_steps = p->route_steps,
                                     .dead_ends = p->dead_ends,
                                     .drawn = p->drawn,
                                     .ends = p->ends};
    }
    if (ok && b->pdf) {
        b->mazes[i] = p->maze;
        b->routes[i] = p->route;
        p->maze = NULL;
        p->route = (struct maze_route){0};
    } else if (ok && b->lines) {
        ok = fwrite(p->text[0], 1, p->size[0], b->out->file) == p->size[0];
        if (!ok)
            cli_write_error(b->out, strerror(errno));
    } else if (ok && p->files) {
        char name[64];
        char solved[64];
        file_names(b, i, name, solved, sizeof name);
        ok = finish_files(b, p->files, name, p);
    } else if (ok) {
        char name[64];
        char solved[64];
        struct piece_files files = {.spool = {{-1}, {-1}}};
        file_names(b, i, name, solved, sizeof name);
        ok = join(files.path[0], sizeof files.path[0], b->dir, name) &&
             write_file(&files.out[0], files.path[0], p->text[0],
                        p->size[0]);
        files.n += ok;
        if (ok && p->text[1]) {
            ok = join(files.path[1], sizeof files.path[1], b->dir, solved) &&
                 write_file(&files.out[1], files.path[1], p->text[1],
                            p->size[1]);
            files.n += ok;
        }
        if (ok)
            ok = finish_files(b, &files, name, p);
        else if (files.n)
            cli_output_abort(&files.out[0]);
    }
    b->written += ok;
    b->tries += ok ? p->drawn.tries : 0;
    piece_release(p);
    return ok;
}

static void drop_piece(void *ctx, void *slot)
{
    (void)ctx;
    piece_release(slot);
}

/* What a made piece holds: its drawings, or the book's maze and route. */
static size_t piece_holds(void *ctx, const void *slot)
{
    (void)ctx;
    const struct piece *p = slot;
    return (p->owned[0] ? p->size[0] : 0) + (p->owned[1] ? p->size[1] : 0) +
           (p->maze ? p->maze->cells : 0) +
           p->route.length * sizeof *p->route.cells;
}

/* The index: one row a maze, the way spreadsheets read it. Opened before
 * the first maze, with its header. */
static bool open_index(const struct batch_run *b, struct cli_output *out)
{
    char path[4096];
    if (!join(path, sizeof path, b->dir, "index.csv") ||
        !cli_output_open(out, path))
        return false;
    fprintf(out->file, "file,seed,algorithm,width,height,route_length,"
                       "dead_ends%s\n",
            b->targets ? ",difficulty,tries" : "");
    return true;
}

/* Makes the folder dir unless it is there; *empty says whether it holds
 * nothing (then the batch's names are new, and a file that takes one
 * meanwhile is replaced when its name is given, see finish_files()). */
static bool make_dir(const char *dir, bool *empty)
{
    struct stat st;
    *empty = false;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
        DIR *d = opendir(dir);
        const struct dirent *e = NULL;
        while (d && (e = readdir(d)) &&
               (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0))
            ;
        *empty = d && !e;
        if (d)
            closedir(d);
        return true;
    }
    *empty = true;
    if (mkdir(dir, 0777) == 0)
        return true;
    cli_error("cannot make the folder '%s': %s", dir, strerror(errno));
    return false;
}

/* The PDF book of every maze, then their answers. */
static bool write_book(struct batch_run *b)
{
    size_t n = b->o->count;
    const struct maze **mazes = calloc(n, sizeof *mazes);
    const struct maze_route **routes = calloc(n, sizeof *routes);
    char path[4096];
    struct cli_output out;
    bool ok = mazes && routes && join(path, sizeof path, b->dir, "mazes.pdf") &&
              cli_output_open(&out, path);
    if (ok) {
        for (size_t i = 0; i < n; i++) {
            mazes[i] = b->mazes[i];
            routes[i] = b->o->solve ? &b->routes[i] : NULL;
        }
        enum maze_err err =
            maze_render_pdf_book(mazes, routes, n, &b->o->out.opts, out.file);
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
    return ok;
}

/* The most pieces of a folder made ahead: each holds its two files open
 * (unnamed, see spool.h; temporary files are CLI_FILES_AHEAD at most,
 * cli_output_try() refuses more), so a quarter of the open files allowed
 * at most. A deep window keeps the workers going while the caller waits
 * for its core on a busy machine: with 32 ahead the worker of a text
 * folder slept 1.1 s of its 2 s (perf sched timehist, load 9). */
static size_t folder_ahead(void)
{
    size_t ahead = 256;
    struct rlimit files;
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY &&
        files.rlim_cur / 4 < ahead + 16)
        ahead = files.rlim_cur / 4 > 16 ? files.rlim_cur / 4 - 16 : 1;
    return ahead;
}

/* --count: the mazes made on every core (--jobs), written in order, so the
 * files are the same whatever the number of jobs. */
static int batch(struct options *o, const struct maze_renderer *r,
                 uint64_t seed)
{
    struct batch_run b = {.o = o, .r = r, .seed = seed};
    b.targets = spec_targets(&o->spec);
    b.pdf = strcmp(r->name, "pdf") == 0;
    b.lines = strcmp(r->name, "jsonl") == 0;
    b.dir = b.lines ? NULL : o->out.output;
    if (b.dir && !make_dir(b.dir, &b.empty))
        return CLI_FAIL;
    size_t n = o->count;
    /* A stream keeps nothing of the mazes it has written, and the files
     * of a folder add their rows to the index as they go; the book keeps
     * its mazes (and rows) until the end. */
    if (b.pdf) {
        b.rows = calloc(n, sizeof *b.rows);
        b.mazes = calloc(n, sizeof *b.mazes);
        b.routes = calloc(n, sizeof *b.routes);
    }
    if (b.pdf && (!b.rows || !b.mazes || !b.routes)) {
        free(b.rows);
        free(b.mazes);
        free(b.routes);
        cli_error("out of memory for %zu mazes", n);
        return CLI_FAIL;
    }
    struct cli_output out = {0};
    struct cli_output index = {0};
    bool ok = b.lines ? cli_output_open(&out, o->out.output)
                      : open_index(&b, &index);
    /* A stream of small mazes is a write of stdio's 4 KB at a time (a
     * tenth of the caller's time); a file takes it a megabyte at once.
     * glibc sizes a buffer of its own by the file, not by setvbuf. */
    char *big = ok && b.lines && out.path ? malloc(1 << 20) : NULL;
    if (big)
        setvbuf(out.file, big, _IOFBF, 1 << 20);
    /* Only the calling thread writes the lines (take_piece): stdio need
     * not lock the stream for each once the batch's workers run. */
    if (ok && b.lines)
        __fsetlocking(out.file, FSETLOCKING_BYCALLER);
    b.out = &out;
    b.index = &index;
    if (ok) {
        /* A folder's pieces hold their files open. */
        struct batch job = {n,
                            o->jobs,
                            sizeof(struct piece) + PIECE_ROOM,
                            make_piece,
                            take_piece,
                            drop_piece,
                            &b,
                            "making",
                            b.dir && !b.pdf ? folder_ahead() : 0,
                            piece_holds,
                            sizeof(struct piece),
                            b.dir && !b.pdf ? files_taken : NULL};
        ok = batch_run(&job);
        drawing_close();
        if (b.lines && ok)
            ok = cli_output_commit(&out);
        else if (b.lines)
            cli_output_abort(&out);
    }
    free(big); /* the stream it buffered is closed */
    if (ok && b.pdf)
        ok = forget_old_index(&b) && write_book(&b);
    size_t written = b.pdf ? (ok ? n : 0) : b.written;
    /* A batch that stopped part way still lists the mazes it finished; one
     * that finished none leaves the folder's index as it was. */
    bool indexed = true;
    if (b.dir && index.lib) {
        for (size_t i = 0; b.pdf && i < written; i++)
            index_row(&b, index.file, "mazes.pdf", &b.rows[i]);
        if (written > 0) {
            indexed = cli_output_commit(&index);
        } else {
            cli_output_abort(&index);
            indexed = false;
        }
    } else if (b.dir) {
        indexed = false;
    }
    ok = ok && indexed;
    for (size_t i = 0; b.pdf && i < n; i++) {
        maze_free(b.mazes[i]);
        maze_route_release(&b.routes[i]);
    }
    free(b.mazes);
    free(b.routes);
    free(b.rows);
    const char *where = o->out.output ? o->out.output : "standard output";
    if (ok && !cli_quiet()) {
        if (spec_targets(&o->spec))
            fprintf(stderr, "wrote %zu maze%s to %s (%llu seeds tried for "
                            "them)\n",
                    n, n == 1 ? "" : "s", where, (unsigned long long)b.tries);
        else
            fprintf(stderr, "wrote %zu maze%s to %s\n", n, n == 1 ? "" : "s",
                    where);
    } else if (!ok && written > 0 && written < n && !b.lines)
        /* What was finished; a batch that finished none has said why in
         * its one line. */
        fprintf(stderr, "wrote %zu of %zu mazes to %s%s\n", written, n, where,
                indexed ? " (listed in its index.csv)" : "");
    return ok ? CLI_OK : b.refused ? b.refused : CLI_FAIL;
}

/* ------------------------------------------------------------- streams */

static int stream(struct options *o)
{
    if (!spec_seed(&o->spec))
        return CLI_FAIL;
    if (!cli_quiet())
        fprintf(stderr, "seed: %llu\n", (unsigned long long)o->spec.seed);
    struct maze_rng rng;
    maze_rng_seed(&rng, o->spec.seed);
    struct maze_stream *s = NULL;
    enum maze_err err = maze_stream_new(o->spec.generator, o->spec.width,
                                        o->rows, &rng, &o->spec.recipe->gen, &s);
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

/* ------------------------------------------------------------ targets */

/* One maze drawn to --route-length, --dead-ends or --difficulty: seeds
 * seed, seed+1, ... until one fits; its seed (which makes it again
 * without the targets) and the tries are said on stderr. */
static int drawn(struct options *o, const struct maze_renderer *renderer,
                 uint64_t seed)
{
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_hook *watch = o->out.animate ? &hook : NULL;
    struct maze *m = NULL;
    struct maze_draw found = {0};
    int status = spec_draw(&o->spec, seed, 1, watch, &m, &found);
    if (status) {
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
    o->out.opts.algorithm = o->spec.generator->name;
    o->out.opts.has_seed = true;
    o->out.opts.seed = found.seed;
    o->out.opts.braid = o->spec.recipe->braid;
    o->out.opts.has_difficulty = m->start != MAZE_NONE;
    o->out.opts.difficulty = d->score;
    struct cli_output out = {0};
    struct maze_route route = {0};
    bool opened = cli_output_open(&out, o->out.output);
    if (!opened)
        status = CLI_FAIL;
    if (!status && o->solve &&
        !cli_solve(m, o->solver, MAZE_NONE, &o->solve_opts, watch, &route))
        status = CLI_FAIL;
    if (!status &&
        !cli_render(&o->out, renderer, m, o->solve ? &route : NULL, &rec, &out))
        status = CLI_FAIL;
    else if (status && opened)
        cli_output_abort(&out);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
    return status;
}

/* ---------------------------------------------------------------- run */

static int go(struct options *o, int argc, char **argv);

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
        !(renderer = cli_format_floors(&o->out, renderer, "generate")))
        return CLI_USAGE;
    if (o->count && (status = check_batch_output(o, renderer)) >= 0)
        return status;
    if (!spec_seed(&o->spec))
        return CLI_FAIL;
    uint64_t seed = o->spec.seed;
    if (o->candidates && (status = pick_hardest(o, &seed)))
        return status;
    if (!o->count && spec_targets(&o->spec))
        return drawn(o, renderer, seed);
    if (!cli_quiet())
        fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
    o->out.opts.algorithm = o->spec.generator->name;
    o->out.opts.has_seed = true;
    o->out.opts.seed = seed;
    o->out.opts.braid = o->spec.recipe->braid;
    if (o->count)
        return batch(o, renderer, seed);
    struct cli_output out;
    if (!cli_output_open(&out, o->out.output))
        return CLI_FAIL;
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    const struct maze_hook *watch = o->out.animate ? &hook : NULL;
    struct maze *m = NULL;
    status = spec_make(&o->spec, seed,
                       progress_hook_also("making", "cells", watch), &m);
    progress_end();
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
        !cli_render(&o->out, renderer, m, one_route ? &route : NULL, &rec, &out))
        status = CLI_FAIL;
    else if (status)
        cli_output_abort(&out);
    maze_route_release(&route);
    maze_recording_release(&rec);
    cli_analysis_release(&o->analysis);
    maze_free(m);
    return status;
}

const struct cli_command cmd_generate = {"generate", "make a maze and write it",
                                         run, usage};
