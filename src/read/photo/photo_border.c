/*
 * photo_border.c - a photo's maze border (step 1 of photo.c): the dark
 * components of the small copy, the outer wall among them with the other
 * pieces of wall inside its box, the convex hull of their pixels and of
 * the hull the quadrilateral of its corners farthest to the top left, top
 * right, bottom right and bottom left.
 */
#ifndef MAZE_NO_PICTURE_LIBS /* the page's build: photo.c says none */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "photo_seen.h"
#include "photo_steps.h"

static double cross(struct point o, struct point a, struct point b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static int point_order(const void *a, const void *b)
{
    const struct point *p = a, *q = b;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    return p->y < q->y ? -1 : p->y > q->y;
}

/* The convex hull of the n points (Andrew's monotone chain), in place:
 * its corners, counter-clockwise, their count returned. hull has room for
 * 2n points. */
static size_t convex_hull(struct point *pts, size_t n, struct point *hull)
{
    qsort(pts, n, sizeof *pts, point_order);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    for (size_t i = n - 1, t = k + 1; i-- > 0;) {
        while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0)
            k--;
        hull[k++] = pts[i];
    }
    return k > 1 ? k - 1 : k;
}

/* The quadrilateral of a hull: its corners farthest to the top left,
 * top right, bottom right and bottom left (the extremes of -x-y, x-y,
 * x+y and y-x), in q in that order, clockwise as the photo shows it: a
 * maze turned less than 45 degrees has its corners there whatever its
 * shape, and a corner whose piece of wall was missed moves only along its
 * sides (the sides are fitted afterwards, fit_border). False for a hull
 * too thin to be a maze's. */
static bool hull_quad(const struct point *hull, size_t n, struct point q[4])
{
    if (n < 4)
        return false;
    static const double dir[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int c = 0; c < 4; c++) {
        double most = -INFINITY;
        for (size_t i = 0; i < n; i++) {
            double s = dir[c][0] * hull[i].x + dir[c][1] * hull[i].y;
            if (s > most) {
                most = s;
                q[c] = hull[i];
            }
        }
    }
    /* Its area against the square of its longer diagonal: a 5 x 60 maze
     * has 0.04 (2 w h / (w^2 + h^2)), a line none. */
    double area = 0;
    for (int c = 0; c < 4; c++)
        area += cross((struct point){0, 0}, q[c], q[(c + 1) % 4]) / 2;
    double d1 = hypot(q[2].x - q[0].x, q[2].y - q[0].y);
    double d2 = hypot(q[3].x - q[1].x, q[3].y - q[1].y);
    double d = d1 > d2 ? d1 : d2;
    return d > 0 && fabs(area) / (d * d) > 0.02;
}

/* Whether box a holds box b whole. */
/* A box of pixels (leptonica's own is opaque from its release 1.83). */
struct rect {
    l_int32 x, y, w, h;
};

static struct rect rect_of(BOXA *boxes, l_int32 i)
{
    struct rect r = {0, 0, 0, 0};
    boxaGetBoxGeometry(boxes, i, &r.x, &r.y, &r.w, &r.h);
    return r;
}

static bool box_holds(const struct rect *a, const struct rect *b)
{
    return a->x <= b->x && a->y <= b->y && a->x + a->w >= b->x + b->w &&
           a->y + a->h >= b->y + b->h;
}

/* The pixels two boxes share. */
static int64_t overlap(const struct rect *a, const struct rect *b)
{
    l_int32 x0 = a->x > b->x ? a->x : b->x, y0 = a->y > b->y ? a->y : b->y;
    l_int32 x1 = a->x + a->w < b->x + b->w ? a->x + a->w : b->x + b->w;
    l_int32 y1 = a->y + a->h < b->y + b->h ? a->y + a->h : b->y + b->h;
    return x1 > x0 && y1 > y0 ? (int64_t)(x1 - x0) * (y1 - y0) : 0;
}

/* Whether component i (its box b) has dark pixels well inside box b0,
 * a tenth of its sides in. */
