"""Property tests: thousands of seeded random RoboTrick games never crash, conserve the 52
cards in every state, play 12 tricks a round, keep scores equal to what the events say, and
replay identically from (setup, seed, actions)."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import assert_replays
from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.events import EventKind
from tricklab.core.cards import full_deck
from tricklab.core.match import Match

DECK = sorted(full_deck())


def random_game(seed: int) -> Match:
    m = new_match("robotrick", seed=seed)
    rng, bot = random.Random(seed), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    return m


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_every_invariant(seed):
    m = random_game(seed)
    for k in range(len(m.actions) + 1):
        assert sorted(m.at(k).all_cards()) == DECK
    tricks: dict[int, int] = {}
    for e in m.events:
        if e.kind == EventKind.TRICK_WON:
            tricks[e.params["round"]] = tricks.get(e.params["round"], 0) + 1
    assert tricks == {1: 12, 2: 12, 3: 12}
    # scores recomputed from the score events equal the engine's totals and round scores
    recomputed = {p: 0 for p in m.players}
    per_round: dict[int, dict[str, int]] = {}
    for e in m.events:
        if "deltas" in e.params:
            for p, d in e.params["deltas"].items():
                recomputed[p] += d
                per_round.setdefault(e.params["round"], {q: 0 for q in m.players})[p] += d
    assert recomputed == m.totals()
    assert [per_round[r] for r in (1, 2, 3)] == m.state.round_scores
    # replay from (setup, seed, actions) is identical
    assert_replays(m.game, m.players, m.seed, m.setup, m.actions, m.facts(), m.events)


def test_every_emitted_message_has_english_and_japanese():
    cat = new_match("robotrick").game.catalogue
    codes = set()
    for seed in range(40):
        for e in random_game(seed).events:
            codes.add(e.code)
            codes.update(s.code for s in e.steps)
    missing = [c for c in codes if set(cat.messages.get(c, {})) != {"en", "ja"}]
    assert not missing, missing
    assert all(r in cat.rulings for seed in range(3) for e in random_game(seed).events for r in e.all_rulings())
