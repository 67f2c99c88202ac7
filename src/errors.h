/*
 * errors.h - a reader's error with its place (errors.c): the readers
 * (read/) and the PNG decoder (pngio.c) say what is wrong through it.
 */
#ifndef MZ_ERRORS_H
#define MZ_ERRORS_H

#include "maze.h"

/* Fills in *err (when not NULL) and returns MAZE_ERR_FORMAT: how the
 * readers say what is wrong and where (line and column 0: the file as a
 * whole). */
enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif /* MZ_ERRORS_H */
