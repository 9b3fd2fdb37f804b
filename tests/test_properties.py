"""RoboTrick's own properties of random games (the contract's checks, such as cards conserved,
replay, text in both languages and secrecy, run for every game in tests/conformance/): every
round plays 12 tricks, and the per-trick point events add up to the round scores."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.events import EventKind
from tricklab.core.match import Match


def random_game(seed: int) -> Match:
    m = new_match("robotrick", seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    return m


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_rounds_have_12_tricks_and_trick_points_make_the_round_scores(seed):
    m = random_game(seed)
    tricks: dict[int, int] = {}
    for e in m.events:
        if e.kind == EventKind.TRICK_WON:
            tricks[e.params["round"]] = tricks.get(e.params["round"], 0) + 1
    assert tricks == {1: 12, 2: 12, 3: 12}
    per_round: dict[int, dict[str, int]] = {}
    for e in m.events:
        if "deltas" in e.params:
            for p, d in e.params["deltas"].items():
                per_round.setdefault(e.params["round"], {q: 0 for q in m.players})[p] += d
    assert [per_round[r] for r in (1, 2, 3)] == m.state.round_scores
    scored = [e.params["scores"] for e in m.events if e.kind == EventKind.ROUND_SCORED]
    assert scored == m.state.round_scores
