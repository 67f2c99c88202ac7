/*
 * test_text.c - the text format, exactly: what we write, what we read,
 * and how we say what is wrong with a file.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* A 3x2 tree: 0-1, 1-2, 0-3, 3-4, 2-5. */
static struct maze *small_maze(void)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 2, &m), MAZE_OK);
    maze_link(m, 0, 1);
    maze_link(m, 1, 2);
    maze_link(m, 0, 3);
    maze_link(m, 3, 4);
    maze_link(m, 2, 5);
    return m;
}

Test(text, writes_the_documented_layout)
{
    struct maze *m = small_maze();
    char *text = render_to_string("text", m, NULL);
    cr_expect_str_eq(text, "#######\n"
                           "#S    #\n"
                           "# ### #\n"
                           "#   #E#\n"
                           "#######\n");
    free(text);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    text = render_to_string("text", m, &r);
    cr_expect_str_eq(text, "#######\n"
                           "#S....#\n"
                           "# ###.#\n"
                           "#   #E#\n"
                           "#######\n");
    free(text);
    maze_route_release(&r);
    maze_free(m);
}

Test(text, unicode_draws_walls_and_route)
{
    struct maze *m = small_maze();
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    char *text = render_to_string("unicode", m, &r);
    cr_expect_str_eq(text,
                     "┌─────┐\n"
                     "│S━━━┓│\n"
                     "│ ╶─┐┃│\n"
                     "│   │E│\n"
                     "└───┴─┘\n",
                     "got:\n%s", text);
    free(text);
    maze_route_release(&r);
    maze_free(m);
}

Test(text, one_cell_maze_round_trips)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(1, 1, &m), MAZE_OK);
    char *text = render_to_string("text", m, NULL);
    cr_expect_str_eq(text, "###\n#SE\n###\n");
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_from_string(text, &back, &err), MAZE_OK, "%s",
                 err.message);
    cr_expect_eq(back->cells, 1);
    cr_expect_eq(back->start, 0);
    cr_expect_eq(back->end, 0);
    free(text);
    maze_free(back);
    maze_free(m);
}

Test(text, every_generator_round_trips)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        struct maze *m = make_maze(g->name, 17, 9, 4);
        struct maze_rng rng;
        maze_rng_seed(&rng, 4);
        maze_braid(m, 0.5, &rng, NULL);
        maze_ends_farthest(m);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        char *text = render_to_string("text", m, &r);
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(read_from_string(text, &back, &err), MAZE_OK, "%s",
                     err.message);
        cr_expect_not(back->sheet);
        cr_expect_eq(maze_hash(back), maze_hash(m), "%s", g->name);
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        struct maze_route again = {0};
        cr_assert_eq(maze_solve(back, NULL, NULL, NULL, &again), MAZE_OK);
        cr_assert_eq(again.length, r.length);
        cr_expect_arr_eq(again.cells, r.cells, r.length * sizeof *r.cells);
        free(text);
        maze_route_release(&r);
        maze_route_release(&again);
        maze_free(back);
        maze_free(m);
    }
}

Test(text, reading_is_generous_with_line_ends)
{
    const char *lf = "#######\n#S    #\n# ### #\n#   #E#\n#######\n";
    const char *crlf =
        "#######\r\n#S    #\r\n# ### #\r\n#   #E#\r\n#######\r\n";
    const char *bare = "#######\n#S    #\n# ### #\n#   #E#\n#######";
    struct maze *a = NULL;
    struct maze *b = NULL;
    struct maze *c = NULL;
    cr_assert_eq(read_from_string(lf, &a, NULL), MAZE_OK);
    cr_assert_eq(read_from_string(crlf, &b, NULL), MAZE_OK);
    cr_assert_eq(read_from_string(bare, &c, NULL), MAZE_OK);
    cr_expect_eq(maze_hash(a), maze_hash(b));
    cr_expect_eq(maze_hash(a), maze_hash(c));
    cr_expect_eq(a->width, 3);
    cr_expect_eq(a->height, 2);
    cr_expect_eq(a->end, 5);
    maze_free(a);
    maze_free(b);
    maze_free(c);
}

