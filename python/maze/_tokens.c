/*
 * _tokens.c - mazes as token ids and as token text for language models
 * (_helpers.h: pm_tokens(), pm_token_text(), pm_token_lines()).
 */
#include <stdlib.h>
#include <string.h>

#include "_helpers.h"

/* Mixed into a maze's seed for its passages' order, so that the order
 * is not the generator's own stream. */
#define PM_TOKEN_SALT 0x6d617a65746f6b73ull

enum maze_err pm_tokens(const uint8_t *passages, const uint64_t *seeds,
                        const int32_t *routes, const uint32_t *lengths,
                        size_t longest, const uint32_t *ends, size_t n,
                        uint32_t width, uint32_t height, bool prompt,
                        int32_t *out, size_t columns, uint32_t *counts)
{
    size_t cells = (size_t)width * height;
    uint32_t *edge = out ? malloc(2 * (cells ? cells : 1) * sizeof *edge * 2)
                         : NULL;
    if (out && !edge)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *p = passages + cells * i;
        size_t edges = 0;
        for (size_t c = 0; c < cells; c++) {
            if (p[c] & (1u << MAZE_EAST)) {
                if (edge) {
                    edge[2 * edges] = (uint32_t)c;
                    edge[2 * edges + 1] = (uint32_t)(c + 1);
                }
                edges++;
            }
            if (p[c] & (1u << MAZE_SOUTH)) {
                if (edge) {
                    edge[2 * edges] = (uint32_t)c;
                    edge[2 * edges + 1] = (uint32_t)(c + width);
                }
                edges++;
            }
        }
        size_t route = lengths ? lengths[i] : 0;
        size_t count = 1 + 4 * edges + 1 + 3 + 3 + 1 + (prompt ? 0 : route + 1);
        counts[i] = (uint32_t)count;
        if (!out)
            continue;
        struct maze_rng rng;
        maze_rng_seed(&rng, seeds[i] ^ PM_TOKEN_SALT);
        for (size_t k = edges; k > 1; k--) {
            size_t j = (size_t)maze_rng_below(&rng, k);
            uint32_t a = edge[2 * j], b = edge[2 * j + 1];
            edge[2 * j] = edge[2 * (k - 1)];
            edge[2 * j + 1] = edge[2 * (k - 1) + 1];
            edge[2 * (k - 1)] = a;
            edge[2 * (k - 1) + 1] = b;
        }
        int32_t *t = out + columns * i;
        size_t at = 0;
        t[at++] = PM_TOK_ADJLIST_START;
        for (size_t k = 0; k < edges; k++) {
            bool flip = maze_rng_next(&rng) >> 63;
            t[at++] = PM_TOK_CELLS + (int32_t)edge[2 * k + flip];
            t[at++] = PM_TOK_CONNECT;
            t[at++] = PM_TOK_CELLS + (int32_t)edge[2 * k + !flip];
            t[at++] = PM_TOK_SEP;
        }
        t[at++] = PM_TOK_ADJLIST_END;
        const uint32_t *e = ends + 4 * i;
        t[at++] = PM_TOK_ORIGIN_START;
        t[at++] = PM_TOK_CELLS + (int32_t)(e[1] * width + e[0]);
        t[at++] = PM_TOK_ORIGIN_END;
        t[at++] = PM_TOK_TARGET_START;
        t[at++] = PM_TOK_CELLS + (int32_t)(e[3] * width + e[2]);
        t[at++] = PM_TOK_TARGET_END;
        t[at++] = PM_TOK_PATH_START;
        if (!prompt) {
            const int32_t *xy = routes + 2 * longest * i;
            for (size_t k = 0; k < route; k++)
                t[at++] = PM_TOK_CELLS + xy[2 * k + 1] * (int32_t)width +
                          xy[2 * k];
            t[at++] = PM_TOK_PATH_END;
        }
        for (; at < columns; at++)
            t[at] = PM_TOK_PADDING;
    }
    free(edge);
    return MAZE_OK;
}

static const char *const token_words[PM_TOK_CELLS] = {
    "<ADJLIST_START>", "<ADJLIST_END>", "<ORIGIN_START>", "<ORIGIN_END>",
    "<TARGET_START>", "<TARGET_END>", "<PATH_START>", "<PATH_END>",
    "<-->", ";", "<PADDING>"};

/* Writes the number v at p; returns the digits written. */
static size_t put_number(char *p, uint32_t v)
{
    char digits[10];
    size_t k = 0;
    do
        digits[k++] = (char)('0' + v % 10);
    while (v /= 10);
    for (size_t j = 0; j < k; j++)
        p[j] = digits[k - 1 - j];
    return k;
}

/* The longest token: "(4294967295,4294967295)". */
#define PM_TOKEN_MAX 23

/* spell_tokens: the text of tokens 0..most-1 into word (PM_TOKEN_MAX + 1
 * bytes each, unterminated) and their lengths into len: the words, then
 * the cells as "(row,column)" in a maze width cells wide. */
static void spell_tokens(char *word, uint8_t *len, size_t most,
                         uint32_t width)
{
    for (size_t t = 0; t < most; t++) {
        char *w = word + t * (PM_TOKEN_MAX + 1);
        size_t k = 0;
        if (t < PM_TOK_CELLS) {
            k = strlen(token_words[t]);
            memcpy(w, token_words[t], k);
        } else {
            uint32_t c = (uint32_t)(t - PM_TOK_CELLS);
            w[k++] = '(';
            k += put_number(w + k, c / width);
            w[k++] = ',';
            k += put_number(w + k, c % width);
            w[k++] = ')';
        }
        len[t] = (uint8_t)k;
    }
}

