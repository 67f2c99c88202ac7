/*
 * progress.h - telling the hook how far a long job has come
 * (MAZE_EV_PROGRESS), for whoever draws a progress line. The work is
 * counted in the job's own units (rows written, cells carved); an event
 * goes out about every 1/1024 of it, and once at the end, so a job of a
 * billion steps sends about a thousand. Without a hook it costs a branch.
 */
#ifndef MZ_PROGRESS_H
#define MZ_PROGRESS_H

#include <stdint.h>

#include "maze.h"

struct mz_progress {
    const struct maze_hook *hook; /* NULL: nobody listens */
    uint64_t done, total, next;
};

/* Starts counting `total` units of work for hook (may be NULL). */
void mz_progress_start(struct mz_progress *p, const struct maze_hook *hook,
                       uint64_t total);

/* Sends the event for p->done (no more than p->total). */
void mz_progress_send(struct mz_progress *p);

/* Counts n more units done; sends an event when a step of the work has
 * passed. */
static inline void mz_progress_add(struct mz_progress *p, uint64_t n)
{
    if (p->hook) {
        p->done += n;
        if (p->done >= p->next)
            mz_progress_send(p);
    }
}

/* The work is all done: the last event, with done == total. */
void mz_progress_end(struct mz_progress *p);

/* A hook that passes every event on to `to` and counts the steps of a
 * generator (carves and walls put up) or a solver (cells visited or
 * filled) to tell `to` how far it has come: what maze_make() and
 * maze_solve_from() put between the caller's hook and the work. */
struct mz_progress_relay {
    struct maze_hook hook; /* give this to the work */
    const struct maze *m;
    struct mz_progress count;
};

void mz_progress_relay_start(struct mz_progress_relay *r, const struct maze *m,
                             const struct maze_hook *to, uint64_t total);

#endif /* MZ_PROGRESS_H */
