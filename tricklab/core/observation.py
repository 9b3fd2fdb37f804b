"""What one seat may know, and how a game ended: typed values instead of state copies.

An ``Observation`` is built by ``Game.observe`` from the real state. It holds the seat's own
cards, the sizes of the hands it may not see, its legal actions, the game's redacted public
view (what the table draws zones from) and the events the seat may see, each with the other
seats' private parameters removed (``Event.seen_by``). Nothing in it can name a card of a hand
the seat may not see: the conformance suite checks that for every game after every action.

An ``Outcome`` names the winners and the reason as a message code, so "who won and why" is data
that the history, the stepper and the scenario runner read alike (python-chess's ``Outcome``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, TypeVar

from .actions import Action
from .events import Event

C = TypeVar("C")


@dataclass(frozen=True)
class Observation(Generic[C]):
    """One seat's view of a state (``seat`` None: the teacher, who sees everything)."""

    seat: str | None
    hand: tuple[C, ...]                       # the seat's own cards (empty for the teacher)
    hidden_sizes: Mapping[str, int]           # cards each seat holds (sizes are public)
    to_act: tuple[str, ...]
    legal: tuple[Action, ...]                 # the seat's legal actions (empty if not to act)
    public: Any                               # the game's redacted view (zones are drawn from it)
    events: tuple[Event, ...] = ()            # only what the seat may see, redacted
    hands: Mapping[str, tuple[C, ...]] = field(default_factory=dict)   # every hand it may see
    # (its own, open hands such as RoboTrick's robot, all of them for the teacher)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: ``reason`` is a message code (``WIN_POINTS``...) rendered in
    English or Japanese from the catalogue with ``params``; ``rulings`` are the rules applied."""

    winners: tuple[str, ...]
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)
    rulings: tuple[str, ...] = ()
