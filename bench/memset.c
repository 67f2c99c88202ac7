/*
 * memset.c - the floor for a generator that writes one byte a cell: a
 * plain memset of a fresh maze's cells, the memory maze_new() gives (and
 * the bench times, allocation included), to set beside binary-tree.
 *
 * usage: memset W H [SEED]  prints "memset W=.. H=.. ns_per_cell=..." on
 * stderr, as the reference programs of ../shared/bench-limit do, so that
 * compare.sh reads both alike. Built by compare.sh against build/libmaze.a.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "maze.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    if (argc < 3) { /* a third argument, the references' seed, is ignored */
        fprintf(stderr, "usage: memset W H [SEED]\n");
        return 2;
    }
    uint32_t w = (uint32_t)strtoul(argv[1], NULL, 10);
    uint32_t h = (uint32_t)strtoul(argv[2], NULL, 10);
    struct maze *m = NULL;
    double t0 = now();
    if (maze_new(w, h, &m) != MAZE_OK) {
        fprintf(stderr, "memset: no maze of %ux%u\n", w, h);
        return 1;
    }
    memset(m->cell, MAZE_CELL_EAST, m->cells);
    double seconds = now() - t0;
    /* Read a byte back, so that the memset cannot be left out. */
    fprintf(stderr, "memset W=%u H=%u ns_per_cell=%.2f check=%u\n", w, h,
            seconds * 1e9 / ((double)w * h), m->cell[m->cells / 2]);
    maze_free(m);
    return 0;
}
