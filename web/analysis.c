/*
 * analysis.c - the page's analyses, for analysis.js: what the tool's
 * --all, --bottlenecks and --distances show, for the maze the page holds.
 */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "maze_web.h"
#include "page.h"

/* ------------------------------------------------------------- analyses
 *
 * What the tool's --all, --bottlenecks and --distances show on a picture
 * (tool/analysis.c), for the maze the page holds: each cell's palette
 * entry (maze_paint_*), the bottleneck passages drawn as lines, and the
 * legend's swatches, painted the way the tool paints them so that the
 * page and the PNG agree colour for colour. */

static struct maze_analysis_picture painted;
static int32_t *analysis_marks; /* painted.marks as the page reads them */
static char analysis_said[400];

void analysis_forget(void)
{
    maze_analysis_picture_release(&painted);
    free(analysis_marks);
    analysis_marks = NULL;
    analysis_said[0] = '\0';
}

/* Adds a sentence to what web_analysis_said() gives. */
static void said(const char *sentence)
{
    size_t n = strlen(analysis_said);
    snprintf(analysis_said + n, sizeof analysis_said - n, "%s%s",
             n ? "; " : "", sentence);
}

static int measure_distances(int32_t from, struct maze_distances *d)
{
    size_t source = from < 0 ? maze->start : (size_t)from;
    enum maze_err err = maze_distances_from(maze, source, d);
    if (err)
        return fail(err, "cannot measure the distances");
    char words[120];
    snprintf(words, sizeof words, "farthest cell %zu steps away, mean %.2f",
             d->eccentricity, d->mean);
    said(words);
    return 0;
}

static int count_routes(struct maze_routes *r)
{
    enum maze_err err = maze_routes_count(maze, r);
    if (err)
        return fail(err, "cannot count the routes");
    char words[200];
    snprintf(words, sizeof words,
             "%.80s shortest route%s of %zu steps, %zu cells on some, %zu on "
             "every one",
             r->count, r->fits && r->count64 == 1 ? "" : "s", r->steps,
             r->on_some, r->on_every);
    said(words);
    return 0;
}

static int find_bottlenecks(struct maze_bottlenecks *b)
{
    enum maze_err err = maze_bottlenecks_find(maze, b);
    if (err)
        return fail(err, "cannot find the bottlenecks");
    char words[120];
    snprintf(words, sizeof words,
             "bottlenecks: %zu cells (start and end among them), %zu "
             "passages",
             b->cell_count, b->passage_count);
    said(words);
    return 0;
}

/* The analyses found, painted as the tool paints them (all and
 * distances never both: distances wins). */
static int paint(struct maze_distances *d, struct maze_routes *r,
                 struct maze_bottlenecks *b)
{
    if (maze_analysis_paint(d, r, b, maze->cells, &painted))
        return fail(MAZE_ERR_NOMEM, "cannot paint the cells");
    size_t n = 2 * painted.mark_count;
    analysis_marks = malloc((n ? n : 1) * sizeof *analysis_marks);
    if (!analysis_marks)
        return fail(MAZE_ERR_NOMEM, "cannot keep the bottlenecks");
    for (size_t i = 0; i < n; i++)
        analysis_marks[i] = (int32_t)painted.marks[i];
    return 0;
}

/* Runs the analyses asked for on the maze held: every shortest route
 * (all), the bottlenecks, the distances from cell `from` (-1: the start).
 * all and distances both colour the cells: distances wins, as the tool
 * refuses the two together. 0, or an enum maze_err with web_error()
 * saying why (a maze without ends has no routes). */
EMSCRIPTEN_KEEPALIVE
int web_analyse(int all, int bottlenecks, int distances, int32_t from)
{
    analysis_forget();
    message[0] = '\0';
    if (!maze)
        return fail(MAZE_ERR_ARG, "no maze");
    if (!all && !bottlenecks && !distances)
        return 0;
    if (from >= 0 && (size_t)from >= maze->cells)
        return fail(MAZE_ERR_ARG, "no such cell");
    struct maze_distances d;
    struct maze_routes r;
    struct maze_bottlenecks b;
    bool have_d = false;
    bool have_r = false;
    bool have_b = false;
    int err = 0;
    if (distances)
        have_d = !(err = measure_distances(from, &d));
    else if (all)
        have_r = !(err = count_routes(&r));
    if (!err && bottlenecks)
        have_b = !(err = find_bottlenecks(&b));
    if (!err)
        err = paint(have_d ? &d : NULL, have_r ? &r : NULL,
                    have_b ? &b : NULL);
    if (have_d)
        maze_distances_release(&d);
    if (have_r)
        maze_routes_release(&r);
    if (have_b)
        maze_bottlenecks_release(&b);
    if (err)
        analysis_forget();
    return err;
}

/* The cell at x, y as the distance map's source (the tool's --from), or
 * -1 with web_error() saying why: outside the maze or inside a wall. */
EMSCRIPTEN_KEEPALIVE
int32_t web_cell_from(int32_t x, int32_t y)
{
    message[0] = '\0';
    if (!maze) {
        fail(MAZE_ERR_ARG, "no maze");
        return -1;
    }
    size_t c = 0;
    if (x < 0 || y < 0) {
        snprintf(message, sizeof message,
                 "from %d,%d is outside the maze (0,0 is the top left cell)",
                 (int)x, (int)y);
        return -1;
    }
    if (maze_cell_check(maze, "from", (uint32_t)x, (uint32_t)y, &c, message,
                        sizeof message))
        return -1;
    return (int32_t)c;
}

/* Each cell's palette entry (0: not painted), or NULL when nothing is. */
EMSCRIPTEN_KEEPALIVE uint8_t *web_analysis_paint(void)
{
    return painted.paint;
}
/* Each cell's exact colour on the distance map (MAZE_RGB; 0: its palette
 * entry), or NULL when no distances are shown. */
EMSCRIPTEN_KEEPALIVE uint32_t *web_analysis_rgb(void)
{
    return painted.rgb;
}
/* The bottleneck passages, two cells each (nearer the start first). */
EMSCRIPTEN_KEEPALIVE int32_t *web_analysis_marks(void)
{
    return analysis_marks;
}
EMSCRIPTEN_KEEPALIVE size_t web_analysis_mark_count(void)
{
    return painted.mark_count;
}
/* What the analyses found, in words. */
EMSCRIPTEN_KEEPALIVE const char *web_analysis_said(void)
{
    return analysis_said;
}
EMSCRIPTEN_KEEPALIVE int web_legend_count(void)
{
    return (int)painted.legend_count;
}
/* Swatch i's palette entry and words. */
EMSCRIPTEN_KEEPALIVE int web_legend_paint(int i)
{
    return i >= 0 && (size_t)i < painted.legend_count ? painted.legend_paint[i]
                                                      : 0;
}
/* Swatch i's exact colour (MAZE_RGB; 0: its palette entry's). */
EMSCRIPTEN_KEEPALIVE uint32_t web_legend_rgb(int i)
{
    return i >= 0 && (size_t)i < painted.legend_count ? painted.legend_rgb[i]
                                                      : 0;
}
EMSCRIPTEN_KEEPALIVE const char *web_legend_text(int i)
{
    return i >= 0 && (size_t)i < painted.legend_count ? painted.legend_words[i]
                                                      : "";
}
