/*
 * maze.h - the one public header of libmaze.
 *
 * A maze is a grid of cells (squares, hexagons, triangles or rings round a
 * centre) stored in one byte per cell. The library generates mazes (one
 * registry of generators), braids them, solves them (one registry of
 * solvers) and writes them (one registry of renderers). It never prints,
 * never exits and never calls rand(): every call that can fail returns an
 * enum maze_err, and out-parameters are written only on success.
 *
 * Ownership: whatever a function hands out through a `**out` pointer
 * (a maze) or fills in (a route, a recording) belongs to the caller, who
 * gives it back with the matching maze_free(), maze_route_release() or
 * maze_recording_release(). Registries and maze_strerror() strings are
 * static. Nothing here keeps a pointer to what it is given.
 *
 * NULL: a pointer argument may be NULL only where its comment says so.
 * A registry entry (a generator or a solver) given as NULL is the
 * registry's default, so what maze_generator_find() or maze_solver_find()
 * returned for a name that is none never crashes a call: check it to
 * tell the person. Every *_find() of a NULL name finds nothing, and every
 * *_free() and *_release() does nothing with NULL.
 *
 * Data flows one way:
 *   generator -> maze (grid + start/end) -> braid -> solver -> route
 *                   \-- events (hook) --> animation, step player, game
 */
#ifndef MAZE_H
#define MAZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with hidden visibility (and a version script,
 * src/maze.map): what this header declares is its whole exported API. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* The release. CMake (so the SONAME and maze.pc) reads it from this line;
 * a test checks that the man pages and the Python package say the same. */
#define MAZE_VERSION "0.2.0"

/* The release of the library loaded at run time ("0.2.0"), which may be
 * newer than the MAZE_VERSION a program was compiled with; static, never
 * NULL (the caller does not free it). */
const char *maze_version(void);

/* ---------------------------------------------------------------- errors */

enum maze_err {
    MAZE_OK = 0,
    MAZE_ERR_ARG,      /* an argument is out of its documented range */
    MAZE_ERR_NOMEM,    /* an allocation failed */
    MAZE_ERR_TOO_BIG,  /* the size cannot be represented or is over a limit */
    MAZE_ERR_IO,       /* reading or writing a stream failed (see errno) */
    MAZE_ERR_FORMAT,   /* a maze file is malformed (see maze_read_error) */
    MAZE_ERR_NO_ROUTE, /* no route joins the two cells */
    MAZE_ERR_NO_ENDS,  /* the maze has no start or no end */
    MAZE_ERR_DEFEATED, /* a route exists, but this solver cannot find it */
    MAZE_ERR_CONFLICT, /* settings that are each fine do not go together */
};

/* A short lowercase phrase for err ("out of memory"); never NULL, static
 * (the caller does not free it). */
const char *maze_strerror(enum maze_err err);

/* ------------------------------------------------------------------ grid */

/* A cell index that names no cell. */
#define MAZE_NONE SIZE_MAX

/* The shapes a grid can have. Every shape numbers its cells 0..cells-1
 * and gives each cell up to MAZE_MAX_NEIGHBOURS directions, numbered
 * clockwise round the cell (on the page, y going down):
 *   rect      east, south, west, north (0..3): 4 neighbours;
 *   triangle  the same numbers; cell (x, y) points up when x + y is even
 *             and then has no north neighbour, else no south one: 3;
 *   hex       pointy-top hexagons in rows, odd rows shifted half a cell
 *             right: east, south-east, south-west, west, north-west,
 *             north-east (0..5): 6;
 *   polar     `height` rings round a centre, ring 0 innermost with
 *             `width` cells (see maze_new_shape()): clockwise (0),
 *             inward (1), anticlockwise (2) and outward to the k-th cell
 *             beyond it (3 + k) counted from the anticlockwise end; a
 *             centre of one cell has outward directions only, from 0;
 *   upsilon   octagons and squares in a checkerboard: cell (x, y) is an
 *             octagon when x + y is even, else a square. East, south-
 *             east, south, south-west, west, north-west, north, north-
 *             east (0..7): an octagon has all 8 (the squares across its
 *             straight sides, the octagons across its slanted ones), a
 *             square the even ones only (4, all octagons);
 *   cube      the six faces of a cube, width x width cells each, stacked:
 *             face f holds rows f * width to f * width + width - 1 (0
 *             front, 1 right, 2 back, 3 left, 4 top, 5 bottom; height is
 *             6 * width). East, south, west, north (0..3) as on a
 *             rectangle; over a face's edge a step goes onto the face that
 *             meets it there: 4 neighbours, always;
 *   sphere    `height` rings (even) from the north pole to the south
 *             one, two polar grids (hemispheres, ring 0 of the north with
 *             `width` cells) joined at the equator: ring y of the south
 *             is ring height - 1 - y from its own pole. A polar cell's
 *             directions counted from its own pole (1: towards it); an
 *             equator cell's 3 crosses to the same place of the other
 *             equator ring. */
enum maze_shape {
    MAZE_SHAPE_RECT,
    MAZE_SHAPE_HEX,
    MAZE_SHAPE_TRIANGLE,
    MAZE_SHAPE_POLAR,
    MAZE_SHAPE_UPSILON,
    MAZE_SHAPE_CUBE,
    MAZE_SHAPE_SPHERE,
};

/* The last shape of enum maze_shape, for loops over every shape. */
#define MAZE_SHAPE_LAST MAZE_SHAPE_SPHERE

/* The shape's name ("rect", "hex", "triangle", "polar", "upsilon",
 * "cube", "sphere");
 * static. */
const char *maze_shape_name(enum maze_shape shape);

/* The shape called name or a common other name ("hexagonal", "circular"),
 * compared as maze_name_distance() does; false (and *shape untouched) for
 * no shape. */
bool maze_shape_find(const char *name, enum maze_shape *shape);

/* Directions of the rectangle (and the triangle), numbered so that the
 * opposite of d is (d + 2) % 4; a maze of several floors (floors > 1)
 * has two more, up and down a stair, and one of several towers (towers >
 * 1, a maze in four dimensions) two more again, through a portal to the
 * same cell of the next tower (ana) and of the one before (kata): the
 * opposite of each of these is d ^ 1. */
enum maze_dir {
    MAZE_EAST = 0,
    MAZE_SOUTH = 1,
    MAZE_WEST = 2,
    MAZE_NORTH = 3,
    MAZE_UP = 4,
    MAZE_DOWN = 5,
    MAZE_ANA = 6,
    MAZE_KATA = 7,
};

/* The most neighbours a cell can have in any shape (the octagon's eight). */
#define MAZE_MAX_NEIGHBOURS 8

/* Bits of a cell byte. A passage is stored once, in the cell that owns
 * that side, so no two copies of a wall can disagree:
 *   rect, triangle  MAZE_CELL_EAST and MAZE_CELL_SOUTH of the cell west
 *                   or north of the passage;
 *   hex             MAZE_CELL_EAST, MAZE_CELL_SOUTH (south-east) and
 *                   MAZE_CELL_SOUTHWEST of the cell above or west of it;
 *   polar           MAZE_CELL_EAST for the clockwise side and
 *                   MAZE_CELL_SOUTH for the inward one;
 *   upsilon         MAZE_CELL_EAST and MAZE_CELL_SOUTH as a rectangle's,
 *                   and MAZE_CELL_DIAGONAL for the slanted wall across
 *                   the cell's south-east corner: an octagon's own
 *                   south-east side, or for a square the wall between
 *                   the octagons east and south of it.
 * MAZE_CELL_OFF marks a cell that is not part of the maze (a solid
 * block). The other bits are scratch space of the algorithm running now
 * and are zero between calls. */
#define MAZE_CELL_EAST 0x01u
#define MAZE_CELL_SOUTH 0x02u
#define MAZE_CELL_OFF 0x04u
#define MAZE_CELL_SOUTHWEST 0x80u /* hex only; scratch in other shapes */
#define MAZE_CELL_DIAGONAL 0x80u  /* upsilon's use of the same bit */
#define MAZE_CELL_KEEP (MAZE_CELL_EAST | MAZE_CELL_SOUTH | MAZE_CELL_OFF)

/* Bits of a cell's byte in m->extra, the passages off the flat sheet
 * (rectangles). A flat maze has no such plane (m->extra is NULL), so it
 * keeps one byte a cell; a weave or multi-level maze has a second byte.
 *   MAZE_EXTRA_UP       a stair from this cell to the one above it, on
 *                       the next floor (stored in the lower cell);
 *   MAZE_EXTRA_CROSS    this cell is a crossing: a straight passage runs
 *                       over it and the perpendicular one under it,
 *                       joining the cells on either side directly;
 *   MAZE_EXTRA_OVER_EW  with MAZE_EXTRA_CROSS: the passage over runs east-
 *                       west (the one under north-south); without it the
 *                       passage over runs north-south. */
#define MAZE_EXTRA_UP 0x01u
#define MAZE_EXTRA_CROSS 0x02u
#define MAZE_EXTRA_OVER_EW 0x04u
/*   MAZE_EXTRA_PORTAL   a portal from this cell to the same cell of the
 *                       next tower (stored in the cell of the lower
 *                       tower; maze_new_towers()). */
#define MAZE_EXTRA_PORTAL 0x80u

/* The largest width or height accepted. */
#define MAZE_MAX_SIDE 2147483647u

/* The most rings a polar maze may have (its height). */
#define MAZE_MAX_RINGS (1u << 20)

/* A maze. Read the fields freely; change them only through the functions
 * below (start and end may be assigned directly: any cell or MAZE_NONE). */
struct maze {
    uint32_t width, height; /* polar: cells of ring 0, rings */
    size_t cells;           /* width * height; polar: the sum of the rings */
    uint8_t *cell; /* cells bytes, row-major: cell (x, y) is y*width + x;
                      polar: ring y's cells from ring[y], clockwise */
    enum maze_shape shape;
    size_t *ring; /* polar: height + 1 entries, ring[y] the first cell of
                     ring y and ring[height] == cells; NULL otherwise */
    size_t start, end;
    /* Where the text file this maze was read from put S or E in a gap of
     * the outer wall next to the start or end cell: the direction of the
     * gap, or -1. Writers put them back there. */
    int start_door, end_door;
    /* True for a grid read from a file that does not follow the cell
     * layout: each cell is one square of the file and walls are OFF
     * cells. Writers then write one character per cell. */
    bool sheet;
    /* Floors, stacked: floor z holds rows z * (height / floors) up to the
     * next floor's first, so height counts the rows of every floor and a
     * cell's index is row-major as on one tall sheet. 1 for a flat maze.
     * `levels` is its name of release 0.2.0, kept for programs that use
     * it. */
    union {
        uint32_t floors;
        uint32_t levels;
    };
    /* NULL for a flat maze; else one byte a cell of MAZE_EXTRA_* bits,
     * owned by the maze (maze_free frees it). */
    uint8_t *extra;
    /* MAZE_WRAP_*: the grid's edges wrap round (a cylinder, a torus, a
     * Moebius strip, a Klein bottle or a projective plane), set by
     * maze_set_wrap(); 0 for a grid with edges. */
    unsigned wrap;
    /* Towers of floors side by side, the maze's fourth dimension: the
     * `floors` floors are floors / towers floors in each of `towers`
     * towers, tower t holding floors t * (floors / towers) up to the next
     * tower's first. 1 for a maze of one tower (flat, or floors stacked
     * in height alone). */
    uint32_t towers;
};

/* Edges that wrap round (struct maze's wrap). Across a wrapping edge the
 * last column (row) neighbours the first: the passage is the last one's
 * east (south) passage bit, so it is still stored once. A side of one or
 * two cells has no seam (its cells would meet themselves, or meet twice). */
#define MAZE_WRAP_X 1u
#define MAZE_WRAP_Y 2u
/* A seam with a twist: MAZE_WRAP_FLIP_X joins the last column's row y to
 * the first column's row height - 1 - y (with MAZE_WRAP_X: a Moebius
 * strip), MAZE_WRAP_FLIP_Y the last row's column x to the first row's
 * column width - 1 - x (with MAZE_WRAP_Y). The passage is still the last
 * column's east (last row's south) bit. */
#define MAZE_WRAP_FLIP_X 4u
#define MAZE_WRAP_FLIP_Y 8u
/* The surfaces by name: the wraps maze_wrap_find() knows. */
#define MAZE_WRAP_MOBIUS (MAZE_WRAP_X | MAZE_WRAP_FLIP_X)
#define MAZE_WRAP_KLEIN (MAZE_WRAP_MOBIUS | MAZE_WRAP_Y)
#define MAZE_WRAP_PROJECTIVE (MAZE_WRAP_KLEIN | MAZE_WRAP_FLIP_Y)

/* Makes m's edges wrap (0: none; MAZE_WRAP_X and/or MAZE_WRAP_Y, or
 * MAZE_WRAP_MOBIUS, MAZE_WRAP_KLEIN, MAZE_WRAP_PROJECTIVE) before it is
 * generated or read into. Rectangles wrap every way; hexagons in x and
 * y, in y only with an even height (the rows' offsets must meet across
 * the seam), and with no twist (a flipped row would land on the other
 * offset). Errors: MAZE_ERR_ARG for another shape or combination of
 * bits, floors or a weave (m->extra), an odd hexagon height in y or a
 * twisted hexagon. */
enum maze_err maze_set_wrap(struct maze *m, unsigned wrap);

/* "x", "y", "xy", "mobius", "klein", "projective" or "" (0) for wrap
 * bits; static. */
const char *maze_wrap_name(unsigned wrap);

/* The wrap bits called name ("x", "y", "xy", "yx", "torus", "mobius",
 * "klein", "projective", "none"); false (and *wrap untouched) for none
 * of them. */
bool maze_wrap_find(const char *name, unsigned *wrap);

/* The most floors a maze may have (MAZE_MAX_LEVELS: 0.2.0's name). */
#define MAZE_MAX_FLOORS 4096u
#define MAZE_MAX_LEVELS MAZE_MAX_FLOORS

/* A new maze of `floors` floors of width x height cells, stacked as
 * struct maze says (m->height is height * floors), every wall up and
 * every stair closed, start at the top-left cell of the lowest floor and
 * end at the bottom-right cell of the highest. Its cells have six
 * directions (maze_directions()): east, south, west and north on their
 * floor, up and down a stair. One floor is maze_new(). Owned and freed
 * like maze_new()'s. Errors: MAZE_ERR_ARG for 0 floors or more than
 * MAZE_MAX_FLOORS, MAZE_ERR_TOO_BIG, MAZE_ERR_NOMEM. */
enum maze_err maze_new_floors(uint32_t width, uint32_t height, uint32_t floors,
                              struct maze **out);

