"""Actions as small values with a text notation: ``"Ben 3S"`` (play) or ``"Aki pass 2C 3C"``.

The first word is the seat, an optional verb follows (default ``play``), then its arguments.
``str(Action.parse(t))`` normalises spacing and case of the verb only; cards are kept as written
by the game's own parser.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import NotationError


@dataclass(frozen=True)
class Action:
    seat: str
    kind: str = "play"
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        verb = [] if self.kind == "play" else [self.kind]
        return " ".join([self.seat, *verb, *self.args])

    @classmethod
    def parse(cls, text: "str | Action", verbs: tuple[str, ...] = ("pass",)) -> "Action":
        if isinstance(text, Action):
            return text
        parts = str(text).split()
        if len(parts) < 2:
            raise NotationError(
                f"'{text}' is not an action: write the seat then the card, e.g. 'Ben 3S'",
                code="BAD_ACTION", text=str(text))
        seat, rest = parts[0], parts[1:]
        if rest[0].lower() in verbs:
            return cls(seat, rest[0].lower(), tuple(rest[1:]))
        return cls(seat, "play", tuple(rest))
