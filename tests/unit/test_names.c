/*
 * test_names.c - names as people type them find the registries' entries.
 */
#include <stdint.h>
#include <string.h>

#include "helpers.h"

Test(names, any_case_and_the_literature_s_names_find_an_entry)
{
    const char *const pairs[][2] = {
        {"Prim", "prim"},
        {"PRIMS", "prim"},
        {"Prim's", "prim"},
        {"recursive-backtracker", "backtracker"},
        {"Recursive Backtracker", "backtracker"},
        {"recursive_division", "division"},
        {"Hunt and Kill", "hunt-and-kill"},
        {"huntandkill", "hunt-and-kill"},
        {"Aldous-Broder", "aldous-broder"},
        {"BinaryTree", "binary-tree"},
        {"Kruskal's", "kruskal"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        const struct maze_generator *g = maze_generator_find(pairs[i][0]);
        cr_assert(g, "'%s' finds nothing", pairs[i][0]);
        cr_assert_str_eq(g->name, pairs[i][1], "'%s'", pairs[i][0]);
    }
    cr_assert_str_eq(maze_solver_find("A*")->name, "astar");
    cr_assert_str_eq(maze_solver_find("Breadth-First")->name, "bfs");
    cr_assert_str_eq(maze_renderer_find("PNG")->name, "png");
    cr_assert_str_eq(maze_renderer_find("txt")->name, "text");
    enum maze_shape shape = MAZE_SHAPE_RECT;
    cr_assert(maze_shape_find("Hexagonal", &shape));
    cr_assert_eq(shape, MAZE_SHAPE_HEX);
    cr_assert(maze_shape_find("circular", &shape));
    cr_assert_eq(shape, MAZE_SHAPE_POLAR);
}

Test(names, near_names_are_near_and_others_are_not)
{
    cr_assert_null(maze_generator_find("primm"));
    cr_assert_null(maze_generator_find("recursive"));
    cr_assert_null(maze_generator_find(""));
    cr_assert_null(maze_solver_find("bfs2"));
    cr_assert_eq(maze_name_distance("primm", "prim", NULL), 1);
    cr_assert_eq(maze_name_distance("backtraker", "backtracker", NULL), 1);
    cr_assert_eq(maze_name_distance("kruskl", "kruskal", "kruskal's"), 1);
    cr_assert_eq(maze_name_distance("dsf", "dfs", NULL), 1);
    cr_assert_eq(maze_name_distance("pgn", "png", NULL), 1);
    cr_assert_eq(maze_name_distance("", "dfs", NULL), 3);
    /* An alias nearer than the name counts. */
    cr_assert_eq(maze_name_distance("recursive-backtrack", "backtracker",
                                    "recursive-backtracker dfs"),
                 2);
    /* A name longer than any entry's is far from all of them. */
    char longer[200];
    memset(longer, 'a', sizeof longer - 1);
    longer[sizeof longer - 1] = '\0';
    cr_assert_eq(maze_name_distance(longer, "prim", NULL), SIZE_MAX);
}

Test(names, every_entry_and_alias_finds_itself_and_no_other)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        cr_assert_eq(maze_generator_find(g->name), g);
        for (const struct maze_generator *h = maze_generators(); h->name; h++)
            if (h != g)
                cr_assert_neq(maze_name_distance(g->name, h->name, h->aliases),
                              0, "%s is also %s", g->name, h->name);
    }
    for (const struct maze_solver *s = maze_solvers(); s->name; s++)
        cr_assert_eq(maze_solver_find(s->name), s);
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++)
        cr_assert_eq(maze_renderer_find(r->name), r);
}
