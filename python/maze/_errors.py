"""The exceptions of the package, and the words of the library's refusals
and of a file that cannot be written."""

from __future__ import annotations

import errno
import os
from typing import Any

from ._base import _s
from ._maze import lib


class MazeError(Exception):
    """Base of the errors this package raises for what the library refuses
    (the others are ValueError for bad arguments, OSError for files and
    MemoryError)."""


class FormatError(MazeError, ValueError):
    """A maze or mask file is malformed: `line` and `column` say where
    (1-based; 0 when the problem is the file as a whole)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


class NoRouteError(MazeError, ValueError):
    """No route joins the two cells, or the solver cannot find the one that
    exists (a wall follower going round a loop)."""


def _error(err: int, text: str) -> Exception:
    """The Python exception for libmaze error err, saying text."""
    if err == lib.MAZE_ERR_NOMEM:
        return MemoryError(text)
    if err == lib.MAZE_ERR_IO:
        return OSError(text)
    if err in (lib.MAZE_ERR_NO_ROUTE, lib.MAZE_ERR_DEFEATED):
        return NoRouteError(text)
    if err == lib.MAZE_ERR_FORMAT:
        return FormatError(text)
    return MazeError(text) if err == lib.MAZE_ERR_NO_ENDS else ValueError(text)


def _raise(err: int, what: str) -> None:
    """Raises the Python exception for libmaze error err, its message the
    library's own after `what`."""
    raise _error(err, "%s: %s" % (what, _s(lib.maze_strerror(err))))


def _refused(why: Any) -> Exception:
    """The exception for settings the library refused (a struct
    maze_settings_error), saying the library's words: ValueError for a
    setting that is wrong or that does not go with another,
    MemoryError for a maze larger than the machine's memory."""
    text = _s(why.message) or _s(lib.maze_strerror(why.code))
    if why.code in (lib.MAZE_ERR_ARG, lib.MAZE_ERR_CONFLICT):
        return ValueError(text)
    if why.code in (lib.MAZE_ERR_TOO_BIG, lib.MAZE_ERR_NOMEM):
        return MemoryError(text)
    return _error(why.code, text)


def _check(err: int, what: str) -> None:
    if err != lib.MAZE_OK:
        _raise(err, what)


def _save_error(errno_: int, path: str) -> OSError:
    """The OSError for a save that failed with errno_, about the file the
    user named (path), never the temporary file written beside it; when
    the folder is what is wrong (missing, or not writable), it says so."""
    why = os.strerror(errno_)
    folder = os.path.dirname(path) or "."
    if errno_ == errno.EISDIR:
        why += " (%r is a folder)" % path
    elif errno_ == errno.EACCES and lib.maze_output_refuses_link(os.fsencode(path)):
        why += (" (a symbolic link in a sticky folder others may write to, and owned by "
                "another user: not followed)")
    elif errno_ in (errno.ENOENT, errno.ENOTDIR, errno.EACCES, errno.EPERM, errno.EROFS) and (
            not os.path.isdir(folder) or not os.access(folder, os.W_OK)):
        why += " (cannot make a file in the folder %r)" % folder
    return OSError(errno_, why, path)
