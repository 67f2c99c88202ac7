"""save() and render() make what the tool's stl, plot and gcode formats
make, with the same settings from the library's one table (mm_cell,
mm_wall, mm_height, mm_base, ascii, feed, pen_up, pen_down), refused in
the same words."""

import pytest

import maze


@pytest.mark.parametrize("name,kw,args", [
    ("a.stl", {}, []),
    ("b.stl", {"mm_cell": 7.5, "mm_wall": 2, "mm_height": "5", "mm_base": 1.5,
               "ascii": True},
     ["--mm-cell", "7.5", "--mm-wall", "2", "--mm-height", "5", "--mm-base", "1.5",
      "--ascii"]),
    ("c.gcode", {"mm_cell": 6, "feed": 2400, "pen_up": "M5", "pen_down": "M3 S1000"},
     ["--mm-cell", "6", "--feed", "2400", "--pen-up", "M5", "--pen-down", "M3 S1000"]),
])
def test_save_makes_what_the_tool_makes(tmp_path, cli, name, kw, args):
    m = maze.generate(12, 8, seed=3)
    mine = tmp_path / ("py-" + name)
    theirs = tmp_path / ("tool-" + name)
    m.save(mine, **kw)
    cli("generate", "-W", 12, "-H", 8, "-s", 3, "-o", theirs, *args)
    assert mine.read_bytes() == theirs.read_bytes()
    assert mine.stat().st_size > 1000


def test_plot_of_a_hex_maze():
    svg = maze.generate(6, 5, seed=2, shape="hex").render("plot").decode()
    assert "<polyline" in svg and "pen lifts" in svg


def test_options_the_format_does_not_make_are_refused():
    m = maze.generate(5, 5, seed=1)
    with pytest.raises(ValueError, match="mm_height shapes a solid, and plot makes none"):
        m.render("plot", mm_height=3)
    with pytest.raises(ValueError, match="invalid cell size '-2'"):
        m.render("stl", mm_cell=-2)
    with pytest.raises(ValueError, match="the stl format cannot draw a maze of several floors"):
        maze.generate(4, 4, seed=1, floors=2).render("stl")


def test_stl_of_every_shape():
    for shape in ("hex", "triangle", "polar", "upsilon"):
        data = maze.generate(5, 4, seed=1, shape=shape).render("stl")
        # binary STL: 80 bytes, a count, 50 bytes a triangle
        count = int.from_bytes(data[80:84], "little")
        assert count > 100 and len(data) == 84 + 50 * count, shape
