"""A fresh `pip install` of python/ into a new virtual environment, offline,
makes a working package that gives the tool's mazes."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_pip_install_into_a_new_venv(tmp_path, cli):
    venv = tmp_path / "venv"
    # Debian's numpy and cffi come from the system; nothing from an index.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    py = venv / "bin" / "python"
    p = subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-index", "--no-build-isolation",
                        os.path.join(ROOT, "python")], capture_output=True, text=True,
                       env=dict(os.environ, PIP_NO_INPUT="1", PYTHONPATH=""))
    assert p.returncode == 0, p.stdout + p.stderr
    code = "import maze, sys; sys.stdout.write(maze.generate(13, 6, seed=77, algorithm='eller').text())"
    # From another folder, so the installed package is the one imported.
    out = subprocess.run([str(py), "-c", code], cwd=str(tmp_path), capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH=""))
    assert out.returncode == 0, out.stderr
    assert out.stdout == cli("generate", "-W", 13, "-H", 6, "-s", 77, "-a", "eller").decode()
    where = subprocess.run([str(py), "-c", "import maze; print(maze.__file__)"], cwd=str(tmp_path),
                           capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=""))
    assert where.stdout.startswith(str(venv))
