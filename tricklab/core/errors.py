"""Typed errors. Each carries a reason *code* and parameters so the UI can render the message in
either language from the catalogue; ``str(err)`` gives a plain English message for the REPL (a
refusal that comes through ``Match.play`` is said in the catalogue's English, the table's words;
``err.note`` keeps the words of the code that raised it)."""
from __future__ import annotations

from typing import Any


class TricklabError(Exception):
    """Base class: every error tricklab raises on bad input."""

    def __init__(self, message: str, code: str = "ERROR", ruling: str | None = None,
                 **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.note = message       # the raiser's own words (``Match`` may reword ``message``)
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
    """A scenario file that cannot be loaded: malformed YAML, unknown field or ruling id.

    ``message`` says what is wrong without the file name (the CLI prints ``ERROR file: reason``
    and would otherwise name the file twice); ``str(err)`` adds the ``path`` for the REPL."""

    def __str__(self) -> str:
        path = self.params.get("path")
        return f"{path}: {self.message}" if path and path != "<text>" else self.message


class ArgumentError(TricklabError, TypeError, ValueError):
    """A public function called with an argument of the wrong type or range (a seed that is
    not a whole number, ``undo(0)``, an unknown language). A ``TypeError`` and a
    ``ValueError`` too, so callers catching either built-in keep working."""


MAX_ECHO = 60


def clip(text: object, limit: int = MAX_ECHO) -> str:
    """``text`` cut to ``limit`` characters for an error message, so a 1 MB input never
    becomes a 1 MB message (nor a 1 MB line in the table)."""
    s = text if isinstance(text, str) else repr(text)
    return s if len(s) <= limit else s[:limit - 1] + "…"
