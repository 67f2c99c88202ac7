/*
 * mask_text.c - masks made from words (--mask-text, --mask-font).
 *
 * Drawing text is a renderer's job (and cairo's, which only cairo.c
 * includes), so the mask is made here and read by the settings as a mask
 * file is.
 *
 * The text is drawn as large as fits the grid, a cell a pixel, and the
 * cells its ink covers at least half of are the mask. Two fonts: the
 * built-in one, capitals, digits and a few signs of 5 x 7 dots, each dot
 * a square of whole cells (so its strokes are even and the mask is the
 * same on every machine and in the web page), and any system font by
 * name, which cairo draws (cairo.c; fontconfig picks the nearest
 * font it has to the name). Letters stand apart, and a maze joins one
 * piece (maze_parts), so the pieces are then joined by bridges of cells,
 * each within a cell of the shortest between the two pieces it joins:
 * all pieces grow at once through the cells that are off, and where two
 * not yet joined meet, the cells back to each are the bridge (a line of
 * cells from one letter to the next). Time O(cells); memory 13 bytes a
 * cell at most, weighed before the mask is made (32767 cells a side at
 * most, as cairo draws).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../errors.h"
#include "../mz.h"
#include "text_raster.h"

/* The most cells a side of a text mask: what cairo draws, and few enough
 * that a cell's number fits 32 bits. */
#define TEXT_SIDE_MAX 32767

/* ------------------------------------------------------ the built-in font */

#define DOTS_ACROSS 5
#define DOTS_DOWN 7

/* Each glyph a row of dots a byte, the leftmost dot the highest of five
 * bits; lower-case letters are drawn as capitals. */
static const struct glyph {
    char c;
    uint8_t row[DOTS_DOWN];
} glyphs[] = {
    {' ', {0, 0, 0, 0, 0, 0, 0}},
    {'A', {0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11}},
    {'B', {0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E}},
    {'C', {0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E}},
    {'D', {0x1C, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1C}},
    {'E', {0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F}},
    {'F', {0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10}},
    {'G', {0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F}},
    {'H', {0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11}},
    {'I', {0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E}},
    {'J', {0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C}},
    {'K', {0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11}},
    {'L', {0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F}},
    {'M', {0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11}},
    {'N', {0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11}},
    {'O', {0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E}},
    {'P', {0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10}},
    {'Q', {0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D}},
    {'R', {0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11}},
    {'S', {0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E}},
    {'T', {0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}},
    {'U', {0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E}},
    {'V', {0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04}},
    {'W', {0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A}},
    {'X', {0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11}},
    {'Y', {0x11, 0x11, 0x11, 0x0A, 0x04, 0x04, 0x04}},
    {'Z', {0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F}},
    {'0', {0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E}},
    {'1', {0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E}},
    {'2', {0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F}},
    {'3', {0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E}},
    {'4', {0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02}},
    {'5', {0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E}},
    {'6', {0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E}},
    {'7', {0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08}},
    {'8', {0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E}},
    {'9', {0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C}},
    {'.', {0, 0, 0, 0, 0, 0x0C, 0x0C}},
    {',', {0, 0, 0, 0, 0x0C, 0x04, 0x08}},
    {'!', {0x04, 0x04, 0x04, 0x04, 0x04, 0, 0x04}},
    {'?', {0x0E, 0x11, 0x01, 0x02, 0x04, 0, 0x04}},
    {'-', {0, 0, 0, 0x1F, 0, 0, 0}},
    {'\'', {0x04, 0x04, 0x08, 0, 0, 0, 0}},
    {':', {0, 0x0C, 0x0C, 0, 0x0C, 0x0C, 0}},
    {'+', {0, 0x04, 0x04, 0x1F, 0x04, 0x04, 0}},
    {'=', {0, 0, 0x1F, 0, 0x1F, 0, 0}},
    {'*', {0, 0x04, 0x15, 0x0E, 0x15, 0x04, 0}},
    {'/', {0, 0x01, 0x02, 0x04, 0x08, 0x10, 0}},
    {'#', {0x0A, 0x0A, 0x1F, 0x0A, 0x1F, 0x0A, 0x0A}},
    {'&', {0x0C, 0x12, 0x14, 0x08, 0x15, 0x12, 0x0D}},
    {'(', {0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02}},
    {')', {0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08}},
};

static const struct glyph *glyph_of(char c)
{
    c = (char)toupper((unsigned char)c);
    for (size_t i = 0; i < sizeof glyphs / sizeof *glyphs; i++)
        if (glyphs[i].c == c)
            return &glyphs[i];
    return NULL;
}

/* The built-in font's dot at (u, v) of the whole text, a dot of space
 * after each glyph. */
