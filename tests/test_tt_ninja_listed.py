"""The Ninja's listed plays (``listed_entry``): the engine builds a play it listed itself
without ``make_entry``'s checks, so the two must make the same entry, and a typed play must
still be checked."""
from __future__ import annotations

import random

import pytest

from tricklab.core.actions import make_action
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers.cards import TTCard
from tricklab.games.tricktakers.registry import get

NINJA = get("ninja")
PLAYERS = ["Ann", "Bo", "Cy", "Di"]


def _states(seed: int):
    """Every state of a random game (the Ninja always in play) where it is the Ninja's turn
    to play a card."""
    st, _ = GAME.new_state(PLAYERS, seed, {}, {
        "characters": ("ninja", "summoner", "alchemist", "collector", "hermit")})
    rng = random.Random(seed)
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        seat = legal[0].seat
        if st.phase == "play" and st.pending is None and st.chars.get(seat) == "ninja":
            yield st, seat, legal
        GAME.apply(st, legal[rng.randrange(len(legal))])


def _made(st, seat, action, how):
    """The entry ``how`` (``make_entry`` or ``listed_entry``) makes of a play action."""
    index = sum(1 for e in st.entries if not e.facedown)
    return how(st, seat, TTCard.parse(action.args[0]), tuple(action.args[1:]), index, [])


@pytest.mark.parametrize("seed", range(4))
def test_a_listed_play_makes_the_entry_the_checked_one_makes(seed):
    """At every Ninja turn, each listed play (with a shadow from the hand, from the deck in
    trick 5, or none) gives the same entry both ways."""
    kinds = set()
    for st, seat, legal in _states(seed):
        for a in legal:
            if a.kind == "play":
                assert _made(st, seat, a, NINJA.listed_entry) == \
                    _made(st, seat, a, NINJA.make_entry), a
                kinds.add(len(a.args))
    assert kinds == {1, 2, 3}, kinds        # plain, shadow from the deck, from the hand


def test_a_typed_shadow_is_still_checked():
    """A typed play goes through ``make_entry``: a second card the Ninja does not hold is
    refused, although ``listed_entry`` (which trusts its words) builds an entry of it."""
    for st, seat, legal in _states(0):
        shadows = [a for a in legal if a.kind == "play" and len(a.args) == 3]
        if shadows:
            break
    else:
        raise AssertionError("the Ninja never could play a shadow")
    first = shadows[0].args[0]
    other = next(s for s in PLAYERS if s != seat and st.hands[s])
    foreign = st.hands[other][0].code
    typed = make_action(seat, "play", (first, "shadow", foreign))
    entry = _made(st, seat, typed, NINJA.listed_entry)
    assert entry.get("clone") == TTCard.parse(foreign)
    err = GAME.explain_illegal(st, typed)
    assert err is not None and err.code == "NINJA_SHADOW_NOT_IN_HAND", err
