/*
 * test_distance_pictures.c - the distance map read back: each cell's
 * colour at its centre, in the PNG and the GIF, is the ramp's shade of its
 * steps from the start as a search of the test's own finds them, on every
 * shape, a mask, weave and floors; and every shortest route's cells and
 * the bottlenecks come out in their colours.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"
#include "render/picture.h"

/* Steps from `from` to every cell, by a plain breadth-first search over
 * maze_go (SIZE_MAX: not reached). */
static size_t *search(const struct maze *m, size_t from)
{
    size_t *steps = malloc(m->cells * sizeof *steps);
    size_t *queue = malloc(m->cells * sizeof *queue);
    for (size_t c = 0; c < m->cells; c++)
        steps[c] = SIZE_MAX;
    size_t head = 0;
    size_t tail = 0;
    steps[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        size_t c = queue[head++];
        for (int d = 0; d < (int)maze_directions(m); d++) {
            size_t b = maze_go(m, c, d);
            if (b != MAZE_NONE && steps[b] == SIZE_MAX) {
                steps[b] = steps[c] + 1;
                queue[tail++] = b;
            }
        }
    }
    free(queue);
    return steps;
}

static struct maze *made(const char *const *pairs, uint64_t seed)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    for (size_t i = 0; pairs[i]; i += 2)
        cr_assert_eq(maze_settings_set(s, pairs[i], pairs[i + 1], NULL),
                     MAZE_OK, "%s=%s", pairs[i], pairs[i + 1]);
    struct maze *m = NULL;
    struct maze_settings_error err;
    cr_assert_eq(maze_settings_make(s, seed, NULL, &m, &err), MAZE_OK, "%s",
                 err.message);
    maze_settings_free(s);
    return m;
}

/* Where cell c's colour is sure to show: its centre (not where the ends'
 * dots, a crossing's bridge or a stair's mark sit: false). */
static bool centre_of(const struct maze *m, const struct mz_picture *p,
                      size_t c, int *x, int *y)
{
    if (c == m->start || c == m->end || (m->cell[c] & MAZE_CELL_OFF) ||
        maze_crossing(m, c, NULL))
        return false;
    double fx = 0;
    double fy = 0;
    if (m->floors > 1) {
        if (maze_open(m, c, MAZE_UP) || maze_open(m, c, MAZE_DOWN))
            return false;
        mz_floor_centre(m, p, c, &fx, &fy);
    } else if (m->shape != MAZE_SHAPE_RECT) {
        struct mz_outline o;
        mz_outline(m, p, c, &o);
        fx = o.cx;
        fy = o.cy;
    } else {
        uint32_t cx = 0;
        uint32_t cy = 0;
        maze_cell_xy(m, c, &cx, &cy);
        fx = p->margin + (cx + 0.5) * p->cell;
        fy = p->margin + (cy + 0.5) * p->cell;
    }
    *x = (int)fx;
    *y = (int)fy;
    return true;
}

/* The palette entry whose colour rgb is, or -1. */
static int entry_of(uint32_t rgb)
{
    for (int i = 0; i < MAZE_PAINT_COUNT; i++)
        if ((maze_paint_color(NULL, i) & 0xFFFFFF) == rgb)
            return i;
    return -1;
}

static const char *const maps[][16] = {
    {"width", "14", "height", "9", "braid", "0.6", NULL},
    {"shape", "hex", "width", "10", "height", "8", "braid", "0.5", NULL},
    {"shape", "triangle", "width", "14", "height", "7", NULL},
    {"shape", "polar", "width", "1", "height", "7", "braid", "0.4", NULL},
    {"width", "12", "height", "12", "weave", "0.8", "algorithm", "kruskal",
     NULL},
    {"width", "6", "height", "5", "floors", "3", "algorithm", "wilson", NULL},
    {"width", "20", "height", "5", NULL}, /* far more than 32 steps */
};