/* A new maze in four dimensions: `towers` towers of `floors` floors of
 * width x height cells each, stacked as struct maze says (m->floors is
 * floors * towers, m->towers is towers), every wall up and every stair
 * and portal closed, start at the top-left cell of the first tower's
 * lowest floor and end at the bottom-right cell of the last tower's
 * highest. Its cells have eight directions: those of a maze of floors,
 * then ana and kata through a portal between towers. One tower is
 * maze_new_floors(). Owned and freed like maze_new()'s. Errors:
 * MAZE_ERR_ARG for 0 floors or towers or more than MAZE_MAX_FLOORS floors
 * in all, MAZE_ERR_TOO_BIG, MAZE_ERR_NOMEM. */
enum maze_err maze_new_towers(uint32_t width, uint32_t height, uint32_t floors,
                              uint32_t towers, struct maze **out);

/* maze_new_floors() by its name of release 0.2.0. */
enum maze_err maze_new_levels(uint32_t width, uint32_t height, uint32_t levels,
                              struct maze **out);

/* The bytes a width x height maze needs, or MAZE_ERR_TOO_BIG when a side
 * is 0 or over MAZE_MAX_SIDE or the product does not fit in size_t. */
enum maze_err maze_bytes_needed(uint64_t width, uint64_t height, size_t *bytes);

/* A new maze with every wall standing, start at the top-left cell and end
 * at the bottom-right one. The caller owns *out and frees it with
 * maze_free(). Errors: MAZE_ERR_TOO_BIG, MAZE_ERR_NOMEM. */
enum maze_err maze_new(uint32_t width, uint32_t height, struct maze **out);

/* A new maze of another shape (MAZE_SHAPE_RECT is maze_new()). For
 * polar, width is the cells of the innermost ring (1: a round centre
 * cell; 2 is refused, as two cells would touch on two sides) and height
 * the rings; each ring has the cells of the one inside it times the whole
 * number (1 to 3; up to 6 round a centre cell) that keeps its cells about
 * as wide as they are deep. Owned and freed like maze_new()'s. Errors:
 * MAZE_ERR_ARG for an unknown shape, a polar width of 2, a triangle
 * grid one cell wide and more than one high (it falls apart into pairs)
 * a cube whose height is not 6 * width (six square faces) or a sphere
 * of an odd height, a width of 2, or a one-cell cap and height 2,
 * MAZE_ERR_TOO_BIG (polar: over MAZE_MAX_RINGS rings), MAZE_ERR_NOMEM. */
enum maze_err maze_new_shape(enum maze_shape shape, uint32_t width,
                             uint32_t height, struct maze **out);

/* The bytes a maze of that shape and size needs (polar counts its rings);
 * errors as maze_bytes_needed(). */
enum maze_err maze_shape_bytes(enum maze_shape shape, uint64_t width,
                               uint64_t height, size_t *bytes);

/* Frees m and its cells; maze_free(NULL) does nothing. */
void maze_free(struct maze *m);

/* Puts every wall back, keeps OFF cells, clears scratch bits. Cannot
 * fail. */
void maze_clear(struct maze *m);

/* The index of cell (x, y); x < width and y < height are the caller's
 * (polar: x < the cells of ring y). */
static inline size_t maze_cell_at(const struct maze *m, uint32_t x, uint32_t y)
{
    return m->ring ? m->ring[y] + x : (size_t)y * m->width + x;
}

/* The ring of polar cell c and its place in it (a binary search). */
void maze_ring_xy(const struct maze *m, size_t c, uint32_t *x, uint32_t *y);

/* The coordinates of cell c (polar: place in the ring, ring). */
static inline void maze_cell_xy(const struct maze *m, size_t c, uint32_t *x,
                                uint32_t *y)
{
    if (m->ring) {
        maze_ring_xy(m, c, x, y);
        return;
    }
    *x = (uint32_t)(c % m->width);
    *y = (uint32_t)(c / m->width);
}

/* Whether (x, y) names an open cell of m: MAZE_OK with its index in *cell
 * (when cell is not NULL), or MAZE_ERR_ARG with why (size bytes, may be
 * NULL) saying "WHAT X,Y is outside the maze" with the range that is, or
 * "is inside a wall"; what names the point for the words ("--from"). The
 * words every front end gives for a point that is not a cell. */
enum maze_err maze_cell_check(const struct maze *m, const char *what,
                              uint32_t x, uint32_t y, size_t *cell, char *why,
                              size_t size);

/* How many direction numbers the maze's shape uses: 4, 6 or 8. */
unsigned maze_directions(const struct maze *m);

/* The bits of m's cells that are not scratch: MAZE_CELL_KEEP, and
 * MAZE_CELL_SOUTHWEST too for hex and sphere (MAZE_CELL_DIAGONAL for
 * upsilon). */
static inline uint8_t maze_keep_bits(const struct maze *m)
{
    return (uint8_t)(MAZE_CELL_KEEP |
                     (m->shape == MAZE_SHAPE_HEX ||
                              m->shape == MAZE_SHAPE_UPSILON ||
                              m->shape == MAZE_SHAPE_SPHERE
                          ? MAZE_CELL_SOUTHWEST
                          : 0));
}

/* The neighbour of c in direction d (0 <= d < MAZE_MAX_NEIGHBOURS, see
 * enum maze_shape), or MAZE_NONE at the border (and for a c or d out of
 * range). */
size_t maze_neighbour(const struct maze *m, size_t c, int d);

/* Whether a passage leads from c in direction d (false at the border). */
bool maze_open(const struct maze *m, size_t c, int d);

/* The cell the passage from c in direction d leads to: the neighbour, or
 * in a weave maze under a crossing the cell beyond it; MAZE_NONE when no
 * passage leads that way. */
size_t maze_go(const struct maze *m, size_t c, int d);

/* Whether a and b are neighbours joined by a passage (or, in a weave
 * maze, the two cells a passage under a crossing joins). */
bool maze_linked(const struct maze *m, size_t a, size_t b);

/* Opens (link) or closes (unlink) the wall between neighbours a and b.
 * Errors: MAZE_ERR_ARG when they are not neighbours. */
enum maze_err maze_link(struct maze *m, size_t a, size_t b);
enum maze_err maze_unlink(struct maze *m, size_t a, size_t b);

/* How many passages leave cell c (c must be a cell of m). */
unsigned maze_degree(const struct maze *m, size_t c);

/* Whether cell c is a crossing of a weave maze (m->extra), and then in
 * *over_ew (may be NULL) whether the passage over it runs east-west. */
bool maze_crossing(const struct maze *m, size_t c, bool *over_ew);

/* How many crossings m has (0 for a flat maze). */
size_t maze_crossings(const struct maze *m);

/* Makes rectangle cell c a crossing whose passage over it runs east-west
 * (over_ew) or north-south, opening its four walls; gives m its extra
 * plane when it has none. Errors: MAZE_ERR_ARG when c is not a rectangle
 * cell with four neighbours that are not OFF, or when a crossing would
 * touch another across a passage under one of them (an under passage
 * joins two plain cells); MAZE_ERR_NOMEM. */
enum maze_err maze_set_crossing(struct maze *m, size_t c, bool over_ew);

/* Passages in the whole maze (a perfect maze has cells - 1; a passage
 * under a crossing counts once). */
size_t maze_passages(const struct maze *m);

/* Cells with exactly one passage. */
size_t maze_dead_ends(const struct maze *m);

/* Whether every cell that is not OFF is reached from every other one and
 * the passages form no loop: the definition of a perfect maze. Uses no
 * memory beyond the maze's scratch bits and a queue. Errors:
 * MAZE_ERR_NOMEM; *perfect is written on success. */
enum maze_err maze_check_perfect(struct maze *m, bool *perfect);

/* A 64-bit FNV-1a hash of the passages (scratch bits masked off), used to
 * pin generators with golden values. */
uint64_t maze_hash(const struct maze *m);

/* ---------------------------------------------------------------- random */

/* xoshiro256** seeded through splitmix64. Its sequence is part of what we
 * promise: one seed gives the same maze on every platform. Changing it is a
 * deliberate break, pinned by golden tests. */
struct maze_rng {
    uint64_t s[4];
};

/* Starts rng at seed: any value, 0 included. Cannot fail. */
void maze_rng_seed(struct maze_rng *rng, uint64_t seed);

/* The next 64 random bits. */
uint64_t maze_rng_next(struct maze_rng *rng);

/* A uniform integer in [0, n), n >= 1, without bias (Lemire's
 * multiply-shift with rejection). */
uint64_t maze_rng_below(struct maze_rng *rng, uint64_t n);

/* A seed from the operating system's entropy. Errors: MAZE_ERR_IO. */
enum maze_err maze_seed_from_os(uint64_t *seed);

/* ---------------------------------------------------------------- events */

/* What a generator, braid or solver reports as it works. Replaying the
 * events of a run onto a fresh maze (all walls standing) rebuilds every
 * state of it, which is how animation and the step player work. */
enum maze_event_kind {
    MAZE_EV_VISIT,       /* a is now part of the maze (the first cell) */
    MAZE_EV_CARVE,       /* the wall a-b is opened; b joins the maze */
    MAZE_EV_BACKTRACK,   /* the walker steps back from a to b */
    MAZE_EV_FRONTIER,    /* the wall a-b (a carved, b not) is a candidate */
    MAZE_EV_CLEAR,       /* every interior wall is removed (wall adders) */
    MAZE_EV_SPLIT,       /* field area is split; see the fields below */
    MAZE_EV_WALL,        /* the wall a-b is put up */
    MAZE_EV_SOLVE_VISIT, /* the solver reaches a from b at distance */
    MAZE_EV_ROUTE,       /* a is the next cell of the route */
    MAZE_EV_WALK,        /* a random walk moves from a to b, carving nothing */
    MAZE_EV_FILL,        /* the solver fills a as a dead end */
    /* A long job has done `a` of its `b` units of work (cells carved,
     * rows written: the job's own), for a progress line; sent about every
     * 1/1024 of the work and once with a == b at the end. Recordings
     * leave it out (it changes nothing in the maze). */
    MAZE_EV_PROGRESS,
};

struct maze_event {
    enum maze_event_kind kind;
    size_t a, b; /* cells; b is MAZE_NONE where the kind has one cell */
    /* MAZE_EV_SPLIT: the field x, y, w, h is cut by a wall running after
     * row `at` (horizontal) or column `at` (vertical), with one gap
     * between cells a and b. The larger part keeps id `region`, the
     * smaller part gets the new id `new_region` (ids start at 0, the
     * whole floor). On a polar grid the field is rings y .. y + h - 1 and
     * the angle of cells x .. x + w - 1 of ring y, round the ring (w is
     * all its cells for a whole ring round), cut by an arc after ring
     * `at` (horizontal) or a radial wall after cell `at` of ring y.
     * `depth` is the field's depth in the tree of fields
     * (0: the whole floor); a run reports the splits a depth at a time,
     * each followed by the MAZE_EV_WALL events of its walls. */
    uint32_t x, y, w, h, at;
    bool horizontal;
    int region, new_region;
    uint32_t depth;
    size_t distance; /* MAZE_EV_SOLVE_VISIT: steps from the source */
};

/* An optional observer. Passing NULL for a hook costs one branch. */
struct maze_hook {
    void (*fn)(const struct maze_event *ev, void *user);
    void *user;
};

/* --------------------------------------------------------------- names */

/* How far a name a person typed is from a registry entry called `name`
 * and also known by `aliases` (separated by spaces; may be NULL): the
 * fewest letters to insert, delete, change or swap with the next, after
 * both are folded (ASCII
 * letters in any case alike; space, '-', '_', '\'' and '.' left out). 0 is
 * a match: "Prim's", "PRIMS" and "prims" all name prim. SIZE_MAX for names
 * too long to be any entry's. */
size_t maze_name_distance(const char *given, const char *name,
                          const char *aliases);

/* The one way a name that matches nothing gets its "did you mean" hint,
 * in the library's messages and every front end's: start with what was
 * typed, offer each name it could have meant (with its aliases, may be
 * NULL), then ask for the nearest. On the stack; nothing to free. */
struct maze_nearest {
    const char *given;
    const char *name; /* the nearest offered so far */
    size_t distance;  /* its maze_name_distance() */
};

void maze_nearest_start(struct maze_nearest *n, const char *given);
void maze_nearest_offer(struct maze_nearest *n, const char *name,
                        const char *aliases);

/* The nearest name offered when it is near enough to be a typo of the
 * one given (a typo changes at most a third of its letters), else NULL.
 * Static as the names offered are. */
const char *maze_nearest_name(const struct maze_nearest *n);

/* The rules every setting's numbers follow, for front ends' own options
 * too (the tool's --count, --from): a whole number is digits only (no sign, no space) from min to max;
 * a share is a number from 0 to 1 that starts with a digit or a point
 * ("0.5", ".5", "1e-3"). false (and *out untouched) for anything else. */
bool maze_parse_whole(const char *text, uint64_t min, uint64_t max,
                      uint64_t *out);
bool maze_parse_share(const char *text, double *out);

/* A cell as "X,Y": two whole numbers of at most MAZE_MAX_SIDE (polar:
 * place in its ring, ring). false (and *x, *y untouched) otherwise. */
bool maze_parse_point(const char *text, uint32_t *x, uint32_t *y);

/* ------------------------------------------------------------ generators */

/* How growing-tree picks the cell to grow from. */
enum maze_pick {
    MAZE_PICK_NEWEST, /* the last added: the backtracker's texture */
    MAZE_PICK_RANDOM, /* any: Prim's texture */
    MAZE_PICK_OLDEST, /* the first added: long straight corridors */
    MAZE_PICK_MIX,    /* newest with probability `mix`, else random */
};

/* Options some generators read; others ignore them. Zeroed options are
 * the defaults. */
/* The symmetry of a maze (maze_gen_opts.symmetry): its passages mirrored
 * across the vertical axis (X: the left half and the right), the
 * horizontal one (Y), both (XY), or turned half round the centre (ROT). */
enum maze_symmetry {
    MAZE_SYMMETRY_NONE,
    MAZE_SYMMETRY_X,
    MAZE_SYMMETRY_Y,
    MAZE_SYMMETRY_XY,
    MAZE_SYMMETRY_ROT,
};

