"""Mazes as tokens for language models (the vocabulary of
maze-dataset's adjacency-list format) and back."""

from __future__ import annotations

import operator
import re
from typing import Any, List, Optional, Sequence, Tuple, Union

import numpy as np

from ._errors import _check
from ._maze import ffi, lib
from ._maze_object import Maze


_WORDS = ("<ADJLIST_START>", "<ADJLIST_END>", "<ORIGIN_START>", "<ORIGIN_END>",
          "<TARGET_START>", "<TARGET_END>", "<PATH_START>", "<PATH_END>", "<-->", ";",
          "<PADDING>")


def vocabulary(width: int, height: int) -> List[str]:
    """The tokens of width x height mazes, each at its number in
    token_ids(): the special tokens, then "(row,column)" row by row."""
    return list(_WORDS) + ["(%d,%d)" % (r, c) for r in range(height) for c in range(width)]


def _token_ids(passages: np.ndarray, seeds: np.ndarray, routes: Optional[np.ndarray],
               lengths: Optional[np.ndarray], ends: np.ndarray, w: int, h: int,
               prompt: bool) -> np.ndarray:
    n = len(seeds)
    if n and (ends == 0xFFFFFFFF).any():
        raise ValueError("tokens need a start and an end (ends='none' leaves them out)")
    counts = np.empty(n, dtype=np.uint32)
    passages = np.ascontiguousarray(passages, dtype=np.uint8)
    seeds = np.ascontiguousarray(seeds, dtype=np.uint64)
    args = [ffi.from_buffer("uint8_t[]", passages), ffi.from_buffer("uint64_t[]", seeds),
            ffi.from_buffer("int32_t[]", routes) if routes is not None else ffi.NULL,
            ffi.from_buffer("uint32_t[]", lengths) if lengths is not None else ffi.NULL,
            routes.shape[1] if routes is not None else 0, ffi.from_buffer("uint32_t[]", ends),
            n, w, h, prompt]
    _check(lib.pm_tokens(*args, ffi.NULL, 0, ffi.from_buffer("uint32_t[]", counts)),
           "cannot write the tokens")
    columns = int(counts.max()) if n else 0
    out = np.empty((n, columns), dtype=np.int32)
    _check(lib.pm_tokens(*args, ffi.from_buffer("int32_t[]", out), columns,
                         ffi.from_buffer("uint32_t[]", counts)), "cannot write the tokens")
    return out


