/*
 * picture_input.h - mazes read from pictures: telling a PNG from a maze file,
 * and reading it with a message for everything that can go wrong.
 */
#ifndef PICTURE_INPUT_H
#define PICTURE_INPUT_H

#include "input.h"

/* Whether the input holds a PNG, told by its head. */
bool cli_is_picture(const struct cli_input *in);

/* Reads the maze in the picture in (as cli_is_picture), refusing files
 * over max_bytes (0: MAZE_READ_MAX); the caller closes in. On failure
 * NULL after a message, with *status the exit status (2 for ends that do
 * not fit the picture, else 1). The caller frees the maze and *picture. */
struct maze *cli_load_picture(const struct cli_input *in, size_t max_bytes,
                              const struct maze_picture_opts *opts,
                              struct maze_picture **picture, int *status);

/* The message for a reader's failure err (where: what it said; name: the
 * file's name for messages; saved_errno: errno as the reader left it),
 * and the exit status it means in *status: 2 for an end that does not fit
 * (MAZE_ERR_ARG), else 1. Shared by pictures and photos. */
void cli_read_failed(enum maze_err err, const struct maze_read_error *where,
                     const char *name, int saved_errno, int *status);

#endif
