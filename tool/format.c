/*
 * format.c - see format.h.
 */
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "format.h"
#include "messages.h"
#include "output.h"
#include "progress_line.h"

void cli_format_read(struct cli_format *f, const struct maze_request *r)
{
    f->format = maze_request_given(r, "format")
                    ? maze_request_value(r, "format")
                    : NULL;
    f->output = maze_request_given(r, "output")
                    ? maze_request_value(r, "output")
                    : NULL;
    f->animate = maze_request_given(r, "animate");
    maze_request_render_opts(r, &f->opts);
}

static bool to_stdout(const struct cli_format *f)
{
    return !f->output || strcmp(f->output, "-") == 0;
}

static bool is_terminal_text(const struct maze_renderer *r)
{
    return strcmp(r->name, "text") == 0 || strcmp(r->name, "unicode") == 0;
}

/* Whether the user's locale (LC_ALL, LC_CTYPE, LANG) writes UTF-8, so a
 * terminal shows box drawing rather than mojibake. Only the character
 * type is looked at, and the C locale the tool runs in is put back:
 * numbers keep their full stops whatever the locale. */
static bool locale_is_utf8(void)
{
    const char *now = setlocale(LC_CTYPE, NULL);
    char saved[64] = "C";
    if (now && strlen(now) < sizeof saved)
        strcpy(saved, now);
    bool utf8 = false;
    if (setlocale(LC_CTYPE, "")) {
        const char *codeset = nl_langinfo(CODESET);
        utf8 = strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0;
    }
    setlocale(LC_CTYPE, saved);
    return utf8;
}

/* The extension of path's last part ("x.jpg": "jpg"), or NULL for none
 * (a name that starts with its only dot, like ".maze", has none). */
static const char *extension(const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    const char *dot = strrchr(base, '.');
    return dot && dot > base && dot[1] ? dot + 1 : NULL;
}

/* Refuses an output file whose extension names no format, as Python's
 * save() does, rather than writing text into x.jpg. */
static bool known_extension(const char *path)
{
    const char *ext = extension(path);
    if (!ext)
        return true;
    char list[200] = "";
    size_t len = 0;
    const struct maze_renderer *all = maze_renderers();
    for (const struct maze_renderer *r = all; r->name; r++) {
        bool seen = false;
        for (const struct maze_renderer *q = all; q < r && !seen; q++)
            seen = strcmp(q->extension, r->extension) == 0;
        int n = seen ? 0
                     : snprintf(list + len, sizeof list - len, "%s.%s",
                                len ? ", " : "", r->extension);
        if (n > 0 && (size_t)n < sizeof list - len)
            len += (size_t)n;
    }
    cli_error("cannot tell the format of '%s' from its extension (try: %s; "
              "or -f NAME)",
              path, list);
    return false;
}

const struct maze_renderer *cli_format_renderer(const struct cli_format *f,
                                                const char *cmd)
{
    const char *name = f->format;
    const struct maze_renderer *r = NULL;
    bool terminal = to_stdout(f) && isatty(STDOUT_FILENO);
    if (!name && !to_stdout(f)) {
        r = maze_renderer_for_path(f->output);
        if (!r && !known_extension(f->output))
            return NULL;
    }
    if (!name && !r)
        name = terminal && locale_is_utf8() ? "unicode" : "text";
    if (!r)
        r = maze_renderer_find(name);
    if (!r) {
        CLI_UNKNOWN("format", name, maze_renderers(), struct maze_renderer);
        return NULL;
    }
    if (f->animate && !r->animate && is_terminal_text(r) && !terminal) {
        cli_usage_error(cmd,
                        "%s frames are redrawn in place on a terminal; "
                        "animate into a file with -f gif or -f html (-o "
                        "maze.gif, maze.html)",
                        r->name);
        return NULL;
    }
    if (f->animate && !r->animate && !is_terminal_text(r)) {
        cli_usage_error(cmd,
                        "%s cannot animate (try: -f gif, -f html, or a "
                        "terminal)",
                        r->name);
        return NULL;
    }
    if (!f->animate && !r->render) {
        cli_usage_error(cmd, "%s shows how a maze is made: add --animate",
                        r->name);
        return NULL;
    }
    if (r->binary && terminal) {
        cli_error("%s is binary and would garble the terminal: write it to a "
                  "file with -o maze.%s",
                  r->name, r->extension);
        return NULL;
    }
    return r;
}

int cli_format_check_division_steps(const struct cli_format *f, bool divides,
                                    const char *cmd)
{
    if (f->opts.steps_per_frame != MAZE_STEPS_LEVEL || divides)
        return -1;
    return cli_usage_error(cmd, "--steps-per-frame level steps through the "
                                "levels of recursive division (try: -a "
                                "division, or a number of events)");
}

