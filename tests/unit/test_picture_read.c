/*
 * test_picture_read.c - mazes read from pictures: pixel mazes the tests
 * draw themselves (at scales, in every PNG colour type, with openings on
 * every side, cut off, with several openings) solved as a plain BFS over
 * the picture's pixels solves them; the tool's own pictures read back as
 * the maze that was drawn; broken and foreign pictures refused; the route
 * painted back on exactly the route's pixels.
 */
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

/* A picture as the tests draw it: true for floor. */
struct plan {
    uint32_t w, h;
    bool *floor;
};

static struct plan plan_new(uint32_t w, uint32_t h)
{
    struct plan p = {w, h, calloc((size_t)w * h, 1)};
    cr_assert_not_null(p.floor);
    return p;
}

static bool *at(struct plan *p, uint32_t x, uint32_t y)
{
    return &p->floor[(size_t)y * p->w + x];
}

/* A perfect maze of w x h cells (braided by `braid`) drawn in the text
 * layout, one unit a square: 2w + 1 by 2h + 1 units, all walls closed. */
static struct plan drawn_maze(uint32_t w, uint32_t h, uint64_t seed,
                              double braid)
{
    struct maze *m = make_maze("backtracker", w, h, seed);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(maze_braid(m, braid, &rng, NULL), MAZE_OK);
    struct plan p = plan_new(2 * w + 1, 2 * h + 1);
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++) {
            size_t c = maze_cell_at(m, x, y);
            *at(&p, 2 * x + 1, 2 * y + 1) = true;
            *at(&p, 2 * x + 2, 2 * y + 1) = maze_open(m, c, MAZE_EAST);
            *at(&p, 2 * x + 1, 2 * y + 2) = maze_open(m, c, MAZE_SOUTH);
        }
    maze_free(m);
    return p;
}

/* Each unit drawn as a k x k square. */
static struct plan scaled(const struct plan *p, uint32_t k)
{
    struct plan q = plan_new(p->w * k, p->h * k);
    for (uint32_t y = 0; y < q.h; y++)
        for (uint32_t x = 0; x < q.w; x++)
            q.floor[(size_t)y * q.w + x] = p->floor[(size_t)(y / k) * p->w + x / k];
    return q;
}

/* How the plan is written to PNG. */
enum kind { GREY1, GREY8, GREY16, PALETTE2, RGB8, RGBA8, GREYALPHA, RGB16 };

static void write_fn(png_structp png, png_bytep data, png_size_t n)
{
    struct buffer *b = png_get_io_ptr(png);
    char *grown = realloc(b->data, b->len + n);
    cr_assert_not_null(grown);
    memcpy(grown + b->len, data, n);
    b->data = grown;
    b->len += n;
}

static void flush_fn(png_structp png)
{
    (void)png;
}

/* The plan as a PNG of that kind: floor light, walls dark, in colours
 * that differ from kind to kind (RGBA: transparent floor, which shows
 * the page under it). */
