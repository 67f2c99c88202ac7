"""The spaces of the environments: Gymnasium's when it is installed, else
small ones of the same API (Discrete, MultiDiscrete, Box)."""

from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

import numpy as np


try:  # pragma: no cover - depends on what is installed
    from gymnasium import spaces as _gspaces
except ImportError:
    _gspaces = None


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
