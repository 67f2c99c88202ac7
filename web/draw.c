/*
 * draw.c - the page's drawing, for draw.js and player.js: the step
 * player's scene over the maze the page holds (each cell's look at a step)
 * and maze.h's geometry of its cells, walls, stairs and portals.
 */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "maze_web.h"
#include "page.h"

/* The step player's scene (maze.h): over the page's maze, the events the
 * page was handed, and each cell's look at the step shown. */
static struct maze_recording scene_events;
static struct maze_scene *scene;
static int32_t *looks;
/* Where the page draws the maze it holds (maze.h's geometry), and what
 * web_outline() and the like hand JavaScript. */
static struct maze_geometry *geometry;
static double numbers[4 + 2 * MAZE_OUTLINE_POINTS + 2 * MAZE_OUTLINE_SIDES];

static void forget_scene(void)
{
    maze_scene_free(scene);
    scene = NULL;
    maze_recording_release(&scene_events);
    free(looks);
    looks = NULL;
}

/* Forgets the scene and the geometry, with the maze they were of. */
void draw_forget(void)
{
    forget_scene();
    maze_geometry_free(geometry);
    geometry = NULL;
}

/* The scene of the run whose events the page holds (count events of
 * EVENT_WORDS words, as web_events() gives them) over the page's maze, at
 * step 0. 0, or an enum maze_err. */
EMSCRIPTEN_KEEPALIVE
int web_scene_new(const int32_t *words, size_t count)
{
    forget_scene();
    if (!maze)
        return MAZE_ERR_ARG;
    for (size_t i = 0; i < count; i++) {
        const int32_t *w = words + i * EVENT_WORDS;
        struct maze_event ev = {
            .kind = (enum maze_event_kind)w[0],
            .a = w[1] < 0 ? MAZE_NONE : (size_t)w[1],
            .b = w[2] < 0 ? MAZE_NONE : (size_t)w[2],
            .x = (uint32_t)w[3],
            .y = (uint32_t)w[4],
            .w = (uint32_t)w[5],
            .h = (uint32_t)w[6],
            .at = (uint32_t)w[7],
            .horizontal = w[8] != 0,
            .region = w[9],
            .new_region = w[10],
            .distance = (size_t)w[11],
        };
        maze_record_event(&ev, &scene_events);
    }
    looks = malloc(maze->cells * sizeof *looks);
    enum maze_err err = scene_events.failed || !looks
                            ? MAZE_ERR_NOMEM
                            : maze_scene_new(maze, &scene_events, &scene);
    if (err)
        forget_scene();
    return (int)err;
}

/* Shows the first `shown` events: each cell's look, its palette entry
 * (maze_scene_paint) plus 64 when it is on the route. */
EMSCRIPTEN_KEEPALIVE int32_t *web_scene_seek(size_t shown)
{
    if (!scene)
        return NULL;
    maze_scene_seek(scene, shown);
    for (size_t c = 0; c < maze->cells; c++)
        looks[c] = maze_scene_paint(scene, c) |
                   (maze_scene_on_route(scene, c) ? 64 : 0);
    return looks;
}

/* The walls the events shown have built, cell bytes as maze.h lays them
 * out. */
EMSCRIPTEN_KEEPALIVE uint8_t *web_scene_cells(void)
{
    return scene ? maze_scene_maze(scene)->cell : NULL;
}

EMSCRIPTEN_KEEPALIVE int web_scene_open(int32_t c, int d)
{
    return scene && maze_open(maze_scene_maze(scene), (size_t)c, d);
}

/* Entry `paint` of the animation palette as 0xRRGGBB. */
EMSCRIPTEN_KEEPALIVE uint32_t web_paint_color(int paint)
{
    return maze_paint_color(NULL, paint);
}

EMSCRIPTEN_KEEPALIVE int web_paint_count(void)
{
    return MAZE_PAINT_COUNT;
}

/* ------------------------------------------------------------- geometry
 *
 * Where the page draws the maze it holds: the library's geometry, the
 * numbers its pictures are drawn from (maze.h), handed over as doubles in
 * numbers[] (read them before the next call). */

