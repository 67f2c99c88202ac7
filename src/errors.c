/*
 * errors.c - the words for each enum maze_err.
 */
#include "maze.h"

const char *maze_strerror(enum maze_err err)
{
    switch (err) {
    case MAZE_OK:
        return "success";
    case MAZE_ERR_ARG:
        return "invalid argument";
    case MAZE_ERR_NOMEM:
        return "out of memory";
    case MAZE_ERR_TOO_BIG:
        return "too big";
    case MAZE_ERR_IO:
        return "input/output error";
    case MAZE_ERR_FORMAT:
        return "malformed maze";
    case MAZE_ERR_NO_ROUTE:
        return "no route";
    case MAZE_ERR_NO_ENDS:
        return "no start or end";
    case MAZE_ERR_DEFEATED:
        return "the solver cannot find the route that exists";
    case MAZE_ERR_CONFLICT:
        return "settings that do not go together";
    }
    return "unknown error";
}
