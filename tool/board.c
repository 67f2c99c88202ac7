/*
 * board.c - hexagons and triangles as characters for the terminal game
 * (see board.h for the layout). Each character is worked out on its own
 * from the maze and the marks, so the game can draw any window of a maze
 * larger than the screen without a picture of the whole.
 */
#include "board.h"

#include <string.h>

bool board_draws(const struct maze *m)
{
    return m->shape == MAZE_SHAPE_HEX || m->shape == MAZE_SHAPE_TRIANGLE;
}

void board_size(const struct maze *m, uint64_t *cols, uint64_t *rows)
{
    uint64_t w = m->width;
    *cols = m->shape == MAZE_SHAPE_HEX ? 4 * w + 3 : 2 * w + 1;
    *rows = 2 * (uint64_t)m->height + 1;
}

/* Hex: the column of the west side of row y's first cell. */
static uint64_t hex_indent(uint32_t y)
{
    return 2 * (uint64_t)(y & 1);
}

void board_place(const struct maze *m, size_t c, uint64_t *col, uint64_t *row)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    *row = 2 * (uint64_t)y + 1;
    *col = m->shape == MAZE_SHAPE_HEX ? 4 * (uint64_t)x + hex_indent(y) + 2
                                      : 2 * (uint64_t)x + 1;
}

static void glyph_set(struct glyph *g, const char *text, enum ink ink,
                      bool bold)
{
    size_t n = strlen(text);
    if (n >= sizeof g->text)
        n = sizeof g->text - 1;
    memcpy(g->text, text, n);
    g->text[n] = '\0';
    g->ink = ink;
    g->bold = bold;
}

/* A cell's middle: the player, the ends, the marks, the trail. */
static void cell_glyph(const struct board *b, size_t c, struct glyph *g)
{
    const struct maze *m = b->m;
    uint16_t k = b->mark[c];
    if (m->cell[c] & MAZE_CELL_OFF)
        glyph_set(g, b->utf8 ? "\xe2\x96\x92" : "#", C_WALL, false);
    else if (c == b->player)
        glyph_set(g, "@", C_PLAYER, true);
    else if (c == m->end)
        glyph_set(g, "E", C_END, true);
    else if (k & HINT)
        glyph_set(g, "*", C_HINT, true);
    else if (k & ROUTE)
        glyph_set(g, "+", C_ROUTE, true);
    else if (c == m->start)
        glyph_set(g, "S", C_START, true);
    else if (k & WALKED)
        glyph_set(g, ".", C_TRAIL, false);
}

/* One side of a cell, as drawn: `a` owns it (west of it or above it),
 * `b` is across it (MAZE_NONE on the edge, and then `a` may be the cell
 * inside, owner or not); `d` is the way from a through it. */
struct side {
    bool exists;
    size_t a, b;
    int d;
    uint16_t hint_bit, route_bit;
};

static bool side_seen(const struct board *b, const struct side *s)
{
    if (!b->fog)
        return true;
    return (b->mark[s->a] & SEEN) ||
           (s->b != MAZE_NONE && (b->mark[s->b] & SEEN));
}

static bool side_open(const struct board *b, const struct side *s)
{
    return s->exists && maze_open(b->m, s->a, s->d);
}

/* An open side: the hint's or the route's step through it, the trail when
 * both cells are walked; a passage off the edge (a wrapped hex grid) as
 * the text format marks a seam. */
static void side_glyph(const struct board *b, const struct side *s,
                       const char *wall, struct glyph *g)
{
    if (!side_open(b, s)) {
        glyph_set(g, wall, C_WALL, false);
        return;
    }
    if (s->b == MAZE_NONE) {
        glyph_set(g, ":", C_TRAIL, true);
        return;
    }
    uint16_t ka = b->mark[s->a];
    if (ka & s->hint_bit)
        glyph_set(g, "*", C_HINT, true);
    else if (ka & s->route_bit)
        glyph_set(g, "+", C_ROUTE, true);
    else if ((ka & WALKED) && (b->mark[s->b] & WALKED))
        glyph_set(g, ".", C_TRAIL, false);
}

/* ------------------------------------------------------------ triangle */

static bool tri_up(uint32_t x, uint32_t y)
{
    return ((x + y) & 1) == 0;
}

