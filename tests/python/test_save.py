"""Maze.save() writes a file as the tool's -o does (the library's
maze_output, one implementation for both): a symbolic link followed, the
old file's mode kept, a FIFO or device written in place, nothing half
written left on failure."""

import os
import stat

import pytest

import maze


def test_save_follows_a_symbolic_link(tmp_path, cli):
    m = maze.generate(6, 4, seed=3)
    for who in ("python", "tool"):
        target = tmp_path / (who + "-target.txt")
        target.write_text("old\n")
        link = tmp_path / (who + "-link.txt")
        link.symlink_to(target.name)
        if who == "python":
            m.save(link)
        else:
            cli("generate", "-W", 6, "-H", 4, "-s", 3, "-o", link)
        assert link.is_symlink(), who
        assert target.read_text() == m.text(), who
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "python-link.txt", "python-target.txt", "tool-link.txt", "tool-target.txt"]


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root, to give a link to another user")
def test_save_refuses_a_link_planted_in_a_shared_folder(tmp_path):
    # Another user's link in a sticky folder anyone may write to (/tmp),
    # aimed at a file of ours: not followed, as the kernel's
    # fs.protected_symlinks would not follow it.
    m = maze.generate(6, 4, seed=3)
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    secret = tmp_path / "secret.txt"
    secret.write_text("secret\n")
    os.chmod(secret, 0o600)
    link = shared / "out.txt"
    link.symlink_to("../secret.txt")
    os.lchown(link, 65534, -1)
    with pytest.raises(PermissionError, match="owned by another user: not followed"):
        m.save(link)
    assert secret.read_text() == "secret\n"
    assert link.is_symlink()
    # A link to a folder on the way is not followed either.
    mine = tmp_path / "mine"
    mine.mkdir()
    folder = shared / "dir"
    folder.symlink_to("../mine")
    os.lchown(folder, 65534, -1)
    with pytest.raises(PermissionError, match="owned by another user: not followed"):
        m.save(folder / "out.txt")
    assert list(mine.iterdir()) == []


def test_save_keeps_the_mode(tmp_path, cli):
    m = maze.generate(6, 4, seed=3)
    for mode in (0o600, 0o640, 0o604):
        for who in ("python", "tool"):
            path = tmp_path / ("%s-%o.txt" % (who, mode))
            path.write_text("old\n")
            os.chmod(path, mode)
            if who == "python":
                m.save(path)
            else:
                cli("generate", "-W", 6, "-H", 4, "-s", 3, "-o", path)
            assert stat.S_IMODE(path.stat().st_mode) == mode, (who, oct(mode))
            assert path.read_text() == m.text()
    # A new file: 0666 less the umask, as the tool makes it.
    old = os.umask(0o027)
    try:
        m.save(tmp_path / "new.txt")
        cli("generate", "-W", 6, "-H", 4, "-s", 3, "-o", tmp_path / "new-tool.txt")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o640
    assert stat.S_IMODE((tmp_path / "new-tool.txt").stat().st_mode) == 0o640


def test_save_writes_a_fifo_and_a_device_in_place(tmp_path):
    m = maze.generate(6, 4, seed=3)
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    # The reading end open first (without waiting for a writer), so that
    # a save that replaced the FIFO would fail here rather than hang.
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        m.save(fifo)
        got = os.read(reader, 1 << 16)
    except BlockingIOError:
        got = b""
    finally:
        os.close(reader)
    assert got == m.text().encode()
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    m.save("/dev/null", format="png")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe.txt"]


def test_save_that_fails_leaves_the_old_file_and_no_temporary(tmp_path):
    m = maze.generate(6, 4, seed=3)
    path = tmp_path / "m.txt"
    path.write_text("old\n")
    # A folder in the way of the name: nothing is written.
    (tmp_path / "d.txt").mkdir()
    with pytest.raises(IsADirectoryError) as e:
        m.save(tmp_path / "d.txt")
    assert e.value.filename == str(tmp_path / "d.txt")
    m.save(path)
    assert path.read_text() == m.text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.txt", "m.txt"]
