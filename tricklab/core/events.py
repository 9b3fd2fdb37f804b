"""Events and explanation steps: what happened, which rule made it so, as data.

The engine never writes prose. An event carries a message ``code``, parameters and the ids of
the rulings it applied; the catalogue turns it into English or Japanese (see ``rulings.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any


class EventKind(StrEnum):
    """The shared vocabulary the history, the stepper and the tests read. What a game-specific
    event *means* stays in its message ``code`` and rulings; the kind only says which of these
    few roles it plays, so generic code never needs to know a game's words."""

    SETUP = "setup"                  # deal, round start, what a new round shows
    ACTION = "action"                # a seat's action: params action=<Action>; private legal
    AUTO = "auto"                    # the engine acting for an automatic seat (the robot)
    TRICK_WON = "trick_won"          # params winner, cards
    ROUND_SCORED = "round_scored"    # params scores (per seat), totals
    GAME_OVER = "game_over"          # params winners, reason, outcome (an Outcome)
    RULE = "rule"                    # any other rule applied (ability, exchange, gem ...)


@dataclass(frozen=True)
class Step:
    """One line of an explanation, e.g. "highest trump wins (RT-011)"."""

    code: str
    rulings: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Event:
    """Something the engine did. ``visible_to`` is None for public events, otherwise the seats
    allowed to see it (a pass is seen by giver and receiver only)."""

    kind: EventKind
    code: str
    seat: str | None = None
    rulings: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    steps: tuple[Step, ...] = ()
    visible_to: frozenset[str] | None = None
    # parameters only one seat (and the teacher) may see: {seat: {name: value}}, e.g. the legal
    # alternatives an actor had, which would show its hand to the others
    private: dict[str, dict[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # a free string ("info", "scored") is refused here, so a game cannot drift from the
        # vocabulary; "action" and EventKind.ACTION are the same kind
        object.__setattr__(self, "kind", EventKind(self.kind))

    def all_rulings(self) -> list[str]:
        """Ruling ids of the event and of its steps, in order, without repeats."""
        seen: list[str] = []
        for rid in (*self.rulings, *(r for s in self.steps for r in s.rulings)):
            if rid not in seen:
                seen.append(rid)
        return seen

    def visible(self, seat: str | None) -> bool:
        """True if ``seat`` may see this event (None, the teacher, sees all)."""
        return self.visible_to is None or seat is None or seat in self.visible_to

    def params_for(self, seat: str | None) -> dict[str, Any]:
        """The public parameters plus the private ones ``seat`` may see (all for the teacher)."""
        out = dict(self.params)
        for owner, extra in self.private.items():
            if seat is None or owner == seat:
                out.update(extra)
        return out

    def seen_by(self, seat: str | None) -> "Event | None":
        """This event as ``seat`` sees it: None if hidden from it, otherwise a copy without the
        other seats' private parameters (the teacher, ``None``, sees everything)."""
        if not self.visible(seat):
            return None
        if seat is None or not self.private:
            return self
        return replace(self, private={s: p for s, p in self.private.items() if s == seat})

    def _repr_html_(self) -> str:
        from .display import event_html
        return event_html(self)
