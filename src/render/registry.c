/*
 * registry.c - the renderers, looked up by name or by file extension.
 *
 * To add a format: write src/render/NAME.c with a maze_render_fn (and a
 * maze_animate_fn if it can animate), declare them in render.h and add
 * one line to the table (the last field: other names for it).
 *
 * A build without cairo, libpng and giflib (the web page's, compiled to
 * WebAssembly) defines MAZE_NO_PICTURE_LIBS and has no PNG, SVG, PDF or
 * GIF writer.
 */
#include <string.h>
#include <strings.h>

#include "render.h"

static const struct maze_renderer registry[] = {
    {"text", "the plain text format: '#' walls, S, E and '.' for the route",
     "txt", mz_render_text, NULL, false, false, "txt ascii plain", {true}},
    {"unicode", "box-drawing lines for a terminal, the route in colour", "txt",
     mz_render_unicode, NULL, false, false, "utf8 box", {true}},
#ifndef MAZE_NO_PICTURE_LIBS
    {"png", "a picture (cairo); --cell, --wall, --margin, colours", "png",
     mz_render_png, NULL, true, true, NULL, {true}},
    {"svg", "a vector picture: the walls as one path", "svg", mz_render_svg,
     NULL, false, true, NULL, {true}},
    {"pdf", "for printing (--page a4|letter); the answer on its own page",
     "pdf", mz_render_pdf, NULL, true, true, NULL, {true}},
    {"gif", "a picture, or with --animate how the maze was made and solved",
     "gif", mz_render_gif, mz_animate_gif, true, true, NULL, {true}},
#endif
    {"html", "with --animate: a page that steps through the run", "html", NULL,
     mz_animate_html, false, true, "htm web", {false}},
    {"json", "for programs: size, ends, open directions per cell, route",
     "json", mz_render_json, NULL, false, true, NULL, {true}},
    {"jsonl", "JSON lines: a maze a line, for datasets (--count N -o FILE)",
     "jsonl", mz_render_jsonl, NULL, false, true, "ndjson json-lines", {true}},
    {NULL, NULL, NULL, NULL, NULL, false, false, NULL, {false}},
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
