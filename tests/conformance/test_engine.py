"""The engine contract on every registered game, table size and option preset: seeded random
games where every action is checked (see ``checks.play_random_game``): refused actions leave
no trace and explain themselves in both languages, each action has its ACTION event with the
actor's private alternatives, no observation shows another seat's hidden cards (history
included), every event renders in English and Japanese, the game's own invariants hold, the
end names the winners and why, points follow from the events, and a replay is identical."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checks import play_random_game
from tables import PROFILE, examples_for, game_tables, options_of
from tricklab.games import get_game


@pytest.mark.parametrize("name,n,preset", game_tables())
def test_random_games_conform(name, n, preset):
    game = get_game(name)
    players = list(game.info.players(n))

    @settings(settings.get_profile(PROFILE), max_examples=examples_for(game))
    @given(seed=st.integers(min_value=0, max_value=2**31))
    def run(seed):
        _, problems = play_random_game(name, game, players, seed, options_of(game, preset))
        assert not problems, problems[:5]
    run()


@pytest.mark.parametrize("name,n,preset", game_tables())
def test_the_header_is_complete(name, n, preset):
    info = get_game(name).info
    assert info.name == name and set(info.title) == {"en", "ja"}
    assert len(info.players(n)) == n and len(set(info.players(n))) == n
    assert not info.learner or info.learner in info.players(n)
    for p in info.presets.values():
        assert set(p.label) == {"en", "ja"}
