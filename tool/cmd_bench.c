/*
 * cmd_bench.c - maze bench: how fast, and how much memory per cell.
 *
 * Each run happens in a child process of its own, so that its peak
 * resident memory (what the kernel counts, page faults included) belongs
 * to that run alone; the child reports its timing and peak through a pipe.
 * The figure is the median of --repeat runs, because these machines are
 * noisy.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "options.h"
#include "solving.h"
#include "spec.h"

static const char usage_text[] =
    "usage: maze bench [options]\n"
    "\n"
    "Times generators and solvers and prints, per algorithm, nanoseconds "
    "per cell\n"
    "(the median of the runs), cells per second and the peak memory per "
    "cell. Each\n"
    "run is a process of its own.\n"
    "\n";

static void usage(FILE *out)
{
    fputs(usage_text, out);
    cli_options_usage(out, MAZE_CMD_BENCH);
}

struct run {
    double seconds;
    long peak_kib;  /* peak resident memory at the end */
    long start_kib; /* ... before the maze was allocated */
    int ok;
    int gave_up; /* a solver that may give up did (timed all the same) */
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long peak_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* What one row times: a generator, or a solver on the default
 * generator's maze. */
struct timed {
    const char *name;
    const struct maze_generator *gen;
    const struct maze_solver *solver;
};

/* In the child: one timed run. The maze is allocated inside the timing,
 * as a user's run allocates it; a solver's timing starts once the maze is
 * made. */
static struct run measure(const struct timed *t, uint32_t w, uint32_t h,
                          uint64_t seed)
{
    struct run r = {0, 0, peak_kib(), 0, 0};
    bool solve = t->solver != NULL;
    const struct maze_generator *g = t->gen ? t->gen : maze_generators();
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze *m = NULL;
    double t0 = now();
    if (maze_new(w, h, &m) != MAZE_OK)
        return r;
    if (maze_generate(m, g, &rng, NULL, NULL) != MAZE_OK)
        return r;
    if (solve) {
        struct maze_route route = {0};
        t0 = now();
        enum maze_err err = maze_solve(m, t->solver, NULL, NULL, &route);
        if (err != MAZE_OK && err != MAZE_ERR_DEFEATED)
            return r;
        r.gave_up = err == MAZE_ERR_DEFEATED;
        maze_route_release(&route);
    }
    r.seconds = now() - t0;
    r.peak_kib = peak_kib();
    r.ok = 1;
    maze_free(m);
    return r;
}

