/*
 * test_routes.c - every shortest route, the bottlenecks and the distance
 * map, each against the slowest way there is to know: every route tried
 * one by one, every passage taken away and the maze searched again, every
 * distance by a search of its own.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* Small braided mazes of every shape, weave and floors, from settings as
 * the tool spells them ("shape=hex width=4 ..."). */
static const char *const kinds[] = {
    "shape=rect width=5 height=4 braid=0.7",
    "shape=rect width=6 height=5 braid=1 algorithm=prim",
    "shape=hex width=4 height=4 braid=0.8",
    "shape=triangle width=6 height=4 braid=1",
    "shape=polar width=1 height=4 braid=0.8",
    "shape=polar width=3 height=3 braid=1",
    "shape=rect width=5 height=5 braid=0.8 weave=0.9 algorithm=kruskal "
    "ends=corners",
    "shape=rect width=3 height=3 floors=2 braid=0.8 algorithm=wilson",
    "shape=rect width=4 height=4 braid=0",
};

static struct maze *make_kind(const char *kind, uint64_t seed)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "ends", "farthest", NULL), MAZE_OK);
    char *text = strdup(kind);
    char *save = NULL;
    for (char *p = strtok_r(text, " ", &save); p;
         p = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(p, '=');
        *eq = '\0';
        struct maze_settings_error err;
        cr_assert_eq(maze_settings_set(s, p, eq + 1, &err), MAZE_OK, "%s: %s",
                     kind, err.message);
    }
    free(text);
    struct maze *m = NULL;
    struct maze_settings_error err;
    cr_assert_eq(maze_settings_make(s, seed, NULL, &m, &err), MAZE_OK, "%s: %s",
                 kind, err.message);
    maze_settings_free(s);
    return m;
}

/* The cells passages lead to from c (maze_go in every direction). */
static unsigned ways_of(const struct maze *m, size_t c, size_t *to)
{
    unsigned n = 0;
    for (int d = 0; d < (int)maze_directions(m); d++) {
        size_t b = maze_go(m, c, d);
        if (b != MAZE_NONE)
            to[n++] = b;
    }
    return n;
}

/* Brute force: every simple path from S to E, by an explicit stack of
 * (cell, next way); the shortest counted, their cells marked. */
struct tally {
    size_t best;
    uint64_t count;
    uint8_t *some; /* on some shortest path */
    size_t *every; /* how many shortest paths pass the cell */
};

static void enumerate(const struct maze *m, struct tally *t)
{
    size_t n = m->cells;
    size_t *path = calloc(n, sizeof *path);
    unsigned *next = calloc(n, sizeof *next);
    uint8_t *in = calloc(n, 1);
    size_t len = 1;
    path[0] = m->start;
    in[m->start] = 1;
    t->best = SIZE_MAX;
    t->count = 0;
    t->some = calloc(n, 1);
    t->every = calloc(n, sizeof *t->every);
    while (len > 0) {
        size_t c = path[len - 1];
        if (c == m->end || len - 1 > t->best) {
            if (c == m->end && len - 1 <= t->best) {
                if (len - 1 < t->best) {
                    t->best = len - 1;
                    t->count = 0;
                    memset(t->some, 0, n);
                    memset(t->every, 0, n * sizeof *t->every);
                }
                t->count++;
                for (size_t i = 0; i < len; i++) {
                    t->some[path[i]] = 1;
                    t->every[path[i]]++;
                }
            }
            in[c] = 0;
            next[c] = 0;
            len--;
            continue;
        }
        size_t to[6];
        unsigned k = ways_of(m, c, to);
        if (next[c] >= k) {
            in[c] = 0;
            next[c] = 0;
            len--;
            continue;
        }
        size_t b = to[next[c]++];
        if (!in[b]) {
            in[b] = 1;
            path[len++] = b;
        }
    }
    free(path);
    free(next);
    free(in);
}

