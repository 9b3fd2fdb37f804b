"""Adventurer (アドベンチャラー, 3B): items on equipment cards, at most one per trick, before
playing (TT-067…TT-082). Each won trick becomes a face-up extra equipment card with a new item
(level up); unused items score at round end.

Items that change the card played this turn (Sword, Wand, Axe, White Orb, Dragon Doll,
Proactive Wing, Invisibility Potion) *arm* the Adventurer: the next card played carries the
item (``Entry.item``) and ``effective`` applies it. In a revolt only the Wing still counts
(TT-033, TT-044, TT-045).
"""
from __future__ import annotations

from operator import attrgetter
from typing import Any, Sequence

from tricklab.core.actions import Action, Combinations, LazyActions, Product, \
    combinations_of, make_action
from tricklab.core.chance import shuffle
from tricklab.core.events import Event, EventKind, Sink, Step, StepLater

from ..args import hand_cards
from ..cards import NUM, WF, TTCard, sort_hand
from ..play import is_leading, plain_legal
from ..state import Entry, TTState, new_entry
from ..table import discard, draw, gain, rng
from ..trick import COLOUR_NAME, Eff
from .base import WINS, Character, Line
from .gambler import subsets
from .items import INITIAL_BLUE, INITIAL_RED, ITEMS, item_name, sword_value

ITEM_RULING = {"map": "TT-068", "potion": "TT-073", "boots": "TT-076", "sword": "TT-071",
               "wand": "TT-072", "axe": "TT-071", "book": "TT-068", "orb": "TT-075",
               "wing": "TT-078", "doll": "TT-079", "fairy": "TT-080", "gold": "TT-068",
               "castle": "TT-081", "crystal": "TT-070", "rock": "TT-070"}


# the items ``blocked`` may refuse: those that only score, and those with a condition below
_MAY_BLOCK = frozenset([n for n, i in ITEMS.items() if not i.usable]
                       + ["potion", "fairy", "sword", "axe", "wand", "book"])
_NUMBER_ITEMS = frozenset(["sword", "axe", "wand"])   # blocked without a number card
# the number values the Miracle Sword changes (``sword_value``'s, asked once here: a set's
# ``in`` at each number card of a turn, not its two comparisons)
_SWORDABLE = frozenset(v for v in range(-10, 21) if sword_value(v) is not None)
_CODE = attrgetter("code")
_INITIAL = (*INITIAL_BLUE, *INITIAL_RED)
_REGULAR = [n for n, i in ITEMS.items() if i.kind == "regular"]