static bool dot(const char *text, uint64_t u, uint64_t v)
{
    const struct glyph *g = glyph_of(text[u / (DOTS_ACROSS + 1)]);
    unsigned across = (unsigned)(u % (DOTS_ACROSS + 1));
    return across < DOTS_ACROSS &&
           (g->row[v] >> (DOTS_ACROSS - 1 - across) & 1u);
}

/* Puts the cells of the text in the built-in font into m (the others
 * OFF): each dot a square of k x k cells, k the largest that fits. */
static enum maze_err builtin(const char *text, struct maze *m,
                             struct maze_read_error *err)
{
    size_t n = strlen(text);
    for (size_t i = 0; i < n; i++) {
        if (glyph_of(text[i]))
            continue;
        /* The whole character, all the bytes of its UTF-8 */
        unsigned char lead = (unsigned char)text[i];
        int len = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        return mz_read_fail(err, 0, 0,
                            "the built-in font has no '%.*s' (it has "
                            "letters, digits and . , ! ? - ' : + = * / # "
                            "& ( ); try --mask-font with a system font)",
                            len, text + i);
    }
    uint64_t across = (uint64_t)n * (DOTS_ACROSS + 1) - 1;
    uint64_t k = m->width / across;
    if (m->height / DOTS_DOWN < k)
        k = m->height / DOTS_DOWN;
    if (k == 0)
        return mz_read_fail(err, 0, 0,
                            "the text '%s' needs %llu x %u cells in the "
                            "built-in font, more than %u x %u (try: -W %llu "
                            "-H %u)",
                            text, (unsigned long long)across, DOTS_DOWN,
                            m->width, m->height, (unsigned long long)across,
                            m->height > DOTS_DOWN ? m->height : DOTS_DOWN);
    uint64_t x0 = (m->width - across * k) / 2;
    uint64_t y0 = (m->height - DOTS_DOWN * k) / 2;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        bool in = x >= x0 && x < x0 + across * k && y >= y0 &&
                  y < y0 + DOTS_DOWN * k &&
                  dot(text, (x - x0) / k, (y - y0) / k);
        m->cell[c] = in ? 0 : MAZE_CELL_OFF;
    }
    return MAZE_OK;
}

/* The drawing of system fonts, handed in by libmaze-render. */
static mz_text_coverage_fn coverage;

void mz_text_coverage_set(mz_text_coverage_fn fn)
{
    coverage = fn;
}

/* Puts the cells a system font's text covers at least half of into m. */
static enum maze_err system_font(const char *text, const char *font,
                                 struct maze *m, struct maze_read_error *err)
{
#ifdef MAZE_NO_PICTURE_LIBS
    (void)text;
    (void)m;
    return mz_read_fail(err, 0, 0,
                        "a system font ('%s') is drawn by cairo, which this "
                        "build leaves out (try: the built-in font)",
                        font);
#else
    /* "Name Bold" asks fontconfig for the bold face of Name. */
    char family[256];
    snprintf(family, sizeof family, "%s", font);
    size_t len = strlen(family);
    bool bold = len > 5 && strcmp(family + len - 5, " Bold") == 0;
    if (bold)
        family[len - 5] = '\0';
    uint8_t *ink = malloc((size_t)m->width * m->height);
    if (!ink)
        return MAZE_ERR_NOMEM;
    if (!coverage) {
        free(ink);
        return mz_read_fail(err, 0, 0,
                            "the font '%s' is drawn by libmaze-render (link "
                            "it and call maze_render_library_init(), or use "
                            "--mask-font builtin)",
                            font);
    }
    if (!coverage(text, family, bold, m->width, m->height, ink)) {
        free(ink);
        return mz_read_fail(err, 0, 0,
                            "cannot draw '%s' in the font '%s' (a text "
                            "with ink, and a font cairo can use)",
                            text, font);
    }
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        m->cell[c] = ink[(size_t)y * m->width + x] >= 128 ? 0 : MAZE_CELL_OFF;
    }
    free(ink);
    return MAZE_OK;
#endif
}

/* ----------------------------------------------------------- bridges */

/* Bytes join_pieces() takes a cell at most: a piece's number, the way
 * back and a place in the queue, and the pieces' sets. */
#define JOIN_BYTES_A_CELL 13

/* The set of piece p (path halving). */
static uint32_t set_of(uint32_t *set, uint32_t p)
{
    while (set[p] != p) {
        set[p] = set[set[p]];
        p = set[p];
    }
    return p;
}

/* Turns on the cells from off cell c back to the piece it was reached
 * from, or to a bridge already on that leads there. */
static void bridge(struct maze *m, size_t c, const uint8_t *back)
{
    while (m->cell[c] & MAZE_CELL_OFF) {
        m->cell[c] &= (uint8_t)~MAZE_CELL_OFF;
        struct mz_at nb;
        if (!mz_next(m, mz_at(m, c), back[c], &nb))
            return; /* cannot be: back[c] is the way c was reached */
        c = nb.c;
    }
}