Test(routes, counts_match_every_route_tried_on_every_shape)
{
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        for (uint64_t seed = 1; seed <= 12; seed++) {
            struct maze *m = make_kind(kinds[k], seed);
            struct tally t;
            enumerate(m, &t);
            struct maze_routes r;
            cr_assert_eq(maze_routes_count(m, &r), MAZE_OK);
            cr_expect_eq(r.steps, t.best, "%s seed %llu", kinds[k],
                         (unsigned long long)seed);
            cr_expect(r.fits);
            cr_expect_eq(r.count64, t.count,
                         "%s seed %llu: %llu routes, "
                         "the enumeration %llu",
                         kinds[k], (unsigned long long)seed,
                         (unsigned long long)r.count64,
                         (unsigned long long)t.count);
            char digits[32];
            snprintf(digits, sizeof digits, "%llu",
                     (unsigned long long)t.count);
            cr_expect_str_eq(r.count, digits);
            size_t some = 0;
            size_t every = 0;
            for (size_t c = 0; c < m->cells; c++) {
                bool on_some = t.some[c];
                bool on_every = t.every[c] == t.count;
                some += on_some;
                every += on_every;
                cr_expect_eq((r.cell[c] & MAZE_ROUTES_SOME) != 0, on_some,
                             "%s seed %llu cell %zu", kinds[k],
                             (unsigned long long)seed, c);
                cr_expect_eq((r.cell[c] & MAZE_ROUTES_EVERY) != 0, on_every,
                             "%s seed %llu cell %zu", kinds[k],
                             (unsigned long long)seed, c);
            }
            cr_expect_eq(r.on_some, some);
            cr_expect_eq(r.on_every, every);
            maze_routes_release(&r);
            free(t.some);
            free(t.every);
            maze_free(m);
        }
    }
}

Test(routes, an_open_field_has_a_binomial_past_64_bits)
{
    /* Every wall of a 30 x 30 field open: the routes corner to corner
     * are C(58, 29), each a choice of which 29 of the 58 steps go east. */
    struct maze *m = NULL;
    cr_assert_eq(maze_new(30, 30, &m), MAZE_OK);
    for (uint32_t y = 0; y < 30; y++)
        for (uint32_t x = 0; x < 30; x++) {
            if (x + 1 < 30)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x + 1, y));
            if (y + 1 < 30)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x, y + 1));
        }
    struct maze_routes r;
    cr_assert_eq(maze_routes_count(m, &r), MAZE_OK);
    /* C(58, 29) by the multiplicative rule, exact in 128 bits. */
    unsigned __int128 c = 1;
    for (unsigned i = 1; i <= 29; i++)
        c = c * (29 + i) / i;
    cr_expect_eq(r.steps, 58);
    cr_expect(r.fits, "C(58,29) is about 3e16, under 2^64");
    cr_expect_eq(r.count64, (uint64_t)c);
    cr_expect_eq(r.on_every, 2, "only the corners");
    cr_expect_eq(r.on_some, 900);
    maze_routes_release(&r);
    maze_free(m);
    /* 60 x 60: C(118, 59) is about 1e34, past 64 bits; its digits by
     * Pascal's triangle in 128 bits (C(118,59) < 2^128). */
    cr_assert_eq(maze_new(60, 60, &m), MAZE_OK);
    for (uint32_t y = 0; y < 60; y++)
        for (uint32_t x = 0; x < 60; x++) {
            if (x + 1 < 60)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x + 1, y));
            if (y + 1 < 60)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x, y + 1));
        }
    cr_assert_eq(maze_routes_count(m, &r), MAZE_OK);
    unsigned __int128 row[120] = {1};
    for (unsigned n = 1; n <= 118; n++)
        for (unsigned j = n; j > 0; j--)
            row[j] += row[j - 1];
    char digits[64];
    size_t len = 0;
    for (unsigned __int128 v = row[59]; v; v /= 10)
        digits[len++] = (char)('0' + (int)(v % 10));
    for (size_t i = 0; i < len / 2; i++) {
        char t = digits[i];
        digits[i] = digits[len - 1 - i];
        digits[len - 1 - i] = t;
    }
    digits[len] = '\0';
    cr_expect(!r.fits);
    cr_expect_eq(r.count64, UINT64_MAX);
    cr_expect_str_eq(r.count, digits);
    maze_routes_release(&r);
    maze_free(m);
}

/* Whether E can be reached from S, by a plain search, with the passage
 * a-b (MAZE_NONE: none) or the cell `gone` (MAZE_NONE: none) taken away. */
static bool reaches(const struct maze *m, size_t a, size_t b, size_t gone)
{
    size_t n = m->cells;
    uint8_t *seen = calloc(n, 1);
    size_t *stack = malloc(n * sizeof *stack);
    size_t top = 0;
    bool found = false;
    if (m->start != gone) {
        seen[m->start] = 1;
        stack[top++] = m->start;
    }
    while (top > 0) {
        size_t c = stack[--top];
        if (c == m->end) {
            found = true;
            break;
        }
        size_t to[6];
        unsigned k = ways_of(m, c, to);
        for (unsigned i = 0; i < k; i++) {
            size_t d = to[i];
            if (seen[d] || d == gone || (c == a && d == b) ||
                (c == b && d == a))
                continue;
            seen[d] = 1;
            stack[top++] = d;
        }
    }
    free(seen);
    free(stack);
    return found;
}

