/* read.h - what the readers (one file a format) share. */
#ifndef MAZE_READ_H
#define MAZE_READ_H

#include "../shared.h"

#include <stdio.h>
#include <sys/types.h>

#include "../mz.h"

/* The length of the UTF-8 byte-order mark some editors put at the start
 * of a file (0 if there is none): it is no part of the maze. */
size_t mz_bom(const char *text, size_t len);

/* Where a reader starts in `in`. A file that can be read twice (a regular
 * file, or a stream in memory) has its size checked against max_bytes
 * (MAZE_ERR_TOO_BIG, with *err) and *start is where its text begins,
 * past a byte-order mark. Anything else (a pipe; a directory or a
 * device, read whole, which says what is wrong with it) gets *start -1:
 * read it whole with mz_slurp. */
enum maze_err mz_read_start(FILE *in, size_t max_bytes, off_t *start,
                            struct maze_read_error *err);
/* The size check of mz_read_start alone, for a reader that reads its
 * input whole: a file that can be read twice over max_bytes is refused
 * before a byte of it is read. *at is where it starts, -1 for anything
 * else (a pipe, a device). */
MZ_SHARED enum maze_err mz_read_fits(FILE *in, size_t max_bytes, off_t *at,
                                     struct maze_read_error *err);

/* The text reader on text already in memory (past any byte-order mark),
 * or on a file that can be read twice, from start (read/text.c). */
enum maze_err mz_parse_text(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err);
enum maze_err mz_read_text_at(FILE *in, off_t start, struct maze **out,
                              struct maze_read_error *err);

/* Reads all of in (at most max_bytes, else MAZE_ERR_TOO_BIG with *err)
 * into a buffer the caller frees. */
MZ_SHARED enum maze_err mz_slurp(FILE *in, size_t max_bytes, char **text,
                                 size_t *len, struct maze_read_error *err);
/* The same after have_len bytes already read from in (have), which count
 * toward max_bytes and start the buffer. */
MZ_SHARED enum maze_err mz_slurp_after(FILE *in, size_t max_bytes,
                                       const char *have, size_t have_len,
                                       char **text, size_t *len,
                                       struct maze_read_error *err);

/* The JSON reader, on a file already in memory, or from a file that can
 * seek (read a window at a time, from its current position on). */
enum maze_err mz_parse_json(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err);
enum maze_err mz_read_json(FILE *in, struct maze **out,
                           struct maze_read_error *err);

/* The text form of a maze of several floors, in memory (read/floors.c). */
enum maze_err mz_parse_floors_text(const char *text, size_t len,
                                   struct maze **out,
                                   struct maze_read_error *err);

#endif
