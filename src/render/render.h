/* render.h - the renderers the registry lists (one per file in
 * src/render/). */
#ifndef MZ_RENDER_H
#define MZ_RENDER_H

#include "../shared.h"

#include "../mz.h"

#define MZ_RENDERER(fn)                                                        \
    enum maze_err fn(const struct maze *m, const struct maze_route *route,     \
                     const struct maze_render_opts *opts, FILE *out)

#define MZ_ANIMATOR(fn)                                                        \
    enum maze_err fn(const struct maze *m, const struct maze_route *route,     \
                     const struct maze_recording *rec,                         \
                     const struct maze_render_opts *opts, FILE *out)

MZ_RENDERER(mz_render_text);
MZ_RENDERER(mz_render_unicode);
MZ_RENDERER(mz_render_json);
MZ_RENDERER(mz_render_jsonl);
MZ_ANIMATOR(mz_animate_html);
MZ_RENDERER(mz_render_stl);
MZ_RENDERER(mz_render_plot);
MZ_RENDERER(mz_render_gcode);

/* Adds rows (ending in one whose name is NULL) to the registry, as
 * libmaze-render adds PNG, SVG, PDF and GIF: after the text formats, each
 * row once however often it is called. Not thread-safe: called before
 * the registry is read by other threads. Errors: MAZE_ERR_TOO_BIG when
 * the registry has no room. */
MZ_SHARED enum maze_err mz_renderers_add(const struct maze_renderer *rows);

/* Mazes of several floors (floors.c): the text form; what a route marks
 * of each cell (a byte a cell, freed by the caller; NULL: no memory);
 * the character of a cell's stairs ('<' up, '>' down, 'x' both, 0:
 * none), which every writer of floors shows. */
enum maze_err mz_render_floors_text(const struct maze *m,
                                    const struct maze_route *route, FILE *out);
uint8_t *mz_floors_route(const struct maze *m, const struct maze_route *route);
char mz_floors_mark(const struct maze *m, size_t c);

/* Floor z of m as a flat maze of its own, for a writer to draw as it
 * draws flat mazes: its cells are m's (not a copy), it has no stairs,
 * and m's start and end where they are on it (else MAZE_NONE). */
MZ_SHARED struct maze mz_floor_view(const struct maze *m, uint32_t z);

#endif
