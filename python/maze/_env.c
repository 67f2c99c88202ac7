/*
 * _env.c - many maze-walking environments stepped in one call (see
 * _env.h). A step is a table read and a compare per environment, and a
 * small write of its observation; a new episode makes its maze with the
 * library (maze_settings_try, the maze generate() makes with that seed)
 * or copies one from a bank, then measures each cell's distance to the
 * goal by a breadth-first search over the tables: O(cells * dirs) once an
 * episode, so a step costs the same whatever the maze's size.
 *
 * Environments are split into equal runs, one a thread; each has its own
 * random state, so what an environment does depends on its seed and its
 * actions only, never on the threads.
 */
#include "_env.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64: one 64-bit state an environment, a draw a call. */
static uint64_t env_draw(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* One of k (k > 0) by multiply and shift: the bias is below k / 2^64. */
static size_t env_below(uint64_t *state, size_t k)
{
    return (size_t)(((unsigned __int128)env_draw(state) * k) >> 64);
}

void pm_env_size(const struct maze *m, size_t *cells, unsigned *dirs,
                 uint32_t *cols, uint32_t *rows)
{
    unsigned most = 0;
    uint32_t cx = 0;
    uint32_t cy = 0;
    for (size_t c = 0; c < m->cells; c++) {
        for (int d = MAZE_MAX_NEIGHBOURS + 2; d > (int)most; d--)
            if (maze_neighbour(m, c, d - 1) != MAZE_NONE) {
                most = (unsigned)d;
                break;
            }
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        cx = x + 1 > cx ? x + 1 : cx;
        cy = y + 1 > cy ? y + 1 : cy;
    }
    *cells = m->cells;
    *dirs = most ? most : 1;
    *cols = cx;
    *rows = cy;
}

void pm_env_layout(const struct maze *m, uint32_t cols, uint32_t rows,
                   int32_t *cell_at, int32_t *cell_x, int32_t *cell_y)
{
    for (size_t i = 0; i < (size_t)cols * rows; i++)
        cell_at[i] = -1;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        cell_x[c] = (int32_t)x;
        cell_y[c] = (int32_t)y;
        if (!(m->cell[c] & MAZE_CELL_OFF))
            cell_at[(size_t)y * cols + x] = (int32_t)c;
    }
}

void pm_env_next(const struct maze *m, unsigned dirs, int32_t *next)
{
    for (size_t c = 0; c < m->cells; c++)
        for (unsigned d = 0; d < dirs; d++) {
            size_t to = maze_neighbour(m, c, (int)d);
            next[c * dirs + d] = to == MAZE_NONE ? -1 : (int32_t)to;
        }
}

void pm_env_tables(const struct maze *m, unsigned dirs, int32_t *go,
                   uint8_t *open)
{
    for (size_t c = 0; c < m->cells; c++) {
        uint8_t bits = 0;
        for (unsigned d = 0; d < dirs; d++) {
            size_t to = maze_go(m, c, (int)d);
            if (go)
                go[c * dirs + d] = to == MAZE_NONE ? -1 : (int32_t)to;
            if (to != MAZE_NONE)
                bits |= (uint8_t)(1u << d);
        }
        open[c] = bits;
    }
}

/* Where a move from c in direction d leads in environment i: -1 for a
 * wall. */
static inline int32_t env_move(const struct pm_env *env, size_t i, int32_t c,
                               unsigned d)
{
    size_t k = (size_t)c * env->dirs + d;
    if (env->go)
        return env->go[i * env->cells * env->dirs + k];
    if (!(env->open[i * env->cells + (size_t)c] & (1u << d)))
        return -1;
    return env->next[k];
}

/* ------------------------------------------------------------ episodes */

/* Moves from every cell to the goal, -1 where none leads (a cell the
 * goal cannot be reached from). queue holds cells entries. */
static void env_distances(const struct pm_env *env, size_t i, int32_t *queue)
{
    int32_t *dist = env->dist + i * env->cells;
    for (size_t c = 0; c < env->cells; c++)
        dist[c] = -1;
    size_t head = 0;
    size_t tail = 0;
    dist[env->goal[i]] = 0;
    queue[tail++] = env->goal[i];
    /* Passages run both ways, so the moves into the goal are the moves
     * out of it reversed. */
    while (head < tail) {
        int32_t c = queue[head++];
        for (unsigned d = 0; d < env->dirs; d++) {
            int32_t to = env_move(env, i, c, d);
            if (to >= 0 && dist[to] < 0) {
                dist[to] = dist[c] + 1;
                queue[tail++] = to;
            }
        }
    }
}

