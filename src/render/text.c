/*
 * text.c - the text format, which other tools read and write.
 *
 * 2H+1 lines of 2W+1 characters: '#' is wall, space is open, cell (x, y)
 * is at line 2y+1, column 2x+1, the square between two cells is open when
 * they are joined, and squares at even line and even column are wall
 * posts. S and E mark start and end; '.' marks every square of the route
 * between them. A sheet maze (a foreign grid) is written one character per
 * cell. Each line is built in a buffer and written whole.
 */
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "rows.h"

static char cell_char(uint8_t cell, uint8_t info, bool start_door,
                      bool end_door)
{
    if (cell & MAZE_CELL_OFF)
        return MZ_TEXT_WALL;
    if ((info & MZ_ROW_START) && !start_door)
        return MZ_TEXT_START;
    if ((info & MZ_ROW_END) && !end_door)
        return MZ_TEXT_END;
    return (info & MZ_ROW_ROUTE) ? MZ_TEXT_ROUTE : MZ_TEXT_OPEN;
}

/* The letter in the outer wall next to a cell of this row, or '#'. */
static char door_char(uint8_t info, int d, int start_door, int end_door)
{
    if ((info & MZ_ROW_START) && start_door == d)
        return MZ_TEXT_START;
    if ((info & MZ_ROW_END) && end_door == d)
        return MZ_TEXT_END;
    return MZ_TEXT_WALL;
}

static enum maze_err write_sheet(const struct maze *m, struct mz_rows *rows,
                                 char *line, FILE *out)
{
    for (uint32_t y = 0; y < m->height; y++) {
        mz_rows_fill(rows, y);
        const uint8_t *cell = m->cell + maze_cell_at(m, 0, y);
        for (uint32_t x = 0; x < m->width; x++)
            line[x] = cell_char(cell[x], rows->row[x], false, false);
        line[m->width] = '\n';
        if (mz_write(out, line, (size_t)m->width + 1))
            return MAZE_ERR_IO;
    }
    return MAZE_OK;
}

/* '#', or ' ' when `open` (a passage bit) is set. */
static inline char open_char(unsigned open)
{
    return (char)(MZ_TEXT_WALL - (MZ_TEXT_WALL - MZ_TEXT_OPEN) * (open != 0));
}

void mz_text_wall_line(uint32_t width, const uint8_t *cells_above,
                       const uint8_t *info_above, const uint8_t *info_below,
                       int sd, int ed, char *line)
{
    size_t len = 2 * (size_t)width + 1;
    memset(line, MZ_TEXT_WALL, len);
    for (uint32_t x = 0; x < width; x++) {
        char *square = &line[2 * (size_t)x + 1];
        if (cells_above && info_below && !info_above[x]) {
            /* Most squares: no route, no door. ' ' when open, by
             * arithmetic: a jump would be mispredicted half the time. */
            *square = open_char(cells_above[x] & MAZE_CELL_SOUTH);
            continue;
        }
        if (!cells_above)
            *square = door_char(info_below[x], MAZE_NORTH, sd, ed);
        else if (!info_below)
            *square = door_char(info_above[x], MAZE_SOUTH, sd, ed);
        else if (cells_above[x] & MAZE_CELL_SOUTH)
            *square = (info_above[x] & (1u << MAZE_SOUTH)) ? '.' : ' ';
    }
    line[len] = '\n';
}

void mz_text_cell_line(uint32_t width, const uint8_t *cells,
                       const uint8_t *info, int sd, int ed, char *line)
{
    line[0] = door_char(info[0], MAZE_WEST, sd, ed);
    for (uint32_t x = 0; x < width; x++) {
        if (!(info[x] | (cells[x] & MAZE_CELL_OFF)) && x + 1 < width) {
            line[2 * (size_t)x + 1] =
                MZ_TEXT_OPEN; /* the common case, as above */
            line[2 * (size_t)x + 2] = open_char(cells[x] & MAZE_CELL_EAST);
            continue;
        }
        bool in_sd = (info[x] & MZ_ROW_START) && sd >= 0;
        bool in_ed = (info[x] & MZ_ROW_END) && ed >= 0;
        line[2 * (size_t)x + 1] = cell_char(cells[x], info[x], in_sd, in_ed);
        char east = MZ_TEXT_WALL;
        if (x + 1 == width)
            east = door_char(info[x], MAZE_EAST, sd, ed);
        else if (cells[x] & MAZE_CELL_EAST)
            east = (info[x] & (1u << MAZE_EAST)) ? MZ_TEXT_ROUTE : MZ_TEXT_OPEN;
        line[2 * (size_t)x + 2] = east;
    }
    line[2 * (size_t)width + 1] = '\n';
}