struct maze_gen_opts {
    /* binary-tree: the two directions each cell may open, one vertical and
     * one horizontal, as (1u << d1) | (1u << d2); 0 means north and west. */
    unsigned bias;
    enum maze_pick pick; /* growing-tree */
    double mix;          /* growing-tree with MAZE_PICK_MIX: 0 to 1 */
    /* Weave (rectangles; the generators maze_generator_weaves() names):
     * 0 to 1, how readily passages cross under one another. 0 makes the
     * flat maze; above it the maze gets m->extra and crossings. */
    double weave;
    /* Mazes of several floors: how likely a stair is, as the weight of a
     * way up or down against 1 for each way on the floor (the walking
     * generators) or the share of stairs taken when they come up (kruskal,
     * prim); 0 to 1, 0 meaning MAZE_STAIRS_DEFAULT. */
    double stairs;
    /* unicursal: the perfect maze it is made from, made at half the size
     * (NULL: the first generator). */
    const struct maze_generator *base;
    /* cave: the cellular automaton's rule for rock cells, as bits n of
     * the counts of rock among the eight neighbours (the border counts as
     * rock) that make an open cell rock (birth) and keep a rock cell rock
     * (survival); both 0: MAZE_CAVE_BIRTH and MAZE_CAVE_SURVIVAL. fill:
     * the share of rock to start from, above 0 and below 1 (0:
     * MAZE_CAVE_FILL); generations: the automaton's rounds (0:
     * MAZE_CAVE_GENERATIONS). */
    unsigned birth, survival;
    double fill;
    unsigned generations;
    /* dungeon: how many rooms to place (0: one per MAZE_DUNGEON_CELLS
     * cells), the least and most cells a room has a side (0:
     * MAZE_ROOM_MIN and MAZE_ROOM_MAX), and the share 0 to 1 of the
     * corridors' dead ends trimmed away (1: every one; 0: none).
     * division (rectangles): a field whose sides are both room_min to
     * room_max cells is left open, a room, and the maze has loops
     * (room_max 0: none, a perfect maze). */
    unsigned rooms, room_min, room_max;
    double trim;
    /* A symmetric maze (flat rectangles without a mask; the generators
     * maze_generator_mirrors() names): the generator makes one half or
     * quarter, the others are its images, and passages the symmetry
     * keeps join them, so the maze is still perfect. XY and ROT need an
     * odd width or height: a perfect maze (a tree) has a middle cell or
     * passage that every symmetry of it keeps, and a grid of even sides
     * has none that a half turn keeps. An odd width mirrored across X
     * keeps its middle column, so that column is one straight corridor
     * (the only way a tree can keep it); likewise Y's middle row. */
    enum maze_symmetry symmetry;
};

/* The cave of zeroed options: B5678/S45678 from 45% rock, 4 generations. */
#define MAZE_CAVE_BIRTH 0x1E0u
#define MAZE_CAVE_SURVIVAL 0x1F0u
#define MAZE_CAVE_FILL 0.45
#define MAZE_CAVE_GENERATIONS 4u
/* The dungeon of zeroed options. */
#define MAZE_DUNGEON_CELLS 80u
#define MAZE_ROOM_MIN 3u
#define MAZE_ROOM_MAX 7u

/* The stairs weight of zeroed options. */
#define MAZE_STAIRS_DEFAULT 0.25

typedef enum maze_err (*maze_generate_fn)(struct maze *m, struct maze_rng *rng,
                                          const struct maze_gen_opts *opts,
                                          const struct maze_hook *hook);

struct maze_row_maker; /* the library's own */

struct maze_generator {
    const char *name;
    const char *summary;
    maze_generate_fn generate;
    /* Works on any grid: one with OFF cells (a mask) and every shape, as
     * it needs only each cell's neighbours. The others work on
     * rectangles without OFF cells. */
    bool masks;
    /* The most cells it can take (0: any number): kruskal numbers its
     * walls in 32 bits. maze_generate() refuses more with
     * MAZE_ERR_TOO_BIG before touching the maze. */
    uint64_t max_cells;
    /* How it makes a row at a time from the row before, for streams and
     * the whole grid alike (NULL: it needs the whole grid). The library's
     * own; see maze_generator_streams(). */
    const struct maze_row_maker *rows;
    /* Other names it is known by, separated by spaces ("recursive-
     * backtracker dfs"); found by maze_generator_find like the name. */
    const char *aliases;
    /* Works on polar grids too (without OFF cells), though not on every
     * shape: recursive division. */
    bool polar;
    /* Its mazes are not perfect: they have loops, or rock (OFF cells) it
     * leaves out itself (cave, dungeon). maze_generate() then makes what
     * the summary says, every cell that is not OFF reached. */
    bool imperfect;
    /* Works on polar grids only, of a layout it needs (classical). */
    bool polar_only;
};

/* The registry, ending in an entry whose name is NULL; the first entry is
 * the default. Static; never freed. */
const struct maze_generator *maze_generators(void);

/* In the questions below about a generator, gen NULL is the default. */

/* Whether gen can make a maze on a grid of that shape, with OFF cells
 * (a mask) or without. */
bool maze_generator_takes(const struct maze_generator *gen,
                          enum maze_shape shape, bool off_cells);

/* Whether gen makes weave mazes (maze_gen_opts.weave above 0):
 * backtracker, hunt-and-kill, growing-tree and prim tunnel under a
 * straight corridor, kruskal places crossings first. */
bool maze_generator_weaves(const struct maze_generator *gen);

/* Whether gen makes symmetric mazes (maze_gen_opts.symmetry): those that
 * make perfect rectangles of any size (not unicursal, whose one path two
 * copies would break, nor the imperfect or polar-only ones). */
bool maze_generator_mirrors(const struct maze_generator *gen);

/* The symmetry called name ("x", "y", "xy", "rot"; "none"), in any case.
 * false when there is none of that name. */
bool maze_symmetry_find(const char *name, enum maze_symmetry *out);

/* The name of symmetry s: "none", "x", "y", "xy" or "rot". */
const char *maze_symmetry_name(enum maze_symmetry s);

/* The cell of rectangle m that the mirror (X, Y) or the half turn (ROT;
 * XY: the half turn too, one of its three) takes cell c to. */
size_t maze_symmetry_image(const struct maze *m, enum maze_symmetry s,
                           size_t c);

/* The generator called name or one of its aliases, compared as
 * maze_name_distance() does (so "Prim's" finds prim), or NULL. */
const struct maze_generator *maze_generator_find(const char *name);

/* Makes m a perfect maze with gen (NULL: the default; or, for a generator
 * marked imperfect, the maze it makes, joined so that every cell left in
 * is reached), starting from a fresh grid (every wall up, OFF cells
 * kept). Start and end are not changed, except by the generators whose
 * mazes decide them: the labyrinths (unicursal, classical) put them at the
 * two ends of their one path, cave at its first and last open cells,
 * dungeon in its first and last rooms. opts may be NULL (defaults).
 * Errors: MAZE_ERR_ARG for options out of range (a bias that
 * is not one vertical and one horizontal direction, mix, weave or stairs
 * outside 0..1; a cave's fill outside it, a room size or rule out of
 * range), a grid the generator does not take (classical: a polar grid
 * of 8 rings whose rings 1 to 7 have the same cells, 4 or more)
 * (maze_generator_takes(); a maze of several floors takes the generators
 * that work on any grid, `masks`), or a weave above 0 that the generator
 * or the grid cannot make (only flat rectangles weave), MAZE_ERR_NOMEM;
 * on failure m is left with every wall up. */
enum maze_err maze_generate(struct maze *m, const struct maze_generator *gen,
                            struct maze_rng *rng,
                            const struct maze_gen_opts *opts,
                            const struct maze_hook *hook);

/* ----------------------------------------------------------------- masks */

struct maze_read_error; /* below, with the readers */

/* Reads a mask: the text form (a line a row, 'X' or '#' for no cell,
 * anything else a cell; shorter lines end in no cells) or a PNG (a pixel a
 * cell; dark or transparent pixels are no cell), told apart by the PNG
 * signature. The result is a maze of the mask's size with the cells that
 * are not in it OFF, every wall up, and its ends at the first and the last
 * cell in reading order. The caller owns it (maze_free). Errors:
 * MAZE_ERR_FORMAT (with *err) for a mask with no cell, a broken PNG (one
 * whose data cannot hold the size its header claims, too) or a text mask
 * of more than 64 cells a byte (short lines under a long one),
 * MAZE_ERR_TOO_BIG (with *err: over max_bytes, or a PNG of more than
 * MAZE_PICTURE_MAX_PIXELS), MAZE_ERR_IO, MAZE_ERR_NOMEM. */
enum maze_err maze_mask_read(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err);

/* A mask of width x height cells of the shape (not polar) made from
 * text: drawn as large as fits, a cell a pixel, the cells it covers at
 * least half of in; font NULL, "" or "builtin" is the built-in font
 * (capitals, digits and a few signs of 5 x 7 dots, each a square of whole
 * cells; lower case drawn as capitals; the same everywhere), any other a
 * system font's name drawn by cairo ("DejaVu Sans Bold": a trailing " Bold"
 * asks for the bold face). Separate pieces (letters) are joined by the
 * shortest bridges of cells, so the mask is one part; its ends are
 * maze_ends_default()'s. The caller owns it (maze_free). Errors:
 * MAZE_ERR_FORMAT (with *err) for a text with no cell at that size or a
 * character the built-in font lacks, or a font cairo cannot draw (or a
 * build without cairo); MAZE_ERR_ARG for polar; MAZE_ERR_NOMEM. */
enum maze_err maze_mask_text(const char *text, const char *font,
                             enum maze_shape shape, uint32_t width,
                             uint32_t height, struct maze **out,
                             struct maze_read_error *err);

/* How many separate parts the cells that are not OFF make, going from
 * cell to neighbouring cell whatever the walls; one cell of each of the
 * first `max` parts goes into cells[] (may be NULL with max 0). A maze can
 * only join cells of one part. Errors: MAZE_ERR_NOMEM. */
enum maze_err maze_parts(struct maze *m, size_t *parts, size_t *cells,
                         size_t max);

/* Puts the start at the first cell that is not OFF in reading order and
 * the end at the last one: the top-left and bottom-right corners when
 * nothing is masked. Both MAZE_NONE when every cell is OFF. */
void maze_ends_default(struct maze *m);

/* ------------------------------------------------------------- streaming */

/* Whether gen can make a maze one row at a time (eller, sidewinder,
 * binary-tree): then a maze of any height needs memory for two rows. */
bool maze_generator_streams(const struct maze_generator *gen);

/* A maze made one row at a time. */
struct maze_stream;

/* Starts a maze `width` cells across and `rows` rows down (0: without
 * end), made by gen (NULL: the default) with rng's state and opts (may be
 * NULL). It is the same maze maze_generate() makes with the same state.
 * The caller frees it with maze_stream_free(). Errors: MAZE_ERR_ARG for a
 * generator that needs the whole grid or opts with a symmetry,
 * MAZE_ERR_TOO_BIG for a width of 0 or over MAZE_MAX_SIDE, MAZE_ERR_NOMEM. */
enum maze_err maze_stream_new(const struct maze_generator *gen, uint32_t width,
                              uint64_t rows, const struct maze_rng *rng,
                              const struct maze_gen_opts *opts,
                              struct maze_stream **out);

/* The next finished row: `width` cell bytes with the passage bits of
 * struct maze, valid until the next call; NULL after the last row. */
const uint8_t *maze_stream_next(struct maze_stream *s);

/* Its width and its rows (0: without end), as maze_stream_new took them. */
uint32_t maze_stream_width(const struct maze_stream *s);
uint64_t maze_stream_rows(const struct maze_stream *s);

/* Frees s; maze_stream_free(NULL) does nothing. */
void maze_stream_free(struct maze_stream *s);

/* Writes the whole stream in the text format, a row at a time: the same
 * text the text renderer writes for the maze made whole (start at the
 * top-left cell, end at the bottom-right one; an endless stream has no
 * end). Errors: MAZE_ERR_IO when writing fails (a reader went away),
 * MAZE_ERR_NOMEM. */
enum maze_err maze_stream_write_text(struct maze_stream *s, FILE *out);

/* ----------------------------------------------------------- braid, ends */

/* Removes the share (0 to 1) of the dead ends by opening one wall of each
 * chosen dead end, preferring a wall into another dead end; share 1 leaves
 * none that the grid allows to remove. Reports MAZE_EV_CARVE. Errors:
 * MAZE_ERR_ARG for a share outside 0..1, MAZE_ERR_NOMEM. */
enum maze_err maze_braid(struct maze *m, double share, struct maze_rng *rng,
                         const struct maze_hook *hook);

/* Leaves the share (0 to below 1) of m's cells out, uncarved: walls off a
 * dead end and marks it MAZE_CELL_OFF, one at a time at random, until
 * that share of the cells that were on is out, never taking keep_a or
 * keep_b (MAZE_NONE: none), so it stops short when only the route
 * between them is left. m must be a perfect maze, and stays one on the
 * cells left. Reports MAZE_EV_WALL. Errors: MAZE_ERR_ARG for a share
 * outside 0..1 (1 excluded), a polar grid or a weave, MAZE_ERR_NOMEM. */
enum maze_err maze_sparse(struct maze *m, double share, size_t keep_a,
                          size_t keep_b, struct maze_rng *rng,
                          const struct maze_hook *hook);

/* Sets start and end to the two ends of a longest route: two
 * breadth-first sweeps in a perfect maze; with loops, maze_diameter() with
 * its default budget (exact, as maze stats --distances finds it, unless a
 * huge braided maze spends the budget: then the longest it found; a grid
 * of several parts, as a file can be, gets its first part's two sweeps).
 * On a maze of floors the start is on the lowest floor and the end on
 * the highest, the farthest apart two such sweeps find. Errors:
 * MAZE_ERR_NO_ENDS when every cell is OFF, MAZE_ERR_NO_ROUTE when no route
 * joins the lowest floor to the highest, MAZE_ERR_NOMEM. */
enum maze_err maze_ends_farthest(struct maze *m);

/* ---------------------------------------------------------- the recipe */

/* Where a recipe puts the start and the end. */
enum maze_ends_rule {
    MAZE_ENDS_CORNERS,  /* maze_new's (a mask's: its first and last cells) */
    MAZE_ENDS_FARTHEST, /* maze_ends_farthest() */
    MAZE_ENDS_NONE,     /* none: MAZE_NONE */
};

/* Everything but the seed that decides a maze. The tool's options, the
 * Python package and the web page all make mazes through maze_make(), so
 * the same recipe and seed give the same maze in each. Zeroed fields are
 * the defaults: the first generator, no braid, ends at the corners. */
struct maze_recipe {
    const struct maze_generator *generator; /* NULL: the default */
    struct maze_gen_opts gen;
    double braid;                 /* share of dead ends removed, 0 to 1 */
    /* share of cells left uncarved (maze_sparse), 0 to below 1, before
     * the braid; generators of perfect mazes (maze_generator_reads
     * "sparse") */
    double sparse;
    enum maze_ends_rule ends;
    bool have_start, have_end;    /* then (x, y) sets that end, after */
    uint32_t start_x, start_y, end_x, end_y; /* polar: (place, ring) */
    const struct maze *mask;      /* NULL, or a grid of m's size whose OFF
                                     cells m leaves out */
    unsigned wrap;                /* MAZE_WRAP_*: maze_set_wrap */
};

/* Makes m (a fresh grid of the size wanted, from maze_new_shape) the maze
 * recipe r and seed describe: the mask's cells and ends, the generator,
 * the braid (one random sequence for both), then the ends; the wrap is
 * set on m first. Reports every
 * event to hook (may be NULL). Errors: those of maze_generate (MAZE_ERR_
 * TOO_BIG past the generator's max_cells), maze_braid and
 * maze_ends_farthest; MAZE_ERR_ARG for a mask of another size, a start
 * or end outside the grid, (weave) on a crossing, or a wrap the grid or
 * generator cannot take (maze_set_wrap, maze_generate). On an error m holds
 * no maze: free it. */
