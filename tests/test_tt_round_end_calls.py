"""Calls the round end no longer makes, each tied to what it stood for: Tricktakers scores
and closes a round with the scoring functions themselves (no methods wrapping them; Little
keeps its own), ``by_rank`` reads the round's standing tables without ``_tables`` and
``_ranked``, a tie for gold asks only the leaders with rulings of their own, the 350-point
check lists the others only for the 150-point variant, and the Collector's ``wins`` looks
its collection up only from 9 cards (a 1–9 straight flush needs them)."""
from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest

from tricklab.core.events import Built
from tricklab.games.tricktakers import registry
from tricklab.games.tricktakers.cards import parse_cards
from tricklab.games.tricktakers.characters import REGISTRY
from tricklab.games.tricktakers.hooks import by_rank, comp, overrides, trick_hooks
from tricklab.games.tricktakers.rules import Tricktakers
from tricklab.games.tricktakers.scoring import crowns_and_points, finish_round, gold_crown, \
    points_win
from tricklab.games.tricktakers.state import TTState
from tricklab.games.tricktakers_little.rules import LittleTricktakers


def _python_calls(fn, *args) -> list[str]:
    """The Python functions ``fn(*args)`` calls (``fn`` itself included)."""
    seen: list[str] = []

    def note(frame, event, arg):
        if event == "call":
            seen.append(frame.f_code.co_name)
    sys.setprofile(note)
    try:
        fn(*args)
    finally:
        sys.setprofile(None)
    return seen


def test_tricktakers_scores_with_the_scoring_functions_and_little_with_its_own():
    assert Tricktakers.score_round is crowns_and_points
    assert Tricktakers.close_round is finish_round
    assert LittleTricktakers.score_round is not crowns_and_points
    assert LittleTricktakers.close_round is not finish_round


def test_by_rank_reads_the_standing_tables_without_calls():
    chars = dict(zip(["Ann", "Bo", "Cy", "Di"], ["king", "collector", "ninja", "ruler"]))
    st = TTState(players=list(chars), seed=1, opts={}, pool=())
    st.chars, st.ranked = dict(chars), tuple(registry.by_priority(chars))
    trick_hooks(st)                     # the round's first table, as in a game
    assert _python_calls(by_rank, st) == ["by_rank"]
    assert by_rank(st) == tuple((s, comp(st, s), overrides(comp(st, s))) for s in st.ranked)


@pytest.mark.parametrize("codes, won", [
    ("R1 R2 R3 R4 R5 R6 R7 R8", False),
    ("R1 R2 R3 R4 R5 R6 R7 R8 R9", True),
    ("R1 R2 R3 R4 R5 R6 R7 R8 B9", False),
])
def test_collector_wins_looks_at_its_collection_only_from_nine_cards(codes, won, monkeypatch):
    collector = REGISTRY["collector"]
    st = SimpleNamespace(taken={"Ann": parse_cards(codes)}, round=1)
    asked: list[str] = []
    real = type(collector).collection
    monkeypatch.setattr(type(collector), "collection",
                        lambda self, st, seat: asked.append(seat) or real(self, st, seat))
    assert (collector.wins(st, "Ann") is not None) == won
    assert asked == ([] if len(st.taken["Ann"]) < 9 else ["Ann"])


def _tied_state(tricks: dict[str, int]) -> TTState:
    chars = dict(zip(tricks, ["king", "collector", "ninja", "ruler"]))
    st = TTState(players=list(chars), seed=1, opts={}, pool=())
    st.chars, st.ranked = dict(chars), tuple(registry.by_priority(chars))
    st.tricks = {s: [object()] * n for s, n in tricks.items()}     # type: ignore[list-item]
    st.crown_box = {"gold": 3, "black": 6}
    return st


@pytest.mark.parametrize("tricks, rulings", [
    ({"Ann": 2, "Bo": 2, "Cy": 1, "Di": 0}, ("TT-018", "TT-084")),    # King and Collector
    ({"Ann": 2, "Bo": 0, "Cy": 1, "Di": 2}, ("TT-018",)),             # King and Ruler
])
def test_a_tie_for_gold_asks_only_the_leaders_with_rulings_of_their_own(tricks, rulings):
    """The tie's own rulings (the Collector's TT-084), asked only of a leader whose class
    has some: not a component lookup and a call of Character's ``()`` per leader."""
    st = _tied_state(tricks)
    events: list = Built()
    calls = _python_calls(gold_crown, st, events)
    assert [e.code for e in events] == ["GOLD_NOBODY_TIE"] and events[0].rulings == rulings
    assert "comp" not in calls
    assert calls.count("crown_rulings") == ("TT-084" in rulings)


@pytest.mark.parametrize("opts, points, won", [
    ({"rule_350": True}, {"Ann": 351, "Bo": 0}, "WIN_350"),
    ({"rule_350": True}, {"Ann": 300, "Bo": 100}, None),
    ({"rule_350": True, "variant_150_lead": True}, {"Ann": 300, "Bo": 150}, "WIN_150_LEAD"),
    ({"rule_350": True, "variant_150_lead": True}, {"Ann": 300, "Bo": 151}, None),
])
def test_the_points_win_reads_the_others_only_with_the_150_point_variant(opts, points, won):
    st = TTState(players=list(points), seed=1, opts=opts, pool=())
    st.chars, st.points, st.round = {"Ann": "collector", "Bo": "king"}, dict(points), 3
    found = points_win(st, "Ann")
    assert (found and found.code) == won
    assert ("<listcomp>" in _python_calls(points_win, st, "Ann")) == ("variant_150_lead" in opts)
