/*
 * unicode.c - the maze drawn with box-drawing characters for a terminal.
 *
 * Walls are thin lines joined at their posts (the post's character depends
 * on which of its four wall segments stand); the route is a thick line
 * through the cell centres, red when colour is on, with S and E in green.
 * A cell is one or three characters wide: three look square in most
 * terminal fonts, one fits twice as much on a screen. A sheet maze (a
 * foreign grid) is drawn with one full block per wall square.
 *
 * What the analyses paint (maze_render_opts.paint: --all, --bottlenecks,
 * --distances) fills a cell's background with the pictures' colour when
 * colour is on; without colour a cell with nothing else in its middle
 * shows a glyph: ○ on some shortest route, ● on every one, ◆ a bottleneck
 * (left of a stair's mark; the distance map has no glyph).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "rows.h"

#define RED "\033[1;31m"
#define GREEN "\033[1;32m"
#define RESET "\033[0m"

/* Junctions, indexed by the segments present: 1 left, 2 right, 4 up,
 * 8 down. */
static const char *const post[16] = {
    " ", "╴", "╶", "─", "╵", "┘", "└", "┴",
    "╷", "┐", "┌", "┬", "│", "┤", "├", "┼",
};

/* The route's piece at a cell, indexed by its directions: 1 east,
 * 2 south, 4 west, 8 north. */
static const char *const piece[16] = {
    "•", "╺", "╻", "┏", "╸", "━", "┓", "┳",
    "╹", "┗", "┃", "┣", "┛", "┻", "┫", "╋",
};

/* A line under construction; characters are up to 3 bytes of UTF-8 and
 * may carry colour, so the buffer grows as needed. It carries what the
 * cells are painted with (opts->paint, NULL for none), and bg, the
 * background escape of the cell being written ("" for none), which
 * put_colored() sets again after each reset. */
struct line {
    char *text;
    size_t len, cap;
    bool failed;
    bool color;
    const struct maze_render_opts *opts;
    const uint8_t *paint;
    char bg[24];
};

static void put(struct line *l, const char *s)
{
    size_t n = strlen(s);
    if (l->len + n + 1 > l->cap) {
        size_t cap = (l->len + n + 1) * 2;
        char *text = realloc(l->text, cap);
        if (!text) {
            l->failed = true;
            return;
        }
        l->text = text;
        l->cap = cap;
    }
    memcpy(l->text + l->len, s, n);
    l->len += n;
}

static void put_colored(struct line *l, const char *s, const char *color,
                        bool use_color)
{
    if (use_color)
        put(l, color);
    put(l, s);
    if (use_color) {
        put(l, RESET);
        if (l->bg[0])
            put(l, l->bg);
    }
}

/* Cell c's paint (0: none). */
static int paint_of(const struct line *l, size_t c)
{
    return l->paint ? l->paint[c] : MAZE_PAINT_BACKGROUND;
}

/* The glyph of a paint without colour, or NULL. */
static const char *paint_glyph(const struct line *l, int paint)
{
    if (l->color)
        return NULL;
    switch (paint) {
    case MAZE_PAINT_FRONTIER:
        return "○";
    case MAZE_PAINT_PATH:
        return "●";
    case MAZE_PAINT_HEAD:
        return "◆";
    default:
        return NULL;
    }
}

/* With colour, starts cell c's background in its paint's colour (the
 * pictures' palette, maze_paint_color) as a 24-bit escape. */
static void paint_begin(struct line *l, size_t c)
{
    l->bg[0] = '\0';
    int paint = paint_of(l, c);
    if (!l->color || paint == MAZE_PAINT_BACKGROUND)
        return;
    uint32_t rgb = l->opts && l->opts->paint_rgb && l->opts->paint_rgb[c]
                       ? l->opts->paint_rgb[c]
                       : maze_paint_color(l->opts, paint);
    snprintf(l->bg, sizeof l->bg, "\033[48;2;%u;%u;%um",
             (unsigned)(rgb >> 16 & 255), (unsigned)(rgb >> 8 & 255),
             (unsigned)(rgb & 255));
    put(l, l->bg);
}

static void paint_end(struct line *l)
{
    if (l->bg[0])
        put(l, RESET);
    l->bg[0] = '\0';
}

static enum maze_err flush_line(struct line *l, FILE *out)
{
    put(l, "\n");
    if (l->failed)
        return MAZE_ERR_NOMEM;
    enum maze_err err = mz_write(out, l->text, l->len);
    l->len = 0;
    return err;
}

