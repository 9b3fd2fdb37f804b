"""The contract every game implements, so Match, scenarios, bots, history and the table can
treat all games alike. A game is stateless; its ``State`` objects are mutable and cloneable,
``apply`` checks everything *before* it changes anything, so a refused action leaves no trace.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from functools import cached_property
from typing import Any, Protocol

from .actions import Action
from .errors import IllegalAction
from .events import Event
from .rulings import Catalogue


class State(Protocol):
    def clone(self) -> "State": ...


class Game(ABC):
    name: str = ""
    title: dict[str, str] = {}
    package: str = ""                  # where rulings.yaml / messages.yaml / scenarios/ live
    verbs: tuple[str, ...] = ()        # action verbs other than "play"
    auto_seats: frozenset[str] = frozenset()   # seats the engine plays itself (the robot)
    default_players: tuple[str, ...] = ()
    action_example: str = "Ben 3S"     # quoted when a text is not an action of this game

    @cached_property
    def catalogue(self) -> Catalogue:
        return Catalogue.load(self.package, self.name)

    # -- the engine ------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, players: list[str], seed: int, setup: dict[str, Any],
                  options: dict[str, Any]) -> tuple[Any, list[Event]]:
        """Build the starting state (dealing from ``seed`` whatever ``setup`` leaves open)."""

    @abstractmethod
    def to_act(self, state: Any) -> list[str]:
        """Seats that must act now: one seat, or several during a simultaneous choice."""

    @abstractmethod
    def legal_actions(self, state: Any, seat: str | None = None) -> list[Action]:
        """Every legal action of ``seat`` (default: the first seat to act)."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> list[Event]:
        """Check then perform ``action`` on ``state`` (mutating it), then every automatic step
        that follows (robot plays, trick resolution, scoring, next round). Raises
        ``IllegalAction`` before any change."""

    @abstractmethod
    def is_over(self, state: Any) -> bool: ...

    @abstractmethod
    def view(self, state: Any, seat: str | None) -> Any:
        """A copy of ``state`` with what ``seat`` may not see removed (None: teacher view)."""

    @abstractmethod
    def parse_card(self, text: Any) -> Any: ...

    @abstractmethod
    def facts(self, state: Any) -> dict[str, Any]:
        """Public facts by name, for scenario expectations (``dealer``, ``totals``...)."""

    @abstractmethod
    def totals(self, state: Any) -> dict[str, int]: ...

    def parse_action(self, text: "str | Action") -> Action:
        return Action.parse(text, self.verbs, self.action_example)

    def check_actor(self, state: Any, action: Action) -> None:
        """Shared seat checks: game over, unknown seat, not this seat's turn."""
        if self.is_over(state):
            raise IllegalAction("the game is over: start a new game or undo", code="GAME_OVER")
        waiting = self.to_act(state)
        seats = self.seats(state)
        if action.seat not in seats:
            raise IllegalAction(f"there is no seat called '{action.seat}' (seats: {', '.join(seats)})",
                                code="UNKNOWN_SEAT", seat=action.seat, seats=seats)
        if action.seat not in waiting:
            raise IllegalAction(f"it is not {action.seat}'s turn: waiting for {', '.join(waiting)}",
                                code="NOT_YOUR_TURN", seat=action.seat, waiting=waiting)

    def seats(self, state: Any) -> list[str]:
        return list(getattr(state, "seats"))
