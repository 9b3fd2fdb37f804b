"""Shortcuts of the work done once per round (the deal, the draws of setups and abilities):
each gives what the plain code gives. Cards compare as objects do, in C; a draw skips the
call of ``received`` only for a name whose component does not react, and forgets that when
the name is registered again."""
from __future__ import annotations

import random

from tricklab.games.tricktakers import registry, table
from tricklab.games.tricktakers.cards import SHARED_DECK, TTCard, display_rank, parse_cards, \
    sort_hand
from tricklab.games.tricktakers.characters import REGISTRY
from tricklab.games.tricktakers.state import TTState
from tricklab.games.tricktakers.table import draw, give


def test_cards_compare_as_objects_do():
    """No comparison of TTCard's own: a class defining any has every ``==`` (a hand's
    ``remove``, a list's ``in``) call Python; cards are interned, so object's identity is
    exact, and sorting goes by ``display_rank``."""
    for name in ("__eq__", "__ne__", "__lt__", "__hash__"):
        assert name not in vars(TTCard), name
    r5, again = parse_cards(["R5", "R5"])
    other = next(c for c in SHARED_DECK if c is not r5)
    assert r5 is again and r5 == again and not r5 != again
    assert r5 != other and not r5 == other and r5 != "R5"
    assert len({*SHARED_DECK, *parse_cards([c.code for c in SHARED_DECK])}) == len(SHARED_DECK)
    hand = list(SHARED_DECK)
    random.Random(3).shuffle(hand)
    hand.remove(r5)                         # by identity, as before
    assert r5 not in hand and len(hand) == len(SHARED_DECK) - 1
    assert sort_hand(hand) == [c for c in SHARED_DECK if c is not r5] \
        == sorted(hand, key=display_rank)


def _state(name: str) -> TTState:
    st = TTState(players=["Ann", "Bo"], seed=1, opts={}, pool=())
    st.deck = list(SHARED_DECK[:10])
    st.hands = {"Ann": [], "Bo": []}
    st.chars = {"Ann": name, "Bo": "king"}
    st.cdata = {"Ann": {"_started": True}, "Bo": {"_started": True}}
    return st


def test_a_quiet_name_is_forgotten_when_registered_again():
    """``draw`` and ``give`` skip ``received`` for a name kept as not reacting; ``register``
    empties that memo, so a component registered later under the name is told."""
    st = _state("hermit")
    events: list = []
    draw(st, "Ann", 1, events)
    assert "hermit" in table._DEAF          # (kept: the next draws skip the call)
    old = REGISTRY["hermit"]
    told: list[list[TTCard]] = []

    def on_receive(self, st, seat, cards, events):       # noqa: ARG001
        told.append(list(cards))

    double = type("Told", (type(old),), {"on_receive": on_receive})()
    try:
        registry.register(double)
        drawn = draw(st, "Ann", 2, events)
        given = [st.deck.pop()]
        give(st, "Ann", given, events)
    finally:
        registry.register(old)
    assert told == [drawn, given]


def test_a_draw_still_tells_a_character_that_reacts():
    """The Samurai reacts (``on_receive``): never kept as quiet, told at every draw."""
    st = _state("samurai")
    calls: list[list[TTCard]] = []
    old = REGISTRY["samurai"]
    spy = type("Spy", (type(old),), {"on_receive": lambda self, st, seat, cards, ev:
                                     calls.append(list(cards))})()
    try:
        registry.register(spy)
        first = draw(st, "Ann", 1, [])
        second = draw(st, "Ann", 1, [])
    finally:
        registry.register(old)
    assert calls == [first, second] and "samurai" not in table._DEAF