static bool run_child(const struct timed *t, uint32_t w, uint32_t h,
                      uint64_t seed, struct run *out)
{
    int fd[2];
    if (pipe(fd) != 0)
        return false;
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return false;
    }
    if (pid == 0) {
        close(fd[0]);
        struct run r = measure(t, w, h, seed);
        ssize_t n = write(fd[1], &r, sizeof r);
        _exit(n == (ssize_t)sizeof r ? 0 : 1);
    }
    close(fd[1]);
    ssize_t n = read(fd[0], out, sizeof *out);
    close(fd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return n == (ssize_t)sizeof *out && out->ok && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

static int by_seconds(const void *a, const void *b)
{
    double x = ((const struct run *)a)->seconds;
    double y = ((const struct run *)b)->seconds;
    return (x > y) - (x < y);
}

static bool bench_one(const struct timed *t, uint32_t w, uint32_t h,
                      uint64_t seed, unsigned repeat)
{
    struct run runs[64];
    for (unsigned i = 0; i < repeat; i++) {
        if (!run_child(t, w, h, seed, &runs[i])) {
            cli_error("the %s run at %ux%u failed (out of memory?)", t->name, w,
                      h);
            return false;
        }
    }
    qsort(runs, repeat, sizeof runs[0], by_seconds);
    const struct run *mid = &runs[repeat / 2];
    double cells = (double)w * h;
    long peak = 0;
    for (unsigned i = 0; i < repeat; i++)
        if (runs[i].peak_kib - runs[i].start_kib > peak)
            peak = runs[i].peak_kib - runs[i].start_kib;
    char size[32];
    snprintf(size, sizeof size, "%ux%u", w, h);
    bool gave_up = false;
    for (unsigned i = 0; i < repeat; i++)
        gave_up |= runs[i].gave_up != 0;
    printf("%-16s %11s %9.2f %12.1f %11.2f%s%s\n", t->name, size,
           mid->seconds * 1e9 / cells, cells / mid->seconds / 1e6,
           (double)peak * 1024.0 / cells, gave_up ? "  gave up: it " : "",
           gave_up ? t->solver->gives_up : "");
    cli_flush_stdout(); /* a row as soon as it is known */
    return true;
}

/* What the command line asks for. */
struct bench_args {
    struct timed one; /* -a; name NULL: the first generator */
    uint64_t w, h, seed, repeat;
    bool all, sized;
};

/* The solver whose own name (not an alias) is name, or NULL. */
static const struct maze_solver *solver_called(const char *name)
{
    for (const struct maze_solver *s = maze_solvers(); s->name; s++)
        if (maze_name_distance(name, s->name, NULL) == 0)
            return s;
    return NULL;
}

/* What -a names, as the registries spell it: a solver by its own name
 * first (so dfs is the solver, though the backtracker is also known by
 * it), then a generator, then a solver by an alias. false (with the
 * message printed) when there is none by that name. */
static bool algorithm_named(const char *name, struct timed *t)
{
    const struct maze_solver *s = solver_called(name);
    const struct maze_generator *g = s ? NULL : maze_generator_find(name);
    if (!s && !g)
        s = maze_solver_find(name);
    if (s) {
        *t = (struct timed){.name = s->name, .solver = s};
        return true;
    }
    if (g && !maze_generator_takes(g, MAZE_SHAPE_RECT, false)) {
        /* Bench times rectangles; classical's one grid is fixed. */
        cli_error("%s makes polar grids only, and bench times rectangles",
                  g->name);
        return false;
    }
    if (g) {
        *t = (struct timed){.name = g->name, .gen = g};
        return true;
    }
    /* The nearest name of either registry: -a takes both. */
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    for (const struct maze_generator *n = maze_generators(); n->name; n++)
        maze_nearest_offer(&near, n->name, n->aliases);
    for (const struct maze_solver *n = maze_solvers(); n->name; n++)
        maze_nearest_offer(&near, n->name, n->aliases);
    if (maze_nearest_name(&near))
        cli_error("unknown algorithm '%s' (did you mean %s? all of them: "
                  "maze list)",
                  name, maze_nearest_name(&near));
    else
        cli_error("unknown algorithm '%s' (try: maze list, its generators "
                  "and solvers)",
                  name);
    return false;
}

/* --solver NAME: that solver timed, on the mazes of the generator -a
 * named (t as -a left it), else the default generator's. -1 to go on,
 * else the exit status. */
static int solver_named(const char *name, struct timed *t)
{
    const struct maze_solver *s = cli_solver(name);
    if (!s)
        return CLI_USAGE;
    if (t->solver)
        return cli_usage_error("bench",
                               "-a %s is a solver, and --solver names the one "
                               "timed: -a is then the maze's generator",
                               t->name);
    *t = (struct timed){.name = s->name, .gen = t->gen, .solver = s};
    return -1;
}

/* Reads the options into *a: CLI_OK to go on, else the exit status
 * (help printed: -1, so the caller stops with CLI_OK). */
static int parse_args(int argc, char **argv, struct bench_args *a)
{
    *a = (struct bench_args){.w = 1000, .h = 1000, .seed = 1, .repeat = 3};
    struct maze_request *r = NULL;
    if (maze_request_new(MAZE_CMD_BENCH, MAZE_SPELL_OPTIONS, &r)) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_BENCH, "bench");
    int status = cli_options_parse(&p, r, argc, argv, usage);
    if (status < 0 && maze_request_given(r, "algorithm") &&
        !algorithm_named(maze_request_value(r, "algorithm"), &a->one))
        status = CLI_USAGE;
    if (status < 0 && maze_request_given(r, "solver"))
        status = solver_named(maze_request_value(r, "solver"), &a->one);
    a->sized = maze_request_given(r, "width") || maze_request_given(r, "height");
    if (maze_request_given(r, "width"))
        a->w = cli_whole(r, "width");
    if (maze_request_given(r, "height"))
        a->h = cli_whole(r, "height");
    if (maze_request_given(r, "seed"))
        a->seed = cli_whole(r, "seed");
    if (maze_request_given(r, "repeat"))
        a->repeat = cli_whole(r, "repeat");
    a->all = maze_request_given(r, "all");
    maze_request_free(r);
    if (status == CLI_OK)
        return -1; /* --help */
    if (status >= 0)
        return status;
    if (optind < argc)
        return cli_usage_error("bench", "unexpected argument '%s'",
                               argv[optind]);
    if (a->all && a->one.name)
        return cli_usage_error("bench",
                               "--all times every algorithm; leave out -a "
                               "and --solver");
    if (!cli_size_fits((uint32_t)a->w, (uint32_t)a->h))
        return CLI_FAIL;
    return CLI_OK;
}

/* --all: every generator and every solver at the size asked for, else at
 * a small and a large square. */
static int bench_all(const struct bench_args *a)
{
    const uint32_t sizes[2][2] = {
        {a->sized ? (uint32_t)a->w : 1000, a->sized ? (uint32_t)a->h : 1000},
        {4000, 4000}};
    for (int i = 0; i < (a->sized ? 1 : 2); i++) {
        uint32_t across = sizes[i][0];
        uint32_t down = sizes[i][1];
        for (const struct maze_generator *g = maze_generators(); g->name; g++) {
            struct timed t = {.name = g->name, .gen = g};
            if (maze_generator_takes(g, MAZE_SHAPE_RECT, false) &&
                !bench_one(&t, across, down, a->seed, (unsigned)a->repeat))
                return CLI_FAIL;
        }
        for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
            struct timed t = {.name = s->name, .solver = s};
            if (!bench_one(&t, across, down, a->seed, (unsigned)a->repeat))
                return CLI_FAIL;
        }
    }
    return CLI_OK;
}

static int run(int argc, char **argv)
{
    struct bench_args a;
    int status = parse_args(argc, argv, &a);
    if (status)
        return status < 0 ? CLI_OK : status;
    printf("%-16s %11s %9s %12s %11s\n", "algorithm", "size", "ns/cell",
           "Mcells/s", "bytes/cell");
    if (a.all)
        return bench_all(&a);
    if (!a.one.name)
        a.one = (struct timed){.name = maze_generators()->name,
                               .gen = maze_generators()};
    return bench_one(&a.one, (uint32_t)a.w, (uint32_t)a.h, a.seed,
                     (unsigned)a.repeat)
               ? CLI_OK
               : CLI_FAIL;
}

const struct cli_command cmd_bench = {
    "bench", "time the algorithms: ns and bytes per cell", run, usage};