enum maze_err maze_make(struct maze *m, const struct maze_recipe *r,
                        uint64_t seed, const struct maze_hook *hook);

/* ------------------------------------------------------------ settings */

/* A maze described the way a person describes it: settings by name, each
 * with a text value ("width" "30", "algorithm" "Prim's", "braid" "0.5").
 * The tool's options, Python's keyword arguments and the web page's query
 * all go through maze_settings_set(), so a setting is named, parsed and
 * refused in one place, with the same words in every front end.
 *
 * The settings (name: value; other names):
 *   width, height  whole numbers, 1 to MAZE_MAX_SIDE (W, H); default
 *                  20 x 10, polar 1 x 10 (a round centre, ten rings)
 *   shape          rect, hex, triangle, polar, upsilon (maze_shape_find)
 *   algorithm      a generator's name or alias (a, generator)
 *   seed           a whole number, 0 to 2^64-1 (s); default: drawn
 *   braid          the share of dead ends removed, 0 to 1 (b)
 *   sparse         the share of cells left uncarved, 0 to below 1
 *   bias           binary-tree: NW, NE, SW or SE
 *   pick           growing-tree: newest, random, oldest or mix:P
 *   mix            growing-tree: the share P of mix:P, 0 to 1
 *   weave          0 to 1, how readily passages cross under others
 *   floors         floors of width x height joined by stairs, 1 to
 *                  MAZE_MAX_FLOORS (levels); "FxT": F floors in each of
 *                  T towers joined by portals (a maze in four
 *                  dimensions), F * T at most MAZE_MAX_FLOORS
 *   stairs         how readily a walk takes a stair, above 0 up to 1
 *   start, end     a cell as "X,Y" (polar: place in its ring, ring)
 *   ends           corners, farthest or none
 *   mask           a mask file's path (maze_mask_read), or see
 *                  maze_settings_set_mask()
 *   route_length   targets of maze_settings_try(): the route's steps,
 *   dead_ends      the dead ends, as MIN:MAX (MIN: or :MAX leave one side
 *                  open; N is exactly N)
 *   difficulty     the difficulty score (maze_measure_difficulty): easy,
 *                  medium, hard, N or MIN:MAX from 0 to 100
 *   base           unicursal: the perfect maze's generator
 *   rule           cave: "B5678/S45678", counts of rock neighbours
 *   fill           cave: the share of rock to start from, above 0, below 1
 *   generations    cave: the automaton's rounds, 1 to 1000
 *   rooms          dungeon: rooms to place, 1 to 1000000
 *   room-size      dungeon, division: "MIN-MAX" cells a side, 1 to 10000
 *   trim           dungeon: the share of dead ends trimmed, 0 to 1
 *   symmetry       x, y, xy, rot or none (maze_gen_opts.symmetry)
 *   wrap           x, y, xy, mobius, klein, projective or none: the edges
 *                  that wrap round (a cylinder, a torus, a twisted seam;
 *                  maze_set_wrap): rect (hex: x, y, xy), with the
 *                  generators that work on any grid
 * With algorithm classical and no shape or size given, the grid is polar,
 * 32 cells round and 8 rings: the layout's.
 * Which settings apply to which generator is the registry's
 * (maze_generator_reads()); a setting that would do nothing is refused. */
struct maze_settings;

/* How messages spell a setting: as the tool's options ("--floors",
 * "-W 2") or by name ("floors", "width=2": Python, the web page). */
enum maze_spelling {
    MAZE_SPELL_OPTIONS,
    MAZE_SPELL_NAMES,
};

/* Why settings were refused: the error and the words to show, one line
 * without a program name or a newline. MAZE_ERR_ARG is a value or a name
 * that is wrong on its own and MAZE_ERR_CONFLICT settings that do not go
 * together (both the user's to fix: the tool exits 2); other errors are
 * the machine's or a file's (MAZE_ERR_TOO_BIG: more memory than the
 * machine has; MAZE_ERR_IO, MAZE_ERR_FORMAT: the mask file). */
struct maze_settings_error {
    enum maze_err code;
    char message[400];
};

/* New settings, every one at its default, spelling messages as asked.
 * The caller frees them with maze_settings_free(). Errors: MAZE_ERR_NOMEM
 * (*out untouched). */
enum maze_err maze_settings_new(enum maze_spelling spelling,
                                struct maze_settings **out);

/* Frees s and the mask it holds; maze_settings_free(NULL) does nothing. */
void maze_settings_free(struct maze_settings *s);

/* Sets the setting called name (compared as maze_name_distance() does)
 * to the text value, judged on its own: unknown names ("did you mean"),
 * and values that do not parse or are out of range are refused with
 * MAZE_ERR_ARG (settings that do not go together are
 * maze_settings_check()'s to refuse, as the order they come in is the
 * caller's); a mask
 * file that cannot be read with MAZE_ERR_IO, MAZE_ERR_FORMAT or
 * MAZE_ERR_TOO_BIG. The setting is unchanged on an error. err may be
 * NULL. */
enum maze_err maze_settings_set(struct maze_settings *s, const char *name,
                                const char *value,
                                struct maze_settings_error *err);

/* Sets the mask to a copy of mask's cells (its OFF cells are left out,
 * its size replaces width and height); name says it in messages (a
 * path, or NULL). Errors: MAZE_ERR_NOMEM. */
enum maze_err maze_settings_set_mask(struct maze_settings *s,
                                     const struct maze *mask,
                                     const char *name,
                                     struct maze_settings_error *err);

/* Whether the setting called name was given (NULL: any setting). */
bool maze_settings_given(const struct maze_settings *s, const char *name);

/* Judges the settings together: the shape, the mask, weave and floors
 * against the generator, start and end against the grid, the memory the
 * maze needs against the machine's. Errors: MAZE_ERR_CONFLICT,
 * MAZE_ERR_ARG, MAZE_ERR_TOO_BIG, MAZE_ERR_FORMAT (a mask of several
 * parts), MAZE_ERR_NOMEM. err may be NULL. Settings found good are
 * remembered as such until they are set again, so that making many
 * mazes from them judges them once. */
enum maze_err maze_settings_check(struct maze_settings *s,
                                  struct maze_settings_error *err);

/* The seed given, or one drawn from the system (ten digits at most, to be
 * easy to note and retype), kept in s so the next call gives it again.
 * Errors: those of maze_seed_from_os(). */
enum maze_err maze_settings_seed(struct maze_settings *s, uint64_t *seed,
                                 struct maze_settings_error *err);

/* The size of the grid (the mask's, when there is one): cells across
 * and down a floor, and floors (of every tower). */
void maze_settings_size(const struct maze_settings *s, enum maze_shape *shape,
                        uint32_t *width, uint32_t *height, uint32_t *floors);

/* The towers the floors stand in: more than 1 for a maze in four
 * dimensions ("floors" given as FxT), else 1. */
uint32_t maze_settings_towers(const struct maze_settings *s);

/* The recipe the settings give (generator, options, braid, ends, mask):
 * valid while s lives and is not set again. */
const struct maze_recipe *maze_settings_recipe(const struct maze_settings *s);

/* Makes the maze: allocates the grid, judges what only the grid can tell
 * (a polar start past its ring's cells, the generator's most cells, an
 * end on a weave's crossing) and runs maze_make() with seed (not s's own:
 * a batch makes seed, seed+1, ...), reporting events to hook (may be
 * NULL). It judges the settings as maze_settings_check() does, unless
 * that found them good, and may be called from several threads at once
 * (then check them first). The caller frees *out.
 * Errors: those of maze_settings_check() and maze_make(). */
enum maze_err maze_settings_make(const struct maze_settings *s, uint64_t seed,
                                 const struct maze_hook *hook,
                                 struct maze **out,
                                 struct maze_settings_error *err);

/* Whether gen reads the setting called name: "bias" binary-tree, "pick"
 * and "mix" growing-tree, "weave" the generators that weave, "floors"
 * and "stairs" those that work on any grid, "base" unicursal, "rule",
 * "fill" and "generations" cave, "rooms", "room-size" and "trim" dungeon,
 * "symmetry" those maze_generator_mirrors() names; every generator reads
 * the others. */
bool maze_generator_reads(const struct maze_generator *gen, const char *name);

/* ------------------------------------------------------------ statistics */

/* The figures people compare mazes and algorithms by. Route lengths are in
 * steps (cells on the route minus one). */
struct maze_stats {
    size_t cells; /* cells that are not OFF */
    size_t passages;
    size_t dead_ends;  /* cells with one passage */
    size_t junctions3; /* cells with three passages */
    size_t junctions4; /* cells with four or more (hexagons: up to six) */
    size_t straights;  /* cells with two passages in a line */
    size_t turns;      /* cells with two passages at a corner */
    size_t longest;    /* the longest route, as maze_ends_farthest() finds
                          it: the diameter (maze_diameter()) */
    size_t longest_from, longest_to;
    size_t solution; /* start to end, or MAZE_NONE without ends or route */
    double corridor; /* average steps between junctions and dead ends */
    long long loops; /* passages - cells + parts (the parts the passages
                        join the cells into): the passages beyond a
                        spanning forest's, 0 for a perfect maze and never
                        negative */
    size_t crossings; /* weave: cells a passage runs under */
    size_t stairs;    /* stairs between floors (0 in a flat maze) */
    size_t portals;   /* portals between towers (0 but in four
                         dimensions) */
};

/* Measures m. Uses the scratch bits and clears them. Errors:
 * MAZE_ERR_NOMEM; *stats is written only on success. */
enum maze_err maze_measure(struct maze *m, struct maze_stats *stats);

/* ---------------------------------------- routes, bottlenecks, distances */

/* The cell bits of struct maze_routes. */
#define MAZE_ROUTES_SOME 0x01u  /* on some shortest route from S to E */
#define MAZE_ROUTES_EVERY 0x02u /* on every one */

/* Every shortest route from m->start to m->end (routes.c). A route is a
 * sequence of cells, each joined to the next by a passage (under a
 * crossing: one step; up a stair: one step); two routes are distinct when
 * their cells differ somewhere. */
struct maze_routes {
    size_t steps;      /* of a shortest route */
    char *count;       /* how many there are, exactly, in decimal */
    uint64_t count64;  /* the same when it fits in 64 bits (fits) */
    bool fits;         /* else count64 is UINT64_MAX */
    size_t on_some;    /* cells on some shortest route */
    size_t on_every;   /* cells on every one (S and E among them) */
    uint8_t *cell;     /* m->cells bytes of MAZE_ROUTES_ bits */
};

/* Counts the shortest routes from S to E (a sum a wave at a time, in as
 * many 32-bit limbs as the count needs) and marks the cells on some and
 * on every one. m is read, its scratch bits untouched. *out owns count
 * and cell: free them with maze_routes_release(); *out is written only
 * on success. Errors: MAZE_ERR_ARG (NULL), MAZE_ERR_NO_ENDS, MAZE_ERR_NO_ROUTE,
 * MAZE_ERR_NOMEM. */
enum maze_err maze_routes_count(const struct maze *m, struct maze_routes *out);

/* The same, telling progress (may be NULL) MAZE_EV_PROGRESS in additions
 * of 32-bit limbs. The total, told before the first sum, is the most the
 * sums can cost (a wave's numbers are at most the wave before's largest
 * times its cells' most ways in), so a progress line says what a large
 * count will cost before it is made: an open room of 5000 x 5000 cells
 * sums numbers of thousands of digits. */
enum maze_err maze_routes_count_told(const struct maze *m,
                                     const struct maze_hook *progress,
                                     struct maze_routes *out);

/* Frees what maze_routes_count() gave and zeroes *r; NULL does nothing. */
void maze_routes_release(struct maze_routes *r);

/* The bottlenecks of S to E (bottlenecks.c): what every route from S to E
 * must use, shortest or not, in the order a route meets them. */
struct maze_bottlenecks {
    size_t *cells;      /* cell_count cells, S first and E last */
    size_t cell_count;
    size_t *passages;   /* passage i joins cells passages[2i] (nearer S)
                           and passages[2i + 1] */
    size_t passage_count;
};

/* Finds the cells (cut vertices, with S and E) and passages (bridges)
 * that part S from E, in linear time by one depth-first search kept on
 * its own stack. m is read, its scratch bits untouched. *out owns cells
 * and passages: free them with maze_bottlenecks_release(); written only
 * on success. Errors: as maze_routes_count(). */
enum maze_err maze_bottlenecks_find(const struct maze *m,
                                    struct maze_bottlenecks *out);

/* Frees what maze_bottlenecks_find() gave and zeroes *b; NULL does nothing. */
void maze_bottlenecks_release(struct maze_bottlenecks *b);

/* The steps from one cell to every cell (distances.c): the distance map. */
struct maze_distances {
    size_t *steps;       /* steps[c] for each of cells cells; MAZE_NONE
                            where no route reaches */
    size_t cells;        /* m->cells */
    size_t from;
    size_t reached;      /* cells a route reaches, from among them */
    size_t farthest;     /* a cell farthest from `from` */
    size_t eccentricity; /* its steps: the eccentricity of from */
    double mean;         /* mean steps to the other cells reached (0 when
                            none is) */
};

/* One breadth-first sweep from cell `from`. m is read, its scratch bits
 * untouched. *out owns steps: free it with maze_distances_release();
 * written only on success. Errors: MAZE_ERR_ARG (NULL, from not a cell
 * of m or OFF), MAZE_ERR_NOMEM. */
enum maze_err maze_distances_from(const struct maze *m, size_t from,
                                  struct maze_distances *out);

/* Frees steps and zeroes *d; NULL does nothing. */
void maze_distances_release(struct maze_distances *d);

/* The diameter: the most steps between two cells a route joins, by iFUB:
 * a few sweeps on most mazes, but up to one a cell on a braided one, so
 * the sweeps stop once they have visited `budget` cells in all (0:
 * MAZE_DIAMETER_BUDGET; the first three sweeps of each part always run).
 * *steps is the longest found, *upper (may be NULL) the most the diameter
 * can be: equal when it is exact. Two cells
 * *steps apart in *from and *to (may be NULL; MAZE_NONE without cells).
 * Each part of a masked maze counts. Errors: MAZE_ERR_ARG, MAZE_ERR_NOMEM;
 * written only on success. */
enum maze_err maze_diameter(const struct maze *m, uint64_t budget,
                            size_t *steps, size_t *upper, size_t *from,
                            size_t *to);

/* maze_diameter()'s budget when given 0: 2^26 cells visited, a few
 * seconds. */
#define MAZE_DIAMETER_BUDGET ((uint64_t)1 << 26)
/* ------------------------------------------------------------ difficulty */

/* How hard a maze is to solve (src/measure/difficulty.c says why so): a solver
 * who guesses at every fork of the shortest route from start to end
 * walks, on average, the route and once the depth of each wrong way.
 * Steps throughout. */
