"""Seat boards on the felt (issue 11): each seat's score, tricks, character and components are
drawn in its seat from the viewer's own view, and the table sends a hidden tab nothing."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tricklab.games import GAMES
from tricklab.ui import Table

sys.path.insert(0, str(Path(__file__).resolve().parent / "conformance"))
from test_widgets_generic import step  # noqa: E402 - a learner's next click, as the tests make it


def boards(t: Table) -> dict[str, dict]:
    return {s["id"]: s["board"] for s in t.felt.scene["seats"]}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_player_has_a_board_with_its_main_figure_in_its_seat(game):
    t = Table(game, seed=2)
    for _ in range(12):
        if t.match.is_over():
            break
        step(t)
    for lang in ("en", "ja"):
        t.set_lang(lang)
        got = boards(t)
        for seat in t.match.players:
            b = got[seat]
            assert b is not None, (game, seat)
            assert sum(x["main"] for x in b["stats"]) == 1, b
            assert all(x["text"] and x["words"] for x in b["stats"]), b
            for text in (b["title"], *b["notes"], *(x["text"] for x in b["stats"])):
                assert text in t.felt_text


def test_a_board_counts_what_the_state_says():
    t = Table("basic", seed=4)
    while not any(t.match.state.tricks.values()):
        step(t)
    for seat, b in boards(t).items():
        n = t.match.state.tricks[seat]
        assert b["stats"][0]["text"] == (f"{n} trick" if n == 1 else f"{n} tricks")
        assert b["stats"][0]["words"] == f"tricks won: {n}"


def test_trickgear_boards_leave_the_panel_and_keep_a_reserve_hidden():
    t = Table("trickgear", seed=7, players=["Alice", "Bob"])
    while t.match.state.phase in ("select", "keep"):
        step(t)
    assert "tl-gear-board" not in t.panel.value and "LIFE" not in t.panel.value
    mine, theirs = boards(t)["Alice"], boards(t)["Bob"]
    assert mine["stats"][0]["text"].startswith("LIFE") and mine["detail"]     # skills folded away
    names = [t.view._char(m.char, "en") for m in t.match.state.p["Bob"].reserve]
    text = " ".join([theirs["title"], *theirs["notes"], *theirs["detail"]])
    assert names and not any(n in text for n in names), text
    assert any("face down" in n for n in theirs["notes"])
    assert any(t.view._char(m.char, "en") in " ".join(mine["notes"]) for m in t.match.state.p["Alice"].reserve)


def test_a_hidden_tab_is_drawn_when_shown_not_on_every_click():
    t = Table("basic", seed=4)
    assert t.tabs.selected_index == 0
    before = t._history_html.value
    step(t)
    assert t._history_html.value == before           # hidden: nothing drawn, nothing sent
    t.tabs.selected_index = 1
    assert t._history_html.value != before and "tl-history-table" in t._history_html.value
    shown = t._history_html.value
    step(t)
    assert t._history_html.value != shown            # shown: drawn on every click
    t.tabs.selected_index = 0
    step(t)
    assert "tl-score-table" in t.scores_html.value   # read from Python: brought up to date


@pytest.mark.parametrize("flags", [{"hotseat": True}, {"teacher": True}])
def test_a_hand_shown_face_up_in_another_seat_says_why(flags):
    """On a shared hot-seat screen the other seats' hands lie face up, as in teacher view; the
    zone's title named only teacher view, which a learner playing hot-seat had not chosen."""
    for lang, words in (("en", ("teacher view", "hot-seat")), ("ja", ("先生モード", "ホットシート"))):
        t = Table("triatri", seed=3, lang=lang, mode="play", **flags)
        others = [s for s in t.felt.scene["seats"] if not s["me"]]
        titles = [z["title"] for s in others for z in s["zones"] if z["key"].startswith("hand-")]
        assert titles and all(all(w in x for w in words) for x in titles), titles
    t = Table("triatri", seed=3, mode="play")
    assert not [z for s in t.felt.scene["seats"] if not s["me"] for z in s["zones"]
                if z["key"].startswith("hand-")]
