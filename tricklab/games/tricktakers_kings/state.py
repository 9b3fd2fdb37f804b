"""The KINGs match state: plain data, cloned before every action. Why its own state rather
than Tricktakers' ``TTState``: a KINGs seat holds a whole party (a King and four characters,
several fronts active at once, a bid card), items and a King that lives outside the hand,
none of which a one-character-per-seat state can hold."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from tricklab.core.display import TableState

from .cards import TTCard
from .data import KingsData


@dataclass(frozen=True)
class Play:
    """One card on the table (spec 5.1): the physical card and what was laid on it."""

    seat: str
    card: TTCard
    seq: int
    conv: str = ""          # Resistance: "as9", "as1", "asrare", "aswf" (KG-052, KG-053)
    sword: bool = False     # the King's Sword lies on it (KG-073)
    king: str = ""          # the colour of the King laid on it (KG-010)
    samurai: bool = False   # its player has an active Samurai (KG-055)


def _copy(v: Any) -> Any:
    """Copy containers, keep cards and frozen values: a clone costs a few dict copies."""
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, set):
        return set(v)
    return v


@dataclass
class KState(TableState):
    players: list[str]
    data: KingsData
    options: dict[str, Any]
    round: int = 1
    phase: str = "draft"     # draft, devil, setup, choose, bid, target, play, over
    # the draft (KG-034, KG-081)
    pool: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)        # the remaining picks, by seat
    drafted_first: str = ""
    out: list[str] = field(default_factory=list)           # left after the draft (KG-033, KG-088)
    kings: dict[str, str] = field(default_factory=dict)    # seat -> colour
    king_used: dict[str, int] = field(default_factory=dict)   # seat -> round it was used (0: no)
    party: dict[str, list[str]] = field(default_factory=dict)
    items: dict[str, str] = field(default_factory=dict)    # item -> owner
    item_used: dict[str, int] = field(default_factory=dict)   # item -> round used (0: no)
    # the party by round (KG-040..KG-042)
    shown: dict[str, list[str]] = field(default_factory=dict)   # C1, C2, C3 in order
    fronts: dict[str, list[str]] = field(default_factory=dict)  # active this round
    bids: dict[str, list[str]] = field(default_factory=dict)
    secret: dict[str, list[str]] = field(default_factory=dict)  # simultaneous choices so far
    setups: list[list[str]] = field(default_factory=list)       # [seat, card id] still to run
    partner: dict[str, str] = field(default_factory=dict)       # Cheerleader -> partner
    copy: dict[str, str] = field(default_factory=dict)          # Copy user -> copied seat
    targets: list[str] = field(default_factory=list)            # seats still to name one
    devil: str = ""            # 2p: the colour that signed with the Devil (KG-085)
    first: str = ""            # 2p: the first player (先手, KG-086)
    # cards
    hands: dict[str, list[TTCard]] = field(default_factory=dict)
    deck: list[TTCard] = field(default_factory=list)        # draw from the end
    discards: list[TTCard] = field(default_factory=list)
    supply: list[TTCard] = field(default_factory=list)      # the Berserker 9 when unused
    # out of play until the next deal (neither drawn nor scored): the cards of the earlier
    # tricks that a scenario's set-up position did not place (in a real game they lie in
    # somebody's captured pile, never in the draw deck)
    box: list[TTCard] = field(default_factory=list)
    captured: dict[str, list[TTCard]] = field(default_factory=dict)
    # this round's cards that scoring reads as their printed selves, so a line can say so:
    # a Samurai's reds (still red, KG-058) and the sworded card (no Rare, KG-074)
    samurai_red: list[TTCard] = field(default_factory=list)
    sworded: list[TTCard] = field(default_factory=list)
    tricks: dict[str, int] = field(default_factory=dict)
    # trick play
    start: str = ""
    leader: str = ""
    trick_no: int = 1
    trick: list[Play] = field(default_factory=list)
    last_trick: list[Play] = field(default_factory=list)
    passed: list[str] = field(default_factory=list)     # Ninjas that passed the lead this trick
    used: dict[str, list[str]] = field(default_factory=dict)   # once-per-round abilities used
    pending: list[Any] = field(default_factory=list)    # [verb, seat, n, why, ...] one decision
    totals: dict[str, int] = field(default_factory=dict)
    round_scores: list[dict[str, int]] = field(default_factory=list)
    # each scored round's active fronts (card ids), by seat: ``fronts`` holds only the
    # current round's, and a round table needs every round's (``Kings.round_roles``)
    round_fronts: list[dict[str, list[str]]] = field(default_factory=list)
    # each scored round's King colour, by seat (2 players draft again every round, KG-086)
    round_kings: list[dict[str, str]] = field(default_factory=list)
    over: bool = False

    @property
    def seats(self) -> list[str]:
        return list(self.players)

    @property
    def two(self) -> bool:
        return len(self.players) == 2

    @property
    def tricks_per_round(self) -> int:
        return 9 if self.two else 5

    def clone(self) -> "KState":
        return KState(**{f.name: (getattr(self, f.name) if f.name == "data"
                                  else _copy(getattr(self, f.name))) for f in fields(self)})

    def character(self, cid: str) -> str:
        return self.data.cards[cid].character

    def has_front(self, seat: str, name: str) -> int:
        """How many active fronts of ``name`` the seat shows (two Healers both count)."""
        return sum(1 for c in self.fronts.get(seat, []) if self.character(c) == name)

    def visible_number(self, seat: str) -> int:
        return self.data.king_number(self.kings[seat], bool(self.king_used.get(seat)))

    def order_from(self, seat: str) -> list[str]:
        i = self.players.index(seat)
        return self.players[i:] + self.players[:i]
