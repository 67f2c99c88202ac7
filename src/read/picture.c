/*
 * picture.c - mazes read from pictures (PNG, through libpng), and the
 * route painted back onto them.
 *
 * Two kinds of picture are read. A picture whose dark pixels all lie on
 * wall lines at a regular pitch (the pictures `maze generate` writes, at
 * any --cell, --wall, --margin and colours) is a grid: a cell per square
 * between the lines, a passage wherever a wall segment is missing, the
 * ends at the gaps in the outer wall. Any other picture of light and dark
 * pixels is a pixel maze: light pixels are floor, dark ones wall, drawn
 * at a scale k (each unit a k x k square: k is the largest number that
 * divides every run of equal pixels across and down). Its units become a
 * sheet maze, walls OFF, a passage between floor units that share a side,
 * so every solver works on it unchanged; its ends are the openings in the
 * border (the one in the top row and the one in the bottom row, else
 * exactly two anywhere) or pixels the caller names.
 *
 * The PNG is decoded a row at a time (an interlaced one whole, up to a
 * limit) into 8-bit RGBA, and each pixel kept as one bit, light or dark:
 * a 6001 x 6001 picture takes 4.5 MB of bits, then the maze's byte a unit.
 * The file's bytes are kept to paint the route: the picture is decoded
 * once more, the route's pixels set to the route colour, and encoded a row
 * at a time, with a palette when the picture has few colours.
 */
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "read.h"

static const unsigned char png_signature[8] = {0x89, 'P',  'N',  'G',
                                               '\r', '\n', 0x1a, '\n'};

/* Pixels of an interlaced picture that is decoded whole (4 bytes each):
 * up to 4096 x 4096. */
#define INTERLACED_MAX_PIXELS ((uint64_t)1 << 24)

struct maze_picture {
    struct maze_picture_info info;
    unsigned char *png; /* the file */
    size_t png_size;
    /* The picture's colours as 0xRRGGBBAA, when it has 256 or fewer. */
    uint32_t colour[256];
    unsigned colours;
    bool many_colours; /* more than 256 */
    bool alpha;        /* some pixel is not opaque */
    /* The tool's word on what the picture is (its "maze" text chunk, as
     * render/png_stream.c writes it), or "" when it has none. */
    char about[96];
};

bool maze_picture_sniff(const void *bytes, size_t len)
{
    return len >= sizeof png_signature &&
           memcmp(bytes, png_signature, sizeof png_signature) == 0;
}

/* ---------------------------------------------------------- decoding */

struct decoder {
    png_structp png;
    png_infop info;
    const unsigned char *data;
    size_t len, pos;
    char message[120]; /* libpng's, when it fails */
    uint32_t width, height;
    uint32_t y;           /* the next row */
    unsigned char *row;   /* 4 * width bytes */
    unsigned char *image; /* an interlaced picture, whole */
    char about[96];       /* the "maze" text chunk, or "" */
};

static void read_data(png_structp png, png_bytep out, png_size_t n)
{
    struct decoder *d = png_get_io_ptr(png);
    if (n > d->len - d->pos)
        png_error(png, "the file ends early (truncated)");
    memcpy(out, d->data + d->pos, n);
    d->pos += n;
}

static void decode_fail(png_structp png, png_const_charp message)
{
    struct decoder *d = png_get_error_ptr(png);
    snprintf(d->message, sizeof d->message, "%s", message);
    png_longjmp(png, 1);
}

static void decode_warn(png_structp png, png_const_charp message)
{
    (void)png;
    (void)message;
}

static void decoder_close(struct decoder *d)
{
    if (d->png)
        png_destroy_read_struct(&d->png, d->info ? &d->info : NULL, NULL);
    free(d->row);
    free(d->image);
    memset(d, 0, sizeof *d);
}

/* A lowercase message from libpng's ("Not a PNG file" -> "not a ..."). */
static enum maze_err decode_error(struct decoder *d,
                                  struct maze_read_error *err)
{
    char *m = d->message;
    if (m[0] >= 'A' && m[0] <= 'Z' && !(m[1] >= 'A' && m[1] <= 'Z'))
        m[0] = (char)(m[0] - 'A' + 'a');
    size_t n = strlen(m);
    while (n > 0 && (m[n - 1] == '.' || m[n - 1] == ' '))
        m[--n] = '\0';
    return mz_read_fail(err, 0, 0, "broken PNG: %s",
                        m[0] ? m : "libpng cannot read it");
}

