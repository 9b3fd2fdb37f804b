"""Collector (コレクター, 4B): may reserve one face-up card of each trick; if someone else wins,
the Collector still takes the reserved card (TT-083). Never gets a crown but counts in the race
for the gold crown (TT-084). Scores only its best combinations (TT-085); 1–9 of one colour wins
the game (TT-086).

Timing: the spec has the token placed after the Collector's own play. tricklab lets the
Collector ``reserve`` on its turn before playing (naming an entry already in the trick, or its
own card about to be played): the same choice from the same information, without an extra
"done" step every trick.

An entry whose cards were all played from the hand as separate cards (``Entry.extra``
``separate_cards``, e.g. an Alchemist's 3 cards) is reserved one card at a time: the
reservation names it (``reserve Bo AR4``) and only that card is claimed (TT-092). An entry of a
card with a beast on it is reserved whole (TT-091).

The collection is hidden (TT-087): the view gives the other seats none of its cards
(``hides_taken``), and each time cards go into it the step-through says so where the learner
sees them go: a trick the Collector wins is followed by an event of its own (``take_trick``),
and a reserved card delivered says it in the delivery's explanation (``table.hidden_taken_step``,
added by the engine for any seat whose ``hides_taken`` is set). Neither names a card: the cards were
seen face up in the trick, but the collection as a whole is the Collector's to know.
"""
from __future__ import annotations

from typing import Any

from tricklab.core.actions import Action, make_action
from tricklab.core.events import Event, EventKind, Sink, Step
from tricklab.core.worded import Whose

from ..cards import BERSERKER_CARD, TTCard
from ..state import Entry, TTState
from ..table import hidden_taken_event
from .base import Character, Line
from .combos import VALUES, best