static bool in_maze(PIXA *parts, l_int32 i, const struct rect *b,
                    const struct rect *b0)
{
    struct rect in = {b0->x + b0->w / 10, b0->y + b0->h / 10,
                      b0->w - b0->w / 5, b0->h - b0->h / 5};
    l_int32 x0 = in.x > b->x ? in.x : b->x, y0 = in.y > b->y ? in.y : b->y;
    l_int32 x1 = in.x + in.w < b->x + b->w ? in.x + in.w : b->x + b->w;
    l_int32 y1 = in.y + in.h < b->y + b->h ? in.y + in.h : b->y + b->h;
    if (x1 <= x0 || y1 <= y0)
        return false;
    PIX *part = pixaGetPix(parts, i, L_CLONE);
    BOX *clip = boxCreate(x0 - b->x, y0 - b->y, x1 - x0, y1 - y0);
    PIX *core = part && clip ? pixClipRectangle(part, clip, NULL) : NULL;
    l_int32 count = 0;
    if (core)
        pixCountPixels(core, &count, NULL);
    pixDestroy(&core);
    pixDestroy(&part);
    boxDestroy(&clip);
    return count > 0;
}

/* Whether component i is a straight line: its pixels' spread across
 * their main axis (the smaller eigenvalue of their covariance) that of a
 * stroke a few pixels wide. */
static bool is_line(PIXA *parts, l_int32 i)
{
    PIX *part = pixaGetPix(parts, i, L_CLONE);
    if (!part)
        return false;
    l_int32 w = pixGetWidth(part), h = pixGetHeight(part);
    l_int32 wpl = pixGetWpl(part);
    l_uint32 *data = pixGetData(part);
    double n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    for (l_int32 y = 0; y < h; y++) {
        l_uint32 *line = data + (size_t)y * wpl;
        for (l_int32 x = 0; x < w; x++)
            if (GET_DATA_BIT(line, x)) {
                n++;
                sx += x;
                sy += y;
                sxx += (double)x * x;
                syy += (double)y * y;
                sxy += (double)x * y;
            }
    }
    pixDestroy(&part);
    if (n < 2)
        return true;
    double mx = sx / n, my = sy / n;
    double a = sxx / n - mx * mx, c = syy / n - my * my;
    double b = sxy / n - mx * my;
    double minor = (a + c) / 2 - sqrt((a - c) * (a - c) / 4 + b * b);
    return minor < 16; /* a spread of 4 pixels */
}

/* The smallest side of a copy a maze's border can be found in:
 * pick_border takes a component 16 pixels a side at least, clear of the
 * copy's edges. */
#define MIN_SIDE 18

/* A copy of w x h pixels with a side under MIN_SIDE refused, in the
 * photo's words: its pixels, when the copy is the photo; a copy made
 * smaller is 1000 pixels long (photo.c), so one as narrow as that is
 * over 55 times as long as it is wide, and said so. */
static enum maze_err too_small(l_int32 w, l_int32 h,
                               struct maze_read_error *err)
{
    l_int32 shorter = w < h ? w : h, longer = w < h ? h : w;
    if (longer < shorter * 55)
        return mz_read_fail(err, 0, 0,
                            "photo of %d x %d pixels is too small to hold a "
                            "maze (at least %d pixels a side)",
                            (int)w, (int)h, MIN_SIDE);
    return mz_read_fail(err, 0, 0,
                        "photo too narrow to hold a maze (%d times as long "
                        "as it is wide)",
                        (int)(longer / shorter));
}

/* The small copy's dark components, lines joined by a pixel: thin lines,
 * blurred, come out broken. Sauvola's window is narrowed to fit a narrow
 * copy: leptonica refuses one whose side is not 3 pixels over twice its
 * half width. */
