/*
 * registry.c - the renderers, looked up by name.
 *
 * To add a format: write src/render/NAME.c with one function of type
 * maze_render_fn, declare it in render.h and add one line to the table.
 */
#include <string.h>

#include "render.h"

static const struct maze_renderer registry[] = {
    {"text", "the plain text format: '#' walls, S, E and '.' for the route",
     mz_render_text},
    {"unicode", "box-drawing lines for a terminal, the route in colour",
     mz_render_unicode},
    {NULL, NULL, NULL},
};

const struct maze_renderer *maze_renderers(void)
{
    return registry;
}

const struct maze_renderer *maze_renderer_find(const char *name)
{
    for (const struct maze_renderer *r = registry; r->name; r++)
        if (strcmp(r->name, name) == 0)
            return r;
    return NULL;
}