static struct buffer encode(const struct plan *p, enum kind kind,
                            bool interlaced)
{
    struct buffer b = {0};
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    cr_assert(png && info);
    cr_assert_eq(setjmp(png_jmpbuf(png)), 0);
    png_set_write_fn(png, &b, write_fn, flush_fn);
    static const int type[] = {PNG_COLOR_TYPE_GRAY,    PNG_COLOR_TYPE_GRAY,
                               PNG_COLOR_TYPE_GRAY,    PNG_COLOR_TYPE_PALETTE,
                               PNG_COLOR_TYPE_RGB,     PNG_COLOR_TYPE_RGBA,
                               PNG_COLOR_TYPE_GRAY_ALPHA, PNG_COLOR_TYPE_RGB};
    static const int depth[] = {1, 8, 16, 2, 8, 8, 8, 16};
    static const int bytes[] = {0, 1, 2, 0, 3, 4, 2, 6};
    png_set_IHDR(png, info, p->w, p->h, depth[kind], type[kind],
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (kind == PALETTE2) {
        /* Four entries, the floor at 2 and the walls at 1. */
        png_color pal[4] = {{200, 0, 0}, {20, 30, 40}, {240, 250, 200},
                            {0, 0, 255}};
        png_set_PLTE(png, info, pal, 4);
    }
    png_write_info(png, info);
    size_t stride = kind == GREY1      ? (p->w + 7) / 8
                    : kind == PALETTE2 ? (p->w + 3) / 4
                                       : (size_t)p->w * bytes[kind];
    png_bytep *rows = calloc(p->h, sizeof *rows);
    for (uint32_t y = 0; y < p->h; y++) {
        png_bytep r = rows[y] = calloc(stride, 1);
        for (uint32_t x = 0; x < p->w; x++) {
            bool f = p->floor[(size_t)y * p->w + x];
            switch (kind) {
            case GREY1:
                r[x / 8] |= (png_byte)(f << (7 - x % 8));
                break;
            case GREY8:
                r[x] = f ? 230 : 25;
                break;
            case GREY16:
                r[2 * x] = r[2 * x + 1] = f ? 250 : 3;
                break;
            case PALETTE2:
                r[x / 4] |= (png_byte)((f ? 2 : 1) << (6 - 2 * (x % 4)));
                break;
            case RGB8:
                r[3 * x] = f ? 255 : 90;
                r[3 * x + 1] = f ? 255 : 10;
                r[3 * x + 2] = f ? 220 : 10;
                break;
            case RGBA8:
                r[4 * x + 3] = f ? 0 : 255; /* the wall opaque black */
                break;
            case GREYALPHA:
                r[2 * x] = f ? 255 : 0;
                r[2 * x + 1] = f ? 128 : 255;
                break;
            case RGB16:
                for (int i = 0; i < 6; i++)
                    r[6 * x + i] = f ? 240 : 16;
                break;
            }
        }
    }
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    for (uint32_t y = 0; y < p->h; y++)
        free(rows[y]);
    free(rows);
    return b;
}

static enum maze_err read_picture(const struct buffer *b,
                                  const struct maze_picture_opts *opts,
                                  struct maze **m, struct maze_picture **pic,
                                  struct maze_read_error *err)
{
    FILE *f = fmemopen(b->data, b->len, "r");
    cr_assert_not_null(f);
    enum maze_err e = maze_picture_read(f, MAZE_READ_MAX, opts, m, pic, err);
    fclose(f);
    return e;
}

/* The plain solver: breadth-first over the picture's pixels; steps from
 * (ax, ay) to (bx, by), SIZE_MAX for none. */
static size_t pixel_bfs(const struct plan *p, uint32_t ax, uint32_t ay,
                        uint32_t bx, uint32_t by)
{
    size_t n = (size_t)p->w * p->h;
    size_t *dist = malloc(n * sizeof *dist);
    size_t *queue = malloc(n * sizeof *queue);
    for (size_t i = 0; i < n; i++)
        dist[i] = SIZE_MAX;
    size_t head = 0, tail = 0, a = (size_t)ay * p->w + ax;
    dist[a] = 0;
    queue[tail++] = a;
    while (head < tail) {
        size_t c = queue[head++];
        uint32_t x = (uint32_t)(c % p->w), y = (uint32_t)(c / p->w);
        const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};
        for (int d = 0; d < 4; d++) {
            int64_t nx = (int64_t)x + dx[d], ny = (int64_t)y + dy[d];
            if (nx < 0 || ny < 0 || nx >= p->w || ny >= p->h)
                continue;
            size_t o = (size_t)ny * p->w + (size_t)nx;
            if (p->floor[o] && dist[o] == SIZE_MAX) {
                dist[o] = dist[c] + 1;
                queue[tail++] = o;
            }
        }
    }
    size_t r = dist[(size_t)by * p->w + bx];
    free(dist);
    free(queue);
    return r;
}

/* Solves the maze read from b with every solver that promises the
 * shortest route, checks each route walks floor to floor inside the
 * maze, and returns the route length in steps (SIZE_MAX: no route). */
static size_t solve_all(struct maze *m)
{
    size_t steps = SIZE_MAX;
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze_route r = {0};
        enum maze_err e = maze_solve(m, s, NULL, NULL, &r);
        if (e == MAZE_ERR_NO_ROUTE) {
            cr_expect(steps == SIZE_MAX || strcmp(s->name, "bfs") != 0);
            continue;
        }
        if (e == MAZE_ERR_DEFEATED)
            continue;
        cr_assert_eq(e, MAZE_OK, "%s: %s", s->name, maze_strerror(e));
        cr_expect(route_valid(m, &r, m->start, m->end), "%s", s->name);
        for (size_t i = 0; i < r.length; i++)
            cr_expect_not(m->cell[r.cells[i]] & MAZE_CELL_OFF);
        bool shortest = strcmp(s->name, "bfs") == 0 ||
                        strcmp(s->name, "astar") == 0 ||
                        strcmp(s->name, "dead-end-fill") == 0;
        if (strcmp(s->name, "bfs") == 0)
            steps = r.length - 1;
        else if (shortest)
            cr_expect_eq(r.length - 1, steps, "%s", s->name);
        maze_route_release(&r);
    }
    return steps;
}

