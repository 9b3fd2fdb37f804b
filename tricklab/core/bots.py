"""The bot protocol and the reference random bot.

A bot sees only ``match.view(seat)`` and ``match.legal_actions(seat)``; the engine asks it for
one action at a time (nothing blocks waiting for input, so the same bots drive widgets)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action


class Bot(Protocol):
    name: str

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action: ...


class RandomBot:
    """Uniformly random among the legal actions, from a seeded generator (replayable)."""

    name = "random"

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        legal: list[Action] = match.legal_actions(seat)
        return legal[rng.randrange(len(legal))]


@dataclass(frozen=True)
class Hint:
    """A suggested action and why, as a message code the catalogue renders."""

    action: Action
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    rulings: tuple[str, ...] = ()


class HintBot:
    """Plays what the game's hint suggests: a readable baseline for the learner to beat, whose
    every move can be explained by the same message the Hint button shows."""

    name = "rules"

    def __init__(self, advise: Any) -> None:
        self.advise = advise

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        return self.advise(match, seat).action  # type: ignore[no-any-return]