/* write_token_line: the count tokens of row, spelled by spell_tokens(),
 * written at buf + at with a space between them and a newline after, in
 * room for PM_TOKEN_MAX + 1 bytes a token and the newline (each word is
 * copied whole and the next one written over its tail). Returns where
 * the line ends. */
static size_t write_token_line(char *buf, size_t at, const char *word,
                               const uint8_t *len, const int32_t *row,
                               size_t count)
{
    for (size_t j = 0; j < count; j++) {
        memcpy(buf + at, word + (size_t)row[j] * (PM_TOKEN_MAX + 1),
               PM_TOKEN_MAX + 1);
        at += len[row[j]];
        buf[at++] = ' ';
    }
    if (count)
        at--;
    buf[at++] = '\n';
    return at;
}

enum maze_err pm_token_text(const int32_t *tokens, const uint32_t *counts,
                            size_t n, size_t columns, uint32_t width,
                            char **text, size_t *size)
{
    /* Each token's text written once, then copied: a dataset's text is
     * hundreds of megabytes of the same few hundred words. */
    int32_t most = PM_TOK_CELLS;
    size_t cap = 1;
    for (size_t i = 0; i < n; i++) {
        cap += (PM_TOKEN_MAX + 1) * (size_t)counts[i] + 1;
        for (size_t k = 0; k < counts[i]; k++)
            if (tokens[columns * i + k] >= most)
                most = tokens[columns * i + k] + 1;
    }
    char *word = malloc((size_t)most * (PM_TOKEN_MAX + 1));
    uint8_t *len = malloc((size_t)most);
    char *buf = malloc(cap);
    if (!word || !len || !buf) {
        free(word);
        free(len);
        free(buf);
        return MAZE_ERR_NOMEM;
    }
    spell_tokens(word, len, (size_t)most, width);
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        at = write_token_line(buf, at, word, len, tokens + columns * i,
                              counts[i]);
    }
    free(word);
    free(len);
    *text = buf;
    *size = at;
    return MAZE_OK;
}

/* Mazes a piece of pm_token_lines() takes at once: their numbers are
 * some 2 KB a 10x10 maze, so a piece's stay in the cache, where the
 * numbers of a whole dataset (200 MB for 100,000) would not. */
#define PM_TOKEN_PIECE 256

enum maze_err pm_token_lines(const uint8_t *passages, const uint64_t *seeds,
                             const int32_t *routes, const uint32_t *lengths,
                             size_t longest, const uint32_t *ends, size_t n,
                             uint32_t width, uint32_t height, bool prompt,
                             char **text, uint64_t *starts)
{
    size_t cells = (size_t)width * height;
    size_t most = PM_TOK_CELLS + cells;
    char *word = malloc(most * (PM_TOKEN_MAX + 1));
    uint8_t *len = malloc(most);
    uint32_t *counts = malloc(PM_TOKEN_PIECE * sizeof *counts);
    int32_t *ids = NULL;
    size_t ids_cap = 0;
    char *buf = NULL;
    size_t cap = 0;
    size_t at = 0;
    enum maze_err err = word && len && counts ? MAZE_OK : MAZE_ERR_NOMEM;
    if (!err)
        spell_tokens(word, len, most, width);
    for (size_t first = 0; !err && first < n; first += PM_TOKEN_PIECE) {
        size_t k = n - first < PM_TOKEN_PIECE ? n - first : PM_TOKEN_PIECE;
        const uint8_t *p = passages + cells * first;
        const int32_t *r = routes ? routes + 2 * longest * first : NULL;
        const uint32_t *l = lengths ? lengths + first : NULL;
        err = pm_tokens(p, seeds + first, r, l, longest, ends + 4 * first, k,
                        width, height, prompt, NULL, 0, counts);
        size_t columns = 0;
        size_t need = at;
        for (size_t i = 0; i < k; i++) {
            columns = counts[i] > columns ? counts[i] : columns;
            need += (PM_TOKEN_MAX + 1) * (size_t)counts[i] + 1;
        }
        if (!err && k * columns > ids_cap) {
            free(ids);
            ids_cap = k * columns;
            ids = malloc(ids_cap * sizeof *ids);
            err = ids ? MAZE_OK : MAZE_ERR_NOMEM;
        }
        if (!err && need > cap) {
            size_t grown = cap + cap / 2 > need ? cap + cap / 2 : need;
            char *more = realloc(buf, grown);
            err = more ? MAZE_OK : MAZE_ERR_NOMEM;
            buf = more ? more : buf;
            cap = more ? grown : cap;
        }
        if (!err)
            err = pm_tokens(p, seeds + first, r, l, longest, ends + 4 * first,
                            k, width, height, prompt, ids, columns, counts);
        for (size_t i = 0; !err && i < k; i++) {
            starts[first + i] = at;
            at = write_token_line(buf, at, word, len, ids + columns * i,
                                  counts[i]);
        }
    }
    free(word);
    free(len);
    free(counts);
    free(ids);
    if (err) {
        free(buf);
        return err;
    }
    starts[n] = at;
    *text = buf ? buf : malloc(1);
    if (!*text)
        return MAZE_ERR_NOMEM;
    return MAZE_OK;
}
