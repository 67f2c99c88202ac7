/*
 * test_null.c - every public call given NULL where maze.h allows it.
 *
 * maze.h's rule: a pointer argument may be NULL only where its comment
 * says so, and a registry entry (generator, solver) given as NULL is the
 * default, as the recipe's generator is. A program that passes what
 * maze_generator_find() returned straight in must get the default or an
 * error, never a crash: each test here is one public function or a
 * family, called with NULL in each argument the header leaves open.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"

static struct maze *fresh(uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    return m;
}

/* ------------------------------------------------ registries and names */

Test(null, finding_a_null_name_finds_nothing)
{
    cr_expect_null(maze_generator_find(NULL));
    cr_expect_null(maze_solver_find(NULL));
    cr_expect_null(maze_renderer_find(NULL));
    cr_expect_null(maze_renderer_for_path(NULL));
    enum maze_shape shape = MAZE_SHAPE_HEX;
    cr_expect_not(maze_shape_find(NULL, &shape));
    cr_expect_eq(shape, MAZE_SHAPE_HEX, "out-parameter untouched");
    unsigned wrap = 7;
    cr_expect_not(maze_wrap_find(NULL, &wrap));
    cr_expect_eq(wrap, 7);
    enum maze_symmetry sym = MAZE_SYMMETRY_ROT;
    cr_expect_not(maze_symmetry_find(NULL, &sym));
    cr_expect_eq(sym, MAZE_SYMMETRY_ROT);
    cr_expect_eq(maze_name_distance(NULL, "prim", NULL), SIZE_MAX);
    cr_expect_eq(maze_name_distance("prim", "prim", NULL), 0);
}

Test(null, a_null_generator_is_the_default)
{
    const struct maze_generator *first = maze_generators();
    struct maze *a = fresh(9, 7);
    struct maze *b = fresh(9, 7);
    struct maze_rng r1;
    struct maze_rng r2;
    maze_rng_seed(&r1, 53);
    maze_rng_seed(&r2, 53);
    cr_assert_eq(maze_generate(a, NULL, &r1, NULL, NULL), MAZE_OK);
    cr_assert_eq(maze_generate(b, first, &r2, NULL, NULL), MAZE_OK);
    cr_expect_eq(maze_hash(a), maze_hash(b), "NULL makes the default's maze");
    bool perfect = false;
    cr_assert_eq(maze_check_perfect(a, &perfect), MAZE_OK);
    cr_expect(perfect);
    maze_free(a);
    maze_free(b);

    /* The questions about a generator answer for the default. */
    cr_expect_eq(maze_generator_takes(NULL, MAZE_SHAPE_HEX, true),
                 maze_generator_takes(first, MAZE_SHAPE_HEX, true));
    cr_expect_eq(maze_generator_takes(NULL, MAZE_SHAPE_RECT, false),
                 maze_generator_takes(first, MAZE_SHAPE_RECT, false));
    cr_expect_eq(maze_generator_weaves(NULL), maze_generator_weaves(first));
    cr_expect_eq(maze_generator_mirrors(NULL), maze_generator_mirrors(first));
    cr_expect_eq(maze_generator_streams(NULL), maze_generator_streams(first));
    cr_expect_eq(maze_generator_reads(NULL, "weave"),
                 maze_generator_reads(first, "weave"));
    cr_expect_eq(maze_generator_reads(NULL, "bias"),
                 maze_generator_reads(first, "bias"));

    /* A stream of the default: made when the default streams, else
     * refused as that generator would be. */
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    struct maze_stream *s = NULL;
    enum maze_err err = maze_stream_new(NULL, 5, 3, &rng, NULL, &s);
    if (maze_generator_streams(first)) {
        cr_expect_eq(err, MAZE_OK);
        maze_stream_free(s);
    } else {
        cr_expect_eq(err, MAZE_ERR_ARG);
        cr_expect_null(s, "out-parameter untouched");
    }
}

Test(null, a_generator_found_by_a_wrong_name_does_not_crash)
{
    /* What the README's example did with a typo. */
    struct maze *m = fresh(6, 4);
    struct maze_rng rng;
    maze_rng_seed(&rng, 3);
    cr_expect_eq(
        maze_generate(m, maze_generator_find("pirm"), &rng, NULL, NULL),
        MAZE_OK);
    maze_free(m);
}