class Collector(Character):
    name = "collector"
    code = "4B"
    title = {"en": "Collector", "ja": "コレクター"}
    turn_verbs = ("reserve",)
    hides_taken = True
    rule_350 = True

    def crown_rulings(self, st: TTState, seat: str, kind: str) -> tuple[str, ...]:
        """Never a crown, but it takes part in the most-tricks race, ties included (TT-084)."""
        return ("TT-084",) if kind in ("gold", "tie") else ()

    def init(self, st: TTState, seat: str) -> dict:
        return {"reserved": None, "reserved_card": None}

    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        st.cdata[seat]["reserved"] = None
        st.cdata[seat]["reserved_card"] = None

    def on_rewind(self, st: TTState, seat: str, entries, events: Sink) -> None:
        """The reservation is cancelled; the Collector may reserve again in the replay
        (TT-148)."""
        target = st.cdata[seat]["reserved"]
        if target is not None:
            st.cdata[seat]["reserved"] = None
            st.cdata[seat]["reserved_card"] = None
            events.append((Event, EventKind.RULE, "TIME_REWIND_RESERVATION", seat, ("TT-148",),
                           {"round": st.round, "trick": st.trick_no, "target": target}))

    def targets(self, st: TTState, seat: str) -> list[str]:
        out = []            # (a loop, not a comprehension: asked at its every turn)
        for e in st.entries:
            if not e.facedown:
                out.append(e.seat)
        out.append(seat)
        return out

    def reservable(self, st: TTState, seat: str) -> list[tuple[str, TTCard | None]]:
        """What may be reserved now, in the order ``turn_actions`` lists it: (target, the one
        card of an entry of separate cards or None). Pairs, not actions: a random playout
        counts them and builds only the action it draws."""
        if st.cdata[seat]["reserved"] is not None:
            return []
        out: list[tuple[str, TTCard | None]] = []
        # ``targets`` and each seat's first face-up entry found in one pass (asked twice at
        # every Collector turn); an entry without extras is never of separate cards
        targets = []
        first: dict[str, Entry] = {}
        for e in st.entries:
            if not e.facedown:
                targets.append(e.seat)
                if e.seat not in first:
                    first[e.seat] = e
        targets.append(seat)
        for t in targets:
            entry = first.get(t)
            if entry is not None and entry.extra and entry.get("separate_cards"):
                for c in entry.cards:
                    out.append((t, c))
            else:
                out.append((t, None))
        return out

    def turn_actions(self, st: TTState, seat: str) -> list[Action]:
        return [make_action(seat, "reserve", (t,) if c is None else (t, str(c)))
                for t, c in self.reservable(st, seat)]

    def turn_count(self, st: TTState, seat: str) -> int:
        """``len(reservable(...))`` without the list (asked at every Collector turn): one
        target per face-up entry and the Collector itself (which has not played yet), an
        entry of separate cards a target per card (only a seat's first face-up entry is
        read there, but a seat with two, a Ninja's revealed shadow, has none of them)."""
        if st.cdata[seat]["reserved"] is not None:
            return 0
        n = 1
        for e in st.entries:                # (a loop without calls but ``Entry.get``)
            if not e.facedown:
                n += len(e.more) + 1 if e.extra and e.get("separate_cards") else 1
        return n

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th of ``turn_actions``, reserved without ``turn_act``'s checks and parsing:
        a listed target holds a face-up card (or is the Collector itself)."""
        t, c = self.reservable(st, seat)[i]
        entry = None
        for e in st.entries:            # turn_act's entry: the target's first one
            if e.seat == t:
                entry = e
                break
        if entry is not None and entry.facedown:    # turn_act refuses it, as before
            self.turn_act(st, make_action(seat, "reserve", (t,) if c is None else (t, str(c))),
                          events)
            return
        self._reserve(st, seat, t, c, entry, events)

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if d["reserved"] is not None:
            self.refuse(f"the reservation token is already on {d['reserved']}'s card and "
                        f"cannot move", "RESERVE_TWICE", "TT-083", target=d["reserved"])
        if len(action.args) not in (1, 2):
            self.refuse("name the player whose card you reserve, e.g. 'reserve Bo' (your own "
                        "name: the card you are about to play)", "RESERVE_NO_CARD", "TT-083")
        target = action.args[0]
        entry = next((e for e in st.entries if e.seat == target), None)
        if entry is not None and entry.facedown:
            self.refuse(f"{target}'s card is face down: it is not in play until turned up",
                        "RESERVE_FACEDOWN", "TT-083", target=target)
        if target not in self.targets(st, seat):
            self.refuse(f"{target} has no face-up card in this trick to reserve",
                        "RESERVE_NO_CARD", "TT-083", target=target)
        self._reserve(st, seat, target, self.one_card(entry, action.args[1:]), entry, events)

    def _reserve(self, st: TTState, seat: str, target: str, one: TTCard | None, entry: Any,
                 events: Sink) -> None:
        """Put the token on ``target``'s ``entry`` (``one``: its one card reserved)."""
        d = st.cdata[seat]
        d["reserved"], d["reserved_card"] = target, one
        events.append((Event, EventKind.ACTION, "RESERVED", seat,
                       ("TT-083",) + (("TT-092",) if one else ()),
                       {"round": st.round, "trick": st.trick_no, "target": target,
                        "whose": Whose(target, seat),
                        "reserved": one or (entry.card if entry else "own")}))

    def one_card(self, entry, words) -> TTCard | None:
        """The card named for an entry of separate cards (TT-092); None for a whole entry."""
        several = entry is not None and entry.get("separate_cards")
        if not several:
            if words:
                self.refuse("this entry is reserved whole: name only the player",
                            "RESERVE_WHOLE_ENTRY", "TT-091" if entry and entry.more else "TT-083")
            return None
        if len(words) != 1:
            self.refuse(f"{entry.seat}'s entry has {len(entry.cards)} cards: reserve one of them, "
                        f"e.g. 'reserve {entry.seat} {entry.cards[0]}'", "RESERVE_NAME_ONE",
                        "TT-092", cards=list(entry.cards))
        card = TTCard.parse(words[0])
        if card not in entry.cards:
            self.refuse(f"{card} is not one of {entry.seat}'s cards in this trick "
                        f"({' '.join(map(str, entry.cards))})", "RESERVE_NAME_ONE", "TT-092",
                        cards=list(entry.cards))
        return card

    def reserved_entry(self, st: TTState, seat: str, entries) -> Any:
        target = st.cdata[seat]["reserved"]
        if target is None:
            return None
        for e in entries:       # (a loop: asked at every trick, a generator is a call)
            if e.seat == target and not e.facedown:
                return e
        return None

    def reserved_cards(self, st: TTState, seat: str, res) -> tuple[TTCard, ...]:
        """The physical cards the token sits on: a front beast and the card under it both
        (TT-091)."""
        e = self.reserved_entry(st, seat, res.entries)
        if e is None:
            return ()
        cards = e.cards
        one = st.cdata[seat].get("reserved_card")
        if one is not None and one in cards:
            return (one,)                        # one card of an entry of separate cards
        return cards

    def claims(self, st: TTState, seat: str, res) -> list[TTCard]:
        # (nothing reserved: ``reserved_entry``'s own first answer, without two calls)
        if res.winner == seat or st.cdata[seat]["reserved"] is None:
            return []
        return list(self.reserved_cards(st, seat, res))

    def take_trick(self, st: TTState, seat: str, cards: list[TTCard], res,
                   events: list[Event]) -> None:
        """The trick won goes face down into the collection (TT-087)."""
        st.taken[seat].extend(cards)
        if cards:
            events.append(hidden_taken_event(st, seat, len(cards)))

    def gold_eligible(self, st: TTState, seat: str) -> bool:
        return False

    def black_eligible(self, st: TTState, seat: str) -> bool:
        return False

    def collection(self, st: TTState, seat: str):
        return best(st.taken[seat])

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        """Its combos and the unused cards' penalty, each line's step as a plain tuple (made a
        Step only when the round's explanation is read: most never are)."""
        col = best(st.taken[seat])               # (``collection`` without its call)
        lines: list[Line] = []
        for c in col.combos:                     # (a loop, and the value read without
            v = VALUES[c.kind]                   # ``Combo.value``'s call)
            lines.append((v, ("COMBO", ("TT-085",), {"seat": seat, "combo": c.kind,
                                                     "cards": list(c.cards), "delta": v})))
        if BERSERKER_CARD in st.taken[seat]:     # said where it counts, not on every Collector
            lines.append((0, ("COMBO_BERSERKER_UNUSED", ("TT-066",),
                              {"seat": seat, "card": BERSERKER_CARD})))
        lines.append((-col.penalty, ("COMBO_UNUSED", ("TT-085",),
                                     {"seat": seat, "n": col.unused, "delta": -col.penalty})))
        return lines

    def wins(self, st: TTState, seat: str) -> Step | None:
        # a 1–9 straight flush needs 9 cards: fewer, and the collection is not looked up
        if len(st.taken[seat]) >= 9 and self.collection(st, seat).nine:
            return Step("WIN_COLLECTOR", ("TT-086",), {"seat": seat})
        return None

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        if not st.cdata.get(seat):
            return {}
        col = best(st.taken.get(seat, []))
        return {"collection": {seat: {"score": col.score, "combos": [c.kind for c in col.combos],
                                      "unused": col.unused}}}

