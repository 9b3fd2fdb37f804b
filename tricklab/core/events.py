"""Events and explanation steps: what happened, which rule made it so, as data.

The engine never writes prose. An event carries a message ``code``, parameters and the ids of
the rulings it applied; the catalogue turns it into English or Japanese (see ``rulings.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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

    kind: str
    code: str
    seat: str | None = None
    rulings: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    steps: tuple[Step, ...] = ()
    visible_to: frozenset[str] | None = None

    def all_rulings(self) -> list[str]:
        """Ruling ids of the event and of its steps, in order, without repeats."""
        seen: list[str] = []
        for rid in (*self.rulings, *(r for s in self.steps for r in s.rulings)):
            if rid not in seen:
                seen.append(rid)
        return seen

    def visible(self, seat: str | None) -> bool:
        return self.visible_to is None or seat is None or seat in self.visible_to

    def _repr_html_(self) -> str:
        from .display import event_html
        return event_html(self)
