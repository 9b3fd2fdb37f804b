"""Tricktakers' game state (spec section 8): mutable, with a cheap ``clone`` for the Match.

Conventions that keep ``clone`` cheap and safe:

* the containers the engine changes in place (hands, piles, tricks, points...) are copied by
  ``clone``; everything else is immutable (tuples, frozen dataclasses, strings, ints);
* a character's own round data lives in ``cdata[seat]``, a flat dict whose *values are
  immutable* (ints, strings, tuples, frozensets): components replace values, never mutate
  them, so copying the dict is enough.

Where every card is at any moment (``all_cards`` is the conservation check): a hand, the draw
deck, the discard pile, the box (exclusive cards not in use this round), a Berserker's face-down
set-aside cards, a player's taken cards, or an entry of the trick in progress.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, NamedTuple, Sequence

from tricklab.core.display import TableState
from tricklab.core.fieldinit import literal_init
from tricklab.core.actions import Action
from tricklab.core.secret import SecretChoices

from . import registry
from .cards import TTCard


@dataclass(frozen=True, init=False, slots=True)
class Entry:
    """What one player put into the trick (spec 5.1). ``index`` is the play index, the order in
    which the entry *counts as played* (None while it lies face down). ``item`` is the
    Adventurer item used on it, ``token`` the colour of a Ruler's lead-colour token. ``extra``
    holds (key, value) pairs for characters added later (a beast on the card, a declared
    colour...), so the engine never needs a new field for them."""

    seat: str
    card: TTCard
    index: int | None
    facedown: bool = False
    item: str | None = None
    token: str | None = None
    extra: tuple[tuple[str, Any], ...] = ()
    more: tuple[TTCard, ...] = ()      # further physical cards (Alchemist's 2 others, a beast)

    def __new__(cls, seat: str, card: TTCard, index: int | None, facedown: bool = False,
                item: str | None = None, token: str | None = None,
                extra: tuple[tuple[str, Any], ...] = (),
                more: tuple[TTCard, ...] = ()) -> "Entry":
        # (``new_entry`` makes it: the engine and characters call that directly)
        return new_entry(seat, card, index, facedown, item, token, extra, more)

    def __getnewargs__(self) -> tuple[str, TTCard, int | None]:
        return self.seat, self.card, self.index          # copy and pickle call __new__

    @property
    def cards(self) -> tuple[TTCard, ...]:
        """Every physical card of the entry (what the winner takes with it)."""
        return (self.card, *self.more) if self.more else (self.card,)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.extra:
            if k == key:
                return v
        return default

    def with_extra(self, **values: Any) -> "Entry":
        """A copy with ``extra`` keys set (replacing earlier values of the same keys). Made
        as ``replace`` would, without its walk over the fields (asked at many plays)."""
        kept = tuple((k, v) for k, v in self.extra if k not in values)
        return new_entry(self.seat, self.card, self.index, self.facedown, self.item,
                         self.token, kept + tuple(values.items()), self.more)

    def changed(self, **changes: Any) -> "Entry":
        """``dataclasses.replace(self, **changes)``, without its walk over the fields (a
        shadow clone placed or turned up, a face-down card turned up: several a game)."""
        fields: dict[str, Any] = {"seat": self.seat, "card": self.card, "index": self.index,
                                  "facedown": self.facedown, "item": self.item,
                                  "token": self.token, "extra": self.extra, "more": self.more}
        fields.update(changes)
        return new_entry(**fields)

    def __str__(self) -> str:
        shown = f"{self.seat} {'??' if self.facedown else self.card.code}"  # a card's str
        if not self.item and not self.token:       # most entries (named in every trick event)
            return shown
        mods = "".join(f" +{m}" for m in (self.item, self.token and f"token {self.token}") if m)
        return shown + mods


class _Draft:
    """Entry's slots, writable: an entry is filled here, then its class is changed (same
    layout: ``__class__`` assignment checks it)."""
    __slots__ = tuple(Entry.__dataclass_fields__)


def new_entry(seat: str, card: TTCard, index: int | None, facedown: bool = False,
              item: str | None = None, token: str | None = None,
              extra: tuple[tuple[str, Any], ...] = (), more: tuple[TTCard, ...] = ()) -> Entry:
    """``Entry(...)``, made cheaper: the class's call reaches ``__new__`` through C (a call
    the interpreter cannot inline, with an argument tuple), some 3,500 instructions, where
    this function's call is inlined: about a third of that (an entry is made at most plays).
    The entry is filled as a writable twin with the same slots, then made an Entry by a
    class change: plain slot stores, not the frozen class's guarded setattr nor its slots'
    ``__set__``. (tests/test_tt_new_entry.py ties it to the class's fields.)"""
    e: Any = _Draft()                   # (its slots are Entry's: typed as any)
    e.seat = seat
    e.card = card
    e.index = index
    e.facedown = facedown
    e.item = item
    e.token = token
    e.extra = extra
    e.more = more
    e.__class__ = Entry
    return e


def plain_entry(seat: str, card: TTCard, index: int) -> Entry:
    """``Entry(seat, card, index)`` (a card played face up, nothing on it), shared: an entry
    is immutable and compared by value, so equal entries may be one object (within a trick
    each holds another card, so "this entry" is still one). Why: most plays make such an
    entry and its guarded slots cost more than the rest of a plain play's bookkeeping. The
    memo is emptied when it grows past a bound (seat names are free)."""
    key = (seat, card, index)
    found = PLAIN_ENTRIES.get(key)
    if found is None:
        if len(PLAIN_ENTRIES) >= 50_000:
            PLAIN_ENTRIES.clear()
        found = PLAIN_ENTRIES[key] = new_entry(seat, card, index)
    return found


# read-only for hot loops: ``PLAIN_ENTRIES.get((seat, card, index)) or plain_entry(...)``
PLAIN_ENTRIES: dict[tuple[str, TTCard, int], Entry] = {}


class TrickRecord(NamedTuple):
    """A trick a player won: the cards it actually took (a reserved card went to the Collector)
    and whether it was the revolt trick. A named tuple: immutable, made with one tuple
    allocation (one record per trick, in every playout); a copy with changes is ``_replace``."""

    round: int
    no: int
    cards: tuple[TTCard, ...]
    revolt: bool
    win_card: TTCard


# Slots: a state has some sixty fields, too many for the interpreter's shared-key instance
# dicts, so every ``st.x`` of the engine was a hinted dict lookup; a slot is read at a fixed
# place (and a new state fills no dict). The weak reference is ``display.shown_by``'s. Its
# empty containers are made as literals, not by factory calls (``literal_init``).
@literal_init
@dataclass(slots=True, weakref_slot=True)
class TTState(TableState):
    players: list[str]
    seed: int
    opts: dict[str, Any]
    pool: tuple[str, ...]                 # characters used in this game (game style)
    round: int = 1
    phase: str = "select"                 # draft | select | reveal | setup | lead | play | over
    chars: dict[str, str] = field(default_factory=dict)      # this round's characters
    prev: dict[str, str] = field(default_factory=dict)       # last round's characters
    history: list[dict[str, str]] = field(default_factory=list)   # characters of past rounds
    faceup: tuple[str, ...] = ()          # characters that may be picked this round
    set_aside: tuple[str, ...] = ()       # Shuffle style: must be revealed first next round
    select_order: list[str] = field(default_factory=list)
    drafted: dict[str, tuple[str, ...]] = field(default_factory=dict)
    draft_order: list[str] = field(default_factory=list)
    secret: SecretChoices[str] | None = None
    round_lead: str | None = None         # round 1 lead player (picks first, leads trick 1)
    lead_token: str | None = None         # names the leader of trick 1 (rounds 2–3)
    setup_queue: list[str] = field(default_factory=list)
    ranked: tuple[str, ...] = ()          # this round's seats by character priority
    hands: dict[str, list[TTCard]] = field(default_factory=dict)
    deck: list[TTCard] = field(default_factory=list)         # index 0 is the top
    discard: list[TTCard] = field(default_factory=list)
    box: list[TTCard] = field(default_factory=list)
    aside: dict[str, list[TTCard]] = field(default_factory=dict)
    taken: dict[str, list[TTCard]] = field(default_factory=dict)
    tricks: dict[str, list[TrickRecord]] = field(default_factory=dict)
    trick_no: int = 1
    leader: str | None = None
    order: list[str] = field(default_factory=list)           # turn order of this trick
    turn: int = 0                                             # turns finished in this trick
    entries: list[Entry] = field(default_factory=list)
    lead: str | None = None                                   # lead colour (5.4)
    revolt: str | None = None                                 # seat that declared it
    pending: tuple[str, str, Any] | None = None               # (seat, kind, data)
    last_entries: list[Entry] = field(default_factory=list)
    last_winner: str | None = None
    points: dict[str, int] = field(default_factory=dict)      # held points (a bet is not held)
    gold: dict[str, int] = field(default_factory=dict)
    black: dict[str, int] = field(default_factory=dict)
    crown_box: dict[str, int] = field(default_factory=lambda: {"gold": 0, "black": 0})
    round_log: list[dict[str, Any]] = field(default_factory=list)
    cdata: dict[str, dict[str, Any]] = field(default_factory=dict)
    draws: int = 0                        # deck reshuffles so far (seeds the next one)
    fixed: dict[str, Any] = field(default_factory=dict)   # a scenario's fixed chance (1 round)
    winners: list[str] = field(default_factory=list)
    end_reason: str | None = None
    hidden: frozenset[str] = frozenset()  # seats whose hands this copy does not show
    hand_counts: dict[str, int] = field(default_factory=dict)
    # resolving a trick or a round end can stop for a decision (st.pending) and resume:
    stage: str = ""                       # "" | won | moved | end:decide | end:forge | ...
    stage_done: frozenset[str] = frozenset()   # seats whose hook finished the current stage
    result: Any = None                    # the TrickResult of the trick being finished
    swept: bool = False                   # the trick's cards went elsewhere (Change the past)
    next_leader: str | None = None        # a leader named by an ability (Time Traveler)
    awards: dict[str, Any] = field(default_factory=dict)   # this round's gold/black crowns
    carry: dict[str, TTCard] = field(default_factory=dict)  # a card a player must add next round
    table_data: dict[str, Any] = field(default_factory=dict)  # game-long component data
                                          # (immutable values: e.g. the forging supply)
    # seat -> its legal actions in this very state (rules.legal_actions); emptied by apply,
    # never copied by clone, left out of comparisons
    legal_cache: dict[str, Sequence[Action]] = field(default_factory=dict, repr=False,
                                                       compare=False)
    # (ranked, chars, {hook: seats}) of hooks.py: derived from ranked and chars, checked
    # against them on every use, so it is shared by clones and left out of comparisons
    hook_cache: Any = field(default=None, repr=False, compare=False)

    @property
    def seats(self) -> list[str]:
        return list(self.players)

    def next_seat(self, seat: str) -> str:
        return self.players[(self.players.index(seat) + 1) % len(self.players)]

    def clockwise(self, start: str) -> list[str]:
        i = self.players.index(start)
        return self.players[i:] + self.players[:i]

    def to_play(self) -> str | None:
        return self.order[self.turn] if self.turn < len(self.order) else None

    def data(self, seat: str) -> dict[str, Any]:
        return self.cdata.setdefault(seat, {})

    def clone(self) -> "TTState":
        c = TTState.__new__(TTState)
        for name, value in zip(_FIELDS, _VALUES(self)):    # (slots: no __dict__ to copy)
            setattr(c, name, value)
        c.chars, c.prev = dict(self.chars), dict(self.prev)
        c.history = list(self.history)
        c.select_order = list(self.select_order)
        c.drafted = dict(self.drafted)
        c.draft_order = list(self.draft_order)
        c.secret = self.secret.copy() if self.secret is not None else None
        c.setup_queue = list(self.setup_queue)
        c.hands = {k: list(v) for k, v in self.hands.items()}
        c.deck, c.discard, c.box = list(self.deck), list(self.discard), list(self.box)
        c.aside = {k: list(v) for k, v in self.aside.items()}
        c.taken = {k: list(v) for k, v in self.taken.items()}
        c.tricks = {k: list(v) for k, v in self.tricks.items()}
        c.order, c.entries = list(self.order), list(self.entries)
        c.last_entries = list(self.last_entries)
        c.points, c.gold, c.black = dict(self.points), dict(self.gold), dict(self.black)
        c.crown_box = dict(self.crown_box)
        c.round_log = list(self.round_log)
        c.cdata = {k: dict(v) for k, v in self.cdata.items()}
        c.winners = list(self.winners)
        c.hand_counts = dict(self.hand_counts)
        c.awards = dict(self.awards)
        c.carry = dict(self.carry)
        c.table_data = dict(self.table_data)
        c.legal_cache = {}
        return c

    def all_cards(self) -> list[TTCard]:
        """Every card the state accounts for (40 shared + the King's Rare + the Berserker deck)."""
        out = [c for h in self.hands.values() for c in h]
        out += self.deck + self.discard + self.box + list(self.carry.values())
        out += [c for v in self.aside.values() for c in v]
        out += [c for v in self.taken.values() for c in v]
        out += [c for e in self.entries for c in e.cards]
        for seat, name in self.chars.items():   # cards kept on components (decks, beasts)
            if seat in self.cdata:
                out += registry.get(name).held_cards(self, seat)
        return out

    def summary(self) -> dict[str, Any]:
        return {"round": self.round, "trick": self.trick_no, "phase": self.phase,
                "leader": self.leader, "lead": self.lead, "chars": dict(self.chars)}


_FIELDS = tuple(f.name for f in fields(TTState))
_VALUES = attrgetter(*_FIELDS)          # every field's value, in one call