static void tri_glyph(const struct board *b, uint64_t col, uint64_t row,
                      struct glyph *g)
{
    const struct maze *m = b->m;
    const char *rise = b->utf8 ? "\xe2\x95\xb1" : "/";
    const char *fall = b->utf8 ? "\xe2\x95\xb2" : "\\";
    struct side s = {.exists = true, .b = MAZE_NONE};
    if (row % 2 == 1) {
        uint32_t y = (uint32_t)(row / 2);
        uint32_t x = (uint32_t)(col / 2);
        if (col % 2 == 1) {
            size_t c = maze_cell_at(m, x, y);
            if (!b->fog || (b->mark[c] & SEEN))
                cell_glyph(b, c, g);
            return;
        }
        /* The slanted side west of cell x: an upward cell's west side
         * rises, a downward one's falls. */
        const char *slant = NULL;
        if (x == 0) {
            s.a = maze_cell_at(m, 0, y);
            s.d = MAZE_WEST;
            slant = tri_up(0, y) ? rise : fall;
        } else {
            s.a = maze_cell_at(m, x - 1, y);
            s.d = MAZE_EAST;
            if (x < m->width)
                s.b = s.a + 1;
            slant = tri_up(x - 1, y) ? fall : rise;
        }
        s.hint_bit = HINT_E;
        s.route_bit = ROUTE_E;
        if (side_seen(b, &s))
            side_glyph(b, &s, slant, g);
        return;
    }
    /* A floor line: the side between (x, j-1) and (x, j), three columns
     * from 2x, where x + j is odd (the cell above points up). */
    uint32_t j = (uint32_t)(row / 2);
    uint64_t x = col / 2;
    if ((x + j) % 2 == 0) {
        if (col % 2 == 1 || x == 0)
            return; /* where two cells meet at a point */
        x--;
    }
    if (x >= m->width)
        return;
    if (j == 0) {
        s.a = maze_cell_at(m, (uint32_t)x, 0);
        s.d = MAZE_NORTH;
    } else {
        s.a = maze_cell_at(m, (uint32_t)x, j - 1);
        s.d = MAZE_SOUTH;
        if (j < m->height)
            s.b = s.a + m->width;
    }
    s.hint_bit = HINT_S;
    s.route_bit = ROUTE_S;
    if (!side_seen(b, &s))
        return;
    if (col != 2 * x + 1 && side_open(b, &s))
        return; /* an open side's mark goes in its middle */
    side_glyph(b, &s, b->utf8 ? "\xe2\x94\x80" : "-", g);
}

/* ----------------------------------------------------------------- hex */

/* Hex: the side drawn at odd column col of floor line j (between rows
 * j-1 and j); exists is false where there is none. */
static struct side hex_floor_side(const struct maze *m, uint64_t col,
                                  uint32_t j)
{
    struct side s = {.b = MAZE_NONE};
    uint64_t right = 4 * (uint64_t)m->width;
    bool above = false;
    bool below = false;
    uint64_t xa = 0;
    uint64_t xb = 0;
    bool west_half_a = false; /* the side is the west half of a's floor */
    bool west_half_b = false; /* ... of b's roof */
    if (j > 0) {
        uint64_t o = hex_indent(j - 1);
        if (col > o && col < o + right) {
            above = true;
            xa = (col - o) / 4;
            west_half_a = (col - o) % 4 == 1;
        }
    }
    if (j < m->height) {
        uint64_t o = hex_indent(j);
        if (col > o && col < o + right) {
            below = true;
            xb = (col - o) / 4;
            west_half_b = (col - o) % 4 == 1;
        }
    }
    if (above) {
        s.exists = true;
        s.a = maze_cell_at(m, (uint32_t)xa, j - 1);
        s.d = west_half_a ? 2 : 1; /* south-west, south-east */
        if (below)
            s.b = maze_cell_at(m, (uint32_t)xb, j);
        s.hint_bit = west_half_a ? HINT_D : HINT_S;
        s.route_bit = west_half_a ? ROUTE_D : ROUTE_S;
    } else if (below) {
        s.exists = true;
        s.a = maze_cell_at(m, (uint32_t)xb, j);
        s.d = west_half_b ? 4 : 5; /* north-west, north-east */
    }
    return s;
}

/* Hex: the side at column col of row y's line when it is a cell's west
 * or east side (exists false elsewhere). */