/* A drawn maze with an opening in the top row at unit column `in_x` and
 * one in the bottom row at `out_x` (odd columns). */
static struct plan with_doors(uint32_t w, uint32_t h, uint64_t seed,
                              double braid, uint32_t in_x, uint32_t out_x)
{
    struct plan p = drawn_maze(w, h, seed, braid);
    *at(&p, in_x, 0) = true;
    *at(&p, out_x, p.h - 1) = true;
    return p;
}

Test(picture_read, pixel_mazes_of_every_kind_and_scale_match_a_pixel_bfs)
{
    const enum kind kinds[] = {GREY1,    GREY8, GREY16,    PALETTE2,
                               RGB8,     RGBA8, GREYALPHA, RGB16};
    const uint32_t scales[] = {1, 2, 3, 5};
    uint64_t seed = 1;
    for (size_t ki = 0; ki < sizeof kinds / sizeof *kinds; ki++)
        for (size_t si = 0; si < 4; si++, seed++) {
            uint32_t k = scales[si];
            uint32_t w = 5 + (uint32_t)(seed % 9), h = 4 + (uint32_t)(seed % 7);
            struct plan units = with_doors(w, h, seed, seed % 2 ? 0.5 : 0,
                                           1 + 2 * (uint32_t)(seed % w),
                                           2 * w - 1);
            struct plan p = scaled(&units, k);
            struct buffer b = encode(&p, kinds[ki], seed % 5 == 0);
            struct maze *m = NULL;
            struct maze_picture *pic = NULL;
            struct maze_read_error err = {0};
            enum maze_err e = read_picture(&b, NULL, &m, &pic, &err);
            cr_assert_eq(e, MAZE_OK, "kind %zu scale %u: %s", ki, k,
                         err.message);
            struct maze_picture_info info;
            maze_picture_get(pic, &info);
            cr_expect_not(info.grid, "kind %zu scale %u", ki, k);
            cr_expect_eq(info.scale, k, "kind %zu: scale %u, found %u", ki, k,
                         info.scale);
            cr_expect_eq(info.width, p.w);
            cr_expect(m->sheet);
            uint32_t sx = 0, sy = 0, ex = 0, ey = 0;
            maze_cell_xy(m, m->start, &sx, &sy);
            maze_cell_xy(m, m->end, &ex, &ey);
            cr_expect_eq(sy, 0);
            cr_expect_eq(ey, units.h - 1);
            size_t steps = solve_all(m);
            /* The plain BFS over the drawing's units (at scale 1 its
             * pixels): a path between the pixels of the picture would be
             * shorter, as it can hug a wall's end closer than a unit. */
            size_t plain = pixel_bfs(&units, sx, sy, ex, ey);
            cr_expect_eq(steps, plain, "kind %zu scale %u: %zu vs %zu", ki, k,
                         steps, plain);
            maze_picture_free(pic);
            maze_free(m);
            free(b.data);
            free(p.floor);
            free(units.floor);
        }
}

/* Openings on each side: two anywhere are the ends, the first in reading
 * order the start. */
Test(picture_read, two_openings_on_any_sides_are_the_ends)
{
    struct { uint32_t ax, ay, bx, by; } cases[] = {
        {0, 1, 20, 9},   /* west, east */
        {0, 5, 7, 10},   /* west, south */
        {3, 0, 20, 3},   /* north, east */
        {20, 1, 20, 9},  /* both east */
        {0, 3, 0, 7},    /* both west */
        {5, 10, 15, 10}, /* both south */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct plan p = drawn_maze(10, 5, 40 + i, 0.3);
        *at(&p, cases[i].ax, cases[i].ay) = true;
        *at(&p, cases[i].bx, cases[i].by) = true;
        struct buffer b = encode(&p, GREY8, false);
        struct maze *m = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(read_picture(&b, NULL, &m, NULL, &err), MAZE_OK,
                     "case %zu: %s", i, err.message);
        cr_expect_eq(m->start, maze_cell_at(m, cases[i].ax, cases[i].ay),
                     "case %zu", i);
        cr_expect_eq(m->end, maze_cell_at(m, cases[i].bx, cases[i].by),
                     "case %zu", i);
        cr_expect_eq(solve_all(m), pixel_bfs(&p, cases[i].ax, cases[i].ay,
                                             cases[i].bx, cases[i].by));
        maze_free(m);
        free(b.data);
        free(p.floor);
    }
}