/* Two different cells that have a passage, drawn from i's state. */
static void env_random_ends(struct pm_env *env, size_t i)
{
    const uint8_t *open = env->open + i * env->cells;
    uint64_t *state = &env->rng[i];
    int32_t a = -1;
    int32_t b = -1;
    /* Masked-off cells have no passage; draws that land on one are
     * drawn again (a mask keeps most cells, so this ends quickly). */
    do
        a = (int32_t)env_below(state, env->cells);
    while (!open[a]);
    do
        b = (int32_t)env_below(state, env->cells);
    while (!open[b] || b == a);
    env->start[i] = a;
    env->goal[i] = b;
}

/* A new episode in environment i. */
static enum maze_err env_new_episode(struct pm_env *env, size_t i,
                                     int32_t *queue,
                                     struct maze_settings_error *err)
{
    size_t table = env->cells * env->dirs;
    int32_t *go = env->go ? env->go + i * table : NULL;
    uint8_t *open = env->open + i * env->cells;
    int32_t start = -1;
    int32_t goal = -1;
    if (env->bank_n) {
        size_t k = env_below(&env->rng[i], env->bank_n);
        if (go)
            memcpy(go, env->bank_go + k * table, table * sizeof *go);
        memcpy(open, env->bank_open + k * env->cells, env->cells);
        start = env->bank_start[k];
        goal = env->bank_end[k];
        env->bank_index[i] = (int64_t)k;
        env->maze_seed[i] = 0;
    } else {
        uint64_t seed = env_draw(&env->rng[i]);
        struct maze *m = NULL;
        struct maze_tried tried = {0};
        enum maze_err e =
            maze_settings_try(env->settings, seed, 1, NULL, &m, &tried, err);
        if (e)
            return e;
        pm_env_tables(m, env->dirs, go, open);
        if (m->start != MAZE_NONE && m->end != MAZE_NONE) {
            start = (int32_t)m->start;
            goal = (int32_t)m->end;
        }
        maze_free(m);
        env->maze_seed[i] = tried.seed;
        env->bank_index[i] = -1;
    }
    if (env->ends == PM_ENDS_RANDOM || start < 0 || start == goal) {
        env_random_ends(env, i);
    } else {
        env->start[i] = start;
        env->goal[i] = goal;
    }
    env->agent[i] = env->start[i];
    /* Facing the first way out of the start. */
    env->heading[i] = 0;
    for (unsigned d = 0; d < env->dirs; d++)
        if (open[env->start[i]] & (1u << d)) {
            env->heading[i] = (uint8_t)d;
            break;
        }
    env_distances(env, i, queue);
    int32_t route = env->dist[i * env->cells + (size_t)env->start[i]];
    env->route[i] = route > 0 ? (uint32_t)route : 0;
    uint32_t limit = env->max_steps;
    if (!limit) {
        uint64_t l = (uint64_t)env->limit_factor * env->route[i];
        limit = l > UINT32_MAX ? UINT32_MAX : (l ? (uint32_t)l : 1);
    }
    env->limit[i] = limit;
    env->steps[i] = 0;
    env->bumps[i] = 0;
    env->done[i] = 0;
    return MAZE_OK;
}

/* ------------------------------------------------------- observations */

static uint16_t env_cell_bits(const struct pm_env *env, size_t i, int32_t c)
{
    uint16_t v = env->open[i * env->cells + (size_t)c];
    if (c == env->goal[i])
        v |= PM_ENV_GOAL;
    if (c == env->agent[i])
        v |= PM_ENV_AGENT;
    return v;
}

static void env_window(const struct pm_env *env, size_t i, uint16_t *out)
{
    int32_t a = env->agent[i];
    int32_t ax = env->cell_x[a];
    int32_t ay = env->cell_y[a];
    int32_t r = (int32_t)env->view / 2;
    int32_t floor = ay / (int32_t)env->floor_rows;
    for (int32_t dy = -r; dy <= r; dy++) {
        int32_t y = ay + dy;
        bool row_in = y >= 0 && y < (int32_t)env->rows &&
                      y / (int32_t)env->floor_rows == floor;
        for (int32_t dx = -r; dx <= r; dx++) {
            int32_t x = ax + dx;
            int32_t c = -1;
            if (row_in && x >= 0 && x < (int32_t)env->cols)
                c = env->cell_at[(size_t)y * env->cols + (size_t)x];
            *out++ = c < 0 ? PM_ENV_NONE : env_cell_bits(env, i, c);
        }
    }
}