class Adventurer(Character):
    name = "adventurer"
    code = "3B"
    title = {"en": "Adventurer", "ja": "アドベンチャラー"}
    table = {0: 20, 1: 10, 2: 20, 3: 40, 4: 60, 5: WINS}
    setup_verbs: tuple[str, ...] = ("equip",)
    turn_verbs = ("item",)
    private_keys: tuple[str, ...] = ("item_deck",)
    rule_350 = True
    plain_turn_entries = True            # no item armed: a plain entry, nothing to clear

    def init(self, st: TTState, seat: str) -> dict:
        return {"equipment": (), "item_deck": (), "item_discard": (), "used": False,
                "again": False, "armed": None, "revealed": frozenset()}

    # -- setup: choose the initial equipment (TT-067) --------------------------------------
    def setup_done(self, st: TTState, seat: str) -> bool:
        return bool(st.cdata[seat]["equipment"])

    def setup_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        if st.cdata[seat]["equipment"]:
            return []
        return Product(seat, "equip", (INITIAL_BLUE, INITIAL_RED))

    def setup_count(self, st: TTState, seat: str) -> int:
        return 0 if st.cdata[seat]["equipment"] else len(INITIAL_BLUE) * len(INITIAL_RED)

    def setup_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th (blue, red) pair of ``setup_actions``: a listed pair needs no check."""
        blue, red = divmod(i, len(INITIAL_RED))
        self._equip(st, seat, INITIAL_BLUE[blue], INITIAL_RED[red], events)

    def setup_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if d["equipment"]:
            self.refuse("the initial equipment is already chosen", "ALREADY_EQUIPPED", "TT-067")
        names = [item_name(a) for a in action.args]
        if len(names) != 2 or None in names:
            self.refuse("equip one blue item (map, potion, boots) and one red item (sword, "
                        "wand, axe), e.g. 'equip map sword'", "EQUIP_WRONG_ITEMS", "TT-067")
        blue = [n for n in names if n in INITIAL_BLUE]
        red = [n for n in names if n in INITIAL_RED]
        if len(blue) != 1 or len(red) != 1:
            self.refuse("equip one blue item (map, potion, boots) and one red item (sword, "
                        "wand, axe)", "EQUIP_WRONG_ITEMS", "TT-067", items=names)
        self._equip(st, seat, blue[0], red[0], events)

    def _equip(self, st: TTState, seat: str, blue: str, red: str, events: Sink) -> None:
        """The initial items; the others, shuffled, make the item deck (TT-067)."""
        d = st.cdata[seat]
        rest = list(_INITIAL)             # (list.remove, not comprehensions: a call each)
        rest.remove(blue)
        rest.remove(red)
        rest += _REGULAR
        fixed = [n for n in st.fixed.get("items", ()) if n in rest] if st.fixed else []
        tail = [n for n in rest if n not in fixed] if fixed else rest
        shuffle(rng(st, st.round, "items"), tail)     # (the standard shuffle, drawn inline)
        d["equipment"] = (("blue", blue), ("red", red))
        d["item_deck"] = tuple(fixed + tail)
        events.append((Event, EventKind.ACTION, "EQUIPPED", seat, ("TT-067",),
                       {"round": st.round, "trick": 0, "blue": blue, "red": red,
                        "deck": len(d["item_deck"])}))

    # -- items -----------------------------------------------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        d = st.cdata[seat]
        d["used"], d["again"], d["armed"] = False, False, None

    @staticmethod
    def available(d: dict) -> list[str]:
        out = []            # (a loop, not a comprehension: asked at its every turn)
        for _, it in d["equipment"]:
            if it is not None:
                out.append(it)
        return out

    def blocked(self, st: TTState, seat: str, name: str) -> tuple[str, str, str] | None:
        """Why item ``name`` cannot be used now: (message, code, ruling), or None (always
        for the items not in ``_MAY_BLOCK``)."""
        item = ITEMS[name]
        if not item.usable:
            return (f"{name} cannot be used: it only scores at round end", "ITEM_UNUSABLE",
                    "TT-070")
        if name == "potion" and is_leading(st, seat):
            return ("the Invisibility Potion cannot be used while leading", "POTION_LEADING",
                    "TT-073")
        if name == "fairy" and st.trick_no == 5:
            return ("Fairy Mischief cannot be used in trick 5", "FAIRY_TRICK_5", "TT-080")
        if name == "sword" and not _numbers(plain_legal(st, seat), sword=True):
            return ("the Miracle Sword needs a playable number card it can change by 5",
                    "ITEM_NEEDS_NUMBER", "TT-071")
        if name == "axe" and not _numbers(plain_legal(st, seat)):
            return ("the Berserker's Axe needs a playable number card", "ITEM_NEEDS_NUMBER",
                    "TT-071")
        if name == "wand" and not _numbers(st.hands[seat]):
            return ("the Ruler's Wand needs a number card", "ITEM_NEEDS_NUMBER", "TT-071")
        if name == "book" and not (st.deck or st.discard or len(st.hands[seat]) > 1):
            return ("nothing is left to draw", "NOTHING_TO_DRAW", "TT-177")
        return None

    def turn_actions(self, st: TTState, seat: str) -> Sequence[Action]:
        """The usable items; the map's every subset of the hand (up to 2^8) is decoded only
        when drawn, so the list is then a ``LazyActions`` of parts."""
        d = st.cdata[seat]
        if d["armed"] or (d["used"] and not d["again"]):
            return []
        out: list[Action] = []
        parts: list[Sequence[Action]] = []
        # (the equipment read here, not by ``available``, and ``blocked`` asked only of the
        # items it may refuse: a call each, at every Adventurer turn)
        for _, name in d["equipment"]:
            if name is None or name in _MAY_BLOCK and self.blocked(st, seat, name):
                continue
            if name == "map":
                hand = list(map(_CODE, sort_hand(st.hands[seat])))
                parts += [out, Combinations(seat, "item", hand, range(len(hand) + 1),
                                            head=("map",))]
                out = []
            elif name == "castle" and st.opts.get("variant_castle_visit"):
                others = sorted(n for n in self.available(d) if n != "castle")
                out += [make_action(seat, "item", ("castle", *s))
                        for s in subsets(others, empty=True)]
            else:
                out.append(make_action(seat, "item", (name,)))
        return LazyActions((*parts, out)) if parts else out

    def turn_count(self, st: TTState, seat: str) -> int:
        """``len(turn_actions(...))`` without one action built (asked at every Adventurer
        turn, which uses an item at few): an item counts once, the map once per subset of
        the hand. ``blocked``'s tests are written out (a call each, at most turns;
        tests/test_tt_adventurer_count.py holds them to it)."""
        d = st.cdata[seat]
        if d["armed"] or (d["used"] and not d["again"]):
            return 0
        n = 0
        num = None              # the hand's number cards, read once (the Sword, Axe, Wand)
        for _, name in d["equipment"]:
            if name is None:
                continue
            if name in _NUMBER_ITEMS:
                if num is None:
                    # plain_legal's number cards: those of the lead colour if it holds one,
                    # else all; the Sword needs one it changes by 5 (sword_value), the Axe
                    # any (one of the lead colour if held), the Wand any in the hand
                    lead, held, sword, sword_lead = st.lead, False, False, False
                    num = False
                    for c in st.hands[seat]:
                        if c.kind == NUM:
                            num = True
                            ok = c.value in _SWORDABLE
                            if c.suit == lead:
                                held = True
                                sword_lead = sword_lead or ok
                            else:
                                sword = sword or ok
                    sword = sword_lead or (sword and not held)
                if not num or name == "sword" and not sword:
                    continue
            elif name in _MAY_BLOCK:
                if name == "potion":
                    if not st.entries and st.to_play() == seat:     # is_leading
                        continue
                elif name == "fairy":
                    if st.trick_no == 5:
                        continue
                elif name == "book":
                    if not (st.deck or st.discard or len(st.hands[seat]) > 1):
                        continue
                else:
                    continue            # an item that only scores
            if name == "map":
                n += 1 << len(st.hands[seat])
            elif name == "castle" and st.opts.get("variant_castle_visit"):
                n += 1 << len(self.available(d)) - 1        # each set of the other items
            else:
                n += 1
        return n

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """The i-th of ``turn_actions``, used without ``turn_act``'s checks and parsing (the
        listed item is usable; a map's cards are in the hand)."""
        k = i
        for _, name in st.cdata[seat]["equipment"]:
            if name is None or name in _MAY_BLOCK and self.blocked(st, seat, name):
                continue
            if name == "map":
                n = 1 << len(st.hands[seat])
                if k < n:
                    hand = list(map(_CODE, sort_hand(st.hands[seat])))
                    rest = combinations_of(seat, "item", hand, range(len(hand) + 1)).picked(k)
                    self._use(st, seat, name, rest, events)
                    return
                k -= n
            elif name == "castle" and st.opts.get("variant_castle_visit"):
                self.turn_act(st, self.turn_actions(st, seat)[i], events)   # (a variant's)
                return
            elif k:
                k -= 1
            else:
                self._use(st, seat, name, (), events)
                return
        raise IndexError(i)

    def follow_free(self, st: TTState, seat: str, card: TTCard) -> bool:
        """``exempt``'s answer without its Step: an armed Orb frees any card, a Wand a
        number card."""
        armed = st.cdata[seat]["armed"]
        return armed == "orb" or armed == "wand" and card.kind == NUM

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        if not action.args:
            items = self.available(d)
            if not items:           # nothing to choose from: say so ("available: —" did)
                self.refuse("no item on the equipment can be used now", "NO_ITEM_LEFT", "TT-068")
            self.refuse("name the item, e.g. 'item sword'", "ITEM_NOT_NAMED", "TT-068", items=items)
        name = action.args[0]           # a listed action names the item as it is
        if name not in ITEMS:
            name = item_name(name)
        if name is None:
            self.refuse(f"'{action.args[0]}' is not an item", "ITEM_UNKNOWN", "TT-068",
                        text=action.args[0])
        if d["armed"]:
            self.refuse(f"{d['armed']} is in use: play your card now", "ITEM_TWICE", "TT-068")
        if d["used"] and not d["again"]:
            self.refuse("at most one item per trick", "ITEM_TWICE", "TT-068")
        for _, it in d["equipment"]:   # (``available`` without the call and the list)
            if it == name:
                break
        else:
            self.refuse(f"{name} is not on {seat}'s equipment (available: "
                        f"{', '.join(self.available(d)) or 'none'})", "ITEM_NOT_AVAILABLE",
                        "TT-068", item=name, items=self.available(d))
        why = self.blocked(st, seat, name) if name in _MAY_BLOCK else None
        if why:
            self.refuse(why[0], why[1], why[2], item=name)
        rest = action.args[1:]
        if name == "map":
            hand_cards(st, seat, rest, "TT-068")          # checked now, used below
        elif name == "castle" and st.opts.get("variant_castle_visit"):
            chosen = [item_name(a) for a in rest]
            if None in chosen or any(n not in self.available(d) or n == "castle" for n in chosen):
                self.refuse("name items on your equipment to discard", "ITEM_NOT_AVAILABLE",
                            "TT-081")
        elif rest:
            self.refuse(f"'{name}' takes no further words", "PLAY_EXTRA_WORDS", "TT-068",
                        words=" ".join(rest))
        self._use(st, seat, name, rest, events)      # everything checked

    def _use(self, st: TTState, seat: str, name: str, rest: tuple[str, ...],
             events: Sink) -> None:
        """Use item ``name`` (checked), then replace it from the item deck (TT-068)."""
        d = st.cdata[seat]
        d["used"], d["again"], d["used_item"] = True, False, name
        slot = self.replace(st, seat, name, events, refill=name != "castle")
        events.append((_item_used_event, seat, name, st.round, st.trick_no, slot))
        getattr(self, f"_use_{name}", self._arm)(st, seat, name, rest, events)

    def replace(self, st: TTState, seat: str, name: str, events: list[Event],
                refill: bool = True) -> str:
        """Move item ``name`` to the item discard and draw a new one onto its card."""
        d = st.cdata[seat]
        eq = list(d["equipment"])
        i = 0
        while eq[i][1] != name:         # (a loop: a generator is a call, at every item used)
            i += 1
        d["item_discard"] = d["item_discard"] + (name,)
        new = self.draw_item(st, seat) if refill else None
        eq[i] = (eq[i][0], new)
        d["equipment"] = tuple(eq)
        if refill:
            self.drew(st, seat, new, eq[i][0], events)
        return eq[i][0]

    def draw_item(self, st: TTState, seat: str) -> str | None:
        d = st.cdata[seat]
        if not d["item_deck"]:
            return None
        new, d["item_deck"] = d["item_deck"][0], d["item_deck"][1:]
        return new

    def drew(self, st: TTState, seat: str, new: str | None, slot: str, events: Sink) -> None:
        events.append((_item_drawn_event, seat, new, st.round, st.trick_no, slot))

    def _arm(self, st, seat, name, rest, events) -> None:
        st.cdata[seat]["armed"] = name

    def _use_map(self, st, seat, name, rest, events) -> None:
        cards = hand_cards(st, seat, rest, "TT-068")
        discard(st, seat, cards, events, why="map")
        draw(st, seat, len(cards), events, why="map")

    def _use_book(self, st, seat, name, rest, events) -> None:
        draw(st, seat, 1, events, why="book")
        st.pending = (seat, "discard", {"n": 1, "why": "book", "owner": self.name,
                                        "ruling": "TT-068"})

    def _use_gold(self, st, seat, name, rest, events) -> None:
        gain(st, seat, 30, events, "ITEM_GOLD", ("TT-068",))

    def _use_fairy(self, st, seat, name, rest, events) -> None:
        d = st.cdata[seat]
        d["revealed"] = d["revealed"] | frozenset(c.code for c in st.hands[seat])
        events.append((Event, EventKind.RULE, "HAND_REVEALED", seat, ("TT-080",),
                       {"round": st.round, "trick": st.trick_no,
                        "cards": sort_hand(st.hands[seat])}))

    def _use_boots(self, st, seat, name, rest, events) -> None:
        """The user moves to the end of this trick's order. Said as it is: leading, the next
        player now leads; later in the trick, the leader has already played and the next one
        to play is the first of the rest (or nobody: the user was last anyway)."""
        leading = not st.entries
        st.order.remove(seat)
        st.order.append(seat)
        if leading:
            st.leader = st.order[0]
        played = {e.seat for e in st.entries}
        nxt = next((s for s in st.order if s != seat and s not in played), None)
        code = "BOOTS_PLAY_LAST" if leading else "BOOTS_PLAY_LAST_NEXT" if nxt else \
            "BOOTS_ALREADY_LAST"
        events.append((Event, EventKind.RULE, code, seat, ("TT-076",),
                       {"round": st.round, "trick": st.trick_no, "leader": st.order[0],
                        "next": nxt or seat, "leading": leading}))

    def _use_castle(self, st, seat, name, rest, events) -> None:
        d = st.cdata[seat]
        variant = bool(st.opts.get("variant_castle_visit"))
        drop = [item_name(a) for a in rest] if variant else self.available(d)
        eq = list(d["equipment"])
        for k, (slot, it) in enumerate(eq):
            if it is None or it in drop:
                if it is not None:
                    d["item_discard"] = d["item_discard"] + (it,)
                new = self.draw_item(st, seat)
                eq[k] = (slot, new)
                self.drew(st, seat, new, slot, events)
        d["equipment"] = tuple(eq)
        d["again"] = variant
        events.append((Event, EventKind.RULE, "CASTLE_VISIT", seat,
                       ("TT-081",) if variant else ("TT-068",),
                       {"round": st.round, "trick": st.trick_no, "dropped": drop,
                        "again": variant}))

    def on_rewind(self, st: TTState, seat: str, entries, events: Sink) -> None:
        """An item used this trick stays discarded (its replacement stays too) and its effect
        ends with the played card going back; finished effects (cards drawn, Gold's points, a
        revealed hand) stay. The replay allows a new item (TT-147)."""
        d = st.cdata[seat]
        if not d["used"]:
            return
        item = d.get("used_item") or "-"
        d["used"], d["again"], d["armed"] = False, False, None
        events.append((Event, EventKind.RULE, "TIME_REWIND_ITEM", seat, ("TT-147",),
                       {"round": st.round, "trick": st.trick_no, "item": item}))

    # -- playing with an armed item --------------------------------------------------------
    def exempt(self, st: TTState, seat: str, card: TTCard) -> StepLater | None:
        armed = st.cdata[seat]["armed"]
        if armed == "orb":
            return ("ORB_ANY_CARD", ("TT-075",), {"seat": seat, "card": card})
        if armed == "wand" and card.kind == NUM:
            return ("WAND_ANY_NUMBER", ("TT-072",), {"seat": seat, "card": card})
        return None

    @staticmethod
    def item_misfit(st: TTState, seat: str, card: TTCard) -> str | None:
        """Why the armed item cannot work on ``card`` (a message code), or None: the one
        check behind both the legal plays and the refusal (TT-071)."""
        armed = st.cdata[seat]["armed"]
        if armed is None:
            return None
        if ITEMS[armed].number and card.kind != NUM:
            return "ITEM_NEEDS_NUMBER"
        if armed == "sword" and sword_value(card.value) is None:
            return "SWORD_NO_RESULT"
        return None

    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        return [] if self.item_misfit(st, seat, card) else [()]

    def plain_turn(self, st: TTState, seat: str) -> bool:
        """No item armed: no misfit (``item_misfit``)."""
        return st.cdata[seat]["armed"] is None

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> list[tuple[TTCard, tuple[str, ...]]]:
        """``play_variants`` of each card without its call: each card the armed item works
        on (``item_misfit``), played as it is (Character's plays asked ``plain_turn`` again
        and ``play_variants`` for every card)."""
        out: list[tuple[TTCard, tuple[str, ...]]] = []
        for x in cards:
            if not self.item_misfit(st, seat, x):
                out.append((x, ()))
        return out

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        entry = super().make_entry(st, seat, card, words, index, steps)
        armed = st.cdata[seat]["armed"]
        if armed is None:
            return entry
        misfit = self.item_misfit(st, seat, card)
        if misfit == "ITEM_NEEDS_NUMBER":
            self.refuse(f"the {armed} works only on a number card", "ITEM_NEEDS_NUMBER",
                        "TT-071", item=armed, card=card)
        if misfit == "SWORD_NO_RESULT":
            self.refuse(f"the Miracle Sword cannot change {card} by exactly 5 within 1–9",
                        "SWORD_NO_RESULT", "TT-071", card=card)
        extra: tuple = ()
        if armed == "wand":
            extra = (("as_colour", st.lead or card.suit),)
        if armed == "potion":
            return new_entry(seat, card, None, facedown=True, item=armed)
        return new_entry(seat, card, index, item=armed, extra=extra)

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        st.cdata[entry.seat]["armed"] = None

    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        item = entry.item
        if item is None or item == "potion":
            return eff
        p = {"seat": entry.seat, "card": entry.card, "item": item}
        if item == "wing":
            # the tie it may win is explained by the trick, only where it decides the winner;
            # in a revolt it still works, which TT-045 rules
            return eff.note(("WING_ON_CARD", ("TT-082",), p),
                            wins_ties=("TT-078", "TT-045") if revolt else ("TT-078",))
        if revolt:
            return eff.note(("ITEM_OFF_IN_REVOLT", ("TT-044",) if item == "doll" else ("TT-033",),
                             p))
        if item == "orb":
            return Eff(WF, None, 0, notes=eff.notes + (("ORB_IS_WF", ("TT-075", "TT-071"), p),))
        if item == "sword":
            v = sword_value(entry.card.value) or entry.card.value
            return eff.note(("SWORD_VALUE", ("TT-071",), {**p, "value": v}), value=v)
        if item == "axe":
            return eff.note(("AXE_TEN", ("TT-071",), p), value=10)
        if item == "wand":
            col = entry.get("as_colour", eff.colour)
            code = "WAND_LEADING" if col == entry.card.suit else "WAND_COLOUR"
            return eff.note((code, ("TT-072",), {**p, "colour": COLOUR_NAME[col]}), colour=col)
        if item == "doll":
            return eff.note(("DOLL_BEATS_RARE", ("TT-079",), p), rare_plus=True)
        return eff

    def visible_cards(self, st: TTState, seat: str) -> list[TTCard]:
        rev = st.cdata[seat]["revealed"]
        return [c for c in st.hands[seat] if c.code in rev]

    # -- winning a trick: level up (TT-069) ------------------------------------------------
    def take_trick(self, st: TTState, seat: str, cards: list[TTCard], res, events: Sink) -> None:
        st.taken[seat].extend(cards)
        d = st.cdata[seat]
        new = self.draw_item(st, seat)
        d["equipment"] = d["equipment"] + (("extra", new),)
        events.append((Event, EventKind.RULE, "LEVEL_UP", seat, ("TT-069",),
                       {"round": st.round, "trick": st.trick_no, "item": new or "-",
                        "n": len(d["equipment"])}))

    def round_points(self, st: TTState, seat: str) -> list[Line]:
        lines = self.table_points(st, seat, "TT-070")
        for slot, it in st.cdata[seat]["equipment"]:
            if it is None:
                continue
            v = ITEMS[it].unused_value(slot)
            lines.append((v, ("ITEM_SCORE", ("TT-070",),
                              {"seat": seat, "item": it, "slot": slot, "delta": v})))
        return lines

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat) or {}
        if not d:
            return {}
        return {"equipment": {seat: [f"{slot}:{it or '-'}" for slot, it in d.get("equipment", ())]},
                "item_deck_size": {seat: len(d.get("item_deck", ()))}}


def _item_used_event(seat: str, name: str, round_no: int, trick: int, slot: str) -> Event:
    """The event of an item used (at once, or as a record built when read)."""
    return Event.quick(EventKind.ACTION, "ITEM_USED", seat, (ITEM_RULING[name], "TT-068"),
                       {"round": round_no, "trick": trick, "item": name, "slot": slot})


def _item_drawn_event(seat: str, new: str | None, round_no: int, trick: int,
                      slot: str) -> Event:
    """The event of an item drawn onto its card (or of the empty item deck)."""
    return Event.quick(EventKind.RULE, "ITEM_DRAWN" if new else "ITEM_DECK_EMPTY", seat,
                       ("TT-068",), {"round": round_no, "trick": trick, "item": new or "-",
                                     "slot": slot})


def _numbers(cards: list[TTCard], sword: bool = False) -> bool:
    """A number card among ``cards`` (``sword``: one the Miracle Sword can change): a loop,
    not any() of a generator, as ``blocked`` asks it for items at every Adventurer turn."""
    for c in cards:
        if c.kind == NUM and (not sword or sword_value(c.value)):
            return True
    return False
