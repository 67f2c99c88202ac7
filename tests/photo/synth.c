/*
 * synth.c - photographs of mazes whose answer is known, for testing the
 * photo reader (read/photo.c) as a user's phone would feed it.
 *
 *   photo-synth make SEED W H lines|blocks|shut mild|hard PHOTO.jpg TRUTH.txt
 *       one photo (PHOTO.png, .tif, .webp, .gif: the same in that format),
 *       and the maze it shows
 *       in the text format (its ends in the gaps of its outer wall, as the
 *       reader gives them back)
 *   photo-synth blank PHOTO.jpg
 *       a photo of a blank sheet of paper on the table
 *   photo-synth blur HALF PHOTO BLURRED.jpg
 *       the photo blurred by a box HALF pixels either side (out of focus)
 *   photo-synth rate N mild|hard [SEED [PERCENT [DIR]]]
 *       N photos made and read back in memory: how many are read exactly
 *       (every wall, both ends, the route's length), how many refused
 *       with a message, how many read wrong; exits 1 if any is wrong or
 *       fewer than PERCENT (default 95) are exact; the photos not read
 *       exactly are kept in DIR as seed-N.jpg
 *
 * A maze is made by the library (backtracker, its ends at the top-left and
 * bottom-right corners, doors north and south), then drawn: "lines" is the
 * tool's own PNG (the png renderer, at a cell size and wall width drawn
 * from the seed), "blocks" its text form with each '#' a filled square,
 * "shut" the lines with the start cell walled in (no route).
 * The drawing, on its paper, is turned in 3D (tilted up to 30 degrees at
 * hard, 15 at mild, and turned in the plane) and seen through a pinhole
 * onto a larger photo whose rest is a wooden table; lit by a gradient and
 * a shadow with a soft edge; blurred; noised; and saved as JPEG at
 * quality 60 to 90. Everything random comes from the library's seeded
 * generator, so a seed makes the same photo everywhere.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <leptonica/allheaders.h>
#include <maze.h>

struct level {
    double tilt, turn;    /* degrees, at most */
    double light, shadow; /* darkest share of the light */
    int blur;             /* box blur's half width, at most */
    double noise;         /* the noise's standard deviation */
    int q_lo, q_hi;       /* JPEG quality */
};

static const struct level mild = {15, 8, 0.65, 0.6, 1, 4, 75, 90};
static const struct level hard = {30, 15, 0.45, 0.45, 2, 9, 60, 90};

static double uniform(struct maze_rng *r, double lo, double hi)
{
    return lo + (hi - lo) * ((double)(maze_rng_next(r) >> 11) / 9007199254740992.0);
}

static double gauss(struct maze_rng *r)
{
    double u = uniform(r, 1e-12, 1), v = uniform(r, 0, 1);
    return sqrt(-2 * log(u)) * cos(2 * M_PI * v);
}

/* ------------------------------------------------------------ the maze */

static struct maze *make_maze(uint64_t seed, uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    if (maze_new(w, h, &m))
        return NULL;
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    if (maze_generate(m, maze_generator_find("backtracker"), &rng, NULL,
                      NULL)) {
        maze_free(m);
        return NULL;
    }
    m->start = 0;
    m->end = m->cells - 1;
    m->start_door = MAZE_NORTH;
    m->end_door = MAZE_SOUTH;
    return m;
}

/* The maze as text (no route), in a buffer the caller frees. */
static char *maze_text(const struct maze *m)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    maze_renderer_find("text")->render(m, NULL, NULL, f);
    fclose(f);
    return text;
}