/* Joins the pieces of m's cells into one (m has fewer than 2^32 cells).
 * The pieces are numbered; then all grow at once, a breadth-first search
 * from every cell of every piece through the cells that are off, each
 * cell it reaches taking the number of the piece that reached it first
 * and the way back. Where two pieces not yet joined meet, the cells back
 * to each are turned on: a bridge, found in the order of their lengths,
 * so each within a cell of the shortest between the two. Time O(cells). */
static enum maze_err join_pieces(struct maze *m)
{
    size_t n = m->cells;
    uint32_t *piece = calloc(n, sizeof *piece); /* 0: off, not reached */
    uint8_t *back = malloc(n);
    uint32_t *queue = malloc(n * sizeof *queue);
    uint32_t *set = NULL;
    enum maze_err e = MAZE_ERR_NOMEM;
    if (!piece || !back || !queue)
        goto out;
    size_t tail = 0;
    uint32_t pieces = 0;
    for (size_t c = 0; c < n; c++) {
        if ((m->cell[c] & MAZE_CELL_OFF) || piece[c])
            continue;
        piece[c] = ++pieces;
        size_t head = tail;
        queue[tail++] = (uint32_t)c;
        while (head < tail) {
            struct mz_at at = mz_at(m, queue[head++]);
            for (int d = 0; d < (int)mz_dirs(m); d++) {
                struct mz_at nb;
                if (mz_next(m, at, d, &nb) && !piece[nb.c] &&
                    !(m->cell[nb.c] & MAZE_CELL_OFF)) {
                    piece[nb.c] = pieces;
                    queue[tail++] = (uint32_t)nb.c;
                }
            }
        }
    }
    set = malloc(((size_t)pieces + 1) * sizeof *set);
    if (!set)
        goto out;
    for (uint32_t p = 0; p <= pieces; p++)
        set[p] = p;
    uint32_t joined = 1;
    for (size_t head = 0; head < tail && joined < pieces; head++) {
        size_t c = queue[head];
        struct mz_at at = mz_at(m, c);
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            struct mz_at nb;
            if (!mz_next(m, at, d, &nb))
                continue;
            if (!piece[nb.c]) {
                piece[nb.c] = piece[c];
                back[nb.c] = (uint8_t)mz_back(m, at, d);
                queue[tail++] = (uint32_t)nb.c;
                continue;
            }
            uint32_t a = set_of(set, piece[c]), b = set_of(set, piece[nb.c]);
            if (a == b)
                continue;
            set[a > b ? a : b] = a < b ? a : b;
            joined++;
            bridge(m, c, back);
            bridge(m, nb.c, back);
        }
    }
    e = MAZE_OK;
out:
    free(piece);
    free(back);
    free(queue);
    free(set);
    return e;
}

enum maze_err maze_mask_text(const char *text, const char *font,
                             enum maze_shape shape, uint32_t width,
                             uint32_t height, struct maze **out,
                             struct maze_read_error *err)
{
    if (!text || !*text)
        return mz_read_fail(err, 0, 0, "no text to make a mask of");
    if (shape == MAZE_SHAPE_POLAR)
        return MAZE_ERR_ARG;
    if (width > TEXT_SIDE_MAX || height > TEXT_SIDE_MAX) {
        mz_read_fail(err, 0, 0,
                     "a text mask has at most %d cells a side, not %u x %u",
                     TEXT_SIDE_MAX, width, height);
        return MAZE_ERR_TOO_BIG;
    }
    /* Weighed first: the grid, then joining its pieces. */
    size_t bytes = 0;
    enum maze_err e = maze_shape_bytes(shape, width, height, &bytes);
    if (e)
        return e;
    double need = (double)bytes + JOIN_BYTES_A_CELL * (double)width * height;
    double have = mz_machine_bytes();
    if (have > 0 && need > have) {
        char need_text[32];
        char have_text[32];
        mz_bytes_text(need, need_text, sizeof need_text);
        mz_bytes_text(have, have_text, sizeof have_text);
        mz_read_fail(err, 0, 0,
                     "a %u x %u text mask needs %s of memory, more than this "
                     "machine's %s",
                     width, height, need_text, have_text);
        return MAZE_ERR_TOO_BIG;
    }
    struct maze *m = NULL;
    e = maze_new_shape(shape, width, height, &m);
    if (e)
        return e;
    bool own = !font || !*font || strcmp(font, "builtin") == 0;
    e = own ? builtin(text, m, err) : system_font(text, font, m, err);
    if (!e && mz_cells_on(m) == 0)
        e = mz_read_fail(err, 0, 0,
                         "the text '%s' covers no cell at %u x %u (try a "
                         "larger -W and -H)",
                         text, width, height);
    if (!e)
        e = join_pieces(m);
    if (e) {
        maze_free(m);
        return e;
    }
    maze_ends_default(m);
    *out = m;
    return MAZE_OK;
}
