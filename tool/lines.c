/*
 * lines.c - reading JSON lines, a maze a line.
 *
 * Telling the format costs at most two lines: input that does not start
 * with '{' is not JSON lines; a first line that is not a whole maze is
 * JSON laid out over lines; a whole maze with nothing after it is one
 * maze. What was read to tell is not lost when the input is one maze: a
 * file is read again from its start, a pipe through a stream that gives
 * the lines read first and then the rest (cli_replay()). A dataset's file
 * (line 1 its settings, {"format": "maze-dataset/1", ...}, as Python's
 * Dataset.save() writes it) is JSON lines after that line, whatever
 * follows.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "input.h"
#include "messages.h"
#include "lines.h"

/* Reads one line (without its newline) into l->line; false at the end of
 * the input. A line over max_bytes is an error (*failed). */
static bool read_line(struct cli_lines *l, bool *failed)
{
    size_t n = 0;
    int ch = 0;
    while ((ch = getc(l->in)) != EOF && ch != '\n') {
        if (n + 1 >= l->cap) {
            if (l->cap > l->max_bytes) {
                cli_error("%s:%lu: line is longer than %zu bytes (give a "
                          "larger --max-size to read it)",
                          l->name, l->number + 1, l->max_bytes);
                *failed = true;
                return false;
            }
            size_t cap = l->cap ? l->cap * 2 : 4096;
            char *grown = realloc(l->line, cap);
            if (!grown) {
                cli_error("out of memory reading %s", l->name);
                *failed = true;
                return false;
            }
            l->line = grown;
            l->cap = cap;
        }
        l->line[n++] = (char)ch;
    }
    if (ferror(l->in)) {
        cli_error("cannot read '%s': %s", l->name, strerror(errno));
        *failed = true;
        return false;
    }
    if (ch == EOF && n == 0)
        return false;
    if (n && l->line[n - 1] == '\r')
        n--;
    /* An editor's byte-order mark is no part of the first maze. */
    if (l->number == 0 && n >= 3 && memcmp(l->line, "\xef\xbb\xbf", 3) == 0) {
        memmove(l->line, l->line + 3, n - 3);
        n -= 3;
    }
    l->line[n] = '\0';
    l->len = n;
    l->number++;
    return true;
}

/* Whether s is one whole JSON object and blanks: its braces and brackets
 * close on the line (outside strings). A count, not a parse: the reader
 * says what else is wrong with it. */
static bool whole_object(const char *s, size_t len)
{
    size_t depth = 0;
    bool quoted = false;
    for (size_t i = 0; i < len; i++) {
        char ch = s[i];
        if (quoted) {
            if (ch == '\\')
                i++;
            else if (ch == '"')
                quoted = false;
        } else if (ch == '"') {
            quoted = true;
        } else if (ch == '{' || ch == '[') {
            depth++;
        } else if ((ch == '}' || ch == ']') && (depth == 0 || --depth == 0)) {
            while (++i < len && (s[i] == ' ' || s[i] == '\t'))
                ;
            return i == len && ch == '}';
        }
    }
    return false;
}

static bool blank(const char *s, size_t len)
{
    return strspn(s, " \t\r") == len;
}

/* Whether a line is the first of a dataset's file (Python's
 * Dataset.save()): its settings, {"format": "maze-dataset/1", ...}, and
 * no maze. */
static bool is_dataset_head(const char *s, size_t len)
{
    static const char head[] = "{\"format\": \"maze-dataset/";
    return len >= sizeof head - 1 && memcmp(s, head, sizeof head - 1) == 0;
}

/* The value of the line's "algorithm" member as the JSON writer and
 * Python's datasets write it ("algorithm": "prim"), into out (size
 * bytes); "" when there is none. A name is letters, digits and '-', so
 * a plain scan finds it without a second JSON parser. */
static void algorithm_of(const char *text, size_t len, char *out, size_t size)
{
    static const char key[] = "\"algorithm\": \"";
    const size_t k = sizeof key - 1;
    out[0] = '\0';
    for (size_t i = 0; i + k <= len; i++) {
        if (memcmp(text + i, key, k) != 0)
            continue;
        size_t n = 0;
        const char *name = text + i + k;
        while (i + k + n < len && n + 1 < size && name[n] != '"' &&
               name[n] != '\\')
            n++;
        if (i + k + n < len && name[n] == '"') {
            memcpy(out, name, n);
            out[n] = '\0';
        }
        return;
    }
}

/* The maze on one line of len bytes, or NULL; with report, after a
 * message. The reader sees every byte: a NUL is no end of the line. */
static struct maze *parse(const struct cli_lines *l, const char *text,
                          size_t len, bool report)
{
    /* Each line of JSON lines is JSON: a line of anything else is no
     * maze in another format. */
    if (text[strspn(text, " \t")] != '{') {
        if (report)
            cli_error("%s:%lu: not JSON: each line of a JSON-lines file is "
                      "a maze in JSON ({\"width\": ...})",
                      l->name, l->number);
        return NULL;
    }
    FILE *f = fmemopen((void *)text, len, "r");
    if (!f) {
        if (report)
            cli_error("out of memory reading %s", l->name);
        return NULL;
    }
    struct maze *m = NULL;
    struct maze_read_error where = {0};
    enum maze_err err = maze_read(f, l->max_bytes, &m, &where);
    fclose(f);
    if (err && report) {
        if (where.message[0])
            cli_error("%s:%lu:%lu: %s", l->name, l->number,
                      where.column ? where.column : 1, where.message);
        else
            cli_error("%s:%lu: %s", l->name, l->number, maze_strerror(err));
    }
    return err ? NULL : m;
}

