"""The bot protocol and the reference random bot.

A bot sees only ``match.view(seat)`` and ``match.legal_actions(seat)``; the engine asks it for
one action at a time (nothing blocks waiting for input, so the same bots drive widgets)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Action


class Bot(Protocol):
    """What a bot offers: ``choose`` an action for a seat."""
    name: str

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """A legal action for ``seat`` in ``match``, drawing any chance from ``rng``."""
        ...


class RandomBot:
    """Uniformly random among the legal actions, from a seeded generator (replayable)."""

    name = "random"

    def choose(self, match: Any, seat: str, rng: random.Random) -> Action:
        """A uniformly random legal action."""
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
        """The action the game's hint suggests (random if it is not legal)."""
        return self.advise(match, seat).action  # type: ignore[no-any-return]
