/* read.h - what the readers (one file a format) share. */
#ifndef MAZE_READ_H
#define MAZE_READ_H

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

/* The text reader on text already in memory (past any byte-order mark),
 * or on a file that can be read twice, from start (read/text.c). */
enum maze_err mz_parse_text(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err);
enum maze_err mz_read_text_at(FILE *in, off_t start, struct maze **out,
                              struct maze_read_error *err);

/* PNG pictures a row at a time as 8-bit RGBA (R, G, B, A), whatever their
 * kind (read/picture.c, the readers' one PNG decoder). Pictures of more
 * than max_pixels are refused (MAZE_ERR_TOO_BIG); a broken file is
 * MAZE_ERR_FORMAT with *err filled in. A row is valid until the next. */
struct mz_png_reader;
enum maze_err mz_png_open(const void *data, size_t len, uint64_t max_pixels,
                          struct mz_png_reader **out,
                          struct maze_read_error *err);
void mz_png_size(const struct mz_png_reader *r, uint32_t *width,
                 uint32_t *height);
enum maze_err mz_png_row(struct mz_png_reader *r, const unsigned char **row,
                         struct maze_read_error *err);
void mz_png_close(struct mz_png_reader *r);

/* Fills in *err (when not NULL) and returns MAZE_ERR_FORMAT: how both
 * readers say what is wrong and where (line and column 0: the file as a
 * whole). */
enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Reads all of in (at most max_bytes, else MAZE_ERR_TOO_BIG with *err)
 * into a buffer the caller frees. */
enum maze_err mz_slurp(FILE *in, size_t max_bytes, char **text, size_t *len,
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
