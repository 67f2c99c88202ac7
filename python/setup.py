"""The maze package: libmaze from Python. Build from the repository:
pip install --no-build-isolation ./python"""

import os

from setuptools import setup

setup(
    cffi_modules=["maze_build.py:ffibuilder"],
    # The library's sources compile one per core.
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
