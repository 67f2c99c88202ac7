/*
 * test_render.c - maze_render: any format by name, as the tool's -f.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* What f wrote, as a string (the caller frees it). */
static char *written(FILE *f, size_t *size)
{
    fflush(f);
    long n = ftell(f);
    cr_assert_geq(n, 0);
    char *text = malloc((size_t)n + 1);
    rewind(f);
    cr_assert_eq(fread(text, 1, (size_t)n, f), (size_t)n);
    *size = (size_t)n;
    return text;
}

static char *render_by(const struct maze_renderer *r, const char *format,
                       const struct maze *m, const struct maze_route *route,
                       size_t *size, enum maze_err *err)
{
    FILE *f = tmpfile();
    cr_assert(f);
    *err = r ? r->render(m, route, NULL, f)
             : maze_render(m, route, format, NULL, f);
    char *text = written(f, size);
    fclose(f);
    return text;
}

Test(render, every_format_by_name_writes_what_its_renderer_writes)
{
    struct maze *m = make_maze("prim", 7, 5, 3);
    struct maze_route route = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
        if (!r->render)
            continue;
        size_t a_size = 0;
        size_t b_size = 0;
        enum maze_err a_err = MAZE_OK;
        enum maze_err b_err = MAZE_OK;
        char *a = render_by(r, NULL, m, &route, &a_size, &a_err);
        char *b = render_by(NULL, r->name, m, &route, &b_size, &b_err);
        cr_assert_eq(a_err, MAZE_OK, "%s", r->name);
        cr_assert_eq(b_err, MAZE_OK, "%s", r->name);
        cr_assert(a_size > 0, "%s wrote nothing", r->name);
        /* cairo numbers its PDF and SVG objects per process: compare the
         * size there. */
        bool numbered =
            strcmp(r->name, "pdf") == 0 || strcmp(r->name, "svg") == 0;
        cr_assert_eq(a_size, b_size, "%s", r->name);
        if (!numbered)
            cr_assert(memcmp(a, b, a_size) == 0, "%s", r->name);
        free(a);
        free(b);
    }
    maze_route_release(&route);
    maze_free(m);
}

Test(render, unknown_animation_only_and_unfit_formats_are_refused)
{
    struct maze *m = make_maze("prim", 4, 3, 1);
    FILE *f = tmpfile();
    cr_assert_eq(maze_render(m, NULL, "bmp", NULL, f), MAZE_ERR_ARG);
    cr_assert_eq(maze_render(m, NULL, "html", NULL, f), MAZE_ERR_ARG);
    cr_assert_eq(maze_render(m, NULL, "TXT", NULL, f), MAZE_OK);
    maze_free(m);
    struct maze *hex = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_HEX, 4, 3, &hex), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_assert_eq(maze_generate(hex, maze_generators(), &rng, NULL, NULL),
                 MAZE_OK);
    cr_assert_eq(maze_render(hex, NULL, "text", NULL, f), MAZE_ERR_ARG);
    cr_assert_eq(maze_render(hex, NULL, "svg", NULL, f), MAZE_OK);
    maze_free(hex);
    fclose(f);
}

/* libmaze-render's formats join the registry once, after the terminal's
 * two, however often maze_render_library_init() is called (helpers.c
 * calls it before every test). */
Test(render, library_init_adds_the_picture_formats_once_in_place)
{
    cr_assert_eq(maze_render_library_init(), MAZE_OK);
    cr_assert_eq(maze_render_library_init(), MAZE_OK);
    const char *want[] = {"text", "unicode", "png", "svg", "pdf", "gif"};
    const struct maze_renderer *r = maze_renderers();
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        cr_assert_str_eq(r[i].name, want[i], "row %zu", i);
    size_t png = 0;
    for (; r->name; r++)
        png += strcmp(r->name, "png") == 0;
    cr_assert_eq(png, 1);
    /* svg's extension finds the picture, not the plotter's svg */
    cr_assert_str_eq(maze_renderer_for_path("m.svg")->name, "svg");
}