/* Reads the header and sets up rows of 8-bit RGBA. */
static enum maze_err decoder_open(struct decoder *d, const unsigned char *data,
                                  size_t len, uint64_t max_pixels,
                                  struct maze_read_error *err)
{
    memset(d, 0, sizeof *d);
    d->data = data;
    d->len = len;
    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, d, decode_fail,
                                    decode_warn);
    if (!d->png)
        return MAZE_ERR_NOMEM;
    d->info = png_create_info_struct(d->png);
    if (!d->info) {
        decoder_close(d);
        return MAZE_ERR_NOMEM;
    }
    if (setjmp(png_jmpbuf(d->png))) {
        enum maze_err e = decode_error(d, err);
        decoder_close(d);
        return e;
    }
    png_set_read_fn(d->png, d, read_data);
    /* Sides over this are refused while the header is read, before any
     * memory is given to the picture. */
    png_set_user_limits(d->png, 0x7fffffff, 0x7fffffff);
    png_read_info(d->png, d->info);
    png_textp text = NULL;
    int texts = png_get_text(d->png, d->info, &text, NULL);
    for (int i = 0; i < texts; i++)
        if (strcmp(text[i].key, "maze") == 0)
            snprintf(d->about, sizeof d->about, "%s", text[i].text);
    d->width = png_get_image_width(d->png, d->info);
    d->height = png_get_image_height(d->png, d->info);
    if ((uint64_t)d->width * d->height > max_pixels) {
        enum maze_err e = mz_read_fail(
            err, 0, 0, "picture of %u x %u pixels is larger than %llu pixels",
            d->width, d->height, (unsigned long long)max_pixels);
        decoder_close(d);
        return e == MAZE_ERR_FORMAT ? MAZE_ERR_TOO_BIG : e;
    }
    /* Deflate packs at most 1032 bytes into one, so the bytes left in the
     * file tell how many pixels they can hold: a header that claims more
     * is refused now, before rows are made for them (a 69-byte file must
     * not cost the gigabytes its header names). */
    uint64_t bits = (uint64_t)png_get_channels(d->png, d->info) *
                    png_get_bit_depth(d->png, d->info);
    uint64_t left = d->len - d->pos;
    if (bits > 0 && left <= UINT64_MAX / (8 * 1032) &&
        (uint64_t)d->width * d->height > left * 8 * 1032 / bits) {
        mz_read_fail(err, 0, 0,
                     "broken PNG: the file ends early (truncated): %zu "
                     "bytes of data cannot hold a %u x %u picture",
                     (size_t)left, d->width, d->height);
        decoder_close(d);
        return MAZE_ERR_FORMAT;
    }
    bool interlaced =
        png_get_interlace_type(d->png, d->info) != PNG_INTERLACE_NONE;
    if (interlaced && (uint64_t)d->width * d->height > INTERLACED_MAX_PIXELS) {
        mz_read_fail(err, 0, 0,
                     "interlaced picture of %u x %u pixels is too large to "
                     "read (save it without interlacing)",
                     d->width, d->height);
        decoder_close(d);
        return MAZE_ERR_TOO_BIG;
    }
    png_set_expand(d->png);
    png_set_strip_16(d->png);
    png_set_gray_to_rgb(d->png);
    png_set_filler(d->png, 0xff, PNG_FILLER_AFTER);
    if (interlaced)
        png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);
    if (png_get_rowbytes(d->png, d->info) != (size_t)d->width * 4) {
        mz_read_fail(err, 0, 0, "PNG of a kind libpng cannot turn into RGBA");
        decoder_close(d);
        return MAZE_ERR_FORMAT;
    }
    d->row = malloc((size_t)d->width * 4);
    if (!d->row) {
        decoder_close(d);
        return MAZE_ERR_NOMEM;
    }
    if (interlaced) {
        size_t stride = (size_t)d->width * 4;
        d->image = malloc(stride * d->height);
        png_bytep *rows = malloc(d->height * sizeof *rows);
        if (!d->image || !rows) {
            free(rows);
            decoder_close(d);
            return MAZE_ERR_NOMEM;
        }
        for (uint32_t y = 0; y < d->height; y++)
            rows[y] = d->image + y * stride;
        if (setjmp(png_jmpbuf(d->png))) {
            free(rows);
            enum maze_err e = decode_error(d, err);
            decoder_close(d);
            return e;
        }
        png_read_image(d->png, rows);
        free(rows);
    }
    return MAZE_OK;
}

/* The next row, 4 bytes a pixel (R, G, B, A). */
static enum maze_err decoder_row(struct decoder *d, const unsigned char **row,
                                 struct maze_read_error *err)
{
    if (d->image) {
        *row = d->image + (size_t)d->y++ * d->width * 4;
        return MAZE_OK;
    }
    if (setjmp(png_jmpbuf(d->png)))
        return decode_error(d, err);
    png_read_row(d->png, d->row, NULL);
    d->y++;
    *row = d->row;
    return MAZE_OK;
}

/* The decoder for the library's other PNG readers (masks): the same
 * rows, behind a pointer so that they need not see libpng. */
struct mz_png_reader {
    struct decoder d;
};

enum maze_err mz_png_open(const void *data, size_t len, uint64_t max_pixels,
                          struct mz_png_reader **out,
                          struct maze_read_error *err)
{
    struct mz_png_reader *r = malloc(sizeof *r);
    if (!r)
        return MAZE_ERR_NOMEM;
    enum maze_err e = decoder_open(&r->d, data, len, max_pixels, err);
    if (e) {
        free(r);
        return e;
    }
    *out = r;
    return MAZE_OK;
}

void mz_png_size(const struct mz_png_reader *r, uint32_t *width,
                 uint32_t *height)
{
    *width = r->d.width;
    *height = r->d.height;
}

enum maze_err mz_png_row(struct mz_png_reader *r, const unsigned char **row,
                         struct maze_read_error *err)
{
    return decoder_row(&r->d, row, err);
}

void mz_png_close(struct mz_png_reader *r)
{
    if (!r)
        return;
    decoder_close(&r->d);
    free(r);
}

/* ------------------------------------------------------ light and dark */

/* The pixels as bits, 1 for light, each row starting a word. */
struct bits {
    uint64_t *word;
    uint32_t width, height;
    size_t stride; /* words a row */
};

static bool bit(const struct bits *b, uint32_t x, uint32_t y)
{
    return (b->word[y * b->stride + x / 64] >> (x % 64)) & 1;
}

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

static uint32_t rgba(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 |
           p[3];
}

#define MAX3(a, b, c)                                                          \
    ((a) > (b) ? ((a) > (c) ? (a) : (c)) : ((b) > (c) ? (b) : (c)))
#define MIN3(a, b, c)                                                          \
    ((a) < (b) ? ((a) < (c) ? (a) : (c)) : ((b) < (c) ? (b) : (c)))

/* The first pass: every pixel light or dark, the colours, and how many
 * are of neither kind. */
