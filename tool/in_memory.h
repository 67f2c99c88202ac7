/*
 * in_memory.h - a maze drawn into memory by any thread, into room the
 * caller gives, with one stream a thread.
 *
 * A batch draws each maze into memory in a worker and writes it in order
 * from the calling thread. A stream opened and closed for each maze
 * (fopencookie, open_memstream) was a large share of a small maze's time:
 * the FILE and its buffer allocated, linked into and out of stdio's list
 * of streams under one lock for every thread, and the drawing's memory
 * got from malloc in one thread and given back in another. Here each
 * thread keeps one stream, and the text goes into the room the caller
 * gives (a batch's slot) while it fits, into memory of its own only
 * beyond.
 */
#ifndef IN_MEMORY_H
#define IN_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct drawing {
    char *text;  /* what was drawn: room, or memory of its own */
    size_t size; /* its bytes */
    size_t cap;
    bool owned; /* text is memory of its own, for drawing_free */
};

/* The calling thread's stream, writing into d from its start: into room
 * (cap bytes, may be NULL with 0) while the text fits. NULL when out of
 * memory. Until drawing_end, d is the only drawing of this thread. */
FILE *drawing_begin(struct drawing *d, char *room, size_t cap);

/* Ends the drawing begun on f: d holds all that was written. False when
 * a write failed (out of memory). */
bool drawing_end(FILE *f);

/* Frees a drawing's own memory, if any, and empties it. */
void drawing_free(struct drawing *d);

/* Closes the calling thread's stream (another thread's is closed when it
 * ends). */
void drawing_close(void);

#endif
