/*
 * scene.h - what a step of an animation shows (scene.c), for the writers
 * that draw it: the GIF frames and the HTML step player.
 *
 * The public face is struct maze_scene in maze.h; the writers of this
 * library read its fields directly, a frame at a time.
 */
#ifndef MZ_RENDER_SCENE_H
#define MZ_RENDER_SCENE_H

#include "../shared.h"

#include "render.h"

/* A cell's marks (flag). */
#define MZ_SCENE_IN_MAZE 0x01u
#define MZ_SCENE_ON_PATH 0x02u
#define MZ_SCENE_FRONTIER 0x04u
#define MZ_SCENE_WALK 0x08u
#define MZ_SCENE_REACHED 0x10u
#define MZ_SCENE_FILLED 0x20u
#define MZ_SCENE_ROUTE 0x40u
#define MZ_SCENE_DEAD 0x80u

struct maze_scene {
    const struct maze *final;         /* the finished maze (not owned) */
    const struct maze_recording *rec; /* NULL: a still (not owned) */
    struct maze *m;                   /* the maze as built so far */
    uint8_t *flag;
    uint16_t *region; /* recursive division's fields */
    uint32_t *distance;
    uint32_t max_distance; /* over the whole run, so shades never shift */
    size_t head;           /* the walker, or MAZE_NONE */
    bool walking;          /* WALK events since the last carve */
    bool solving;          /* solver events have begun */
    size_t shown;          /* events applied */
    size_t built_by;       /* events up to the last of the making */
    /* What changed since mz_scene_changes() was last asked, when tracked
     * (mz_scene_track): the cells, or every cell. */
    uint8_t *changed;
    size_t *changes;
    size_t change_count;
    bool all_changed;
};

/* Keeps a list of the cells whose look (colour, route, walls) may have
 * changed, for a writer that sends a player only what changed. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_scene_track(struct maze_scene *s);

/* The cells changed since the last call (*all: every cell may have), and
 * the list starts again. The cells are in no order. */
size_t mz_scene_changes(struct maze_scene *s, const size_t **cells, bool *all);

/* Whether events of kind k are the solver's. */
MZ_SHARED bool mz_scene_is_solver(enum maze_event_kind k);

#endif