static enum maze_err classify(struct decoder *d, struct maze_picture *pic,
                              struct bits *b, struct bits *grey, uint64_t *mid,
                              struct maze_read_error *err)
{
    b->width = grey->width = d->width;
    b->height = grey->height = d->height;
    b->stride = grey->stride = ((size_t)d->width + 63) / 64;
    b->word = calloc(b->stride * d->height, sizeof *b->word);
    grey->word = calloc(b->stride * d->height, sizeof *b->word);
    if (!b->word || !grey->word)
        return MAZE_ERR_NOMEM;
    /* The last two colours seen and what they are: a maze has few
     * colours, mostly alternating. */
    uint32_t seen[2] = {0, 0};
    uint64_t light[2] = {0, 0};
    unsigned middling[2] = {0, 0};
    unsigned known = 0; /* how many of seen[] are colours seen */
    *mid = 0;
    for (uint32_t y = 0; y < d->height; y++) {
        const unsigned char *row = NULL;
        enum maze_err e = decoder_row(d, &row, err);
        if (e)
            return e;
        uint64_t *w = b->word + (size_t)y * b->stride;
        uint64_t *g = grey->word + (size_t)y * b->stride;
        for (uint32_t x = 0; x < d->width; x++) {
            const unsigned char *p = row + 4 * (size_t)x;
            uint32_t v = rgba(p);
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

/* ----------------------------------------------------------- the grid */

static uint64_t gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Dark pixels in columns [x0, x1) of row y. */
static uint32_t dark_in(const struct bits *b, uint32_t y, uint32_t x0,
                        uint32_t x1)
{
    uint32_t n = 0;
    for (uint32_t x = x0; x < x1; x++)
        n += !bit(b, x, y);
    return n;
}

/* Wall lines: vertical ones from column x0 + i * pitch, `wall` pixels
 * thick, for i from 0 to w; horizontal ones likewise from y0. An outer
 * line may be cut off by the picture's edge (a margin under half a wall),
 * so x0 and y0 may be negative and the last line may end past the edge. */
struct grid {
    int64_t x0, y0, x1, y1; /* the lines' box, inclusive */
    uint32_t wall, pitch, w, h;
};

static uint32_t clamp(int64_t v, uint32_t hi)
{
    return v < 0 ? 0 : v > (int64_t)hi ? hi : (uint32_t)v;
}

/* Whether the part of [x0, x1) x [y0, y1) inside the picture is wall
 * (true), open (false), or neither (*mixed): 90% either way decides. */
static bool segment(const struct bits *b, int64_t x0, int64_t x1, int64_t y0,
                    int64_t y1, bool *mixed)
{
    uint32_t ax = clamp(x0, b->width), bx = clamp(x1, b->width);
    uint32_t ay = clamp(y0, b->height), by = clamp(y1, b->height);
    uint64_t n = (uint64_t)(bx - ax) * (by - ay);
    uint64_t dark = 0;
    for (uint32_t y = ay; y < by; y++)
        dark += dark_in(b, y, ax, bx);
    if (n == 0 || dark * 10 >= n * 9)
        return true;
    if (dark * 10 > n)
        *mixed = true;
    return false;
}

/* Whether every dark pixel lies on the lines of pitch g->pitch and every
 * wall segment between two posts is whole or missing. */
static bool grid_fits(const struct bits *b, struct grid *g, uint64_t *line_mask)
{
    int64_t c = g->pitch, t = g->wall;
    g->w = (uint32_t)((g->x1 + 1 - g->x0 - t) / c);
    g->h = (uint32_t)((g->y1 + 1 - g->y0 - t) / c);
    memset(line_mask, 0, b->stride * sizeof *line_mask);
    for (uint32_t i = 0; i <= g->w; i++)
        for (uint32_t x = clamp(g->x0 + i * c, b->width);
             x < clamp(g->x0 + i * c + t, b->width); x++)
            line_mask[x / 64] |= (uint64_t)1 << (x % 64);
    for (uint32_t y = 0; y < b->height; y++) {
        if (y >= g->y0 && y <= g->y1 && (y - g->y0) % c < t)
            continue;
        const uint64_t *w = b->word + (size_t)y * b->stride;
        for (size_t k = 0; k < b->stride; k++) {
            uint64_t dark = ~w[k] & ~line_mask[k];
            if (k == b->stride - 1 && b->width % 64)
                dark &= ((uint64_t)1 << (b->width % 64)) - 1;
            if (dark)
                return false;
        }
    }
    bool mixed = false;
    for (uint32_t j = 0; j <= g->h && !mixed; j++)
        for (uint32_t x = 0; x < g->w && !mixed; x++)
            segment(b, g->x0 + x * c + t, g->x0 + (x + 1) * c, g->y0 + j * c,
                    g->y0 + j * c + t, &mixed);
    for (uint32_t i = 0; i <= g->w && !mixed; i++)
        for (uint32_t y = 0; y < g->h && !mixed; y++)
            segment(b, g->x0 + i * c, g->x0 + i * c + t, g->y0 + y * c + t,
                    g->y0 + (y + 1) * c, &mixed);
    return !mixed;
}

/* The most common lengths, under 4096, of the dark runs across and down
 * that touch no edge of the picture: the walls' thickness, as every wall
 * segment crosses that many pixels for each of its rows. 0 for none. */
static enum maze_err run_modes(const struct bits *b, uint32_t *across_mode,
                               uint32_t *down_mode)
{
    enum { MAX = 4096 };
    uint32_t *count = calloc(2 * MAX, sizeof *count);
    /* Down: each column's run so far, the rows read in order (a column
     * read down would touch a cache line a pixel). */
    uint32_t *run = calloc((size_t)b->width, sizeof *run);
    if (!count || !run) {
        free(count);
        free(run);
        return MAZE_ERR_NOMEM;
    }
    uint32_t *across = count, *down = count + MAX;
    for (uint32_t y = 0; y <= b->height; y++) {
        uint32_t n = 0;
        for (uint32_t x = 0; x < b->width; x++) {
            bool dark = y < b->height && !bit(b, x, y);
            if (dark) {
                run[x]++;
                n++;
                continue;
            }
            if (run[x] > 0 && run[x] < MAX && run[x] < y && y < b->height)
                down[run[x]]++;
            run[x] = 0;
            if (n > 0 && n < MAX && n < x)
                across[n]++;
            n = 0;
        }
    }
    free(run);
    *across_mode = *down_mode = 0;
    for (uint32_t n = 1; n < MAX; n++) {
        if (across[n] > across[*across_mode])
            *across_mode = n;
        if (down[n] > down[*down_mode])
            *down_mode = n;
    }
    free(count);
    return MAZE_OK;
}

/* The most common length of the dark runs that start at the edge of the
 * dark box on `side` and go inwards: how much of the outer wall shows
 * there. */
static uint32_t outer_run(const struct bits *b, uint32_t bx0, uint32_t by0,
                          uint32_t bx1, uint32_t by1, int side)
{
    enum { MAX = 4096 };
    uint32_t *count = calloc(MAX, sizeof *count);
    if (!count)
        return 0;
    bool across = side == MAZE_WEST || side == MAZE_EAST;
    uint32_t from = across ? by0 : bx0, to = across ? by1 : bx1;
    uint32_t len = across ? bx1 - bx0 + 1 : by1 - by0 + 1;
    for (uint32_t i = from; i <= to; i++) {
        uint32_t n = 0;
        while (n < len && n < MAX) {
            uint32_t x = side == MAZE_WEST   ? bx0 + n
                         : side == MAZE_EAST ? bx1 - n
                                             : i;
            uint32_t y = side == MAZE_NORTH   ? by0 + n
                         : side == MAZE_SOUTH ? by1 - n
                                              : i;
            if (bit(b, x, y))
                break;
            n++;
        }
        if (n > 0 && n < MAX)
            count[n]++;
    }
    uint32_t best = 0;
    for (uint32_t n = 1; n < MAX; n++)
        if (count[n] > count[best])
            best = n;
    free(count);
    return best;
}

/* Finds the grid the dark pixels lie on: the wall's thickness from the
 * runs inside, the outer lines from the dark box (widened where the
 * picture's edge cuts a line), and the pitch as the coarsest that divides
 * both spans and explains every dark pixel (a finer one through the
 * cells' middles explains them too, which is why the coarsest is taken).
 * False when there is none, and for walls exactly as thick as the
 * corridors reaching the picture's edges: that is a pixel maze of square
 * units, read as one. */
static enum maze_err grid_of_wall(const struct bits *b, uint32_t t,
                                  const uint32_t box[4], struct grid *g,
                                  bool *found);

static enum maze_err find_grid(const struct bits *b, struct grid *g,
                               bool *found)
{
    *found = false;
    memset(g, 0, sizeof *g);
    bool any = false;
    uint32_t bx0 = b->width, by0 = 0, bx1 = 0, by1 = 0;
    for (uint32_t y = 0; y < b->height; y++) {
        const uint64_t *w = b->word + (size_t)y * b->stride;
        for (size_t k = 0; k < b->stride; k++) {
            uint64_t dark = ~w[k];
            if (k == b->stride - 1 && b->width % 64)
                dark &= ((uint64_t)1 << (b->width % 64)) - 1;
            if (!dark)
                continue;
            uint32_t first =
                (uint32_t)(k * 64) + (uint32_t)__builtin_ctzll(dark);
            uint32_t last =
                (uint32_t)(k * 64) + 63 - (uint32_t)__builtin_clzll(dark);
            if (!any)
                by0 = y;
            any = true;
            by1 = y;
            bx0 = first < bx0 ? first : bx0;
            bx1 = last > bx1 ? last : bx1;
        }
    }
    if (!any)
        return MAZE_OK;
    uint32_t t = 0, t_down = 0;
    if (run_modes(b, &t, &t_down))
        return MAZE_ERR_NOMEM;
    if (t == 0 && t_down == 0)
        return MAZE_OK;
    /* The two agree, but for a maze one cell wide (or high): its side
     * walls are runs down the whole picture and its cross walls are few
     * or none, so down the common run is a side wall's length; and a
     * small maze drawn without a margin may have no run down (or across)
     * that touches no edge. The thinner is then the wall, and
     * grid_fits() has the last word. */
    if (t == 0 || t_down == 0)
        t = t_down = t ? t : t_down;
    uint32_t box[4] = {bx0, by0, bx1, by1};
    uint32_t thin = t < t_down ? t : t_down, thick = t < t_down ? t_down : t;
    enum maze_err e = grid_of_wall(b, thin, box, g, found);
    if (!e && !*found && thick != thin)
        e = grid_of_wall(b, thick, box, g, found);
    return e;
}

/* find_grid() for walls t pixels thick, the dark pixels in box (x0, y0,
 * x1, y1 inclusive). */
static enum maze_err grid_of_wall(const struct bits *b, uint32_t t,
                                  const uint32_t box[4], struct grid *g,
                                  bool *found)
{
    uint32_t bx0 = box[0], by0 = box[1], bx1 = box[2], by1 = box[3];
    *found = false;
    memset(g, 0, sizeof *g);
    uint32_t shown[4];
    for (int side = 0; side < 4; side++)
        shown[side] = outer_run(b, bx0, by0, bx1, by1, side);
    g->x0 = bx0 == 0 && shown[MAZE_WEST] < t ? -(int64_t)(t - shown[MAZE_WEST])
                                             : bx0;
    g->y0 = by0 == 0 && shown[MAZE_NORTH] < t
                ? -(int64_t)(t - shown[MAZE_NORTH])
                : by0;
    g->x1 = bx1 == b->width - 1 && shown[MAZE_EAST] < t
                ? bx1 + (int64_t)(t - shown[MAZE_EAST])
                : bx1;
    g->y1 = by1 == b->height - 1 && shown[MAZE_SOUTH] < t
                ? by1 + (int64_t)(t - shown[MAZE_SOUTH])
                : by1;
    int64_t span_x = g->x1 + 1 - g->x0 - t, span_y = g->y1 + 1 - g->y0 - t;
    if (span_x <= 0 || span_y <= 0)
        return MAZE_OK;
    uint64_t common = gcd((uint64_t)span_x, (uint64_t)span_y);
    uint64_t *line_mask = malloc(b->stride * sizeof *line_mask);
    if (!line_mask)
        return MAZE_ERR_NOMEM;
    g->wall = t;
    bool edges = g->x0 == 0 && g->y0 == 0 && g->x1 == b->width - 1 &&
                 g->y1 == b->height - 1;
    /* The divisors of common, largest first: each d up to the square
     * root gives common / d on the way up and d on the way down. */
    uint64_t root = 1;
    while ((root + 1) * (root + 1) <= common)
        root++;
    for (int down = 0; down < 2 && !*found; down++)
        for (uint64_t i = 1; i <= root && !*found; i++) {
            uint64_t d = down ? root + 1 - i : i;
            if (common % d)
                continue;
            uint64_t c = down ? d : common / d;
            if (down && c * c == common)
                continue; /* tried on the way up */
            if (c <= t || (c == 2 * (uint64_t)t && edges))
                continue;
            g->pitch = (uint32_t)c;
            *found = grid_fits(b, g, line_mask);
        }
    free(line_mask);
    return MAZE_OK;
}

/* ------------------------------------------------------------ openings */

/* An opening: a run of floor units along the border (or a door). */
struct opening {
    uint32_t x, y;   /* its middle unit (grid: cell) */
    uint32_t px, py; /* a pixel of it, for messages */
    bool top, bottom;
    int dir; /* grid: the door's side */
};

struct openings {
    struct opening *o;
    size_t count, cap;
};

static bool openings_add(struct openings *s, struct opening o)
{
    if (s->count == s->cap && !mz_grow(&s->o, &s->cap, s->count, sizeof o))
        return false;
    s->o[s->count++] = o;
    return true;
}

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

/* The runs of floor units round the border of a pixel maze. */
static enum maze_err pixel_openings(const struct maze *m, uint32_t k,
                                    uint32_t ox, uint32_t oy,
                                    struct openings *s, bool *all_round)
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
        bool floor = j < n && !(m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF);
        if (floor) {
            run++;
            continue;
        }
        if (run == 0)
            continue;
        /* The run is the units before this one. */
        struct opening o = {0};
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
        if (!openings_add(s, o))
            return MAZE_ERR_NOMEM;
        run = 0;
    }
    return MAZE_OK;
}

static int opening_order(const void *a, const void *b)
{
    const struct opening *p = a, *q = b;
    if (p->py != q->py)
        return p->py < q->py ? -1 : 1;
    return p->px < q->px ? -1 : p->px > q->px;
}

/* The entrance and exit by the rules: the one opening in the top row and
 * the one in the bottom row, else the only two. */
static enum maze_err choose_ends(struct openings *s, bool all_round,
                                 const char *what, size_t *start, size_t *end,
                                 struct maze_read_error *err)
{
    if (s->count > 1)
        qsort(s->o, s->count, sizeof *s->o, opening_order);
    size_t top = 0, bottom = 0, ti = 0, bi = 0;
    for (size_t i = 0; i < s->count; i++) {
        if (s->o[i].top) {
            top++;
            ti = i;
        }
        if (s->o[i].bottom) {
            bottom++;
            bi = i;
        }
    }
    if (top == 1 && bottom == 1 && ti != bi) {
        *start = ti;
        *end = bi;
        return MAZE_OK;
    }
    if (s->count == 2) {
        *start = 0;
        *end = 1;
        return MAZE_OK;
    }
    const char *hint = "(give the ends as --start X,Y --end X,Y, in pixels)";
    if (all_round)
        return mz_read_fail(err, 0, 0,
                            "no way in: the %s's whole border is floor %s",
                            what, hint);
    if (s->count == 0)
        return mz_read_fail(err, 0, 0, "no opening in the %s's border %s", what,
                            hint);
    char where[120] = "";
    size_t len = 0;
    for (size_t i = 0; i < s->count && i < 4; i++) {
        int n = snprintf(where + len, sizeof where - len, "%s%u,%u",
                         i ? " " : "", s->o[i].px, s->o[i].py);
        if (n < 0 || (size_t)n >= sizeof where - len)
            break;
        len += (size_t)n;
    }
    if (s->count == 1)
        return mz_read_fail(err, 0, 0,
                            "one opening in the %s's border, at %s: a maze "
                            "needs a way in and a way out %s",
                            what, where, hint);
    return mz_read_fail(err, 0, 0,
                        "%zu openings in the %s's border, at %s%s: which are "
                        "the ends? %s",
                        s->count, what, where, s->count > 4 ? " ..." : "",
                        hint);
}

/* ------------------------------------------------------------- reading */

/* Whether the picture's border is all light with dark pixels inside: a
 * maze drawn with a margin round it. box: the dark pixels' box, x0, y0,
 * x1, y1 inclusive. */
static bool margin_box(const struct bits *b, uint32_t box[4])
{
    uint32_t w = b->width, h = b->height;
    for (uint32_t x = 0; x < w; x++)
        if (!bit(b, x, 0) || !bit(b, x, h - 1))
            return false;
    for (uint32_t y = 0; y < h; y++)
        if (!bit(b, 0, y) || !bit(b, w - 1, y))
            return false;
    box[0] = w;
    box[1] = h;
    box[2] = box[3] = 0;
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++)
            if (!bit(b, x, y)) {
                box[0] = x < box[0] ? x : box[0];
                box[1] = y < box[1] ? y : box[1];
                box[2] = x > box[2] ? x : box[2];
                box[3] = y > box[3] ? y : box[3];
            }
    return box[0] < w;
}