/* Whether the wall segment on side d of cell (x, y) stands; doors open
 * the outer wall, and a seam's passages open it on both sides. */
static bool wall(const struct maze *m, uint32_t x, uint32_t y, int d, int sd,
                 int ed)
{
    size_t c = maze_cell_at(m, x, y);
    if (!mz_inside(m, x, y, d)) {
        if (m->wrap && mz_wrap_crosses(m, x, y, d)) /* a seam: on both sides */
            return !maze_open(m, c, d);
        return !((c == m->start && sd == d) || (c == m->end && ed == d));
    }
    return !mz_rect_is_linked(m, c, d);
}

/* Whether cell (x, y) is solid: masked, or outside the grid (x and y
 * may be one past either end). Wall pieces with solid cells on every side
 * are drawn solid, so a masked region reads as one block. */
static bool solid(const struct maze *m, int64_t x, int64_t y)
{
    if (x < 0 || y < 0 || x >= m->width || y >= m->height)
        return true;
    return m->cell[maze_cell_at(m, (uint32_t)x, (uint32_t)y)] & MAZE_CELL_OFF;
}

/* Whether cell (x, y) is a crossing whose passage under runs along d. */
static bool under(const struct maze *m, uint32_t x, uint32_t y, int d)
{
    return mz_under_at(m, maze_cell_at(m, x, y), d);
}

/* The wall line above row y (y == height: the bottom one); `above` and
 * `below` are the route rows on either side (NULL past the border). */
static void wall_line(const struct maze *m, uint32_t y, const uint8_t *above,
                      const uint8_t *below, unsigned cw, int sd, int ed,
                      bool color, struct line *l)
{
    /* Segment x of this line is the north wall of (x, y), or for the
     * bottom line the south wall of (x, y - 1). */
    uint32_t row = y < m->height ? y : y - 1;
    int side = y < m->height ? MAZE_NORTH : MAZE_SOUTH;
    for (uint32_t x = 0; x <= m->width; x++) {
        unsigned mask = 0;
        if (x > 0 && wall(m, x - 1, row, side, sd, ed))
            mask |= 1;
        if (x < m->width && wall(m, x, row, side, sd, ed))
            mask |= 2;
        if (y > 0 && (x < m->width ? wall(m, x, y - 1, MAZE_WEST, sd, ed)
                                   : wall(m, x - 1, y - 1, MAZE_EAST, sd, ed)))
            mask |= 4;
        if (y < m->height &&
            (x < m->width ? wall(m, x, y, MAZE_WEST, sd, ed)
                          : wall(m, x - 1, y, MAZE_EAST, sd, ed)))
            mask |= 8;
        if (solid(m, (int64_t)x - 1, (int64_t)y - 1) &&
            solid(m, x, (int64_t)y - 1) && solid(m, (int64_t)x - 1, y) &&
            solid(m, x, y))
            put(l, "█");
        else
            put(l, post[mask]);
        if (x == m->width)
            break;
        bool closed = wall(m, x, row, side, sd, ed);
        bool route = (above && (above[x] & (1u << MAZE_SOUTH))) ||
                     (below && (below[x] & (1u << MAZE_NORTH)));
        /* Weave: beside a crossing the route going under is dashed. */
        bool dashed = m->extra && y > 0 && y < m->height &&
                      (under(m, x, y - 1, MAZE_SOUTH) ||
                       under(m, x, y, MAZE_NORTH));
        bool block = solid(m, x, (int64_t)y - 1) && solid(m, x, y);
        for (unsigned i = 0; i < cw; i++) {
            if (block)
                put(l, "█");
            else if (closed)
                put(l, "─");
            else if (route && i == cw / 2)
                put_colored(l, dashed ? "╎" : "┃", RED, color);
            else
                put(l, " ");
        }
    }
}

/* The side wall west of (x, y), or east of the last cell when x == width. */
static void side_wall(const struct maze *m, uint32_t x, uint32_t y,
                      const uint8_t *info, int sd, int ed, bool color,
                      struct line *l)
{
    bool closed = x < m->width ? wall(m, x, y, MAZE_WEST, sd, ed)
                               : wall(m, x - 1, y, MAZE_EAST, sd, ed);
    bool route = (x > 0 && (info[x - 1] & (1u << MAZE_EAST))) ||
                 (x < m->width && (info[x] & (1u << MAZE_WEST)));
    /* Weave: beside a crossing the route going under is dashed. */
    bool dashed = m->extra && x > 0 && x < m->width &&
                  (under(m, x - 1, y, MAZE_EAST) || under(m, x, y, MAZE_WEST));
    if (solid(m, (int64_t)x - 1, y) && solid(m, x, y))
        put(l, "█");
    else if (closed)
        put(l, "│");
    else if (route)
        put_colored(l, dashed ? "╌" : "━", RED, color);
    else
        put(l, " ");
}