/* The geometry of the maze drawn with cells `cell` pixels, walls `wall`
 * wide and a margin of `margin`. 0, or an enum maze_err with web_error()
 * saying why. */
EMSCRIPTEN_KEEPALIVE int web_geometry(unsigned cell, unsigned wall, int margin)
{
    maze_geometry_free(geometry);
    geometry = NULL;
    struct maze_render_opts opts = {0};
    opts.cell = cell;
    opts.wall = wall;
    opts.margin = margin;
    opts.margin_set = true;
    enum maze_err err =
        maze ? maze_geometry_new(maze, &opts, &geometry) : MAZE_ERR_ARG;
    return err ? fail(err, "cannot draw the maze at that size") : 0;
}

/* The picture's extent (maze_geometry_size), width then height. */
EMSCRIPTEN_KEEPALIVE double *web_geometry_size(void)
{
    maze_geometry_size(geometry, &numbers[0], &numbers[1]);
    return numbers;
}

/* The side of the start's outline (end: of the end's) open in the border,
 * or -1. */
EMSCRIPTEN_KEEPALIVE int web_door(int end)
{
    int start_side = -1, end_side = -1;
    maze_geometry_doors(geometry, &start_side, &end_side);
    return end ? end_side : start_side;
}

/* Cell c's outline: its centre, its points and sides counts, then each
 * point (x, y), then each side (direction or -1, first point). */
EMSCRIPTEN_KEEPALIVE double *web_outline(int32_t c)
{
    struct maze_outline o;
    maze_geometry_outline(geometry, (size_t)c, &o);
    double *at = numbers;
    *at++ = o.cx;
    *at++ = o.cy;
    *at++ = o.points;
    *at++ = o.sides;
    for (unsigned k = 0; k < o.points; k++) {
        *at++ = o.x[k];
        *at++ = o.y[k];
    }
    for (unsigned i = 0; i < o.sides; i++) {
        *at++ = o.dir[i];
        *at++ = o.from[i];
    }
    return numbers;
}

/* Cell c's centre, x then y. */
EMSCRIPTEN_KEEPALIVE double *web_centre(int32_t c)
{
    struct maze_outline o;
    maze_geometry_outline(geometry, (size_t)c, &o);
    numbers[0] = o.cx;
    numbers[1] = o.cy;
    return numbers;
}

/* The maze whose passages a drawing shows: the step shown (step) or the
 * finished maze. */
static const struct maze *shown_maze(int step)
{
    return step && scene ? maze_scene_maze(scene) : maze;
}

/* Whether side `side` of cell c is drawn as a wall, at the step shown
 * (step) or in the finished maze (maze_geometry_wall). */
EMSCRIPTEN_KEEPALIVE int web_wall(int step, int32_t c, unsigned side)
{
    return maze_geometry_wall(geometry, shown_maze(step), (size_t)c, side);
}

/* n marks of `each` bytes as JavaScript reads them: numbers[0] the
 * count, then the marks' numbers. */
static double *counted(unsigned n, const void *marks, size_t each)
{
    numbers[0] = n;
    memcpy(numbers + 1, marks, n * each);
    return numbers;
}

/* Crossing c's bridge: its count of lines (0 or 6), then each line
 * (x0, y0, x1, y1). */
EMSCRIPTEN_KEEPALIVE double *web_bridge(int32_t c)
{
    double line[6][4];
    return counted(maze_geometry_bridge(geometry, maze, (size_t)c, line),
                   line, sizeof line[0]);
}

/* The stairs open from cell c, at the step shown (step) or in the
 * finished maze: their count (0 to 2), then each triangle's corners. */
EMSCRIPTEN_KEEPALIVE double *web_stairs(int step, int32_t c)
{
    double mark[2][6];
    return counted(
        maze_geometry_stairs(geometry, shown_maze(step), (size_t)c, mark),
        mark, sizeof mark[0]);
}

/* The portals open from cell c, at the step shown (step) or in the
 * finished maze: their count (0 to 2), then each diamond's corners. */
EMSCRIPTEN_KEEPALIVE double *web_portals(int step, int32_t c)
{
    double mark[2][8];
    return counted(
        maze_geometry_portals(geometry, shown_maze(step), (size_t)c, mark),
        mark, sizeof mark[0]);
}