Test(bottlenecks, each_is_what_taking_it_away_cuts)
{
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        for (uint64_t seed = 1; seed <= 12; seed++) {
            struct maze *m = make_kind(kinds[k], seed);
            struct maze_bottlenecks b;
            cr_assert_eq(maze_bottlenecks_find(m, &b), MAZE_OK);
            size_t n = m->cells;
            uint8_t *cut = calloc(n, 1);
            for (size_t i = 0; i < b.cell_count; i++)
                cut[b.cells[i]] = 1;
            cr_expect_eq(b.cells[0], m->start);
            cr_expect_eq(b.cells[b.cell_count - 1], m->end);
            /* Every cell but the ends: a bottleneck exactly when E is out
             * of reach without it. */
            for (size_t c = 0; c < n; c++) {
                if (c == m->start || c == m->end)
                    continue;
                cr_expect_eq(cut[c], !reaches(m, MAZE_NONE, MAZE_NONE, c),
                             "%s seed %llu cell %zu", kinds[k],
                             (unsigned long long)seed, c);
            }
            /* Every passage (each once, from its lower cell). */
            size_t bridges = 0;
            for (size_t c = 0; c < n; c++) {
                size_t to[6];
                unsigned w = ways_of(m, c, to);
                for (unsigned i = 0; i < w; i++) {
                    if (to[i] < c)
                        continue;
                    bool listed = false;
                    for (size_t j = 0; j < b.passage_count; j++) {
                        size_t p = b.passages[2 * j], q = b.passages[2 * j + 1];
                        listed |=
                            (p == c && q == to[i]) || (p == to[i] && q == c);
                    }
                    bool cuts = !reaches(m, c, to[i], MAZE_NONE);
                    bridges += cuts;
                    cr_expect_eq(listed, cuts, "%s seed %llu passage %zu-%zu",
                                 kinds[k], (unsigned long long)seed, c, to[i]);
                }
            }
            cr_expect_eq(b.passage_count, bridges);
            /* In route order: each passage joins the bottleneck cells on
             * either side of it when both are bottlenecks. */
            for (size_t j = 0; j + 1 < b.passage_count; j++)
                cr_expect(b.passages[2 * j + 1] != b.passages[2 * j + 3]);
            free(cut);
            maze_bottlenecks_release(&b);
            maze_free(m);
        }
    }
}

Test(bottlenecks, a_perfect_maze_is_all_bottleneck)
{
    struct maze *m = make_maze("backtracker", 15, 9, 4);
    struct maze_route route;
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
    struct maze_bottlenecks b;
    cr_assert_eq(maze_bottlenecks_find(m, &b), MAZE_OK);
    cr_expect_eq(b.cell_count, route.length);
    cr_expect_eq(b.passage_count, route.length - 1);
    for (size_t i = 0; i < route.length && i < b.cell_count; i++)
        cr_expect_eq(b.cells[i], route.cells[i], "in the route's order");
    maze_bottlenecks_release(&b);
    maze_route_release(&route);
    maze_free(m);
}

/* Every distance by Floyd and Warshall's rule over the passages. */
static size_t *all_pairs(const struct maze *m)
{
    size_t n = m->cells;
    size_t *d = malloc(n * n * sizeof *d);
    for (size_t i = 0; i < n * n; i++)
        d[i] = SIZE_MAX / 4;
    for (size_t c = 0; c < n; c++) {
        d[c * n + c] = 0;
        size_t to[6];
        unsigned k = ways_of(m, c, to);
        for (unsigned i = 0; i < k; i++)
            d[c * n + to[i]] = 1;
    }
    for (size_t k = 0; k < n; k++)
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++)
                if (d[i * n + k] + d[k * n + j] < d[i * n + j])
                    d[i * n + j] = d[i * n + k] + d[k * n + j];
    return d;
}

