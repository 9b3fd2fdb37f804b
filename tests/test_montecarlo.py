"""The Monte-Carlo hint: sampled deals agree with what the seat has seen, the odds are
deterministic for a seed, and the view adapter's hint shows them when enabled."""
from __future__ import annotations

import random

import pytest

from tricklab import new_match
from tricklab.core.bots import RandomBot
from tricklab.core.cards import full_deck
from tricklab.core.montecarlo import odds_hint, trick_odds, voids_from_events
from tricklab.ui.table import view_adapter


def _midtrick(game: str, seat: str, seed: int):
    m, rng = new_match(game, seed=seed), random.Random(seed)
    while not m.is_over():
        s = m.to_act()[0]
        st = m.state
        if s == seat and st.trick and len(m.actions) > 20:
            return m
        m.play(RandomBot().choose(m, s, rng))
    pytest.skip("no position found")


@pytest.mark.parametrize("game,seat", [("robotrick", "Aki"), ("basic", "Ann")])
def test_sampled_deals_are_consistent(game, seat):
    m = _midtrick(game, seat, 5)
    g, st = m.game, m.state
    voids = voids_from_events(m.events, reset_codes=("ROUND_START",))
    rng = random.Random(0)
    for _ in range(30):
        full = g.sample_deal(st, seat, rng, m.events)
        assert full.hands[seat] == st.hands[seat]
        for p in st.hands:
            assert len(full.hands[p]) == len(st.hands[p])
            assert not any(c.suit in voids.get(p, ()) for c in full.hands[p]) or p == seat
        cards = [c for h in full.hands.values() for c in h]
        assert len(cards) == len(set(cards))
        assert set(cards) <= set(full_deck())
    assert st.hands == m.state.hands                      # the real state is untouched


@pytest.mark.parametrize("game,seat", [("robotrick", "Aki"), ("basic", "Ann")])
def test_odds_and_hint(game, seat):
    m = _midtrick(game, seat, 7)
    a = trick_odds(m.game, m.state, seat, m.events, deals=40, seed=3)
    b = trick_odds(m.game, m.state, seat, m.events, deals=40, seed=3)
    assert a == b and {o.card for o in a} == set(m.game.legal_cards(m.state, seat))
    assert all(0 <= o.rate <= 1 for o in a)
    view = view_adapter(game)
    assert view.hint(m, seat).code != "MC_ODDS"           # off by default
    view.odds_deals = 30
    try:
        h = view.hint(m, seat)
    finally:
        view.odds_deals = 0
    assert h.code == "MC_ODDS" and h.action in m.legal_actions(seat)
    text = m.game.catalogue.message(h.code, h.params, "en")
    assert "% of 30 deals consistent with what you have seen" in text
    assert odds_hint(m, "nobody") is None
