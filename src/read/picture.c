/*
 * picture.c - mazes read from pictures (PNG, decoded by pngio.c).
 *
 * Two kinds of picture are read. A picture whose dark pixels all lie on
 * wall lines at a regular pitch (the pictures `maze generate` writes, at
 * any --cell, --wall, --margin and colours) is a grid: a cell per square
 * between the lines, a passage wherever a wall segment is missing, the
 * ends at the gaps in the outer wall. Any other picture of light and dark
 * pixels is a pixel maze: light pixels are open, dark ones wall, drawn
 * at a scale k (each unit a k x k square: k is the largest number that
 * divides every run of equal pixels across and down). Its units become a
 * sheet maze, walls OFF, a passage between open units that share a side,
 * so every solver works on it unchanged; its ends are the openings in the
 * border (the one in the top row and the one in the bottom row, else
 * exactly two anywhere) or pixels the caller names. Finding the lines and
 * the scale is drawing.c's.
 *
 * The PNG is decoded a row at a time (an interlaced one whole, up to a
 * limit) into 8-bit RGBA, and each pixel kept as one bit, light or dark:
 * a 6001 x 6001 picture takes 4.5 MB of bits, then the maze's byte a unit.
 * The file's bytes are kept, with its colours, to paint the route back
 * onto it (render/paint.c).
 */
#include <stdlib.h>
#include <string.h>

#include "drawing.h"
#include "openings.h"

bool maze_picture_sniff(const void *bytes, size_t len)
{
    return mz_png_sniff(bytes, len);
}

/* ------------------------------------------------------ light and dark */

/* Light: brighter than half way once laid over white (a transparent pixel
 * shows the page under it). Mid: neither clearly light nor clearly dark. */
static unsigned luma(const unsigned char *p)
{
    unsigned a = p[3];
    unsigned r = (p[0] * a + 255 * (255 - a)) / 255;
    unsigned g = (p[1] * a + 255 * (255 - a)) / 255;
    unsigned b = (p[2] * a + 255 * (255 - a)) / 255;
    return (77 * r + 150 * g + 29 * b) >> 8;
}

static void note_colour(struct maze_picture *pic, uint32_t v)
{
    if (pic->many_colours)
        return;
    for (unsigned i = 0; i < pic->colours; i++)
        if (pic->colour[i] == v)
            return;
    if (pic->colours == 256) {
        pic->many_colours = true;
        return;
    }
    pic->colour[pic->colours++] = v;
}

/* The colours the tool drew a rectangle's walls, background and routes
 * in, from its "maze" chunk (" wall RRGGBB bg RRGGBB route RRGGBB ...",
 * written when they are not the defaults; a solve that draws its route
 * in another colour adds it). */
struct ink {
    bool known;
    unsigned wall[3], bg[3];
    unsigned route[4][3];
    unsigned routes;
};

static void ink_split(unsigned rgb, unsigned *out)
{
    for (int i = 0; i < 3; i++)
        out[i] = rgb >> (16 - 8 * i) & 255;
}

static struct ink ink_of(const char *about)
{
    struct ink k = {0};
    const char *at = strstr(about, " wall ");
    unsigned wall = 0, bg = 0, route = 0;
    int used = 0;
    if (!at ||
        sscanf(at, " wall %6x bg %6x route %6x%n", &wall, &bg, &route, &used) !=
            3 ||
        wall == bg)
        return k;
    k.known = true;
    ink_split(wall, k.wall);
    ink_split(bg, k.bg);
    ink_split(route, k.route[k.routes++]);
    at += used;
    while (k.routes < 4 && sscanf(at, " %6x%n", &route, &used) == 1) {
        ink_split(route, k.route[k.routes++]);
        at += used;
    }
    return k;
}

/* The squared distance from colour p to the blends of a and b (the
 * segment between them), and in *t how far along from a it is nearest
 * (0 to 1). */
