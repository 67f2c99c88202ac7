#!/usr/bin/env bash
# pydataset.sh [N] [ROUNDS] - bench/dataset.py with the package built from
# this checkout: the venv make check-python makes (build/python-venv), or
# PYTHON. Prints the load, the medians of ROUNDS rounds (default 5) of
# maze.dataset(N, 10, 10) called and its arrays read (grids, routes and
# lengths, starts, ends) on every core and on one, first as mazes a second
# against issue 29's 500,000 and issue 34's 800,000,
# then tokens and pixels of N mazes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
python=${PYTHON:-$here/../build/python-venv/bin/python}
[ -x "$python" ] || { echo "pydataset.sh: no $python (make check-python makes it, or set PYTHON)" >&2; exit 2; }
exec env PYTHONPATH= "$python" "$here/dataset.py" "${1:-100000}" "${2:-5}"