Test(text, letters_in_the_outer_wall_are_doors)
{
    /* Other tools put S and E in gaps of the outer wall. */
    const char *text = "#S#####\n"
                       "#     #\n"
                       "# ### #\n"
                       "#   # #\n"
                       "#####E#\n";
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_from_string(text, &m, &err), MAZE_OK, "%s", err.message);
    cr_expect_not(m->sheet);
    cr_expect_eq(m->start, 0);
    cr_expect_eq(m->start_door, MAZE_NORTH);
    cr_expect_eq(m->end, 5);
    cr_expect_eq(m->end_door, MAZE_SOUTH);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_expect_eq(r.length, 4);
    /* Written back, the letters stay in their doors. */
    char *out = render_to_string("text", m, &r);
    cr_expect_str_eq(out, "#S#####\n"
                          "#.....#\n"
                          "# ###.#\n"
                          "#   #.#\n"
                          "#####E#\n");
    free(out);
    maze_route_release(&r);
    maze_free(m);
}

Test(text, foreign_grids_are_solved_square_by_square)
{
    /* Even sizes and an open room: no cell layout, still a maze. */
    const char *text = "########\n"
                       "#S     #\n"
                       "#  ##  #\n"
                       "#     E#\n"
                       "########\n";
    struct maze *m = NULL;
    cr_assert_eq(read_from_string(text, &m, NULL), MAZE_OK);
    cr_expect(m->sheet);
    cr_expect_eq(m->width, 8);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_expect_eq(r.length - 1, 7, "5 across and 2 down");
    cr_expect_eq(r.length - 1, brute_force_steps(m, m->start, m->end));
    char *out = render_to_string("text", m, &r);
    struct maze *back = NULL;
    cr_assert_eq(read_from_string(out, &back, NULL), MAZE_OK);
    cr_expect_eq(maze_hash(back), maze_hash(m), "written back as it came");
    free(out);
    maze_free(back);
    maze_route_release(&r);
    maze_free(m);
}

Test(text, unreachable_end_is_no_route)
{
    struct maze *m = NULL;
    cr_assert_eq(read_from_string("#####\n#S#E#\n#####\n", &m, NULL), MAZE_OK);
    struct maze_route r = {0};
    cr_expect_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_ERR_NO_ROUTE);
    maze_free(m);
}

/* Reads text that must fail and checks where and what it says. */
static void expect_error(const char *text, enum maze_err want,
                         unsigned long line, unsigned long column,
                         const char *words)
{
    struct maze *m = (struct maze *)0x1;
    struct maze_read_error err = {0};
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    enum maze_err got = maze_read_text(f, 64, &m, &err);
    fclose(f);
    cr_expect_eq(got, want, "%s", text);
    cr_expect_eq(m, (struct maze *)0x1, "no maze on failure");
    cr_expect_eq(err.line, line, "line of: %s", err.message);
    cr_expect_eq(err.column, column, "column of: %s", err.message);
    cr_expect_not_null(strstr(err.message, words), "'%s' in '%s'", words,
                       err.message);
}

Test(text, malformed_files_say_where)
{
    expect_error("#####\n#S E#\n###\n", MAZE_ERR_FORMAT, 3, 4,
                 "3 characters long, the first is 5");
    expect_error("#####\n#S E#\n#######\n", MAZE_ERR_FORMAT, 3, 6,
                 "7 characters long");
    expect_error("#####\n#  E#\n#####\n", MAZE_ERR_FORMAT, 0, 0, "no S");
    expect_error("#####\n#S  #\n#####\n", MAZE_ERR_FORMAT, 0, 0, "no E");
    expect_error("#####\n#SSE#\n#####\n", MAZE_ERR_FORMAT, 2, 3,
                 "second S, the first is at line 2, column 2");
    expect_error("###\n#E#\n#E#\n#S#\n", MAZE_ERR_FORMAT, 3, 2, "second E");
    expect_error("#####\n#####\n", MAZE_ERR_FORMAT, 0, 0, "nothing is open");
    expect_error("", MAZE_ERR_FORMAT, 0, 0, "empty file");
    expect_error("\n\n", MAZE_ERR_FORMAT, 0, 0, "empty file");
    expect_error("###\n\n#SE\n", MAZE_ERR_FORMAT, 2, 1, "0 characters long");
    expect_error("#####\n#S\xe2\x94\x80"
                 "E#\n#####\n",
                 MAZE_ERR_FORMAT, 2, 3, "non-ASCII");
    expect_error("##########################################################"
                 "##########\n",
                 MAZE_ERR_TOO_BIG, 0, 0, "larger than 64 bytes");
}
