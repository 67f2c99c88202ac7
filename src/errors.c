/*
 * errors.c - the words for each enum maze_err, and a reader's error with
 * its place.
 */
#include <stdarg.h>
#include <stdio.h>

#include "errors.h"

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

enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
{
    if (err) {
        err->line = line;
        err->column = column;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return MAZE_ERR_FORMAT;
}