static void env_grid(const struct pm_env *env, size_t i, uint16_t *out)
{
    size_t all = (size_t)env->cols * env->rows;
    for (size_t k = 0; k < all; k++) {
        int32_t c = env->cell_at[k];
        out[k] = c < 0 ? PM_ENV_NONE : env_cell_bits(env, i, c);
    }
}

/* The grid as the text format lays it out, a cell and the wall after it
 * each a pixel: black walls, white floor, the agent blue, the goal red.
 * A passage is drawn east and south of its cell (the two directions of a
 * rectangle that own a wall). */
static void env_pixels(const struct pm_env *env, size_t i, uint8_t *out)
{
    size_t wide = 2 * (size_t)env->cols + 1;
    size_t high = 2 * (size_t)env->rows + 1;
    memset(out, 0, wide * high * 3);
    const uint8_t *open = env->open + i * env->cells;
    for (size_t k = 0; k < (size_t)env->cols * env->rows; k++) {
        int32_t c = env->cell_at[k];
        if (c < 0)
            continue;
        size_t x = 2 * (k % env->cols) + 1;
        size_t y = 2 * (k / env->cols) + 1;
        uint8_t *p = out + (y * wide + x) * 3;
        memset(p, 255, 3);
        if (open[c] & (1u << MAZE_EAST) && x + 1 < wide)
            memset(p + 3, 255, 3);
        if (open[c] & (1u << MAZE_SOUTH) && y + 1 < high)
            memset(p + wide * 3, 255, 3);
        if (c == env->goal[i]) {
            p[1] = 0;
            p[2] = 0;
        }
        if (c == env->agent[i]) {
            p[0] = 0;
            p[1] = 0;
            p[2] = 255;
        }
    }
}

/* The first-person view, as the web page's ray caster draws it: each
 * column casts a ray from the centre of the agent's cell across the grid
 * (a digital differential analyser, a cell side at a time) to the first
 * side that is a wall, and draws that wall as high as its distance makes
 * it (walls across x lighter than walls across y, both darker far off)
 * over a flat ceiling and floor; the goal cell's floor is green where the
 * ray crosses it. The camera is half a wall high, with a field of view of
 * 66 degrees. Costs a ray and a column of pixels a column. */
static void env_eye(const struct pm_env *env, size_t i, uint8_t *out)
{
    static const int8_t step_x[4] = {1, 0, -1, 0};
    static const int8_t step_y[4] = {0, 1, 0, -1};
    static const uint8_t ceiling[3] = {35, 40, 58};
    static const uint8_t ground[3] = {75, 63, 51};
    static const uint8_t goal_ground[3] = {47, 158, 68};
    const uint8_t *open = env->open + i * env->cells;
    int side_px = (int)env->view;
    int32_t a = env->agent[i];
    double px = env->cell_x[a] + 0.5;
    double py = env->cell_y[a] + 0.5;
    unsigned h = env->heading[i] & 3;
    double dx = step_x[h];
    double dy = step_y[h];
    double plane = 0.6494075931975106; /* tan(33 degrees) */
    double plx = -dy * plane;
    double ply = dx * plane;
    int32_t gx = env->cell_x[env->goal[i]];
    int32_t gy = env->cell_y[env->goal[i]];
    for (int col = 0; col < side_px; col++) {
        double cam = 2.0 * (col + 0.5) / side_px - 1.0;
        double rx = dx + plx * cam;
        double ry = dy + ply * cam;
        int32_t mx = env->cell_x[a];
        int32_t my = env->cell_y[a];
        double ddx = rx == 0 ? 1e30 : fabs(1 / rx);
        double ddy = ry == 0 ? 1e30 : fabs(1 / ry);
        int sx = rx < 0 ? -1 : 1;
        int sy = ry < 0 ? -1 : 1;
        double tx = (rx < 0 ? px - mx : mx + 1.0 - px) * ddx;
        double ty = (ry < 0 ? py - my : my + 1.0 - py) * ddy;
        double enter = 0;
        double goal_near = -1;
        double goal_far = -1;
        double dist = 0;
        bool across_x = true;
        /* The border has no passage out, so every ray ends. */
        for (uint32_t k = 0; k <= 2 * (env->cols + env->rows); k++) {
            int32_t c = env->cell_at[(size_t)my * env->cols + (size_t)mx];
            across_x = tx < ty;
            double leave = across_x ? tx : ty;
            if (mx == gx && my == gy) {
                goal_near = enter;
                goal_far = leave;
            }
            unsigned d = across_x ? (sx > 0 ? MAZE_EAST : MAZE_WEST)
                                  : (sy > 0 ? MAZE_SOUTH : MAZE_NORTH);
            if (c < 0 || !(open[c] & (1u << d))) {
                dist = leave;
                break;
            }
            if (across_x) {
                mx += sx;
                tx += ddx;
            } else {
                my += sy;
                ty += ddy;
            }
            enter = leave;
        }
        if (dist < 1e-6)
            dist = 1e-6;
        double half = side_px / 2.0;
        double wall_half = half / dist;
        double shade = (across_x ? 220.0 : 160.0) / (1.0 + 0.12 * dist);
        for (int row = 0; row < side_px; row++) {
            uint8_t *p = out + ((size_t)row * side_px + col) * 3;
            double y = row + 0.5 - half;
            if (fabs(y) <= wall_half) {
                p[0] = p[1] = p[2] = (uint8_t)shade;
            } else if (y < 0) {
                memcpy(p, ceiling, 3);
            } else {
                /* The floor seen at this row lies at distance half / y. */
                double t = half / y;
                bool goal = goal_far >= 0 && t >= goal_near && t <= goal_far;
                memcpy(p, goal ? goal_ground : ground, 3);
            }
        }
    }
}

