"""Mazes for reinforcement learning: environments with Gymnasium's API.

    env = maze.env.MazeEnv(width=15, height=15, observation="window", view=5)
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample())

    envs = maze.env.vector(4096, width=15, height=15)
    obs, info = envs.reset(seed=0)               # environment i: seed 0 + i
    obs, rewards, terminated, truncated, info = envs.step(actions)

Every environment of a vector is stepped by one C call (python/maze/_env.c)
on `threads` threads, without the GIL; observations, rewards, flags and
info are numpy arrays, and no Python object is made per environment.

Each episode walks a maze made with the settings given by name, the
settings of maze.generate() and of the tool (algorithm, shape, braid,
difficulty, floors, wrap, ...): a fresh maze per episode from a seed drawn
from the environment's own random state, or one of `mazes` (a Maze or a
list of them, the same shape and size: a fixed maze or a bank).

When gymnasium is installed, MazeEnv is a gymnasium.Env and VectorMazeEnv
a gymnasium.vector.VectorEnv, with gymnasium.spaces; without it, small
spaces here with the same names and behaviour (contains, sample, seed).

Actions are the shape's directions, numbered as maze.h numbers them
(rect: 0 east, 1 south, 2 west, 3 north; floors add 4 up and 5 down a
stair; hex 6, upsilon and polar 8): a move into a wall leaves the agent
where it is and is counted (info["bumps"]).

Observations (observation=):
  "window"     (view, view) uint16, the agent at the centre: per cell the
               bits 1 << d of its open directions, GOAL (0x100) on the
               goal, NONE (0x200) outside the grid or masked off, AGENT
               (0x400) on the agent's cell
  "grid"       (rows, cols) uint16, the whole grid with the same bits
  "positions"  int32 agent x, y, goal x, y (y counts rows through floors)
  "pixels"     (2 rows + 1, 2 cols + 1, 3) uint8 top-down picture: walls
               black, floor white, agent blue, goal red (rect only)
  "eye"        (view, view, 3) uint8 first-person picture (view default
               64), a ray caster as the web page's: the agent faces the
               way of its last action, the goal's floor green (rect of
               one floor, without weave or wrap)

Rewards: goal_reward on reaching the goal (terminated), minus step_cost a
move, minus bump_cost a move into a wall, plus shaping times the moves the
step brought the agent nearer the goal (the library's distance map).
truncated comes at max_steps moves (default limit_factor times the
shortest route). info["route"] is the shortest route's moves from the
start, so success rate and optimality (route / steps) can be measured.

Vectors reset finished environments the way Gymnasium calls NEXT_STEP:
the step after an episode ends starts the next one, ignoring that
environment's action, with reward 0 and neither flag set. With
autoreset_mode="same_step" the step that ends an episode starts the next
(its observation is the new episode's first) and info holds the ended
episodes' last observations in "final_obs" and their route, steps and
bumps in "final_info", each with its mask ("_final_obs", ...).
"""

import inspect
import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from ._errors import _refused
from ._make import _judge, _settings, generate
from ._maze import ffi, lib
from ._maze_object import Maze

try:  # pragma: no cover - depends on what is installed
    import gymnasium as _gym
    from gymnasium import spaces as _gspaces
    from gymnasium.vector import VectorEnv as _VectorBase
except ImportError:
    _gym = None
    _gspaces = None
    _VectorBase = None

GOAL = lib.PM_ENV_GOAL
NONE = lib.PM_ENV_NONE
AGENT = lib.PM_ENV_AGENT

OBSERVATIONS = ("window", "grid", "positions", "pixels", "eye")
_OBS = {"window": lib.PM_OBS_WINDOW, "grid": lib.PM_OBS_GRID,
        "positions": lib.PM_OBS_POSITIONS, "pixels": lib.PM_OBS_PIXELS,
        "eye": lib.PM_OBS_EYE}


# ------------------------------------------------------------------ spaces


class _Space:
    """What the small spaces share: a numpy Generator of their own."""

    def __init__(self, shape: Tuple[int, ...], dtype: Any, seed: Optional[int] = None) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self._np_random: Optional[np.random.Generator] = None
        if seed is not None:
            self.seed(seed)

    @property
    def np_random(self) -> np.random.Generator:
        if self._np_random is None:
            self.seed()
        return self._np_random  # type: ignore[return-value]

    def seed(self, seed: Optional[int] = None) -> List[int]:
        seq = np.random.SeedSequence(seed)
        self._np_random = np.random.Generator(np.random.PCG64(seq))
        return [int(seq.entropy)]

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)

    def contains(self, x: Any) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError


class Discrete(_Space):
    """The integers start .. start + n - 1 (gymnasium.spaces.Discrete)."""

    def __init__(self, n: int, seed: Optional[int] = None, start: int = 0) -> None:
        super().__init__((), np.int64, seed)
        self.n = np.int64(n)
        self.start = np.int64(start)

    def sample(self) -> np.int64:
        return np.int64(self.start + self.np_random.integers(self.n))

    def contains(self, x: Any) -> bool:
        if isinstance(x, (int, np.integer)):
            v = int(x)
        elif isinstance(x, np.ndarray) and x.shape == () and np.issubdtype(x.dtype, np.integer):
            v = int(x)
        else:
            return False
        return bool(self.start <= v < self.start + self.n)

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Discrete) and self.n == other.n and self.start == other.start


