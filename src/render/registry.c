/*
 * registry.c - the renderers, looked up by name or by file extension.
 *
 * To add a format: write src/render/NAME.c with a maze_render_fn (and a
 * maze_animate_fn if it can animate), declare them in render.h and add
 * one row to the table, saying what it draws (.draws: the options its
 * pictures read, which a request refuses to the others).
 *
 * A build without cairo, libpng and giflib (the web page's, compiled to
 * WebAssembly) defines MAZE_NO_PICTURE_LIBS and has no PNG, SVG, PDF or
 * GIF writer. Their rows stay, so that a request is judged against the
 * same formats in the same words in every build (the page's message for
 * "format=text&cell=8" is the tool's); writing one fails.
 */
#include <errno.h>
#include <string.h>
#include <strings.h>

#include "render.h"

#ifdef MAZE_NO_PICTURE_LIBS
/* No writer in this build: MAZE_ERR_IO, errno ENOSYS. */
static MZ_ANIMATOR(no_animation)
{
    (void)m, (void)route, (void)rec, (void)opts, (void)out;
    errno = ENOSYS;
    return MAZE_ERR_IO;
}
static MZ_RENDERER(no_picture)
{
    return no_animation(m, route, NULL, opts, out);
}
#define mz_render_png no_picture
#define mz_render_svg no_picture
#define mz_render_pdf no_picture
#define mz_render_gif no_picture
#define mz_animate_gif no_animation
#endif

#define PICTURE (MAZE_DRAWS_PIXELS | MAZE_DRAWS_PAINT)

static const struct maze_renderer registry[] = {
    {.name = "text",
     .summary = "the plain text format: '#' walls, S, E and '.' for the route",
     .extension = "txt", .render = mz_render_text, .aliases = "txt ascii plain",
     .floors = true},
    {.name = "unicode",
     .summary = "box-drawing lines for a terminal, the route in colour",
     .extension = "txt", .render = mz_render_unicode, .aliases = "utf8 box",
     .floors = true, .draws = MAZE_DRAWS_PAINT},
    {.name = "png",
     .summary = "a picture (cairo); --cell, --wall, --margin, colours",
     .extension = "png", .render = mz_render_png, .binary = true,
     .shapes = true, .floors = true, .draws = PICTURE | MAZE_DRAWS_ROWS},
    {.name = "svg", .summary = "a vector picture: the walls as one path",
     .extension = "svg", .render = mz_render_svg, .shapes = true,
     .floors = true, .draws = PICTURE},
    {.name = "pdf",
     .summary = "for printing (--page a4|letter); the answer on its own page",
     .extension = "pdf", .render = mz_render_pdf, .binary = true,
     .shapes = true, .floors = true, .draws = PICTURE | MAZE_DRAWS_PAGES},
    {.name = "gif",
     .summary = "a picture, or with --animate how the maze was made and solved",
     .extension = "gif", .render = mz_render_gif, .animate = mz_animate_gif,
     .binary = true, .shapes = true, .floors = true, .draws = PICTURE},
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
     .floors = true},
    {.name = "jsonl",
     .summary = "JSON lines: a maze a line, for datasets (--count N -o FILE)",
     .extension = "jsonl", .render = mz_render_jsonl, .shapes = true,
     .aliases = "ndjson json-lines", .floors = true},
    {.name = NULL},
};

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
    if (!dot || (slash && slash > dot))
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
        (m->floors > 1 && !r->floors))
        return MAZE_ERR_ARG;
    return r->render(m, route, opts ? opts : &defaults, out);
}
