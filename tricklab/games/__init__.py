"""The game registry: name -> game object, imported lazily so one game's import cost is paid
only when it is used. Everything else about a game (titles, player counts, presets, bots...)
is read from its ``GameInfo`` header (``get_game(name).info``), never repeated here."""
from __future__ import annotations

from importlib import import_module
from typing import Any

from tricklab.core.errors import SetupError, clip

GAMES: dict[str, str] = {
    "robotrick": "tricklab.games.robotrick",
    "triatri": "tricklab.games.triatri",
    "tricktakers": "tricklab.games.tricktakers",
    "basic": "tricklab.games.basic",
    "trickgear": "tricklab.games.trickgear",
    "tricktakers_kings": "tricklab.games.tricktakers_kings",
    "tricktakers_little": "tricklab.games.tricktakers_little",
}


def get_game(name: str) -> Any:
    """The registered game called ``name`` (``SetupError`` listing the games otherwise)."""
    key = str(name).strip().lower().replace("-", "_")
    if key not in GAMES:
        raise SetupError(f"unknown game '{clip(str(name))}' (available: {', '.join(GAMES)})",
                         code="UNKNOWN_GAME", game=clip(str(name)), available=list(GAMES))
    return import_module(GAMES[key]).GAME


def registered() -> list[Any]:
    """Every registered game object, in registry order (for tools that loop over games)."""
    return [get_game(name) for name in GAMES]


def _register() -> None:
    from tricklab.core import lookup
    lookup.register(get_game)


_register()
