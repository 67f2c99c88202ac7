/*
 * read_text.c - reads the text format (see render/text.c for its layout).
 *
 * Reading is generous where other tools differ: any character but '#' is
 * open, S and E may stand in a cell or in a gap of the outer wall, CRLF and
 * a missing final newline are fine. A grid that does not follow the cell
 * layout (open posts, rooms, even sizes) is still a maze: it becomes a
 * sheet, one cell per square, and can be solved all the same. Reading is
 * strict about real errors and says where they are.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mz.h"

/* The file as lines of squares: `square` holds rows of `cols` bytes. */
struct sheet {
    char *square;
    size_t cols, rows;
};

enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
{
    if (err) {
        err->line = line;
        err->column = column;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return MAZE_ERR_FORMAT;
}

enum maze_err mz_slurp(FILE *in, size_t max_bytes, char **text, size_t *len,
                       struct maze_read_error *err)
{
    size_t cap = 1 << 16;
    size_t n = 0;
    char *buf = malloc(cap);
    if (!buf)
        return MAZE_ERR_NOMEM;
    for (;;) {
        if (n == cap) {
            if (cap > max_bytes) {
                free(buf);
                mz_read_fail(err, 0, 0, "file is larger than %zu bytes",
                             max_bytes);
                return MAZE_ERR_TOO_BIG;
            }
            char *grown = realloc(buf, cap * 2);
            if (!grown) {
                free(buf);
                return MAZE_ERR_NOMEM;
            }
            buf = grown;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, in);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(in)) {
        free(buf);
        return MAZE_ERR_IO;
    }
    if (n > max_bytes) {
        free(buf);
        mz_read_fail(err, 0, 0, "file is larger than %zu bytes", max_bytes);
        return MAZE_ERR_TOO_BIG;
    }
    *text = buf;
    *len = n;
    return MAZE_OK;
}

/* Cuts text into equal lines, in place: line ends (LF or CRLF) are
 * dropped, so the squares are packed row after row. */
static enum maze_err split_lines(char *text, size_t len, struct sheet *s,
                                 struct maze_read_error *err)
{
    /* Blank lines at the very end are not part of the grid. */
    while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == '\r'))
        len--;
    if (len == 0)
        return mz_read_fail(err, 0, 0, "empty file, expected a maze");
    size_t out = 0;
    size_t line = 1;
    size_t column = 0;
    size_t cols = 0;
    for (size_t i = 0; i <= len; i++) {
        bool end = i == len || text[i] == '\n';
        if (!end && text[i] == '\r' && i + 1 < len && text[i + 1] == '\n')
            continue;
        if (end) {
            if (line == 1)
                cols = column;
            else if (column != cols)
                return mz_read_fail(
                    err, line, (column < cols ? column : cols) + 1,
                    "line is %zu characters long, the first is %zu "
                    "(all lines must be as long)",
                    column, cols);
            if (cols == 0)
                return mz_read_fail(err, line, 1,
                                    "empty line, expected a maze");
            line++;
            column = 0;
            continue;
        }
        unsigned char ch = (unsigned char)text[i];
        if (ch >= 0x80)
            return mz_read_fail(
                err, line, column + 1,
                "non-ASCII character (maze solve reads the text "
                "format: write it with -f text)");
        text[out++] = (char)ch;
        column++;
    }
    s->square = text;
    s->cols = cols;
    s->rows = line - 1;
    return MAZE_OK;
}

struct mark {
    size_t col, row;
    bool found;
};

/* Finds the one S and the one E and checks that something is open. */
static enum maze_err find_ends(const struct sheet *s, struct mark *start,
                               struct mark *end, struct maze_read_error *err)
{
    bool open = false;
    for (size_t r = 0; r < s->rows; r++) {
        for (size_t c = 0; c < s->cols; c++) {
            char ch = s->square[r * s->cols + c];
            open |= ch != '#';
            struct mark *k = ch == 'S' ? start : ch == 'E' ? end : NULL;
            if (!k)
                continue;
            if (k->found)
                return mz_read_fail(
                    err, r + 1, c + 1,
                    "second %c, the first is at line %zu, column "
                    "%zu (a maze has one)",
                    ch, k->row + 1, k->col + 1);
            *k = (struct mark){c, r, true};
        }
    }
    if (!open)
        return mz_read_fail(err, 0, 0, "nothing is open: every square is '#'");
    if (!start->found)
        return mz_read_fail(err, 0, 0, "no S: mark the start with S");
    if (!end->found)
        return mz_read_fail(err, 0, 0, "no E: mark the end with E");
    return MAZE_OK;
}

/* The cell an S or E names in the cell layout and the door it stands in
 * (-1: in the cell itself); false when it is in neither place. */
static bool place(const struct sheet *s, const struct mark *k, size_t *x,
                  size_t *y, int *door)
{
    size_t c = k->col;
    size_t r = k->row;
    *door = -1;
    if (c % 2 == 1 && r % 2 == 1) {
        *x = c / 2;
        *y = r / 2;
        return true;
    }
    if (c % 2 == 1 && (r == 0 || r == s->rows - 1)) {
        *x = c / 2;
        *y = r == 0 ? 0 : s->rows / 2 - 1;
        *door = r == 0 ? MAZE_NORTH : MAZE_SOUTH;
        return true;
    }
    if (r % 2 == 1 && (c == 0 || c == s->cols - 1)) {
        *x = c == 0 ? 0 : s->cols / 2 - 1;
        *y = r / 2;
        *door = c == 0 ? MAZE_WEST : MAZE_EAST;
        return true;
    }
    return false;
}

