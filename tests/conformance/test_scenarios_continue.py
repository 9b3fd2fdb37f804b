"""Every packaged scenario is a position a learner loads from the menu or the exceptions tour,
then plays on from, or hands to the bots ("let the bots finish"). From each one, the game's
bots play to the end, and every seat the engine waits for has a legal move at every step.
Three KINGs scenarios set up fronts for one seat only; the next round then waited for a seat
with every character shown and nothing left to show, and the bots stopped the table with
"something went wrong"."""
from __future__ import annotations

import random

import pytest

from checks import bots_play_on
from tricklab import scenarios
from tricklab.core.scenario import run_scenario
from tricklab.games import GAMES, get_game
from tricklab.session.session import bot_factories


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_scenario_plays_on_to_the_end(name):
    game = get_game(name)
    played, failures = 0, []
    for path in scenarios.packaged(name):
        sc = scenarios.load(path)
        for bot_name, make in bot_factories(game).items():
            match = run_scenario(sc, game).match
            if match is None:           # a file that shows a refused setup: no position
                continue
            played += 1
            wrong = bots_play_on(match, {s: make() for s in match.players}, random.Random(1))
            if wrong:
                failures.append(f"{path.name} ({bot_name}): {wrong}")
    assert played, "no scenario gave a position: the test saw nothing"
    assert not failures, failures[:5]
