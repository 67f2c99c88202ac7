/*
 * memset.c - the floor for a generator that writes one byte a cell: a
 * plain memset of a fresh maze's cells, the memory maze_new() gives (and
 * the bench times, allocation included), to set beside binary-tree.
 *
 * usage: memset W H [SEED [wall]]  prints "memset W=.. H=.. ns_per_cell=.."
 * on stderr, as the reference programs of ../shared/bench-limit do, so
 * that compare.sh reads both alike; timed by the CPU time the process took
 * (user and system), or by the wall clock given "wall". Built by compare.sh against build/libmaze.a.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "maze.h"

static double now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    if (argc < 3) { /* a third argument, the references' seed, is ignored */
        fprintf(stderr, "usage: memset W H [SEED [wall]]\n");
        return 2;
    }
    uint32_t w = (uint32_t)strtoul(argv[1], NULL, 10);
    uint32_t h = (uint32_t)strtoul(argv[2], NULL, 10);
    struct maze *m = NULL;
    clockid_t clock = argc > 4 && strcmp(argv[4], "wall") == 0
                          ? CLOCK_MONOTONIC
                          : CLOCK_PROCESS_CPUTIME_ID;
    double t0 = now(clock);
    if (maze_new(w, h, &m) != MAZE_OK) {
        fprintf(stderr, "memset: no maze of %ux%u\n", w, h);
        return 1;
    }
    memset(m->cell, MAZE_CELL_EAST, m->cells);
    double seconds = now(clock) - t0;
    /* Read a byte back, so that the memset cannot be left out. */
    fprintf(stderr, "memset W=%u H=%u ns_per_cell=%.2f check=%u\n", w, h,
            seconds * 1e9 / ((double)w * h), m->cell[m->cells / 2]);
    maze_free(m);
    return 0;
}
