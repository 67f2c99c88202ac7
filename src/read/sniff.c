/*
 * sniff.c - maze_read: a maze file of either format, told apart by its
 * first character that is not white space ('{' or '[': JSON, else the
 * text format); and files that are no maze at all (pictures, documents,
 * other encodings), told by their first bytes and named, rather than
 * read as a text maze with a strange character.
 */
#include <stdlib.h>
#include <string.h>

#include "read.h"

/* How much of the start of a file is looked at. */
#define HEAD 512

/* What can be read, for the messages below. */
#define READABLE                                                               \
    "maze files are the text format, JSON and JSON lines; maze solve also "    \
    "reads PNG pictures"
/* A GIF is the tool's animation or a photograph: the second is read with
 * --photo, which a user would not guess (JPEG photos need none). */
#define GIF_HINT                                                               \
    "maze solve --photo reads a photo in one; " READABLE

static bool starts_json(int ch)
{
    return ch == '{' || ch == '[';
}

static bool blank(int ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

static bool blank(int ch);

static bool starts(const unsigned char *head, size_t n, const char *magic)
{
    size_t len = strlen(magic);
    return n >= len && memcmp(head, magic, len) == 0;
}

/* What the n bytes are when they are one JSON number, string, true, false
 * or null, white space round it (else NULL): JSON, but no maze (a text maze has
 * an S and an E, which none of them can hold but a string, and a string starts
 * with
 * '"', as no text maze's first line would). */
static const char *json_scalar(const unsigned char *text, size_t n)
{
    size_t a = 0;
    while (a < n && blank(text[a]))
        a++;
    while (n > a && blank(text[n - 1]))
        n--;
    if (a == n)
        return NULL;
    const char *word = (const char *)text + a;
    size_t len = n - a;
    if ((len == 4 && memcmp(word, "null", 4) == 0))
        return "JSON null";
    if ((len == 4 && memcmp(word, "true", 4) == 0) ||
        (len == 5 && memcmp(word, "false", 5) == 0))
        return "a JSON boolean";
    if (word[0] == '"' && len >= 2 && word[len - 1] == '"')
        return "a JSON string";
    size_t i = word[0] == '-';
    bool digits = false;
    for (; i < len; i++) {
        char ch = word[i];
        if (ch >= '0' && ch <= '9')
            digits = true;
        else if (!strchr(".eE+-", ch))
            return NULL;
    }
    return digits ? "a JSON number" : NULL;
}

/* MAZE_ERR_FORMAT with a message naming what the file is when its first
 * n bytes (head, past one byte-order mark; whole: they are the whole
 * file) show it is no maze; else MAZE_OK. */
static enum maze_err sniff(const unsigned char *head, size_t n, bool whole,
                           struct maze_read_error *err)
{
    static const struct {
        const char *magic, *what, *hint;
    } kinds[] = {
        {"\x89PNG\r\n\x1a\n", "a PNG picture",
         "maze solve FILE.png reads pictures; this reads the text format, "
         "JSON and JSON lines"},
        {"\xff\xd8\xff", "a JPEG picture", READABLE},
        {"GIF87a", "a GIF picture", GIF_HINT},
        {"GIF89a", "a GIF picture", GIF_HINT},
        {"%PDF-", "a PDF document", READABLE},
        {"RIFF", "a RIFF file (a WebP picture, a WAV sound)", READABLE},
        {"\x1f\x8b", "a gzip file", "gunzip it first"},
        {"PK\x03\x04", "a ZIP archive", "unzip it first"},
        {"\xef\xbb\xbf", "text with two byte-order marks",
         "remove one: a maze file has at most one"},
        {"\xff\xfe", "UTF-16 text", "save it as UTF-8 or ASCII"},
        {"\xfe\xff", "UTF-16 text", "save it as UTF-8 or ASCII"},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (starts(head, n, kinds[i].magic))
            return mz_read_fail(err, 0, 0, "%s, not a maze file (%s)",
                                kinds[i].what, kinds[i].hint);
    /* No maze file holds a NUL or another control character (JSON allows
     * none outside its white space, the text format draws with printable
     * ASCII): such bytes are refused here, at the start, so an endless
     * /dev/zero or /dev/urandom costs one block and not the limit. */
    unsigned long line = 1, column = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = head[i];
        column++;
        if (ch == '\n') {
            line++;
            column = 0;
        } else if ((ch < 0x20 && ch != '\t' && ch != '\r') || ch == 0x7f) {
            return mz_read_fail(err, line, column,
                                "binary data (byte 0x%02x), not a maze file "
                                "(" READABLE ")",
                                ch);
        }
    }
    size_t a = 0;
    while (a < n && blank(head[a]))
        a++;
    const char *markup = (const char *)head + a;
    size_t left = n - a;
    if (left >= 5 && head[a] == '<') {
        /* XML, SVG or HTML: the tool writes the last two. */
        const char *what = "an XML or HTML file";
        char low[HEAD + 1];
        for (size_t i = 0; i < left; i++) {
            char ch = markup[i];
            low[i] = ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
        }
        low[left] = '\0';
        if (strstr(low, "<svg"))
            what = "an SVG picture";
        else if (strstr(low, "<html") || strstr(low, "<!doctype html"))
            what = "an HTML page";
        return mz_read_fail(err, 0, 0, "%s, not a maze file (" READABLE ")",
                            what);
    }
    const char *scalar = whole ? json_scalar(head, n) : NULL;
    if (scalar)
        return mz_read_fail(err, 0, 0,
                            "%s, not a maze (a maze in JSON is an "
                            "object: {\"width\": ..., \"cells\": ...})",
                            scalar);
    return MAZE_OK;
}

/* A pipe (or anything that cannot be read twice), whole in memory: its
 * head is sniffed first, so bytes that are no maze are refused before the
 * rest is read. */
static enum maze_err read_whole(FILE *in, size_t max_bytes, struct maze **out,
                                struct maze_read_error *err)
{
    char first[HEAD + 4]; /* a byte-order mark, the head, one byte more */
    size_t got = fread(first, 1, sizeof first, in);
    if (ferror(in))
        return MAZE_ERR_IO;
    size_t skip = mz_bom(first, got);
    size_t head = got - skip < HEAD ? got - skip : HEAD;
    enum maze_err e = sniff((const unsigned char *)first + skip, head,
                            got - skip <= HEAD, err);
    if (e)
        return e;
    char *text = NULL;
    size_t len = 0;
    e = mz_slurp_after(in, max_bytes, first, got, &text, &len, err);
    if (e)
        return e;
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
    unsigned char head[HEAD + 1];
    size_t n = fread(head, 1, sizeof head, in);
    if (ferror(in))
        return MAZE_ERR_IO;
    e = sniff(head, n < HEAD ? n : HEAD, n <= HEAD, err);
    if (e)
        return e;
    if (fseeko(in, start, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    int ch = 0;
    while (blank(ch = getc(in)))
        ;
    if (fseeko(in, start, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    return starts_json(ch) ? mz_read_json(in, out, err)
                           : mz_read_text_at(in, start, out, err);
}
