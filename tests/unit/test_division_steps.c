/*
 * test_division_steps.c - recursive division animated a level at a time: the
 * steps maze_step_next() makes, one GIF frame per level ending on the
 * still picture, and the HTML player's steps; and division on a polar
 * grid: perfect, the same maze in any order, animated the same way.
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

Test(division_steps, a_step_divides_every_field_of_one_depth)
{
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze_recording rec = {0};
        struct maze *m = divided(17, 12, seed, &rec, NULL);
        cr_assert(maze_recording_has_levels(&rec));
        size_t k = maze_step_first(&rec);
        cr_assert_eq(k, 1, "step 0 is the open field after CLEAR");
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
Test(division_steps, division_gif_has_a_frame_per_level_and_ends_on_the_still)
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

Test(division_steps, html_counts_levels_then_the_solvers_steps)
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

/* ------------------------------------------------------- polar division */

static struct maze *polar_divided(uint32_t w, uint32_t h, uint64_t seed,
                                  const struct maze_hook *hook)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, w, h, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("division"), &rng, NULL, hook),
        MAZE_OK);
    return m;
}

/* With and without a round centre cell, from one ring to many. */
Test(division_steps, polar_division_is_perfect_for_200_seeds, .timeout = 60)
{
    static const uint32_t widths[] = {1, 3, 6, 8};
    static const uint32_t rings[] = {1, 2, 3, 5, 9, 14};
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
        for (size_t k = 0; k < sizeof rings / sizeof rings[0]; k++)
            for (uint64_t seed = 0; seed < 200; seed++) {
                struct maze *m = polar_divided(widths[i], rings[k], seed, NULL);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "polar %ux%u seed %llu", widths[i], rings[k],
                          (unsigned long long)seed);
                cr_assert_eq(maze_passages(m), m->cells - 1);
                maze_free(m);
            }
}

/* Watched (a level at a time) or not (depth first): the same maze, its
 * events replay into it, every split holds one depth per step, each wall
 * is one segment of a ring boundary or a radial line. */
Test(division_steps, polar_division_same_maze_watched_and_replayed)
{
    for (uint64_t seed = 0; seed < 40; seed++) {
        uint32_t w = seed % 2 ? 1 : 6;
        struct maze *plain = polar_divided(w, 9, seed, NULL);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze *seen = polar_divided(w, 9, seed, &hook);
        cr_assert_eq(maze_hash(plain), maze_hash(seen), "seed %llu",
                     (unsigned long long)seed);
        struct maze *again = NULL;
        cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, w, 9, &again), MAZE_OK);
        maze_replay(again, &rec, rec.count);
        cr_assert_eq(maze_hash(again), maze_hash(plain));
        size_t k = maze_step_first(&rec);
        uint32_t depth = 0;
        while (k < rec.count) {
            size_t next = maze_step_next(&rec, k, MAZE_STEPS_LEVEL);
            for (size_t i = k; i < next; i++)
                if (rec.event[i].kind == MAZE_EV_SPLIT) {
                    cr_assert_eq(rec.event[i].depth, depth);
                    cr_assert(
                        maze_linked(plain, rec.event[i].a, rec.event[i].b),
                        "the gap is a passage");
                } else {
                    cr_assert_eq(rec.event[i].kind, MAZE_EV_WALL);
                    cr_assert(
                        !maze_linked(plain, rec.event[i].a, rec.event[i].b));
                }
            depth++;
            k = next;
        }
        cr_assert_eq(depth, levels_of(&rec));
        maze_recording_release(&rec);
        maze_free(plain);
        maze_free(seen);
        maze_free(again);
    }
}

Test(division_steps, polar_division_gif_has_a_frame_per_level_and_ends_on_the_still)
{
    for (uint64_t seed = 1; seed <= 2; seed++) {
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze *m = polar_divided(seed == 1 ? 1 : 6, 7, seed, &hook);
        uint32_t levels = levels_of(&rec);
        struct buffer moving_gif = animate("gif", m, NULL, &rec, NULL);
        int frames = 0, partial = 0;
        bool loops = false;
        struct image moving =
            decode_gif(&moving_gif, &frames, &loops, &partial);
        cr_expect_eq(frames, (int)levels + 1, "%u levels: %d frames", levels,
                     frames);
        struct buffer still_gif = render("gif", m, NULL, NULL);
        int one = 0;
        struct image still = decode_gif(&still_gif, &one, &loops, &partial);
        size_t differ = 0;
        for (size_t i = 0; i < (size_t)still.width * still.height; i++)
            differ += moving.rgb[i] != still.rgb[i];
        cr_expect_eq(differ, 0, "%zu pixels differ", differ);
        free(moving.rgb);
        free(still.rgb);
        free(moving_gif.data);
        free(still_gif.data);
        maze_recording_release(&rec);
        maze_free(m);
    }
}