/* Weave: a crossing's square is '|' when the passage over it runs
 * north-south and '-' when it runs east-west (S and E keep theirs). */
static void weave_chars(const struct maze *m, uint32_t y, const uint8_t *info,
                        char *line)
{
    const uint8_t *extra = m->extra + maze_cell_at(m, 0, y);
    for (uint32_t x = 0; x < m->width; x++)
        if ((extra[x] & MAZE_EXTRA_CROSS) &&
            !(info[x] & (MZ_ROW_START | MZ_ROW_END)))
            line[2 * (size_t)x + 1] =
                extra[x] & MAZE_EXTRA_OVER_EW ? MZ_TEXT_CROSS_EW
                                              : MZ_TEXT_CROSS_NS;
}

/* The mark of a corner of a grid that wraps: it says how. */
static char corner_mark(unsigned wrap)
{
    switch (wrap) {
    case MAZE_WRAP_X:
        return MZ_TEXT_SEAM_X;
    case MAZE_WRAP_Y:
        return MZ_TEXT_SEAM_Y;
    case MAZE_WRAP_MOBIUS:
        return MZ_TEXT_TWIST_X;
    case MAZE_WRAP_KLEIN:
        return MZ_TEXT_KLEIN;
    case MAZE_WRAP_PROJECTIVE:
        return MZ_TEXT_PROJECTIVE;
    default:
        return MZ_TEXT_SEAM_XY;
    }
}

/* An edge square of cell c facing d: open (on the route: '.') when the
 * seam's passage out of c that way is. Each side asks its own cell, so a
 * twisted seam's two ends land on their own rows. */
static void seam_square(const struct maze *m, size_t c, int d, uint8_t info,
                        char *square)
{
    if (*square == MZ_TEXT_WALL && maze_open(m, c, d))
        *square = info & (1u << d) ? MZ_TEXT_ROUTE : MZ_TEXT_OPEN;
}

/* Wrap: the marks of the edges that wrap on a line the line builders
 * made with edges, and the seams' passages open on them (on the route:
 * '.'). Wall line y (0 to height; info: the row next to it) or the cell
 * line of row y. */
static void seam_chars(const struct maze *m, uint32_t y, bool cells,
                       const uint8_t *info, char *line)
{
    const size_t last = 2 * (size_t)m->width;
    const bool wx = m->wrap & MAZE_WRAP_X;
    const bool wy = m->wrap & MAZE_WRAP_Y;
    if (cells) {
        if (!wx)
            return;
        uint32_t east = m->width - 1;
        seam_square(m, maze_cell_at(m, 0, y), MAZE_WEST, info[0], &line[0]);
        seam_square(m, maze_cell_at(m, east, y), MAZE_EAST, info[east],
                    &line[last]);
        return;
    }
    const bool edge = y == 0 || y == m->height;
    const char x_post =
        m->wrap & MAZE_WRAP_FLIP_X ? MZ_TEXT_TWIST_X : MZ_TEXT_SEAM_X;
    if (wx)
        line[0] = line[last] = edge ? corner_mark(m->wrap) : x_post;
    if (!wy || !edge)
        return;
    line[0] = line[last] = corner_mark(m->wrap);
    const char y_post =
        m->wrap & MAZE_WRAP_FLIP_Y ? MZ_TEXT_TWIST_Y : MZ_TEXT_SEAM_Y;
    const uint32_t row = y == 0 ? 0 : m->height - 1;
    const int d = y == 0 ? MAZE_NORTH : MAZE_SOUTH;
    for (uint32_t x = 0; x < m->width; x++) {
        if (x + 1 < m->width)
            line[2 * (size_t)x + 2] = y_post;
        seam_square(m, maze_cell_at(m, x, row), d, info[x],
                    &line[2 * (size_t)x + 1]);
    }
}