Test(distances, every_distance_and_the_diameter_by_searches_of_their_own)
{
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
        for (uint64_t seed = 1; seed <= 6; seed++) {
            struct maze *m = make_kind(kinds[k], seed);
            size_t n = m->cells;
            size_t *all = all_pairs(m);
            size_t diameter = 0;
            for (size_t from = 0; from < n; from++) {
                if (m->cell[from] & MAZE_CELL_OFF)
                    continue;
                struct maze_distances d;
                cr_assert_eq(maze_distances_from(m, from, &d), MAZE_OK);
                size_t far = 0;
                double sum = 0;
                size_t reached = 0;
                for (size_t c = 0; c < n; c++) {
                    size_t want = all[from * n + c];
                    bool joined = want < SIZE_MAX / 4;
                    cr_expect_eq(d.steps[c], joined ? want : MAZE_NONE,
                                 "%s seed %llu %zu to %zu", kinds[k],
                                 (unsigned long long)seed, from, c);
                    if (joined) {
                        far = want > far ? want : far;
                        sum += (double)want;
                        reached++;
                    }
                }
                cr_expect_eq(d.eccentricity, far);
                cr_expect_eq(d.steps[d.farthest], far);
                cr_expect_eq(d.reached, reached);
                cr_expect_float_eq(
                    d.mean, reached > 1 ? sum / (double)(reached - 1) : 0,
                    1e-9);
                diameter = far > diameter ? far : diameter;
                maze_distances_release(&d);
            }
            size_t steps = 0;
            size_t a = 0;
            size_t b = 0;
            size_t most = 0;
            cr_assert_eq(maze_diameter(m, 0, &steps, &most, &a, &b), MAZE_OK);
            cr_expect_eq(steps, diameter, "%s seed %llu", kinds[k],
                         (unsigned long long)seed);
            cr_expect_eq(most, diameter, "exact");
            cr_expect_eq(all[a * n + b], diameter);
            free(all);
            maze_free(m);
        }
    }
}

Test(distances, the_diameter_of_bigger_braided_mazes)
{
    /* Past the sizes above, against the eccentricity of every cell. */
    const char *const big[] = {
        "shape=rect width=30 height=20 braid=0.5",
        "shape=hex width=15 height=15 braid=1",
        "shape=polar width=1 height=12 braid=0.6",
        "shape=rect width=25 height=25",
    };
    for (size_t k = 0; k < sizeof big / sizeof *big; k++) {
        struct maze *m = make_kind(big[k], 7);
        size_t diameter = 0;
        for (size_t c = 0; c < m->cells; c++) {
            struct maze_distances d;
            cr_assert_eq(maze_distances_from(m, c, &d), MAZE_OK);
            diameter = d.eccentricity > diameter ? d.eccentricity : diameter;
            maze_distances_release(&d);
        }
        size_t steps = 0;
        cr_assert_eq(maze_diameter(m, 0, &steps, NULL, NULL, NULL), MAZE_OK);
        cr_expect_eq(steps, diameter, "%s", big[k]);
        /* A budget too small to finish still brackets it: the longest
         * found at most, a bound at least, whatever the budget. */
        for (uint64_t budget = 1; budget < 64 * m->cells; budget *= 4) {
            size_t low = 0;
            size_t most = 0;
            size_t a = 0;
            size_t b = 0;
            cr_assert_eq(maze_diameter(m, budget, &low, &most, &a, &b),
                         MAZE_OK);
            cr_expect(low <= diameter && diameter <= most,
                      "%s budget %llu: %zu <= %zu <= %zu", big[k],
                      (unsigned long long)budget, low, diameter, most);
            struct maze_distances d;
            cr_assert_eq(maze_distances_from(m, a, &d), MAZE_OK);
            cr_expect_eq(d.steps[b], low, "the two cells are that far apart");
            maze_distances_release(&d);
        }
        maze_free(m);
    }
}

/* The picture of the analyses: distances colour the cells and keep them
 * when the bottlenecks are asked too; routes paint some and every;
 * bottleneck cells are filled otherwise; the passages are marks. */