const struct maze_renderer *cli_format_floors(const struct cli_format *f,
                                              const struct maze_renderer *r,
                                              uint32_t towers, const char *cmd)
{
    if (f->animate && !(r->floors && r->animate)) {
        cli_usage_error(cmd,
                        "the %s format cannot animate a maze of several "
                        "floors yet (try: -o maze.gif, or leave out --animate)",
                        r->name);
        return NULL;
    }
    bool four = towers > 1; /* a maze in four dimensions */
    if (r->floors && (!four || (r->draws & MAZE_DRAWS_TOWERS)))
        return r;
    char names[128] = "";
    for (const struct maze_renderer *q = maze_renderers(); q->name; q++) {
        if (!q->floors || (four && !(q->draws & MAZE_DRAWS_TOWERS)))
            continue;
        if (names[0])
            strncat(names, ", ", sizeof names - strlen(names) - 1);
        strncat(names, q->name, sizeof names - strlen(names) - 1);
    }
    cli_usage_error(cmd,
                    "the %s format cannot draw a maze %s (try: %s)", r->name,
                    four ? "in four dimensions" : "of several floors", names);
    return NULL;
}

bool cli_format_fits(const struct cli_format *f, const struct maze_renderer *r,
                     enum maze_shape shape, const char *cmd)
{
    (void)f;
    if (shape == MAZE_SHAPE_RECT || r->shapes)
        return true;
    cli_usage_error(cmd,
                    "the %s format draws rectangles only; for %s %s maze "
                    "write a picture (-o maze.png, .svg, .pdf or .gif) "
                    "or -f json",
                    r->name, shape == MAZE_SHAPE_UPSILON ? "an" : "a",
                    maze_shape_name(shape));
    return false;
}

/* The columns and lines r draws m in on a terminal, with o's cell width
 * (text: its own form; unicode: 3 or 1 characters a cell, two lines a
 * row, or 2: half blocks, one line a row). */
static void drawing_size(const struct maze_renderer *r, const struct maze *m,
                         const struct maze_render_opts *o, size_t *cols,
                         size_t *lines)
{
    bool text = strcmp(r->name, "text") == 0;
    if (m->sheet) {
        *cols = m->width;
        *lines = m->height;
        return;
    }
    *cols = (text || o->cell_width != 3 ? 2 : 4) * (size_t)m->width + 1;
    *lines = !text && o->cell_width == 2 ? (size_t)m->height + 1
                                         : 2 * (size_t)m->height + 1;
}

/* Colour as --color says (auto: on a terminal unless NO_COLOR is set or
 * TERM=dumb); wide cells when they fit. An animation is redrawn in place,
 * so the whole drawing must fit the terminal, with a line to spare for
 * the cursor after it: wide cells, then one character a cell, then half
 * blocks (unicode), whichever fits first; false after a message with the
 * size it needs when none does. */
static bool terminal_opts(const struct cli_output *out,
                          const struct maze_renderer *r, const struct maze *m,
                          bool animate, struct maze_render_opts *o)
{
    o->color = cli_color(out->path ? -1 : STDOUT_FILENO);
    o->cell_width = 3;
    if (out->path || !isatty(STDOUT_FILENO))
        return true;
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_col == 0)
        return true;
    if (!animate) {
        if (4.0 * m->width + 1 > ws.ws_col)
            o->cell_width = 1;
        return true;
    }
    static const unsigned widths[] = {3, 1, 2};
    size_t cols = 0;
    size_t lines = 0;
    bool text = strcmp(r->name, "text") == 0;
    for (size_t k = 0; k < (text ? 1 : 3); k++) {
        o->cell_width = widths[k];
        drawing_size(r, m, o, &cols, &lines);
        if (cols <= ws.ws_col && (ws.ws_row == 0 || lines < ws.ws_row))
            return true;
    }
    cli_error("the animation of a %ux%u maze needs a terminal of %zux%zu, "
              "and this one is %ux%u (try: a larger terminal, a smaller "
              "maze, or -o maze.gif)",
              (unsigned)m->width, (unsigned)m->height, cols, lines + 1,
              (unsigned)ws.ws_col, (unsigned)ws.ws_row);
    return false;
}

/* The solver's wave as shown so far (maze_scene_reached), as a "route"
 * the text formats mark cell by cell: the cells at an even distance from
 * the source, then those at an odd one. On a rectangle two cells at
 * distances of one parity are never neighbours, so no two cells in a row
 * of the list are, and the writers join none of them; the odd ones start
 * with one that is no neighbour of the last even one. */
static void wave_cells(const struct maze_scene *s, struct maze_route *wave)
{
    const struct maze *m = maze_scene_maze(s);
    size_t n = 0;
    for (int parity = 0; parity < 2; parity++) {
        size_t first = n;
        for (size_t c = 0; c < m->cells; c++) {
            size_t d = 0;
            if (maze_scene_reached(s, c, &d) && d % 2 == (size_t)parity)
                wave->cells[n++] = c;
        }
        for (size_t i = first; parity && first > 0 && i < n; i++) {
            bool next_to = false;
            for (int dir = 0; dir < (int)maze_directions(m); dir++)
                next_to |= maze_neighbour(m, wave->cells[first - 1], dir) ==
                           wave->cells[i];
            if (!next_to) {
                size_t t = wave->cells[first];
                wave->cells[first] = wave->cells[i];
                wave->cells[i] = t;
                break;
            }
        }
    }
    wave->length = n;
}

