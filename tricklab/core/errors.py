"""Typed errors. Each carries a reason *code* and parameters so the UI can render the message in
either language from the catalogue; ``str(err)`` gives a plain English message for the REPL."""
from __future__ import annotations

from typing import Any


class TricklabError(Exception):
    """Base class: every error tricklab raises on bad input."""

    def __init__(self, message: str, code: str = "ERROR", ruling: str | None = None,
                 **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.ruling = ruling
        self.params = params


class IllegalAction(TricklabError, ValueError):
    """An action the rules forbid right now. The match is left unchanged."""


class NotationError(TricklabError, ValueError):
    """Text that is not a card or action in the game's notation."""


class SetupError(TricklabError, ValueError):
    """An inconsistent or impossible setup (duplicate card, wrong hand size, ...)."""


class ScenarioError(TricklabError, ValueError):
    """A scenario file that cannot be loaded: malformed YAML, unknown field or ruling id."""
