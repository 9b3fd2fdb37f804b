"""RoboTrick's game state (spec section 9): mutable, with a cheap ``clone`` for the Match."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tricklab.core.cards import Card, sort_for_display
from tricklab.core.display import TableState
from tricklab.core.secret import SecretChoices

ROBOT = "Robot"


@dataclass
class RoboState(TableState):
    players: list[str]                       # the three humans, clockwise
    seed: int
    rounds: int = 3
    round: int = 1
    dealer: str = ""
    order: list[str] = field(default_factory=list)   # clockwise: dealer, Robot, left, right
    trump: str = "H"
    indicator: Card | None = None
    burned: list[Card] = field(default_factory=list)
    program: str = "AI-01"
    programs_used: list[str] = field(default_factory=list)
    hands: dict[str, list[Card]] = field(default_factory=dict)
    phase: str = "pass"                      # pass | play | over
    passes: SecretChoices[tuple[Card, Card]] = field(default_factory=lambda: SecretChoices(()))
    passed: dict[str, tuple[Card, Card]] = field(default_factory=dict)   # giver -> cards
    trick_no: int = 1
    tricks_per_round: int = 12
    leader: str = ROBOT
    trick: list[tuple[str, Card]] = field(default_factory=list)
    last_trick: list[tuple[str, Card]] = field(default_factory=list)
    last_winner: str | None = None
    captured: dict[str, list[Card]] = field(default_factory=dict)
    minus: dict[str, list[Card]] = field(default_factory=dict)
    aside: list[Card] = field(default_factory=list)
    round_scores: list[dict[str, int]] = field(default_factory=list)
    totals: dict[str, int] = field(default_factory=dict)
    hidden: frozenset[str] = frozenset()     # seats whose hands this copy does not show
    hidden_sizes: dict[str, int] = field(default_factory=dict)   # their hand sizes (public)

    @property
    def seats(self) -> list[str]:
        return list(self.order)

    @property
    def left(self) -> str:
        return self.order[2]

    @property
    def right(self) -> str:
        return self.order[3]

    def next_seat(self, seat: str) -> str:
        return self.order[(self.order.index(seat) + 1) % 4]

    def to_play(self) -> str:
        order = self.order
        return order[(order.index(self.leader) + len(self.trick)) % 4]

    @property
    def robot_hand(self) -> list[Card]:
        """The robot's open hand as displayed: ♠ ♥ ♦ ♣, high to low (RT-005)."""
        return sort_for_display(self.hands.get(ROBOT, []))

    def clone(self) -> "RoboState":
        c = RoboState.__new__(RoboState)
        c.__dict__.update(self.__dict__)
        c.order = list(self.order)
        c.burned = list(self.burned)
        c.programs_used = list(self.programs_used)
        c.hands = {k: list(v) for k, v in self.hands.items()}
        c.passes = self.passes.copy()
        c.passed = dict(self.passed)
        c.trick = list(self.trick)
        c.last_trick = list(self.last_trick)
        c.captured = {k: list(v) for k, v in self.captured.items()}
        c.minus = {k: list(v) for k, v in self.minus.items()}
        c.aside = list(self.aside)
        c.round_scores = [dict(r) for r in self.round_scores]
        c.totals = dict(self.totals)
        return c

    def all_cards(self) -> list[Card]:
        """Every card the state accounts for (for the 52-card conservation check)."""
        out = [c for h in self.hands.values() for c in h]
        out += [c for _, c in self.trick] + self.burned + self.aside
        out += [c for v in self.captured.values() for c in v]
        out += [c for v in self.minus.values() for c in v]
        if self.indicator is not None:
            out.append(self.indicator)
        return out

    def summary(self) -> dict[str, Any]:
        return {"round": self.round, "trick": self.trick_no, "dealer": self.dealer,
                "trump": self.trump, "program": self.program, "phase": self.phase}
