/*
 * test_scene.c - the scene an animation step shows (scene.c), for every
 * generator on every shape it takes: after all the events its walls are
 * the finished maze's, the solver's wave holds breadth-first distances
 * and the route is the route; a step reached going back is the step
 * reached going forward.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* Makes a maze of shape with gen and solves it with bfs, every event
 * into rec; NULL when gen does not take the shape. */
static struct maze *recorded(const struct maze_generator *gen,
                             enum maze_shape shape, double weave,
                             struct maze_recording *rec,
                             struct maze_route *route)
{
    if (!maze_generator_takes(gen, shape, false) ||
        (weave > 0 && !maze_generator_weaves(gen)))
        return NULL;
    /* classical's own grid: eight rings of 32 cells. */
    uint32_t w = gen->polar_only ? 32 : shape == MAZE_SHAPE_POLAR ? 1 : 9;
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(shape, w, gen->polar_only ? 8 : 7, &m),
                 MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 11);
    struct maze_gen_opts opts = {.weave = weave};
    struct maze_hook hook = {maze_record_event, rec};
    cr_assert_eq(maze_generate(m, gen, &rng, &opts, &hook), MAZE_OK, "%s",
                 gen->name);
    /* The ends of the generators that place them (a cave's corners may
     * be rock), else the corners. */
    if (!gen->imperfect && !gen->polar_only &&
        gen->generate != maze_generator_find("unicursal")->generate) {
        m->start = 0;
        m->end = m->cells - 1;
    }
    cr_assert_eq(maze_solve(m, maze_solver_find("bfs"), NULL, &hook, route),
                 MAZE_OK, "%s", gen->name);
    cr_assert_not(rec->failed);
    return m;
}

static void check_scene(const struct maze_generator *gen, enum maze_shape shape,
                        double weave)
{
    struct maze_recording rec = {0};
    struct maze_route route = {0};
    struct maze *m = recorded(gen, shape, weave, &rec, &route);
    if (!m)
        return;
    struct maze_scene *s = NULL;
    cr_assert_eq(maze_scene_new(m, &rec, &s), MAZE_OK);
    maze_scene_seek(s, rec.count);
    cr_assert_eq(maze_scene_shown(s), rec.count);
    cr_assert(maze_scene_solving(s));
    const struct maze *now = maze_scene_maze(s);
    bool *on_route = calloc(m->cells, sizeof *on_route);
    cr_assert(on_route);
    for (size_t i = 0; i < route.length; i++)
        on_route[route.cells[i]] = true;
    size_t reached = 0;
    for (size_t c = 0; c < m->cells; c++) {
        cr_assert_eq(now->cell[c] & MAZE_CELL_KEEP, m->cell[c] & MAZE_CELL_KEEP,
                     "%s %s: cell %zu's walls", gen->name,
                     maze_shape_name(shape), c);
        cr_assert_eq(maze_crossing(now, c, NULL), maze_crossing(m, c, NULL),
                     "%s: crossing at %zu", gen->name, c);
        size_t d = 0;
        if (maze_scene_reached(s, c, &d)) {
            reached++;
            /* (The brute force does not go under a weave's crossings.) */
            if (weave == 0)
                cr_assert_eq(d, brute_force_steps(m, m->start, c),
                             "%s %s: distance of %zu", gen->name,
                             maze_shape_name(shape), c);
        }
        cr_assert_eq(maze_scene_on_route(s, c), on_route[c], "%s: route at %zu",
                     gen->name, c);
        int paint = maze_scene_paint(s, c);
        cr_assert(paint >= 0 && paint < MAZE_PAINT_COUNT);
    }
    cr_assert_geq(reached, route.length, "%s: the wave covers the route",
                  gen->name);
    /* Back to a step, and the same step from a fresh scene. */
    struct maze_scene *fresh = NULL;
    cr_assert_eq(maze_scene_new(m, &rec, &fresh), MAZE_OK);
    size_t k = rec.count / 2;
    maze_scene_seek(s, k);
    maze_scene_seek(fresh, k);
    for (size_t c = 0; c < m->cells; c++) {
        cr_assert_eq(maze_scene_paint(s, c), maze_scene_paint(fresh, c),
                     "%s: step %zu, cell %zu", gen->name, k, c);
        cr_assert_eq(maze_scene_maze(s)->cell[c],
                     maze_scene_maze(fresh)->cell[c]);
    }
    free(on_route);
    maze_scene_free(s);
    maze_scene_free(fresh);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
}

Test(scene, the_last_step_is_the_finished_maze_and_its_bfs_wave)
{
    static const enum maze_shape shapes[] = {
        MAZE_SHAPE_RECT, MAZE_SHAPE_HEX, MAZE_SHAPE_TRIANGLE, MAZE_SHAPE_POLAR};
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
            check_scene(g, shapes[i], 0);
        check_scene(g, MAZE_SHAPE_RECT, 0.6);
    }
}

Test(scene, colours_come_from_the_palette)
{
    struct maze_render_opts o = {.fg = MAZE_RGB(0x10, 0x20, 0x30)};
    cr_assert_eq(maze_paint_color(&o, MAZE_PAINT_WALL), 0x102030u);
    cr_assert_eq(maze_paint_color(NULL, MAZE_PAINT_BACKGROUND), 0xFFFFFFu);
    cr_assert_eq(maze_paint_color(NULL, MAZE_PAINT_ROUTE), 0xE02020u);
    cr_assert_eq(maze_paint_color(NULL, MAZE_PAINT_COUNT), 0u);
}

Test(scene, a_still_shows_the_finished_maze)
{
    struct maze *m = make_maze("prim", 6, 5, 3);
    struct maze_scene *s = NULL;
    cr_assert_eq(maze_scene_new(m, NULL, &s), MAZE_OK);
    for (size_t c = 0; c < m->cells; c++) {
        cr_assert_eq(maze_scene_maze(s)->cell[c] & MAZE_CELL_KEEP,
                     m->cell[c] & MAZE_CELL_KEEP);
        cr_assert_eq(maze_scene_paint(s, c), MAZE_PAINT_BACKGROUND);
    }
    maze_scene_free(s);
    maze_free(m);
}
