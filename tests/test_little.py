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


def _score_events(match):
    """Every event that changes points carries ``deltas`` (applied, after the floor at 0)."""
    return [e for e in match.events if isinstance(e.params.get("deltas"), dict)]


@pytest.mark.parametrize("seed", range(100, 112))
def test_points_are_the_sum_of_the_scored_deltas(seed):
    """Property: the totals recomputed from the ROUND_SCORED events (and the other point
    changes: purchases, the Gambler's +20 and bet, the Hermit's bonus) equal the points held,
    after every action; each ROUND_SCORED event's totals are the points before it plus its
    deltas."""
    from tricklab.core.events import EventKind
    from tricklab.games.tricktakers_little.bots import RuleBot
    n = 3 + seed % 3
    m = Match(GAME, list(GAME.info.seat_names[n]), seed=seed)
    rng = random.Random(seed)
    start = dict(m.state.points)
    bot = RuleBot()
    while not GAME.is_over(m.state):
        seat = GAME.to_act(m.state)[0]
        m.play(bot.choose(m, seat, rng) if rng.random() < 0.5
               else rng.choice(GAME.legal_actions(m.state, seat)))
        running = dict(start)
        for e in _score_events(m):
            for s, d in e.params["deltas"].items():
                running[s] += d
            if e.kind == EventKind.ROUND_SCORED:
                assert e.params["totals"] == running, (e.code, e.params)
        assert running == m.state.points
    rounds = [e for e in m.events if e.kind == EventKind.ROUND_SCORED]
    assert len(rounds) == 3


def test_little_pick_buttons_name_the_healer_and_the_devil():
    """Little's own characters are named from Little's catalogue, like the base ones (the
    base view once read the base game's catalogue and showed "Pick healer")."""
    from tricklab.games.tricktakers_little.view import LittleView
    m = Match(GAME, list(GAME.info.seat_names[4]), seed=3)
    seat = GAME.to_act(m.state)[0]
    labels = {lang: [label for label, _ in LittleView().choices(m.state, seat, lang)]
              for lang in ("en", "ja")}
    assert "Pick Healer" in labels["en"] and "Pick Devil" in labels["en"], labels["en"]
    assert "ヒーラーを選ぶ" in labels["ja"] and "デビルを選ぶ" in labels["ja"], labels["ja"]
    assert not any(w in " ".join(labels["ja"]) for w in ("healer", "devil"))
