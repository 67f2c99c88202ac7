"""Making one maze from settings (generate), a book of them, or reading
one (read)."""

from __future__ import annotations

import json
import os
import stat
from typing import Any, Dict, Optional, Union

import numpy as np

from ._base import PathLike, Point, _s
from ._errors import FormatError, _check, _refused, _save_error
from ._maze import ffi, lib
from ._maze_object import Maze
from ._registry import _table
from ._route import _new_recording
from ._values import _DRAWING_KEYS, _number, _pair, _request_set, _whole


def _mask(mask: Any) -> Any:
    """A mask given as cells rather than a path, as a maze with OFF cells:
    from a boolean array (True: a cell), or the mask's text (a str with a
    newline) or bytes."""
    if isinstance(mask, np.ndarray):
        if mask.ndim != 2 or mask.size == 0:
            raise ValueError("a mask array must be 2-dimensional and not empty, not %r" % (mask.shape,))
        if mask.dtype.kind in "fc":
            # NaN is true to astype(bool): a hole in the data would be a cell.
            nan = np.argwhere(np.isnan(mask))
            if len(nan):
                raise ValueError("a mask array holds NaN at row %d, column %d (give 1 or True for a "
                                 "cell, 0 or False for none)" % (nan[0][0], nan[0][1]))
        keep = mask.astype(bool)
        rows = np.where(keep, ord("."), ord("X")).astype(np.uint8)
        data = b"\n".join(bytes(r) for r in rows) + b"\n"
        name = "mask array"
    elif isinstance(mask, (bytes, bytearray)):
        data, name = bytes(mask), "mask"
    else:
        data, name = mask.encode(), "mask"
    return ffi.gc(_read_bytes(data, True, name), lib.maze_free)


def _read_bytes(data: bytes, mask: bool, name: str) -> Any:
    out = ffi.new("struct maze **")
    err = ffi.new("struct maze_read_error *")
    e = lib.pm_read(data, len(data), mask, out, err)
    if e in (lib.MAZE_ERR_FORMAT, lib.MAZE_ERR_TOO_BIG):
        msg = _s(err.message) or _s(lib.maze_strerror(e))
        where = name
        if err.line:
            where += ":%d" % err.line
            if err.column:
                where += ":%d" % err.column
        raise FormatError("%s: %s" % (where, msg), int(err.line), int(err.column))
    _check(e, "cannot read %s" % name)
    return out[0]  # the caller owns it


# A keyword argument of generate() is a setting of the library's (maze.h,
# "settings") of the same name, given as the text a person would type:
# the library parses, judges and refuses it, in its words. Here only a
# value of the wrong type is refused, as Python refuses one.


# A str is the setting's text as a person types it (as the tool's options
# and the page's query give it): the library reads and judges it. Other
# values are Python's numbers, written out for it.
def _whole_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    if not _whole(value):
        raise TypeError("%s must be a whole number, not %r" % (name, value))
    return str(int(value))


def _share_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    if _whole(value):
        return str(int(value))
    if isinstance(value, bool) or not isinstance(value, (float, np.floating)):
        raise TypeError("%s must be a number from 0 to 1, not %r" % (name, value))
    # repr() writes the digits that read back as the same double ("0.1",
    # "1e-05"), in any locale (the library reads in C's); + 0.0 makes
    # -0.0 the 0 it equals.
    return repr(float(value) + 0.0)


