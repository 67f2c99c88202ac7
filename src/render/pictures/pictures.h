/* pictures.h - libmaze-render's formats: PNG, SVG and PDF through cairo
 * (cairo.c), GIF through giflib (gif.c), listed by formats.c. */
#ifndef MZ_PICTURES_H
#define MZ_PICTURES_H

#include "../render.h"

MZ_RENDERER(mz_render_png);
MZ_RENDERER(mz_render_svg);
MZ_RENDERER(mz_render_pdf);
MZ_RENDERER(mz_render_gif);
MZ_ANIMATOR(mz_animate_gif);

#endif
