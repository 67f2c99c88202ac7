/*
 * spec.c - see spec.h.
 */
#include <string.h>

#include "spec.h"
#include "messages.h"

void spec_init(struct spec *s, struct maze_request *r)
{
    memset(s, 0, sizeof *s);
    s->settings = maze_request_settings(r);
    s->recipe = maze_settings_recipe(s->settings);
    s->generator = s->recipe->generator;
    s->width = 20;
    s->height = 10;
    s->floors = 1;
}

int spec_refused(const struct maze_settings_error *err, const char *cmd)
{
    if (err->code == MAZE_ERR_CONFLICT)
        return cli_usage_error(cmd, "%s", err->message);
    cli_error("%s", err->message);
    return err->code == MAZE_ERR_ARG ? CLI_USAGE : CLI_FAIL;
}

/* What the settings say, for the commands. */
void spec_view(struct spec *s)
{
    maze_settings_size(s->settings, &s->shape, &s->width, &s->height,
                       &s->floors);
    s->generator = s->recipe->generator;
    s->have_generator = maze_settings_given(s->settings, "algorithm");
    s->given = maze_settings_given(s->settings, NULL);
}

int spec_check(struct spec *s, const char *cmd)
{
    struct maze_settings_error err = {0};
    if (maze_settings_check(s->settings, &err))
        return spec_refused(&err, cmd);
    return -1;
}

bool spec_seed(struct spec *s)
{
    struct maze_settings_error err = {0};
    if (maze_settings_seed(s->settings, &s->seed, &err)) {
        spec_refused(&err, "generate");
        return false;
    }
    return true;
}

int spec_make(const struct spec *s, uint64_t seed, const struct maze_hook *hook,
              struct maze **out)
{
    struct maze_settings_error err = {0};
    if (maze_settings_make(s->settings, seed, hook, out, &err))
        return spec_refused(&err, "generate");
    return CLI_OK;
}

int spec_try(const struct spec *s, uint64_t seed, uint64_t stride,
             const struct maze_hook *hook, struct maze **out,
             struct maze_tried *tried)
{
    struct maze_settings_error err = {0};
    if (maze_settings_try(s->settings, seed, stride, hook, out, tried, &err))
        return spec_refused(&err, "generate");
    return CLI_OK;
}

bool spec_targets(const struct spec *s)
{
    return maze_settings_given(s->settings, "route_length") ||
           maze_settings_given(s->settings, "dead_ends") ||
           maze_settings_given(s->settings, "difficulty");
}