/* The pixels of box (as margin_box) on their own. */
static enum maze_err bits_crop(const struct bits *b, const uint32_t box[4],
                               struct bits *out)
{
    out->width = box[2] + 1 - box[0];
    out->height = box[3] + 1 - box[1];
    out->stride = ((size_t)out->width + 63) / 64;
    out->word = calloc(out->stride * out->height, sizeof *out->word);
    if (!out->word)
        return MAZE_ERR_NOMEM;
    for (uint32_t y = 0; y < out->height; y++)
        for (uint32_t x = 0; x < out->width; x++)
            out->word[y * out->stride + x / 64] |=
                (uint64_t)bit(b, box[0] + x, box[1] + y) << (x % 64);
    return MAZE_OK;
}

/* The largest k dividing every run of equal pixels across and down: then
 * every k x k square from the top-left is one colour. */
static enum maze_err pixel_scale(const struct bits *b, uint32_t *scale)
{
    uint64_t k = gcd(b->width, b->height);
    for (uint32_t y = 0; y < b->height && k > 1; y++) {
        uint32_t run_start = 0;
        for (uint32_t x = 1; x < b->width && k > 1; x++)
            if (bit(b, x, y) != bit(b, x - 1, y)) {
                k = gcd(k, x - run_start);
                run_start = x;
            }
    }
    if (k > 1) {
        /* Down: a row that differs from the one above starts new runs in
         * the columns that differ; runs are multiples of k exactly when
         * every change happens on a row that is a multiple of k. */
        for (uint32_t y = 1; y < b->height && k > 1; y++) {
            const uint64_t *a = b->word + (size_t)(y - 1) * b->stride;
            const uint64_t *c = b->word + (size_t)y * b->stride;
            for (size_t i = 0; i < b->stride && k > 1; i++)
                if (a[i] != c[i]) {
                    k = gcd(k, y);
                    break;
                }
        }
    }
    *scale = (uint32_t)k;
    return MAZE_OK;
}