def _name_text(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("%s must be a name, not %r" % (name, value))
    return value


def _band_text(name: str, value: Any) -> str:
    """A target: "MIN:MAX" (or a word) as typed, a whole number, or a
    (min, max) pair whose None leaves that side open."""
    if isinstance(value, str):
        return value
    if isinstance(value, tuple) and len(value) == 2:
        return ":".join("" if v is None else _whole_text(name, v) for v in value)
    if _whole(value):
        return str(int(value))
    raise TypeError("%s must be MIN:MAX, a whole number or a (min, max) pair, not %r"
                    % (name, value))


def _point_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    return "%d,%d" % _pair(name, value)


_SETTINGS = {
    "shape": _name_text,
    "width": _whole_text,
    "height": _whole_text,
    "algorithm": _name_text,
    "seed": _whole_text,
    "braid": _share_text,
    "bias": _name_text,
    "mix": _share_text,  # before pick, whose "mix:P" then has the last word
    "pick": _name_text,
    "weave": _share_text,
    "floors": _whole_text,
    "stairs": _share_text,
    "start": _point_text,
    "end": _point_text,
    "ends": _name_text,
    "route_length": _band_text,
    "dead_ends": _band_text,
    "difficulty": _band_text,
}


# generate()'s defaults that are the library's own, left unset (making a
# small maze costs less than setting them).
_DEFAULTS = {"algorithm": "backtracker", "braid": 0.0, "shape": "rect",
             "weave": 0.0, "floors": 1}


def _set(s: Any, name: str, text: str, why: Any) -> None:
    if "\0" in text:
        # C would read the text only up to it: "prim\0x" is no name.
        raise ValueError("%s %r holds a NUL character, which no setting may" % (name, text))
    if lib.maze_settings_set(s, name.encode(), text.encode("utf-8", "surrogateescape"), why):
        raise _refused(why)


def _set_mask(s: Any, mask: Any) -> None:
    """The mask: cells (an array, text or bytes) read here and handed
    over, a path read by the library as the "mask" setting."""
    if isinstance(mask, (np.ndarray, bytes, bytearray)) or (isinstance(mask, str) and "\n" in mask):
        why = ffi.new("struct maze_settings_error *")
        if lib.maze_settings_set_mask(s, _mask(mask), ffi.NULL, why):
            raise _refused(why)
        return
    try:
        path = os.fsencode(mask)
    except TypeError:
        raise TypeError("mask must be a boolean array, the mask's text or a path, not %r"
                        % (mask,)) from None
    if b"\0" in path:
        raise ValueError("mask %r holds a NUL character, which no path may" % (mask,))
    why = ffi.new("struct maze_settings_error *")
    failed = lib.maze_settings_set(s, b"mask", path, why)
    # The errno of the failed open (the settings' error has none): the
    # OSError subclass (FileNotFoundError, ...) that open() would raise.
    number = ffi.errno
    if failed:
        e = _refused(why)
        raise OSError(number, str(e)) if why.code == lib.MAZE_ERR_IO and number else e


def _floors(floors: Any, levels: Any) -> Any:
    """floors, or levels (its name of release 0.2.0) when that is given."""
    if levels is None:
        return floors
    if not (type(floors) is int and floors == 1):
        raise TypeError("give floors or levels (its name of release 0.2.0), not both")
    return levels


def _settings(given: Dict[str, Any]) -> Any:
    """The library's settings (struct maze_settings, freed with the
    object) from generate()'s keyword arguments, None for the default."""
    out = ffi.new("struct maze_settings **")
    _check(lib.maze_settings_new(lib.MAZE_SPELL_NAMES, out), "cannot make the settings")
    s = ffi.gc(out[0], lib.maze_settings_free)
    why = ffi.new("struct maze_settings_error *")
    for name, text in _SETTINGS.items():
        value = given[name]
        if value is None:
            continue
        default = _DEFAULTS.get(name)
        if type(value) is type(default) and value == default:
            continue
        _set(s, name, text(name, value), why)
    # Settings this module does not name are the library's to know (a
    # setting added there needs nothing here) or to refuse in its words.
    for name, value in given.get("more", {}).items():
        _set(s, name, value if isinstance(value, str) else _share_text(name, value), why)
    # Last: a mask's size is the maze's (width and height may repeat it).
    if given["mask"] is not None:
        _set_mask(s, given["mask"])
    return s


def _judge(s: Any) -> None:
    """Judges the settings together (maze_settings_check), so that
    making mazes from them judges them no more."""
    why = ffi.new("struct maze_settings_error *")
    if lib.maze_settings_check(s, why):
        raise _refused(why)


def _seed(s: Any) -> int:
    """The settings' seed: the one given, or one drawn from the system."""
    out = ffi.new("uint64_t *")
    why = ffi.new("struct maze_settings_error *")
    if lib.maze_settings_seed(s, out, why):
        raise _refused(why)
    return int(out[0])


def _drawing_doc() -> str:
    """The keyword arguments of render() and their help, from the
    library's table of options."""
    lines = ["", "        Options:"]
    for o in _table(lib.maze_options()):
        name = _s(o.name).replace("-", "_")
        if name in _DRAWING_KEYS and o.commands & lib.MAZE_CMD_GENERATE:
            lines.append("          %-16s %s" % (name, _s(o.help).replace("\n", " ")))
    return "\n".join(lines) + "\n"


Maze.render.__doc__ = (Maze.render.__doc__ or "").rstrip() + "\n" + _drawing_doc()


def generate(width: Optional[int] = None, height: Optional[int] = None, algorithm: str = "backtracker",
             seed: Optional[int] = None, braid: float = 0.0, shape: str = "rect", mask: Any = None,
             start: Optional[Point] = None, end: Optional[Point] = None, ends: Optional[str] = None,
             bias: Optional[str] = None, pick: Optional[str] = None, mix: Optional[float] = None,
             record: bool = False, weave: float = 0.0, floors: Union[int, str] = 1,
             stairs: Optional[float] = None, levels: Optional[int] = None,
             route_length: Any = None, dead_ends: Any = None, difficulty: Any = None,
             **more: Any) -> Maze:
    """Makes a new maze, the same as `maze generate` with the same options:
    the same seed gives the same maze, byte for byte in every format.

    width, height  cells across and down (default 20 x 10; polar: cells of
                   the innermost ring, default 1, and rings)
    algorithm      a name from algorithms(), in any case or an alias
                   ("Prim's"); default backtracker
    seed           any whole number from 0 to 2**64-1; None draws one (see
                   the maze's .seed)
    braid          the share (0 to 1) of dead ends to remove, making loops
    shape          rect, hex, triangle, polar, upsilon, cube or sphere
    mask           the cells to carve: a 2-D boolean array (True: a cell),
                   a path to a text or PNG mask, or the mask's text; its
                   size is the maze's (width and height may repeat it)
    start, end     (x, y) cells (default the top-left and bottom-right)
    ends           corners, farthest (the two cells farthest apart) or none;
                   default corners, but farthest for a torus, Moebius strip,
                   Klein bottle or projective plane (their corners meet)
    bias           binary-tree: NW (default), NE, SW or SE
    pick, mix      growing-tree: pick newest, random, oldest or "mix:0.3"
                   (the newest with that probability); mix=0.3 alone is
                   pick="mix:0.3"
    record         keep every event, for events(), replay() and animations
    weave          0 to 1: passages cross under others (rectangles; with
                   backtracker, hunt-and-kill, growing-tree, prim or
                   kruskal); see crossings()
    floors         floors of width x height cells joined by stairs, the
                   start on the lowest and the end on the highest (rect;
                   the generators that work on any grid); cells are then
                   (x, y, floor), see Maze.floors; "FxT" (floors="3x2"): F
                   floors in each of T towers joined by portals, a maze in
                   four dimensions (see Maze.towers)
    stairs         with floors: above 0 up to 1, how readily a walk takes
                   a stair (default 0.25)
    levels         floors by its name of release 0.2.0
    wrap           (a keyword of **more) "x", "y", "xy", "mobius", "klein"
                   or "projective": edges that wrap round, a cylinder, a
                   torus or a seam with a twist (rect; hex with "x", "y" or
                   "xy", "y" on an even height; the generators that work
                   on any grid); see Maze.wrap
    route_length, dead_ends, difficulty
                   targets: seeds seed, seed+1, ... are tried until the
                   maze's route (steps), dead ends or difficulty score
                   (0 to 100; "easy", "medium", "hard") fall in the band,
                   given as "MIN:MAX", (min, max) or one number; the
                   maze's .seed is the seed that fit, .tries how many
                   were tried. A band out of reach for the algorithm and
                   size is refused (ValueError), as the tool refuses it
    **more         any other setting the library has, by name, as text
                   (or a number); a name it has not is refused in its
                   words ("unknown setting 'widht' (did you mean width?)")

    Each is the library's setting of that name (maze.h, "settings"), so a
    setting is judged as the tool judges its option: ValueError for one
    out of range, unknown, or that does not go with another (bias with an
    algorithm other than binary-tree, stairs without floors), in the
    tool's words; TypeError for a value of the wrong type; MemoryError
    for a maze larger than this machine's memory."""
    s = _settings(dict(width=width, height=height, algorithm=algorithm, seed=seed, braid=braid,
                       shape=shape, mask=mask, start=start, end=end, ends=ends, bias=bias,
                       pick=pick, mix=mix, weave=weave, floors=_floors(floors, levels),
                       stairs=stairs, route_length=route_length, dead_ends=dead_ends,
                       difficulty=difficulty, more=more))
    _judge(s)
    seed = _seed(s)
    rec = _new_recording() if record else None
    hook = ffi.NULL
    if rec is not None:
        hook = ffi.new("struct maze_hook *")
        hook.fn = ffi.addressof(lib, "maze_record_event")
        hook.user = rec
    out = ffi.new("struct maze **")
    why = ffi.new("struct maze_settings_error *")
    drawn = ffi.new("struct maze_tried *")
    if lib.maze_settings_try(s, seed, 1, hook, out, drawn, why):
        raise _refused(why)
    recipe = lib.maze_settings_recipe(s)
    m = Maze(out[0], int(drawn.seed), _s(recipe.generator.name), float(recipe.braid), rec)
    m.tries = int(drawn.tries)
    if drawn.measured and out[0].start != lib.MAZE_NONE:
        m._score = int(drawn.figures.score)
    return m



def _book_keys() -> Dict[str, int]:
    """The keyword arguments of book(): every option `maze book` takes, by
    keyword (its name with _ for -), with its kind, but the tool's own
    (output: the path; messages and help)."""
    keys = {}
    for o in _table(lib.maze_options()):
        name = _s(o.name)
        if (o.commands & lib.MAZE_CMD_BOOK and name not in ("output", "help", "quiet", "color")):
            keys[name.replace("-", "_")] = o.kind
    return keys


_BOOK_KEYS = _book_keys()


def book(path: PathLike, **settings: Any) -> Dict[str, Any]:
    """Writes a print-ready book of mazes to path (a PDF) and its recipe
    beside it (path with .json for .pdf), as `maze book -o path` does with
    the same settings: the same seed, the same bytes. The keywords are
    `maze book`'s options (listed below from the library's one table):
    count=60, trim_size="6x9", bleed="0.125in", ramp="easy:hard",
    algorithms=["prim", "backtracker"] (a list or "prim,backtracker"),
    shapes, title, author, contents=True, how_to=True, and every maze
    setting (width, height, seed, braid, ...). Settings are judged by the
    library before anything is made: a refusal is a ValueError in the
    tool's words, spelled as keywords, and nothing is written. Returns the
    recipe: the settings, the seed, the pages and each maze's number,
    seed, grade, difficulty, route, page, answer page and the `maze
    generate` arguments that make it again."""
    path = os.fspath(path)
    # As maze book -o: a PDF whatever its name, so another extension is
    # a mistake; the recipe goes beside it, .json for .pdf.
    ext = os.path.splitext(os.path.basename(path))[1]
    if ext and ext.lower() != ".pdf":
        raise ValueError("a book is a PDF, and %r names another kind of file (try: book.pdf)" % path)
    recipe = (path[:-4] if ext.lower() == ".pdf" else path) + ".json"
    req = ffi.new("struct maze_request **")
    if lib.maze_request_new(lib.MAZE_CMD_BOOK, lib.MAZE_SPELL_NAMES, req):
        raise MemoryError("out of memory")
    why = ffi.new("struct maze_settings_error *")
    made = ffi.new("struct maze_book **")
    try:
        # The recipe says where the book went, as the tool's does.
        if lib.maze_request_set(req[0], b"output", os.fsencode(path), why):
            raise _refused(why)
        for key, value in settings.items():
            if key not in _BOOK_KEYS:
                raise TypeError("unknown book setting %r (try: %s)"
                                % (key, ", ".join(sorted(_BOOK_KEYS))))
            if key in ("algorithms", "shapes") and isinstance(value, (list, tuple)):
                value = ",".join(str(v) for v in value)
            _request_set(req[0], key, value, _BOOK_KEYS[key], why)
        if lib.maze_book_new(req[0], made, why):
            raise _refused(why)
        if lib.maze_book_make(made[0], ffi.NULL, why):
            raise _refused(why)
        error = ffi.new("int *")
        which = ffi.new("int *")
        err = lib.pm_book_save(made[0], os.fsencode(path), os.fsencode(recipe), error, which)
        if err == lib.MAZE_ERR_IO:
            raise _save_error(error[0], recipe if which[0] else path) from None
        _check(err, "cannot write %s" % (recipe if which[0] else path))
    finally:
        lib.maze_book_free(made[0])
        lib.maze_request_free(req[0])
    with open(recipe, encoding="utf-8") as f:
        return json.load(f)


def _book_doc() -> str:
    lines = ["", "    Settings:"]
    for o in _table(lib.maze_options()):
        name = _s(o.name).replace("-", "_")
        if name in _BOOK_KEYS and o.commands & lib.MAZE_CMD_BOOK and _s(o.group) == "book":
            lines.append("      %-16s %s" % (name, _s(o.help).replace("\n", " ")))
    return "\n".join(lines) + "\n"


book.__doc__ = (book.__doc__ or "").rstrip() + "\n" + _book_doc()


def read(source: Union[PathLike, bytes, str], max_size: Optional[int] = None) -> Maze:
    """Reads a maze in the text or JSON format: from a path, from bytes, or
    from a str holding the maze itself (one with a newline, or starting with
    '{'). A file is read up to max_size bytes (the tool's --max-size: 1 GiB
    by default). Raises FormatError (a ValueError) saying where a file is
    malformed or that it is larger, OSError when it cannot be read."""
    if isinstance(source, (bytes, bytearray)):
        return Maze(_read_bytes(bytes(source), False, "maze"))
    if isinstance(source, str) and ("\n" in source or source.lstrip().startswith("{")):
        return Maze(_read_bytes(source.encode(), False, "maze"))
    path = os.fspath(source)
    return Maze(_read_file(str(path), max_size))


def _read_file(path: str, max_size: Optional[int]) -> Any:
    """The maze in the file at path, if it has at most max_size bytes
    (None: MAZE_READ_MAX, as the tool): a regular file is weighed before it
    is read; anything else (a pipe, a device) is read by the library as the
    tool reads it, its first bytes sniffed before the rest (/dev/zero is
    refused at its first block), up to one byte past the limit."""
    import stat

    limit = lib.MAZE_READ_MAX if max_size is None else _number("max_size", max_size, 1, 2**62)
    too_big = "%s: file is larger than %d bytes (give a larger max_size to read it)" % (path, limit)
    with open(path, "rb") as f:
        st = os.fstat(f.fileno())
        if stat.S_ISREG(st.st_mode):
            data = b"" if st.st_size > limit else f.read(limit + 1)
            if st.st_size > limit or len(data) > limit:
                raise FormatError(too_big)
            return _read_bytes(data, False, path)
        out = ffi.new("struct maze **")
        err = ffi.new("struct maze_read_error *")
        error = ffi.new("int *")
        e = lib.pm_read_fd(f.fileno(), limit, out, err, error)
    if e == lib.MAZE_ERR_TOO_BIG and not err.line:
        raise FormatError(too_big)
    if e in (lib.MAZE_ERR_FORMAT, lib.MAZE_ERR_TOO_BIG):
        where = path
        if err.line:
            where += ":%d" % err.line
            if err.column:
                where += ":%d" % err.column
        raise FormatError("%s: %s" % (where, _s(err.message) or _s(lib.maze_strerror(e))),
                          int(err.line), int(err.column))
    if e == lib.MAZE_ERR_IO:
        raise OSError(error[0], os.strerror(error[0]), path)
    _check(e, "cannot read %s" % path)
    return out[0]  # the caller owns it


def from_grid(grid: Any, start: Any = "corner", end: Any = "corner") -> Maze:
    """The maze a (2H+1, 2W+1) array of walls (nonzero or True) and floor
    (0) lays out, as mazelib's grids and Maze.grid(): cell (x, y) at
    [2y+1, 2x+1], the square between two cells open when they are
    joined, wall posts at even rows and columns and a whole outer wall. A
    cell square that is wall, with every side wall, is a cell masked out.
    start and end: (x, y) cells, None for none; by default the top-left
    and bottom-right cells. Raises ValueError saying where an array is not
    such a grid."""
    a = np.asarray(grid)
    if a.ndim != 2:
        raise ValueError("a grid is a 2-dimensional array, not one of shape %r" % (a.shape,))
    rows, cols = a.shape
    if rows < 3 or cols < 3 or rows % 2 == 0 or cols % 2 == 0:
        raise ValueError("a grid of cells is (2H+1, 2W+1) squares, odd and at least 3 each, "
                         "not %r" % (a.shape,))
    wall = a.astype(bool)
    h, w = rows // 2, cols // 2

    def where(mask: np.ndarray, what: str) -> None:
        bad = np.argwhere(mask)
        if len(bad):
            r, c = bad[0]
            raise ValueError("square [%d, %d] of the grid is %s" % (r, c, what))

    border = np.zeros_like(wall)
    border[0, :] = border[-1, :] = border[:, 0] = border[:, -1] = True
    where(border & ~wall, "floor on the outer wall (a grid of cells is walled all round)")
    post = np.zeros_like(wall)
    post[0::2, 0::2] = True
    where(post & ~wall, "floor at a wall post (even row and column): not a grid of cells")
    cell = wall[1::2, 1::2]
    east = wall[1::2, 2:-1:2]   # (h, w-1): the wall east of each cell
    south = wall[2:-1:2, 1::2]  # (h-1, w)
    side = np.zeros((h, w), dtype=bool)
    side[:, :-1] |= ~east
    side[:, 1:] |= ~east
    side[:-1, :] |= ~south
    side[1:, :] |= ~south
    bad = cell & side
    if bad.any():
        y, x = np.argwhere(bad)[0]
        raise ValueError("square [%d, %d] of the grid, cell %d,%d, is wall with a passage "
                         "beside it (a cell left out has wall all round)" % (2 * y + 1, 2 * x + 1, x, y))
    out = ffi.new("struct maze **")
    _check(lib.maze_new_shape(lib.MAZE_SHAPE_RECT, w, h, out), "cannot make the maze")
    m = Maze(out[0])
    bits = np.frombuffer(ffi.buffer(m._m.cell, w * h), dtype=np.uint8).reshape(h, w)
    bits[:] = 0
    bits[:, :-1] |= np.where(east, 0, lib.MAZE_CELL_EAST).astype(np.uint8)
    bits[:-1, :] |= np.where(south, 0, lib.MAZE_CELL_SOUTH).astype(np.uint8)
    bits[cell] |= lib.MAZE_CELL_OFF
    open_cells = np.argwhere(~cell)
    if not len(open_cells):
        raise ValueError("the grid has no cell (every cell square is wall)")
    first = (int(open_cells[0][1]), int(open_cells[0][0]))
    last = (int(open_cells[-1][1]), int(open_cells[-1][0]))
    m.start = first if isinstance(start, str) and start == "corner" else start
    m.end = last if isinstance(end, str) and end == "corner" else end
    return m


def _lazy_maze(recipe: Any, seed: int) -> Maze:
    return Maze._lazy(recipe, seed)


def _maze_from_json(text: str, seed: Optional[int], algorithm: Optional[str],
                    braid: float) -> Maze:
    m = read(text)
    m.seed, m.algorithm, m.braid = seed, algorithm, braid
    return m
