/*
 * generate_batch.c - maze generate --count N: many mazes made on every
 * core and written as they come, a folder of files with its index.csv, a
 * PDF book, or one JSON-lines stream (see generate.h).
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

#include "batch.h"
#include "cli.h"
#include "in_memory.h"
#include "generate.h"
#include "spool.h"

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
int generate_batch_output(const struct options *o,
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
    struct maze_tried tried; /* with targets: its figures and tries */
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
    bool targets;              /* made to targets (spec_targets(), which
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
                          const struct maze_tried *tried, struct piece *p,
                          int k, size_t at)
{
    struct maze_render_opts opts = b->o->out.opts;
    opts.seed = tried->seed;
    opts.has_difficulty = tried->measured && m->start != MAZE_NONE;
    opts.difficulty = tried->figures.score;
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
 * that was empty, every name: not looked up, a good share of the kernel's
 * time a file) gets an unnamed file, which the workers make at once
 * (spool.h); a name there already a temporary file, renamed over it with
 * its links and mode kept.
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
    p->status = spec_try(&b->o->spec, b->seed + i, b->o->count, NULL,
                          &p->maze, &p->tried);
    if (p->status != CLI_OK)
        return false;
    p->seed = p->tried.seed;
    p->ends = p->maze->start != MAZE_NONE;
    struct maze *m = p->maze;
    if (b->o->solve) {
        struct maze_solve_opts how = b->o->solve_opts;
        how.seed = p->seed; /* the random mouse's, as the maze's */
        p->err = maze_solve(m, b->o->solver, &how, NULL, &p->route);
        p->solving = p->err != MAZE_OK;
        if (p->err)
            return false;
    }
    p->width = m->width;
    p->height = m->height;
    p->route_steps = p->route.length ? p->route.length - 1 : 0;
    if (p->tried.measured && m->start != MAZE_NONE)
        p->route_steps = p->tried.figures.route;
    if (b->dir) /* for index.csv */
        p->dead_ends = maze_dead_ends(m);
    if (b->pdf)
        return true;
    const struct maze_route *solved = b->o->solve ? &p->route : NULL;
    /* JSON lines: one line, with the route when solved; files: the maze,
     * and the solved maze beside it. */
    p->err = draw(b, m, b->lines ? solved : NULL, &p->tried, p, 0, 0);
    if (!p->err && solved && !b->lines)
        p->err = draw(b, m, solved, &p->tried, p, 1,
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
    if (b->o->solve || row->tried.measured)
        fprintf(f, "%zu", row->route_steps);
    fprintf(f, ",%zu", row->dead_ends);
    /* Drawn to a target: its difficulty (empty without ends) and the
     * seeds tried for it. */
    if (b->targets && row->ends)
        fprintf(f, ",%u,%llu", row->tried.figures.score,
                (unsigned long long)row->tried.tries);
    else if (b->targets)
        fprintf(f, ",,%llu", (unsigned long long)row->tried.tries);
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
                                     .tried = p->tried,
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
    b->tries += ok ? p->tried.tries : 0;
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
 * for its core on a busy machine: with a few dozen ahead the worker of a
 * text folder slept much of its run (figures in NEWS.md). */
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
int generate_batch(struct options *o, const struct maze_renderer *r,
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
     * good share of the caller's time); a file takes it a megabyte at once.
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

