/*
 * gentime.c - one generator's run timed as the reference programs of
 * ../shared/bench-limit time theirs (allocation included), by the CPU
 * time the process took (user and system: the page faults are the
 * kernel's) or by the clock on the wall, so that bench/compare.sh can
 * set the two side by side on a machine others are using too: there a
 * run's wall time is mostly its waits for a core.
 *
 * usage: gentime ALGORITHM W H [SEED] [wall]  prints "gentime ALGORITHM
 * W=.. H=.. ns_per_cell=.. bytes_per_cell=.." on stderr, bytes_per_cell
 * being the growth of the peak resident memory. Built by compare.sh
 * against build/libmaze.a.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "maze.h"

static double seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long peak_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: gentime ALGORITHM W H [SEED] [wall]\n");
        return 2;
    }
    const struct maze_generator *gen = maze_generator_find(argv[1]);
    uint32_t w = (uint32_t)strtoul(argv[2], NULL, 10);
    uint32_t h = (uint32_t)strtoul(argv[3], NULL, 10);
    uint64_t seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
    clockid_t clock = argc > 5 && strcmp(argv[5], "wall") == 0
                          ? CLOCK_MONOTONIC
                          : CLOCK_PROCESS_CPUTIME_ID;
    if (!gen) {
        fprintf(stderr, "gentime: no generator '%s'\n", argv[1]);
        return 2;
    }
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    long before = peak_kib();
    struct maze *m = NULL;
    double t0 = seconds(clock);
    if (maze_new(w, h, &m) != MAZE_OK ||
        maze_generate(m, gen, &rng, NULL, NULL) != MAZE_OK) {
        fprintf(stderr, "gentime: no maze of %ux%u\n", w, h);
        return 1;
    }
    double took = seconds(clock) - t0;
    double cells = (double)w * h;
    fprintf(stderr, "gentime %s W=%u H=%u ns_per_cell=%.2f bytes_per_cell=%.2f\n",
            argv[1], w, h, took * 1e9 / cells,
            (double)(peak_kib() - before) * 1024.0 / cells);
    maze_free(m);
    return 0;
}
