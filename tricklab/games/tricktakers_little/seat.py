"""One component per seat: the seat's character(s) plus its bought items (spec 8.11).

Why a composite: the Tricktakers engine asks one component per seat at every hook. In Little a
seat has one character in rounds 1–2, two in round 3, and may hold items all game; ``Seat``
runs each hook on every part, so both characters' abilities are active and combine (the
Gambler's bid steered by the Resistance's revolt, LT-026) without the engine knowing.

Its name is ``little:<char>[+<char>]`` (resolved through ``registry.RESOLVERS``); setups run
one character at a time, in the seat's setup turns (``setup_next``, spec 4 step 4).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Sequence

from tricklab.core.actions import Action
from tricklab.core.events import Event, EventKind, Step, StepLater
from tricklab.core.worded import PLUS

from ..tricktakers import registry
from ..tricktakers.cards import TTCard
from ..tricktakers.characters import Character
from ..tricktakers.characters.base import Line
from ..tricktakers.state import Entry, TTState
from ..tricktakers.trick import Eff
from .roster import ROSTER
from .shop_items import ITEMS

PREFIX = "little:"


def seat_name(characters: list[str] | tuple[str, ...]) -> str:
    order = sorted(characters, key=lambda n: ROSTER[n].priority)
    return PREFIX + "+".join(order)


class Seat(Character):
    def __init__(self, chars: tuple[Character, ...]) -> None:
        self.chars = chars
        self.parts: tuple[Character, ...] = (*chars, ITEMS)
        self.name = seat_name([c.name for c in chars])
        self.names = tuple(c.name for c in chars)
        self.code = chars[0].code
        self.badge = chars[0].badge
        self.title = {lang: PLUS[lang].join(c.title[lang] for c in chars) for lang in ("en", "ja")}
        self.setup_verbs = tuple(v for p in self.parts for v in p.setup_verbs)
        self.turn_verbs = tuple(v for p in self.parts for v in p.turn_verbs)
        self.pending_verbs = tuple(v for p in self.parts for v in p.pending_verbs)
        self.exclusive = tuple(x for p in self.parts for x in p.exclusive)
        self.private_keys = tuple(k for p in self.parts for k in p.private_keys)
        self.spending_words = tuple(w for p in self.parts for w in p.spending_words)
        self.hides_taken = any(p.hides_taken for p in self.parts)
        self.repeatable = all(c.repeatable for c in chars)
        self.picks_first_next = any(c.picks_first_next for c in chars)

    def __repr__(self) -> str:
        return f"<seat {self.name}>"

    def _owner(self, verb: str) -> Character:
        return next(p for p in self.parts if verb in (*p.setup_verbs, *p.turn_verbs))

    # -- setup: one character per setup turn -----------------------------------------------
    def init(self, st: TTState, seat: str) -> dict[str, Any]:
        out: dict[str, Any] = {"_part": 0}
        for p in self.parts:
            out.update(p.init(st, seat))
        return out

    def _current(self, st: TTState, seat: str) -> Character:
        return self.chars[st.cdata[seat].get("_part", 0)]

    def setup_auto(self, st: TTState, seat: str, events: list[Event]) -> None:
        self._current(st, seat).setup_auto(st, seat, events)

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        return self._current(st, seat).setup_actions(st, seat)

    def setup_done(self, st: TTState, seat: str) -> bool:
        return self._current(st, seat).setup_done(st, seat)

    def setup_act(self, st: TTState, action: Action, events: list[Event]) -> None:
        self._current(st, action.seat).setup_act(st, action, events)

    def setup_next(self, st: TTState, seat: str, events: list[Event]) -> bool:
        d = st.cdata[seat]
        if d["_part"] + 1 >= len(self.chars) or seat in st.setup_queue[1:]:
            return False                     # no other character, or its turn comes later
        d["_part"] += 1
        nxt = self.chars[d["_part"]]
        events.append(Event(EventKind.RULE, "SETUP_TURN", seat, ("LT-065",),
                            {"round": st.round, "character": nxt.name}))
        nxt.setup_auto(st, seat, events)
        return True

    def can_discard(self, st: TTState, seat: str, card: TTCard) -> str | None:
        return next((r for p in self.parts if (r := p.can_discard(st, seat, card))), None)

    # -- tricks ----------------------------------------------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        for p in self.parts:
            p.on_trick_start(st, seat, events)

    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        if st.cdata[seat].get("armed"):
            return []              # an item is on the next card: play it now (LT-062)
        return [a for p in self.parts for a in p.turn_actions(st, seat)]

    def turn_act(self, st: TTState, action: Action, events: list[Event]) -> None:
        armed = st.cdata[action.seat].get("armed")
        if armed and action.kind != "item":
            self.refuse(f"the {armed} is on your next card: play it now", "ITEM_ARMED",
                        "LT-062", item=armed)
        self._owner(action.kind).turn_act(st, action, events)

    def exempt(self, st: TTState, seat: str, card: TTCard) -> Step | StepLater | None:
        return next((s for p in self.parts if (s := p.exempt(st, seat, card))), None)

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        each = [p.play_variants(st, seat, card) for p in self.parts]
        if any(not v for v in each):
            return []                        # a part refuses the card (an armed item's misfit)
        own = [v for v in each if v != [()]]
        return own[0] if own else [()]

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        """The characters build the entry from the words (a Ninja's face-down card); the
        items then mark it (an armed item, face down under the Potion)."""
        taker = next((p for p in self.chars if words and p.play_variants(st, seat, card) != [()]),
                     self.chars[0])
        entry = taker.make_entry(st, seat, card, words, index, steps)
        marked = ITEMS.make_entry(st, seat, card, (), index, steps)
        if marked.item is None:
            return entry
        return replace(entry, item=marked.item, facedown=marked.facedown,
                       index=marked.index, extra=entry.extra + marked.extra)

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        for p in self.parts:
            p.on_played(st, entry, events)

    def visible_cards(self, st: TTState, seat: str) -> list[TTCard]:
        return [c for p in self.parts for c in p.visible_cards(st, seat)]

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        for p in self.parts:
            eff = p.effective(st, entry, eff, revolt)
        return eff

    def effective_late(self, st: TTState, entry: Entry, eff: Eff, effs: list[Eff],
                       revolt: bool) -> Eff:
        for p in self.parts:
            eff = p.effective_late(st, entry, eff, effs, revolt)
        return eff

    def on_trick_won(self, st: TTState, seat: str, res: Any, events: list[Event]) -> None:
        for p in self.parts:
            p.on_trick_won(st, seat, res, events)

    def claims(self, st: TTState, seat: str, res: Any) -> list[TTCard]:
        return [c for p in self.parts for c in p.claims(st, seat, res)]

    def take_trick(self, st: TTState, seat: str, cards: list[TTCard], res: Any,
                   events: list[Event]) -> None:
        own = [p for p in self.chars if type(p).take_trick is not Character.take_trick]
        (own[0] if own else ITEMS).take_trick(st, seat, cards, res, events)

    def on_take(self, st: TTState, seat: str, taker: str, cards: list[TTCard], res: Any,
                events: list[Event]) -> None:
        for p in self.parts:
            p.on_take(st, seat, taker, cards, res, events)

    def after_trick(self, st: TTState, seat: str, res: Any, events: list[Event]) -> bool | None:
        return any(p.after_trick(st, seat, res, events) for p in self.parts)

    def before_resolve(self, st: TTState, seat: str, events: list[Event]) -> bool:
        return any(p.before_resolve(st, seat, events) for p in self.parts)

    def after_win(self, st: TTState, seat: str, res: Any, events: list[Event]) -> bool:
        return any(p.after_win(st, seat, res, events) for p in self.parts)

    def held_cards(self, st: TTState, seat: str) -> list[TTCard]:
        return [c for p in self.parts for c in p.held_cards(st, seat)]

    def on_receive(self, st: TTState, seat: str, cards: list[TTCard], events: list[Event]) -> None:
        mine = [e for e in st.entries if e.seat == seat]
        if st.trick_no == 5 and mine and st.to_play() == seat and \
                not any(e.get("shadow") for e in mine):
            return     # the Ninja's trick-5 card goes from the deck to the trick, not the hand
        for p in self.parts:
            p.on_receive(st, seat, cards, events)

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: list[Event]) -> None:
        for p in self.parts:
            p.on_any_play(st, seat, entry, events)

    def round_end_stage(self, st: TTState, seat: str, stage: str, events: list[Event]) -> bool:
        return any(p.round_end_stage(st, seat, stage, events) for p in self.parts)

    # -- round end: every part scores (no crowns, no instant wins) -------------------------
    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return [line for p in self.parts for line in p.round_points(st, seat)]

    def wins(self, st: TTState, seat: str) -> Step | None:
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for p in self.parts:
            for key, by_seat in p.public_facts(st, seat).items():
                out.setdefault(key, {}).update(by_seat)
        return out


@lru_cache(maxsize=None)
def resolve(name: str) -> Character | None:
    """``little:king+gambler`` -> the seat component; a bare Little-only character name
    (healer, devil) -> its component; anything else is not Little's."""
    if name.startswith(PREFIX):
        parts = name[len(PREFIX):].split("+")
        if parts and all(p in ROSTER for p in parts) and len(set(parts)) == len(parts):
            return Seat(tuple(sorted((ROSTER[p] for p in parts), key=lambda c: c.priority)))
        return None
    return ROSTER.get(name) if name not in registry.REGISTRY else None


if resolve not in registry.RESOLVERS:
    registry.RESOLVERS.append(resolve)