class MultiDiscrete(_Space):
    """Arrays of integers, entry i in 0 .. nvec[i] - 1."""

    def __init__(self, nvec: Any, dtype: Any = np.int64, seed: Optional[int] = None) -> None:
        self.nvec = np.asarray(nvec, dtype=dtype)
        super().__init__(self.nvec.shape, dtype, seed)

    def sample(self) -> np.ndarray:
        return (self.np_random.random(self.nvec.shape) * self.nvec).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        if isinstance(x, Sequence):
            x = np.array(x)
        return (isinstance(x, np.ndarray) and x.shape == self.shape and x.dtype != object
                and bool(np.all(0 <= x)) and bool(np.all(x < self.nvec)))

    def __repr__(self) -> str:
        return "MultiDiscrete(%s)" % self.nvec


class Box(_Space):
    """Arrays of shape and dtype with every entry in [low, high]."""

    def __init__(self, low: Any, high: Any, shape: Optional[Tuple[int, ...]] = None,
                 dtype: Any = np.float32, seed: Optional[int] = None) -> None:
        dtype = np.dtype(dtype)
        if shape is None:
            shape = np.shape(low) if np.shape(low) else np.shape(high)
        self.low = np.broadcast_to(np.asarray(low, dtype=dtype), shape).copy()
        self.high = np.broadcast_to(np.asarray(high, dtype=dtype), shape).copy()
        super().__init__(tuple(shape), dtype, seed)

    def sample(self) -> np.ndarray:
        wide = self.high.astype(np.int64) - self.low.astype(np.int64) + 1
        drawn = (self.np_random.random(self.shape) * wide).astype(np.int64)
        return (self.low.astype(np.int64) + drawn).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        if not isinstance(x, np.ndarray):
            try:
                x = np.asarray(x, dtype=self.dtype)
            except (ValueError, TypeError):
                return False
        return (x.shape == self.shape and bool(np.can_cast(x.dtype, self.dtype))
                and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

    def __repr__(self) -> str:
        return "Box(%s, %s, %s, %s)" % (self.low.min(), self.high.max(), self.shape, self.dtype)


def _box(low: Any, high: Any, shape: Tuple[int, ...], dtype: Any) -> Any:
    if _gspaces is not None:
        return _gspaces.Box(low=low, high=high, shape=shape, dtype=dtype)
    return Box(low, high, shape, dtype)


def _discrete(n: int) -> Any:
    return _gspaces.Discrete(n) if _gspaces is not None else Discrete(n)


def _multi_discrete(nvec: Any) -> Any:
    return _gspaces.MultiDiscrete(nvec) if _gspaces is not None else MultiDiscrete(nvec)


# ---------------------------------------------------------- the C state


_GENERATE = inspect.signature(generate).parameters
_ENDS = ("corners", "farthest", "random")


def _recipe(kw: Dict[str, Any]) -> Tuple[Any, Dict[str, Any]]:
    """The library's settings (checked) from generate()'s keywords, and
    those keywords as given (to make an episode's maze again)."""
    given = {k: v for k, v in kw.items()}
    for name in ("seed", "record", "levels"):
        if name in given:
            raise TypeError("%s is not a setting of an environment (seed: reset(seed=...))"
                            % name)
    args = {name: p.default for name, p in _GENERATE.items()
            if p.kind is not inspect.Parameter.VAR_KEYWORD}
    more = {}
    for k, v in given.items():
        if k in args:
            args[k] = v
        else:
            more[k] = v
    args["more"] = more
    args["seed"] = None
    s = _settings(args)
    _judge(s)
    return s, given


class _State:
    """The arrays of n environments and the struct pm_env over them."""

    def __init__(self, n: int, observation: str, view: Optional[int], ends: str,
                 mazes: Any, goal_reward: float, step_cost: float, bump_cost: float,
                 shaping: float, max_steps: Optional[int], limit_factor: int,
                 threads: Optional[int], settings: Dict[str, Any],
                 same_step: bool = False) -> None:
        if not isinstance(n, (int, np.integer)) or isinstance(n, bool) or n < 1:
            raise ValueError("num_envs must be a whole number of at least 1, not %r" % (n,))
        if observation not in _OBS:
            raise ValueError("unknown observation %r (try: %s)" % (observation, ", ".join(OBSERVATIONS)))
        if ends not in _ENDS:
            raise ValueError("unknown ends %r (try: %s)" % (ends, ", ".join(_ENDS)))
        if view is None:
            view = 64 if observation == "eye" else 5
        if observation == "eye":
            if not isinstance(view, (int, np.integer)) or not 8 <= view <= 1024:
                raise ValueError("view must be a whole number of pixels from 8 to 1024 for the "
                                 "eye, not %r" % (view,))
        elif not isinstance(view, (int, np.integer)) or view < 1 or view % 2 == 0:
            raise ValueError("view must be an odd whole number of at least 1, not %r" % (view,))
        if max_steps is not None and (not isinstance(max_steps, (int, np.integer)) or max_steps < 1):
            raise ValueError("max_steps must be a whole number of at least 1, not %r" % (max_steps,))
        if not isinstance(limit_factor, (int, np.integer)) or limit_factor < 1:
            raise ValueError("limit_factor must be a whole number of at least 1, not %r"
                             % (limit_factor,))
        self.n = int(n)
        self.observation = observation
        self.keep: List[Any] = []
        library_ends = "corners" if ends == "random" else ends
        if mazes is not None:
            if settings:
                raise TypeError("give mazes or settings of the mazes (%s), not both"
                                % ", ".join(sorted(settings)))
            self.bank = [mazes] if isinstance(mazes, Maze) else list(mazes)
            if not self.bank or not all(isinstance(m, Maze) for m in self.bank):
                raise TypeError("mazes must be a Maze or a non-empty sequence of them")
            first = self.bank[0]
            for m in self.bank:
                if (m.shape, m.size, m.floors, m.wrap) != (first.shape, first.size, first.floors,
                                                           first.wrap):
                    raise ValueError("the mazes of a bank must have one shape and size, not %s %s"
                                     " and %s %s" % (first.shape, first.size, m.shape, m.size))
            self.settings = None
            self.given: Dict[str, Any] = {}
            sample = first
        else:
            self.bank = []
            settings = dict(settings, ends=library_ends)
            self.settings, self.given = _recipe(settings)
            self.keep.append(self.settings)
            sample = generate(seed=0, **self.given)
        m = sample._m
        cells = ffi.new("size_t *")
        dirs = ffi.new("unsigned *")
        cols = ffi.new("uint32_t *")
        rows = ffi.new("uint32_t *")
        lib.pm_env_size(m, cells, dirs, cols, rows)
        self.cells, self.dirs = int(cells[0]), int(dirs[0])
        self.cols, self.rows = int(cols[0]), int(rows[0])
        self.shape = sample.shape
        if self.cells < 2:
            raise ValueError("a maze of one cell has nowhere to go: give at least two cells")
        if observation == "pixels" and (self.shape != "rect" or sample.wrap):
            raise ValueError("pixels are drawn for rectangles without wrap, not %s mazes "
                             "(try: observation='window')" % self.shape)
        if observation == "eye" and (self.shape != "rect" or sample.wrap or sample.floors > 1
                                     or sample.crossings()):
            raise ValueError("the eye walks rectangles of one floor without wrap or weave, "
                             "not this %s maze (try: observation='window')" % self.shape)
        self.cell_at = np.empty(self.cols * self.rows, dtype=np.int32)
        self.cell_x = np.empty(self.cells, dtype=np.int32)
        self.cell_y = np.empty(self.cells, dtype=np.int32)
        lib.pm_env_layout(m, self.cols, self.rows, self._p("int32_t", self.cell_at),
                          self._p("int32_t", self.cell_x), self._p("int32_t", self.cell_y))
        floors = sample.floors
        n, c, d = self.n, self.cells, self.dirs
        if observation == "window":
            self.obs_shape: Tuple[int, ...] = (view, view)
            self.obs_dtype: Any = np.uint16
        elif observation == "grid":
            self.obs_shape, self.obs_dtype = (self.rows, self.cols), np.uint16
        elif observation == "positions":
            self.obs_shape, self.obs_dtype = (4,), np.int32
        elif observation == "eye":
            self.obs_shape, self.obs_dtype = (view, view, 3), np.uint8
        else:
            self.obs_shape, self.obs_dtype = (2 * self.rows + 1, 2 * self.cols + 1, 3), np.uint8
        self.obs = np.zeros((n,) + self.obs_shape, dtype=self.obs_dtype)
        self.rng = np.zeros(n, dtype=np.uint64)
        # Weave mazes lead under crossings, past the neighbour: their
        # moves need a table of their own (see _env.h).
        if self.bank:
            self.weave = any(bm.crossings() for bm in self.bank)
        else:
            self.weave = float(self.given.get("weave") or 0) > 0
        self.go = np.zeros(n * c * d if self.weave else 0, dtype=np.int32)
        self.next = np.zeros(c * d, dtype=np.int32)
        lib.pm_env_next(m, d, self._p("int32_t", self.next))
        self.open = np.zeros(n * c, dtype=np.uint8)
        self.dist = np.zeros(n * c, dtype=np.int32)
        self.agent = np.zeros(n, dtype=np.int32)
        self.goal = np.zeros(n, dtype=np.int32)
        self.start = np.zeros(n, dtype=np.int32)
        self.steps = np.zeros(n, dtype=np.uint32)
        self.limit = np.zeros(n, dtype=np.uint32)
        self.route = np.zeros(n, dtype=np.uint32)
        self.bumps = np.zeros(n, dtype=np.uint32)
        self.maze_seed = np.zeros(n, dtype=np.uint64)
        self.bank_index = np.full(n, -1, dtype=np.int64)
        self.done = np.zeros(n, dtype=np.uint8)
        self.heading = np.zeros(n, dtype=np.uint8)
        self.seeded = np.zeros(n, dtype=bool)
        self.reward = np.zeros(n, dtype=np.float32)
        self.terminated = np.zeros(n, dtype=np.uint8)
        self.truncated = np.zeros(n, dtype=np.uint8)
        self.actions = np.zeros(n, dtype=np.int64)

        e = ffi.new("struct pm_env *")
        self.env = e
        e.n, e.cells, e.dirs = n, c, d
        e.cols, e.rows = self.cols, self.rows
        e.floor_rows = self.rows // floors if floors > 1 else self.rows
        e.cell_at = self._p("int32_t", self.cell_at)
        e.cell_x = self._p("int32_t", self.cell_x)
        e.cell_y = self._p("int32_t", self.cell_y)
        e.next = self._p("int32_t", self.next)
        if self.settings is not None:
            e.settings = self.settings
        if self.bank:
            nb = len(self.bank)
            self.bank_go = np.zeros(nb * c * d if self.weave else 1, dtype=np.int32)
            self.bank_open = np.zeros(nb * c, dtype=np.uint8)
            self.bank_start = np.full(nb, -1, dtype=np.int32)
            self.bank_end = np.full(nb, -1, dtype=np.int32)
            for k, bm in enumerate(self.bank):
                go = self._p("int32_t", self.bank_go[k * c * d:]) if self.weave else ffi.NULL
                lib.pm_env_tables(bm._m, d, go, self._p("uint8_t", self.bank_open[k * c:]))
                p = bm._m
                if p.start != lib.MAZE_NONE and p.end != lib.MAZE_NONE:
                    self.bank_start[k], self.bank_end[k] = p.start, p.end
            e.bank_n = nb
            e.bank_go = self._p("int32_t", self.bank_go)
            e.bank_open = self._p("uint8_t", self.bank_open)
            e.bank_start = self._p("int32_t", self.bank_start)
            e.bank_end = self._p("int32_t", self.bank_end)
        if self.weave:
            e.go = self._p("int32_t", self.go)
        e.obs = _OBS[observation]
        e.ends = lib.PM_ENDS_RANDOM if ends == "random" else lib.PM_ENDS_MAZE
        e.view = view
        e.obs_bytes = self.obs[0].nbytes
        e.goal_reward, e.step_cost = goal_reward, step_cost
        e.bump_cost, e.shaping = bump_cost, shaping
        e.max_steps = max_steps or 0
        e.limit_factor = limit_factor
        if threads is None:
            threads = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1
        e.threads = max(1, int(threads))
        for name in ("rng", "dist", "agent", "goal", "start", "route", "bumps", "steps",
                     "limit", "maze_seed", "bank_index", "done", "open", "heading"):
            arr = getattr(self, name)
            setattr(e, name, self._p(ffi.typeof(getattr(e, name)).item.cname, arr))
        self.obs_ptr = ffi.from_buffer(self.obs)
        self.same_step = same_step
        if same_step:
            self.final = np.zeros(n, dtype=np.uint8)
            self.final_obs = np.zeros_like(self.obs)
            self.final_steps = np.zeros(n, dtype=np.uint32)
            self.final_route = np.zeros(n, dtype=np.uint32)
            self.final_bumps = np.zeros(n, dtype=np.uint32)
            e.same_step = 1
            e.final = self._p("uint8_t", self.final)
            e.final_obs = self._p("uint8_t", self.final_obs.reshape(-1).view(np.uint8))
            e.final_steps = self._p("uint32_t", self.final_steps)
            e.final_route = self._p("uint32_t", self.final_route)
            e.final_bumps = self._p("uint32_t", self.final_bumps)
        self.why = ffi.new("struct maze_settings_error *")
        self.bad = ffi.new("size_t *")

    def _p(self, ctype: str, arr: np.ndarray) -> Any:
        p = ffi.from_buffer(ctype + "[]", arr)
        self.keep.append(p)
        return p

    def reset(self, seeds: Optional[np.ndarray], mask: Optional[np.ndarray]) -> None:
        has = ffi.NULL
        sp = ffi.NULL
        if seeds is None:
            # Never seeded: a seed from the system's entropy, as
            # Gymnasium's reset(seed=None) does at first.
            fresh = ~self.seeded if mask is None else (~self.seeded & mask)
            if fresh.any():
                seeds = np.random.SeedSequence().generate_state(self.n, np.uint64)
                hmask = fresh.astype(np.uint8)
                has = ffi.from_buffer("uint8_t[]", hmask)
                sp = ffi.from_buffer("uint64_t[]", seeds)
        else:
            sp = ffi.from_buffer("uint64_t[]", seeds)
        mp = ffi.NULL
        if mask is not None:
            mask8 = mask.astype(np.uint8)
            mp = ffi.from_buffer("uint8_t[]", mask8)
        if lib.pm_env_reset(self.env, sp, has, mp, self.obs_ptr, self.why):
            raise _refused(self.why)
        self.seeded |= True if mask is None else mask

    def step(self, actions: Any) -> None:
        a = np.asarray(actions)
        if a.shape != (self.n,) or not (np.issubdtype(a.dtype, np.integer)
                                        or (a.dtype == object and self.n == 1)):
            raise ValueError("actions must be %d whole numbers (0 to %d), not %r"
                             % (self.n, self.dirs - 1, actions))
        np.copyto(self.actions, a, casting="unsafe")
        e = lib.pm_env_step(self.env, ffi.from_buffer("int64_t[]", self.actions), self.obs_ptr,
                            ffi.from_buffer("float[]", self.reward),
                            ffi.from_buffer("uint8_t[]", self.terminated),
                            ffi.from_buffer("uint8_t[]", self.truncated), self.bad, self.why)
        if e == lib.MAZE_ERR_ARG:
            i = int(self.bad[0])
            raise ValueError("action %r of environment %d is not a direction of a %s maze "
                             "(try: 0 to %d)" % (int(self.actions[i]), i, self.shape,
                                                 self.dirs - 1))
        if e:
            raise _refused(self.why)

    def oracle(self) -> np.ndarray:
        out = np.zeros(self.n, dtype=np.int64)
        lib.pm_env_oracle(self.env, ffi.from_buffer("int64_t[]", out))
        return out

    def info(self, i: Optional[int] = None) -> Dict[str, Any]:
        """The info of environment i (scalars), or of all (arrays)."""
        pick = (lambda a: a[i].item()) if i is not None else (lambda a: a.copy())
        info = {
            "route": pick(self.route),
            "steps": pick(self.steps),
            "bumps": pick(self.bumps),
            "limit": pick(self.limit),
            "distance": (int(self.dist[i * self.cells + self.agent[i]]) if i is not None
                         else self.dist.reshape(self.n, self.cells)[np.arange(self.n),
                                                                   self.agent]),
            "maze_seed": pick(self.maze_seed),
        }
        if self.bank:
            info["maze_index"] = pick(self.bank_index)
        return info

    def maze(self, i: int) -> Maze:
        """The maze of environment i's episode, with its start on the agent
        and its end on the goal."""
        if self.bank:
            import copy
            m = copy.deepcopy(self.bank[int(self.bank_index[i])])
        else:
            m = generate(seed=int(self.maze_seed[i]), **self.given)
        m.start = m._point(int(self.agent[i]))
        m.end = m._point(int(self.goal[i]))
        return m

    def observation_space(self) -> Any:
        if self.observation in ("window", "grid"):
            return _box(0, 0x7FF, self.obs_shape, np.uint16)
        if self.observation == "positions":
            high = np.array([self.cols - 1, self.rows - 1] * 2, dtype=np.int32)
            return _box(np.zeros(4, dtype=np.int32), high, (4,), np.int32)
        return _box(0, 255, self.obs_shape, np.uint8)


# ------------------------------------------------------------ one maze


class _EnvBase:
    """gymnasium.Env's part that MazeEnv uses, for when it is not
    installed: metadata, render_mode, spec, np_random, unwrapped."""

    metadata: Dict[str, Any] = {"render_modes": []}
    render_mode: Optional[str] = None
    spec = None
    _np_random: Optional[np.random.Generator] = None
    _np_random_seed: Optional[int] = None

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> Any:
        if seed is not None:
            seq = np.random.SeedSequence(seed)
            self._np_random = np.random.Generator(np.random.PCG64(seq))
            self._np_random_seed = seed

    @property
    def np_random(self) -> np.random.Generator:
        if self._np_random is None:
            seq = np.random.SeedSequence()
            self._np_random = np.random.Generator(np.random.PCG64(seq))
            self._np_random_seed = int(seq.entropy) % 2**63
        return self._np_random

    @property
    def unwrapped(self) -> Any:
        return self

    def close(self) -> None:
        pass

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *args: Any) -> None:
        self.close()


