/*
 * formats.c - libmaze-render's face: its formats added to libmaze's
 * registry, where maze_renderer_find(), maze_render() and a request find
 * them as they find the text formats.
 *
 * To add a format that needs cairo or giflib: write
 * src/render/pictures/NAME.c, declare it in pictures.h and add one row
 * here (a format that needs neither goes in src/render/, in libmaze).
 */
#include <string.h>

#include "../book_layout.h"
#include "../text_raster.h"
#include "pictures.h"

/* A build without cairo, libpng and giflib (the web page's, compiled to
 * WebAssembly) defines MAZE_NO_PICTURE_LIBS and has no PNG, SVG, PDF or
 * GIF writer. Their rows are added all the same, so that a request is
 * judged against the same formats in the same words in every build (the
 * page's message for "format=text&cell=8" is the tool's); writing one
 * fails with MAZE_ERR_IO, errno ENOSYS. */
#ifdef MAZE_NO_PICTURE_LIBS
#include <errno.h>

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

static const struct maze_renderer pictures[] = {
    {.name = "png",
     .summary = "a picture (cairo); --cell, --wall, --margin, colours",
     .extension = "png", .render = mz_render_png, .binary = true,
     .shapes = true, .floors = true,
     .draws = PICTURE | MAZE_DRAWS_ROWS | MAZE_DRAWS_TOWERS},
    {.name = "svg", .summary = "a vector picture: the walls as one path",
     .extension = "svg", .render = mz_render_svg, .shapes = true,
     .floors = true, .draws = PICTURE | MAZE_DRAWS_TOWERS},
    {.name = "pdf",
     .summary = "for printing (--page a4|letter); the answer on its own page",
     .extension = "pdf", .render = mz_render_pdf, .binary = true,
     .shapes = true, .floors = true,
     .draws = PICTURE | MAZE_DRAWS_PAGES | MAZE_DRAWS_TOWERS},
    {.name = "gif",
     .summary = "a picture, or with --animate how the maze was made and solved",
     .extension = "gif", .render = mz_render_gif, .animate = mz_animate_gif,
     .binary = true, .shapes = true, .floors = true,
     .draws = PICTURE | MAZE_DRAWS_TOWERS},
    {.name = NULL},
};

/* libmaze-render calls libmaze's own functions (the mz_ ones of
 * shared.h), whose shapes are those of the release it was built with:
 * another release of libmaze is refused rather than called. */
enum maze_err maze_render_library_init(void)
{
    if (strcmp(maze_version(), MAZE_VERSION) != 0)
        return MAZE_ERR_CONFLICT;
#ifndef MAZE_NO_PICTURE_LIBS
    mz_book_pages_set(mz_book_pages);
    mz_text_coverage_set(mz_text_coverage);
#endif
    return mz_renderers_add(pictures);
}
