"""``Match.history(lang="ja")`` and ``history_frame(lang="ja")``: a Japanese notebook asks
for the frame in Japanese instead of renaming its columns. It is headed as the Japanese History
tab is and names the seats as the tab does, for every registered game; the notation (actions,
cards, legal lists) stays, so the frame still replays. English stays the default, unchanged;
an unknown language is refused with the languages named."""
from __future__ import annotations

import html
import random
import re

import pandas as pd
import pytest

from tricklab import new_match
from tricklab.core.errors import ArgumentError
from tricklab.core.history import COLUMNS, history_frame
from tricklab.core.tidy import COLUMNS as TIDY_COLUMNS
from tricklab.core.tidy import KIND_WORDS, MORE_HEADS
from tricklab.games import GAMES
from tricklab.ui import Table

#: the tidy frame's cells that hold a seat's name: the only words it has
SEATS = ["seat", "winner", "leader", "points"]


def played(game: str, moves: int = 150):
    """A match of ``game`` with up to ``moves`` random legal actions (tricks won in it)."""
    m = new_match(game, seed=5)
    rng = random.Random(5)
    for _ in range(moves):
        if m.is_over():
            break
        m.play(rng.choice(list(m.legal_actions(m.to_act()[0]))))
    return m


def tab(match, lang: str) -> tuple[list[str], list[list[str]]]:
    """The History tab of a teacher's table (every seat's moves) in ``lang``: headers, rows."""
    page = Table(match.game.info.name, match=match, lang=lang, teacher=True).history_html.value
    heads = [html.unescape(h) for h in re.findall(r"<th>(.*?)</th>", page, flags=re.S)]
    rows = [[html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row, flags=re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", page, flags=re.S)]
    return heads, rows


def column(frame, name: str) -> list[str]:
    return ["" if pd.isna(v) else str(v) for v in frame[name]]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_japanese_frames_are_headed_and_worded_as_the_japanese_history_tab(game):
    m = played(game)
    heads, rows = tab(m, "ja")
    assert rows and len(heads) == len(COLUMNS)
    seat, winner = heads[COLUMNS.index("seat")], heads[COLUMNS.index("winner")]
    cells = {h: [r[i] for r in rows] for i, h in enumerate(heads)}

    plain = history_frame(m, lang="ja")          # the tab's rows, the notation kept
    assert list(plain.columns) == heads
    assert column(plain, seat) == cells[seat] and column(plain, winner) == cells[winner]

    tidy = m.history(lang="ja")
    assert [h for h in tidy.columns if h in heads] == heads      # every tab header, in its order
    assert not [h for h in tidy.columns if re.fullmatch(r"[a-z_]+", h)], list(tidy.columns)
    moves = tidy[tidy[heads[COLUMNS.index("step")]] > 0]           # the deal's row is not a move
    assert column(moves, seat) == cells[seat] and column(moves, winner) == cells[winner]

    en = m.history()                # the same frame but for the seats' names and the kinds
    assert list(en.columns) == TIDY_COLUMNS
    kept = [c for c in TIDY_COLUMNS if c not in SEATS and c != "kind"]
    pd.testing.assert_frame_equal(tidy.set_axis(TIDY_COLUMNS, axis=1)[kept], en[kept])
    # a row's kind in words (a Japanese learner read "action", "setup"), one word per kind
    kinds = dict(zip(en["kind"], tidy[MORE_HEADS["ja"]["kind"]]))
    assert kinds == {k: KIND_WORDS["ja"][k] for k in kinds}, kinds
    assert not [w for w in kinds.values() if w.isascii()], kinds


@pytest.mark.parametrize("game", list(GAMES))
def test_english_is_the_default_and_unchanged(game):
    m = played(game, 12)
    en = m.history()
    assert list(en.columns) == TIDY_COLUMNS
    pd.testing.assert_frame_equal(m.history(lang="en"), en)
    pd.testing.assert_frame_equal(history_frame(m, lang="en"), history_frame(m))
    assert list(history_frame(m).columns) == COLUMNS


@pytest.mark.parametrize("lang", ["fr", "JA", "", None])
def test_an_unknown_language_is_refused_naming_the_languages(lang):
    m = played("robotrick", 4)
    for ask in (lambda: m.history(lang=lang), lambda: history_frame(m, lang=lang)):
        with pytest.raises(ArgumentError, match="en, ja") as err:
            ask()
        assert err.value.code == "BAD_LANG"
