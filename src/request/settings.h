/*
 * settings.h - the settings' insides, shared by the files that take them
 * (settings.c: each named setting parsed), judge them together and make
 * the grid (judge.c), and draw a maze to targets (target.c).
 */
#ifndef MZ_SETTINGS_H
#define MZ_SETTINGS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "maze.h"

enum setting {
    SET_WIDTH,
    SET_HEIGHT,
    SET_SHAPE,
    SET_ALGORITHM,
    SET_SEED,
    SET_BRAID,
    SET_BIAS,
    SET_PICK,
    SET_MIX,
    SET_WEAVE,
    SET_FLOORS,
    SET_STAIRS,
    SET_START,
    SET_END,
    SET_ENDS,
    SET_MASK,
    SET_ROUTE_LENGTH,
    SET_DEAD_ENDS,
    SET_DIFFICULTY,
    SET_BASE,
    SET_RULE,
    SET_FILL,
    SET_GENERATIONS,
    SET_ROOMS,
    SET_ROOM_SIZE,
    SET_TRIM,
    SET_SYMMETRY,
    SET_WRAP,
    SET_SPARSE,
    SET_MASK_TEXT,
    SET_MASK_FONT,
    SET_COUNT
};

/* A setting's name, its other names, and the tool's option for it. */
struct mz_setting_name {
    const char *name;
    const char *aliases;
    const char *option;
};

extern const struct mz_setting_name mz_settings_names[SET_COUNT];

/* The words --ends takes, ending in NULL. */
extern const char *const mz_settings_ends_names[];

/* The targets a maze is drawn to (maze_settings_try), in the order of
 * the settings above: route length, dead ends, difficulty score. */
enum { TARGET_ROUTE, TARGET_DEAD_ENDS, TARGET_SCORE, TARGETS };

struct band {
    uint64_t min, max;
};

/* The classical labyrinth's grid, when the shape and size are not given:
 * its eight rings, the circuits all of one length. */
#define CLASSICAL_WIDTH 32
#define CLASSICAL_RINGS 8

struct maze_settings {
    enum maze_spelling spelling;
    /* 1 << enum setting for each setting given: 64 bits, room to grow
     * past the 31 settings there are */
    uint64_t given;
    enum maze_shape shape;
    /* floors counts the floors of every tower (towers > 1: a maze in
     * four dimensions, floors / towers floors in each). */
    uint32_t width, height, floors, towers;
    /* The shape and size as given (shape and height above are what
     * the generator makes of them: classical's own when not given; width
     * and height a mask's when one is given). */
    enum maze_shape shape_given;
    uint32_t width_given, height_given;
    uint64_t seed;
    struct maze_recipe recipe;
    struct maze *mask; /* owned */
    char *mask_name;   /* owned; NULL when the mask has no name */
    /* --mask-text and --mask-font (owned; NULL when not given): the mask
     * is made again from them whenever the size or shape changes; why it
     * could not be made, for the judge to tell ("" when it was), and
     * the error it is (MAZE_ERR_TOO_BIG, MAZE_ERR_NOMEM; else a
     * conflict). */
    char *mask_text, *mask_font;
    char mask_text_why[400];
    enum maze_err mask_text_err;
    /* The shape and size the text's mask (or mask_text_why) was made
     * for; made false when the text or font changes. */
    bool mask_text_made;
    enum maze_shape mask_text_shape;
    uint32_t mask_text_width, mask_text_height;
    struct band target[TARGETS];    /* when given (SET_ROUTE_LENGTH + i) */
    char target_value[TARGETS][48]; /* as given: "hard", "40:80" */
    bool good;                      /* maze_settings_check() found them good */
};

/* Refuses with code and the words of fmt, in err when it is not NULL;
 * returns code. */
enum maze_err mz_settings_refuse(struct maze_settings_error *err,
                                 enum maze_err code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* How the user types the setting: "--floors" or "floors". */
const char *mz_settings_spell(const struct maze_settings *s, enum setting id);

/* The setting with a value, in buf: "-W 2" or "width=2". */
const char *mz_settings_spell_value(const struct maze_settings *s,
                                    enum setting id, const char *value,
                                    char *buf, size_t size);

/* Whether the setting was given. */
bool mz_settings_given(const struct maze_settings *s, enum setting id);

/* Whether gen is the registry's generator called name: the settings
 * that only one generator reads follow it by its name. */
bool mz_settings_is_generator(const struct maze_generator *gen,
                              const char *name);

/* The names of the generators for which can() holds, "a, b, c" in buf. */
void mz_settings_generators_that(bool (*can)(const struct maze_generator *),
                                 char *buf, size_t size);

/* Whether g carves any grid (every shape, masks, floors). */
bool mz_settings_carves_any_grid(const struct maze_generator *g);

/* The shape as messages name it. */
const char *mz_settings_shape_name(const struct maze_settings *s);

#endif