_Base: Any = _gym.Env if _gym is not None else _EnvBase


def _seed_value(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or not 0 <= seed < 2**64:
        raise ValueError("seed must be a whole number from 0 to 2**64-1, not %r" % (seed,))
    return int(seed)


class MazeEnv(_Base):  # type: ignore[misc,valid-type]
    """One environment: walk from the start to the goal of a maze.

    Keywords: observation ("window", "grid", "positions", "pixels",
    "eye"), view (the window's odd side, default 5; the eye's pixels,
    default 64), ends ("corners", "farthest",
    "random"), mazes (a Maze or a list: episodes draw from them instead of
    making mazes), goal_reward (1), step_cost (0.01), bump_cost (0),
    shaping (0), max_steps (None: limit_factor times the route),
    limit_factor (4), render_mode ("rgb_array" or "ansi"), and any setting
    of maze.generate() by name (width, height, algorithm, shape, braid,
    difficulty, floors, wrap, ...). See the module's help."""

    metadata = {"render_modes": ["rgb_array", "ansi"], "render_fps": 30}

    def __init__(self, observation: str = "window", view: Optional[int] = None, ends: str = "corners",
                 mazes: Any = None, goal_reward: float = 1.0, step_cost: float = 0.01,
                 bump_cost: float = 0.0, shaping: float = 0.0, max_steps: Optional[int] = None,
                 limit_factor: int = 4, render_mode: Optional[str] = None,
                 **settings: Any) -> None:
        self._state = _State(1, observation, view, ends, mazes, goal_reward, step_cost,
                             bump_cost, shaping, max_steps, limit_factor, 1, settings)
        if self._state.shape != "rect":
            # The text renderers draw rectangles only.
            self.metadata = dict(self.metadata, render_modes=["rgb_array"])
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("render_mode %r is not one of a %s maze (try: %s)"
                             % (render_mode, self._state.shape,
                                ", ".join(self.metadata["render_modes"])))
        self.render_mode = render_mode
        self.observation_space = self._state.observation_space()
        self.action_space = _discrete(self._state.dirs)
        self._started = False

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts an episode: (observation, info). With seed, the
        environment's random state starts from it, so reset(seed=s) gives
        the same episode each time (and the same as environment 0 of a
        vector reset with seed s)."""
        super().reset(seed=seed)
        st = self._state
        if seed is not None:
            seeds: Optional[np.ndarray] = np.array([_seed_value(seed)], dtype=np.uint64)
        elif not st.seeded[0]:
            seeds = np.array([self.np_random.integers(0, 2**63)], dtype=np.uint64)
        else:
            seeds = None
        st.reset(seeds, None)
        self._started = True
        return st.obs[0].copy(), st.info(0)

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        if not self._started:
            raise RuntimeError("step() before reset(): call reset() first")
        st = self._state
        if st.done[0]:
            raise RuntimeError("step() after the episode ended: call reset() first")
        if not self.action_space.contains(action):
            raise ValueError("action %r is not a direction of a %s maze (try: 0 to %d)"
                             % (action, st.shape, st.dirs - 1))
        st.step(np.array([int(action)], dtype=np.int64))
        return (st.obs[0].copy(), float(st.reward[0]), bool(st.terminated[0]),
                bool(st.truncated[0]), st.info(0))

    def oracle(self) -> int:
        """The next move of the shortest route from the agent to the goal."""
        return int(self._state.oracle()[0])

    def maze(self) -> Maze:
        """The episode's maze, its start moved to the agent, its end on the
        goal."""
        if not self._started:
            raise RuntimeError("maze() before reset(): call reset() first")
        return self._state.maze(0)

    def render(self) -> Any:
        """rgb_array: the maze as the library's PNG renderer draws it
        (every shape), the agent on its start marker and the goal on its
        end marker, as an (H, W, 3) uint8 array; ansi (rectangles): the
        maze's text, S the agent and E the goal. None without a render_mode."""
        if self.render_mode is None:
            return None
        if not self._started:
            raise RuntimeError("render() before reset(): call reset() first")
        m = self.maze()
        if self.render_mode == "ansi":
            return m.text()
        return _png_rgb(m.render("png"))

    def close(self) -> None:
        self._started = False


def _png_rgb(data: bytes) -> np.ndarray:
    """The (H, W, 3) uint8 pixels of a PNG as the library writes them: 8
    bits a sample, not interlaced, RGB, RGBA or a palette."""
    import struct
    import zlib

    pos, idat, palette = 8, [], None
    width = height = kind = 0
    while pos < len(data):
        size, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + size]
        pos += 12 + size
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace or kind not in (2, 3, 6):
                raise ValueError("a PNG of depth %d, colour type %d is not one the renderer "
                                 "writes" % (depth, kind))
        elif tag == b"PLTE":
            palette = np.frombuffer(body, dtype=np.uint8).reshape(-1, 3)
        elif tag == b"IDAT":
            idat.append(body)
    bpp = {2: 3, 3: 1, 6: 4}[kind]
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8)
    raw = raw.reshape(height, 1 + width * bpp)
    out = np.zeros((height, width * bpp), dtype=np.uint8)
    prev = np.zeros(width * bpp, dtype=np.int64)
    for y in range(height):
        f, line = raw[y, 0], raw[y, 1:].astype(np.int64)
        if f == 1:  # sub: a running sum of each sample's channel
            row = np.cumsum(line.reshape(width, bpp), axis=0).reshape(-1) % 256
        elif f == 2:  # up
            row = (line + prev) % 256
        elif f in (3, 4):  # average, paeth: each byte needs the last
            row = np.zeros_like(line)
            for i in range(line.size):
                a = row[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                if f == 3:
                    pred = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (line[i] + pred) % 256
        else:
            row = line
        out[y] = row
        prev = row
    if kind == 3:
        return palette[out]  # type: ignore[index]
    return np.ascontiguousarray(out.reshape(height, width, bpp)[:, :, :3])


# -------------------------------------------------------------- vectors


class _VectorFallback:
    """gymnasium.vector.VectorEnv's part that VectorMazeEnv uses."""

    metadata: Dict[str, Any] = {}
    render_mode: Optional[str] = None
    spec = None
    closed = False

    @property
    def unwrapped(self) -> Any:
        return self

    def close(self, **kwargs: Any) -> None:
        self.closed = True

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *args: Any) -> None:
        self.close()


