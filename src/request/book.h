/*
 * book.h - a book of mazes (maze.h: struct maze_book), shared by the files
 * of its jobs: book.c judges the request and plans the pages, book_make.c
 * makes the mazes, book_recipe.c writes the book and its recipe.
 */
#ifndef MZ_BOOK_H
#define MZ_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze.h"

/* A grade of the ramp: its words and the band of scores it is. */
struct mz_book_grade {
    char name[48];
    unsigned low, high;
};

/* What made maze i, for the recipe. */
struct mz_book_made {
    size_t algorithm, shape; /* indices into the lists (0 without one) */
    uint64_t seed;           /* its own: maze_settings_make() makes it */
    size_t steps;            /* of its route */
    struct maze *maze;       /* owned */
    struct maze_route route; /* owned */
};

struct maze_book {
    struct maze_book_layout layout;
    enum maze_spelling spelling;
    /* The options given, as (row, value) copies. */
    const struct maze_option **given_row;
    char **given_value;
    size_t given;
    char *title, *author;
    char **algorithms, **shapes; /* NULL-ended; NULL: the settings' own */
    size_t algorithm_count, shape_count;
    struct mz_book_grade *grades; /* NULL: no ramp */
    size_t grade_count;
    /* The pilot's mazes of shape s and generator a in grade g:
     * hits[(s * algorithm_count + a) * grade_count + g]; NULL: none. */
    unsigned *hits;
    uint64_t seed;
    struct maze_book_entry *entries; /* the layout's, pointing into made */
    struct mz_book_made *made;
    bool is_made;
};

/* New settings for a maze of the book: every maze setting given, then
 * generator algorithm and shape (either may be NULL: the settings' own)
 * and the target band (NULL: none), judged together. The caller frees
 * *out. */
enum maze_err mz_book_settings(const struct maze_book *b,
                               const char *algorithm, const char *shape,
                               const char *band, struct maze_settings **out,
                               struct maze_settings_error *err);

/* The generator and shape of turn k (NULL without a list). */
const char *mz_book_algorithm(const struct maze_book *b, size_t k);
const char *mz_book_shape(const struct maze_book *b, size_t k);

/* The grade of maze i: the ramp shared out in its order. */
const struct mz_book_grade *mz_book_grade(const struct maze_book *b, size_t i);

#endif /* MZ_BOOK_H */