/* ------------------------------------------------------------- weave
 *
 * A crossing is a bridge: a double line along its passage over ('║' or
 * '═'), thick and red where the route goes over it. The route's passage
 * under it is drawn dashed ('╌' across, '╎' down): beside the bridge, in
 * the gaps on either side of the crossing, and in its middle when the
 * bridge runs east-west and no route goes over it. */

static void bridge_body(const struct maze *m, size_t c, uint8_t info,
                        unsigned cw, bool color, struct line *l)
{
    bool ew = m->extra[c] & MAZE_EXTRA_OVER_EW;
    bool over = info & MZ_ROW_ROUTE;
    /* The route goes under when it runs both ways along the passage
     * under (north and south under an east-west bridge). */
    unsigned way = ew ? (1u << MAZE_NORTH | 1u << MAZE_SOUTH)
                      : (1u << MAZE_EAST | 1u << MAZE_WEST);
    bool below = (info & way) == way;
    const char *deck = ew ? (over ? "━" : "═") : (over ? "┃" : "║");
    const char *beside = ew ? deck : below ? "╌" : " ";
    bool beside_red = ew ? over : below;
    if (cw == 3)
        put_colored(l, beside, RED, color && beside_red);
    if (info & MZ_ROW_START)
        put_colored(l, "S", GREEN, color);
    else if (info & MZ_ROW_END)
        put_colored(l, "E", GREEN, color);
    else if (ew && below && !over)
        put_colored(l, "╎", RED, color);
    else
        put_colored(l, deck, RED, color && over);
    if (cw == 3)
        put_colored(l, beside, RED, color && beside_red);
}

/* A cell: S or E, else a stair's mark ('<', '>', 'x'; 0 for none, red
 * on the route), else the route's piece, else its paint's glyph. */
static void cell_body(uint8_t cell, uint8_t info, char stair, int paint,
                      unsigned cw, bool color, struct line *l)
{
    if (cell & MAZE_CELL_OFF) {
        for (unsigned i = 0; i < cw; i++)
            put(l, "█");
        return;
    }
    bool route = info & MZ_ROW_ROUTE;
    const char *glyph = paint_glyph(l, paint);
    bool ends = info & (MZ_ROW_START | MZ_ROW_END);
    if (cw == 3) {
        if (route && (info & (1u << MAZE_WEST)))
            put_colored(l, "━", RED, color);
        else if (glyph && stair && !ends) /* the stair's mark in the middle */
            put(l, glyph);
        else
            put(l, " ");
    }
    if (info & MZ_ROW_START)
        put_colored(l, "S", GREEN, color);
    else if (info & MZ_ROW_END)
        put_colored(l, "E", GREEN, color);
    else if (stair)
        put_colored(l, (char[2]){stair, 0}, RED, color && route);
    else if (route)
        put_colored(l, piece[info & 15], RED, color);
    else if (glyph)
        put(l, glyph);
    else
        put(l, " ");
    if (cw == 3) {
        if (route && (info & (1u << MAZE_EAST)))
            put_colored(l, "━", RED, color);
        else
            put(l, " ");
    }
}

static enum maze_err write_sheet(const struct maze *m, struct mz_rows *rows,
                                 bool color, struct line *l, FILE *out)
{
    enum maze_err err = MAZE_OK;
    for (uint32_t y = 0; y < m->height && !err; y++) {
        mz_rows_fill(rows, y);
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, y);
        for (uint32_t x = 0; x < m->width; x++) {
            uint8_t info = rows->row[x];
            if (cell[x] & MAZE_CELL_OFF)
                put(l, "█");
            else if (info & MZ_ROW_START)
                put_colored(l, "S", GREEN, color);
            else if (info & MZ_ROW_END)
                put_colored(l, "E", GREEN, color);
            else if (info & MZ_ROW_ROUTE)
                put_colored(l, "•", RED, color);
            else
                put(l, " ");
        }
        err = flush_line(l, out);
    }
    return err;
}