static enum maze_err write_cells(const struct maze *m, struct mz_rows *rows,
                                 char *line, const struct maze_hook *progress,
                                 FILE *out)
{
    struct mz_progress told;
    mz_progress_start(&told, progress, m->height);
    size_t len = 2 * (size_t)m->width + 2;
    int sd = 0;
    int ed = 0;
    mz_doors(m, &sd, &ed);
    enum maze_err err = MAZE_OK;
    for (uint32_t y = 0; y <= m->height && !err; y++) {
        const uint8_t *above = NULL;
        const uint8_t *info = NULL;
        mz_rows_wall_line(rows, y, &above, &info);
        const uint8_t *cells_above =
            y > 0 ? m->cell + maze_cell_at(m, 0, y - 1) : NULL;
        mz_text_wall_line(m->width, cells_above, above, info, sd, ed, line);
        if (m->wrap)
            seam_chars(m, y, false, y == 0 ? info : above, line);
        err = mz_write(out, line, len);
        if (err || y == m->height)
            break;
        mz_text_cell_line(m->width, m->cell + maze_cell_at(m, 0, y), info, sd,
                          ed, line);
        if (m->extra)
            weave_chars(m, y, info, line);
        if (m->wrap)
            seam_chars(m, y, true, info, line);
        err = mz_write(out, line, len);
        mz_progress_add(&told, 1);
    }
    return err;
}

enum maze_err mz_render_text(const struct maze *m,
                             const struct maze_route *route,
                             const struct maze_render_opts *opts, FILE *out)
{
    /* Plain text has no options but the progress hook. */
    const struct maze_hook *progress = opts ? opts->progress : NULL;
    /* Weave: S or E on a crossing would hide it; refused rather than
     * written as another maze. */
    if (maze_crossing(m, m->start, NULL) || maze_crossing(m, m->end, NULL))
        return MAZE_ERR_ARG;
    if (m->floors > 1)
        return mz_render_floors_text(m, route, out);
    struct mz_rows rows;
    enum maze_err err = mz_rows_init(&rows, m, route);
    if (err)
        return err;
    char *line = malloc(2 * (size_t)m->width + 2);
    if (!line) {
        mz_rows_release(&rows);
        return MAZE_ERR_NOMEM;
    }
    err = m->sheet ? write_sheet(m, &rows, line, out)
                   : write_cells(m, &rows, line, progress, out);
    free(line);
    mz_rows_release(&rows);
    if (!err && fflush(out) != 0)
        err = MAZE_ERR_IO;
    return err;
}

/* ------------------------------------------------------------ streams */

/* The lines are built by the text writer's own line builders, with the
 * marks of the rows at hand: S on the first cell, E on the last row's last
 * one (a one-cell maze has its E in the east wall, as the text writer puts
 * it). */
enum maze_err maze_stream_write_text(struct maze_stream *s, FILE *out)
{
    uint32_t w = maze_stream_width(s);
    size_t len = 2 * (size_t)w + 2;
    char *line = malloc(len);
    uint8_t *info = calloc(w, 1);
    uint8_t *none = calloc(w, 1); /* the marks of a row with none */
    enum maze_err err = line && info && none ? MAZE_OK : MAZE_ERR_NOMEM;
    int ed = w == 1 && maze_stream_rows(s) == 1 ? MAZE_EAST : -1;
    if (!err) {
        mz_text_wall_line(w, NULL, NULL, none, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
    }
    uint64_t y = 0;
    const uint8_t *row = NULL;
    while (!err && (row = maze_stream_next(s)) != NULL) {
        bool last = maze_stream_rows(s) && y + 1 == maze_stream_rows(s);
        memset(info, 0, w);
        if (y == 0)
            info[0] |= MZ_ROW_START;
        if (last)
            info[w - 1] |= MZ_ROW_END;
        mz_text_cell_line(w, row, info, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
        if (err)
            break;
        mz_text_wall_line(w, row, info, last ? NULL : none, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
        y++;
    }
    free(line);
    free(info);
    free(none);
    if (!err && fflush(out) != 0)
        err = MAZE_ERR_IO;
    return err;
}
