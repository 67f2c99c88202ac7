/*
 * format.h - how a command writes a maze: the format (-f, or the -o
 * file's extension), the picture and animation options, and writing it,
 * still or animated. Shared by generate and solve.
 */
#ifndef FORMAT_H
#define FORMAT_H

#include "maze.h"
#include "output.h"

struct cli_format {
    const char *format; /* -f, or NULL */
    const char *output; /* -o, or NULL */
    bool animate;
    struct maze_render_opts opts;
};

/* Takes the format, the output and the picture's settings from the
 * request. */
void cli_format_read(struct cli_format *f, const struct maze_request *r);

/* The renderer to use: -f NAME, else the -o file's extension, else
 * unicode for a terminal and text for anything else. Checks that it can
 * do what was asked (animate, or a still picture) and that a binary
 * format is not sent to a terminal. NULL after a message. */
const struct maze_renderer *cli_format_renderer(const struct cli_format *f,
                                                const char *cmd);

/* --steps-per-frame level for a run that is not recursive division: a
 * usage error (its status); -1 when all is well. */
int cli_format_check_division_steps(const struct cli_format *f, bool divides,
                                    const char *cmd);

/* The renderer for a maze of several floors (in `towers` towers): r when
 * it draws them; NULL after a usage message naming cmd that suggests the
 * formats that do. */
const struct maze_renderer *cli_format_floors(const struct cli_format *f,
                                              const struct maze_renderer *r,
                                              uint32_t towers, const char *cmd);

/* Whether r draws a maze of that shape; else a usage message naming cmd
 * that suggests the formats that do. */
/* Whether m's picture in r is within the 32767 pixels a side that the
 * picture writers draw (PNG beyond it only as a plain rectangle, row by
 * row: not painted with an analysis); else says so, with a hint, and
 * false. Asked before analyses, which are worth their time only if their
 * picture can be drawn. */
bool cli_picture_fits(const struct cli_format *f,
                      const struct maze_renderer *r, const struct maze *m,
                      bool painted);
bool cli_format_fits(const struct cli_format *f, const struct maze_renderer *r,
                     enum maze_shape shape, const char *cmd);

/* Writes m (with route, may be NULL) to out with r: a still picture, or
 * with --animate the recorded run (a GIF or HTML file, or frames redrawn
 * in a terminal). Commits or aborts out; false after a message. */
bool cli_render(const struct cli_format *f, const struct maze_renderer *r,
                const struct maze *m, const struct maze_route *route,
                const struct maze_recording *rec, struct cli_output *out);

#endif
