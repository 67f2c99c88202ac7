/*
 * rows.h - the route and the ends, handed to a writer one row at a time.
 *
 * Writers go through a maze row by row (whole rows at once, so output runs
 * at disk speed). For each row they need to know which cells are on the
 * route and towards which neighbours it runs; a sorted copy of the route
 * gives that without marking the maze or a second grid. A route that
 * covers much of the maze (a sheet read square by square, a one-row
 * maze) is marked in a byte a cell instead, when that is smaller than
 * its sorted copy (16 bytes a route cell while it is sorted).
 */
#ifndef MZ_RENDER_ROWS_H
#define MZ_RENDER_ROWS_H

#include "render.h"

/* The byte a writer gets for each cell of a row. */
#define MZ_ROW_ROUTE 0x10u /* on the route; bits 0..3: directions 1 << d */
#define MZ_ROW_START 0x20u
#define MZ_ROW_END 0x40u

struct mz_rows {
    const struct maze *m;
    uint64_t *mark; /* the route's cells and bits, sorted (rows.c) */
    size_t count, next;
    uint8_t *map; /* or NULL: the same bits, a byte a cell */
    uint8_t *row;   /* width bytes, the row last filled */
    uint8_t *above; /* the row before it, for the wall line between */
};

/* Prepares the rows of m with route (may be NULL). Errors: NOMEM. */
enum maze_err mz_rows_init(struct mz_rows *rows, const struct maze *m,
                           const struct maze_route *route);

/* Fills rows->row for row y; rows must be asked for in order. */
void mz_rows_fill(struct mz_rows *rows, uint32_t y);

/* For writers that go down the wall lines y = 0..height: moves the filled
 * row to rows->above and fills row y (if there is one), then says which
 * rows touch wall line y: *above is NULL for the top line, *below NULL for
 * the bottom one. */
void mz_rows_wall_line(struct mz_rows *rows, uint32_t y, const uint8_t **above,
                       const uint8_t **below);

void mz_rows_release(struct mz_rows *rows);

/* Writes n bytes or returns MAZE_ERR_IO. */
enum maze_err mz_write(FILE *out, const void *bytes, size_t n);

/* The text format's lines (text.c), 2 * width + 2 characters with the
 * newline: the wall line between a row whose cells are `cells_above`
 * (NULL: the top border) and the next one (info_below NULL: the bottom
 * border), and a row's own line. `info` rows carry the MZ_ROW_ marks;
 * sd and ed are the doors (-1: none). The whole-maze writer and the
 * stream writer both build their lines here. */
void mz_text_wall_line(uint32_t width, const uint8_t *cells_above,
                       const uint8_t *info_above, const uint8_t *info_below,
                       int sd, int ed, char *line);
void mz_text_cell_line(uint32_t width, const uint8_t *cells,
                       const uint8_t *info, int sd, int ed, char *line);

/* The doors writers draw: the maze's own, or when start and end are one
 * cell (a 1x1 maze) and neither has a door, an E in the border next to it
 * so that both letters show and a reader finds both again. */
void mz_doors(const struct maze *m, int *start_door, int *end_door);
#endif
