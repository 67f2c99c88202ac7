/*
 * photo_input.h - mazes read from photographs: telling a photo from a maze file
 * or a picture, reading it with a message for everything that can go
 * wrong, and the debug picture of what was seen.
 */
#ifndef PHOTO_INPUT_H
#define PHOTO_INPUT_H

#include "input.h"

/* Whether the input holds a picture the photo reader reads and the
 * picture reader does not (JPEG, TIFF, WebP, BMP, PNM by name, so not
 * from standard input), told by its head: a PNG is a picture, and a GIF
 * (the tool's animations) no maze, unless --photo says otherwise. */
bool cli_is_photo(const struct cli_input *in);

/* Reads the maze in the photo in (the caller closes it), refusing files
 * over max_bytes (0: MAZE_READ_MAX); with debug (not NULL) also writes
 * what was seen there, as a PNG, whether or not the maze was found. On
 * failure NULL after a one-line message, with *status the exit status (2
 * for ends that do not fit the photo, else 1). The caller frees the maze
 * and *photo. */
struct maze *cli_load_photo(const struct cli_input *in, size_t max_bytes,
                            const struct maze_picture_opts *opts,
                            const char *debug, struct maze_photo **photo,
                            int *status);

/* Whether path names a JPEG file by its extension (.jpg, .jpeg). */
bool cli_jpeg_path(const char *path);

#endif
