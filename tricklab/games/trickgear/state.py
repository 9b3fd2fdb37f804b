"""TRicK GEAR's game state (spec section 10): mutable, cloned per action by the Match.

Every player owns a full deck, so every zone is per player except the shared rate area, whose
cards remember their owner (TG-001). ``all_cards(seat)`` lists the 54 cards a player owns
wherever they are: the property test checks it never changes, across any number of reloads.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tricklab.core.display import TableState
from tricklab.core.secret import SecretChoices

from .cards import GCard
from .characters import Character, CharacterSet


@dataclass
class Member:
    """One character card of a player's team (two copies of a character are two members)."""

    key: str            # unique within the player, e.g. "blade" or "blade-2"
    char: Character


@dataclass
class Player:
    seat: str
    deck: list[GCard] = field(default_factory=list)       # top first
    discard: list[GCard] = field(default_factory=list)
    hand: list[GCard] = field(default_factory=list)
    life: list[GCard] = field(default_factory=list)       # face down; last = top
    drafted: list[str] = field(default_factory=list)      # character ids picked (select)
    reserve: list[Member] = field(default_factory=list)   # face-down stack, not yet fought
    battle: Member | None = None                          # present battle character
    left: list[Member] = field(default_factory=list)      # characters that left (退場)
    field_card: GCard | None = None
    as_joker: bool = False                                # field card counts as a JOKER
    declared: GCard | None = None                         # what a field JOKER counts as
    copied_base: int | None = None                        # Copycat (TG-056)
    charge: list[GCard] = field(default_factory=list)
    cost: list[GCard] = field(default_factory=list)
    uses_round: dict[str, int] = field(default_factory=dict)
    uses_game: dict[str, int] = field(default_factory=dict)   # "member:skill" -> uses
    mulligan_used: bool = False
    eliminated: bool = False
    cleanup: str = ""                                     # "", "entry", "refill", "done"
    pending_loss: int = 0                                 # reload step 2 owed after an entry
    box: list[GCard] = field(default_factory=list)        # out of play (scenario setups only)

    def copy(self) -> "Player":
        c = Player.__new__(Player)
        c.__dict__.update(self.__dict__)
        for name in ("deck", "discard", "hand", "life", "drafted", "reserve", "left",
                     "charge", "cost", "box"):
            setattr(c, name, list(getattr(self, name)))
        c.uses_round, c.uses_game = dict(self.uses_round), dict(self.uses_game)
        return c

    @property
    def present(self) -> bool:
        return self.battle is not None

    def battle_hand(self) -> int:
        return self.battle.char.hand if self.battle else 0


@dataclass
class GearState(TableState):
    players: list[str]                       # clockwise
    seed: int
    chars: CharacterSet
    p: dict[str, Player] = field(default_factory=dict)
    phase: str = "select"    # select | keep | mulligan | set | declare | action | discard | cleanup | over
    round: int = 0
    # select (TG-004)
    pool: list[str] = field(default_factory=list)         # face-down character stack
    revealer: str = ""
    revealed: list[str] = field(default_factory=list)
    pick_order: list[str] = field(default_factory=list)
    secret: SecretChoices[Any] = field(default_factory=lambda: SecretChoices(()))
    # battle
    rate_area: list[tuple[str, GCard]] = field(default_factory=list)   # (owner, card)
    joker_crashed: list[str] = field(default_factory=list)
    actor: str = ""
    passes: int = 0
    acts_this_round: int = 0
    pending_discard: int = 0                 # Insight's "then discard 1"
    last: dict[str, Any] = field(default_factory=dict)    # what the last round did (facts)
    life_budget: int = 0                     # the bound of TG-062 (rounds never exceed it)
    winners: list[str] = field(default_factory=list)
    end_reason: str = ""
    rng_calls: int = 0
    hidden: frozenset[str] = frozenset()
    counts: dict[str, dict[str, int]] = field(default_factory=dict)   # sizes, filled in views

    @property
    def seats(self) -> list[str]:
        return list(self.players)

    def clone(self) -> "GearState":
        c = GearState.__new__(GearState)
        c.__dict__.update(self.__dict__)
        c.p = {s: pl.copy() for s, pl in self.p.items()}
        c.pool, c.revealed, c.pick_order = list(self.pool), list(self.revealed), list(self.pick_order)
        c.secret = self.secret.copy()
        c.rate_area = list(self.rate_area)
        c.joker_crashed = list(self.joker_crashed)
        c.last = dict(self.last)
        c.winners = list(self.winners)
        return c

    def rng(self) -> random.Random:
        """A fresh generator per random event (shuffles, blind choices), derived from the seed
        and a counter, so replays from (seed, actions) are identical."""
        self.rng_calls += 1
        return random.Random(self.seed * 1_000_003 + self.rng_calls)

    def alive(self) -> list[str]:
        return [s for s in self.players if not self.p[s].eliminated]

    def present(self) -> list[str]:
        return [s for s in self.players if self.p[s].present and not self.p[s].eliminated]

    def next_seat(self, seat: str, among: list[str]) -> str:
        i = self.players.index(seat)
        for k in range(1, len(self.players) + 1):
            s = self.players[(i + k) % len(self.players)]
            if s in among:
                return s
        return seat

    def all_cards(self, seat: str) -> list[GCard]:
        """Every card ``seat`` owns, in whatever zone (the conservation check)."""
        pl = self.p[seat]
        out = pl.deck + pl.discard + pl.hand + pl.life + pl.charge + pl.cost + pl.box
        if pl.field_card is not None:
            out = out + [pl.field_card]
        return out + [c for o, c in self.rate_area if o == seat]
