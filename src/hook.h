/*
 * hook.h - events: sending one to the hook through which a generator or
 * solver reports what it does. Below everything that reports (weave.c
 * too) and the recording (record.c) that replays them.
 */
#ifndef MZ_HOOK_H
#define MZ_HOOK_H

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

#endif /* MZ_HOOK_H */
