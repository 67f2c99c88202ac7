/*
 * test_levels.c - recursive division animated a level at a time: the
 * steps maze_step_next() makes, one GIF frame per level ending on the
 * still picture, and the HTML player's steps.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

/* A division maze of w x h with its recording (and solved, with route). */
static struct maze *divided(uint32_t w, uint32_t h, uint64_t seed,
                            struct maze_recording *rec,
                            struct maze_route *route)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    struct maze_hook hook = {maze_record_event, rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("division"), &rng, NULL, &hook),
        MAZE_OK);
    if (route)
        cr_assert_eq(maze_solve(m, NULL, NULL, &hook, route), MAZE_OK);
    return m;
}

/* Levels: one more than the deepest split. */
static uint32_t levels_of(const struct maze_recording *rec)
{
    uint32_t levels = 0;
    for (size_t i = 0; i < rec->count; i++)
        if (rec->event[i].kind == MAZE_EV_SPLIT &&
            rec->event[i].depth + 1 > levels)
            levels = rec->event[i].depth + 1;
    return levels;
}

Test(levels, a_step_divides_every_field_of_one_depth)
{
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze_recording rec = {0};
        struct maze *m = divided(17, 12, seed, &rec, NULL);
        cr_assert(maze_recording_has_levels(&rec));
        size_t k = maze_step_first(&rec);
        cr_assert_eq(k, 1, "step 0 is the open floor after CLEAR");
        uint32_t steps = 0;
        while (k < rec.count) {
            size_t next = maze_step_next(&rec, k, MAZE_STEPS_LEVEL);
            cr_assert_gt(next, k);
            /* Every split in the step has the step's depth, and the step
             * holds all the splits of that depth. */
            size_t splits = 0;
            for (size_t i = k; i < next; i++)
                if (rec.event[i].kind == MAZE_EV_SPLIT) {
                    cr_assert_eq(rec.event[i].depth, steps);
                    splits++;
                } else {
                    cr_assert_eq(rec.event[i].kind, MAZE_EV_WALL);
                }
            size_t all = 0;
            for (size_t i = 0; i < rec.count; i++)
                all += rec.event[i].kind == MAZE_EV_SPLIT &&
                       rec.event[i].depth == steps;
            cr_assert_eq(splits, all, "level %u split whole", steps);
            k = next;
            steps++;
        }
        cr_assert_eq(steps, levels_of(&rec));
        cr_assert_eq(maze_step_next(&rec, rec.count, MAZE_STEPS_LEVEL),
                     rec.count);
        cr_assert_eq(maze_step_next(&rec, 1, 5), 6, "a number is events");
        cr_assert_eq(maze_step_next(&rec, rec.count - 2, 5), rec.count);
        maze_recording_release(&rec);
        maze_free(m);
    }
}

/* A 12 x 12 maze takes a handful of levels, not hundreds of frames. */
Test(levels, division_gif_has_a_frame_per_level_and_ends_on_the_still)
{
    for (uint64_t seed = 1; seed <= 3; seed++) {
        struct maze_recording rec = {0};
        struct maze *m = divided(12, 12, seed, &rec, NULL);
        uint32_t levels = levels_of(&rec);
        cr_assert_lt(levels, 20);
        struct maze_render_opts by_level = {.steps_per_frame =
                                                MAZE_STEPS_LEVEL};
        struct buffer asked = animate("gif", m, NULL, &rec, &by_level);
        struct buffer plain = animate("gif", m, NULL, &rec, NULL);
        cr_assert(plain.len == asked.len &&
                      memcmp(plain.data, asked.data, plain.len) == 0,
                  "level is division's default");
        int frames = 0, partial = 0;
        bool loops = false;
        struct image moving = decode_gif(&asked, &frames, &loops, &partial);
        cr_expect_eq(frames, (int)levels + 1, "%u levels: %d frames", levels,
                     frames);
        struct buffer still = render("gif", m, NULL, NULL);
        int one = 0;
        struct image shown = decode_gif(&still, &one, &loops, &partial);
        cr_assert_eq(one, 1);
        cr_assert_eq(moving.width, shown.width);
        cr_assert_eq(moving.height, shown.height);
        size_t differ = 0;
        for (size_t i = 0; i < (size_t)shown.width * shown.height; i++)
            differ += moving.rgb[i] != shown.rgb[i];
        cr_expect_eq(differ, 0,
                     "the last frame is the still picture: %zu "
                     "pixels differ",
                     differ);
        free(moving.rgb);
        free(shown.rgb);
        free(asked.data);
        free(plain.data);
        free(still.data);
        maze_recording_release(&rec);
        maze_free(m);
    }
}

/* The number of steps the HTML player of b has: the entries of its
 * `stops`, or from `first` and `per`. */
static size_t html_steps(const struct buffer *b, size_t events)
{
    char *text = strndup(b->data, b->len);
    size_t steps = 0;
    char *stops = strstr(text, "stops: [");
    if (stops) {
        for (char *p = stops; *p != ']'; p++)
            steps += *p == ',';
    } else {
        char *first = strstr(text, "first: ");
        char *per = strstr(text, "per: ");
        cr_assert(first && per, "no steps in the page");
        size_t f = strtoul(first + 7, NULL, 10);
        size_t k = strtoul(per + 5, NULL, 10);
        steps = (events - f + k - 1) / k;
    }
    free(text);
    return steps;
}

Test(levels, html_counts_levels_then_the_solvers_steps)
{
    struct maze_recording rec = {0};
    struct maze_route route = {0};
    struct maze *m = divided(12, 12, 4, &rec, &route);
    size_t solver = 0;
    for (size_t i = 0; i < rec.count; i++)
        solver += rec.event[i].kind == MAZE_EV_SOLVE_VISIT ||
                  rec.event[i].kind == MAZE_EV_ROUTE;
    struct buffer b = animate("html", m, &route, &rec, NULL);
    cr_expect_eq(html_steps(&b, rec.count), levels_of(&rec) + solver);
    free(b.data);
    struct maze_render_opts seven = {.steps_per_frame = 7};
    b = animate("html", m, &route, &rec, &seven);
    cr_expect_eq(html_steps(&b, rec.count), (rec.count - 1 + 6) / 7);
    free(b.data);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
}