Test(picture_read, several_openings_are_named_and_picked_by_pixels)
{
    struct plan units = drawn_maze(8, 6, 7, 0);
    *at(&units, 0, 3) = true;
    *at(&units, 16, 5) = true;
    *at(&units, 0, 9) = true;
    struct plan p = scaled(&units, 4);
    struct buffer b = encode(&p, RGB8, false);
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_picture(&b, NULL, &m, NULL, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "3 openings in the picture's border, at "
                                  "0,12 64,20 0,36"),
              "%s", err.message);
    cr_expect(strstr(err.message, "--start X,Y --end X,Y"), "%s", err.message);
    /* Any pixel of a unit names it. */
    struct maze_picture_opts opts = {.have_start = true,
                                     .start_x = 2,
                                     .start_y = 13,
                                     .have_end = true,
                                     .end_x = 67,
                                     .end_y = 23};
    cr_assert_eq(read_picture(&b, &opts, &m, NULL, &err), MAZE_OK, "%s",
                 err.message);
    cr_expect_eq(m->start, maze_cell_at(m, 0, 3));
    cr_expect_eq(m->end, maze_cell_at(m, 16, 5));
    cr_expect_eq(solve_all(m), pixel_bfs(&units, 0, 3, 16, 5));
    maze_free(m);
    /* Ends on a wall or outside are refused, saying so. */
    opts.start_x = 2;
    opts.start_y = 2;
    cr_expect_eq(read_picture(&b, &opts, &m, NULL, &err), MAZE_ERR_ARG);
    cr_expect_str_eq(err.message,
                     "start 2,2 is on a wall (pick a light pixel)");
    opts.start_x = 68;
    cr_expect_eq(read_picture(&b, &opts, &m, NULL, &err), MAZE_ERR_ARG);
    cr_expect(strstr(err.message, "outside the 68x52 picture"), "%s",
              err.message);
    /* Measuring needs no ends. */
    struct maze_picture_opts optional = {.ends_optional = true};
    cr_assert_eq(read_picture(&b, &optional, &m, NULL, &err), MAZE_OK);
    cr_expect_eq(m->start, MAZE_NONE);
    cr_expect_eq(m->end, MAZE_NONE);
    maze_free(m);
    free(b.data);
    free(p.floor);
    free(units.floor);
}

Test(picture_read, no_opening_and_one_opening_are_told)
{
    struct plan p = drawn_maze(6, 4, 3, 0);
    struct buffer b = encode(&p, GREY1, false);
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_expect_eq(read_picture(&b, NULL, &m, NULL, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "no opening in the picture's border"), "%s",
              err.message);
    free(b.data);
    *at(&p, 5, 0) = true;
    b = encode(&p, GREY1, false);
    cr_expect_eq(read_picture(&b, NULL, &m, NULL, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "one opening in the picture's border, at "
                                  "5,0"),
              "%s", err.message);
    free(b.data);
    free(p.floor);
}

/* A picture cut out of a larger maze: floor runs into every edge, moves
 * stay inside the picture. */
Test(picture_read, cut_off_edges_are_read_as_they_are)
{
    struct plan big = drawn_maze(20, 15, 9, 0.4);
    struct plan p = plan_new(23, 17);
    for (uint32_t y = 0; y < p.h; y++)
        for (uint32_t x = 0; x < p.w; x++)
            *at(&p, x, y) = *at(&big, x + 6, y + 5);
    struct buffer b = encode(&p, PALETTE2, false);
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    /* Find two floor pixels the plain BFS joins. */
    uint32_t ax = 0, ay = 0, bx = 0, by = 0;
    bool found = false;
    for (uint32_t y = 0; y < p.h && !found; y++)
        for (uint32_t x = 0; x < p.w && !found; x++)
            if (*at(&p, x, y)) {
                ax = x;
                ay = y;
                found = true;
            }
    size_t best = 0;
    for (uint32_t y = 0; y < p.h; y++)
        for (uint32_t x = 0; x < p.w; x++) {
            size_t d = *at(&p, x, y) ? pixel_bfs(&p, ax, ay, x, y) : SIZE_MAX;
            if (d != SIZE_MAX && d >= best) {
                best = d;
                bx = x;
                by = y;
            }
        }
    struct maze_picture_opts opts = {.have_start = true,
                                     .start_x = ax,
                                     .start_y = ay,
                                     .have_end = true,
                                     .end_x = bx,
                                     .end_y = by};
    cr_assert_eq(read_picture(&b, &opts, &m, NULL, &err), MAZE_OK, "%s",
                 err.message);
    cr_expect_eq(m->width, 23);
    cr_expect_eq(solve_all(m), best);
    maze_free(m);
    free(b.data);
    free(p.floor);
    free(big.floor);
}

