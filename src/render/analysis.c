/*
 * analysis.c - the analyses of one maze as a picture shows them (the
 * tool's --all, --bottlenecks and --distances, the web page's toggles):
 * a palette entry a cell, the bottleneck passages as marks and the
 * legend's swatches, so that every front end paints them alike.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"

static void legend(struct maze_analysis_picture *a, int paint,
                   const char *words)
{
    size_t i = a->legend_count;
    if (i >= sizeof a->legend_paint)
        return;
    a->legend_paint[i] = (uint8_t)paint;
    snprintf(a->legend_words[i], sizeof a->legend_words[i], "%s", words);
    a->legend_text[i] = a->legend_words[i];
    a->legend_count = i + 1;
}

enum maze_err maze_analysis_paint(const struct maze_distances *distances,
                                  const struct maze_routes *routes,
                                  const struct maze_bottlenecks *bottlenecks,
                                  size_t cells,
                                  struct maze_analysis_picture *out)
{
    memset(out, 0, sizeof *out);
    if (!distances && !routes && !bottlenecks)
        return MAZE_OK;
    out->paint = calloc(cells ? cells : 1, 1);
    if (!out->paint)
        return MAZE_ERR_NOMEM;
    const struct maze_distances *d = distances;
    if (d) {
        size_t top = d->eccentricity ? d->eccentricity : 1;
        /* The palette's 32 shades for the formats that draw by it (GIF,
         * the page), the ramp's exact colours for the others. */
        out->rgb = calloc(cells ? cells : 1, sizeof *out->rgb);
        if (!out->rgb) {
            maze_analysis_picture_release(out);
            return MAZE_ERR_NOMEM;
        }
        for (size_t c = 0; c < cells; c++) {
            if (d->steps[c] == MAZE_NONE)
                continue;
            out->paint[c] = (uint8_t)maze_paint_distance(d->steps[c], top);
            out->rgb[c] = maze_paint_distance_rgb(d->steps[c], top);
        }
        /* Six swatches, from the source to the farthest cell. */
        for (int i = 0; i < 6 && (i == 0 || d->eccentricity); i++) {
            size_t steps = (top * (size_t)i + 2) / 5;
            char words[40];
            snprintf(words, sizeof words, "%zu%s", steps,
                     i == 0 ? " steps" : "");
            out->legend_rgb[out->legend_count] =
                maze_paint_distance_rgb(steps, top);
            legend(out, maze_paint_distance(steps, top), words);
        }
    } else if (routes) {
        for (size_t c = 0; c < cells; c++)
            if (routes->cell[c] & MAZE_ROUTES_EVERY)
                out->paint[c] = MAZE_PAINT_PATH;
            else if (routes->cell[c] & MAZE_ROUTES_SOME)
                out->paint[c] = MAZE_PAINT_FRONTIER;
        legend(out, MAZE_PAINT_FRONTIER, "on some route");
        legend(out, MAZE_PAINT_PATH, "on all");
    }
    const struct maze_bottlenecks *b = bottlenecks;
    if (b) {
        size_t n = 2 * b->passage_count;
        out->marks = malloc((n ? n : 1) * sizeof *out->marks);
        if (!out->marks) {
            maze_analysis_picture_release(out);
            return MAZE_ERR_NOMEM;
        }
        if (n)
            memcpy(out->marks, b->passages, n * sizeof *out->marks);
        out->mark_count = b->passage_count;
        /* The cells keep their distance when the distances colour them. */
        if (!d) {
            for (size_t i = 0; i < b->cell_count; i++)
                out->paint[b->cells[i]] = MAZE_PAINT_HEAD;
            legend(out, MAZE_PAINT_HEAD, "bottleneck");
        }
    }
    return MAZE_OK;
}

void maze_analysis_picture_show(const struct maze_analysis_picture *a,
                              struct maze_render_opts *opts)
{
    if (a->paint)
        opts->paint = a->paint;
    if (a->rgb) {
        opts->paint_rgb = a->rgb;
        opts->legend_rgb = a->legend_rgb;
    }
    if (a->marks) {
        opts->marks = a->marks;
        opts->mark_count = a->mark_count;
    }
    if (a->legend_count) {
        opts->legend_paint = a->legend_paint;
        opts->legend_text = a->legend_text;
        opts->legend_count = a->legend_count;
    }
}

void maze_analysis_picture_release(struct maze_analysis_picture *a)
{
    if (!a)
        return;
    free(a->paint);
    free(a->marks);
    free(a->rgb);
    memset(a, 0, sizeof *a);
}