Test(distance_pictures, each_cell_is_the_shade_of_its_steps)
{
    size_t exact_maps = 0;
    for (size_t k = 0; k < sizeof maps / sizeof *maps; k++) {
        struct maze *m = made(maps[k], 3);
        struct maze_distances d;
        cr_assert_eq(maze_distances_from(m, m->start, &d), MAZE_OK);
        uint8_t *paint = calloc(m->cells, 1);
        for (size_t c = 0; c < m->cells; c++)
            paint[c] = (uint8_t)maze_paint_distance(d.steps[c], d.eccentricity);
        struct maze_render_opts opts = {.cell = 20, .paint = paint};
        size_t *want = search(m, m->start);
        size_t far = 0;
        for (size_t c = 0; c < m->cells; c++)
            if (want[c] != SIZE_MAX && want[c] > far)
                far = want[c];
        const char *formats[] = {"png", "gif"};
        for (int f = 0; f < 2; f++) {
            struct buffer b = render(formats[f], m, NULL, &opts);
            int frames = 0;
            bool loops = false;
            int partial = 0;
            struct image im = f == 0
                                  ? decode_png(&b)
                                  : decode_gif(&b, &frames, &loops, &partial);
            struct mz_picture p;
            cr_assert_eq(mz_picture_init(m, &opts, MZ_PICTURE_MAX, &p),
                         MAZE_OK);
            size_t looked = 0;
            size_t exact = 0;
            for (size_t c = 0; c < m->cells; c++) {
                int x = 0;
                int y = 0;
                if (!centre_of(m, &p, c, &x, &y))
                    continue;
                int got = entry_of(im.rgb[y * im.width + x]);
                int shade = maze_paint_distance(
                    want[c] == SIZE_MAX ? MAZE_NONE : want[c], far);
                cr_expect_eq(got, shade,
                             "%s %s cell %zu (%d,%d), %zu steps: entry %d, "
                             "not %d",
                             formats[f], maps[k][1], c, x, y, want[c], got,
                             shade);
                /* With 32 steps or fewer, each shade is one distance:
                 * the steps read back from the picture. */
                if (far <= 31 && far > 0 && got >= MAZE_PAINT_DISTANCE)
                    cr_expect_eq(
                        ((size_t)(got - MAZE_PAINT_DISTANCE) * far + 30) / 31,
                        want[c], "%s %s cell %zu", formats[f], maps[k][1], c);
                exact += far <= 31;
                looked++;
            }
            cr_expect_gt(looked, m->cells / 2);
            exact_maps += exact > 0;
            free(im.rgb);
            free(b.data);
        }
        free(want);
        free(paint);
        maze_distances_release(&d);
        maze_free(m);
    }
    cr_expect_geq(exact_maps, 2, "some maps read back exactly");
}

Test(distance_pictures, a_legend_makes_room_under_the_maze)
{
    struct maze *m = made(maps[0], 1);
    const uint8_t swatch[2] = {MAZE_PAINT_DISTANCE, MAZE_PAINT_DISTANCE + 31};
    const char *const words[2] = {"0 steps", "far"};
    struct maze_render_opts plain = {.cell = 20};
    struct maze_render_opts opts = {.cell = 20,
                                    .legend_paint = swatch,
                                    .legend_text = words,
                                    .legend_count = 2};
    struct buffer a = render("png", m, NULL, &plain);
    struct buffer b = render("png", m, NULL, &opts);
    struct image ia = decode_png(&a);
    struct image ib = decode_png(&b);
    cr_expect_eq(ib.width, ia.width);
    cr_expect_eq(ib.height, ia.height + 40, "two swatches' height more");
    /* The first swatch's colour is under the maze. */
    int x = 20 + 10;
    int y = ia.height + 10 + 10;
    cr_expect_eq(ib.rgb[y * ib.width + x],
                 maze_paint_color(NULL, MAZE_PAINT_DISTANCE) & 0xFFFFFF);
    free(ia.rgb);
    free(ib.rgb);
    free(a.data);
    free(b.data);
    maze_free(m);
}