/* The drawing, 8-bit grey: the tool's PNG, or the text's blocks. */
static PIX *draw(const struct maze *m, bool blocks, struct maze_rng *r)
{
    if (blocks) {
        char *text = maze_text(m);
        if (!text)
            return NULL;
        uint32_t cols = 2 * m->width + 1, rows = 2 * m->height + 1;
        /* By the longer side, as the tool's PNG below: by the columns, a
         * 5x60 maze made a photo of 22118x16588 pixels (1.8 GB to read). */
        uint32_t side = cols > rows ? cols : rows;
        int unit = (int)uniform(r, 700.0 / side, 1100.0 / side);
        unit = unit < 6 ? 6 : unit;
        int margin = unit * 2;
        PIX *pix = pixCreate((l_int32)(cols * unit + 2 * margin),
                             (l_int32)(rows * unit + 2 * margin), 8);
        pixSetAll(pix);
        const char *line = text;
        for (uint32_t y = 0; y < rows && line; y++) {
            for (uint32_t x = 0; x < cols; x++)
                if (line[x] == '#')
                    pixRasterop(pix, margin + (l_int32)x * unit,
                                margin + (l_int32)y * unit, unit, unit,
                                PIX_CLR, NULL, 0, 0);
            line = strchr(line, '\n');
            line = line ? line + 1 : NULL;
        }
        free(text);
        return pix;
    }
    uint32_t side = m->width > m->height ? m->width : m->height;
    struct maze_render_opts opts = {0};
    opts.cell = (uint32_t)uniform(r, 700.0 / side, 1100.0 / side);
    opts.cell = opts.cell < 10 ? 10 : opts.cell;
    opts.wall = (uint32_t)uniform(r, 1.5, opts.cell / 5.0 + 1);
    opts.wall = opts.wall < 2 ? 2 : opts.wall;
    opts.margin = opts.cell;
    char *png = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&png, &len);
    if (!f)
        return NULL;
    enum maze_err e = maze_renderer_find("png")->render(m, NULL, &opts, f);
    fclose(f);
    PIX *pix = e ? NULL : pixReadMem((l_uint8 *)png, len);
    free(png);
    PIX *grey = pix ? pixConvertTo8(pix, 0) : NULL;
    pixDestroy(&pix);
    return grey;
}

/* ----------------------------------------------------------- the photo */

static void mat_mul(const double a[9], const double b[9], double out[9])
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            out[i * 3 + j] = 0;
            for (int k = 0; k < 3; k++)
                out[i * 3 + j] += a[i * 3 + k] * b[k * 3 + j];
        }
}

/* The photo: the drawing on its paper, turned and seen in perspective on
 * a table, lit unevenly, blurred and noised (32 bits a pixel). */
