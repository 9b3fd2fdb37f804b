"""Simultaneous secret choices: everyone chooses, nobody sees the others' choices, and only
when all have chosen are the choices resolved (RoboTrick's pass, TriATri's start-player card)."""
from __future__ import annotations

from typing import Generic, Iterable, TypeVar

T = TypeVar("T")


class SecretChoices(Generic[T]):
    def __init__(self, seats: Iterable[str]) -> None:
        self.seats = tuple(seats)
        self.chosen: dict[str, T] = {}

    def waiting(self) -> list[str]:
        return [s for s in self.seats if s not in self.chosen]

    def choose(self, seat: str, value: T) -> bool:
        """Record a choice; returns True once every seat has chosen."""
        self.chosen[seat] = value
        return all(map(self.chosen.__contains__, self.seats))

    def visible_to(self, seat: str | None) -> dict[str, T | None]:
        """What ``seat`` may know: its own choice, and only *whether* the others chose."""
        return {s: (v if seat is None or s == seat else None) for s, v in self.chosen.items()}

    def copy(self) -> "SecretChoices[T]":
        other: SecretChoices[T] = SecretChoices(self.seats)
        other.chosen = dict(self.chosen)
        return other
