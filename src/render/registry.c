/*
 * registry.c - the renderers, looked up by name or by file extension.
 *
 * To add a format: write src/render/NAME.c with a maze_render_fn (and a
 * maze_animate_fn if it can animate), declare them in render.h and add
 * one row to the table, saying what it draws (.draws: the options its
 * pictures read, which a request refuses to the others).
 *
 * PNG, SVG, PDF and GIF are libmaze-render's (src/render/pictures/, which
 * needs cairo and giflib): maze_render_library_init() adds its rows here,
 * so that a program that writes text or JSON links libmaze alone.
 */
#include <string.h>
#include <strings.h>

#include "render.h"

/* Room for the core's rows, those another library adds and the NULL
 * that ends them. */
#define REGISTRY_ROWS 32

/* Where added rows go: after the terminal's two formats, so that the list
 * reads as it always has and an extension two formats share (svg: svg and
 * plot) finds the added one first. */
#define ADDED_AT 2

static struct maze_renderer registry[REGISTRY_ROWS] = {
    {.name = "text",
     .summary = "the plain text format: '#' walls, S, E and '.' for the route",
     .extension = "txt", .render = mz_render_text, .aliases = "txt ascii plain",
     .floors = true, .draws = MAZE_DRAWS_TOWERS},
    {.name = "unicode",
     .summary = "box-drawing lines for a terminal, the route in colour",
     .extension = "txt", .render = mz_render_unicode, .aliases = "utf8 box",
     .floors = true, .draws = MAZE_DRAWS_PAINT | MAZE_DRAWS_TOWERS},
    {.name = "stl",
     .summary = "a solid to 3D-print (mm): a base plate and the walls",
     .extension = "stl", .render = mz_render_stl, .binary = true,
     .shapes = true,
     .draws = MAZE_DRAWS_SOLID},
    {.name = "plot",
     .summary = "pen plotters, lasers: an SVG in mm, the walls in the fewest "
                "strokes",
     .extension = "svg", .render = mz_render_plot, .shapes = true,
     .aliases = "plotter", .draws = MAZE_DRAWS_PATHS},
    {.name = "gcode",
     .summary = "the plot's strokes as G-code (mm; --feed, --pen-up, "
                "--pen-down)",
     .extension = "gcode", .render = mz_render_gcode, .shapes = true,
     .aliases = "nc ngc", .draws = MAZE_DRAWS_GCODE},
    {.name = "html",
     .summary = "with --animate: a page that steps through the run",
     .extension = "html", .animate = mz_animate_html, .shapes = true,
     .aliases = "htm web"},
    {.name = "json",
     .summary = "for programs: size, ends, open directions per cell, route",
     .extension = "json", .render = mz_render_json, .shapes = true,
     .floors = true, .draws = MAZE_DRAWS_TOWERS},
    {.name = "jsonl",
     .summary = "JSON lines: a maze a line, for datasets (--count N -o FILE)",
     .extension = "jsonl", .render = mz_render_jsonl, .shapes = true,
     .aliases = "ndjson json-lines", .floors = true,
     .draws = MAZE_DRAWS_TOWERS},
    {.name = NULL},
};

/* The formats (and so extensions) libmaze-render adds
 * (render/pictures/formats.c), named here so that without it a name or
 * an extension of theirs is not taken for another format's (maze.svg for
 * the plotter's) and a refusal can say where they are. A unit test checks
 * the list against the rows it adds. */
static const char *const render_library[] = {"png", "svg", "pdf", "gif",
                                             NULL};

const char *maze_renderer_library(const char *name)
{
    if (!name || maze_renderer_find(name))
        return NULL;
    for (int i = 0; render_library[i]; i++)
        if (strcasecmp(name, render_library[i]) == 0)
            return "libmaze-render";
    return NULL;
}

enum maze_err mz_renderers_add(const struct maze_renderer *rows)
{
    size_t now = 0;
    size_t added = 0;
    while (registry[now].name)
        now++;
    while (rows[added].name)
        added++;
    if (added && maze_renderer_find(rows[0].name))
        return MAZE_OK; /* added before */
    if (now + added >= REGISTRY_ROWS)
        return MAZE_ERR_TOO_BIG;
    memmove(registry + ADDED_AT + added, registry + ADDED_AT,
            (now + 1 - ADDED_AT) * sizeof *registry);
    memcpy(registry + ADDED_AT, rows, added * sizeof *rows);
    return MAZE_OK;
}

const struct maze_renderer *maze_renderers(void)
{
    return registry;
}

const struct maze_renderer *maze_renderer_find(const char *name)
{
    for (const struct maze_renderer *r = registry; r->name; r++)
        if (maze_name_distance(name, r->name, r->aliases) == 0)
            return r;
    return NULL;
}

const struct maze_renderer *maze_renderer_for_path(const char *path)
{
    if (!path)
        return NULL;
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && slash > dot) || maze_renderer_library(dot + 1))
        return NULL;
    for (const struct maze_renderer *r = registry; r->name; r++)
        if (strcasecmp(r->extension, dot + 1) == 0)
            return r;
    return NULL;
}

enum maze_err maze_render(const struct maze *m, const struct maze_route *route,
                          const char *format,
                          const struct maze_render_opts *opts, FILE *out)
{
    static const struct maze_render_opts defaults = {0};
    const struct maze_renderer *r = maze_renderer_find(format);
    if (!r || !r->render || (m->shape != MAZE_SHAPE_RECT && !r->shapes) ||
        (m->floors > 1 && !r->floors) ||
        (m->towers > 1 && !(r->draws & MAZE_DRAWS_TOWERS)))
        return MAZE_ERR_ARG;
    return r->render(m, route, opts ? opts : &defaults, out);
}
