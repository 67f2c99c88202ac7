/*
 * test_text.c - the text format, exactly: what we write, what we read,
 * and how we say what is wrong with a file.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"
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

/* The compact form (cell_width 2) is the text form's squares two lines to
 * a line: each half block read back gives the text form's wall squares,
 * so H+1 lines of 2W+1 characters. */
Test(text, unicode_half_blocks_halve_the_text_form)
{
    struct maze *m = make_maze("backtracker", 7, 5, 3);
    char *plain = render_to_string("text", m, NULL);
    char *half = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&half, &len);
    cr_assert_not_null(f);
    struct maze_render_opts opts = {.cell_width = 2};
    cr_assert_eq(maze_renderer_find("unicode")->render(m, NULL, &opts, f),
                 MAZE_OK);
    fclose(f);
    const size_t cols = 2 * 7 + 1;
    const char *line = half;
    for (size_t y = 0; y <= 5; y++) {
        const char *upper = plain + 2 * y * (cols + 1);
        const char *lower = y < 5 ? upper + cols + 1 : NULL;
        for (size_t x = 0; x < cols; x++) {
            bool up = upper[x] == '#';
            bool down = lower && lower[x] == '#';
            bool marked = upper[x] == 'S' || upper[x] == 'E' ||
                          (lower && (lower[x] == 'S' || lower[x] == 'E'));
            const char *want = up && down ? "█" : up ? "▀" : down ? "▄" : " ";
            if (marked)
                want = upper[x] == 'S' || (lower && lower[x] == 'S') ? "S"
                                                                     : "E";
            cr_assert(strncmp(line, want, strlen(want)) == 0,
                      "line %zu, column %zu: want %s in:\n%s", y, x, want,
                      half);
            line += strlen(want);
        }
        cr_assert_eq(*line, '\n', "line %zu longer than %zu:\n%s", y, cols,
                     half);
        line++;
    }
    cr_assert_eq(*line, '\0', "more than 6 lines:\n%s", half);
    free(half);
    free(plain);
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
        /* Rock (a cave's, a dungeon's, a mask's) reads back as a sheet:
         * test_forms.c checks those texts come back the same. */
        if (!makes_perfect_rect(g))
            continue;
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

/* A stream that cannot seek, as a pipe: the reader takes all of it into
 * memory first instead of reading it twice. */
struct unseekable {
    const char *text;
    size_t len, at;
};

static ssize_t unseekable_read(void *cookie, char *buf, size_t size)
{
    struct unseekable *u = cookie;
    size_t n = u->len - u->at < size ? u->len - u->at : size;
    memcpy(buf, u->text + u->at, n);
    u->at += n;
    return (ssize_t)n;
}

static int unseekable_close(void *cookie)
{
    free(cookie);
    return 0;
}

static FILE *open_unseekable(const char *text, size_t len)
{
    struct unseekable *u = malloc(sizeof *u);
    cr_assert_not_null(u);
    *u = (struct unseekable){text, len, 0};
    FILE *f = fopencookie(u, "r",
                          (cookie_io_functions_t){.read = unseekable_read,
                                                  .close = unseekable_close});
    cr_assert_not_null(f);
    return f;
}

/* Reads text that must fail, both ways (read twice, and whole from a
 * pipe), and checks where and what it says. */
static void expect_error(const char *text, enum maze_err want,
                         unsigned long line, unsigned long column,
                         const char *words)
{
    for (int piped = 0; piped < 2; piped++) {
        struct maze *m = (struct maze *)0x1;
        struct maze_read_error err = {0};
        FILE *f = piped ? open_unseekable(text, strlen(text))
                        : fmemopen((void *)text, strlen(text), "r");
        enum maze_err got = maze_read_text(f, 64, &m, &err);
        fclose(f);
        cr_expect_eq(got, want, "%s", text);
        cr_expect_eq(m, (struct maze *)0x1, "no maze on failure");
        cr_expect_eq(err.line, line, "line of: %s", err.message);
        cr_expect_eq(err.column, column, "column of: %s", err.message);
        cr_expect_not_null(strstr(err.message, words), "'%s' in '%s'", words,
                           err.message);
    }
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
    /* Line ends: a CR is a square unless it ends a line or the file; an
     * empty line before more squares is one too short. */
    expect_error("###\r\n#SE\r\r\n###\n", MAZE_ERR_FORMAT, 2, 4,
                 "4 characters long, the first is 3");
    expect_error("###\n\r\n#SE\n", MAZE_ERR_FORMAT, 2, 1, "0 characters long");
    expect_error("\n###\n", MAZE_ERR_FORMAT, 1, 1, "empty line");
    expect_error("###\n#S\x80\n###\n", MAZE_ERR_FORMAT, 2, 3, "non-ASCII");
    /* The lines' errors come before S and E's, wherever they are. */
    expect_error("#SS#\n#E#\n", MAZE_ERR_FORMAT, 2, 4,
                 "3 characters long, the first is 4");
}

/* What some editors write: a UTF-8 byte-order mark first (skipped, in a
 * file or a pipe, text or JSON), or lines that end in CR alone (refused
 * as such, where the first CR stands). A file starting with '[' is JSON
 * that is not a maze, and told so. */
