"""maze.book(): the same print-ready book as `maze book`, from the same
settings spelled as keywords, judged by the same library."""

import json
import subprocess

import pytest

import maze


def test_book_is_the_tools_byte_for_byte(tmp_path, cli):
    recipe = maze.book(tmp_path / "py.pdf", count=5, width=14, height=14, seed=3,
                       ramp="easy:hard", algorithms=["hunt-and-kill", "backtracker"],
                       title="Five", contents=True)
    cli("book", "-n", 5, "-W", 14, "-H", 14, "-s", 3, "--ramp", "easy:hard",
        "--algorithms", "hunt-and-kill,backtracker", "--title", "Five", "--contents",
        "-o", tmp_path / "tool.pdf")
    assert (tmp_path / "py.pdf").read_bytes() == (tmp_path / "tool.pdf").read_bytes()
    assert recipe == json.loads((tmp_path / "py.json").read_text())
    tool = json.loads((tmp_path / "tool.json").read_text())
    assert recipe["mazes"] == tool["mazes"]
    # The settings too, but for where each book went.
    assert recipe["settings"]["output"] == str(tmp_path / "py.pdf")
    assert ({**recipe["settings"], "output": "-"} == {**tool["settings"], "output": "-"})
    assert [m["grade"] for m in recipe["mazes"]] == ["easy", "easy", "medium", "medium", "hard"]


def test_book_recipe_makes_each_maze_again(tmp_path):
    recipe = maze.book(tmp_path / "b.pdf", count=3, width=9, height=7, seed=5)
    assert recipe["pages"] == 2  # three puzzles on a page, their answers on one
    for entry in recipe["mazes"]:
        args = dict(a[2:].split("=", 1) for a in entry["generate"])
        m = maze.generate(int(args["width"]), int(args["height"]), seed=int(args["seed"]))
        assert len(m.solve()) - 1 == entry["route"]


def test_book_pages_are_pdf_pages(tmp_path):
    recipe = maze.book(tmp_path / "b.pdf", count=4, width=6, height=6, seed=1, per_page=1,
                       how_to=True, bleed="3mm", trim_size="a5")
    info = subprocess.run(["pdfinfo", str(tmp_path / "b.pdf")], capture_output=True,
                          text=True, check=True).stdout
    assert "Pages:           %d" % recipe["pages"] in info
    assert recipe["pages"] == 1 + 4 + 1
    assert recipe["page_size"] == [round(148 / 25.4 * 72 + 3 / 25.4 * 72, 2),
                                   round(210 / 25.4 * 72 + 6 / 25.4 * 72, 2)]


@pytest.mark.parametrize("settings, words", [
    ({"trim_size": "b5"}, "unknown trim_size 'b5'"),
    ({"bleed": "-1mm"}, "invalid bleed '-1mm'"),
    ({"count": 600, "width": 4, "height": 4, "per_page": 1}, "the book would have 667 pages"),
    ({"width": 200, "height": 200, "trim_size": "a5"}, "a 200x200 maze fits a5 pages only"),
    ({"author": "Me"}, "author goes on the title page, and there is none (add title)"),
])
def test_book_refusals_write_nothing(tmp_path, settings, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        maze.book(tmp_path / "b.pdf", **settings)
    assert list(tmp_path.iterdir()) == []


def test_book_unknown_keyword(tmp_path):
    with pytest.raises(TypeError, match="unknown book setting 'pages'"):
        maze.book(tmp_path / "b.pdf", pages=3)


def test_book_is_a_pdf_whatever_its_name(tmp_path):
    with pytest.raises(ValueError, match=r"^a book is a PDF, and '.*b\.png' names another kind of file"):
        maze.book(tmp_path / "b.png", count=2)
    assert not list(tmp_path.iterdir())
    maze.book(tmp_path / "b.PDF", count=2, seed=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.PDF", "b.json"]