Test(analysis_paint, as_every_front_end_shows_it)
{
    struct maze *m = make_maze("backtracker", 9, 7, 3);
    struct maze_rng rng;
    maze_rng_seed(&rng, 5);
    cr_assert_eq(maze_braid(m, 0.3, &rng, NULL), MAZE_OK);
    struct maze_distances d;
    struct maze_routes r;
    struct maze_bottlenecks b;
    cr_assert_eq(maze_distances_from(m, m->start, &d), MAZE_OK);
    cr_assert_eq(maze_routes_count(m, &r), MAZE_OK);
    cr_assert_eq(maze_bottlenecks_find(m, &b), MAZE_OK);
    cr_assert_gt(b.passage_count, 0, "a maze with bottleneck passages");
    cr_assert_lt(b.cell_count, m->cells, "and cells that are none");
    struct maze_analysis_picture a;

    cr_assert_eq(maze_analysis_paint(&d, NULL, &b, m->cells, &a), MAZE_OK);
    for (size_t c = 0; c < m->cells; c++)
        cr_expect_eq(a.paint[c], maze_paint_distance(d.steps[c],
                                                     d.eccentricity));
    cr_expect_eq(a.legend_count, 6);
    cr_expect_str_eq(a.legend_text[0], "0 steps");
    cr_expect_eq(a.legend_paint[5], maze_paint_distance(d.eccentricity,
                                                        d.eccentricity));
    cr_expect_eq(a.mark_count, b.passage_count);
    cr_expect_arr_eq(a.marks, b.passages,
                     2 * b.passage_count * sizeof *b.passages);
    struct maze_render_opts opts = {0};
    maze_analysis_picture_show(&a, &opts);
    cr_expect_eq(opts.paint, a.paint);
    cr_expect_eq(opts.legend_count, 6);
    cr_expect_eq(opts.mark_count, b.passage_count);
    maze_analysis_picture_release(&a);
    cr_expect_null(a.paint);

    cr_assert_eq(maze_analysis_paint(NULL, &r, &b, m->cells, &a), MAZE_OK);
    size_t heads = 0;
    for (size_t c = 0; c < m->cells; c++) {
        int want = r.cell[c] & MAZE_ROUTES_EVERY  ? MAZE_PAINT_PATH
                   : r.cell[c] & MAZE_ROUTES_SOME ? MAZE_PAINT_FRONTIER
                                                  : 0;
        heads += a.paint[c] == MAZE_PAINT_HEAD;
        if (a.paint[c] != MAZE_PAINT_HEAD)
            cr_expect_eq(a.paint[c], want, "cell %zu", c);
    }
    cr_expect_eq(heads, b.cell_count);
    cr_expect_eq(a.legend_count, 3);
    cr_expect_str_eq(a.legend_text[2], "bottleneck");
    maze_analysis_picture_release(&a);

    cr_assert_eq(maze_analysis_paint(NULL, NULL, NULL, m->cells, &a), MAZE_OK);
    cr_expect_null(a.paint, "nothing asked, nothing painted");
    maze_distances_release(&d);
    maze_routes_release(&r);
    maze_bottlenecks_release(&b);
    maze_free(m);
}

/* The progress of a count: its total, told before the first sum, is the
 * most the sums can cost, so a progress line says what a large count will
 * cost before it is made; the work told never passes it, and the last
 * event says it is all done. */
struct told {
    size_t events, first_total, last_done, last_total, most_done;
    bool went_back;
};

static void on_progress(const struct maze_event *ev, void *user)
{
    struct told *t = user;
    if (ev->kind != MAZE_EV_PROGRESS)
        return;
    if (!t->events++)
        t->first_total = ev->b;
    t->went_back |= ev->a < t->last_done;
    t->last_done = ev->a;
    t->last_total = ev->b;
}

Test(routes, the_count_tells_its_cost_first_and_its_progress)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(200, 150, &m), MAZE_OK);
    for (uint32_t y = 0; y < 150; y++)
        for (uint32_t x = 0; x < 200; x++) {
            if (x + 1 < 200)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x + 1, y));
            if (y + 1 < 150)
                maze_link(m, maze_cell_at(m, x, y), maze_cell_at(m, x, y + 1));
        }
    struct told t = {0};
    struct maze_hook hook = {on_progress, &t};
    struct maze_routes a;
    struct maze_routes b;
    cr_assert_eq(maze_routes_count_told(m, &hook, &a), MAZE_OK);
    cr_assert_eq(maze_routes_count(m, &b), MAZE_OK);
    cr_expect_str_eq(a.count, b.count, "the same count, told or not");
    cr_expect_eq(a.on_some, b.on_some);
    cr_expect_eq(memcmp(a.cell, b.cell, m->cells), 0);
    cr_expect_gt(t.events, 100, "about every 1/1024 of the work");
    /* The numbers reach C(348, 149), about 2^340: 11 limbs at the end,
     * so the sums cost far more than a limb a cell. */
    cr_expect_gt(t.first_total, 30000 * 3);
    cr_expect_eq(t.last_total, t.first_total, "the total is told first");
    cr_expect_eq(t.last_done, t.last_total, "and the end");
    cr_expect_not(t.went_back);
    maze_routes_release(&a);
    maze_routes_release(&b);
    struct maze *p = NULL;
    cr_assert_eq(maze_new(5, 5, &p), MAZE_OK);
    cr_expect_eq(maze_routes_count_told(p, &hook, &a), MAZE_ERR_NO_ROUTE);
    maze_free(p);
    maze_free(m);
}