/* The one maze of an input of which `held` (len bytes) was read. */
static struct maze *load_one(struct cli_lines *l, char *held, size_t len)
{
    if (l->start >= 0 && fseeko(l->in, l->start, SEEK_SET) == 0) {
        free(held);
        return cli_load_stream(l->in, l->name, l->max_bytes);
    }
    FILE *again = cli_replay(held, len, l->in);
    if (!again) {
        cli_error("out of memory reading %s", l->name);
        return NULL;
    }
    struct maze *m = cli_load_stream(again, l->name, l->max_bytes);
    fclose(again);
    return m;
}

/* held + line (n bytes) + "\n" as one new string of *len bytes. */
static char *append_line(char *held, size_t *len, const char *line,
                         size_t n)
{
    char *grown = realloc(held, *len + n + 2);
    if (!grown) {
        free(held);
        return NULL;
    }
    memcpy(grown + *len, line, n);
    grown[*len + n] = '\n';
    *len += n + 1;
    grown[*len] = '\0';
    return grown;
}

bool cli_lines_open(struct cli_lines *l, const struct cli_input *in,
                    size_t max_bytes, bool *is_lines, struct maze **one)
{
    *l = (struct cli_lines){0};
    l->max_bytes = max_bytes ? max_bytes : MAZE_READ_MAX;
    l->in = in->file;
    l->name = in->name;
    *is_lines = false;
    *one = NULL;
    /* A regular file is read again from here when it holds one maze;
     * anything else (no place to seek to) replays what was read. */
    struct stat st;
    l->start = fstat(fileno(l->in), &st) == 0 && S_ISREG(st.st_mode)
                   ? ftello(l->in)
                   : -1;
    size_t bom =
        in->head_len >= 3 && memcmp(in->head, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    if (in->head_len <= bom || in->head[bom] != '{') {
        *one = cli_load_stream(l->in, l->name, l->max_bytes);
        return *one != NULL;
    }
    /* Lines 1 and 2: each a whole maze makes JSON lines. */
    bool failed = false;
    size_t len = 0;
    char *held = NULL;
    if (read_line(l, &failed) && is_dataset_head(l->line, l->len)) {
        /* A dataset's file: the mazes follow its settings' line. */
        *is_lines = true;
        algorithm_of(l->line, l->len, l->dataset_algorithm,
                     sizeof l->dataset_algorithm);
        bool more = false;
        while ((more = read_line(l, &failed)) && blank(l->line, l->len))
            ;
        if (!more)
            return !failed;
        l->first = parse(l, l->line, l->len, true);
        algorithm_of(l->line, l->len, l->first_algorithm,
                     sizeof l->first_algorithm);
        return l->first != NULL;
    }
    if (!failed && l->number == 1) {
        held = append_line(held, &len, l->line, l->len);
        l->first = held ? parse(l, l->line, l->len, false) : NULL;
        algorithm_of(l->line, l->len, l->first_algorithm,
                     sizeof l->first_algorithm);
    }
    /* A first line that is a whole object and no maze, with more after
     * it: JSON lines whose first maze is wrong (read as one maze, the
     * file's error was line 2's "end of file expected"). */
    bool wrong_first = held && !l->first && whole_object(held, len - 1);
    while ((l->first || wrong_first) && !failed && read_line(l, &failed)) {
        held = append_line(held, &len, l->line, l->len);
        if (!held || !blank(l->line, l->len))
            break;
    }
    if (held && wrong_first && !failed && l->number >= 2 &&
        !blank(l->line, l->len)) {
        *is_lines = true;
        l->number = 1;
        maze_free(parse(l, held, strcspn(held, "\n"), true));
        free(held);
        return false;
    }
    if (held && l->first && l->number >= 2 && !blank(l->line, l->len)) {
        l->second = malloc(l->len + 1);
        if (l->second) {
            memcpy(l->second, l->line, l->len + 1);
            l->second_len = l->len;
        }
        free(held);
        *is_lines = l->second != NULL;
        if (!l->second)
            cli_error("out of memory reading %s", l->name);
        return l->second != NULL;
    }
    maze_free(l->first);
    l->first = NULL;
    if (failed || !held) {
        free(held);
        if (!failed)
            cli_error("out of memory reading %s", l->name);
        return false;
    }
    *one = load_one(l, held, len);
    return *one != NULL;
}

struct maze *cli_lines_next(struct cli_lines *l, bool *failed)
{
    *failed = false;
    if (l->first) {
        struct maze *m = l->first;
        l->first = NULL;
        memcpy(l->algorithm, l->first_algorithm, sizeof l->algorithm);
        if (!l->algorithm[0])
            memcpy(l->algorithm, l->dataset_algorithm, sizeof l->algorithm);
        return m;
    }
    if (l->second) {
        unsigned long number = l->number;
        algorithm_of(l->second, l->second_len, l->algorithm,
                     sizeof l->algorithm);
        struct maze *m = parse(l, l->second, l->second_len, true);
        l->number = number;
        free(l->second);
        l->second = NULL;
        *failed = m == NULL;
        return m;
    }
    while (read_line(l, failed)) {
        if (blank(l->line, l->len))
            continue;
        algorithm_of(l->line, l->len, l->algorithm, sizeof l->algorithm);
        if (!l->algorithm[0])
            memcpy(l->algorithm, l->dataset_algorithm, sizeof l->algorithm);
        struct maze *m = parse(l, l->line, l->len, true);
        *failed = m == NULL;
        return m;
    }
    return NULL;
}

void cli_lines_close(struct cli_lines *l)
{
    maze_free(l->first);
    free(l->second);
    free(l->line);
    *l = (struct cli_lines){0};
}