/* The tool's own pictures, at several geometries and colours: the same
 * maze comes back, passage for passage, with its ends at the doors. */
Test(picture_read, the_tools_own_pictures_read_back_as_the_maze_drawn)
{
    struct {
        unsigned cell, wall;
        int margin;
        bool margin_set;
        uint32_t fg, bg;
        bool stream;
    } geo[] = {
        {0, 0, 0, false, 0, 0, false},
        {10, 1, 0, false, 0, 0, false},
        {7, 3, 0, true, 0, 0, false},
        {20, 6, 3, true, 0, 0, false},
        {12, 2, 5, true, MAZE_RGB(32, 64, 160), MAZE_RGB(255, 255, 224), false},
        {9, 4, 1, true, 0, 0, false},
        {16, 5, 2, true, 0, 0, false},
        {8, 2, 0, false, 0, 0, true},
        {6, 3, 2, true, 0, 0, true},
    };
    for (size_t i = 0; i < sizeof geo / sizeof *geo; i++) {
        struct maze *m = make_maze("kruskal", 13 + (uint32_t)i, 9, 50 + i);
        struct maze_rng rng;
        maze_rng_seed(&rng, i);
        maze_braid(m, i % 2 ? 0.5 : 0, &rng, NULL);
        struct maze_render_opts o = {.cell = geo[i].cell,
                                     .wall = geo[i].wall,
                                     .margin = geo[i].margin,
                                     .margin_set = geo[i].margin_set,
                                     .fg = geo[i].fg,
                                     .bg = geo[i].bg,
                                     .stream = geo[i].stream};
        struct buffer b = render("png", m, NULL, &o);
        struct maze *back = NULL;
        struct maze_picture *pic = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(read_picture(&b, NULL, &back, &pic, &err), MAZE_OK,
                     "geometry %zu: %s", i, err.message);
        struct maze_picture_info info;
        maze_picture_get(pic, &info);
        cr_expect(info.grid, "geometry %zu", i);
        cr_expect_eq(info.pitch, geo[i].cell ? geo[i].cell : 16,
                     "geometry %zu", i);
        cr_assert_eq(back->width, m->width, "geometry %zu", i);
        cr_assert_eq(back->height, m->height, "geometry %zu", i);
        cr_expect_eq(maze_hash(back), maze_hash(m), "geometry %zu", i);
        cr_expect_eq(back->start, m->start, "geometry %zu", i);
        cr_expect_eq(back->end, m->end, "geometry %zu", i);
        struct maze_route r1 = {0}, r2 = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r1), MAZE_OK);
        cr_assert_eq(maze_solve(back, NULL, NULL, NULL, &r2), MAZE_OK);
        cr_expect_eq(r1.length, r2.length, "geometry %zu", i);
        maze_route_release(&r1);
        maze_route_release(&r2);
        maze_picture_free(pic);
        maze_free(back);
        maze_free(m);
        free(b.data);
    }
}

/* The solved picture: the same size, every pixel as it was but the
 * route's units, which are all in the route colour. */
