/*
 * plot.c - the walls for a pen plotter or a laser cutter: an SVG in
 * millimetres whose walls are the fewest continuous polylines (strokes.c),
 * in the order the pen draws them, so the pen lifts once per pair of odd
 * wall corners and never draws a segment twice. A comment at the top
 * gives the counts and the pen-up travel against its lower bound and
 * against one stroke a wall.
 */
#include "strokes.h"

MZ_RENDERER(mz_render_plot)
{
    (void)route;
    static const struct maze_render_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    double cell = opts->mm_cell > 0 ? opts->mm_cell : MZ_MM_CELL;
    /* The line drawn: the pen's, or the cut's own width (a hairline,
     * which laser software reads as "cut", without a kerf). */
    double pen = opts->cut ? (opts->kerf > 0 ? opts->kerf : 0.1)
                 : opts->mm_wall > 0 ? opts->mm_wall
                                     : 0.3;
    struct mz_strokes s;
    enum maze_err err = mz_strokes_for(m, opts, &s);
    if (err)
        return err;
    double pad = pen; /* so the outer walls' line is not cut in half */
    double w = s.width + 2 * pad;
    double h = s.height + 2 * pad;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    if (s.cut)
        fprintf(out,
                "<!-- maze cut: loops %zu, strokes %zu, tabs %zu, sides %zu, "
                "cell %g mm, wall %g mm, kerf %g mm -->\n",
                s.loops, s.count, s.tabs, s.segments, cell,
                opts->mm_wall > 0 ? opts->mm_wall : MZ_MM_WALL, opts->kerf);
    else
        fprintf(out,
                "<!-- maze plot: strokes %zu, pen lifts %zu, wall segments "
                "%zu, odd corners %zu, cell %g mm, pen %g mm -->\n",
                s.count, s.count ? s.count - 1 : 0, s.segments, s.odd, cell,
                pen);
    fprintf(out,
            "<!-- pen-up travel %.3f mm (lower bound %.3f mm)",
            s.travel, s.bound);
    if (!s.cut)
        fprintf(out, "; one stroke a wall: %.3f mm", s.per_wall);
    fprintf(out,
            " -->\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%gmm\" "
            "height=\"%gmm\" viewBox=\"%g %g %g %g\">\n"
            "<g fill=\"none\" stroke=\"#000\" stroke-width=\"%g\" "
            "stroke-linecap=\"round\" stroke-linejoin=\"round\">\n",
            w, h, -pad, -pad, w, h, pen);
    for (size_t i = 0; i < s.count; i++) {
        fputs("<polyline points=\"", out);
        for (size_t p = s.first[i]; p < s.first[i + 1]; p++)
            fprintf(out, "%s%.3f,%.3f", p > s.first[i] ? " " : "", s.x[p],
                    s.y[p]);
        fputs("\"/>\n", out);
    }
    fputs("</g>\n</svg>\n", out);
    mz_strokes_release(&s);
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
