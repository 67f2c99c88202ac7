/*
 * test_difficulty.c - the difficulty of a maze (maze_measure_difficulty)
 * on mazes worked out by hand and on every generator, and mazes drawn to
 * targets (maze_settings_try): each meets its band, is its own seed's
 * maze, and a band out of reach is refused.
 */
#include "helpers.h"

static struct maze *from_text(const char *text)
{
    struct maze *m = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(read_from_string(text, &m, &why), MAZE_OK, "%s", why.message);
    return m;
}

Test(difficulty, a_corridor_is_the_whole_maze)
{
    struct maze *m = from_text("#######\n"
                               "#S   E#\n"
                               "#######\n");
    struct maze_difficulty d;
    cr_assert_eq(maze_measure_difficulty(m, &d), MAZE_OK);
    cr_assert_eq(d.route, 2);
    cr_assert_eq(d.decisions, 0);
    cr_assert_eq(d.detours, 0);
    cr_assert_eq(d.dead_ends, 2);
    cr_assert_eq(d.score, 100);
    maze_free(m);
}

/* Route S (0,0) -> (1,0) -> (1,1) -> (1,2) -> E (2,2); off it (2,0) ->
 * (2,1) behind (1,0), depth 2, and (0,1) -> (0,2) behind (1,1), depth 2:
 * the guesser walks 4 + 2 + 2 = 8 steps of the 8 there are. */
Test(difficulty, figures_of_a_maze_worked_out_by_hand)
{
    struct maze *m = from_text("#######\n"
                               "#S    #\n"
                               "### # #\n"
                               "#   # #\n"
                               "# # ###\n"
                               "# #  E#\n"
                               "#######\n");
    struct maze_difficulty d;
    cr_assert_eq(maze_measure_difficulty(m, &d), MAZE_OK);
    cr_assert_eq(d.route, 4);
    cr_assert_eq(d.decisions, 2);
    cr_assert_eq(d.branches, 2);
    cr_assert_eq(d.detours, 4);
    cr_assert_eq(d.deepest, 2);
    cr_assert_eq(d.dead_ends, 4);
    cr_assert_eq(d.score, 100);
    maze_free(m);
    /* Route S (0,0) -> (1,0) -> (2,0) -> (2,1) -> E (2,2); one way off
     * it, from (1,0) to (1,1), which forks to (1,2) and to (0,1) ->
     * (0,2): 4 cells behind a way 3 deep, so the walk is 4 + 3 = 7 of 8
     * steps, 87.5, rounded 88. */
    m = from_text("#######\n"
                  "#S    #\n"
                  "### # #\n"
                  "#   # #\n"
                  "# # # #\n"
                  "# # #E#\n"
                  "#######\n");
    cr_assert_eq(maze_measure_difficulty(m, &d), MAZE_OK);
    cr_assert_eq(d.route, 4);
    cr_assert_eq(d.decisions, 1);
    cr_assert_eq(d.branches, 1);
    cr_assert_eq(d.detours, 3);
    cr_assert_eq(d.deepest, 3);
    cr_assert_eq(d.dead_ends, 4);
    cr_assert_eq(d.score, 88);
    maze_free(m);
}

/* Every generator: the route is the shortest, the walk never more than
 * the maze, the score the formula's. */
Test(difficulty, every_generator_scores_within_the_scale)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        /* The perfect rectangles' generators (caves and dungeons have
         * rock, the classical labyrinth its own polar grid). */
        if (g->imperfect || g->polar_only)
            continue;
        for (uint64_t seed = 1; seed <= 20; seed++) {
            uint32_t w = 9 + (uint32_t)seed % 5;
            struct maze *m = make_maze(g->name, w, 7, seed);
            struct maze_difficulty d;
            cr_assert_eq(maze_measure_difficulty(m, &d), MAZE_OK);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            cr_assert_eq(d.route, r.length - 1, "%s", g->name);
            maze_route_release(&r);
            cr_assert_eq(d.dead_ends, maze_dead_ends(m));
            cr_assert_leq(d.route + d.detours, m->cells - 1, "%s", g->name);
            cr_assert_leq(d.branches, d.decisions * 3);
            double want = 100.0 * (double)(d.route + d.detours) /
                          (double)(m->cells - 1);
            cr_assert_eq(d.score, (unsigned)(want + 0.5), "%s", g->name);
            /* The scratch bits are left clear: measuring again agrees. */
            struct maze_difficulty again;
            cr_assert_eq(maze_measure_difficulty(m, &again), MAZE_OK);
            cr_assert_eq(again.detours, d.detours);
            maze_free(m);
        }
    }
}

