/*
 * make_and_solve.c - libmaze without the maze tool: make a maze, braid
 * it, solve it, and write it as text and as a PNG (libmaze-render's).
 *
 *   cc make_and_solve.c $(pkg-config --cflags --libs maze-render)
 *   cc make_and_solve.c $(pkg-config --cflags --libs maze-render-static)
 *   ./a.out [FILE.png]
 */
#include <maze.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    /* PNG is libmaze-render's: added to the formats before they are
     * looked up. */
    enum maze_err err = maze_render_library_init();
    if (err) {
        fprintf(stderr, "example: %s\n", maze_strerror(err));
        return 1;
    }
    struct maze *m = NULL;
    err = maze_new(24, 10, &m);
    if (err) {
        fprintf(stderr, "example: %s\n", maze_strerror(err));
        return 1;
    }
    /* A name that is none finds NULL, which the calls below would take as
     * the default: tell the person instead. */
    const struct maze_generator *wilson = maze_generator_find("wilson");
    const struct maze_solver *astar = maze_solver_find("astar");
    const struct maze_renderer *text = maze_renderer_find("text");
    const struct maze_renderer *png_writer = maze_renderer_find("png");
    if (!wilson || !astar || !text || !png_writer) {
        fprintf(stderr, "example: a generator, solver or format is missing\n");
        maze_free(m);
        return 1;
    }
    struct maze_rng rng;
    maze_rng_seed(&rng, 2024);
    err = maze_generate(m, wilson, &rng, NULL, NULL);
    if (!err)
        err = maze_braid(m, 0.25, &rng, NULL);
    if (!err)
        err = maze_ends_farthest(m);
    struct maze_route route = {0};
    if (!err)
        err = maze_solve(m, astar, NULL, NULL, &route);
    if (!err)
        err = text->render(m, &route, NULL, stdout);
    if (!err && argc > 1) {
        FILE *png = fopen(argv[1], "wb");
        struct maze_render_opts opts = {.cell = 20, .route_color = MAZE_RGB(0, 120, 220)};
        err = png ? png_writer->render(m, &route, &opts, png) : MAZE_ERR_IO;
        if (png && fclose(png) != 0 && !err)
            err = MAZE_ERR_IO;
    }
    if (!err)
        fprintf(stderr, "route: %zu steps, %zu cells looked at\n",
                route.length - 1, route.visited);
    else
        fprintf(stderr, "example: %s\n", maze_strerror(err));
    maze_route_release(&route);
    maze_free(m);
    return err ? 1 : 0;
}
