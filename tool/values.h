/*
 * values.h - the tool's own values and checks of cells and sizes, in the
 * words the library's options use.
 */
#ifndef VALUES_H
#define VALUES_H

#include <stdbool.h>
#include <stdint.h>

#include "maze.h"

/* Whole numbers of the tool's own (a batch's --jobs): false after the
 * message, with the words the library's options use. */
bool cli_number(const char *what, const char *text, uint64_t min, uint64_t max,
                uint64_t *out);

/* Checks that (x, y) lies in the maze; prints the message if not. */
bool cli_point_inside(const char *what, const struct maze *m, uint32_t x,
                      uint32_t y);

/* Refuses a rectangle whose memory this machine does not have, after the
 * library's message saying how much it would need. */
bool cli_size_fits(uint32_t width, uint32_t height);

#endif