static struct maze_settings *settings(const char *const *pairs)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    for (size_t i = 0; pairs[i]; i += 2) {
        struct maze_settings_error err = {0};
        cr_assert_eq(maze_settings_set(s, pairs[i], pairs[i + 1], &err),
                     MAZE_OK, "%s", err.message);
    }
    cr_assert_eq(maze_settings_check(s, NULL), MAZE_OK);
    return s;
}

/* Each maze drawn meets its band, is the maze its seed makes without the
 * targets, and a batch's maze i comes from seed + i, n apart. */
Test(difficulty, drawn_mazes_meet_their_bands)
{
    const char *const pairs[] = {"algorithm", "wilson", "shape", "hex",
                                 "width", "11", "height", "8",
                                 "difficulty", "medium", "dead_ends", "35:",
                                 NULL};
    struct maze_settings *s = settings(pairs);
    const char *const plain_pairs[] = {"algorithm", "wilson", "shape", "hex",
                                       "width", "11", "height", "8", NULL};
    struct maze_settings *plain = settings(plain_pairs);
    const uint64_t n = 30;
    for (uint64_t i = 0; i < n; i++) {
        struct maze *m = NULL;
        struct maze_tried drawn = {0};
        cr_assert_eq(maze_settings_try(s, 500 + i, n, NULL, &m, &drawn, NULL),
                     MAZE_OK);
        cr_assert(drawn.measured);
        cr_assert_geq(drawn.tries, 1);
        cr_assert_eq(drawn.seed, 500 + i + (drawn.tries - 1) * n);
        struct maze_difficulty d;
        cr_assert_eq(maze_measure_difficulty(m, &d), MAZE_OK);
        cr_assert_eq(d.score, drawn.figures.score);
        cr_assert(d.score >= MAZE_DIFFICULTY_MEDIUM_MIN &&
                  d.score <= MAZE_DIFFICULTY_MEDIUM_MAX);
        cr_assert_geq(d.dead_ends, 35);
        struct maze *again = NULL;
        cr_assert_eq(maze_settings_make(plain, drawn.seed, NULL, &again, NULL),
                     MAZE_OK);
        cr_assert_eq(maze_hash(again), maze_hash(m));
        maze_free(again);
        maze_free(m);
    }
    maze_settings_free(plain);
    maze_settings_free(s);
}

Test(difficulty, without_targets_a_draw_is_the_seeds_maze)
{
    const char *const pairs[] = {"algorithm", "prim", NULL};
    struct maze_settings *s = settings(pairs);
    struct maze *a = NULL;
    struct maze *b = NULL;
    struct maze_tried drawn = {0};
    cr_assert_eq(maze_settings_try(s, 77, 5, NULL, &a, &drawn, NULL), MAZE_OK);
    cr_assert_eq(maze_settings_make(s, 77, NULL, &b, NULL), MAZE_OK);
    cr_assert_eq(drawn.seed, 77);
    cr_assert_eq(drawn.tries, 1);
    cr_assert_not(drawn.measured);
    cr_assert_eq(maze_hash(a), maze_hash(b));
    maze_free(a);
    maze_free(b);
    maze_settings_free(s);
}

Test(difficulty, a_band_out_of_reach_is_refused_after_the_sample)
{
    const char *const pairs[] = {"algorithm", "binary-tree", "width", "30",
                                 "height", "30", "difficulty", "hard", NULL};
    struct maze_settings *s = settings(pairs);
    struct maze *m = NULL;
    struct maze_settings_error err = {0};
    cr_assert_eq(maze_settings_try(s, 1, 1, NULL, &m, NULL, &err),
                 MAZE_ERR_CONFLICT);
    cr_assert_null(m);
    cr_assert(strstr(err.message, "difficulty=hard (a score of 76 to 100) "
                                  "is out of reach for binary-tree on a "
                                  "30x30 rect maze: of 64 mazes tried"),
              "%s", err.message);
    maze_settings_free(s);
}

Test(difficulty, targets_refuse_bad_values)
{
    static const char *const bad[][2] = {
        {"difficulty", "101"},  {"difficulty", "hardest"},
        {"route_length", "9:3"}, {"route_length", ":"},
        {"dead_ends", "-1"},    {"dead_ends", "1:2:3"},
    };
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        cr_assert_eq(maze_settings_set(s, bad[i][0], bad[i][1], NULL),
                     MAZE_ERR_ARG, "%s=%s", bad[i][0], bad[i][1]);
    cr_assert_eq(maze_settings_set(s, "route-length", "40:", NULL), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "ends", "none", NULL), MAZE_OK);
    struct maze_settings_error err = {0};
    cr_assert_eq(maze_settings_check(s, &err), MAZE_ERR_CONFLICT);
    cr_assert_str_eq(err.message, "--route-length needs a start and an end, "
                                  "and --ends none leaves them out");
    maze_settings_free(s);
}
