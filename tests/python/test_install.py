"""The sdist that `python3 -m build` writes carries every C source and
header the package compiles and the licence, and installs offline, outside
the repository, into a fresh virtual environment (pip --no-build-isolation
--no-index), giving the tool's mazes. (`pip install ./python` itself is
what the check-python recipe runs before these tests.)"""

import os
import re
import subprocess
import sys
import tarfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYTHON = os.path.join(ROOT, "python")


def header_version():
    with open(os.path.join(ROOT, "include", "maze.h"), encoding="utf-8") as f:
        return re.search(r'^#define MAZE_VERSION "([0-9.]+)"$', f.read(), re.M).group(1)


def must_carry():
    """What the sdist must hold, by its path there: the library's sources
    and headers (walked here, not taken from the build helper, so a file it
    misses is caught) but libmaze-photo's .c files (src/read/photo/,
    src/render/photo/: the package reads no photos, so it needs no
    leptonica), the modules, the helpers, the build files and the licence."""
    want = {"LICENSE", "README.md", "pyproject.toml", "setup.py", "maze_build.py",
            "maze_sources.py", "maze/_helpers.h", "maze/py.typed"}
    want |= {"maze/" + f for f in os.listdir(os.path.join(ROOT, "python", "maze"))
             if f.endswith((".py", ".c"))}
    for folder in ("include", "src"):
        for path, _, files in os.walk(os.path.join(ROOT, folder)):
            rel = os.path.relpath(path, ROOT)
            photo = rel in ("src/read/photo", "src/render/photo")
            want |= {"csrc/" + os.path.join(rel, f) for f in files
                     if f.endswith(".h") or (f.endswith(".c") and not photo)}
    return want


def clean_env():
    # MAZE_SOURCE_DIR would point the build back into the repository.
    env = {k: v for k, v in os.environ.items() if k != "MAZE_SOURCE_DIR"}
    return dict(env, PYTHONPATH="", PIP_NO_INPUT="1")


def test_sdist_installs_outside_the_repository(tmp_path, cli):
    assert not str(tmp_path).startswith(ROOT + os.sep)
    has_build = subprocess.run([sys.executable, "-c", "import build"], capture_output=True)
    assert has_build.returncode == 0, "python3 -m build is missing: apt-get install python3-build"
    dist = tmp_path / "dist"
    p = subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation",
                        "--outdir", str(dist), PYTHON],
                       capture_output=True, text=True, env=clean_env())
    assert p.returncode == 0, p.stdout + p.stderr
    version = header_version()
    sdists = os.listdir(dist)
    assert sdists == ["libmaze-%s.tar.gz" % version]
    sdist = dist / sdists[0]
    top = "libmaze-%s/" % version
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
    assert all(n == top[:-1] or n.startswith(top) for n in names)
    carried = {n[len(top):] for n in names}
    missing = must_carry() - carried
    assert not missing, "the sdist lacks %s" % sorted(missing)
    assert not [n for n in carried if n.startswith("csrc/") and ".." in n]

    venv = tmp_path / "venv"
    # Debian's numpy and cffi come from the system; nothing from an index.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    py = venv / "bin" / "python"
    p = subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-index",
                        "--no-build-isolation", str(sdist)],
                       cwd=str(tmp_path), capture_output=True, text=True, env=clean_env())
    assert p.returncode == 0, p.stdout + p.stderr

    # From another folder, so the installed package is the one imported.
    code = ("import importlib.metadata as md, maze, sys\n"
            "print(maze.__file__)\n"
            "print(maze.__version__, md.version('libmaze'))\n"
            "sys.stdout.write(maze.generate(13, 6, seed=77, algorithm='eller').text())\n")
    out = subprocess.run([str(py), "-c", code], cwd=str(tmp_path), capture_output=True,
                         text=True, env=clean_env())
    assert out.returncode == 0, out.stderr
    where, versions, text = out.stdout.split("\n", 2)
    assert where.startswith(str(venv))
    assert versions == "%s %s" % (version, version)
    assert text == cli("generate", "-W", 13, "-H", 6, "-s", 77, "-a", "eller").decode()