static double blend_distance2(const unsigned *p, const unsigned *a,
                              const unsigned *b, double *t)
{
    double dot = 0, len = 0;
    for (int i = 0; i < 3; i++) {
        double ab = (double)b[i] - a[i];
        dot += ((double)p[i] - a[i]) * ab;
        len += ab * ab;
    }
    double at = len > 0 ? dot / len : 0;
    at = at < 0 ? 0 : at > 1 ? 1 : at;
    double d = 0;
    for (int i = 0; i < 3; i++) {
        double near = a[i] + at * ((double)b[i] - a[i]);
        d += ((double)p[i] - near) * ((double)p[i] - near);
    }
    *t = at;
    return d;
}

/* With the colours known: a pixel (laid over white) is wall when it is a
 * blend of background and wall nearer the wall (an antialiased edge goes
 * to the nearer side), and nearer such blends than the blends of
 * background and route (the route's own antialiased edges): the route is
 * open whatever its darkness. */
static bool ink_dark(const struct ink *k, const unsigned char *p)
{
    unsigned a = p[3];
    unsigned rgb[3];
    for (int i = 0; i < 3; i++)
        rgb[i] = (p[i] * a + 255 * (255 - a)) / 255;
    double along = 0, route_along = 0;
    double wall = blend_distance2(rgb, k->bg, k->wall, &along);
    bool dark = along > 0.5;
    for (unsigned i = 0; dark && i < k->routes; i++)
        dark = wall < blend_distance2(rgb, k->bg, k->route[i], &route_along);
    return dark;
}

#define MAX3(a, b, c)                                                          \
    ((a) > (b) ? ((a) > (c) ? (a) : (c)) : ((b) > (c) ? (b) : (c)))
#define MIN3(a, b, c)                                                          \
    ((a) < (b) ? ((a) < (c) ? (a) : (c)) : ((b) < (c) ? (b) : (c)))

/* The first pass: every pixel light or dark, the colours, and how many
 * are of neither kind. */
static enum maze_err classify(struct mz_png_reader *d, struct maze_picture *pic,
                              struct mz_bitmap *b, struct mz_bitmap *grey,
                              uint64_t *mid, const struct maze_hook *progress,
                              struct maze_read_error *err)
{
    const struct ink ink = ink_of(pic->about);
    uint32_t width = 0;
    uint32_t height = 0;
    mz_png_size(d, &width, &height);
    b->width = grey->width = width;
    b->height = grey->height = height;
    b->stride = grey->stride = ((size_t)width + 63) / 64;
    b->word = calloc(b->stride * height, sizeof *b->word);
    grey->word = calloc(b->stride * height, sizeof *b->word);
    if (!b->word || !grey->word)
        return MAZE_ERR_NOMEM;
    /* The last two colours seen and what they are: a maze has few
     * colours, mostly alternating. */
    uint32_t seen[2] = {0, 0};
    uint64_t light[2] = {0, 0};
    unsigned middling[2] = {0, 0};
    unsigned known = 0; /* how many of seen[] are colours seen */
    *mid = 0;
    struct mz_progress told;
    mz_progress_start(&told, progress, height);
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *row = NULL;
        enum maze_err e = mz_png_row(d, &row, err);
        if (e)
            return e;
        mz_progress_add(&told, 1);
        uint64_t *w = b->word + (size_t)y * b->stride;
        uint64_t *g = grey->word + (size_t)y * b->stride;
        for (uint32_t x = 0; x < width; x++) {
            const unsigned char *p = row + 4 * (size_t)x;
            uint32_t v = mz_png_rgba(p);
            if (known == 0 || v != seen[0]) {
                if (known == 2 && v == seen[1]) {
                    seen[1] = seen[0];
                    seen[0] = v;
                    uint64_t l = light[1];
                    light[1] = light[0];
                    light[0] = l;
                    unsigned m = middling[1];
                    middling[1] = middling[0];
                    middling[0] = m;
                } else {
                    note_colour(pic, v);
                    pic->alpha |= p[3] != 255;
                    unsigned l = luma(p);
                    seen[1] = seen[0];
                    light[1] = light[0];
                    middling[1] = middling[0];
                    seen[0] = v;
                    /* Bit 1: light but for dark greys (a dark colour,
                     * like the route a picture may already show, is
                     * light there). */
                    unsigned spread = (unsigned)(MAX3(p[0], p[1], p[2]) -
                                                 MIN3(p[0], p[1], p[2]));
                    light[0] = (l >= 128) | (uint64_t)(l >= 128 || spread >= 96)
                                                << 1;
                    if (ink.known)
                        light[0] = ink_dark(&ink, p) ? 0 : 3;
                    middling[0] = l >= 48 && l < 208;
                    known += known < 2;
                }
            }
            *mid += middling[0];
            w[x / 64] |= (light[0] & 1) << (x % 64);
            g[x / 64] |= (light[0] >> 1) << (x % 64);
        }
    }
    return MAZE_OK;
}

