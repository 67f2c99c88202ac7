/*
 * gcode.c - the plot's strokes (strokes.c) as G-code for a pen plotter,
 * a laser or a router: millimetres (G21), absolute (G90), y up from the
 * maze's bottom-left corner, each stroke a pen-down, G1 moves at the
 * feed rate, and a pen-up; travel between strokes with G0. The commands
 * that lift and lower the pen (or spindle, or laser) are the options',
 * written as given, and a header comment records every setting.
 */
#include <string.h>

#include "strokes.h"

#define PEN_UP "G0 Z5"
#define PEN_DOWN "G1 Z0 F500"

/* The options' command, one line (anything after a newline is dropped,
 * so an option cannot smuggle in a second block). */
static void command(FILE *out, const char *text)
{
    fprintf(out, "%.*s\n", (int)strcspn(text, "\r\n"), text);
}

MZ_RENDERER(mz_render_gcode)
{
    (void)route;
    static const struct maze_render_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    double cell = opts->mm_cell > 0 ? opts->mm_cell : MZ_MM_CELL;
    double feed = opts->feed > 0 ? opts->feed : 1000;
    const char *up = opts->pen_up && *opts->pen_up ? opts->pen_up : PEN_UP;
    const char *down =
        opts->pen_down && *opts->pen_down ? opts->pen_down : PEN_DOWN;
    struct mz_strokes s;
    enum maze_err err = mz_strokes_for(m, opts, &s);
    if (err)
        return err;
    fprintf(out,
            "; maze gcode: %ux%u cells, cell %g mm, drawing %.3f x %.3f mm\n"
            "; feed %g mm/min, pen up '%.*s', pen down '%.*s'\n"
            "; strokes %zu, wall segments %zu, pen-up travel %.3f mm from "
            "the top-left corner "
            "(lower bound %.3f mm)\n"
            "G21\nG90\n",
            m->width, m->height, cell, s.width, s.height, feed,
            (int)strcspn(up, "\r\n"), up, (int)strcspn(down, "\r\n"), down,
            s.count, s.segments, s.travel, s.bound);
    if (s.cut)
        fprintf(out,
                "; cut: the walls' outline, wall %g mm, kerf %g mm, "
                "loops %zu, tabs %zu\n",
                opts->mm_wall > 0 ? opts->mm_wall : MZ_MM_WALL, opts->kerf,
                s.loops, s.tabs);
    command(out, up);
    for (size_t i = 0; i < s.count; i++) {
        size_t p = s.first[i];
        fprintf(out, "G0 X%.3f Y%.3f\n", s.x[p], s.height - s.y[p]);
        command(out, down);
        for (p++; p < s.first[i + 1]; p++)
            fprintf(out, "G1 X%.3f Y%.3f F%g\n", s.x[p], s.height - s.y[p],
                    feed);
        command(out, up);
    }
    fputs("G0 X0 Y0\nM2\n", out);
    mz_strokes_release(&s);
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
