/*
 * batch.h - many mazes on every core, handed over in order: the library's
 * batch (maze.h: struct maze_batch, which says how) with the tool's
 * progress line and words.
 *
 * Workers block every signal, so a signal is handled by the calling
 * thread, which owns the output files.
 */
#ifndef BATCH_H
#define BATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "maze.h"

struct batch {
    size_t count;     /* pieces */
    unsigned jobs;    /* threads making them; 1 makes them in the caller */
    size_t slot_size; /* bytes of one piece's slot, zeroed before make
                       * (or its first `zeroed`) */
    /* Does piece i into slot; false when it failed (and said why). */
    bool (*make)(void *ctx, size_t i, void *slot);
    /* Takes piece i, in order, and releases what its slot holds; false
     * stops the batch (the pieces made ahead are dropped with drop). A
     * failed make is taken too (made false), so it can be reported in
     * order; returning false then stops. */
    bool (*take)(void *ctx, size_t i, void *slot, bool made);
    /* Releases a slot that will not be taken (may be NULL). */
    void (*drop)(void *ctx, void *slot);
    void *ctx;
    /* The progress line's words for it ("making"; NULL: "working"),
     * counted in mazes as they are taken. */
    const char *what;
    /* The most pieces made ahead of the one taken (0: the batch's own
     * choice), for pieces that hold files open. */
    size_t ahead;
    /* The bytes a made slot holds besides itself (may be NULL: none), so
     * that the pieces made ahead of a slow taker stay under BATCH_HELD
     * bytes however large each maze. */
    size_t (*holds)(void *ctx, const void *slot);
    /* The bytes of a slot, from its start, zeroed before make (0: all of
     * it): room after them that make fills is left as it is. */
    size_t zeroed;
    /* Called after each run of pieces taken one after another, before
     * the calling thread waits or makes a piece itself (may be NULL): what
     * take did for each can be finished once for the run (a file flushed,
     * signals let through again). False stops the batch as take's does. */
    bool (*taken)(void *ctx);
};

/* The most bytes the pieces made and not yet taken hold: the library's
 * (MAZE_BATCH_HELD). */
#define BATCH_HELD MAZE_BATCH_HELD

/* Runs the batch; true when every piece was made and taken. A failure to
 * start threads or get memory says so and returns false. */
bool batch_run(const struct batch *b);

/* The number of jobs for "all cores": the processors online, at least 1. */
unsigned batch_cores(void);

/* Parses --jobs N (1 to 1024); false after a message. */
bool batch_jobs(const char *text, unsigned *jobs);

#endif
