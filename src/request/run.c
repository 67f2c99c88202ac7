/*
 * run.c - a generate request carried out (maze.h: maze_request_run): the
 * format chosen as the tool chooses it, the request judged, the maze made
 * (drawn to its targets), solved and analysed as asked, and written to a
 * stream or, through a temporary file renamed over it, to --output. It is
 * what `maze generate` does for one maze, in one call, for a program that
 * wants the tool's power without being the tool.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "request.h"
#include "settings.h"

/* -f, else the output's extension, else text. */
static enum maze_err choose_format(const struct maze_request *r,
                                   const struct maze_renderer **out,
                                   struct maze_settings_error *err)
{
    const char *name = maze_request_given(r, "format")
                           ? maze_request_value(r, "format")
                           : NULL;
    const char *path = maze_request_given(r, "output")
                           ? maze_request_value(r, "output")
                           : NULL;
    const struct maze_renderer *f = name   ? maze_renderer_find(name)
                                    : path ? maze_renderer_for_path(path)
                                           : maze_renderer_find("text");
    const char *dot = path ? strrchr(path, '.') : NULL;
    const char *library = maze_renderer_library(name   ? name
                                                : dot  ? dot + 1
                                                       : NULL);
    if (!f && library)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "format '%s' is %s's (link it and call "
            "maze_render_library_init())",
            name ? name : dot + 1, library);
    if (!f && name)
        return mz_settings_refuse(err, MAZE_ERR_ARG,
                                  "unknown format '%s' (try: maze list)", name);
    if (!f)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "cannot tell the format of '%s' from its extension "
            "(give a format)",
            path);
    *out = f;
    return MAZE_OK;
}

/* What a single maze written by the library cannot be: the tool's batches,
 * streams and terminal. */
static enum maze_err judge_run(const struct maze_request *r,
                               const struct maze_renderer *f,
                               struct maze_settings_error *err)
{
    static const char *const batch[] = {"count", "pick-hardest", "rows", NULL};
    char name[64];
    for (int i = 0; batch[i]; i++)
        if (maze_request_given(r, batch[i]))
            return mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "%s makes many mazes or rows, and a request runs "
                "to one maze (use maze generate)",
                mz_request_spell(r, batch[i], name, sizeof name));
    /* Spelled as the user gives a format: -f gif, or format=gif. */
    const char *format = r->spelling == MAZE_SPELL_NAMES ? "format=" : "-f ";
    if (maze_request_given(r, "animate") && !f->animate)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s cannot animate (try: %sgif or %shtml)",
                                  f->name, format, format);
    if (!maze_request_given(r, "animate") && !f->render)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s shows how a maze is made: add %s",
            f->name, mz_request_spell(r, "animate", name, sizeof name));
    return MAZE_OK;
}

/* The analyses asked for, painted into a for opts. */
static enum maze_err analyse(const struct maze_request *r, const struct maze *m,
                             struct maze_analysis_picture *a,
                             struct maze_render_opts *opts)
{
    struct maze_distances d = {0};
    struct maze_routes routes = {0};
    struct maze_bottlenecks b = {0};
    bool want_d = maze_request_given(r, "distances");
    bool want_r = maze_request_given(r, "all");
    bool want_b = maze_request_given(r, "bottlenecks");
    if (!want_d && !want_r && !want_b)
        return MAZE_OK;
    size_t from = m->start;
    uint32_t x = 0, y = 0;
    if (maze_request_given(r, "from") &&
        maze_parse_point(maze_request_value(r, "from"), &x, &y)) {
        if (x >= m->width || y >= m->height)
            return MAZE_ERR_ARG;
        from = maze_cell_at(m, x, y);
    }
    enum maze_err e = MAZE_OK;
    if (want_d)
        e = maze_distances_from(m, from, &d);
    if (!e && want_r)
        e = maze_routes_count(m, &routes);
    if (!e && want_b)
        e = maze_bottlenecks_find(m, &b);
    if (!e)
        e = maze_analysis_paint(want_d ? &d : NULL, want_r ? &routes : NULL,
                                want_b ? &b : NULL, m->cells, a);
    if (!e)
        maze_analysis_picture_show(a, opts);
    maze_distances_release(&d);
    maze_routes_release(&routes);
    maze_bottlenecks_release(&b);
    return e;
}

