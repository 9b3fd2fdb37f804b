"""Summoner (サモナー, 2C): MP, two summon sheets (the rear) and beasts moved to the front onto
a played card (spec 7.10, 2.4, 5.2 steps 5 and 8, 5.3 rule 5, 5.5 step 1, 5.7 step 1;
TT-124…TT-129, TT-036, TT-091, TT-151).

Round data (``st.cdata[seat]``, immutable values):

* ``mp``        0–5: starts at 5, +1 per trick won, never above 5 (TT-124, max 5 [interp]);
* ``rear``      the beasts on the two summon sheets (a tuple of at most 2 beast cards);
* ``available`` beasts still on the character card, not yet summoned this round. At setup
  the 6 beasts come out of ``st.box`` onto the component; ``held_cards`` returns ``rear`` and
  ``available`` so card conservation holds. A beast moved to the front leaves both for good:
  it travels with the trick (the winner, a Collector or a Time Traveler takes it) and is no
  longer the Summoner's this round (spec 7.10 [interp]);
* ``commanded`` a rear command was used this turn, so no more summoning (TT-125 order);
* ``report``    what the play just did (beast moved, MP paid, EL's recovery), explained in
  ``on_any_play`` so the learner reads it after "X plays R3", not before.

Notation: ``Ann summon MARU`` (into the rear), ``Ann command MARU R3`` (discard R3, draw 1),
``Ann command OKO R3 G2`` (discard any number, draw as many), and a play carrying a beast word
``Ann R3 OKO``: R3 is played (must-follow looks at R3 only, 5.3 rule 5), then OKO is put on it.

A front entry keeps the card from hand in ``Entry.card`` and **the beast in ``Entry.more``**
(extra ``beast=<code>``, ``beast_cost=<MP paid>``, ``badge`` = its face for the table):
whoever takes the trick's cards takes both
(``Entry.cards``; a Collector's reservation gets both, TT-091). A Rewind must return only
``entry.card`` to the Summoner's hand; ``on_rewind`` puts the beast back on a summon sheet
(TT-151). A beast card in a hand (Change the past, TT-159) is an ordinary card showing its face:
the cards themselves are MARU = R10 …, EL = a White Flag with ``rare_plus``, MIRIA = a
Berserker card, so nothing here is needed for that.
"""
from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

from tricklab.core.actions import Combinations, Options, combinations_of
from tricklab.core.errors import NotationError
from tricklab.core.events import Event, EventKind, Sink, Step

from ..args import hand_cards
from ..cards import BEAST_COLOURS, BEASTS, NUM, RARE, WF, TTCard, sort_hand
from ..state import Entry, TTState, new_entry, plain_entry
from ..table import discard, draw, from_box
from ..trick import COLOUR_NAME, Eff, printed
from .base import WINS, Character, Line

MAX_MP = 5
REAR = 2
# The spec's proposed cost table (7.10 [interp]; only OKO's front cost 2 and the rear command
# cost 1 are known): beast -> (summon cost, front cost on a non-matching card).
COSTS = {"MARU": (1, 2), "GURU": (1, 2), "NEMU": (1, 2), "OKO": (1, 2), "EL": (2, 3),
         "MIRIA": (2, 3)}
MAX_SUMMON = max(summon for summon, _ in COSTS.values())
COMMAND_COST = 1
SWAP_ONE = ("MARU", "GURU", "NEMU")          # rear command: discard 1, draw 1
SWAP_ANY = ("OKO",)                          # rear command: discard any number, draw as many
TENS = tuple(BEAST_COLOURS)                  # the beasts whose face is a 10
BY_NAME = {c.code: c for c in BEASTS}
_EL, _MIRIA = BY_NAME["EL"], BY_NAME["MIRIA"]
# each beast's face word, by its code (a look-up, not a call: named at every beast play)
FACE = {c.code: {"EL": "face_el", "MIRIA": "face_miria"}.get(c.code, f"face_{c.suit}")
        for c in BEASTS}


def beast_arg(text: str) -> TTCard | None:
    """The beast a word names (MARU, maru, マル…), or None."""
    try:
        c = TTCard.parse(text)
    except NotationError:
        return None
    return c if c in BEASTS else None


def matches(beast: TTCard, card: TTCard) -> bool:
    """TT-127: the front move is free on a card of the beast's colour (EL and MIRIA: on a White
    Flag or a Rare), judged on the card as printed."""
    if beast.code in BEAST_COLOURS:
        return card.kind == NUM and card.suit == BEAST_COLOURS[beast.code]
    return card.kind in (WF, RARE)


