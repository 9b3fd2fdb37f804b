"""No text from a player, a scenario or a ``Match`` reaches the table's HTML unescaped: hostile
seat names, a hostile scenario title and hostile typed actions are rendered in every game's
table (whole game, undo, scenario, errors) and every ``HTML`` widget value is inspected."""
from __future__ import annotations

import ipywidgets as W
import pytest

from tricklab.core.match import Match
from tricklab.core.scenario import Scenario
from tricklab.games import get_game
from tricklab.ui.table import Table

# one word each: actions are split at spaces, so a seat name never contains one
HOSTILE = ["<img/src=x/onerror=alert(1)>", "</style><script>alert(2)</script>", "A&B\"q'uote"]
RAW = ["<img", "<script", "</style>", "A&B", "\"q'", "onerror=alert(1)>"]
COUNTS = {"robotrick": 3, "triatri": 3, "tricktakers": 4}


def html_values(widget) -> list[str]:
    """Every HTML string inside ``widget`` (HTML widgets, recursively through containers)."""
    out = []
    if isinstance(widget, (W.HTML, W.HTMLMath)):
        out.append(widget.value)
    for child in getattr(widget, "children", ()) or ():
        out += html_values(child)
    return out


def assert_clean(table: Table, when: str) -> None:
    for value in html_values(table):
        for raw in RAW:
            assert raw not in value, f"{when}: {raw!r} survives unescaped in {value[:300]!r}"


@pytest.mark.parametrize("game", list(COUNTS))
def test_hostile_names_titles_and_inputs_are_escaped_everywhere(game):
    g = get_game(game)
    players = (HOSTILE + ["Dee", "Eve"])[:COUNTS[game]]
    t = Table(game, match=Match(g, players, 3), learner=players[0])
    assert_clean(t, "start")
    for text in HOSTILE + [f"{players[0]} {HOSTILE[0]}", f"{HOSTILE[1]} AS", "<b>bold</b>"]:
        t._guard(t.play, text)                 # what a learner could type into a text box
        assert_clean(t, f"after typing {text!r}")
    t.teacher_box.value = True                 # every hand, every seat name shown
    t.bots_to_end()
    assert t.match.is_over()
    assert_clean(t, "game over")
    t.undo()
    assert_clean(t, "after undo")
    t.set_lang("ja")
    assert_clean(t, "in Japanese")
    sc = Scenario(game=game, title=HOSTILE[1] + " & " + HOSTILE[0], rulings=[], players=players,
                  seed=5, setup={}, options={}, actions=[], expect={})
    t.load_scenario(sc)
    assert_clean(t, "scenario loaded")
    assert "&lt;/style&gt;" in t.status.value          # the title is shown, as text
