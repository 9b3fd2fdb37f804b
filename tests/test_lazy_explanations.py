"""Lazy explanations lose nothing: for every packaged scenario of every game (and one random
game per game), the events and their explanations built on demand after the whole game was
played are identical to those built eagerly as each event was made (``events.eager``)."""
from __future__ import annotations

import random

import pytest

from tricklab import scenarios
from tricklab.core.bots import RandomBot
from tricklab.core.events import eager
from tricklab.core.match import Match
from tricklab.games import GAMES, get_game

CASES = [(g, p) for g in GAMES for p in scenarios.packaged(g)]


def _record(match: Match | None) -> list[tuple]:
    """Every event with its steps and its explanation in both languages (the steps of a lazy
    event are built here, after the game went on: a thunk that read the live state shows)."""
    if match is None:
        return []
    cat = match.game.catalogue
    out = []
    for e in match.events:
        out.append((e.kind, e.code, e.seat, e.rulings, repr(e.params), e.steps, e.visible_to,
                    repr(e.private), tuple(e.all_rulings()),
                    str(cat.explain(e, "en")), str(cat.explain(e, "ja"))))
    return out


@pytest.mark.parametrize("game,path", CASES, ids=[f"{g}:{p.name}" for g, p in CASES])
def test_scenario_lazy_equals_eager(game, path):
    lazy = scenarios.run(path)
    lazy_rec = _record(lazy.match)
    with eager():
        strict = scenarios.run(path)
        strict_rec = _record(strict.match)
    assert lazy.passed == strict.passed
    assert [str(f) for f in lazy.failures] == [str(f) for f in strict.failures]
    assert lazy_rec == strict_rec
    if lazy.match is not None:
        assert lazy.match.events == strict.match.events


def _random_game(name: str, seed: int) -> Match:
    game = get_game(name)
    m = Match(game, game.info.players(max(game.info.player_counts)), seed)
    rng, bot = random.Random(seed), RandomBot()
    while not m.is_over():
        m.play(bot.choose(m, m.to_act()[0], rng))
    return m


@pytest.mark.parametrize("game", list(GAMES))
def test_random_game_lazy_equals_eager(game):
    lazy = _record(_random_game(game, 11))
    with eager():
        strict = _record(_random_game(game, 11))
    assert lazy == strict


def test_lazy_events_are_lazy_until_read():
    m = _random_game("robotrick", 3)
    ev = next(e for e in m.events if e.code == "TRICK_WON")
    assert ev.lazy
    assert ev.steps and not ev.lazy
    assert ev.all_rulings()


def test_tricktakers_all_15_lazy_equals_eager():
    """Every character's events (the expansion's too), through Match and through the bulk
    simulation path, whose trick winners are found before their explanation is built."""
    from tricklab.core.simulate import random_playout
    from tricklab.games.tricktakers.characters import ALL
    game = get_game("tricktakers")

    def played(seed: int) -> list[tuple]:
        m = Match(game, game.info.players(5), seed, characters=ALL)
        rng, bot = random.Random(seed), RandomBot()
        while not m.is_over():
            m.play(bot.choose(m, m.to_act()[0], rng))
        cat = game.catalogue
        _, events = random_playout(game, seed, game.info.players(4), characters=ALL)
        return _record(m) + [(e.code, e.steps, str(cat.explain(e, "en")),
                              str(cat.explain(e, "ja"))) for e in events]

    for seed in (2, 5):
        lazy = played(seed)
        with eager():
            strict = played(seed)
        assert lazy == strict