/* ------------------------------------------------------------ openings */

/* The border units in order round it, clockwise from the top-left. */
static void border_unit(uint32_t w, uint32_t h, uint64_t i, uint32_t *x,
                        uint32_t *y)
{
    if (h == 1) {
        *x = (uint32_t)i;
        *y = 0;
        return;
    }
    if (w == 1) {
        *x = 0;
        *y = (uint32_t)i;
        return;
    }
    if (i < w) {
        *x = (uint32_t)i;
        *y = 0;
    } else if ((i -= w) < h - 1) {
        *x = w - 1;
        *y = (uint32_t)i + 1;
    } else if ((i -= h - 1) < w - 1) {
        *x = w - 2 - (uint32_t)i;
        *y = h - 1;
    } else {
        i -= w - 1;
        *x = 0;
        *y = h - 2 - (uint32_t)i;
    }
}

static uint64_t border_length(uint32_t w, uint32_t h)
{
    if (w == 1 || h == 1)
        return (uint64_t)w * h;
    return 2 * (uint64_t)w + 2 * (uint64_t)h - 4;
}

/* The runs of open units round the border of a pixel maze. */
static enum maze_err pixel_openings(const struct maze *m, uint32_t k,
                                    uint32_t ox, uint32_t oy,
                                    struct mz_openings *s, bool *all_round)
{
    uint32_t w = m->width, h = m->height;
    uint64_t n = border_length(w, h);
    bool ring = w > 1 && h > 1;
    *all_round = false;
    /* Start after a wall unit, so that no run is cut in two. */
    uint64_t first = 0;
    bool found = false;
    for (uint64_t i = 0; i < n && !found; i++) {
        uint32_t x = 0, y = 0;
        border_unit(w, h, i, &x, &y);
        if (m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF) {
            first = i;
            found = true;
        }
    }
    if (!found) {
        *all_round = true;
        return MAZE_OK;
    }
    if (!ring)
        first = 0;
    uint64_t run = 0;
    for (uint64_t j = 0; j <= n; j++) {
        uint64_t i = (first + j) % n;
        uint32_t x = 0, y = 0;
        border_unit(w, h, i, &x, &y);
        bool open = j < n && !(m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF);
        if (open) {
            run++;
            continue;
        }
        if (run == 0)
            continue;
        /* The run is the units before this one. */
        struct mz_opening o = {0};
        uint64_t mid = (i + n - run + run / 2) % n;
        border_unit(w, h, mid, &o.x, &o.y);
        o.px = ox + o.x * k;
        o.py = oy + o.y * k;
        for (uint64_t r = 1; r <= run; r++) {
            uint32_t ux = 0, uy = 0;
            border_unit(w, h, (i + n - r) % n, &ux, &uy);
            o.top |= uy == 0;
            o.bottom |= uy == h - 1;
        }
        if (!mz_openings_add(s, o))
            return MAZE_ERR_NOMEM;
        run = 0;
    }
    return MAZE_OK;
}

