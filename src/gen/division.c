/*
 * division.c - recursive division, a wall adder.
 *
 * It starts from an open floor and splits it with one wall that has one
 * gap: horizontally when the field is taller than wide, vertically when
 * wider than tall, at random when square, at a random position with the
 * gap at a random place. Each part is split again until every field is
 * one cell wide. The mazes show their construction: long straight walls,
 * a clear hierarchy of rooms, and routes that cross the big walls at
 * their single gaps.
 *
 * The "recursion" is an explicit stack of fields, whose depth is at most
 * the number of splits along one chain (below width + height), so any
 * size is safe. Time O(cells * log(cells)) at worst for the walls, memory
 * one byte per cell plus the stack.
 */
#include <stdlib.h>

#include "gen.h"

struct field {
    uint32_t x, y, w, h;
    int region;
};

struct stack {
    struct field *item;
    size_t count, cap;
};

static bool push(struct stack *s, struct field f)
{
    if (!mz_grow(&s->item, &s->cap, s->count, sizeof *s->item))
        return false;
    s->item[s->count++] = f;
    return true;
}

/* Splits f with one wall that has one gap, reports it, and sets the two
 * parts: `a` above or left of the wall, `b` below or right of it. */
static void split(struct maze *m, const struct field *f, struct mz_bits *bits,
                  const struct maze_hook *hook, int *regions, struct field *a,
                  struct field *b)
{
    struct maze_rng *rng = bits->rng;
    bool horizontal = f->h > f->w || (f->h == f->w && mz_pick(bits, 2));
    *a = *f;
    *b = *f;
    size_t gap_a = 0;
    size_t gap_b = 0;
    uint32_t at = 0;
    if (horizontal) {
        at = f->y + (uint32_t)maze_rng_below(rng, f->h - 1);
        uint32_t gap = f->x + (uint32_t)maze_rng_below(rng, f->w);
        a->h = at - f->y + 1;
        b->y = at + 1;
        b->h = f->h - a->h;
        gap_a = maze_cell_at(m, gap, at);
        gap_b = gap_a + m->width;
    } else {
        at = f->x + (uint32_t)maze_rng_below(rng, f->w - 1);
        uint32_t gap = f->y + (uint32_t)maze_rng_below(rng, f->h);
        a->w = at - f->x + 1;
        b->x = at + 1;
        b->w = f->w - a->w;
        gap_a = maze_cell_at(m, at, gap);
        gap_b = gap_a + 1;
    }
    /* The larger part keeps the field's region; the smaller one (b on a
     * tie) takes a new one, so shading stays stable as fields shrink. */
    struct field *smaller =
        (uint64_t)a->w * a->h < (uint64_t)b->w * b->h ? a : b;
    smaller->region = (*regions)++;
    if (hook) {
        struct maze_event ev = {.kind = MAZE_EV_SPLIT,
                                .a = gap_a,
                                .b = gap_b,
                                .x = f->x,
                                .y = f->y,
                                .w = f->w,
                                .h = f->h,
                                .at = at,
                                .horizontal = horizontal,
                                .region = f->region,
                                .new_region = smaller->region};
        hook->fn(&ev, hook->user);
    }
    int d = horizontal ? MAZE_SOUTH : MAZE_EAST;
    uint32_t length = horizontal ? f->w : f->h;
    size_t c =
        horizontal ? maze_cell_at(m, f->x, at) : maze_cell_at(m, at, f->y);
    size_t step = horizontal ? 1 : m->width;
    for (uint32_t i = 0; i < length; i++, c += step) {
        if (c == gap_a)
            continue;
        mz_build(m, c, d);
        mz_emit(hook, MAZE_EV_WALL, c, c + (horizontal ? m->width : 1));
    }
}

MZ_GENERATOR(mz_gen_division)
{
    (void)opts; /* no options */
    struct mz_bits bits = {.rng = rng};
    struct stack s = {0};
    int regions = 1;
    mz_open_floor(m);
    mz_emit(hook, MAZE_EV_CLEAR, MAZE_NONE, MAZE_NONE);
    if (!push(&s, (struct field){0, 0, m->width, m->height, 0}))
        return MAZE_ERR_NOMEM;
    while (s.count) {
        struct field f = s.item[--s.count];
        if (f.w < 2 || f.h < 2)
            continue;
        struct field a;
        struct field b;
        split(m, &f, &bits, hook, &regions, &a, &b);
        /* b first, so a (top or left) is split next: the maze fills in
         * reading order, which is easier to follow in an animation. */
        if (!push(&s, b) || !push(&s, a)) {
            free(s.item);
            maze_clear(m);
            return MAZE_ERR_NOMEM;
        }
    }
    free(s.item);
    return MAZE_OK;
}
