"""tricklab: learn trick-taking card games by playing them and reading every rule that applies.

    >>> from tricklab import new_match
    >>> m = new_match("robotrick", seed=7)
    >>> m.to_act()            # everyone chooses 2 cards to pass
    ['Aki', 'Ben', 'Chie']
"""
from types import ModuleType
from typing import TYPE_CHECKING

from tricklab.core.errors import ArgumentError, IllegalAction, NotationError, ScenarioError, SetupError
from tricklab.core.match import Match, play_out
from tricklab.games import GAMES, get_game

if TYPE_CHECKING:                 # for the annotations only: not names of the API
    from pathlib import Path
    from typing import Any, Sequence

__version__ = "0.1.0"


def new_match(game: str, players: "Sequence[str] | int | None" = None, seed: "int | None" = 0,
              setup: "dict[str, Any] | None" = None, **options: "Any") -> Match:
    """Start a match of ``game`` (see ``tricklab.GAMES``) for ``players`` (names, or a number
    of players for the game's own names), deterministic for ``seed`` (a whole
    number; ``None`` draws a random seed, kept in ``match.seed`` so the game can be replayed).
    A seed of another type raises ``ArgumentError``; an unknown game ``SetupError``."""
    return Match(get_game(game), players, seed, setup, **options)


def load(path: "str | Path", check: bool = True) -> Match:
    """Read a scenario file (or YAML text), e.g. one ``Match.save`` wrote, back into a match:
    the same game, players, seed, setup, options and actions, so the same events and facts.
    Expectations in the file are checked: an unmet one is a ``ScenarioError`` naming it
    (``check=False``: load anyway, with a warning)."""
    import warnings
    from tricklab import scenarios
    result = scenarios.run(path)
    if result.match is None:
        raise result.error or ScenarioError("the scenario has no position to show",
                                            code="SCENARIO_SHAPE")
    if result.failures:
        text = "; ".join(str(f) for f in result.failures)
        if check:
            raise ScenarioError(f"{result.scenario.path}: an expectation is not met: {text}",
                                code="SCENARIO_EXPECT", failures=[str(f) for f in result.failures])
        warnings.warn(f"{result.scenario.path}: {text}", stacklevel=2)
    return result.match


__all__ = ["GAMES", "ArgumentError", "IllegalAction", "Match", "NotationError", "ScenarioError", "SetupError",
           "get_game", "load", "new_match", "play_out"]


def __dir__() -> list[str]:
    """The API (``__all__``), the version and the subpackages loaded (``tricklab.games``):
    ``dir(tricklab)`` listed ``Any``, ``Path``, ``Sequence`` and ``annotations``, the imports
    of the annotations, among the API."""
    return sorted([*__all__, "__version__", *(n for n, v in globals().items()
                                               if isinstance(v, ModuleType) and not n.startswith("_"))])