static PIX *photograph(PIX *drawing, const struct level *lv,
                       struct maze_rng *r)
{
    l_int32 dw = pixGetWidth(drawing), dh = pixGetHeight(drawing);
    double size = dw > dh ? dw : dh;
    /* The paper's rotation: tilt about a random axis in the plane, then a
     * turn about the view. */
    double tilt = uniform(r, 0, lv->tilt) * M_PI / 180;
    double axis = uniform(r, 0, 2 * M_PI);
    double turn = uniform(r, -lv->turn, lv->turn) * M_PI / 180;
    double ax = cos(axis), ay = sin(axis), c = cos(tilt), s = sin(tilt);
    double rot[9] = {c + ax * ax * (1 - c), ax * ay * (1 - c), ay * s,
                     ax * ay * (1 - c), c + ay * ay * (1 - c), -ax * s,
                     -ay * s, ax * s, c};
    double spin[9] = {cos(turn), -sin(turn), 0, sin(turn), cos(turn), 0,
                      0, 0, 1};
    double rm[9];
    mat_mul(spin, rot, rm);
    double distance = size * uniform(r, 1.3, 2.0);
    double canvas = size * uniform(r, 1.35, 1.6);
    l_int32 pw = (l_int32)(canvas * 4 / 3), ph = (l_int32)canvas;
    double focal = distance * uniform(r, 0.9, 1.0);
    double cx = pw / 2.0 + uniform(r, -0.05, 0.05) * pw;
    double cy = ph / 2.0 + uniform(r, -0.05, 0.05) * ph;
    /* The drawing's point (u, v) seen at the photo's (x, y): a
     * homography P from (u, v, 1); its inverse samples the drawing. */
    double to_paper[9] = {1, 0, -dw / 2.0, 0, 1, -dh / 2.0, 0, 0, 1};
    double place[9] = {rm[0], rm[1], 0, rm[3], rm[4], 0, rm[6], rm[7], distance};
    double camera[9] = {focal, 0, cx, 0, focal, cy, 0, 0, 1};
    double a[9], p[9];
    mat_mul(place, to_paper, a);
    mat_mul(camera, a, p);
    /* The inverse by cofactors. */
    double inv[9] = {p[4] * p[8] - p[5] * p[7], p[2] * p[7] - p[1] * p[8],
                     p[1] * p[5] - p[2] * p[4], p[5] * p[6] - p[3] * p[8],
                     p[0] * p[8] - p[2] * p[6], p[2] * p[3] - p[0] * p[5],
                     p[3] * p[7] - p[4] * p[6], p[1] * p[6] - p[0] * p[7],
                     p[0] * p[4] - p[1] * p[3]};
    /* The light: a gradient across the photo and a shadow's soft edge. */
    double ga = uniform(r, 0, 2 * M_PI), gl = uniform(r, lv->light, 1);
    double sa = uniform(r, 0, 2 * M_PI), soff = uniform(r, -0.3, 0.3) * size;
    double sdark = uniform(r, lv->shadow, 0.9), ssoft = uniform(r, 5, 40);
    double grain = uniform(r, 0, 1);
    PIX *photo = pixCreate(pw, ph, 32);
    l_int32 wpl = pixGetWpl(photo), swpl = pixGetWpl(drawing);
    l_uint32 *data = pixGetData(photo), *sdata = pixGetData(drawing);
    for (l_int32 y = 0; y < ph; y++)
        for (l_int32 x = 0; x < pw; x++) {
            double w = inv[6] * x + inv[7] * y + inv[8];
            double u = (inv[0] * x + inv[1] * y + inv[2]) / w - 0.5;
            double v = (inv[3] * x + inv[4] * y + inv[5]) / w - 0.5;
            double rr = 0, gg = 0, bb = 0;
            if (u >= 0 && v >= 0 && u < dw - 1 && v < dh - 1) {
                l_int32 iu = (l_int32)u, iv = (l_int32)v;
                double fu = u - iu, fv = v - iv;
                l_uint32 *l0 = sdata + (size_t)iv * swpl, *l1 = l0 + swpl;
                double t = GET_DATA_BYTE(l0, iu) * (1 - fu) +
                           GET_DATA_BYTE(l0, iu + 1) * fu;
                double b2 = GET_DATA_BYTE(l1, iu) * (1 - fu) +
                            GET_DATA_BYTE(l1, iu + 1) * fu;
                double g = (t * (1 - fv) + b2 * fv) / 255;
                /* Paper a little warm, ink not quite black. */
                rr = 40 + g * 205;
                gg = 38 + g * 200;
                bb = 42 + g * 185;
            } else {
                /* A wooden table: brown, in bands. */
                double band = sin((x * 0.9 + y * 0.25) * 0.05 + grain * 6) *
                              sin((x + 3 * y) * 0.011);
                rr = 130 + 25 * band;
                gg = 95 + 18 * band;
                bb = 60 + 12 * band;
            }
            double gx = (x - pw / 2.0) * cos(ga) + (y - ph / 2.0) * sin(ga);
            double light = 1 - (1 - gl) * (gx / canvas + 0.5);
            double sd = (x - pw / 2.0) * cos(sa) + (y - ph / 2.0) * sin(sa) -
                        soff;
            double edge = 1 / (1 + exp(-sd / ssoft));
            light *= 1 - (1 - sdark) * edge;
            rr *= light;
            gg *= light;
            bb *= light;
            composeRGBPixel((l_int32)fmin(255, rr), (l_int32)fmin(255, gg),
                            (l_int32)fmin(255, bb),
                            data + (size_t)y * wpl + x);
        }
    int blur = (int)uniform(r, 0, lv->blur + 1);
    if (blur > 0) {
        PIX *b = pixBlockconv(photo, blur, blur);
        pixDestroy(&photo);
        photo = b;
    }
    double sigma = uniform(r, lv->noise / 2, lv->noise);
    data = pixGetData(photo);
    wpl = pixGetWpl(photo);
    for (l_int32 y = 0; y < ph; y++)
        for (l_int32 x = 0; x < pw; x++) {
            l_int32 rv = 0, gv = 0, bv = 0;
            l_uint32 *px = data + (size_t)y * wpl + x;
            extractRGBValues(*px, &rv, &gv, &bv);
            double n = gauss(r) * sigma;
            rv = (l_int32)fmax(0, fmin(255, rv + n));
            gv = (l_int32)fmax(0, fmin(255, gv + n));
            bv = (l_int32)fmax(0, fmin(255, bv + n));
            composeRGBPixel(rv, gv, bv, px);
        }
    return photo;
}

/* A photo of maze m as JPEG bytes (the caller frees with lept_free). */
static l_uint8 *jpeg_photo(const struct maze *m, bool blocks,
                           const struct level *lv, struct maze_rng *r,
                           size_t *len)
{
    PIX *drawing = draw(m, blocks, r);
    if (!drawing)
        return NULL;
    PIX *photo = photograph(drawing, lv, r);
    pixDestroy(&drawing);
    int quality = (int)uniform(r, lv->q_lo, lv->q_hi + 1);
    l_uint8 *bytes = NULL;
    if (pixWriteMemJpeg(&bytes, len, photo, quality, 0))
        bytes = NULL;
    pixDestroy(&photo);
    return bytes;
}