Test(null, a_null_solver_is_the_default)
{
    struct maze *m = make_maze("prim", 7, 5, 2);
    struct maze_route a = {0};
    struct maze_route b = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &a), MAZE_OK);
    cr_assert_eq(maze_solve(m, maze_solvers(), NULL, NULL, &b), MAZE_OK);
    cr_expect_eq(a.length, b.length);
    cr_expect_eq(memcmp(a.cells, b.cells, a.length * sizeof *a.cells), 0);
    maze_route_release(&a);
    cr_assert_eq(maze_solve_from(m, NULL, m->end, NULL, NULL, &a), MAZE_OK);
    cr_expect_eq(a.length, 1);
    maze_route_release(&a);
    maze_route_release(&b);
    maze_free(m);
}

Test(null, a_null_format_is_refused)
{
    struct maze *m = make_maze("prim", 4, 3, 1);
    FILE *out = tmpfile();
    cr_assert_not_null(out);
    cr_expect_eq(maze_render(m, NULL, NULL, NULL, out), MAZE_ERR_ARG);
    cr_expect_eq(maze_render(m, NULL, "text", NULL, out), MAZE_OK);
    fclose(out);
    maze_free(m);
}

/* ------------------------------------------------------ freeing NULL */

Test(null, every_free_and_release_takes_null)
{
    maze_free(NULL);
    maze_stream_free(NULL);
    maze_settings_free(NULL);
    maze_routes_release(NULL);
    maze_bottlenecks_release(NULL);
    maze_distances_release(NULL);
    maze_route_release(NULL);
    maze_recording_release(NULL);
    maze_analysis_picture_release(NULL);
    maze_scene_free(NULL);
    maze_geometry_free(NULL);
    maze_output_abort(NULL);
    maze_picture_free(NULL);
    maze_photo_free(NULL);
}

/* ------------------------------------ optional arguments the header names */

Test(null, optional_arguments_of_the_grid)
{
    struct maze *m = fresh(4, 3);
    cr_expect_eq(maze_cell_check(m, "start", 1, 1, NULL, NULL, 0), MAZE_OK);
    cr_expect_eq(maze_cell_check(m, "start", 9, 1, NULL, NULL, 0),
                 MAZE_ERR_ARG);
    cr_expect_not(maze_crossing(m, 0, NULL));
    size_t parts = 0;
    cr_expect_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
    cr_expect_eq(parts, 1);
    struct maze_nearest near;
    maze_nearest_start(&near, "prm");
    maze_nearest_offer(&near, "prim", NULL);
    cr_expect_str_eq(maze_nearest_name(&near), "prim");
    maze_free(m);
}

Test(null, optional_arguments_of_making)
{
    struct maze *m = fresh(6, 5);
    struct maze_rng rng;
    maze_rng_seed(&rng, 9);
    cr_expect_eq(
        maze_generate(m, maze_generator_find("prim"), &rng, NULL, NULL),
        MAZE_OK);
    cr_expect_eq(maze_braid(m, 0.5, &rng, NULL), MAZE_OK);
    maze_free(m);

    struct maze_recipe recipe = {0}; /* generator and mask NULL */
    m = fresh(6, 5);
    cr_expect_eq(maze_make(m, &recipe, 4, NULL), MAZE_OK);
    maze_free(m);

    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
    cr_expect_eq(maze_settings_set(s, "width", "5", NULL), MAZE_OK);
    cr_expect_eq(maze_settings_set(s, "width", "zero", NULL), MAZE_ERR_ARG);
    cr_expect(maze_settings_given(s, NULL));
    cr_expect_eq(maze_settings_check(s, NULL), MAZE_OK);
    cr_expect_eq(maze_settings_make(s, 1, NULL, &m, NULL), MAZE_OK);
    maze_free(m);
    m = NULL;
    cr_expect_eq(maze_settings_try(s, 1, 1, NULL, &m, NULL, NULL), MAZE_OK);
    struct maze *mask = fresh(3, 2);
    cr_expect_eq(maze_settings_set_mask(s, mask, NULL, NULL), MAZE_OK);
    maze_free(mask);
    maze_settings_free(s);
    maze_free(m);
}

