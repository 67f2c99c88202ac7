/*
 * errors.h - a reader's error with its place (errors.c): the readers
 * (read/) and the PNG decoder (pngio.c) say what is wrong through it.
 */
#ifndef MZ_ERRORS_H
#define MZ_ERRORS_H

#include "shared.h"

#include "maze.h"

/* Fills in *err (when not NULL) and returns MAZE_ERR_FORMAT: how the
 * readers say what is wrong and where (line and column 0: the file as a
 * whole). */
MZ_SHARED enum maze_err mz_read_fail(struct maze_read_error *err,
                                     unsigned long line, unsigned long column,
                                     const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* bytes in words for a message, as "1.3 GiB" or "512 bytes", into buf. */
void mz_bytes_text(double bytes, char *buf, size_t size);

/* The machine's memory in bytes (0 when it cannot be told), what a maze
 * or a stream that would need more is refused against. */
double mz_machine_bytes(void);

/* Refuses (MAZE_ERR_TOO_BIG, *err saying so) a picture of width x height
 * pixels whose reading needs `need` bytes, when that is over `limit`
 * (0: MAZE_PICTURE_MAX_MEMORY); MAZE_OK otherwise. `what` names it
 * ("picture", "photo"). */
MZ_SHARED enum maze_err mz_picture_memory(const char *what, uint32_t width,
                                          uint32_t height, double need,
                                          uint64_t limit,
                                          struct maze_read_error *err);

#endif /* MZ_ERRORS_H */
