"""maze.env: the Gymnasium contract (a checker written from the rules of
Gymnasium's utils/env_checker.py and passive_env_checker.py), determinism
whatever the threads, moves into walls, the oracle, banks and layouts."""

import inspect
import os
import warnings

import numpy as np
import pytest

import maze
import maze.env as E

try:
    import gymnasium
except ImportError:
    gymnasium = None


def same(a, b):
    """env_checker's data_equivalence: same types, shapes, dtypes, values."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, np.ndarray):
        return a.shape == b.shape and a.dtype == b.dtype and np.array_equal(a, b)
    return a == b


def check_env(make):
    """The rules of env_checker.check_env, for an environment made by
    make(render_mode=...)."""
    env = make(render_mode=None)
    # Spaces: both there, with dtypes, the observation a bounded Box.
    assert hasattr(env, "action_space") and hasattr(env, "observation_space")
    space = env.observation_space
    assert space.dtype is not None and space.shape is not None
    assert np.all(np.isfinite(space.low)) and np.all(np.isfinite(space.high))
    # No seed() method (dropped from the API); reset's seed defaults to None.
    assert not callable(getattr(env, "seed", None))
    params = inspect.signature(env.reset).parameters
    assert params["seed"].default is None and "options" in params
    assert "return_info" not in params
    # reset before step.
    fresh = make(render_mode=None)
    with pytest.raises(RuntimeError):
        fresh.step(0)
    # reset() -> (obs, dict), obs in the space.
    result = env.reset()
    assert isinstance(result, tuple) and len(result) == 2
    obs, info = result
    assert obs in space and isinstance(info, dict)
    assert obs.dtype == space.dtype and obs.shape == space.shape
    # Seeding: reset(seed=123) twice gives the same observation and the
    # same np_random state; 456 another state.
    obs1, _ = env.reset(seed=123)
    assert env.unwrapped._np_random is not None
    state = env.unwrapped._np_random.bit_generator.state
    obs2, _ = env.reset(seed=123)
    assert same(obs1, obs2) and obs2 in space
    assert env.unwrapped._np_random.bit_generator.state == state
    obs3, _ = env.reset(seed=456)
    assert obs3 in space
    assert env.unwrapped._np_random.bit_generator.state != state
    # Options.
    env.reset(options={})
    # Step: a 5-tuple of obs in the space, a float, two bools, a dict;
    # the same seed and action give the same step.
    env.reset(seed=7)
    a = env.action_space.sample()
    step1 = env.step(a)
    env.reset(seed=7)
    step2 = env.step(a)
    assert len(step1) == 5
    obs, reward, terminated, truncated, info = step1
    assert obs in space and obs.dtype == space.dtype
    assert isinstance(reward, float) and np.isfinite(reward)
    assert isinstance(terminated, bool) and isinstance(truncated, bool)
    assert isinstance(info, dict)
    assert same(step1[:4], step2[:4])
    # Render modes: each declared one renders; render_fps is there.
    assert "render_fps" in env.metadata
    for mode in env.metadata["render_modes"]:
        r = make(render_mode=mode)
        r.reset(seed=1)
        picture = r.render()
        if mode == "rgb_array":
            assert isinstance(picture, np.ndarray) and picture.dtype == np.uint8
            assert picture.ndim == 3 and picture.shape[2] == 3
        elif mode == "ansi":
            assert isinstance(picture, str)
        r.close()
        r.close()  # closing twice is allowed
    if gymnasium is not None:
        assert isinstance(env, gymnasium.Env)
        from gymnasium.utils.env_checker import check_env as gym_check

        gym_check(env, skip_render_check=True)


@pytest.mark.parametrize("observation", E.OBSERVATIONS)
def test_contract(observation):
    check_env(lambda render_mode: E.MazeEnv(width=7, height=5, observation=observation,
                                            render_mode=render_mode))


def test_contract_other_shapes():
    for kw in (dict(shape="hex", width=6, height=5), dict(floors=2, width=5, height=4),
               dict(wrap="xy", width=6, height=6)):
        env = E.MazeEnv(**kw)
        obs, _ = env.reset(seed=3)
        assert obs in env.observation_space


def test_space_contains_every_observation():
    for observation in E.OBSERVATIONS:
        v = E.vector(64, width=6, height=5, observation=observation, ends="random")
        obs, _ = v.reset(seed=11)
        for _ in range(80):
            assert obs in v.observation_space
            assert all(o in v.single_observation_space for o in obs)
            obs, *_ = v.step(v.action_space.sample())


def test_spaces_are_gymnasium_or_our_own():
    env = E.MazeEnv()
    if gymnasium is not None:
        assert isinstance(env.observation_space, gymnasium.spaces.Box)
        assert isinstance(E.vector(2), gymnasium.vector.VectorEnv)
    else:
        assert isinstance(env.observation_space, E.Box)
        assert isinstance(env.action_space, E.Discrete)
    assert env.action_space.n == 4
    assert E.MazeEnv(shape="hex").action_space.n == 6
    assert E.MazeEnv(floors=2).action_space.n == 6
    assert E.MazeEnv(shape="upsilon").action_space.n == 8


def run(v, steps, seed=0):
    """Observations, rewards and flags of `steps` random steps."""
    rng = np.random.default_rng(seed)
    obs, _ = v.reset(seed=5)
    out = [obs]
    for _ in range(steps):
        o, r, t, tr, info = v.step(rng.integers(0, v.single_action_space.n, v.num_envs))
        out += [o, r, t, tr, info["maze_seed"], info["steps"]]
    return out


def test_threads_change_nothing():
    kw = dict(width=8, height=6, ends="random", max_steps=30)
    one = run(E.vector(1024, threads=1, **kw), 100)
    two = run(E.vector(1024, threads=2, **kw), 100)
    four = run(E.vector(1024, threads=4, **kw), 100)
    assert all(np.array_equal(a, b) for a, b in zip(one, two))
    assert all(np.array_equal(a, b) for a, b in zip(one, four))
    # Episodes ended and began again in the run, on fresh mazes.
    assert len(np.unique(np.concatenate([x for x in one[5::6]]))) > 1024


def test_reset_seed_twice_same_episode():
    env = E.MazeEnv(width=9, height=9, ends="random")
    first = [env.reset(seed=42)[0]]
    info1 = env.step(1)[4]
    second = [env.reset(seed=42)[0]]
    info2 = env.step(1)[4]
    assert np.array_equal(first[0], second[0]) and info1 == info2
    other, _ = env.reset(seed=43)
    # The single environment is environment 0 of a vector.
    v = E.vector(3, width=9, height=9, ends="random")
    vo, vinfo = v.reset(seed=42)
    assert np.array_equal(vo[0], first[0])
    assert vinfo["maze_seed"][0] == info1["maze_seed"]


def test_same_seed_same_maze_as_generate(helpers):
    env = E.MazeEnv(width=9, height=7, algorithm="prim", braid=0.3)
    _, info = env.reset(seed=3)
    m = maze.generate(9, 7, algorithm="prim", braid=0.3, seed=info["maze_seed"])
    em = env.maze()
    assert np.array_equal(em.passages(), m.passages())
    route = helpers.bfs(m.passages(), m.start, m.end)
    assert info["route"] == len(route) - 1


def test_walls_hold_and_are_counted():
    v = E.vector(200, width=7, height=7, observation="grid", ends="random")
    obs, info = v.reset(seed=9)
    agent = np.array([np.argwhere(o & E.AGENT)[0] for o in obs])
    bits = np.array([o[tuple(a)] & 0xFF for o, a in zip(obs, agent)])
    # The lowest closed direction of each agent's cell.
    closed = np.array([next(d for d in range(4) if not b & (1 << d)) for b in bits])
    obs2, reward, term, trunc, info2 = v.step(closed)
    agent2 = np.array([np.argwhere(o & E.AGENT)[0] for o in obs2])
    assert np.array_equal(agent, agent2)
    assert np.all(info2["bumps"] == 1) and np.all(info2["steps"] == 1)
    assert not term.any()
    # An open direction moves.
    opened = np.array([next(d for d in range(4) if b & (1 << d)) for b in bits])
    v.reset(seed=9)
    obs3, *_ , info3 = v.step(opened)
    agent3 = np.array([np.argwhere(o & E.AGENT)[0] for o in obs3])
    assert not (agent3 == agent).all(axis=1).any()
    assert np.all(info3["bumps"] == 0)


@pytest.mark.parametrize("kw", [
    dict(width=15, height=15),
    dict(width=12, height=9, braid=0.5, ends="random"),
    dict(width=10, height=10, algorithm="kruskal", weave=0.5),
    dict(shape="hex", width=8, height=8),
    dict(shape="triangle", width=10, height=7),
    dict(shape="upsilon", width=8, height=8),
    dict(shape="polar", width=4, height=5),
    dict(floors=3, width=6, height=5),
    dict(wrap="xy", width=8, height=8, ends="farthest"),
])
def test_oracle_takes_exactly_the_route(kw):
    v = E.vector(300, **kw)
    _, info = v.reset(seed=1)
    route = info["route"].copy()
    assert (route > 0).all()
    ended = np.zeros(v.num_envs, dtype=bool)
    steps_at_end = np.zeros(v.num_envs, dtype=np.int64)
    for _ in range(int(route.max())):
        _, reward, term, trunc, info = v.step(v.oracle())
        new = (term | trunc) & ~ended
        assert not trunc[new].any()
        steps_at_end[new] = info["steps"][new]
        ended |= term
    assert ended.all()
    assert np.array_equal(steps_at_end, route)
    assert (info["bumps"] == 0).all()


def test_rewards_and_truncation():
    env = E.MazeEnv(width=6, height=6, step_cost=0.1, goal_reward=2.0, max_steps=3)
    env.reset(seed=0)
    for k in range(3):
        _, r, term, trunc, info = env.step(env.oracle())
        assert not term
        assert r == pytest.approx(-0.1)
    assert trunc and info["steps"] == 3
    with pytest.raises(RuntimeError):
        env.step(0)
    # Shaping: the step nearer the goal earns it.
    env = E.MazeEnv(width=6, height=6, step_cost=0.0, shaping=0.5)
    env.reset(seed=0)
    assert env.step(env.oracle())[1] == pytest.approx(0.5)
    # The default limit is limit_factor times the route.
    env = E.MazeEnv(width=6, height=6, limit_factor=3)
    _, info = env.reset(seed=0)
    assert info["limit"] == 3 * info["route"]


def test_next_step_autoreset():
    v = E.vector(4, width=5, height=5, max_steps=2)
    v.reset(seed=0)
    seeds = v.step([0, 0, 0, 0])[4]["maze_seed"]
    _, _, term, trunc, _ = v.step([0, 0, 0, 0])
    assert (term | trunc).all()
    obs, reward, term, trunc, info = v.step([0, 0, 0, 0])
    assert not (term | trunc).any() and (reward == 0).all()
    assert (info["steps"] == 0).all()
    assert (info["maze_seed"] != seeds).all()
    if gymnasium is not None:
        assert v.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP


def test_reset_mask_and_seed_list():
    v = E.vector(4, width=5, height=5)
    _, info = v.reset(seed=[10, 11, 12, 13])
    w = E.vector(4, width=5, height=5)
    _, winfo = w.reset(seed=10)
    assert np.array_equal(info["maze_seed"], winfo["maze_seed"])
    v.step([0, 1, 2, 3])
    _, info2 = v.reset(seed=[20, None, None, None],
                       options={"reset_mask": np.array([True, False, False, False])})
    assert info2["steps"][0] == 0 and (info2["steps"][1:] == 1).all()


def test_bank_and_fixed_maze():
    m = maze.generate(7, 6, seed=4)
    env = E.MazeEnv(mazes=m)
    for s in range(5):
        _, info = env.reset(seed=s)
        assert np.array_equal(env.maze().passages(), m.passages())
        assert info["maze_index"] == 0
    mazes = [maze.generate(7, 6, seed=s) for s in range(4)]
    v = E.vector(64, mazes=mazes)
    _, info = v.reset(seed=0)
    assert set(info["maze_index"]) == {0, 1, 2, 3}
    with pytest.raises(ValueError):
        E.MazeEnv(mazes=[m, maze.generate(5, 5, seed=1)])
    with pytest.raises(TypeError):
        E.MazeEnv(mazes=m, width=5)


def test_ends():
    v = E.vector(50, width=9, height=9, observation="positions", ends="random")
    obs, info = v.reset(seed=2)
    assert (obs[:, :2] != obs[:, 2:]).any(axis=1).all()
    v = E.vector(5, width=9, height=9, observation="positions")
    obs, _ = v.reset(seed=2)
    assert (obs == [0, 0, 8, 8]).all()


def test_window_matches_grid():
    kw = dict(width=9, height=8, ends="random")
    g = E.vector(30, observation="grid", **kw)
    w = E.vector(30, observation="window", view=5, **kw)
    grids, _ = g.reset(seed=1)
    wins, _ = w.reset(seed=1)
    for grid, win in zip(grids, wins):
        y, x = np.argwhere(grid & E.AGENT)[0]
        padded = np.full((8 + 4, 9 + 4), E.NONE, dtype=np.uint16)
        padded[2:10, 2:11] = grid
        assert np.array_equal(padded[y:y + 5, x:x + 5], win)


def test_pixels():
    env = E.MazeEnv(width=4, height=3, observation="pixels")
    obs, _ = env.reset(seed=0)
    assert obs.shape == (7, 9, 3)
    assert (obs[1, 1] == [0, 0, 255]).all() and (obs[5, 7] == [255, 0, 0]).all()
    walls = (obs == 0).all(axis=2)
    assert np.array_equal(env.maze().grid().astype(bool), walls)
    with pytest.raises(ValueError, match="pixels"):
        E.MazeEnv(shape="hex", observation="pixels")


def test_refusals():
    with pytest.raises(ValueError, match="unknown setting"):
        E.MazeEnv(widht=5)
    with pytest.raises(ValueError, match="observation"):
        E.MazeEnv(observation="eyes")
    with pytest.raises(ValueError, match="view"):
        E.MazeEnv(view=4)
    env = E.MazeEnv()
    env.reset(seed=0)
    with pytest.raises(ValueError, match="direction"):
        env.step(4)
    v = E.vector(3)
    v.reset(seed=0)
    with pytest.raises(ValueError, match="environment 1"):
        v.step([0, 9, 0])


def test_render_views():
    env = E.MazeEnv(width=5, height=4, render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert text.count("S") == 1 and text.count("E") == 1
    env.step(env.oracle())
    assert env.render() != text
    # rgb_array: the library's PNG, decoded: the agent's marker moves.
    env = E.MazeEnv(width=5, height=4, render_mode="rgb_array")
    env.reset(seed=0)
    before = env.render()
    m = env.maze()
    assert before.dtype == np.uint8 and before.ndim == 3 and before.shape[2] == 3
    assert before.shape[:2] == (m.render("png")[16:24] and
                                (int.from_bytes(m.render("png")[20:24], "big"),
                                 int.from_bytes(m.render("png")[16:20], "big")))
    env.step(env.oracle())
    assert not np.array_equal(env.render(), before)
    with pytest.raises(ValueError, match="render_mode 'ansi'"):
        E.MazeEnv(shape="hex", render_mode="ansi")
    for floors in (dict(floors=2), dict(wrap="x")):
        env = E.MazeEnv(width=4, height=3, render_mode="ansi", **floors)
        env.reset(seed=0)
        assert "S" in env.render()
    for shape in ("hex", "polar", "triangle"):
        env = E.MazeEnv(shape=shape, width=5, height=4, render_mode="rgb_array")
        env.reset(seed=0)
        picture = env.render()
        assert picture.ndim == 3 and picture.shape[2] == 3 and len(np.unique(picture)) > 1


def test_layout_bank(tmp_path, helpers):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # bank() is no deprecated call's user
        b = E.bank(20, tmp_path / "mazes", width=6, height=5, seed=3)
    z = np.load(tmp_path / "mazes.npz")
    assert set(z.files) == {"walls", "start", "goal", "start_xy", "goal_xy", "route", "seeds"}
    assert z["walls"].shape == (20, 11, 13) and z["walls"].dtype == bool
    for i in range(20):
        walls = z["walls"][i]
        r, c = z["start"][i]
        assert not walls[r, c] and not walls[tuple(z["goal"][i])]
        m = maze.generate(6, 5, seed=int(z["seeds"][i]))
        assert np.array_equal(m.grid().astype(bool), walls)
        route = helpers.bfs(m.passages(), m.start, m.end)
        assert z["route"][i] == len(route) - 1
    assert np.array_equal(b["walls"], z["walls"])
    umask = os.umask(0o022)
    try:
        E.bank(2, tmp_path / "mode.npz", width=3, height=3)
    finally:
        os.umask(umask)
    assert (tmp_path / "mode.npz").stat().st_mode & 0o777 == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mazes.npz", "mode.npz"]
    with pytest.raises(ValueError, match="rectangles"):
        E.bank(2, shape="hex", width=4, height=4)


def test_example_loop():
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "examples", "env_loop.py")
    out = subprocess.run([sys.executable, script, "300"], capture_output=True, text=True,
                         check=True).stdout
    lines = out.splitlines()
    assert lines[0].startswith("random 300 episodes")
    assert lines[1].startswith("oracle 300 episodes: success 100.0%")
    assert "optimality 1.00" in lines[1]


def test_png_decoder_matches_pillow():
    Image = pytest.importorskip("PIL.Image")
    import io

    for kw in (dict(width=5, height=4), dict(shape="hex", width=5, height=4),
               dict(shape="polar", width=3, height=4), dict(shape="upsilon", width=4, height=4)):
        data = maze.generate(seed=2, **kw).render("png")
        want = np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))
        assert np.array_equal(E._png_rgb(data), want)


def test_env_after_import_maze_alone():
    import subprocess
    import sys

    code = "import maze; v = maze.env.vector(2, width=4, height=4); print(v.reset(seed=0)[0].shape)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "(2, 5, 5)"
    with pytest.raises(AttributeError):
        maze.no_such_thing


def test_same_step_autoreset():
    kw = dict(width=5, height=5, max_steps=2, observation="positions", ends="random")
    nxt = E.vector(4, **kw)
    same = E.vector(4, autoreset_mode="same_step", **kw)
    nxt.reset(seed=0)
    same.reset(seed=0)
    acts = [0, 1, 2, 3]
    a = nxt.step(acts)
    b = same.step(acts)
    assert np.array_equal(a[0], b[0]) and not b[4]["_final_obs"].any()
    last, _, term, trunc, _ = nxt.step(acts)
    obs, reward, sterm, strunc, info = same.step(acts)
    assert (term | trunc).all() and np.array_equal(term, sterm) and np.array_equal(trunc, strunc)
    assert info["_final_obs"].all()
    assert np.array_equal(info["final_obs"], last)
    assert (info["final_info"]["steps"] == 2).all() and (info["steps"] == 0).all()
    first, *_ = nxt.step(acts)  # next-step: the new episode's first observation
    assert np.array_equal(obs, first)
    if gymnasium is not None:
        assert same.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    with pytest.raises(ValueError, match="autoreset_mode"):
        E.vector(2, autoreset_mode="sometimes")


def test_eye():
    # Two cells: the agent starts facing its one way out, the goal.
    env = E.MazeEnv(width=2, height=1, observation="eye", view=32)
    obs, _ = env.reset(seed=0)
    assert obs.shape == (32, 32, 3) and obs.dtype == np.uint8
    green = (obs == [47, 158, 68]).all(axis=2)
    assert green[16:].any() and not green[:16].any()
    assert (obs[0, 16] == [35, 40, 58]).all()  # ceiling
    # Facing a wall right in front: the middle column is wall, top to bottom.
    env = E.MazeEnv(width=6, height=6, observation="eye", view=32)
    obs, _ = env.reset(seed=1)
    bits = env._state.open[env._state.agent[0]]
    closed = next(d for d in range(4) if not bits & (1 << d))
    obs, *_ = env.step(closed)
    column = obs[:, 16]
    assert (column == column[0]).all() and column[0][0] == column[0][1] == column[0][2]
    # A new episode faces its first way out: the wall ahead is at least a
    # cell and a half off, so ceiling and floor show at the middle column.
    obs, _ = env.reset(seed=1)
    assert (obs[0, 16] == [35, 40, 58]).all() and (obs[31, 16] == [75, 63, 51]).all()
    with pytest.raises(ValueError, match="eye"):
        E.MazeEnv(shape="hex", observation="eye")
    with pytest.raises(ValueError, match="eye"):
        E.MazeEnv(floors=2, observation="eye")
