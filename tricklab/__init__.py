"""tricklab: learn trick-taking card games by playing them and reading every rule that applies.

    >>> from tricklab import new_match
    >>> m = new_match("robotrick", seed=7)
    >>> m.to_act()            # everyone chooses 2 cards to pass
    ['Aki', 'Ben', 'Chie']
"""
from __future__ import annotations

from typing import Any, Sequence

from tricklab.core.errors import IllegalAction, NotationError, ScenarioError, SetupError
from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game

__version__ = "0.1.0"


def new_match(game: str, players: Sequence[str] | None = None, seed: int = 0,
              setup: dict[str, Any] | None = None, **options: Any) -> Match:
    """Start a match of ``game`` (see ``tricklab.GAMES``), deterministic for ``seed``."""
    return Match(get_game(game), players, seed, setup, **options)


__all__ = ["GAMES", "IllegalAction", "Match", "NotationError", "ScenarioError", "SetupError",
           "get_game", "new_match", "play_out"]
