"""Steps made when read (``StepLater``: a plain ``(code, rulings, params)`` tuple): the notes of
effective cards and the round-end points lines are kept as such tuples in a playout, and every
explanation a reader gets is
made of Steps, the very ones an eager engine made (the fingerprint of seeded games compares
their words; here: nothing unbuilt leaks into an event, and the tuples are really used).

Why: a random playout never reads those steps; a Step costs a call, a tuple none."""
from __future__ import annotations

import pytest

from tricklab.core.events import Step, StepsLater, step_now, unfold
from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers import rules as tt_rules
from tricklab.games.tricktakers import scoring
from tricklab.games.tricktakers.characters import ALL

P = {"seat": "Ann", "card": "R7"}


def _two(a: int) -> list[Step]:
    return [Step("ONE", (), {"n": a}), Step("TWO", (), {"n": a})]


def test_unfold_makes_each_step_later_the_step_it_stands_for():
    made = unfold([Step("A", ("TT-001",), P), ("B", ("TT-002",), P), StepsLater((_two, 3))])
    assert made == [Step("A", ("TT-001",), P), Step("B", ("TT-002",), P), *_two(3)]
    assert all(s.__class__ is Step for s in made)
    assert step_now(("B", ("TT-002",), P)) == Step("B", ("TT-002",), P)
    s = Step("C", (), P)
    assert step_now(s) is s


@pytest.mark.parametrize("name,options", [
    ("tricktakers", {"characters": ALL}), ("tricktakers_little", {}), ("tricktakers_kings", {})])
def test_steps_stay_tuples_until_an_explanation_reads_them(monkeypatch, name, options):
    later = []                              # the notes seen unbuilt at a trick's end
    lines = []                              # the round-end lines seen unbuilt
    decide, net_steps = tt_rules.decide, scoring._net_steps

    def watching(plays, lead, revolt):
        later.extend(n for _, e in plays for n in e.notes if n.__class__ is tuple)
        return decide(plays, lead, revolt)

    def watching_lines(by_seat, nets):
        lines.extend(s for seat in by_seat.values() for _, s in seat if s.__class__ is tuple)
        return net_steps(by_seat, nets)
    monkeypatch.setattr(tt_rules, "decide", watching)
    monkeypatch.setattr(scoring, "_net_steps", watching_lines)
    game = get_game(name)
    for seed in range(12):
        _, events = random_playout(game, seed, ["Ann", "Bo", "Cy", "Di"], **options)
        for e in events:
            assert all(s.__class__ is Step for s in e.steps), (name, seed, e.code, e.steps)
    if name != "tricktakers_kings":         # (KINGs has its own trick and round end)
        assert lines and all(len(n) == 3 and isinstance(n[0], str) for n in lines)
    if name == "tricktakers":               # the full roster's effective cards note lazily
        assert later and all(len(n) == 3 and isinstance(n[0], str) for n in later)


def test_a_plays_steps_stay_tuples_until_its_explanation_is_read(monkeypatch):
    """An exemption (``exempt``: Ruler, Alchemist, Strategist, Adventurer) and the Ruler's own
    play steps are ``StepLater`` tuples in a playout; the play's explanation makes them Steps."""
    later: list[tuple] = []
    play_steps = tt_rules._play_steps

    def watching(card, led, follows, steps, leads):
        later.extend(s for s in steps if s.__class__ is tuple)
        out = play_steps(card, led, follows, steps, leads)
        assert all(s.__class__ is Step for s in out)
        return out
    monkeypatch.setattr(tt_rules, "_play_steps", watching)
    game = get_game("tricktakers")
    for seed in range(12):
        _, events = random_playout(game, seed, ["Ann", "Bo", "Cy", "Di"], characters=ALL)
        for e in events:
            assert isinstance(e.steps, tuple)       # (read: the play's steps made now)
    codes = {s[0] for s in later}
    assert {"RULER_ANY_CARD", "ALCH_FOLLOW_THREE", "RULER_LEADS"} <= codes, codes
