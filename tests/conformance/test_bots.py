"""The bots a game offers (its header's ``bots``, but the random one, which ``test_engine``
covers), each driving every seat of seeded games to the end on every table, with the table's
hint asked at each decision. A bot is what a learner plays against and what "let the bots
play to the end" runs: a bot that raises stops the learner's game with "something went
wrong", and TRicK GEAR's rule bot did so in 1 game in 20 (a JOKER declared against a field
number above 13). Every move a bot or a hint proposes must be one the engine accepts."""
from __future__ import annotations

import random

import pytest

from tables import PROFILE, game_tables, options_of
from tricklab.core.bots import choose_explained
from tricklab.core.match import Match
from tricklab.games import get_game
from tricklab.session.session import bot_factories
from tricklab.ui.table import view_adapter

#: Games per table and bot: the quick profile's few, CI's more (a game takes 5-40 ms)
BOT_GAMES = {"quick": 12, "soak": 100, "ci": 150}
MOVES = 5000                    # a game longer than this is stuck


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
            rng = random.Random(seed)
            seats = {s: make() for s in match.players}
            try:
                for _ in range(MOVES):
                    if match.is_over():
                        break
                    seat = match.to_act()[0]
                    hint = view.hint(match, seat)
                    legal = match.legal_actions(seat)
                    if hint is not None and hint.action not in legal:
                        failures.append(f"{bot_name} seed {seed}: hint {hint.action} is not legal")
                        break
                    action, _ = choose_explained(seats[seat], match, seat, rng)
                    match.play(action)
                else:
                    failures.append(f"{bot_name} seed {seed}: not over after {MOVES} moves")
            except Exception as err:        # the failure is the finding: name the seed
                failures.append(f"{bot_name} seed {seed}: {type(err).__name__}: {err}"[:200])
    assert not failures, failures[:5]
