/*
 * text.c - reads the text format (see render/text.c for its layout).
 *
 * Reading is generous where other tools differ: any character but '#' is
 * open, S and E may stand in a cell or in a gap of the outer wall, CRLF, a
 * UTF-8 byte-order mark and a missing final newline are fine (lines that
 * end in CR alone are refused as such). A grid that does not follow the cell
 * layout (open posts, rooms, even sizes) is still a maze: it becomes a
 * sheet, one cell per square, and can be solved all the same. Reading is
 * strict about real errors and says where they are.
 *
 * A file that can be read twice is: once to check it, find S and E and
 * tell the cell layout from a sheet, and once to fill the maze, a line at
 * a time. So reading needs the maze and a line, not the file (4 bytes a
 * cell more) as well. Standard input from a pipe is read into memory
 * first and then the same way.
 */
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "read.h"

/* Where the bytes come from: a file through a buffer of our own (read
 * again from `start` for a second pass), or text already in memory. */
struct source {
    FILE *in; /* NULL: only `text` */
    off_t start;
    const char *text;
    size_t size, len; /* len: what this pass has not had yet */
    char *buf;
};

enum { SOURCE_BLOCK = 1 << 16 };

/* Back to the start for another pass. */
static enum maze_err source_rewind(struct source *s)
{
    s->len = s->size;
    if (s->in && fseeko(s->in, s->start, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    return MAZE_OK;
}

/* The next block of bytes, 0 at the end (or on a read error: ferror). */
static size_t source_next(struct source *s, const char **block)
{
    if (!s->in) {
        *block = s->text;
        size_t n = s->len;
        s->len = 0; /* all of it, once a pass: source_rewind() restores */
        return n;
    }
    *block = s->buf;
    return fread(s->buf, 1, SOURCE_BLOCK, s->in);
}

/* The lines of the text format, one at a time: LF or CRLF ends a line (a
 * CR anywhere else is a square), all lines as long as the first, ASCII
 * only, and the LFs and CRs at the very end of the file are not part of
 * the grid. Errors are told in the order they stand in the file. Since only the
 * end of the file tells whether such a run ends the grid, a run of LF and CR is
 * held back until something else follows it. */
struct lines {
    struct maze_read_error *err;
    size_t cols;        /* the first line's length, once it has ended */
    unsigned long line; /* the line being read, 1-based */
    size_t column;      /* squares in it so far */
    char *square;       /* they (up to cap: a longer line is an error) */
    size_t cap;
    char *run; /* LFs and CRs held back */
    size_t run_len, run_cap;
    bool any;         /* a square was seen */
    size_t cr_column; /* the first lone CR of line 1 (1-based), or 0 */
    /* The first empty line before more squares, or 0: after a first
     * floor's lines (odd, 3 or more), one maze of several floors. */
    unsigned long blank;
    /* What is done with each whole line (row from 0). */
    enum maze_err (*take)(void *ctx, const char *square, size_t cols,
                          size_t row);
    void *ctx;
};

static enum maze_err line_end(struct lines *l)
{
    if (l->line == 1)
        l->cols = l->column;
    else if (l->column != l->cols) {
        if (l->column == 0 && !l->blank)
            l->blank = l->line;
        return mz_read_fail(l->err, l->line,
                            (l->column < l->cols ? l->column : l->cols) + 1,
                            "line is %zu characters long, the first is %zu "
                            "(all lines must be as long)",
                            l->column, l->cols);
    }
    if (l->cols == 0)
        return mz_read_fail(l->err, l->line, 1, "empty line, expected a maze");
    enum maze_err e = l->take(l->ctx, l->square, l->cols, l->line - 1);
    l->line++;
    l->column = 0;
    return e;
}

/* Room for n more squares in the first line (later lines keep cols). */
static bool line_room(struct lines *l, size_t n)
{
    if (l->line > 1 || l->column + n <= l->cap)
        return true;
    size_t cap = l->cap ? l->cap : 256;
    while (cap < l->column + n)
        cap *= 2;
    char *grown = realloc(l->square, cap);
    if (!grown)
        return false;
    l->square = grown;
    l->cap = cap;
    return true;
}

/* Squares known to be plain ASCII other than CR. */
static enum maze_err put_plain(struct lines *l, const char *p, size_t n)
{
    if (!line_room(l, n))
        return MAZE_ERR_NOMEM;
    if (l->column < l->cap)
        memcpy(l->square + l->column, p,
               l->cap - l->column < n ? l->cap - l->column : n);
    l->column += n;
    l->any = true;
    return MAZE_OK;
}

static enum maze_err put(struct lines *l, char ch)
{
    if ((unsigned char)ch >= 0x80)
        return mz_read_fail(l->err, l->line, l->column + 1,
                            "non-ASCII character (the text format is ASCII; "
                            "box drawing is the unicode format, which is "
                            "written for people and not read back)");
    return put_plain(l, &ch, 1);
}

/* Something other than LF or CR follows the run held back: it was part
 * of the grid after all. */
static enum maze_err replay(struct lines *l)
{
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; i < l->run_len && !e; i++) {
        if (l->run[i] == '\n')
            e = line_end(l);
        else if (i + 1 < l->run_len && l->run[i + 1] == '\n')
            continue; /* the CR of a CRLF */
        else {
            if (l->line == 1 && !l->cr_column)
                l->cr_column = l->column + 1;
            e = put(l, '\r');
        }
    }
    l->run_len = 0;
    return e;
}

static enum maze_err hold(struct lines *l, char ch)
{
    if (l->run_len == l->run_cap &&
        !mz_grow(&l->run, &l->run_cap, l->run_len, 1))
        return MAZE_ERR_NOMEM;
    l->run[l->run_len++] = ch;
    return MAZE_OK;
}

/* Whether p[0..n) holds neither CR nor a byte past ASCII: a test the
 * compiler can do many bytes at a time. */
static bool plain(const char *p, size_t n)
{
    unsigned char high = 0;
    unsigned char cr = 0;
    for (size_t i = 0; i < n; i++) {
        high |= (unsigned char)p[i];
        cr |= p[i] == '\r';
    }
    return !(high & 0x80) && !cr;
}

/* One block: the squares up to the next LF at once where they are plain,
 * byte by byte where not. */
static enum maze_err lines_feed(struct lines *l, const char *p, size_t n)
{
    const char *end = p + n;
    enum maze_err e = MAZE_OK;
    while (p < end && !e) {
        if (*p == '\n' || *p == '\r') {
            e = hold(l, *p++);
            continue;
        }
        if (l->run_len && (e = replay(l)))
            break;
        const char *lf = memchr(p, '\n', (size_t)(end - p));
        const char *stop = lf ? lf : end;
        if (stop[-1] == '\r') /* a CRLF's CR: held, in the loop */
            stop--;
        if (plain(p, (size_t)(stop - p))) {
            e = put_plain(l, p, (size_t)(stop - p));
            p = stop;
            continue;
        }
        for (; p < stop && !e; p++) {
            if (*p == '\r')
                e = hold(l, '\r');
            else if (!l->run_len || !(e = replay(l)))
                e = put(l, *p);
        }
    }
    return e;
}

/* The end of the file: what is held back was its end, not the grid's. */
static enum maze_err lines_finish(struct lines *l)
{
    l->run_len = 0;
    if (!l->any)
        return mz_read_fail(l->err, 0, 0, "empty file, expected a maze");
    /* One line with CRs inside: a file whose lines end in CR alone. */
    if (l->line == 1 && l->cr_column)
        return mz_read_fail(l->err, 1, l->cr_column,
                            "lines end in CR alone (the text format ends "
                            "them with LF or CRLF: convert with tr '\\r' "
                            "'\\n')");
    return line_end(l);
}

static void lines_release(struct lines *l)
{
    free(l->square);
    free(l->run);
}

/* Feeds every line of src to l, to the end. */
static enum maze_err read_lines(struct source *src, struct lines *l)
{
    enum maze_err e = MAZE_OK;
    const char *block = NULL;
    size_t n = 0;
    while (!e && (n = source_next(src, &block)) > 0)
        e = lines_feed(l, block, n);
    if (!e && src->in && ferror(src->in))
        e = MAZE_ERR_IO;
    return e ? e : lines_finish(l);
}

struct mark {
    size_t col, row;
    bool found;
};

/* The first pass: the size, S and E, and whether the squares follow the
 * cell layout (odd sizes, walls at every post and all around but for
 * doors holding S or E, cells open). The first second S or E is only
 * told at the end, as the lines' own errors come first. */
struct scan {
    size_t cols, rows; /* so far */
    struct mark start, end;
    bool open;
    unsigned long dup_line, dup_column; /* the first second S or E */
    char dup;
    struct mark dup_first;
    bool layout;         /* so far */
    bool last_border_ok; /* the last line is a wall but for doors */
    struct mark cross;   /* the first crossing mark, '|' or '-' */
    char cross_mark;
    struct mark astray; /* the first one not in a cell's square */
    char astray_mark;
    unsigned wrap;      /* the top-left corner's seam mark, if any */
    size_t seam_row;    /* a post line below the first with '~' posts */
    bool seam_rows;     /* more than one such line */
    bool no_ends;       /* neither S nor E, in the cell layout */
};

static bool wall_or_door(char ch)
{
    return ch == MZ_TEXT_WALL || ch == MZ_TEXT_START || ch == MZ_TEXT_END;
}

/* Whether a square of the edge is a seam's open passage. */
static bool seam_open(char ch)
{
    return ch == MZ_TEXT_OPEN || ch == MZ_TEXT_ROUTE;
}

/* The wrap a top-left corner says. */
static unsigned corner_wrap(char ch)
{
    switch (ch) {
    case MZ_TEXT_SEAM_X:
        return MAZE_WRAP_X;
    case MZ_TEXT_SEAM_Y:
        return MAZE_WRAP_Y;
    case MZ_TEXT_SEAM_XY:
        return MAZE_WRAP_X | MAZE_WRAP_Y;
    case MZ_TEXT_TWIST_X:
        return MAZE_WRAP_MOBIUS;
    case MZ_TEXT_KLEIN:
        return MAZE_WRAP_KLEIN;
    case MZ_TEXT_PROJECTIVE:
        return MAZE_WRAP_PROJECTIVE;
    default:
        return 0;
    }
}

/* Whether a post line can be the top or bottom of the grid: walls between
 * the posts, or doors holding S or E (or, across a seam, passages). */
static bool border_line(const char *sq, size_t cols, bool seam)
{
    for (size_t c = 1; c < cols; c += 2)
        if (!wall_or_door(sq[c]) && !(seam && seam_open(sq[c])))
            return false;
    return true;
}

/* Whether the post at column c of a post line follows the layout: a
 * wall, or on an edge that wraps its seam mark. */
static bool post_ok(struct scan *s, const char *sq, size_t c, size_t cols,
                    size_t row)
{
    char ch = sq[c];
    if (ch == MZ_TEXT_WALL)
        return true;
    if (!s->wrap)
        return false;
    if (c == 0 || c + 1 == cols)
        return corner_wrap(ch) != 0;
    if (!(s->wrap & MAZE_WRAP_Y) ||
        ch != (s->wrap & MAZE_WRAP_FLIP_Y ? MZ_TEXT_TWIST_Y : MZ_TEXT_SEAM_Y))
        return false;
    if (row > 0) { /* only the bottom line may have them: told at the end */
        s->seam_rows |= s->seam_row && s->seam_row != row;
        s->seam_row = row;
    }
    return true;
}

static enum maze_err scan_line(void *ctx, const char *sq, size_t cols,
                               size_t row)
{
    struct scan *s = ctx;
    s->cols = cols;
    s->rows = row + 1;
    for (size_t c = 0; c < cols && !s->open; c++)
        s->open = sq[c] != MZ_TEXT_WALL;
    for (char mark = MZ_TEXT_START; mark;
         mark = mark == MZ_TEXT_START ? MZ_TEXT_END : 0) {
        struct mark *k = mark == MZ_TEXT_START ? &s->start : &s->end;
        for (const char *p = sq; (p = memchr(p, mark, cols - (size_t)(p - sq)));
             p++) {
            size_t c = (size_t)(p - sq);
            if (!k->found) {
                *k = (struct mark){c, row, true};
            } else if (!s->dup || row + 1 < s->dup_line ||
                       (row + 1 == s->dup_line && c + 1 < s->dup_column)) {
                s->dup = mark;
                s->dup_line = row + 1;
                s->dup_column = c + 1;
                s->dup_first = *k;
            }
        }
    }
    if (!s->cross.found) {
        const char *p = memchr(sq, MZ_TEXT_CROSS_NS, cols);
        const char *q = memchr(sq, MZ_TEXT_CROSS_EW, cols);
        p = !p || (q && q < p) ? q : p;
        if (p) {
            s->cross = (struct mark){(size_t)(p - sq), row, true};
            s->cross_mark = *p;
        }
    }
    for (size_t c = 0; c < cols && !s->astray.found; c += row % 2 ? 2 : 1)
        if (sq[c] == MZ_TEXT_CROSS_NS || sq[c] == MZ_TEXT_CROSS_EW) {
            s->astray = (struct mark){c, row, true};
            s->astray_mark = sq[c];
        }
    if (!s->layout)
        return MAZE_OK;
    if (row % 2 == 0) {
        if (row == 0)
            s->wrap = corner_wrap(sq[0]);
        for (size_t c = 0; c < cols; c += 2)
            s->layout &= post_ok(s, sq, c, cols, row);
        if (row == 0)
            s->layout &= border_line(sq, cols, s->wrap & MAZE_WRAP_Y);
    } else {
        for (size_t c = 1; c < cols; c += 2)
            s->layout &= sq[c] != MZ_TEXT_WALL;
        bool seam = s->wrap & MAZE_WRAP_X;
        s->layout &= (wall_or_door(sq[0]) || (seam && seam_open(sq[0]))) &&
                     (wall_or_door(sq[cols - 1]) ||
                      (seam && seam_open(sq[cols - 1])));
    }
    return MAZE_OK;
}

/* The cell an S or E names in the cell layout and the door it stands in
 * (-1: in the cell itself); false when it is in neither place. */
static bool place(size_t cols, size_t rows, const struct mark *k, size_t *x,
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
    if (c % 2 == 1 && (r == 0 || r == rows - 1)) {
        *x = c / 2;
        *y = r == 0 ? 0 : rows / 2 - 1;
        *door = r == 0 ? MAZE_NORTH : MAZE_SOUTH;
        return true;
    }
    if (r % 2 == 1 && (c == 0 || c == cols - 1)) {
        *x = c == 0 ? 0 : cols / 2 - 1;
        *y = r / 2;
        *door = c == 0 ? MAZE_WEST : MAZE_EAST;
        return true;
    }
    return false;
}

/* What the whole first pass found, in the order the errors of a file
 * read whole were told: the size, then S and E, then the layout. */
static enum maze_err scan_result(struct scan *s, struct maze_read_error *err)
{
    if (s->cols > MAZE_MAX_SIDE || s->rows > MAZE_MAX_SIDE)
        return mz_read_fail(err, 0, 0, "grid of %zu x %zu squares is too large",
                            s->cols, s->rows);
    if (s->dup)
        return mz_read_fail(err, s->dup_line, s->dup_column,
                            "second %c, the first is at line %zu, column "
                            "%zu (a maze has one)",
                            s->dup, s->dup_first.row + 1, s->dup_first.col + 1);
    if (!s->open)
        return mz_read_fail(err, 0, 0, "nothing is open: every square is '#'");
    size_t x = 0;
    size_t y = 0;
    int door = 0;
    bool cells = s->layout && s->last_border_ok && s->cols >= 3 &&
                 !s->seam_rows &&
                 (!s->seam_row || s->seam_row + 1 == s->rows) && s->rows >= 3 &&
                 s->cols % 2 == 1 && s->rows % 2 == 1;
    /* A maze written without ends (maze generate --ends none) has neither
     * S nor E: in the cell layout it is a maze whose ends the reader's
     * user gives (solve --start, --end), as its JSON would be. A sheet
     * without them is more likely not a maze at all. */
    s->no_ends = cells && !s->start.found && !s->end.found;
    if (s->no_ends) {
        s->layout = true;
        return MAZE_OK;
    }
    if (!s->start.found)
        return mz_read_fail(err, 0, 0, "no S: mark the start with S");
    if (!s->end.found)
        return mz_read_fail(err, 0, 0, "no E: mark the end with E");
    s->layout = cells && place(s->cols, s->rows, &s->start, &x, &y, &door) &&
                place(s->cols, s->rows, &s->end, &x, &y, &door);
    return MAZE_OK;
}

/* The second pass: each line fills the cells it shows. In the cell
 * layout, line 2y + 1 holds row y's cells and east passages and line
 * 2y + 2 its south ones; a sheet's cells are its squares, each open
 * towards an open square east or south. */
static enum maze_err fill_cells(void *ctx, const char *sq, size_t cols,
                                size_t row)
{
    struct maze *m = ctx;
    if (cols != 2 * (size_t)m->width + 1 || row > 2 * (size_t)m->height)
        return MAZE_ERR_IO; /* the file changed between the passes */
    if (row % 2 == 1) {
        size_t first = maze_cell_at(m, 0, (uint32_t)(row / 2));
        uint8_t *cell = m->cell + first;
        for (uint32_t x = 0; x + 1 < m->width; x++)
            cell[x] |= (uint8_t)((sq[2 * (size_t)x + 2] != MZ_TEXT_WALL) *
                                 MAZE_CELL_EAST);
        if ((m->wrap & MAZE_WRAP_X) && m->width >= 3 && seam_open(sq[cols - 1]))
            cell[m->width - 1] |= MAZE_CELL_EAST; /* across the seam */
        /* Weave: a crossing, its passage over north-south or east-west
         * (looked for cell by cell only on a line that has either). */
        bool weave = memchr(sq, MZ_TEXT_CROSS_NS, cols) ||
                     memchr(sq, MZ_TEXT_CROSS_EW, cols);
        for (uint32_t x = 0; weave && x < m->width; x++) {
            char ch = sq[2 * (size_t)x + 1];
            if (ch != MZ_TEXT_CROSS_NS && ch != MZ_TEXT_CROSS_EW)
                continue;
            if (mz_extra_need(m))
                return MAZE_ERR_NOMEM;
            m->extra[first + x] =
                (uint8_t)(MAZE_EXTRA_CROSS |
                          (ch == MZ_TEXT_CROSS_EW ? MAZE_EXTRA_OVER_EW : 0));
        }
    } else if (row > 0 && row / 2 < m->height) {
        uint8_t *cell = m->cell + maze_cell_at(m, 0, (uint32_t)(row / 2 - 1));
        for (uint32_t x = 0; x < m->width; x++)
            cell[x] |= (uint8_t)((sq[2 * (size_t)x + 1] != MZ_TEXT_WALL) *
                                 MAZE_CELL_SOUTH);
    } else if (row > 0 && (m->wrap & MAZE_WRAP_Y) && m->height >= 3) {
        /* The bottom edge: the seam's passages to the top row. */
        uint8_t *cell = m->cell + maze_cell_at(m, 0, m->height - 1);
        size_t first = maze_cell_at(m, 0, m->height - 1);
        for (uint32_t x = 0; x < m->width; x++)
            if (seam_open(sq[2 * (size_t)x + 1]) &&
                maze_neighbour(m, first + x, MAZE_SOUTH) != MAZE_NONE)
                cell[x] |= MAZE_CELL_SOUTH; /* a projective plane's corner
                                               has no seam south */
    }
    return MAZE_OK;
}

static enum maze_err fill_sheet(void *ctx, const char *sq, size_t cols,
                                size_t row)
{
    struct maze *m = ctx;
    if (cols != m->width || row >= m->height)
        return MAZE_ERR_IO;
    uint8_t *cell = m->cell + (size_t)row * cols;
    uint8_t *above = row > 0 ? cell - cols : NULL;
    for (size_t c = 0; c < cols; c++) {
        bool wall = sq[c] == MZ_TEXT_WALL;
        bool east = c + 1 < cols && sq[c + 1] != MZ_TEXT_WALL;
        cell[c] = wall ? MAZE_CELL_OFF : (uint8_t)(east ? MAZE_CELL_EAST : 0);
        /* The cell above opens south onto an open square. */
        if (above && !wall && !(above[c] & MAZE_CELL_OFF))
            above[c] |= MAZE_CELL_SOUTH;
    }
    return MAZE_OK;
}

/* All of src in memory, read as the text form of a maze of floors. */
static enum maze_err parse_floors(struct source *src, struct maze **out,
                                  struct maze_read_error *err)
{
    enum maze_err e = source_rewind(src);
    char *text = NULL;
    size_t len = 0, cap = 0;
    const char *block = NULL;
    size_t n = 0;
    while (!e && (n = source_next(src, &block)) > 0) {
        while (!e && len + n > cap)
            if (!mz_grow(&text, &cap, len + n, 1))
                e = MAZE_ERR_NOMEM;
        if (!e)
            memcpy(text + len, block, n);
        len += n;
    }
    if (!e && src->in && ferror(src->in))
        e = MAZE_ERR_IO;
    if (!e)
        e = mz_parse_floors_text(text ? text : "", len, out, err);
    free(text);
    return e;
}

/* Both passes over src. */
static enum maze_err parse_text(struct source *src, struct maze **out,
                                struct maze_read_error *err)
{
    struct scan scan = {.layout = true};
    struct lines l = {.err = err, .line = 1, .take = scan_line, .ctx = &scan};
    enum maze_err e = read_lines(src, &l);
    if (e == MAZE_ERR_FORMAT && l.blank > 3 && l.blank % 2 == 0) {
        /* Floors, one after another. */
        lines_release(&l);
        return parse_floors(src, out, err);
    }
    /* The last line is still in the reader's buffer: only it can be the
     * bottom border, so it is the only one checked for being one. */
    scan.last_border_ok =
        !e && border_line(l.square, scan.cols, scan.wrap & MAZE_WRAP_Y);
    lines_release(&l);
    if (!e)
        e = scan_result(&scan, err);
    /* A crossing exists only in the cell layout: read as a sheet, its
     * mark would be an open square and the route would turn in it. */
    if (!e && !scan.layout && scan.cross.found)
        e = mz_read_fail(err, scan.cross.row + 1, scan.cross.col + 1,
                         "crossing '%c' in a grid that does not follow the "
                         "cell layout (a weave maze has '#' at every post "
                         "and all round)",
                         scan.cross_mark);
    if (!e && scan.layout && scan.astray.found)
        e = mz_read_fail(err, scan.astray.row + 1, scan.astray.col + 1,
                         "crossing '%c' between cells (a crossing stands in "
                         "a cell)",
                         scan.astray_mark);
    if (!e)
        e = source_rewind(src);
    struct maze *m = NULL;
    if (!e)
        e = scan.layout
                ? maze_new((uint32_t)(scan.cols / 2), (uint32_t)(scan.rows / 2),
                           &m)
                : maze_new((uint32_t)scan.cols, (uint32_t)scan.rows, &m);
    if (!e && scan.layout)
        m->wrap = scan.wrap; /* a rectangle: maze_set_wrap takes it */
    if (e)
        return e;
    struct lines again = {.err = err,
                          .line = 1,
                          .take = scan.layout ? fill_cells : fill_sheet,
                          .ctx = m};
    e = read_lines(src, &again);
    if (!e && again.line - 1 != scan.rows)
        e = MAZE_ERR_IO; /* the file changed between the passes */
    lines_release(&again);
    if (e) {
        maze_free(m);
        return e == MAZE_ERR_FORMAT ? MAZE_ERR_IO : e;
    }
    size_t broken = scan.layout ? mz_weave_broken(m) : MAZE_NONE;
    if (broken != MAZE_NONE) {
        uint32_t bx = 0;
        uint32_t by = 0;
        maze_cell_xy(m, broken, &bx, &by);
        bool over_ew = false;
        maze_crossing(m, broken, &over_ew);
        maze_free(m);
        return mz_read_fail(err, 2 * (unsigned long)by + 2,
                            2 * (unsigned long)bx + 2,
                            "crossing '%c' needs passages on all four sides "
                            "and plain cells at the ends of the one under it",
                            over_ew ? MZ_TEXT_CROSS_EW : MZ_TEXT_CROSS_NS);
    }
    if (scan.no_ends) {
        m->start = m->end = MAZE_NONE;
        m->start_door = m->end_door = -1;
    } else if (scan.layout) {
        size_t x = 0;
        size_t y = 0;
        place(scan.cols, scan.rows, &scan.start, &x, &y, &m->start_door);
        m->start = maze_cell_at(m, (uint32_t)x, (uint32_t)y);
        place(scan.cols, scan.rows, &scan.end, &x, &y, &m->end_door);
        m->end = maze_cell_at(m, (uint32_t)x, (uint32_t)y);
    } else {
        m->sheet = true;
        m->start = scan.start.row * scan.cols + scan.start.col;
        m->end = scan.end.row * scan.cols + scan.end.col;
    }
    *out = m;
    return MAZE_OK;
}

enum maze_err mz_parse_text(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err)
{
    struct source src = {.text = text, .size = len, .len = len};
    return parse_text(&src, out, err);
}

enum maze_err mz_read_text_at(FILE *in, off_t start, struct maze **out,
                              struct maze_read_error *err)
{
    struct source src = {.in = in, .start = start, .buf = malloc(SOURCE_BLOCK)};
    if (!src.buf)
        return MAZE_ERR_NOMEM;
    enum maze_err e = parse_text(&src, out, err);
    free(src.buf);
    return e;
}

enum maze_err maze_read_text(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err)
{
    off_t start = -1;
    enum maze_err e = mz_read_start(in, max_bytes, &start, err);
    if (e || start >= 0)
        return e ? e : mz_read_text_at(in, start, out, err);
    char *text = NULL;
    size_t len = 0;
    e = mz_slurp(in, max_bytes, &text, &len, err);
    if (e)
        return e;
    size_t skip = mz_bom(text, len);
    e = mz_parse_text(text + skip, len - skip, out, err);
    free(text);
    return e;
}
