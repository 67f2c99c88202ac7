"""The labyrinths, caves and dungeons through Python: their settings by
name, the same mazes as the tool's for the same settings and seed."""
import pytest

import maze

CASES = [
    (dict(algorithm="unicursal", base="prim"), ["-a", "unicursal", "--base", "prim"]),
    (dict(algorithm="cave", rule="B678/S345678", fill=0.5, generations=6),
     ["-a", "cave", "--rule", "B678/S345678", "--fill", "0.5", "--generations", "6"]),
    (dict(algorithm="dungeon", rooms=4, room_size="3-5", trim=1),
     ["-a", "dungeon", "--rooms", "4", "--room-size", "3-5", "--trim", "1"]),
]


@pytest.mark.parametrize("kw,options", CASES)
def test_forms_equal_the_tool(cli, kw, options):
    want = cli("generate", "-W", 30, "-H", 16, "-s", 2, *options).decode()
    assert maze.generate(30, 16, seed=2, **kw).text() == want


def test_classical_gets_its_own_grid(cli):
    want = cli("generate", "-a", "classical", "-s", 1, "-f", "json").decode()
    m = maze.generate(algorithm="classical", seed=1)
    assert m.shape == "polar" and m.width == 32 and m.height == 8
    assert m.to_json() == want


def test_a_setting_the_generator_does_not_read_is_refused():
    with pytest.raises(ValueError, match="rooms is read by dungeon only, not by prim"):
        maze.generate(algorithm="prim", rooms=3, seed=1)