static enum maze_err write_cells(const struct maze *m, struct mz_rows *rows,
                                 unsigned cw, bool color, struct line *l,
                                 FILE *out)
{
    int sd = 0;
    int ed = 0;
    mz_doors(m, &sd, &ed);
    enum maze_err err = MAZE_OK;
    for (uint32_t y = 0; y <= m->height && !err; y++) {
        const uint8_t *above = NULL;
        const uint8_t *info = NULL;
        mz_rows_wall_line(rows, y, &above, &info);
        wall_line(m, y, above, info, cw, sd, ed, color, l);
        err = flush_line(l, out);
        if (err || y == m->height)
            break;
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, y);
        for (uint32_t x = 0; x < m->width; x++) {
            side_wall(m, x, y, info, sd, ed, color, l);
            size_t c = maze_cell_at(m, x, y);
            paint_begin(l, c);
            if (m->extra && (m->extra[c] & MAZE_EXTRA_CROSS))
                bridge_body(m, c, info[x], cw, color, l);
            else
                cell_body(cell[x], info[x], 0, paint_of(l, c), cw, color, l);
            paint_end(l);
        }
        side_wall(m, m->width, y, info, sd, ed, color, l);
        err = flush_line(l, out);
    }
    return err;
}

/* ------------------------------------------------------------- half blocks
 *
 * The compact form (cell_width 2): the text form's squares, two lines of
 * them to a line of half blocks (▀ the upper square a wall, ▄ the lower,
 * █ both), so H+1 lines of 2W+1 characters, what fits a terminal where
 * the other forms' 2H+1 lines do not. With colour each half is painted on
 * its own: the route red, S and E green. Without, S and E show their
 * letter over the whole character, and the route a • where the square
 * that shares its character is open. */

/* What a square of the text form shows in a half: open, wall, or the
 * colour of its mark. */
static const char *half_color(char square)
{
    if (square == MZ_TEXT_START || square == MZ_TEXT_END)
        return "2";
    if (square == MZ_TEXT_ROUTE)
        return "1";
    return NULL;
}

/* One character of two squares, upper and lower (the lower ' ' past the
 * last line). */
static void half_char(char upper, char lower, bool color, struct line *l)
{
    static const char *const blocks[4] = {" ", "▄", "▀", "█"};
    bool wall_up = upper == MZ_TEXT_WALL;
    bool wall_down = lower == MZ_TEXT_WALL;
    const char *up = half_color(upper);
    const char *down = half_color(lower);
    if (!up && !down) {
        put(l, blocks[wall_up * 2 + wall_down]);
        return;
    }
    if (!color) {
        char mark = (up && upper != MZ_TEXT_ROUTE)     ? upper
                    : (down && lower != MZ_TEXT_ROUTE) ? lower
                                                       : 0;
        if (mark)
            put(l, mark == MZ_TEXT_START ? "S" : "E");
        else if (wall_up || wall_down)
            put(l, blocks[wall_up * 2 + wall_down]);
        else
            put(l, "•");
        return;
    }
    /* The marked half in the foreground colour, or, beside a wall (which
     * is the terminal's own foreground), in the background behind it. */
    char esc[24];
    if (up && down && strcmp(up, down) == 0)
        snprintf(esc, sizeof esc, "\033[1;3%sm█", up);
    else if (up && down)
        snprintf(esc, sizeof esc, "\033[3%s;4%sm▀", up, down);
    else if (up && wall_down)
        snprintf(esc, sizeof esc, "\033[4%sm▄", up);
    else if (up)
        snprintf(esc, sizeof esc, "\033[1;3%sm▀", up);
    else if (wall_up)
        snprintf(esc, sizeof esc, "\033[4%sm▀", down);
    else
        snprintf(esc, sizeof esc, "\033[1;3%sm▄", down);
    put(l, esc);
    put(l, RESET);
}

static enum maze_err write_halves(const struct maze *m, struct mz_rows *rows,
                                  bool color, struct line *l, FILE *out)
{
    size_t len = 2 * (size_t)m->width + 2;
    char *upper = malloc(len);
    char *lower = malloc(len);
    enum maze_err err = upper && lower ? MAZE_OK : MAZE_ERR_NOMEM;
    int sd = 0;
    int ed = 0;
    mz_doors(m, &sd, &ed);
    for (uint32_t y = 0; y <= m->height && !err; y++) {
        const uint8_t *above = NULL;
        const uint8_t *info = NULL;
        mz_rows_wall_line(rows, y, &above, &info);
        const uint8_t *cells_above =
            y > 0 ? m->cell + maze_cell_at(m, 0, y - 1) : NULL;
        mz_text_wall_line(m->width, cells_above, above, info, sd, ed, upper);
        if (y < m->height)
            mz_text_cell_line(m->width, m->cell + maze_cell_at(m, 0, y), info,
                              sd, ed, lower);
        else
            memset(lower, MZ_TEXT_OPEN, len);
        for (size_t i = 0; i + 1 < len; i++)
            half_char(upper[i], lower[i], color, l);
        err = flush_line(l, out);
    }
    free(upper);
    free(lower);
    return err;
}