/* A run redrawn in place: the maze after every few events (with the
 * solver's wave once the search begins, from the library's scene), then
 * the finished maze with its route. */
static enum maze_err animate_text(const struct maze_renderer *r,
                                  const struct maze *m,
                                  const struct maze_route *route,
                                  const struct maze_recording *rec,
                                  const struct maze_render_opts *o, FILE *out)
{
    struct maze *frame = NULL;
    struct maze_scene *scene = NULL;
    struct maze_route wave = {0, NULL, 0};
    enum maze_err err = maze_new(m->width, m->height, &frame);
    if (!err)
        err = maze_scene_new(m, rec, &scene);
    if (!err) {
        wave.cells = malloc(m->cells * sizeof *wave.cells);
        err = wave.cells ? MAZE_OK : MAZE_ERR_NOMEM;
    }
    if (err) {
        maze_scene_free(scene);
        maze_free(frame);
        return err;
    }
    for (size_t c = 0; c < m->cells; c++)
        frame->cell[c] = m->cell[c] & MAZE_CELL_OFF;
    frame->start = m->start;
    frame->end = m->end;
    unsigned per = o->steps_per_frame ? o->steps_per_frame
                   : maze_recording_has_levels(rec)
                       ? MAZE_STEPS_LEVEL
                       : (unsigned)(rec->count / 150 + 1);
    unsigned delay = o->delay_ms               ? o->delay_ms
                     : per == MAZE_STEPS_LEVEL ? 400
                                               : 40;
    struct timespec pause = {delay / 1000, (long)(delay % 1000) * 1000000L};
    fputs("\033[2J", out);
    for (size_t k = maze_step_first(rec);; k = maze_step_next(rec, k, per)) {
        maze_replay(frame, rec, k);
        maze_scene_seek(scene, k);
        wave_cells(scene, &wave);
        fputs("\033[H", out);
        err = r->render(frame, wave.length ? &wave : NULL, o, out);
        nanosleep(&pause, NULL);
        if (err || k == rec->count)
            break;
    }
    fputs("\033[H", out);
    if (!err)
        err = r->render(m, route, o, out);
    free(wave.cells);
    maze_scene_free(scene);
    maze_free(frame);
    return err;
}

/* Why a picture over 32767 pixels a side cannot be drawn, and what can
 * be: a smaller cell, or a PNG, row by row, of a plain rectangle. */
static void too_big(const struct maze_renderer *r, const struct maze *m,
                    bool painted)
{
    bool rows = strcmp(r->name, "png") != 0 && !painted &&
                m->shape == MAZE_SHAPE_RECT && !m->extra;
    cli_error("the picture would be over 32767 pixels a side, more than %s "
              "can draw%s (try a smaller --cell%s)",
              r->name, painted ? " with an analysis painted on it" : "",
              rows ? ", or -f png" : "");
}

bool cli_picture_fits(const struct cli_format *f,
                      const struct maze_renderer *r, const struct maze *m,
                      bool painted)
{
    if (!(r->draws & MAZE_DRAWS_PIXELS))
        return true;
    struct maze_geometry *g = NULL;
    enum maze_err err = maze_geometry_new(m, &f->opts, &g);
    maze_geometry_free(g);
    if (err == MAZE_ERR_TOO_BIG)
        too_big(r, m, painted);
    return err != MAZE_ERR_TOO_BIG;
}

bool cli_render(const struct cli_format *f, const struct maze_renderer *r,
                const struct maze *m, const struct maze_route *route,
                const struct maze_recording *rec, struct cli_output *out)
{
    struct maze_render_opts o = f->opts;
    if (is_terminal_text(r) && !terminal_opts(out, r, m, f->animate, &o)) {
        cli_output_abort(out);
        return false;
    }
    enum maze_err err = MAZE_OK;
    if (!f->animate) {
        o.progress = progress_hook("drawing", "rows");
        err = r->render(m, route, &o, out->file);
        progress_end();
    } else if (rec && rec->failed)
        err = MAZE_ERR_NOMEM;
    else if (r->animate)
        err = r->animate(m, route, rec, &o, out->file);
    else
        err = animate_text(r, m, route, rec, &o, out->file);
    if (err) {
        if (err == MAZE_ERR_TOO_BIG)
            too_big(r, m, o.paint || o.marks || o.legend_count);
        else if (err == MAZE_ERR_ARG && (maze_crossing(m, m->start, NULL) ||
                                         maze_crossing(m, m->end, NULL)))
            cli_error("the %s format cannot put S or E on a crossing of a "
                      "weave maze (try -f json)",
                      r->name);
        else
            cli_write_error(out, err == MAZE_ERR_IO ? strerror(errno)
                                                    : maze_strerror(err));
        cli_output_abort(out);
        return false;
    }
    return cli_output_commit(out);
}
