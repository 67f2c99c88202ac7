"""The maze package (distribution libmaze): libmaze from Python.

From the repository:  pip install --no-build-isolation ./python
An sdist and a wheel: cd python && python3 -m build --no-isolation"""

import os
import sys

from setuptools import setup
from setuptools.command.sdist import sdist

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import maze_sources  # noqa: E402


class sdist_with_library(sdist):
    """An sdist that builds anywhere: it carries the library's C sources
    in csrc/ and the licence. In the repository these live outside python/
    (../include, ../src, ../LICENSE), out of MANIFEST.in's reach, so they
    are copied into the release tree here, from the one copy in git."""

    def make_release_tree(self, base_dir, files):
        # A path outside python/ would be copied outside the release tree
        # (MANIFEST.in prunes them; this makes sure).
        files = [f for f in files if not os.path.normpath(f).startswith("..")]
        super().make_release_tree(base_dir, files)
        top = maze_sources.root()
        wanted = [(os.path.join(top, rel), os.path.join(base_dir, "csrc", rel))
                  for rel in maze_sources.headers(top) + maze_sources.c_files(top)]
        wanted.append((maze_sources.licence(top), os.path.join(base_dir, "LICENSE")))
        for src, dest in wanted:
            self.mkpath(os.path.dirname(dest))
            # The tree may hold a hard link to the original: never write
            # through it.
            if os.path.exists(dest):
                os.unlink(dest)
            self.copy_file(src, dest)


setup(
    version=maze_sources.version(maze_sources.root()),
    cmdclass={"sdist": sdist_with_library},
    cffi_modules=["maze_build.py:ffibuilder"],
    # The library's sources compile one per core.
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
