/*
 * symmetry.c - symmetric mazes: the passages mirrored across an axis (x,
 * y, both) or turned half round the centre (rot), the maze still perfect.
 *
 * The generator makes one piece, a rectangle the symmetry's images do not
 * overlap: the left half (x), the top half (y), the top-left quarter (xy),
 * the left or top half or, when both sides are odd, the rows above the
 * middle one (rot). Each passage of the piece is carved with its images.
 * What is left are the cells the symmetry keeps in place, and the joins.
 *
 * Why this is the only way a tree can be symmetric: a symmetry of a tree
 * keeps the cells it fixes joined (the route between two fixed cells is
 * unique, so the symmetry keeps it, cell by cell), and it keeps the
 * tree's centre, a cell or a passage. So
 *   - x on an odd width fixes the middle column: it is one straight
 *     corridor. On an even width nothing is fixed but the passages across
 *     the axis: one of them, at a row drawn at random, joins the halves
 *     (two would close a loop through both halves).
 *   - y is x turned a quarter: the middle row, or one passage across.
 *   - xy fixes both middle lines where the sides are odd (straight
 *     corridors); each quarter is joined to them by one passage drawn at
 *     random, with its three images. Two even sides have no cell or
 *     passage that both mirrors keep: refused.
 *   - rot fixes the centre cell (both sides odd) or flips the passage at
 *     the centre (one side odd), which then joins the halves. Two even
 *     sides have neither: refused. With both sides odd, each cell of the
 *     middle row left of the centre opens north or east (a coin), those
 *     right of it the images, and the centre opens north and south: every
 *     cell of the row then leads to the piece above or its image below.
 * Every join is its own image or comes with its images, so the maze is
 * symmetric; it has cells - 1 passages and reaches every cell, so it is
 * perfect. On an even width the x mazes are every symmetric maze there
 * is (each is a tree on the half and one passage across), each as likely
 * as the generator makes its half: with wilson, uniform.
 *
 * Cost: the generator's on a quarter or half of the grid, plus the piece
 * (a grid of its own, a byte a cell) and one pass to copy it.
 */
#include <string.h>

#include "gen.h"

static const char *const names[] = {"none", "x", "y", "xy", "rot"};

bool maze_symmetry_find(const char *name, enum maze_symmetry *out)
{
    for (int i = 0; i <= MAZE_SYMMETRY_ROT; i++)
        if (maze_name_distance(name, names[i], NULL) == 0) {
            *out = (enum maze_symmetry)i;
            return true;
        }
    return false;
}

const char *maze_symmetry_name(enum maze_symmetry s)
{
    return (unsigned)s <= MAZE_SYMMETRY_ROT ? names[s] : "none";
}

/* The maps of the symmetry's group, as whether each flips x and y: the
 * identity first. */
struct group {
    int n;
    bool flip_x[4], flip_y[4];
};

static struct group group_of(enum maze_symmetry s)
{
    struct group g = {1, {false}, {false}};
    if (s == MAZE_SYMMETRY_X || s == MAZE_SYMMETRY_XY)
        g.flip_x[g.n++] = true;
    if (s == MAZE_SYMMETRY_Y || s == MAZE_SYMMETRY_XY) {
        g.flip_y[g.n++] = true;
    }
    if (s == MAZE_SYMMETRY_ROT || s == MAZE_SYMMETRY_XY) {
        g.flip_x[g.n] = true;
        g.flip_y[g.n++] = true;
    }
    return g;
}

static size_t image(const struct maze *m, const struct group *g, int k,
                    uint32_t x, uint32_t y)
{
    return maze_cell_at(m, g->flip_x[k] ? m->width - 1 - x : x,
                        g->flip_y[k] ? m->height - 1 - y : y);
}

size_t maze_symmetry_image(const struct maze *m, enum maze_symmetry s,
                           size_t c)
{
    struct group g = group_of(s);
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    return image(m, &g, g.n - 1, x, y);
}

/* The symmetric maze being made, and the hook the piece's events go to. */
struct making {
    struct maze *m;
    struct group g;
    const struct maze_hook *hook;
    uint32_t piece_width; /* the piece's cells are numbered by its rows */
};

/* Opens the passage (ax, ay)-(bx, by) of m and its images, telling the
 * hook of each. */
