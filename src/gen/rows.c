/*
 * rows.c - the row generators' two runners: over a whole grid
 * (mz_by_rows) and as a stream of rows (maze_stream_*; the text writer of
 * render/text.c writes them so).
 *
 * The row generators (gen.h) make each row from the row before; a row is
 * finished once the next one has been made (it may still get passages
 * south from it). So a stream keeps two rows and hands out the older one:
 * memory O(width) for any height, and the same maze as made whole, since
 * both runners call the very same row functions.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

struct maze_stream {
    const struct maze_row_maker *gen;
    struct maze_rng rng;
    struct mz_bits bits;
    struct maze_gen_opts opts;
    struct mz_rows_ctx ctx;
    uint64_t rows, made;
    uint8_t *older, *newer; /* the row handed out next, the one after */
    bool have_older, started;
};

/* The bits set in any of the n cells from row on, OR-ed together: a byte
 * loop the compiler turns into sixteen bytes an instruction (fewer
 * instructions than a word at a time). */
static uint8_t bits_set(const uint8_t *row, size_t n)
{
    uint8_t any = 0;
    for (size_t c = 0; c < n; c++)
        any |= row[c];
    return any;
}

bool mz_row_ready(uint8_t *row, size_t n)
{
    uint8_t any = bits_set(row, n);
    if (any & MAZE_CELL_OFF)
        return false;
    if (any)
        memset(row, 0, n);
    return true;
}

enum maze_err mz_by_rows(struct maze *m, const struct maze_row_maker *g,
                         struct maze_rng *rng, const struct maze_gen_opts *opts,
                         const struct maze_hook *hook)
{
    const struct maze_rng before = *rng;
    struct mz_bits bits = {.rng = rng};
    struct mz_rows_ctx c = {
        .width = m->width, .bits = &bits, .opts = opts, .hook = hook};
    enum maze_err err = g->start ? g->start(&c) : MAZE_OK;
    for (uint32_t y = 0; y < m->height && !err; y++) {
        c.y = y;
        c.last = y + 1 == m->height;
        c.row = m->cell + maze_cell_at(m, 0, y);
        c.above = y ? c.row - m->width : NULL;
        if (!mz_row_ready(c.row, m->width)) {
            *rng = before; /* maze_generate() puts the walls back up */
            err = MAZE_ERR_ARG;
            break;
        }
        g->row(&c);
    }
    if (g->finish)
        g->finish(&c);
    return err;
}

enum maze_err mz_stream_new(const struct maze_row_maker *g, uint32_t width,
                            uint64_t rows, const struct maze_rng *rng,
                            const struct maze_gen_opts *opts,
                            struct maze_stream **out)
{
    /* A symmetric maze's rows below mirror those above: not a stream. */
    if (!g || (opts && opts->symmetry))
        return MAZE_ERR_ARG;
    if (width < 1 || width > MAZE_MAX_SIDE)
        return MAZE_ERR_TOO_BIG;
    struct maze_stream *s = calloc(1, sizeof *s);
    if (!s)
        return MAZE_ERR_NOMEM;
    s->gen = g;
    s->rng = *rng;
    s->bits.rng = &s->rng;
    if (opts)
        s->opts = *opts;
    s->rows = rows;
    s->older = malloc(width);
    s->newer = malloc(width);
    s->ctx = (struct mz_rows_ctx){
        .width = width, .bits = &s->bits, .opts = &s->opts};
    enum maze_err err = s->older && s->newer ? MAZE_OK : MAZE_ERR_NOMEM;
    if (!err && g->start)
        err = g->start(&s->ctx);
    if (err) {
        maze_stream_free(s);
        return err;
    }
    *out = s;
    return MAZE_OK;
}

void maze_stream_free(struct maze_stream *s)
{
    if (!s)
        return;
    if (s->gen->finish)
        s->gen->finish(&s->ctx);
    free(s->older);
    free(s->newer);
    free(s);
}

/* Makes the next row into s->newer, with s->older (if any) above it. */
static void make_row(struct maze_stream *s)
{
    memset(s->newer, 0, s->ctx.width);
    s->ctx.y = s->made;
    s->ctx.last = s->rows && s->made + 1 == s->rows;
    s->ctx.row = s->newer;
    s->ctx.above = s->have_older ? s->older : NULL;
    s->gen->row(&s->ctx);
    s->made++;
}

const uint8_t *maze_stream_next(struct maze_stream *s)
{
    if (!s->started) {
        s->started = true;
        if (s->rows == 0 || s->made < s->rows) {
            make_row(s);
            uint8_t *t = s->older;
            s->older = s->newer;
            s->newer = t;
            s->have_older = true;
        }
    }
    if (!s->have_older)
        return NULL;
    if (s->rows && s->made == s->rows) {
        s->have_older = false; /* the last row: nothing below to wait for */
        return s->older;
    }
    make_row(s);
    /* older is final now; hand it out and keep newer as the row above. */
    uint8_t *done = s->older;
    s->older = s->newer;
    s->newer = done;
    return done;
}

uint32_t maze_stream_width(const struct maze_stream *s)
{
    return s->ctx.width;
}

uint64_t maze_stream_rows(const struct maze_stream *s)
{
    return s->rows;
}
