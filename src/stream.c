/*
 * stream.c - mazes made and written one row at a time.
 *
 * The row generators (gen.h) make each row from the row before; a row is
 * finished once the next one has been made (it may still get passages
 * south from it). So a stream keeps two rows and hands out the older one:
 * memory O(width) for any height, and the same maze as made whole, since
 * the whole-grid generators run the very same row functions.
 */
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "render/rows.h"

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

bool maze_generator_streams(const struct maze_generator *gen)
{
    return gen->rows != NULL;
}

enum maze_err maze_stream_new(const struct maze_generator *gen, uint32_t width,
                              uint64_t rows, const struct maze_rng *rng,
                              const struct maze_gen_opts *opts,
                              struct maze_stream **out)
{
    const struct maze_row_maker *g = gen->rows;
    if (!g)
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

/* The lines are built by the text writer's own line builders, with the
 * marks of the rows at hand: S on the first cell, E on the last row's last
 * one (a one-cell maze has its E in the east wall, as the text writer puts
 * it). */
enum maze_err maze_stream_write_text(struct maze_stream *s, FILE *out)
{
    uint32_t w = s->ctx.width;
    size_t len = 2 * (size_t)w + 2;
    char *line = malloc(len);
    uint8_t *info = calloc(w, 1);
    uint8_t *none = calloc(w, 1); /* the marks of a row with none */
    enum maze_err err = line && info && none ? MAZE_OK : MAZE_ERR_NOMEM;
    int ed = w == 1 && s->rows == 1 ? MAZE_EAST : -1;
    if (!err) {
        mz_text_wall_line(w, NULL, NULL, none, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
    }
    uint64_t y = 0;
    const uint8_t *row = NULL;
    while (!err && (row = maze_stream_next(s)) != NULL) {
        bool last = s->rows && y + 1 == s->rows;
        memset(info, 0, w);
        if (y == 0)
            info[0] |= MZ_ROW_START;
        if (last)
            info[w - 1] |= MZ_ROW_END;
        mz_text_cell_line(w, row, info, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
        if (err)
            break;
        mz_text_wall_line(w, row, info, last ? NULL : none, -1, ed, line);
        err = fwrite(line, 1, len, out) == len ? MAZE_OK : MAZE_ERR_IO;
        y++;
    }
    free(line);
    free(info);
    free(none);
    if (!err && fflush(out) != 0)
        err = MAZE_ERR_IO;
    return err;
}