_VBase: Any = _VectorBase if _VectorBase is not None else _VectorFallback


_AUTORESET = {"next_step": "NextStep", "same_step": "SameStep"}


def _autoreset_mode(name: str = "next_step") -> Any:
    """Gymnasium's AutoresetMode of that name where it has one, else its
    value ("NextStep", "SameStep")."""
    if _gym is not None:
        try:
            from gymnasium.vector import AutoresetMode
            return AutoresetMode(_AUTORESET[name])
        except ImportError:
            pass
    return _AUTORESET[name]


class VectorMazeEnv(_VBase):  # type: ignore[misc,valid-type]
    """num_envs environments stepped together in C (see maze.env.vector)."""

    metadata = {"render_modes": [], "autoreset_mode": _autoreset_mode()}

    def __init__(self, num_envs: int, observation: str = "window", view: Optional[int] = None,
                 ends: str = "corners", mazes: Any = None, goal_reward: float = 1.0,
                 step_cost: float = 0.01, bump_cost: float = 0.0, shaping: float = 0.0,
                 max_steps: Optional[int] = None, limit_factor: int = 4,
                 threads: Optional[int] = None, copy: bool = True,
                 autoreset_mode: str = "next_step", **settings: Any) -> None:
        if autoreset_mode not in _AUTORESET:
            raise ValueError("unknown autoreset_mode %r (try: %s)"
                             % (autoreset_mode, ", ".join(_AUTORESET)))
        self._state = _State(num_envs, observation, view, ends, mazes, goal_reward, step_cost,
                             bump_cost, shaping, max_steps, limit_factor, threads, settings,
                             same_step=autoreset_mode == "same_step")
        self.metadata = dict(self.metadata, autoreset_mode=_autoreset_mode(autoreset_mode))
        st = self._state
        self.num_envs = st.n
        self.copy = copy
        self.single_observation_space = st.observation_space()
        self.single_action_space = _discrete(st.dirs)
        low = np.broadcast_to(self.single_observation_space.low, (st.n,) + st.obs_shape)
        high = np.broadcast_to(self.single_observation_space.high, (st.n,) + st.obs_shape)
        self.observation_space = _box(low, high, (st.n,) + st.obs_shape, st.obs_dtype)
        self.action_space = _multi_discrete(np.full(st.n, st.dirs))
        self._started = False

    def _out(self, a: np.ndarray) -> np.ndarray:
        return a.copy() if self.copy else a

    def _info(self) -> Dict[str, Any]:
        info = self._state.info()
        # Gymnasium's vector info: each key's array and "_key", which
        # environments have it (all of them here).
        every = np.ones(self.num_envs, dtype=bool)
        for k in list(info):
            info["_" + k] = every
        return info

    def reset(self, *, seed: Union[int, Sequence[Optional[int]], None] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts an episode in every environment (or, with options
        {"reset_mask": mask}, in those where mask is True). seed: an int s
        seeds environment i with s + i; a list, each its own (None: keep
        going); None keeps each environment's random state (drawing one
        from the system for an environment never seeded)."""
        st = self._state
        mask = None
        if options and "reset_mask" in options:
            mask = np.asarray(options["reset_mask"])
            if mask.shape != (st.n,) or mask.dtype != np.bool_:
                raise ValueError("reset_mask must be %d booleans, not %r" % (st.n, mask))
        if seed is None:
            st.reset(None, mask)
        elif isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
            base = _seed_value(seed)
            seeds = (np.arange(st.n, dtype=np.uint64) + np.uint64(base))
            st.reset(seeds, mask)
        else:
            given = list(seed)
            if len(given) != st.n:
                raise ValueError("seed must be one int or %d of them, not %d" % (st.n, len(given)))
            seeds = np.array([0 if s is None else _seed_value(s) for s in given], dtype=np.uint64)
            has = np.array([s is not None for s in given])
            if not has.all():
                unseeded = ~has & ~st.seeded
                if unseeded.any():
                    seeds[unseeded] = np.random.SeedSequence().generate_state(
                        int(unseeded.sum()), np.uint64)
                    has |= unseeded
                keep_mask = has if mask is None else has & mask
                st.reset(seeds, keep_mask)
                rest = ~has if mask is None else (~has & mask)
                if rest.any():
                    st.reset(None, rest)
            else:
                st.reset(seeds, mask)
        self._started = True
        return self._out(st.obs), self._info()

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          Dict[str, Any]]:
        """One move in every environment (next-step autoreset)."""
        if not self._started:
            raise RuntimeError("step() before reset(): call reset() first")
        st = self._state
        st.step(actions)
        info = self._info()
        if st.same_step:
            # Gymnasium's same-step keys, as arrays: rows of final_obs
            # are the last observations of the episodes marked in
            # _final_obs (the other rows are stale).
            ended = st.final.astype(bool)
            info["final_obs"] = st.final_obs.copy()
            info["_final_obs"] = ended
            info["final_info"] = {"route": st.final_route.copy(), "steps": st.final_steps.copy(),
                                  "bumps": st.final_bumps.copy(), "_route": ended,
                                  "_steps": ended, "_bumps": ended}
            info["_final_info"] = ended
        return (self._out(st.obs), st.reward.copy(), st.terminated.astype(bool),
                st.truncated.astype(bool), info)

    def oracle(self) -> np.ndarray:
        """Each environment's next move on its shortest route to the goal
        (0 where the episode has ended and the next step resets)."""
        return self._state.oracle()

    def maze(self, i: int) -> Maze:
        """Environment i's maze, its start on the agent, its end the goal."""
        return self._state.maze(i)


