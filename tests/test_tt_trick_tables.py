"""The bulk loop (``play_randomly``) keeps a round's hook tables from its first trick on and
hands them to ``_resolve`` at every trick's end without comparing the characters again: it
relies on a round's characters never changing during its play. Every table it hands over
must be the table ``trick_hooks`` finds for the state then (a character changed during the
play would make ``trick_hooks`` build another one)."""
from __future__ import annotations

import pytest

from tricklab.core.simulate import random_playout
from tricklab.games import get_game
from tricklab.games.tricktakers.characters import ALL
from tricklab.games.tricktakers.hooks import trick_hooks

PLAYERS = ["Ann", "Bo", "Cy", "Di", "Eve"]


@pytest.mark.parametrize("n, seeds", [(4, range(30)), (3, range(8)), (5, range(8))])
def test_the_tables_the_loop_hands_resolve_are_the_state_s(monkeypatch, n, seeds):
    game = get_game("tricktakers")
    cls = type(game)
    resolve = cls._resolve
    handed = 0

    def watched(self, st, events, record=False, found=None):
        nonlocal handed
        if found is not None:
            assert found is trick_hooks(st), (st.round, st.trick_no, st.chars)
            handed += 1
        resolve(self, st, events, record, found)

    monkeypatch.setattr(cls, "_resolve", watched)
    for seed in seeds:
        random_playout(game, seed, PLAYERS[:n], characters=ALL)
    assert handed > 5 * len(seeds), handed
