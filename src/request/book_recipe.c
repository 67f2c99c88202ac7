/*
 * book_recipe.c - a book made, written: the PDF (src/render/book.c draws
 * it) and the recipe, JSON that says the settings, the seed and each
 * maze's grade, pages and the `maze generate` arguments that make it
 * again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "book.h"

enum maze_err maze_book_write(const struct maze_book *b, FILE *out)
{
    if (!b->is_made)
        return MAZE_ERR_ARG;
    return maze_book_draw(&b->layout, out);
}

/* text as a JSON string. */
static void json_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fprintf(out, "\\%c", *c);
        else if (*c < 0x20)
            fprintf(out, "\\u%04x", *c);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}

/* "--name=value" of a setting for maze generate. */
static void json_argument(FILE *out, const char *name, const char *value)
{
    size_t len = strlen(name) + strlen(value) + 4;
    char *arg = malloc(len);
    if (!arg)
        return;
    snprintf(arg, len, "--%s=%s", name, value);
    json_string(out, arg);
    free(arg);
}

static void recipe_maze(const struct maze_book *b, FILE *out, size_t i)
{
    const struct maze_book_entry *bm = &b->entries[i];
    const struct mz_book_made *made = &b->made[i];
    double box[4], answer[4];
    maze_book_box(&b->layout, i, false, box);
    maze_book_box(&b->layout, i, true, answer);
    fprintf(out, "    {\"number\": %zu, \"seed\": %llu, \"grade\": ", i + 1,
            (unsigned long long)made->seed);
    json_string(out, bm->grade);
    fprintf(out, ", \"difficulty\": %u, \"route\": %zu,\n", bm->score,
            made->steps);
    fprintf(out, "     \"page\": %zu, \"answer_page\": %zu, "
                 "\"box\": [%.2f, %.2f, %.2f, %.2f],\n"
                 "     \"answer_box\": [%.2f, %.2f, %.2f, %.2f],\n",
            bm->page, bm->answer_page, box[0], box[1], box[2], box[3],
            answer[0], answer[1], answer[2], answer[3]);
    fputs("     \"generate\": [", out);
    bool first = true;
    for (size_t k = 0; k < b->given; k++) {
        const struct maze_option *o = b->given_row[k];
        if (!o->setting)
            continue;
        if (b->algorithms && strcmp(o->name, "algorithm") == 0)
            continue;
        if (b->shapes && strcmp(o->name, "shape") == 0)
            continue;
        if (!first)
            fputs(", ", out);
        json_argument(out, o->name, b->given_value[k]);
        first = false;
    }
    const char *extra[2][2] = {
        {"algorithm", b->algorithms ? b->algorithms[made->algorithm] : NULL},
        {"shape", b->shapes ? b->shapes[made->shape] : NULL}};
    for (int k = 0; k < 2; k++) {
        if (!extra[k][1])
            continue;
        if (!first)
            fputs(", ", out);
        json_argument(out, extra[k][0], extra[k][1]);
        first = false;
    }
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)made->seed);
    if (!first)
        fputs(", ", out);
    json_argument(out, "seed", seed);
    fprintf(out, "]}%s\n", i + 1 < b->layout.count ? "," : "");
}

enum maze_err maze_book_write_recipe(const struct maze_book *b, FILE *out)
{
    const struct maze_book_layout *l = &b->layout;
    if (!b->is_made)
        return MAZE_ERR_ARG;
    fprintf(out, "{\n  \"maze_book\": 1,\n  \"version\": ");
    json_string(out, maze_version());
    fprintf(out, ",\n  \"seed\": %llu,\n  \"settings\": {",
            (unsigned long long)b->seed);
    for (size_t k = 0; k < b->given; k++) {
        fputs(k ? ", " : "", out);
        json_string(out, b->given_row[k]->name);
        fputs(": ", out);
        json_string(out, b->given_value[k]);
    }
    fprintf(out, "},\n  \"page_size\": [%.2f, %.2f], \"trim\": [%.2f, %.2f], "
                 "\"bleed\": %.2f,\n",
            l->trim_width + l->bleed, l->trim_height + 2 * l->bleed,
            l->trim_width, l->trim_height, l->bleed);
    fprintf(out, "  \"gutter\": %.2f, \"pages\": %zu, \"per_page\": %u, "
                 "\"answers_per_page\": %u,\n",
            l->gutter, l->pages, l->across * l->down,
            l->answers_across * l->answers_down);
    fprintf(out, "  \"first_puzzle_page\": %zu, \"first_answer_page\": %zu,\n",
            l->first_puzzle_page, l->first_answer_page);
    fputs("  \"mazes\": [\n", out);
    for (size_t i = 0; i < l->count; i++)
        recipe_maze(b, out, i);
    fputs("  ]\n}\n", out);
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