/* Columns: the same argument across needs each change at a multiple of k
 * from the left, which the runs' gcd gives. */
static enum maze_err pixel_maze(const struct bits *b, uint32_t k,
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
            bool floor = bit(b, x * k, y * k);
            bool east = x + 1 < w && bit(b, (x + 1) * k, y * k);
            bool south = y + 1 < m->height && bit(b, x * k, (y + 1) * k);
            cell[x] = !floor ? MAZE_CELL_OFF
                             : (uint8_t)((east ? MAZE_CELL_EAST : 0) |
                                         (south ? MAZE_CELL_SOUTH : 0));
        }
    }
    m->sheet = true;
    *out = m;
    return MAZE_OK;
}

static enum maze_err grid_maze(const struct bits *b, const struct grid *g,
                               struct maze **out, struct openings *doors)
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
                !segment(b, cx + c, cx + c + t, cy + t, cy + c, &mixed))
                *cell |= MAZE_CELL_EAST;
            if (y + 1 < g->h &&
                !segment(b, cx + t, cx + c, cy + c, cy + c + t, &mixed))
                *cell |= MAZE_CELL_SOUTH;
        }
    /* The gaps in the outer wall. */
    for (int side = 0; side < 4 && !e; side++) {
        uint32_t n = side == MAZE_NORTH || side == MAZE_SOUTH ? g->w : g->h;
        for (uint32_t i = 0; i < n && !e; i++) {
            struct opening o = {.dir = side};
            int64_t sx = 0, sy = 0; /* the segment's first pixel */
            bool wall = false;
            if (side == MAZE_NORTH || side == MAZE_SOUTH) {
                o.x = i;
                o.y = side == MAZE_NORTH ? 0 : g->h - 1;
                sx = g->x0 + (int64_t)i * c + t;
                sy = g->y0 + (side == MAZE_NORTH ? 0 : (int64_t)g->h * c);
                wall = segment(b, sx, sx + c - t, sy, sy + t, &mixed);
            } else {
                o.x = side == MAZE_WEST ? 0 : g->w - 1;
                o.y = i;
                sx = g->x0 + (side == MAZE_WEST ? 0 : (int64_t)g->w * c);
                sy = g->y0 + (int64_t)i * c + t;
                wall = segment(b, sx, sx + t, sy, sy + c - t, &mixed);
            }
            if (wall)
                continue;
            bool across = side == MAZE_NORTH || side == MAZE_SOUTH;
            o.px = clamp(sx + (across ? (c - t) / 2 : 0), b->width - 1);
            o.py = clamp(sy + (across ? 0 : (c - t) / 2), b->height - 1);
            o.top = side == MAZE_NORTH;
            o.bottom = side == MAZE_SOUTH;
            if (!openings_add(doors, o))
                e = MAZE_ERR_NOMEM;
        }
    }
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}