Test(picture_read, the_route_is_painted_on_its_units_and_nowhere_else)
{
    struct plan units = with_doors(9, 7, 11, 0.5, 3, 15);
    struct plan p = scaled(&units, 3);
    struct buffer b = encode(&p, RGB8, false);
    struct maze *m = NULL;
    struct maze_picture *pic = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_picture(&b, NULL, &m, &pic, &err), MAZE_OK, "%s",
                 err.message);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    bool *on = calloc(m->cells, 1);
    for (size_t i = 0; i < r.length; i++)
        on[r.cells[i]] = true;
    struct buffer out = {0};
    FILE *f = open_memstream(&out.data, &out.len);
    cr_assert_eq(maze_picture_write(pic, m, &r, MAZE_RGB(0, 200, 0), f),
                 MAZE_OK);
    fclose(f);
    struct image img = decode_png(&out);
    cr_assert_eq(img.width, (int)p.w);
    cr_assert_eq(img.height, (int)p.h);
    for (uint32_t y = 0; y < p.h; y++)
        for (uint32_t x = 0; x < p.w; x++) {
            uint32_t want = on[maze_cell_at(m, x / 3, y / 3)] ? 0x00C800
                            : *at(&p, x, y)                   ? 0xFFFFDC
                                                              : 0x5A0A0A;
            cr_assert_eq(img.rgb[(size_t)y * p.w + x], want,
                         "pixel %u,%u: %06x", x, y,
                         img.rgb[(size_t)y * p.w + x]);
        }
    free(img.rgb);
    free(out.data);
    free(on);
    maze_route_release(&r);
    maze_picture_free(pic);
    maze_free(m);
    free(b.data);
    free(p.floor);
    free(units.floor);
}

/* Light all round (a margin, here not a multiple of the scale): the maze
 * is what lies inside it, read at its own scale, and the route is painted
 * where its units are. */
Test(picture_read, a_light_margin_all_round_is_not_part_of_the_maze)
{
    struct plan units = with_doors(8, 5, 12, 0.4, 5, 15);
    /* A pillar in a cell, so that no grid of wall lines explains it (with
     * a margin, a maze drawn in the text layout is one). */
    for (uint32_t y = 3; y < units.h; y += 2) {
        uint32_t x = 3;
        *at(&units, x, y) = false;
        if (pixel_bfs(&units, 5, 0, 15, units.h - 1) != SIZE_MAX)
            break;
        *at(&units, x, y) = true;
    }
    struct plan inner = scaled(&units, 3);
    const uint32_t margin = 5;
    struct plan p = plan_new(inner.w + 2 * margin, inner.h + 2 * margin);
    memset(p.floor, 1, (size_t)p.w * p.h);
    for (uint32_t y = 0; y < inner.h; y++)
        for (uint32_t x = 0; x < inner.w; x++)
            *at(&p, x + margin, y + margin) = *at(&inner, x, y);
    struct buffer b = encode(&p, GREY8, false);
    struct maze *m = NULL;
    struct maze_picture *pic = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_picture(&b, NULL, &m, &pic, &err), MAZE_OK, "%s",
                 err.message);
    struct maze_picture_info info;
    maze_picture_get(pic, &info);
    cr_expect_not(info.grid);
    cr_expect_eq(info.scale, 3);
    cr_expect_eq(info.x0, (int32_t)margin);
    cr_assert_eq(m->width, units.w);
    cr_assert_eq(m->height, units.h);
    cr_expect_eq(m->start, maze_cell_at(m, 5, 0));
    cr_expect_eq(m->end, maze_cell_at(m, 15, units.h - 1));
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_expect_eq(r.length - 1, pixel_bfs(&units, 5, 0, 15, units.h - 1));
    struct buffer out = {0};
    FILE *f = open_memstream(&out.data, &out.len);
    cr_assert_eq(maze_picture_write(pic, m, &r, MAZE_RGB(0, 0, 255), f),
                 MAZE_OK);
    fclose(f);
    bool *on = calloc(m->cells, 1);
    for (size_t i = 0; i < r.length; i++)
        on[r.cells[i]] = true;
    struct image img = decode_png(&out);
    for (uint32_t y = 0; y < p.h; y++)
        for (uint32_t x = 0; x < p.w; x++) {
            bool inside = x >= margin && y >= margin && x < margin + inner.w &&
                          y < margin + inner.h;
            bool route = inside && on[maze_cell_at(m, (x - margin) / 3,
                                                   (y - margin) / 3)];
            uint32_t want = route ? 0x0000FF : *at(&p, x, y) ? 0xE6E6E6
                                                              : 0x191919;
            cr_assert_eq(img.rgb[(size_t)y * p.w + x], want, "pixel %u,%u", x,
                         y);
        }
    /* An end in the margin is refused. */
    struct maze_picture_opts opts = {.have_start = true, .start_x = 1,
                                     .start_y = 1};
    struct maze *again = NULL;
    cr_expect_eq(read_picture(&b, &opts, &again, NULL, &err), MAZE_ERR_ARG);
    cr_expect_str_eq(err.message, "start 1,1 is in the margin round the maze "
                                  "(pick a pixel inside it)");
    free(on);
    free(img.rgb);
    free(out.data);
    maze_route_release(&r);
    maze_picture_free(pic);
    maze_free(m);
    free(b.data);
    free(p.floor);
    free(inner.floor);
    free(units.floor);
}

