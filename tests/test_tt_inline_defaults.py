"""Where the Tricktakers engine answers a ``Character`` default itself instead of calling it,
the answer is the default's.

Why: to spare a call per seat and step, the engine skips a hook whose class leaves it as
``Character``'s and writes the default's answer in place (the round end's ``black_eligible``,
``gold_eligible``, ``crown_rulings`` and ``wins``; a trick's ``take_trick``; setup and turn
hooks), and ``_resolve`` starts tricks 2-5 with ``_start_trick`` written out. Nothing else ties
those copies to the code they copy: if a default changed, the engine would go on answering the
old way. So the same games are played once as usual and once with every hook of every class
counted as overridden (each one called, the defaults included): they must be identical; and
every trick ``_resolve`` starts must be the trick ``_start_trick`` makes.
"""
from __future__ import annotations

import inspect

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers import hooks, rules
from tricklab.games.tricktakers.characters import ALL, REGISTRY
from tricklab.games.tricktakers.characters.base import Character
from tricklab.games.tricktakers.state import TTState

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def _full(events):
    """Every field of every event, the explanation steps built."""
    return [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to,
             repr(e.private)) for e in events]


def _games(name: str, seeds: range, players: list[str] | None, options: dict):
    game = get_game(name)
    out = []
    for seed in seeds:
        st, events = random_playout(game, seed, players, **options)
        out.append((repr(_slots(st, but=("hook_cache",))), _full(events)))
    return out


@pytest.fixture
def every_hook_called(monkeypatch):
    """Every class counts as overriding every hook of ``Character`` that has a default answer:
    the engine then calls each one, the defaults included, and answers none itself. (The
    hooks whose default raises ``NotImplementedError`` are capabilities, not answers: a class
    that has them is asked differently.) The per-class memos are emptied for the test and
    put back after it."""
    every = frozenset(n for n in dir(Character) if not n.startswith("__")
                      and not _raises_not_implemented(getattr(Character, n)))
    monkeypatch.setattr(hooks, "overrides", lambda component: every)
    monkeypatch.setattr(hooks, "_OVERRIDES", {})
    monkeypatch.setattr(hooks, "_IMPLEMENTS", {})
    monkeypatch.setattr(hooks, "_SLOTS", {})
    monkeypatch.setattr(rules, "_FLAGS", {})
    monkeypatch.setattr(rules, "_TURN_OF", {})
    return every


@pytest.mark.parametrize("name, seeds, players, options", [
    ("tricktakers", range(30), PLAYERS[:4], {"characters": ALL}),
    ("tricktakers", range(8), PLAYERS[:3], {"characters": ALL}),
    ("tricktakers", range(8), PLAYERS[:5], {"characters": ALL}),
])
def test_the_defaults_answered_in_place_are_the_defaults_called(request, name, seeds, players,
                                                                options):
    usual = _games(name, seeds, players, options)
    plain = [c for c in REGISTRY.values() if not hooks.implements(c, "black_eligible")]
    request.getfixturevalue("every_hook_called")
    assert plain and all(hooks.implements(c, "black_eligible") for c in plain)
    called = _games(name, seeds, players, options)
    assert len(called) == len(usual)
    for seed, (a, b) in zip(seeds, zip(usual, called)):
        assert a[0] == b[0], seed               # the final state (hands, piles, crowns, points)
        assert a[1] == b[1], seed               # every event


def test_every_trick_resolve_starts_is_the_trick_start_trick_makes(monkeypatch):
    """After each trick of a round but the last, ``_resolve`` sets up the next trick itself;
    ``_start_trick`` on a copy of the finished trick's state makes the same state."""
    game = get_game("tricktakers")
    checked = 0
    cls = type(game)
    resolve = cls._resolve

    def watched(self, st: TTState, events, record=False, found=None):
        trick = st.trick_no
        resolve(self, st, events, record, found)
        if st.trick_no != trick + 1 or st.phase != "play" or st.turn:
            return                              # stopped, round over, or not yet started
        nonlocal checked
        # (the characters' own trick-start work has run on ``st``: not again on the copy)
        made, made_events = st.clone(), []
        self._start_trick(made, st.leader, made_events, starters=())
        assert _slots(made) == _slots(st), (st.round, trick)
        assert [x[0].__name__ if x.__class__ is tuple else x.code for x in made_events] \
            in (["_trick_start_event"], ["TRICK_START"])
        checked += 1

    monkeypatch.setattr(cls, "_resolve", watched)
    for seed in range(12):
        random_playout(game, seed, PLAYERS[:4], characters=ALL)
    assert checked > 100, checked


def _raises_not_implemented(hook) -> bool:
    try:
        return "raise NotImplementedError" in inspect.getsource(hook)
    except TypeError:                           # a plain value: no source
        return False


def _slots(st, but: tuple[str, ...] = ()) -> dict:
    """Every field of a state (its memos of hook tables left out with ``but``)."""
    return {f: getattr(st, f) for f in type(st).__dataclass_fields__ if f not in but}