Test(null, optional_arguments_of_measuring)
{
    struct maze *m = make_maze("prim", 6, 5, 4);
    size_t steps = 0;
    cr_expect_eq(maze_diameter(m, 0, &steps, NULL, NULL, NULL), MAZE_OK);
    cr_expect_gt(steps, 0);
    cr_expect_eq(maze_routes_count(NULL, NULL), MAZE_ERR_ARG);
    cr_expect_eq(maze_distances_from(NULL, 0, NULL), MAZE_ERR_ARG);

    struct maze_distances d = {0};
    cr_assert_eq(maze_distances_from(m, 0, &d), MAZE_OK);
    struct maze_analysis_picture a = {0};
    cr_expect_eq(maze_analysis_paint(NULL, NULL, NULL, m->cells, &a), MAZE_OK);
    maze_analysis_picture_release(&a);
    cr_expect_eq(maze_analysis_paint(&d, NULL, NULL, m->cells, &a), MAZE_OK);
    maze_analysis_picture_release(&a);
    maze_distances_release(&d);
    maze_free(m);
}

Test(null, optional_arguments_of_drawing)
{
    struct maze *m = make_maze("prim", 4, 3, 1);
    cr_expect_eq(maze_paint_color(NULL, MAZE_PAINT_BACKGROUND) & 0xFFFFFFu,
                 0xFFFFFFu, "white");
    FILE *out = tmpfile();
    cr_assert_not_null(out);
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++)
        if (r->render)
            cr_expect_eq(maze_render(m, NULL, r->name, NULL, out), MAZE_OK,
                         "%s with no route and no options", r->name);

    struct maze_scene *scene = NULL;
    cr_expect_eq(maze_scene_new(NULL, NULL, &scene), MAZE_ERR_ARG);
    cr_expect_eq(maze_scene_new(m, NULL, NULL), MAZE_ERR_ARG);
    cr_assert_eq(maze_scene_new(m, NULL, &scene), MAZE_OK);
    maze_scene_reached(scene, 0, NULL);
    maze_scene_free(scene);

    struct maze_geometry *g = NULL;
    cr_assert_eq(maze_geometry_new(m, NULL, &g), MAZE_OK);
    maze_geometry_free(g);

    const struct maze *book[2] = {m, m};
    const struct maze_route *none[2] = {NULL, NULL};
    cr_expect_eq(maze_render_pdf_book(book, NULL, 2, NULL, out), MAZE_OK);
    cr_expect_eq(maze_render_pdf_book(book, none, 2, NULL, out), MAZE_OK);

    struct maze_output *o = NULL;
    cr_expect_eq(maze_output_open(NULL, NULL, &o), MAZE_ERR_ARG);
    cr_expect_null(o);
    char path[] = "/tmp/maze-null-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    cr_assert_eq(maze_output_open(path, NULL, &o), MAZE_OK, "no hook");
    maze_output_abort(o);
    remove(path);
    fclose(out);
    maze_free(m);
}

Test(null, optional_arguments_of_reading_pictures)
{
    struct maze *m = make_maze("prim", 5, 4, 6);
    FILE *png = tmpfile();
    cr_assert_not_null(png);
    cr_assert_eq(maze_render(m, NULL, "png", NULL, png), MAZE_OK);
    rewind(png);
    struct maze *read = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_picture_read(png, MAZE_READ_MAX, NULL, &read, NULL, &err),
                 MAZE_OK, "%s", err.message);
    cr_expect_eq(maze_hash(read), maze_hash(m));
    maze_free(read);
    rewind(png);
    struct maze_picture *picture = NULL;
    cr_assert_eq(
        maze_picture_read(png, MAZE_READ_MAX, NULL, &read, &picture, &err),
        MAZE_OK);
    FILE *out = tmpfile();
    cr_expect_eq(maze_picture_write(picture, read, NULL, 0, out), MAZE_OK);
    cr_expect_eq(maze_picture_write_told(picture, read, NULL, 0, NULL, out),
                 MAZE_OK);
    fclose(out);
    fclose(png);
    maze_picture_free(picture);
    maze_free(read);
    maze_free(m);
}
