"""The requests of tests/bad-requests.tsv, which the tool and the page are
given too: Python refuses each with a ValueError in the library's words,
spelled with keywords. maze.run() takes every option of maze generate;
generate() and render() take those that make and draw a maze, and say the
same words for the requests made only of those."""
import os

import pytest

import maze
from maze._base import _s
from maze._maze import ffi, lib
from maze._registry import _table
from maze._values import _DRAWING_KEYS

LIST = os.path.join(os.path.dirname(__file__), "..", "bad-requests.tsv")


def _requests():
    out = []
    with open(LIST, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            request, _tool, words = line.split("\t")
            settings = {}
            for setting in request.split():
                name, eq, value = setting.partition("=")
                settings[name.replace("-", "_")] = value if eq else True
            out.append(pytest.param(settings, words, id=request))
    return out


REQUESTS = _requests()


def test_the_list_holds_thirty_requests_or_more():
    assert len(REQUESTS) >= 30


@pytest.mark.parametrize("settings,words", REQUESTS)
def test_run_refuses_a_bad_request_in_the_librarys_words(settings, words):
    with pytest.raises(ValueError) as e:
        maze.run(**settings)
    assert str(e.value) == words


# generate()'s keywords: the maze settings of the library's table (its rows
# that name a setting); render()'s: its drawing options, the format, the
# route and animate.
MAKES = {_s(o.name).replace("-", "_") for o in _table(lib.maze_options())
         if o.setting != ffi.NULL and o.commands & lib.MAZE_CMD_GENERATE}
DRAWS = set(_DRAWING_KEYS) | {"format", "solve", "animate"}


@pytest.mark.parametrize("settings,words", [
    r for r in REQUESTS if set(r.values[0]) <= MAKES | DRAWS])
def test_render_refuses_a_bad_request_in_the_same_words(settings, words):
    made = {k: v for k, v in settings.items() if k in MAKES}
    drawn = {k: v for k, v in settings.items() if k in DRAWS}
    with pytest.raises(ValueError) as e:
        m = maze.generate(record=bool(drawn.get("animate")), **made)
        m.render(drawn.pop("format"), route=drawn.pop("solve", None),
                 animate=drawn.pop("animate", False), **drawn)
    assert str(e.value) == words


@pytest.mark.parametrize("settings,words", [
    (dict(format="png", animate=True), "png cannot animate (try: format=gif or format=html)"),
    (dict(format="html"), "html shows how a maze is made: add animate"),
    (dict(format="png", count=3), "count makes many mazes or rows, and a request runs to one "
                                  "maze (use maze generate)"),
])
def test_run_says_what_one_run_cannot_be_in_keywords(settings, words):
    with pytest.raises(ValueError) as e:
        maze.run(**settings)
    assert str(e.value) == words