static void env_observe_one(const struct pm_env *env, size_t i, void *obs)
{
    uint8_t *at = (uint8_t *)obs + i * env->obs_bytes;
    switch (env->obs) {
    case PM_OBS_WINDOW:
        env_window(env, i, (uint16_t *)(void *)at);
        break;
    case PM_OBS_GRID:
        env_grid(env, i, (uint16_t *)(void *)at);
        break;
    case PM_OBS_POSITIONS: {
        int32_t *p = (int32_t *)(void *)at;
        p[0] = env->cell_x[env->agent[i]];
        p[1] = env->cell_y[env->agent[i]];
        p[2] = env->cell_x[env->goal[i]];
        p[3] = env->cell_y[env->goal[i]];
        break;
    }
    case PM_OBS_EYE:
        env_eye(env, i, at);
        break;
    default:
        env_pixels(env, i, at);
        break;
    }
}

void pm_env_observe(const struct pm_env *env, void *obs)
{
    for (size_t i = 0; i < env->n; i++)
        env_observe_one(env, i, obs);
}

/* ------------------------------------------------------------ threads */

struct env_job {
    struct pm_env *env;
    size_t lo, hi;
    /* reset */
    const uint64_t *seeds;
    const uint8_t *has_seed, *mask;
    /* step */
    const int64_t *actions;
    float *reward;
    uint8_t *terminated, *truncated;
    void *obs;
    bool step;
    enum maze_err err;
    struct maze_settings_error why;
};

static void *env_reset_run(struct env_job *j)
{
    struct pm_env *env = j->env;
    int32_t *queue = malloc(env->cells * sizeof *queue);
    if (!queue) {
        j->err = MAZE_ERR_NOMEM;
        return NULL;
    }
    for (size_t i = j->lo; i < j->hi && !j->err; i++) {
        if (j->mask && !j->mask[i])
            continue;
        if (j->seeds && (!j->has_seed || j->has_seed[i]))
            env->rng[i] = j->seeds[i];
        j->err = env_new_episode(env, i, queue, &j->why);
        if (!j->err)
            env_observe_one(env, i, j->obs);
    }
    free(queue);
    return NULL;
}

/* Environment i's next episode, on a queue made on first use (the caller
 * frees *queue); false with j->err set when that fails. */
static bool env_restart(struct env_job *j, size_t i, int32_t **queue)
{
    if (!*queue) {
        *queue = malloc(j->env->cells * sizeof **queue);
        if (!*queue) {
            j->err = MAZE_ERR_NOMEM;
            return false;
        }
    }
    j->err = env_new_episode(j->env, i, *queue, &j->why);
    return !j->err;
}