class Tokens(Sequence):
    """Dataset.tokens(): maze i's tokens as a str at [i], made when
    asked from the text of them all (one line a maze); text() is that
    text, "\n".join(tokens) + "\n". Compares equal to a list of the
    same str; pickles as that list."""

    def __init__(self, text: Any, starts: np.ndarray) -> None:
        self._text = text
        self._starts = starts

    def __len__(self) -> int:
        return len(self._starts) - 1

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        i = operator.index(i)
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("token line %d of %d" % (i, len(self)))
        a, b = int(self._starts[i]), int(self._starts[i + 1])
        return str(ffi.buffer(self._text + a, b - a - 1), "ascii")

    def text(self) -> str:
        """Every maze's line, each ending in a newline."""
        return str(ffi.buffer(self._text, int(self._starts[-1])), "ascii")

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, (Tokens, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __reduce__(self) -> Any:
        return (list, (list(self),))

    def __repr__(self) -> str:
        return "<maze.Tokens of %d mazes>" % len(self)


def _token_lines(passages: np.ndarray, seeds: np.ndarray, routes: Optional[np.ndarray],
                 lengths: Optional[np.ndarray], ends: np.ndarray, w: int, h: int,
                 prompt: bool) -> Tokens:
    n = len(seeds)
    if n and (ends == 0xFFFFFFFF).any():
        raise ValueError("tokens need a start and an end (ends='none' leaves them out)")
    passages = np.ascontiguousarray(passages, dtype=np.uint8)
    seeds = np.ascontiguousarray(seeds, dtype=np.uint64)
    starts = np.empty(n + 1, dtype=np.uint64)
    text = ffi.new("char **")
    _check(lib.pm_token_lines(
        ffi.from_buffer("uint8_t[]", passages), ffi.from_buffer("uint64_t[]", seeds),
        ffi.from_buffer("int32_t[]", routes) if routes is not None else ffi.NULL,
        ffi.from_buffer("uint32_t[]", lengths) if lengths is not None else ffi.NULL,
        routes.shape[1] if routes is not None else 0, ffi.from_buffer("uint32_t[]", ends),
        n, w, h, prompt, text, ffi.from_buffer("uint64_t[]", starts)), "cannot write the tokens")
    return Tokens(ffi.gc(text[0], lib.free), starts)


def _token_text(ids: np.ndarray, width: int) -> List[str]:
    n = len(ids)
    if n == 0:
        return []
    ids = np.ascontiguousarray(ids, dtype=np.int32)
    counts = (ids != lib.PM_TOK_PADDING).sum(axis=1).astype(np.uint32)
    text = ffi.new("char **")
    size = ffi.new("size_t *")
    _check(lib.pm_token_text(ffi.from_buffer("int32_t[]", ids), ffi.from_buffer("uint32_t[]", counts),
                             n, ids.shape[1], width, text, size), "cannot write the tokens")
    try:
        # Decoded from C's memory itself: the text of 100,000 mazes is
        # some 200 MB, and a copy costs as much as the decoding.
        data = str(ffi.buffer(text[0], size[0]), "ascii")
    finally:
        lib.free(text[0])
    return data.split("\n")[:n]


def maze_tokens(m: Maze, prompt: bool = False) -> str:
    """Maze.tokens(): one maze's tokens as Dataset.tokens() writes them
    (the passages' order drawn from its seed, 0 when it has none)."""
    if m.shape != "rect" or m.floors > 1 or m._m.extra != ffi.NULL:
        raise ValueError("tokens are for flat rectangles, not %s" % (
            "floors" if m.floors > 1 else "a weave maze" if m.shape == "rect" else m.shape + " mazes"))
    if m.start is None or m.end is None:
        raise ValueError("tokens need a start and an end: this maze has no %s"
                         % ("start" if m.start is None else "end"))
    routes = lengths = None
    if not prompt:
        r = m.solve().array().astype(np.int32)
        routes = np.ascontiguousarray(r[None])
        lengths = np.array([len(r)], dtype=np.uint32)
    ends = np.array([[m.start[0], m.start[1], m.end[0], m.end[1]]], dtype=np.uint32)
    ids = _token_ids(m.passages()[None], np.array([m.seed or 0], dtype=np.uint64), routes,
                     lengths, ends, m.width, m.height, prompt)
    return _token_text(ids, m.width)[0]


_CELL_TOKEN = re.compile(r"^\((\d+),(\d+)\)$")


def from_tokens(tokens: Union[str, Sequence[str]]) -> Maze:
    """The maze that tokens (maze-dataset's default layout, as
    Dataset.tokens() writes it: a str, or a list of tokens) describe: its
    size the cells the adjacency list names, its passages, start and
    end. A path given is checked against the maze. Raises ValueError for
    tokens out of that grammar, saying which."""
    words = tokens.split() if isinstance(tokens, str) else list(tokens)

    def section(name: str, need: bool = True) -> Optional[List[str]]:
        a, b = "<%s_START>" % name, "<%s_END>" % name
        if a not in words:
            if need:
                raise ValueError("the tokens have no %s" % a)
            return None
        i = words.index(a)
        if b not in words[i:]:
            if name == "PATH":
                return words[i + 1:]
            raise ValueError("the tokens have %s but no %s after it" % (a, b))
        return words[i + 1:words.index(b, i)]

    def cell(t: str) -> Tuple[int, int]:
        m = _CELL_TOKEN.match(t)
        if not m:
            raise ValueError("%r is not a cell token such as (0,1)" % t)
        return int(m.group(1)), int(m.group(2))

    adj = section("ADJLIST")
    assert adj is not None
    edges = []
    k = 0
    while k < len(adj):
        group = adj[k:k + 4]
        if len(group) < 3 or group[1] != "<-->" or (len(group) == 4 and group[3] != ";"):
            raise ValueError("a passage is 'a <--> b ;', not %r" % " ".join(group))
        edges.append((cell(group[0]), cell(group[2])))
        k += 4
    origin, target = section("ORIGIN"), section("TARGET")
    assert origin is not None and target is not None
    if len(origin) != 1 or len(target) != 1:
        raise ValueError("<ORIGIN_START> and <TARGET_START> hold one cell each")
    start, end = cell(origin[0]), cell(target[0])
    named = [c for e in edges for c in e] + [start, end]
    h = 1 + max(r for r, _ in named)
    w = 1 + max(c for _, c in named)
    out = ffi.new("struct maze **")
    _check(lib.maze_new_shape(lib.MAZE_SHAPE_RECT, w, h, out), "cannot make the maze")
    m = Maze(out[0])
    for (r1, c1), (r2, c2) in edges:
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            raise ValueError("(%d,%d) <--> (%d,%d) joins cells that are not neighbours"
                             % (r1, c1, r2, c2))
        lib.maze_link(m._m, r1 * w + c1, r2 * w + c2)
    m.start = (start[1], start[0])
    m.end = (end[1], end[0])
    path = section("PATH", need=False)
    if path:
        cells = [cell(t) for t in path]
        for (r1, c1), (r2, c2) in zip(cells, cells[1:]):
            if not lib.maze_linked(m._m, r1 * w + c1, r2 * w + c2):
                raise ValueError("the path steps from (%d,%d) to (%d,%d) through a wall"
                                 % (r1, c1, r2, c2))
        if cells[0] != start or cells[-1] != end:
            raise ValueError("the path runs from %r to %r, not from the origin to the target"
                             % (cells[0], cells[-1]))
    return m
