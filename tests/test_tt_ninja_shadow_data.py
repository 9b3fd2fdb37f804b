"""The Ninja's shadow data lives only as long as its shadow.

Why: the Ninja sets ``shadow_rest`` and ``deferred`` when a shadow goes down and clears
them when it is decided on, instead of at every trick's start (an ``on_trick_start`` call at
every trick of every Ninja). A seat passed over one shadow (Timid Boots, TT-077) must then
not be told of at the next: every decision that says a seat was passed over (TT-077, Little's
LT-046) follows, in its own trick, a Boots play made after that shadow went down. Seeded
random games of Tricktakers and Little (whose Ninja meets the Adventurer often) check it.
"""
from __future__ import annotations

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL

_PASSED_OVER = ("NINJA_DECIDES_AFTER_BOOTS", "NINJA_DECIDES_SEAT_ORDER")


def _check(log) -> int:
    """The decisions of ``log`` after a seat was passed over, each checked against the Boots
    plays since its shadow went down (in the same trick); returns how many were seen."""
    seen = 0
    boots_since: dict[str, bool] = {}       # per Ninja seat: Boots used since its shadow
    for e in log:
        if "NINJA_SHADOW" in e.code:        # (Little's own words: LITTLE_NINJA_SHADOW)
            boots_since[e.seat] = False
        elif e.code.startswith("BOOTS_"):
            for s in boots_since:
                boots_since[s] = True
        elif e.code in _PASSED_OVER:
            seen += 1
            assert boots_since.get(e.seat), (e.code, e.params)
        elif e.code == "TRICK_START":
            boots_since.clear()
    return seen


@pytest.mark.parametrize("game", ["tricktakers", "tricktakers_little"])
def test_a_shadow_is_told_of_boots_only_in_its_own_trick(game):
    g = get_game(game)
    seen = 0
    for seed in range(100):
        if game == "tricktakers":
            _, log = random_playout(g, seed, ["Ann", "Bo", "Cy", "Di"], characters=ALL)
        else:
            _, log = random_playout(g, seed)
        seen += _check(log)
    assert seen > 0            # the games above do pass seats over
