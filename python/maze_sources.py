"""Where the library's C sources are, for setup.py and maze_build.py (a
build helper; not installed).

In the repository they are the checkout around python/ (include/, src/,
LICENSE); in an sdist, setup.py's sdist command has copied them into csrc/
(and LICENSE beside setup.py). MAZE_SOURCE_DIR names another checkout."""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
# The sdist's copy; never in git (the one copy there is ../src).
BUNDLED = os.path.join(HERE, "csrc")


def root():
    """The folder holding include/maze.h and src/."""
    given = os.environ.get("MAZE_SOURCE_DIR")
    places = [given] if given else [BUNDLED, os.path.dirname(HERE)]
    for place in places:
        if os.path.isfile(os.path.join(place, "include", "maze.h")):
            return place
    raise SystemExit(
        "maze: cannot find the library's sources (include/maze.h) in %s: "
        "build the package from the repository (python/ beside include/ "
        "and src/) or from its sdist, or set MAZE_SOURCE_DIR to a checkout"
        % " or ".join(repr(p) for p in places)
    )


def _find(top, folder, ends):
    """The files under top/folder (at any depth) whose names end in one of
    ends, relative to top, sorted."""
    found = []
    for path, dirs, files in os.walk(os.path.join(top, folder)):
        dirs.sort()
        found += [os.path.relpath(os.path.join(path, f), top)
                  for f in files if f.endswith(ends)]
    return sorted(found)


# libmaze-photo's folders (photos, leptonica and libjpeg): the package
# reads no photos, so it compiles libmaze and libmaze-render alone.
PHOTO = (os.path.join("src", "read", "photo"), os.path.join("src", "render", "photo"))


def c_files(top):
    """The .c files of the libraries the package uses (libmaze and
    libmaze-render), relative to top."""
    return [f for f in _find(top, "src", (".c",))
            if not f.startswith(tuple(d + os.sep for d in PHOTO))]


def headers(top):
    """The library's headers (public and internal), relative to top."""
    return _find(top, "include", (".h",)) + _find(top, "src", (".h",))


def licence(top):
    """The LICENSE file: beside setup.py in an sdist, else the checkout's."""
    for place in (HERE, top):
        path = os.path.join(place, "LICENSE")
        if os.path.isfile(path):
            return path
    raise SystemExit("maze: no LICENSE beside %r or in %r" % (HERE, top))


def version(top):
    """MAZE_VERSION from include/maze.h: the one place the release is
    written (CMake reads the same line)."""
    with open(os.path.join(top, "include", "maze.h"), encoding="utf-8") as f:
        m = re.search(r'^#define MAZE_VERSION "([0-9]+\.[0-9]+\.[0-9]+)"$',
                      f.read(), re.M)
    if not m:
        raise SystemExit("maze: no '#define MAZE_VERSION \"X.Y.Z\"' line in "
                         "%r" % os.path.join(top, "include", "maze.h"))
    return m.group(1)