/* ----------------------------------------------------------- the tests */

enum outcome { EXACT, REFUSED, WRONG };

/* Whether the maze read is m: every passage, both ends, the route. */
static enum outcome judge(struct maze *m, struct maze *got)
{
    if (got->width != m->width || got->height != m->height ||
        memcmp(got->cell, m->cell, m->cells) != 0 || got->start != m->start ||
        got->end != m->end)
        return WRONG;
    struct maze_route a = {0}, b = {0};
    enum maze_err e1 = maze_solve(m, NULL, NULL, NULL, &a);
    enum maze_err e2 = maze_solve(got, NULL, NULL, NULL, &b);
    bool same = !e1 && !e2 && a.length == b.length;
    maze_route_release(&a);
    maze_route_release(&b);
    return same ? EXACT : WRONG;
}

static int rate(unsigned n, const struct level *lv, bool is_mild,
                uint64_t first, double least, const char *keep)
{
    static const uint32_t sizes[] = {5, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60};
    unsigned count[3] = {0, 0, 0};
    for (unsigned i = 0; i < n; i++) {
        uint64_t seed = first + i;
        struct maze_rng r;
        maze_rng_seed(&r, seed * 7919 + 1);
        uint32_t w = sizes[maze_rng_next(&r) % (sizeof sizes / sizeof *sizes)];
        uint32_t h = w;
        if (maze_rng_next(&r) % 3 == 0)
            h = sizes[maze_rng_next(&r) % (sizeof sizes / sizeof *sizes)];
        bool blocks = i % 3 == 2;
        struct maze *m = make_maze(seed, w, h);
        size_t len = 0;
        l_uint8 *jpeg = m ? jpeg_photo(m, blocks, lv, &r, &len) : NULL;
        if (!jpeg) {
            fprintf(stderr, "photo-synth: cannot make photo %u\n", i);
            return 2;
        }
        FILE *in = fmemopen(jpeg, len, "rb");
        struct maze_photo *photo = NULL;
        struct maze *got = NULL;
        struct maze_read_error err = {0};
        enum maze_err e = maze_photo_open(in, MAZE_READ_MAX, 0, &photo, &err);
        if (!e)
            e = maze_photo_find(photo, NULL, &got, &err);
        fclose(in);
        enum outcome o = e ? REFUSED : judge(m, got);
        count[o]++;
        if (o != EXACT)
            printf("seed %llu, %ux%u %s: %s\n", (unsigned long long)seed, w,
                   h, blocks ? "blocks" : "lines",
                   o == WRONG ? "READ WRONG" : err.message);
        if (o != EXACT && keep) {
            /* The photo kept, to look at with --debug-picture. */
            char path[4096];
            snprintf(path, sizeof path, "%s/seed-%llu.jpg", keep,
                     (unsigned long long)seed);
            FILE *f = fopen(path, "wb");
            if (f) {
                fwrite(jpeg, 1, len, f);
                fclose(f);
            }
        }
        if (o == REFUSED && err.message[0] == '\0') {
            printf("  (refused without a message)\n");
            count[WRONG]++;
        }
        maze_free(got);
        maze_photo_free(photo);
        lept_free(jpeg);
        maze_free(m);
    }
    printf("%s: %u photos, %u read exactly (%.1f%%), %u refused with a "
           "message, %u read wrong\n",
           is_mild ? "mild" : "hard", n, count[EXACT],
           100.0 * count[EXACT] / n, count[REFUSED], count[WRONG]);
    if (count[WRONG])
        return 1;
    return count[EXACT] < least / 100 * n ? 1 : 0;
}

