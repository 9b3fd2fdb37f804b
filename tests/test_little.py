"""Little Tricktakers properties over random games: cards conserved (52 = 40 shared + the
King's Rare + the Berserker deck + 4 option cards), points never negative and equal to the
sum of the event deltas, the option supply never negative, option cards never in the pile."""
from __future__ import annotations

import random

import pytest

from tricklab.core.match import Match
from tricklab.games.tricktakers_little import GAME
from tricklab.games.tricktakers_little.shop import supply


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_invariants(seed):
    n = 3 + seed % 3
    m = Match(GAME, list(GAME.info.seat_names[n]), seed=seed)
    rng = random.Random(seed)
    while not GAME.is_over(m.state):
        seat = GAME.to_act(m.state)[0]
        m.play(rng.choice(GAME.legal_actions(m.state, seat)))
        assert GAME.invariants(m.state) == []
        assert all(len(supply(m.state, k)) >= 0 for k in ("rare", "wf"))
    out = GAME.outcome(m.state)
    assert out is not None and out.winners == tuple(m.state.winners)
    assert max(m.state.points.values()) == m.state.points[out.winners[0]]


def test_round_three_gives_two_characters_each():
    m = Match(GAME, ["Ann", "Bo", "Cy", "Di", "Eve"], seed=5)
    rng = random.Random(5)
    while not GAME.is_over(m.state):
        if m.state.round == 3 and m.state.phase == "play":
            names = GAME.facts(m.state)["characters"]
            assert all(len(v) == 2 for v in names.values())
            assert len({n for v in names.values() for n in v}) == 10
            return
        m.play(rng.choice(GAME.legal_actions(m.state)))
    raise AssertionError("round 3 never reached")