/* Whether the grid follows the cell layout: odd sizes, walls at every
 * post and all around (but for doors holding S or E), cells open. */
static bool is_cell_layout(const struct sheet *s, const struct mark *start,
                           const struct mark *end)
{
    if (s->cols < 3 || s->rows < 3 || s->cols % 2 == 0 || s->rows % 2 == 0)
        return false;
    size_t x = 0;
    size_t y = 0;
    int door = 0;
    if (!place(s, start, &x, &y, &door) || !place(s, end, &x, &y, &door))
        return false;
    for (size_t r = 0; r < s->rows; r++) {
        for (size_t c = 0; c < s->cols; c++) {
            char ch = s->square[r * s->cols + c];
            bool border =
                r == 0 || c == 0 || r == s->rows - 1 || c == s->cols - 1;
            if (r % 2 == 1 && c % 2 == 1) {
                if (ch == '#')
                    return false;
            } else if (r % 2 == 0 && c % 2 == 0) {
                if (ch != '#')
                    return false;
            } else if (border && ch != '#' && ch != 'S' && ch != 'E') {
                return false;
            }
        }
    }
    return true;
}

static enum maze_err build_cells(const struct sheet *s,
                                 const struct mark *start,
                                 const struct mark *end, struct maze **out)
{
    struct maze *m = NULL;
    enum maze_err e =
        maze_new((uint32_t)(s->cols / 2), (uint32_t)(s->rows / 2), &m);
    if (e)
        return e;
    for (uint32_t y = 0; y < m->height; y++) {
        const char *line = s->square + (2 * (size_t)y + 1) * s->cols;
        const char *below = line + s->cols;
        uint8_t *cell = m->cell + maze_cell_at(m, 0, y);
        for (uint32_t x = 0; x < m->width; x++) {
            if (x + 1 < m->width && line[2 * (size_t)x + 2] != '#')
                cell[x] |= MAZE_CELL_EAST;
            if (y + 1 < m->height && below[2 * (size_t)x + 1] != '#')
                cell[x] |= MAZE_CELL_SOUTH;
        }
    }
    size_t x = 0;
    size_t y = 0;
    place(s, start, &x, &y, &m->start_door);
    m->start = maze_cell_at(m, (uint32_t)x, (uint32_t)y);
    place(s, end, &x, &y, &m->end_door);
    m->end = maze_cell_at(m, (uint32_t)x, (uint32_t)y);
    *out = m;
    return MAZE_OK;
}

static enum maze_err build_sheet(const struct sheet *s,
                                 const struct mark *start,
                                 const struct mark *end, struct maze **out)
{
    struct maze *m = NULL;
    enum maze_err e = maze_new((uint32_t)s->cols, (uint32_t)s->rows, &m);
    if (e)
        return e;
    m->sheet = true;
    for (size_t i = 0; i < m->cells; i++) {
        if (s->square[i] == '#') {
            m->cell[i] = MAZE_CELL_OFF;
            continue;
        }
        bool east = (i + 1) % s->cols != 0 && s->square[i + 1] != '#';
        bool south = i + s->cols < m->cells && s->square[i + s->cols] != '#';
        m->cell[i] = (uint8_t)((east ? MAZE_CELL_EAST : 0) |
                               (south ? MAZE_CELL_SOUTH : 0));
    }
    m->start = start->row * s->cols + start->col;
    m->end = end->row * s->cols + end->col;
    *out = m;
    return MAZE_OK;
}

static enum maze_err mz_parse_text(char *text, size_t len, struct maze **out,
                                   struct maze_read_error *err)
{
    struct sheet s = {0};
    struct mark start = {0};
    struct mark end = {0};
    enum maze_err e = split_lines(text, len, &s, err);
    if (!e && (s.cols > MAZE_MAX_SIDE || s.rows > MAZE_MAX_SIDE))
        e = mz_read_fail(err, 0, 0, "grid of %zu x %zu squares is too large",
                         s.cols, s.rows);
    if (!e)
        e = find_ends(&s, &start, &end, err);
    if (!e)
        e = is_cell_layout(&s, &start, &end)
                ? build_cells(&s, &start, &end, out)
                : build_sheet(&s, &start, &end, out);
    return e;
}

/* Reads the whole input, then parses it as JSON (when `detect` and it
 * starts with '{') or as text. */
static enum maze_err read_with(FILE *in, size_t max_bytes, bool detect,
                               struct maze **out, struct maze_read_error *err)
{
    char *text = NULL;
    size_t len = 0;
    enum maze_err e = mz_slurp(in, max_bytes, &text, &len, err);
    if (e)
        return e;
    size_t i = 0;
    while (detect && i < len &&
           (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' ||
            text[i] == '\r'))
        i++;
    e = detect && i < len && text[i] == '{'
            ? mz_parse_json(text, len, out, err)
            : mz_parse_text(text, len, out, err);
    free(text);
    return e;
}

enum maze_err maze_read_text(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err)
{
    return read_with(in, max_bytes, false, out, err);
}

enum maze_err maze_read(FILE *in, size_t max_bytes, struct maze **out,
                        struct maze_read_error *err)
{
    return read_with(in, max_bytes, true, out, err);
}