struct maze_difficulty {
    size_t route;     /* steps of the shortest route */
    size_t decisions; /* route cells where a way leaves the route */
    size_t branches;  /* ways that leave the route there */
    size_t detours;   /* the wrong ways' depths, added up */
    size_t deepest;   /* the deepest wrong way */
    size_t dead_ends; /* cells with one passage, in the whole maze */
    /* 100 * (route + detours) / (cells - 1), rounded, at most 100: 0 for a
     * maze of one cell, 100 for one corridor from start to end. */
    unsigned score;
};

/* The words of the scale, as bands of the score (calibrated by
 * bench/difficulty.sh; README, "Made to a difficulty"). */
#define MAZE_DIFFICULTY_EASY_MAX 60
#define MAZE_DIFFICULTY_MEDIUM_MIN 61
#define MAZE_DIFFICULTY_MEDIUM_MAX 75
#define MAZE_DIFFICULTY_HARD_MIN 76

/* Measures how hard m is from m->start to m->end. Uses the scratch bits
 * and clears them. Errors: MAZE_ERR_NO_ENDS, MAZE_ERR_NO_ROUTE,
 * MAZE_ERR_NOMEM; *out is written only on success. */
enum maze_err maze_measure_difficulty(struct maze *m,
                                      struct maze_difficulty *out);

/* The score of figures d measured in a maze of `cells` cells (that are
 * not OFF). */
unsigned maze_difficulty_score(const struct maze_difficulty *d, size_t cells);

/* What maze_settings_try() found: the maze's own seed (the one that,
 * given to maze_settings_make(), makes it again), how many mazes it made
 * to find it (1: the first fit), and, when targets were given, the
 * figures it measured of it (dead ends alone without ends). */
struct maze_tried {
    uint64_t seed;
    uint64_t tries;
    bool measured;
    struct maze_difficulty figures;
};

/* Makes the first maze of seeds seed, seed + stride, seed + 2 * stride,
 * ... (mod 2^64; stride 0 is 1) whose figures fall in the targets given
 * (route_length, dead_ends, difficulty); with none, seed's maze, as
 * maze_settings_make() makes it. A batch of n mazes tries maze i from
 * seed + i with stride n, so no two share a seed and each is the same
 * whatever thread makes it. hook gets the events of the maze kept only.
 * The tries never go on for ever: after a sample of 64, and at each
 * doubling after it, they stop when the figures seen say the rest of the
 * budget (10000 tries, fewer for mazes of over 838 cells: 2^23 cells in
 * all, never under 64 tries) is unlikely to hold a maze that fits, and
 * refuse with MAZE_ERR_CONFLICT, saying the figures the tries had.
 * *tried (may be NULL) is written on success. The caller frees *out.
 * Errors: those of maze_settings_make(), MAZE_ERR_CONFLICT. */
enum maze_err maze_settings_try(const struct maze_settings *s, uint64_t seed,
                                uint64_t stride, const struct maze_hook *hook,
                                struct maze **out, struct maze_tried *tried,
                                struct maze_settings_error *err);

/* --------------------------------------------------------------- solvers */

/* A route: cells[0] is where it starts, cells[length-1] where it ends, and
 * each is joined by a passage to the next. Release with
 * maze_route_release(), which frees cells and zeroes the struct. */
struct maze_route {
    size_t length; /* cells on the route; length - 1 steps */
    size_t *cells;
    size_t visited; /* cells the solver looked at to find it */
};

/* Frees the route's cells and zeroes it; NULL does nothing. */
void maze_route_release(struct maze_route *route);

/* Which hand a wall follower keeps on the wall. */
enum maze_hand { MAZE_HAND_LEFT, MAZE_HAND_RIGHT };

/* Options some solvers read; zero is the default. */
struct maze_solve_opts {
    enum maze_hand hand; /* wall-follower, pledge */
    uint64_t seed;       /* random-mouse: its choices at junctions */
};

/* A solver finds a route from `from` to `to` and writes *route only on
 * success. It uses the maze's scratch bits and clears them again. opts
 * may be NULL (defaults). Errors: MAZE_ERR_NO_ROUTE when no route exists,
 * MAZE_ERR_DEFEATED when one exists but the method cannot find it (a wall
 * follower going round a loop, a random mouse out of steps; only solvers
 * whose .gives_up says why), MAZE_ERR_NOMEM. */
typedef enum maze_err (*maze_solve_fn)(struct maze *m, size_t from, size_t to,
                                       const struct maze_solve_opts *opts,
                                       const struct maze_hook *hook,
                                       struct maze_route *route);

struct maze_solver {
    const char *name;
    const char *summary;
    maze_solve_fn solve;
    /* Finds a shortest route in any maze, loops or not; the others find a
     * route (the only one, in a perfect maze). */
    bool shortest;
    const char *aliases; /* other names, separated by spaces */
    /* Why it may stop without the route that exists (MAZE_ERR_DEFEATED),
     * as a phrase that follows "it": "went round a loop". NULL: it always finds a route
     * when there is one. */
    const char *gives_up;
    /* It counts its turns, so it takes only grids whose directions go
     * evenly round a cell: not polar grids or spheres, nor floors (their
     * stairs are no turn). maze_solver_takes() says. */
    bool counts_turns;
};

/* The registry, ending in an entry whose name is NULL; the first entry is
 * the default (breadth-first search). Static; never freed. */
const struct maze_solver *maze_solvers(void);

/* The solver called name or one of its aliases (as for generators), or
 * NULL. */
const struct maze_solver *maze_solver_find(const char *name);

/* Whether solver (NULL: the default) takes maze m, or, m NULL, mazes of
 * this shape and floors (see .counts_turns). */
bool maze_solver_takes(const struct maze_solver *solver, const struct maze *m,
                       enum maze_shape shape, uint32_t floors);

/* Solves from m->start to m->end with solver (NULL: the default) and opts
 * (NULL: defaults). Errors: MAZE_ERR_NO_ENDS, MAZE_ERR_NO_ROUTE,
 * MAZE_ERR_DEFEATED, MAZE_ERR_NOMEM, MAZE_ERR_CONFLICT when the solver does
 * not take the maze (maze_solver_takes). */
enum maze_err maze_solve(struct maze *m, const struct maze_solver *solver,
                         const struct maze_solve_opts *opts,
                         const struct maze_hook *hook,
                         struct maze_route *route);

/* The same from cell `from` instead of m->start (a hint from wherever a
 * player stands); m->start is neither read nor changed. Errors: as
 * maze_solve, and MAZE_ERR_ARG when from is not a cell of m. */
enum maze_err maze_solve_from(struct maze *m, const struct maze_solver *solver,
                              size_t from, const struct maze_solve_opts *opts,
                              const struct maze_hook *hook,
                              struct maze_route *route);

/* ------------------------------------------------------------ recordings */

/* Every event of a run, in order: what animations replay. */
struct maze_recording {
    struct maze_event *event;
    size_t count, cap;
    bool failed; /* an event could not be stored (out of memory) */
};

/* A hook function that appends each event to the maze_recording given as
 * its user pointer: struct maze_hook h = {maze_record_event, &rec}. */
void maze_record_event(const struct maze_event *ev, void *recording);

/* Frees the events; the struct is zeroed. NULL does nothing. */
void maze_recording_release(struct maze_recording *rec);

/* Puts m back to all walls up, then applies the passage events (carve,
 * wall, clear) among the first `upto` events: the maze as it stood after
 * them. OFF cells are kept. A carve between two cells of a line with one
 * between makes that one a crossing (a weave maze's passage under it),
 * giving m its extra plane if it has none. */
void maze_replay(struct maze *m, const struct maze_recording *rec, size_t upto);

/* A step of an animation is the state after some number of events. Steps
 * go `per` events at a time, or with MAZE_STEPS_LEVEL a level of recursive
 * division at a time: every split of one depth (with its wall) in one
 * step, and the events after the last split (braiding, solving) one at a
 * time. */
#define MAZE_STEPS_LEVEL 0xFFFFFFFFu

/* Whether rec holds recursive division's splits: an animation of it then
 * steps a level at a time unless told otherwise. */
bool maze_recording_has_levels(const struct maze_recording *rec);

/* The events step 0 shows: the MAZE_EV_CLEAR a wall adder starts with
 * (its open field inside the outline), none for other runs. */
size_t maze_step_first(const struct maze_recording *rec);

/* The events the step after one that shows `shown` events shows, stepping
 * per (>= 1) events or MAZE_STEPS_LEVEL; rec->count once shown reaches it. */
size_t maze_step_next(const struct maze_recording *rec, size_t shown,
                      unsigned per);

/* ------------------------------------------------------------- renderers */

/* A colour for the picture options: MAZE_RGB(r, g, b); 0 means the
 * format's default. */
#define MAZE_RGB(r, g, b)                                                      \
    (0x1000000u | ((uint32_t)(r) << 16) | ((uint32_t)(g) << 8) | (uint32_t)(b))

/* How to draw. Zero means the default of each field. */
struct maze_render_opts {
    bool color;          /* unicode: ANSI colours */
    unsigned cell_width; /* unicode: 1 or 3 characters per cell, or 2:
                            half blocks, H+1 lines of 2W+1 */
    /* Pictures. The image is width*cell + 2*margin pixels across; the wall
     * between cells (x, y) and (x+1, y) is a line `wall` wide centred on
     * margin + (x+1)*cell, from margin + y*cell to margin + (y+1)*cell. */
    unsigned cell; /* pixels per cell; default 16 */
    unsigned wall; /* wall width; default 2 */
    int margin;    /* pixels round the maze, when margin_set (0 is a
                      margin too); otherwise one cell */
    bool margin_set;
    uint32_t fg, bg, route_color; /* MAZE_RGB; black, white, red */
    const char *page; /* pdf: "a4" or "letter" fits the maze on that page;
                         NULL: the page is the picture's size */
    bool stream;      /* png: write it a pixel row at a time (libpng), as
                         happens anyway to rectangles beyond 4096 x 4096
                         pixels' worth */
    bool no_stream;   /* png: draw it with cairo (antialiased) even beyond
                         that, up to cairo's 32767 pixels a side */
    /* png, svg, pdf: the cells out of the maze (a mask's, rock) left
     * blank, only their border with the maze drawn, rather than filled
     * in the walls' colour; saves ink when printed. */
    bool blank_off;
    /* Animation. Events per frame or step, or MAZE_STEPS_LEVEL; 0: a level
     * at a time for recursive division, otherwise the format's own (GIF:
     * about 300 frames; HTML: every event). */
    unsigned steps_per_frame;
    unsigned delay_ms; /* per frame; 0: 40 */
    /* What the JSON writer records about where the maze came from. */
    const char *algorithm;
    bool has_seed;
    uint64_t seed;
    double braid;
    /* Told MAZE_EV_PROGRESS as the rows are written (text, png written a
     * row at a time); NULL: nothing is told. */
    const struct maze_hook *progress;
    /* What the analyses show (still pictures: png, svg, pdf, gif; unicode
     * with colours). Each is read, not copied: the caller owns it and
     * keeps it while drawing. NULL and 0 draw none.
     *   paint   m->cells entries of the animation palette (enum
     *           maze_paint), cell c filled with paint[c] under the walls
     *           and the route; MAZE_PAINT_BACKGROUND: not filled;
     *   marks   mark_count passages, each two cells (marks[2i] and
     *           marks[2i + 1]), drawn as a line in the walls' colour
     *           joining their centres (png, svg, pdf);
     *   legend  legend_count swatches under the maze (png, svg, pdf):
     *           palette entry legend_paint[i] beside its words
     *           legend_text[i]. */
    const uint8_t *paint;
    const size_t *marks;
    size_t mark_count;
    const uint8_t *legend_paint;
    const char *const *legend_text;
    size_t legend_count;
    /* ... and, for a maze drawn to a target, its difficulty score. */
    bool has_difficulty;
    unsigned difficulty;
    /* A distance map's exact colours (png, svg, pdf; unicode with
     * colours): m->cells entries of MAZE_RGB, cell c filled with
     * paint_rgb[c] where it is not 0 (paint[c] elsewhere, and in the
     * other formats), and legend_count for the swatches likewise. The
     * palette has 32 shades of distance; these tell up to 257 apart. */
    const uint32_t *paint_rgb;
    const uint32_t *legend_rgb;
    /* Things made by hand (stl, plot, gcode), in millimetres; 0 is each
     * one's default. mm_cell: a cell (10); mm_wall: a wall's thickness
     * (stl: 1.5; plot: the pen's line, 0.3); mm_height: the walls above
     * the base (10); mm_base: the base plate (2). */
    double mm_cell, mm_wall, mm_height, mm_base;
    bool ascii;          /* stl: ASCII instead of binary */
    double feed;         /* gcode: mm a minute drawing or cutting (1000) */
    const char *pen_up;   /* gcode: the command that lifts the pen ("G0 Z5") */
    const char *pen_down; /* ... and lowers it ("G1 Z0 F500") */
    /* plot, gcode: cut the walls' outline (mm_wall thick, 1.5) rather than
     * draw their centre lines; kerf: the cut's width, the outline moved
     * out by half of it (0: none); tabs: bridges left uncut on each
     * outline (0: none), tab_width mm each (1). */
    bool cut;
    double kerf;
    unsigned tabs;
    double tab_width;
};

/* A renderer writes m (and route, which may be NULL) to out. Errors:
 * MAZE_ERR_IO when writing fails, MAZE_ERR_NOMEM, MAZE_ERR_ARG for options
 * out of range. */
typedef enum maze_err (*maze_render_fn)(const struct maze *m,
                                        const struct maze_route *route,
                                        const struct maze_render_opts *opts,
                                        FILE *out);

/* An animator writes the run recorded in rec, whose final maze (and
 * route, may be NULL) is m: each event of the generator, braid and solver
 * shown as it happened. Same errors. */
typedef enum maze_err (*maze_animate_fn)(const struct maze *m,
                                         const struct maze_route *route,
                                         const struct maze_recording *rec,
                                         const struct maze_render_opts *opts,
                                         FILE *out);

struct maze_renderer {
    const char *name;
    const char *summary;
    const char *extension;   /* of its files, without the dot */
    maze_render_fn render;   /* NULL: animation only */
    maze_animate_fn animate; /* NULL: no animation */
    bool binary;             /* not text: never written to a terminal */
    /* Draws every shape; the others draw rectangles only and return
     * MAZE_ERR_ARG for a hex, triangle or polar maze. */
    bool shapes;
    const char *aliases; /* other names, separated by spaces */
    /* Draws mazes of several floors (floors > 1), with their stairs;
     * maze_render() refuses one to the others with MAZE_ERR_ARG (levels:
     * its name of release 0.2.0). */
    union {
        bool floors;
        bool levels;
    };
    unsigned draws; /* MAZE_DRAWS_ flags: what its pictures can show */
};

/* What a renderer draws, and so which options it reads (a request
 * refuses the others: maze_request_check). */
