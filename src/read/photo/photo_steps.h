/*
 * photo_steps.h - the steps of reading a maze from a photo, a file each,
 * in the order maze_photo_find (photo.c) takes them: the border
 * (photo_border.c), the square view (photo_view.c), the grid and its
 * walls (photo_grid.c). Only libmaze-photo's files include it.
 */
#ifndef MZ_PHOTO_STEPS_H
#define MZ_PHOTO_STEPS_H

#include "../openings.h"
#include "photo_seen.h"

struct point {
    double x, y;
};

/* The maze's outer corners in the small copy (the photo made smaller),
 * top left first, clockwise, from its dark components; MAZE_ERR_FORMAT
 * with *err saying what was found when none is a maze's border, or that
 * the copy is too small or too narrow to hold one. */
enum maze_err mz_photo_find_border(PIX *small, struct point q[4],
                                   struct maze_read_error *err);

/* The square view of quadrilateral q (the photo's pixels) into ph (its
 * size, margin and homography) and its ink in *dark (the caller frees):
 * pass 0 wide, to fit the sides in, passes 1 and 2 close round q. *source
 * is the grey photo near the view's scale, made on the first pass and
 * kept for the others (the caller destroys it). */
enum maze_err mz_photo_make_view(struct maze_photo *ph,
                                 const struct point q[4], int pass,
                                 PIX **source, uint8_t **dark,
                                 struct maze_read_error *err);

/* The outer wall's corners in a vw x vh view's ink (the rough
 * quadrilateral's corners at c[4], top left first, clockwise), each side
 * fitted within reach pixels of c's. */
void mz_photo_fit_border(const uint8_t *dark, uint32_t vw, uint32_t vh,
                         const struct point c[4], int reach,
                         struct point out[4]);

/* The grid and its walls, from the square view's ink and the photo's
 * grey, into ph; MAZE_ERR_FORMAT with *err saying why when no grid lines
 * up, or when the walls that read unsure could as well make another
 * perfect maze (one that is not perfect is the caller's to refuse). */
enum maze_err mz_photo_read_grid(struct maze_photo *ph, const uint8_t *dark,
                                 struct maze_read_error *err);

/* Whether the grid's lines go on, at its pitch, past a side of the border
 * (*side: 0 top, 1 right, 2 bottom, 3 left): the border found is an inner
 * wall. */
bool mz_photo_grid_goes_on(const struct maze_photo *ph, int *side);

/* The maze the walls read say, and the gaps in its outer wall in doors. */
enum maze_err mz_photo_grid_maze(const struct maze_photo *ph,
                                 struct maze **out, struct mz_openings *doors);

#endif /* MZ_PHOTO_STEPS_H */