static enum maze_err dark_parts(PIX *small, PIXA **parts, BOXA **boxes)
{
    l_int32 w = pixGetWidth(small), h = pixGetHeight(small);
    PIX *dark = NULL;
    l_int32 half = (w > h ? w : h) / 60 + 7;
    l_int32 fits = ((w < h ? w : h) - 3) / 2;
    half = half > fits ? fits : half;
    if (pixSauvolaBinarize(small, half, 0.34f, 1, NULL, NULL, NULL, &dark) !=
            0 ||
        !dark)
        return MAZE_ERR_NOMEM;
    PIX *thick = pixDilateBrick(NULL, dark, 3, 3);
    pixDestroy(&dark);
    if (!thick)
        return MAZE_ERR_NOMEM;
    *boxes = pixConnComp(thick, parts, 8);
    pixDestroy(&thick);
    if (!*boxes || !*parts) {
        boxaDestroy(boxes);
        pixaDestroy(parts);
        return MAZE_ERR_NOMEM;
    }
    return MAZE_OK;
}

/* The component chosen as the maze's border and what the others are
 * weighed against. */
struct border_pick {
    l_int32 best;       /* the chosen component, or -1 */
    l_int32 best_count; /* its dark pixels */
    l_int32 most;       /* the most dark pixels of any component */
    l_int32 *counts;    /* dark pixels of each one considered, else 0 */
};

/* The largest component whose walls reach into the middle of its box (a
 * maze's do, the outline of a sheet of paper does not), away from the
 * photo's edges (the table's, the paper's). */
static void pick_border(PIXA *parts, BOXA *boxes, l_int32 w, l_int32 h,
                        struct border_pick *pk)
{
    l_int32 n = pixaGetCount(parts);
    int64_t best_area = 0;
    pk->best = -1;
    for (l_int32 i = 0; i < n; i++) {
        struct rect box = rect_of(boxes, i), *b = &box;
        if (b->x <= 0 || b->y <= 0 || b->x + b->w >= w || b->y + b->h >= h)
            continue;
        if (b->w < 16 || b->h < 16)
            continue;
        PIX *part = pixaGetPix(parts, i, L_CLONE);
        if (!part)
            continue;
        pixCountPixels(part, &pk->counts[i], NULL);
        pk->most = pk->counts[i] > pk->most ? pk->counts[i] : pk->most;
        l_int32 inner = 0;
        BOX *middle = boxCreate(b->w / 6, b->h / 6, b->w - b->w / 3,
                                b->h - b->h / 3);
        PIX *core = middle ? pixClipRectangle(part, middle, NULL) : NULL;
        if (core)
            pixCountPixels(core, &inner, NULL);
        pixDestroy(&core);
        pixDestroy(&part);
        boxDestroy(&middle);
        int64_t area = (int64_t)b->w * b->h;
        if (inner * 50 > pk->counts[i] && area > best_area) {
            best_area = area;
            pk->best_count = pk->counts[i];
            pk->best = i;
        }
    }
}

/* Whether component i is the rest of the border's wall (the gaps cut the
 * outer wall in two): a piece inside the chosen one's box, give or take a
 * little for blur, or large and mostly inside it, but none that holds it
 * (the paper's outline). A small piece, or one that reaches no way into the
 * chosen one's box and is no large piece (a quarter of the largest) of more
 * than a straight line, only inside that box: the pieces of the paper's
 * edge against a dark table, thin lines just outside the maze, would pull
 * the corners out to them, while the rest of the outer wall holds inner
 * walls. */
static bool border_piece(PIXA *parts, BOXA *boxes, l_int32 i,
                         const struct border_pick *pk)
{
    const l_int32 *counts = pk->counts;
    if (counts[i] == 0)
        return false;
    if (i == pk->best)
        return true;
    struct rect b0 = rect_of(boxes, pk->best);
    l_int32 gx = b0.w / 40 + 2, gy = b0.h / 40 + 2;
    struct rect grown = {b0.x - gx, b0.y - gy, b0.w + 2 * gx, b0.h + 2 * gy};
    const struct rect *main_box = &grown;
    struct rect box = rect_of(boxes, i), *b = &box;
    bool minor = counts[i] * 10 < pk->best_count;
    return !(counts[i] * 100 < pk->best_count ||
             ((minor || !(in_maze(parts, i, b, &b0) ||
                          (counts[i] * 4 >= pk->most &&
                           !is_line(parts, i)))) &&
              !box_holds(&b0, b)) ||
             (!box_holds(main_box, b) &&
              (box_holds(b, main_box) ||
               overlap(main_box, b) * 2 < (int64_t)b->w * b->h)));
}