enum {
    /* pixels: --cell, --wall, --margin and the colours */
    MAZE_DRAWS_PIXELS = 1u << 0,
    /* the analyses' colours (--all, --bottlenecks, --distances) */
    MAZE_DRAWS_PAINT = 1u << 1,
    /* pages: --page */
    MAZE_DRAWS_PAGES = 1u << 2,
    /* a pixel row at a time: --stream, --no-stream */
    MAZE_DRAWS_ROWS = 1u << 3,
    /* a solid in millimetres: --mm-cell, --mm-wall, --wall-height,
     * --base, --ascii */
    MAZE_DRAWS_SOLID = 1u << 4,
    /* pen strokes in millimetres: --mm-cell, --mm-wall (the pen's line) */
    MAZE_DRAWS_PATHS = 1u << 5,
    /* G-code: --mm-cell, --feed, --pen-up, --pen-down */
    MAZE_DRAWS_GCODE = 1u << 6,
    /* mazes in four dimensions (m->towers > 1): the floors of every
     * tower, with their stairs and portals; maze_render() refuses one to
     * the others with MAZE_ERR_ARG */
    MAZE_DRAWS_TOWERS = 1u << 7,
};

/* The registry, ending in an entry whose name is NULL. Static; never
 * freed. libmaze's own formats are text, unicode, stl, plot, gcode, html,
 * json and jsonl; png, svg, pdf and gif join them (after unicode) once
 * maze_render_library_init() has run. */
const struct maze_renderer *maze_renderers(void);

/* libmaze-render (link -lmaze-render, pkg-config maze-render; it needs
 * cairo and giflib, which libmaze does not): adds PNG, SVG, PDF and GIF to
 * the registry above. Call it once, before other threads use the
 * library; calling it again does nothing. A program that calls it is one
 * the linker keeps libmaze-render in, static or shared. Errors:
 * MAZE_ERR_CONFLICT when the libmaze loaded is not the release
 * libmaze-render was built with (maze_version() against MAZE_VERSION). */
enum maze_err maze_render_library_init(void);

/* The renderer called name or one of its aliases (as for generators), or
 * NULL. */
const struct maze_renderer *maze_renderer_find(const char *name);

/* The library that brings the format called name when it is not in the
 * registry: "libmaze-render" for png, svg, pdf and gif until
 * maze_render_library_init() has run; NULL for a format in the registry
 * or one no library has. The string is static. */
const char *maze_renderer_library(const char *name);

/* The renderer whose extension ends path ("maze.png": png), or NULL (also
 * for an extension of libmaze-render's formats before it is added: a
 * ".svg" is never taken for the plotter's svg). */
const struct maze_renderer *maze_renderer_for_path(const char *path);

/* Writes m (and route, may be NULL) to out in the format called `format`
 * (a renderer's name or alias, as maze_renderer_find takes it), with opts
 * (NULL: defaults): what the tool's -f does, for any program. Errors:
 * MAZE_ERR_ARG for a format that does not exist (or NULL), draws only
 * animations (html), draws only rectangles and m is another shape, or draws no
 * floors and m has several; then the renderer's own. */
enum maze_err maze_render(const struct maze *m, const struct maze_route *route,
                          const char *format,
                          const struct maze_render_opts *opts, FILE *out);

/* libmaze-render (as maze_render_library_init()). A PDF of many mazes:
 * each maze on its own page, then, for those with a route, an answer page
 * each, in the same order (routes may be NULL, and so may any of its
 * entries: no route; opts NULL: defaults). Errors as renderers. */
enum maze_err maze_render_pdf_book(const struct maze *const *mazes,
                                   const struct maze_route *const *routes,
                                   size_t count,
                                   const struct maze_render_opts *opts,
                                   FILE *out);

/* ----------------------------------------------------------------- scene */

/* What a step of an animation shows, computed once from the events: the
 * walls as built so far, each cell's colour (an entry of the animation
 * palette below), the solver's wave with its distances, and the route.
 * The GIF writer, the HTML step player and the web page all draw this. */
struct maze_scene;

/* The animation palette: what maze_scene_paint() gives a cell. */
enum maze_paint {
    MAZE_PAINT_BACKGROUND, /* nothing to show: the background */
    MAZE_PAINT_WALL,       /* the walls' colour (and cells not in the maze) */
    MAZE_PAINT_UNCARVED,   /* not carved yet */
    MAZE_PAINT_PATH,       /* the walker's path */
    MAZE_PAINT_HEAD,       /* the walker */
    MAZE_PAINT_FRONTIER,   /* Prim's frontier */
    MAZE_PAINT_WALK,       /* a random walk not yet carved */
    MAZE_PAINT_ROUTE,      /* the route's colour */
    MAZE_PAINT_FILLED,     /* dead-end filling */
    MAZE_PAINT_DEAD,       /* a solver's dead end */
    MAZE_PAINT_REGION,     /* recursive division's fields: 8 shades */
    MAZE_PAINT_DISTANCE = MAZE_PAINT_REGION + 8, /* the wave: 32 shades,
                                                    near to far */
    MAZE_PAINT_COUNT = MAZE_PAINT_DISTANCE + 32
};

/* Palette entry `paint` as MAZE_RGB: background, walls and route as opts
 * says (NULL: white, black, red), the others fixed. 0 for an entry out
 * of range. */
uint32_t maze_paint_color(const struct maze_render_opts *opts, int paint);

/* The shade of the wave's ramp for a cell `steps` from the source when the
 * farthest cell is `farthest` steps away: MAZE_PAINT_DISTANCE + steps * 31
 * / farthest (farthest 0: the nearest shade), MAZE_PAINT_BACKGROUND for
 * steps MAZE_NONE (not reached). The GIF's solver wave and the distance
 * map (--distances) both paint by it. */
int maze_paint_distance(size_t steps, size_t farthest);

/* The same ramp interpolated: the colour (MAZE_RGB) of a cell `steps` from
 * the source when the farthest is `farthest` steps away, spread evenly
 * along the ramp's colours (by their distance in RGB), so that no two
 * steps from 0 to farthest share a colour while farthest is at most 256;
 * 0 for steps MAZE_NONE. The distance map's cells and swatches. */
uint32_t maze_paint_distance_rgb(size_t steps, size_t farthest);

/* The analyses of one maze as a picture shows them (the tool's --all,
 * --bottlenecks and --distances, the web page's toggles). */
struct maze_analysis_picture {
    uint8_t *paint;     /* a MAZE_PAINT_ entry a cell (0: none), or NULL */
    size_t *marks;      /* the bottleneck passages, two cells each, or NULL */
    size_t mark_count;
    uint8_t legend_paint[8]; /* legend_count swatches and their words */
    char legend_words[8][40];
    const char *legend_text[8]; /* legend_words[i] */
    size_t legend_count;
    uint32_t *rgb;          /* the distances' exact colours, or NULL */
    uint32_t legend_rgb[8]; /* the swatches' likewise (0: legend_paint's) */
};

/* Paints what was found on a maze of `cells` cells (any of the three may
 * be NULL): the distances on the ramp (maze_paint_distance) with six
 * swatches of steps, else the cells on some shortest route and on every
 * one, and the bottleneck passages as marks, their cells filled unless
 * the distances colour them. The caller releases *out with
 * maze_analysis_picture_release(), also after an error. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err maze_analysis_paint(const struct maze_distances *distances,
                                  const struct maze_routes *routes,
                                  const struct maze_bottlenecks *bottlenecks,
                                  size_t cells,
                                  struct maze_analysis_picture *out);

/* Gives opts what a shows (paint, marks, legend), valid until a is
 * released; what a lacks is left as opts had it. */
void maze_analysis_picture_show(const struct maze_analysis_picture *a,
                              struct maze_render_opts *opts);

/* Frees what maze_analysis_paint() gave and zeroes *a; NULL does
 * nothing. */
void maze_analysis_picture_release(struct maze_analysis_picture *a);

/* A scene of the run recorded in rec (NULL: the finished maze, as a
 * still) whose finished maze is m, at step 0: no events shown. m and rec
 * are read, not copied: keep them until maze_scene_free(). Errors:
 * MAZE_ERR_ARG (NULL m or out), MAZE_ERR_NOMEM. The caller frees *out. */
enum maze_err maze_scene_new(const struct maze *m,
                             const struct maze_recording *rec,
                             struct maze_scene **out);

/* Frees s; NULL does nothing. */
void maze_scene_free(struct maze_scene *s);

/* Shows the first `shown` events (at most rec->count): forward from where
 * s is, or, going back, replayed from the start. */
void maze_scene_seek(struct maze_scene *s, size_t shown);

/* The events shown; whether the solver's have begun. */
size_t maze_scene_shown(const struct maze_scene *s);
bool maze_scene_solving(const struct maze_scene *s);

/* The maze as built by the events shown (its walls, crossings and OFF
 * cells), owned by s. */
const struct maze *maze_scene_maze(const struct maze_scene *s);

/* Cell c's colour, a MAZE_PAINT_ entry. */
int maze_scene_paint(const struct maze_scene *s, size_t c);

/* Whether c is on the route as shown so far. */
bool maze_scene_on_route(const struct maze_scene *s, size_t c);

/* Whether the solver's wave has reached c, and *distance (may be NULL)
 * its steps from the source. */
bool maze_scene_reached(const struct maze_scene *s, size_t c,
                        size_t *distance);

/* Marks route's cells as on the route: a still picture's route. */
void maze_scene_mark_route(struct maze_scene *s,
                           const struct maze_route *route);

/* -------------------------------------------------------------- geometry */

/* Where the pictures put each cell, for a program that draws a maze
 * itself (the web page does): the numbers the PNG, SVG, PDF and GIF
 * writers and the HTML player draw from. Coordinates are the picture's
 * pixels for the options' cell, wall and margin, x to the right and y
 * down; a maze of floors has its floors side by side, a cell apart. */
struct maze_geometry;

/* The geometry of m's pictures drawn with opts (NULL: the defaults; the
 * cell, wall, margin and margin_set fields are read). m is read, not
 * copied: keep it until maze_geometry_free(), which frees *out (NULL does
 * nothing); *out is the caller's. Errors: MAZE_ERR_ARG for a wall wider
 * than a cell or a margin below 0, MAZE_ERR_TOO_BIG for a picture over
 * 32767 pixels a side, MAZE_ERR_NOMEM. */
enum maze_err maze_geometry_new(const struct maze *m,
                                const struct maze_render_opts *opts,
                                struct maze_geometry **out);
void maze_geometry_free(struct maze_geometry *g);

/* The picture's extent, before the writers round it down to whole
 * pixels: a program fits a maze to its room from it (at cell 1 and margin
 * 1 it is the picture's size in cells). */
void maze_geometry_size(const struct maze_geometry *g, double *width,
                        double *height);

/* The most points and sides of an outline. */
#define MAZE_OUTLINE_POINTS 160
#define MAZE_OUTLINE_SIDES 10

/* A cell's outline: a polygon clockwise on the screen (a polar cell's
 * arcs flattened into segments of about 3 pixels), split into sides in
 * the order of the directions through them. Side i runs from point
 * from[i] to point from[i + 1] (the last side back to point 0); dir[i] is
 * the direction through it, or -1 for the maze's border. (cx, cy) is the
 * cell's centre, where a route passes. Rectangles and floors: a square,
 * sides east, south, west, north (side i is direction i). */
struct maze_outline {
    double cx, cy;
    unsigned points, sides;
    double x[MAZE_OUTLINE_POINTS], y[MAZE_OUTLINE_POINTS];
    int dir[MAZE_OUTLINE_SIDES];
    unsigned from[MAZE_OUTLINE_SIDES];
};

/* Fills *o with cell c's outline (c below the maze's cells). */
void maze_geometry_outline(const struct maze_geometry *g, size_t c,
                           struct maze_outline *o);

/* The side of the start's outline and of the end's left open in the
 * border (a door), or -1: no such cell, no door (a maze of floors marks
 * its ends with dots), or a polar start in the round centre. */
void maze_geometry_doors(const struct maze_geometry *g, int *start_side,
                         int *end_side);

/* Whether side `side` of cell c's outline is drawn as a wall when the
 * passages are those of m (the geometry's maze, or a maze on the same
 * grid: a scene's, maze_scene_maze()): the border but for the doors, a
 * side next to a cell out of the mask, or a closed passage. Each wall is
 * drawn once, by the cell that holds its passage (rectangles and floors:
 * the east and south sides, and the north and west sides of the top row
 * and left column), so a closed side of the other cell answers false;
 * a cell out of the mask draws nothing (rectangles: its walls stand). */
bool maze_geometry_wall(const struct maze_geometry *g, const struct maze *m,
                        size_t c, unsigned side);

/* A weave crossing's bridge as the pictures draw it: the walls of the
 * passage over it run on across the cell a quarter cell in from its
 * sides, and four stubs join them to the cell's corners. Fills line[k]
 * with (x0, y0, x1, y1) of each of its 6 lines, on the walls' centre
 * lines, and returns 6; 0 (line untouched) when c is no crossing of m (a
 * maze on the geometry's grid, as for maze_geometry_wall). */
unsigned maze_geometry_bridge(const struct maze_geometry *g,
                              const struct maze *m, size_t c,
                              double line[6][4]);

/* The stairs open from cell c of m (a maze of floors on the geometry's
 * grid) as triangles: the stair up pointing up, then the stair down
 * pointing down (side by side and smaller when c has both). Fills
 * mark[k] with the corners (x0, y0, x1, y1, x2, y2) of each and returns
 * how many (0 to 2). */
unsigned maze_geometry_stairs(const struct maze_geometry *g,
                              const struct maze *m, size_t c,
                              double mark[2][6]);

/* The portals open from cell c of m (a maze in four dimensions on the
 * geometry's grid) as diamonds: the one to the next tower (ana) towards
 * the cell's bottom right, the one to the tower before (kata) towards its
 * top left. Fills mark[k] with the corners (x0, y0, ... x3, y3) of each
 * and returns how many (0 to 2). */
unsigned maze_geometry_portals(const struct maze_geometry *g,
                               const struct maze *m, size_t c,
                               double mark[2][8]);

/* ---------------------------------------------------------------- output */

/* A file being written so that it appears whole or not at all: what the
 * tool's -o and Python's Maze.save() write through.
 *   - A regular file, or a name not there yet, is written to a temporary
 *     file beside it (".NAME.XXXXXX" in the same folder), which
 *     maze_output_commit() renames over it: a failure, or a stop part way,
 *     leaves the old file whole (or no file).
 *   - A symbolic link is followed: what it names is replaced, the link
 *     stays; except, as the kernel's fs.protected_symlinks, another
 *     user's link in a sticky folder anyone may write to, unless it is
 *     the folder owner's (EACCES), be it a link to the file or to a
 *     folder on the way to it.
 *   - The new file takes the old one's mode (0600 stays 0600) and owner
 *     (where allowed; else the set-user and set-group ID bits are
 *     dropped); a new name gets 0666 less the umask.
 *   - A device, FIFO or socket is written in place, neither created nor
 *     truncated; /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N
 *     write to (a copy of) the descriptor they name.
 * The library catches no signal: a program that does, to remove the
 * temporary file before it dies, is told of it through the hook. */
