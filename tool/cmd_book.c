/*
 * cmd_book.c - maze book: a print-ready book of mazes, one PDF, and its
 * recipe beside it. The library judges, makes and draws the book
 * (maze_book_*); this file reads the options and writes the two files.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "options.h"

static const char usage_head[] =
    "usage: maze book -o FILE.pdf [options]\n"
    "\n"
    "Makes a book of mazes as one PDF, ready to print: the trim size with\n"
    "its margins, a gutter that grows with the pages and changes sides on\n"
    "facing pages, the puzzles graded from easy to hard, the answers at the\n"
    "back (each saying the page of its maze), and, if asked, a title page,\n"
    "contents and how to play. Its recipe goes beside it as JSON: the\n"
    "settings, the seed, and each maze's grade, pages and the maze generate\n"
    "arguments that make it again. The same seed makes the same book, byte\n"
    "for byte.\n"
    "\n";

static void usage(FILE *f)
{
    fputs(usage_head, f);
    cli_options_usage(f, MAZE_CMD_BOOK);
}

/* The recipe's path: the book's with .json for .pdf (or .json added). */
static char *recipe_path(const char *book)
{
    size_t n = strlen(book);
    char *path = malloc(n + 6);
    if (!path)
        return NULL;
    if (n > 4 && strcasecmp(book + n - 4, ".pdf") == 0)
        n -= 4;
    snprintf(path, n + 6, "%.*s.json", (int)n, book);
    return path;
}

static int parse(int argc, char **argv, struct maze_request *r)
{
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_BOOK, "book");
    int status = cli_options_parse(&p, r, argc, argv, usage);
    if (status >= 0)
        return status;
    progress_read(r);
    if (optind < argc)
        return cli_usage_error("book", "unexpected argument '%s'",
                               argv[optind]);
    if (!maze_request_given(r, "output"))
        return cli_usage_error("book", "a book needs a file to go to (add "
                                       "-o book.pdf)");
    const char *out = maze_request_value(r, "output");
    if (strcmp(out, "-") == 0)
        return cli_usage_error("book", "a book is a file and its recipe "
                                       "beside it, not standard output "
                                       "(try: -o book.pdf)");
    /* A book is a PDF whatever its name, so a name that says otherwise
     * is a mistake (generate's -o x.png draws a PNG). */
    const char *slash = strrchr(out, '/');
    const char *dot = strrchr(slash ? slash + 1 : out, '.');
    if (dot && dot != (slash ? slash + 1 : out) && strcasecmp(dot, ".pdf"))
        return cli_usage_error("book",
                               "a book is a PDF, and '%s' names %s file "
                               "(try: -o book.pdf)",
                               out, dot[1] ? "another kind of" : "no kind of");
    return -1;
}

/* Opens the book's file and its recipe's, both or neither. */
static bool open_both(struct cli_output *pdf, const char *path,
                      struct cli_output *json, const char *recipe)
{
    if (!cli_output_open(pdf, path))
        return false;
    if (!cli_output_open(json, recipe)) {
        cli_output_abort(pdf);
        return false;
    }
    return true;
}

/* Writes the book and its recipe, each whole or not at all. */
static int write_both(const struct maze_book *b, struct cli_output *pdf,
                      struct cli_output *json)
{
    enum maze_err err = maze_book_write(b, pdf->file);
    if (err) {
        cli_write_error(pdf, err == MAZE_ERR_IO ? strerror(errno)
                                                : maze_strerror(err));
    } else if ((err = maze_book_write_recipe(b, json->file))) {
        cli_write_error(json, err == MAZE_ERR_IO ? strerror(errno)
                                                 : maze_strerror(err));
    }
    if (err || !cli_output_commit(pdf))
        return CLI_FAIL;
    return cli_output_commit(json) ? CLI_OK : CLI_FAIL;
}

static int run(int argc, char **argv)
{
    struct maze_request *r = NULL;
    if (maze_request_new(MAZE_CMD_BOOK, MAZE_SPELL_OPTIONS, &r)) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    int status = parse(argc, argv, r);
    struct maze_book *b = NULL;
    struct maze_settings_error err = {0};
    if (status < 0 && maze_book_new(r, &b, &err))
        status = cli_refused(&err, "book");
    char *recipe = NULL;
    if (status < 0) {
        recipe = recipe_path(maze_request_value(r, "output"));
        if (!recipe) {
            cli_error("out of memory");
            status = CLI_FAIL;
        }
    }
    /* Both files are opened before the work and written after it, so
     * that a refusal, from either, is the one thing said. */
    struct cli_output pdf = {0}, json = {0};
    if (status < 0 &&
        !open_both(&pdf, maze_request_value(r, "output"), &json, recipe))
        status = CLI_FAIL;
    if (status < 0) {
        enum maze_err e =
            maze_book_make(b, progress_hook("making", "mazes"), &err);
        progress_end();
        if (e)
            status = cli_refused(&err, "book");
    }
    if (status < 0 && (status = write_both(b, &pdf, &json)) == CLI_OK &&
        !cli_quiet())
        fprintf(stderr, "seed: %llu (%llu pages; recipe: %s)\n",
                (unsigned long long)maze_book_seed(b),
                (unsigned long long)maze_book_pages(b), recipe);
    cli_output_abort(&json);
    cli_output_abort(&pdf);
    free(recipe);
    maze_book_free(b);
    maze_request_free(r);
    return status;
}

const struct cli_command cmd_book = {
    "book", "make a print-ready book of mazes with its answers", run, usage};