/* Each row's leftmost and rightmost dark pixel of component i, added to
 * pts; the new count. */
static size_t row_ends(PIXA *parts, BOXA *boxes, l_int32 i,
                       struct point *pts, size_t np)
{
    struct rect b = rect_of(boxes, i);
    PIX *c = pixaGetPix(parts, i, L_CLONE);
    if (!c)
        return np;
    l_int32 wpl = pixGetWpl(c);
    l_uint32 *data = pixGetData(c);
    for (l_int32 y = 0; y < b.h; y++) {
        l_uint32 *line = data + (size_t)y * wpl;
        l_int32 lo = -1, hi = -1;
        for (l_int32 x = 0; x < b.w; x++)
            if (GET_DATA_BIT(line, x)) {
                if (lo < 0)
                    lo = x;
                hi = x;
            }
        if (lo < 0)
            continue;
        pts[np++] = (struct point){b.x + lo, b.y + y + 0.5};
        pts[np++] = (struct point){b.x + hi + 1.0, b.y + y + 0.5};
    }
    pixDestroy(&c);
    return np;
}

/* The border's corners: the convex hull of its pieces' row ends, cut to
 * four corners. */
static enum maze_err border_corners(PIXA *parts, BOXA *boxes,
                                    const struct border_pick *pk,
                                    struct point q[4],
                                    struct maze_read_error *err)
{
    l_int32 n = pixaGetCount(parts);
    size_t cap = 0;
    for (l_int32 i = 0; i < n; i++)
        if (pk->counts[i] > 0)
            cap += 2 * (size_t)rect_of(boxes, i).h;
    struct point *pts = malloc(cap * sizeof *pts);
    struct point *hull = malloc((2 * cap + 2) * sizeof *hull);
    enum maze_err e = MAZE_OK;
    if (!pts || !hull) {
        e = MAZE_ERR_NOMEM;
        goto done;
    }
    size_t np = 0;
    for (l_int32 i = 0; i < n; i++)
        if (border_piece(parts, boxes, i, pk))
            np = row_ends(parts, boxes, i, pts, np);
    size_t nh = convex_hull(pts, np, hull);
    if (!hull_quad(hull, nh, q))
        e = mz_read_fail(err, 0, 0,
                         "no maze border found (the largest dark shape is "
                         "no quadrilateral)");
done:
    free(pts);
    free(hull);
    return e;
}

/* The maze's outer corners in the small copy, from its dark components. */
enum maze_err mz_photo_find_border(PIX *small, struct point q[4],
                                   struct maze_read_error *err)
{
    PIXA *parts = NULL;
    BOXA *boxes = NULL;
    if (pixGetWidth(small) < MIN_SIDE || pixGetHeight(small) < MIN_SIDE)
        return too_small(pixGetWidth(small), pixGetHeight(small), err);
    enum maze_err e = dark_parts(small, &parts, &boxes);
    if (e)
        return e;
    struct border_pick pk = {0};
    pk.counts = calloc((size_t)pixaGetCount(parts) + 1, sizeof *pk.counts);
    if (!pk.counts)
        e = MAZE_ERR_NOMEM;
    else {
        pick_border(parts, boxes, pixGetWidth(small), pixGetHeight(small),
                    &pk);
        if (pk.best < 0)
            e = mz_read_fail(err, 0, 0,
                             "no maze border found (no dark lines away from "
                             "the photo's edges)");
        else
            e = border_corners(parts, boxes, &pk, q, err);
    }
    free(pk.counts);
    boxaDestroy(&boxes);
    pixaDestroy(&parts);
    return e;
}

#endif /* MAZE_NO_PICTURE_LIBS */