static void carve(struct making *k, uint32_t ax, uint32_t ay, uint32_t bx,
                  uint32_t by)
{
    for (int i = 0; i < k->g.n; i++) {
        size_t a = image(k->m, &k->g, i, ax, ay);
        size_t b = image(k->m, &k->g, i, bx, by);
        if (maze_linked(k->m, a, b))
            continue; /* its own image */
        maze_link(k->m, a, b);
        mz_emit(k->hook, MAZE_EV_CARVE, a, b);
    }
}

/* The piece's events, of the cell or passage and its images: the
 * generator is watched making every copy at once. Its carves come back
 * as carve() makes them; progress is the whole maze's (maze_make). */
static void relay(const struct maze_event *ev, void *user)
{
    struct making *k = user;
    uint32_t w = k->piece_width;
    if (ev->kind == MAZE_EV_PROGRESS)
        return;
    if (ev->kind == MAZE_EV_CARVE) {
        carve(k, (uint32_t)(ev->a % w), (uint32_t)(ev->a / w),
              (uint32_t)(ev->b % w), (uint32_t)(ev->b / w));
        return;
    }
    for (int i = 0; i < k->g.n; i++) {
        struct maze_event out = *ev;
        out.a = image(k->m, &k->g, i, (uint32_t)(ev->a % w),
                      (uint32_t)(ev->a / w));
        if (ev->b != MAZE_NONE)
            out.b = image(k->m, &k->g, i, (uint32_t)(ev->b % w),
                          (uint32_t)(ev->b / w));
        k->hook->fn(&out, k->hook->user);
    }
}

/* Whether the generator tells its work as carves alone: division puts
 * walls up in fields, which have no images here, so its piece is made
 * unwatched and told as carves afterwards. */
static bool tells_carves(const struct maze_generator *gen)
{
    return gen->generate != mz_gen_division;
}

/* Makes the piece, pw x ph at the top left, with gen, and carves it with
 * its images. */
static enum maze_err piece(struct making *k, const struct maze_generator *gen,
                           struct maze_rng *rng,
                           const struct maze_gen_opts *opts, uint32_t pw,
                           uint32_t ph)
{
    if (pw == 0 || ph == 0)
        return MAZE_OK;
    struct maze *p = NULL;
    enum maze_err e = maze_new(pw, ph, &p);
    if (e)
        return e;
    struct maze_gen_opts one = *opts;
    one.symmetry = MAZE_SYMMETRY_NONE;
    k->piece_width = pw;
    struct maze_hook watch = {relay, k};
    bool watched = k->hook && tells_carves(gen);
    /* The generator itself, not maze_generate, which calls this file:
     * maze_generate has judged gen and the settings for the whole maze,
     * and the piece is a new grid, clear and without OFF cells. */
    e = gen->generate(p, rng, &one, watched ? &watch : NULL);
    for (uint32_t y = 0; !e && !watched && y < ph; y++)
        for (uint32_t x = 0; x < pw; x++) {
            uint8_t bits = p->cell[maze_cell_at(p, x, y)];
            if (bits & MAZE_CELL_EAST)
                carve(k, x, y, x + 1, y);
            if (bits & MAZE_CELL_SOUTH)
                carve(k, x, y, x, y + 1);
        }
    maze_free(p);
    return e;
}

/* The straight corridor down column x (across row y: across). */
static void corridor(struct making *k, uint32_t at, bool across)
{
    uint32_t n = across ? k->m->width : k->m->height;
    for (uint32_t i = 0; i + 1 < n; i++) {
        if (across)
            carve(k, i, at, i + 1, at);
        else
            carve(k, at, i, at, i + 1);
    }
}

/* The piece a symmetric maze is made from and how the copies join: its
 * maker, the rng, the options and the grid's middle (cx, cy: the middle
 * column or row when odd, else the one after). */
struct halves {
    struct making *k;
    const struct maze_generator *gen;
    struct maze_rng *rng;
    const struct maze_gen_opts *opts;
    uint32_t w, h, cx, cy;
    bool odd_x, odd_y;
};

/* Mirrored left to right: the left half, a middle corridor (odd width),
 * one passage across the middle. */
static enum maze_err mirror_x(const struct halves *a)
{
    enum maze_err e = piece(a->k, a->gen, a->rng, a->opts, a->cx, a->h);
    if (e)
        return e;
    if (a->odd_x)
        corridor(a->k, a->cx, false);
    if (a->cx > 0) {
        uint32_t y = (uint32_t)maze_rng_below(a->rng, a->h);
        carve(a->k, a->cx - 1, y, a->cx, y);
    }
    return MAZE_OK;
}

