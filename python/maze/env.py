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

import os
from typing import Any, Dict, Optional, Sequence, Tuple, Union

import numpy as np

from ._env_state import OBSERVATIONS, _State  # noqa: F401 (env.OBSERVATIONS)
from ._maze import lib
from ._maze_object import Maze
from ._spaces import Box, Discrete, MultiDiscrete, _box, _discrete, _multi_discrete  # noqa: F401 (env's spaces)

try:  # pragma: no cover - depends on what is installed
    import gymnasium as _gym
    from gymnasium.vector import VectorEnv as _VectorBase
except ImportError:
    _gym = None
    _VectorBase = None

GOAL = lib.PM_ENV_GOAL
NONE = lib.PM_ENV_NONE
AGENT = lib.PM_ENV_AGENT



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
