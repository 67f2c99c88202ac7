"""The C state of n environments (struct pm_env over numpy arrays), which
MazeEnv and VectorMazeEnv step."""

from __future__ import annotations

import inspect
import os
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from ._errors import _refused
from ._make import _judge, _settings, generate
from ._maze import ffi, lib
from ._maze_object import Maze
from ._spaces import _box


OBSERVATIONS = ("window", "grid", "positions", "pixels", "eye")
_OBS = {"window": lib.PM_OBS_WINDOW, "grid": lib.PM_OBS_GRID,
        "positions": lib.PM_OBS_POSITIONS, "pixels": lib.PM_OBS_PIXELS,
        "eye": lib.PM_OBS_EYE}

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
