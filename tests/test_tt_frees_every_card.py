"""A character that states ``frees_every_card`` keeps its word: its ``follow_free`` answers
True for every card of its hand at every turn.

Why: the bulk loop then lists the whole hand on a must-follow turn without asking
``follow_free`` card by card. Nothing else ties the statement to the method: if it came to
refuse a card, the random playouts would still list it. So the method is asked of every hand
card at every turn of such a character in many games, and the same games are played with the
statement withdrawn (every call made): they must be identical.
"""
from __future__ import annotations

import random

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers import rules
from tricklab.games.tricktakers.characters import ALL, REGISTRY
from tricklab.games.tricktakers.hooks import comp

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


def _stating() -> list[type]:
    return sorted({type(c) for c in REGISTRY.values()
                   if getattr(type(c), "frees_every_card", False)}, key=lambda k: k.__name__)


def test_the_statement_holds_at_every_turn():
    stating = tuple(_stating())
    assert stating, "no character states frees_every_card"
    game = get_game("tricktakers")
    checked = {cls.__name__: 0 for cls in stating}
    for seed in range(25):
        rng = random.Random(seed)
        st, _ = game.new_state(PLAYERS[:4], seed, {}, {"characters": ALL})
        while not game.is_over(st):
            seat = game.to_act(st)[0]
            c = comp(st, seat) if seat in st.chars else None
            if isinstance(c, stating) and st.phase == "play" and st.pending is None:
                for card in st.hands[seat]:
                    assert c.follow_free(st, seat, card), (type(c).__name__, card, st.lead)
                    checked[type(c).__name__] += 1
            game.apply(st, rng.choice(game.legal_actions(st, seat)))
    assert all(n > 50 for n in checked.values()), checked


def _games(seeds: range, players: list[str]):
    game = get_game("tricktakers")
    out = []
    for seed in seeds:
        st, events = random_playout(game, seed, players, characters=ALL)
        out.append((repr({f: getattr(st, f) for f in type(st).__dataclass_fields__
                          if f != "hook_cache"}),
                    [(e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps)
                     for e in events]))
    return out


@pytest.mark.parametrize("seeds, players", [(range(30), PLAYERS[:4]), (range(8), PLAYERS[:5])])
def test_the_same_games_with_the_statement_withdrawn(monkeypatch, seeds, players):
    stating = _stating()
    calls = {"usual": 0, "withdrawn": 0}
    run = ["usual"]
    for cls in stating:
        asked = cls.follow_free

        def follow_free(self, *args, asked=asked):
            calls[run[0]] += 1
            return asked(self, *args)

        monkeypatch.setattr(cls, "follow_free", follow_free)
    usual = _games(seeds, players)
    run[0] = "withdrawn"
    for cls in stating:
        monkeypatch.setattr(cls, "frees_every_card", False)
    monkeypatch.setattr(rules, "_FLAGS", {})
    monkeypatch.setattr(rules, "_TURN_OF", {})
    withdrawn = _games(seeds, players)
    # the statement spared calls in the usual games, and the games are the same
    assert calls["usual"] < calls["withdrawn"], calls
    for seed, (a, b) in zip(seeds, zip(usual, withdrawn)):
        assert a[0] == b[0], seed               # the final state
        assert a[1] == b[1], seed               # every event
