"""TriATri's game state (spec section 7): mutable, with a cheap ``clone`` for the Match.

Copy-on-write: code that changes the state assigns new lists and dicts instead of mutating the
ones it holds (``st.hands = {**st.hands, seat: [...]}``), so ``clone`` is a shallow copy.

Where every card of the player-count deck is at any moment (the conservation check uses
``all_cards``): a hand, the face-down leftovers, the spent start cards, the finished tricks of
this round, or a slot of the trick in progress. A card revealed for the start player stays in
its owner's hand until the reveal succeeds (a redo gives it back, TA-007).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tricklab.core.display import TableState
from tricklab.core.secret import SecretChoices

from .cards import ELEMENTS, GEMS_PER_COLOUR, TCard, sort_hand
from .trick import Slot


@dataclass
class TriState(TableState):
    players: list[str]                       # clockwise seat order (spec 3)
    seed: int
    round: int = 1
    phase: str = "reveal"                    # reveal | gem | play | over
    hands: dict[str, list[TCard]] = field(default_factory=dict)
    leftover: list[TCard] = field(default_factory=list)      # unused this round (TA-003)
    spent: list[TCard] = field(default_factory=list)         # start cards (TA-011)
    played: list[TCard] = field(default_factory=list)        # finished tricks this round
    reveals: SecretChoices[TCard] = field(default_factory=lambda: SecretChoices(()))
    last_reveal: dict[str, TCard] = field(default_factory=dict)   # public once revealed
    redos: int = 0                           # reveals this round that ended in a redo (TA-010)
    start_player: str | None = None
    trick_no: int = 1
    leader: str | None = None
    suit: str | None = None                  # element named with the gem (TA-012)
    slots: list[Slot] = field(default_factory=list)
    last_slots: list[Slot] = field(default_factory=list)
    last_winner: str | None = None
    supply: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ELEMENTS, GEMS_PER_COLOUR))
    gems: dict[str, dict[str, int]] = field(default_factory=dict)
    scores: dict[str, int] = field(default_factory=dict)     # final scores (empty until scored)
    winners: list[str] = field(default_factory=list)
    end_reason: str | None = None            # special | exhausted | rounds
    hidden: frozenset[str] = frozenset()     # seats whose hands this copy does not show
    hand_counts: dict[str, int] = field(default_factory=dict)  # filled in views

    @property
    def seats(self) -> list[str]:
        return list(self.players)

    def next_seat(self, seat: str) -> str:
        return self.players[(self.players.index(seat) + 1) % len(self.players)]

    def to_play(self) -> str:
        seat = self.leader
        assert seat is not None
        for _ in self.slots:
            seat = self.next_seat(seat)
        return seat

    def clone(self) -> "TriState":
        """A shallow copy: the engine never changes a container in place (it builds a new
        list or dict and assigns it), so sharing them with earlier states is safe and cheap.
        Only the secret reveals are mutated in place, so they are copied."""
        c = TriState.__new__(TriState)
        c.__dict__.update(self.__dict__)
        c.reveals = self.reveals.copy()
        return c

    def deep_copy(self) -> "TriState":
        """A copy sharing no container with this state (for views handed to bots and UIs)."""
        c = self.clone()
        c.players = list(self.players)
        c.hands = {k: list(v) for k, v in self.hands.items()}
        c.leftover, c.spent, c.played = list(self.leftover), list(self.spent), list(self.played)
        c.last_reveal = dict(self.last_reveal)
        c.slots, c.last_slots = list(self.slots), list(self.last_slots)
        c.supply = dict(self.supply)
        c.gems = {k: dict(v) for k, v in self.gems.items()}
        c.scores, c.winners = dict(self.scores), list(self.winners)
        c.hand_counts = dict(self.hand_counts)
        return c

    def all_cards(self) -> list[TCard]:
        """Every card the state accounts for (the deck-conservation check)."""
        out = [c for h in self.hands.values() for c in h]
        return out + self.leftover + self.spent + self.played + [s.card for s in self.slots]

    def gem_total(self, seat: str) -> int:
        return sum(self.gems[seat].values())

    def summary(self) -> dict[str, Any]:
        return {"round": self.round, "trick": self.trick_no, "phase": self.phase,
                "leader": self.leader, "suit": self.suit, "supply": dict(self.supply)}