/* ------------------------------------------------------------- reading */

/* The maze of a pixel maze drawn at scale k: a sheet, a cell a unit, OFF
 * where the unit is dark, a passage between light units that share a
 * side. */
static enum maze_err pixel_maze(const struct mz_bitmap *b, uint32_t k,
                                struct maze **out)
{
    struct maze *m = NULL;
    enum maze_err e = maze_new(b->width / k, b->height / k, &m);
    if (e)
        return e;
    uint32_t w = m->width;
    for (uint32_t y = 0; y < m->height; y++) {
        uint8_t *cell = m->cell + (size_t)y * w;
        for (uint32_t x = 0; x < w; x++) {
            bool open = mz_bitmap_light(b, x * k, y * k);
            bool east = x + 1 < w && mz_bitmap_light(b, (x + 1) * k, y * k);
            bool south =
                y + 1 < m->height && mz_bitmap_light(b, x * k, (y + 1) * k);
            cell[x] = !open ? MAZE_CELL_OFF
                             : (uint8_t)((east ? MAZE_CELL_EAST : 0) |
                                         (south ? MAZE_CELL_SOUTH : 0));
        }
    }
    m->sheet = true;
    *out = m;
    return MAZE_OK;
}

/* A picture's pixels and the grid of wall lines found on them. */
struct grid_seen {
    const struct mz_bitmap *b;
    const struct mz_wall_lines *g;
};

/* Whether the outer wall's segment i along side is open (an mz_gap_fn),
 * and the pixel at the middle of its gap. */
static bool grid_gap(const void *seen, int side, uint32_t i, uint32_t *px,
                     uint32_t *py)
{
    const struct mz_bitmap *b = ((const struct grid_seen *)seen)->b;
    const struct mz_wall_lines *g = ((const struct grid_seen *)seen)->g;
    uint32_t c = g->pitch, t = g->wall;
    bool mixed = false;
    bool across = side == MAZE_NORTH || side == MAZE_SOUTH;
    int64_t sx = 0, sy = 0; /* the segment's first pixel */
    bool wall = false;
    if (across) {
        sx = g->x0 + (int64_t)i * c + t;
        sy = g->y0 + (side == MAZE_NORTH ? 0 : (int64_t)g->h * c);
        wall = mz_wall_segment(b, sx, sx + c - t, sy, sy + t, &mixed);
    } else {
        sx = g->x0 + (side == MAZE_WEST ? 0 : (int64_t)g->w * c);
        sy = g->y0 + (int64_t)i * c + t;
        wall = mz_wall_segment(b, sx, sx + t, sy, sy + c - t, &mixed);
    }
    if (wall)
        return false;
    *px = mz_pixel_clamp(sx + (across ? (c - t) / 2 : 0), b->width - 1);
    *py = mz_pixel_clamp(sy + (across ? 0 : (c - t) / 2), b->height - 1);
    return true;
}