/* Mirrored top to bottom: the top half, as mirror_x() on its side. */
static enum maze_err mirror_y(const struct halves *a)
{
    enum maze_err e = piece(a->k, a->gen, a->rng, a->opts, a->w, a->cy);
    if (e)
        return e;
    if (a->odd_y)
        corridor(a->k, a->cy, true);
    if (a->cy > 0) {
        uint32_t x = (uint32_t)maze_rng_below(a->rng, a->w);
        carve(a->k, x, a->cy - 1, x, a->cy);
    }
    return MAZE_OK;
}

/* Mirrored both ways: the top left quarter, the middle corridors, and one
 * passage from the quarter to a middle line: down to the middle row (odd
 * height) at one of cx columns, or across to the middle column (odd
 * width) at one of cy rows. */
static enum maze_err mirror_xy(const struct halves *a)
{
    enum maze_err e = piece(a->k, a->gen, a->rng, a->opts, a->cx, a->cy);
    if (e)
        return e;
    if (a->odd_x)
        corridor(a->k, a->cx, false);
    if (a->odd_y)
        corridor(a->k, a->cy, true);
    if (a->cx == 0 || a->cy == 0)
        return MAZE_OK;
    uint32_t down = a->odd_y ? a->cx : 0;
    uint32_t across = a->odd_x ? a->cy : 0;
    uint32_t j = (uint32_t)maze_rng_below(a->rng, down + across);
    if (j < down)
        carve(a->k, j, a->cy - 1, j, a->cy);
    else
        carve(a->k, a->cx - 1, j - down, a->cx, j - down);
    return MAZE_OK;
}

/* Turned half a turn: the left half (odd height) or the top half (odd
 * width) and the centre's passage; with both odd, the top half and the
 * middle row's left part joined to it cell by cell. */
static enum maze_err rotated(const struct halves *a)
{
    enum maze_err e = MAZE_OK;
    uint32_t cx = a->cx, cy = a->cy;
    if (!a->odd_x) {
        e = piece(a->k, a->gen, a->rng, a->opts, cx, a->h);
        if (!e)
            carve(a->k, cx - 1, cy, cx, cy);
    } else if (!a->odd_y) {
        e = piece(a->k, a->gen, a->rng, a->opts, a->w, cy);
        if (!e)
            carve(a->k, cx, cy - 1, cx, cy);
    } else {
        e = piece(a->k, a->gen, a->rng, a->opts, a->w, cy);
        for (uint32_t x = 0; !e && x < cx; x++) {
            bool north = cy > 0 && maze_rng_below(a->rng, 2);
            if (north)
                carve(a->k, x, cy - 1, x, cy);
            else
                carve(a->k, x, cy, x + 1, cy);
        }
        if (!e && cy > 0)
            carve(a->k, cx, cy - 1, cx, cy);
    }
    return e;
}

enum maze_err mz_symmetric(struct maze *m, const struct maze_generator *gen,
                           struct maze_rng *rng,
                           const struct maze_gen_opts *opts,
                           const struct maze_hook *hook)
{
    enum maze_symmetry s = opts->symmetry;
    uint32_t w = m->width;
    uint32_t h = m->height;
    /* Whether gen makes mirrored mazes, maze_generate has judged. */
    if (m->shape != MAZE_SHAPE_RECT || m->floors > 1 || mz_has_off(m) ||
        !mz_symmetry_fits(s, w, h))
        return MAZE_ERR_ARG;
    maze_clear(m);
    struct making k = {m, group_of(s), hook, 0};
    const struct halves a = {&k, gen, rng, opts, w, h, w / 2, h / 2,
                             w % 2, h % 2};
    enum maze_err e = MAZE_OK;
    if (hook)
        mz_emit(hook, MAZE_EV_VISIT, maze_cell_at(m, 0, 0), MAZE_NONE);
    switch (s) {
    case MAZE_SYMMETRY_X:
        e = mirror_x(&a);
        break;
    case MAZE_SYMMETRY_Y:
        e = mirror_y(&a);
        break;
    case MAZE_SYMMETRY_XY:
        e = mirror_xy(&a);
        break;
    case MAZE_SYMMETRY_ROT:
        e = rotated(&a);
        break;
    case MAZE_SYMMETRY_NONE:
        break;
    }
    if (e)
        maze_clear(m);
    return e;
}