/* On the tool's own picture the route is a band through the cells: every
 * route cell's middle is painted, no wall pixel is, and nothing off the
 * route changes. */
Test(picture_read, a_grid_gets_a_band_through_the_route_cells)
{
    struct maze *m = make_maze("backtracker", 12, 8, 4);
    struct maze_render_opts o = {.cell = 14, .wall = 2};
    struct buffer b = render("png", m, NULL, &o);
    struct image before = decode_png(&b);
    struct maze *back = NULL;
    struct maze_picture *pic = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_picture(&b, NULL, &back, &pic, &err), MAZE_OK, "%s",
                 err.message);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(back, NULL, NULL, NULL, &r), MAZE_OK);
    struct buffer out = {0};
    FILE *f = open_memstream(&out.data, &out.len);
    cr_assert_eq(maze_picture_write(pic, back, &r, 0, f), MAZE_OK);
    fclose(f);
    struct image img = decode_png(&out);
    cr_assert_eq(img.width, before.width);
    bool *on = calloc(back->cells, 1);
    for (size_t i = 0; i < r.length; i++)
        on[r.cells[i]] = true;
    size_t painted = 0;
    for (int y = 0; y < img.height; y++)
        for (int x = 0; x < img.width; x++) {
            uint32_t was = before.rgb[(size_t)y * img.width + x];
            uint32_t now = img.rgb[(size_t)y * img.width + x];
            if (was == now)
                continue;
            cr_assert_eq(now, 0xE02020, "pixel %d,%d", x, y);
            cr_assert_eq(was, 0xFFFFFF, "a wall painted at %d,%d", x, y);
            painted++;
        }
    for (uint32_t y = 0; y < back->height; y++)
        for (uint32_t x = 0; x < back->width; x++) {
            /* The margin is a cell. */
            int cx = 14 + (int)x * 14 + 7, cy = 14 + (int)y * 14 + 7;
            uint32_t v = img.rgb[(size_t)cy * img.width + cx];
            cr_expect_eq(v == 0xE02020, on[maze_cell_at(back, x, y)],
                         "cell %u,%u", x, y);
        }
    cr_expect_gt(painted, r.length * 4 * 4);
    free(on);
    free(img.rgb);
    free(before.rgb);
    free(out.data);
    maze_route_release(&r);
    maze_picture_free(pic);
    maze_free(back);
    maze_free(m);
    free(b.data);
}

static enum maze_err read_bytes(const void *data, size_t len,
                                struct maze_read_error *err)
{
    struct buffer b = {(char *)data, len, 0};
    struct maze *m = NULL;
    enum maze_err e = read_picture(&b, NULL, &m, NULL, err);
    maze_free(m);
    return e;
}