/* The interpolated ramp: no two steps from 0 to farthest share a colour
 * while farthest is at most 256 (32 shades repeated colours past 31
 * steps), its ends are the palette's ends, and it runs near to far. */
Test(distance_pictures, the_interpolated_ramp_tells_every_distance_apart)
{
    uint32_t *seen = malloc(257 * sizeof *seen);
    for (size_t far = 1; far <= 256; far++) {
        for (size_t s = 0; s <= far; s++) {
            seen[s] = maze_paint_distance_rgb(s, far);
            cr_assert_neq(seen[s], 0);
            for (size_t t = 0; t < s; t++)
                cr_assert_neq(seen[t], seen[s],
                              "farthest %zu: steps %zu and %zu share %06X", far,
                              t, s, seen[s] & 0xFFFFFFu);
        }
        cr_expect_eq(seen[0] & 0xFFFFFFu,
                     maze_paint_color(NULL, MAZE_PAINT_DISTANCE) & 0xFFFFFFu);
        cr_expect_eq(seen[far] & 0xFFFFFFu,
                     maze_paint_color(NULL, MAZE_PAINT_DISTANCE + 31) &
                         0xFFFFFFu);
    }
    cr_expect_eq(maze_paint_distance_rgb(MAZE_NONE, 9), 0);
    free(seen);
}

/* The distance map as the tool draws it (maze_analysis_paint): each
 * cell's centre in the PNG is the exact colour of its steps, so cells of
 * different steps differ, here where 32 shades could not tell them (a
 * braided 12x10 maze whose distances run past 31, and one of 20x5). */
Test(distance_pictures, the_map_tells_every_distance_apart)
{
    static const char *const wide[][16] = {
        {"width", "12", "height", "10", "braid", "0.3", NULL},
        {"width", "20", "height", "5", NULL},
    };
    for (size_t k = 0; k < 2; k++) {
        struct maze *m = made(wide[k], 3);
        struct maze_distances d;
        cr_assert_eq(maze_distances_from(m, m->start, &d), MAZE_OK);
        cr_assert_gt(d.eccentricity, 31, "a map 32 shades cannot tell");
        struct maze_analysis_picture a = {0};
        cr_assert_eq(maze_analysis_paint(&d, NULL, NULL, m->cells, &a),
                     MAZE_OK);
        struct maze_render_opts opts = {.cell = 20};
        maze_analysis_picture_show(&a, &opts);
        struct buffer b = render("png", m, NULL, &opts);
        struct image im = decode_png(&b);
        struct mz_picture p;
        cr_assert_eq(mz_picture_init(m, &opts, MZ_PICTURE_MAX, &p), MAZE_OK);
        uint32_t by_steps[1024] = {0};
        for (size_t c = 0; c < m->cells; c++) {
            int x = 0;
            int y = 0;
            if (!centre_of(m, &p, c, &x, &y))
                continue;
            uint32_t got = im.rgb[y * im.width + x];
            cr_expect_eq(got,
                         maze_paint_distance_rgb(d.steps[c], d.eccentricity) &
                             0xFFFFFFu,
                         "cell %zu, %zu steps", c, d.steps[c]);
            by_steps[d.steps[c]] = got | 0x1000000u;
        }
        for (size_t s = 0; s <= d.eccentricity; s++)
            for (size_t t = 0; t < s; t++)
                if (by_steps[s] && by_steps[t])
                    cr_expect_neq(by_steps[s], by_steps[t],
                                  "steps %zu and %zu share a colour", t, s);
        /* The swatches are the colours of their steps too. */
        cr_expect_eq(a.legend_rgb[0],
                     maze_paint_distance_rgb(0, d.eccentricity));
        free(im.rgb);
        free(b.data);
        maze_analysis_picture_release(&a);
        maze_distances_release(&d);
        maze_free(m);
    }
}