/* The cell under pixel (x, y), or a message saying why there is none. */
static enum maze_err pixel_cell(const struct maze_picture *pic,
                                const struct maze *m, const char *what,
                                uint32_t x, uint32_t y, size_t *cell,
                                struct maze_read_error *err)
{
    const struct maze_picture_info *in = &pic->info;
    if (x >= in->width || y >= in->height) {
        mz_read_fail(err, 0, 0,
                     "%s %u,%u is outside the %ux%u picture (x from 0 to %u, "
                     "y from 0 to %u)",
                     what, x, y, in->width, in->height, in->width - 1,
                     in->height - 1);
        return MAZE_ERR_ARG;
    }
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
    };
    for (size_t i = 0; i < sizeof unreadable / sizeof *unreadable; i++)
        if (strncmp(about, unreadable[i].kind, strlen(unreadable[i].kind)) == 0)
            return mz_read_fail(err, 0, 0,
                                "picture of %s, which cannot be read back "
                                "from a picture (solve its JSON or text "
                                "form: maze generate ... -o maze.json)",
                                unreadable[i].what);
    return MAZE_OK;
}

/* The ends the "maze" chunk of a rectangle gives ("rect WxH start X,Y
 * end X,Y"), as cells of m, when they are cells of m: they need not be
 * at gaps in the outer wall (--ends farthest). */