if _gym is not None:  # pragma: no cover - depends on what is installed
    # gymnasium.make("maze/Maze-v0", width=15, ...) and make_vec.
    if "maze/Maze-v0" not in _gym.registry:
        try:
            _gym.register("maze/Maze-v0", entry_point="maze.env:MazeEnv",
                          vector_entry_point="maze.env:VectorMazeEnv")
        except TypeError:  # before Gymnasium 1.0: no vector entry points
            _gym.register("maze/Maze-v0", entry_point="maze.env:MazeEnv")


def vector(num_envs: int, **kwargs: Any) -> VectorMazeEnv:
    """num_envs environments stepped in one C call: VectorMazeEnv(num_envs,
    **kwargs), with MazeEnv's keywords and threads (default: every core)
    and copy (default True: each step returns new arrays; False returns
    the environment's own, overwritten by the next step)."""
    return VectorMazeEnv(num_envs, **kwargs)


# ------------------------------------------------------ layouts for JAX


def bank(n: int, path: Any = None, seed: int = 0, threads: Optional[int] = None,
         **settings: Any) -> Dict[str, np.ndarray]:
    """n rectangular mazes as arrays, the layouts the JAX suites load: a
    tile grid where walls and floor are each a square (the text format's
    layout), and the start and goal as (row, column) tiles in it.

        walls      (n, 2H+1, 2W+1) bool, True for wall
        start      (n, 2) int32 (row, column) of the start tile
        goal       (n, 2) int32 (row, column) of the goal tile
        start_xy   (n, 2) int32 the start cell (x, y); goal_xy the goal's
        route      (n,) int32 moves of the shortest route between cell
                   centres (a tile walk takes twice as many)
        seeds      (n,) uint64 each maze's own seed (maze.generate(seed=))

    Maze i is generate_many(n, seed=seed, **settings)'s i-th, made in C on
    `threads` threads. With path, the arrays are also written there as
    .npz (numpy.savez_compressed; written beside it and renamed). See
    README "Layouts for JAX" for NAVIX, XLand-MiniGrid and Jumanji."""
    from ._data import generate_many  # not maze.generate_many, which is deprecated

    if not isinstance(n, (int, np.integer)) or isinstance(n, bool) or n < 1:
        raise ValueError("n must be a whole number of at least 1, not %r" % (n,))
    d = generate_many(n, seed=seed, solve=True, grids=True, threads=threads, **settings)
    if d.grids is None or d.floors != 1:
        raise ValueError("layouts are made of rectangles of one floor, not %s mazes" % d.shape)
    starts = np.asarray(d.starts, dtype=np.int32)
    ends = np.asarray(d.ends, dtype=np.int32)
    if (starts < 0).any() or (ends < 0).any():
        raise ValueError("layouts need a start and a goal (try: ends='corners')")
    out = {
        "walls": np.asarray(d.grids, dtype=bool),
        "start": np.stack([2 * starts[:, 1] + 1, 2 * starts[:, 0] + 1], axis=1).astype(np.int32),
        "goal": np.stack([2 * ends[:, 1] + 1, 2 * ends[:, 0] + 1], axis=1).astype(np.int32),
        "start_xy": starts,
        "goal_xy": ends,
        "route": (np.asarray(d.route_lengths, dtype=np.int32) - 1),
        "seeds": np.asarray(d.seeds, dtype=np.uint64),
    }
    if path is not None:
        target = os.fspath(path)
        if not target.endswith(".npz"):
            target += ".npz"
        folder = os.path.dirname(os.path.abspath(target))
        import tempfile
        fd, temp = tempfile.mkstemp(prefix=".maze-", suffix=".npz", dir=folder)
        # mkstemp makes it private; a new file gets the umask's mode.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez_compressed(f, **out)
            os.replace(temp, target)
        except BaseException:
            os.unlink(temp)
            raise
    return out
