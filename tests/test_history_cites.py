"""The History tab and ``match.history()`` cite the same rulings on every row: the tab cited a
row's own event and its trick, the frame every event of the step (RoboTrick's step 3 read
RT-008 in the tab, RT-008 RT-007 RT-037 in the frame: the passes received and their end are
rulings that step applied). Both now read ``cited.cited_rows``. Checked for every registered
game, for the teacher and a seat, in both languages, against the events themselves."""
from __future__ import annotations

import html
import re

import pandas as pd
import pytest

from test_history_lang import played  # a match of every game with tricks won in it

from tricklab.games import GAMES
from tricklab.ui import Table


def tab_rulings(match, lang: str, learner: str | None) -> list[list[str]]:
    """The History tab's rulings cell of each row, in the order of the game."""
    table = Table(match.game.info.name, match=match, lang=lang, learner=learner,
                  teacher=learner is None)
    page = table.history_html.value
    rows = [[html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, flags=re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", page, flags=re.S)]
    rows = [r for r in rows if r]
    return [r[-2].split() for r in rows]          # the columns end with rulings, auto


def frame_rulings(match, lang: str, seat: str | None) -> list[list[str]]:
    df = match.history(seat, lang=lang)
    rulings = df.columns[list(match.history(seat).columns).index("rulings")]
    step = df.columns[0]
    return [list(v) for s, v in zip(df[step], df[rulings]) if not (pd.notna(s) and s == 0)]


def step_rulings(match, seat: str | None) -> dict[int, set[str]]:
    """Every ruling each step's events cite as ``seat`` may see them (the events' own
    ``all_rulings``): what a step should cite, whichever of its rows names it."""
    out: dict[int, set[str]] = {}
    for k in range(len(match.actions)):
        for ev in match.events_of(k):
            if ev.seen_by(seat) is not None:
                out.setdefault(k + 1, set()).update(ev.all_rulings())
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_history_tab_cites_what_the_frame_cites(game, lang):
    m = played(game)
    seats = [s for s in m.players if s not in m.game.info.auto_seats]
    for seat in (None, seats[0]):
        tab = tab_rulings(m, lang, seat)
        frame = frame_rulings(m, lang, seat)
        assert tab == frame, (seat, [(i, a, b) for i, (a, b) in enumerate(zip(tab, frame))
                                     if a != b][:3])
        df = m.history(seat)
        cited: dict[int, set[str]] = {}
        for s, r in zip(df["step"], df["rulings"]):
            cited.setdefault(int(s), set()).update(r)
        for step, want in step_rulings(m, seat).items():
            assert want <= cited.get(step, set()), (seat, step, want - cited.get(step, set()))
