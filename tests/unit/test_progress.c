/*
 * test_progress.c - how far a long job has come, told to the hook
 * (MAZE_EV_PROGRESS), and the nearest name for a "did you mean".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* What a progress line sees: the events in order. */
struct told {
    size_t events, last_done, last_total;
    bool backwards, over;
    size_t others;
};

static void note(const struct maze_event *ev, void *user)
{
    struct told *t = user;
    if (ev->kind != MAZE_EV_PROGRESS) {
        t->others++;
        return;
    }
    t->backwards |= t->events && ev->a < t->last_done &&
                    ev->b == t->last_total;
    t->over |= ev->a > ev->b;
    t->last_done = ev->a;
    t->last_total = ev->b;
    t->events++;
}

/* Every generator tells it made the whole maze, in steps that only go
 * forward, a thousand or so events at most however big the maze. */
Test(progress, making_tells_every_generator_s_steps_to_the_end)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_takes(g, MAZE_SHAPE_RECT, false))
            continue; /* classical: polar grids only */
        struct maze *m = NULL;
        cr_assert_eq(maze_new(60, 50, &m), MAZE_OK);
        struct maze_recipe r = {.generator = g};
        struct told t = {0};
        struct maze_hook hook = {note, &t};
        cr_assert_eq(maze_make(m, &r, 7, &hook), MAZE_OK, "%s", g->name);
        cr_expect_gt(t.events, 1, "%s: no progress told", g->name);
        cr_expect_leq(t.events, 1100, "%s: %zu events", g->name, t.events);
        cr_expect(!t.backwards && !t.over, "%s: went back or past", g->name);
        cr_expect_eq(t.last_done, t.last_total, "%s: not to the end",
                     g->name);
        maze_free(m);
    }
}

Test(progress, solving_and_writing_tell_it_too)
{
    struct maze *m = make_maze("backtracker", 40, 30, 3);
    struct told t = {0};
    struct maze_hook hook = {note, &t};
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
    cr_expect_gt(t.events, 0);
    cr_expect_eq(t.last_done, t.last_total);
    struct told drawn = {0};
    struct maze_hook drawing = {note, &drawn};
    struct maze_render_opts opts = {.progress = &drawing};
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    cr_assert_eq(maze_render(m, &r, "text", &opts, out), MAZE_OK);
    fclose(out);
    cr_expect_eq(drawn.last_done, m->height, "a row at a time");
    cr_expect_eq(drawn.last_total, m->height);
    /* Told or not, the same text. */
    char *plain = NULL;
    size_t plain_size = 0;
    out = open_memstream(&plain, &plain_size);
    cr_assert_eq(maze_render(m, &r, "text", NULL, out), MAZE_OK);
    fclose(out);
    cr_expect(size == plain_size && memcmp(text, plain, size) == 0);
    free(text);
    free(plain);
    maze_route_release(&r);
    maze_free(m);
}

/* A recording (what animations replay) leaves progress out. */
Test(progress, recordings_leave_it_out)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(30, 20, &m), MAZE_OK);
    struct maze_recipe r = {0};
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    cr_assert_eq(maze_make(m, &r, 1, &hook), MAZE_OK);
    cr_assert_gt(rec.count, 0);
    for (size_t i = 0; i < rec.count; i++)
        cr_assert_neq(rec.event[i].kind, MAZE_EV_PROGRESS);
    maze_recording_release(&rec);
    maze_free(m);
}

Test(progress, the_nearest_name_is_a_typo_s_only)
{
    static const char *const names[] = {"generate", "solve", "stats", NULL};
    const char *const cases[][2] = {
        {"genrate", "generate"}, {"slove", "solve"}, {"stat", "stats"},
        {"frobnicate", NULL},    {"x", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct maze_nearest n;
        maze_nearest_start(&n, cases[i][0]);
        for (size_t k = 0; names[k]; k++)
            maze_nearest_offer(&n, names[k], NULL);
        const char *got = maze_nearest_name(&n);
        if (cases[i][1])
            cr_expect(got && strcmp(got, cases[i][1]) == 0, "'%s': %s",
                      cases[i][0], got ? got : "none");
        else
            cr_expect_null(got, "'%s': %s", cases[i][0], got);
    }
    struct maze_nearest n;
    maze_nearest_start(&n, "hexagnal");
    maze_nearest_offer(&n, "rect", NULL);
    maze_nearest_offer(&n, "hex", "hexagonal");
    cr_expect_str_eq(maze_nearest_name(&n), "hex", "found by its alias");
}
