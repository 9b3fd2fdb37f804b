"""The bots a game offers (its header's ``bots``, but the random one, which ``test_engine``
covers), each driving every seat of seeded games to the end on every table, with the table's
hint asked at each decision. A bot is what a learner plays against and what "let the bots
play to the end" runs: a bot that raises stops the learner's game with "something went
wrong", and TRicK GEAR's rule bot did so in 1 game in 20 (a JOKER declared against a field
number above 13). Every move a bot or a hint proposes must be one the engine accepts."""
from __future__ import annotations

import random

import pytest

from checks import bots_play_on
from tables import PROFILE, game_tables, options_of
from tricklab.core.match import Match
from tricklab.games import get_game
from tricklab.session.session import bot_factories
from tricklab.ui.table import view_adapter

#: Games per table and bot: the quick profile's few, CI's more (a game takes 5-40 ms)
BOT_GAMES = {"quick": 12, "soak": 100, "ci": 150}


@pytest.mark.parametrize("name,n,preset", game_tables())
def test_the_games_own_bots_and_hints_play_to_the_end(name, n, preset):
    game = get_game(name)
    view = view_adapter(game)
    bots = {b: make for b, make in bot_factories(game).items() if b != "random"}
    assert bots, f"{name} offers no bot of its own: a learner would play random moves"
    failures = []
    for bot_name, make in bots.items():
        for seed in range(BOT_GAMES.get(PROFILE, 12)):
            match = Match(game, list(game.info.players(n)), seed, **options_of(game, preset))
            wrong = bots_play_on(match, {s: make() for s in match.players}, random.Random(seed),
                                 hint=view.hint)
            if wrong:
                failures.append(f"{bot_name} seed {seed}: {wrong}")
    assert not failures, failures[:5]