Test(picture_read, broken_pngs_are_refused_at_every_cut_and_flip)
{
    struct plan p = with_doors(7, 5, 2, 0, 1, 13);
    struct buffer b = encode(&p, GREY8, false);
    struct maze_read_error err = {0};
    /* Every cut before the end chunk (the pixels are all there once it
     * starts). */
    for (size_t len = 0; len < b.len - 12; len += len < 64 ? 1 : 7) {
        enum maze_err e = read_bytes(b.data, len, &err);
        cr_expect_eq(e, MAZE_ERR_FORMAT, "cut at %zu", len);
    }
    cr_expect_eq(read_bytes(b.data, b.len, &err), MAZE_OK);
    for (size_t i = 8; i < b.len; i += 3) {
        char *copy = malloc(b.len);
        memcpy(copy, b.data, b.len);
        copy[i] ^= 0x5a;
        enum maze_err e = read_bytes(copy, b.len, &err);
        cr_expect(e == MAZE_OK || e == MAZE_ERR_FORMAT ||
                      e == MAZE_ERR_TOO_BIG,
                  "flip at %zu: %d", i, e);
        free(copy);
    }
    cr_expect_eq(read_bytes("\x89PNG\r\n\x1a\n", 8, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "broken PNG"), "%s", err.message);
    cr_expect_eq(read_bytes("hello", 5, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "not a PNG file (no PNG signature)");
    free(b.data);
    free(p.floor);
}

static uint32_t crc32_of(const unsigned char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

/* A header that claims a huge picture is refused before its pixels are
 * given memory. */
Test(picture_read, huge_dimensions_are_refused_from_the_header)
{
    struct plan p = plan_new(1, 1);
    struct buffer b = encode(&p, GREY1, false);
    /* IHDR's width and height: bytes 16..23. */
    const unsigned char side[4] = {0x00, 0x01, 0x00, 0x00}; /* 65536 */
    memcpy(b.data + 16, side, 4);
    memcpy(b.data + 20, side, 4);
    uint32_t crc = crc32_of((const unsigned char *)b.data + 12, 17);
    for (int i = 0; i < 4; i++)
        b.data[29 + i] = (char)(crc >> (24 - 8 * i));
    struct maze_read_error err = {0};
    long before = peak_kib();
    cr_expect_eq(read_bytes(b.data, b.len, &err), MAZE_ERR_TOO_BIG);
    cr_expect(strstr(err.message, "65536 x 65536 pixels is larger than"), "%s",
              err.message);
#ifndef MAZE_SANITIZED
    cr_expect_lt(peak_kib() - before, 4096);
#endif
    (void)before;
    free(b.data);
    free(p.floor);
}

Test(picture_read, pictures_that_are_no_maze_say_why)
{
    struct maze_read_error err = {0};
    struct plan p = plan_new(30, 20);
    struct buffer b = encode(&p, GREY8, false);
    cr_expect_eq(read_bytes(b.data, b.len, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "not a maze: every pixel is dark (none is open)");
    free(b.data);
    memset(p.floor, 1, (size_t)p.w * p.h);
    b = encode(&p, RGB16, false);
    cr_expect_eq(read_bytes(b.data, b.len, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message,
                     "not a maze: every pixel is light (no walls)");
    free(b.data);
    free(p.floor);
    /* A photograph: greys all over. */
    struct buffer photo = {0};
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    cr_assert_eq(setjmp(png_jmpbuf(png)), 0);
    png_set_write_fn(png, &photo, write_fn, flush_fn);
    png_set_IHDR(png, info, 40, 30, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    struct maze_rng rng;
    maze_rng_seed(&rng, 5);
    png_byte row[120];
    for (int y = 0; y < 30; y++) {
        for (int i = 0; i < 120; i++)
            row[i] = (png_byte)maze_rng_below(&rng, 256);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    cr_expect_eq(read_bytes(photo.data, photo.len, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "of the pixels are neither light nor dark"),
              "%s", err.message);
    free(photo.data);
}

/* maze_picture_write_told tells its hook how many pixel rows are written,
 * rising to the picture's height, and writes what maze_picture_write does. */
struct rows_told {
    size_t events, last, total;
    bool rising;
};

static void count_rows(const struct maze_event *ev, void *user)
{
    struct rows_told *t = user;
    if (ev->kind != MAZE_EV_PROGRESS)
        return;
    t->rising &= ev->a >= t->last && ev->a <= ev->b;
    t->events++;
    t->last = ev->a;
    t->total = ev->b;
}

Test(picture_read, writing_the_solved_picture_tells_its_progress)
{
    struct plan units = with_doors(30, 20, 5, 0.5, 3, 15);
    struct plan p = scaled(&units, 4);
    struct buffer b = encode(&p, RGB8, false);
    struct maze *m = NULL;
    struct maze_picture *pic = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(read_picture(&b, NULL, &m, &pic, &err), MAZE_OK, "%s",
                 err.message);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct rows_told told = {.rising = true};
    struct maze_hook hook = {count_rows, &told};
    struct buffer plain = {0}, with = {0};
    FILE *f = open_memstream(&plain.data, &plain.len);
    cr_assert_eq(maze_picture_write(pic, m, &r, 0, f), MAZE_OK);
    fclose(f);
    f = open_memstream(&with.data, &with.len);
    cr_assert_eq(maze_picture_write_told(pic, m, &r, 0, &hook, f), MAZE_OK);
    fclose(f);
    cr_assert(told.rising);
    cr_assert_eq(told.total, p.h);
    cr_assert_eq(told.last, p.h, "the last event: %zu of %zu rows", told.last,
                 told.total);
    cr_assert_gt(told.events, 10);
    cr_assert_eq(with.len, plain.len);
    cr_assert(memcmp(with.data, plain.data, plain.len) == 0);
    free(plain.data);
    free(with.data);
    maze_route_release(&r);
    maze_picture_free(pic);
    maze_free(m);
    free(b.data);
    free(p.floor);
    free(units.floor);
}
