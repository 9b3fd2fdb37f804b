"""Bulk simulation: ``tricklab simulate`` plays on a ``BulkMatch`` (one state changed in place,
no undo or packed events), and every registered game must give there exactly the rows a full
``Match`` gives: the same bots, the same seeds, the same games. A game whose state or rules
depend on being cloned before every action (state shared between moves, say) shows up here."""
from __future__ import annotations

import pytest

from tables import game_tables

from tricklab.games import get_game
from tricklab.simulate import make_plan, play_game


@pytest.mark.parametrize("name,n,preset", game_tables())
def test_a_bulk_match_gives_the_rows_of_a_full_match(name, n, preset):
    game = get_game(name)
    for bots in [b for b in ("random", "rules") if b in game.info.bots]:
        plan = make_plan(name, n, bots, preset or None)
        for seed in range(2):
            assert play_game(plan, seed, seed) == play_game(plan, seed, seed, bulk=False), (bots, seed)