Test(text, byte_order_marks_lone_crs_and_json_arrays)
{
    expect_error("###\r#SE\r###", MAZE_ERR_FORMAT, 1, 4, "CR alone");
    expect_error("\r\r#S\r#E\r\r", MAZE_ERR_FORMAT, 1, 1, "CR alone");
    struct maze *m = make_maze("backtracker", 5, 3, 2);
    const char *formats[] = {"text", "json"};
    for (int f = 0; f < 2; f++) {
        char *text = render_to_string(formats[f], m, NULL);
        size_t len = strlen(text);
        char *marked = malloc(len + 4);
        cr_assert_not_null(marked);
        memcpy(marked, "\xef\xbb\xbf", 3);
        memcpy(marked + 3, text, len + 1);
        for (int piped = 0; piped < 2; piped++) {
            FILE *in = piped ? open_unseekable(marked, len + 3)
                             : fmemopen(marked, len + 3, "r");
            struct maze *got = NULL;
            struct maze_read_error err = {0};
            cr_expect_eq(maze_read(in, MAZE_READ_MAX, &got, &err), MAZE_OK,
                         "%s: %s", formats[f], err.message);
            fclose(in);
            if (got) {
                cr_expect_eq(maze_hash(got), maze_hash(m), "%s", formats[f]);
                cr_expect_eq(got->start, m->start);
                cr_expect_eq(got->end, m->end);
            }
            maze_free(got);
        }
        free(marked);
        free(text);
    }
    maze_free(m);
    const char *arrays[] = {"[1, 2, 3]\n", "\n [ ]"};
    for (int i = 0; i < 2; i++) {
        for (int piped = 0; piped < 2; piped++) {
            size_t len = strlen(arrays[i]);
            FILE *in = piped ? open_unseekable(arrays[i], len)
                             : fmemopen((void *)arrays[i], len, "r");
            struct maze *got = NULL;
            struct maze_read_error err = {0};
            cr_expect_eq(maze_read(in, MAZE_READ_MAX, &got, &err),
                         MAZE_ERR_FORMAT);
            fclose(in);
            cr_expect_not_null(strstr(err.message, "expected a JSON object"),
                               "%s", err.message);
        }
    }
}

/* Everything the reader can say, the same whether it reads a file twice
 * or a pipe whole: tricky line ends and random damage to real mazes. */
static void expect_same_both_ways(const char *text, size_t len)
{
    struct maze *m[2] = {NULL, NULL};
    struct maze_read_error err[2] = {{0}, {0}};
    enum maze_err got[2];
    for (int piped = 0; piped < 2; piped++) {
        FILE *f = piped ? open_unseekable(text, len)
                        : fmemopen((void *)text, len, "r");
        got[piped] = maze_read_text(f, MAZE_READ_MAX, &m[piped], &err[piped]);
        fclose(f);
    }
    cr_assert_eq(got[0], got[1], "%.*s", (int)len, text);
    if (got[0]) {
        cr_expect_eq(err[0].line, err[1].line, "%s", err[0].message);
        cr_expect_eq(err[0].column, err[1].column, "%s", err[0].message);
        cr_expect_str_eq(err[0].message, err[1].message);
        return;
    }
    cr_expect_eq(maze_hash(m[0]), maze_hash(m[1]), "%.*s", (int)len, text);
    cr_expect_eq(m[0]->width, m[1]->width);
    cr_expect_eq(m[0]->start, m[1]->start);
    cr_expect_eq(m[0]->end, m[1]->end);
    cr_expect_eq(m[0]->start_door, m[1]->start_door);
    cr_expect_eq(m[0]->end_door, m[1]->end_door);
    cr_expect_eq(m[0]->sheet, m[1]->sheet);
    maze_free(m[0]);
    maze_free(m[1]);
}

Test(text, read_twice_or_whole_alike)
{
    const char *tricky[] = {"#####\r\n#S E#\r\n#####",
                            "#####\n#S E#\n#####\n\n\r\n\r",
                            "##\r##\n#S\rE\n",
                            "S E\n",
                            "S..\n.#.\n..E\n",
                            "#####\n#S#E#\n#####\n",
                            "\r#S#E\r\r",
                            "#####\n# S #\nE####\n"};
    for (size_t i = 0; i < sizeof tricky / sizeof tricky[0]; i++)
        expect_same_both_ways(tricky[i], strlen(tricky[i]));
    struct maze *m = make_maze("backtracker", 6, 4, 9);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    char *text = render_to_string("text", m, &r);
    size_t len = strlen(text);
    const char damage[] = {'#', ' ', 'S', 'E', '\r', '\n', '.', '\x80'};
    struct maze_rng rng;
    maze_rng_seed(&rng, 4);
    for (int k = 0; k < 400; k++) {
        char copy[256];
        cr_assert_lt(len + 4, sizeof copy);
        memcpy(copy, text, len);
        size_t n = len;
        for (int hits = 0; hits < 1 + k % 3; hits++) {
            size_t at = (size_t)maze_rng_below(&rng, n);
            char ch = damage[maze_rng_below(&rng, sizeof damage)];
            if (maze_rng_below(&rng, 2)) { /* replace, or insert */
                copy[at] = ch;
            } else {
                memmove(copy + at + 1, copy + at, n - at);
                copy[at] = ch;
                n++;
            }
        }
        expect_same_both_ways(copy, n);
    }
    free(text);
    maze_route_release(&r);
    maze_free(m);
}

/* A file is read twice rather than held: reading a 2000 x 2000 maze's
 * 16 MB of text takes the maze's 4 MB and a line (the file whole, as
 * pipes are still read, took 20 MB). */
Test(text, a_file_is_not_held_in_memory, .timeout = 60)
{
    struct maze *m = make_maze("backtracker", 2000, 2000, 5);
    expect_file_read_within("text", m, 6 * 1024);
    maze_free(m);
}