/* ------------------------------------------------------------- floors
 *
 * A maze of floors is drawn floor after floor, the lowest first, each
 * under a line "floor N" (N from 1, as the pictures number them) and
 * drawn as a flat maze of its own; a cell with a stair shows the text
 * form's mark ('<' up, '>' down, 'x' both), red when the route takes or
 * passes it. A maze in four dimensions is drawn tower after tower, each
 * floor under "tower T, floor N", a cell with a portal showing the text
 * form's digit. */

/* Floor z's lines, its rows' marks from rows (which go down the whole
 * sheet, so the floors come in order); prev holds width bytes. */
static enum maze_err write_floor(const struct maze *m, uint32_t z,
                                 struct mz_rows *rows, uint8_t *prev,
                                 unsigned cw, bool color, struct line *l,
                                 FILE *out)
{
    struct maze f = mz_floor_view(m, z);
    int sd = 0;
    int ed = 0;
    mz_doors(&f, &sd, &ed);
    char title[48];
    const uint32_t per = m->floors / m->towers;
    if (m->towers > 1)
        snprintf(title, sizeof title, "tower %u, floor %u",
                 (unsigned)(z / per) + 1, (unsigned)(z % per) + 1);
    else
        snprintf(title, sizeof title, "floor %u", (unsigned)z + 1);
    put(l, title);
    enum maze_err err = flush_line(l, out);
    for (uint32_t y = 0; y <= f.height && !err; y++) {
        if (y > 0)
            memcpy(prev, rows->row, m->width);
        if (y < f.height)
            mz_rows_fill(rows, z * f.height + y);
        const uint8_t *above = y > 0 ? prev : NULL;
        const uint8_t *info = y < f.height ? rows->row : NULL;
        wall_line(&f, y, above, info, cw, sd, ed, color, l);
        err = flush_line(l, out);
        if (err || y == f.height)
            break;
        size_t first = maze_cell_at(m, 0, z * f.height + y);
        for (uint32_t x = 0; x < m->width; x++) {
            side_wall(&f, x, y, info, sd, ed, color, l);
            paint_begin(l, first + x);
            cell_body(m->cell[first + x], info[x],
                      mz_floors_mark(m, first + x), paint_of(l, first + x),
                      cw, color, l);
            paint_end(l);
        }
        side_wall(&f, m->width, y, info, sd, ed, color, l);
        err = flush_line(l, out);
    }
    return err;
}

static enum maze_err write_floors(const struct maze *m, struct mz_rows *rows,
                                  unsigned cw, bool color, struct line *l,
                                  FILE *out)
{
    uint8_t *prev = malloc(m->width);
    enum maze_err err = prev ? MAZE_OK : MAZE_ERR_NOMEM;
    for (uint32_t z = 0; z < m->floors && !err; z++) {
        if (z > 0)
            err = flush_line(l, out);
        if (!err)
            err = write_floor(m, z, rows, prev, cw, color, l, out);
    }
    free(prev);
    return err;
}

enum maze_err mz_render_unicode(const struct maze *m,
                                const struct maze_route *route,
                                const struct maze_render_opts *opts, FILE *out)
{
    bool color = opts && opts->color;
    unsigned cw = opts && opts->cell_width == 1   ? 1
                  : opts && opts->cell_width == 2 ? 2
                                                  : 3;
    struct mz_rows rows;
    enum maze_err err = mz_rows_init(&rows, m, route);
    if (err)
        return err;
    struct line l = {.color = color, .opts = opts};
    if (opts)
        l.paint = opts->paint;
    if (m->floors > 1)
        err = write_floors(m, &rows, cw, color, &l, out);
    else if (m->sheet)
        err = write_sheet(m, &rows, color, &l, out);
    else if (cw == 2)
        err = write_halves(m, &rows, color, &l, out);
    else
        err = write_cells(m, &rows, cw, color, &l, out);
    free(l.text);
    mz_rows_release(&rows);
    if (!err && fflush(out) != 0)
        err = MAZE_ERR_IO;
    return err;
}