/* The maze made, solved, analysed and drawn to file. */
static enum maze_err draw(struct maze_request *r, const struct maze_renderer *f,
                          uint64_t seed, FILE *file,
                          struct maze_settings_error *err, bool *made)
{
    struct maze_settings *s = maze_request_settings(r);
    bool animate = maze_request_given(r, "animate");
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze *m = NULL;
    struct maze_tried found = {0};
    enum maze_err e =
        maze_settings_try(s, seed, 1, animate ? &hook : NULL, &m, &found, err);
    bool made_it = !e;
    struct maze_route route = {0};
    bool solving =
        maze_request_given(r, "solve") || maze_request_given(r, "solver");
    struct maze_solve_opts how = {0};
    if (strcmp(maze_request_value(r, "hand"), "right") == 0)
        how.hand = MAZE_HAND_RIGHT;
    how.seed = found.seed; /* the random mouse's, as the maze's */
    const char *solver = maze_request_value(r, "solver");
    if (!e && solving)
        e = maze_solve(m, solver ? maze_solver_find(solver) : NULL, &how,
                       animate ? &hook : NULL, &route);
    struct maze_render_opts opts = {0};
    maze_request_render_opts(r, &opts);
    opts.algorithm = maze_settings_recipe(s)->generator->name;
    opts.has_seed = true;
    opts.seed = found.seed;
    opts.braid = maze_settings_recipe(s)->braid;
    opts.has_difficulty = found.measured && m && m->start != MAZE_NONE;
    opts.difficulty = found.figures.score;
    struct maze_analysis_picture painted = {0};
    if (!e)
        e = analyse(r, m, &painted, &opts);
    /* --all shows every shortest route in place of one. */
    const struct maze_route *shown =
        solving && !maze_request_given(r, "all") ? &route : NULL;
    if (!e && animate)
        e = rec.failed ? MAZE_ERR_NOMEM
                       : f->animate(m, shown, &rec, &opts, file);
    else if (!e)
        e = f->render(m, shown, &opts, file);
    maze_analysis_picture_release(&painted);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
    *made = made_it;
    return e;
}

enum maze_err maze_request_run(struct maze_request *r, FILE *out,
                               struct maze_settings_error *err)
{
    if (!r || r->command != MAZE_CMD_GENERATE)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG, "%s",
            "a request runs to a maze made (MAZE_CMD_GENERATE)");
    const struct maze_renderer *f = NULL;
    enum maze_err e = choose_format(r, &f, err);
    if (!e)
        e = judge_run(r, f, err);
    if (!e)
        e = maze_request_check(r, f, err);
    uint64_t seed = 0;
    if (!e)
        e = maze_settings_seed(maze_request_settings(r), &seed, err);
    if (e)
        return e;
    const char *path = maze_request_given(r, "output")
                           ? maze_request_value(r, "output")
                           : NULL;
    struct maze_output *o = NULL;
    if (path && strcmp(path, "-") != 0 &&
        (e = maze_output_open(path, NULL, &o)))
        return mz_settings_refuse(err, e, "cannot write '%s'", path);
    FILE *file = o ? maze_output_file(o) : out;
    if (!file)
        return mz_settings_refuse(
            err, MAZE_ERR_ARG, "%s",
            "nowhere to write: give an output or a stream");
    bool made = false;
    e = draw(r, f, seed, file, err, &made);
    if (o && !e)
        e = maze_output_commit(o);
    else if (o)
        maze_output_abort(o);
    /* A make refused says why itself; a drawing or writing that failed
     * is told here. */
    if (e && made)
        return mz_settings_refuse(err, e, "cannot write the maze: %s",
                                  maze_strerror(e));
    return e;
}
