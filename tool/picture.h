/*
 * picture.h - mazes read from pictures: telling a PNG from a maze file,
 * and reading it with a message for everything that can go wrong.
 */
#ifndef PICTURE_H
#define PICTURE_H

#include "cli.h"

/* Whether path (NULL or "-": standard input) holds a PNG. Standard input
 * is peeked at without taking anything from it; a terminal is not. */
bool cli_is_picture(const char *path);

/* Reads the maze in the picture at path (as cli_is_picture), refusing
 * files over max_bytes (0: MAZE_READ_MAX). On failure NULL after a
 * message, with *status the exit status (2 for ends that do not fit the
 * picture, else 1). The caller frees the maze and *picture. */
struct maze *cli_load_picture(const char *path, size_t max_bytes,
                              const struct maze_picture_opts *opts,
                              struct maze_picture **picture, int *status);

#endif
