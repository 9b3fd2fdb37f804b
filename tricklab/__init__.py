"""tricklab: learn trick-taking card games by playing them and reading every rule that applies.

    >>> from tricklab import new_match
    >>> m = new_match("robotrick", seed=7)
    >>> m.to_act()            # everyone chooses 2 cards to pass
    ['Aki', 'Ben', 'Chie']
"""
from __future__ import annotations

from typing import Any, Sequence

from tricklab.core.errors import ArgumentError, IllegalAction, NotationError, ScenarioError, SetupError
from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game

__version__ = "0.1.0"


def new_match(game: str, players: Sequence[str] | None = None, seed: int | None = 0,
              setup: dict[str, Any] | None = None, **options: Any) -> Match:
    """Start a match of ``game`` (see ``tricklab.GAMES``), deterministic for ``seed`` (a whole
    number; ``None`` draws a random seed, kept in ``match.seed`` so the game can be replayed).
    A seed of another type raises ``ArgumentError``; an unknown game ``SetupError``."""
    return Match(get_game(game), players, seed, setup, **options)


__all__ = ["GAMES", "ArgumentError", "IllegalAction", "Match", "NotationError", "ScenarioError", "SetupError",
           "get_game", "new_match", "play_out"]