static struct side hex_upright_side(const struct maze *m, uint64_t col,
                                    uint32_t y)
{
    struct side s = {.b = MAZE_NONE, .hint_bit = HINT_E, .route_bit = ROUTE_E};
    uint64_t o = hex_indent(y);
    if (col < o || (col - o) % 4 != 0 || col > o + 4 * (uint64_t)m->width)
        return s;
    uint64_t x = (col - o) / 4;
    s.exists = true;
    if (x == 0) {
        s.a = maze_cell_at(m, 0, y);
        s.d = 3; /* west */
    } else {
        s.a = maze_cell_at(m, (uint32_t)x - 1, y);
        s.d = 0; /* east */
        if (x < m->width)
            s.b = s.a + 1;
    }
    return s;
}

static bool hex_walled(const struct board *b, const struct side *s)
{
    return s->exists && !side_open(b, s) && side_seen(b, s);
}

/* Hex: where sides meet on a floor line, the box-drawing piece that
 * joins the walls round it. */
static void hex_corner(const struct board *b, uint64_t col, uint32_t j,
                       struct glyph *g)
{
    const struct maze *m = b->m;
    struct side west = {0};
    if (col > 0)
        west = hex_floor_side(m, col - 1, j);
    struct side east = hex_floor_side(m, col + 1, j);
    struct side up = {0};
    struct side down = {0};
    if (j > 0)
        up = hex_upright_side(m, col, j - 1);
    if (j < m->height)
        down = hex_upright_side(m, col, j);
    unsigned k =
        (hex_walled(b, &up) ? 8u : 0u) | (hex_walled(b, &down) ? 4u : 0u) |
        (hex_walled(b, &west) ? 2u : 0u) | (hex_walled(b, &east) ? 1u : 0u);
    /* Indexed by up, down, west, east. */
    static const char *const box[16] = {
        " ",
        "\xe2\x94\x80", /* ─ */
        "\xe2\x94\x80",
        "\xe2\x94\x80",
        "\xe2\x94\x82", /* │ */
        "\xe2\x94\x8c", /* ┌ */
        "\xe2\x94\x90", /* ┐ */
        "\xe2\x94\xac", /* ┬ */
        "\xe2\x94\x82",
        "\xe2\x94\x94", /* └ */
        "\xe2\x94\x98", /* ┘ */
        "\xe2\x94\xb4", /* ┴ */
        "\xe2\x94\x82",
        "\xe2\x94\x9c", /* ├ */
        "\xe2\x94\xa4", /* ┤ */
        "\xe2\x94\xbc", /* ┼ */
    };
    static const char ascii[16] = " ---|---|---|---";
    if (k == 0)
        return;
    if (b->utf8) {
        glyph_set(g, box[k], C_WALL, false);
    } else {
        char text[2] = {ascii[k], '\0'};
        glyph_set(g, text, C_WALL, false);
    }
}

static void hex_glyph(const struct board *b, uint64_t col, uint64_t row,
                      struct glyph *g)
{
    const struct maze *m = b->m;
    const char *upright = b->utf8 ? "\xe2\x94\x82" : "|";
    const char *level = b->utf8 ? "\xe2\x94\x80" : "-";
    if (row % 2 == 0) {
        uint32_t j = (uint32_t)(row / 2);
        if (col % 2 == 0) {
            hex_corner(b, col, j, g);
            return;
        }
        struct side s = hex_floor_side(m, col, j);
        if (s.exists && side_seen(b, &s))
            side_glyph(b, &s, level, g);
        return;
    }
    uint32_t y = (uint32_t)(row / 2);
    struct side s = hex_upright_side(m, col, y);
    if (s.exists) {
        if (side_seen(b, &s))
            side_glyph(b, &s, upright, g);
        return;
    }
    uint64_t o = hex_indent(y);
    if (col < o || col >= o + 4 * (uint64_t)m->width)
        return;
    size_t c = maze_cell_at(m, (uint32_t)((col - o) / 4), y);
    if (b->fog && !(b->mark[c] & SEEN))
        return;
    if ((col - o) % 4 == 2)
        cell_glyph(b, c, g);
    else if (m->cell[c] & MAZE_CELL_OFF)
        cell_glyph(b, c, g);
}

void board_glyph(const struct board *b, uint64_t col, uint64_t row,
                 struct glyph *g)
{
    glyph_set(g, " ", C_NONE, false);
    uint64_t cols = 0;
    uint64_t rows = 0;
    board_size(b->m, &cols, &rows);
    if (col >= cols || row >= rows)
        return;
    if (b->m->shape == MAZE_SHAPE_HEX)
        hex_glyph(b, col, row, g);
    else
        tri_glyph(b, col, row, g);
}