struct maze_output;

/* Called with temp (the temporary file's name) and target (what it will
 * be renamed to) just after the temporary file is made, and with both
 * NULL just before it is renamed or removed; each time with every signal
 * held back in the calling thread, so that no handler finds the file
 * there and not yet told of. The names are the output's: copy them. */
struct maze_output_hook {
    void (*fn)(const char *temp, const char *target, void *user);
    void *user;
};

/* Opens path (never "-": standard output is the caller's) as above; hook
 * may be NULL. *out is the caller's, freed by maze_output_commit() or
 * maze_output_abort(), exactly one of them. Errors: MAZE_ERR_IO with errno
 * saying why (EISDIR for a folder, ELOOP for a loop of links, EACCES
 * for a link not followed, EBUSY when
 * a device changed as it was opened, those of mkstemp() and open()),
 * MAZE_ERR_NOMEM, MAZE_ERR_ARG for a NULL path. */
enum maze_err maze_output_open(const char *path,
                               const struct maze_output_hook *hook,
                               struct maze_output **out);

/* Whether maze_output_open(path) refuses a link on the way to path (its
 * EACCES is then that, not a folder the user may not write to). */
bool maze_output_refuses_link(const char *path);

/* The stream to write to; the output's (closed by commit or abort). */
FILE *maze_output_file(const struct maze_output *o);

/* Flushes and closes the stream and renames the temporary file over the
 * target; frees o. On failure the temporary file is removed and the
 * target left as it was: MAZE_ERR_IO with errno saying why (a full disk
 * shows here). */
enum maze_err maze_output_commit(struct maze_output *o);

/* Closes the stream and removes the temporary file, leaving the target as
 * it was; frees o. NULL does nothing. Keeps errno. */
void maze_output_abort(struct maze_output *o);

/* ---------------------------------------------------------- text reading */

/* Where a file went wrong: 1-based line and column (0 when the problem is
 * the file as a whole) and a message without the position. */
struct maze_read_error {
    unsigned long line, column;
    char message[200];
};

/* The largest file maze_read_text() accepts by default: 1 GiB. */
#define MAZE_READ_MAX ((size_t)1 << 30)

/* Reads the text format: 2H+1 lines of 2W+1 characters, '#' wall and any
 * other character open, one S and one E (in a cell or in a gap of the
 * outer wall), CRLF or LF, final newline optional. A file that does not
 * follow the cell layout becomes a sheet maze (one cell per square). The
 * caller owns *out (maze_free). Errors: MAZE_ERR_FORMAT with *err filled
 * in, MAZE_ERR_TOO_BIG (over max_bytes, also in *err), MAZE_ERR_IO,
 * MAZE_ERR_NOMEM. */
enum maze_err maze_read_text(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err);

/* Reads either format: JSON (see the json renderer) when the file starts
 * with '{', the text format otherwise. Same errors as maze_read_text. */
enum maze_err maze_read(FILE *in, size_t max_bytes, struct maze **out,
                        struct maze_read_error *err);

/* -------------------------------------------------------------- pictures */

/* A picture a maze was read from, kept to paint the route back on it. */
struct maze_picture;

/* What maze_picture_read() found in a picture. */
struct maze_picture_info {
    uint32_t width, height; /* pixels */
    /* true: a maze drawn on wall lines (the pictures maze generate
     * writes): a cell per square between the lines, the first line's
     * first pixel column and row at x0, y0 (negative when the picture's
     * edge cuts the outer wall), lines `pitch` pixels apart and `wall`
     * thick. false: a pixel maze, a cell per unit of scale x scale
     * pixels from x0, y0 (0, or where a light margin all round ends),
     * walls OFF cells (the maze is a sheet). */
    bool grid;
    int32_t x0, y0;
    uint32_t pitch, wall;
    uint32_t scale;
    uint32_t maze_width, maze_height; /* the maze's size in cells */
    size_t openings; /* openings in the border (grid: gaps in the outer
                        wall) */
};

/* The most pixels maze_picture_read() decodes by default (a 32768 x 32768
 * picture: 128 MB of bits, then a byte a unit). */
#define MAZE_PICTURE_MAX_PIXELS ((uint64_t)1 << 30)

/* The most memory reading a picture or a photo may take by default, as
 * weighed from its header before its pixels are decoded (a picture: its
 * bits, then the maze at the scale found; a photo: 16 bytes a pixel, its
 * colours, its grey copy and what finding the maze makes of them). */
#define MAZE_PICTURE_MAX_MEMORY ((uint64_t)256 << 20)

struct maze_picture_opts {
    /* The ends, as pixels of the picture; otherwise the openings in the
     * border decide: the one in the top row is the start and the one in
     * the bottom row the end, else the only two (the first in reading
     * order is the start). */
    bool have_start, have_end;
    uint32_t start_x, start_y, end_x, end_y;
    /* Openings that decide nothing leave the ends MAZE_NONE instead of
     * failing (for measuring). */
    bool ends_optional;
    uint64_t max_pixels; /* 0: MAZE_PICTURE_MAX_PIXELS */
    /* Told MAZE_EV_PROGRESS as the pixel rows are decoded; NULL: not. */
    const struct maze_hook *progress;
    /* Bytes reading may take; 0: MAZE_PICTURE_MAX_MEMORY. */
    uint64_t max_memory;
};

/* Whether bytes start with the PNG signature (8 bytes). */
bool maze_picture_sniff(const void *bytes, size_t len);

/* Reads a maze from a PNG picture (any colour type, bit depth, palette
 * or alpha libpng reads; light pixels, laid over white, are open): a
 * grid of wall lines at a regular pitch, else a pixel maze (see struct
 * maze_picture_info). The whole file is read (up to max_bytes) and kept
 * in *picture for maze_picture_write(). The caller owns *maze
 * (maze_free) and *picture (maze_picture_free; picture may be NULL when
 * not wanted). opts may be NULL. Errors: MAZE_ERR_FORMAT with *err for
 * a broken PNG, a picture that is no maze (all light, all dark, mostly
 * neither) and openings that do not tell the ends; MAZE_ERR_ARG with
 * *err for an end outside the picture or on a wall; MAZE_ERR_TOO_BIG
 * (over max_bytes, max_pixels or max_memory, also in *err), MAZE_ERR_IO,
 * MAZE_ERR_NOMEM. */
enum maze_err maze_picture_read(FILE *in, size_t max_bytes,
                                const struct maze_picture_opts *opts,
                                struct maze **maze,
                                struct maze_picture **picture,
                                struct maze_read_error *err);

/* Fills *info about picture. */
void maze_picture_get(const struct maze_picture *picture,
                      struct maze_picture_info *info);

/* Writes the picture as a PNG, the same size, with route (may be NULL) in
 * route_color (MAZE_RGB; 0: red): each unit of a pixel maze it passes
 * through, or on a grid a band through the cells' middles and out of the
 * doors. m is the maze read with the picture (its ends and size). Every
 * other pixel keeps its colour (8 bits a channel). Errors: MAZE_ERR_ARG
 * for a maze of another size, MAZE_ERR_IO, MAZE_ERR_NOMEM. */
enum maze_err maze_picture_write(const struct maze_picture *picture,
                                 const struct maze *m,
                                 const struct maze_route *route,
                                 uint32_t route_color, FILE *out);

/* The same, telling progress (may be NULL) MAZE_EV_PROGRESS as the pixel
 * rows are written, as the other writers do (struct maze_render_opts'
 * progress). */
enum maze_err maze_picture_write_told(const struct maze_picture *picture,
                                      const struct maze *m,
                                      const struct maze_route *route,
                                      uint32_t route_color,
                                      const struct maze_hook *progress,
                                      FILE *out);

/* Frees picture; maze_picture_free(NULL) does nothing. */
void maze_picture_free(struct maze_picture *picture);

/* ---------------------------------------------------------------- photos */

/* The functions of this part are libmaze-photo's (link -lmaze-photo,
 * pkg-config maze-photo; it needs leptonica and libjpeg, which libmaze
 * does not).
 *
 * A photograph of a maze (a phone's picture of a printed grid maze, at an
 * angle, in uneven light), read with leptonica and kept to draw the route
 * back onto it. The maze is a grid of square cells, its walls drawn as
 * lines or as filled blocks, its outer wall a quadrilateral in the photo. */
struct maze_photo;

/* What maze_photo_find() saw, as far as it got. */
struct maze_photo_info {
    uint32_t width, height; /* the photo's pixels */
    /* The outer wall's corners in the photo's pixels: top left, top right,
     * bottom right, bottom left (found: border is true). */
    bool border;
    double corner[4][2];
    uint32_t maze_width, maze_height; /* cells (0 until the grid is found) */
    double pitch;  /* a cell's side, in the photo's pixels (on average) */
    double wall;   /* a wall's thickness as a share of the pitch */
    size_t openings; /* gaps in the outer wall */
    size_t unsure;   /* wall segments neither clearly wall nor clearly open */
};

/* Whether bytes start like a picture maze_photo_open() decodes: JPEG,
 * PNG, TIFF, WebP, GIF, BMP or PNM (at least 12 bytes are looked at). */
bool maze_photo_sniff(const void *bytes, size_t len);

/* The most pixels maze_photo_open() decodes, whatever memory it is given
 * (16384 x 16384, more than any phone's camera). */
#define MAZE_PHOTO_MAX_PIXELS ((uint64_t)1 << 28)

/* Decodes the picture in `in` (up to max_bytes; at most
 * MAZE_PHOTO_MAX_PIXELS pixels and max_memory bytes of reading, 0:
 * MAZE_PICTURE_MAX_MEMORY, weighed from its header before any pixel is
 * decoded) into *photo, which the caller frees with
 * maze_photo_free(). Errors: MAZE_ERR_FORMAT with *err for a file that is
 * no picture leptonica reads or too short for the pixels its header
 * names, MAZE_ERR_TOO_BIG (also in *err), MAZE_ERR_IO, MAZE_ERR_NOMEM;
 * MAZE_ERR_ARG in a build without leptonica. */
enum maze_err maze_photo_open(FILE *in, size_t max_bytes, uint64_t max_memory,
                              struct maze_photo **photo,
                              struct maze_read_error *err);

/* Finds the maze in photo: its outer wall (the largest quadrilateral of
 * dark lines), the perspective undone, the grid's pitch and each wall, the
 * ends at the gaps in the outer wall by maze_picture_read()'s rules, or
 * where opts says (start_x, start_y, end_x, end_y: the photo's pixels;
 * ends_optional as there; opts may be NULL). The caller owns *out
 * (maze_free). Whatever it found, also on failure, stays in photo for
 * maze_photo_get() and maze_photo_write_debug(). Errors: MAZE_ERR_FORMAT
 * with *err saying why in one line (no maze border found, the grid does
 * not line up, walls too blurred to tell, openings that do not tell the
 * ends); MAZE_ERR_ARG with *err for an end outside the maze or on a wall;
 * MAZE_ERR_NOMEM. */
enum maze_err maze_photo_find(struct maze_photo *photo,
                              const struct maze_picture_opts *opts,
                              struct maze **out, struct maze_read_error *err);

/* Fills *info about photo. */
void maze_photo_get(const struct maze_photo *photo,
                    struct maze_photo_info *info);

/* The kinds of file maze_photo_write() writes. */
enum maze_photo_format { MAZE_PHOTO_JPEG, MAZE_PHOTO_PNG };

/* Writes the photo with route (may be NULL) drawn on it in route_color
 * (MAZE_RGB; 0: red): a thick line through the cells' middles and out of
 * the doors, mapped back into the photo's perspective. m is the maze
 * maze_photo_find() gave. Errors: MAZE_ERR_ARG for a maze of another size
 * or a photo whose maze was not found, MAZE_ERR_IO, MAZE_ERR_NOMEM. */
enum maze_err maze_photo_write(const struct maze_photo *photo,
                               const struct maze *m,
                               const struct maze_route *route,
                               uint32_t route_color,
                               enum maze_photo_format format, FILE *out);

/* Writes, as a PNG, what maze_photo_find() saw: the photo (made smaller
 * when large) with the border it found, the grid's lines and the walls it
 * read (red; unsure ones orange), as far as it got. Errors: MAZE_ERR_IO,
 * MAZE_ERR_NOMEM. */
enum maze_err maze_photo_write_debug(const struct maze_photo *photo,
                                     FILE *out);

/* Frees photo; maze_photo_free(NULL) does nothing. */
void maze_photo_free(struct maze_photo *photo);

/* ------------------------------------------------------------- options */

/* The tool's commands; an option's commands are a set of them. */
enum maze_command {
    MAZE_CMD_GENERATE = 1u << 0,
    MAZE_CMD_SOLVE = 1u << 1,
    MAZE_CMD_STATS = 1u << 2,
    MAZE_CMD_PLAY = 1u << 3,
    MAZE_CMD_BENCH = 1u << 4,
    MAZE_CMD_BOOK = 1u << 5,
    /* Not a command of the tool: the web page's form, whose requests are
     * generate's (maze_request_new(MAZE_CMD_GENERATE, ...)). An option
     * with it is one the page offers; the page refuses the others. */
    MAZE_CMD_PAGE = 1u << 6,
};

/* What an option's value is. */
enum maze_option_kind {
    MAZE_OPTION_FLAG,   /* none: given or not */
    MAZE_OPTION_WHOLE,  /* a whole number, min to max when max > 0 */
    MAZE_OPTION_SHARE,  /* a number from 0 to 1 */
    MAZE_OPTION_WORD,   /* one of the words of choices */
    MAZE_OPTION_NAME,   /* a registry's name: choices says which
                           ("generators", "solvers", "formats") */
    MAZE_OPTION_POINT,  /* a cell, X,Y */
    MAZE_OPTION_COLOUR, /* #rrggbb */
    MAZE_OPTION_FILE,   /* a path */
    MAZE_OPTION_TEXT,   /* text its reader judges (a band, a rule) */
};

/* One option of the tool, which is one setting of a request
 * (maze_request_set) and one keyword of Python's and the page's: every
 * option is declared once, in the table maze_options() returns, and the
 * tool's parsing, --help, completion and manual, Python's keywords and
 * the page's form are read from it. */
