"""Errors say what is wrong in the library's and the tool's words: the
file the user named (never a temporary one), what a file that is no maze
is, which values conflict; never cffi's words about C types."""

import os

import pytest

import maze


def test_png_bytes_and_files_given_to_read_say_they_are_pictures(tmp_path):
    m = maze.generate(5, 4, seed=1)
    path = tmp_path / "m.png"
    m.save(path)
    words = "a PNG picture, not a maze file (maze solve FILE.png reads pictures"
    with pytest.raises(maze.FormatError) as e:
        maze.read(path.read_bytes())
    assert words in str(e.value)
    with pytest.raises(maze.FormatError) as e:
        maze.read(path)
    assert str(e.value).startswith(str(path) + ": " + words)


@pytest.mark.parametrize("data,words", [
    (b"GIF89a\x05\x00\x04\x00", "a GIF picture, not a maze file"),
    (b"%PDF-1.5\n", "a PDF document, not a maze file"),
    (b"\xff\xfe#\x00#\x00", "UTF-16 text, not a maze file"),
    (b"\xef\xbb\xbf\xef\xbb\xbf#####\n", "text with two byte-order marks"),
    (b"42", "a JSON number, not a maze"),
    (b"null\n", "JSON null, not a maze"),
])
def test_files_that_are_no_maze_say_what_they_are(data, words):
    with pytest.raises(maze.FormatError, match=words):
        maze.read(data)


def test_save_errors_name_the_file_given_not_the_temporary_one(tmp_path):
    m = maze.generate(5, 4, seed=1)
    target = tmp_path / "no" / "such" / "folder.png"
    with pytest.raises(FileNotFoundError) as e:
        m.save(target)
    said = str(e.value)
    assert ".maze-" not in said and str(target) in said, said
    assert "folder %r" % str(target.parent) in said, said
    (tmp_path / "taken.png").mkdir()
    with pytest.raises(IsADirectoryError) as e:
        m.save(tmp_path / "taken.png")
    said = str(e.value)
    assert ".maze-" not in said and str(tmp_path / "taken.png") in said, said


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_save_into_a_read_only_folder_names_the_folder(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(PermissionError) as e:
            maze.generate(5, 4, seed=1).save(folder / "m.png")
    finally:
        folder.chmod(0o755)
    said = str(e.value)
    assert ".maze-" not in said and "folder %r" % str(folder) in said, said


def test_conflicting_picture_options_are_named():
    m = maze.generate(5, 4, seed=1)
    with pytest.raises(ValueError, match=r"^the wall \(100\) is as wide as a cell \(4\) or wider, and leaves no room "
                                         r"for the passages \(try: wall=1\)$"):
        m.render("png", wall=100, cell=4)
    with pytest.raises(ValueError, match=r"^the wall \(20\) is as wide as a cell \(16\) or wider, and leaves no room "
                                         r"for the passages \(try: wall=2\)$"):
        m.render("svg", wall=20)


@pytest.mark.parametrize("kw,words", [
    (dict(algorithm="prim\x00x"), "algorithm 'prim\\x00x' holds a NUL character, which no setting may"),
    (dict(shape="hex\x00"), "shape 'hex\\x00' holds a NUL character, which no setting may"),
    (dict(algorithm="growing-tree", pick="mix:0.5\x00"), "pick 'mix:0.5\\x00' holds a NUL character"),
    (dict(mask="m.txt\x00"), "mask 'm.txt\\x00' holds a NUL character, which no path may"),
    (dict(width=5, height=4, start=(2**40, 0)), "invalid start '1099511627776,0' (expected X,Y: two "
                                                "whole numbers like 0,0, x to the right and y down)"),
    (dict(width=5, height=4, end=(0, 2**33)), "invalid end '0,8589934592' (expected X,Y"),
])
def test_names_and_points_c_cannot_hold_are_refused_in_our_words(kw, words):
    with pytest.raises(ValueError) as e:
        maze.generate(**kw)
    assert str(e.value).startswith(words), str(e.value)


def test_a_point_is_whole_numbers():
    with pytest.raises(TypeError, match=r"start must be a pair \(x, y\) of whole numbers, not \(1.5, 0\)"):
        maze.generate(5, 4, start=(1.5, 0))
    m = maze.generate(5, 4, seed=1)
    with pytest.raises(TypeError, match="whole numbers"):
        m.solve(start=(0, 0.5))
    with pytest.raises(TypeError, match="whole numbers"):
        m.start = (True, 0)
    with pytest.raises(ValueError, match="start 1099511627776,0 is outside the maze"):
        m.solve(start=(2**40, 0))
    with pytest.raises(ValueError, match="unknown solver 'bfs\\\\x00x' \\(did you mean 'bfs'\\?\\)"):
        m.solve("bfs\x00x")
    with pytest.raises(ValueError, match="unknown format 'png\\\\x00' \\(did you mean 'png'\\?\\)"):
        m.render("png\x00")


def test_a_mask_that_is_a_folder_says_so(tmp_path):
    # It said "input/output error".
    with pytest.raises(IsADirectoryError, match="Is a directory"):
        maze.generate(mask=str(tmp_path))