static void env_step_run(struct env_job *j)
{
    struct pm_env *env = j->env;
    int32_t *queue = NULL;
    for (size_t i = j->lo; i < j->hi; i++) {
        if (env->done[i]) {
            if (!env_restart(j, i, &queue))
                break;
            j->reward[i] = 0;
            j->terminated[i] = 0;
            j->truncated[i] = 0;
            env_observe_one(env, i, j->obs);
            continue;
        }
        if (i + 2 < j->hi)
            __builtin_prefetch(env->open + (i + 2) * env->cells);
        int32_t at = env->agent[i];
        int32_t to = env_move(env, i, at, (unsigned)j->actions[i]);
        float r = -env->step_cost;
        env->heading[i] = (uint8_t)j->actions[i];
        if (to < 0) {
            env->bumps[i]++;
            r -= env->bump_cost;
            to = at;
        } else {
            const int32_t *dist = env->dist + i * env->cells;
            if (env->shaping != 0)
                r += env->shaping * (float)(dist[at] - dist[to]);
            env->agent[i] = to;
        }
        env->steps[i]++;
        bool term = to == env->goal[i];
        bool trunc = !term && env->steps[i] >= env->limit[i];
        if (term)
            r += env->goal_reward;
        j->reward[i] = r;
        j->terminated[i] = term;
        j->truncated[i] = trunc;
        env->done[i] = term || trunc;
        if (env->same_step) {
            env->final[i] = term || trunc;
            if (term || trunc) {
                env_observe_one(env, i, env->final_obs);
                env->final_steps[i] = env->steps[i];
                env->final_route[i] = env->route[i];
                env->final_bumps[i] = env->bumps[i];
                if (!env_restart(j, i, &queue))
                    break;
            }
        }
        env_observe_one(env, i, j->obs);
    }
    free(queue);
}

static void *env_run(void *arg)
{
    struct env_job *j = arg;
    if (j->step)
        env_step_run(j);
    else
        env_reset_run(j);
    return NULL;
}

/* Runs job on env->threads threads (this one among them), each on its
 * share of the environments; the first error, in order of the shares,
 * is the one returned. */
static enum maze_err env_run_all(const struct env_job *job,
                                 struct maze_settings_error *err)
{
    size_t n = job->env->n;
    unsigned threads = job->env->threads ? job->env->threads : 1;
    if (threads > n)
        threads = n ? (unsigned)n : 1;
    /* Fewer than a few hundred environments a thread are not worth a
     * thread's start. */
    while (threads > 1 && n / threads < 256)
        threads--;
    struct env_job jobs[64];
    pthread_t tid[64];
    bool started[64] = {false};
    if (threads > 64)
        threads = 64;
    for (unsigned t = 0; t < threads; t++) {
        jobs[t] = *job;
        jobs[t].lo = n * t / threads;
        jobs[t].hi = n * (t + 1) / threads;
        jobs[t].err = MAZE_OK;
    }
    for (unsigned t = 1; t < threads; t++)
        started[t] = pthread_create(&tid[t], NULL, env_run, &jobs[t]) == 0;
    env_run(&jobs[0]);
    for (unsigned t = 1; t < threads; t++) {
        if (started[t])
            pthread_join(tid[t], NULL);
        else
            env_run(&jobs[t]);
    }
    for (unsigned t = 0; t < threads; t++)
        if (jobs[t].err) {
            if (err)
                *err = jobs[t].why;
            return jobs[t].err;
        }
    return MAZE_OK;
}

enum maze_err pm_env_reset(struct pm_env *env, const uint64_t *seeds,
                           const uint8_t *has_seed, const uint8_t *mask,
                           void *obs, struct maze_settings_error *err)
{
    struct env_job job = {.env = env,
                          .seeds = seeds,
                          .has_seed = has_seed,
                          .mask = mask,
                          .obs = obs};
    return env_run_all(&job, err);
}

enum maze_err pm_env_step(struct pm_env *env, const int64_t *actions, void *obs,
                          float *reward, uint8_t *terminated,
                          uint8_t *truncated, size_t *bad,
                          struct maze_settings_error *err)
{
    for (size_t i = 0; i < env->n; i++)
        if (actions[i] < 0 || (uint64_t)actions[i] >= env->dirs) {
            *bad = i;
            return MAZE_ERR_ARG;
        }
    struct env_job job = {.env = env,
                          .actions = actions,
                          .reward = reward,
                          .terminated = terminated,
                          .truncated = truncated,
                          .obs = obs,
                          .step = true};
    return env_run_all(&job, err);
}

void pm_env_oracle(const struct pm_env *env, int64_t *actions)
{
    for (size_t i = 0; i < env->n; i++) {
        actions[i] = 0;
        if (env->done[i])
            continue;
        const int32_t *dist = env->dist + i * env->cells;
        int32_t here = dist[env->agent[i]];
        for (unsigned d = 0; d < env->dirs; d++) {
            int32_t to = env_move(env, i, env->agent[i], d);
            if (to >= 0 && dist[to] == here - 1) {
                actions[i] = d;
                break;
            }
        }
    }
}
