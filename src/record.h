/*
 * record.h - events: sending one to the hook, and what a recording
 * holds (record.c).
 */
#ifndef MZ_RECORD_H
#define MZ_RECORD_H

#include "maze.h"

/* Sends one event to the hook, if there is one. */
static inline void mz_emit(const struct maze_hook *hook,
                           enum maze_event_kind kind, size_t a, size_t b)
{
    if (hook) {
        struct maze_event ev = {.kind = kind, .a = a, .b = b};
        hook->fn(&ev, hook->user);
    }
}

/* Whether a recording builds the maze (carves, puts up or clears walls)
 * rather than only searching one that exists. */
bool mz_recording_builds(const struct maze_recording *rec);

#endif /* MZ_RECORD_H */
