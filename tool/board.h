/*
 * board.h - the game's marks on cells and the drawing of the shapes whose
 * cells do not sit on the text format's squares (hex, triangle), one
 * character at a time, for the terminal game (cmd_play.c) to put on the
 * screen. Nothing here talks to the terminal.
 *
 * A triangle row is one line of text between two floor lines: the cells'
 * slanted sides ('/' and '\'), each cell's middle one column between
 * them, and on the floor line the side an upward cell shares with the
 * downward one below it ('-' three columns wide). A hexagon grid is drawn
 * as bricks: a row of cells four columns apart, odd rows shifted two
 * columns right as the library shifts them half a cell, so that each cell
 * meets two cells above and two below, its four slanted sides, across a
 * floor line of one-column sides.
 */
#ifndef BOARD_H
#define BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "maze.h"

/* What the game knows of each cell, 16 bits per cell. A passage's mark is
 * on the cell that owns its side: rectangles and triangles the cell west
 * or north of it (_E and _S); a hexagon the cell west of it (_E) or above
 * it (_S for south-east, _D for south-west). */
#define WALKED 0x01u  /* breadcrumb */
#define SEEN 0x02u    /* seen from somewhere the player stood (fog) */
#define ROUTE 0x04u   /* on the shown route ... */
#define ROUTE_E 0x08u /* ... which goes on east / south from here */
#define ROUTE_S 0x10u
#define HINT 0x20u
#define HINT_E 0x40u
#define HINT_S 0x80u
#define ROUTE_D 0x100u /* upsilon: on through the corner south-east */
#define HINT_D 0x200u

/* The colours of what is drawn. */
enum ink {
    C_NONE,
    C_WALL,
    C_PLAYER,
    C_END,
    C_ROUTE,
    C_HINT,
    C_TRAIL,
    C_START,
    C_STAIR
};

/* What a drawing needs of the game. */
struct board {
    const struct maze *m;
    const uint16_t *mark;
    size_t player;
    bool utf8, fog;
};

/* One character of the drawing: its text (UTF-8), colour and weight. */
struct glyph {
    char text[8];
    enum ink ink;
    bool bold;
};

/* Whether m's shape is drawn here (hex, triangle). */
bool board_draws(const struct maze *m);

/* The drawing's size in characters. */
void board_size(const struct maze *m, uint64_t *cols, uint64_t *rows);

/* Where cell c's middle is drawn. */
void board_place(const struct maze *m, size_t c, uint64_t *col, uint64_t *row);

/* The character at (col, row) of the drawing (a space beyond it). */
void board_glyph(const struct board *b, uint64_t col, uint64_t row,
                 struct glyph *g);

#endif /* BOARD_H */
