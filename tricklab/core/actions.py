"""Actions as small values with a text notation: ``"Ben 3S"`` (play) or ``"Aki pass 2C 3C"``.

The first word is the seat, an optional verb follows (default ``play``), then its arguments.
``str(Action.parse(t))`` normalises spacing and case of the verb only; cards are kept as written
by the game's own parser.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import NotationError, clip

# Checked before anything is split or parsed: the longest real action (an Alchemist's three
# cards plus a choice) is a few dozen characters, so a 1 MB text or a 300,000-card pass is
# refused at once instead of being parsed card by card.
MAX_ACTION_CHARS = 500
MAX_ACTION_WORDS = 40


@dataclass(frozen=True)
class Action:
    seat: str
    kind: str = "play"
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        verb = [] if self.kind == "play" else [self.kind]
        return " ".join([self.seat, *verb, *self.args])

    @classmethod
    def parse(cls, text: "str | Action", verbs: tuple[str, ...] = ("pass",),
              example: str = "Ben 3S") -> "Action":
        """``example`` is the game's own example action, quoted when ``text`` is not one."""
        if isinstance(text, Action):
            return text
        raw = text if isinstance(text, str) else repr(text)
        if len(raw) > MAX_ACTION_CHARS:
            raise NotationError(f"an action of {len(raw):,} characters is too long (at most "
                                f"{MAX_ACTION_CHARS})", code="TOO_LONG", n=len(raw),
                                limit=MAX_ACTION_CHARS)
        parts = raw.split()
        if len(parts) > MAX_ACTION_WORDS:
            raise NotationError(f"an action of {len(parts):,} words is too long (at most "
                                f"{MAX_ACTION_WORDS})", code="TOO_MANY_WORDS", n=len(parts),
                                limit=MAX_ACTION_WORDS)
        if len(parts) < 2 or not isinstance(text, str):
            raise NotationError(
                f"'{clip(raw)}' is not an action: write the seat then the card, e.g. '{example}'",
                code="BAD_ACTION", text=clip(raw), example=example)
        seat, rest = parts[0], parts[1:]
        if rest[0].lower() in verbs:
            return cls(seat, rest[0].lower(), tuple(rest[1:]))
        return cls(seat, "play", tuple(rest))


_MADE: dict[tuple[str, str, tuple[str, ...]], Action] = {}
_MADE_MAX = 200_000


def make_action(seat: str, kind: str = "play", args: tuple[str, ...] = ()) -> Action:
    """``Action(seat, kind, args)``, shared: engines that list the same legal actions state
    after state (every card of a hand, every pick) build each one once. Actions are immutable,
    so sharing is safe; the memo is emptied when it grows past a bound (seat names are free)."""
    key = (seat, kind, args)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MADE_MAX:
            _MADE.clear()
        found = _MADE[key] = Action(seat, kind, args)
    return found
