/*
 * openings.h - the openings in a maze's border and the rules that make two
 * of them its entrance and exit (read/openings.c), shared by the picture
 * reader (read/picture.c) and the photo reader (read/photo.c), so that a
 * picture and a photo of it get the same ends.
 */
#ifndef MZ_READ_OPENINGS_H
#define MZ_READ_OPENINGS_H

#include "../shared.h"

#include "read.h"

/* An opening: a run of open units along the border (or a door). */
struct mz_opening {
    uint32_t x, y;   /* its middle unit (grid: cell) */
    uint32_t px, py; /* a pixel of it, for messages */
    bool top, bottom;
    int dir; /* grid: the door's side */
};

/* The openings found, in a growing array. */
struct mz_openings {
    struct mz_opening *o;
    size_t count, cap;
};

/* Adds o; false when memory ran out. */
MZ_SHARED bool mz_openings_add(struct mz_openings *s, struct mz_opening o);

/* Whether the outer wall's segment i along side (MAZE_NORTH, ...; i
 * counts the cells along it from the top or left) of a grid maze is
 * open, with a pixel of its gap in *px, *py when it is. */
typedef bool (*mz_gap_fn)(const void *reader, int side, uint32_t i,
                          uint32_t *px, uint32_t *py);

/* The gaps in the outer wall of a w x h grid maze, side by side and cell
 * by cell, added to s as openings of their cells with their sides as
 * doors; gap (with reader) says which segments are open. False when
 * memory ran out. */
MZ_SHARED bool mz_openings_of_grid(struct mz_openings *s, uint32_t w,
                                   uint32_t h, mz_gap_fn gap,
                                   const void *reader);

/* The entrance and exit by the rules: the one opening in the top row and
 * the one in the bottom row, else the only two (in reading order of their
 * pixels, which s is sorted into). *start and *end are indices into s->o.
 * Otherwise MAZE_ERR_FORMAT with *err saying what was found (what names
 * the maze: "maze", "picture"; all_round: the whole border is open) and
 * that --start and --end tell the ends. */
enum maze_err mz_choose_ends(struct mz_openings *s, bool all_round,
                             const char *what, size_t *start, size_t *end,
                             struct maze_read_error *err);

/* The ends of m that opts leaves to the openings (those it has no pixel
 * for), by mz_choose_ends(); doors: the openings' sides become the ends'
 * doors (a grid maze). When they decide nothing and opts->ends_optional,
 * those ends are MAZE_NONE and no error; when opts leaves none to them,
 * nothing is done. */
MZ_SHARED enum maze_err
mz_ends_from_openings(struct mz_openings *s, bool all_round, const char *what,
                      bool doors, const struct maze_picture_opts *opts,
                      struct maze *m, struct maze_read_error *err);

/* The cell of m under pixel (x, y) of the reader's image, which holds
 * it, or MAZE_ERR_ARG with *err saying why there is none; what names the
 * end ("start", "end"). */
typedef enum maze_err (*mz_cell_under_fn)(const void *reader,
                                          const struct maze *m,
                                          const char *what, uint32_t x,
                                          uint32_t y, size_t *cell,
                                          struct maze_read_error *err);

/* The ends the caller gives as pixels of a width x height image (image
 * names it: "picture", "photo"): each the cell under it (cell_under, asked
 * only about pixels of the image), the others MAZE_NONE, and no doors
 * yet; the picture and the photo reader's first step in placing ends,
 * before the openings'. Errors: MAZE_ERR_ARG with *err saying which
 * pixel is no cell and why. */
MZ_SHARED enum maze_err
mz_ends_at_pixels(struct maze *m, const struct maze_picture_opts *opts,
                  uint32_t width, uint32_t height, const char *image,
                  mz_cell_under_fn cell_under, const void *reader,
                  struct maze_read_error *err);

#endif /* MZ_READ_OPENINGS_H */
