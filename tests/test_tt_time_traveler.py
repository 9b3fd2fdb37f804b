"""Time Traveler (4C): random games where it is always in play and uses its abilities a lot
(Rewind, Change the past) next to every other character; hidden predictions; replay."""
from __future__ import annotations

import random

import pytest

from tricklab import new_match
from tricklab.games.tricktakers import GAME
from tricklab.games.tricktakers import characters as chars
from tricklab.games.tricktakers.bots import RuleBot, hint
from helpers import assert_replays, play_checking_hints

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
TT_VERBS = ("rewind", "change", "give", "lead", "predict", "decline")


def _setup(seed: int, n: int) -> tuple[list[str], dict, dict]:
    """Round 1 with the Time Traveler on a random seat among random other characters."""
    rng = random.Random(seed)
    players = NAMES[:n]
    others = [c for c in chars.ALL if c != "time_traveler"]
    rng.shuffle(others)
    picked = others[:n - 1] + ["time_traveler"]
    rng.shuffle(picked)
    pool = tuple(dict.fromkeys(picked + others[n - 1:n + 2]))
    return players, {"characters": dict(zip(players, picked)), "leader": players[0]}, \
        {"characters": pool}


def _play(seed: int, n: int, check_legal: bool) -> tuple[list[str], object, list]:
    """A random game that prefers the Time Traveler's own actions (so they happen often),
    checking conservation, points and (on its decisions) that every offered action is
    accepted."""
    players, setup, options = _setup(seed, n)
    st, events = GAME.new_state(players, seed, setup, options)
    total = len(st.all_cards())
    rng = random.Random(seed)
    actions: list[str] = []
    while not GAME.is_over(st):
        legal = GAME.legal_actions(st)
        assert legal, (st.phase, st.pending)
        mine = [a for a in legal if a.kind in TT_VERBS]
        if check_legal and mine:
            for a in legal:
                assert GAME.explain_illegal(st, a) is None, a
        a = rng.choice(mine) if mine and rng.random() < 0.6 else rng.choice(legal)
        events += GAME.apply(st, a)
        actions.append(str(a))
        cards = st.all_cards()
        assert len(cards) == total and len(set(cards)) == total
        assert all(p >= 0 for p in st.points.values())
        assert len(actions) < 4000
    return actions, st, events


@pytest.mark.parametrize("seed", range(60))
def test_random_games_with_time_travel(seed):
    n = 3 + seed % 3
    actions, st, events = _play(seed, n, check_legal=seed % 4 == 0)
    assert any(a.split()[1] in ("rewind", "change") for a in actions)
    if seed % 6 == 0:
        players, setup, options = _setup(seed, n)
        assert_replays(GAME, players, seed, setup, actions, GAME.facts(st), events, **options)


def test_predictions_are_secret_until_round_end():
    players, setup, options = _setup(3, 4)
    m = new_match("tricktakers", players=players, seed=3, setup=setup, **options)
    tt = next(s for s, c in setup["characters"].items() if c == "time_traveler")
    while not any(a.kind == "predict" for a in m.legal_actions()):
        m.play(m.legal_actions()[0])
    m.play(f"{tt} predict {players[0]} {tt}")
    other = next(p for p in players if p != tt)
    seen = GAME.facts(GAME.view(m.state, other))
    assert seen["predicted_gold"][tt] == "?" and seen["predicted_black"][tt] == "?"
    own = GAME.facts(GAME.view(m.state, tt))
    assert own["predicted_gold"][tt] == players[0] and own["predicted_black"][tt] == tt
    secret = [e for e in m.events if e.code == "TIME_PREDICTS"]
    assert secret and secret[-1].visible_to == frozenset({tt})


@pytest.mark.parametrize("seed", range(8))
def test_rule_bot_hints_are_legal(seed):
    n = 3 + seed % 3
    players, setup, options = _setup(100 + seed, n)
    m = new_match("tricktakers", players=players, seed=seed, setup=setup, **options)
    bots = {p: RuleBot() for p in players}
    play_checking_hints(m, bots, random.Random(seed), hint)
