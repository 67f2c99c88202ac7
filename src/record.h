/*
 * record.h - recordings of events: what one holds (record.c). Sending
 * an event to the hook is hook.h's.
 */
#ifndef MZ_RECORD_H
#define MZ_RECORD_H

#include "maze.h"

/* Whether a recording builds the maze (carves, puts up or clears walls)
 * rather than only searching one that exists. */
bool mz_recording_builds(const struct maze_recording *rec);

#endif /* MZ_RECORD_H */
