/*
 * sniff.c - maze_read: a maze file of either format, told apart by its
 * first character that is not white space ('{' or '[': JSON, else the
 * text format).
 */
#include <stdlib.h>

#include "read.h"

static bool starts_json(int ch)
{
    return ch == '{' || ch == '[';
}

static bool blank(int ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* A pipe (or anything that cannot be read twice), whole in memory. */
static enum maze_err read_whole(FILE *in, size_t max_bytes, struct maze **out,
                                struct maze_read_error *err)
{
    char *text = NULL;
    size_t len = 0;
    enum maze_err e = mz_slurp(in, max_bytes, &text, &len, err);
    if (e)
        return e;
    size_t skip = mz_bom(text, len);
    size_t i = skip;
    while (i < len && blank((unsigned char)text[i]))
        i++;
    e = i < len && starts_json(text[i])
            ? mz_parse_json(text + skip, len - skip, out, err)
            : mz_parse_text(text + skip, len - skip, out, err);
    free(text);
    return e;
}

enum maze_err maze_read(FILE *in, size_t max_bytes, struct maze **out,
                        struct maze_read_error *err)
{
    off_t start = -1;
    enum maze_err e = mz_read_start(in, max_bytes, &start, err);
    if (e)
        return e;
    if (start < 0)
        return read_whole(in, max_bytes, out, err);
    int ch = 0;
    while (blank(ch = getc(in)))
        ;
    if (fseeko(in, start, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    return starts_json(ch) ? mz_read_json(in, out, err)
                           : mz_read_text_at(in, start, out, err);
}
