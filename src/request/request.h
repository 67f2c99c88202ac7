/*
 * request.h - the request's insides, shared by the files that judge it
 * (request.c) and carry it out (run.c).
 */
#ifndef MZ_REQUEST_H
#define MZ_REQUEST_H

#include <stddef.h>

#include "maze.h"

struct maze_request {
    enum maze_command command;
    enum maze_spelling spelling;
    struct maze_settings *settings; /* owned */
    size_t count;                   /* rows of maze_options() */
    char **value;                   /* owned, per row: as given, or NULL */
};

/* The option called name as r's user types it: "--count" or "count". */
const char *mz_request_spell(const struct maze_request *r, const char *name,
                             char *buf, size_t size);

#endif
