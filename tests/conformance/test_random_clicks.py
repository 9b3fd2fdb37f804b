"""A player who clicks anything: seeded runs of random interactions with every control a
table shows (cards, choices, undo, hints, what-if, the step-through, scenarios and the tour,
language, settings, new games), on every game. Whatever the order, the table never shows
"something went wrong" and no callback fails in the log (ipywidgets logs a failing button
callback as a warning and carries on, so a broken button would otherwise go unseen). This
found KINGs scenarios the bots could not finish; a refusal is fine, a crash is not."""
from __future__ import annotations

import logging
import random
import re

import ipywidgets as W
import pytest

from tables import PROFILE
from tricklab.games import GAMES
from tricklab.ui import Table
from tricklab.ui.i18n import t as say

#: (seeds, interactions per seed) per profile
RUNS = {"quick": (2, 120), "soak": (6, 400), "ci": (4, 300)}


def shown_controls(widget, out):
    """The controls a person can reach: those not hidden, nor inside something hidden."""
    layout = getattr(widget, "layout", None)
    if getattr(layout, "display", None) == "none" or getattr(layout, "visibility", None) == "hidden":
        return out
    out.append(widget)
    for child in getattr(widget, "children", ()) or ():
        shown_controls(child, out)
    return out


def interact(t, rng):
    """One random interaction; returns what it did, in words for the failure message."""
    shown = shown_controls(t, [])
    buttons = [w for w in shown if isinstance(w, W.Button) and not w.disabled]
    menus = [w for w in shown if isinstance(w, (W.Dropdown, W.Select)) and not w.disabled
             and len(w.options) > 1]
    boxes = [w for w in shown if isinstance(w, (W.Checkbox, W.ToggleButton)) and not w.disabled]
    r = rng.random()
    if buttons and (r < 0.8 or not (menus or boxes)):
        b = rng.choice(buttons)
        b.click()
        return f"click {b.description!r}"
    if menus and (r < 0.93 or not boxes):
        m = rng.choice(menus)
        option = rng.choice(list(m.options))
        m.value = option[1] if isinstance(option, tuple) else option
        return f"choose {m.description!r} = {m.value!r}"
    if boxes:
        c = rng.choice(boxes)
        c.value = not c.value
        return f"toggle {c.description!r}"
    return "nothing to do"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_clicks_never_break_the_table(game, caplog):
    seeds, steps = RUNS.get(PROFILE, RUNS["quick"])
    broken = {say("error", lang) for lang in ("en", "ja")}
    caplog.set_level(logging.WARNING)
    for seed in range(seeds):
        rng = random.Random(seed)
        t = Table(game, seed=seed, lang=rng.choice(["en", "ja"]))
        trail: list[str] = []
        for _ in range(steps):
            trail.append(interact(t, rng))
            shown = t.status.value + t.message_html
            failed = [w for w in broken if w in shown]
            assert not failed, (seed, trail[-8:], re.sub(r"<[^>]+>", " ", shown)[:400])
            assert not caplog.records, (seed, trail[-8:], caplog.records[0].getMessage()[:400])