static int make(uint64_t seed, uint32_t w, uint32_t h, bool blocks,
                bool shut, const struct level *lv, const char *photo_path,
                const char *truth_path)
{
    struct maze *m = make_maze(seed, w, h);
    /* "shut": the start cell walled in, so that no route leaves it. */
    if (m && shut && w > 1 && h > 1 &&
        (maze_unlink(m, 0, 1) || maze_unlink(m, 0, w))) {
        maze_free(m);
        m = NULL;
    }
    struct maze_rng r;
    maze_rng_seed(&r, seed * 7919 + 1);
    size_t len = 0;
    l_uint8 *jpeg = m ? jpeg_photo(m, blocks, lv, &r, &len) : NULL;
    char *text = m ? maze_text(m) : NULL;
    size_t plen = strlen(photo_path);
    /* Another extension than .jpg: the same photo in that format, as
     * leptonica writes it (.png, .tif, .webp, .gif: lossless but for the
     * GIF's 256 colours). */
    l_int32 format = getImpliedFileFormat(photo_path);
    bool is_jpeg = plen > 4 && (strcmp(photo_path + plen - 4, ".jpg") == 0 ||
                                strcmp(photo_path + plen - 5, ".jpeg") == 0);
    if (jpeg && !is_jpeg) {
        PIX *pix = pixReadMem(jpeg, len);
        lept_free(jpeg);
        jpeg = NULL;
        if (format == IFF_TIFF)
            format = IFF_TIFF_ZIP;
        if (format == IFF_WEBP) {
            /* Lossless, so that the photo is the JPEG's pixels. */
            if (pix && pixWriteMemWebP(&jpeg, &len, pix, 100, 1))
                jpeg = NULL;
        } else if (pix && (format == IFF_UNKNOWN ||
                           pixWriteMem(&jpeg, &len, pix, format))) {
            jpeg = NULL;
        }
        pixDestroy(&pix);
    }
    FILE *p = fopen(photo_path, "wb"), *t = fopen(truth_path, "w");
    bool ok = jpeg && text && p && t && fwrite(jpeg, 1, len, p) == len &&
              fputs(text, t) >= 0;
    ok &= p && fclose(p) == 0;
    ok &= t && fclose(t) == 0;
    lept_free(jpeg);
    free(text);
    maze_free(m);
    if (!ok)
        fprintf(stderr, "photo-synth: cannot write the photo\n");
    return ok ? 0 : 2;
}

/* A photo of a blank sheet on the table: no maze in it. */
static int blank(const char *photo_path)
{
    struct maze_rng r;
    maze_rng_seed(&r, 5);
    PIX *paper = pixCreate(800, 800, 8);
    pixSetAll(paper);
    PIX *photo = photograph(paper, &mild, &r);
    pixDestroy(&paper);
    bool ok = photo && pixWrite(photo_path, photo, IFF_JFIF_JPEG) == 0;
    pixDestroy(&photo);
    return ok ? 0 : 2;
}

/* The photo in_path blurred by a box of half width `half`, saved as
 * JPEG: a photo taken out of focus. */
static int blur(int half, const char *in_path, const char *out_path)
{
    PIX *in = pixRead(in_path);
    PIX *out = in ? pixBlockconv(in, half, half) : NULL;
    bool ok = out && pixWrite(out_path, out, IFF_JFIF_JPEG) == 0;
    pixDestroy(&in);
    pixDestroy(&out);
    if (!ok)
        fprintf(stderr, "photo-synth: cannot blur the photo\n");
    return ok ? 0 : 2;
}

int main(int argc, char **argv)
{
    setMsgSeverity(L_SEVERITY_NONE);
    maze_render_library_init(); /* the mazes are drawn as PNGs */
    if (argc == 3 && strcmp(argv[1], "blank") == 0)
        return blank(argv[2]);
    if (argc == 5 && strcmp(argv[1], "blur") == 0)
        return blur(atoi(argv[2]), argv[3], argv[4]);
    if (argc >= 4 && strcmp(argv[1], "rate") == 0) {
        bool is_mild = strcmp(argv[3], "mild") == 0;
        return rate((unsigned)strtoul(argv[2], NULL, 10),
                    is_mild ? &mild : &hard, is_mild,
                    argc > 4 ? strtoull(argv[4], NULL, 10) : 1,
                    argc > 5 ? strtod(argv[5], NULL) : 95,
                    argc > 6 ? argv[6] : NULL);
    }
    if (argc == 9 && strcmp(argv[1], "make") == 0)
        return make(strtoull(argv[2], NULL, 10),
                    (uint32_t)strtoul(argv[3], NULL, 10),
                    (uint32_t)strtoul(argv[4], NULL, 10),
                    strcmp(argv[5], "blocks") == 0,
                    strcmp(argv[5], "shut") == 0,
                    strcmp(argv[6], "hard") == 0 ? &hard : &mild, argv[7],
                    argv[8]);
    fprintf(stderr,
            "usage: photo-synth make SEED W H lines|blocks|shut mild|hard "
            "PHOTO.jpg TRUTH.txt\n"
            "       photo-synth blank PHOTO.jpg\n"
            "       photo-synth blur HALF PHOTO BLURRED.jpg\n"
            "       photo-synth rate N mild|hard [SEED [PERCENT [DIR]]]\n");
    return 2;
}