static bool about_ends(const char *about, const struct maze *m, size_t *start,
                       size_t *end)
{
    unsigned w = 0, h = 0, sx = 0, sy = 0, ex = 0, ey = 0;
    char tail = 0;
    if (sscanf(about, "rect %ux%u start %u,%u end %u,%u%c", &w, &h, &sx, &sy,
               &ex, &ey, &tail) != 6)
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
                                struct openings *s, bool all_round,
                                struct maze_read_error *err)
{
    m->start = m->end = MAZE_NONE;
    m->start_door = m->end_door = -1;
    enum maze_err e = MAZE_OK;
    if (opts->have_start)
        e = pixel_cell(pic, m, "start", opts->start_x, opts->start_y, &m->start,
                       err);
    if (!e && opts->have_end)
        e = pixel_cell(pic, m, "end", opts->end_x, opts->end_y, &m->end, err);
    if (e || (opts->have_start && opts->have_end))
        return e;
    size_t a = 0, b = 0;
    size_t about_start = 0, about_end = 0;
    if (pic->info.grid && about_ends(pic->about, m, &about_start, &about_end)) {
        /* Each end leaves through a gap of its cell when it has one (a
         * maze of one cell has two). */
        size_t used = SIZE_MAX;
        if (!opts->have_start) {
            m->start = about_start;
            for (size_t i = 0; i < s->count && m->start_door < 0; i++)
                if (maze_cell_at(m, s->o[i].x, s->o[i].y) == about_start) {
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
    struct maze_read_error quiet = {0};
    e = choose_ends(s, all_round, pic->info.grid ? "maze" : "picture", &a, &b,
                    opts->ends_optional ? &quiet : err);
    if (e) {
        if (!opts->ends_optional)
            return e;
        if (!opts->have_start)
            m->start = MAZE_NONE;
        m->end = MAZE_NONE;
        return MAZE_OK;
    }
    if (!opts->have_start) {
        m->start = maze_cell_at(m, s->o[a].x, s->o[a].y);
        if (pic->info.grid)
            m->start_door = s->o[a].dir;
    }
    if (!opts->have_end) {
        m->end = maze_cell_at(m, s->o[b].x, s->o[b].y);
        if (pic->info.grid)
            m->end_door = s->o[b].dir;
    }
    return MAZE_OK;
}

static enum maze_err read_picture(struct maze_picture *pic,
                                  const struct maze_picture_opts *opts,
                                  struct maze **out,
                                  struct maze_read_error *err)
{
    struct decoder d;
    uint64_t max_pixels =
        opts->max_pixels ? opts->max_pixels : MAZE_PICTURE_MAX_PIXELS;
    enum maze_err e =
        decoder_open(&d, pic->png, pic->png_size, max_pixels, err);
    if (e)
        return e;
    pic->info.width = d.width;
    pic->info.height = d.height;
    memcpy(pic->about, d.about, sizeof pic->about);
    e = refuse_unreadable(pic->about, err);
    if (e) {
        decoder_close(&d);
        return e;
    }
    struct bits b = {0}, grey = {0};
    uint64_t mid = 0;
    e = classify(&d, pic, &b, &grey, &mid, err);
    decoder_close(&d);
    uint64_t pixels = (uint64_t)b.width * b.height;
    uint64_t light = 0;
    for (size_t i = 0; !e && i < b.stride * b.height; i++)
        light += (uint64_t)__builtin_popcountll(b.word[i]);
    /* A photograph: thousands of colours, a third of them neither light
     * nor dark (a maze in a few colours is never one, whatever they are). */
    if (!e && pic->many_colours && mid * 3 > pixels)
        e = mz_read_fail(err, 0, 0,
                         "not a maze: %llu%% of the pixels are neither light "
                         "nor dark (a photograph?)",
                         (unsigned long long)(mid * 100 / pixels));
    else if (!e && light == 0)
        e = mz_read_fail(err, 0, 0,
                         "not a maze: every pixel is dark (no floor)");
    else if (!e && light == pixels)
        e = mz_read_fail(err, 0, 0,
                         "not a maze: every pixel is light (no walls)");
    struct grid g;
    bool is_grid = false;
    if (!e)
        e = find_grid(&b, &g, &is_grid);
    /* A grid with a route drawn on it in a dark colour: the grid of the
     * dark greys alone. */
    if (!e && !is_grid &&
        memcmp(b.word, grey.word, b.stride * b.height * sizeof *b.word) != 0) {
        e = find_grid(&grey, &g, &is_grid);
        if (is_grid) {
            uint64_t *t = b.word;
            b.word = grey.word;
            grey.word = t;
        }
    }
    free(grey.word);
    grey.word = NULL;
    struct maze *m = NULL;
    struct openings s = {0};
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
        /* A light margin all round: the maze is the part inside it. */
        struct bits inner = {0};
        const struct bits *use = &b;
        uint32_t box[4] = {0, 0, 0, 0};
        if (margin_box(&b, box)) {
            e = bits_crop(&b, box, &inner);
            use = &inner;
            pic->info.x0 = (int32_t)box[0];
            pic->info.y0 = (int32_t)box[1];
        }
        if (!e)
            e = pixel_scale(use, &pic->info.scale);
        if (!e)
            e = pixel_maze(use, pic->info.scale, &m);
        if (!e)
            e = pixel_openings(m, pic->info.scale, box[0], box[1], &s,
                               &all_round);
        free(inner.word);
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
    if (!e && !maze_picture_sniff(pic->png, pic->png_size))
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

/* ------------------------------------------------------------ painting */

enum {
    MARK_EAST = 1,  /* the route goes on to the cell east */
    MARK_SOUTH = 2, /* ... south */
    MARK_ROUTE = 4, /* the cell is on the route */
    MARK_DOOR = 8,  /* and leaves through a door: dir in the high bits */
};

/* What the painter knows of the route: a bit a unit (pixel mazes), a
 * byte a cell (grids: the ways the route goes on, so that a band is drawn
 * only between cells that follow each other on it). */
struct route_marks {
    uint64_t *unit;
    uint8_t *cell;
};

static enum maze_err marks_make(const struct maze_picture *pic,
                                const struct maze *m,
                                const struct maze_route *route,
                                struct route_marks *rm)
{
    memset(rm, 0, sizeof *rm);
    size_t n = route ? route->length : 0;
    if (!pic->info.grid) {
        rm->unit = calloc((m->cells + 63) / 64, sizeof *rm->unit);
        if (!rm->unit)
            return MAZE_ERR_NOMEM;
        for (size_t i = 0; i < n; i++)
            rm->unit[route->cells[i] / 64] |= (uint64_t)1
                                              << (route->cells[i] % 64);
        return MAZE_OK;
    }
    rm->cell = calloc(m->cells, 1);
    if (!rm->cell)
        return MAZE_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        size_t a = route->cells[i];
        rm->cell[a] |= MARK_ROUTE;
        if (i + 1 < n) {
            size_t b = route->cells[i + 1];
            size_t lo = a < b ? a : b, hi = a < b ? b : a;
            rm->cell[lo] |= hi == lo + 1 ? MARK_EAST : MARK_SOUTH;
        }
    }
    if (n > 0 && route->cells[0] == m->start && m->start_door >= 0)
        rm->cell[m->start] |= (uint8_t)(MARK_DOOR << m->start_door);
    if (n > 0 && route->cells[n - 1] == m->end && m->end_door >= 0)
        rm->cell[m->end] |= (uint8_t)(MARK_DOOR << m->end_door);
    return MAZE_OK;
}

static void paint(unsigned char *row, int64_t a, int64_t b, uint32_t width,
                  const unsigned char colour[4])
{
    for (uint32_t x = clamp(a, width); x < clamp(b, width); x++)
        memcpy(row + 4 * (size_t)x, colour, 4);
}

/* The route's pixels of row y: whole units of a pixel maze; on a grid, a
 * band a third of the corridor wide through the cells' middles, joining
 * cells that follow each other and going out through the doors. */
static void paint_row(const struct maze_picture *pic, const struct maze *m,
                      const struct route_marks *rm, uint32_t y,
                      unsigned char *row, const unsigned char colour[4])
{
    const struct maze_picture_info *in = &pic->info;
    if (!in->grid) {
        int64_t k = in->scale, ry = (int64_t)y - in->y0;
        if (ry < 0 || ry >= (int64_t)m->height * k)
            return;
        size_t first = (size_t)(ry / k) * m->width;
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = first + x;
            if ((rm->unit[c / 64] >> (c % 64)) & 1)
                paint(row, in->x0 + x * k, in->x0 + (x + 1) * k, in->width,
                      colour);
        }
        return;
    }
    int64_t c = in->pitch, t = in->wall;
    int64_t band = (c - t) / 3 ? (c - t) / 3 : 1;
    int64_t inset = t + (c - t - band) / 2;    /* from a line's first pixel */
    int64_t right = in->x0 + m->width * c + t; /* past the east wall */
    int64_t bottom = in->y0 + m->height * c + t;
    if ((int64_t)y < in->y0 || (int64_t)y >= bottom)
        return;
    int64_t rel = (int64_t)y - in->y0 - inset;
    uint32_t r = 0;
    int what = 0; /* 0: band of row r; 1: going south from row r; 2: north
                     door arms of row 0 */
    if (rel < 0) {
        what = 2;
    } else {
        r = (uint32_t)(rel / c);
        what = rel % c < band ? 0 : 1;
        if (r >= m->height) {
            r = m->height - 1;
            what = 1;
        }
    }
    const uint8_t *mark = rm->cell + (size_t)r * m->width;
    for (uint32_t x = 0; x < m->width; x++) {
        uint8_t k = mark[x];
        if (!(k & MARK_ROUTE))
            continue;
        int64_t a = in->x0 + x * c + inset;
        if (what == 2) {
            if (k & (MARK_DOOR << MAZE_NORTH))
                paint(row, a, a + band, in->width, colour);
        } else if (what == 1) {
            if ((k & MARK_SOUTH) ||
                (r == m->height - 1 && (k & (MARK_DOOR << MAZE_SOUTH))))
                paint(row, a, a + band, in->width, colour);
        } else {
            int64_t from = a, to = a + band;
            if (k & MARK_EAST)
                to = a + c;
            if (k & (MARK_DOOR << MAZE_EAST))
                to = right;
            if (k & (MARK_DOOR << MAZE_WEST))
                from = in->x0;
            paint(row, from, to, in->width, colour);
        }
    }
}

/* ------------------------------------------------------------ encoding */

struct encoder {
    png_structp png;
    png_infop info;
    FILE *out;
};

static void write_data(png_structp png, png_bytep data, png_size_t n)
{
    struct encoder *en = png_get_io_ptr(png);
    if (fwrite(data, 1, n, en->out) != n)
        png_error(png, "write failed");
}

static void flush_data(png_structp png)
{
    struct encoder *en = png_get_io_ptr(png);
    fflush(en->out);
}

static void encode_fail(png_structp png, png_const_charp message)
{
    (void)message;
    png_longjmp(png, 1);
}

/* The palette index of colour v (there is one: the palette holds every
 * colour of the picture and the route's). */
static unsigned index_of(const uint32_t *pal, unsigned n, uint32_t v,
                         uint32_t *last, unsigned *last_index)
{
    if (v == *last)
        return *last_index;
    for (unsigned i = 0; i < n; i++)
        if (pal[i] == v) {
            *last = v;
            *last_index = i;
            return i;
        }
    return 0;
}

/* Writes a row, or the end of the picture for NULL; false when writing
 * fails. */
static bool write_row(struct encoder *en, const unsigned char *row)
{
    if (setjmp(png_jmpbuf(en->png)))
        return false;
    if (row)
        png_write_row(en->png, row);
    else
        png_write_end(en->png, NULL);
    return true;
}

/* The header: a palette of n colours at `depth` bits a pixel when pal,
 * else 8-bit RGB or RGBA. False when writing fails. */
static bool write_header(struct encoder *en, const struct maze_picture *pic,
                         const uint32_t *pal, unsigned n, int depth)
{
    if (setjmp(png_jmpbuf(en->png)))
        return false;
    png_set_write_fn(en->png, en, write_data, flush_data);
    int type = pal          ? PNG_COLOR_TYPE_PALETTE
               : pic->alpha ? PNG_COLOR_TYPE_RGBA
                            : PNG_COLOR_TYPE_RGB;
    png_set_IHDR(en->png, en->info, pic->info.width, pic->info.height,
                 pal ? depth : 8, type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (pal) {
        png_color plte[256];
        png_byte alpha[256];
        for (unsigned i = 0; i < n; i++) {
            plte[i] =
                (png_color){(png_byte)(pal[i] >> 24), (png_byte)(pal[i] >> 16),
                            (png_byte)(pal[i] >> 8)};
            alpha[i] = (png_byte)pal[i];
        }
        png_set_PLTE(en->png, en->info, plte, (int)n);
        if (pic->alpha)
            png_set_tRNS(en->png, en->info, alpha, (int)n, NULL);
    }
    if (pic->about[0]) {
        /* The picture stays what it was: its chunk goes with it. */
        png_text text = {
            .compression = PNG_TEXT_COMPRESSION_NONE,
            .key = "maze",
            .text = (char *)pic->about,
            .text_length = strlen(pic->about),
        };
        png_set_text(en->png, en->info, &text, 1);
    }
    png_set_compression_level(en->png, 3);
    png_set_filter(en->png, PNG_FILTER_TYPE_BASE,
                   pal ? PNG_FILTER_NONE : PNG_FILTER_UP);
    png_write_info(en->png, en->info);
    return true;
}

/* The rows: decode, paint, encode. Separate from maze_picture_write() so
 * that no local changes between setjmp() and a longjmp(). */
static enum maze_err
encode_rows(struct encoder *en, struct decoder *d,
            const struct maze_picture *pic, const struct maze *m,
            const struct route_marks *rm, const unsigned char colour[4],
            const uint32_t *pal, unsigned n, int depth, unsigned char *packed)
{
    uint32_t last = pal ? pal[0] : 0;
    unsigned last_index = 0;
    for (uint32_t y = 0; y < pic->info.height; y++) {
        const unsigned char *src = NULL;
        enum maze_err e = decoder_row(d, &src, NULL);
        if (e)
            return MAZE_ERR_FORMAT;
        unsigned char *row = (unsigned char *)src;
        paint_row(pic, m, rm, y, row, colour);
        if (pal) {
            memset(packed, 0, ((size_t)pic->info.width * depth + 7) / 8);
            for (uint32_t x = 0; x < pic->info.width; x++) {
                unsigned i = index_of(pal, n, rgba(row + 4 * (size_t)x), &last,
                                      &last_index);
                size_t bitpos = (size_t)x * depth;
                packed[bitpos / 8] |=
                    (unsigned char)(i << (8 - depth - bitpos % 8));
            }
        } else if (!pic->alpha) {
            for (uint32_t x = 0; x < pic->info.width; x++)
                memcpy(packed + 3 * (size_t)x, row + 4 * (size_t)x, 3);
        } else {
            memcpy(packed, row, 4 * (size_t)pic->info.width);
        }
        if (!write_row(en, packed))
            return MAZE_ERR_IO;
    }
    return write_row(en, NULL) ? MAZE_OK : MAZE_ERR_IO;
}

enum maze_err maze_picture_write(const struct maze_picture *pic,
                                 const struct maze *m,
                                 const struct maze_route *route,
                                 uint32_t route_color, FILE *out)
{
    uint32_t rc = route_color ? route_color & 0xFFFFFFu : 0xE02020u;
    unsigned char colour[4] = {(unsigned char)(rc >> 16),
                               (unsigned char)(rc >> 8), (unsigned char)rc,
                               255};
    if (m->width != pic->info.maze_width ||
        m->height != pic->info.maze_height || m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG;
    struct route_marks rm;
    enum maze_err e = marks_make(pic, m, route, &rm);
    if (e)
        return e;
    /* The palette: the picture's colours and the route's. */
    uint32_t pal[256];
    unsigned n = 0;
    bool use_palette = !pic->many_colours;
    if (use_palette) {
        memcpy(pal, pic->colour, pic->colours * sizeof *pal);
        n = pic->colours;
        uint32_t v = rgba(colour);
        bool have = false;
        for (unsigned i = 0; i < n; i++)
            have |= pal[i] == v;
        if (!have && n == 256)
            use_palette = false;
        else if (!have)
            pal[n++] = v;
    }
    int depth = n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8;
    struct decoder d;
    e = decoder_open(&d, pic->png, pic->png_size, UINT64_MAX, NULL);
    struct encoder en = {.out = out};
    unsigned char *packed = NULL;
    if (!e) {
        en.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL,
                                         encode_fail, decode_warn);
        en.info = en.png ? png_create_info_struct(en.png) : NULL;
        packed = malloc((size_t)pic->info.width * 4 + 1);
        if (!en.png || !en.info || !packed)
            e = MAZE_ERR_NOMEM;
    }
    if (!e && !write_header(&en, pic, use_palette ? pal : NULL, n, depth))
        e = MAZE_ERR_IO;
    if (!e)
        e = encode_rows(&en, &d, pic, m, &rm, colour, use_palette ? pal : NULL,
                        n, depth, packed);
    if (en.png)
        png_destroy_write_struct(&en.png, en.info ? &en.info : NULL);
    free(packed);
    decoder_close(&d);
    free(rm.unit);
    free(rm.cell);
    if (!e && ferror(out))
        e = MAZE_ERR_IO;
    return e;
}
