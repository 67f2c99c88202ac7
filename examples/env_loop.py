"""The reinforcement-learning loop with maze.env, training nothing: a
random policy and the shortest-route oracle each play 10,000 episodes on
fresh 15x15 mazes, and the success rate, mean steps and optimality (the
shortest route's moves over the moves taken, on episodes that reached the
goal) are printed.

    python3 examples/env_loop.py [EPISODES]
"""

import sys

import numpy as np

import maze.env


def play(policy, episodes, envs=1000, seed=0):
    v = maze.env.vector(envs, width=15, height=15, observation="window", view=5)
    v.reset(seed=seed)
    rng = np.random.default_rng(seed)
    done = 0
    successes = 0
    steps = []
    optimal = []
    counted = np.zeros(envs, dtype=bool)
    while done < episodes:
        if policy == "random":
            actions = rng.integers(0, v.single_action_space.n, envs)
        else:
            actions = v.oracle()
        _, _, terminated, truncated, info = v.step(actions)
        ended = (terminated | truncated) & ~counted
        # An episode counts once; with next-step autoreset the env's
        # next step starts the next one.
        for i in np.flatnonzero(ended)[: episodes - done]:
            done += 1
            steps.append(int(info["steps"][i]))
            if terminated[i]:
                successes += 1
                optimal.append(info["route"][i] / info["steps"][i])
        counted = terminated | truncated
    return successes / done, float(np.mean(steps)), float(np.mean(optimal)) if optimal else 0.0


def main():
    episodes = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    for policy in ("random", "oracle"):
        rate, mean, opt = play(policy, episodes)
        print("%-6s %d episodes: success %.1f%%, mean steps %.1f, optimality %.2f"
              % (policy, episodes, 100 * rate, mean, opt))


if __name__ == "__main__":
    main()
