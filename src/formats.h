/*
 * formats.h - the characters and letters of the file formats, in one
 * place for the writer (render/) and the reader (read/) of each.
 */
#ifndef MZ_FORMATS_H
#define MZ_FORMATS_H

/* The text format (render/text.c, read/text.c): a wall square, an open
 * one, the start, the end and a square of the route. A reader takes any
 * character but a wall as open. */
#define MZ_TEXT_WALL '#'
#define MZ_TEXT_OPEN ' '
#define MZ_TEXT_START 'S'
#define MZ_TEXT_END 'E'
#define MZ_TEXT_ROUTE '.'
/* Weave: a crossing whose passage over runs north-south or east-west. */
#define MZ_TEXT_CROSS_NS '|'
#define MZ_TEXT_CROSS_EW '-'
/* Wrap: the posts of an edge that wraps round, ':' on the west and east
 * edges (x), '~' on the north and south ones (y); a corner holds the
 * mark of both edges that wrap, '+' for both. The top-left corner says
 * how the maze wraps. A seam's passage is an open square of the edge,
 * the same on both sides of the maze. */
#define MZ_TEXT_SEAM_X ':'
#define MZ_TEXT_SEAM_Y '~'
#define MZ_TEXT_SEAM_XY '+'
/* A twisted seam (the far edge read backwards): ';' on the west and east
 * edges, '=' on the north and south ones; the corners of a Moebius strip
 * are ';', of a Klein bottle '*' and of a projective plane '%'. A
 * twisted seam's passage is open on both edges too, each beside its own
 * cell: row y's on the east edge, row height - 1 - y's on the west. */
#define MZ_TEXT_TWIST_X ';'
#define MZ_TEXT_TWIST_Y '='
#define MZ_TEXT_KLEIN '*'
#define MZ_TEXT_PROJECTIVE '%'

/* A maze in four dimensions (render/floors.c, read/floors.c): a cell
 * with a portal shows its ways off the floor as MZ_TEXT_WAYS_OFF[ways],
 * ways the sum of 1 up, 2 down, 4 ana and 8 kata (4 to 15). */
#define MZ_TEXT_WAYS_OFF "0123456789abcdef"

/* JSON (render/json.c, read/json.c): a rectangle cell's open directions
 * as letters, MZ_JSON_LETTERS[d] for direction d (east, south, west,
 * north, on a maze of floors up and down a stair, and in four dimensions
 * ana and kata through a portal between towers); other shapes
 * write the direction's digit. A cell that is not
 * part of the maze is MZ_JSON_OFF. */
#define MZ_JSON_LETTERS "eswnudak"
#define MZ_JSON_OFF "#"

#endif /* MZ_FORMATS_H */