static enum maze_err grid_maze(const struct mz_bitmap *b,
                               const struct mz_wall_lines *g, struct maze **out,
                               struct mz_openings *doors)
{
    struct maze *m = NULL;
    enum maze_err e = maze_new(g->w, g->h, &m);
    if (e)
        return e;
    uint32_t c = g->pitch, t = g->wall;
    bool mixed = false;
    for (uint32_t y = 0; y < g->h; y++)
        for (uint32_t x = 0; x < g->w; x++) {
            uint8_t *cell = m->cell + maze_cell_at(m, x, y);
            int64_t cx = g->x0 + (int64_t)x * c, cy = g->y0 + (int64_t)y * c;
            if (x + 1 < g->w &&
                !mz_wall_segment(b, cx + c, cx + c + t, cy + t, cy + c, &mixed))
                *cell |= MAZE_CELL_EAST;
            if (y + 1 < g->h &&
                !mz_wall_segment(b, cx + t, cx + c, cy + c, cy + c + t, &mixed))
                *cell |= MAZE_CELL_SOUTH;
        }
    /* The gaps in the outer wall. */
    const struct grid_seen seen = {b, g};
    if (!mz_openings_of_grid(doors, g->w, g->h, grid_gap, &seen))
        e = MAZE_ERR_NOMEM;
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

/* The cell under pixel (x, y), or a message saying why there is none
 * (an mz_cell_under_fn). */
static enum maze_err pixel_cell(const void *picture, const struct maze *m,
                                const char *what, uint32_t x, uint32_t y,
                                size_t *cell, struct maze_read_error *err)
{
    const struct maze_picture *pic = picture;
    const struct maze_picture_info *in = &pic->info;
    uint32_t cx = 0, cy = 0;
    if (in->grid) {
        int64_t c = in->pitch, rx = (int64_t)x - in->x0,
                ry = (int64_t)y - in->y0;
        bool inside = rx >= 0 && ry >= 0 && rx < (int64_t)m->width * c &&
                      ry < (int64_t)m->height * c && rx % c >= in->wall &&
                      ry % c >= in->wall;
        if (!inside) {
            mz_read_fail(err, 0, 0,
                         "%s %u,%u is not inside a cell of the maze (pick a "
                         "pixel between the walls)",
                         what, x, y);
            return MAZE_ERR_ARG;
        }
        cx = (uint32_t)(rx / c);
        cy = (uint32_t)(ry / c);
    } else {
        int64_t rx = (int64_t)x - in->x0, ry = (int64_t)y - in->y0;
        if (rx < 0 || ry < 0 || rx >= (int64_t)m->width * in->scale ||
            ry >= (int64_t)m->height * in->scale) {
            mz_read_fail(err, 0, 0,
                         "%s %u,%u is in the margin round the maze (pick a "
                         "pixel inside it)",
                         what, x, y);
            return MAZE_ERR_ARG;
        }
        cx = (uint32_t)(rx / in->scale);
        cy = (uint32_t)(ry / in->scale);
    }
    *cell = maze_cell_at(m, cx, cy);
    if (m->cell[*cell] & MAZE_CELL_OFF) {
        mz_read_fail(err, 0, 0, "%s %u,%u is on a wall (pick a light pixel)",
                     what, x, y);
        return MAZE_ERR_ARG;
    }
    return MAZE_OK;
}

/* The tool's pictures of mazes that a picture cannot give back (their
 * "maze" chunk says what they are): crossings, floors side by side and
 * cells of other shapes are no grid of square cells, and read as a
 * pixel maze they would have false openings. */
static enum maze_err refuse_unreadable(const char *about,
                                       struct maze_read_error *err)
{
    static const struct {
        const char *kind, *what;
    } unreadable[] = {
        {"weave ", "a weave maze (passages crossing under others)"},
        {"floors ", "a maze of floors"},
        {"hex ", "a hex maze"},
        {"triangle ", "a triangle maze"},
        {"polar ", "a polar maze"},
        {"upsilon ", "an upsilon maze"},
        {"cube ", "a cube maze"},
        {"sphere ", "a sphere maze"},
    };
    for (size_t i = 0; i < sizeof unreadable / sizeof *unreadable; i++)
        if (strncmp(about, unreadable[i].kind, strlen(unreadable[i].kind)) == 0)
            return mz_read_fail(err, 0, 0,
                                "picture of %s, which cannot be read back "
                                "from a picture (solve its JSON or text "
                                "form: maze generate ... -o maze.json)",
                                unreadable[i].what);
    /* A rectangle's words after its size ("rect 8x6 wrap ..."). */
    const char *words = strchr(about, ' ');
    words = words ? strchr(words + 1, ' ') : NULL;
    if (words && strncmp(words, " wrap", 5) == 0)
        return mz_read_fail(err, 0, 0,
                            "picture of a maze whose edges wrap round "
                            "(--wrap), which a picture cannot show: solve "
                            "its JSON or text form (maze generate ... -o "
                            "maze.json)");
    if (words && strstr(words, " off-cells filled"))
        return mz_read_fail(err, 0, 0,
                            "picture of a maze whose cells left out (a "
                            "mask's, --sparse's) are filled in like its "
                            "walls, which hides the walls beside them: "
                            "draw it with --off-cells blank, or solve its "
                            "JSON or text form");
    return MAZE_OK;
}

/* The ends the "maze" chunk of a rectangle gives ("rect WxH start X,Y
 * end X,Y"), as cells of m, when they are cells of m: they need not be
 * at gaps in the outer wall (--ends farthest). */
static bool about_ends(const char *about, const struct maze *m, size_t *start,
                       size_t *end)
{
    unsigned w = 0, h = 0, sx = 0, sy = 0, ex = 0, ey = 0;
    int used = 0;
    if (sscanf(about, "rect %ux%u start %u,%u end %u,%u%n", &w, &h, &sx, &sy,
               &ex, &ey, &used) != 6)
        return false;
    /* Nothing after the ends but the colours (ink_of). */
    if (about[used] && strncmp(about + used, " wall ", 6) != 0)
        return false;
    if (w != m->width || h != m->height || sx >= w || ex >= w || sy >= h ||
        ey >= h)
        return false;
    *start = maze_cell_at(m, sx, sy);
    *end = maze_cell_at(m, ex, ey);
    return !(m->cell[*start] & MAZE_CELL_OFF) &&
           !(m->cell[*end] & MAZE_CELL_OFF);
}

/* The ends: the caller's pixels, else the openings' rules. */
static enum maze_err place_ends(struct maze_picture *pic, struct maze *m,
                                const struct maze_picture_opts *opts,
                                struct mz_openings *s, bool all_round,
                                struct maze_read_error *err)
{
    enum maze_err e =
        mz_ends_at_pixels(m, opts, pic->info.width, pic->info.height, "picture",
                          pixel_cell, pic, err);
    if (e)
        return e;
    size_t about_start = 0, about_end = 0;
    if (pic->info.grid && about_ends(pic->about, m, &about_start, &about_end)) {
        /* Each end leaves through a gap of its cell when it has one (a
         * maze of one cell has two). */
        size_t used = SIZE_MAX;
        /* When both ends are one cell (a maze of one cell), the start's
         * gap is the first of north, south, west, east, as the writer
         * chose it (picture.c's nearest_side). */
        static const int order[4] = {MAZE_NORTH, MAZE_SOUTH, MAZE_WEST,
                                     MAZE_EAST};
        if (!opts->have_start) {
            m->start = about_start;
            for (int k = 0; k < 4 && m->start_door < 0; k++)
                for (size_t i = 0; i < s->count && m->start_door < 0; i++)
                    if (maze_cell_at(m, s->o[i].x, s->o[i].y) == about_start &&
                        (about_start != about_end || s->o[i].dir == order[k])) {
                        m->start_door = s->o[i].dir;
                        used = i;
                    }
        }
        if (!opts->have_end) {
            m->end = about_end;
            for (size_t i = 0; i < s->count && m->end_door < 0; i++)
                if (i != used &&
                    maze_cell_at(m, s->o[i].x, s->o[i].y) == about_end)
                    m->end_door = s->o[i].dir;
        }
        return MAZE_OK;
    }
    return mz_ends_from_openings(s, all_round,
                                 pic->info.grid ? "maze" : "picture",
                                 pic->info.grid, opts, m, err);
}

/* A picture refused as no maze: a photograph (thousands of colours, a
 * third of them neither light nor dark; a maze in a few colours is never
 * one, whatever they are), or one with no light or no dark pixel. mid is
 * the count of pixels neither light nor dark. */
static enum maze_err refuse_no_maze(const struct maze_picture *pic,
                                    const struct mz_bitmap *b, uint64_t mid,
                                    struct maze_read_error *err)
{
    uint64_t pixels = (uint64_t)b->width * b->height;
    uint64_t light = 0;
    for (size_t i = 0; i < b->stride * b->height; i++)
        light += (uint64_t)__builtin_popcountll(b->word[i]);
    if (pic->many_colours && mid * 3 > pixels)
        return mz_read_fail(err, 0, 0,
                            "not a maze: %llu%% of the pixels are neither "
                            "light nor dark (a photograph?)",
                            (unsigned long long)(mid * 100 / pixels));
    if (light == 0)
        return mz_read_fail(err, 0, 0,
                            "not a maze: every pixel is dark (none is open)");
    if (light == pixels)
        return mz_read_fail(err, 0, 0,
                            "not a maze: every pixel is light (no walls)");
    return MAZE_OK;
}

/* The grid of wall lines in b or, for a grid with a route drawn on it in a
 * dark colour, in the dark greys alone (then swapped into b, so that b is
 * the bitmap the grid was found in). */
static enum maze_err find_grid(struct mz_bitmap *b, struct mz_bitmap *grey,
                               struct mz_wall_lines *g, bool *is_grid)
{
    enum maze_err e = mz_find_grid(b, g, is_grid);
    if (!e && !*is_grid &&
        memcmp(b->word, grey->word,
               b->stride * b->height * sizeof *b->word) != 0) {
        e = mz_find_grid(grey, g, is_grid);
        if (*is_grid) {
            uint64_t *t = b->word;
            b->word = grey->word;
            grey->word = t;
        }
    }
    return e;
}

/* A picture of no grid read as pixels: a unit of scale pixels a cell or
 * a wall, inside a light margin all round when there is one. */
static enum maze_err pixel_read(struct maze_picture *pic,
                                const struct mz_bitmap *b,
                                const struct maze_picture_opts *opts,
                                double bits, struct maze **m,
                                struct mz_openings *s, bool *all_round,
                                struct maze_read_error *err)
{
    enum maze_err e = MAZE_OK;
    struct mz_bitmap inner = {0};
    const struct mz_bitmap *use = b;
    uint32_t box[4] = {0, 0, 0, 0};
    if (mz_margin_box(b, box)) {
        e = mz_bitmap_crop(b, box, &inner);
        use = &inner;
        pic->info.x0 = (int32_t)box[0];
        pic->info.y0 = (int32_t)box[1];
    }
    if (!e)
        e = mz_pixel_scale(use, &pic->info.scale);
    /* A byte a unit for the maze, beside the bits: a picture that deflated
     * well may name far more units than its bytes. */
    uint32_t k = pic->info.scale ? pic->info.scale : 1;
    if (!e)
        e = mz_picture_memory("picture", pic->info.width, pic->info.height,
                              bits + (double)(use->width / k) *
                                         (use->height / k),
                              opts->max_memory, err);
    if (!e)
        e = pixel_maze(use, pic->info.scale, m);
    if (!e)
        e = pixel_openings(*m, pic->info.scale, box[0], box[1], s,
                           all_round);
    free(inner.word);
    return e;
}

static enum maze_err read_picture(struct maze_picture *pic,
                                  const struct maze_picture_opts *opts,
                                  struct maze **out,
                                  struct maze_read_error *err)
{
    struct mz_png_reader *d = NULL;
    uint64_t max_pixels =
        opts->max_pixels ? opts->max_pixels : MAZE_PICTURE_MAX_PIXELS;
    enum maze_err e = mz_png_open(pic->png, pic->png_size, max_pixels, &d, err);
    if (e)
        return e;
    mz_png_size(d, &pic->info.width, &pic->info.height);
    snprintf(pic->about, sizeof pic->about, "%s", mz_png_about(d));
    /* Weighed before a pixel is decoded: the bits, three bits a pixel at
     * most (light or dark, dark grey, a margin's crop). The maze a unit
     * is weighed when the scale is known. */
    double bits = (double)pic->info.width * pic->info.height * 3 / 8;
    e = mz_picture_memory("picture", pic->info.width, pic->info.height, bits,
                          opts->max_memory, err);
    if (!e)
        e = refuse_unreadable(pic->about, err);
    if (e) {
        mz_png_close(d);
        return e;
    }
    struct mz_bitmap b = {0}, grey = {0};
    uint64_t mid = 0;
    e = classify(d, pic, &b, &grey, &mid, opts->progress, err);
    mz_png_close(d);
    if (!e)
        e = refuse_no_maze(pic, &b, mid, err);
    struct mz_wall_lines g;
    bool is_grid = false;
    if (!e)
        e = find_grid(&b, &grey, &g, &is_grid);
    free(grey.word);
    struct maze *m = NULL;
    struct mz_openings s = {0};
    bool all_round = false;
    unsigned about_w = 0, about_h = 0;
    if (!e && sscanf(pic->about, "rect %ux%u", &about_w, &about_h) == 2 &&
        (!is_grid || g.w != about_w || g.h != about_h))
        /* The tool drew a grid of square cells of that size: read as a
         * pixel maze, or as another grid, its route would be wrong. */
        e = mz_read_fail(err, 0, 0,
                         "picture of a %ux%u maze whose wall lines cannot be "
                         "found (the picture's edge cuts them: draw it with "
                         "a --margin over half the --wall)",
                         about_w, about_h);
    if (!e && is_grid) {
        pic->info.grid = true;
        pic->info.x0 = (int32_t)g.x0;
        pic->info.y0 = (int32_t)g.y0;
        pic->info.pitch = g.pitch;
        pic->info.wall = g.wall;
        pic->info.scale = 1;
        e = grid_maze(&b, &g, &m, &s);
    } else if (!e) {
        e = pixel_read(pic, &b, opts, bits, &m, &s, &all_round, err);
    }
    free(b.word);
    if (!e) {
        pic->info.openings = s.count;
        e = place_ends(pic, m, opts, &s, all_round, err);
    }
    free(s.o);
    if (e) {
        maze_free(m);
        return e;
    }
    pic->info.maze_width = m->width;
    pic->info.maze_height = m->height;
    *out = m;
    return MAZE_OK;
}

enum maze_err maze_picture_read(FILE *in, size_t max_bytes,
                                const struct maze_picture_opts *opts,
                                struct maze **maze,
                                struct maze_picture **picture,
                                struct maze_read_error *err)
{
    static const struct maze_picture_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    struct maze_picture *pic = calloc(1, sizeof *pic);
    if (!pic)
        return MAZE_ERR_NOMEM;
    char *data = NULL;
    enum maze_err e = mz_slurp(in, max_bytes, &data, &pic->png_size, err);
    pic->png = (unsigned char *)data;
    if (!e && !mz_png_sniff(pic->png, pic->png_size))
        e = mz_read_fail(err, 0, 0, "not a PNG file (no PNG signature)");
    struct maze *m = NULL;
    if (!e)
        e = read_picture(pic, opts, &m, err);
    if (e) {
        maze_picture_free(pic);
        return e;
    }
    *maze = m;
    if (picture)
        *picture = pic;
    else
        maze_picture_free(pic);
    return MAZE_OK;
}

void maze_picture_get(const struct maze_picture *pic,
                      struct maze_picture_info *info)
{
    *info = pic->info;
}

void maze_picture_free(struct maze_picture *pic)
{
    if (!pic)
        return;
    free(pic->png);
    free(pic);
}
