/*
 * values.c - see values.h.
 */
#include <stdio.h>

#include "messages.h"
#include "values.h"

bool cli_number(const char *what, const char *text, uint64_t min, uint64_t max,
                uint64_t *out)
{
    if (maze_parse_whole(text, min, max, out))
        return true;
    cli_error("invalid %s '%s' (expected a whole number from %llu to %llu)",
              what, text, (unsigned long long)min, (unsigned long long)max);
    return false;
}

bool cli_point_inside(const char *what, const struct maze *m, uint32_t x,
                      uint32_t y)
{
    char why[200];
    if (maze_cell_check(m, what, x, y, NULL, why, sizeof why) == MAZE_OK)
        return true;
    cli_error("%s", why);
    return false;
}

bool cli_size_fits(uint32_t width, uint32_t height)
{
    /* The library's judgment of a rectangle of that size: its memory
     * against the machine's. */
    struct maze_settings *s = NULL;
    struct maze_settings_error err = {0};
    char w[16];
    char h[16];
    snprintf(w, sizeof w, "%u", width);
    snprintf(h, sizeof h, "%u", height);
    enum maze_err e = maze_settings_new(MAZE_SPELL_OPTIONS, &s);
    if (!e && !(e = maze_settings_set(s, "width", w, &err)) &&
        !(e = maze_settings_set(s, "height", h, &err)))
        e = maze_settings_check(s, &err);
    maze_settings_free(s);
    if (e)
        cli_error("%s", err.message[0] ? err.message : maze_strerror(e));
    return e == MAZE_OK;
}
