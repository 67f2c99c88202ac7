/*
 * page.h - what the files of the page's engine share (maze_web.c,
 * draw.c, analysis.c, form.c): the maze the page holds and the words of
 * the last error, both maze_web.c's, and how each file forgets what it
 * kept of a maze the page lets go.
 */
#ifndef PAGE_H
#define PAGE_H

#include "maze.h"

/* Words of one event in web_events(): kind, a, b, x, y, w, h, at,
 * horizontal, region, new_region, distance (cells: -1 for none). */
#define EVENT_WORDS 12
#define MESSAGE_SIZE 400

/* The maze the page holds (NULL before the first maze), owned by
 * maze_web.c. */
extern struct maze *maze;
/* What web_error() says: the last call's failure, or empty. */
extern char message[MESSAGE_SIZE];

/* Says what failed and why in message, and returns err. */
int fail(enum maze_err err, const char *what);

/* Each forgets what it kept of the maze the page held (draw.c: the scene
 * and the geometry; analysis.c: the painted analyses). */
void draw_forget(void);
void analysis_forget(void);

#endif /* PAGE_H */