struct maze_option {
    const char *name;    /* the long option, "route-color"; as a keyword
                            '-' is '_' (route_color) */
    char letter;         /* the short option, or 0 */
    enum maze_option_kind kind;
    const char *value;   /* the value as help names it ("N", "X,Y");
                            NULL for a flag */
    const char *choices; /* words a value may be, space-separated (WORD,
                            and hints for TEXT); NAME: the registry */
    double min, max;     /* WHOLE: its range when max > 0; TEXT with
                            min > 0: a word of choices or a whole number
                            in the range */
    const char *fallback;  /* the default, as a value; NULL: none or one
                              that depends on other settings */
    const char *noun;      /* what messages call its value ("cell size");
                              NULL: the option itself */
    const char *help;      /* lines of help, joined by '\n' */
    const char *group;     /* the help's part: "maze", "targets",
                              "solving", "batch", "analysis", "input",
                              "output", "play", "bench", "messages" */
    unsigned commands;     /* the MAZE_CMD_ that take it */
    const char *setting;   /* the maze setting it is (maze_settings_set),
                              or NULL */
    const char *aliases;   /* other names taken for it, space-separated */
};

/* The table, ending in an entry whose name is NULL. Static; never freed.
 * A name has one row per meaning: rows of one name take disjoint sets of
 * commands. */
const struct maze_option *maze_options(void);

/* The option called name (or one of its aliases) that one of the
 * commands takes (0: any command), or NULL. */
const struct maze_option *maze_option_find(const char *name,
                                           unsigned commands);

/* The kind as one word, "flag", "whole", "share", "word", "name",
 * "point", "colour", "file" or "text" (the tool's maze list options and
 * the page's form say it so), or NULL for no kind. Static. */
const char *maze_option_kind_name(enum maze_option_kind kind);

/* ------------------------------------------------------------- request */

/* The whole of what a user asks of one command: the maze's settings
 * (maze_settings) and how it is shown, solved, analysed and written. It
 * takes every option of maze_options() by name, judges each value on its
 * own when set and all of them together in maze_request_check(), so that
 * an option nothing reads is refused with its reason, in the same words
 * in the tool, Python and the page. */
struct maze_request;

/* A new request of one command, every option at its default, messages
 * spelled as asked. The caller frees it with maze_request_free(). Errors:
 * MAZE_ERR_NOMEM (*out untouched). */
enum maze_err maze_request_new(enum maze_command command,
                               enum maze_spelling spelling,
                               struct maze_request **out);

/* Frees r and its settings; maze_request_free(NULL) does nothing. */
void maze_request_free(struct maze_request *r);

/* Sets the option called name (an alias too) to value (NULL for a flag),
 * judged on its own: an option the command does not take, a value of the
 * wrong kind or out of range are refused with MAZE_ERR_ARG, and a maze
 * setting as maze_settings_set() refuses it. The request is unchanged on
 * an error. err may be NULL. */
enum maze_err maze_request_set(struct maze_request *r, const char *name,
                               const char *value,
                               struct maze_settings_error *err);

/* Whether the option called name was given. */
bool maze_request_given(const struct maze_request *r, const char *name);

/* The option's value as given (the last time), or its default; NULL for
 * neither, and "" for a flag given. Valid while r lives. */
const char *maze_request_value(const struct maze_request *r,
                               const char *name);

/* The maze's settings: r's own, freed with it. */
struct maze_settings *maze_request_settings(struct maze_request *r);

/* Fills the picture's and animation's settings of opts from r (cell,
 * wall, margin, colours, page, stream, steps per frame, delay), leaving
 * the others as they are. */
void maze_request_render_opts(const struct maze_request *r,
                              struct maze_render_opts *opts);

/* Judges the options together: the maze's settings as
 * maze_settings_check() does, then what is shown against format (the
 * renderer chosen; NULL when the command writes no maze). An option that
 * nothing in the request reads is refused with MAZE_ERR_CONFLICT and
 * words naming it and what would make it count ("--route-color has no
 * route to colour (add --solve)"). Errors: MAZE_ERR_CONFLICT, and those
 * of maze_settings_check(). err may be NULL. */
enum maze_err maze_request_check(struct maze_request *r,
                                 const struct maze_renderer *format,
                                 struct maze_settings_error *err);

/* Carries out a request of MAZE_CMD_GENERATE, as `maze generate` does for
 * one maze: the format is "format", else the output's extension, else
 * text; the request is judged (maze_request_check); the maze is made from
 * the seed given or one drawn (kept in the settings), drawn to its targets,
 * solved, analysed and written (animated with "animate") to "output"
 * (through a temporary file renamed over it) or, without one, to out.
 * Batches and streams ("count", "pick-hardest", "rows") are the tool's and
 * refused. Errors: those of maze_request_check() and
 * maze_settings_try(), MAZE_ERR_IO and the renderer's, each with its
 * words in err (may be NULL). So "30x20, solved, as a PNG" is:
 *   maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_NAMES, &r);
 *   maze_request_set(r, "width", "30", &why); (height 20, "solve" NULL,
 *   "output" "maze.png"); maze_request_run(r, NULL, &why);
 *   maze_request_free(r); */
enum maze_err maze_request_run(struct maze_request *r, FILE *out,
                               struct maze_settings_error *err);

/* ---------------------------------------------------------------- books */

/* The pages of a book (src/render/book.c): where each page, puzzle and
 * answer goes, and the PDF of them, for mazes the caller made. The page is
 * the trim size grown by the bleed on its outer edges; every edge of the
 * trim keeps a half-inch margin, and the inside edge a gutter on top of it
 * that grows with the pages (0.375 in to 150 pages, 0.5 in to 300, 0.625
 * in to 500), so the margins of facing pages mirror each other. Lengths
 * are PDF points (72 an inch), from the top left of the page. maze_book
 * below fills one from a request; a program may fill its own. */

/* Why maze_book_plan() refused a layout. */
enum maze_book_refusal {
    MAZE_BOOK_FITS,
    MAZE_BOOK_TOO_MANY_PAGES,
    MAZE_BOOK_CELLS_TOO_SMALL
};

/* One puzzle: the caller's maze, route and words, read while drawing. */
struct maze_book_entry {
    const struct maze *maze;
    const struct maze_route *route; /* for the answer key; NULL: none */
    const char *grade;              /* "easy", or the band asked */
    unsigned score;                 /* its difficulty score */
    size_t page, answer_page;       /* from 1: maze_book_plan() sets them */
};

struct maze_book_layout {
    /* Asked. */
    double trim_width, trim_height, bleed; /* points */
    double min_cell_mm; /* the smallest cell a puzzle is printed at */
    unsigned per_page;  /* 1, 2 or 4; 0: the most that fit */
    const char *title;  /* a title page (no page number); NULL: none */
    const char *author; /* under the title; NULL: none */
    bool contents, how_to; /* a contents page, a how-to-play page */
    size_t count;
    struct maze_book_entry *entries; /* count of them, the caller's */
    /* Planned by maze_book_plan(). */
    unsigned across, down;                 /* puzzles a page */
    unsigned answers_across, answers_down; /* answers a page */
    /* The smallest cell of the shapes, a puzzle's and an answer's, in
     * pixels (a pixel half a point); each maze is drawn at the largest
     * its slot holds. */
    unsigned cell, answer_cell;
    double gutter;              /* points added to the inside margin */
    size_t pages, contents_page, how_to_page, first_puzzle_page,
        first_answer_page;
    /* Why a plan failed: too many pages (pages says how many), or cells
     * smaller than min_cell_mm (cell_mm: the largest a maze could have). */
    enum maze_book_refusal refusal;
    double cell_mm;
};

/* Plans l for mazes shaped as `shapes` (count of them: a maze of each
 * shape and size the book has; only their pictures' sizes are read): the
 * puzzles a page (per_page, or the most whose cells stay min_cell_mm or
 * more), the answers a page, every page's number, each entry's pages and
 * the gutter the page count asks. Errors: MAZE_ERR_CONFLICT with
 * l->refusal saying why (over 500 pages; cells under min_cell_mm). */
enum maze_err maze_book_plan(struct maze_book_layout *l,
                             const struct maze *const *shapes, size_t count);

/* Where entry i's walls are on its planned page, or (answer) on its
 * answer's page: box = x, y, width, height (points from the page's top
 * left, the bleed included). */
void maze_book_box(const struct maze_book_layout *l, size_t i, bool answer,
                   double box[4]);

/* Writes the planned book, every entry's maze set, as a PDF: vector, its
 * fonts embedded, its creation date pinned (the same layout, the same
 * bytes). A maze is drawn at a whole number of pixels a cell, a pixel
 * half a point, on the half-point grid, so a page rendered at 144 dots an
 * inch shows it as `maze generate -o maze.png` would. Errors: MAZE_ERR_IO,
 * MAZE_ERR_NOMEM, MAZE_ERR_ARG (a library built without cairo). */
enum maze_err maze_book_draw(const struct maze_book_layout *l, FILE *out);

/* A print-ready book of mazes: one PDF interior (trim size, bleed, margins
 * with a gutter mirrored on facing pages), puzzles graded from easy to
 * hard, an answer key at the back whose entries say where each puzzle is,
 * optional front matter, and the recipe that makes every maze of it
 * again. src/request/book.c judges the request, makes the mazes and
 * writes the recipe; src/render/book.c lays out and draws the pages.
 * A book is made in three steps, so that every refusal comes before any
 * work and nothing is written before all is made:
 *   maze_book_new(r, &b, &why);      judged and planned: pages, gutter
 *   maze_book_make(b, hook, &why);   the mazes, drawn to their grades
 *   maze_book_write(b, pdf); maze_book_write_recipe(b, json);
 *   maze_book_free(b); */
struct maze_book;

/* Judges r, a request of MAZE_CMD_BOOK (its maze settings as
 * maze_request_check() does, then the book's: "trim-size", "bleed",
 * "per-page", "min-cell", "ramp", "algorithms", "shapes") and plans the
 * pages: a book past the gutter rule's 500 pages, or a maze whose cells
 * would print smaller than "min-cell", is refused here with its reason.
 * The seed is r's given one or one drawn (kept in r's settings). r is
 * read, not kept: the book holds copies of what it needs. The caller
 * frees *out with maze_book_free(). Errors: MAZE_ERR_ARG, MAZE_ERR_CONFLICT,
 * those of maze_request_check(), MAZE_ERR_NOMEM; err (may be NULL) says
 * why. */
enum maze_err maze_book_new(struct maze_request *r, struct maze_book **out,
                            struct maze_settings_error *err);

/* The pages the book will have (every page, front matter and answers
 * too), known from maze_book_new() on. */
size_t maze_book_pages(const struct maze_book *b);

/* The seed the book is made from: maze i is drawn from seed + i. */
uint64_t maze_book_seed(const struct maze_book *b);

/* Makes the mazes: each drawn to its grade's band of difficulty scores
 * ("ramp"), or, without a ramp, made and then ordered easiest first;
 * then solved for the answer key. progress (may be NULL) is told
 * MAZE_EV_PROGRESS in mazes made. Errors: those of maze_settings_try()
 * (a band out of reach of every algorithm given: MAZE_ERR_CONFLICT, with
 * the maze's number and grade), MAZE_ERR_NOMEM. */
enum maze_err maze_book_make(struct maze_book *b,
                             const struct maze_hook *progress,
                             struct maze_settings_error *err);

/* Writes the book, made, to out as a PDF: vector, its fonts embedded, the
 * same bytes for the same request and seed (its creation date is pinned).
 * Errors: MAZE_ERR_ARG (not made yet; or a library built without cairo),
 * MAZE_ERR_IO, MAZE_ERR_NOMEM. */
enum maze_err maze_book_write(const struct maze_book *b, FILE *out);

/* Writes the book's recipe, made, to out as JSON: the settings given, the
 * seed, the pages, and for each maze its number, seed, grade, score,
 * route, page, answer page, where its walls are on the page (points from
 * the top left of the page) and the arguments of `maze generate` that
 * make it again. Errors: MAZE_ERR_ARG (not made yet), MAZE_ERR_IO. */
enum maze_err maze_book_write_recipe(const struct maze_book *b, FILE *out);

/* Frees b and its mazes; maze_book_free(NULL) does nothing. */
void maze_book_free(struct maze_book *b);
/* ------------------------------------------------------------- batches */

/* Many pieces of work on every core, handed over in order: the tool's
 * --count, --pick-hardest and stats --samples, and Python's
 * generate_many() and dataset(). A batch is count pieces numbered
 * 0..count-1 (a maze each: made, solved, measured or drawn). make does
 * piece i in a worker thread, or in the caller, into a slot of its own;
 * take is called in the calling thread with the pieces in order 0, 1,
 * 2, ..., each as soon as it and all before it are done. So what a batch
 * writes is the same whatever the number of jobs: only the making is
 * spread. At most a window of pieces is made ahead of the one taken, and
 * they hold at most MAZE_BATCH_HELD bytes (holds()), so memory stays
 * bounded however long the batch and however large its mazes. Workers
 * run with every signal blocked: the calling thread handles them.
 * maze_batch_run() allocates the slots and frees them; what make puts in
 * a slot besides is the caller's, released by take, or by drop for a
 * piece made and never taken. */
struct maze_batch {
    size_t count;     /* pieces */
    unsigned jobs;    /* threads making them, the caller among them; 0 or
                         1: the caller alone */
    size_t slot_size; /* bytes of one piece's slot, zeroed before make
                       * (or its first `zeroed`) */
    /* Does piece i into slot (any thread); false when it failed (and
     * left why in the slot or ctx). */
    bool (*make)(void *ctx, size_t i, void *slot);
    /* Takes piece i, in order, and releases what its slot holds; false
     * stops the batch (the pieces made ahead are dropped with drop). A
     * failed make is taken too (made false), so it can be reported in
     * order; the batch then stops. */
    bool (*take)(void *ctx, size_t i, void *slot, bool made);
    /* Releases a slot that will not be taken (may be NULL). */
    void (*drop)(void *ctx, void *slot);
    void *ctx;
    /* The most pieces made ahead of the one taken (0: the batch's own
     * choice), for pieces that hold files open. */
    size_t ahead;
    /* The bytes a made slot holds besides itself (may be NULL: none). */
    size_t (*holds)(void *ctx, const void *slot);
    /* The bytes of a slot, from its start, zeroed before make (0: all of
     * it): room after them that make fills is left as it is. */
    size_t zeroed;
    /* Called after each run of pieces taken one after another, before the
     * calling thread waits or makes a piece itself (may be NULL): what
     * take did for each can be finished once for the run (a file flushed).
     * False stops the batch as take's does. */
    bool (*taken)(void *ctx);
    /* Told the pieces taken so far, in the calling thread (may be NULL):
     * a progress line. */
    void (*progress)(void *ctx, size_t taken);
};

/* The most bytes the pieces made and not yet taken hold (what holds()
 * counts): far more than a window of small mazes needs. */
#define MAZE_BATCH_HELD ((size_t)64 << 20)

/* Runs the batch b (b and its callbacks are the caller's; the slots
 * maze_batch_run()'s, freed before it returns). *whole is true when every
 * piece was made and taken, false when a make failed or take or taken
 * stopped the batch. Errors: MAZE_ERR_NOMEM when the batch's slots or
 * threads' memory could not be had (nothing made; *whole untouched). A
 * worker that cannot be started leaves its share to the others. */
enum maze_err maze_batch_run(const struct maze_batch *b, bool *whole);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif

#endif /* MAZE_H */