def front_cost(beast: TTCard, card: TTCard) -> int:
    return 0 if matches(beast, card) else COSTS[beast.code][1]


class Summoner(Character):
    name = "summoner"
    code = "2C"
    title = {"en": "Summoner", "ja": "サモナー"}
    expansion = True
    exclusive = BEASTS
    exclusive_ruling = "TT-125"
    table = {0: -20, 1: 20, 2: 40, 3: 70, 4: 100, 5: WINS}
    turn_verbs = ("summon", "command")

    # -- setup: 5 MP and the six beasts (TT-124) ------------------------------------------
    def init(self, st: TTState, seat: str) -> dict:
        # the beasts stay in the box until setup_auto takes them (no card is counted twice)
        return {"mp": MAX_MP, "rear": (), "available": (), "commanded": False, "report": None}

    def setup_auto(self, st: TTState, seat: str, events: Sink) -> None:
        got = tuple(from_box(st, BEASTS))
        st.cdata[seat]["available"] = got
        events.append((Event, EventKind.SETUP, "SUMMONER_SETUP", seat, ("TT-124",),
                       {"round": st.round, "trick": 0, "mp": MAX_MP,
                        "beasts": [c.code for c in got]}))

    def held_cards(self, st: TTState, seat: str) -> list[TTCard]:
        d = st.cdata[seat]
        return [*d.get("rear", ()), *d.get("available", ())]

    # -- the turn: summon, then commands (TT-125) -----------------------------------------
    def on_trick_start(self, st: TTState, seat: str, events: list[Event]) -> None:
        st.cdata[seat]["commanded"] = False

    def turn_actions(self, st: TTState, seat: str) -> Options:
        """Summons, then each rear beast's commands: their cards (OKO: every non-empty set of
        the hand) are decoded only when read. A random playout counts and carries them out
        with ``turn_count``/``turn_choose`` instead (asked at every turn: an ``Options`` made
        each time cost about 4,000 instructions)."""
        d = st.cdata[seat]
        mp = d["mp"]
        out = Options(seat)
        if not d["commanded"] and len(d["rear"]) < REAR:
            picks = d["available"]      # (immutable: the options may keep it as it is)
            if mp < MAX_SUMMON:         # some beast costs more than the MP left
                picks = []      # (a loop, not a comprehension: that is a call)
                for b in d["available"]:
                    if COSTS[b.code][0] <= mp:
                        picks.append(b)
            out.add("summon", picks, partial(self._summoned, st, seat))
        hand = st.hands[seat]
        if mp >= COMMAND_COST and hand:
            h = len(hand)                   # (the hand is sorted only if a command is taken)
            for b in d["rear"]:
                # (partials of module functions, not lambdas: those would make ``hand`` and
                # ``seat`` closure cells of this function, asked at every turn)
                if b.code in SWAP_ONE:
                    out.add("command", partial(_singles, hand),
                            partial(self._command_cards, st, seat, b), head=(b.code,), n=h)
                elif b.code in SWAP_ANY:
                    out.add("command", partial(_subsets, seat, hand, h),
                            partial(self._command_cards, st, seat, b), head=(b.code,),
                            n=2 ** h - 1)
        return out

    def turn_count(self, st: TTState, seat: str) -> int:
        """``len(turn_actions(...))``: the same conditions, nothing built."""
        d = st.cdata[seat]
        mp, n = d["mp"], 0
        if not d["commanded"] and len(d["rear"]) < REAR:
            if mp >= MAX_SUMMON:        # every beast may be summoned
                n = len(d["available"])
            else:
                for b in d["available"]:
                    if COSTS[b.code][0] <= mp:
                        n += 1
        hand = st.hands[seat]
        if mp >= COMMAND_COST and hand:
            h = len(hand)
            for b in d["rear"]:
                if b.code in SWAP_ONE:
                    n += h
                elif b.code in SWAP_ANY:
                    n += 2 ** h - 1
        return n

    def turn_choose(self, st: TTState, seat: str, i: int, events: list[Event]) -> None:
        """``turn_actions(...)[i]`` carried out, found in the same order (summons, then each
        rear beast's commands), as its handler would: a listed option needs no check."""
        d = st.cdata[seat]
        mp = d["mp"]
        if not d["commanded"] and len(d["rear"]) < REAR:
            for b in d["available"]:
                if COSTS[b.code][0] <= mp:
                    if not i:
                        self._summoned(st, seat, b, events)
                        return
                    i -= 1
        hand = st.hands[seat]
        h = len(hand)
        for b in d["rear"]:
            if b.code in SWAP_ONE:
                if i < h:
                    self._commanded(st, seat, b, [sort_hand(hand)[i]], events)
                    return
                i -= h
            elif b.code in SWAP_ANY:
                if i < 2 ** h - 1:
                    self._commanded(st, seat, b, list(_subsets(seat, hand, h).picked(i)), events)
                    return
                i -= 2 ** h - 1
        raise IndexError("option index out of range")

    def _command_cards(self, st: TTState, seat: str, b: TTCard, cards: tuple[TTCard, ...],
                       events: list[Event]) -> None:
        self._commanded(st, seat, b, list(cards), events)

    def turn_act(self, st: TTState, action, events: list[Event]) -> None:
        if action.kind == "summon":
            self._summon(st, action, events)
        else:
            self._command(st, action, events)

    def _beast(self, action, ruling: str) -> TTCard:
        if not action.args:
            self.refuse(f"name the beast, e.g. '{action.kind} MARU'", "SUMMONER_NO_BEAST", ruling)
        b = beast_arg(action.args[0])
        if b is None:
            self.refuse(f"'{action.args[0]}' is not a beast (MARU, GURU, NEMU, OKO, EL, MIRIA)",
                        "SUMMONER_NOT_A_BEAST", ruling, text=action.args[0])
        return b  # type: ignore[return-value]

    def _summon(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        b = self._beast(action, "TT-125")
        if len(action.args) > 1:
            self.refuse("summon one beast at a time, e.g. 'summon MARU'", "PLAY_EXTRA_WORDS",
                        "TT-125", words=" ".join(action.args[1:]))
        if b in d["rear"]:
            self.refuse(f"{b.code} is already on a summon sheet", "SUMMONER_ALREADY_IN_REAR",
                        "TT-125", beast=b.code)
        if b not in d["available"]:
            self.refuse(f"{b.code} went to the front earlier this round and is no longer the "
                        f"Summoner's", "SUMMONER_BEAST_USED", "TT-125", beast=b.code)
        if d["commanded"]:
            self.refuse("summoning comes first: after a rear command this turn, no more "
                        "summoning (summon → command → play → move)", "SUMMONER_SUMMON_LATE",
                        "TT-125")
        if len(d["rear"]) >= REAR:
            self.refuse(f"both summon sheets are taken ({', '.join(x.code for x in d['rear'])}): "
                        f"at most {REAR} beasts in the rear", "SUMMONER_REAR_FULL", "TT-125",
                        rear=[x.code for x in d["rear"]])
        cost = COSTS[b.code][0]
        if cost > d["mp"]:
            self.refuse(f"summoning {b.code} costs {cost} MP; {seat} has {d['mp']}",
                        "SUMMONER_NO_MP", "TT-124", beast=b.code, cost=cost, mp=d["mp"])
        self._summoned(st, seat, b, events)

    def _summoned(self, st: TTState, seat: str, b: TTCard, events: Sink) -> None:
        d = st.cdata[seat]
        cost = COSTS[b.code][0]
        d["mp"] -= cost
        left = []                       # (a loop, not a comprehension: no call)
        for x in d["available"]:
            if x is not b:
                left.append(x)
        d["available"] = tuple(left)
        d["rear"] = d["rear"] + (b,)
        events.append((Event, EventKind.ACTION, "SUMMONER_SUMMONED", seat, ("TT-125", "TT-124"),
                       {"round": st.round, "trick": st.trick_no, "beast": b.code,
                        "cost": cost, "mp": d["mp"],
                        "rear": [x.code for x in d["rear"]]}))

    def _command(self, st: TTState, action, events: list[Event]) -> None:
        seat, d = action.seat, st.cdata[action.seat]
        b = self._beast(action, "TT-125")
        if b not in d["rear"]:
            self.refuse(f"{b.code} is not on a summon sheet: only beasts in the rear have a "
                        f"command", "SUMMONER_NOT_IN_REAR", "TT-126" if b.code in ("EL", "MIRIA")
                        else "TT-125", beast=b.code)
        if b.code not in SWAP_ONE + SWAP_ANY:
            self.refuse(f"{b.code} has no command: its rear effect works by itself and costs "
                        f"no MP", "SUMMONER_NO_COMMAND", "TT-126", beast=b.code)
        rest = action.args[1:]
        if b.code in SWAP_ONE and len(rest) != 1:
            self.refuse(f"{b.code}'s command discards exactly 1 card, e.g. 'command {b.code} R3'",
                        "SUMMONER_COMMAND_CARDS", "TT-125", beast=b.code)
        if not rest:
            self.refuse(f"name the cards to discard, e.g. 'command {b.code} R3 G2'",
                        "SUMMONER_COMMAND_CARDS", "TT-125", beast=b.code)
        if d["mp"] < COMMAND_COST:
            self.refuse(f"a rear command costs {COMMAND_COST} MP; {seat} has {d['mp']}",
                        "SUMMONER_NO_MP", "TT-124", beast=b.code, cost=COMMAND_COST, mp=d["mp"])
        self._commanded(st, seat, b, hand_cards(st, seat, rest, "TT-125", at_least=1), events)

    def _commanded(self, st: TTState, seat: str, b: TTCard, cards: list[TTCard],
                   events: Sink) -> None:
        d = st.cdata[seat]
        d["mp"] -= COMMAND_COST
        d["commanded"] = True
        events.append((Event, EventKind.ACTION, "SUMMONER_COMMAND", seat, ("TT-125",),
                       {"round": st.round, "trick": st.trick_no, "beast": b.code,
                        "n": len(cards), "mp": d["mp"]}))
        discard(st, seat, cards, events, why="command")
        draw(st, seat, len(cards), events, why="command")

    # -- playing: a beast word moves a rear beast onto the card (TT-125, TT-127) ------------
    def play_variants(self, st: TTState, seat: str, card: TTCard) -> list[tuple[str, ...]]:
        d = st.cdata[seat]
        return [()] + [(b.code,) for b in d["rear"] if front_cost(b, card) <= d["mp"]]

    def plain_turn(self, st: TTState, seat: str) -> bool:
        """No beast in the rear: none to move to the front."""
        return not st.cdata[seat]["rear"]

    def plays(self, st: TTState, seat: str,
              cards: list[TTCard]) -> list[tuple[TTCard, tuple[str, ...]]]:
        """``play_variants`` of each card in turn, the rear and the MP read once for the
        turn instead of card by card (a Summoner with a rear beast asks it of every card)."""
        d = st.cdata[seat]
        mp = d["mp"]
        # per rear beast, once: its word, whether its full front cost is paid (then any card
        # takes it; else only a card it ``matches``, free: ``front_cost(b, x) <= mp``) and
        # its colour. ``matches`` is written out (a call for each card and rear beast, some
        # ten a game; the two are tested alike): a number of the beast's colour, or for a
        # beast without one (EL, MIRIA) a White Flag or a Rare
        beasts = []         # (a loop, not a comprehension: a call saved at its every turn)
        if mp >= 0:
            for b in d["rear"]:
                beasts.append(((b.code,), COSTS[b.code][1] <= mp, BEAST_COLOURS.get(b.code)))
        out: list[tuple[TTCard, tuple[str, ...]]] = []
        for x in cards:
            out.append((x, ()))
            for words, paid, colour in beasts:
                if paid or (x.kind == NUM and x.suit == colour if colour is not None
                            else x.kind == WF or x.kind == RARE):
                    out.append((x, words))
        return out

    def make_entry(self, st: TTState, seat: str, card: TTCard, words: tuple[str, ...],
                   index: int, steps: list[Step]) -> Entry:
        if not words:
            return plain_entry(seat, card, index)
        d = st.cdata[seat]
        b = beast_arg(words[0])
        if b is None or len(words) > 1:
            self.refuse(f"after the card only a beast of the rear may follow (e.g. "
                        f"'{card} OKO'), not '{' '.join(words)}'", "PLAY_EXTRA_WORDS",
                        "TT-125", words=" ".join(words))
        if b not in d["rear"]:
            self.refuse(f"{b.code} is not on a summon sheet: a beast goes to the front only from "
                        f"the rear, never straight from the summon (rear: "
                        f"{', '.join(x.code for x in d['rear']) or 'empty'})",
                        "SUMMONER_NOT_IN_REAR", "TT-125", beast=b.code)
        cost = front_cost(b, card)
        if cost > d["mp"]:
            self.refuse(f"{b.code} on {card} costs {cost} MP (free only on a matching card); "
                        f"{seat} has {d['mp']}", "SUMMONER_NO_MP", "TT-127", beast=b.code,
                        cost=cost, mp=d["mp"], card=card)
        return new_entry(seat, card, index, False, None, None,   # (positional: no keywords)
                         (("beast", b.code), ("beast_cost", cost), ("badge", FACE[b.code])), (b,))

    def on_played(self, st: TTState, entry: Entry, events: list[Event]) -> None:
        """The end of the Summoner's turn: pay for the front move, then EL's recovery."""
        d = st.cdata[entry.seat]
        code, cost = None, 0
        if entry.extra:                 # (most plays carry no beast: no lookups)
            code = entry.get("beast")
            cost = entry.get("beast_cost", 0)
        rear = d["rear"]
        if code is not None:
            d["mp"] -= cost
            left = []                   # (a loop, not a comprehension: no call)
            for x in rear:
                if x.code != code:
                    left.append(x)
            rear = d["rear"] = tuple(left)
        el = None
        # EL: +1 MP at the end of each own turn (looked for by identity: a card's == is a
        # Python call, and ``in`` would make one for every other beast of the rear)
        for x in rear:
            if x is _EL:
                el = min(MAX_MP, d["mp"] + 1) - d["mp"]
                d["mp"] += el
                break
        # what ``on_any_play`` tells once the play is on the table: a front move, EL's MP
        # (most plays: neither, so nothing to keep)
        if code is not None or el is not None:
            d["report"] = (code, cost, d["mp"] - (el or 0), st.lead is None, el, d["mp"])
        d["commanded"] = False

    def on_any_play(self, st: TTState, seat: str, entry: Entry, events: Sink) -> None:
        if entry.seat != seat:          # most entries: another seat's (asked first, cheapest)
            return
        d = st.cdata.get(seat) or {}
        if not d.get("report"):
            return
        code, cost, mp, sets_lead, el, mp_end = d["report"]
        d["report"] = None
        where = {"round": st.round, "trick": st.trick_no}
        if code is not None:
            b = BY_NAME[code]
            face = printed(b)
            rid = ["TT-125", "TT-127"]
            if sets_lead and face.kind == NUM:
                rid.append("TT-128")
            code_ = "SUMMONER_FRONT" + ("_FREE" if cost == 0 else "") + (
                "_LEAD" if "TT-128" in rid else "")
            events.append((Event, EventKind.RULE, code_, seat, tuple(rid),
                           {**where, "beast": code, "on": entry.card, "cost": cost,
                            "mp": mp,
                            "face": FACE[code], "colour": COLOUR_NAME[face.colour]
                            if face.kind == NUM else "none"}))
        if el is not None:
            events.append((Event, EventKind.RULE,
                           "SUMMONER_EL_RECOVERS" if el else "SUMMONER_EL_MP_FULL",
                           seat, ("TT-126", "TT-124"), {**where, "mp": mp_end}))

    # -- the effective card (5.5 step 1, 5.7 step 1) --------------------------------------
    def effective(self, st: TTState, entry: Entry, eff: Eff, revolt: bool) -> Eff:
        if not entry.extra:             # most of its entries carry no beast (no lookup)
            return eff
        code = entry.get("beast")
        if code is None:
            return eff
        b = BY_NAME[code]
        p = {"seat": entry.seat, "card": entry.card, "beast": code, "face": FACE[code]}
        rid = ("TT-125", "TT-012") if code == "EL" and not revolt else ("TT-125",)
        out = printed(b).note(("SUMMONER_FACE_REVOLT" if revolt else "SUMMONER_FACE", rid, p))
        if code in TENS and BY_NAME["MIRIA"] in st.cdata[entry.seat]["rear"] and not revolt:
            return replace(out, protected_10=True)
        return out

    def effective_late(self, st: TTState, entry: Entry, eff: Eff, effs: list[Eff],
                       revolt: bool) -> Eff:
        """Explain MIRIA's guard (TT-126, TT-129) or its absence in a revolt (TT-036) when it
        matters: a 1 is in the trick."""
        for b in st.cdata[entry.seat]["rear"]:     # MIRIA in the rear? (by identity: a
            if b is _MIRIA:                         # card's == is a Python call)
                break
        else:
            return eff
        ones = {f.colour for f in effs if f.kind == NUM and f.value == 1}
        code = entry.get("beast")
        p = {"seat": entry.seat, "card": entry.card, "beast": code}
        if code in TENS and ones:
            eff = eff.note(("SUMMONER_MIRIA_OFF", ("TT-036", "TT-129"), p) if revolt
                           else ("SUMMONER_MIRIA_PROTECTS", ("TT-126", "TT-129"), p))
        others = [f for f in effs if f.kind == NUM and f.value == 10 and not f.protected_10
                  and f.colour in ones]
        if others and not revolt:          # a 10 that is not the Summoner's front beast
            eff = eff.note(("SUMMONER_MIRIA_NOT_OTHERS", ("TT-129",),
                            {**p, "colour": COLOUR_NAME[others[0].colour]}))
        return eff

    # -- after the trick ------------------------------------------------------------------
    def after_trick(self, st: TTState, seat: str, res: Any, events: Sink) -> bool:
        if res.winner != seat:
            return False
        d = st.cdata[seat]
        gain = min(MAX_MP, d["mp"] + 1) - d["mp"]
        d["mp"] += gain
        events.append((Event, EventKind.RULE, "SUMMONER_MP_WON" if gain else "SUMMONER_MP_FULL",
                       seat,
                       ("TT-124",), {"round": st.round, "trick": res.no, "mp": d["mp"]}))
        return False

    def on_take(self, st: TTState, seat: str, taker: str, cards: list[TTCard], res: Any,
                events: Sink) -> None:
        """Say where a front beast goes: with the trick to its winner, or with the card under
        it to a Collector who reserved the entry (TT-091); it is gone for this round."""
        for e in res.entries:           # (a loop, not a comprehension: asked at every trick)
            if e.seat != seat or not e.extra:
                continue
            code = e.get("beast")
            if not code:
                continue
            b = BY_NAME[code]
            if b not in cards:
                continue
            reserved = taker != res.winner
            events.append((Event, EventKind.RULE, "SUMMONER_BEAST_RESERVED" if reserved else
                           "SUMMONER_BEAST_TAKEN", seat, ("TT-091",) if reserved else (),
                           {"round": st.round, "trick": res.no, "beast": b.code,
                            "on": e.card, "taker": taker}))

    def on_rewind(self, st: TTState, seat: str, entries: list[Entry], events: Sink) -> None:
        """TT-151: a front beast goes back onto a summon sheet; the MP paid stays spent. The
        Time Traveler's code returned ``entry.card`` to the hand; the beast is ``entry.more``."""
        d = st.cdata[seat]
        d["commanded"], d["report"] = False, None
        for e in entries:
            if e.seat != seat or e.get("beast") is None:
                continue
            b = BY_NAME[e.get("beast")]
            if b not in d["rear"]:
                d["rear"] = d["rear"] + (b,)
            events.append((Event, EventKind.RULE, "SUMMONER_BACK_TO_REAR", seat, ("TT-151",),
                           {"round": st.round, "trick": st.trick_no, "beast": b.code,
                            "on": e.card, "cost": e.get("beast_cost", 0), "mp": d["mp"]}))

    # -- round end, facts ------------------------------------------------------------------
    def round_points(self, st: TTState, seat: str) -> list[Line]:
        return self.table_points(st, seat)

    def public_facts(self, st: TTState, seat: str) -> dict[str, dict[str, Any]]:
        d = st.cdata.get(seat) or {}
        if "mp" not in d:
            return {}
        front = next((e.get("beast") for e in st.entries if e.seat == seat and e.get("beast")),
                     None)
        return {"mp": {seat: d["mp"]}, "rear": {seat: [b.code for b in d["rear"]]},
                "beasts_available": {seat: [b.code for b in d["available"]]},
                "front_beast": {seat: front}}


def _singles(hand: list[TTCard]) -> list[tuple[TTCard]]:
    """A one-card rear command's picks: each card of the hand, in display order."""
    return [(c,) for c in sort_hand(hand)]


def _subsets(seat: str, hand: list[TTCard], h: int) -> Combinations:
    """OKO's picks: every non-empty set of the ``h`` cards of the hand, in display order."""
    return combinations_of(seat, "command", sort_hand(hand), range(1, h + 1))


__all__ = ["COSTS", "Summoner", "front_cost", "matches"]
