/*
 * _env.h - the C half of maze.env: many maze-walking environments stepped
 * in one call, each with its own random state, so that a step costs no
 * Python work per environment. Python owns every array (numpy) and hands
 * their addresses over in struct pm_env; this file owns no memory but
 * what a maze needs while an episode's maze is made.
 *
 * An environment's maze is held as tables, the same for every shape:
 * open[c] the bits 1 << d of the directions d a move from c can take,
 * dist[c] the moves from c to the goal. The cell a move reaches is the
 * grid's neighbour (next[c * dirs + d], one table for all), except in a
 * weave maze, where a passage under a crossing leads beyond it: there
 * each environment has its own table go of the cells moves reach (-1 for
 * none). A move is a bit test and a table read.
 */
#ifndef PM_ENV_H
#define PM_ENV_H

#include "maze.h"

/* Bits of a cell in the window and grid observations, above the bits
 * 1 << d (d < 8) of its open directions. */
enum pm_env_bits {
    PM_ENV_GOAL = 0x100,  /* the goal is on this cell */
    PM_ENV_NONE = 0x200,  /* no cell: outside the grid or masked off */
    PM_ENV_AGENT = 0x400, /* the agent is on this cell */
};

/* What an observation is. */
enum pm_env_obs {
    PM_OBS_WINDOW,    /* view x view uint16, the agent at the centre */
    PM_OBS_GRID,      /* rows x cols uint16, the whole grid */
    PM_OBS_POSITIONS, /* int32 agent x, y, goal x, y */
    PM_OBS_PIXELS,    /* (2 rows + 1) x (2 cols + 1) x 3 uint8, top down */
    PM_OBS_EYE,       /* view x view x 3 uint8, first person (rect) */
};

/* Where an episode starts and ends. */
enum pm_env_ends {
    PM_ENDS_MAZE,   /* the maze's own start and end (the settings' ends) */
    PM_ENDS_RANDOM, /* two different cells drawn for each episode */
};

struct pm_env {
    /* The layout, the same for every maze of the settings: cells, the
     * moves a cell has (dirs), and the cells' places on a cols x rows
     * grid (cell_at[y * cols + x], -1 for none; rows count through the
     * floors, each floor `floor_rows` of them). */
    size_t n;
    size_t cells;
    unsigned dirs;
    uint32_t cols, rows, floor_rows;
    const int32_t *cell_at;
    const int32_t *cell_x, *cell_y;
    const int32_t *next; /* cells * dirs: the neighbour, -1 for none */

    /* Where each episode's maze comes from: the settings (checked, so
     * that threads share them), or with bank_n > 0 one of the bank's
     * mazes, as tables (bank_go, bank_open) and ends. */
    const struct maze_settings *settings;
    size_t bank_n;
    const int32_t *bank_go;
    const uint8_t *bank_open;
    const int32_t *bank_start, *bank_end;

    int obs;  /* enum pm_env_obs */
    int ends; /* enum pm_env_ends */
    unsigned view;
    size_t obs_bytes; /* one environment's observation */
    float goal_reward, step_cost, bump_cost, shaping;
    uint32_t max_steps; /* 0: limit_factor times the route */
    uint32_t limit_factor;
    unsigned threads;

    /* Each environment's state, n of each (tables: n of cells, or of
     * cells * dirs). */
    uint64_t *rng;
    int32_t *go; /* NULL but in weave mazes */
    uint8_t *open;
    int32_t *dist;
    int32_t *agent, *goal, *start;
    uint32_t *steps, *limit, *route, *bumps;
    uint64_t *maze_seed; /* the seed of the episode's maze (settings) */
    int64_t *bank_index; /* the bank's maze of the episode, -1 for none */
    uint8_t *done;       /* the episode has ended: the next step resets */
    uint8_t *heading;    /* the way the agent faces: its last action */

    /* same_step: an episode that ends starts the next at once (Gymnasium's
     * same-step autoreset); what it ended with goes into these, n each
     * (final_obs n * obs_bytes), final[i] set for those that ended. */
    int same_step;
    uint8_t *final;
    void *final_obs;
    uint32_t *final_steps, *final_route, *final_bumps;
};

/* The layout of m: env->cells, dirs, cols, rows, floor_rows, and into
 * cell_at (cols * rows, sized by pm_env_size() first), cell_x and cell_y
 * (cells each). */
void pm_env_size(const struct maze *m, size_t *cells, unsigned *dirs,
                 uint32_t *cols, uint32_t *rows);
void pm_env_layout(const struct maze *m, uint32_t cols, uint32_t rows,
                   int32_t *cell_at, int32_t *cell_x, int32_t *cell_y);

/* The grid's neighbours, whatever the walls: next (cells * dirs). */
void pm_env_next(const struct maze *m, unsigned dirs, int32_t *next);

/* m's tables: go (cells * dirs; may be NULL) and open (cells). */
void pm_env_tables(const struct maze *m, unsigned dirs, int32_t *go,
                   uint8_t *open);

/* Starts a new episode in each environment i with mask[i] (mask NULL:
 * all): seeded with seeds[i] when seeds is not NULL and has_seed[i] (or
 * has_seed NULL), else continuing its own random state. Writes the
 * observations into obs (n * obs_bytes). Errors: maze_settings_try()'s,
 * its words in *err. */
enum maze_err pm_env_reset(struct pm_env *env, const uint64_t *seeds,
                           const uint8_t *has_seed, const uint8_t *mask,
                           void *obs, struct maze_settings_error *err);

/* One move in every environment: actions[i] (below dirs; *bad is set to
 * the first i with one that is not, and nothing moves) into obs, reward,
 * terminated and truncated. An environment whose episode ended at the
 * step before starts a new one instead (Gymnasium's next-step autoreset):
 * its action is ignored, its observation is the new episode's first,
 * reward 0, neither flag set; with same_step the new episode starts in
 * the step that ended the last (see struct pm_env). Errors: those of
 * pm_env_reset(), MAZE_ERR_ARG for an action out of range. */
enum maze_err pm_env_step(struct pm_env *env, const int64_t *actions, void *obs,
                          float *reward, uint8_t *terminated,
                          uint8_t *truncated, size_t *bad,
                          struct maze_settings_error *err);

/* The shortest route's next move for each environment (the lowest
 * direction that brings it one step nearer the goal), 0 where an episode
 * has ended. */
void pm_env_oracle(const struct pm_env *env, int64_t *actions);

/* Each environment's observation, as the last step wrote it, again. */
void pm_env_observe(const struct pm_env *env, void *obs);

#endif
