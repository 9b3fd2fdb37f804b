"""Finding a game by name from inside ``core``, which never imports the games (they import
core). The registry (``tricklab.games``) registers its lookup here when it is imported, and
importing anything of ``tricklab`` imports it first, so ``Match.replay("tricktakers", ...)``
works however the caller imported ``Match``."""
from __future__ import annotations

from typing import Any, Callable

_resolver: Callable[[str], Any] | None = None


def register(resolver: Callable[[str], Any]) -> None:
    """Called once by the game registry: ``resolver(name)`` returns the game or raises
    ``SetupError`` for an unknown name."""
    global _resolver
    _resolver = resolver


def resolve(game: Any) -> Any:
    """``game`` itself, or the registered game of that name when it is text."""
    if not isinstance(game, str):
        return game
    if _resolver is None:                  # pragma: no cover - tricklab/__init__ imports the registry
        import importlib
        importlib.import_module("tricklab")
    assert _resolver is not None
    return _resolver(game)
